"""Men against beasts in the default arena, played by random-legal and tactical policies:
the rest of Melee (rushes, HTH, creatures, ground fire, arena doors, experience) never breaks
the engine, logs fold and verify, and the engagement graph stays exact."""

import pytest

from affray.kernel import Battle, Replay
from affray.systems.tft.tables import arena
from affray.systems.tft.tables.creatures import CREATURES
from affray.systems.tft.rules.engagement import recompute


SIDES = ["Men", "Beasts"]


def beast(race, at, facing=3):
    c = CREATURES[race]
    return {"name": race, "side": "Beasts", "race": race, "st": c.st, "dx": c.dx, "at": list(at), "facing": facing}


def scenario(policy_men="random", policy_beasts="random", in_arena=True, **options):
    """In the arena, two a side start on their entrance hexes; in the open, four a side."""
    m = arena.to_map(arena.load(), SIDES)
    west, east = (m["entrances"]["Men"], m["entrances"]["Beasts"]) if in_arena else (
        [[-6, 0], [-6, 1], [-5, 0], [-5, 1]], [[1, 0], [1, 1], [2, 0], [2, 1]])
    men = [
        {"name": "Marcus", "side": "Men", "st": 12, "dx": 12, "armor": "leather", "weapons": ["broadsword", "dagger"],
         "shield": "large shield", "at": west[0], "facing": 0},
        {"name": "Quill", "side": "Men", "st": 11, "dx": 13, "weapons": ["light crossbow", "main-gauche"],
         "at": west[1], "facing": 0},
        {"name": "Brand", "side": "Men", "race": "dwarf", "st": 14, "dx": 10, "armor": "chainmail",
         "weapons": ["small ax", "dagger"], "shield": "small shield", "facing": 0},
        {"name": "Pip", "side": "Men", "race": "halfling", "st": 6, "dx": 14, "weapons": ["sling", "dagger"],
         "facing": 0},
    ]
    beasts = [beast("bear", east[0]), beast("gargoyle", east[1]), beast("wolf", [0, 0]),
              beast("giant snake", [0, 0])]
    if in_arena:
        men, beasts = men[:2], beasts[:2]
    else:
        for fig, at in zip(men + beasts, west + east):
            fig["at"] = at
    sc = {"ruleset": "tft-melee", "name": "men against beasts", "max_rounds": 40,
          "sides": [{"name": "Men", "policy": policy_men}, {"name": "Beasts", "policy": policy_beasts}],
          "combatants": men + beasts, "options": options}
    if in_arena:
        sc["map"] = m
    return sc


@pytest.mark.parametrize("seed", range(8))
def test_random_legal_play_in_the_arena_ends(seed):
    b = Battle.from_scenario(scenario(hth_consent="ask", combat_type="arena"), seed=seed, strict=True)
    b.run()
    assert b.over


@pytest.mark.parametrize("seed", range(8))
def test_random_legal_play_in_the_open_ends(seed):
    b = Battle.from_scenario(scenario(in_arena=False, hth_consent="ask"), seed=seed, strict=True)
    b.run()
    assert b.over


@pytest.mark.parametrize("seed", range(4))
def test_tactical_play_has_a_result(seed):
    b = Battle.from_scenario(scenario("tactical", "tactical", in_arena=seed % 2 == 0, combat_type="death"),
                             seed=seed)
    b.run()
    assert b.over


def test_random_against_tactical_logs_fold_and_verify():
    b = Battle.from_scenario(scenario("random", "tactical", hth_consent="ask", combat_type="arena"), seed=3)
    b.run()
    rep = Replay.of(b)
    rep.fold()
    assert rep.verify() == len(b.events)


def test_engagement_graph_equals_a_recomputation_with_beasts_and_brawls():
    b = Battle.from_scenario(scenario(in_arena=False, hth_consent="ask"), seed=7)
    bad = []

    def check(index, ev):
        if set(b.state.engagement.edges) != recompute(b.state):
            bad.append(index)
    b.subscribe(check)
    b.run()
    assert bad == []
