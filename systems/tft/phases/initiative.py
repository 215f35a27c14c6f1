"""Initiative: TFT-16.

Each side rolls one die; ties re-roll among the tied sides. The winner chooses to move first
or last. With more than two sides (option `initiative_multi_side`) the others keep their roll
order, highest first ("ranked"), or move in side order ("winner_only"). The players may agree to skip the roll (option
`initiative_agreement`).
"""

from __future__ import annotations

from affray.kernel.options import ListOptions

from .. import events as E
from ..rules.choices import choose
from ..rules.lookup import conscious


def rank(ctx, sides: list[int]) -> list[int]:
    """Sides from highest roll to lowest; tied sides roll again among themselves."""
    if len(sides) == 1:
        return sides
    rolls = {s: ctx.roll("init", 1)[0] for s in sides}
    out: list[int] = []
    for value in sorted(set(rolls.values()), reverse=True):
        out += rank(ctx, [s for s in sides if rolls[s] == value])
    return out


def initiative(ctx):
    """Returns the order in which sides move this turn, and records it."""
    state = ctx.state
    sides = [i for i in range(len(state.sides)) if _fighting(state, i)]
    if (yield from _agreed(ctx, sides)):
        ctx.emit(E.MoveOrder(sides))
        return sides
    order = rank(ctx, sides)
    winner = order[0]
    if ctx.option("initiative_multi_side") == "winner_only":
        order = [winner] + [s for s in sides if s != winner]
    choice = yield from choose(ctx, -winner, "initiative", ListOptions(["first", "last"]))
    if choice == "last":
        order = order[1:] + [winner]
    ctx.emit(E.MoveOrder(order))
    return order


def _agreed(ctx, sides: list[int]):
    """The combat example's turns 5, 7 and 8: "The players agree to forget about
    initiative". With option `initiative_agreement` = "ask", every side is asked (`skip-
    initiative`, True to skip) until one wants the roll; if all agree, no die is rolled and
    the sides move in side order."""
    if ctx.option("initiative_agreement") != "ask" or len(sides) < 2:
        return False
    for side in sides:
        if not (yield from choose(ctx, -side, "skip-initiative", ListOptions([False, True]))):
            return False
    return True


def _fighting(state, side: int) -> bool:
    return any(conscious(state, e) for e in state.members(side))
