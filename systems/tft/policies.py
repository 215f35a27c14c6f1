"""The tactical policy: close in, hit the weakest enemy in reach, shoot when free to, defend
when badly hurt. Cheap enough for thousands of figures: every query about enemies goes
through the spatial index (nearest first), never a scan of all pairs.
"""

from __future__ import annotations

from typing import Any

from affray.components.tft import Figure, Kit, Status
from affray.kernel.geometry.hexgrid import DIRECTIONS, classify_adjacent, distance, neighbours, sub
from affray.kernel.policies import Policy, Request

from .engagement import enemies_within, nearest_enemy as nearest
from .lookup import conscious, current_st, front_of, hex_of, personal_adj_dx
from .movement import Destinations
from .options import can_shoot, can_strike, half_ma
from .tables import WEAPONS


def nearest_enemy(state, eid: int, here=None) -> int | None:
    return nearest(state, eid, here or hex_of(state, eid))


def toward(a, b) -> int:
    """The facing (0..5) that best points from hex a at hex b; ties to the lowest number."""
    v = sub(b, a)
    best, out = None, 0
    for d, w in enumerate(DIRECTIONS):
        dot = 2 * v[0] * w[0] + v[0] * w[1] + v[1] * w[0] + 2 * v[1] * w[1]
        if best is None or dot > best:
            best, out = dot, d
    return out


_ARC = {"rear": 0, "side": 1, "front": 2}


def _avg(weapon: str) -> float:
    w = WEAPONS[weapon]
    return w.dice * 3.5 + w.plus


class TacticalPolicy(Policy):
    def __init__(self, rng=None):
        super().__init__(rng)
        self._near: dict = {}
        self._round = -1
        self._defended: dict[int, int] = {}  # figure -> the last round it chose to defend

    def foe(self, state, eid: int, here=None) -> int | None:
        """The nearest enemy, remembered for the rest of the turn while the figure stays put
        and the enemy stays up (a figure asks this for its option, move and facing)."""
        if state.round != self._round:
            self._near.clear()
            self._round = state.round
        here = here or hex_of(state, eid)
        key = (eid, here)
        found = self._near.get(key, -1)
        if found == -1 or (found is not None and not conscious(state, found)):
            found = self._near[key] = nearest_enemy(state, eid, here)
        return found

    def decide(self, state, request: Request) -> Any:
        handler = getattr(self, "_" + request.kind.replace("-", "_"), None)
        if handler is None:
            return request.options.enumerate()[0]
        return handler(state, request)

    # -- sides ---------------------------------------------------------------------------
    def _initiative(self, state, req):
        return "last"

    def _mover(self, state, req):
        return req.options.enumerate()[0]

    # -- a figure's move -------------------------------------------------------------------
    def _option(self, state, req):
        eid = req.actor
        legal = req.options.enumerate()
        for up in ("g", "n"):
            if up in legal:
                return up
        k = state.get(eid, Kit)
        if state.get(eid, Status).engaged_by or "h" in legal or "l" in legal:
            # badly hurt: defend, but not two turns running (two defenders never finish)
            hurt = current_st(state, eid) <= 4 or personal_adj_dx(state, eid) <= 6
            if hurt and self._defended.get(eid) == state.round - 1:
                hurt = False
            for o in (("j", "i", "h", "k", "l") if hurt else ("j", "h", "k", "i", "l")):
                if o in legal:
                    if o == "i":
                        self._defended[eid] = state.round
                    return o
        foe = self.foe(state, eid)
        if foe is None:
            return "a"
        gap = distance(hex_of(state, eid), hex_of(state, foe))
        if "f" in legal and gap <= state.options["ranged_target_radius"]:
            return "f"
        w = WEAPONS.get(k.ready) if k.ready else None
        if w is not None and w.is_crossbow and k.reload_left:
            return "e"
        if not (can_strike(k) or can_shoot(k)):
            return "e"
        if "b" in legal and gap - 1 <= half_ma(state.get(eid, Figure).ma):
            return "b"
        return "a"

    def _main_gauche(self, state, req):
        legal = req.options.enumerate()
        return "double" if "double" in legal else legal[0]

    def _move(self, state, req):
        eid = req.actor
        opts = req.options
        here = hex_of(state, eid)
        option = state.get(eid, Status).option
        if option in ("e", "f", "d") or not isinstance(opts, Destinations):
            return list(here)
        foe = self.foe(state, eid)
        if foe is None or option in "hijkl":
            return list(here)
        costs = opts.costs
        # a free hex next to any enemy in reach, behind or beside him if possible, the
        # weakest enemy first: a jammed rank flows round to where it can fight
        reach = max(c for c, _ in costs.values())
        best = None
        for o in enemies_within(state, eid, here, reach + 1):
            there, facing = hex_of(state, o), front_of(state, o)
            for n in neighbours(there):
                if n in costs:
                    arc = classify_adjacent(there, facing, n)
                    key = (_ARC[arc], current_st(state, o), costs[n][0], n)
                    if best is None or key < best:
                        best = key
        if best is not None:
            return list(best[-1])
        there = hex_of(state, foe)
        return list(min(costs, key=lambda h: (distance(h, there), costs[h][0], h)))

    def _face(self, state, req):
        eid = req.actor
        here = hex_of(state, eid)
        foe = self.foe(state, eid, here)
        return toward(here, hex_of(state, foe)) if foe is not None else req.options.enumerate()[0]

    def _posture(self, state, req):
        return "kneeling"

    def _ready(self, state, req):
        eid = req.actor
        engaged = bool(state.get(eid, Status).engaged_by)

        def score(c):
            if c[0] == "reload":
                return 100.0
            if c[0] == "ready" and c[1]:
                w = WEAPONS[c[1]]
                value = _avg(c[1]) + (1 if c[2] == "shield" else 0)
                return value - (20 if engaged and w.is_missile else 0)
            if c[0] == "pickup" and c[1] in WEAPONS:
                return _avg(c[1]) - 1
            return 0.0
        return max(req.options.enumerate(), key=score)

    def _redeclare(self, state, req):
        return state.get(req.actor, Status).option

    # -- the attack phase ------------------------------------------------------------------
    def _target(self, state, req):
        opts = [c for c in req.options.enumerate() if isinstance(c, list)]
        if not opts:
            return "hold"
        if all(c[1] == "thrown" for c in opts) and not self._spare(state, req.actor):
            return "hold"  # never throw away the only weapon
        return min(opts, key=lambda c: (c[1] != "melee", current_st(state, c[0]), c[0]))

    @staticmethod
    def _spare(state, eid: int) -> bool:
        """Throwing leaves something to fight with: a rock or javelin, or another weapon."""
        k = state.get(eid, Kit)
        return k.ready in ("thrown rock", "javelin") or any(
            w != k.ready and not WEAPONS[w].is_missile for w in k.carried)

    def _step(self, state, req):
        eid = req.actor
        foe = self.foe(state, eid)
        opts = req.options.enumerate()
        if foe is None:
            return opts[0]
        there = hex_of(state, foe)
        return max(opts, key=lambda h: (distance(tuple(h), there), -h[0], -h[1]))

    # -- end of the turn -------------------------------------------------------------------
    def _retreat(self, state, req):
        return req.options.enumerate()[0]

    def _advance(self, state, req):
        return "advance"
