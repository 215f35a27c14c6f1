"""How the replay viewer draws ACKS II (`affray view`): 5-foot squares, each figure's
footprint by size (ACKS-05: frontage x depth, or the sheet's own), its compass facing, a bar
of hit points left, missile throws and charges as arrows. Reads components only."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.components import Conditions, Facing, Position, Vitals
from affray.kernel.view.scene import Scene

# ACKS-05 Default footprints (frontage, depth) in squares. The ruleset's table lives in
# systems/acks2/tables/sizes.py; a scene may import only components and the kernel, so the
# few numbers are repeated here (tests/view/test_scenes.py checks the two agree).
FOOTPRINTS = {"tiny": (1, 1), "small": (1, 1), "man": (1, 1), "large": (1, 2),
              "huge": (2, 2), "gigantic": (3, 4), "colossal": (6, 10)}
_NOTES = ("unconscious", "surrendered", "paralyzed", "asleep", "helpless", "prone", "cowering")


def footprint(sheet: Sheet) -> list[int]:
    f, d = FOOTPRINTS.get(sheet.size, (1, 1))
    return [sheet.frontage or f, sheet.depth or d]


def row(c) -> list:
    pos, vit, sheet, st = c[Position], c[Vitals], c[Sheet], c[Status]
    face = c.get(Facing)
    conds = c[Conditions].values if Conditions in c else {}
    if vit.dead:
        note = "dead"
    elif vit.removed:
        note = "gone"
    else:
        note = next((n for n in _NOTES if conds.get(n)), "")
        if not note and st.morale in ("frightened", "faltering"):  # ACKS-192
            note = st.morale
    out = 1 if vit.dead or vit.removed or conds.get("unconscious") else 0
    return [pos.x, pos.y, face.dir if face is not None else None, st.hp, sheet.hp,
            out, note, footprint(sheet)]


def marks(ev, where) -> list:
    """ACKS-78 throws: missiles as shots, charges (ACKS-151) from where the charger stands."""
    if type(ev).__name__ != "Throw":
        return []
    if ev.kind == "missile":
        return [["shot", where(ev.attacker), where(ev.target)]]
    if ev.kind == "charge":
        return [["charge", where(ev.attacker), where(ev.target)]]
    return []


SCENE = Scene("square", row, marks,
              "5-foot squares (column, row from the south-west square of the footprint), north "
              "up; notch: compass facing; bar: hit points left; arrows: missiles and charges this "
              "round; red lines: who engages whom (dashed: one way); grey dashes: moves this round")
