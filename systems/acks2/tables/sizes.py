"""Size categories, default footprints and the optional engagement-by-size table
(ACKS-04, ACKS-05, ACKS-30)."""

from __future__ import annotations

SIZES = ("tiny", "small", "man", "large", "huge", "gigantic", "colossal")
# ACKS-05 Default: (frontage, depth)
FOOTPRINTS = {"tiny": (1, 1), "small": (1, 1), "man": (1, 1), "large": (1, 2),
              "huge": (2, 2), "gigantic": (3, 4), "colossal": (6, 10)}
# ACKS-30: rows = engaging creature's size, columns = engaged creature's size
_COLS = ("small", "man", "large", "huge", "gigantic", "colossal")
_ROWS = {
    "small": (1, 1, 2, 2, 3, 4), "man": (1, 1, 2, 2, 3, 4), "large": (1, 1, 1, 1, 2, 3),
    "huge": (1, 1, 1, 1, 1, 2), "gigantic": (1, 1, 1, 1, 1, 2), "colossal": (1, 1, 1, 1, 1, 1),
}


def size_index(size: str) -> int:
    return SIZES.index(size)


def engagers_needed(engager: str, target: str) -> int:
    """ACKS-30: how many engagers of `engager` size it takes to engage a `target` creature
    (tiny counts as small)."""
    e = "small" if engager == "tiny" else engager
    t = "small" if target == "tiny" else target
    return _ROWS[e][_COLS.index(t)]
