"""Starting a WFRP fight mid-fight: the mid-fight fields of a combatant, their checks, their
spawn, and the world between two rounds written back as scenario data (kernel/moment.py).

A combatant already overrides any field of its profile, kit and fight (scenario.py): wounds
left (`fight.wounds`, WFRP-51), posture (`prone`, `stunned`, `fleeing`), the engagement
(`foes`, `pushed_by`, `beat`, WFRP-70/71), grapples (`held_by`, `holding`, WFRP-67/68), mounts, kit
(`drawn`, `loaded`, `loading`, `shield_ready`...) and `conditions`. Mid-fight adds `hits`
(damage taken so far), `dead` and `gone`. Figures are named by entity id: the 1-based place
of the combatant in the file (ids follow the file).
"""

from __future__ import annotations

import msgspec
from msgspec import UNSET

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.components import Conditions, Facing, Position, Vitals
from affray.kernel.events import Spawned
from affray.kernel.ruleset import Moment

from .rules.geometry import refresh
from .stock.figures import STOCK
from .turn_moment import PHASES, play_from, turn_to_scenario

__all__ = ["FIELDS", "problem", "adjust", "to_scenario", "REDUCERS", "MOMENT"]

FIELDS = ("hits", "dead", "gone")
# fight fields naming one figure (0 = none) or a list of figures, and whether it is an enemy
_ONE = {"held_by": True, "holding": True, "target": True, "mount": False, "rider": False}
_MANY = ("foes", "pushed_by", "beat", "fought")


def _get(c, name: str, default):
    value = getattr(c, name)
    return default if value is UNSET else value


def _who(sc, i: int, key: str, who, enemy: bool) -> str | None:
    n = len(sc.combatants)
    if isinstance(who, bool) or not isinstance(who, int) or not 1 <= who <= n or who == i + 1:
        return (f"expected the id (1..{n}, its place in the file) of another figure, "
                f"got {who!r}")
    other = sc.combatants[who - 1]
    if enemy and other.side == sc.combatants[i].side:
        return f"figure {who} ({other.name}) is a friend: expected an enemy"
    return None


def problem(sc, i: int) -> tuple[str, str] | None:
    """The first mid-fight field of combatants[i] the rules do not allow: (field, why)."""
    c = sc.combatants[i]
    hits = _get(c, "hits", 0)
    if isinstance(hits, bool) or hits < 0:
        return "hits", f"expected damage taken so far, 0 or more, got {hits!r}"
    f = c.fight
    for key, enemy in _ONE.items():
        if f.get(key, 0) != 0:
            bad = _who(sc, i, f"fight.{key}", f[key], enemy)
            if bad:
                return f"fight.{key}", bad
    for key in _MANY:
        for j, who in enumerate(f.get(key, [])):
            bad = _who(sc, i, key, who, True)
            if bad:
                return f"fight.{key}[{j}]", bad
    if f.get("stunned", 0) < 0:
        return "fight.stunned", f"expected rounds left unconscious, 0 or more, got {f['stunned']!r}"
    if f.get("holding") and f.get("held_by") and f["holding"] != f["held_by"]:
        return "fight.holding", "a figure grapples one foe at a time (WFRP-67, WFRP-68)"
    kit = c.kit
    for key in ("loaded", "loading"):
        if kit.get(key, 0) < 0:
            return f"kit.{key}", f"expected 0 or more, got {kit[key]!r}"
    if kit.get("loaded", 0) and not (kit.get("missile") or STOCK[c.stock].get("kit", {}).get("missile")):
        return "kit.loaded", "a loaded missile weapon needs `kit.missile`"
    return None


def adjust(sc, i: int, comps: list) -> list:
    """The spawned components of combatants[i], its mid-fight fields put in."""
    c = sc.combatants[i]
    if all(getattr(c, f) is UNSET for f in FIELDS):
        return comps
    comps.append(Vitals(_get(c, "hits", 0), _get(c, "dead", False), _get(c, "gone", False)))
    return comps


def _diff(actual, base) -> dict:
    return {f: getattr(actual, f) for f in actual.__struct_fields__
            if getattr(actual, f) != getattr(base, f)}


def to_scenario(state, data: dict) -> dict:
    """The world between two rounds as scenario builtins: each figure's entry names its stock
    figure and overrides every field that differs from it. `fight.foes` is always written, so
    setup takes the engagement as written instead of from base contact."""
    out = []
    for eid in state.entities:
        old = data["combatants"][eid - 1]
        comps = state._entities[eid]
        base = STOCK[old.get("stock", "human")]
        c = {k: old[k] for k in ("name", "side", "stock") if k in old}
        pos = comps[Position]
        c["at"] = [pos.x, pos.y]
        c["facing"] = comps[Facing].dir
        prof = comps[Profile]
        plain = msgspec.convert(base.get("profile", {}), Profile)
        if _diff(prof, plain):
            c["profile"] = msgspec.to_builtins(_diff(prof, plain))
        kit = _diff(comps[Kit], msgspec.convert(base.get("kit", {}), Kit))
        if kit:
            c["kit"] = msgspec.to_builtins(kit)
        fbase = msgspec.convert({"wounds": prof.W, **base.get("fight", {})}, Fight)
        fight = _diff(comps[Fight], fbase)
        fight["foes"] = comps[Fight].foes
        c["fight"] = msgspec.to_builtins(fight)
        if comps[Conditions].values:
            c["conditions"] = msgspec.to_builtins(comps[Conditions].values)
        vit = comps[Vitals]
        c["hits"] = vit.hits
        if vit.dead:
            c["dead"] = True
        if vit.removed:
            c["gone"] = True
        out.append(c)
    data["combatants"] = out
    return data


def spawned(state, ev: Spawned) -> None:
    """Extra reducer of `Spawned`: the engagement graph of a figure spawned with `foes`."""
    f = state.try_get(ev.entity, Fight)
    if f is not None and f.foes:
        refresh(state, ev.entity)


REDUCERS = {Spawned: spawned}


MOMENT = Moment(to_scenario, adjust, REDUCERS, PHASES, turn_to_scenario, play_from)
