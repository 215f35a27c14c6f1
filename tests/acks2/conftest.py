"""Helpers for the acks2 tests: a battle set up but not started, scripted dice, and a
driver for the rules' generators."""

from __future__ import annotations

import esper
import pytest

from affray.kernel.testing import fight


def fig(name, side, at, facing="N", stock="fighter-1", **kw):
    return {"name": name, "side": side, "at": list(at), "facing": facing, "stock": stock, **kw}


def drive(gen):
    """Run a rules generator to its end (no host policies: it never pauses)."""
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


class Table:
    def __init__(self, combatants, dice=None, choices=None, options=None, tables=None,
                 policies=None, map=None):
        extra = {}
        if options:
            extra["options"] = options
        if tables:
            extra["tables"] = tables
        if map:
            extra["map"] = map
        kw = {"dice": list(dice or []), "choices": choices} if (dice is not None or choices is not None) else {}
        self.battle = fight("acks2", combatants, policies=policies, **kw, **extra)
        self.ctx = self.battle.ctx
        self.state = self.ctx.state
        esper.switch_world(self.state.world)
        drive(self.battle.ruleset.setup(self.ctx))

    def events(self, kind=None):
        return [e for e in self.battle.events if kind is None or type(e).__name__ == kind]

    def id(self, name):
        return next(e for e, n in self.state.names.items() if n == name)

    def run(self, gen):
        return drive(gen)


@pytest.fixture
def table():
    return Table


from affray.systems.acks2.policies.tactical import TacticalPolicy  # noqa: E402


class Wants(TacticalPolicy):
    """Tactical, except for the listed (name, kind) choices, taken in order."""

    def __init__(self, wants: dict, rng=None):
        super().__init__(rng)
        self.wants = {k: list(v) if isinstance(v, list) else [v] for k, v in wants.items()}
        self.asked: list[tuple[str, str, list]] = []

    def decide(self, view, request):
        state = getattr(view, "state", view)
        name = state.names.get(request.actor, str(request.actor)) if request.actor > 0 else f"side{-request.actor}"
        self.asked.append((name, request.kind, request.options.enumerate()))
        queue = self.wants.get((name, request.kind))
        if queue:
            return queue.pop(0)
        return super().decide(view, request)
