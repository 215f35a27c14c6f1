"""Movement: DS-07, DS-29, DS-32, DS-33, DS-34, DS-35, DS-36, DS-37, DS-39, DS-40, DS-42,
DS-44, DS-45. Lengths in inches; a figure moves along its heading in straight segments."""

from __future__ import annotations

import math

from affray.components.destrier import Fighter, Mount, Stand, Status
from affray.kernel.components import Facing, Position
from affray.kernel.geometry import stands as G

from .. import events as E
from ..tables.cs_tables import value
from . import geometry as geo
from . import walls as W

MISC_PENALTY: dict[str, float | dict[str, float]] = {  # DS-36: fraction of the HMA by action (and encumbrance where it matters)
    "stand_up": {"none": 0.5, "partial": 0.5, "full": 1.0},
    "open_door": 0.5, "unlock_door": 1.0,
    "mount": {"none": 0.25, "partial": 0.5, "full": 1.0},
    "fall": 0.0, "draw_ready_weapon": 0.0, "read_scroll": 1.0,
}


def full_turn(state, eid: int) -> float:
    """DS-07: C&S full-turn movement (placeholder by encumbrance; Fighter.move overrides)."""
    f = state.get(eid, Fighter)
    if "full_turn_movement" in f.hooks:
        return float(f.hooks["full_turn_movement"])
    if f.move != 6.0:
        return f.move
    return float(value(state, "full_turn_movement")[f.enc])


def hma(state, eid: int, acted: bool = False) -> float:
    """DS-07, DS-33, DS-35: half the full turn; halved again after casting or firing this
    half-turn (not for mounted figures, whose full turn is the steed's speed, DS-38)."""
    m = state.try_get(eid, Mount)
    if m is not None and not m.riderless and m.speed != "stand":
        return float(value(state, "horse_speed", eid)[m.speed]) / 2.0
    h = full_turn(state, eid) / 2.0
    if acted and state.try_get(eid, Mount) is None:
        h /= 2.0
    return h


def turn_penalty(h: float, arc: str) -> float:
    """DS-34: front 1/5 HMA (at least 1"), side 1/4, rear 1/2."""
    return {"front": max(h / 5.0, 1.0), "side": h / 4.0, "rear": h / 2.0}[arc]


def misc_penalty(h: float, action: str, enc: str = "none", own_larger: bool = True) -> float:
    """DS-36 (picking up a comrade: 1/2 if his stand is no larger than one's own, else full)."""
    if action == "pick_up_comrade":
        return h * (0.5 if own_larger else 1.0)
    p = MISC_PENALTY[action]
    return h * (p[enc] if isinstance(p, dict) else p)


def bash_cost(h: float) -> float:
    """DS-44: every body bash on foot costs 1/4 HMA."""
    return h / 4.0


def melee_turn_cost(degrees: float) -> int:
    """DS-37: a turn of more than 45 degrees in the card rounds costs 1 blow."""
    return 1 if abs(degrees) > 45 + 1e-9 else 0


def pivot_cost(degrees: float, melee_follows: bool) -> tuple[int, float]:
    """DS-42: up to 45 degrees free after contact; more costs 1 blow (melee follows) or 2"."""
    if abs(degrees) <= 45 + 1e-9:
        return 0, 0.0
    return (1, 0.0) if melee_follows else (0, 2.0)


def engaged_limit(state, eid: int, won_initiative: bool) -> float | None:
    """DS-29, DS-39: how far a figure touching an enemy's frontal side may move: None for
    no limit, 0 for none, or 1/4 HMA when only the weight exception holds."""
    limit_quarter = False
    for enemy in geo.enemy_contacts(state, eid):
        if not geo.is_frontal(geo.contact_label(state, enemy, eid)):
            continue
        if won_initiative:
            continue
        me, it = state.get(eid, Fighter), state.get(enemy, Fighter)
        order = {"none": 0, "partial": 1, "full": 2}
        if order[it.enc] > order[me.enc] or geo.larger_stand(state, eid, enemy):
            continue
        if me.weight >= 1.5 * it.weight:
            limit_quarter = True
            continue
        return 0.0
    return hma(state, eid) / 4.0 if limit_quarter else None


def advance(ctx, eid: int, heading: float, distance: float, ds: str = "DS-45",
            facing: float | None = None, why: str = "advance", ignore: tuple[int, ...] = ()) -> float:
    """DS-32, DS-40, DS-45: advance along `heading` up to `distance`, stopping at the first
    contact with another stand (but those in `ignore`); returns the distance travelled."""
    state = ctx.state
    if distance <= 1e-12:
        return 0.0
    travel = free_travel(state, eid, heading, distance, ignore)
    p = state.get(eid, Position)
    dx, dy = G.unit(heading)
    ctx.emit(E.Segment(eid, p.x + dx * travel, p.y + dy * travel,
                       heading if facing is None else facing, travel, ds, why))
    return travel


def free_travel(state, eid: int, heading: float, distance: float,
                ignore: tuple[int, ...] = ()) -> float:
    """How far the stand goes along `heading` (at most `distance`) before it touches any
    other stand (DS-40, kernel swept contact); 0 if it already touches one that way."""
    return travel_sweep(state, eid, distance, ignore)(heading)


def travel_sweep(state, eid: int, distance: float, ignore: tuple[int, ...] = ()):
    """heading -> how far the stand goes that way (at most `distance`) before it touches
    another stand or a wall; 0 if it already touches one that way. For many headings from
    one place (DS-62's 360 retreat lines) the stands near enough, and which already touch,
    are found once; a stand whose swept bounding circle the path cannot meet is skipped."""
    mine = geo.poly(state, eid)
    near = [(o, op, geo.G.in_contact(mine, op, geo.EPS))
            for o, op in ((o, geo.poly(state, o)) for o in geo.nearby(state, eid, distance)
                          if o not in ignore)]
    walled = bool(W.of(state))

    def travel(heading: float) -> float:
        left = distance
        for other, op, touching in near:
            if geo.path_misses(state, eid, heading, distance, other):
                continue  # neither touching now nor met on the way
            if touching:
                if G.blocked(mine, heading, op):
                    return 0.0
                continue
            t = G.first_contact_apart(mine, heading, left, op)
            if t is not None and t < left:
                left = t
        return W.travel(state, mine, heading, left) if walled else left
    return travel


def face(ctx, eid: int, heading: float, cost: float, ds: str = "DS-34") -> None:
    p = state_pos(ctx.state, eid)
    ctx.emit(E.Segment(eid, p[0], p[1], heading % 360.0, cost, ds, "turn"))


def state_pos(state, eid: int) -> tuple[float, float]:
    p = state.get(eid, Position)
    return (p.x, p.y)


def heading_of(state, eid: int) -> float:
    return state.get(eid, Facing).dir


def arc_of_turn(state, eid: int, new_dir: float) -> str:
    return geo.move_arc(state.get(eid, Stand), heading_of(state, eid), new_dir,
                        state.options["movement_arcs"])


def angle_between(a: float, b: float) -> float:
    return abs((b - a + 180.0) % 360.0 - 180.0)


def stunned_or_down(state, eid: int) -> bool:
    s = state.get(eid, Status)
    return s.prone or s.stunned or s.collapsed


__all__ = ["advance", "face", "hma", "turn_penalty", "engaged_limit", "math"]
