"""How the replay viewer draws Destrier (`affray view`): stands in inches with their edges
coloured by what they mean (DS-08..DS-14: shield, sword, front, rear; a horse's head),
a bar of body points left, charges as arrows. Reads components only."""

from __future__ import annotations

from affray.components.destrier import Fighter, Stand, Status
from affray.kernel.components import Facing, Position, Vitals
from affray.kernel.geometry import stands as G
from affray.kernel.view.scene import Scene

# The default edge labels of a stand with none given (DS-08, DS-10/11).
_SQUARE = ["shield", "rear", "rear", "sword"]
_RECT = ["head", "shield", "rear", "sword"]


def _shape(st: Stand) -> list:
    if st.kind == "square":
        pts, labels = G.square_local(st.size), _SQUARE
    elif st.kind == "rect":
        pts, labels = G.rect_local(st.size, st.width), _RECT
    else:
        pts, labels = [tuple(p) for p in st.points], ["front"] * len(st.points)
    if st.labels:
        labels = list(st.labels)
    return [[[round(x, 3), round(y, 3)] for x, y in pts], list(labels)]


def row(c) -> list:
    pos, vit, fig, status = c[Position], c[Vitals], c[Fighter], c[Status]
    face = c.get(Facing)
    if vit.dead:
        note = "dead"
    elif vit.removed:
        note = "gone"
    elif status.collapsed:
        note = "collapsed"
    else:
        note = next((n for n in ("prone", "kneeling", "stunned", "berserk", "disarmed")
                     if getattr(status, n)), "")
    out = 1 if vit.dead or vit.removed or status.collapsed else 0
    return [pos.x, pos.y, face.dir if face is not None else None, fig.body - status.damage,
            fig.body, out, note, _shape(c[Stand])]


def marks(ev, where) -> list:
    if type(ev).__name__ == "Segment" and "charge" in ev.why:
        return [["charge", where(ev.entity), [ev.x, ev.y]]]
    if type(ev).__name__ == "Struck" and getattr(ev, "card", "") == "FIRE/THROW MISSILE":
        return [["shot", where(ev.attacker), where(ev.target)]]
    return []


SCENE = Scene("stand", row, marks,
              "inches, north up; stands with edges: blue shield, red sword, orange front or "
              "head, grey rear; bar: body left; arrows: charges and shots this round; red lines: stands in contact")
