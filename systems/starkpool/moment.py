"""Starting a Starkpool fight mid-fight: the mid-fight fields of a combatant, their checks,
their spawn, and the world between two rounds written back as scenario data (kernel/moment.py).

Between rounds a figure is its hits so far, whether it is dead or gone, its conditions
(prone, stunned, fleeing, surrendered, held until a round, a monster's special...), the state
of its gear (a damaged weapon, an unstrung or broken bow, an unloaded crossbow, what lies on
the ground, a planted pavis; flasks, items and weapons already used are simply no longer
listed), its steed (unhorsed, bolting), the spells it has used, the fights it is in (SP-72,
SP-73: with whom, who moved in, exchanges so far) and last round's record (`last_round`, the
`Turn` fields: a charge last round matters this round, SP-35).
"""

from __future__ import annotations

import msgspec
from msgspec import UNSET

from affray.components.starkpool import Fights, Gear, Pair, Spellbook, Steed, Turn
from affray.kernel.components import Conditions, Facing, Position, Vitals
from affray.kernel.events import Spawned
from affray.kernel.ruleset import Moment

from .turn_moment import PHASES, check_turn, play_from, turn_to_scenario

__all__ = ["FIELDS", "CONDITIONS", "FightEntry", "problem", "adjust", "to_scenario", "REDUCERS",
           "MOMENT"]


class FightEntry(msgspec.Struct, forbid_unknown_fields=True):
    """One fight a figure is in (SP-72, SP-73), figures named."""

    foe: str
    started_by: str  # who moved in
    exchanges: int = 0
    last_first: str = ""  # who struck first in the last exchange ("" none yet)
    phase: str = ""  # the phase of contact (SP-70)
    round: int = 0  # the round of contact


FIELDS = ("hits", "dead", "gone", "conditions", "weapon_damaged", "missile_state", "loaded",
          "dropped", "pavis_state", "pavis_at", "mounted", "bolting", "spells_used", "fights",
          "last_round")
CONDITIONS = ("prone", "invisible", "hidden", "surprised", "surpriser", "stunned", "fleeing",
              "fearless", "surrendered", "subdued", "asleep", "held", "spotted", "turned",
              "out_of_sight", "rear_next", "burning", "ambush", "avoided", "boxed_in")
_ENTITY_CONDITIONS = ("rear_next", "spotted")  # the value names a figure (its id)
_GEAR_FIELDS = ("weapon", "weapon_magic", "weapon_silver", "missile", "missile_magic", "shield",
                "shield_wooden", "shield_magic", "spare", "flasks", "items", "packed",
                "holy_symbol", "overloaded", "armor", "armor_magic")


def _get(c, name: str, default):
    value = getattr(c, name)
    return default if value is UNSET else value


def problem(sc, i: int) -> tuple[str, str] | None:
    """The first mid-fight field of combatants[i] the rules do not allow: (field, why)."""
    c = sc.combatants[i]
    n = len(sc.combatants)
    names = {o.name: j for j, o in enumerate(sc.combatants)}
    if _get(c, "hits", 0) < 0:
        return "hits", f"expected 0 or more hits taken, got {c.hits}"
    specials = {a[2] for o in sc.combatants for a in o.attacks if len(a) > 2}
    for name, value in sorted(_get(c, "conditions", {}).items()):
        if name not in CONDITIONS and name not in specials:
            return f"conditions.{name}", (f"unknown condition; expected one of {list(CONDITIONS)} "
                                          "or a special of a natural attack in this scenario")
        if name in _ENTITY_CONDITIONS and not (isinstance(value, int) and 1 <= value <= n):
            return f"conditions.{name}", f"expected the id of a figure (1..{n}, its place in the file)"
    if _get(c, "missile_state", "") not in ("", "damaged", "unstrung", "broken"):
        return "missile_state", "expected '', 'damaged', 'unstrung' or 'broken'"
    if _get(c, "missile_state", "") and not c.missile:
        return "missile_state", "no missile weapon is held"
    if _get(c, "weapon_damaged", False) and not c.weapon:
        return "weapon_damaged", "no melee weapon is held"
    for j, d in enumerate(_get(c, "dropped", [])):
        if len(d) != 3 or not isinstance(d[0], str) or not all(
                isinstance(x, (int, float)) and not isinstance(x, bool) for x in d[1:]):
            return f"dropped[{j}]", f"expected [item, x, y] (inches), got {d!r}"
    pavis = _get(c, "pavis_state", "carried" if c.pavis else "")
    if pavis not in ("", "carried", "held", "planted"):
        return "pavis_state", "expected '', 'carried', 'held' or 'planted' (SP-139)"
    if (pavis == "planted") != bool(_get(c, "pavis_at", [])):
        return "pavis_at", "a planted pavis needs its place [x, y], and only a planted one (SP-139)"
    if (c.mounted is not UNSET or c.bolting is not UNSET) and not c.mount:
        return "mounted", "no mount: set `mount` to the steed's kind"
    used = list(_get(c, "spells_used", []))
    for j, s in enumerate(used):
        if used[:j + 1].count(s) > c.spells.count(s):
            return f"spells_used[{j}]", f"{s!r} was not prepared (spells: {c.spells}) (SP-54)"
    for j, f in enumerate(_get(c, "fights", [])):
        where = f"fights[{j}]"
        for field in ("foe", "started_by") + (("last_first",) if f.last_first else ()):
            if getattr(f, field) not in names:
                return f"{where}.{field}", f"no figure named {getattr(f, field)!r}"
        if sc.combatants[names[f.foe]].side == c.side:
            return f"{where}.foe", f"{f.foe!r} is a friend: a fight is with an enemy (SP-72)"
        if f.started_by not in (c.name, f.foe) or (f.last_first and f.last_first not in (c.name, f.foe)):
            return f"{where}.started_by", f"expected {c.name!r} or {f.foe!r}, one of the pair"
        if f.exchanges < 0 or f.round > getattr(sc, "rounds_played", 0):
            return where, "expected 0 or more exchanges and a round of contact already played"
    try:
        msgspec.convert(_get(c, "last_round", {}), Turn)
    except msgspec.ValidationError as err:
        return "last_round", f"expected fields of a round's record (Turn): {err}"
    return None


def _fight(names: dict[str, int], f: FightEntry) -> Pair:
    return Pair(names[f.foe], names[f.started_by], f.exchanges,
                names[f.last_first] if f.last_first else 0, f.phase, f.round)


def adjust(sc, i: int, comps: list) -> list:
    """The spawned components of combatants[i], its mid-fight fields put in."""
    c = sc.combatants[i]
    if all(getattr(c, f) is UNSET for f in FIELDS):
        return comps
    by_type = {type(x): x for x in comps}
    gear: Gear = by_type[Gear]
    gear.weapon_damaged = _get(c, "weapon_damaged", False)
    gear.missile_state = _get(c, "missile_state", "")
    gear.loaded = _get(c, "loaded", True)
    gear.dropped = [list(d) for d in _get(c, "dropped", [])]
    gear.pavis = _get(c, "pavis_state", gear.pavis)
    gear.pavis_at = list(_get(c, "pavis_at", []))
    if Steed in by_type:
        by_type[Steed].mounted = _get(c, "mounted", True)
        by_type[Steed].bolting = _get(c, "bolting", False)
    if Spellbook in by_type:
        by_type[Spellbook].used = list(_get(c, "spells_used", []))
    fights = _get(c, "fights", [])
    if fights:
        names = {o.name: j + 1 for j, o in enumerate(sc.combatants)}
        by_type[Fights].pairs = [_fight(names, f) for f in fights]
    last = msgspec.convert(_get(c, "last_round", {}), Turn)
    for key in Turn.__struct_fields__:
        setattr(by_type[Turn], key, getattr(last, key))
    values = dict(by_type[Conditions].values)
    values.update(_get(c, "conditions", {}))
    by_type[Conditions].values = dict(sorted(values.items()))
    comps.append(Vitals(_get(c, "hits", 0), _get(c, "dead", False), _get(c, "gone", False)))
    return comps


def to_scenario(state, data: dict) -> dict:
    """The world between two rounds as scenario builtins: each figure's entry (as the log's
    scenario had it) with its gear as it is now and its mid-fight fields."""
    names = {eid: state.names[eid] for eid in state.entities}
    out = []
    for eid in state.entities:
        c = {k: v for k, v in data["combatants"][eid - 1].items() if k not in FIELDS}
        comps = state._entities[eid]
        pos, gear, vit = comps[Position], comps[Gear], comps[Vitals]
        c["x"], c["y"], c["facing"] = pos.x, pos.y, comps[Facing].dir
        for f in _GEAR_FIELDS:
            c[f] = msgspec.to_builtins(getattr(gear, f))
        c["pavis"] = False
        for flag in ("invisible", "hidden", "prone"):
            c[flag] = False
        if vit.hits:
            c["hits"] = vit.hits
        if vit.dead:
            c["dead"] = True
        if vit.removed:
            c["gone"] = True
        if comps[Conditions].values:
            c["conditions"] = dict(sorted(comps[Conditions].values.items()))
        for f, default in (("weapon_damaged", False), ("missile_state", ""), ("loaded", True)):
            if getattr(gear, f) != default:
                c[f] = getattr(gear, f)
        if gear.dropped:
            c["dropped"] = [list(d) for d in gear.dropped]
        c["pavis_state"] = gear.pavis
        if gear.pavis_at:
            c["pavis_at"] = list(gear.pavis_at)
        steed = comps.get(Steed)
        if steed is not None:
            c["mounted"], c["bolting"] = steed.mounted, steed.bolting
        book = comps.get(Spellbook)
        if book is not None and book.used:
            c["spells_used"] = list(book.used)
        pairs = comps[Fights].pairs
        if pairs:
            c["fights"] = [{"foe": names[p.foe], "started_by": names[p.started_by],
                            "exchanges": p.exchanges, "last_first": names.get(p.last_first, ""),
                            "phase": p.phase, "round": p.round} for p in pairs]
        turn = {k: msgspec.to_builtins(getattr(comps[Turn], k)) for k in Turn.__struct_fields__
                if getattr(comps[Turn], k) != getattr(_FRESH_TURN, k)}
        if turn:
            c["last_round"] = turn
        out.append(c)
    data["combatants"] = out
    enc = (data.get("map") or {}).get("encounter")
    if enc:  # the encounter has opened (section 3.1): surprise is in the conditions now
        enc["unaware"] = []
    return data


_FRESH_TURN = Turn()


def spawned(state, ev: Spawned) -> None:
    """Extra reducer of `Spawned`: the derived indexes `GearChanged` keeps (reducers.py) for
    a figure spawned with items on the ground or a planted pavis."""
    gear = state.try_get(ev.entity, Gear)
    if gear is None:
        return
    if gear.dropped:
        state.derived.setdefault("_sp_droppers", set()).add(ev.entity)
    if gear.pavis == "planted":
        state.derived.setdefault("_sp_pavises", {})[ev.entity] = tuple(gear.pavis_at)


REDUCERS = {Spawned: spawned}


MOMENT = Moment(to_scenario, adjust, REDUCERS, PHASES, turn_to_scenario, play_from, check_turn)
