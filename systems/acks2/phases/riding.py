"""Getting on a mount in battle (ACKS-202) and calming a panicked one (ACKS-209).

Mounting needs an allied mount within 5' (Default: an animal at least one size larger than
the rider) that is not itself riding. With Riding or Mounted Combat it is an action in lieu
of movement, even onto a mount that moved this round; without, an action in lieu of
attacking onto a mount that has not moved this round. The first rider aboard controls the
mount; later ones are passengers (ACKS-201). Default: a mount carries one rider and one
passenger (two more if huge or larger); a newly mounted mount takes no segment of its own
for the rest of the round (it acts on its rider's number from the next round).

A rider with Riding or Mounted Combat may calm its mount after the mount failed a morale
roll (frightened, cowering or faltering: mounts roll as lone creatures, so only when hurt),
as an action in lieu of attacking; the mount rolls morale again at the end of the round."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet, Moved

from .. import events as E
from ..rules import geometry as geo
from ..rules.mounted import mount_options, riders_of, skilled
from ..tables.sizes import size_index

PANIC = ("frightened", "cowering", "faltering")


def seats(state, m: int) -> int:
    """Default: a mount carries a rider and a passenger (four aboard if huge or larger); a
    vehicle its `seats` (ACKS-211)."""
    from ..rules.vehicles import vehicle_of
    found = vehicle_of(state, m)
    if found is not None:
        v = found[1]
        return len(v.transporters) - 1 + max(v.seats, 1 + len(v.passengers))
    return 4 if size_index(state.get(m, Sheet).size) >= size_index("huge") else 2


def mount_targets(state, e: int, slot: str) -> list[int]:
    """Mounts e may get on with an action of `slot` ('movement' or 'attack')."""
    sheet, st = state.get(e, Sheet), state.get(e, Status)
    if st.riding or riders_of(state, e) or not geo.able(state, e):
        return []
    if state.condition(e, "prone"):
        return []
    out = []
    for m in sorted(geo.near(state, e, 4)):
        ms, mst = state.get(m, Sheet), state.get(m, Status)
        if state.side[m] != state.side[e] or not geo.able(state, m) or mst.riding:
            continue
        if ms.kind != "animal" or size_index(ms.size) <= size_index(sheet.size):
            continue
        if len(riders_of(state, m)) >= seats(state, m) or not geo.within5(state, e, m):
            continue
        from ..rules.vehicles import role, skilled as drives
        skill = drives(sheet) if role(state, m) else any(skilled(sheet))  # ACKS-211
        if mount_options(skill, mst.moved > 0) == slot:
            out.append(m)
    return out


def get_on(ctx, e: int, m: int) -> None:
    state = ctx.state
    ctx.emit(E.Set(e, "riding", m, "ACKS-202"))
    pos = geo.area(state, m)
    ctx.emit(Moved(e, pos.x, pos.y))
    mst = state.get(m, Status)
    if mst.segment in ("pending", "delayed"):
        ctx.emit(E.Set(m, "segment", "acted", "ACKS-202"))


def calm_targets(state, e: int) -> list[int]:
    m = state.get(e, Status).riding
    if not m or not any(skilled(state.get(e, Sheet))) or not state.alive(m):
        return []
    if any(state.condition(m, c) for c in PANIC) and not state.condition(m, "calmed"):
        return [m]
    return []


def calm(ctx, e: int, m: int) -> None:
    ctx.emit(ConditionSet(m, "calmed", ctx.state.round))


def recalm(ctx, reroll) -> None:
    """ACKS-209: every mount calmed this round rolls morale again; `reroll(ctx, m)` makes
    the roll and applies its result."""
    state = ctx.state
    for m in state.entities:
        if state.condition(m, "calmed") == state.round:
            ctx.emit(ConditionSet(m, "calmed", 0))
            if not state.alive(m):
                continue
            for c in PANIC:
                if state.condition(m, c):
                    ctx.emit(ConditionSet(m, c, 0))
            reroll(ctx, m)

