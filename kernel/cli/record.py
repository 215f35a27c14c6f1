"""`affray record`: record a fight at the table, answer by answer (docs/recording.md).

On a terminal it is a prompt (rich); when standard input is not a terminal it reads one
answer a line, so it can be scripted and tested. Either way it accepts, besides an answer:
`undo` (forget the last answer), `quit` (stop; `--resume` goes on later) and `?` (list the
legal options of a choice again).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import click

from ..errors import AffrayError
from ..record import Session, from_scenario
from ..labels import label
from ..wording import generic, kernel_event, wins

EXIT_STOPPED = 3  # the recording stops before the fight's end (as `affray run` of it would)
SHOWN = 40  # options listed at most, in line mode


class _Io:
    """Where the events, asks and refusals go: rich on a terminal, plain lines otherwise."""

    def __init__(self, tty: bool):
        self.tty = tty
        self.console = None
        if tty:
            from rich.console import Console
            self.console = Console(highlight=False)

    def say(self, text: str, style: str = "") -> None:
        if self.console is not None:
            self.console.print(text, style=style or None, markup=False)
        else:
            click.echo(text)

    def read(self, prompt: str) -> str | None:
        if self.console is not None:
            try:
                from rich.markup import escape
                return self.console.input(f"[bold cyan]{escape(prompt)}[/] ")
            except EOFError:
                return None
        click.echo(f"? {prompt}")
        line = sys.stdin.readline()
        return None if not line else line.rstrip("\n")


def _describe(session: Session, i: int, ev: Any) -> str:
    battle = session.battle
    view = SimpleNamespace(names=battle.state.names, header=battle.header, state=battle.state)
    text = battle.ruleset.describe(view, ev) if battle.ruleset.describe is not None else ""
    if not text and type(ev).__name__ == "Decided":
        text = f"Decided {session.who(ev.actor)} {ev.kind}: {json.dumps(ev.choice)}"
    if not text:  # the kernel's events as `affray show` words them
        text = kernel_event(ev, session.who, battle.state.sides) or generic(ev, session.who)
    return f"{i:>6}  {text}"


def _label(session: Session, option: Any) -> str:
    """An option as it is typed (JSON), with the ruleset's words for it (kernel/labels.py)."""
    shown = json.dumps(option)
    words = label(session.battle.ruleset, session.request.kind, option, session.battle.state.names)
    return f"{shown}  {words}" if words and words != str(option) else shown


def _ask_text(session: Session) -> str:
    ask = session.asked
    if ask.asked == "dice":
        return f"roll {ask.dice} ({ask.what}):"
    listed = _inline(session)
    return f"{session.who(ask.actor)} chooses {ask.what}{' ' + listed if listed else ''}:"


def _inline(session: Session) -> str:
    """A short list of options, written in the ask itself ("" for a long one)."""
    shape = session.options()
    values = shape.get("values") if shape.get("shape") == "list" else None
    text = json.dumps(values if values is not None else shape)
    return text if (values is None or len(values) <= 8) and len(text) < 80 else ""


def _options(session: Session, io: _Io) -> None:
    shape = session.options()
    if shape.get("shape") != "list":  # a range, an arc, an order: its bounds
        io.say(f"    {json.dumps(shape)}")
        return
    options = shape["values"]
    limit = len(options) if io.tty else SHOWN
    for option in options[:limit]:
        io.say(f"    {_label(session, option)}")
    if len(options) > limit:
        io.say(f"    ... {len(options) - limit} more")


def _session(scenario, out, resume, policy, leave) -> Session:
    if resume:
        if policy or leave:
            raise AffrayError("--resume takes the recording's own --policy and --leave")
        return Session.resume(out)
    if scenario is None:
        raise AffrayError("record needs a SCENARIO (or --resume with --out FIGHT.toml)")
    if Path(out).exists():  # never write over a recording (or the scenario) unasked
        raise AffrayError(f"{out} exists: `--resume` goes on with the recording in it; "
                          "remove it (or choose another --out) to start again")
    pairs = {}
    for pair in policy:
        side, sep, name = pair.partition("=")
        if not sep:
            raise AffrayError(f"--policy {pair!r}: expected SIDE=POLICY, e.g. blue=tactical")
        pairs[side] = name
    return from_scenario(scenario, out, pairs, leave)


@click.command()
@click.argument("scenario", required=False, type=click.Path(dir_okay=False))
@click.option("--out", required=True, type=click.Path(dir_okay=False),
              help="The recorded fight (a scenario with its [script]), saved after every answer.")
@click.option("--resume", is_flag=True, help="Go on with the recording saved in --out.")
@click.option("--policy", multiple=True, metavar="SIDE=POLICY",
              help="Leave a side's choices to a policy (e.g. blue=tactical).")
@click.option("--leave", metavar="KIND,...", help="Leave these kinds of choice to the policy.")
def record(scenario, out, resume, policy, leave):
    """Record a fight at the table: every die and choice asked in the engine's order."""
    session = _session(scenario, out, resume, policy, leave)
    io = _Io(sys.stdin.isatty())
    session.save()
    shown, listed = 0, None
    while True:
        events = session.battle.events
        shown = min(shown, len(events))
        last = len(events) - (0 if session.done else 1)  # the Stopped mark is not news
        for i in range(shown, last):
            io.say(_describe(session, i, events[i]))
        shown = last
        if session.done:
            oc = session.battle.outcome
            io.say(f"{wins(oc.winner) if oc.winner else 'No winner'}: {oc.reason}; "
                   f"the recording is complete -> {out}", "bold green")
            return
        fresh = (len(events), len(session.answers)) != listed
        listed = (len(events), len(session.answers))
        labelled = session.battle.ruleset.labels is not None
        if fresh and io.tty and session.asked.asked == "choice" and (labelled or not _inline(session)):
            _options(session, io)
        line = io.read(_ask_text(session))
        if line is None or line.strip() == "quit":
            click.echo(f"affray: the recording stops before the fight's end, saved in {out}; "
                       f"`affray record --resume --out {out}` goes on", err=True)
            sys.exit(EXIT_STOPPED)
        line = line.strip()
        if line == "undo":
            io.say("undone" if session.undo() else "nothing to undo", "yellow")
        elif line == "?":
            if session.asked.asked == "choice":
                _options(session, io)
            else:
                io.say(f"    {session.asked.dice}: the faces, e.g. "
                       f"{' '.join(['1'] * int(session.asked.dice.partition('d')[0]))}")
            continue
        else:
            reason = session.answer(line)
            if reason is not None:
                io.say(f"! refused: {reason}", "bold red")
                continue
        session.save()
