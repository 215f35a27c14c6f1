"""`affray state` without --json: the world at a moment as a table of figures."""

from __future__ import annotations

from ..errors import AffrayError
from ..events import name_of
from ..wording import number

_COLUMNS = ("#", "figure", "side", "at", "facing", "hits taken", "status", "conditions")


def _facing(d) -> str:
    if d is None:
        return ""
    return f"{round(d) % 360}°" if isinstance(d, float) else str(d)


def _status(v: dict) -> str:
    if v.get("removed"):
        return "gone"
    return "dead" if v.get("dead") else "standing"


def _conditions(c: dict) -> str:
    vals = (c or {}).get("values", {})
    return ", ".join(k.replace("_", " ") if v is True else f"{k.replace('_', ' ')} {number(v)}"
                     for k, v in sorted(vals.items()) if v not in (False, None, 0, ""))


def table(dump: dict) -> list[str]:
    """Lines: a heading, one row per figure, then who is engaged with whom."""
    sides = dump["sides"]
    names = {}
    rows = []
    for ent in dump["entities"]:
        comps = ent["components"]
        ident = comps.get("Identity", {})
        names[ent["id"]] = ident.get("name", f"#{ent['id']}")
        pos = comps.get("Position")
        side = ident.get("side", 0)
        rows.append((str(ent["id"]), names[ent["id"]],
                     sides[side] if 0 <= side < len(sides) else str(side),
                     f"({number(pos['x'])}, {number(pos['y'])})" if pos else "",
                     _facing(comps.get("Facing", {}).get("dir")),
                     str(comps.get("Vitals", {}).get("hits", "")),
                     _status(comps.get("Vitals", {})), _conditions(comps.get("Conditions"))))
    widths = [max(len(r[i]) for r in [_COLUMNS, *rows]) for i in range(len(_COLUMNS))]
    fmt = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()  # noqa: E731
    head = f"Round {dump['round']}" + (f", {dump['phase'].replace('_', ' ')} phase" if dump["phase"] else "")
    if dump.get("ended"):
        head += " (ended)"
    out = [head, fmt(_COLUMNS), *map(fmt, rows)]
    if dump["engagement"]:
        out.append("engaging: " + "; ".join(f"{names.get(a, a)} -> {names.get(b, b)}"
                                           for a, b in dump["engagement"]))
    return out


def round_start(rep, n: int, at: int | None = None) -> int:
    """`state --round N`: the index of round N's RoundStarted event."""
    if at is not None:
        raise AffrayError("give --at K or --round N, not both")
    for i, (_f, ev) in enumerate(rep.items()):
        if name_of(ev) == "RoundStarted" and ev.round == n:
            return i
    raise AffrayError(f"--round {n}: the log has no round {n}")
