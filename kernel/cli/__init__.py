"""The `affray` command line. It sits on the public API; nothing imports it.

Every error is one line on stderr with exit status 2; `verify` and `diff` exit 1 when the
logs differ.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from .. import matchup
from ..atomic import check_not_input, write_file
from ..battle import Battle, affray_version
from ..errors import AffrayError, Divergence
from ..events import Event, name_of
from ..labels import label
from ..log import event_to_json, write_jsonl
from .progress import LogProgress
from .side import AS_HELP, show_as, side_page
from ..replay import Replay, diff as diff_logs
from ..ruleset import available, load as load_ruleset
from ..scenario import decode as decode_scenario, load as load_scenario
from ..table_entries import show_changes
from ..text import clean
from .live import EXIT_STOPPED, Terminated, live, passed_over, say as _say, side_names

DEFAULT_RULESET = "tft-melee"


def _fail(message: str) -> None:
    raise click.ClickException(message)


def _policies(pairs: tuple[str, ...]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        side, sep, name = pair.partition("=")
        if not sep:
            _fail(f"--policy {pair!r}: expected SIDE=POLICY, e.g. red=random")
        out[side] = name
    return out


_Terminated, _live = Terminated, live  # kernel/cli/live.py


def _play(sc, seed, out, max_rounds, policy, quiet, source=None):
    check_not_input(out, source)
    if max_rounds is not None:  # the same bound as the scenario's max_rounds
        from ..limits import refuse
        refuse("rounds", "--max-rounds", max_rounds)
    for side in _policies(policy):
        if side not in [s.name for s in sc.sides]:
            _fail(f"--policy: unknown side {side!r}; sides are {[s.name for s in sc.sides]}")
    _live(lambda fh: Battle.from_scenario(sc, seed=seed, policies=_policies(policy), out=fh,
                                          keep_events=False, max_rounds=max_rounds),
          out, quiet)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(affray_version(), "--version", prog_name="affray")
def cli() -> None:
    """affray: man-to-man tabletop combat, exactly by the book, every die on the record."""


@cli.command()
@click.argument("scenario", required=False, type=click.Path(dir_okay=False))
@click.option("--seed", help="Dice seed (an integer, or ALGORITHM:VALUE).")
@click.option("--out", default="battle.affray", show_default=True, help="Where to write the log.")
@click.option("--max-rounds", type=click.IntRange(min=1), help="Stop after this many rounds.")
@click.option("--policy", multiple=True, metavar="SIDE=POLICY",
              help="Override a side's policy (tactical, random, ...).")
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
@click.option("--ruleset", "ruleset_id", help="With no SCENARIO: play this ruleset's default "
              f"battle (default {DEFAULT_RULESET}; `affray scenarios` lists them).")
def run(scenario, seed, out, max_rounds, policy, quiet, ruleset_id):
    """Play a scenario to the end and write its log (a ruleset's bundled default if none)."""
    if scenario is None:
        ruleset = load_ruleset(ruleset_id or DEFAULT_RULESET)
        if ruleset.default_scenario is None:
            _fail(f"ruleset {ruleset.id} has no default scenario")
        sc = load_scenario(ruleset.default_scenario)
    elif ruleset_id:
        _fail("--ruleset: a scenario file names its own ruleset; give one or the other")
    else:
        sc = load_scenario(scenario)
    _play(sc, seed, out, max_rounds, policy, quiet, scenario)


@cli.command()
@click.argument("matchup_text", metavar="MATCHUP")
@click.option("--ruleset", "ruleset_id", default=DEFAULT_RULESET, show_default=True)
@click.option("--seed")
@click.option("--out", default="fight.affray", show_default=True)
@click.option("--max-rounds", type=click.IntRange(min=1))
@click.option("--policy", multiple=True, metavar="SIDE=POLICY")
@click.option("-q", "--quiet", is_flag=True)
def fight(matchup_text, ruleset_id, seed, out, max_rounds, policy, quiet):
    """A quick fight of stock figures, e.g. affray fight "2 orc, 1 wolf v 3 human"."""
    ruleset = load_ruleset(ruleset_id)
    if ruleset.build_stock is None:
        _fail(f"ruleset {ruleset_id} has no stock figures")
    sc = decode_scenario(ruleset.build_stock(matchup.parse(matchup_text)), ruleset)
    _play(sc, seed, out, max_rounds, policy, quiet)


def _load(path: str, salvage: bool = False, warn: bool = True) -> Replay:
    """Open a log (its header only: the commands read the events as they go)."""
    return Replay.load(path, salvage=salvage)


def _warn(rep: Replay) -> None:
    """A damaged log is named on stderr ("event N is corrupt; N events before it are good")
    and its good part is used. Called after the command's pass, which found it."""
    if rep.error is not None:
        _say(f"affray: {rep.error}", err=True)


def _describe(rep: Replay, i: int, ev: Event) -> str:
    """One line for an event: the ruleset's wording if it has one, else the kernel's."""
    if rep.ruleset.describe is not None:
        text = rep.ruleset.describe(rep, ev)
        if text:
            return f"{i:>6}  {text}"
    return f"{i:>6}  {_kernel_text(rep, ev)}"


def _kernel_text(rep: Replay, ev: Event) -> str:
    from ..wording import generic, kernel_event
    names = rep.names
    who = lambda eid: names.get(eid, f"#{eid}")  # noqa: E731
    sides = list(side_names(rep.header.scenario).values())
    if name_of(ev) == "Decided":
        if ev.actor > 0:
            actor = who(ev.actor)
        else:
            actor = sides[-ev.actor] if -ev.actor < len(sides) else f"side #{-ev.actor}"
        secret = " (hidden)" if ev.hidden else ""
        words = label(rep.ruleset, ev.kind, ev.choice, names)
        return f"Decided {actor} {ev.kind}: {words} {json.dumps(ev.choice)}{secret}"
    return kernel_event(ev, who, sides) or generic(ev, who)


@cli.command()
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="JSON Lines: the header, then one event a line.")
@click.option("--salvage", is_flag=True,
              help="Skip damaged frames whose framing is intact (and list them) instead of stopping.")
@click.option("--as", "as_side", metavar="SIDE", help=AS_HELP)
def show(log, as_json, salvage, as_side):
    """List the events of a log (a cut-short log: every complete event, and where it stops)."""
    rep = _load(log, salvage, warn=False)
    if as_side is not None:
        show_as(rep, log, as_side, as_json, _describe)
    elif as_json:
        write_jsonl(rep.header, (ev for _f, ev in rep.items()), sys.stdout)
    else:
        h = rep.header
        _say(f"{log}: {h.ruleset} {h.ruleset_version}, seed {h.seed}, dice {h.dice}, "
                   f"affray {h.affray}, format {h.format}")
        echo = _say
        for i, (_f, ev) in enumerate(rep.items()):
            echo(_describe(rep, i, ev))
    passed_over(rep, log)
    if rep.error is not None:
        _say(f"affray: {rep.error}", err=True)
    elif rep.stopped is not None:
        _say(f"affray: {log}: a partial recording: {_kernel_text(rep, rep.stopped)}", err=True)
    elif not rep.ended:
        _say(f"affray: {log}: the log stops after event {len(rep) - 1} "
                   "before the battle's end (cut short, or still being written)", err=True)


@cli.command()
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--at", type=click.IntRange(min=0), help="After this many events (default: all).")
@click.option("--round", "round_no", type=click.IntRange(min=1),
              help="Instead of --at: the moment round N begins.")
@click.option("--json", "as_json", is_flag=True)
@click.option("--scenario", "as_scenario", is_flag=True,
              help="Write the world at K (a round or phase boundary) as a scenario (TOML).")
@click.option("--script", "with_script", is_flag=True,
              help="With --scenario: add the log's dice and choices from K on as its [script].")
@click.option("-o", "--out", type=click.Path(dir_okay=False),
              help="With --scenario: the file to write (default: standard output).")
def state(log, at, round_no, as_json, as_scenario, with_script, out):
    """The world after the first K events of a log (a fold: no rules are run)."""
    if out:
        check_not_input(out, log)
    rep = _load(log)
    if round_no is not None:
        from .state_text import round_start
        at = round_start(rep, round_no, at)
    if as_scenario or with_script or out:
        _moment(rep, at, with_script, out)
        return
    try:
        with LogProgress([rep], "state"):
            dump = rep.fold(at, partial=True)
    finally:
        _warn(rep)
    if at is None and rep.error is None and not rep.ended:
        _say(f"affray: {log}: the log stops after event {len(rep) - 1} before the battle's "
             "end (cut short, or still being written): this is the world at the cut", err=True)
    if as_json:
        _say(json.dumps(dump, sort_keys=True))
        return
    from .state_text import table
    _say("\n".join(table(dump)))


def _moment(rep, at, with_script, out):
    from ..moment import scenario_at, to_toml
    if at is None:
        _fail("--scenario needs --round N or --at K, the index of a RoundStarted event (or of a "
              "phase's start)")
    text = to_toml(scenario_at(rep, at, with_script))
    if out is None:
        _say(text, nl=False)
    else:
        write_file(out, text)


@cli.command()
@click.argument("log", type=click.Path(dir_okay=False))
def verify(log):
    """Re-run a log from its scenario, seed and choices; exit 1 at the first difference."""
    rep = _load(log, warn=False)
    try:
        with LogProgress([rep], "verify"):
            n = rep.verify()
        with LogProgress([rep], "fold"):
            rep.fold()
    except Divergence as err:
        _say(f"affray: {err}", err=True)
        sys.exit(1)
    _say(f"{log}: verified, {n} events identical")


@cli.command()
@click.argument("a", type=click.Path(dir_okay=False))
@click.argument("b", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True)
def diff(a, b, as_json):
    """Compare two logs event by event; exit 1 if they differ."""
    ra, rb = _load(a), _load(b)
    with LogProgress([ra, rb], "diff"):
        res = diff_logs(ra, rb)
    _warn(ra)
    _warn(rb)
    if as_json:
        _say(json.dumps({
            "identical": res.identical, "first_difference": res.index,
            "a": event_to_json(res.index, res.a) if res.a is not None else None,
            "b": event_to_json(res.index, res.b) if res.b is not None else None,
            "header_differences": res.header_differences,
            "events": {"a": res.lengths[0], "b": res.lengths[1]},
            "counts": {k: {"a": v[0], "b": v[1]} for k, v in res.counts.items()},
        }, sort_keys=True))
    elif res.identical:
        _say(f"identical: {res.lengths[0]} events")
    else:
        if res.header_differences:
            _say("headers differ in: " + ", ".join(res.header_differences))
        if res.index is not None:
            _say(f"first difference at event {res.index}:")
            for j, ev in enumerate(res.before, start=res.index - len(res.before)):
                _say("  " + _describe(ra, j, ev))
            _say("a " + (_describe(ra, res.index, res.a) if res.a is not None else "  (log ends)"))
            _say("b " + (_describe(rb, res.index, res.b) if res.b is not None else "  (log ends)"))
        _say(f"events: a {res.lengths[0]}, b {res.lengths[1]}")
        for k, (na, nb) in res.counts.items():
            if na != nb:
                _say(f"  {k}: a {na}, b {nb}")
    sys.exit(0 if res.identical else 1)


@cli.command()
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--at", type=click.IntRange(min=0), required=True, help="Keep the first K events.")
@click.option("--seed", help="A new dice seed from event K on.")
@click.option("--policy", multiple=True, metavar="SIDE=POLICY")
@click.option("--out", default="branch.affray", show_default=True)
@click.option("-q", "--quiet", is_flag=True)
def branch(log, at, seed, policy, out, quiet):
    """Continue a log live from event K with new policies or a new seed."""
    check_not_input(out, log)
    rep = _load(log)
    _warn(rep)
    _live(lambda fh: Battle.branch(rep, at, seed=seed, policies=_policies(policy), out=fh,
                                   keep_events=False), out, quiet)


@cli.command()
@click.option("--show", "show_id", metavar="ID", help="Options and tables of one ruleset.")
@click.option("--scenario", "scenario_path", type=click.Path(dir_okay=False),
              help="With --show: also the tables and entries this scenario changes.")
def rulesets(show_id, scenario_path):
    """The registered rulesets: id, version, geometry and placeholder tables."""
    if scenario_path:
        click.echo(show_changes(show_id, load_scenario(scenario_path), scenario_path))
        if show_id is None:
            return
    if show_id:
        rs = load_ruleset(show_id)
        _say(f"{rs.id} {rs.version} ({rs.geometry})")
        if rs.doc:
            _say(rs.doc)
        _say("options:")
        for name, opt in sorted(rs.options.items()):
            choices = f" {list(opt.choices)}" if opt.choices else ""
            _say(f"  {name} = {opt.default!r}{choices}  {opt.doc}".rstrip())
        _say("tables:")
        for name, t in sorted(rs.tables.items()):
            mark = " [PLACEHOLDER]" if t.placeholder else ""
            _say(f"  {name}{mark}  {t.source}".rstrip())
        return
    for rid, where in available().items():
        try:
            rs = load_ruleset(rid)
        except AffrayError as err:
            _say(f"{rid}  unavailable: {err}")
            continue
        ph = rs.placeholders()
        _say(f"{rs.id}  {rs.version}  {rs.geometry}  placeholders: {', '.join(ph) if ph else 'none'}")


@cli.command()
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("-o", "--out", type=click.Path(dir_okay=False),
              help="Where to write the page (default: the log's name with .html).")
@click.option("--open", "open_it", is_flag=True, help="Open the page in a web browser.")
@click.option("--as", "as_side", metavar="SIDE", help=AS_HELP)
def view(log, out, open_it, as_side):
    """Write one self-contained HTML page to step through a battle (no network needed)."""
    from ..view import build, page
    out = out or str(Path(log).with_suffix(".html"))
    check_not_input(out, log)
    rep = _load(log)
    prefix = lambda i: len(f"{i:>6}  ")  # noqa: E731  (show's wording, without the index)
    with LogProgress([rep], "view"):
        data = (side_page(rep, as_side, _describe, build) if as_side is not None
                else build(rep, text=lambda i, ev: _describe(rep, i, ev)[prefix(i):]))
    write_file(out, page(data))
    if rep.error is not None:
        _warn(rep)
    elif data["stop"]:
        _say(f"affray: {log}: {data['stop']}", err=True)
    _say(f"{out}: {data['n']} events, {len(data['names'])} figures")
    if open_it:
        import webbrowser
        if not webbrowser.open(Path(out).resolve().as_uri()):
            _say(f"affray: no web browser found to open {out}; open it yourself", err=True)


def main(argv: list[str] | None = None) -> None:
    """Entry point: click in non-standalone mode, so every error becomes one line, exit 2."""
    try:
        rv = cli.main(args=argv, prog_name="affray", standalone_mode=False)
        sys.exit(rv or 0)
    except click.exceptions.Exit as e:
        sys.exit(e.exit_code)
    except click.ClickException as e:
        click.echo(f"affray: error: {clean(e.format_message())}", err=True)
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("affray: aborted", err=True)
        sys.exit(2)
    except AffrayError as e:
        click.echo(f"affray: error: {clean(str(e))}", err=True)
        sys.exit(2)
    except BrokenPipeError:
        sys.exit(0)
    except Exception as e:  # a bug: still one line, unless AFFRAY_DEBUG asks for the traceback
        if os.environ.get("AFFRAY_DEBUG"):
            raise
        click.echo(f"affray: internal error: {type(e).__name__}: {clean(str(e))} "
                   "(AFFRAY_DEBUG=1 shows more)", err=True)
        sys.exit(2)


from .sweep import COMMANDS as _SWEEP  # noqa: E402  (docs/sweeps.md)
from .bench import bench as _bench  # noqa: E402  (docs/performance.md)
from .scenarios import scenarios as _scenarios  # noqa: E402
from .serve import serve as _serve  # noqa: E402
from .record import record as _record  # noqa: E402
for _c in (*_SWEEP, _bench, _scenarios, _serve, _record):
    cli.add_command(_c)

if __name__ == "__main__":
    main()
