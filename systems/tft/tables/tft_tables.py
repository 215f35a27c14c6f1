"""Melee's tables as data: weapons, armor, shields, races and creatures.

Every value is copied from the rule text (`shared/seeds/tft-melee.txt`); the section it comes
from is noted beside each table. TFT-05, TFT-45, TFT-70, TFT-72, TFT-76.
"""

from __future__ import annotations

import msgspec as _ms


class Weapon(_ms.Struct, frozen=True):
    """One row of the WEAPON TABLE (TFT-70)."""

    name: str
    dice: int
    plus: int
    min_st: int  # 0: no ST requirement ("-" in the table)
    kind: str  # "melee" | "missile"  (a missile weapon uses megahex range)
    throwable: bool = False  # "*": may be thrown (thrown-weapon range, -1 DX per hex)
    two_handed: bool = False  # "†"
    pole: bool = False  # TFT-76
    hth: tuple[int, int] | None = None  # (dice, plus) in HTH, where the table gives one
    double_shot_dx: int = 0  # bows: two shots a turn at this adjDX or more (TFT-96)
    reload_turns: int = 0  # crossbows: turns to reload (TFT-96, TFT-97)
    fast_reload_dx: int = 0  # crossbows: at this adjDX one reload turn fewer
    dwarf_bonus: bool = False  # "hammers or axes" (TFT-146 default list)
    blade: bool = True  # can be used to parry (TFT-124); missile weapons cannot

    @property
    def is_missile(self) -> bool:
        return self.kind == "missile"

    @property
    def is_crossbow(self) -> bool:
        return self.reload_turns > 0


def _w(name, dice, plus, min_st, kind="melee", **kw) -> Weapon:
    return Weapon(name, dice, plus, min_st, kind, **kw)


# Section VII, WEAPON TABLE. "*" = may be thrown, "†" = two-handed.
WEAPONS: dict[str, Weapon] = {
    w.name: w
    for w in (
        _w("dagger", 1, -1, 0, throwable=True, hth=(1, 2)),
        _w("main-gauche", 1, -1, 0, hth=(1, -1)),
        _w("rapier", 1, 0, 9),
        _w("club", 1, 0, 9, throwable=True),
        _w("hammer", 1, 1, 10, throwable=True, dwarf_bonus=True),
        _w("cutlass", 2, -2, 10),
        _w("shortsword", 2, -1, 11),
        _w("mace", 2, -1, 11, throwable=True),
        _w("small ax", 1, 2, 11, throwable=True, dwarf_bonus=True),
        _w("broadsword", 2, 0, 12),
        _w("morningstar", 2, 1, 13),
        _w("two-handed sword", 3, -1, 14, two_handed=True),
        _w("battleaxe", 3, 0, 15, two_handed=True, dwarf_bonus=True),
        # Pole weapons
        _w("javelin", 1, -1, 9, throwable=True, pole=True),
        _w("spear", 1, 1, 11, throwable=True, two_handed=True, pole=True),
        _w("halberd", 2, -1, 13, two_handed=True, pole=True),
        _w("pike axe", 2, 2, 15, two_handed=True, pole=True, dwarf_bonus=True),
        # Missile weapons. The rock is listed here but thrown like a thrown weapon (TFT-83).
        _w("thrown rock", 1, -4, 0, throwable=True, blade=False),
        _w("sling", 1, -2, 0, "missile", blade=False),
        _w("small bow", 1, -1, 9, "missile", two_handed=True, double_shot_dx=15, blade=False),
        _w("horse bow", 1, 0, 10, "missile", two_handed=True, double_shot_dx=16, blade=False),
        _w("longbow", 1, 2, 11, "missile", two_handed=True, double_shot_dx=18, blade=False),
        # The crossbows' ST cells are blank in the text (option crossbow_min_st).
        _w("light crossbow", 2, 0, 0, "missile", two_handed=True, reload_turns=1,
           fast_reload_dx=14, blade=False),
        _w("heavy crossbow", 3, 0, 0, "missile", two_handed=True, reload_turns=2,
           fast_reload_dx=16, blade=False),
    )
}

DAGGERS = frozenset({"dagger", "main-gauche"})  # carried beyond the two-weapon limit (TFT-10)
POLE_WEAPONS = frozenset(n for n, w in WEAPONS.items() if w.pole)


def is_pole(name: str) -> bool:
    """TFT-76: javelin, spear, halberd and pike axe are pole weapons."""
    return name in POLE_WEAPONS


class Armor(_ms.Struct, frozen=True):
    name: str
    stops: int
    dx: int
    ma: int  # human MA (TFT-45)


# Section VII, ARMOR. Leather's MA is 9 in this table and 8 in MOVEMENT (option leather_ma).
ARMOR: dict[str, Armor] = {
    a.name: a
    for a in (
        Armor("none", 0, 0, 10),
        Armor("leather", 2, -2, 8),
        Armor("chainmail", 3, -3, 6),
        Armor("plate", 5, -6, 6),
    )
}


class Shield(_ms.Struct, frozen=True):
    name: str
    stops: int
    dx: int  # only when ready


# Section VII, SHIELDS.
SHIELDS: dict[str, Shield] = {
    s.name: s for s in (Shield("small shield", 1, 0), Shield("large shield", 2, -1))
}

# Section VII, THE LEFT-HAND DAGGER: parries 1 hit of non-missile attacks from the front.
MAIN_GAUCHE_STOPS = 1
MAIN_GAUCHE_PARRY_DX = -2
MAIN_GAUCHE_DOUBLE_DX = -4


class Race(_ms.Struct, frozen=True):
    name: str
    total: int  # ST + DX at creation
    min_st: int
    min_dx: int
    ma: dict[str, int]  # by armor name
    missile_dx: int = 0  # halfling: +3 DX with missile and thrown weapons
    missile_damage: int = 0  # halfling: +1 damage with them
    hammer_ax_damage: int = 0  # dwarf: +1 damage with hammers and axes


_HUMAN_MA = {"none": 10, "leather": 8, "chainmail": 6, "plate": 6}

# Sections III and VIII (FANTASY FIGHTERS, MONSTERS AND BEASTS). TFT-05.
RACES: dict[str, Race] = {
    r.name: r
    for r in (
        Race("human", 24, 8, 8, _HUMAN_MA),
        Race("orc", 24, 8, 8, _HUMAN_MA),
        Race("elf", 24, 6, 10, {"none": 12, "leather": 10, "chainmail": 6, "plate": 6}),
        Race("dwarf", 24, 10, 6, _HUMAN_MA, hammer_ax_damage=1),
        Race("halfling", 20, 4, 12, _HUMAN_MA, missile_dx=3, missile_damage=1),
        Race("hobgoblin", 20, 6, 6, _HUMAN_MA),
        Race("goblin", 18, 4, 4, _HUMAN_MA),
    )
}


class Creature(_ms.Struct, frozen=True):
    """A monster or beast (section VIII). Not yet playable: nonhumans come with §22."""

    name: str
    ma: int
    attack: tuple[int, int]  # (dice, plus)
    hth: tuple[int, int]
    stops: int
    st: int  # suggested (giant: minimum)
    dx: int
    fly_ma: int = 0
    attacked_dx: int = 0  # giant snake: -3 to every attack on it
    hexes: int = 1


CREATURES: dict[str, Creature] = {
    c.name: c
    for c in (
        Creature("bear", 8, (2, 2), (3, 0), 2, 30, 11),
        Creature("wolf", 12, (1, 1), (1, 1), 1, 10, 14),
        Creature("giant snake", 6, (1, 1), (1, 1), 0, 12, 12, attacked_dx=-3),
        Creature("gargoyle", 8, (2, 0), (2, 0), 3, 20, 11, fly_ma=16),
        # Club: 1+1 per full 10 ST; HTH 2-1. DX "rarely more than 9".
        Creature("giant", 10, (2, 2), (2, -1), 0, 24, 9, hexes=3),
    )
}

# Section VII, MISSILE WEAPON RANGE: 0 at 0-2 MH, -1 at 3-4, -2 at 5-6, "and so on".
# Section VII, REACTIONS TO INJURY (TFT-127, 130, 132): (hits for -2 next turn, hits to fall).
INJURY_THRESHOLDS = {"normal": (5, 8), "giant": (9, 16)}
WOUNDED_DX = -2
LOW_ST = 3  # ST at or below this: -3 DX for the rest of the fight (TFT-129)
LOW_ST_DX = -3
