"""The matchup mini-language: `"2 orc, 1 wolf v 3 human"` -> sides of stock figures."""

from __future__ import annotations

import re

from .errors import AffrayError

_GROUP = re.compile(r"^\s*(\d+)?\s*([A-Za-z][\w\- ]*?)\s*$")


def parse(text: str) -> list[list[tuple[int, str]]]:
    """Sides separated by ' v ' (or 'vs'), groups by commas, each group 'COUNT NAME'."""
    sides = re.split(r"\s+(?:v|vs)\.?\s+", text.strip())
    if len(sides) < 2:
        raise AffrayError(f"matchup {text!r}: expected at least two sides separated by ' v '")
    out = []
    for i, side in enumerate(sides):
        groups = []
        for part in side.split(","):
            m = _GROUP.match(part)
            if not m:
                raise AffrayError(f"matchup {text!r}: side {i + 1}: cannot read {part.strip()!r}; "
                                  "expected COUNT NAME, e.g. '2 orc'")
            count = int(m.group(1) or 1)
            if count < 1:
                raise AffrayError(f"matchup {text!r}: side {i + 1}: a count must be at least 1")
            groups.append((count, m.group(2).strip().lower()))
        out.append(groups)
    from .limits import check_matchup  # before any figure is built
    check_matchup(out, text)
    return out
