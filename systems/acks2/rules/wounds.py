"""Zero hit points and after (ACKS-135 to ACKS-146): who is unconscious and who destroyed,
the Mortal Wounds modifiers and result, healing, bed rest, nonlethal damage, Tampering."""

from __future__ import annotations


from ..tables import wounds as W

DESTROYED = ("construct", "incarnation", "undead")  # ACKS-136
SLAIN = ("plant", "ooze")


def at_zero(kind: str) -> str:
    """ACKS-135/136: what 0 hp or less means for a creature of this kind."""
    if kind in DESTROYED:
        return "destroyed"
    if kind in SLAIN:
        return "slain"
    return "unconscious"


def hp_band(hp: int, max_hp: int) -> int:
    """ACKS-138 Default: d = -hp; 4d < max -> 0; 2d <= max -> -2; d <= max -> -5;
    d <= 2 max -> -10; else -20 (exact boundaries take the milder band); hp 0 -> +5."""
    if hp == 0:
        return W.HP_ZERO
    if hp > 0:
        return 0
    d = -hp
    if 4 * d < max_hp:
        return 0
    if 2 * d <= max_hp:
        return -2
    if d <= max_hp:
        return -5
    if d <= 2 * max_hp:
        return -10
    return -20


def timing(rounds_since: int) -> int:
    """ACKS-138: +2 within 1 round, -3 within a turn, -5 within an hour, -8 within a day,
    -10 later (rounds: 1 turn = 60, 1 hour = 360, 1 day = 8640)."""
    for limit, mod in W.TIMING:
        if rounds_since <= limit:
            return mod
    return W.TIMING_LATER


def mortal_wounds_modifier(*, hp: int, max_hp: int, con_mod: int = 0, hit_die: int = 8,
                           heavy_helm: bool = False, healing_levels: int = 0,
                           lay_on_hands_level: int = 0, healing_ranks: int = 0,
                           horsetail: bool = False, necromantic_level: int = 0,
                           rounds_since: int = 1, nonlethal: int = 0,
                           untreated_day: bool = False) -> tuple[int, dict[str, int]]:
    """ACKS-138 and ACKS-145: the d20 modifier and its breakdown. `untreated_day`
    (ACKS-137): the 24-hour roll, no treatment bonuses and the full -10."""
    parts = {"con": con_mod, "hit_die": W.HIT_DIE_BONUS.get(hit_die, 0),
             "hp": hp_band(hp, max_hp)}
    if heavy_helm:
        parts["helm"] = W.HEAVY_HELM
    if not untreated_day:
        if healing_levels:
            parts["healing_magic"] = healing_levels
        if lay_on_hands_level:
            parts["lay_on_hands"] = lay_on_hands_level // 2
        if healing_ranks:
            parts["healing"] = healing_ranks
        if horsetail:
            parts["horsetail"] = W.HORSETAIL
    if necromantic_level:
        parts["necromancy"] = -(necromantic_level // 2)
    parts["timing"] = W.TIMING_LATER if untreated_day else timing(rounds_since)
    if nonlethal:
        parts["nonlethal"] = nonlethal
    return sum(parts.values()), parts


def mortal_wounds_result(total: int, bands=W.MORTAL_WOUNDS_BANDS) -> tuple[str, int]:
    """ACKS-139 (placeholder bands): ('awake', 0) at 16+, else dying with a deadline, or dead."""
    for lowest, outcome, deadline in bands:
        if total >= lowest:
            return outcome, deadline
    return "dead", 0


def mortal_wounds_table(damage_type: str, natural: bool) -> str:
    """ACKS-137: the table for the felling damage; piercing/slashing dealt by natural weapons
    (`natural`, or the felling type already recorded as "savage") -> Savage."""
    if damage_type == "savage" or (natural and damage_type in ("piercing", "slashing")):
        return "savage"
    return damage_type or "bludgeoning"


def after_mortal_wounds(outcome: str, hp: int) -> int:
    """ACKS-139/140: awake -> exactly 1 hp (the healing spent on the roll heals nothing);
    otherwise the hp stay where they are."""
    return 1 if outcome == "awake" else hp


def heal(hp: int, max_hp: int, nonlethal: int, amount: int, bed_rest: bool = False) -> tuple[int, int]:
    """ACKS-146/143: magic healing restores hp and removes as much nonlethal damage again;
    a bed-ridden creature cannot go above 1 hp."""
    cap = 1 if bed_rest else max_hp
    return min(cap, hp + amount), max(0, nonlethal - amount)


def natural_healing(days_dice: list[int], interrupted_turns: list[int]) -> int:
    """ACKS-142: 1d3 per full day of rest; a day interrupted more than 1 turn gives 0."""
    return sum(d for d, stop in zip(days_dice, interrupted_turns) if stop <= 1)


def nonlethal_recovery(nonlethal: int, hours: int) -> int:
    """ACKS-146: 1 point per hour."""
    return max(0, nonlethal - hours)


def bed_rest_hit(hp_after: int) -> str:
    """ACKS-143: dropping to 0 during bed rest is instant death."""
    return "dead" if hp_after <= 0 else "alive"


def tampering_modifier(*, age: str = "adult", caster_level: int = 0, temple: bool = False,
                       instantly_killed: bool = False, spines: int = 0, limbs: int = 0,
                       small_parts: int = 0, wil_mod: int = 0, days_dead: int = 0,
                       side_effects: int = 0) -> int:
    """ACKS-141: the Tampering with Mortality d20 modifier; body penalties cap at -10."""
    body = (-10 if instantly_killed else 0) - 5 * spines - 2 * limbs - small_parts
    return (W.TAMPER_AGE[age] + caster_level // 2 + (2 if temple else 0) + max(-10, body)
            + wil_mod - days_dead - side_effects)


def one_third(lost: int, start: int) -> bool:
    return 3 * lost >= start and lost > 0


