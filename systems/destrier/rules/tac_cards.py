"""TAC card movement: DS-59 (contact stops it), DS-61/DS-62 (RETREAT, 1-degree search),
DS-63 (RUN AWAY), DS-64 (CLOSE), DS-65 (KEEP DISTANCE), DS-66 (STAND GROUND), DS-67
(FLECHE), DS-68 (CHARGE), DS-85 (distances in the MELEE phase)."""

from __future__ import annotations

import heapq
import math

from affray.components.destrier import Fighter, Turn
from affray.kernel.geometry import stands as G

from .. import events as E
from ..tables.cs_tables import hook
from . import geometry as geo
from . import movement as mv
from . import walls as W


def charge_bonus(state, eid: int) -> float:
    return float(hook(state, "charge_bonus", eid)[0])


def retreat_distance(state, eid: int, in_melee_phase: bool) -> float:
    """DS-61 half the HMA; DS-85 in the MELEE phase min(HMA/2, 3") or exactly 3" (switch)."""
    h = mv.hma(state, eid)
    if not in_melee_phase:
        return h / 2.0
    if state.options["melee_retreat"] == "exactly3":
        return 3.0
    return min(h / 2.0, 3.0)


def run_distance(state, eid: int) -> float:
    """DS-63: charge bonus + 2"."""
    return charge_bonus(state, eid) + 2.0


def approach_distance(state, eid: int, card: str, in_melee_phase: bool) -> float:
    """DS-64 CLOSE 1", DS-67 FLECHE 2", DS-68/85 CHARGE the charge bonus (3" in melee)."""
    if card == "CLOSE":
        return 1.0
    if card == "FLECHE":
        return 2.0
    return 3.0 if in_melee_phase else charge_bonus(state, eid)


def nearest_enemy(state, eid: int, known_only: bool = True) -> int | None:
    best = geo.nearest_enemy(state, eid, 1e-12)
    return None if best is None else best[1]


def approach(ctx, eid: int, target: int, distance: float, ds: str) -> float:
    """Straight line toward the target, stopping at contact (DS-59, DS-64, DS-67, DS-68)."""
    state = ctx.state
    if geo.enemy_contacts(state, eid):
        ctx.emit(E.Note(eid, "DS-59", "in contact: the TAC card produces no movement"))
        return 0.0
    heading = geo.bearing(state, eid, target)
    return mv.advance(ctx, eid, heading, distance, ds, why="tac")


def retreat_heading(state, eid: int, distance: float) -> float:
    """DS-62: end as far as possible from the enemy nearest at the start; then maximise the
    minimum, then the sum, of the distances to the others; candidates every 1 degree; ties
    to the direction closest to straight away from the nearest enemy. Walls and stands stop
    a line where it meets them. Under `retreat_route = fig3` (the seed's Fig. 3) a line whose
    route comes nearer the nearest enemy than at the start is rejected ("A ... passes too
    close to E1"), and so, while another is left, is one that ends nearer any other enemy
    ("B is actually an advance toward E2 and E3"); only when every line does so is the
    surrounded figure excused.

    A line's travel (stopped by stands and walls) is the costly part, so it is worked out
    only for lines that could come first: the gap to the nearest enemy after moving t along
    a line is convex in t, so it is at most the larger of the gap now and the gap after the
    full distance, and that in turn at most the gap between the stands' centres then."""
    nearest = nearest_enemy(state, eid)
    if nearest is None:
        return state.get(eid, geo.Facing).dir
    others = [geo.poly(state, e) for e in state.entities if state.alive(e) and e != nearest
              and state.side[e] != state.side[eid]]
    away = (geo.bearing(state, nearest, eid)) % 360.0
    mine = geo.poly(state, eid)
    travel = mv.travel_sweep(state, eid, distance)
    near_poly = geo.poly(state, nearest)
    fig3 = state.options["retreat_route"] == "fig3"
    headings = [(away + k) % 360.0 if k <= 180 else (away - (360 - k)) % 360.0 for k in range(360)]
    g0 = G.distance(mine, near_poly)
    gap_x = sum(p[0] for p in mine) / len(mine) - sum(p[0] for p in near_poly) / len(near_poly)
    gap_y = sum(p[1] for p in mine) / len(mine) - sum(p[1] for p in near_poly) / len(near_poly)

    def rough(k: int) -> float:  # >= the line's rounded gap: centres (inside convex stands)
        ux, uy = G.unit(headings[k])
        return round(max(g0, math.hypot(gap_x + ux * distance, gap_y + uy * distance)) + 2e-9, 9)

    def closer(k: int) -> float:  # >= the line's rounded gap: the stand moved the full distance
        ux, uy = G.unit(headings[k])
        far = G.distance(G.translate(mine, ux * distance, uy * distance), near_poly)
        return round(max(g0, far) + 2e-9, 9)

    lines: dict = {}

    def line(k: int) -> tuple:
        """(distance from the nearest at the end, deviation, heading, travel, end poly)."""
        found = lines.get(k)
        if found is None:
            d = headings[k]
            t = travel(d)
            ux, uy = G.unit(d)
            moved = G.translate(mine, ux * t, uy * t)
            found = lines[k] = (round(G.distance(moved, near_poly), 9), min(k, 360 - k), d, t, moved)
        return found

    def rest_of(moved: G.Poly) -> list[float]:
        return [G.distance(moved, op) for op in others]

    def rank(first: float, dev: int, rest: list[float]) -> tuple:
        return (first, round(min(rest), 9) if rest else 0.0, round(sum(rest), 9), -dev)

    if not fig3:
        best_key, best_dir = None, away
        for k in range(360):
            if best_key is not None and (rough(k) < best_key[0] or closer(k) < best_key[0]):
                continue  # loses on the first priority whatever the others say
            first, dev, d, _, moved = line(k)
            if best_key is not None and first < best_key[0]:
                continue
            key = rank(first, dev, rest_of(moved))
            if best_key is None or key > best_key:
                best_key, best_dir = key, d
        return best_dir
    start = rest_of(mine)

    def clear_of_nearest(d: float, t: float) -> bool:
        h = min(1e-3, t)  # distance along a straight line is convex: its first step tells
        ux, uy = G.unit(d)
        return h <= 0.0 or G.distance(G.translate(mine, ux * h, uy * h), near_poly) >= g0 - 1e-12

    def no_advance(rest: list[float]) -> bool:
        return all(r >= s - 1e-9 for r, s in zip(rest, start))

    def ranked():
        """The lines best first by the full key (ties in heading order): by the distance from
        the nearest enemy, highest first, each group of equal distance ranked by the rest.
        A heap holds every line by what is known of that distance, an upper bound or the
        value; a bound on top is refined, and a group is taken once its value is on top, as
        no line still bounded can reach it (at an equal value bounds come first)."""
        heap = [(-rough(k), 0, k) for k in range(360)]
        heapq.heapify(heap)
        while heap:
            value, stage, k = heap[0]
            if stage < 2:
                heapq.heapreplace(heap, (-closer(k), 1, k) if stage == 0 else (-line(k)[0], 2, k))
                continue
            group = []
            while heap and heap[0][0] == value and heap[0][1] == 2:
                first, dev, d, t, moved = line(heapq.heappop(heap)[2])
                rest = rest_of(moved)
                group.append((rank(first, dev, rest), d, t, rest))
            group.sort(key=lambda r: r[0], reverse=True)
            yield from group

    seen = []
    for _, d, t, rest in ranked():  # the lines that end nearer no other enemy
        seen.append((d, t))
        if no_advance(rest) and clear_of_nearest(d, t):
            return d
    for d, t in seen:  # every line ends nearer another enemy: the route alone decides
        if clear_of_nearest(d, t):
            return d
    return seen[0][0]  # surrounded: the special exception


def retreat(ctx, eid: int, in_melee_phase: bool, ds: str = "DS-61") -> float:
    """DS-61: orderly, any final facing (kept), HMA/2 away from every known enemy."""
    state = ctx.state
    dist = retreat_distance(state, eid, in_melee_phase)
    d = retreat_heading(state, eid, dist)
    return mv.advance(ctx, eid, d, dist, ds, facing=state.get(eid, geo.Facing).dir, why="retreat")


def run_away(ctx, eid: int) -> float:
    """DS-63: as RETREAT but charge bonus + 2", ending facing along the line of travel."""
    state = ctx.state
    dist = run_distance(state, eid)
    d = retreat_heading(state, eid, dist)
    return mv.advance(ctx, eid, d, dist, "DS-63", why="run away")


def chosen_distance(choice: dict) -> float | None:
    """DS-64/67/68 "up to": the distance a CLOSE, FLECHE or CHARGE choice names (None: the
    card's whole distance)."""
    d = choice.get("distance")
    return None if d is None else float(d)


def do_tac(ctx, eid: int, card: str, target: int, in_melee_phase: bool,
           distance: float | None = None) -> float:
    """Carry out one revealed TAC card; returns the distance moved. `distance` is the
    player's "up to" for CLOSE, FLECHE and CHARGE (None: all of it)."""
    state = ctx.state
    if card == "RETREAT":
        return retreat(ctx, eid, in_melee_phase)
    if card == "RUN AWAY":
        return run_away(ctx, eid)
    if card in ("CLOSE", "FLECHE", "CHARGE"):
        if card == "CHARGE":
            ctx.emit(E.Set(eid, "Turn", "charged", True, "DS-68"))
        whom = target if target and state.alive(target) else (
            nearest_enemy(state, eid) if card == "CLOSE" else None)
        if whom is None:
            return 0.0
        most = approach_distance(state, eid, card, in_melee_phase)
        return approach(ctx, eid, whom, most if distance is None else min(most, distance),
                        {"CLOSE": "DS-64", "FLECHE": "DS-67", "CHARGE": "DS-68"}[card])
    return 0.0  # STAND GROUND, KEEP DISTANCE (DS-65, DS-66)


def approaches(state, mover: int, card: str, target: int, holder: int) -> bool:
    """DS-65: an enemy card approaches the holder: CLOSE/FLECHE/CHARGE or a MOVE 1" (DS-117)
    at it, or one that would bring the enemy closer."""
    if card not in ("CLOSE", "FLECHE", "CHARGE", "MOVE 1\""):
        return False
    if target == holder:
        return True
    reach = 1.0 if card == "MOVE 1\"" else approach_distance(state, mover, card, True)
    return geo.gap(state, mover, holder) <= reach + 1e-9


__all__ = ["do_tac", "chosen_distance", "retreat", "run_away", "approaches", "math", "Fighter", "Turn"]
