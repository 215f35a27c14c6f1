"""The combat action (ACKS-57 to ACKS-70) and cleaving (ACKS-147 to ACKS-156): attacks
with the routine and its cleaves, shots, Defend, Ready, standing up, taking cover."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import attack as atk
from ..rules import damage as dmg
from ..rules import geometry as geo
from ..rules import missiles as mis
from ..rules import stats
from ..rules.engagement import engaged
from ..rules.maneuvers import MANEUVERS, maneuver
from ..rules.melee import melee_targets, strike
from ..rules.mounted import after_attack as _after_attack
from ..rules.mounted import riders_of
from ..tables.weapons import MISSILE_CLEAVE_CAP, RANGES, WEAPONS
from .running import hide, hide_option


def after_attack(ctx, a: int) -> None:
    _after_attack(ctx, a, atk.save, atk.hurt, atk.roll_damage)


def missile_targets(state, a: int, interrupt: bool = False) -> list[int]:
    sheet = state.get(a, Sheet)
    if not sheet.missile or state.get(a, Status).ammo <= 0:
        return []
    if sheet.missile in RANGES:  # shot() allows nothing beyond long range (x4 at a formation)
        reach = RANGES[sheet.missile][2] * max(mis.FORMATION_REACH.values()) // 5 + geo.reach(state)
        candidates = sorted(geo.near(state, a, reach))
    else:
        candidates = [t for t in sorted(state.entities) if t != a]
    return [t for t in candidates if mis.shot(state, a, t, sheet.missile, interrupt) is not None]


def cleave_limit(state, a: int, missile: bool) -> int:
    sheet = state.get(a, Sheet)
    if missile:
        limit = stats.cleave_limit(sheet)
        cap = MISSILE_CLEAVE_CAP.get(sheet.missile)
        if cap == "3+str":
            cap = 3 + max(0, sheet.str_mod)
        return max(0, min(limit, cap)) if cap is not None else limit  # ACKS-155
    if sheet.natural:
        return stats.cleave_limit(sheet)
    w = WEAPONS[sheet.weapon]
    return stats.cleave_limit(sheet, w.size, w.types, sheet.magic)


def shoot(ctx, a: int, t: int, interrupt: bool = False) -> bool:
    """One missile attack; returns whether the target dropped."""
    state = ctx.state
    sheet = state.get(a, Sheet)
    mods = mis.shot(state, a, t, sheet.missile, interrupt) or {}
    ctx.emit(E.Set(a, "ammo", state.get(a, Status).ammo - 1, "ACKS-155"))
    if state.get(t, Sheet).formation:  # ACKS-101: the formation is struck at random
        from ..rules import formations
        t = formations.victim(ctx, formations.candidates(state, a, t))
    thrown = bool(WEAPONS[sheet.missile].thrown) if sheet.missile in WEAPONS else False
    hit, _ = atk.throw(ctx, a, t, "missile", mods, atk.effective_ac(state, t, "thrown" if thrown else "missile"))
    if not hit:
        return False
    w = WEAPONS[sheet.missile]
    amount = atk.roll_damage(ctx, w.one or w.two) + mis.missile_damage_bonus(sheet)
    if dmg.str_applies("thrown" if thrown else "missile", sheet.missile):
        amount += sheet.str_mod
    amount = dmg.apply_defences(state.get(t, Sheet), dmg.floor_one(amount), list(w.types), False,
                                ("magic",) * (sheet.missile_magic + sheet.ammo_magic > 0))
    atk.hurt(ctx, t, amount, list(w.types), source=a)
    return atk.out_of_action(state, t)


def step_cleaves(state, a: int, targets: list[int]) -> list[str]:
    """ACKS-149: 5' steps toward a new target in sight, staying engaged by every enemy that
    engages the attacker now (1x1 attackers). None for a rider or passenger: it moves only
    with its mount (ACKS-201)."""
    from affray.kernel.events import Faced  # noqa: F401  (documentation of what follows)
    from affray.kernel.geometry import squares as sq
    from ..rules.movement import walls
    if geo.dims(state.get(a, Sheet)) != (1, 1) or state.get(a, Status).riding:
        return []
    pos = geo.area(state, a)
    engagers = sorted(state.engagement.predecessors(a))
    taken = set(geo.occupied(state, a)) | walls(state)
    out = []
    for s in sq.neighbours((pos.x, pos.y)):
        if s in taken:
            continue
        if not all(sq.touching(geo.area(state, e), s) and sq.faces(geo.area(state, e), geo.facing_of(state, e), s)
                   for e in engagers):
            continue
        for t in sorted(geo.near(state, a, 3)):
            if t in targets or state.side[t] == state.side[a] or not geo.able(state, t):
                continue
            if sq.touching(s, geo.area(state, t)) and geo.arc(state, a, t) != "rear":
                out.append(f"step:{s[0]},{s[1]}:{t}")
    return out


def cleave(ctx, a: int, missile: bool, band: str | None = None, kind: str = "melee",
           attack_index: int = 0):
    """ACKS-147: after a drop, another attack with the same weapon while cleaves remain.
    ACKS-149/150: a melee cleave may follow a 5' step, and only with it do a charge's or
    countercharge's +2 and impact carry on. ACKS-151: after a set, impact only against
    chargers. ACKS-153/156: with no target left, a cleave may go to Defend or Ready."""
    from affray.kernel.events import Faced, Moved
    state = ctx.state
    while True:
        st = state.get(a, Status)
        if st.cleaves >= cleave_limit(state, a, missile) or not geo.able(state, a):
            return
        if missile:
            targets = [t for t in missile_targets(state, a)
                       if band is None or mis.band(state.get(a, Sheet).missile, geo.distance_ft(state, a, t)) == band]
            steps = []
        else:
            targets = melee_targets(state, a)
            steps = step_cleaves(state, a, targets)
        opts = [f"cleave:{t}" for t in targets] + steps
        if not targets:
            opts += ["defend", "ready"]
            if missile:  # ACKS-156: or "drop prone, hide"
                opts += [] if state.condition(a, "prone") else ["prone"]
                opts += hide_option(state, a)
        choice = yield from ctx.decide(a, "cleave", ListOptions(["stop"] + opts))
        if choice == "stop":
            return
        ctx.emit(E.Set(a, "cleaves", st.cleaves + 1, "ACKS-148"))
        if choice == "defend":
            ctx.emit(E.Set(a, "defending", True, "ACKS-153"))
            if st.disordered:
                ctx.emit(E.Set(a, "disordered", False, "ACKS-153"))
            return
        if choice == "ready":
            ctx.emit(E.Set(a, "readied", True, "ACKS-153"))
            return
        if choice == "prone":
            ctx.emit(ConditionSet(a, "prone", 1))
            return
        if choice == "hide":
            hide(ctx, a)
            return
        parts = choice.split(":")
        t = int(parts[-1])
        if parts[0] == "step":
            x, y = (int(v) for v in parts[1].split(","))
            aboard = [a] + riders_of(state, a)  # ACKS-201: everyone aboard moves with it
            for who in aboard:
                ctx.emit(Moved(who, x, y))
            want = geo.turn_toward(state, a, t)
            for who in aboard:
                if want != geo.facing_of(state, who):
                    ctx.emit(Faced(who, want))
        elif kind in ("charge", "countercharge"):
            kind = "melee"  # ACKS-150: a cleave without a step ends the bonus
        if kind == "set" and not state.get(t, Status).charged:
            kind = "melee"  # ACKS-151
        if missile:
            dropped = shoot(ctx, a, t)
            yield from fall_back(ctx, a)
        else:
            dropped = strike(ctx, a, t, kind, attack_index=attack_index,
                             impact_ok=kind in ("charge", "countercharge", "set"))[1]
            after_attack(ctx, a)
        if not dropped:
            return


def fall_back_squares(state, a: int) -> list[tuple[int, int]]:
    """ACKS-155 Default (option `missile_cleave_away`): the squares 5' away that take the
    shooter farther from the nearest enemy it can see and nearer to none of them (`every`),
    or only farther from the nearest (`nearest`); none while engaged (leaving is a withdrawal),
    for a rider (its mount moves it) or a mount carrying riders."""
    from affray.kernel.geometry import squares as sq
    from ..rules.movement import reachable
    if engaged(state, a) or state.get(a, Status).riding or riders_of(state, a):
        return []
    seen = [t for t in sorted(geo.near(state, a, 40)) if state.side[t] != state.side[a]
            and geo.able(state, t) and mis.can_see(state, a, t)]
    if not seen:
        return []
    now = {t: geo.distance_ft(state, a, t) for t in seen}
    only_nearest = state.options.get("missile_cleave_away") == "nearest"
    out = []
    for s in sorted(reachable(state, a, 5)):
        then = {t: sq.footprint_distance_feet(geo.area(state, a, s), geo.area(state, t)) for t in seen}
        if (only_nearest or all(then[t] >= now[t] for t in seen)) and min(then.values()) > min(now.values()):
            out.append(s)
    return out


def fall_back(ctx, a: int):
    """ACKS-155: after each missile cleave attack, the shooter may move 5' away from visible
    enemies (a Moved without turning; the move spends no movement)."""
    from affray.kernel.events import Moved
    opts = fall_back_squares(ctx.state, a)
    if not opts:
        return
    choice = yield from ctx.decide(a, "cleave_move", ListOptions(["stay"] + [f"back:{x},{y}" for x, y in opts]))
    if choice != "stay":
        x, y = (int(v) for v in choice[5:].split(","))
        ctx.emit(Moved(a, x, y))


def routine(ctx, a: int, t: int, kind: str = "melee", impact_ok: bool = False):
    """ACKS-84: every attack of the routine; each attack's cleaves come before the next."""
    state = ctx.state
    sheet = state.get(a, Sheet)
    n = max(1, len(sheet.natural)) if sheet.natural else 1
    dropped = False
    for i in range(n):
        if not geo.able(state, a):
            return
        # a new target only once the last one dropped (a target cowering or asleep from
        # before is struck as chosen: no choice asked that nobody makes)
        if not geo.able(state, t) or dropped:
            targets = melee_targets(state, a)
            if not targets:
                return
            t = yield from ctx.decide(a, "target", ListOptions(targets))
        elif i:  # ACKS-84: each attack of a sequence at any foe in reach, the last one first
            others = [o for o in melee_targets(state, a) if o != t]
            if others:
                t = yield from ctx.decide(a, "next_target", ListOptions([t] + others))
        _, dropped = strike(ctx, a, t, kind, attack_index=i, impact_ok=impact_ok)
        after_attack(ctx, a)
        if dropped:
            yield from cleave(ctx, a, False, None, kind if impact_ok or kind != "melee" else "melee", i)


def combat_options(state, a: int, stayed: bool) -> list[str]:
    sheet, st = state.get(a, Sheet), state.get(a, Status)
    from ..rules import conditions as cond
    out = ["none"]
    if not st.charged:
        out.append("defend")
        out += [f"defend:{g}" for g in atk.guardable(state, a)]
    out.append("ready")
    if state.condition(a, "prone"):
        out.append("stand")
    elif not state.condition(a, "prone"):
        out.append("cover")
    from ..rules.mounted import may_attack_now
    from .escape import escape_options
    out += escape_options(state, a)  # ACKS-61: escaping is allowed to the held
    from .pursuit import drop_options
    out += drop_options(state, a)  # ACKS-199
    from .potions import potion_options
    out += potion_options(state, a)  # ACKS-57
    if not cond.can(state, a, "attack"):
        return out
    from .riding import calm_targets, mount_targets
    from .surrender import terms_targets
    out += [f"calm:{m}" for m in calm_targets(state, a)]
    out += [f"mount:{m}" for m in mount_targets(state, a, "attack")]
    out += [f"terms:{t}" for t in terms_targets(state, a)]
    from .hasty import combat_options as hasty_options
    out += hasty_options(state, a)
    if not may_attack_now(state, a):
        return out
    targets = melee_targets(state, a)
    out += [f"attack:{t}" for t in targets]
    for t in targets:
        out += [f"{m}:{t}" for m in MANEUVERS if maneuver(m).legal(state, a, t)]
    from .brawl import brawl_options
    out += brawl_options(state, a, targets)  # ACKS-171
    if len([t for t in targets if state.engagement.has_edge(a, t)]) >= 2:
        out.append("sweep")
    if stayed and not engaged(state, a) and not st.riding:
        out += [f"step:{t}" for t in step_targets(state, a)]
    out += [f"shoot:{t}" for t in missile_targets(state, a)]
    from .unlit import options as flask_options
    out += flask_options(state, a)  # ACKS-102 to ACKS-111
    from .vehicles import melee_only
    out = melee_only(state, a, out)  # ACKS-212
    from .treatment import treatable
    potion = state.get(a, Status).potions_used < state.get(a, Sheet).cure_potions
    out += [f"treat:{t}{p}" for t in treatable(state, a) for p in ("", ":potion")[:1 + potion]]
    return out


def step_targets(state, a: int) -> list[int]:
    """ACKS-58: a stationary, unengaged attacker may step 5' toward an enemy to engage it."""
    from ..rules.movement import reachable
    out = []
    sq5 = reachable(state, a, 5)
    for t in geo.near(state, a, 3):
        if state.side[t] == state.side[a] or not geo.able(state, t) or geo.within5(state, a, t):
            continue
        if any(_touches(state, a, s, t) for s in sq5):
            out.append(t)
    return sorted(out)


def _touches(state, a: int, at, t: int) -> bool:
    from affray.kernel.geometry import squares as sq
    return sq.touching(geo.area(state, a, at), geo.area(state, t))


def step_squares(state, a: int, t: int) -> list:
    """ACKS-58: the squares 5' away from which `a` reaches `t`."""
    from ..rules.movement import reachable
    return sorted(s for s in reachable(state, a, 5) if _touches(state, a, s, t))
