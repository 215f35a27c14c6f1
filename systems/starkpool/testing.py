"""Builders for tests and host programs: one-line Starkpool fights, systems run directly.

    b = battle([man("Ann", "A"), orc("Og", "B", x=1)], dice=[...], choices=[...])
    hits = drive(b, some_system(b.ctx, ...))

`battle` runs the setup only; `drive` runs one system (a generator) inside the battle's
world; `look` opens the world for reading.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any

from affray.kernel.events import RoundStarted
from affray.kernel.testing import fight
from affray.kernel.world import inside

from .events import RoundReset
from .ruleset import RULESET
from .stock.figures import stock_figure

__all__ = ["man", "figure", "battle", "drive", "look", "run"]


def figure(stock: str, name: str, side: str, x: float = 0.0, y: float = 0.0,
           **fields: Any) -> dict[str, Any]:
    """A combatant dict from a stock figure, placed and adjusted."""
    return dict(stock_figure(stock), name=name, side=side, x=x, y=y, **fields)


def man(name: str, side: str, x: float = 0.0, y: float = 0.0, **fields: Any) -> dict[str, Any]:
    """A level-1 Fighting-Man with a sword, no armor, 8 hp, facing east unless told."""
    base = {"name": name, "side": side, "x": x, "y": y, "kind": "fighter", "level": 1,
            "weapon": "sword", "hp": 8}
    base.update(fields)
    return base


def battle(combatants: list[dict], dice: list[int] | None = None,
           choices: list | None = None, seed: int = 1, setup: bool = True, **extra: Any):
    """A strict battle; with `setup` the combatants are spawned and round 1 begins (no
    phase is played), so systems can be driven one at a time."""
    b = fight("starkpool", combatants, seed=seed, dice=dice, choices=choices, **extra)
    if setup:
        drive(b, RULESET.setup(b.ctx))
        with inside(b.state.world):
            b.ctx.emit(RoundStarted(1))
            b.ctx.emit(RoundReset(1))
    return b


def drive(b, gen) -> Any:
    """Run one system generator to its end inside the battle's world; its return value."""
    with inside(b.state.world):
        try:
            req = next(gen)
        except StopIteration as stop:
            return stop.value
        raise RuntimeError(f"the system waits for a host choice: {req}")


def run(b, fn, *args) -> Any:
    """Call a plain (non-generator) system function inside the battle's world."""
    with inside(b.state.world):
        return fn(*args)


@contextmanager
def look(b):
    with inside(b.state.world):
        yield b.state
