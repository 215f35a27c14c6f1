"""One hand-to-hand blow through the whole sequence (WFRP-53) in the dice order of WFRP-03:
attack d100 (WFRP-47) or automatic hit (WFRP-58), fumble (WFRP-83), rider or mount
(WFRP-88), parry (WFRP-59), damage D6 (WFRP-48), additional damage (WFRP-82), location
(WFRP-49/54/92/93), stun (WFRP-84 to WFRP-87), wounds (WFRP-51) and critical (WFRP-52)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel import percentile

from .. import events as E
from . import damage as dmg
from . import geometry as geo
from . import location as loc
from .checks import check
from .critical import apply_critical, critical_value, fumble
from .parry import parry
from .tohit import is_unarmed, static, target_number, weapon_mods, wielded


class Deaths:
    """Deaths held back until a batch of simultaneous blows has struck (WFRP-13), and the
    forced flights whose free blows are owed straight after the causing blow (WFRP-75)."""

    def __init__(self):
        self.pending: list[int] = []
        self.forced: list[int] = []

    def add(self, eid: int) -> None:
        if eid not in self.pending:
            self.pending.append(eid)


def choose_location(ctx, attacker: int, target: int, roll: int | None, aimed: str, stun: bool):
    """WFRP-49 reversed digits, or the aimed / chosen / stun location; then the splits."""
    state = ctx.state
    prof_t = state.get(target, Profile)
    from_rear = geo.arc(state, target, attacker) == "rear"
    if stun:
        where = "head"
    elif aimed:
        where = aimed
    elif roll is None:
        where = "body"  # WFRP-58: the attacker's choice; the default aims at the body
    elif prof_t.shape == "octopus":
        return loc.octopus(ctx.roll("octopus", 1, 10)[0])
    elif prof_t.shape == "snake":
        return loc.snake(ctx.roll("snake", 1, 4)[0])
    else:
        where = loc.from_roll(roll, state.tables["locations"])
    prof_a = state.get(attacker, Profile)
    if prof_t.height - prof_a.height >= 10 and not aimed and not stun:
        arm = "left_arm" if prof_t.left_handed else "right_arm"  # WFRP-56: as the player stated
        while not loc.reachable(where, prof_t.bite, arm):  # WFRP-93
            where = loc.straight(ctx.roll("tall_reroll", 1, 100)[0], state.tables["locations"])
    where = loc.tail(where, from_rear, prof_t.tail)
    if prof_t.shape == "quadruped":
        return loc.quadruped(where)
    d100 = None
    if loc.needs_split_die(prof_t.shape, where, from_rear):
        d100 = ctx.roll("location_split", 1, 100)[0]
    pick = 1
    heads = prof_t.heads
    if (where == "head" and heads > 1) or (prof_t.shape == "hydra" and d100 is not None
                                          and d100 <= (10 if from_rear else 90)):
        pick = ctx.roll("which_head", 1, max(1, heads))[0]
    return loc.split(prof_t.shape, where, from_rear, d100, heads, pick)


def strike(ctx, attacker: int, target: int, deaths: Deaths, *, free: bool = False,
           aimed: str = "", stun: bool = False, offhand: bool = False):
    """Generator: one blow. Returns the damage caused (0 on a miss)."""
    state = ctx.state
    fa = state.get(attacker, Fight)
    unarmed = is_unarmed(state, attacker)
    stun = stun or unarmed  # WFRP-65: every unarmed blow is a stun attempt
    chance, parts = target_number(state, attacker, target, free=free, aimed=aimed, stun=stun,
                                  offhand=offhand)
    if fa.charged and not fa.charge_blow_done:
        ctx.emit(E.Set(attacker, "Fight", "charge_blow_done", True, "WFRP-15"))
    auto = static(state, target)
    roll = None if auto else ctx.roll("attack", 1, 100)[0]
    hit = auto or percentile.success(roll, chance)
    rule = "WFRP-58" if auto else "WFRP-47"
    ctx.emit(E.Blow(attacker, target, chance, roll or 0, hit, rule, "free" if free else "melee", aimed))
    if not hit:
        if percentile.is_double(roll):
            fumble(ctx, attacker, roll, wielded(state, attacker))
        return 0
    ft = state.get(target, Fight)
    if ft.mount and state.alive(ft.mount):  # WFRP-88: rider or mount
        mount_prof = state.get(ft.mount, Profile)
        who = loc.rider_or_mount(ctx.roll("rider_or_mount", 1, 100)[0],
                                 loc.attacker_class(state.get(attacker, Profile).height, bool(fa.mount)),
                                 "larger" if mount_prof.height > 8 else "horse",
                                 mount_attacking=bool(state.get(attacker, Fight).rider))
        if who == "mount":
            target = ft.mount
    parried = yield from parry(ctx, target, attacker, free)
    d6 = ctx.roll("damage", 1, 6)[0]
    prof_a, prof_t = state.get(attacker, Profile), state.get(target, Profile)
    extra = dmg.additional(ctx, attacker, d6, 10 if "unskilled" in " ".join(parts) else prof_a.WS)
    where = choose_location(ctx, attacker, target, None if auto else roll, aimed, stun)
    mod = -3 if unarmed else 0
    if state.options["use_weapon_modifiers"] and wielded(state, attacker):
        mod += weapon_mods(state, attacker, target).damage
    kit_t = state.get(target, Kit)
    armour = dmg.armour_at(kit_t, where, unarmed=unarmed, shield_counts=not free)
    caused = dmg.caused(d6 + sum(extra), prof_a.S, prof_t.T, armour, parried, mod)
    counts = True
    if stun:
        first = d6 + prof_a.S + mod - prof_t.T - armour
        lost = dmg.stun_wounds(first, caused)
        yield from stun_roll(ctx, attacker, target, first, auto)
        caused = lost
    elif auto:
        caused *= 2  # WFRP-58: doubled after T and armour
    wound(ctx, target, attacker, caused, where, deaths, "melee", counts)
    return caused


def stun_chance(first: int, skill: bool, static_target: bool) -> int:
    """WFRP-86: 5 x max(0, first), then +20 for the skill, then x2 for a static victim."""
    chance = 5 * max(0, first) + (20 if skill else 0)
    return chance * 2 if static_target else chance


def stun_roll(ctx, attacker: int, target: int, first: int, static_target: bool):
    """WFRP-86/87: 5 x first result, +20 Strike to Stun, x2 static; (10 - T) D10 minutes."""
    state = ctx.state
    chance = stun_chance(first, "Strike to Stun" in state.get(attacker, Profile).skills, static_target)
    if chance <= 0:
        return
    if not check(ctx, target, "WFRP-86", "stun", chance, "stun"):
        return
    n = 10 - state.get(target, Profile).T
    if n <= 0:
        return
    minutes = sum(ctx.roll("stun_minutes", n, 10))
    ctx.emit(E.Note(target, "WFRP-87", f"stunned for {minutes} minutes"))
    ctx.emit(E.Set(target, "Fight", "stunned", minutes * 6, "WFRP-87"))  # 10-second rounds
    return
    yield


def wound(ctx, target: int, attacker: int, caused: int, where: str, deaths: Deaths,
          kind: str, counts: bool) -> None:
    """WFRP-51/52: W comes off (never below 0); anything beyond is a critical."""
    f = ctx.state.get(target, Fight)
    left = max(0, f.wounds - caused)
    crit = critical_value(f.wounds, caused) if caused else 0
    ctx.emit(E.Hurt(target, attacker, caused, left, where, counts and kind != "missile"))
    if crit:
        effect = apply_critical(ctx, target, where, crit, kind)
        if effect == "death":
            deaths.add(target)
        elif effect.startswith("flee") and not f.fleeing:
            force_flight(ctx, target, effect, deaths)


def force_flight(ctx, eid: int, effect: str, deaths: Deaths) -> None:
    """WFRP-73: a forced fleer counts as fleeing from the moment the result is rolled (no more
    blows or parries), and moves off in its own turn next round at the chart's rate."""
    rate = effect.partition(":")[2] or "running"
    ctx.emit(E.Set(eid, "Fight", "fleeing", True, "WFRP-73"))
    ctx.emit(E.Set(eid, "Fight", "flight", rate, "WFRP-73"))
    if eid not in deaths.forced:
        deaths.forced.append(eid)
