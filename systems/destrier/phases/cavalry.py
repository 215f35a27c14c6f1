"""Cavalry movement charges in the half-moves: DS-134 (free one-blow exchanges), DS-135
(sealed declarations), DS-137 (mutual charges first), DS-138, DS-142 (continuing), DS-143
(released orders), DS-144..DS-149 (stopping, replies, rear charges, spacing, straight-line
minimums, bashing)."""

from __future__ import annotations

from affray.components.destrier import Fighter, Kit, Mount, Status, Turn
from affray.kernel.geometry import stands as G
from affray.kernel.options import Options
from affray.kernel.sealed import Seal

from .. import events as E
from ..rules import charge as CH
from ..rules import geometry as geo
from ..rules import movement as mv
from ..rules.checks import check
from ..rules.hit import apply_damage, blow
from ..tables.cs_tables import hook


class ChargeOptions(Options):
    """"none", or an ordered list of distinct living enemy ids."""

    def __init__(self, state, eid: int):
        self.state, self.eid = state, eid

    def enemies(self) -> list[int]:
        s = self.state
        return [e for e in s.entities if s.alive(e) and s.side[e] != s.side[self.eid]]

    def legal(self, choice) -> str | None:
        if choice == "none":
            return None
        foes = self.enemies()
        if not isinstance(choice, list) or not choice or len(set(choice)) != len(choice) \
                or any(c not in foes for c in choice):
            return "DS-135: \"none\" or an ordered list of distinct enemy ids"
        return None

    def enumerate(self) -> list:
        foes = self.enemies()
        return ["none"] + [[f] for f in foes] + [[f, g] for f in foes for g in foes if f != g][:12]


def declare(ctx, phase: int):
    """DS-135: every cavalry figure secretly lists its targets (or "none"); all revealed
    at once, before anything else of the phase."""
    state = ctx.state
    riders = [e for e in state.entities if CH.mounted(state, e) and state.get(e, Mount).speed != "stand"
              and not state.get(e, Turn).cav_charge]
    if not riders:
        return {}
    seal = Seal(ctx)
    lists = {}
    for e in riders:
        lists[e] = yield from seal.ask(e, "charge_declaration", ChargeOptions(state, e))
    for e in riders:
        seal.open(e, "charge_declaration")
    seal.close_batch()
    return {e: v for e, v in lists.items() if v != "none"}


def charges(ctx, decl: dict, winner: int, phase: int):
    """DS-137: mutual charges first (both named each other first), then the rest: the
    winner's, then the loser's (DS-142)."""
    state = ctx.state
    done = set()
    for a in sorted(decl):
        b = decl[a][0]
        if b in decl and decl[b][0] == a and a not in done and b not in done:
            done |= {a, b}
            yield from mutual(ctx, a, b, winner, phase, decl)
    rest = sorted((e for e in decl if e not in done), key=lambda e: (state.side[e] != winner, e))
    for e in rest:
        yield from run_charge(ctx, e, decl[e], phase)


def _start(ctx, eid: int, phase: int) -> None:
    state = ctx.state
    m, t = state.get(eid, Mount), state.get(eid, Turn)
    cap = hook(state, "speed_change_capacity", eid)[0]
    new, used = CH.accelerate(m.speed, cap.get("light", 3) if m.cls == "light" else cap.get("default", 2),
                              t.speed_used)
    if new != m.speed:
        ctx.emit(E.Set(eid, "Mount", "speed", new, "DS-136"))
        ctx.emit(E.Set(eid, "Turn", "speed_used", used, "DS-136"))
    ctx.emit(E.Set(eid, "Turn", "cav_charge", phase, "DS-134"))


def _strike(ctx, att: int, dfd: int, extra: int) -> tuple:
    """One free blow of a movement charge (DS-134): no blows spent."""
    r = blow(ctx, att, dfd, "DELIVER BLOW", role="attacker", tacs=("CHARGE", "STAND GROUND"),
             dfd_cards=[], extra=extra, ds="DS-134")
    if ctx.state.get(att, Kit).wkind == "lance":
        CH.lance_breaks(ctx, att, False, ctx.state.get(dfd, Fighter).ac)
    return r


def exchange(ctx, c: int, target: int, gap: float) -> None:
    """DS-144, DS-145, DS-146: the charger's blow (first with a lance unless the target's
    weapon is as long), the target's reply if it can reach."""
    state = ctx.state
    behind = geo.contact_label(state, target, c) == "rear"
    plus, minus = CH.rear_adjust(behind)
    tk, ck = state.get(target, Kit), state.get(c, Kit)
    reply = not behind and CH.can_reply(tk.wkind, state.get(target, Fighter).height, gap) \
        and not state.get(target, Status).disarmed
    simultaneous = reply and tk.length == ck.length
    r1 = _strike(ctx, c, target, plus)
    if not simultaneous:
        apply_damage(ctx, target, r1.damage, "DS-144", r1.placeholder)
    if reply and state.alive(target):
        r2 = _strike(ctx, target, c, minus)
        apply_damage(ctx, c, r2.damage, "DS-145", r2.placeholder)
    if simultaneous:
        apply_damage(ctx, target, r1.damage, "DS-144", r1.placeholder)


def run_charge(ctx, c: int, targets: list[int], phase: int, left: float | None = None,
               heading: float | None = None):
    """One charger's straight-line run through its list (DS-32: a charge is one line)."""
    yield from ()  # a generator like every phase step (policies may be asked in future)
    state = ctx.state
    if not state.alive(c):
        return
    if left is None:
        _start(ctx, c, phase)
        left = CH.charge_distance(state, c)
    run, prev, touched = 0.0, None, 0
    for target in targets:
        if not state.alive(target):
            ctx.emit(E.Note(c, "DS-143", f"released from charging {target}"))
            continue
        if heading is None:
            heading = geo.bearing(state, c, target)
        side = CH.steed_side(state, c, target)
        if prev is not None:
            same = side == prev[1] or "centre" in (side, prev[1])
            if not CH.spacing_ok(state, prev[0], target, same, state.options["charge_spacing"]):
                ctx.emit(E.Note(c, "DS-147", f"target {target} too close to {prev[0]}: dropped"))
                continue
        poly, tp = geo.poly(state, c), geo.poly(state, target)
        stop = CH.stop_gap(state.get(c, Kit).wkind)
        t = G.reach_moment(poly, heading, left, tp, stop) if stop else G.first_contact(poly, heading, left, tp)
        if t is None:
            tpass, gap = G.closest_passage(poly, heading, left, tp)
            if gap > stop + 1e-9:
                ctx.emit(E.Note(c, "DS-143", f"cannot reach {target} on this line"))
                continue
            t = tpass
        if prev is None and not CH.straight_enough(run + t):  # DS-148
            ctx.emit(E.Note(c, "DS-148", f"{target} is {t:.2f}\" ahead: under 2\" of straight run"))
            return
        moved = mv.advance(ctx, c, heading, t, "DS-144", why="charge")
        left -= moved
        run += moved
        exchange(ctx, c, target, geo.gap(state, c, target))
        if geo.gap(state, c, target) <= geo.EPS:
            touched += 1
            _body_bash(ctx, c, target)
            left = CH.bash_allowance(left, 1)  # DS-149
        prev = (target, side)
    if left > 0 and state.alive(c):  # DS-148: at least 1" straight on after contact
        mv.advance(ctx, c, heading if heading is not None else state.get(c, geo.Facing).dir,
                   left, "DS-148", why="charge on")
    del touched


def _body_bash(ctx, c: int, target: int) -> None:
    """DS-149: the mount body-bashes every figure the charge touches."""
    v, ph = hook(ctx.state, "body_bash_chance", c)
    if check(ctx, c, "DS-149", "charge bash", v, ph):
        ctx.emit(E.Set(target, "Status", "prone", True, "DS-149"))


def mutual(ctx, a: int, b: int, winner: int, phase: int, decl: dict):
    """DS-137/DS-138: both move at once until within 1" (a lance) or contact; the strike
    order by mount; then the winner, then the loser, finish their moves (DS-142)."""
    state = ctx.state
    _start(ctx, a, phase)
    _start(ctx, b, phase)
    va, vb = CH.charge_distance(state, a), CH.charge_distance(state, b)
    lance = "lance" in (state.get(a, Kit).wkind, state.get(b, Kit).wkind)
    stop = 1.0 if lance else 0.0
    closure = max(0.0, min(va + vb, geo.gap(state, a, b) - stop))
    da, db = closure * va / (va + vb or 1), closure * vb / (va + vb or 1)
    ha, hb = geo.bearing(state, a, b), geo.bearing(state, b, a)
    for e, h, d in ((a, ha, da), (b, hb, db)):
        p = state.get(e, geo.Position)
        ux, uy = G.unit(h)
        ctx.emit(E.Segment(e, p.x + ux * d, p.y + uy * d, h, d, "DS-137", "mutual charge"))
    prec = CH.lance_precedence(state.get(a, Mount).cls, state.get(b, Mount).cls)
    first = [a, b] if prec <= 0 else [b, a]
    results = {}
    for att in first:
        dfd = b if att == a else a
        if not (state.alive(att) and state.alive(dfd)):
            continue
        results[att] = _strike(ctx, att, dfd, 0)
        if prec != 0:
            apply_damage(ctx, dfd, results[att].damage, "DS-138", results[att].placeholder)
    if prec == 0:
        for att, r in results.items():
            apply_damage(ctx, b if att == a else a, r.damage, "DS-138", r.placeholder)
    order = sorted((a, b), key=lambda e: (state.side[e] != winner, e))
    for e, (h, d, v) in zip(order, [(ha, da, va), (hb, db, vb)] if order[0] == a else [(hb, db, vb), (ha, da, va)]):
        if state.alive(e):
            yield from run_charge(ctx, e, decl[e][1:], phase, left=max(0.0, v - d), heading=h)
