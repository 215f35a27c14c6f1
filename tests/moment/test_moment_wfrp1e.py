"""Issue 19 for WFRP 1e: any moment between rounds, written as a scenario, loads back to the
same world, and played on with the original dice and choices gives the original's events."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from momentkit import boundaries, continued, logged, scenario_at, spawned_world, world_at  # noqa: E402

from affray.kernel.scenario import load  # noqa: E402
from affray.systems.wfrp1e.stock.figures import build_stock  # noqa: E402

KINDS = ["archer", "dwarf", "elf", "goblin", "halfling", "human", "orc", "pistolier", "skaven",
         "beastman", "ogre"]
DEFAULT = Path(__file__).parents[2] / "systems" / "wfrp1e" / "scenarios" / "default.toml"


@st.composite
def fights(draw):
    sides = [[(draw(st.integers(1, 2)), draw(st.sampled_from(KINDS)))] for _ in range(2)]
    data = build_stock(sides)
    data["max_rounds"] = 8
    return data, draw(st.integers(0, 10_000))


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_wfrp_moment_round_trip(fight, data):
    scenario, seed = fight
    rep = logged(scenario, seed)
    for k in data.draw(st.lists(st.sampled_from(boundaries(rep.events)), min_size=1, max_size=3,
                                unique=True)):
        world, _ = spawned_world(scenario_at(rep, k))
        assert world == world_at(rep, k)


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_wfrp_moment_continued_with_the_original_script(fight, data):
    scenario, seed = fight
    rep = logged(scenario, seed)
    k = data.draw(st.sampled_from(boundaries(rep.events)))
    original, again = continued(rep, k)
    assert again == original


def test_wfrp_moment_of_the_default_battle_every_round():
    import msgspec
    scenario = msgspec.toml.decode(DEFAULT.read_bytes())
    rep = logged(scenario, 3)
    for k in boundaries(rep.events)[:: 3]:
        world, _ = spawned_world(scenario_at(rep, k))
        assert world == world_at(rep, k)
    k = boundaries(rep.events)[len(boundaries(rep.events)) // 2]
    original, again = continued(rep, k)
    assert again == original
