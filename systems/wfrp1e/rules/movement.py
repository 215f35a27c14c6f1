"""Moving on the table: WFRP-14/42 moves into contact, WFRP-15/43/44/45 charges, WFRP-71
push-back (all or nothing, walls and bases block), WFRP-72 pressing, WFRP-74 flight."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Profile
from affray.kernel.events import Faced, Moved
from affray.kernel.geometry import bases
from affray.kernel.geometry.plane import advance, bearing, distance, project
from affray.kernel.options import ListOptions
from affray.kernel.shapes import Heading, Point

from .. import events as E
from . import geometry as geo


def walls(state) -> list[list[float]]:
    m = state.map
    return list(getattr(m, "walls", []) or [])


def blocked(state, eid: int, frm, to) -> bool:
    """A straight move crosses a wall, or ends on a wall or another base."""
    r = geo.width(state, eid) / 2
    for w in walls(state):
        a, b = (w[0], w[1]), (w[2], w[3])
        if _crosses(frm, to, a, b) or project(to, a, b)[1] < r:
            return True
    for o in sorted(state.spatial.within(to, r + 8.0)):  # bases are at most 16 yards wide
        if o != eid and state.alive(o) and not state.get(o, Fight).rider == eid \
                and state.get(eid, Fight).rider != o:
            if bases.gap(to, geo.pos(state, o), 2 * r, geo.width(state, o)) < -bases.CONTACT_EPS:
                return True
    return False


def run_blocked(state, eid: int, frm, to) -> bool:
    """`blocked`, and a base met on the way: a fleer, evader or loser giving ground never
    passes through another figure (checked along the path, not only where it ends). A base
    it already touches blocks it only if the move closes on it."""
    if blocked(state, eid, frm, to):
        return True
    w = geo.width(state, eid)
    length = distance(frm, to)
    for o in sorted(state.spatial.within(((frm[0] + to[0]) / 2, (frm[1] + to[1]) / 2),
                                         length / 2 + w + 8.0)):
        if o == eid or not state.alive(o) or state.get(o, Fight).rider == eid \
                or state.get(eid, Fight).rider == o:
            continue
        c = geo.pos(state, o)
        t, d = project(c, frm, to)
        if t <= 0.0:
            continue  # the move leads away from it
        if d - w / 2 - geo.width(state, o) / 2 < -bases.CONTACT_EPS:
            return True
    return False


def free_run(state, eid: int, p, away_from: list, rate: float) -> float:
    """How far (in quarter yards) a straight run away from `away_from` goes before a wall or
    a base stops it: the whole `rate` when the way is free."""
    if not run_blocked(state, eid, p, bases.away(p, away_from, rate)):
        return rate
    lo, hi = 0, int(rate * 4)  # quarter yards: lo is free, hi is not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if run_blocked(state, eid, p, bases.away(p, away_from, mid / 4)):
            hi = mid
        else:
            lo = mid
    return lo / 4


def _crosses(p1, p2, q1, q2) -> bool:
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (v > 1e-12) - (v < -1e-12)
    o1, o2 = orient(p1, p2, q1), orient(p1, p2, q2)
    o3, o4 = orient(q1, q2, p1), orient(q1, q2, p2)
    return o1 * o2 < 0 and o3 * o4 < 0


def move_to(ctx, eid: int, to) -> None:
    ctx.emit(Moved(eid, float(to[0]), float(to[1])))


RATES = ("cautious", "standard", "running")  # WFRP-05: the rates of a move
SIDESTEPS = (30.0, -30.0, 60.0, -60.0, 90.0, -90.0)


def approach(ctx, eid: int, target: int, allowance: float, straight: bool = True) -> bool:
    """Move toward the target, at most `allowance` yards, stopping at contact. A charge
    (`straight`) goes straight or not at all (WFRP-43); an ordinary move blocked on the
    straight line goes round to another point of the target's edge, or as far as it can.
    Returns True when the bases touch (then engaged, WFRP-14)."""
    state = ctx.state
    frm, tp = geo.pos(state, eid), geo.pos(state, target)
    need = geo.gap(state, eid, target)
    if need > 0:
        to = bases.toward(frm, tp, min(allowance, need))
        if blocked(state, eid, frm, to):
            to = None if straight else detour(state, eid, target, allowance)
            if to is None:
                ctx.emit(E.Note(eid, "WFRP-14", "move blocked"))
                return False
        move_to(ctx, eid, to)
    if frm != tp:
        ctx.emit(Faced(eid, bearing(geo.pos(state, eid), tp)))
    if geo.in_contact(state, eid, target):
        engage(ctx, eid, target)
        return True
    return False


def charge_clear(state, eid: int, target: int, allowance: float) -> bool:
    """WFRP-43: the straight line to the target's edge is free (walls, other bases)."""
    frm, tp = geo.pos(state, eid), geo.pos(state, target)
    need = geo.gap(state, eid, target)
    return need <= 0 or not blocked(state, eid, frm, bases.toward(frm, tp, min(allowance, need)))


def climb_out(state, diver: int, start, reach: float):
    """WFRP-95: where a diving flier climbs out to at the end of the round: on along its line
    of flight for the rest of its move (`dive_climb_out = "onward"`), or back where it started
    (`"back"`)."""
    here = geo.pos(state, diver)
    if state.options["dive_climb_out"] == "back" or here == tuple(start):
        return tuple(start)
    return advance(here, bearing(start, here), max(0.0, reach - distance(start, here)))


def detour(state, eid: int, target: int, allowance: float):
    """Another contact point on the target's edge within reach, else the farthest free
    point short of it on the straight line (quarter steps)."""
    frm, tp = geo.pos(state, eid), geo.pos(state, target)
    ring = (geo.width(state, eid) + geo.width(state, target)) / 2
    base = bearing(tp, frm) if frm != tp else 0.0
    for turn in SIDESTEPS:
        p = advance(tp, base + turn, ring)
        if distance(frm, p) <= allowance and not blocked(state, eid, frm, p):
            return p
    need = geo.gap(state, eid, target)
    for frac in (0.75, 0.5, 0.25):
        p = bases.toward(frm, tp, min(allowance, need) * frac)
        if not blocked(state, eid, frm, p):
            return p
    return None


def engage(ctx, a: int, b: int) -> None:
    state = ctx.state
    if b not in state.get(a, Fight).foes:
        for e in (a, b):
            if not [x for x in state.get(e, Fight).foes if state.alive(x)]:
                ctx.emit(E.Set(e, "Fight", "combat_round", state.round, "WFRP-79"))
        ctx.emit(E.Engage(a, b))


def turn_to_face(ctx, eid: int, toward: int):
    """WFRP-44: a charged model "may then be turned to face the attacker" (`face-charger`,
    the charged figure's choice), unless surprised or already engaged with someone else."""
    state = ctx.state
    f = state.get(eid, Fight)
    others = [x for x in f.foes if x != toward and state.alive(x)]
    if f.surprised or others:
        return
    if (yield from ctx.decide(eid, "face-charger", ListOptions([True, False]))):
        ctx.emit(Faced(eid, geo.facing_to(state, eid, toward)))


def flee(ctx, eid: int, chosen: str = "") -> None:
    """WFRP-74: straight away from the engaged enemies (from the nearest enemy when none is
    engaged) at the rate the fleer chose (running, 16 x M, by default), or at the rate a
    critical forced (WFRP-73); as far as the way is free."""
    state = ctx.state
    f = state.get(eid, Fight)
    foes = [x for x in f.foes if state.alive(x)]
    if not foes:
        side = state.side[eid]
        foes = list(state.spatial.nearest(geo.pos(state, eid), 1,
                                          lambda e: state.side[e] != side and state.alive(e)))
    rate = geo.rates(state.get(eid, Profile).M)[f.flight or chosen or "running"]
    if f.flight:
        ctx.emit(E.Set(eid, "Fight", "flight", "", "WFRP-73"))
    if foes:
        p = geo.pos(state, eid)
        to = bases.away(p, [geo.pos(state, x) for x in foes], rate)
        ctx.emit(Faced(eid, bearing(p, to) if to != p else state.get(eid, geo.Facing).dir))
        far = free_run(state, eid, p, [geo.pos(state, x) for x in foes], rate)
        if far > 0:
            move_to(ctx, eid, bases.away(p, [geo.pos(state, x) for x in foes], far))
    for x in list(state.get(eid, Fight).foes):
        ctx.emit(E.Part(eid, x, "flight (WFRP-74)"))


def push_back(ctx, loser: int, winners: list[int]) -> None:
    """WFRP-71: 2 yards straight away from the winners' mean position, all or nothing."""
    state = ctx.state
    frm = geo.pos(state, loser)
    to = bases.away(frm, [geo.pos(state, w) for w in winners], 2.0)
    if to == frm or run_blocked(state, loser, frm, to):
        ctx.emit(E.Note(loser, "WFRP-71", "cannot give ground: stays, still losing"))
        return
    move_to(ctx, loser, to)


def evade(ctx, eid: int):
    """WFRP-106: the way the player names (`evade-heading`, any heading), 75% of running if
    evading (12 x M), the full run (16 x M) if it failed to evade; as far as the way is free
    (quarter steps)."""
    state = ctx.state
    side = state.side[eid]
    p = geo.pos(state, eid)
    near = state.spatial.nearest(p, 1, lambda e: state.side[e] != side and state.alive(e))
    if not near:
        return
    way = yield from ctx.decide(eid, "evade-heading", Heading())
    key = "evading" if state.condition(eid, "evading") else "running"
    rate = geo.rates(state.get(eid, Profile).M)[key]
    for frac in (1.0, 0.75, 0.5, 0.25):
        to = advance(p, float(way), rate * frac)
        if not run_blocked(state, eid, p, to):
            ctx.emit(Faced(eid, bearing(p, to)))
            move_to(ctx, eid, to)
            return


def move(ctx, eid: int, rate: str):
    """WFRP-14 (rates WFRP-05): a move to a point the player names (`move-to`, within the
    declared rate's yards); straight, and as far as the way is free (quarter steps); a base
    it ends touching is engaged."""
    state = ctx.state
    p = geo.pos(state, eid)
    reach = geo.rates(state.get(eid, Profile).M)[rate]
    to = yield from ctx.decide(eid, "move-to", Point(p, reach, note="a straight move; it stops "
                                                      "short where a wall or a base is in the way"))
    to = (float(to[0]), float(to[1]))
    if to == p:
        return
    for frac in (1.0, 0.75, 0.5, 0.25):
        there = bases.toward(p, to, distance(p, to) * frac)
        if not blocked(state, eid, p, there):
            ctx.emit(Faced(eid, bearing(p, there)))
            move_to(ctx, eid, there)
            break
    else:
        ctx.emit(E.Note(eid, "WFRP-14", "move blocked"))
        return
    side = state.side[eid]
    for o in sorted(state.spatial.within(geo.pos(state, eid), geo.width(state, eid) + 8.0)):
        if state.alive(o) and state.side[o] != side and geo.in_contact(state, eid, o):
            engage(ctx, eid, o)
