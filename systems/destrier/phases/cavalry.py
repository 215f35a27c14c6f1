"""Cavalry movement charges in the half-moves: DS-134 (free one-blow exchanges), DS-135
(sealed declarations), DS-137 (mutual charges first), DS-138, DS-142 (continuing), DS-143
(released orders), DS-144..DS-149 (stopping, replies, rear charges, spacing, straight-line
minimums, bashing)."""

from __future__ import annotations

from affray.components.destrier import Fighter, Kit, Mount, Status, Turn
from affray.kernel.geometry import stands as G
from affray.kernel.options import ListOptions, Options
from affray.kernel.sealed import Seal

from .. import events as E
from ..rules import charge as CH
from ..rules import geometry as geo
from ..rules.horse import SPEEDS
from ..rules import movement as mv
from ..rules import passage as PS
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

    def describe(self) -> dict:
        """For a host: the lists offered, and the rule for any other (DS-135)."""
        return {"shape": "any", "suggested": self.enumerate(),
                "note": f'"none", or an ordered list of distinct enemy ids among {self.enemies()}'}


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


def _start(ctx, eid: int, phase: int):
    """DS-136: a charger "may accelerate" up to its capability: the rider names the speed,
    fastest first (the default is all of it)."""
    state = ctx.state
    m, t = state.get(eid, Mount), state.get(eid, Turn)
    cap = hook(state, "speed_change_capacity", eid)[0]
    top, _used = CH.accelerate(m.speed, cap.get("light", 3) if m.cls == "light" else cap.get("default", 2),
                               t.speed_used)
    now = SPEEDS.index(m.speed)
    new = top
    if top != m.speed:
        new = yield from ctx.decide(eid, "charge_speed", ListOptions(
            [SPEEDS[i] for i in range(SPEEDS.index(top), now - 1, -1)]))
    used = t.speed_used + SPEEDS.index(new) - now
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


def exchange(ctx, c: int, target: int, gap: float) -> bool:
    """DS-144, DS-145, DS-146: the charger's blow (first with a lance unless the target's
    weapon is as long), the target's reply if it can reach. True if the target replied (one
    that cannot reach yet replies at the closest passage: when the mount touches it)."""
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
    replied = reply and state.alive(target)
    if replied:
        r2 = _strike(ctx, target, c, minus)
        apply_damage(ctx, c, r2.damage, "DS-145", r2.placeholder)
    if simultaneous:
        apply_damage(ctx, target, r1.damage, "DS-144", r1.placeholder)
    return replied or behind


def run_charge(ctx, c: int, targets: list[int], phase: int, left: float | None = None,
               heading: float | None = None, skip: tuple[int, ...] = (), ran: float = 0.0):
    """One charger's straight-line run through its list (DS-32: a charge is one line). The
    mount passes every stand in its way, bashing each figure it touches (DS-149)."""
    state = ctx.state
    if not state.alive(c):
        return
    if left is None:
        yield from _start(ctx, c, phase)
        left = CH.charge_distance(state, c)
    run = {"left": left, "travel": ran}  # `ran`: straight run already made (a mutual pass)
    replied: set[int] = set()
    touched = set(geo.contacts(state, c)) | set(skip)
    prev = None
    for target in targets:
        if run["left"] <= 1e-9 or not state.alive(c):
            break
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
        t = G.reach_moment(poly, heading, run["left"], tp, stop) if stop \
            else G.first_contact(poly, heading, run["left"], tp)
        if t is None:
            tpass, gap = G.closest_passage(poly, heading, run["left"], tp)
            if gap > stop + 1e-9:
                ctx.emit(E.Note(c, "DS-143", f"cannot reach {target} on this line"))
                continue
            t = tpass
        if prev is None and not CH.straight_enough(run["travel"] + t):  # DS-148
            ctx.emit(E.Note(c, "DS-148", f"{target} is {t:.2f}\" ahead: under 2\" of straight run"))
            return
        went = yield from _ride(ctx, c, heading, t, run, touched, replied)
        if went < t - 1e-9 or not state.alive(c) or not state.alive(target):
            if state.alive(c) and state.alive(target):
                ctx.emit(E.Note(c, "DS-143", f"stopped before reaching {target}"))
            continue
        if exchange(ctx, c, target, geo.gap(state, c, target)):
            replied.add(target)
        prev = (target, side)
    if run["left"] > 1e-9 and state.alive(c):  # DS-148: straight on with what is left
        h = heading if heading is not None else state.get(c, geo.Facing).dir
        yield from _ride(ctx, c, h, run["left"], run, touched, replied)


def _ride(ctx, c: int, heading: float, dist: float, run: dict, touched: set, replied: set):
    """Travel `dist` (at most what is left) through the stands met: each is bashed by the
    mount and costs 2" of the remaining movement (DS-149); one larger than the mount bashes
    back and the horse goes on only if it does not stumble (DS-81)."""
    state = ctx.state
    bashed, stopped = [0], [False]

    def on_contact(o):
        yield from ()
        if state.alive(o) and state.alive(c):
            _body_bash(ctx, c, o)
            bashed[0] += 1
            if o not in replied and state.side[o] != state.side[c]:
                _counterblow(ctx, o, c)
                replied.add(o)
        stop = state.alive(c) and state.alive(o) and PS.too_large_to_pass(state, c, o) \
            and not PS.mutual_bash(ctx, c, o, "DS-81")
        stopped[0] = stop or not state.alive(c)
        return 2.0, stopped[0]

    went = yield from PS.pass_along(ctx, c, heading, min(dist, run["left"]), on_contact=on_contact,
                                    touched=touched, ds="DS-149", why="charge")
    run["left"] = 0.0 if stopped[0] else max(0.0, run["left"] - went - 2.0 * bashed[0])
    run["travel"] += went
    return went


def _counterblow(ctx, fig: int, c: int) -> None:
    """DS-149: a bashed figure still on its feet strikes as the mount passes (DS-146: not
    from behind; reach as DS-145)."""
    state = ctx.state
    if state.get(fig, Status).prone or state.get(fig, Status).disarmed:
        return
    behind = geo.contact_label(state, fig, c) == "rear"
    if behind or not CH.can_reply(state.get(fig, Kit).wkind, state.get(fig, Fighter).height,
                                  geo.gap(state, c, fig)):
        return
    r = _strike(ctx, fig, c, 0)
    apply_damage(ctx, c, r.damage, "DS-149", r.placeholder)


def _body_bash(ctx, c: int, target: int) -> None:
    """DS-149: the mount body-bashes every figure the charge touches."""
    v, ph = hook(ctx.state, "body_bash_chance", c)
    if check(ctx, c, "DS-149", "charge bash", v, ph):
        ctx.emit(E.Set(target, "Status", "prone", True, "DS-149"))


def mutual(ctx, a: int, b: int, winner: int, phase: int, decl: dict):
    """DS-137/DS-138: both move at once until within 1" (a lance) or contact; the lancers
    strike, in the order of their mounts. DS-142: the winner then continues (crossing the
    other's stand: both horses check for stumbling), riders without a lance strike as with
    DELIVER BLOW if they survived, and the loser finishes his move."""
    state = ctx.state
    yield from _start(ctx, a, phase)
    yield from _start(ctx, b, phase)
    va, vb = CH.charge_distance(state, a), CH.charge_distance(state, b)
    lancer = {e: state.get(e, Kit).wkind == "lance" for e in (a, b)}
    stop = 1.0 if any(lancer.values()) else 0.0
    closure = max(0.0, min(va + vb, geo.gap(state, a, b) - stop))
    da, db = closure * va / (va + vb or 1), closure * vb / (va + vb or 1)
    ha, hb = geo.bearing(state, a, b), geo.bearing(state, b, a)
    for e, h, d in ((a, ha, da), (b, hb, db)):
        p = state.get(e, geo.Position)
        ux, uy = G.unit(h)
        ctx.emit(E.Segment(e, p.x + ux * d, p.y + uy * d, h, d, "DS-137", "mutual charge"))
    gap = geo.gap(state, a, b)
    lancers = [e for e in (a, b) if lancer[e] and gap <= 1.0 + 1e-9]
    prec = CH.lance_precedence(state.get(a, Mount).cls, state.get(b, Mount).cls) if len(lancers) == 2 else -1
    first = lancers if prec <= 0 else lancers[::-1]
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
    plan = {a: (ha, max(0.0, va - da), da), b: (hb, max(0.0, vb - db), db)}
    w, lo = sorted((a, b), key=lambda e: (state.side[e] != winner, e))
    fallen: set[int] = set()
    if state.alive(w) and state.alive(lo):
        yield from _crossing(ctx, w, lo, plan[w], lancer, fallen)
    for e in (w, lo):  # the winner's continuation, then the loser's
        other = lo if e == w else w
        if state.alive(e) and e not in fallen:
            h, left, ran = plan[e]
            yield from run_charge(ctx, e, decl[e][1:], phase, left=left, heading=h, skip=(other,),
                                  ran=ran)


def _crossing(ctx, w: int, lo: int, plan: tuple, lancer: dict, fallen: set):
    """DS-142: the winner's line crosses the loser's stand: both horses check for stumbling
    (a stumbling horse ends its move). Then riders without a lance strike (DELIVER BLOW, no
    blows spent) if they came within reach, simultaneously."""
    yield from ()
    state = ctx.state
    h, left, _ran = plan
    crosses = G.first_contact(geo.poly(state, w), h, left, geo.poly(state, lo)) is not None
    if crosses:
        for e in (w, lo):
            if PS.stumbles(ctx, e, "DS-142", "crossing"):
                fallen.add(e)
    results = []
    for att in (w, lo):
        dfd = lo if att == w else w
        if lancer[att] or not (state.alive(att) and state.alive(dfd)) or state.get(att, Status).disarmed:
            continue
        reach = CH.reply_gap(state.get(att, Kit).wkind, state.get(att, Fighter).height)
        if reach is None or not (crosses or geo.gap(state, att, dfd) <= reach + 1e-9):
            ctx.emit(E.Note(att, "DS-142", f"never within reach of {dfd}"))
            continue
        results.append((dfd, _strike(ctx, att, dfd, 0)))
    for dfd, r in results:
        apply_damage(ctx, dfd, r.damage, "DS-142", r.placeholder)
