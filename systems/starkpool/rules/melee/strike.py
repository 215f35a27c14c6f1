"""One melee blow: the to-hit number, the roll, damage and its consequences (section 3.5.3).

SP-79  d20 + modifiers >= the Men Attacking Melee number (weapon vs AC); monsters fighting
       with natural weapons use the Monsters Attacking table.
SP-80/SP-81  class, level and HD modifiers.
SP-84  a magic weapon +N to hit and damage; a damaged weapon -1 (SP-144).
SP-86..SP-88  charge +1/+1, lance x2, set weapons x2 against chargers.
SP-90  the order of damage modifiers (damage.final_damage).
SP-104/SP-105/SP-107  flank +1, rear +2 (back stab +4 and x2..x4), shield ignored.
SP-106 a figure who survives a rear attack checks morale at once; on a failure he tries to
       escape at once, and if that fails he flees after the blows.
SP-108 no counter-blow at the figure who rear-attacked you this round.
SP-109 each parry declared against the attacker: -3 on his next roll.
SP-110 a shield parry takes 1d6 off the first hit of that attacker (not flank or rear);
       a 6 (5-6 for wood) destroys the shield; at 0 damage any special effect is stopped.
SP-117 prone attacker -4; prone target +2 (+4 spear, dagger, sword; a dagger does 3d4).
SP-118/SP-119 mounted against foot, and height.
SP-143..SP-145 natural 20 and 1.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Fights, Gear, Steed, Turn
from affray.kernel.events import ConditionSet

from ...events import Acted, AttackSpent, Blow, GearChanged
from ...tables.hit_dice import band, parse_hd
from ...tables.matrices import Lookup, men_number, monster_number, worst_melee_number
from ...tables.melee_modifiers import (INVISIBLE_PENALTY, arc_bonus, backstab_multiplier,
                                       height_modifier, ignores_shield, mounted_modifier,
                                       parry_penalty, prone_modifier)
from ...tables.missile_modifiers import dex_modifier
from .. import figures as F
from ..damage import critical_damage, final_damage, parse_dice, roll_damage
from ..fumbles import attack_hits, fumble
from ..missile.shooting import Hit
from ..morale import casualties
from ..morale.triggers import check_figure
from ..movement.charge import charge_effect, set_weapon_multiplier
from ..stunts import STUNT_AC
from .escape import escape_attempt
from .maneuvers import maneuver_effect
from .targets import attack_arc

__all__ = ["Exchange", "melee_number", "strike", "natural_attack", "mount_strike",
           "rear_attack_morale", "MANEUVERS"]

MANEUVERS = ("disarm", "hook", "split", "unhorse", "knock_down")


class Exchange:
    """What the exchange remembers between blows: parries, shield parries, who struck whom,
    the first striker of each pair, the slot of each figure's natural attacks."""

    def __init__(self):
        self.parries: dict[tuple[int, int], int] = {}
        self.shield_parries: set[tuple[int, int]] = set()
        self.struck: dict[int, set[int]] = {}
        self.first: dict[tuple[int, int], int] = {}
        self.blows: dict[int, int] = {}
        self.escaped: set[int] = set()
        self.queue: list[tuple] = []    # the exchange's blows in order (phases/melee._order)
        self.done: set[int] = set()     # places in the queue struck early (SP-94)
        self.on: dict[int, set] = {}    # who declared attacks at whom


def natural_attack(state, eid: int, n: int) -> list[str]:
    """The n-th natural attack [name, damage] (cycling through the listed ones)."""
    attacks = state.get(eid, Combatant).natural
    return attacks[n % len(attacks)]


def melee_number(state, a: int, t: int, arc: str = "front", action: str = "attack",
                 parries: int = 0) -> tuple[Lookup, int]:
    """The table number (with any AC penalty) and the total roll modifier of a blow."""
    c = state.get(a, Combatant)
    g = state.get(a, Gear)
    stunt = action in MANEUVERS
    ac = STUNT_AC if stunt else F.ac(state, t, ignore_shield=ignores_shield(arc))
    w = F.weapon(state, a)
    if w is None:                                           # natural weapons: T1
        look = monster_number(state.tables["monsters_attacking"], band(F.hd(state, a)), ac)
        mod = 0
    else:
        line = "grapple" if action == "grapple" else w["line"]
        look = (worst_melee_number(state.tables["men_melee"], ac) if line == "worst"
                else men_number(state.tables["men_melee"], line, ac))
        mod = F.to_hit_bonus(state, a)
    tags = w["tags"] if w else []
    turn = state.get(a, Turn)
    scout = c.kind in ("scout", "delver")
    mod += arc_bonus(arc, backstab=scout and arc == "rear", table=state.tables["backstab"])
    mod += charge_effect(turn.charged, turn.moved, F.rate(state, a), F.mounted(state, a),
                         "lance" in tags, state.options["lance_charge_min"],
                         state.tables["charge"]).to_hit
    mod += parry_penalty(parries)
    mod += prone_modifier(bool(F.cond(state, a, "prone")), bool(F.cond(state, t, "prone")), tags)
    first_round = _first_round(state, a, t)
    mm = mounted_modifier(F.mounted(state, a), F.mounted(state, t), first_round, tags)
    mod += (mm or 0) + height_modifier(c.elevation, state.get(t, Combatant).elevation, mm)
    if w is not None:
        mod += g.weapon_magic - (1 if g.weapon_damaged else 0)
    mod += dex_modifier(c.dex, "melee", state.tables["dexterity"])
    if F.cond(state, t, "invisible") or F.cond(state, t, "hidden"):
        mod += INVISIBLE_PENALTY
    return look, mod


def _first_round(state, a: int, t: int) -> bool:
    for p in state.get(a, Fights).pairs:
        if p.foe == t:
            return p.exchanges == 0
    return True


def _damage(ctx, a: int, t: int, natural: int, slot: int, arc: str) -> int:
    """SP-83, SP-86..SP-88, SP-90, SP-107, SP-117, SP-143."""
    state = ctx.state
    w = F.weapon(state, a)
    g = state.get(a, Gear)
    if w is None:
        expr = natural_attack(state, a, slot)[1]
    elif F.cond(state, t, "prone") and w.get("prone_damage"):
        expr = w["prone_damage"]
    else:
        expr = w["damage"]
    base = critical_damage(parse_dice(expr)) if natural == 20 else roll_damage(ctx, "damage", expr)
    turn = state.get(a, Turn)
    tags = w["tags"] if w else []
    eff = charge_effect(turn.charged, turn.moved, F.rate(state, a), F.mounted(state, a),
                        "lance" in tags, state.options["lance_charge_min"], state.tables["charge"])
    flat = eff.damage
    if w is not None:
        flat += g.weapon_magic - (1 if g.weapon_damaged else 0)
    mults = [eff.multiplier, set_weapon_multiplier(state.get(t, Turn).charged, tags)]
    c = state.get(a, Combatant)
    if arc == "rear" and c.kind in ("scout", "delver"):
        mults.append(backstab_multiplier(c.level, state.tables["backstab"]))
    return final_damage(base, flat, mults)


def _shield_parry(ctx, a: int, t: int, arc: str, amount: int, ex: Exchange) -> int:
    """SP-110: returns the points the shield takes off (and breaks it on a 6, or 5-6)."""
    state = ctx.state
    if (t, a) not in ex.shield_parries or ignores_shield(arc) or not state.get(t, Gear).shield:
        return 0
    ex.shield_parries.discard((t, a))
    die = ctx.roll("shield_parry", 1, 6)[0]
    g = state.get(t, Gear)
    if die >= (5 if g.shield_wooden else 6):
        ctx.emit(GearChanged(t, "shield_lost", "shield"))
    return die


def strike(ctx, a: int, t: int, action: str, arc: str, ex: Exchange, slot: int = 0):
    """Resolve one blow (a generator: the rear-attack chain may ask where to escape);
    returns whether it hit."""
    state = ctx.state
    key = (t, a)
    parries = min(1, ex.parries.get(key, 0))
    if parries:
        ex.parries[key] -= 1
    look, mod = melee_number(state, a, t, arc, action, parries)
    natural = ctx.roll("melee", 1, 20)[0]
    hit = attack_hits(natural, natural + mod - look.penalty, look.number,
                      state.options["natural_20_hits"], state.options["natural_1_misses"])
    ctx.emit(Blow(a, t, action, natural, look.needed(mod), hit, arc))
    ex.struck.setdefault(a, set()).add(t)
    for flag in ("invisible", "hidden"):
        if F.cond(state, a, flag):
            ctx.emit(ConditionSet(a, flag, 0))
    if F.cond(state, a, "rear_next") == t:
        ctx.emit(ConditionSet(a, "rear_next", 0))
    if natural == 1:
        fumble(ctx, a)
    if hit:
        if action in ("attack", "flee_attack"):
            amount = _damage(ctx, a, t, natural, slot, arc)
            amount = final_damage(amount, parry=_shield_parry(ctx, a, t, arc, amount, ex))
            casualties.apply(ctx, [Hit(t, amount, a, "melee")])
            special = natural_attack(state, a, slot)[2:] if F.natural(state, a) else []
            if special and amount > 0 and F.present(state, t):      # SP-58, SP-110
                ctx.emit(ConditionSet(t, special[0], F.cond(state, t, special[0]) + 1))
        elif action in MANEUVERS:
            yield from maneuver_effect(ctx, a, t, action)
    if arc == "rear" and action != "grapple" and F.present(state, t):
        ctx.emit(Acted(t, "no_counter", a))                  # SP-108
        if action != "flee_attack":
            yield from rear_attack_morale(ctx, t, ex)
    return hit


def rear_attack_morale(ctx, t: int, ex: Exchange):
    """SP-106: morale at once; a failure forces an escape attempt (SP-94: an enemy who would
    have struck first gets one of his blows before it), then flight."""
    state = ctx.state
    if not F.present(state, t) or F.fleeing(state, t) or state.get(t, Turn).flee:
        return
    if check_figure(ctx, t, "rear_attack"):
        return
    ctx.emit(ConditionSet(t, "fleeing", state.round))
    turn = state.get(t, Turn)
    if turn.used < turn.attacks:
        ctx.emit(AttackSpent(t, "escape"))
    yield from blows_before_escape(ctx, t, ex)
    if not F.present(state, t):
        return
    if (yield from escape_attempt(ctx, t)):
        ex.escaped.add(t)
    else:
        ctx.emit(Acted(t, "flee"))


def blows_before_escape(ctx, t: int, ex: Exchange):
    """SP-94 for an escape forced in the middle of the exchange: "If the enemy would have
    struck first, he does get 1 of his blows": each enemy with a blow still to come at `t`
    who strikes first in that pair and has not struck `t` yet this exchange, in the
    exchange's order; that blow is then struck (`ex.done`)."""
    state = ctx.state
    seen: set[int] = set()
    for i, (_, f, target, action, slot, _) in enumerate(ex.queue):
        if target != t or i in ex.done or f in seen or not F.present(state, t):
            continue
        seen.add(f)
        if (not F.able(state, f) or t in ex.struck.get(f, set())
                or ex.first.get((min(f, t), max(f, t))) != f
                or t in state.get(f, Turn).no_counter):
            continue
        ex.done.add(i)
        arc = attack_arc(state, f, t, len(ex.on.get(t, ())) > 1)
        yield from strike(ctx, f, t, action, arc, ex, slot)


def mount_strike(ctx, rider: int, t: int, attack: list) -> bool:
    """SP-121: a mount's own attack (Monsters Attacking table by the mount's HD)."""
    state = ctx.state
    spec = state.tables["mounts"][state.get(rider, Steed).kind]
    look = monster_number(state.tables["monsters_attacking"], band(parse_hd(spec["hd"])),
                          F.ac(state, t))
    natural = ctx.roll("melee", 1, 20)[0]
    hit = attack_hits(natural, natural - look.penalty, look.number,
                      state.options["natural_20_hits"], state.options["natural_1_misses"])
    ctx.emit(Blow(rider, t, "mount_" + attack[0], natural, look.needed(0), hit, "front"))
    if hit:
        dice = parse_dice(attack[1])
        amount = critical_damage(dice) if natural == 20 else roll_damage(ctx, "damage", attack[1])
        casualties.apply(ctx, [Hit(t, amount, rider, "mount")])
    return hit
