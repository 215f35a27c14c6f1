"""Who may strike whom in the Melee phase, and the attack budget (section 3.5).

SP-85  attackers per defender by size.
SP-98..SP-103  the attack budget is fixed at the start of the phase.
SP-104 flank and rear count only when two or more attack the same target (gap default).
SP-108 every attack on a fleeing figure is a rear attack.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Fights, Gear, Steed, Turn
from affray.kernel.components import Facing
from affray.kernel.geometry import plane

from ...events import BudgetSet
from ...tables.multiple_attacks import attacks_per_round
from ...tables.opponent_limits import limits, may_join
from .. import engagement as G
from .. import figures as F
from ..gear import items_near
from .maneuvers import maneuver_options
from .strike_order import Striker, crowd_length_extra, first_striker
from .weapon_space import weapon_reason

__all__ = ["targets", "reach_targets", "slot_options", "attack_arc", "pair_first", "set_budgets",
           "ENGAGE_STEP", "SNEAK_STEP", "OFFENSIVE", "RESPOND_ONLY"]

ENGAGE_STEP, SNEAK_STEP = 2.0, 3.0
OFFENSIVE = ("attack", "grapple", "disarm", "hook", "unhorse", "knock_down")
RESPOND_ONLY = ("duel", "rally")


# -- who can be struck -----------------------------------------------------------------------

def reach_targets(state, eid: int) -> list[int]:
    """SP-125: from the second rank with a spear, bill or pike, from the third with a pike,
    at an enemy fighting the rank in front."""
    w = F.weapon(state, eid)
    if w is None or G.foes(state, eid):
        return []
    tags = w["tags"]
    if "rank2" not in tags and "rank3" not in tags:
        return []
    out = []
    for e in F.enemies(state, eid, 3.0, F.targetable):
        if not (G.foes(state, e) or G.attackers(state, e)):
            continue
        r = G.rank(state, eid, e)
        if (r == 2 and "rank2" in tags) or (r == 3 and "rank3" in tags):
            out.append(e)
    return sorted(out)


def targets(state, eid: int) -> list[int]:
    return G.foes(state, eid) or reach_targets(state, eid)


# -- strike order -----------------------------------------------------------------------------

def _pair(state, a: int, t: int):
    for p in state.get(a, Fights).pairs:
        if p.foe == t:
            return p
    return None


def attack_arc(state, a: int, t: int, crowd: bool) -> str:
    """SP-104/SP-105/SP-108 and SP-20: the arc of t that a attacks from."""
    if F.fleeing(state, t) or F.cond(state, a, "rear_next") == t:
        return "rear"
    if not crowd or F.pos(state, a) == F.pos(state, t):
        return "front"
    return plane.classify_arc(F.pos(state, t), state.get(t, Facing).dir, F.pos(state, a))


def pair_first(state, a: int, t: int, arc_a: str, arc_t: str) -> int:
    """SP-72..SP-76: who strikes first between a and t in this exchange."""
    p = _pair(state, a, t)
    ta, tt = state.get(a, Turn), state.get(t, Turn)
    if p is None:
        initiator = a if (ta.moved, -a) > (tt.moved, -t) else t
        exchange, last = 1, None
    else:
        initiator, exchange, last = p.started_by, p.exchanges + 1, p.last_first or None
    ea, et = state.get(a, Combatant).elevation, state.get(t, Combatant).elevation
    return first_striker(exchange, Striker(a, F.length(state, a), ea > et, arc_a),
                         Striker(t, F.length(state, t), et > ea, arc_t), initiator, last)


# -- budgets and declarations --------------------------------------------------------------

def _budget(state, eid: int, foes: list[int]) -> int:
    """SP-98..SP-103."""
    c = state.get(eid, Combatant)
    enemy_hd = max(F.enemy_hd(state, f) for f in foes)
    listed = len(c.natural) if F.natural(state, eid) else 1
    extra = crowd_length_extra(F.length(state, eid),
                               [(F.length(state, f), F.natural(state, f)) for f in foes],
                               F.natural(state, eid))
    return attacks_per_round(c.kind, c.level, enemy_hd, listed, extra,
                             int(F.hd(state, eid).dice), state.options["monster_level_ratio"],
                             state.tables["multi_attacks"])


def set_budgets(ctx, only=None) -> dict[int, int]:
    state = ctx.state
    out = {}
    for eid in state.entities:
        if (only is not None and eid not in only) or not F.able(state, eid):
            continue
        if only is not None and "basher" in state.get(eid, Combatant).tags:
            continue                                  # SP-19: bashers only move aside
        ts = targets(state, eid)
        if not ts:
            continue
        n = _budget(state, eid, ts)
        ctx.emit(BudgetSet(eid, n))
        out[eid] = n
    return out


def _room(state, a: int, t: int, planned: dict) -> bool:
    """SP-85: one more attacker on t from a's side of t still fits."""
    others = [x for x in sorted(planned.get(t, ())) if x != a]
    if not others:     # a lone attacker fits in any arc unless some limit is below one
        lim = limits(F.size(state, a), F.size(state, t), state.tables["opponent_limits"])
        if all(type(v) is int and v >= 1 for v in lim.values()):
            return True
    crowd = [(F.size(state, x), attack_arc(state, x, t, True)) for x in others]
    return may_join(F.size(state, a), attack_arc(state, a, t, True), F.size(state, t), crowd,
                    state.tables["opponent_limits"]) is None


def slot_options(state, eid: int, k: int, so_far: list, planned: dict) -> list:
    """What a figure may do with its k-th attack (0-based) this exchange."""
    turn = state.get(eid, Turn)
    ts = [t for t in targets(state, eid) if eid in planned.get(t, ()) or _room(state, eid, t,
                                                                                planned)]
    usable = weapon_reason(state, eid) is None                          # SP-120
    out: list = [["none"]] + ([["attack", t] for t in ts] if usable else [])
    if turn.acted in RESPOND_ONLY:
        return out
    foes = G.foes(state, eid)
    for t in foes:
        if t in ts:
            out.append(["grapple", t])
            if usable:
                out += maneuver_options(state, eid, t)
    armed = F.weapon(state, eid) is not None and not F.natural(state, eid)
    g = state.get(eid, Gear)
    for a in G.attackers(state, eid):
        if armed:
            out.append(["parry", a])
        if g.shield:
            out.append(["shield_parry", a])
    done = [s[0] for s in so_far]
    if "escape" not in done and foes:
        out.append(["escape"])
    if F.cond(state, eid, "prone") and "get_up" not in done:
        out.append(["get_up"])
    items = state.tables["items"]
    for item in sorted(set(g.items)):
        if g.items.count(item) <= sum(1 for p in so_far if p[0] == "item" and p[1] == item):
            continue
        if items[item]["use"] == "drink":
            out.append(["item", item, eid])
        elif items[item]["use"] == "device":
            out += [["item", item, t] for t in foes]
    out += [["wield", w] for w in sorted(set(g.spare))]
    if k == 0:
        out += [["pick_up", owner, item] for owner, item in items_near(state, eid)]
    s = state.try_get(eid, Steed)
    if s is not None and s.bolting and "rally_mount" not in done:
        out.append(["rally_mount"])
    c = state.get(eid, Combatant)
    if c.player and "flee" not in done and not turn.flee:
        out.append(["flee"])
    return out
