"""Making an attack (ACKS-78 to ACKS-91, ACKS-98, ACKS-125 to ACKS-127): the attack throw
with every named modifier, damage with its types, and what damage does next (readiness and
spells lost, falling at 0 hp)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status

from affray.kernel.geometry import squares as sq

from .. import events as E
from ..tables.weapons import WEAPONS
from . import conditions as cond
from . import damage as dmg
from . import geometry as geo
from . import stats, throws, wounds

MANEUVER_PENALTY = {"disarm": -4, "forceback": -4, "incapacitate": -4, "knockdown": -4,
                    "overrun": -4, "wrestle": -4, "clamber": -4, "kick": -2,
                    "sunder_polearm": -4, "sunder": -6, "sunder_shield": -6}


def effective_ac(state, t: int, vs: str = "melee", ignore_armor: bool = False) -> int:
    """AC with disorder (-2: ACKS-39/45/47/72) and self-Defend (ACKS-60)."""
    sheet, st = state.get(t, Sheet), state.get(t, Status)
    ac = sheet.ac - (sheet.armor_ac if ignore_armor else 0)
    if st.disordered:
        ac -= 2
    if sheet.shield and state.condition(t, "shield_broken"):
        ac -= 1  # ACKS-180: the shield's +1 is gone
    sides: dict[str, int] = {}
    if st.defending:
        sides["front"] = defend_bonus(vs, has_shield(state, t))  # ACKS-60 Default: self = front
    for g in geo.near(state, t, 2):
        if state.get(g, Status).guarding == t and geo.able(state, g):
            where = sq.side(geo.area(state, t), geo.facing_of(state, t), geo.centre(state, g)) or "front"
            bonus = defend_bonus(vs, has_shield(state, g))
            sides[where] = max(sides.get(where, 0), bonus)  # two from one side do not stack
    return ac + sum(sides.values())


def guardable(state, d: int) -> list[int]:
    """ACKS-60: adjacent allies to the defender's rear or off-hand (left, or right if
    left-handed) flank."""
    off = "right" if "left_handed" in state.get(d, Sheet).profs else "left"
    out = []
    for a in sorted(geo.near(state, d, 2)):
        if state.side[a] != state.side[d] or not geo.able(state, a) or not geo.within5(state, d, a):
            continue
        where = sq.side(geo.area(state, d), geo.facing_of(state, d), geo.centre(state, a))
        if where in ("rear", off):
            out.append(a)
    return out


def has_shield(state, e: int) -> bool:
    """A shield on its sheet, not broken by a sunder (ACKS-180)."""
    return state.get(e, Sheet).shield and not state.condition(e, "shield_broken")


def defend_bonus(vs: str, shield: bool) -> int:
    """ACKS-60: no shield +2 vs melee; shield +4 vs non-thrown missiles, +2 vs melee/thrown."""
    if not shield:
        return 2 if vs == "melee" else 0
    return 4 if vs == "missile" else 2


def positional(position: str, subjacent: bool) -> dict[str, int]:
    """ACKS-85: flank +2, rear (vulnerable) +2, not together; subjacent +1 stacks."""
    out = {}
    if position in ("flank", "rear"):
        out["flanked" if position == "flank" else "vulnerable"] = 2
    if subjacent:
        out["subjacent"] = 1
    return out


def melee_modifiers(state, a: int, t: int, kind: str = "melee", maneuver: str = "") -> dict[str, int]:
    sheet = state.get(a, Sheet)
    mods: dict[str, int] = {}
    if sheet.str_mod:
        mods["str"] = sheet.str_mod
    if sheet.magic:
        mods["magic"] = sheet.magic
    if sheet.offhand and not sheet.natural:
        mods["dual_weapon"] = 2 if "dual_weapon_spec" in sheet.profs else 1  # ACKS-91
        if sheet.offhand_magic:
            mods["offhand_magic"] = sheet.offhand_magic
    if kind in ("charge", "countercharge"):
        mods[kind] = 2
    pos = geo.attack_position(state, a, t)
    if cond.flag(state, t, "vulnerable") and pos != "rear":
        pos = "rear"
    elev = state.condition(a, "elevation", 0) > state.condition(t, "elevation", 0)
    rider = state.get(a, Status).riding
    if rider and any(("riding" in sheet.profs, "mounted_combat" in sheet.profs)):
        from .mounted import subjacent_from_saddle
        tm = state.get(t, Status).riding
        elev = elev or subjacent_from_saddle(True, state.get(rider, Sheet).size, state.get(t, Sheet).size,
                                             state.get(tm, Sheet).size if tm else None)  # ACKS-207
    mods.update(positional(pos, elev))
    c = cond.number(state, a, "attack") + cond.number(state, a, "attack_melee")
    if c:
        mods["conditions"] = c
    against = cond.number(state, t, "against_melee")
    if against:
        mods["target_conditions"] = against
    if maneuver:
        mods["maneuver"] = MANEUVER_PENALTY.get(maneuver, 0)
    np = stats.attack_value_modifier(sheet)
    if np:
        mods["non_proficient"] = np
    for p in sheet.profs:
        if p.startswith("slayer:") and p[7:] in state.get(t, Sheet).profs + [state.get(t, Sheet).kind]:
            mods["slaying"] = 2  # ACKS-90 Default: Goblin-Slaying +2
    return mods


def bounced(total: int, needed: int, armor_ac: int, text: bool = False) -> bool:
    """ACKS-80: a miss that would have hit the target without its armor (the example);
    `text` (option bounce_rule = text): missed by strictly less than the armor AC."""
    return total > needed - armor_ac if text else total >= needed - armor_ac


def throw(ctx, a: int, t: int, kind: str, mods: dict[str, int], ac: int) -> tuple[bool, int]:
    """ACKS-78/79: 1d20 + modifiers against attack value + AC."""
    state = ctx.state
    value = stats.attack_value(state.get(a, Sheet))
    needed = value + ac
    die = ctx.roll("attack", 1, 20)[0]
    total = die + sum(mods.values())
    hit = throws.succeeds(die, total, needed)
    note = ",".join(f"{k}{v:+d}" for k, v in sorted(mods.items()))
    if not hit:
        armor = state.get(t, Sheet).armor_ac
        text = state.options.get("bounce_rule") == "text"
        note = ("bounced" if die != 1 and bounced(total, needed, armor, text) else "clean") + (
            ";" + note if note else "")
    ctx.emit(E.Throw(a, t, kind, die, total, needed, hit, note))
    return hit, die


def roll_damage(ctx, die: str, purpose: str = "damage") -> int:
    n, s, bonus = dmg.parse(die)
    return sum(ctx.roll(purpose, n, s)) + bonus


def weapon_of(state, a: int, attack_index: int = 0) -> tuple[str, list[str], bool]:
    """(damage die, types, impact weapon?) of the attacker's melee attack."""
    sheet = state.get(a, Sheet)
    if sheet.natural:
        die = sheet.natural[attack_index % len(sheet.natural)]
        return die, list(sheet.natural_types), "impact" in sheet.profs
    w = WEAPONS[sheet.weapon]
    return dmg.weapon_die(sheet), list(w.types), w.impact


def hurt(ctx, t: int, amount: int, types: list[str], nonlethal: bool = False,
         extraordinary: bool = False, source: int = 0, rule: str = "") -> None:
    """Apply damage and what follows it: readiness lost (ACKS-23/73), a declared spell
    disrupted (ACKS-38/166), and falling at 0 hp (ACKS-135/136)."""
    state = ctx.state
    if amount <= 0 or not state.alive(t):
        return
    ctx.emit(E.Hurt(t, amount, sorted(types), nonlethal, extraordinary, source))
    st = state.get(t, Status)
    lose_readiness(ctx, t)
    if st.declared.startswith("cast:") and st.segment in ("pending", "delayed") and not st.spell_lost:
        ctx.emit(E.Set(t, "spell_lost", True, "ACKS-166"))
    from .mounted import after_damage
    after_damage(ctx, t, save, hurt, roll_damage)
    if st.hp <= 0 and not state.condition(t, "unconscious"):
        sheet = state.get(t, Sheet)
        felled_by = types[0] if types else ""
        if felled_by in ("piercing", "slashing") and source and state.get(source, Sheet).natural:
            felled_by = "savage"  # ACKS-137: "damage dealt by natural weapons"
        if state.get(t, Status).hp <= 0 and "bed_rest" in [k for k in cond.active(state, t)]:
            ctx.emit(E.Fell(t, "slain", felled_by))  # ACKS-143
        else:
            ctx.emit(E.Fell(t, wounds.at_zero(sheet.kind), felled_by))


def lose_readiness(ctx, eid: int) -> None:
    """ACKS-23/73: damage, a failed save or an involuntary move ends readiness, and the
    first-round interrupt (ACKS-21/22) for the rest of the round."""
    st = ctx.state.get(eid, Status)
    if st.readied:
        ctx.emit(E.Set(eid, "readied", False, "ACKS-23"))
    if st.unready_round != ctx.state.round:
        ctx.emit(E.Set(eid, "unready_round", ctx.state.round, "ACKS-23"))


def out_of_action(state, t: int) -> bool:
    """ACKS-147 Default: 0 hp or less, destroyed, or an out-of-action condition."""
    if not state.alive(t):
        return True
    from ..tables.conditions import OUT_OF_ACTION
    return state.get(t, Status).hp <= 0 or any(state.condition(t, c) for c in OUT_OF_ACTION)


def save(ctx, eid: int, category: str, mod: int = 0, why: str = "") -> bool:
    """ACKS-157: 1d20 + modifiers (faltering -2 vs the enemy: ACKS-196); failing loses
    readiness and a declared spell (ACKS-23, ACKS-166)."""
    state = ctx.state
    sheet = state.get(eid, Sheet)
    mod += sheet.wil_mod if category == "spells" else 0
    mod += cond.number(state, eid, "save")
    needed = stats.save_target(sheet, category)
    die = ctx.roll("save", 1, 20)[0]
    ok = throws.succeeds(die, die + mod, needed)
    ctx.emit(E.Saved(eid, category, die, die + mod, needed, ok, why))
    if not ok:
        st = state.get(eid, Status)
        lose_readiness(ctx, eid)
        if st.declared.startswith("cast:") and st.segment in ("pending", "delayed"):
            ctx.emit(E.Set(eid, "spell_lost", True, "ACKS-166"))
    return ok
