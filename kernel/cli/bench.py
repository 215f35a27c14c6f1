"""`affray bench`: large melees and small battles (kernel/bench/), attached to the CLI
by kernel/cli/__init__.py."""

from __future__ import annotations

import json

import click

from .. import matchup
from ..atomic import write_file
from .progress import wanted as progress_wanted

DEFAULT_RULESET = "tft-melee"


@click.command()
@click.option("--ruleset", "ruleset_id", default=DEFAULT_RULESET, show_default=True)
@click.option("--n", "ns", type=click.IntRange(min=1), multiple=True,
              help="Combatants per side of the large melee (repeat for several).")
@click.option("--reps", type=click.IntRange(min=1), default=3, show_default=True)
@click.option("--no-peer", is_flag=True, help="Skip the battlesim comparison.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--save", type=click.Path(dir_okay=False), help="Also write the JSON document here.")
@click.option("--max-rounds", type=click.IntRange(min=1),
              help="Stop each battle after this many rounds (the document says what it cut).")
@click.option("--small", "small", multiple=True, metavar="MATCHUP",
              help="Battles/s of a small stock matchup, e.g. '1 orc v 1 human' (repeatable; "
                   "'default' for the ruleset's own list).")
@click.option("--battles", type=click.IntRange(min=1), default=200, show_default=True,
              help="Battles per small matchup.")
def bench(ruleset_id, ns, reps, no_peer, as_json, save, max_rounds, small, battles):
    """Time large melees (throughput, log cost, fold and verify speed, floor and peer
    ratios) and small battles (battles/s per core)."""
    from rich.console import Console
    from .. import bench as B
    from ..atomic import check_folder
    if not ns and not small:
        raise click.ClickException("give --n N (a large melee) and/or --small MATCHUP (small battles)")
    if save:
        check_folder(save)  # a missing folder is refused before the benchmark runs
    if "default" in small:
        small = tuple(m for m in small if m != "default") + B.default_matchups(ruleset_id)
    for text in small:
        matchup.parse(text)  # a bad matchup is refused before anything runs
    console = Console(stderr=True)
    if not ns:
        doc = B.describe_machine(ruleset_id)
    elif progress_wanted():  # each battle draws its own bar (in the benchmark's process)
        doc = B.run(ruleset_id, list(ns), reps, peer=not no_peer, max_rounds=max_rounds,
                    progress=lambda text: console.print(f"benchmarking {ruleset_id}: {text}"),
                    bars=True)
    else:
        doc = B.run(ruleset_id, list(ns), reps, peer=not no_peer, max_rounds=max_rounds)
    if small:
        doc["small"] = B.small(ruleset_id, list(small), battles)["small"]
    text = json.dumps(doc, indent=2, sort_keys=True)
    if save:
        write_file(save, text + "\n")
    if as_json:
        click.echo(text)
        return
    click.echo(f"{doc['ruleset']} on {doc['machine']['machine']}, Python {doc['python']}"
               + (f", {reps} repetition{'' if reps == 1 else 's'} (medians)" if ns else ""))
    if ns:
        click.echo(f"{'N':>6} {'turns/s':>10} {'events/s':>10} {'ev/turn':>8} {'B/ev':>6} "
                   f"{'RSS MB':>7} {'log x':>6} {'fold ev/s':>10} {'verify x':>8} {'floor x':>8} {'peer x':>7}")
    for r in doc["runs"]:
        peer = f"{r['peer_ratio']:.2f}" if r["peer_ratio"] is not None else "-"
        floor = f"{r['floor_ratio']:.0f}" if r["floor_ratio"] is not None else "-"
        click.echo(f"{r['n']:>6} {r['combatant_turns_per_s']:>10.0f} {r['events_per_s']:>10.0f} "
                   f"{r['events_per_combatant_turn']:>8.1f} {r['bytes_per_event']:>6.1f} "
                   f"{r['peak_rss_mb']:>7.0f} {r['log_cost_ratio']:>6.2f} {r['fold_events_per_s']:>10.0f} "
                   f"{r['verify_ratio']:>8.2f} {floor:>8} {peer:>7}")
        if r.get("cut"):
            click.echo(f"       N = {r['n']}: {r['cut']}")
    for r in doc.get("small", []):
        click.echo(f"small {r['matchup']!r}: {r['battles_per_cpu_s']:.1f} battles/s per core "
                   f"({r['battles']} battles, {r['events_per_battle']:.0f} events each)")
