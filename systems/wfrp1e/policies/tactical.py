"""The tactical policy: charges when it can, otherwise shoots, loads or closes with the
nearest enemy; presses a beaten foe; strikes the weakest opponent in front without switching
needlessly (unaimed; a static target in the body), turning to one at the flank only when none
is in front; parries when badly hurt; flees (at a run) when losing badly; strikes every free
blow, applies every pressure and faces every charger; evades straight away from the nearest
enemy."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Profile
from affray.kernel.policies import Policy
from affray.kernel.shape_defaults import heading_away, point_toward

from ..rules import geometry as geo


def _state(view):
    return getattr(view, "state", view)


class TacticalPolicy(Policy):
    def decide(self, view, request):
        state = _state(view)
        if request.kind == "evade-heading":  # WFRP-106: straight away from the nearest enemy
            return self._evade_heading(state, request.actor, request.options)
        if request.kind == "move-to":  # toward the nearest enemy
            return self._move_to(state, request.actor, request.options)
        pick = getattr(self, f"_{request.kind.replace('-', '_')}", None)
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
        foes = [x for x in legal if x != "pass" and not str(x).startswith(("face:", "close:"))]
        if f.target in foes:
            return f.target
        if foes:
            return min(foes, key=lambda x: (state.get(x, Fight).wounds, x))
        behind = [x for x in legal if str(x).startswith("face:")]  # nobody in front: turn
        return min(behind, key=lambda x: (state.get(int(x[5:]), Fight).wounds, x)) if behind else "pass"

    def _aim(self, state, eid, legal):
        return "body" if "none" not in legal else "none"  # unaimed; a static target in the body

    def _free_blow(self, state, eid, legal):
        return True

    def _pressure(self, state, eid, legal):
        return True

    def _face_charger(self, state, eid, legal):
        return True

    def _flight_rate(self, state, eid, legal):
        return "running"  # WFRP-74: "will usually be a run"

    def _evade_heading(self, state, eid, heading):
        p = geo.pos(state, eid)
        side = state.side[eid]
        near = state.spatial.nearest(p, 1, lambda e: state.side[e] != side and state.alive(e))
        return heading_away(heading, p, [geo.pos(state, e) for e in near], k=1)

    def _parry(self, state, eid, legal):
        if state.get(eid, Fight).wounds > 3:
            return "none"
        return "shield" if "shield" in legal else "weapon" if "weapon" in legal else "none"

    def _move_to(self, state, eid, point):
        p = geo.pos(state, eid)
        side = state.side[eid]
        near = state.spatial.nearest(p, 1, lambda e: state.side[e] != side and state.alive(e))
        return point_toward(point, geo.pos(state, near[0])) if near else list(p)

    def _kept_fire(self, state, eid, legal):
        return legal[0]  # the nearest closer it can hit, else load (WFRP-112)

    def _kept_close(self, state, eid, legal):
        return legal[0]  # the nearest enemy

    def _strike_first(self, state, eid, legal):
        return True
