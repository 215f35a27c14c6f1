"""Turning undead (section 3.4.2): conditions and a PLACEHOLDER resolver.

SP-53  in the Missile phase, holy symbol in one hand, visible and audible to the undead
       (not invisible, not behind a closed door); a rear rank or protection is fine; the
       casting restrictions SP-55..SP-57 apply. PLACEHOLDER (table not included): turned on
       2d6 >= 7 when cleric level >= undead HD, never otherwise.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Gear
from affray.kernel.events import ConditionSet

from ...events import Acted, SpellResolved
from ...tables.turn_undead import TURN_UNDEAD
from .. import figures as F

__all__ = ["may_turn", "turned", "turn_targets", "turn", "TURN_RANGE"]


def may_turn(hand_free: bool, invisible: bool, behind_closed_door: bool = False) -> str | None:
    if not hand_free:
        return "the cleric needs a hand free for his holy symbol"
    if invisible or behind_closed_door:
        return "the undead must see and hear the cleric"
    return None


def turned(cleric_level: int, undead_hd: int, dice_total: int, table=TURN_UNDEAD) -> bool:
    return cleric_level >= undead_hd and dice_total >= table["target"]


TURN_RANGE = 12.0      # inches; PLACEHOLDER (the turning table is not included)
TURNED_ROUNDS = 10


def turn_targets(state, eid: int) -> list[int]:
    """SP-53: undead enemies a cleric may try to turn now (casting restrictions apply)."""
    c = state.get(eid, Combatant)
    g = state.get(eid, Gear)
    if c.kind not in ("cleric_militant", "cleric_spiritual", "druid") or not g.holy_symbol:
        return []
    hands = (F.weapon(state, eid) or {"hands": 0})["hands"] + (1 if g.shield else 0)
    if may_turn(hands <= 1, bool(F.cond(state, eid, "invisible"))) is not None:
        return []
    return sorted(e for e in F.enemies(state, eid, TURN_RANGE, F.targetable)
                  if "undead" in state.get(e, Combatant).tags and not F.fleeing(state, e))


def turn(ctx, eid: int, target: int) -> list:
    """SP-53: roll 2d6; returns the effect events for the end of the phase."""
    state = ctx.state
    total = sum(ctx.roll("turn", state.tables["turn_undead"]["dice"], 6))
    ok = turned(state.get(eid, Combatant).level, int(F.hd(state, target).dice), total,
                state.tables["turn_undead"])
    x, y = F.pos(state, target)
    ctx.emit(Acted(eid, "turn"))
    ctx.emit(SpellResolved(eid, "turn_undead", target, x, y, "turned" if ok else "failed"))
    return [ConditionSet(target, "turned", state.round + TURNED_ROUNDS)] if ok else []
