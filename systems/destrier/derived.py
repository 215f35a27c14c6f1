"""What the Destrier rules derive from the world and keep in `state.derived`
(docs/architecture.md#derived-state): caches of stand geometry, each checked against what it
was computed from."""

from __future__ import annotations

from affray.kernel.ruleset import Derived

DERIVED = {
    "destrier_walls": Derived("the map's wall segments (the map does not change)"),
    "destrier_polys": Derived("id -> its stand's polygon, until its engagement refresh"),
    "destrier_bounds": Derived("id -> a circle holding its polygon, beside that polygon"),
    "destrier_reach": Derived("the largest stand reach, by the number of figures"),
    "destrier_labels": Derived("(defender, attacker) -> the contact's label, while both "
                               "polygons and the defender's place hold"),
    "destrier_gaps": Derived("(a, b) -> the gap between two stands, while both polygons and "
                             "a's place hold"),
}
