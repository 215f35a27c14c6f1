"""Starting a Destrier fight mid-fight: the mid-fight fields of a combatant, their checks,
their spawn, and the world between two turns written back as scenario data (kernel/moment.py).

A combatant already overrides any field of its stand, fighter, kit, mount, status and turn
(scenario.py); between turns a figure is that, plus its damage (`hits`, DS-115: body points
lost), whether it is dead or gone, and its blow ledger (DS-91). Figures are named by entity
id in `status.restrained_by` and `status.contact_phase`: the 1-based place of the combatant
in the file (ids follow the file).
"""

from __future__ import annotations

from msgspec import UNSET, structs

from affray.components.destrier import Fighter, Kit, Ledger, Mount, Stand, Status, Turn
from affray.kernel.components import Facing, Position, Vitals
from affray.kernel.ruleset import Moment

from .stock.figures import STOCK
from .turn_moment import PHASES, check_turn, play_from, turn_to_scenario

__all__ = ["FIELDS", "problem", "adjust", "to_scenario", "MOMENT"]

FIELDS = ("hits", "dead", "gone", "ledger")
_PARTS = (("stand", Stand), ("fighter", Fighter), ("kit", Kit), ("status", Status), ("turn", Turn))


def _get(c, name: str, default):
    value = getattr(c, name)
    return default if value is UNSET else value


def problem(sc, i: int) -> tuple[str, str] | None:
    """The first mid-fight field of combatants[i] the rules do not allow: (field, why)."""
    c = sc.combatants[i]
    n = len(sc.combatants)
    hits = _get(c, "hits", 0)
    if hits < 0:
        return "hits", f"expected 0 or more, got {hits}"
    for key, value in sorted(_get(c, "ledger", {}).items()):
        if key not in Ledger.__struct_fields__:
            return f"ledger.{key}", f"unknown; expected one of {list(Ledger.__struct_fields__)}"
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            return f"ledger.{key}", f"expected a count of blows (0 or more), got {value!r}"
    if c.blows is not None and _get(c, "ledger", {}).get("left", c.blows) != c.blows:
        return "ledger.left", "given twice, as `blows` and `ledger.left`, with different values"
    st = c.status
    if st.get("prone") and st.get("kneeling"):
        return "status.kneeling", "a figure is prone or kneeling, not both"
    for j, holder in enumerate(st.get("restrained_by", [])):
        if not isinstance(holder, int) or not 1 <= holder <= n or holder == i + 1:
            return f"status.restrained_by[{j}]", (f"expected the id (1..{n}, its place in the "
                                                  f"file) of another figure, got {holder!r}")
        if sc.combatants[holder - 1].side == c.side:
            return f"status.restrained_by[{j}]", (f"figure {holder} ({sc.combatants[holder - 1].name}) "
                                                  "is a friend: only enemies grapple (DS-102)")
    for key, phase in sorted(st.get("contact_phase", {}).items()):
        who = int(key) if isinstance(key, str) and key.isdigit() else 0
        if not 1 <= who <= n or who == i + 1 or sc.combatants[who - 1].side == c.side:
            return f"status.contact_phase.{key}", (f"expected the id (1..{n}) of an enemy "
                                                   "in contact")
        if phase not in (1, 2, 3, 4):
            return f"status.contact_phase.{key}", ("expected when contact began: 1 or 2 (the "
                                                   "half-moves, DS-31), 3 or 4 (the melee step, "
                                                   f"as TMM attacker or defender, DS-84), got {phase!r}")
    return None


def adjust(sc, i: int, comps: list) -> list:
    """The spawned components of combatants[i], its mid-fight fields put in."""
    c = sc.combatants[i]
    if all(getattr(c, f) is UNSET for f in FIELDS):
        return comps
    by_type = {type(x): x for x in comps}
    hits = _get(c, "hits", by_type[Status].damage)
    if "damage" not in c.status:
        by_type[Status].damage = hits
    for key, value in _get(c, "ledger", {}).items():
        setattr(by_type[Ledger], key, value)
    comps.append(Vitals(hits, _get(c, "dead", False), _get(c, "gone", False)))
    return comps


def _diff(actual, base) -> dict:
    return {f: getattr(actual, f) for f in actual.__struct_fields__
            if getattr(actual, f) != getattr(base, f)}


def to_scenario(state, data: dict) -> dict:
    """The world between two turns as scenario builtins: each figure's entry names its stock
    figure and overrides every field that differs from it."""
    import msgspec
    out = []
    for eid in state.entities:
        old = data["combatants"][eid - 1]
        comps = state._entities[eid]
        base = STOCK[old.get("stock", "man-at-arms")]
        c = {k: old[k] for k in ("name", "side", "stock", "hooks") if k in old}
        pos = comps[Position]
        c["at"] = [pos.x, pos.y]
        c["facing"] = comps[Facing].dir
        for key, cls in _PARTS:
            plain = msgspec.convert(base.get(key, {}), cls)
            diff = _diff(comps[cls], plain)
            if key == "fighter":
                diff.pop("hooks", None)
            if diff:
                c[key] = msgspec.to_builtins(diff)
        if Mount in comps:
            c["mount"] = msgspec.to_builtins(_diff(comps[Mount], msgspec.convert(base.get("mount", {}), Mount)))
        led = comps[Ledger]
        if led.left:
            c["blows"] = led.left
        rest = {k: v for k, v in structs.asdict(led).items() if k != "left" and v}
        if rest:
            c["ledger"] = rest
        vit = comps[Vitals]
        c["hits"] = vit.hits
        if vit.dead:
            c["dead"] = True
        if vit.removed:
            c["gone"] = True
        out.append(c)
    data["combatants"] = out
    return data


MOMENT = Moment(to_scenario, adjust, {}, PHASES, turn_to_scenario, play_from, check_turn)
