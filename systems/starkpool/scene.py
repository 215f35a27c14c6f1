"""How the replay viewer draws Starkpool (`affray view`): the table in inches, each figure a
base with its zone of control (SP-27: 1", 2" for Large and riders, SP-85), facing, a bar of
hit points left, shots and charges as arrows. Reads components only."""

from __future__ import annotations

from affray.components.starkpool import Combatant, Steed
from affray.kernel.components import Conditions, Facing, Position, Vitals
from affray.kernel.view.scene import Scene

BASE_RADIUS = 0.375  # figure centres never end closer than 0.75" (bases touch)
_NOTES = ("fleeing", "surrendered", "subdued", "asleep", "held", "stunned", "prone",
          "invisible", "hidden", "surprised")


def row(c) -> list:
    pos, vit, who = c[Position], c[Vitals], c[Combatant]
    face = c.get(Facing)
    steed = c.get(Steed)
    large = who.size == "L" or (steed is not None and steed.mounted)
    conds = c[Conditions].values
    if vit.dead:
        note = "dead"
    elif vit.removed:
        note = "fled" if conds.get("fleeing") else "gone"
    else:
        note = next((n for n in _NOTES if conds.get(n)), "")
    out = 1 if vit.dead or vit.removed else 0
    return [pos.x, pos.y, face.dir if face is not None else None, who.hp - vit.hits, who.hp,
            out, note, [BASE_RADIUS, 2.0 if large else 1.0]]


def marks(ev, where) -> list:
    kind = type(ev).__name__
    if kind == "Shot":
        return [["shot", where(ev.shooter), where(ev.target)]]
    if kind == "ChargeDeclared":
        return [["charge", where(ev.entity), where(ev.target)]]
    return []


SCENE = Scene("plane", row, marks,
              "inches, north up; circle: zone of control; notch: facing; bar: hit points "
              "left; arrows: shots and charges this round; red lines: who engages whom (dashed: one way); grey dashes: moves this round")
