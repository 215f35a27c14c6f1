"""The tactical policy's weapon play: close in, hit the weakest enemy in reach, shoot when
free to, defend when badly hurt. Cheap enough for thousands of figures: every query about
enemies goes through the indexes (`enemy_search`), never a scan of all pairs.
"""

from __future__ import annotations

from typing import Any

from affray.components.tft import Figure, Kit, Status
from affray.kernel.geometry.hexgrid import DIRECTIONS, distance
from affray.kernel.policies import Policy, Request

from ..rules.figure_options import can_shoot, can_strike, half_ma
from ..rules.lookup import conscious, current_st, hex_of, personal_adj_dx
from ..rules.movement import Destinations
from ..rules.occupancy import nearest_enemy as nearest
from ..tables.tft_tables import WEAPONS
# the enemy searches, read by tests and the tactical policy as weapon_play.X
from .enemy_search import (CLOSE, NEAR, SCAN, ScanField, adjacent_enemy, best_next_to_enemy,  # noqa: F401
                           best_next_to_enemy_by_search, enemy_field, fresh_field, nearest_enemy,
                           nearest_enemy_within)


FAR_REFRESH = 4  # rounds a remembered faraway foe is kept before it is looked for again


_TOWARD: dict[tuple[int, int], int] = {}


def toward(a, b) -> int:
    """The facing (0..5) that best points from hex a at hex b; ties to the lowest number
    (kept per offset b - a)."""
    v = (b[0] - a[0], b[1] - a[1])
    out = _TOWARD.get(v)
    if out is None:
        if len(_TOWARD) > 100_000:
            _TOWARD.clear()
        out = _TOWARD[v] = _toward(v)
    return out


def _toward(v) -> int:
    best, out = None, 0
    for d, w in enumerate(DIRECTIONS):
        dot = 2 * v[0] * w[0] + v[0] * w[1] + v[1] * w[0] + 2 * v[1] * w[1]
        if best is None or dot > best:
            best, out = dot, d
    return out


def _avg(weapon: str) -> float:
    w = WEAPONS[weapon]
    return w.dice * 3.5 + w.plus


class TacticalPolicy(Policy):
    def __init__(self, rng=None):
        super().__init__(rng)
        self._near: dict = {}
        self._round = -1
        self._defended: dict[int, int] = {}  # figure -> the last round it chose to defend
        self._far: dict[int, tuple[int, int]] = {}  # figure -> (faraway foe, round found)
        self._handlers: dict[str, Any] = {}  # kind of choice -> the method that makes it

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
            found = self._near[key] = self._find_foe(state, eid, here)
        return found

    def _find_foe(self, state, eid: int, here) -> int | None:
        """The nearest enemy when one is within NEAR hexes (exact: it decides charges and
        blows); beyond that, a foe found in the last FAR_REFRESH rounds while he stays up
        (he only sets which way to walk and face, and a full search is the dearest query)."""
        if state.phase == "movement" or fresh_field(state, state.side[eid]):
            near = enemy_field(state, state.side[eid]).get(here)
            if near is not None:
                return near[1]
        else:  # enemies move and fall outside the movement phase: no rebuild for one ask
            o = adjacent_enemy(state, eid, here, CLOSE)
            if o is None:
                o = nearest_enemy_within(state, eid, here, NEAR)
            if o is not None:
                return o
        far = self._far.get(eid)
        if far is not None and state.round - far[1] < FAR_REFRESH and conscious(state, far[0]):
            return far[0]
        o = nearest(state, eid, here)
        if o is not None:
            self._far[eid] = (o, state.round)
        return o

    def decide(self, state, request: Request) -> Any:
        handler = self._handlers.get(request.kind, False)
        if handler is False:  # looked up once per kind of choice
            handler = self._handlers[request.kind] = getattr(self, "_" + request.kind.replace("-", "_"), None)
        if handler is None:
            return request.options.enumerate()[0]
        return handler(state, request)

    # -- sides ---------------------------------------------------------------------------
    def _initiative(self, state, req):
        return "last"

    def _mover(self, state, req):
        left = getattr(req.options, "left", None)  # phases.movement.Movers: no copy of the side
        return left[0] if left else req.options.enumerate()[0]

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
        here = hex_of(state, eid)
        gap = distance(here, hex_of(state, foe))
        if "f" in legal:
            radius = state.options["ranged_target_radius"]
            if gap > radius:  # a remembered faraway foe: is anyone in range after all?
                near = nearest_enemy(state, eid, here)
                gap = distance(here, hex_of(state, near)) if near is not None else gap
            if gap <= radius:
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
        if fresh_field(state, state.side[eid]):
            best = best_next_to_enemy(state, eid, costs)
        else:
            best = best_next_to_enemy_by_search(state, eid, here, costs)
        if best is not None:
            return list(best[-1])
        # none in reach: the hex nearest the foe, then the cheapest, then the lowest
        tq, tr = hex_of(state, foe)
        bd = bc = bh = None
        for h, (c, _) in costs.items():
            dq, dr = h[0] - tq, h[1] - tr
            if dq >= 0:  # the hex distance, inlined
                d = dq + dr if dr >= 0 else dq if dq >= -dr else -dr
            else:
                d = -(dq + dr) if dr <= 0 else dr if dr >= -dq else -dq
            if bd is None or d < bd or (d == bd and (c < bc or (c == bc and h < bh))):
                bd, bc, bh = d, c, h
        return list(bh)

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
            if c[0] == "drop":  # TFT-10: only a player's choice (to make room, or at will)
                return -1.0
            if c[0] == "ready" and c[1]:
                w = WEAPONS[c[1]]
                value = _avg(c[1]) + (1 if c[2] == "shield" else 0)
                return value - (20 if engaged and w.is_missile else 0)
            if c[0] == "pickup" and c[1] in WEAPONS:
                return _avg(c[1]) - 1 + (1 if len(c) == 5 else 0)  # with a shield
            return 0.0
        return max(req.options.enumerate(), key=score)

    def _redeclare(self, state, req):
        return state.get(req.actor, Status).option

    # -- the attack phase ------------------------------------------------------------------
    def _target(self, state, req):
        # strike.Targets lists its melee targets first, and searches for thrown ones only
        # when asked: a figure with a blow to strike never asks
        first = getattr(req.options, "first", None)
        melee = [c for c in first if c[1] == "melee"] if first else None
        if not melee:
            opts = [c for c in req.options.enumerate() if type(c) is list]
            if not opts:
                return "hold"
            melee = [c for c in opts if c[1] == "melee"]
        if melee:  # a blow before a throw: the weakest within reach, ties by id
            return min(melee, key=lambda c: (current_st(state, c[0]), c[0]))
        if all(c[1] == "thrown" for c in opts) and not self._spare(state, req.actor):
            return "hold"  # never throw away the only weapon
        return min(opts, key=lambda c: (current_st(state, c[0]), c[0]))

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
