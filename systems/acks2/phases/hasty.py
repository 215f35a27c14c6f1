"""The hasty actions on doors and traps and the other actions in lieu of attacking
(ACKS-41 to ACKS-43, ACKS-48, ACKS-49, ACKS-59, ACKS-63, ACKS-66).

Full-round: hastily pick a lock, search (5'; 10' with a `pole`), disable a found trap, spike
a door, each within 5'. In lieu of movement: open a closed (unlocked, unstuck) door. In lieu
of attacking: bash a stuck, locked or spiked door, listen (offered where the map has doors),
rebuke undead the actor can see. Throws use the PLACEHOLDER targets of rules/actions.py;
rebuking is a PLACEHOLDER turning throw (the rules are elsewhere): 1d20 + the crusader's
level against 10 + the highest HD among the undead in sight; on a success each of them is
frightened for 1d10 rounds (one roll)."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.events import ConditionSet

from .. import events as E
from ..rules import attack as atk
from ..rules import geometry as geo
from ..rules.actions import rebuke_targets
from ..rules.dungeon import ARMED, TRAP_DAMAGE, TRAP_TYPES, doors, near, traps
from ..rules.missiles import can_see
from ..rules.throws import parse_hd
from .escape import proficiency

FULL_ROUND = ("lockpick", "search", "trapbreak", "spike")
REBUKERS = ("crusader", "cleric")


def _at(squares) -> list[str]:
    return [f"{x},{y}" for x, y in squares]


def full_round_options(state, e: int) -> list[str]:
    fp = geo.area(state, e)
    d, t = doors(state), traps(state)
    out = [f"lockpick:{s}" for s in _at(near({k: v for k, v in d.items() if v == "locked"}, fp, 5))]
    if t:
        out.append("search")
    out += [f"trapbreak:{s}" for s in _at(near({k: v for k, v in t.items() if v == "found"}, fp, 5))]
    out += [f"spike:{s}" for s in _at(near({k: v for k, v in d.items() if v not in ("open", "spiked")}, fp, 5))]
    return out


def movement_options(state, e: int) -> list[str]:
    d = doors(state)
    return [f"open:{s}" for s in _at(near({k: v for k, v in d.items() if v == "closed"}, geo.area(state, e), 5))]


def undead_in_sight(state, e: int) -> list[int]:
    arcs = {}
    for t in sorted(geo.near(state, e, 13)):
        if state.side[t] != state.side[e] and geo.able(state, t) and state.get(t, Sheet).kind == "undead" \
                and geo.distance_ft(state, e, t) <= 60 and can_see(state, e, t):
            arcs[t] = geo.arc(state, e, t)
    return rebuke_targets(arcs)  # ACKS-66: never the rear arc


def combat_options(state, e: int) -> list[str]:
    d = doors(state)
    out = [f"bash:{s}" for s in _at(near({k: v for k, v in d.items() if v in ("stuck", "locked", "spiked")},
                                         geo.area(state, e), 5))]
    if d:
        out.append("listen")
    if state.get(e, Sheet).cls in REBUKERS and undead_in_sight(state, e):
        out.append("rebuke")
    return out


def _square(arg: str) -> tuple[int, int]:
    x, y = arg.split(",")
    return int(x), int(y)


def act(ctx, e: int, kind: str, arg: str) -> None:
    """Resolve one hasty action (full-round, in lieu of movement or of attacking)."""
    state = ctx.state
    sheet = state.get(e, Sheet)
    if kind == "open":
        ctx.emit(E.Feature("door", *_square(arg), "open"))
    elif kind == "spike":
        ctx.emit(E.Feature("door", *_square(arg), "spiked"))
    elif kind == "lockpick":
        if proficiency(ctx, e, "lockpicking", 0, f"ACKS-41 lock at {arg}"):
            ctx.emit(E.Feature("door", *_square(arg), "closed"))
    elif kind == "bash":
        if proficiency(ctx, e, "dungeonbashing", sheet.str_mod, f"ACKS-59 door at {arg}"):
            ctx.emit(E.Feature("door", *_square(arg), "open"))
    elif kind == "trapbreak":
        if proficiency(ctx, e, "trapbreaking", 0, f"ACKS-43 trap at {arg}"):
            ctx.emit(E.Feature("trap", *_square(arg), "disarmed"))
    elif kind == "search":
        reach = 10 if "pole" in sheet.profs else 5
        if proficiency(ctx, e, "searching", 0, f"ACKS-42 within {reach}'"):
            hidden = {k: v for k, v in traps(state).items() if v == "hidden"}
            for s in near(hidden, geo.area(state, e), reach):
                ctx.emit(E.Feature("trap", s[0], s[1], "found"))
    elif kind == "listen":
        if proficiency(ctx, e, "listening", 0, "ACKS-63"):
            heard = [o for o in sorted(geo.near(state, e, 13)) if state.side[o] != state.side[e]
                     and geo.able(state, o) and geo.distance_ft(state, e, o) <= 60 and not can_see(state, e, o)]
            ctx.emit(E.Note(e, "hears " + (", ".join(f"#{o}" for o in heard) or "nothing"), "ACKS-63"))
    elif kind == "rebuke":
        rebuke(ctx, e)


def rebuke(ctx, e: int) -> None:
    state = ctx.state
    targets = undead_in_sight(state, e)
    top = max(parse_hd(state.get(t, Sheet).hd or "1")[0] for t in targets)
    needed = min(20, max(2, 10 + top))
    if not proficiency(ctx, e, "turning", state.get(e, Sheet).level, "ACKS-66 rebuke (PLACEHOLDER)", needed):
        return
    rounds = ctx.roll("frightened", 1, 10)[0]
    for t in targets:
        ctx.emit(ConditionSet(t, "frightened", state.round + rounds))


def sprung(ctx, e: int) -> None:
    """An armed trap under the footprint of a mover that ends its move there springs."""
    t = traps(ctx.state)
    if not t:
        return
    from affray.kernel.geometry import squares as sq
    for s in sq.squares_of(geo.area(ctx.state, e)):
        if t.get(s) in ARMED:
            ctx.emit(E.Feature("trap", s[0], s[1], "sprung"))
            atk.hurt(ctx, e, atk.roll_damage(ctx, TRAP_DAMAGE), list(TRAP_TYPES), rule="trap (PLACEHOLDER)")
