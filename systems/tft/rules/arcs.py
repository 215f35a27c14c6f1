"""Hex geometry the Melee hot paths ask again and again, kept per relative position: where an
attack comes from (TFT-61, TFT-62, `hexgrid.attack_direction`)."""

from __future__ import annotations

from affray.kernel.geometry.hexgrid import attack_direction

_ARCS: dict[tuple[int, int, int | None], str] = {}


def arc_of(there, f: int | None, here) -> str:
    """`hexgrid.attack_direction(there, f, here)`, which depends only on here - there and f:
    kept per (offset, facing)."""
    key = (here[0] - there[0], here[1] - there[1], f)
    found = _ARCS.get(key)
    if found is None:
        if len(_ARCS) > 100_000:
            _ARCS.clear()
        found = _ARCS[key] = attack_direction(there, f, here)
    return found
