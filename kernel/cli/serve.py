"""The `affray serve` command: the host protocol on standard input and output."""

from __future__ import annotations

import signal
import sys

import click

from ..atomic import atomic_open
from ..battle import Battle
from ..scenario import load as load_scenario
from ..serve.server import serve as run_protocol


class _Terminated(Exception):
    """SIGTERM, raised in the main thread so the log is ended as on Ctrl-C."""


def _on_sigterm(signum, frame):
    raise _Terminated()


@click.command()
@click.argument("scenario", type=click.Path(dir_okay=False))
@click.option("--seed", help="Dice seed (an integer, or ALGORITHM:VALUE).")
@click.option("--host", "hosts", multiple=True, metavar="SIDE", required=True,
              help="A side the host plays (repeat for more); the others play by their policies.")
@click.option("--out", default="battle.affray", show_default=True, help="Where to write the log.")
@click.option("--max-rounds", type=click.IntRange(min=1), help="Stop after this many rounds.")
def serve(scenario, seed, hosts, out, max_rounds):
    """Play a battle with a host program over JSON Lines on stdin/stdout (docs/protocol.md)."""
    sc = load_scenario(scenario)
    names = [s.name for s in sc.sides]
    for side in hosts:
        if side not in names:
            raise click.ClickException(f"--host: unknown side {side!r}; sides are {names}")
    target = atomic_open(out)
    previous = signal.signal(signal.SIGTERM, _on_sigterm)
    battle = None
    try:
        battle = Battle.from_scenario(sc, seed=seed, policies={s: "host" for s in hosts},
                                      out=target.fh, keep_events=False, max_rounds=max_rounds)
        finished = run_protocol(battle, list(hosts), sys.stdin, sys.stdout)
    except (KeyboardInterrupt, _Terminated) as stop:
        target.finish()  # the events so far stay readable in the log
        code = 130 if isinstance(stop, KeyboardInterrupt) else 143
        events = battle.state.events if battle is not None else 0
        click.echo(f"affray: serve stopped: the log {out} ends after {events} events", err=True)
        sys.exit(code)
    except BaseException:
        target.finish()
        raise
    finally:
        signal.signal(signal.SIGTERM, previous)
    target.finish()
    if not finished:
        click.echo(f"affray: serve: the host closed its input before the battle's end; "
                   f"the log {out} ends after {battle.state.events} events", err=True)
        sys.exit(1)
