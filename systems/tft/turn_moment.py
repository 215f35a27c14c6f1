"""Starting a Melee fight inside a turn, at the start of its movement, attack or end phase
(kernel/phase_start.py): what the rest of the turn needs, written and read back.

At those boundaries the turn so far lives in the components, except two things the round
keeps in hand (round.py): who was up when the turn began (`up`, for TFT-132's end-of-turn
checks), the order the sides move in (`order`, after initiative, TFT-16) and, at the end
phase, the attack phase's order (`attackers`, for forced retreats, TFT-126). They go in the
scenario's `turn`, figures by name. Each figure's record of the turn so far (its option, the
MA it spent, this turn's hits, ... : the `Status` fields TFT-23 clears at the turn's end) goes
in its combatant's `this_turn`.
"""

from __future__ import annotations

import msgspec
from msgspec import UNSET

from affray.components.tft import Kit, Status
from affray.kernel.errors import ScenarioError
from affray.kernel.events import PhaseStarted
from affray.kernel.moment import folded
from affray.kernel.phase_start import round_start

from .events import AttackOrder, MoveOrder
from .phases.attacks import attack_phase
from .phases.end_of_turn import after_the_fight, end_of_turn
from .phases.movement import movement_phase
from .rules.figure_options import DISENGAGED, ENGAGED, HTH_OPTIONS, STAY_DOWN
from .rules.lookup import conscious

__all__ = ["PHASES", "TURN_FIELDS", "turn_to_scenario", "play_from", "check_turn", "apply_turn"]

PHASES = ("movement", "attack", "end")
TURN_FIELDS = ("option", "moved", "hits", "fell", "victims", "pushed", "mode", "engaged_by",
               "posture")  # posture only as "bending" (option (o), until the turn's end)
_FRESH = Status()
_LETTERS = set(DISENGAGED + ENGAGED + HTH_OPTIONS + STAY_DOWN + "x")  # x: TFT-151


def play_from(ctx, phase: str, turn: dict):
    """The rest of a turn from the start of `phase` (as round.py plays a whole one)."""
    state = ctx.state
    ids = {name: eid for eid, name in state.names.items()}
    up = {ids[name] for name in turn["up"]}
    if phase == "movement":
        ctx.emit(PhaseStarted("movement"))
        yield from movement_phase(ctx, list(turn["order"]))
    if phase == "end":
        attackers = [ids[name] for name in turn["attackers"]]
    else:
        attackers = yield from attack_phase(ctx)
    yield from end_of_turn(ctx, attackers, up)
    after_the_fight(ctx)


def turn_to_scenario(replay, k: int, state) -> tuple[dict, dict[int, dict]]:
    """At the `PhaseStarted` event K: the turn data and each figure's `this_turn`."""
    events = replay.events
    start, began = round_start(replay, k)  # began: the log's own turn, when it began inside it
    names = state.names
    turn: dict = {k: v for k, v in began.items() if k == "order"}
    order = [ev.sides for ev in events[start + 1:k] if type(ev) is MoveOrder]
    if order:
        turn["order"] = list(order[-1])
    attacks = [ev.entities for ev in events[start + 1:k] if type(ev) is AttackOrder]
    if attacks:  # the phase's order: AttackOrder lists it, then who attacks twice (TFT-21)
        turn["attackers"] = [names[e] for e in dict.fromkeys(attacks[-1])]
    elif "attackers" in began:
        turn["attackers"] = list(began["attackers"])
    fields: dict[int, dict] = {}
    for eid in state.entities:
        s = state.get(eid, Status)
        mine = {f: msgspec.to_builtins(getattr(s, f)) for f in TURN_FIELDS
                if getattr(s, f) != getattr(_FRESH, f) and (f != "posture" or s.posture == "bending")}
        unplaced = [[w, q, r] for w, q, r, placed in state.get(eid, Kit).loose if not placed]
        if unplaced:  # dropped this turn: its counter goes down at the turn's end (TFT-23)
            mine["unplaced"] = unplaced
        if mine:
            fields[eid] = {"this_turn": mine}
            if "posture" in mine:
                fields[eid]["posture"] = ""
    if start < 0:
        turn["up"] = list(began["up"])
    else:
        with folded(replay, start + 1) as at_start:
            turn["up"] = [names[e] for e in at_start.entities if conscious(at_start, e)]
    return turn, fields


def check_turn(sc) -> None:
    """The round under way: its turn data, and each figure's record of the turn so far."""
    turn = sc.turn if sc.turn is not UNSET else {}
    names = [c.name for c in sc.combatants]
    for key in turn:
        if key not in ("up", "order", "attackers"):
            raise ScenarioError(f"turn.{key}", "unknown; expected up, order, attackers")
    if sc.phase == "end":
        attackers = turn.get("attackers")
        if not isinstance(attackers, list) or not all(n in names for n in attackers):
            raise ScenarioError("turn.attackers", "expected the names of the figures that "
                                "acted in the attack phase, in its order (TFT-126)")
    up = turn.get("up", [])
    if not isinstance(up, list) or not all(isinstance(n, str) for n in up):
        raise ScenarioError("turn.up", f"expected a list of figures' names, got {up!r}")
    for name in up:
        if name not in names:
            raise ScenarioError("turn.up", f"unknown figure {name!r}; figures are {names}")
    if "up" not in turn:
        raise ScenarioError("turn.up", "missing: the figures up when the turn began (TFT-132)")
    if sc.phase == "movement":
        order = turn.get("order")
        if not isinstance(order, list) or sorted(order) != sorted(set(order)) or not all(
                isinstance(s, int) and 0 <= s < len(sc.sides) for s in order):
            raise ScenarioError("turn.order", "expected the sides' indexes in the order they "
                                "move this turn (TFT-16)")
    for i, c in enumerate(sc.combatants):
        mine = c.this_turn if c.this_turn is not UNSET else {}
        for key, value in mine.items():
            where = f"combatants[{i}].this_turn.{key}"
            if key == "unplaced":
                dropped = [list(d) for d in (c.dropped if c.dropped is not UNSET else [])]
                if not isinstance(value, list) or any(list(d) not in dropped for d in value):
                    raise ScenarioError(where, "expected some of its `dropped` entries, "
                                        "[weapon, q, r], whose counters are not down yet")
                continue
            if key not in TURN_FIELDS:
                raise ScenarioError(where, f"unknown; expected one of {list(TURN_FIELDS)}")
            if key == "posture" and value != "bending":
                raise ScenarioError(where, "only \"bending\" (option (o)) is written here")
            try:
                msgspec.convert(value, type(getattr(_FRESH, key)))
            except msgspec.ValidationError as err:
                raise ScenarioError(where, str(err)) from None
            if key == "option" and value and value.partition(":")[0] not in _LETTERS:
                raise ScenarioError(where, f"expected an option letter (TFT-25..44), got {value!r}")
            if key in ("victims", "engaged_by") and not all(
                    isinstance(e, int) and 0 < e <= len(names) and e != i + 1 for e in value):
                raise ScenarioError(where, "expected other figures' ids (their 1-based place "
                                    f"in the file), got {value!r}")


def apply_turn(c, status: Status, kit: Kit) -> None:
    """Put a combatant's `this_turn` into its spawned `Status` (and mark the counters it
    dropped this turn as not yet down)."""
    for key, value in c.this_turn.items():
        if key == "unplaced":
            later = [list(d) for d in value]
            kit.loose = [[w, q, r, [w, q, r] not in later] for w, q, r, _ in kit.loose]
            continue
        setattr(status, key, msgspec.convert(value, type(getattr(_FRESH, key))))
