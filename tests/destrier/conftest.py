"""Helpers for the destrier tests: a battle set up but not started, scripted dice as d100
faces, and a driver for the rules' generators."""

from __future__ import annotations

import pytest

from affray.kernel.testing import fight


def pct(*values: int) -> list[int]:
    """d100 results as the two d10 faces the rules read (tens, units; 10 reads 0)."""
    out = []
    for v in values:
        t, u = divmod(v % 100, 10)
        out += [t or 10, u or 10]
    return out


def fig(name, side, at, facing=0.0, stock="man-at-arms", **kw):
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
        if map:
            extra["map"] = map
        if options:
            extra["options"] = options
        if tables:
            extra["tables"] = tables
        self.battle = fight("destrier", combatants, dice=list(dice or []), choices=choices,
                            policies=policies, **extra) if (dice is not None or choices is not None) \
            else fight("destrier", combatants, policies=policies, **extra)
        self.ctx = self.battle.ctx
        self.state = self.ctx.state
        import esper
        esper.switch_world(self.state.world)  # the test drives the rules inside the battle's world
        drive(self.battle.ruleset.setup(self.ctx))

    def events(self, kind=None):
        evs = self.battle.events
        return [e for e in evs if kind is None or type(e).__name__ == kind]

    def id(self, name):
        return next(e for e, n in self.state.names.items() if n == name)


@pytest.fixture
def table():
    return Table


class Plan:
    """A policy from a function of (state, request): None or an illegal answer falls back to
    the first legal option, so a test plans only the choices it is about."""

    def __new__(cls, fn):
        from affray.kernel.policies import Policy

        class _Plan(Policy):
            def decide(self, view, request):
                choice = fn(getattr(view, "state", view), request)
                if choice is None or request.options.legal(choice) is not None:
                    return request.options.enumerate()[0]
                return choice
        return _Plan()


def holding(fn=None):
    """A plan that holds in every half-move and otherwise asks `fn`."""
    def plan(state, req):
        if req.kind == "move":
            return "hold"
        return fn(state, req) if fn else None
    return Plan(plan)


def played(combatants, red, blue, seed=1, max_rounds=1, **extra):
    """A whole turn (or more) through the ruleset's round, with planned policies."""
    b = fight("destrier", combatants, seed=seed, policies={"red": red, "blue": blue},
              max_rounds=max_rounds, **extra)
    b.run()
    return b
