"""Readying weapons: options (e), (k) and (o), crossbow reloading and rocks.

TFT-31 (e: re-sling and ready, or pick up in the end hex), TFT-37 (k: drop the ready weapon,
ready a non-missile one), TFT-41 (o: bend over, drop, pick up), TFT-63 (readiness),
TFT-83 (a rock can always be found), TFT-97 (reloading a crossbow is readying a weapon).

Choices are lists: ["ready", weapon, left] with left "" | "shield" | "offhand" (a main-gauche
in the left hand), ["reload"], ["rock"], ["pickup", weapon, owner], ["pickup", weapon, owner, shield, shield_owner]
((e): both at once), ["drop", weapon] (a
weapon or shield dropped in the hex, (e) only) and, for (o), ["pickup", weapon, owner,
drop_shield].
"""

from __future__ import annotations

from affray.components.tft import Kit

from .. import events as E
from ..tables.tft_tables import DAGGERS, SHIELDS, WEAPONS
from .dropped_weapons import with_bodies
from .lookup import engaged_by, hex_of


def counters(state, h) -> list[tuple[str, int]]:
    """Weapon counters lying in hex h, as (weapon, owner), sorted."""
    return with_bodies(state, h, list(state.derived.get("tft_ground", {}).get(h, ())))  # TFT-134


def room_for(k: Kit, item: str, dropping: tuple[str, ...] = ()) -> bool:
    """TFT-10: two weapons (a shield counts) plus one dagger or main-gauche."""
    carried = [w for w in k.carried if w not in dropping]
    shield = k.shield if k.shield not in dropping else ""
    if item in SHIELDS:
        return not shield and len([w for w in carried if w not in DAGGERS]) < 2
    if item in DAGGERS and not any(w in DAGGERS for w in carried):
        return True
    return len([w for w in carried if w not in DAGGERS]) + bool(shield) < 2


def _arrangement(k: Kit) -> tuple[str, str]:
    return (k.ready, "shield" if k.shield_ready else "offhand" if k.offhand else "")


def ready_choices(state, eid: int, option: str) -> list[list]:
    k = state.get(eid, Kit)
    if option == "o":
        return _pickups(state, eid, k)
    out: list[list] = []
    current = _arrangement(k)
    for w in sorted(set(k.carried)):
        wt = WEAPONS[w]
        if option == "k" and (wt.is_missile or w == k.ready):
            continue
        lefts = [""]
        if not wt.two_handed:
            if k.shield:
                lefts.append("shield")
            # (k) drops the ready weapon first (TFT-37): a ready main-gauche cannot then be
            # taken up in the left hand
            if "main-gauche" in k.carried and w != "main-gauche" and not (
                    option == "k" and k.ready == "main-gauche"):
                lefts.append("offhand")
        out += [["ready", w, left] for left in lefts if (w, left) != current]
    if option == "e":
        if k.shield and current != ("", "shield"):
            out.append(["ready", "", "shield"])
        w = WEAPONS.get(k.ready)
        if w is not None and w.is_crossbow and k.reload_left > 0:
            out.append(["reload"])
        lying = counters(state, hex_of(state, eid))
        for weapon, owner in lying:
            if room_for(k, weapon):
                out.append(["pickup", weapon, owner])
        out += _weapon_and_shield(k, lying)
        if room_for(k, "thrown rock") and "thrown rock" not in k.carried:
            out.append(["rock"])
        # TFT-10: "it may pick up or drop weapons": a bare drop, to make room or at will
        out += [["drop", w] for w in sorted(set(k.carried) | ({k.shield} if k.shield else set()))]
    return out


def _weapon_and_shield(k: Kit, lying: list[tuple[str, int]]) -> list[list]:
    """TFT-31: (e) may "pick up and ready a dropped weapon and/or shield": both at once, as
    ["pickup", weapon, owner, shield, shield_owner], within the carrying limit (TFT-10)."""
    out: list[list] = []
    if k.shield:
        return out
    for weapon, owner in lying:
        if weapon in SHIELDS or WEAPONS[weapon].two_handed or not room_for(k, weapon):
            continue
        extra = weapon not in DAGGERS or any(w in DAGGERS for w in k.carried)
        if len([w for w in k.carried if w not in DAGGERS]) + extra >= 2:
            continue
        out += [["pickup", weapon, owner, shield, so] for shield, so in lying if shield in SHIELDS]
    return out


def _pickups(state, eid: int, k: Kit) -> list[list]:
    """TFT-41: (o) only picks up what lies in the hex, after dropping the ready weapon and
    perhaps the ready shield, within the carrying limit (TFT-10, TFT-12). Empty when
    nothing there may be taken: then (o) is not open (phases.movement)."""
    out: list[list] = []
    held = (k.ready,) if k.ready else ()
    for weapon, owner in counters(state, hex_of(state, eid)):
        for drop_shield in ((False, True) if k.shield_ready else (False,)):
            dropping = held + ((k.shield,) if drop_shield else ())
            if room_for(k, weapon, dropping):
                out.append(["pickup", weapon, owner, drop_shield])
    return out


def carry_out(ctx, eid: int, option: str, choice: list) -> None:
    """Emit the events of a readying choice, made where the figure now stands."""
    state = ctx.state
    k = state.get(eid, Kit)
    q, r = hex_of(state, eid)
    engaged = bool(engaged_by(state, eid))
    verb = choice[0]
    if option in "ko" and k.ready:  # engaged figures drop, never re-sling (TFT-37, TFT-41)
        ctx.emit(E.WeaponDropped(eid, k.ready, q, r))
    if verb == "ready":
        _, weapon, left = choice
        ctx.emit(E.Readied(eid, weapon, left == "shield", left == "offhand",
                           engaged and bool(weapon) and WEAPONS[weapon].is_missile))
    elif verb == "reload":
        ctx.emit(E.Reloaded(eid, k.reload_left - 1))
    elif verb == "drop":
        ctx.emit(E.WeaponDropped(eid, choice[1], q, r))
    elif verb == "rock":
        ctx.emit(E.Readied(eid, "thrown rock", k.shield_ready, False, engaged))
    elif verb == "pickup":
        weapon, owner = choice[1], choice[2]
        if option == "o" and choice[3]:
            ctx.emit(E.WeaponDropped(eid, k.shield, q, r))
        ctx.emit(E.PickedUp(eid, weapon, q, r, owner))
        if len(choice) == 5:  # a weapon and a shield (TFT-31)
            ctx.emit(E.PickedUp(eid, choice[3], q, r, choice[4]))
            ctx.emit(E.Readied(eid, weapon, True, False, engaged and WEAPONS[weapon].is_missile))
            return
        if weapon in SHIELDS:  # ready it unless both hands hold the weapon
            held = WEAPONS.get(k.ready)
            ctx.emit(E.Readied(eid, k.ready, held is None or not held.two_handed, False,
                               k.ready_engaged))
        else:
            keep_shield = k.shield_ready and not WEAPONS[weapon].two_handed
            ctx.emit(E.Readied(eid, weapon, keep_shield, False,
                               engaged and WEAPONS[weapon].is_missile))
