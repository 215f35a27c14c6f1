"""`affray record` driven through standard input, one answer a line (docs/recording.md)."""

from __future__ import annotations

import json
import pathlib

import pytest
from click.testing import CliRunner

from affray.kernel import Battle
from affray.kernel.cli import cli
from affray.kernel.events import Decided, Rolled
from affray.kernel.scenario import read_data

ROOT = pathlib.Path(__file__).resolve().parents[2]
ONE_A_RULESET = [
    "tft-melee/experience.toml",
    "starkpool/scout5_vs_orcs.toml",
    "destrier/deliver_blow_and_asp.toml",
    "wfrp1e/serafin_and_the_ogre.toml",
    "acks2/norden_blinded.toml",
]


def _played(path) -> list:
    battle = Battle.from_scenario(path)
    battle.run()
    return battle.events


def _answers(events) -> list[str]:
    """What a referee types: each roll's faces, and each choice as `show --json` prints it."""
    return [" ".join(map(str, e.faces)) if isinstance(e, Rolled) else json.dumps(e.choice)
            for e in events if isinstance(e, (Rolled, Decided))]


def _record(*args, lines):
    return CliRunner().invoke(cli, ["record", *map(str, args)], input="".join(
        line + "\n" for line in lines))


@pytest.mark.parametrize("fight", ONE_A_RULESET)
def test_feeding_a_logged_battle_records_a_fight_that_replays_it_exactly(fight, tmp_path):
    path = ROOT / "replays" / fight
    events = _played(path)
    out = tmp_path / "fight.toml"
    result = _record(path, "--out", out, lines=_answers(events))
    assert result.exit_code == 0, result.output
    assert "the recording is complete" in result.output
    assert _played(out) == events


@pytest.mark.slow
@pytest.mark.parametrize("fight", sorted(p.relative_to(ROOT / "replays").as_posix()
                                         for p in (ROOT / "replays").glob("*/*.toml")))
def test_every_recorded_fight_in_replays_can_be_recorded_again(fight, tmp_path):
    test_feeding_a_logged_battle_records_a_fight_that_replays_it_exactly(fight, tmp_path)


def test_an_illegal_answer_is_refused_and_asked_again(tmp_path):
    path = ROOT / "replays" / "tft-melee" / "experience.toml"
    events = _played(path)
    answers = _answers(events)
    first_choice = next(i for i, e in enumerate(e for e in events if isinstance(e, (Rolled, Decided)))
                        if isinstance(e, Decided))
    lines = answers[:first_choice] + ['"nonsense"', "7", "1 2 3 4 5 6 7 8 9"] + answers[first_choice:]
    result = _record(path, "--out", tmp_path / "f.toml", lines=lines)
    assert result.exit_code == 0, result.output
    refusals = [line for line in result.output.splitlines() if line.startswith("! refused")]
    assert len(refusals) == 3
    ask = result.output.split("! refused")[0].splitlines()[-1]
    assert result.output.count(ask) >= 4  # the same ask, again after each refusal
    assert _played(tmp_path / "f.toml") == events


def test_undo_forgets_the_last_answer(tmp_path):
    path = ROOT / "replays" / "tft-melee" / "experience.toml"
    events = _played(path)
    answers = _answers(events)
    lines = answers[:3] + ["1", "undo"] + answers[3:] if answers[3].isdigit() else \
        answers[:3] + ["undo", answers[2]] + answers[3:]
    result = _record(path, "--out", tmp_path / "f.toml", lines=lines)
    assert result.exit_code == 0 and "undone" in result.output
    assert _played(tmp_path / "f.toml") == events


def test_quitting_part_way_then_resume_reaches_the_same_end(tmp_path):
    path = ROOT / "replays" / "destrier" / "deliver_blow_and_asp.toml"
    events = _played(path)
    answers = _answers(events)
    out = tmp_path / "f.toml"
    half = len(answers) // 2
    first = _record(path, "--out", out, lines=answers[:half] + ["quit"])
    assert first.exit_code == 3
    saved = read_data(out)["script"]
    assert len(saved["dice"]) + len(saved["choices"]) >= half  # every answer kept, faces apart
    rest = _record("--resume", "--out", out, lines=answers[half:])
    assert rest.exit_code == 0, rest.output
    assert _played(out) == events


def test_end_of_input_keeps_what_was_answered(tmp_path):
    path = ROOT / "replays" / "tft-melee" / "experience.toml"
    answers = _answers(_played(path))
    out = tmp_path / "f.toml"
    result = _record(path, "--out", out, lines=answers[:5])
    assert result.exit_code == 3
    battle = Battle.from_scenario(out)
    battle.run()  # the saved recording plays up to where it stopped
    assert battle.stopped is not None


def test_a_side_left_to_a_policy_is_not_asked(tmp_path):
    path = ROOT / "replays" / "tft-melee" / "flavius-vs-wulf.toml"
    data = read_data(path)
    data.pop("script")
    for side in data["sides"]:
        side["policy"] = "tactical"
    data["seed"], data["max_rounds"] = 5, 3
    played = Battle.from_scenario(data)
    played.run()
    lines = [" ".join(map(str, e.faces)) if isinstance(e, Rolled) else json.dumps(e.choice)
             for e in played.events if isinstance(e, Rolled)
             or (isinstance(e, Decided) and e.actor in (0, 1))]  # Romans, Flavius
    base = tmp_path / "base.toml"
    from affray.kernel.moment import to_toml
    base.write_text(to_toml(data))
    out = tmp_path / "f.toml"
    result = _record(base, "--out", out, "--policy", "Germans=tactical", lines=lines)
    assert result.exit_code == 0, result.output
    assert "Wulf chooses" not in result.output
    assert read_data(out)["script"]["sides"] == ["Romans"]
    assert _played(out) == played.events


def test_leave_gives_a_kind_of_choice_to_the_policy(tmp_path):
    path = ROOT / "replays" / "tft-melee" / "flavius-vs-wulf.toml"
    out = tmp_path / "f.toml"
    result = _record(path, "--out", out, "--leave", "face", lines=["5", "2", "first", "a", "[7, -4]"])
    assert result.exit_code == 3
    assert "chooses face" not in result.output and "Decided Flavius face: 3" in result.output
    asks = [line for line in result.output.splitlines() if line.startswith("? ")]
    assert asks[-1].startswith("? Wulf chooses option")
    script = read_data(out)["script"]
    assert (script["fallback"], script["leave"]) == ("tactical", ["face"])


def test_rulings_written_by_hand_are_kept_and_applied(tmp_path):
    path = ROOT / "replays" / "tft-melee" / "flavius-vs-wulf.toml"
    out = tmp_path / "f.toml"
    _record(path, "--out", out, lines=["5", "2", "quit"])
    text = out.read_text().replace("[script]\n", '[script]\nrulings = [{ before_round = 1, '
                                   'figure = "Wulf", do = "condition", name = "blessed", '
                                   'value = true }]\n', 1)
    out.write_text(text)
    result = _record("--resume", "--out", out, lines=["first", "quit"])
    assert result.exit_code == 3
    assert "Ruled: Wulf condition blessed = True" in result.output
    assert read_data(out)["script"]["rulings"][0]["name"] == "blessed"


def test_an_existing_file_is_not_written_over_without_resume(tmp_path):
    out = tmp_path / "f.toml"
    out.write_text("kept")
    result = _record(ROOT / "replays" / "tft-melee" / "experience.toml", "--out", out, lines=[])
    assert result.exit_code != 0 and "exists: `--resume` goes on" in str(result.exception) + result.output
    assert out.read_text() == "kept"
