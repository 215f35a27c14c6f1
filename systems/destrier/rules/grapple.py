"""Grapples: DS-100 (need a TAC card), DS-101 (PULL RIDER FROM SADDLE), DS-102 (RESTRAINT),
DS-103 (TOSS), DS-104 (BREAK FREE)."""

from __future__ import annotations

from affray.components.destrier import Fighter, Mount, Status

from .. import events as E
from ..tables.cs_tables import hook
from . import geometry as geo
from .checks import check, d6


def pull_rider_chance(heavy_bonus: int, speed_mod: int, rider_defence: int, cat: bool = False) -> int:
    """DS-101: 20 + heavy-weapon bonus (+10 cats) + speed/WHEEL modifier - half the rider's
    defensive-card bonuses."""
    return 20 + heavy_bonus + (10 if cat else 0) + speed_mod - rider_defence // 2


def pull_rider_position_ok(state, grappler: int, horse: int) -> bool:
    """DS-101: alongside, touching a long side; front/rear only for a grappler over 10'."""
    lab = geo.contact_label(state, horse, grappler)
    if lab in ("shield", "sword"):
        return True
    return state.get(grappler, Fighter).height > 10.0


def restraint_chance(st_self: int, st_other: int) -> int:
    """DS-102: 50% + 3% a point of ST difference in favour of the stronger."""
    return 50 + 3 * (st_self - st_other)


def toss_flat_chance(w_tosser: int, w_foe: int) -> int:
    """DS-103: 50% +/- 5% per full 100 Dr of weight difference in the tosser's favour."""
    diff = w_tosser - w_foe
    steps = abs(diff) // 100
    return 50 + (5 * steps if diff >= 0 else -5 * steps)


def break_free_chance(w_self: int, w_holder: int, st_self: int, st_holder: int,
                      superhuman: bool) -> int:
    """DS-104: 25% +/- 1% per full 10 Dr of weight difference; superhuman strength: +/- 2%
    per point of ST difference."""
    diff = w_self - w_holder
    steps = abs(diff) // 10
    chance = 25 + (steps if diff >= 0 else -steps)
    if superhuman:
        chance += 2 * (st_self - st_holder)
    return chance


def stand_up(ctx, eid: int) -> bool:
    """DS-103: flat: 1 blow and 1-4 on a d6 to stand; on the knees: 1 blow to rise."""
    st = ctx.state.get(eid, Status)
    if st.kneeling:
        ctx.emit(E.Set(eid, "Status", "kneeling", False, "DS-103"))
        return True
    if st.prone and d6(ctx, "DS-103 stand up")[0] <= 4:
        ctx.emit(E.Set(eid, "Status", "prone", False, "DS-103"))
        return True
    return False


def toss(ctx, tosser: int, foe: int) -> None:
    """DS-103: roll order bash, flat/knees, the tosser's own fall (20%)."""
    state = ctx.state
    v, ph = hook(state, "body_bash_chance", tosser)
    if not check(ctx, tosser, "DS-103", "toss bash", v, ph):
        return
    flat = check(ctx, tosser, "DS-103", "knocked flat",
                 toss_flat_chance(state.get(tosser, Fighter).weight, state.get(foe, Fighter).weight))
    ctx.emit(E.Set(foe, "Status", "prone" if flat else "kneeling", True, "DS-103"))
    if check(ctx, tosser, "DS-103", "tosser falls", 20):
        ctx.emit(E.Set(tosser, "Status", "prone", True, "DS-103"))


def restrain(ctx, eid: int, foe: int) -> None:
    state = ctx.state
    chance = restraint_chance(state.get(eid, Fighter).st, state.get(foe, Fighter).st)
    if check(ctx, eid, "DS-102", "restraint", chance):
        held = sorted(set(state.get(foe, Status).restrained_by) | {eid})
        ctx.emit(E.Set(foe, "Status", "restrained_by", held, "DS-102"))
    ctx.emit(E.Set(eid, "Turn", "restraint_chance", False, "DS-102"))


def break_free(ctx, eid: int) -> None:
    """DS-104: checked against each restrainer separately."""
    state = ctx.state
    limit, _ = hook(state, "superhuman_strength", eid)
    me = state.get(eid, Fighter)
    for holder in list(state.get(eid, Status).restrained_by):
        it = state.get(holder, Fighter)
        sup = me.st > limit or it.st > limit
        if check(ctx, eid, "DS-104", f"break free of {holder}",
                 break_free_chance(me.weight, it.weight, me.st, it.st, sup)):
            rest = [h for h in state.get(eid, Status).restrained_by if h != holder]
            ctx.emit(E.Set(eid, "Status", "restrained_by", rest, "DS-104"))


def pull_rider(ctx, eid: int, horse: int, rider_cards: list[str]) -> None:
    """DS-101: on success the rider is down beside the horse."""
    state = ctx.state
    from .hit import defence
    heavy, _ = hook(state, "heavy_weapon_hit_bonus", eid)
    m = state.try_get(horse, Mount)
    speed_mod, ph = hook(state, "grapple_speed_modifier", eid)
    d = defence(state, horse, [c for c in rider_cards if c in ("ACTIVE SHIELD PARRY",
                                                                "PASSIVE SHIELD PARRY", "WEAPON PARRY")],
                "shield")
    chance = pull_rider_chance(heavy, speed_mod, d.total, "cat" in state.get(eid, Fighter).flags)
    if m is not None and check(ctx, eid, "DS-101", "pull rider", chance, ph):
        ctx.emit(E.Set(horse, "Mount", "riderless", True, "DS-101"))
        ctx.emit(E.Set(horse, "Status", "prone", True, "DS-101"))
