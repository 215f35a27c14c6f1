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

from .rules import stats
from .rules.damage import TYPES
from .stock.figures import stock_figure
from .tables.conditions import CONDITIONS
from .tables.morale import RESULTS, TOP
from .tables.weapons import WEAPONS

__all__ = ["FIELDS", "problem", "adjust", "to_scenario"]

FIELDS = ("hits", "dead", "gone", "status")
SEGMENTS = ("", "pending", "acted", "delayed", "lost")
MORALE = ("",) + tuple(name for _, name in RESULTS) + (TOP,)
# conditions the rules read besides the table's: [round, count] of the second 1d8 (ACKS-103),
# the round a dying figure's deadline runs to (ACKS-139), a height (ACKS-173), a lost weapon
ROUND_CONDITIONS = ("burning", "dying", "elevation", "disarmed")
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
    known = set(CONDITIONS) | set(sc.tables.get("conditions", {})) | set(ROUND_CONDITIONS)
    for name, value in sorted(c.conditions.items()):
        where = f"conditions.{name}"
        if name not in known:
            return where, f"unknown condition; expected one of {sorted(known)} (ACKS-190)"
        if dead or _get(c, "gone", False):
            continue  # a dead figure keeps what it had; no rule reads it again
        if name == "burning" and not (isinstance(value, list) and len(value) == 2
                                      and all(type(v) is int for v in value)
                                      and value[0] == played + 1 and -10 <= value[1] <= 99):
            return where, (f"expected [round, count] of the second 1d8 of fire: the next round "
                           f"({played + 1}) and an initiative count (ACKS-103), got {value!r}")
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
    if st.fell_type not in _damage_types(sc) | {""}:
        return "fell_type", (f"expected the damage type that felled it (ACKS-137), one of "
                             f"{sorted(TYPES)} or a natural attack's, got {st.fell_type!r}")
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
        if who is False and key == "guarding":
            continue
        if who is True or (who and (who not in names or who == c.name)):
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
    if st.spell_lost and not sheet.spells:
        return "spell_lost", "the sheet has no spells to lose (ACKS-166)"
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
        if st.riding:
            c["rides"] = names[st.riding]
        fresh = Status(hp=st.hp, ammo=sheet.ammo, oil=sheet.oil, riding=st.riding)
        status = {}
        for key in Status.__struct_fields__:
            value = getattr(st, key)
            if key in _OWN or _same(value, getattr(fresh, key)):
                continue
            # Defend's end writes `guarding = False` where the ally's id was (segment.py):
            # kept as `false`, so the moment's checkpoints hash the same bytes
            status[key] = value if value is False else names.get(value, "") if key in _NAMED else value
        if status:
            c["status"] = msgspec.to_builtins(status)
        c["hits"] = vit.hits
        if vit.dead:
            c["dead"] = True
        if vit.removed:
            c["gone"] = True
        out.append(c)
    data["combatants"] = out
    return data
