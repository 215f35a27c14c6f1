"""Run, Running Sneak, Sneak, Hide and falling in as a second rank in a combatant's segment
(ACKS-45, ACKS-46, ACKS-53, ACKS-62, ACKS-03): the choices offered and how each is played. Run and Running Sneak are full-round
actions at running speed in a straight line; Sneak is a movement action at half combat
speed (or full speed at -5); Hide is a combat action. Each needs the combatant unengaged."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import squares as sq
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import geometry as geo
from ..rules.actions import hide_ok, running_sneak_ok
from ..rules.engagement import engaged
from ..rules.movement import reachable, speeds, straight_runs
from ..rules.ranks import SECOND_RANK, edge_slots
from ..rules.stealth import SNEAK_PENALTY, resolve

FULL_ROUND = ("run", "running_sneak")
MOVES = ("run", "running_sneak", "sneak", "sneak_fast")


_X: dict[int, str] = {}  # x -> "x,"
_Y: dict[int, str] = {}  # y -> "y"


def square_options(prefix: str, squares) -> list[str]:
    """"prefix:x,y" for each square, in (x, y) order (a segment offers some hundreds: the
    coordinates' strings are made once)."""
    keys = sorted(squares)
    p = prefix + ":"
    try:
        return [p + _X[x] + _Y[y] for x, y in keys]
    except KeyError:
        for x, y in keys:
            _X[x], _Y[y] = f"{x},", f"{y}"
        return [p + _X[x] + _Y[y] for x, y in keys]


_opts = square_options


def move_options(state, e: int, where=None) -> list[str]:
    """Offered beside March to an unengaged combatant that may move (ACKS-45/46/53).
    `where`: `movement.ground` for a run, worked out once for the segment."""
    sheet = state.get(e, Sheet)
    sp = speeds(sheet)
    runs = straight_runs(state, e, sp["run"], where)
    out = _opts("run", runs)
    if "sneaking" in sheet.profs:
        out += _opts("sneak", reachable(state, e, sp["sneak"], where=where))
        out += _opts("sneak_fast", reachable(state, e, sp["sneak_fast"], where=where))
        if running_sneak_ok(engaged(state, e), True)[0]:
            out += _opts("running_sneak", runs)
    return out


def hide_option(state, e: int) -> list[str]:
    """ACKS-62: a combat action for a combatant with Hiding, unengaged and not yet hidden."""
    sheet = state.get(e, Sheet)
    if hide_ok("hiding" in sheet.profs) is None or engaged(state, e) or state.condition(e, "hidden"):
        return []
    return ["hide"]


def play(ctx, e: int, kind: str, arg: str, move_to):
    """Move `e` for a run or sneak; returns whether it is a full-round action."""
    state = ctx.state
    x, y = (int(v) for v in arg.split(","))
    pos = geo.area(state, e)
    big = geo.dims(state.get(e, Sheet)) != (1, 1)
    rule = {"run": "ACKS-45", "running_sneak": "ACKS-46", "sneak": "ACKS-53", "sneak_fast": "ACKS-53"}[kind]
    move_to(ctx, e, (x, y), geo.facing_toward((pos.x, pos.y), (x, y), big),
            sq.distance_feet((pos.x, pos.y), (x, y)), rule)
    if kind == "run":
        ctx.emit(E.Set(e, "disordered", True, "ACKS-45"))  # until its next initiative
        if state.condition(e, "sneaking"):
            ctx.emit(ConditionSet(e, "sneaking", 0))
    else:
        from ..rules.actions import Request
        resolve(ctx, e, Request("sneaking", 18, SNEAK_PENALTY[kind]), "sneaking", rule)
    return kind in FULL_ROUND


def join_rank(ctx, e: int, arg: str, move_to) -> None:
    """ACKS-03: march into a lone man-sized ally's square as its second rank, facing its way."""
    state = ctx.state
    x, y = (int(v) for v in arg.split(","))
    front = next(o for o in sorted(geo.near(state, e, 40)) if geo.able(state, o)
                 and state.side[o] == state.side[e] and geo.area(state, o) == sq.Footprint(x, y))
    pos = geo.area(state, e)
    move_to(ctx, e, (x, y), geo.facing_of(state, front), sq.distance_feet((pos.x, pos.y), (x, y)), "ACKS-03")
    ctx.emit(ConditionSet(e, SECOND_RANK, 1))


def edge_options(state, e: int, shared: dict) -> list[str]:
    return [f"edge:{x},{y},{row}" for (x, y, row) in sorted(edge_slots(state, e, shared))]


def join_edge(ctx, e: int, arg: str, move_to) -> None:
    """ACKS-02: onto the shared edge of two allies as the third of a 3-in-2 group."""
    state = ctx.state
    x, y, row = arg.split(",")
    x, y = int(x), int(y)
    front = next(o for o in sorted(geo.near(state, e, 40)) if geo.able(state, o)
                 and state.side[o] == state.side[e] and geo.area(state, o) == sq.Footprint(x, y))
    pos = geo.area(state, e)
    move_to(ctx, e, (x, y), geo.facing_of(state, front), sq.distance_feet((pos.x, pos.y), (x, y)), "ACKS-02")
    ctx.emit(ConditionSet(e, geo.EDGE, 1 if row == "E" else 2))


def after_run(ctx, e: int):
    """ACKS-45: after running, a combatant that is not engaged may take cover."""
    state = ctx.state
    if not geo.able(state, e) or engaged(state, e) or state.condition(e, "prone"):
        return
    choice = yield from ctx.decide(e, "after_run", ListOptions(["none", "cover"]))
    if choice == "cover":
        ctx.emit(ConditionSet(e, "prone", 1))


def hide(ctx, e: int) -> None:
    resolve(ctx, e, hide_ok(True), "hidden", "ACKS-62")
