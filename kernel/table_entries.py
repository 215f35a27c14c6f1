"""Tables amended by entry: a scenario's `[table_entries.X]` adds or replaces single entries of
a ruleset's table X (or of the scenario's own `[tables.X]`), keeping the rest.

The merge happens when the scenario is decoded, so the ruleset's checks and the rules see one
table; the log header keeps both the merged `tables.X` and the `table_entries` that made it
(merging again gives the same table, so a header decodes to the same scenario).
"""

from __future__ import annotations

from typing import Any, Mapping

import msgspec

from .errors import ScenarioError
from .ruleset import load

__all__ = ["amend", "changes"]


def _base(sc: Any, ruleset: Any, name: str) -> Any:
    if name in sc.tables:
        return sc.tables[name]
    return ruleset.tables[name].value


def amend(sc: Any, ruleset: Any) -> Any:
    """The scenario with each amended table merged into `tables` (unchanged without any)."""
    entries = sc.table_entries
    if entries is msgspec.UNSET or not entries:
        return sc
    tables = dict(sc.tables)
    for name, added in entries.items():
        where = f"table_entries.{name}"
        if name not in ruleset.tables:
            raise ScenarioError(where, f"unknown table; {ruleset.id} has "
                                f"{', '.join(sorted(ruleset.tables)) or 'none'}")
        base = _base(sc, ruleset, name)
        if not isinstance(base, Mapping):
            raise ScenarioError(where, f"table {name!r} is a {type(base).__name__}, not keyed "
                                "by entry: replace it whole under [tables]")
        if not isinstance(added, Mapping) or not added:
            raise ScenarioError(where, "expected entries: `key = value` lines, one an entry")
        tables[name] = {**base, **added}
    return msgspec.structs.replace(sc, tables=tables)


def changes(sc: Any, ruleset: Any) -> list[str]:
    """What a decoded scenario changes in the ruleset's tables, one line a table: replaced
    whole, and the entries it adds (+) to or replaces (~) in the ruleset's own table."""
    entries = sc.table_entries if sc.table_entries is not msgspec.UNSET else {}
    lines = []
    for name in sorted(set(sc.tables) | set(entries)):
        default = ruleset.tables[name].value
        mine = entries.get(name, {})
        whole = not mine or sc.tables[name] != {**default, **mine}
        parts = [f"replaced whole by [tables.{name}]"] if whole else []
        parts += [("~ " if key in default else "+ ") + str(key) for key in mine]
        lines.append(f"{name}: " + ", ".join(parts))
    return lines



def show_changes(ruleset_id: str | None, sc: Any, path: str) -> str:
    """`affray rulesets --show ID --scenario FILE`: the scenario's changes to the tables."""
    if ruleset_id is not None and ruleset_id != sc.ruleset:
        raise ScenarioError("ruleset", f"the scenario is for {sc.ruleset!r}, not {ruleset_id!r}",
                            path)
    lines = changes(sc, load(sc.ruleset)) or ["none: every table is the ruleset's own"]
    return f"{path} changes these tables of {sc.ruleset}:\n" + "\n".join("  " + s for s in lines)
