"""Bad scenarios are one-line errors naming the place and what was expected (exit 2)."""

from __future__ import annotations

import pytest

from affray.kernel.errors import ScenarioError
from affray.kernel.scenario import decode
from affray.kernel.testing import scenario

from .conftest import fig


@pytest.mark.parametrize("bad, where", [
    (fig("x", "a", (0, 0), "NE", "ogre"), "combatants[0].facing"),
    (fig("x", "a", (0, 0), "UP"), "combatants[0].facing"),
    (fig("x", "a", (0, 0), stock="wizard"), "combatants[0].stock"),
    (fig("x", "a", (0, 0), sheet={"weapon": "banana"}), "combatants[0].sheet.weapon"),
    (fig("x", "a", (0, 0), sheet={"hp": "lots"}), "combatants[0].sheet"),
    (fig("x", "a", (0, 0), sheet={"morale": 7}), "combatants[0].sheet.morale"),
    (fig("x", "a", (0, 0), sheet={"size": "vast"}), "combatants[0].sheet.size"),
    ({"name": "x", "side": "a", "at": [0]}, "combatants[0].at"),
])
def test_bad_combatant_names_its_place(bad, where):
    with pytest.raises(ScenarioError) as err:
        decode(scenario("acks2", [bad, fig("y", "b", (5, 5))]))
    assert where in str(err.value)


def test_cli_exits_2_with_one_line(tmp_path, capsys):
    from affray.kernel.cli import main
    with pytest.raises(SystemExit) as stop:
        main(["fight", "2 fighter-99 v 1 orc", "--ruleset", "acks2", "--out", str(tmp_path / "x.affray")])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and len(err.strip().splitlines()) == 1 and "fighter-99" in err
