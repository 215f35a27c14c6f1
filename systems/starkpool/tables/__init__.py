"""Every table of the ruleset, with its source and whether it is a placeholder.

A scenario's `[tables.NAME]` replaces the whole table (see docs/rulesets/starkpool.md).
"""

from __future__ import annotations

from affray.kernel.ruleset import Table

from .armor import ARMOR
from .attack_bonus import ATTACK_BONUS
from .chainmail import FIGURE_SCALE, TROOP_TYPES
from .charge import CHARGE
from .flasks import FLASKS
from .items import ITEMS
from .matrices import MEN_MELEE, MEN_MISSILE, MONSTERS_ATTACKING
from .melee_modifiers import BACKSTAB
from .missile_modifiers import DEXTERITY
from .morale import MORALE
from .movement_rates import MOUNTS, MOVEMENT
from .multiple_attacks import MULTI_ATTACKS
from .opponent_limits import OPPONENT_LIMITS
from .post_melee_morale import MELEE_MORALE
from .saving_throws import SAVING_THROWS
from .spells import SPELLS
from .surprise import SURPRISE
from .turn_undead import TURN_UNDEAD
from .weapons import MELEE_WEAPONS, MISSILE_WEAPONS

__all__ = ["TABLES"]

TABLES = {
    "monsters_attacking": Table(MONSTERS_ATTACKING, False, "seed 3.10.1 (checklist T1)"),
    "men_melee": Table(MEN_MELEE, False, "seed 3.10.2; AC 9 column guessed (T2)"),
    "men_missile": Table(MEN_MISSILE, False, "seed 3.10.3; AC 8 placed, AC 9 guessed (T3)"),
    "attack_bonus": Table(ATTACK_BONUS, False, "seed 3.10 modifiers (T4)"),
    "weapons": Table(MELEE_WEAPONS, True, "Starkpool Shopper not included (T5)"),
    "missile_weapons": Table(MISSILE_WEAPONS, True, "Starkpool Shopper not included (T5)"),
    "armor": Table(ARMOR, True, "seed 'Armor Class' + Shopper placeholder (SP-04)"),
    "mounts": Table(MOUNTS, True, "Shopper / Cyclopedia not included (SP-25)"),
    "movement": Table(MOVEMENT, False, "seed 3.3 (SP-24)"),
    "charge": Table(CHARGE, False, "seed 3.3.3, 3.5.5 (SP-35, SP-86)"),
    "surprise": Table(SURPRISE, False, "seed 3.1 (SP-07..SP-12)"),
    "morale": Table(MORALE, False, "seed 3.6 (T6, SP-127)"),
    "opponent_limits": Table(OPPONENT_LIMITS, False, "seed 3.5.4 (SP-85)"),
    "multi_attacks": Table(MULTI_ATTACKS, False, "seed 3.5.8 (SP-101)"),
    "saving_throws": Table(SAVING_THROWS, True, "Men & Magic not included (T7, SP-146)"),
    "spells": Table(SPELLS, True, "Rules Cyclopedia not included (SP-54)"),
    "flasks": Table(FLASKS, True, "Starkpool Shopper not included (SP-64)"),
    "items": Table(ITEMS, True, "potions, wands, scrolls: placeholder effects (SP-135)"),
    "backstab": Table(BACKSTAB, True, "multiplier not given (SP-107)"),
    "dexterity": Table(DEXTERITY, True, "values not given (SP-84)"),
    "turn_undead": Table(TURN_UNDEAD, True, "turning table not included (SP-53)"),
    "melee_morale": Table(MELEE_MORALE, True, "Chainmail p. 15 not included (SP-148)"),
    "figure_scale": Table(FIGURE_SCALE, False, "Appendix A.4 (T9)"),
    "troop_types": Table(TROOP_TYPES, True, "Chainmail Fantasy Supplement (SP-154)"),
}
