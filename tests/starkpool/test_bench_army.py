"""Ruleset.army and Ruleset.floor for Starkpool: `affray bench --ruleset starkpool`."""

import json
import math
import subprocess
import sys

import pytest

from affray.kernel.battle import Battle
from affray.kernel.replay import Replay
from affray.kernel.ruleset import load
from affray.kernel.scenario import decode
from affray.systems.starkpool.rules.engagement import BASE
from affray.systems.starkpool.stock.army import GAP, GROUP, SPACING, SWORD_AC6, army, floor
from affray.systems.starkpool.tables.matrices import MEN_MELEE

RULESET = load("starkpool")


def test_the_ruleset_provides_army_and_floor():
    assert RULESET.army is army and RULESET.floor is floor


@pytest.mark.parametrize("n", [1, 10, 37, 200])
def test_army_is_n_a_side_in_ranks_that_a_scenario_accepts(n):
    sc = decode(army(n), RULESET)                      # validated like any scenario file
    sides = [[c for c in sc.combatants if c.side == s] for s in ("west", "east")]
    assert [len(s) for s in sides] == [n, n]
    assert len({c.name for c in sc.combatants}) == 2 * n
    fronts = max(c.x for c in sides[0]), min(c.x for c in sides[1])
    assert fronts[1] - fronts[0] == pytest.approx(GAP)
    pts = sorted((c.x, c.y) for c in sc.combatants)
    closest = min(math.dist(a, b) for i, a in enumerate(pts) for b in pts[i + 1:i + 40])
    assert closest >= SPACING - 1e-9 > BASE          # no two bases overlap
    groups = {}
    for c in sc.combatants:
        groups.setdefault(c.group, []).append(c)
    assert all(len(g) <= GROUP and len({c.side for c in g}) == 1 for g in groups.values())
    assert {c.troop_class for c in sc.combatants} == {"C"}


def test_army_front_rank_is_spearmen_and_the_second_swordsmen():
    sc = decode(army(50), RULESET)                     # width 10: five ranks
    west = [c for c in sc.combatants if c.side == "west"]
    assert {c.weapon for c in west[:10]} == {"spear"}
    assert {(c.weapon, c.armor) for c in west[10:20]} == {("sword", "chain")}
    assert {c.weapon for c in west[20:30]} == {"pike"}


def test_a_small_army_battle_ends_and_its_log_replays_byte_for_byte():
    sc = decode(army(4), RULESET)
    a = Battle(sc, RULESET, "1000", strict=True)
    outcome = a.run()
    assert outcome is not None and a.state.round < sc.max_rounds
    b = Battle(sc, RULESET, "1000")
    b.run()
    assert [e for e in a.events] == [e for e in b.events]
    Replay.of(a).verify()


class Scripted:
    """A dice stream that hands out given faces and records what was asked."""

    def __init__(self, faces):
        self.faces, self.asked = list(faces), []

    def dice(self, n, sides):
        self.asked.append((n, sides))
        return [self.faces.pop(0) for _ in range(n)]


def test_floor_is_a_d20_against_the_sword_line_at_ac6_then_1d8_damage():
    assert SWORD_AC6 == MEN_MELEE["rows"]["sword"][MEN_MELEE["columns"].index(6)]
    s = Scripted([SWORD_AC6 - 1, SWORD_AC6, 5, 20, 8])
    assert floor(s, 3) == -13                          # a miss, a hit for 5, a hit for 8
    assert s.asked == [(1, 20), (1, 20), (1, 8), (1, 20), (1, 8)]


def test_cli_bench_starkpool_n_10():
    res = subprocess.run([sys.executable, "-m", "affray.kernel.cli", "bench", "--ruleset",
                          "starkpool", "--n", "10", "--reps", "1", "--no-peer", "--json"],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    run = json.loads(res.stdout)["runs"][0]
    assert run["n"] == 10 and run["checksum"] and run["combatant_turns"] > 0
    assert run["floor_ratio"] > 0                      # the floor loop was timed too
