"""Missile fire: WFRP-97 load/aim/fire, WFRP-98 line of sight and range, WFRP-99 to hit,
WFRP-100 location, WFRP-101 damage, WFRP-102 additional damage, WFRP-103 criticals,
WFRP-105 modifiers, WFRP-107 specialist, WFRP-116 loading, WFRP-119 misfires,
WFRP-126 missiles in melee, WFRP-127/128 firing into a melee."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.geometry.plane import distance

from .. import events as E
from ..tables.missiles import BAND_DAMAGE, BAND_MODIFIER, FIREARMS, MISSILES, SITUATION
from . import damage as dmg
from . import geometry as geo
from . import location as loc
from . import terrain
from .blow import wound
from .movement import _crosses, walls
from .weapons import unskilled


def known(weapon: str) -> bool:
    return weapon in MISSILES or weapon in FIREARMS


def needs_loading(state, eid: int) -> bool:
    kit = state.get(eid, Kit)
    from .ranges import load_rounds
    return kit.loaded <= 0 and load_rounds(kit.missile) > 0


def is_gun(weapon: str) -> bool:
    return weapon in FIREARMS


def can_nock(state, eid: int) -> bool:
    """A bow, sling or thrown weapon (loading is part of the shot) may be readied beforehand:
    "no reason why characters shouldn't be allowed to wander around with arrows permanently
    nocked" (WFRP-115)."""
    from .ranges import load_rounds
    kit = state.get(eid, Kit)
    return (known(kit.missile) and load_rounds(kit.missile) <= 0 and kit.loaded <= 0
            and not kit.fouled)


def can_load(state, eid: int) -> bool:
    """WFRP-116/126: load below capacity, never while engaged in melee."""
    from .ranges import capacity, load_rounds
    kit = state.get(eid, Kit)
    if kit.fouled in ("burn_round", "destroyed", "no_ramrod") or load_rounds(kit.missile) <= 0:
        return False
    if kit.fouled == "flash_in_pan":
        return not [x for x in state.get(eid, Fight).foes if state.alive(x)]
    if [x for x in state.get(eid, Fight).foes if state.alive(x)]:
        return False
    return kit.loaded < capacity(kit.missile)


def group_of(state, target: int) -> list[int]:
    """WFRP-99/128: the target's group (itself included), ids ascending."""
    alive = [e for e in state.entities if state.alive(e)]
    near = [e for e in alive if geo.gap(state, e, target) < 40]
    for g in geo.groups(state, near):
        if target in g:
            return g
    return [target]


def line_clear(state, a, b) -> bool:
    """WFRP-98: no shooting through walls."""
    return not any(_crosses(a, b, (w[0], w[1]), (w[2], w[3])) for w in walls(state))


def shot_range(state, shooter: int, target: int) -> float:
    from .ranges import flier_range
    h = distance(geo.pos(state, shooter), geo.pos(state, target))
    zs, zt = state.get(shooter, Fight).z, state.get(target, Fight).z
    return flier_range(h, zs, zt) if (zs or zt) else h


def band_of(state, shooter: int, target: int, halved: bool = False):
    from .ranges import band, shift
    kit = state.get(shooter, Kit)
    b = band(kit.missile, shot_range(state, shooter, target), halved)
    if b is None:
        return None
    name, es = b
    ft, fs = state.get(target, Fight), state.get(shooter, Fight)
    from .ranges import max_range
    if fs.z - ft.z > max_range(kit.missile):
        return None  # WFRP-123: dropped from above its extreme range, it does not hit
    if ft.z > 0:  # WFRP-122/124: every shot at an airborne target moves one band out
        name = shift(name)
        if name is None:
            return None
    return name, es


def can_target(state, shooter: int, target: int) -> bool:
    kit = state.get(shooter, Kit)
    if not known(kit.missile):
        return False
    return band_of(state, shooter, target) is not None and line_clear(
        state, geo.pos(state, shooter), geo.pos(state, target))


def target_number(state, shooter: int, target: int, band: str) -> tuple[int, list[str]]:
    prof, kit = state.get(shooter, Profile), state.get(shooter, Kit)
    bs = 10 if unskilled(kit.missile, prof.skills, state.tables["specialist"]) else prof.BS
    parts = [f"BS {bs}"]
    mod = BAND_MODIFIER[band]
    if mod:
        parts.append(f"{mod:+d} {band} range")
    tp = state.get(target, Profile)
    for cond in ("small", "large"):
        if tp.size == cond:
            mod += SITUATION[cond]
            parts.append(f"{SITUATION[cond]:+d} {cond} target")
    if state.get(shooter, Fight).mount or state.condition(shooter, "moving_mount"):
        mod += SITUATION["moving_mount"]
        parts.append("-10 moving mount (WFRP-105/125)")
    if state.condition(target, "evading"):
        mod += SITUATION["evading"]
        parts.append("-20 evading (WFRP-106)")
    elif state.condition(target, "running"):
        mod += SITUATION["running"]
        parts.append("-10 running")
    cover = terrain.cover(state, shooter, target)  # the stronger only: they do not add up
    if cover:
        mod += SITUATION[f"{cover}_cover"]
        parts.append(f"{SITUATION[f'{cover}_cover']:+d} {cover} cover")
    if kit.missile == "Improvised":
        mod += SITUATION["improvised"]
    if kit.fouled == "reprimed":
        mod -= 10
        parts.append("-10 reprimed after a flash in the pan (WFRP-120)")
    gm = state.condition(shooter, "gm_modifier")
    if gm:  # "the GM may add others" (WFRP-105), the same scenario input as for blows (WFRP-57)
        mod += int(gm)
        parts.append(f"{int(gm):+d} GM's modifier (WFRP-105)")
    return bs + mod, parts


def melee_group(state, target: int) -> list[int]:
    """WFRP-127/128: the others in the target's fighting group (none if it is not in a melee)."""
    if not [x for x in state.get(target, Fight).foes if state.alive(x)]:
        return []
    alive = [e for e in state.entities if state.alive(e)]
    for g in geo.groups(state, alive):
        if target in g:
            return [e for e in g if e != target]
    return []


def missile_damage(ctx, shooter: int, target: int, roll: int, band: str, es, deaths,
                   aimed: str = "", times: int = 1):
    state = ctx.state
    prof, kit = state.get(shooter, Profile), state.get(shooter, Kit)
    ft = state.get(target, Fight)
    if ft.mount and state.alive(ft.mount):
        who = loc.rider_or_mount(ctx.roll("rider_or_mount", 1, 100)[0], "small", "horse")
        if who == "mount":
            target = ft.mount
    if kit.missile in ("Lasso", "Bolas"):  # WFRP-109 default: entangles the struck location
        from affray.kernel.events import ConditionSet
        ctx.emit(ConditionSet(target, "entangled", loc.from_roll(roll, state.tables["locations"])))
        if es == "-":
            return 0
    if es == "F":  # WFRP-109 default: the target burns for D4 rounds, 2D4 W a round
        rounds = ctx.roll("fire_rounds", 1, 4)[0]
        x, y = geo.pos(state, target)
        ctx.emit(E.Set(shooter, "Fight", "fire", [x, y, 3.0, float(rounds)], "WFRP-109"))
        return 0
    if kit.missile == "Bomb":
        return (yield from blast(ctx, shooter, geo.pos(state, target), deaths))
    strength = prof.S if es == "C" else int(es)
    d6 = ctx.roll("damage", 1, 6)[0]
    extra = dmg.additional(ctx, shooter, d6, prof.BS)
    where = aimed or loc.from_roll(roll, state.tables["locations"])
    penalty = 0 if kit.missile in FIREARMS else BAND_DAMAGE[band]  # WFRP-101
    armour = dmg.armour_at(state.get(target, Kit), where)
    caused = times * dmg.caused(d6 + sum(extra), strength, state.get(target, Profile).T, armour,
                                0, penalty)  # WFRP-117: a ramrod left in does 3 x
    wound(ctx, target, shooter, caused, where, deaths, "missile", False)
    return caused
    yield


def blast(ctx, thrower: int, point, deaths):
    """WFRP-109 default: every creature whose base lies within 2 yards of the burst, ES 6,
    ids ascending, each with its own D6 and a location from a d100 reversed."""
    state = ctx.state
    total = 0
    for e in state.entities:
        if state.alive(e) and distance(point, geo.pos(state, e)) - geo.width(state, e) / 2 <= 2.0:
            where = loc.from_roll(ctx.roll("blast_location", 1, 100)[0], state.tables["locations"])
            d6 = ctx.roll("damage", 1, 6)[0]
            caused = dmg.caused(d6, 6, state.get(e, Profile).T, dmg.armour_at(state.get(e, Kit), where))
            wound(ctx, e, thrower, caused, where, deaths, "missile", False)
            total += caused
    return total
    yield
