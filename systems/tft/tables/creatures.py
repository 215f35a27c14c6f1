"""Nonhuman figures as data: monsters, beasts and the races that fight like men.
TFT-136..149 (and TFT-45, TFT-132 for their movement and injury).

Everything is read from `creatures.toml` beside this module (TFT-149: another animal is a new
table in that file, or in a file of one's own passed to `load`, never new code). Natural
weapons (TFT-148 default) are always ready, cannot be dropped, thrown or broken, and parry.

The giant's three hexes and its front, side and rear hexes are those of
`affray.kernel.geometry.hexgrid` (`giant_hexes`, `giant_neighbours`, `giant_classify`).
"""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

import msgspec as _ms

from affray.components.tft import Figure as _Figure
from affray.kernel.components import Facing as _Facing, Position as _Position

from affray.kernel.geometry.hexgrid import (front_hexes as _front_hexes, giant_classify,
                                            giant_neighbours, classify_adjacent,
                                            neighbour)

Dice = tuple[int, int]
_NOTATION = re.compile(r"^\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$")
NORMAL_INJURY = (5, 8)  # TFT-127, TFT-130
HUMAN_MA = {"none": 10, "leather": 8, "chainmail": 6, "plate": 6}  # TFT-45


def parse_damage(text: str) -> Dice:
    """TFT-01: "2+2" -> (2, 2); "1-4" -> (1, -4); "3" -> (3, 0)."""
    m = _NOTATION.match(str(text).replace("\u2212", "-"))
    if m is None:
        raise ValueError(f"{text!r} is not damage notation (like 2+2, 1-4 or 3)")
    dice, sign, plus = m.groups()
    return int(dice), (int(plus) * (-1 if sign == "-" else 1)) if plus else 0


class Creature(_ms.Struct, frozen=True, forbid_unknown_fields=True):
    """A monster or beast (section VIII)."""

    ma: int
    weapon: str
    hth: str
    st: int
    dx: int
    stops: int = 0
    attack: str = ""
    attack_per_10_st: str = ""
    fly_ma: int = 0
    st_min: int = 1
    attacked_dx: int = 0
    side_is_front: bool = False
    hexes: int = 1
    injury: tuple[int, int] = NORMAL_INJURY
    lands_to_attack: bool = False
    source: str = ""


class Race(_ms.Struct, frozen=True, forbid_unknown_fields=True):
    """A race that fights like a man (TFT-05, TFT-141..147)."""

    total: int
    min_st: int
    min_dx: int
    ma: dict[str, int] = _ms.field(default_factory=lambda: dict(HUMAN_MA))
    missile_dx: int = 0
    missile_damage: int = 0
    hammer_ax_damage: int = 0
    source: str = ""


class Bestiary(_ms.Struct, frozen=True, forbid_unknown_fields=True):
    creature: dict[str, Creature] = {}
    race: dict[str, Race] = {}


def load(source: str | bytes | Path | None = None) -> Bestiary:
    """Read a bestiary: the bundled `creatures.toml` by default, or a path, or TOML text.
    Every damage string is checked on loading."""
    if source is None:
        data = (files("affray.systems.tft.tables") / "creatures.toml").read_bytes()
    elif isinstance(source, Path):
        data = source.read_bytes()
    else:
        data = source.encode() if isinstance(source, str) else source
    b = _ms.toml.decode(data, type=Bestiary)
    for name, c in sorted(b.creature.items()):
        for text in (c.attack, c.attack_per_10_st, c.hth):
            if text:
                parse_damage(text)
        if not (c.attack or c.attack_per_10_st):
            raise ValueError(f"creature {name!r} has no attack")
    return b


BESTIARY = load()
CREATURES = BESTIARY.creature
RACES = BESTIARY.race


def attack_damage(c: Creature, st: int) -> Dice:
    """TFT-136..140: the natural attack's damage; a giant's club does 1+1 for every full 10
    points of its starting ST (ST 24 -> 2+2, ST 40 -> 4+4)."""
    if c.attack_per_10_st:
        d, p = parse_damage(c.attack_per_10_st)
        n = st // 10
        return d * n, p * n
    return parse_damage(c.attack)


def hth_damage(c: Creature) -> Dice:
    """TFT-112: natural attacks use their own HTH values (bear 3, giant 2-1, gargoyle 2)."""
    return parse_damage(c.hth)


def check(c: Creature, st: int, dx: int) -> str | None:
    """Why (ST, DX) will not do for this creature, or None. Suggested values are free;
    a giant has ST 24 at least (TFT-139)."""
    if st < c.st_min:
        return f"ST {st} is below the least of {c.st_min}"
    if dx < 1:
        return f"DX {dx} must be at least 1"
    return None


def movement(c: Creature, flying: bool = False, armor: str = "none") -> int:
    """TFT-45, TFT-139, TFT-140: MA on the ground or in flight; an armored giant moves as a
    man in that armor (proposal)."""
    if flying:
        return c.fly_ma
    if armor != "none":
        return min(c.ma, HUMAN_MA[armor])
    return c.ma


def injury_thresholds(c: Creature | None) -> tuple[int, int]:
    """TFT-127, TFT-130, TFT-132: (hits in a turn for -2 DX next turn, hits to fall)."""
    return tuple(c.injury) if c is not None else NORMAL_INJURY


def front_hexes(c: Creature | None, h: tuple[int, int], facing: int) -> list[tuple[int, int]]:
    """TFT-55, TFT-138, TFT-139: the hexes a figure engages and strikes into.
    A giant snake's side hexes are front hexes (5 front, 1 rear); a giant's `h` is its anchor
    (its rear hex, see `giant_hexes`)."""
    if c is not None and c.hexes == 3:
        return [n for n, arc in giant_neighbours(h, facing) if arc == "front"]
    if c is not None and c.side_is_front:
        return [neighbour(h, facing + k) for k in (-2, -1, 0, 1, 2)]
    return _front_hexes(h, facing)


def classify(c: Creature | None, h: tuple[int, int], facing: int | None, other: tuple[int, int]):
    """TFT-61, TFT-138, TFT-139: front/side/rear of `other` for facing bonuses. Attacking a
    snake from its side gets no +2; the giant's arcs follow its footprint."""
    if c is not None and c.hexes == 3 and facing is not None:
        return giant_classify(h, facing, other)
    arc = classify_adjacent(h, facing, other)
    if arc == "side" and c is not None and c.side_is_front:
        return "front"
    return arc


def race_damage_bonus(race: Race | None, weapon: str, kind: str, dwarf_weapons) -> int:
    """TFT-145..147: +1 for a dwarf with the hammers and axes of option `dwarf_bonus_weapons`;
    +1 for a halfling with missile or thrown weapons. Added before any multiplier."""
    if race is None:
        return 0
    bonus = race.hammer_ax_damage if weapon in dwarf_weapons else 0
    if kind in ("missile", "thrown"):
        bonus += race.missile_damage
    return bonus


def race_dx_bonus(race: Race | None, kind: str) -> int:
    """TFT-147: +3 DX for a halfling with a missile or thrown weapon (it counts for order)."""
    return race.missile_dx if race is not None and kind in ("missile", "thrown") else 0


def race_check(race: Race, st: int, dx: int) -> str | None:
    """TFT-05, TFT-141..144: ST + DX equal the race's total, each at least its minimum."""
    if st < race.min_st:
        return f"ST {st} is below the minimum of {race.min_st}"
    if dx < race.min_dx:
        return f"DX {dx} is below the minimum of {race.min_dx}"
    if st + dx != race.total:
        return f"ST + DX is {st + dx}; it must be {race.total}"
    return None


# -- reading a figure on the kernel (used by engagement and movement) ----------------

def of(state, eid: int) -> Creature | None:
    """The creature a figure is, or None for a man (or elf, dwarf...). A figure's race never
    changes, so the answer is kept on the state (derived data, like `tft_walls`)."""
    known = state.derived.get("tft_creature")
    if known is None:
        known = state.derived["tft_creature"] = {}
    try:
        return known[eid]
    except KeyError:
        found = known[eid] = CREATURES.get(state.get(eid, _Figure).race)
        return found


def front_hexes_of(state, eid: int, here: tuple[int, int]) -> list[tuple[int, int]]:
    """TFT-55, TFT-138, TFT-139: the front hexes of the figure at `here` (a snake has five);
    a giant's are those of its footprint, whichever of its three hexes `here` is."""
    c = of(state, eid)
    f = state.get(eid, _Facing).dir
    if c is None:
        return _front_hexes(here, f)
    if c.hexes == 3:
        p = state.get(eid, _Position)
        here = (p.x, p.y)
    return front_hexes(c, here, f)


def natural_weapons() -> dict:
    """TFT-148: every creature's natural attack as a weapon-table row (melee, not thrown,
    parries). The giant's club is listed at its least ST (2+2 at ST 24); `club_damage` gives
    a giant's own (TFT-139)."""
    from .tft_tables import Weapon
    out = {}
    for name in sorted(CREATURES):
        c = CREATURES[name]
        d, p = attack_damage(c, c.st_min) if c.attack_per_10_st else parse_damage(c.attack)
        out[c.weapon] = Weapon(c.weapon, d, p, 0, "melee", hth=hth_damage(c), blade=True)
    return out


def club_damage(state, eid: int, weapon: str, dice: int, plus: int) -> Dice:
    """TFT-139: a giant's club does 1+1 for every full 10 points of the ST it started with;
    any other weapon does its table's (dice, plus)."""
    c = of(state, eid)
    if c is not None and c.attack_per_10_st and weapon == c.weapon:
        return attack_damage(c, state.get(eid, _Figure).st)
    return dice, plus


NATURAL_WEAPONS = frozenset(c.weapon for c in CREATURES.values())


def combatant_problem(c, giant_support: str = "play") -> tuple[str, str] | None:
    """A scenario combatant that is a creature: (field, what is wrong), or None. A giant
    may wear armor (TFT-139: "MA 10 unless he is in armor"), no other creature does; giants
    are refused under option `giant_support` = "refuse"."""
    cr = CREATURES[c.race]
    if cr.hexes > 1 and giant_support == "refuse":
        return "race", f"{c.race} occupies {cr.hexes} hexes: multi-hex figures are refused (option giant_support)"
    problem = check(cr, c.st, c.dx)
    if problem:
        return "st", problem
    if cr.hexes == 1 and (c.armor != "none" or c.shield):
        return "armor", f"a {c.race} wears no armor and carries no shield"
    if c.shield:
        return "shield", f"a {c.race} carries no shield"
    if c.armor not in HUMAN_MA:
        return "armor", f"unknown armor {c.armor!r}; expected one of {sorted(HUMAN_MA)}"
    if any(w != cr.weapon for w in c.weapons):
        return "weapons", f"a {c.race} fights only with its {cr.weapon}"
    return None


def spawn_parts(c):
    """(Figure, Kit) of a creature combatant: its natural weapon always ready (TFT-148)."""
    from affray.components.tft import Figure, Kit
    cr = CREATURES[c.race]
    return (Figure(c.race, c.st, c.dx, c.armor, movement(cr, armor=c.armor)),
            Kit([cr.weapon], cr.weapon, "", False, False))
