"""Reducers: the only code that changes Starkpool components. One per event type."""

from __future__ import annotations

from affray.components.starkpool import Fights, Gear, Pair, Spellbook, Steed, Turn
from affray.kernel.components import Vitals
from affray.kernel.events import Damaged, Removed

from . import events as E
from .rules.engagement import refresh
from .rules.figures import forget

__all__ = ["REDUCERS", "EXTRA_REDUCERS"]


def _nothing(state, ev) -> None:
    pass


def round_reset(state, ev: E.RoundReset) -> None:
    graph = state.engagement
    for eid, t in state.query(Turn):
        t.charged_last, t.charged = t.charged, False
        t.moved = t.charge_heading = t.charge_left = 0.0
        t.shots = t.attacks = t.used = t.spotted = 0
        t.passed_through = t.injured = t.attacked = t.acts_last = t.flee = False
        t.reloaded = False
        t.acted = ""
        t.no_counter = []
    for eid, f in state.query(Fights):
        if f.pairs:
            f.pairs = [p for p in f.pairs
                       if graph.has_edge(eid, p.foe) or graph.has_edge(p.foe, eid)]


def _pair(state, eid: int, foe: int) -> Pair | None:
    for p in state.get(eid, Fights).pairs:
        if p.foe == foe:
            return p
    return None


def contact(state, ev: E.Contact) -> None:
    for a, b in ((ev.mover, ev.other), (ev.other, ev.mover)):
        f = state.get(a, Fights)
        fresh = Pair(b, ev.mover, 0, 0, ev.phase, state.round)
        f.pairs = [p for p in f.pairs if p.foe != b] + [fresh]


def exchanged(state, ev: E.Exchanged) -> None:
    for a, b in ((ev.a, ev.b), (ev.b, ev.a)):
        p = _pair(state, a, b)
        if p is None:
            p = Pair(b, ev.first)
            state.get(a, Fights).pairs.append(p)
        p.exchanges += 1
        p.last_first = ev.first


def move_done(state, ev: E.MoveDone) -> None:
    t = state.get(ev.entity, Turn)
    t.moved += ev.distance
    if ev.charged:
        t.charged = True
        t.charge_heading = ev.heading
        t.charge_left = ev.charge_left


def shot(state, ev: E.Shot) -> None:
    t = state.get(ev.shooter, Turn)
    if ev.mode in ("missile", "pass_through", "split"):
        t.shots += 1
    if ev.mode == "pass_through":
        t.passed_through = True
    state.get(ev.target, Turn).attacked = True


def blow(state, ev: E.Blow) -> None:
    if ev.action != "flee_attack" and not ev.action.startswith("mount_"):
        state.get(ev.attacker, Turn).used += 1
    state.get(ev.target, Turn).attacked = True


def healed(state, ev: E.Healed) -> None:
    v = state.get(ev.entity, Vitals)
    v.hits = max(0, v.hits - ev.amount)


def budget_set(state, ev: E.BudgetSet) -> None:
    state.get(ev.entity, Turn).attacks = ev.attacks


def attack_spent(state, ev: E.AttackSpent) -> None:
    state.get(ev.entity, Turn).used += 1


def acted(state, ev: E.Acted) -> None:
    t = state.get(ev.entity, Turn)
    what = ev.what
    if what == "flee":
        t.flee = True
    elif what == "stay":
        t.flee = False
    elif what == "acts_last":
        t.acts_last = True
    elif what == "no_counter":
        t.no_counter = t.no_counter + [ev.target]
    elif what == "spot":
        t.acted, t.spotted = what, ev.target
    elif what == "reloaded":
        t.reloaded = True
    else:
        t.acted = what


def spell_spent(state, ev: E.SpellSpent) -> None:
    book = state.get(ev.entity, Spellbook)
    book.used = book.used + [ev.spell]


def _drop(g: Gear, item: str, x: float, y: float) -> None:
    if g.weapon == item:
        g.weapon, g.weapon_magic, g.weapon_silver, g.weapon_damaged = "", 0, False, False
    elif g.missile == item:
        g.missile, g.missile_magic, g.missile_state = "", 0, ""
    elif item == "shield":
        g.shield = False
    elif item in g.spare:
        g.spare.remove(item)
    g.dropped = g.dropped + [[item, x, y]]


def gear_changed(state, ev: E.GearChanged) -> None:
    forget(state, ev.entity)
    g = state.get(ev.entity, Gear)
    _gear(state, ev, g)
    droppers = state.derived.setdefault("_sp_droppers", set())   # derived index
    if g.dropped:
        droppers.add(ev.entity)
    else:
        droppers.discard(ev.entity)


def _gear(state, ev: E.GearChanged, g: Gear) -> None:
    what, item = ev.what, ev.item
    if what == "wield":
        if item in g.spare:
            g.spare.remove(item)
        if item in state.tables["missile_weapons"]:
            if g.missile:
                g.spare = g.spare + [g.missile]
            g.missile, g.missile_state = item, ""
        else:
            if g.weapon:
                g.spare = g.spare + [g.weapon]
            g.weapon, g.weapon_magic, g.weapon_damaged = item, 0, False
    elif what in ("drop", "disarmed"):
        _drop(g, item, ev.x, ev.y)
    elif what == "lift":
        for i, (name, *_rest) in enumerate(g.dropped):
            if name == item:
                g.dropped = g.dropped[:i] + g.dropped[i + 1:]
                break
    elif what == "take":
        if item == "shield":
            g.shield = True
        elif item in state.tables["weapons"] and not g.weapon:
            g.weapon = item
        elif item in state.tables["missile_weapons"] and not g.missile:
            g.missile, g.missile_state = item, ""
        else:
            g.spare = g.spare + [item]
    elif what == "shield_lost":
        g.shield = False
    elif what == "shield_hooked":
        g.shield = False
        g.dropped = g.dropped + [["shield", ev.x, ev.y]]
    elif what == "weapon_damaged":
        g.weapon_damaged = True
    elif what in ("weapon_broken", "weapon_useless"):
        if what == "weapon_useless":
            g.packed = g.packed + [g.weapon]
        g.weapon, g.weapon_magic, g.weapon_silver, g.weapon_damaged = "", 0, False, False
    elif what == "unstrung":
        g.missile_state = "unstrung"
    elif what == "restrung":
        g.missile_state = ""
    elif what == "missile_broken":
        g.missile_state = "broken"
    elif what == "missile_damaged":
        g.missile_state = "damaged"
    elif what == "flask_used":
        g.flasks.remove(item)
    elif what == "item_used":
        g.items.remove(item)
    elif what == "unpacked":
        g.packed.remove(item)
        if item in state.tables["weapons"] or item in state.tables["missile_weapons"]:
            g.spare = g.spare + [item]
        else:
            g.items = g.items + [item]
    elif what == "pavis":
        g.pavis = item
        g.pavis_at = [ev.x, ev.y] if item == "planted" else []
        planted = state.derived.setdefault("_sp_pavises", {})     # derived index
        if item == "planted":
            planted[ev.entity] = (ev.x, ev.y)
        else:
            planted.pop(ev.entity, None)
    elif what == "loaded":
        g.loaded = True
    elif what == "unloaded":
        g.loaded = False
    else:
        raise ValueError(f"unknown gear change {what!r}")


def unhorsed(state, ev: E.Unhorsed) -> None:
    state.get(ev.entity, Steed).mounted = False
    forget(state, ev.entity)
    refresh(state, ev.entity)


def mount_bolting(state, ev: E.MountBolting) -> None:
    state.get(ev.entity, Steed).bolting = ev.bolting


def injured(state, ev: Damaged) -> None:
    """Extra reducer of `Damaged`: hurt this round (SP-57)."""
    if ev.amount > 0:
        t = state.try_get(ev.entity, Turn)
        if t is not None:
            t.injured = True


def removed(state, ev: Removed) -> None:
    """Extra reducer of `Removed`: a figure that leaves no longer protects anyone."""
    refresh(state, ev.entity)


REDUCERS = {
    E.RoundReset: round_reset, E.InitiativeSet: _nothing, E.Contact: contact,
    E.MoveDone: move_done, E.Shot: shot, E.Blow: blow, E.Healed: healed,
    E.BudgetSet: budget_set, E.AttackSpent: attack_spent, E.Acted: acted,
    E.SpellSpent: spell_spent, E.GearChanged: gear_changed, E.Exchanged: exchanged,
    E.MoraleChecked: _nothing, E.Unhorsed: unhorsed, E.MountBolting: mount_bolting,
    E.WanderingMonsterCheck: _nothing, E.TurnPassed: _nothing, E.SurpriseRolled: _nothing,
    E.Avoided: _nothing, E.DuelResolved: _nothing, E.CounterSpelled: _nothing,
    E.Grappled: _nothing, E.EscapeRolled: _nothing, E.ChargeDeclared: _nothing,
    E.SpellResolved: _nothing,
}

EXTRA_REDUCERS = {Damaged: injured, Removed: removed}
