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


def charge_targets(ev, look) -> list[int]:
    """Whom a charge went at, in logs written before the `Charged` event (WFRP-15: the
    `charged` flag set): the engagement the charge formed: the figure it declared it would charge
    (`charge:<id>`, WFRP-03) when the two are engaged as the charge ends, or, failing that,
    every figure it is engaged with; else (engaged with nobody yet: charges meeting halfway,
    WFRP-45, where the first to move stops short) the declared figure."""
    fight = look.components(ev.entity).get(Fight)
    verb, _, arg = (fight.action if fight is not None else "").partition(":")
    declared = int(arg) if verb == "charge" and arg.isdigit() else 0
    foes = look.foes(ev.entity)
    if declared in foes or (declared and not foes):
        return [declared]
    return foes


def marks(ev, look) -> list:
    """Missile shots (WFRP-99) from shooter to target; charges (WFRP-15) from where the
    charger stands as the charge begins to the figure it charges (older logs, without the
    `Charged` event: from where it stood when the round began, see `charge_targets`)."""
    kind = type(ev).__name__
    if kind == "Blow" and getattr(ev, "kind", "") == "missile":
        return [["shot", look(ev.attacker), look(ev.target)]]
    if kind == "Charged":  # emitted before the charger moves
        return [["charge", look(ev.entity), look(ev.target)]]
    if kind == "Set" and ev.field == "charged" and ev.value is True:  # older logs
        return [["charge", look.start(ev.entity), look(t)] for t in charge_targets(ev, look)]
    return []


SCENE = Scene("plane", row, marks,
              "yards, north up; circle: the round base (its width); notch: facing; bar: wounds "
              "left of W; arrows: missile shots and charges this round; red lines: who "
              "engages whom (dashed: one way); grey dashes: moves this round")
