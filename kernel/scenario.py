"""Scenario files (TOML) decoded by msgspec into typed Structs, with precise errors."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import msgspec

from .errors import LimitError, AffrayError, ScenarioError
from .policies import ScriptItem
from .fallback import script_filter
from .rulings import Ruling, check as check_rulings
from .phase_start import check_phase
from .table_entries import amend
from .ruleset import Ruleset, load as load_ruleset


class Side(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    policy: str = "tactical"


_Names = list[str] | msgspec.UnsetType


class Script(msgspec.Struct, forbid_unknown_fields=True):
    """A recorded fight: the dice actually rolled, and the choices made, in order. With
    `fallback`, only the choices the filters pick come from the script (kernel/fallback.py);
    the new fields are UNSET by default, so older logs' headers keep their bytes."""

    dice: list[int | str] | None = None  # ints, or tagged "d100:44"
    choices: list[Any] | None = None
    fallback: str | msgspec.UnsetType = msgspec.UNSET  # the policy answering the rest
    kinds: _Names = msgspec.UNSET  # the kinds of choice recorded
    leave: _Names = msgspec.UNSET  # kinds left to the fallback
    figures: _Names = msgspec.UNSET  # figures whose choices are recorded
    sides: _Names = msgspec.UNSET  # sides whose choices (and figures') are recorded
    rulings: list[Ruling] | msgspec.UnsetType = msgspec.UNSET  # the referee's (kernel/rulings.py)


class Scenario(msgspec.Struct, forbid_unknown_fields=True):
    ruleset: str
    sides: list[Side]
    combatants: list[Any]
    name: str = ""
    description: str = ""
    seed: str | int | None = None
    max_rounds: int = 100
    options: dict[str, Any] = {}
    tables: dict[str, Any] = {}
    map: Any = None
    script: Script | None = None
    # rounds already played when the battle starts (a moment written mid-fight, see
    # kernel/moment.py); UNSET is left out of the log header, so older logs keep their bytes
    round: int | msgspec.UnsetType = msgspec.UNSET
    # single entries added to or replacing those of a ruleset's tables (kernel/table_entries.py)
    table_entries: dict[str, Any] | msgspec.UnsetType = msgspec.UNSET
    # a moment inside a round (kernel/moment.py): round `round + 1` is under way and the
    # battle starts at the beginning of its `phase`; `turn` is what the rest of the round
    # needs, as the ruleset's moment module writes and reads it
    phase: str | msgspec.UnsetType = msgspec.UNSET
    turn: dict[str, Any] | msgspec.UnsetType = msgspec.UNSET

    @property
    def rounds_played(self) -> int:
        """Rounds begun before the battle starts: `round`, and the one under way when the
        scenario starts inside a round (`phase`, kernel/phase_start.py)."""
        return (0 if self.round is msgspec.UNSET else self.round) + (self.phase is not msgspec.UNSET)

    def side_index(self, name: str) -> int:
        return [s.name for s in self.sides].index(name)

    def script_items(self) -> list[ScriptItem] | None:
        if self.script is None or self.script.choices is None:
            return None
        items = []
        for c in self.script.choices:
            if isinstance(c, dict) and "choice" in c:
                items.append(ScriptItem(c["choice"], c.get("who"), c.get("kind")))
            else:
                items.append(ScriptItem(c))
        return items


_PATH = re.compile(r"\s*-\s*at\s*`\$(.*)`$")


def _split(err: msgspec.ValidationError, prefix: str = "") -> tuple[str, str]:
    """Turn msgspec's 'Expected `int`, got `str` - at `$.a[2].b`' into ('a[2].b', message)."""
    text = str(err)
    m = _PATH.search(text)
    where = prefix
    if m:
        where = (prefix + m.group(1)).lstrip(".")
        text = text[: m.start()]
    return where, text[:1].lower() + text[1:]


def decode(data: dict[str, Any], ruleset: Ruleset | None = None) -> Scenario:
    """Decode and check a scenario given as builtins (from TOML, JSON or a log header)."""
    from .limits import check_data  # every value bounded before any is used
    if not isinstance(data, dict):
        raise ScenarioError("", f"expected a table (a scenario), got {type(data).__name__}")
    check_data(data)
    try:
        sc = msgspec.convert(data, Scenario)
    except msgspec.ValidationError as err:
        raise ScenarioError(*_split(err)) from None
    if ruleset is None:
        try:
            ruleset = load_ruleset(sc.ruleset)
        except AffrayError as err:
            raise ScenarioError("ruleset", str(err)) from None
    combatants = []
    for i, raw in enumerate(sc.combatants):
        try:
            combatants.append(msgspec.convert(raw, ruleset.combatant_type))
        except msgspec.ValidationError as err:
            raise ScenarioError(*_split(err, f"combatants[{i}]")) from None
    the_map = sc.map
    if ruleset.map_type is not None:
        try:
            the_map = msgspec.convert(sc.map if sc.map is not None else {}, ruleset.map_type)
        except msgspec.ValidationError as err:
            raise ScenarioError(*_split(err, "map")) from None
    sc = amend(msgspec.structs.replace(sc, combatants=combatants, map=the_map), ruleset)
    _check(sc, ruleset)
    if ruleset.validate is not None:
        ruleset.validate(sc)
    return sc


def _check(sc: Scenario, ruleset: Ruleset) -> None:
    names = [s.name for s in sc.sides]
    if len(sc.sides) < 2:
        raise ScenarioError("sides", "a battle needs at least two sides")
    if not sc.combatants:
        raise ScenarioError("combatants", "a battle needs at least one combatant")
    if len(set(names)) != len(names):
        raise ScenarioError("sides", "side names must be unique")
    known = set(ruleset.policies) | {"random", "host", "scripted", "tactical"}
    for i, s in enumerate(sc.sides):
        if s.policy not in known:
            raise ScenarioError(f"sides[{i}].policy",
                                f"unknown policy {s.policy!r}; expected one of {sorted(known)}")
    seen = set()
    for i, c in enumerate(sc.combatants):
        if c.side not in names:
            raise ScenarioError(f"combatants[{i}].side", f"unknown side {c.side!r}; sides are {names}")
        if c.name in seen:
            raise ScenarioError(f"combatants[{i}].name", f"duplicate combatant name {c.name!r}")
        seen.add(c.name)
    for key, value in sc.options.items():
        opt = ruleset.options.get(key)
        if opt is None:
            raise ScenarioError(f"options.{key}", f"unknown option; {ruleset.id} has "
                                f"{', '.join(sorted(ruleset.options)) or 'none'}")
        if opt.choices is not None and value not in opt.choices:
            raise ScenarioError(f"options.{key}", f"expected one of {list(opt.choices)}, got {value!r}")
        if opt.choices is None and opt.default is not None and type(value) is not type(opt.default):
            raise ScenarioError(f"options.{key}", f"expected {type(opt.default).__name__}, "
                                f"got {type(value).__name__}")
    for key in sc.tables:
        if key not in ruleset.tables:
            raise ScenarioError(f"tables.{key}", f"unknown table; {ruleset.id} has "
                                f"{', '.join(sorted(ruleset.tables)) or 'none'}")
    if sc.script is not None and sc.script.fallback is not msgspec.UNSET:
        if sc.script.fallback not in known or sc.script.fallback in ("scripted", "host"):
            raise ScenarioError("script.fallback", f"unknown policy {sc.script.fallback!r}; "
                                f"expected one of {sorted(known - {'scripted', 'host'})}")
    script_filter(sc, sc.script_items())
    check_rulings(sc, ruleset)
    if sc.max_rounds < 1:
        raise ScenarioError("max_rounds", "expected a positive number of rounds")
    if not 0 <= (0 if sc.round is msgspec.UNSET else sc.round) < sc.max_rounds:
        raise ScenarioError("round", f"expected the rounds already played, 0..{sc.max_rounds - 1} "
                            f"(below max_rounds), got {sc.round}")
    check_phase(sc, ruleset)
    from .limits import check_scenario  # resource bounds, before any work starts
    check_scenario(sc)


def load(path: str | Path) -> Scenario:
    """Load a scenario file; every error names the file, the place and the problem."""
    data = read_data(path)
    try:
        return decode(data)
    except ScenarioError as err:
        raise err.in_file(str(path)) from None
    except LimitError as err:
        raise LimitError(f"{path}: {err}") from None


def read_data(path: str | Path) -> dict[str, Any]:
    """A scenario file's TOML as plain data, not yet checked against its ruleset."""
    path = Path(path)
    try:
        text = path.read_bytes()
    except OSError as err:
        raise ScenarioError("", f"cannot read scenario: {err.strerror}", str(path)) from None
    try:
        data = msgspec.toml.decode(text)
    except UnicodeDecodeError as err:
        raise ScenarioError("", f"not UTF-8 text (byte {err.start}): expected a TOML file",
                            str(path)) from None
    except (msgspec.DecodeError, ValueError) as err:
        raise ScenarioError("", f"not valid TOML: {err}", str(path)) from None
    except RecursionError:
        raise ScenarioError("", "not valid TOML: nested too deeply", str(path)) from None
    if not isinstance(data, dict) or "ruleset" not in data:
        raise ScenarioError("ruleset", "missing; expected the id of a ruleset", str(path))
    return data


def to_builtins(sc: Scenario) -> dict[str, Any]:
    return msgspec.to_builtins(sc)
