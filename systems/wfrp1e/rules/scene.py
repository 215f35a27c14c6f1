"""Section B, scene and detection: WFRP-07 starting distance, WFRP-08 wandering creatures,
WFRP-09 awareness, WFRP-10 night vision, WFRP-25 bursting through doors."""

from __future__ import annotations

from affray.kernel.geometry.plane import distance

from ..tables.scene import NIGHT_VISION


def start_gap(d6s: list[int]) -> int:
    """WFRP-07: 4D6 yards."""
    return sum(d6s)


def corridor(d6: int) -> str:
    return "front" if d6 <= 3 else "behind"


def clock_bearing(d12: int, nominated: float = 0.0) -> float:
    """WFRP-08: the hour of a D12 as degrees clockwise of the nominated 12 o'clock."""
    return (nominated + 30.0 * (d12 % 12)) % 360.0


def night_vision(race: str, table=NIGHT_VISION) -> float | None:
    """Yards seen in the dark; None = as daylight; humans and the unlisted see 0."""
    key = race.lower()
    if key in table:
        v = table[key]
        return None if v is None else float(v)
    return 0.0


def sees(race: str, a, b, dark: bool, line_clear: bool, light: float = 0.0) -> bool:
    if not line_clear:
        return False
    if not dark:
        return True
    nv = night_vision(race)
    d = distance(a, b)
    return nv is None or d <= max(nv, light)


def aware(race: str, a, b, dark: bool, line_clear: bool, noise: bool, light: float = 0.0) -> bool:
    """WFRP-09: heard, or seen (or its light seen). Suspicion does not count."""
    return noise or sees(race, a, b, dark, line_clear, light)


def door_surprise(forewarned: bool, noisy: bool) -> bool:
    """WFRP-25: the occupants are surprised only when neither is true."""
    return not forewarned and not noisy
