"""The Missile phase (sections 3.4, 3.4.3, 3.4.5): everything at once.

SP-23  every action is declared secretly and rolled against the state at the start of the
       phase; damage, deaths and other effects are applied together at its end, so a shooter
       killed in the phase still shoots. Counter-spells are settled before their spells.
SP-41  who may act: not locked, with a missile weapon, spell, device, flask, breath, turning.
SP-45..SP-47  shots by weapon and movement (rate_of_fire.py).
SP-55  no spell, turning or scroll while locked in melee.
SP-56  none after moving any distance (a wand or other device is still allowed).
SP-57  none after being hurt earlier this round; devices still, unless stunned.
SP-58  breath and gaze: not foiled by injury; only after moving no more than half the rate,
       and not locked.
SP-64  flasks only here, and never in melee.
SP-65/SP-66  counter-spells (counter_spell.py).
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Gear, Spellbook, Turn
from affray.kernel.events import PhaseStarted
from affray.kernel.options import ListOptions

from ..events import Acted, CounterSpelled, GearChanged, Healed, SpellSpent
from ..rules import engagement as G
from ..rules import figures as F
from ..rules.choices import PlainOptions
from ..rules.missile.counter_spell import counter_spell_for, countered
from ..rules.missile.flasks import burning, throw
from ..rules.missile.items import breathe, use_item
from ..rules.missile.rate_of_fire import MOVED_SHOT_ROLL, may_reload, shots_allowed
from ..rules.missile.shooting import shoot, shot_reason
from ..rules.missile.spell_effects import cast, spell_level
from ..rules.missile.turn_undead import turn, turn_targets
from ..rules.morale import casualties
from ..tables.spells import range_inches
from ..rules import nearby as N

__all__ = ["missile_phase", "missile_options", "may_cast", "BREATH_RANGE"]

BREATH_RANGE = 6.0
NO_MISSILE = ("duel", "rally", "unpack", "restring", "turn")
TARGETS = 4


def may_cast(state, eid: int) -> str | None:
    """SP-55..SP-57: None if the figure may cast, turn undead or read a scroll now."""
    if G.locked(state, eid):
        return "no spells in melee (SP-55)"
    t = state.get(eid, Turn)
    if t.moved > 0:
        return "no spells after moving (SP-56)"
    if t.injured:
        return "no spells after being hurt this round (SP-57)"
    return None


def _unused(state, eid: int) -> list[str]:
    book = state.try_get(eid, Spellbook)
    if book is None:
        return []
    left = list(book.prepared)
    for s in book.used:
        if s in left:
            left.remove(s)
    return left


def _spell_targets(state, eid: int, spec: dict) -> list[int]:
    kind = spec.get("targets", "enemy")
    if kind == "self":
        return [eid]
    reach = max(1.0, range_inches(spec.get("range_ft", 0)))
    if kind == "enemy":
        return sorted(F.nearest_enemies(state, eid, TARGETS - 1, reach, F.targetable))
    mine = state.side[eid]
    return sorted(N.nearest(state, F.pos(state, eid), TARGETS - 1,
                            lambda e: state.side[e] == mine and F.present(state, e),
                            max_radius=reach))


def _shots(state, eid: int) -> tuple[int, bool]:
    w = F.missile(state, eid)
    if w is None:
        return 0, False
    t = state.get(eid, Turn)
    if t.acted == "split" and not state.options["split_move_missile_phase"]:
        return 0, False
    s = shots_allowed(w["kind"], t.moved, F.rate(state, eid), t.shots, state.get(eid, Gear).loaded)
    return s.shots, s.needs_roll


def missile_options(state, eid: int) -> list:
    """Every action open to the figure in this phase (a few targets each)."""
    out: list = [["none"]]
    locked = G.locked(state, eid)
    turn_ = state.get(eid, Turn)
    if locked or turn_.acted in NO_MISSILE:
        return out
    g = state.get(eid, Gear)
    shots, _ = _shots(state, eid)
    if shots:
        reach = F.missile(state, eid)["ranges"][2]
        out += [["shoot", t] for t in sorted(F.nearest_enemies(
            state, eid, TARGETS, reach, lambda s, t: F.targetable(s, t)
            and shot_reason(s, eid, t) is None))]
    casting = may_cast(state, eid) is None
    spells = state.tables["spells"]
    if casting:
        for name in sorted(set(_unused(state, eid))):
            out += [["cast", name, t] for t in _spell_targets(state, eid, spells[name])]
        out += [["turn", t] for t in turn_targets(state, eid)]
        if any(_unused(state, eid)):
            out.append(["counter"])
    items = state.tables["items"]
    for item in sorted(set(g.items)):
        spec = items[item]
        if spec["use"] == "drink":
            out.append(["item", item, eid])
        elif spec["use"] == "device":
            out += [["item", item, t] for t in _spell_targets(state, eid, spec)]
        elif spec["use"] == "scroll" and casting:
            out += [["item", item, t] for t in _spell_targets(state, eid, spells[spec["spell"]])]
    flask = state.tables["missile_weapons"]["flask"]
    flask_targets = sorted(F.nearest_enemies(
        state, eid, 3, flask["ranges"][2], lambda s, t: F.targetable(s, t)
        and shot_reason(s, eid, t, flask) is None)) if g.flasks else []
    for f in sorted(set(g.flasks)):
        out += [["flask", f, t] for t in flask_targets]
    c = state.get(eid, Combatant)
    if c.breath and turn_.moved <= F.rate(state, eid) / 2 + 1e-9:        # SP-58
        out += [["breath", t] for t in sorted(F.nearest_enemies(state, eid, 3, BREATH_RANGE,
                                                                F.targetable))]
    return out


def _counter_spells(ctx, plan: dict) -> set[int]:
    """SP-65/SP-66: ready counterers pick a casting enemy; returns the casters countered."""
    state = ctx.state
    casting = {e: (c[1] if c[0] == "cast" else state.tables["items"][c[1]]["spell"])
               for e, c in plan.items() if c[0] == "cast"
               or (c[0] == "item" and state.tables["items"][c[1]]["use"] == "scroll")}
    done: set[int] = set()
    for eid in sorted(e for e, c in plan.items() if c == ["counter"]):
        prepared = [(s, spell_level(state, s)) for s in _unused(state, eid)]
        opts = ["none"] + [t for t in sorted(casting) if state.side[t] != state.side[eid]
                           and F.targetable(state, t)                  # in sight (SP-65)
                           and counter_spell_for(prepared, spell_level(state, casting[t]))]
        if len(opts) == 1:
            continue
        target = yield from ctx.decide(eid, "counter_spell", ListOptions(opts))
        if target == "none":
            continue
        level = spell_level(state, casting[target])
        spend = min(counter_spell_for(prepared, level),
                    key=lambda s: (spell_level(state, s), s))
        mine = ctx.roll("counter", 1, 6)[0] + state.get(eid, Combatant).level
        theirs = ctx.roll("counter", 1, 6)[0] + state.get(target, Combatant).level
        ok = countered(mine, theirs)
        ctx.emit(SpellSpent(eid, spend))
        ctx.emit(CounterSpelled(eid, target, casting[target], ok))
        if ok:
            done.add(target)
    return done


def _resolve(ctx, eid: int, choice: list, countered_: set) -> tuple[list, list]:
    state = ctx.state
    kind = choice[0]
    if kind == "shoot":
        shots, needs_roll = _shots(state, eid)
        if needs_roll and ctx.roll("shot_after_move", 1, 6)[0] < MOVED_SHOT_ROLL:
            return [], []
        hits: list = []
        for _ in range(shots):
            if F.missile(state, eid) is None:
                break
            hits += shoot(ctx, eid, choice[1])
            if F.missile(state, eid) and F.missile(state, eid)["kind"] == "heavy_crossbow":
                ctx.emit(GearChanged(eid, "unloaded", state.get(eid, Gear).missile))
        return hits, []
    if kind == "cast":
        ctx.emit(Acted(eid, "cast"))
        return cast(ctx, eid, choice[1], choice[2], eid in countered_)
    if kind == "turn":
        return [], turn(ctx, eid, choice[1])
    if kind == "flask":
        return throw(ctx, eid, choice[1], choice[2])
    if kind == "item":
        return use_item(ctx, eid, choice[1], choice[2], eid in countered_)
    if kind == "breath":
        return breathe(ctx, eid, choice[1])
    return [], []


def missile_phase(ctx, only: set | None = None):
    state = ctx.state
    ctx.emit(PhaseStarted("missile"))
    casualties.apply(ctx, burning(ctx))
    asks = []
    for eid in state.entities:
        if only is not None and eid not in only:
            continue
        if not F.able(state, eid):
            continue
        if only is not None and "basher" in state.get(eid, Combatant).tags:
            continue                                  # SP-19: bashers only move aside
        opts = missile_options(state, eid)
        if len(opts) > 1:
            asks.append((eid, "missile", PlainOptions(opts)))
    plan = {}
    if asks:
        choices = yield from ctx.decide_hidden(asks)
        plan = {a[0]: c for a, c in zip(asks, choices) if c != ["none"]}
    stopped = yield from _counter_spells(ctx, plan)
    hits: list = []
    later: list = []
    for eid in sorted(plan):
        if plan[eid] == ["counter"]:
            continue
        h, l = _resolve(ctx, eid, plan[eid], stopped)
        hits += h
        later += l
    for ev in later:                          # heals land with the damage, before deaths
        if isinstance(ev, Healed):
            ctx.emit(ev)
    casualties.apply(ctx, hits)
    for ev in later:
        if not isinstance(ev, Healed) and F.present(state, ev.entity):
            ctx.emit(ev)
    _reload(ctx)


def _reload(ctx) -> None:
    """SP-47: a heavy crossbow that did not shoot this round is reloaded, unless its
    owner moved more than half his rate."""
    state = ctx.state
    for eid, g in state.query(Gear):
        if g.missile != "heavy_crossbow" or g.loaded or not F.present(state, eid):
            continue
        t = state.get(eid, Turn)
        if t.shots == 0 and may_reload(t.moved, F.rate(state, eid)) and not G.locked(state, eid):
            ctx.emit(GearChanged(eid, "loaded", g.missile))
