"""Hand-to-hand combat: the rules as data and plain functions. TFT-107..119.

- TFT-107 when HTH may start: (a) the enemy's back is to a wall, or he is on the ground;
  (b) his MA is lower; (c) the attacker comes in through his rear hex; (d) he agrees.
- TFT-108 a disengaged figure enters with (b) during movement, an engaged one with (m) at its
  attack slot, a disengaging one (l) with its step.
- TFT-109 the attacker keeps a ready dagger, or else leaves his ready weapon and shield in the
  hex he came from.
- TFT-110 the defender's die (`DEFENCE`, below).
- TFT-111 every HTH attack is at +4; TFT-112 HTH damage; TFT-113 armor counts, shields do not.
- TFT-114 a figure pulled into HTH before its slot attacks with (p) if its option attacked.
- TFT-115 joining a brawl needs no die; bare-hand damage compares a lone fighter's ST with the
  total of his opponents; a side with two or more in the brawl does 1-3 each.
- TFT-116 figures in HTH attack only the enemies in their brawl.
- TFT-117 escaping (option r): 1-3 with a higher DX than the single enemy, else only 1.
- TFT-118 the brawl ends when no conscious enemy is left; the survivors stay on the ground.
- TFT-119 8+ hits in HTH: no action at all on the next turn.

The systems that carry these out on the kernel are in `hth_systems.py`.
Options: `hth_st_compare` (TFT-112), `hth_consent` (TFT-107 d), `hth_escape_dx` (TFT-117).
"""

from __future__ import annotations

import msgspec as _ms

HTH_DX = 4  # TFT-111: as from the rear
DAGGERS = ("dagger", "main-gauche")
IN_HTH = "hth"  # the posture of a figure in a brawl (`PostureSet`)
HTH_OPTIONS = "pqr"  # TFT-42..44: the options of a figure in HTH
NOTHING = "-"  # figure_options.STAY_DOWN: "stay down / no action"


class Defence(_ms.Struct, frozen=True):
    """One row of the defender's die table (TFT-110)."""

    result: str
    defender_drops: bool  # ready weapon (a ready dagger is kept) and ready shield
    defender_readies_dagger: bool
    hth: bool  # both go down in the defender's hex
    attacker_backs: bool  # the attacker backs into the hex he came from
    defender_hits: bool  # the defender automatically hits the attacker


GRAPPLE = Defence("grapple", True, False, True, False, False)
DRAW = Defence("dagger", True, True, True, False, False)
BACK = Defence("back", False, False, False, True, False)
HIT_BACK = Defence("hit", False, False, False, True, True)

# Section HAND-TO-HAND COMBAT: "When a figure is attacked HTH, it immediately rolls one die".
DEFENCE: dict[int, Defence] = {1: GRAPPLE, 2: GRAPPLE, 3: DRAW, 4: DRAW, 5: BACK, 6: HIT_BACK}
REROLL_FROM_REAR = frozenset({6})  # "if the attacker jumped the defender from behind, ignore a 6"

# Bare-hand damage (dice, plus) by strength (TFT-112); a dagger and a main-gauche.
BARE_HANDS = {"stronger": (1, -2), "equal": (1, -3), "weaker": (1, -4)}
GROUP_BARE_HANDS = (1, -3)  # TFT-115: two or more on a side
HTH_WEAPONS = {"dagger": (1, 2), "main-gauche": (1, -1)}


def start_reason(*, back_to_wall: bool = False, target_down: bool = False, attacker_ma: int = 0,
                 target_ma: int = 0, from_rear: bool = False, consent: bool = False) -> str | None:
    """TFT-107: the first condition letter (a)-(d) that lets HTH start, or None."""
    if back_to_wall or target_down:
        return "a"
    if target_ma < attacker_ma:
        return "b"
    if from_rear:
        return "c"
    if consent:
        return "d"
    return None


def may_start(**conditions) -> bool:
    """TFT-107: may the attacker move onto the enemy's hex to start HTH?"""
    return start_reason(**conditions) is not None


def back_to_wall(rear: tuple[int, int], walls) -> bool:
    """TFT-107 (a) default: the enemy's rear hex is a wall (never on an unbounded grid)."""
    return tuple(rear) in walls


def defence(die: int, from_rear: bool) -> Defence | None:
    """TFT-110: the defender's result, or None when the die must be rolled again (a 6 after
    an entry through the defender's rear hex)."""
    if from_rear and die in REROLL_FROM_REAR:
        return None
    return DEFENCE[die]


def attacker_drops(ready: str, shield: str, shield_ready: bool, natural: bool = False) -> list[str]:
    """TFT-109: an attacker whose dagger (or main-gauche) was ready fights with it and drops
    nothing; any other leaves his ready weapon and his ready shield in the hex he came from.
    Natural weapons are never dropped (TFT-148)."""
    if ready in DAGGERS:
        return []
    return _drops(ready, shield, shield_ready, natural)


def defender_drops(row: Defence, ready: str, shield: str, shield_ready: bool,
                   natural: bool = False) -> list[str]:
    """TFT-110: what the defender drops in his own hex on a 1-4: his ready weapon (a ready
    dagger is kept) and his ready shield."""
    if not row.defender_drops:
        return []
    return _drops(ready, shield, shield_ready, natural)


def _drops(ready: str, shield: str, shield_ready: bool, natural: bool) -> list[str]:
    out = []
    if ready and ready not in DAGGERS and not natural:
        out.append(ready)
    if shield and shield_ready:
        out.append(shield)
    return out


def dagger_to_ready(row: Defence, carried: list[str], ready: str) -> str:
    """TFT-110 (3-4): the dagger (or main-gauche) the defender readies, or ""."""
    if not row.defender_readies_dagger or ready in DAGGERS:
        return ""
    return next((w for w in DAGGERS if w in carried), "")


def strength(own: int, opponents: int) -> str:
    """"stronger" | "equal" | "weaker": a fighter's ST against his opponents' total."""
    return "stronger" if own > opponents else "equal" if own == opponents else "weaker"


def bare_hands(own_st: int, opponents_st: list[int], friends_in_brawl: int = 1) -> tuple[int, int]:
    """TFT-112, TFT-115: bare-hand damage (dice, plus).

    `friends_in_brawl` counts the fighter's side in the brawl, himself included: with two or
    more every one of them does 1-3; a lone fighter compares his ST with the total of his
    opponents' (1-2 stronger, 1-3 equal, 1-4 weaker)."""
    if friends_in_brawl >= 2:
        return GROUP_BARE_HANDS
    return BARE_HANDS[strength(own_st, sum(opponents_st))]


def hth_weapon(ready: str, offhand: bool, natural_hth: tuple[int, int] | None = None) -> str:
    """TFT-42, TFT-112: what the figure fights with in HTH: "dagger", "main-gauche",
    "natural" or "hands". Only one dagger-like weapon is ever used (TFT-75)."""
    if natural_hth is not None:
        return "natural"
    if ready in DAGGERS:
        return ready
    if offhand:
        return "main-gauche"
    return "hands"


def hth_damage(weapon: str, own_st: int, opponents_st: list[int], friends_in_brawl: int = 1,
               natural_hth: tuple[int, int] | None = None) -> tuple[int, int]:
    """TFT-112, TFT-115, TFT-136, TFT-139, TFT-140: (dice, plus) of an HTH hit."""
    if weapon == "natural" and natural_hth is not None:
        return tuple(natural_hth)
    if weapon in HTH_WEAPONS:
        return HTH_WEAPONS[weapon]
    return bare_hands(own_st, opponents_st, friends_in_brawl)


def hth_adj_dx(personal: int, target_dx: int = 0) -> int:
    """TFT-111: the +4 of an attack from the rear, and nothing for facing."""
    return personal + HTH_DX + target_dx


def escape_needs(own_dx: int, enemy_dxs: list[int]) -> int:
    """TFT-117: the highest die that frees the figure: 3 with a DX above its single enemy's,
    otherwise (equal or lower, or two or more enemies) 1."""
    if len(enemy_dxs) == 1 and own_dx > enemy_dxs[0]:
        return 3
    return 1


def draws_dagger(die: int) -> bool:
    """TFT-43: option (q) readies the dagger on 1-3."""
    return die <= 3


def pulled_in_option(option: str, attack_options: str = "bfhjmp") -> str:
    """TFT-114: what a figure grappled before its slot does there: an HTH attack (p) if its
    option included an attack, otherwise nothing."""
    return "p" if option in attack_options else NOTHING


def legal_options(has_dagger_to_draw: bool, dazed: bool) -> list[str]:
    """TFT-42..44, TFT-119: the options of a figure in HTH."""
    if dazed:
        return [NOTHING]
    return ["p"] + (["q"] if has_dagger_to_draw else []) + ["r"]


def dazed(dazed_round: int, this_round: int) -> bool:
    """TFT-119: 8+ hits in HTH in round N: no action at all in round N + 1."""
    return dazed_round > 0 and this_round == dazed_round + 1


def brawl_over(members: list[int], side_of, conscious) -> bool:
    """TFT-118: no conscious figure of the brawl has a conscious enemy in it."""
    sides = {side_of(e) for e in members if conscious(e)}
    return len(sides) <= 1
