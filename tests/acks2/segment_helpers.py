"""Helpers for the tests of the chapter's choices: one combatant's segment, and the first
random-legal battle that asks a given request."""

from __future__ import annotations

from affray.kernel.events import RoundStarted
from affray.systems.acks2 import events as E
from affray.systems.acks2.phases.segment import segment


def one_segment(t, name, count=5):
    t.ctx.emit(RoundStarted(1))
    for e in t.state.names:
        t.ctx.emit(E.Initiative(e, count, count))
    t.run(segment(t.ctx, t.id(name), count))


def held_random(scene, q_only: bool, kind: str, want=lambda choice: True):
    """The first random-legal battle (seed 0 up) in which `kind` is asked: figures held in
    place (they declare nothing and stay) sample their combat actions at random."""
    from affray.kernel.dice import Stream
    from affray.kernel.policies import RandomLegal
    from affray.kernel.testing import fight

    class Holds(RandomLegal):
        def decide(self, view, request):
            if request.kind in ("declare", "action"):
                return request.options.enumerate()[0]  # none, stay
            return super().decide(view, request)

    for seed in range(80):
        held = {s: Holds(Stream(str(seed), f"policy/{s}")) for s in ("p", "q")}
        if q_only:
            held["p"] = "tactical"
        b = fight("acks2", scene(), seed=seed, policies=held, max_rounds=5)
        b.run()
        picks = [e.choice for e in b.events if type(e).__name__ == "Decided" and e.kind == kind
                 and want(e.choice)]
        if picks:
            return picks
    return []
