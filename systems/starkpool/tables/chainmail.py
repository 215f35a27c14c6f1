"""Appendix A.3/A.4: the man-to-man/Chainmail boundary and conversions to Chainmail scale.

The Chainmail engine itself is out of scope; these are the data and procedures a Chainmail
resolver plugs into.

SP-147 fewer than 100 combatants per side: man-to-man; more: Chainmail with 5, 10 or 20
       men to a figure (gap default: 100-499 -> 5, 500-999 -> 10, 1000+ -> 20).
SP-150 units stay in Line or Column; single figures may not break out to flank or get
       behind an enemy until the second round of an ongoing melee.
SP-151 a charging unit whose opponents in front are removed keeps going; extra kills carry
       into the ranks behind.
SP-152 counter-charge at battle scale: as SP-37 (charge.meeting_point).
SP-153 1" = 10 yards and a turn is 10 minutes; figures move their usual inch rates.
SP-154 a monster is 1 figure per HD (attack dice and kills); a "+" gives its first attack
       die each round +1; troop type from a replaceable map (default Heavy Foot).
SP-155 spell range in inches = feet / 10; area in inches = feet / 30, at least 1" x 1".
SP-156 Fighting-Men 1 figure per level (Armored Foot / Heavy Horse); Clerics-Militant,
       Delvers, Scouts 1 per 2 levels (Heavy Foot / Heavy Horse); Magic-Users, Druids,
       Clerics-Spiritual 1 per 4 levels (Light Foot / Light Horse); at least 1 figure.
       Defence and movement by armor: plate Armored Foot / Heavy Horse; chain Heavy Foot /
       Medium Horse; light: defends Light Foot / Light Horse, moves as Longbowmen / Light Horse.
SP-157 each "+" of a magic weapon gives one attack die +1.
SP-158 a character's figure also stands for guards/assistants (T9), all on foot or all
       mounted; an escort of heavier guards raises the defence one class and slows the
       figure to the guards' rate.
"""
from __future__ import annotations

from typing import Any, Sequence

from .hit_dice import HitDice

__all__ = ["FIGURE_SCALE", "SCALE_LIMITS", "TROOP_TYPES", "which_system", "per_figure",
           "chainmail_move", "monster_figures", "spell_range", "spell_area",
           "character_figures", "character_troop_type", "magic_weapon_dice", "guards",
           "escorted_defence", "may_break_formation", "charge_through", "DEFENCE_LADDER"]

# SP-147 gap default: [at least this many per side, men per figure]
SCALE_LIMITS = [[1000, 20], [500, 10], [100, 5]]

# T9 -- combatants per figure at the 5 / 10 / 20-man scales
FIGURE_SCALE: dict[str, Any] = {
    "scales": [5, 10, 20],
    "rows": {
        "E": [5, 10, 20], "D": [5, 10, 20], "C": [5, 10, 20], "B": [4, 8, 16], "A": [3, 6, 12],
        "hd2": [3, 6, 12], "hd3": [2, 5, 10], "hd4": [1, 3, 9], "hd5": [1, 2, 4],
        "hd6": [1, 1, 3], "hd7": [1, 1, 2], "hd8": [1, 1, 1],
    },
    "guards": [2, 5, 11],
    "flags": {"hd4:20": "printed 9; the pattern suggests 6 (a common scan error); kept"},
}

# SP-154 gap default: replaceable monster -> Chainmail troop type map
TROOP_TYPES: dict[str, str] = {
    "default": "Heavy Foot", "orc": "Heavy Foot", "goblin": "Light Foot",
    "kobold": "Light Foot", "hobgoblin": "Heavy Foot", "gnoll": "Heavy Foot",
    "bugbear": "Heavy Foot", "ogre": "Heavy Foot",
}

DEFENCE_LADDER = {"foot": ["Light Foot", "Heavy Foot", "Armored Foot"],
                  "horse": ["Light Horse", "Medium Horse", "Heavy Horse"]}
_ARMOR_RANK = {"none": 0, "clothes": 0, "padded": 0, "leather": 0, "chain": 1, "plate": 2}
_MOVE_AS = {"foot": ["Longbowmen", "Heavy Foot", "Armored Foot"],
            "horse": ["Light Horse", "Medium Horse", "Heavy Horse"]}


def which_system(largest_side: int, limits=SCALE_LIMITS) -> tuple[str, int]:
    """SP-147: ('man_to_man', 1) or ('chainmail', men per figure)."""
    for at_least, men in limits:
        if largest_side >= at_least:
            return "chainmail", men
    return "man_to_man", 1


def per_figure(row: str, men_per_figure: int, table=FIGURE_SCALE) -> int:
    """T9: how many such combatants one figure stands for."""
    return table["rows"][row][table["scales"].index(men_per_figure)]


def chainmail_move(inches: float) -> dict[str, float]:
    """SP-153: a Chainmail-scale move in yards and feet per 10-minute turn."""
    return {"inches": inches, "yards": inches * 10, "feet": inches * 30}


def monster_figures(hd: HitDice) -> tuple[int, int]:
    """SP-154: (figures for attack dice and kills, bonus on the first die each round)."""
    return max(1, int(hd.dice)), 1 if hd.plus > 0 else 0


def spell_range(range_ft: float) -> float:
    """SP-155: Chainmail-scale range in inches."""
    return range_ft / 10


def spell_area(width_ft: float, depth_ft: float) -> tuple[float, float]:
    """SP-155: Chainmail-scale area in inches, at least 1" x 1"."""
    return max(1.0, width_ft / 30), max(1.0, depth_ft / 30)


_FIGURE_DIVISOR = {"fighter": 1, "paladin": 1, "berserker": 1, "cleric_militant": 2,
                   "delver": 2, "scout": 2, "magic_user": 4, "druid": 4,
                   "cleric_spiritual": 4}
_ATTACKS_AS = {1: ("Armored Foot", "Heavy Horse"), 2: ("Heavy Foot", "Heavy Horse"),
               4: ("Light Foot", "Light Horse")}


def character_figures(kind: str, level: int) -> int:
    """SP-156: figures a levelled character counts as (attacks and hits to kill)."""
    return max(1, level // _FIGURE_DIVISOR[kind])


def character_troop_type(kind: str, armor: str, mounted: bool) -> dict[str, str]:
    """SP-156: how the character attacks, defends and moves at Chainmail scale."""
    attack = _ATTACKS_AS[_FIGURE_DIVISOR[kind]][1 if mounted else 0]
    ladder = "horse" if mounted else "foot"
    rank = _ARMOR_RANK[armor]
    return {"attacks": attack, "defends": DEFENCE_LADDER[ladder][rank],
            "moves": _MOVE_AS[ladder][rank]}


def magic_weapon_dice(attacks: int, plus: int) -> list[int]:
    """SP-157: the modifier on each attack die: one die +1 per '+' of the weapon."""
    return [1 if i < plus else 0 for i in range(attacks)]


def guards(men_per_figure: int, table=FIGURE_SCALE) -> int:
    """SP-158/T9: guards or assistants in a character's figure."""
    return table["guards"][table["scales"].index(men_per_figure)]


def escorted_defence(own: str, guards_type: str, mounted: bool) -> str:
    """SP-158: a lighter character escorted by heavier guards defends one class better."""
    ladder = DEFENCE_LADDER["horse" if mounted else "foot"]
    i, g = ladder.index(own), ladder.index(guards_type)
    return ladder[min(i + 1, g)] if g > i else own


def may_break_formation(melee_round: int) -> bool:
    """SP-150: flanking or getting behind only from the second round of a melee."""
    return melee_round >= 2


def charge_through(kills: int, ranks: Sequence[int]) -> tuple[list[int], int]:
    """SP-151: figures removed from each rank, and how many ranks the charger moved through."""
    removed, advanced = [], 0
    for size in ranks:
        take = min(size, kills)
        removed.append(take)
        kills -= take
        if take == size and kills > 0:
            advanced += 1
        if kills <= 0:
            break
    return removed + [0] * (len(ranks) - len(removed)), advanced
