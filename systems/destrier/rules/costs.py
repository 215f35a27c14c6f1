"""Blow costs of cards: DS-16, DS-70, DS-89, DS-92, DS-96, DS-97, DS-99, DS-105, DS-115,
DS-118, DS-124."""

from __future__ import annotations

TAC = ("RETREAT", "RUN AWAY", "CLOSE", "KEEP DISTANCE", "STAND GROUND", "FLECHE", "CHARGE")
MELEE = ("FIRE/THROW MISSILE", "RELOAD MISSILE WEAPON", "DRAW WEAPON", "PREPARE SPELL",
         "CAST SPELL", "PULL RIDER FROM SADDLE", "RESTRAINT", "TOSS", "BREAK FREE", "PUNCH",
         "KICK", "WEAPON PLAY", "DELIVER BLOW", "FEROCITY", "GREAT BLOW", "MOVE 1\"",
         "WEAPON PARRY", "DESPERATE DEFENSE", "ACTIVE SHIELD PARRY", "PASSIVE SHIELD PARRY",
         "DODGE LEFT", "DODGE RIGHT", "DODGE BACK")
HORSE = ("MOVE", "WHEEL", "TRAMPLE PRONE FIGURE", "KICK")
VS_HORSE = ("HAMSTRING HORSE",)
ATTACKS = ("DELIVER BLOW", "GREAT BLOW", "WEAPON PLAY", "PUNCH", "KICK")
GRAPPLES = ("PULL RIDER FROM SADDLE", "RESTRAINT", "TOSS", "BREAK FREE")
DODGES = ("DODGE LEFT", "DODGE RIGHT", "DODGE BACK")
DEFENCES = ("WEAPON PARRY", "DESPERATE DEFENSE", "ACTIVE SHIELD PARRY", "PASSIVE SHIELD PARRY") + DODGES

# DS-92 (P: placeholder costs the text leaves open)
CARD_COST = {
    "DELIVER BLOW": 1, "ACTIVE SHIELD PARRY": 1, "PASSIVE SHIELD PARRY": 0, "MOVE 1\"": 1,
    "DRAW WEAPON": 2, "PREPARE SPELL": 0, "FIRE/THROW MISSILE": 0, "RELOAD MISSILE WEAPON": 0,
    "CAST SPELL": 1, "GREAT BLOW": 2, "FEROCITY": 1, "WEAPON PARRY": 1, "DESPERATE DEFENSE": 1,
    "DODGE LEFT": 1, "DODGE RIGHT": 1, "DODGE BACK": 1, "PUNCH": 1, "KICK": 1, "WEAPON PLAY": 1,
    "PULL RIDER FROM SADDLE": 1, "RESTRAINT": 1, "TOSS": 1, "BREAK FREE": 1,
    "HAMSTRING HORSE": 1,
}
HORSE_COST = {"MOVE": 1, "WHEEL": 1, "TRAMPLE PRONE FIGURE": 2, "KICK": 1}
TAC_COST = {"CHARGE": 2, "FLECHE": 2, "CLOSE": 2, "RETREAT": 2, "RUN AWAY": 2,
            "STAND GROUND": 1, "KEEP DISTANCE": 1}


def tac_cost(card: str | None, in_tac_phase: bool, imposed: bool = False,
             moved: bool = True, by: str = "card", converted: bool = False) -> int:
    """DS-70: nothing in the TAC phase or when imposed; KEEP DISTANCE turned into a retreat
    costs 2 in all; with `tac_cost_by = movement` a moving card costs 2 only if it moved."""
    if card is None or in_tac_phase or imposed:
        return 0
    if card == "KEEP DISTANCE" and converted:
        return 2
    cost = TAC_COST[card]
    if by == "movement" and cost == 2 and not moved:
        return 1
    return cost


def spells_cost(before: int, n: int) -> int:
    """DS-99: the first spell of the melee turn costs 1, every later one 2 (n spells: 2n-1)."""
    return sum(1 if before + i == 0 else 2 for i in range(n))


def draw_cost(stow: bool) -> int:
    """DS-97: 2 blows a play; +2 to put the held item away instead of dropping it."""
    return 2 + (2 if stow else 0)


def melee_cost(cards: list[str], *, free_asp: bool, agile: bool, spells_before: int = 0,
               spells: int = 1, stow: bool = False, horse: bool = False) -> int:
    """Total blows for one round's MELEE cards (DS-89). `free_asp`: the first ASP of the turn
    is still unused (DS-124); `agile`: MOVE is free (DS-118)."""
    total = 0
    for c in cards:
        if horse:
            total += HORSE_COST[c]
        elif c == "ACTIVE SHIELD PARRY" and free_asp:
            total += 0
        elif c == "MOVE 1\"" and agile:
            total += 0
        elif c == "CAST SPELL":
            total += spells_cost(spells_before, spells)
        elif c == "DRAW WEAPON":
            total += draw_cost(stow)
        else:
            total += CARD_COST[c]
    return total


def h2h_blows(weapon: int, hand: int, rounding: str = "floor") -> int:
    """DS-105: hand-to-hand mixed with a weapon: (weapon + hand) / 2."""
    s = weapon + hand
    return s // 2 if rounding == "floor" else (s + 1) // 2
