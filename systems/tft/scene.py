"""How the replay viewer draws Melee (`affray view`): the hex map, figures with facing, a
bar of ST left (ST minus hits taken), the giant in its three hexes, missile and thrown
weapons as arrows. Reads components only (see `affray.kernel.view.scene` for the row)."""

from __future__ import annotations

from affray.components.tft import Figure, Status
from affray.kernel.components import Facing, Position, Vitals
from affray.kernel.view.scene import Scene

# TFT-139: a giant stands in three hexes (kernel.geometry.hexgrid.giant_hexes: the page
# draws the same triangle from the anchor hex and facing).
THREE_HEX_RACES = frozenset({"giant"})
_POSTURE = {"knocked": "down", "prone": "prone", "kneeling": "kneeling", "bending": "bending"}


def row(c) -> list:
    pos, vit, fig, st = c[Position], c[Vitals], c[Figure], c[Status]
    face = c.get(Facing)
    if vit.dead:
        note = "dead"
    elif vit.removed:
        note = "gone"
    elif st.unconscious:
        note = "unconscious"
    else:
        note = _POSTURE.get(st.posture, "")
    out = 1 if vit.dead or vit.removed or st.unconscious else 0
    return [pos.x, pos.y, face.dir if face is not None else None, fig.st - vit.hits, fig.st,
            out, note, 3 if fig.race in THREE_HEX_RACES else 1]


def marks(ev, where) -> list:
    """Missile and thrown attacks (TFT-84..93) as arrows from shooter to target."""
    if type(ev).__name__ == "AttackRolled" and getattr(ev, "kind", "") in ("missile", "thrown"):
        return [["shot", where(ev.attacker), where(ev.target)]]
    return []


SCENE = Scene("hex", row, marks,
              "hexes (axial q, r); the notch shows the front; bar: ST left of ST; arrows: "
              "missiles and thrown weapons this turn; red lines: who engages whom (dashed: one way); grey dashes: moves this round")
