"""Helpers for the destrier tests: a battle set up but not started, scripted dice as d100
faces, and a driver for the rules' generators."""

from __future__ import annotations

import pytest

from affray.kernel import testing
from affray.kernel.testing import drive, fight  # noqa: F401  (tests import drive from here)


def pct(*values: int) -> list[int]:
    """d100 results as the two d10 faces the rules read (tens, units; 10 reads 0)."""
    out = []
    for v in values:
        t, u = divmod(v % 100, 10)
        out += [t or 10, u or 10]
    return out


def fig(name, side, at, facing=0.0, stock="man-at-arms", **kw):
    return {"name": name, "side": side, "at": list(at), "facing": facing, "stock": stock, **kw}


class Table(testing.Table):
    RULESET = "destrier"


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
