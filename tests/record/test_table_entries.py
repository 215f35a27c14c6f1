"""Tables amended by entry: `[table_entries.X]` adds or replaces single entries of a ruleset's
table and keeps the rest (kernel/table_entries.py, docs/scenarios.md)."""

from __future__ import annotations

import pathlib

import pytest

from affray.kernel import Battle
from affray.kernel.cli import main
from affray.kernel.errors import ScenarioError
from affray.kernel.events import Damaged, Rolled
from affray.kernel.ruleset import load
from affray.kernel.scenario import decode, read_data

HERE = pathlib.Path(__file__).resolve().parent
SHORT_SWORD = HERE / "short_sword.toml"


def test_entries_are_added_and_replaced_and_the_rest_kept():
    sc = decode(read_data(SHORT_SWORD))
    default = load("starkpool").tables["weapons"].value
    weapons = sc.tables["weapons"]
    assert weapons["short_sword"]["damage"] == "1d6"
    assert weapons["dagger"]["damage"] == "1d4+1" != default["dagger"]["damage"]
    assert {k: v for k, v in weapons.items() if k not in ("short_sword", "dagger")} == \
        {k: v for k, v in default.items() if k != "dagger"}


def test_the_rules_use_the_amended_entry_and_the_log_replays():
    battle = Battle.from_scenario(SHORT_SWORD, seed=1)
    battle.run()
    ev = battle.events
    orc_blows = [(ev[i], ev[i + 1]) for i in range(len(ev) - 1) if isinstance(ev[i], Rolled)
                 and ev[i].purpose == "damage" and isinstance(ev[i + 1], Damaged)
                 and ev[i + 1].entity == 1]
    assert orc_blows and all(d.amount == r.faces[0] + 1 for r, d in orc_blows)  # 1d4+1
    again = Battle.from_scenario(decode(battle.header.scenario), seed=1)  # the header decodes
    again.run()  # to the same scenario (merging twice gives the same table)
    assert again.events == battle.events


def test_rulesets_show_says_which_entries_a_scenario_changed(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["rulesets", "--show", "starkpool", "--scenario", str(SHORT_SWORD)])
    assert stop.value.code == 0
    assert "  weapons: + short_sword, ~ dagger\n" in capsys.readouterr().out


@pytest.mark.parametrize("name, value, says", [
    ("weapon", {"x": {}}, "table_entries.weapon: unknown table"),
    ("weapons", {}, "table_entries.weapons: expected entries"),
])
def test_bad_entries_are_named(name, value, says):
    data = read_data(SHORT_SWORD)
    data["table_entries"] = {name: value}
    with pytest.raises(ScenarioError, match=says):
        decode(data)


def test_a_table_not_keyed_by_entry_is_refused():
    data = {"ruleset": "wfrp1e", "sides": [{"name": "a"}, {"name": "b"}], "combatants": [],
            "table_entries": {"critical": {"x": 1}}}
    with pytest.raises(ScenarioError, match="table_entries.critical: table 'critical' is a str, "
                       "not keyed by entry"):
        decode(data)
