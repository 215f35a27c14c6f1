"""The movement phase: side by side, each figure picks its option when its move comes and
carries out the movement part of it.

TFT-17 (sides move in turn; the player orders his own figures), TFT-18 (options judged when
the figure's move comes), TFT-25..44 (the options), TFT-36 (a missile weapon shot under (j)
is dropped at the start of the next move), TFT-75 (main-gauche mode chosen with the option).
The options of the later sections join the list where the book adds them: a shield rush
(TFT-80), shooting from the ground (TFT-100), HTH (TFT-39, TFT-42..44, TFT-108, TFT-119),
no readying for creatures (TFT-148), leaving the arena (TFT-151), no missiles in practice
(TFT-152). So do their moves: none in HTH (TFT-48), a (b) move may end in an enemy's hex
(TFT-108), a gargoyle flies (TFT-140), a giant moves by its front (TFT-139).
"""

from __future__ import annotations

from collections import deque

from affray.components.tft import Figure, Kit, Status
from affray.kernel.events import Moved, Removed
from affray.kernel.options import ListOptions, Options

from .. import events as E
from ..rules import ground_fire as GF
from ..rules import hth
from ..rules import hth_entry as HE
from ..rules import lookup as L
from ..rules import movement as M
from ..rules.brawls import is_dazed
from ..rules.choices import choose
from ..rules.figure_options import (ATTACK_OPTIONS, STAY_DOWN, budget, can_last_shot, can_shoot,
                                    legal_options)
from ..rules.giant import hexes_of, is_giant
from ..rules.giant_moves import move as giant_move
from ..rules.lookup import conscious, engaged_by, hex_of
from ..rules.movement import Destinations, choose_facing, reachable, shift_destinations, walk
from ..rules.readying import carry_out, ready_choices
from ..rules.route import choose_route
from ..tables import creatures as C
from ..tables.arena import at_door
from ..tables.tft_tables import WEAPONS

LEAVE = "x"  # arena combat: leave by one's own side's door (TFT-151)
RUSH_SUFFIX = ":rush"  # an option choice "b:rush" / "h:rush": option (b) / (h), mode "rush"
NOT_FOR_CREATURES = frozenset("eko")  # creatures ready no weapons (TFT-148)


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
        if type(choice) is not int:  # True == 1 would pass `in` for figure 1
            return f"{choice!r} is not a figure's id"
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
    # TFT-36, TFT-99: the last shot's weapon goes this turn; (k) and (o) drop it themselves,
    # (k) where its shift ends ("Wulf shifts again, drops the bow (he has to)")
    last_shot = k.ready if k.last_shot and k.ready and WEAPONS[k.ready].is_missile else ""
    s = state.get(eid, Status)
    foes = engaged_by(state, eid)
    legal = options_open(state, eid, legal_options(s, k, bool(foes), bool(ready_choices(state, eid, "o"))))
    option = yield from choose(ctx, eid, "option", ListOptions(legal))
    option, mode = split_option(option)  # "b:rush" -> (b), mode rush (TFT-80)
    if k.offhand:  # TFT-75
        modes = ["parry", "double"] if option in ATTACK_OPTIONS else ["parry"]
        mode = yield from choose(ctx, eid, "main-gauche", ListOptions(modes))
    ctx.emit(E.OptionTaken(eid, option, foes, mode))
    if last_shot and option not in ("k", "o"):
        ctx.emit(E.WeaponDropped(eid, last_shot, here[0], here[1]))
    yield from carry_on(ctx, eid, option, foes, here)
    k = state.get(eid, Kit)
    if last_shot and k.ready == last_shot and state.alive(eid):  # (k) that never got to drop it
        q, r = hex_of(state, eid)
        ctx.emit(E.WeaponDropped(eid, last_shot, q, r))


def carry_on(ctx, eid: int, option: str, foes, here):
    """The chosen option's movement, readying and facing."""
    state = ctx.state
    s = state.get(eid, Status)

    if option in ("g", "n"):  # TFT-33, TFT-40
        ctx.emit(E.PostureSet(eid, ""))
        yield from choose_facing(ctx, eid)
        return
    if option == STAY_DOWN:
        return
    if s.posture == hth.IN_HTH or option in hth.HTH_OPTIONS:  # TFT-48: no movement in HTH
        return
    if option == LEAVE:  # TFT-151
        ctx.emit(E.LeftArena(eid, L.current_st(state, eid) == state.get(eid, Figure).st))
        ctx.emit(Removed(eid))
        return
    if s.posture in GF.GROUND_POSTURES and option in "efj":  # TFT-100: no move from the ground
        yield from fire_from_ground(ctx, eid, option)
        return
    if is_giant(state, eid):  # TFT-139
        yield from giant_move(ctx, eid, option, foes)
        return
    if (yield from charge_or_fly(ctx, eid, option, foes)):  # TFT-108, TFT-140
        return
    if option == "o":  # TFT-41: bend over where it stands
        choice = yield from choose(ctx, eid, "ready", ListOptions(ready_choices(state, eid, "o")))
        ctx.emit(E.PostureSet(eid, "bending"))
        carry_out(ctx, eid, "o", choice)
        return
    most = budget(option, state.get(eid, Figure).ma)
    if foes:
        if option == "j" and not ctx.option("last_shot_shift"):
            dests, parent = {here: (0, None)}, {here: None}
        else:
            dests, parent = shift_destinations(state, eid, foes), {here: None}
    else:
        dests, parent = reachable(state, eid, most, ctx.option("jump_cost"))
    end = yield from choose(ctx, eid, "move", Destinations(dests))
    route = None if foes else (yield from choose_route(ctx, eid, dests, parent, (end[0], end[1]), most))
    standing = walk(ctx, eid, dests, parent, (end[0], end[1]), route)
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


def options_open(state, eid: int, legal: list[str]) -> list[str]:
    """The options of `figure_options.legal_options`, with the later sections': HTH options
    (TFT-42..44, TFT-119), (m) (TFT-39), (b) for a rush or an HTH entry without a weapon
    (TFT-28, TFT-80, TFT-108), shooting and reloading from the ground (TFT-100), leaving by the
    door (TFT-151), no weapon readying for creatures (TFT-148), no missiles in practice (TFT-152)."""
    s = state.get(eid, Status)
    k = state.get(eid, Kit)
    if s.posture == hth.IN_HTH:
        dagger = any(w in k.carried and w != k.ready for w in hth.DAGGERS)
        return hth.legal_options(dagger and not k.offhand, is_dazed(state, eid))
    out = list(legal)
    engaged = bool(L.engaged_by(state, eid))
    if s.posture in GF.GROUND_POSTURES:
        w = WEAPONS.get(k.ready) if k.ready else None
        fires = w is not None and GF.may_fire_from(s.posture, k.ready, w.kind, w.is_crossbow,
                                                   state.options.get("thrown_from_ground", False))
        extra = []
        if engaged and fires and can_last_shot(k):
            extra.append("j")
        if not engaged and fires and can_shoot(k):
            extra.append("f")
        if not engaged and w is not None and w.is_crossbow and k.reload_left > 0:
            extra.append("e")
        out = sorted(set(out) | set(extra), key=_letter)
    elif s.posture == "":
        if engaged and "m" not in out and HE.adjacent_targets(state, eid):
            out.append("m")
        if not engaged and "b" not in out:
            out.append("b")  # an HTH entry needs no weapon (TFT-108)
        if k.shield and k.shield_ready:  # TFT-80: the attack of (b) or (h) may be a rush
            out.append(("h" if engaged else "b") + RUSH_SUFFIX)
        if state.options.get("combat_type") == "arena" and _at_own_door(state, eid):
            out.append(LEAVE)
        out = sorted(set(out), key=_letter)
    if C.of(state, eid) is not None:
        out = [o for o in out if o not in NOT_FOR_CREATURES]
    if state.options.get("combat_type") == "practice":
        out = [o for o in out if o not in "fj"]  # TFT-152: no missile weapons
    return out


def split_option(choice: str) -> tuple[str, str]:
    """The option letter and the mode a choice of option stands for (TFT-80)."""
    if choice.endswith(RUSH_SUFFIX):
        return choice[: -len(RUSH_SUFFIX)], "rush"
    return choice, ""


def _letter(o: str) -> tuple[int, str]:
    return (o == "-", o)


def _at_own_door(state, eid: int) -> bool:
    doors = state.options.get("arena_doors") or (state.map.entrances if state.map is not None else {})
    return any(at_door(doors, state.sides[state.side[eid]], h) for h in hexes_of(state, eid))


def fire_from_ground(ctx, eid: int, option: str):
    """TFT-100: shooting or reloading from the ground, without moving; then the facing."""
    state = ctx.state
    if option == "e":
        posture = state.get(eid, Status).posture
        choices = [c for c in ready_choices(state, eid, "e") if GF.may_ready_on_ground(posture, c)]
        if choices:
            choice = yield from choose(ctx, eid, "ready", ListOptions(choices))
            carry_out(ctx, eid, "e", choice)
    yield from choose_facing(ctx, eid)


def charge_or_fly(ctx, eid: int, option: str, foes: list[int]):
    """Generator: a (b) move that may end in an enemy's hex (TFT-108), or a flight (TFT-140).
    True when it carried out the movement; False leaves the move to `figure_moves`."""
    state = ctx.state
    c = C.of(state, eid)
    flier = c is not None and c.fly_ma > 0
    if option not in ("a", "b") or foes or not (option == "b" or flier):
        return False
    if flier:  # TFT-140: "MA is 8 on the ground, 16 if flying": walk or fly
        flier = yield from choose(ctx, eid, "fly", ListOptions([True, False]))
        if not flier and option != "b":
            return False
    if flier:
        dests, entries = HE.flight(state, eid, budget(option, c.fly_ma))
        parent = None
        if option != "b":
            entries = {}
    else:  # option (b): the move, with the HTH entries added (TFT-108)
        b = budget(option, state.get(eid, Figure).ma)
        dests, parent = M.reachable(state, eid, b, ctx.option("jump_cost"))
        entries = lambda: HE.entries(state, eid, dests, b)  # noqa: E731 (worked out if asked)
    end = yield from choose(ctx, eid, "move", HE.EntryDestinations(dests, entries))
    if len(end) == 4:
        yield from HE.enter_by_move(ctx, eid, end, dests, parent, None if parent is None else b - 1)
        return True
    end = (end[0], end[1])
    if parent is None:
        if end != L.hex_of(state, eid):
            ctx.emit(Moved(eid, end[0], end[1]))
            ctx.emit(E.Walked(eid, dests[end][0]))
    elif not M.walk(ctx, eid, dests, parent, end, (yield from choose_route(ctx, eid, dests, parent, end, b))):
        return True
    yield from M.choose_facing(ctx, eid)
    return True
