"""A Melee scenario: one combatant, the map, and their checks. TFT-04..14, TFT-46.

A combatant's ST and DX must fit its race's budget; its weapons must be usable with its basic
ST; it carries two weapons (a shield counts) plus one dagger or main-gauche; a two-handed ready
weapon means a slung shield. A creature (§22) is checked by `creatures.combatant_problem`;
a giant's three hexes (TFT-139) must all be free, none a wall, and its `at` (its rear hex)
must be an entrance hex when its side has them.
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec as _ms
from msgspec import UNSET, UnsetType

from affray.kernel.errors import ScenarioError
from affray.kernel.geometry.hexgrid import giant_hexes

from .rules.figures import check_attributes, check_equipment
from .tables import creatures as _creatures
from .tables.tft_tables import RACES, WEAPONS


# A hex [q, r]. Lists, not tuples: the kernel keeps the scenario as builtins in the log
# header, and a tuple there would differ from the list read back.
HexList = Annotated[list[int], _ms.Meta(min_length=2, max_length=2)]


class TftCombatant(_ms.Struct, forbid_unknown_fields=True):
    name: str
    side: str
    st: int
    dx: int
    at: HexList
    facing: int = 0
    race: str = "human"
    armor: str = "none"
    weapons: list[str] = []
    shield: str | None = None
    ready: str | None = None  # default: the first weapon listed
    shield_ready: bool | None = None  # default: ready unless the ready weapon is two-handed
    offhand: bool = False  # a main-gauche ready in the left hand (TFT-75)
    # Mid-fight (docs/scenarios.md, "Starting mid-fight"; checked by `moment.problem`).
    # UNSET fields are left out of the log header, so older logs keep their bytes.
    hits: int | UnsetType = UNSET  # hits taken so far (TFT-06)
    hits_last_turn: int | UnsetType = UNSET  # of those, last turn's (5+: -2 DX now, TFT-127)
    posture: str | UnsetType = UNSET  # "" | knocked | prone | kneeling | hth (TFT-22, 107)
    unconscious: bool | UnsetType = UNSET  # default: ST - hits is 1 (TFT-131)
    dead: bool | UnsetType = UNSET  # default: ST - hits is 0 or less (TFT-131)
    gone: bool | UnsetType = UNSET  # left the arena by its side's door (TFT-151)
    carried: list[str] | UnsetType = UNSET  # held now, shield included (default: weapons
    #                                         and shield, less dropped and broken)
    dropped: list[Annotated[list, _ms.Meta(min_length=3, max_length=3)]] | UnsetType = UNSET
    #                                       [weapon, q, r]: its counters on the ground (TFT-23)
    broken: list[str] | UnsetType = UNSET  # weapons (or shield) it broke (TFT-122)
    reload_left: int | UnsetType = UNSET  # turns its crossbow still needs (TFT-96, 97)
    last_shot: bool | UnsetType = UNSET  # took option (j) last turn (TFT-36)
    ready_engaged: bool | UnsetType = UNSET  # readied its missile weapon while engaged
    conditions: dict[str, int] | UnsetType = UNSET  # hth_dazed / hth_tried (a round), ep
    # inside a turn (scenario `phase`): its record of the turn so far (turn_moment.py)
    this_turn: dict[str, Any] | UnsetType = UNSET

    def ready_weapon(self) -> str:
        if self.ready is not None:
            return self.ready
        return self.weapons[0] if self.weapons else ""

    def shield_is_ready(self) -> bool:
        if self.shield_ready is not None:
            return self.shield_ready
        w = WEAPONS.get(self.ready_weapon())
        return self.shield is not None and not (w is not None and w.two_handed)


class TftMap(_ms.Struct, forbid_unknown_fields=True):
    """Without walls the grid is unbounded (TFT-155 default)."""

    walls: list[HexList] = []
    entrances: dict[str, list[HexList]] = {}  # side name -> start hexes (TFT-46)
    megahex_origin: HexList = _ms.field(default_factory=lambda: [0, 0])
    megahex_mirror: bool = False


def validate(sc) -> None:
    from .moment import problem as midfight_problem, shares_hex
    crossbow_st = sc.options.get("crossbow_min_st", 0)
    giant_support = sc.options.get("giant_support", "play")
    seen: dict[tuple[int, int], int] = {}
    walls = {tuple(w) for w in sc.map.walls} if sc.map is not None else set()
    entrances = sc.map.entrances if sc.map is not None else {}
    for i, c in enumerate(sc.combatants):
        where = f"combatants[{i}]"
        if c.race in _creatures.CREATURES:  # TFT-136..140, TFT-149
            problem = _creatures.combatant_problem(c, giant_support)
            if problem:
                raise ScenarioError(f"{where}.{problem[0]}", problem[1])
        elif c.race not in RACES:
            raise ScenarioError(f"{where}.race", f"unknown race {c.race!r}; expected one of {sorted(RACES)}")
        problem = None if c.race in _creatures.CREATURES else check_attributes(c.race, c.st, c.dx)
        if problem:
            raise ScenarioError(f"{where}.st", problem)
        mid = c.carried is not UNSET  # the kit as bought is checked; what it holds now below
        problem = None if c.race in _creatures.CREATURES else check_equipment(
            c.st, c.armor, c.weapons, c.shield, None if mid else c.ready_weapon() or None,
            False if mid else c.shield_is_ready(), crossbow_st)
        if problem:
            field = "armor" if "armor" in problem else "weapons"
            raise ScenarioError(f"{where}.{field}", problem)
        problem = midfight_problem(sc, i)
        if problem:
            raise ScenarioError(f"{where}.{problem[0]}", problem[1])
        if c.offhand and not mid:
            w = WEAPONS.get(c.ready_weapon())
            if "main-gauche" not in c.weapons or c.ready_weapon() == "main-gauche":
                raise ScenarioError(f"{where}.offhand", "needs a main-gauche carried beside another weapon")
            if c.shield_is_ready() or (w is not None and w.two_handed):
                raise ScenarioError(f"{where}.offhand", "a main-gauche needs a free left hand "
                                    "(no ready shield, no two-handed weapon)")
        if not 0 <= c.facing <= 5:
            raise ScenarioError(f"{where}.facing", "expected 0..5")
        h = (c.at[0], c.at[1])
        feet = [h]
        if c.race in _creatures.CREATURES and _creatures.CREATURES[c.race].hexes > 1:
            feet = giant_hexes(h, c.facing)  # TFT-139: front pair, then `at`
        for x in feet:
            what = list(x) if x == h else f"the {c.race}'s hex {list(x)}"
            if x in walls:
                raise ScenarioError(f"{where}.at", f"{what} is a wall")
            if x in seen and not shares_hex(sc, i, seen[x]):
                raise ScenarioError(f"{where}.at", f"{what} is taken by combatants[{seen[x]}]")
        if c.side in entrances and not getattr(sc, "rounds_played", 0) and h not in {tuple(e) for e in entrances[c.side]}:
            raise ScenarioError(f"{where}.at", f"{list(h)} is not an entrance hex of side {c.side!r}")
        for x in feet:
            seen[x] = i
