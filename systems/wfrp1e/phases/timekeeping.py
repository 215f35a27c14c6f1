"""WFRP-112, timekeeping for long-range fire (option `timekeeping_side`): when firers stand
and shoot at a side still closing, the rounds before contact are not played out in full.

A round is kept short while nobody is engaged and the closers' contact round, R = ceil(gap /
standard move) counted from this round (rules/timekeeping.py), is still ahead (R >= 2): no
declarations, edge roll or slots. Each firer, in descending I (ties by id), spends the round
as its load/fire cycle allows: it loads, or shoots at a closer it can hit, or holds (`kept-fire`,
the firer's choice; an ordinary shot; the extra aiming round of extreme range is waived, as
the text allows for fire into an advancing group). Then every closer advances its standard
move (4 x M) toward the enemy it names (`kept-close`). So a bow shoots R - 1 times and a crossbow that starts unloaded
floor((R - 1) / 2) times, and round R, the round of contact, is played in full."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.options import ListOptions
from affray.kernel.suggested import Suggested

from .. import events as E
from ..rules import geometry as geo
from ..rules import missile
from ..rules.blow import Deaths
from ..rules.movement import approach
from ..rules.ranges import load_rounds, shots_a_round
from ..rules.reloading import load_round
from ..rules.shot import shoot
from ..rules.timekeeping import contact_round, shots
from .turns import settle


def _nearest_enemy(state, eid: int):
    side = state.side[eid]
    found = state.spatial.nearest(geo.pos(state, eid), 1,
                                  lambda e: state.side[e] != side and state.alive(e))
    return found[0] if found else None


def contact_in(state) -> int:
    """R when this round is kept short, else 0."""
    side = state.options["timekeeping_side"]
    if not 0 <= side < len(state.sides):
        return 0
    alive = [e for e in state.entities if state.alive(e)]
    if any(x for e in alive for x in state.get(e, Fight).foes if state.alive(x)):
        return 0
    closers = [e for e in alive if state.side[e] == side]
    if not closers or not firers(state, alive, side):
        return 0
    rounds = []
    for c in closers:
        e = _nearest_enemy(state, c)
        if e is not None:
            rounds.append(contact_round(max(0.0, geo.gap(state, c, e)),
                                        geo.rates(state.get(c, Profile).M)["standard"]))
    r = min(rounds, default=0)
    return r if r >= 2 else 0


def firers(state, alive, side: int) -> list[int]:
    out = [e for e in alive if state.side[e] != side and missile.known(state.get(e, Kit).missile)]
    return sorted(out, key=lambda e: (-state.get(e, Profile).I, e))


def keep_round(ctx, r: int):
    """One kept round of fire, then the closers' advance."""
    state = ctx.state
    side = state.options["timekeeping_side"]
    alive = [e for e in state.entities if state.alive(e)]
    who = firers(state, alive, side)
    plan = ", ".join(f"{state.names[f]} {shots(r, 1, 1 + load_rounds(state.get(f, Kit).missile))}"
                     for f in who)
    ctx.emit(E.Note(who[0], "WFRP-112", f"contact in round {state.round + r - 1}; shots before "
                    f"it: {plan}"))
    deaths = Deaths()
    for f in firers(state, alive, side):
        if not state.alive(f):
            continue
        kit = state.get(f, Kit)
        loading = missile.needs_loading(state, f)
        targets = [] if loading else sorted(
            (c for c in alive if state.side[c] == side and state.alive(c)
             and missile.can_target(state, f, c)), key=lambda c: (geo.gap(state, f, c), c))
        offered = targets + (["load"] if loading and missile.can_load(state, f) else [])
        if not offered:
            continue
        pick = yield from ctx.decide(f, "kept-fire", ListOptions(offered + ["none"]))
        if pick == "load":
            load_round(ctx, f)
            continue
        if pick == "none":
            continue
        t = pick
        ctx.emit(E.Set(f, "Fight", "action", f"shoot:{t}", "WFRP-112"))
        for _ in range(shots_a_round(kit.missile, kit.loaded)):  # WFRP-41: one target
            if not state.alive(t):
                break
            if state.get(f, Kit).loaded <= 0:
                if missile.needs_loading(state, f):
                    break
                ctx.emit(E.Set(f, "Kit", "loaded", 1, "WFRP-97"))
            yield from shoot(ctx, f, t, deaths)
        settle(ctx, deaths)
    for c in sorted(e for e in alive if state.side[e] == side and state.alive(e)):
        near = list(state.spatial.nearest(geo.pos(state, c), 3, lambda e: state.side[e] != side
                                          and state.alive(e)))
        if not near:
            continue
        e = yield from ctx.decide(c, "kept-close", Suggested(near, _any_enemy(state, c),
                                                             note="any enemy"))
        if geo.gap(state, c, e) > 0:
            approach(ctx, c, e, geo.rates(state.get(c, Profile).M)["standard"], straight=False)


def _any_enemy(state, eid: int):
    def check(choice) -> str | None:
        if type(choice) is int and choice in state.side and state.alive(choice) \
                and state.side[choice] != state.side[eid]:
            return None
        return f"{choice!r} is not an enemy on the field"
    return check
