"""Running a battle with its log written live (`affray run`, `fight`, `branch`), and the
command line's text helpers: control characters from files escaped, salvage notes."""

from __future__ import annotations

import signal
import sys

import click

from ..atomic import atomic_open
from ..text import clean
from .progress import BattleProgress, wanted


def say(text: str, **kw) -> None:
    """`click.echo` with control characters from files escaped (kernel/text.py), line by line."""
    click.echo("\n".join(clean(line) for line in str(text).split("\n")), **kw)


EXIT_STOPPED = 3  # a recorded fight's script ran out: the log ends with a Stopped event


class Terminated(Exception):
    """SIGTERM, raised in the main thread so a run can end its log like Ctrl-C does."""


def _on_sigterm(signum, frame):
    raise Terminated()


def live(make, out: str, quiet: bool) -> None:
    """Run the battle `make(fh)` builds, its log streamed to a fresh temporary file beside
    `out` and renamed onto `out` at the end. Ctrl-C / SIGTERM keep the events so far as
    `<stem>.partial<suffix>` and leave `out` as it was (exit 130 / 143); any other failure
    removes the temporary file."""
    target = atomic_open(out)
    previous = signal.signal(signal.SIGTERM, _on_sigterm)
    battle = None
    try:
        battle = make(target.fh)
        with BattleProgress(battle, f"-> {out}"):
            battle.run()
    except (KeyboardInterrupt, Terminated) as stop:
        kept = target.keep_partial()
        code, what = (130, "interrupted") if isinstance(stop, KeyboardInterrupt) else (143, "terminated")
        events = battle.state.events if battle is not None else 0
        lead = "\r\x1b[K" if wanted() else ""  # clear the ^C the terminal echoed
        click.echo(f"{lead}" + clean(f"affray: {what}: the log so far ({events} events, no Ended "
                                     f"event) is kept as {kept}; {out} is untouched"),
                   err=True, color=bool(lead) or None)
        sys.exit(code)
    except BaseException:
        target.abandon()
        raise
    finally:
        signal.signal(signal.SIGTERM, previous)
    target.finish()
    if battle.stopped is not None:
        say(f"affray: stopped: {battle.stop_reason}; the log {out} ends there "
            f"({battle.state.events} events)", err=True)
        sys.exit(EXIT_STOPPED)
    if not quiet:
        from ..wording import summary
        say(summary(battle, out))


def side_names(scenario) -> dict[int, str]:
    """Side index -> name from a log header's scenario, whatever shape a damaged one has."""
    sides = scenario.get("sides") if isinstance(scenario, dict) else None
    if not isinstance(sides, list):
        return {}
    return {i: str(s.get("name", i)) if isinstance(s, dict) else str(s)
            for i, s in enumerate(sides)}


def passed_over(rep, log: str) -> None:
    """What a salvaging read passed over, one line each on stderr."""
    lost = "those events are lost" if rep.header.format >= 3 else "checksum or content bad"
    for first, last in rep.skipped:
        span = f"frame {first}" if first == last else f"frames {first}-{last}"
        say(f"affray: {log}: skipped damaged {span} ({lost})", err=True)
    for index in rep.repeated:
        say(f"affray: {log}: dropped a repeated or out-of-order frame holding event {index}",
            err=True)
    for index in rep.junk:
        say(f"affray: {log}: skipped unreadable bytes before event {index} (no event lost)",
            err=True)
