"""The only code that changes Melee state: one reducer per event of `events.py`.

Each reducer is named after its event (`OptionTaken` -> `option_taken`). Ground counters are
kept in the dropping figure's `Kit.loose` (part of the digest) and indexed by hex in
`state.derived["tft_ground"]` (hex -> [(weapon, owner)], sorted) for pick-ups.
"""

from __future__ import annotations

from affray.components.tft import Figure, Kit, Status
from affray.kernel.components import Conditions
from affray.kernel.events import Damaged

from . import events as E
from .rules.dropped_weapons import take_from_body
from .rules.engagement import refresh
from .rules.experience import EP_PER_POINT


def _ground(state) -> dict:
    return state.derived.setdefault("tft_ground", {})


def _noop(state, ev) -> None:
    pass


def option_taken(state, ev: E.OptionTaken) -> None:
    c = state._entities[ev.entity]
    s = c[Status]
    s.option = ev.option
    s.engaged_by = list(ev.engaged_by)
    s.mode = ev.mode
    c[Kit].last_shot = ev.option == "j"


def walked(state, ev: E.Walked) -> None:
    state.get(ev.entity, Status).moved = ev.spent


def struck(state, ev: E.Struck) -> None:
    if ev.pushes and ev.hits > 0:
        victims = state.get(ev.attacker, Status).victims
        if ev.target not in victims:
            victims.append(ev.target)


def damaged(state, ev: Damaged) -> None:
    """After the kernel's reducer: hits this turn add up (TFT-128)."""
    s = state.try_get(ev.entity, Status)
    if s is not None:
        s.hits += ev.amount


def _take_away(k: Kit, weapon: str) -> None:
    if weapon == k.shield:
        k.shield, k.shield_ready = "", False
        return
    k.carried.remove(weapon)
    if weapon == "main-gauche" and k.offhand:
        k.offhand = False
    elif weapon == k.ready:
        k.ready = ""
        k.reload_left = 0
        k.last_shot = False
        k.ready_engaged = False


def weapon_dropped(state, ev: E.WeaponDropped) -> None:
    k = state.get(ev.entity, Kit)
    _take_away(k, ev.weapon)
    k.loose.append([ev.weapon, ev.q, ev.r, False])


def weapon_broken(state, ev: E.WeaponBroken) -> None:
    _take_away(state.get(ev.entity, Kit), ev.weapon)


def readied(state, ev: E.Readied) -> None:
    k = state.get(ev.entity, Kit)
    if ev.weapon and ev.weapon not in k.carried:
        k.carried.append(ev.weapon)  # a rock picked up (TFT-83)
    if ev.weapon != k.ready:
        k.reload_left = 0
    k.ready = ev.weapon
    k.shield_ready = ev.shield_ready
    k.offhand = ev.offhand
    k.ready_engaged = ev.engaged


def picked_up(state, ev: E.PickedUp) -> None:
    if take_from_body(state, ev):  # TFT-134
        return
    owner = state.get(ev.owner, Kit)
    for item in owner.loose:
        if item[0] == ev.weapon and item[1] == ev.q and item[2] == ev.r and item[3]:
            owner.loose.remove(item)
            break
    ground = _ground(state)
    here = ground[(ev.q, ev.r)]
    here.remove((ev.weapon, ev.owner))
    if not here:
        del ground[(ev.q, ev.r)]
    k = state.get(ev.entity, Kit)
    if ev.weapon in ("small shield", "large shield"):
        k.shield = ev.weapon
    else:
        k.carried.append(ev.weapon)


def counter_placed(state, ev: E.CounterPlaced) -> None:
    for item in state.get(ev.entity, Kit).loose:
        if item[0] == ev.weapon and item[1] == ev.q and item[2] == ev.r and not item[3]:
            item[3] = True
            break
    here = _ground(state).setdefault((ev.q, ev.r), [])
    here.append((ev.weapon, ev.entity))
    here.sort()


def posture_set(state, ev: E.PostureSet) -> None:
    s = state.get(ev.entity, Status)
    s.posture = ev.posture
    if ev.posture == "knocked":
        s.fell = True
    refresh(state, ev.entity)


def reloaded(state, ev: E.Reloaded) -> None:
    state.get(ev.entity, Kit).reload_left = ev.left


def collapsed(state, ev: E.Collapsed) -> None:
    state.get(ev.entity, Status).unconscious = True
    refresh(state, ev.entity)


def forced_retreat(state, ev: E.ForcedRetreat) -> None:
    state.get(ev.victim, Status).pushed = True


def turn_ended(state, ev: E.TurnEnded) -> None:
    wounded = set(ev.wounded)
    db = state._entities
    bending = []
    for eid in state._components.get(Status, ()):  # any order: each figure's reset is its own
        s = db[eid][Status]
        s.wounded = eid in wounded
        s.option = s.mode = ""
        s.moved = s.hits = 0
        s.fell = s.pushed = False
        s.victims.clear()
        s.engaged_by.clear()
        if s.posture == "bending":
            s.posture = ""
            bending.append(eid)
    for eid in sorted(bending):  # refreshed once every figure's reset is done
        refresh(state, eid)


def experience_awarded(state, ev: E.ExperienceAwarded) -> None:
    values = state.get(ev.entity, Conditions).values
    total = max(0, values.get("ep", 0) + ev.amount)
    if total:
        values["ep"] = total
    else:
        values.pop("ep", None)


def attribute_raised(state, ev: E.AttributeRaised) -> None:
    f = state.get(ev.entity, Figure)
    setattr(f, ev.attribute, getattr(f, ev.attribute) + 1)
    values = state.get(ev.entity, Conditions).values
    values["ep"] -= EP_PER_POINT
    if not values["ep"]:
        values.pop("ep")


REDUCERS = {
    E.MoveOrder: _noop, E.OptionTaken: option_taken, E.Walked: walked, E.AttackOrder: _noop,
    E.AttackRolled: _noop, E.Struck: struck, E.WeaponDropped: weapon_dropped,
    E.WeaponBroken: weapon_broken, E.Readied: readied, E.PickedUp: picked_up,
    E.CounterPlaced: counter_placed, E.PostureSet: posture_set, E.Reloaded: reloaded,
    E.Collapsed: collapsed, E.ForcedRetreat: forced_retreat, E.Fallen: _noop,
    E.TurnEnded: turn_ended, E.Note: _noop,
    E.ShieldRushed: _noop, E.HthEntered: _noop, E.HthRefused: _noop, E.DaggerDrawn: _noop,
    E.HthEscaped: _noop, E.BrawlEnded: _noop, E.LeftArena: _noop,
    E.ExperienceAwarded: experience_awarded, E.AttributeRaised: attribute_raised,
}
EXTRA_REDUCERS = {Damaged: damaged}
