"""The movement phase: side by side, each figure picks its option when its move comes and
carries out the movement part of it.

TFT-17 (sides move in turn; the player orders his own figures), TFT-18 (options judged when
the figure's move comes), TFT-25..41 (the options), TFT-36 (a missile weapon shot under (j)
is dropped at the start of the next move), TFT-75 (main-gauche mode chosen with the option).
"""

from __future__ import annotations

from collections import deque

from affray.components.tft import Figure, Kit, Status
from affray.kernel.options import ListOptions, Options

from .. import events as E
from .. import hooks
from ..rules.choices import choose
from ..rules.lookup import conscious, engaged_by, hex_of
from ..rules.movement import Destinations, choose_facing, reachable, shift_destinations, walk
from ..rules.figure_options import ATTACK_OPTIONS, STAY_DOWN, budget, legal_options
from ..rules.readying import carry_out, ready_choices
from ..tables.tft_tables import WEAPONS


class Movers(Options):
    """The figures of a side still to move (TFT-17: the player picks the order), a view of
    the phase's own queue. Ids are kept as they are (no normalising): a side of thousands
    asks this thousands of times."""

    __slots__ = ("left",)

    def __init__(self, left: deque[int]):
        self.left = left

    def enumerate(self) -> list[int]:
        return list(self.left)

    def legal(self, choice) -> str | None:
        return None if choice in self.left else f"{choice!r} has moved or cannot move"

    def __len__(self) -> int:
        return len(self.left)


def movement_phase(ctx, side_order: list[int]):
    state = ctx.state
    for side in side_order:
        left = deque(e for e in state.members(side) if conscious(state, e))
        movers = Movers(left)
        while left:
            if ctx.option("move_order") == "player":
                eid = yield from choose(ctx, -side, "mover", movers)
            else:
                eid = left[0]
            if eid == left[0]:  # the tactical policy's pick: no search of the whole side
                left.popleft()
            else:
                left.remove(eid)
            if conscious(state, eid):
                yield from figure_moves(ctx, eid)


def figure_moves(ctx, eid: int):
    """One figure's move: forced drop, option, movement, readying, facing."""
    state = ctx.state
    k = state.get(eid, Kit)
    here = hex_of(state, eid)
    if k.last_shot and k.ready and WEAPONS[k.ready].is_missile:  # TFT-36, TFT-99
        ctx.emit(E.WeaponDropped(eid, k.ready, here[0], here[1]))
    s = state.get(eid, Status)
    foes = engaged_by(state, eid)
    legal = legal_options(s, k, bool(foes), bool(ready_choices(state, eid, "o")))
    legal = hooks.legal_options(state, eid, legal)
    option = yield from choose(ctx, eid, "option", ListOptions(legal))
    option, mode = hooks.split_option(option)  # "b:rush" -> (b), mode rush (TFT-80)
    if k.offhand:  # TFT-75
        modes = ["parry", "double"] if option in ATTACK_OPTIONS else ["parry"]
        mode = yield from choose(ctx, eid, "main-gauche", ListOptions(modes))
    ctx.emit(E.OptionTaken(eid, option, foes, mode))

    if option in ("g", "n"):  # TFT-33, TFT-40
        ctx.emit(E.PostureSet(eid, ""))
        yield from choose_facing(ctx, eid)
        return
    if option == STAY_DOWN:
        return
    if (yield from hooks.move(ctx, eid, option, foes)):
        return
    if option == "o":  # TFT-41: bend over where it stands
        choice = yield from choose(ctx, eid, "ready", ListOptions(ready_choices(state, eid, "o")))
        ctx.emit(E.PostureSet(eid, "bending"))
        carry_out(ctx, eid, "o", choice)
        return
    if foes:
        if option == "j" and not ctx.option("last_shot_shift"):
            dests, parent = {here: (0, None)}, {here: None}
        else:
            dests, parent = shift_destinations(state, eid, foes), {here: None}
    else:
        dests, parent = reachable(state, eid, budget(option, state.get(eid, Figure).ma),
                                  ctx.option("jump_cost"))
    end = yield from choose(ctx, eid, "move", Destinations(dests))
    standing = walk(ctx, eid, dests, parent, (end[0], end[1]))
    if not standing:
        return
    if option == "d":  # TFT-30
        posture = yield from choose(ctx, eid, "posture", ListOptions(["prone", "kneeling"]))
        ctx.emit(E.PostureSet(eid, posture))
    if option in ("e", "k"):  # TFT-31, TFT-37
        choices = ready_choices(state, eid, option)
        if choices:
            choice = yield from choose(ctx, eid, "ready", ListOptions(choices))
            carry_out(ctx, eid, option, choice)
    yield from choose_facing(ctx, eid)
