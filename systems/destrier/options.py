"""Section X: every ambiguity as a named switch, with the checklist's default."""

from __future__ import annotations

from affray.kernel.ruleset import Option

OPTIONS = {
    "movement_arcs": Option("edges", ("edges", "sectors"), "DS-14/34: direction arcs by stand edge or by angle"),
    "melee_tac_reach": Option(3.0, (3.0, 2.0), "DS-83: a TAC card may be added if a move this long reaches an enemy"),
    "melee_retreat": Option("half_hma_max3", ("half_hma_max3", "exactly3"), "DS-85: RETREAT distance in the MELEE phase"),
    "retreat_route": Option("fig3", ("fig3", "end"), "DS-62, seed Fig. 3: a retreat's route may not pass nearer the nearest enemy than at its start and should not end nearer the others (fig3), or only its end counts (end)"),
    "tac_cost_by": Option("card", ("card", "movement"), "DS-70: TAC costs by card type or by movement made"),
    "horse_charge_bonus": Option("move_plus_3", ("move_plus_3", "times3"), "DS-74: a horse's TAC charge distance"),
    "senior_mage_only_in_dex_mode": Option(False, (False, True), "DS-23"),
    "initiative_mode": Option("d6", ("d6", "dex"), "DS-21/22"),
    "h2h_round": Option("floor", ("floor", "half_up"), "DS-105: rounding of (weapon + hand) / 2"),
    "charge_spacing": Option("edges", ("edges", "centres"), "DS-147"),
    "lance_break_only_in_charges": Option(False, (False, True), "DS-141"),
    "deck_mode": Option("full", ("full", "one_side_cards/verbal", "one_side_cards/written"), "DS-155"),
    "surprised_side": Option(-1, None, "DS-21: index of a side surprised at the start (-1: none)"),
    "berserk_sight": Option(0.0, None, "DS-114: inches beyond which an enemy is out of the berserker's sight (0: all in sight)"),
    "idle_rounds_limit": Option(12, None, "DS-93: engine safeguard, card rounds with no blow spent"),
}
