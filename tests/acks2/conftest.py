"""Helpers for the acks2 tests: a battle set up but not started, scripted dice, and a
driver for the rules' generators."""

from __future__ import annotations

import pytest

from affray.kernel import testing
from affray.kernel.testing import drive  # noqa: F401  (tests import it from here)


def fig(name, side, at, facing="N", stock="fighter-1", **kw):
    return {"name": name, "side": side, "at": list(at), "facing": facing, "stock": stock, **kw}


class Table(testing.Table):
    RULESET = "acks2"


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
