"""The tactical policy: charges when it can, otherwise shoots, loads or closes with the
nearest enemy; presses a beaten foe; strikes the weakest opponent in front without switching
needlessly; parries when badly hurt; flees when losing badly."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Profile
from affray.kernel.policies import Policy

from ..rules import geometry as geo


def _state(view):
    return getattr(view, "state", view)


class TacticalPolicy(Policy):
    def decide(self, view, request):
        state = _state(view)
        pick = getattr(self, f"_{request.kind}", None)
        legal = request.options.enumerate()
        choice = pick(state, request.actor, legal) if pick else None
        if choice is not None and request.options.legal(choice) is None:
            return choice
        return legal[0]

    def _declare(self, state, eid, legal):
        f, prof = state.get(eid, Fight), state.get(eid, Profile)
        if any(state.alive(x) and geo.in_contact(state, eid, x) for x in f.foes):
            if f.losing and f.wounds <= 1 and prof.W > 3:
                return "flee"
            return "fight"
        # out of contact "fight" only stands ready: close in, shoot or load first
        for prefix in ("charge:", "shoot:", "load", "draw", "advance:", "fight"):
            for x in legal:
                if x.startswith(prefix):
                    return x
        return legal[0]

    def _press(self, state, eid, legal):
        return True

    def _strike(self, state, eid, legal):
        f = state.get(eid, Fight)
        foes = [x for x in legal if x != "pass"]
        if f.target in foes:
            return f.target
        return min(foes, key=lambda x: (state.get(x, Fight).wounds, x)) if foes else "pass"

    def _parry(self, state, eid, legal):
        if state.get(eid, Fight).wounds > 3:
            return "none"
        return "shield" if "shield" in legal else "weapon" if "weapon" in legal else "none"
