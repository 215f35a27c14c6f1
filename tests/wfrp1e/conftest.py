"""Helpers for the wfrp1e tests: one-line fights with tagged scripted dice and planned
choices, and a table set up but not started for driving single rules."""

from __future__ import annotations


from affray.kernel.policies import Policy
from affray.kernel import testing
from affray.kernel.testing import fight
from affray.systems.wfrp1e.policies.tactical import TacticalPolicy
from affray.systems.wfrp1e.rules.blow import Deaths


def fig(name, side, at, facing=0.0, stock="human", **kw):
    return {"name": name, "side": side, "at": list(at), "facing": facing, "stock": stock, **kw}


def d(*faces_by_die):
    """d("d100:44", ...) is just the list; d100(44, 12) -> tagged d100s."""
    return list(faces_by_die)


def d100(*v):
    return [f"d100:{x}" for x in v]


def d6(*v):
    return [f"d6:{x}" for x in v]


def d10(*v):
    return [f"d10:{x}" for x in v]


class Plan(Policy):
    """Answers from {(name, kind): choice or fn(state, request)}; the tactical policy for
    anything unplanned."""

    def __init__(self, plan: dict, fallback: Policy | None = None):
        super().__init__()
        self.plan = dict(plan)  # the per-ask queues below must not leak between runs
        self.fallback = fallback or TacticalPolicy()

    def decide(self, view, request):
        state = getattr(view, "state", view)
        name = state.names.get(request.actor, "")
        for key in ((name, request.kind), ("*", request.kind)):
            if key in self.plan:
                v = self.plan[key]
                if callable(v):
                    v = v(state, request)
                if isinstance(v, tuple):  # one answer per ask, in order
                    got = self.plan.setdefault(("__left", key), list(v))
                    v = got.pop(0) if got else request.options.enumerate()[0]
                legal = request.options.enumerate() if request.options.finite else []
                if key[0] == "*" and request.options.legal(v) is not None and len(legal) == 1:
                    return legal[0]  # a blanket plan: the only legal answer (surprised: none)
                return v
        return self.fallback.decide(view, request)


def run(combatants, dice=None, plan=None, rounds=1, options=None, tables=None, map=None,
        seed=1):
    """Play `rounds` rounds with the given dice (all of them must be used) and plan."""
    extra = {"max_rounds": rounds}
    if options:
        extra["options"] = options
    if tables:
        extra["tables"] = tables
    if map:
        extra["map"] = map
    sides = list(dict.fromkeys(c["side"] for c in combatants))
    pol = Plan(plan or {})
    b = fight("wfrp1e", combatants, seed=seed, dice=list(dice) if dice is not None else None,
              policies={s: pol for s in sides}, **extra)
    b.run()
    return b


def evs(b, kind_, **match):
    out = [e for e in b.events if type(e).__name__ == kind_]
    return [e for e in out if all(getattr(e, k) == v for k, v in match.items())]


class Table(testing.Table):
    """A battle set up but not started: drive single rules with scripted dice; every side
    plays the `plan` (name -> answers)."""

    RULESET = "wfrp1e"

    def __init__(self, combatants, dice=None, options=None, tables=None, map=None, plan=None):
        pol = Plan(plan or {})
        sides = list(dict.fromkeys(c["side"] for c in combatants))
        super().__init__(combatants, dice=dice, options=options, tables=tables, map=map,
                         policies={s: pol for s in sides})
        self.deaths = Deaths()

    drive = testing.Table.run
