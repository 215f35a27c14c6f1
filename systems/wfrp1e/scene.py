"""How the replay viewer draws WFRP 1e (`affray view`): the ground in yards, each figure a
round base of its width (WFRP-04, `Profile.base`), its heading, a bar of wounds left of the
profile's W (WFRP-51), missile shots and charges as arrows. Reads components only."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Profile
from affray.kernel.components import Facing, Position, Vitals
from affray.kernel.view.scene import Scene

_NOTES = ("fleeing", "stunned", "prone", "surprised", "off_guard")


def _note(fight: Fight) -> str:
    for n in _NOTES:
        if getattr(fight, n):
            return n.replace("_", " ")
    if fight.held_by:
        return "held"
    return ""


def row(c) -> list:
    pos, vit, prof, fight = c[Position], c[Vitals], c[Profile], c[Fight]
    face = c.get(Facing)
    note = "dead" if vit.dead else ("fled" if fight.fleeing else "gone") if vit.removed \
        else _note(fight)
    out = 1 if vit.dead or vit.removed else 0
    radius = prof.base / 2
    # No zone of control in WFRP: the outer ring is the base itself (contact is base to base).
    return [pos.x, pos.y, face.dir if face is not None else None, fight.wounds, prof.W,
            out, note, [radius, radius]]


def marks(ev, where) -> list:
    """Missile shots (WFRP-99) from shooter to target; charges (WFRP-15) from where the
    charger stood before its move to its target."""
    kind = type(ev).__name__
    if kind == "Blow" and getattr(ev, "kind", "") == "missile":
        return [["shot", where(ev.attacker), where(ev.target)]]
    if kind == "Charged":
        return [["charge", where(ev.entity), where(ev.target)]]
    return []


SCENE = Scene("plane", row, marks,
              "yards, north up; circle: the round base (its width); notch: facing; bar: wounds "
              "left of W; arrows: missile shots and charges this round; red lines: who engages whom (dashed: "
              "one way); grey dashes: moves this round")
