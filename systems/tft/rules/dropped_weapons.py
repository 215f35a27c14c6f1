"""Dropped weapons: where counters go, the weapons of fallen figures, picking up, breaking.
TFT-133, TFT-134, TFT-135.

The reducers keep the counters: a `WeaponDropped` puts an item in the dropper's `Kit.loose`, the end
of the turn turns it into a `CounterPlaced`, a `PickedUp` removes it and a `WeaponBroken`
takes the weapon out of play (reducers.py). This module says which items go where:

- TFT-133 a counter is placed where a thrown weapon lands, where a figure drops its ready
  weapon to ready another (engaged figures must drop it; disengaged ones may re-sling it
  instead), where an attacker rolls a 17, and where weapons are dropped on entering HTH.
- TFT-134 every weapon (and shield) an unconscious or dead figure carried lies in its hex,
  ready to be picked up: `spill` lists them; they are dropped when the figure falls, so they
  become counters at the end of that turn (TFT-23).
- TFT-135 picking a weapon up removes its counter; a broken weapon leaves play.
"""

from __future__ import annotations

from affray.components.tft import Kit
from affray.kernel.components import Vitals

from ..tables.creatures import NATURAL_WEAPONS
from .lookup import conscious, occupants

# TFT-133: (cause, hex the counter goes in)
COUNTER_SOURCES = {
    "thrown weapon lands": "the hex of the figure it hit, or where its flight ends (TFT-87, TFT-88)",
    "dropped to ready another": "the dropping figure's hex (options k, o; e only when it drops)",
    "17 on the to-hit roll": "the attacker's hex; a thrown weapon: the target's hex (TFT-66)",
    "entering HTH": "the hex the attacker came from; the defender's own hex (TFT-109, TFT-110)",
    "fallen figure": "the fallen figure's hex, every weapon it carried (TFT-134)",
}


def must_drop(engaged: bool) -> bool:
    """TFT-133 (b): an engaged figure must drop its ready weapon to ready another; a
    disengaged one may re-sling it (and leaves no counter)."""
    return engaged


def fumble_hex(kind: str, attacker_hex, target_hex):
    """TFT-66, TFT-133 (c): where a weapon dropped on a 17 lies."""
    return tuple(target_hex) if kind == "thrown" else tuple(attacker_hex)


def spill(carried: list[str], shield: str, natural: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """TFT-134: what a fallen figure leaves lying in its hex, in a stable order: every
    carried weapon (natural weapons excepted, TFT-148), then its shield."""
    out = [w for w in carried if w not in natural]
    if shield:
        out.append(shield)
    return out


def take(ground: dict, h, weapon: str, owner: int) -> dict:
    """TFT-135: the ground (hex -> sorted [(weapon, owner)]) after one counter is picked up;
    a new dict, the old one unchanged."""
    out = {k: list(v) for k, v in ground.items()}
    here = out[tuple(h)]
    here.remove((weapon, owner))
    if not here:
        del out[tuple(h)]
    return out


# -- on the kernel ---------------------------------------------------------------------------

def body_items(state, h) -> list[tuple[str, int]]:
    """TFT-134: the weapons (and shields) of the unconscious or dead figures in hex h, as
    (item, owner), sorted: they count as counters there (readying.counters)."""
    out = []
    for o in occupants(state, tuple(h)):
        if conscious(state, o) or state.get(o, Vitals).removed:
            continue
        k = state.get(o, Kit)
        out += [(w, o) for w in spill(k.carried, k.shield, NATURAL_WEAPONS)]
    return sorted(out)


def with_bodies(state, h, ground: list) -> list:
    """TFT-134: the counters in hex h (`ground`), plus the weapons of fallen figures."""
    bodies = body_items(state, h)
    return sorted(ground + bodies) if bodies else ground


def take_from_body(state, ev) -> bool:
    """Reducer part of a `PickedUp` (TFT-134, TFT-135): when the item is not a counter on
    the ground but carried by a fallen figure, it passes from the body to the taker.
    Returns False (the reducer goes on) for an ordinary counter."""
    ground = state.derived.get("tft_ground", {}).get((ev.q, ev.r), [])
    if (ev.weapon, ev.owner) in ground:
        return False
    body = state.get(ev.owner, Kit)
    if ev.weapon == body.shield:
        body.shield, body.shield_ready = "", False
    else:
        body.carried.remove(ev.weapon)
        if body.ready == ev.weapon:
            body.ready = ""
    k = state.get(ev.entity, Kit)
    if ev.weapon in ("small shield", "large shield"):
        k.shield = ev.weapon
    else:
        k.carried.append(ev.weapon)
    return True
