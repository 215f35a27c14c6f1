"""Starting an ACKS II fight mid-fight: the mid-fight fields of a combatant, their checks
against the rules, their spawn, and the world between two rounds written back as scenario
data (kernel/moment.py).

A combatant already gives its `sheet`, current `hp`, `conditions` (prone, unconscious,
dying, burning, frightened...) and the mount it `rides`. Mid-fight adds `hits` (damage
taken so far), `dead`, `gone` and `status`: the running state of `Status` field by field
(nonlethal tally, the fall and the Mortal Wounds roll, initiative and segment, delays and
waits, readiness, declarations, Defend, cleaves, morale, missiles and flasks left). The
engagement is not written: ACKS-25 derives it from squares and facings, so it is rebuilt
from `at` and `facing` as the figures spawn.
"""

from __future__ import annotations

import msgspec
from msgspec import UNSET

from affray.components.acks2 import Sheet, Status
from affray.kernel.components import Conditions, Facing, Position, Vitals
from affray.kernel.errors import AffrayError
from affray.kernel.ruleset import Moment

from . import events as E
from .rules import stats
from .rules.damage import TYPES
from .stock.figures import stock_figure
from .tables.conditions import CONDITIONS
from .tables.morale import RESULTS, TOP
from .tables.weapons import WEAPONS
from .turn_moment import PHASES, play_from, turn_to_scenario

__all__ = ["FIELDS", "problem", "adjust", "to_scenario", "MOMENT"]

FIELDS = ("hits", "dead", "gone", "status")
SEGMENTS = ("", "pending", "acted", "delayed", "lost")
MORALE = ("",) + tuple(name for _, name in RESULTS) + (TOP,)
# conditions the rules read besides the table's: [round, count] of the second 1d8 of fire
# (ACKS-103), the round a dying figure's deadline runs to (ACKS-139), a figure's elevation
# (a lower foe is subjacent, ACKS-85), a weapon knocked away (the disarm maneuver), a calmed
# mount (ACKS-209), the loot it saved against (ACKS-199), a surrender (ACKS-200), the second
# rank (ACKS-03), the edge of a 3-in-2 group (ACKS-02), unlit oil on it (ACKS-108), damage
# dealt so far to a restraining limb (ACKS-189), days' rations dropped (ACKS-199), roused after
# the fight (phases/after_fight.py), a shield broken by a sunder (ACKS-180)
RULE_CONDITIONS = ("burning", "dying", "elevation", "disarmed", "calmed", "loot_saves",
                   "surrendered", "second_rank", "edge", "oiled", "cut_free", "rations_dropped",
                   "roused", "shield_broken")
_NAMED = ("wait_for", "guarding")  # Status fields holding an entity id, written as a name
_OWN = ("hp", "riding")  # Status fields the combatant gives elsewhere (`hp`, `rides`)


def _get(c, name: str, default):
    value = getattr(c, name)
    return default if value is UNSET else value


def _cleaves(sheet: Sheet) -> int:
    """ACKS-148/154: the most cleaves a round allows with any of its attacks."""
    if sheet.natural or sheet.weapon not in WEAPONS:
        return stats.cleave_limit(sheet)
    w = WEAPONS[sheet.weapon]
    return stats.cleave_limit(sheet, w.size, w.types, sheet.magic)


def _damage_types(sc) -> set[str]:
    out = set(TYPES)
    for c in sc.combatants:
        try:
            base = stock_figure(c.stock)
        except AffrayError:  # an unknown stock is reported at its own combatant
            continue
        out.update(c.sheet.get("natural_types", base.get("natural_types", ["slashing"])) or ())
    return out


def _conditions(sc, i: int, sheet: Sheet, hp: int, dead: bool, st) -> tuple[str, str] | None:
    c = sc.combatants[i]
    played = sc.rounds_played
    known = set(CONDITIONS) | set(sc.tables.get("conditions", {})) | set(RULE_CONDITIONS)
    for name, value in sorted(c.conditions.items()):
        where = f"conditions.{name}"
        if name not in known:
            return where, f"unknown condition; expected one of {sorted(known)} (ACKS-190)"
        if dead or _get(c, "gone", False):
            continue  # a dead figure keeps what it had; no rule reads it again
        if name == "burning" and not (isinstance(value, list) and len(value) in (2, 3)
                                      and all(type(v) is int for v in value[:2])
                                      and value[0] == played + 1 and -10 <= value[1] <= 99
                                      and value[2:] in ([], ["holy water"], ["unholy water"], ["torch"])):
            return where, (f"expected [round, count] of the second 1d8 of fire: the next round "
                           f"({played + 1}) and an initiative count (ACKS-103), and what burns if "
                           f"not oil (\"holy water\", \"unholy water\", \"torch\", ACKS-110/111), "
                           f"got {value!r}")
        if name == "oiled" and value not in ("direct", "splash"):
            return where, f"expected \"direct\" or \"splash\" (unlit oil on it, ACKS-108), got {value!r}"
        if name in ("frightened", "dying") and (type(value) is not int or value < max(1, played)):
            return where, (f"expected the round it lasts to, {max(1, played)} or later "
                           f"({'ACKS-195' if name == 'frightened' else 'ACKS-139'}), got {value!r}")
        if name == "dying" and not (st.treated and hp <= 0):
            return where, ("dying follows a Mortal Wounds roll (`status.treated`) at 0 hp or "
                           "less (ACKS-139)")
        if name == "unconscious" and value and hp > 0:
            return where, f"an unconscious figure has 0 hp or less (ACKS-135), got hp {hp}"
    if hp <= 0 and not dead and not _get(c, "gone", False) and not c.conditions.get("unconscious"):
        return "hp", (f"a figure at {hp} hp is unconscious (`conditions.unconscious = 1`) or "
                      "`dead` (ACKS-135, ACKS-136)")
    return None


def _status(sc, i: int, sheet: Sheet, st) -> tuple[str, str] | None:
    c = sc.combatants[i]
    played = sc.rounds_played
    names = {o.name: o for o in sc.combatants}
    if st.nonlethal < 0:
        return "nonlethal", f"expected the nonlethal damage tally, 0 or more (ACKS-144), got {st.nonlethal}"
    if st.nl_at_fall < -1:
        return "nl_at_fall", f"expected the tally when it fell, or -1 if it has not (ACKS-145), got {st.nl_at_fall}"
    for key in ("fell_round", "hurt_round", "attacked", "unready_round"):
        if not 0 <= getattr(st, key) <= played:
            return key, f"expected a round already played, 0..{played}, got {getattr(st, key)}"
    if st.fell_type not in _damage_types(sc) | {"", "savage"}:
        return "fell_type", (f"expected the damage type that felled it (ACKS-137), one of "
                             f"{sorted(TYPES)}, a natural attack's, or \"savage\" (piercing or "
                             f"slashing by natural weapons), got {st.fell_type!r}")
    if st.segment not in SEGMENTS:
        return "segment", f"expected one of {list(SEGMENTS)}, got {st.segment!r}"
    ini = st.initiative
    if st.delay_to or (st.segment == "delayed" and not st.wait_for):
        if not (ini > 0 and max(-ini, -10) <= st.delay_to < ini):
            return "delay_to", (f"a delay runs from below the initiative number ({ini}) down to "
                                f"its negative, never below -10; 0 or less cannot delay (ACKS-32), "
                                f"got {st.delay_to}")
    for key in _NAMED:
        who = getattr(st, key)
        if isinstance(who, bool) or (who and (who not in names or who == c.name)):
            return key, f"expected the name of another figure, got {who!r}"
    if st.guarding and names[st.guarding].side != c.side:
        return "guarding", f"{st.guarding!r} is an enemy: Defend guards an ally (ACKS-60)"
    if st.declared not in ("", "retreat", "withdraw") and not (
            st.declared.startswith("cast:") and st.declared[5:] in sheet.spells):
        return "declared", (f"expected \"\", \"retreat\", \"withdraw\" or \"cast:SPELL\" with a "
                            f"spell of the sheet {sheet.spells} (ACKS-16, ACKS-165), got {st.declared!r}")
    if st.declared.startswith("cast:") and (st.defending or st.guarding):
        return "defending", "declaring a spell ends Defend (ACKS-60, ACKS-165)"
    if not 0 <= st.cleaves <= _cleaves(sheet):
        return "cleaves", (f"expected the cleaves used this round, 0..{_cleaves(sheet)} for this "
                           f"sheet (ACKS-148), got {st.cleaves}")
    if st.moved < 0:
        return "moved", f"expected feet moved, 0 or more, got {st.moved}"
    if st.morale not in MORALE:
        return "morale", f"expected the latest morale result, one of {list(MORALE)} (ACKS-192), got {st.morale!r}"
    for key, most, rule in (("ammo", sheet.ammo, "ACKS-155"), ("oil", sheet.oil, "ACKS-102")):
        left = getattr(st, key)
        if left is not None and not 0 <= left <= most:
            return key, (f"expected what is left of the sheet's {most} ({rule}), 0..{most}, "
                         f"got {left}")
    for key, most, rule in (("holy_thrown", sheet.holy_water, "ACKS-110"),
                            ("unholy_thrown", sheet.unholy_water, "ACKS-110"),
                            ("torches_thrown", sheet.torches, "ACKS-111")):
        if not 0 <= getattr(st, key) <= most:
            return key, (f"expected how many of the sheet's {most} were thrown ({rule}), 0..{most}, "
                         f"got {getattr(st, key)}")
    if not 0 <= st.potions_used <= sheet.cure_potions:
        return "potions_used", (f"expected how many of the sheet's {sheet.cure_potions} cure potions "
                                f"were poured (ACKS-137), 0..{sheet.cure_potions}, got {st.potions_used}")
    if st.dropped and not sheet.treasure:
        return "dropped", "the sheet carries no treasure to drop (ACKS-199)"
    if st.spell_lost and not sheet.spells:
        return "spell_lost", "the sheet has no spells to lose (ACKS-166)"
    for spell in dict.fromkeys(st.spent):
        if st.spent.count(spell) > sheet.spells.count(spell):
            return "spent", (f"{spell!r} spent {st.spent.count(spell)} times; the sheet has it "
                             f"{sheet.spells.count(spell)} times (ACKS-166)")
    return None


def problem(sc, i: int, sheet: Sheet) -> tuple[str, str] | None:
    """The first field of combatants[i] the rules do not allow mid-fight: (place, why)."""
    c = sc.combatants[i]
    hits = _get(c, "hits", 0)
    if isinstance(hits, bool) or hits < 0:
        return "hits", f"expected damage taken so far, 0 or more, got {hits!r}"
    hp = sheet.hp if c.hp is None else c.hp
    if hp > sheet.hp:
        return "hp", f"expected at most the sheet's {sheet.hp} hit points, got {hp}"
    st = _get(c, "status", None) or Status()  # no `status`: a fresh one passes every check
    bad = _conditions(sc, i, sheet, hp, _get(c, "dead", False), st)
    if bad:
        return bad
    bad = _status(sc, i, sheet, st)
    return (f"status.{bad[0]}", bad[1]) if bad else None


def _square(key: str) -> tuple[int, int] | None:
    parts = key.split(",")
    if len(parts) == 2 and all(p.strip().lstrip("-").isdigit() for p in parts):
        return int(parts[0]), int(parts[1])
    return None


def map_problem(sc) -> tuple[str, str] | None:
    """The first mid-fight field of the map the rules do not allow: (place, why)."""
    m = sc.map
    if m is None:
        return None
    for key, value in sorted(_get(m, "fires", {}).items()):
        parts = value.split(":")
        if _square(key) is None:
            return f"fires[{key!r}]", "expected a square as \"x,y\""
        if value != "out" and not (len(parts) == 3 and all(p.isdigit() for p in parts)
                                   and -10 <= int(parts[0]) <= 99):
            return f"fires[{key!r}]", ("expected \"count:radius:actions\" (the initiative count it "
                                       f"burns at, its radius in feet, the fire-fighting actions so "
                                       f"far, ACKS-123) or \"out\", got {value!r}")
    for key, gp in sorted(_get(m, "loot", {}).items()):
        if _square(key) is None or gp < 0:
            return f"loot[{key!r}]", f"expected a square \"x,y\" and the gp dropped there, 0 or more (ACKS-199), got {gp!r}"
    for key, days in sorted(_get(m, "rations", {}).items()):
        if _square(key) is None or days < 0:
            return f"rations[{key!r}]", f"expected a square \"x,y\" and the days' rations dropped there, 0 or more (ACKS-199), got {days!r}"
    for key, lit in sorted(_get(m, "patches", {}).items()):
        if _square(key) is None or lit < 1:
            return f"patches[{key!r}]", f"expected a square \"x,y\" and the round the poured oil was lit, 1 or more (ACKS-109), got {lit!r}"
    for i, v in enumerate(m.vehicles):
        listed = v.transporters[1:] + [v.driver] + v.passengers
        for j, n in enumerate(_get(v, "aboard", [])):
            if n not in listed:
                return f"vehicles[{i}].aboard[{j}]", (f"expected the name of one listed on the "
                                                      f"vehicle (ACKS-210), got {n!r}")
    for i, p in enumerate(m.artillery):
        if _get(p, "reload", 0) < 0:
            return f"artillery[{i}].reload", f"expected the crew actions still needed to reload, 0 or more (ACKS-44), got {p.reload}"
        if _get(p, "jammed_until", 0) < 0:
            return f"artillery[{i}].jammed_until", f"expected the round the jam clears, got {p.jammed_until}"
    return None


def map_events(m) -> list:
    """The events that put a written moment's map state into the world (setup emits them):
    fires and loot on squares, a piece's reload and jam."""
    out = []
    for kind, table in (("fire", _get(m, "fires", {})), ("loot", _get(m, "loot", {})),
                        ("patch", _get(m, "patches", {})), ("rations", _get(m, "rations", {}))):
        for key in sorted(table, key=_square):
            out.append(E.Feature(kind, *_square(key), str(table[key])))
    for p in m.artillery:
        if p.reload is not UNSET:
            out.append(E.Siege("reload", p.name, p.reload))
        if p.jammed_until is not UNSET:
            out.append(E.Siege("jam", p.name, p.jammed_until))
    return out


def _map(state, data: dict) -> None:
    """What play has left on the map (rules/dungeon.py `features`): doors and traps as they
    are, a structure's or vehicle's structural hit points, burning pitch, dropped loot, a
    piece's reload and jam."""
    feats = state.derived.get("acks2_features", {})
    m = data.get("map")
    if not feats or m is None:
        return
    named = {kind: {e["name"]: e for e in m.get(kind, [])} for kind in ("structures", "vehicles", "artillery")}
    for (kind, key), value in sorted(feats.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        if kind in ("door", "trap", "fire", "loot", "patch", "rations"):
            table = {"door": "doors", "trap": "traps", "fire": "fires", "loot": "loot", "patch": "patches",
                     "rations": "rations"}[kind]
            m.setdefault(table, {})[f"{key[0]},{key[1]}"] = value if kind in ("door", "trap", "fire") else int(value)
        elif kind in ("structure", "vehicle"):
            named[kind + "s"][key]["shp"] = value
        elif kind in ("reload", "jam"):
            named["artillery"][key]["reload" if kind == "reload" else "jammed_until"] = value


def _aboard(state, data: dict) -> set[str]:
    """Names still seated on a vehicle (setup seats them: they must not `ride` in the file);
    a vehicle someone has left gets `aboard`, the names still on it."""
    out: set[str] = set()
    ids = {n: e for e, n in state.names.items()}
    for v in (data.get("map") or {}).get("vehicles", []):
        lead = ids[v["transporters"][0]]
        listed = v["transporters"][1:] + [v["driver"]] + v["passengers"]
        seated = [n for n in listed if state.get(ids[n], Status).riding == lead]
        if seated != listed:
            v["aboard"] = seated
        out.update(seated)
    return out


def adjust(sc, i: int, comps: list) -> list:
    """The spawned components of combatants[i], its mid-fight fields put in."""
    c = sc.combatants[i]
    if all(getattr(c, f) is UNSET for f in FIELDS):
        return comps
    st = _get(c, "status", None)
    if st is not None:
        ids = {o.name: j + 1 for j, o in enumerate(sc.combatants)}
        status = next(x for x in comps if type(x) is Status)
        for key in st.__struct_fields__:
            value = getattr(st, key)
            if key in _NAMED and value is not False:
                value = ids.get(value, 0)
            if value is not None:
                setattr(status, key, value)
    if c.rides:  # on its own square, where the log had it (setup puts it on the mount's)
        comps = [Position(*c.at) if type(x) is Position else x for x in comps]
    comps.append(Vitals(_get(c, "hits", 0), _get(c, "dead", False), _get(c, "gone", False)))
    return comps


def _same(a, b) -> bool:
    """Equal and of one type (False and 0 encode to different bytes)."""
    return type(a) is type(b) and a == b


def to_scenario(state, data: dict) -> dict:
    """The world between two rounds as scenario builtins: each figure's entry (as the log's
    scenario had it) at its square and facing, with its hp, conditions, mount and every
    field of `Status` that differs from a fresh spawn."""
    out = []
    names = state.names
    aboard = _aboard(state, data)
    for eid in state.entities:
        old = data["combatants"][eid - 1]
        c = {k: v for k, v in old.items() if k not in FIELDS + ("rides", "hp", "conditions")}
        comps = state._entities[eid]
        pos, st, sheet, vit = comps[Position], comps[Status], comps[Sheet], comps[Vitals]
        c["at"] = [pos.x, pos.y]
        c["facing"] = comps[Facing].dir
        c["hp"] = st.hp
        if comps[Conditions].values:
            c["conditions"] = msgspec.to_builtins(dict(sorted(comps[Conditions].values.items())))
        if st.riding and names[eid] not in aboard:
            c["rides"] = names[st.riding]
        fresh = Status(hp=st.hp, ammo=sheet.ammo, oil=sheet.oil, riding=st.riding)
        status = {}
        for key in Status.__struct_fields__:
            value = getattr(st, key)
            if key in _OWN or _same(value, getattr(fresh, key)):
                continue
            status[key] = names.get(value, "") if key in _NAMED else value
        if status:
            c["status"] = msgspec.to_builtins(status)
        c["hits"] = vit.hits
        if vit.dead:
            c["dead"] = True
        if vit.removed:
            c["gone"] = True
        out.append(c)
    data["combatants"] = out
    _map(state, data)
    return data


MOMENT = Moment(to_scenario, adjust, {}, PHASES, turn_to_scenario, play_from)
