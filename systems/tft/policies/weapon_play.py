"""The tactical policy's weapon play: close in, hit the weakest enemy in reach, shoot when
free to, defend when badly hurt. Cheap enough for thousands of figures: every query about enemies goes
through the spatial index (nearest first), never a scan of all pairs.
"""

from __future__ import annotations

from typing import Any

from affray.components.tft import Figure, Kit, Status
from affray.kernel.components import Vitals
from affray.kernel.geometry.hexgrid import DIRECTIONS, classify_adjacent, distance, neighbours, sub
from affray.kernel.policies import Policy, Request

from ..rules.figure_options import can_shoot, can_strike, half_ma
from ..rules.lookup import conscious, current_st, front_of, hex_of, personal_adj_dx
from ..rules.movement import Destinations
from ..rules.occupancy import enemies_within, nearest_enemy as nearest
from ..tables.tft_tables import WEAPONS


def _rings(radius: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The offsets of the hexes at distance exactly d, for d = 0..radius."""
    out = []
    for d in range(radius + 1):
        out.append(tuple((dq, dr) for dq in range(-d, d + 1) for dr in range(-d, d + 1)
                         if max(abs(dq), abs(dr), abs(dq + dr)) == d))
    return tuple(out)


CLOSE = 3  # hexes searched ring by ring in the occupancy index before the spatial index
_RINGS = _rings(CLOSE)


def adjacent_enemy(state, eid: int, here, radius: int = 1) -> int | None:
    """The nearest conscious enemy within `radius` (at most CLOSE) of `here`, ties by id,
    else None: looked up hex by hex in the occupancy index, ring by ring outwards (in a
    mêlée most figures have an enemy next to them, and no wider search is needed)."""
    occ = state.__dict__.get("tft_occ")
    if occ is None:
        return None
    sides = state.side
    mine = sides[eid]
    ents = state._entities
    q, r = here
    get = occ.get
    for ring in _RINGS[:radius + 1]:
        best = None
        for dq, dr in ring:
            found = get((q + dq, r + dr))
            if found:
                for o in found:
                    if sides[o] != mine and (best is None or o < best):
                        c = ents[o]
                        v = c[Vitals]
                        if not (v.dead or v.removed or c[Status].unconscious):
                            best = o
        if best is not None:
            return best
    return None


def nearest_enemy(state, eid: int, here=None) -> int | None:
    """The nearest conscious enemy, ties by id (as `occupancy.nearest_enemy`); in a mêlée
    most figures have one next to them, found without a wider search."""
    here = here or hex_of(state, eid)
    found = adjacent_enemy(state, eid, here)
    return found if found is not None else nearest(state, eid, here)


def nearest_enemy_within(state, eid: int, here, radius: int) -> int | None:
    """The nearest conscious enemy at most `radius` away (ties by id), or None."""
    mine = state.side[eid]
    best = None
    for side, index in sorted(state.__dict__.get("tft_live", {}).items()):
        if side != mine:
            for o in index.nearest(here, 1, max_radius=radius):
                d = (distance(here, index.position(o)), o)
                if best is None or d < best:
                    best = d
    return best[1] if best else None


NEAR = 6  # the policy's nearest enemy is exact within this many hexes
FAR_REFRESH = 4  # rounds a remembered faraway foe is kept before it is looked for again


def fresh_field(state, side: int) -> bool:
    """Whether `enemy_field(state, side)` is built and still good."""
    found = state.__dict__.get("tft_cache_field", {}).get(side)
    if found is None:
        return False
    live = state.__dict__.get("tft_live", {})
    indexes, versions, _ = found
    if len(indexes) != len(live) - (side in live):
        return False
    for (s, index), v in zip(indexes, versions):
        if live.get(s) is not index or index.version != v:
            return False
    return True


SCAN = 6  # with this many enemies or fewer the field is a scan of them, not a search


class ScanField:
    """The enemy field of a few enemies, worked out hex by hex when asked: the nearest
    (distance, id) at most NEAR away, ties by id — what the breadth-first search gives, since
    a hex's layer is its distance to the nearest enemy and its id the lowest at that distance."""

    __slots__ = ("enemies",)

    def __init__(self, enemies: list):
        self.enemies = enemies  # (id, hex), by id

    def get(self, h, default=None):
        q, r = h
        best = None
        bd = NEAR + 1
        for e, (eq, er) in self.enemies:
            dq, dr = q - eq, r - er
            if dq >= 0:  # the hex distance, inlined
                d = dq + dr if dr >= 0 else dq if dq >= -dr else -dr
            else:
                d = -(dq + dr) if dr <= 0 else dr if dr >= -dq else -dq
            if d < bd:  # strictly: the first (lowest id) of the nearest stays
                bd, best = d, e
        return (bd, best) if best is not None else default


def enemy_field(state, side: int) -> dict:
    """hex -> (distance, id) of the nearest conscious enemy of `side` (ties by id), for every
    hex at most NEAR from one. A breadth-first search from every enemy at once, layer by
    layer: a hex's nearest enemy is the lowest id among its neighbours' in the layer before.
    Kept on the state until an enemy moves, falls or leaves (`SpatialHash.version`): a side's
    whole half of the movement phase asks it and the enemy does not move in it."""
    live = state.__dict__.get("tft_live", {})
    cache = state.__dict__.setdefault("tft_cache_field", {})
    if fresh_field(state, side):
        return cache[side][2]
    indexes = [(s, index) for s, index in sorted(live.items()) if s != side]
    enemies = sorted((eid, pos) for _, index in indexes for eid, pos in index.pairs())
    if len(enemies) <= SCAN:
        field = ScanField(enemies)
        cache[side] = (indexes, [index.version for _, index in indexes], field)
        return field
    layer: dict = {}
    for eid, pos in enemies:
        if pos not in layer:  # lowest id first
            layer[pos] = eid
    field = {h: (0, e) for h, e in layer.items()}
    for d in range(1, NEAR + 1):
        nxt: dict = {}
        get = nxt.get
        for (q, r), e in layer.items():
            for n in ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)):
                if n not in field:
                    was = get(n)
                    if was is None or e < was:
                        nxt[n] = e
        for h, e in nxt.items():
            field[h] = (d, e)
        layer = nxt
    cache[side] = (indexes, [index.version for _, index in indexes], field)
    return field


def best_next_to_enemy(state, eid: int, costs) -> tuple | None:
    """The best (arc, enemy ST, cost, hex) over the reachable hexes next to a conscious
    enemy (rear before side before front, then the weakest enemy, the cheapest hex, the
    lowest hex), found through the enemy field; None if no such hex can be reached."""
    side = state.side[eid]
    field = enemy_field(state, side)
    if type(field) is ScanField and not state.__dict__.get("tft_giants"):
        return _best_next_to(state, field.enemies, costs)
    occ = state.tft_occ
    sides = state.side
    best = None
    for n, (cost, _) in costs.items():
        near = field.get(n)
        if near is None or near[0] > 1:  # no enemy next to it (0: one shares the hex)
            continue
        q, r = n
        for there in ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)):
            for o in occ.get(there, ()):
                if sides[o] != side and conscious(state, o):
                    arc = classify_adjacent(there, front_of(state, o), n)
                    key = (_ARC[arc], current_st(state, o), cost, n)
                    if best is None or key < best:
                        best = key
    return best


def _best_next_to(state, enemies, costs) -> tuple | None:
    """`best_next_to_enemy` from the few (id, hex) enemies of a `ScanField`: the hexes next
    to each looked up in `costs`, rather than every reachable hex in the field."""
    best = None
    get = costs.get
    for o, there in enemies:
        facing, st = front_of(state, o), current_st(state, o)
        q, r = there
        for n in ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)):
            c = get(n)
            if c is not None:
                key = (_ARC[classify_adjacent(there, facing, n)], st, c[0], n)
                if best is None or key < best:
                    best = key
    return best


def best_next_to_enemy_by_search(state, eid: int, here, costs) -> tuple | None:
    """The same as `best_next_to_enemy`, from a spatial query of the enemies in reach."""
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
    return best


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
