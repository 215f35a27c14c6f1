"""Section W: the C&S hooks with their PLACEHOLDER defaults (DS-03).

Each hook is a named table; a scenario may replace a table (`[tables]`) and a figure may
override a hook (`hooks = {...}` in its combatant entry, DS-03). `hook()` returns the value
and whether it is a placeholder: True when the ruleset default was used. Values marked
"Destrier" in the checklist are the text's own but are kept in the same tables.
"""

from __future__ import annotations

from typing import Any

from affray.components.destrier import Fighter
from affray.kernel.ruleset import Table

_W = "placeholder (checklist section W); C&S 1st ed. "

HOOKS: dict[str, Table] = {
    "full_turn_movement": Table({"none": 6.0, "partial": 4.0, "full": 3.0}, True, _W + "p.55"),
    "base_hit_chance": Table(50, True, _W + "p.59 and combat matrices"),
    "tmm": Table({"default": {"att_mod": 0, "dfd_mod": 0, "first_strike": "none",
                              "body_bash": "none"}}, True, _W + "p.56 Tactical Maneuver Matrix"),
    "critical_chance": Table(0, True, _W + "critical hit tables"),
    "weapon_bash_chance": Table(0, True, _W + "bash tables"),
    "bash_retreat": Table(0.5, True, _W + "bash results table (staggered, retreats 1/2\")"),
    "body_bash_chance": Table(50, True, _W + "bash rules"),
    "damage": Table({"L": 4, "LH": 6, "H": 8, "lance": 10, "hand": 2}, True, _W + "weapon tables"),
    "body_points": Table(20, True, _W + "body and fatigue rules"),
    "fatigue_points": Table(20, True, _W + "body and fatigue rules"),
    "blows_per_turn": Table(4, True, _W + "combat rules"),
    "bonus_blows": Table(0, True, _W + "combat rules"),
    "hand_to_hand_blows": Table(2, True, _W + "p.57"),
    "parry_bonus": Table(10, True, _W + "parry rules"),
    "shield_active_bonus": Table({"small": 15, "large": 20}, True, _W + "p.52"),
    "passive_defense_bonus": Table({"shield": 10, "none": 0}, True, "Destrier (shield 10); other items C&S p.52"),
    "dodge_bonus": Table(10, True, _W + "dodge rules"),
    "charge_bonus": Table(3.0, True, _W + "charge rules"),
    "horse_speed": Table({"stand": 0, "walk": 4, "trot": 8, "canter": 12, "gallop": 18,
                          "charge": 24}, True, _W + "p.59 speed chart"),
    "horse_move_card": Table(1.0, True, _W + "MOVE card"),
    "speed_change_capacity": Table({"default": 2, "light": 3}, False, "Destrier"),
    "horse_turn_limit": Table({"stand": 360, "walk": 360, "trot": 180, "canter": 90,
                               "gallop": 45, "charge": 30}, True, _W + "p.59"),
    "stumble_chance": Table(10, True, _W + "p.59"),
    "lance_side_modifier": Table(0, True, _W + "p.59"),
    "charge_side_bonus": Table(0, True, _W + "p.57"),
    "joust_resolution": Table("off", True, _W + "p.25"),
    "grapple_speed_modifier": Table(0, True, _W + "p.59"),
    "heavy_weapon_hit_bonus": Table(0, True, _W + "combat rules"),
    "punch": Table([50, 2], True, _W + "p.57"),
    "kick": Table([50, 2], True, _W + "p.57"),
    "trample": Table([50, 6], True, _W + "p.59"),
    "hamstring": Table([50, 0], True, _W + "p.59"),
    "shield_bash": Table(50, True, _W + "p.52"),
    "missile_hit_chance": Table(50, True, _W + "p.56 Missile Fire Matrix"),
    "missile_shots_per_turn": Table({"bow": 2, "crossbow": 1, "thrown": 1}, True, _W + "missile rules"),
    "spell_target_chance": Table(50, True, _W + "p.87"),
    "spell_effect": Table("none", True, _W + "magic rules"),
    "superhuman_strength": Table(20, True, _W + "characteristics (ST above this)"),
    "disengage_at_will": Table({"weight": 1.5, "dex": 5}, True, "placeholder"),
    "misc_actions": Table({"stand_up": {"none": 0.5, "partial": 0.5, "full": 1.0},
                           "open_door": 0.5, "unlock_door": 1.0,
                           "mount": {"none": 0.25, "partial": 0.5, "full": 1.0},
                           "fall": 0.0, "read_scroll": 1.0, "pick_up_comrade": 0.5},
                          False, "Destrier DS-36 (house actions may be added)"),
    "weights": Table({"man": 1750, "horse": 10000}, True, "placeholder"),
}


def hook(state, name: str, eid: int | None = None) -> tuple[Any, bool]:
    """(value, placeholder) of hook `name`, for figure `eid` if given (its override wins)."""
    if eid is not None:
        fig = state.try_get(eid, Fighter)
        if fig is not None and name in fig.hooks:
            return fig.hooks[name], False
    value = state.tables[name]
    return value, value is HOOKS[name].value and HOOKS[name].placeholder


def value(state, name: str, eid: int | None = None) -> Any:
    return hook(state, name, eid)[0]
