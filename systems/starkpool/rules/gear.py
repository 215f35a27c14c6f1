"""Manipulating gear (section 3.7).

SP-134 out of melee, weapons change freely in the movement phase; in melee a change costs an
       attack, except dropping any weapon and drawing a sword or dagger, which is free.
       A weapon with the "C" code is dropped (not slung) when another is taken up.
SP-135 in melee a potion or magic item costs an attack (never a spell or scroll).
SP-136 dropping anything held costs nothing, at any time.
SP-137 picking something up: all attacks in melee; half the rate out of melee.
SP-138 unpacking takes the whole Move/Counter Move and Missile phases, never in melee, and
       not after moving.
SP-139 a pavis takes both hands and makes its carrier overloaded (3"); held in place it
       screens the holder and one figure behind (-3 to missiles); planting or pulling it
       takes half a movement phase, and it plants only in earth.
SP-116 getting up out of melee costs half the rate.
SP-122 a rider may rally his bolting mount out of melee for half his rate.
SP-144 (gap default) restringing a bow takes a full round out of melee.
"""

from __future__ import annotations

from affray.components.starkpool import Gear, Steed, Turn
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import plane
from affray.kernel.options import ListOptions

from ..events import Acted, GearChanged, MoraleChecked, MountBolting
from ..tables.morale import passes
from . import figures as F

__all__ = ["prepare", "drop", "wield", "draw", "items_near", "pick_up", "rally_mount",
           "DRAW_FREE", "earth"]

DRAW_FREE = ("sword", "dagger")


def earth(state) -> bool:
    m = state.map
    return m.earth if m.earth is not None else not m.indoors


def items_near(state, eid: int, reach: float = 1.0) -> list[tuple[int, str]]:
    """(owner, item) for every dropped item within reach, sorted."""
    here = F.pos(state, eid)
    out = set()
    for owner in sorted(state.derived.get("_sp_droppers", ())):
        for item, x, y in state.get(owner, Gear).dropped:
            if plane.distance(here, (x, y)) <= reach + 1e-9:
                out.add((owner, item))
    return sorted(out)


def drop(ctx, eid: int, item: str) -> None:
    """SP-136: free, at any time."""
    x, y = F.pos(ctx.state, eid)
    ctx.emit(GearChanged(eid, "drop", item, x, y))


def wield(ctx, eid: int, item: str) -> None:
    """SP-134: take up a carried weapon; a "C" weapon in hand goes to the ground."""
    state = ctx.state
    g = state.get(eid, Gear)
    if item in state.tables["weapons"] and g.weapon:
        if state.tables["weapons"][g.weapon]["c_code"]:
            drop(ctx, eid, g.weapon)
    ctx.emit(GearChanged(eid, "wield", item))


def draw(ctx, eid: int, item: str) -> None:
    """SP-134: drop the weapon in hand and draw a sword or dagger, free even in melee."""
    g = ctx.state.get(eid, Gear)
    if g.weapon:
        drop(ctx, eid, g.weapon)
    ctx.emit(GearChanged(eid, "wield", item))


def pick_up(ctx, eid: int, owner: int, item: str) -> None:
    ctx.emit(GearChanged(owner, "lift", item))
    ctx.emit(GearChanged(eid, "take", item))


def rally_mount(ctx, eid: int) -> bool:
    """SP-122: the rally roll is a morale check for the mount."""
    state = ctx.state
    dice = ctx.roll("morale", 2, 6)
    mod = state.tables["mounts"][state.get(eid, Steed).kind].get("morale", 0)
    ok = passes(sum(dice), mod, state.tables["morale"])
    ctx.emit(MoraleChecked(eid, "rally_mount", sum(dice) + mod, ok))
    if ok:
        ctx.emit(MountBolting(eid, False))
        ctx.emit(ConditionSet(eid, "fleeing", 0))
        ctx.emit(Acted(eid, "stay"))
    return ok


def _options(state, eid: int) -> list:
    g = state.get(eid, Gear)
    turn = state.get(eid, Turn)
    out: list = [["none"]]
    if F.cond(state, eid, "prone"):
        out.append(["get_up"])
    out += [["pick_up", owner, item] for owner, item in items_near(state, eid)]
    out += [["wield", w] for w in sorted(set(g.spare))]
    if g.pavis == "carried":
        out.append(["pavis", "hold"])
        if earth(state):
            out.append(["pavis", "plant"])
    elif g.pavis == "held":
        out.append(["pavis", "carry"])
    elif g.pavis == "planted" and g.pavis_at and \
            plane.distance(tuple(g.pavis_at), F.pos(state, eid)) <= 1.0:
        out.append(["pavis", "pull"])
    if turn.moved == 0:
        out += [["unpack", p] for p in sorted(set(g.packed))]
        if g.missile_state == "unstrung":
            out.append(["restring"])
    s = state.try_get(eid, Steed)
    if s is not None and s.bolting:
        out.append(["rally_mount"])
    return out


def prepare(ctx, eid: int, phase: str):
    """The gear action of a figure's movement turn: returns the inches it costs, or None
    when it takes the whole phase (unpack, restring)."""
    state = ctx.state
    opts = _options(state, eid)
    if len(opts) == 1:
        return 0.0
    choice = yield from ctx.decide(eid, "gear", ListOptions(opts))
    kind = choice[0]
    if kind == "get_up":
        ctx.emit(ConditionSet(eid, "prone", 0))
        return F.rate(state, eid) / 2
    if kind == "pick_up":
        pick_up(ctx, eid, choice[1], choice[2])
        return F.rate(state, eid) / 2
    if kind == "wield":
        wield(ctx, eid, choice[1])
        return 0.0
    if kind == "pavis":
        x, y = F.pos(state, eid)
        new = {"hold": "held", "carry": "carried", "plant": "planted", "pull": "carried"}
        ctx.emit(GearChanged(eid, "pavis", new[choice[1]], x, y))
        if choice[1] == "hold":
            return F.rate(state, eid)
        return F.rate(state, eid) / 2 if choice[1] in ("plant", "pull") else 0.0
    if kind == "unpack":
        ctx.emit(Acted(eid, "unpack"))
        ctx.emit(GearChanged(eid, "unpacked", choice[1]))
        return None
    if kind == "restring":
        ctx.emit(Acted(eid, "restring"))
        ctx.emit(GearChanged(eid, "restrung", state.get(eid, Gear).missile))
        return None
    if kind == "rally_mount":
        rally_mount(ctx, eid)
        return F.rate(state, eid) / 2
    return 0.0

