"""Step 2, initiative rolls (ACKS-17), and the order within one count (ACKS-35)."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.events import PhaseStarted
from affray.kernel.options import ListOptions
from affray.kernel.orders import Order, Subset

from .. import events as E
from ..rules.geometry import able


def roll_initiative(ctx) -> None:
    """1d6 + DEX + named modifiers; with `group_initiative`, one d6 per morale group."""
    state = ctx.state
    ctx.emit(PhaseStarted("initiative"))
    group_die: dict[tuple[int, str], int] = {}
    from ..rules.mounted import riders_of
    mounts: list[tuple[int, int]] = []
    from .siege import crew_map
    from ..rules.vehicles import driver_of, harnessed, vehicles
    crews = crew_map(state)
    crew_number: dict[int, tuple[int, int]] = {}
    for eid in state.entities:
        if not able(state, eid):
            continue  # the fallen do not roll
        riders = [r for r in riders_of(state, eid) if able(state, r)]
        driver = driver_of(state, eid) if vehicles(state) else None
        if driver is not None and harnessed(state, eid):
            mounts.append((eid, driver))  # ACKS-210: transporters act on the driver's number
            continue
        if riders:
            lead = driver if driver in riders else riders[0]
            mounts.append((eid, lead))  # ACKS-201: the mount acts on its rider's number
            continue
        sheet = state.get(eid, Sheet)
        if eid in crews:  # ACKS-119: one die for the crew, the worst modifier among them
            piece = crews[eid]
            if piece not in crew_number:
                die = ctx.roll("initiative", 1, 6)[0]
                worst = min(state.get(c, Sheet).dex_mod + sum(state.get(c, Sheet).init_mods)
                            for c, p in crews.items() if p == piece and able(state, c))
                crew_number[piece] = (die + worst, die)
            ctx.emit(E.Initiative(eid, *crew_number[piece]))
            continue
        key = (state.side[eid], sheet.morale_group)
        if ctx.option("group_initiative") and sheet.morale_group and key in group_die:
            die = group_die[key]
        else:
            die = ctx.roll("initiative", 1, 6)[0]
            group_die[key] = die
        ctx.emit(E.Initiative(eid, die + sheet.dex_mod + sum(sheet.init_mods), die))
    from affray.components.acks2 import Status
    for mount, rider in mounts:
        ctx.emit(E.Initiative(mount, state.get(rider, Status).initiative, 0))


def judge_side(state) -> int:
    opt = state.options.get("judge_side", -1)
    if opt >= 0:
        return opt
    counts = [sum(1 for e in state.members(s) if state.get(e, Sheet).controller == "judge")
              for s in range(len(state.sides))]
    top = max(counts)
    return max(i for i, c in enumerate(counts) if c == top)


def deciding_side(state, sides: list[int], sizes: dict[int, int]) -> int:
    """ACKS-35: the side with fewer members; on equal numbers, the Judge's side."""
    low = min(sizes[s] for s in sides)
    fewest = [s for s in sides if sizes[s] == low]
    if len(fewest) == 1:
        return fewest[0]
    j = judge_side(state)
    return j if j in fewest else fewest[-1]


def tie_order(ctx, actors: list[int], sizes: dict[int, int]):
    """ACKS-35: combatants on one count act one after another; the deciding side puts its
    tied combatants first or last, "some or all" of them (`tie_split` names those that go the
    other way); allies "may choose the order they act" (`ally_order`)."""
    state = ctx.state
    sides = sorted({state.side[e] for e in actors})
    if len(sides) < 2:
        return (yield from ally_order(ctx, sides[0], sorted(actors)))
    decider = deciding_side(state, sides, sizes)
    choice = yield from ctx.decide(-decider, "tie_order", ListOptions(["first", "last"]))
    mine = yield from ally_order(ctx, decider, sorted(e for e in actors if state.side[e] == decider))
    rest = []
    for s in sides:
        if s != decider:
            rest += yield from ally_order(ctx, s, sorted(e for e in actors if state.side[e] == s))
    split: list = []
    if len(mine) > 1:  # "some or all of its combatants": those named go the other way
        ways = Subset(mine, 0, len(mine) - 1)
        split = ways.value((yield from ctx.decide(-decider, "tie_split", ways)))
    before = [m for m in mine if (m in split) != (choice == "first")]
    return before + rest + [m for m in mine if m not in before]


def ally_order(ctx, side: int, allies: list[int]):
    """ACKS-35: "If the two combatants are on the same side, they may choose the order they
    act" (the side's choice, asked as an `Order`)."""
    if len(allies) < 2:
        return allies
    order = Order(allies)
    return order.value((yield from ctx.decide(-side, "ally_order", order)))


def side_sizes(state) -> dict[int, int]:
    """ACKS-35 Default: counted at the start of the round among those able to act."""
    sizes = {s: 0 for s in range(len(state.sides))}
    for e in state.entities:
        if able(state, e):
            sizes[state.side[e]] += 1
    return sizes
