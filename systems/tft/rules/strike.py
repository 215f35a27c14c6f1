"""Attacks on the table: legal targets, adjDX against a figure, the roll, and what a hit does.

TFT-26 (one target a turn), TFT-59 (melee only into the front hexes), TFT-60 and TFT-89 (missile
and thrown targets must be "in front"), TFT-61, TFT-62 (facing bonuses by attack direction),
TFT-64..69 (to-hit, automatic results, damage), TFT-71..75 (protection), TFT-77..79 (pole
weapons and charges), TFT-122, TFT-123 (4 dice against dodgers and defenders).
"""

from __future__ import annotations

from affray.components.tft import Figure, Kit, Status
from affray.kernel.components import Vitals
from affray.kernel.events import Damaged
from affray.kernel.geometry.hexgrid import (Megahexes, distance, hexes_within,
                                            in_front, line_of_flight, range_penalty)
from affray.kernel.options import Options

from .. import events as E
from ..tables import creatures as C
from ..tables.creatures import club_damage, front_hexes_of
from ..tables.tft_tables import ARMOR, RACES, WEAPONS
from . import giant as GI
from .attack import attack_dx, to_hit, to_miss
from .damage import combine_multipliers, damage, hits_taken, protection
from .giant import aim_hex
from .arcs import arc_of
from .hth import IN_HTH
from .lookup import conscious, enemies, facing, front_of, hex_of, occupants, personal_adj_dx, stands
from .movement import walls as wall_hexes
from .occupancy import enemies_within
from .shelter import shelter_body
from .wounds import damage_total, react

MELEE, THROWN, MISSILE = "melee", "thrown", "missile"
HOLD = "hold"  # the target choice of no attack (a figure may keep a weapon it could throw)


def megahexes(state) -> Megahexes:
    mh = state.derived.get("tft_megahexes")
    if mh is None:
        m = state.map
        mh = Megahexes(tuple(m.megahex_origin), m.megahex_mirror) if m is not None else Megahexes()
        state.derived["tft_megahexes"] = mh
    return mh


def charging(state, eid: int) -> bool:
    """TFT-77..79 default: the figure took option (b) this turn and moved at least one hex."""
    s = state.get(eid, Status)
    return s.option == "b" and (s.moved >= 1 or not state.options["charge_requires_movement"])


def dead(state, eid: int) -> bool:
    return state.get(eid, Vitals).dead


def weapon_targets(state, eid: int) -> list[list]:
    """The [target, kind] pairs of the ready weapon."""
    return lazy_weapon_targets(state, eid).enumerate()


def lazy_weapon_targets(state, eid: int) -> Targets:
    """`weapon_targets`, the missile or thrown ones not yet searched for."""
    s = state.get(eid, Status)
    k = state.get(eid, Kit)
    w = WEAPONS.get(k.ready) if k.ready else None
    if w is None or s.option not in ("b", "f", "h", "j"):
        return Targets([])
    here = hex_of(state, eid)
    if s.option in ("f", "j"):
        if w.is_missile and k.reload_left == 0:
            return Targets([], ranged=(state, eid, here, MISSILE))
        return Targets([])
    if w.is_missile or front_of(state, eid) is None:
        return Targets([])
    near = [o for h in front_hexes_of(state, eid, here) for o in occupants(state, h)]  # TFT-59
    melee = [[o, MELEE] for o in sorted(set(near)) if enemies(state, eid, o) and not dead(state, o)]
    return Targets(melee, ranged=(state, eid, here, THROWN) if w.throwable else None)


class Targets(Options):
    """[target, kind] choices in the order `weapon_targets` gives them: `first` (melee, or
    any list of choices), then the missile or thrown targets of `ranged` = (state, eid, here,
    kind), searched for only when enumerated (one is checked on its own), then HOLD when
    `hold` is "always", or "thrown" and every target is thrown (the figure may keep its
    weapon). Until the search is made, `len` is exact only up to 1: more than one is all
    that `choose` needs to know."""

    __slots__ = ("first", "ranged", "hold", "_found")

    def __init__(self, first: list, hold: str = "", ranged: tuple | None = None,
                 found: list | None = None):
        self.first = first
        self.hold = hold
        self.ranged = ranged
        self._found = found if ranged is not None else []

    def holding(self, hold: str) -> Targets:
        return Targets(self.first, hold, self.ranged, self._found)

    def found(self) -> list[list]:
        """The missile or thrown targets (searched for on the first call)."""
        if self._found is None:
            self._found = _ranged(*self.ranged)
        return self._found

    def _holds(self) -> bool:
        """Whether HOLD is one of the choices."""
        if self.hold != "thrown":
            return self.hold == "always"
        if any(kind != THROWN for _, kind in self.first):
            return False
        found = self.found()
        return bool(self.first or found) and (not found or self.ranged[3] == THROWN)

    def enumerate(self) -> list:
        out = self.first + self.found()
        if self._holds():
            out.append(HOLD)
        return out

    def __iter__(self):
        return iter(self.first + self.found())

    def __len__(self) -> int:
        if self._found is None:
            n = len(self.first)
            if n >= 2:
                return n
            if n == 1 and self.first[0][1] == MELEE:
                state, eid, here, kind = self.ranged
                if _ranged(state, eid, here, kind, only=self.first[0][0]):
                    return 2  # at least: the melee target is a thrown one too
        return len(self.first) + len(self.found()) + self._holds()

    def legal(self, choice) -> str | None:
        if type(choice) is str:
            return None if choice == HOLD and self._holds() else super().legal(choice)
        if (type(choice) in (list, tuple) and len(choice) == 2 and type(choice[0]) is int
                and type(choice[1]) is str):
            pair = [choice[0], choice[1]]
            if pair in self.first:
                return None
            if self.ranged is not None and pair[1] == self.ranged[3]:
                found = self._found
                if found is None:
                    state, eid, here, kind = self.ranged
                    found = _ranged(state, eid, here, kind, only=pair[0])
                if pair in found:
                    return None
            return f"{choice!r} is no legal target"
        return super().legal(choice)

    def __repr__(self) -> str:
        return f"Targets({self.enumerate()!r})"


def weapon_still_legal(state, eid: int, target: int, kind: str) -> bool:
    """Whether a declared [target, kind] of the ready weapon may still be attacked (the same
    tests as `weapon_targets`, for one pair)."""
    s = state.get(eid, Status)
    k = state.get(eid, Kit)
    w = WEAPONS.get(k.ready) if k.ready else None
    if w is None or dead(state, target) or front_of(state, eid) is None and kind != MISSILE:
        return False
    here, there = hex_of(state, eid), hex_of(state, target)
    if kind == MELEE:
        return (s.option in ("b", "h") and not w.is_missile
                and there in front_hexes_of(state, eid, here))
    if kind == THROWN and not (s.option in ("b", "h") and w.throwable):
        return False
    if kind == MISSILE and not (s.option in ("f", "j") and w.is_missile and k.reload_left == 0):
        return False
    return [target, kind] in _ranged(state, eid, here, kind, only=target)


def _ranged(state, eid: int, here, kind: str, only: int | None = None) -> list[list]:
    """TFT-60, TFT-89, TFT-90: enemies in front, within the option `ranged_target_radius`
    (or `thrown_target_radius`); with `only`, whether that one figure is such a target."""
    opts = state.options
    f = facing(state, eid)
    arc = opts["front_arc"]
    radius = opts["ranged_target_radius"] if kind == MISSILE else opts["thrown_target_radius"]
    giants = state.derived.get("tft_giants")
    if only is not None:
        there = aim_hex(state, only, here) if giants and only in giants else hex_of(state, only)
        near = [only] if (enemies(state, eid, only) and conscious(state, only) and there != here
                          and distance(here, there) <= radius and in_front(here, f, there, arc)) else []
    else:
        near = _in_front(state, eid, here, f, arc, radius)
        if giants:  # TFT-139: a giant is aimed at by its hex nearest the shooter
            near = [o for o in dict.fromkeys(near) if o not in giants] + _giants_in_front(
                state, eid, here, f, arc, radius, giants)
    walls = wall_hexes(state)
    nearest_only = opts["enemy_in_path"] == "must_target_nearest_enemy"
    if walls or nearest_only:
        kept = []
        for o in near:
            line = line_of_flight(here, aim_hex(state, o, here) if giants and o in giants else hex_of(state, o))
            if any(h in walls for h in line):
                continue
            if nearest_only and any(
                    stands(state, p) and enemies(state, eid, p) and p != o for h in line for p in occupants(state, h)):
                continue
            kept.append(o)
        near = kept
    near.sort()
    return [[o, kind] for o in near]


_FRONT: dict[tuple[int, int, str], tuple] = {}


def front_offsets(radius: int, f: int, arc: str) -> tuple:
    """The hexes within `radius` in front of a figure at (0, 0) facing f (TFT-60), as offsets."""
    key = (radius, f, arc)
    found = _FRONT.get(key)
    if found is None:
        found = _FRONT[key] = tuple(h for h in hexes_within((0, 0), radius) if in_front((0, 0), f, h, arc))
    return found


def _in_front(state, eid: int, here, f: int, arc: str, radius: int) -> list[int]:
    """The conscious enemies within `radius` in front of a figure at `here` facing f, in no
    set order. In a crowd, the hexes in front are looked up in the occupancy index; where
    there are fewer enemies than such hexes, the enemies near by are tested one by one."""
    offsets = front_offsets(radius, f, arc)
    mine = state.side[eid]
    live = state.derived.get("tft_live", {})
    if sum(len(index) for side, index in live.items() if side != mine) < len(offsets):
        return [o for o in enemies_within(state, eid, here, radius)
                if in_front(here, f, hex_of(state, o), arc)]
    occ = state.derived.get("tft_occ", {})
    get = occ.get
    sides = state.side
    ents = state._entities
    q, r = here
    out = []
    for dq, dr in offsets:
        found = get((q + dq, r + dr))
        if found:
            for o in found:
                if sides[o] != mine:
                    c = ents[o]
                    v = c[Vitals]
                    if not (v.dead or v.removed or c[Status].unconscious):  # lookup.conscious
                        out.append(o)
    return out


def _giants_in_front(state, eid: int, here, f: int, arc: str, radius: int, giants) -> list[int]:
    """The conscious enemy giants whose aim hex (TFT-139) is within `radius` in front."""
    out = []
    for g in sorted(giants):
        if enemies(state, eid, g) and conscious(state, g):
            there = aim_hex(state, g, here)
            if there != here and distance(here, there) <= radius and in_front(here, f, there, arc):
                out.append(g)
    return out


def range_to(state, origin, there, kind: str) -> int:
    """TFT-82, TFT-91: the (negative) range adjustment to a figure at `there`."""
    if kind == THROWN:
        return -distance(origin, there)
    if kind == MISSILE:
        return -range_penalty(megahexes(state).distance(origin, there))
    return 0


def adj_dx_against(state, a: int, t: int, kind: str, weapon: str, origin=None,
                   with_range: bool = True) -> int:
    """TFT-65: the attacker's adjDX against figure t (TFT-20: without range for ordering),
    with the later sections' terms: a snake's -3 (TFT-138), the prone crossbowman's +1
    (TFT-101), sheltering behind a body (TFT-102)."""
    here = origin if origin is not None else hex_of(state, a)
    there = aim_hex(state, t, here)
    race = RACES.get(state.get(a, Figure).race)
    w = WEAPONS.get(weapon)
    pole = w.pole if w is not None else False
    return attack_dx(
        personal_adj_dx(state, a),
        kind=kind,
        direction=direction_of(state, t, here, arc_of(there, front_of(state, t), here)
                                  if there != here else "rear", a),
        range_penalty=range_to(state, here, there, kind) if with_range and kind != MELEE else 0,
        thrown_facing_bonus=state.options["thrown_facing_bonus"],
        pole_vs_charger=kind == MELEE and pole and state.get(a, Status).moved == 0 and charging(state, t),
        race_missile_dx=race.missile_dx if race else 0,
        target_dx=_target_dx(state, t),
        prone_crossbow=w is not None and w.is_crossbow and state.get(a, Status).posture == "prone",
        sheltering=kind != MELEE and kind in ("missile", "thrown") and shelter_body(state, here, t) is not None,
    )


def _target_dx(state, t: int) -> int:
    c = C.of(state, t)
    return c.attacked_dx if c is not None else 0


def direction_of(state, t: int, here, arc: str, a: int | None = None) -> str:
    """TFT-61, TFT-62 `arc` as the hexes give it, then: attacks from a snake's side hex come
    from its front (TFT-138); with a giant attacking or attacked, the arc of the hexes the
    two stand in (`giant.arc`, TFT-139)."""
    if a is not None and state.derived.get("tft_giants"):
        arc = GI.arc(state, a, t, here) or arc
    c = C.of(state, t)
    if arc == "side" and c is not None and c.side_is_front:
        return "front"
    return arc


def _protection(state, t: int, stops: int) -> int:
    """After `damage.protection`: natural armor counts (TFT-136, 137, 140); in HTH shields
    and parries give nothing (TFT-113)."""
    c = C.of(state, t)
    natural = c.stops if c is not None else 0
    if state.get(t, Status).posture == IN_HTH:
        return ARMOR[state.get(t, Figure).armor].stops + natural
    return stops + natural


def dice_against(state, t: int, kind: str) -> int:
    """TFT-122, TFT-123: 4 dice against a dodger (missile/thrown) or a defender (the rest)."""
    st = state.get(t, Status)
    if st.posture == IN_HTH:  # TFT-114: pulled into HTH, it has lost its dodge or defence
        return 3
    opt = st.option
    if state.options["dodge_defend_scope"] == "all_attacks":
        return 4 if opt in ("c", "i") else 3
    if kind in (MISSILE, THROWN):
        return 4 if opt == "c" else 3
    return 4 if opt == "i" else 3


def roll(ctx, a: int, t: int, weapon: str, kind: str, adj: int, dice: int, aim: str = "hit"):
    """TFT-64, TFT-66, TFT-85, TFT-86: one roll for one figure, recorded."""
    total = sum(ctx.roll("hit" if aim == "hit" else "miss", dice))
    res = to_hit(total, adj, dice, ctx.option("four_dice_fumbles")) if aim == "hit" else to_miss(total, adj)
    ctx.emit(E.AttackRolled(a, t, weapon, kind, dice, adj, total, res.hit, res.multiplier,
                            res.fumble, aim))
    return res


def hit(ctx, a: int, t: int, weapon: str, kind: str, multiplier: int, origin=None) -> int:
    """TFT-67..79: roll damage, subtract protection, apply the hits; returns hits taken."""
    state = ctx.state
    opts = state.options
    w = WEAPONS[weapon]
    race = RACES.get(state.get(a, Figure).race)
    dice, plus = club_damage(state, a, weapon, w.dice, w.plus)
    if race is not None:
        if weapon in opts["dwarf_bonus_weapons"]:
            plus += race.hammer_ax_damage
        if kind != MELEE:
            plus += race.missile_damage
    mults = [multiplier]
    if w.pole and (kind == MELEE or (kind == THROWN and opts["thrown_pole_doubles"])):
        if charging(state, a):  # TFT-77
            mults.append(2)
        if charging(state, t):  # TFT-78
            mults.append(2)
    total = damage(ctx.roll("dmg", dice), plus, combine_multipliers(mults, opts["multiplier_stacking"]),
                   opts["min_damage"])
    total = damage_total(state, total)
    here = origin if origin is not None else hex_of(state, a)
    there = aim_hex(state, t, here)
    direction = arc_of(there, front_of(state, t), here) if there != here else "rear"
    direction = direction_of(state, t, here, direction, a)
    k = state.get(t, Kit)
    stops = protection(state.get(t, Figure).armor, k.shield or None, k.shield_ready, direction,
                       missile=kind == MISSILE,
                       main_gauche=k.offhand and state.get(t, Status).mode in ("parry", "double"))
    stops = _protection(state, t, stops)
    hits = hits_taken(total, stops)
    ctx.emit(E.Struck(a, t, weapon, total, stops, hits, kind == MELEE))
    if hits:
        ctx.emit(Damaged(t, hits))
        react(ctx, t)
    return hits


def in_the_way(state, a: int, h) -> list[int]:
    """TFT-84: standing figures in a hex the line of flight passes through."""
    return [o for o in occupants(state, h) if o != a and stands(state, o)]

