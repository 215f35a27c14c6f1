"""The host API without digging: requests with labelled options and the default, typed
figures with one base, refused unknown sides, errors in the API's words, a side's view of a
log from the command line."""

import json

import msgspec
import pytest
from cli_runs import affray

from affray.kernel import AffrayError, Battle, IllegalChoice, PendingChoice, Replay
from affray.kernel.cli.side import view_texts
from affray.kernel.figures import Figure
from affray.kernel.host import HostRequest, labelled_options
from affray.kernel.labels import label
from affray.kernel.options import ListOptions
from affray.kernel.orders import Order
from affray.kernel.ruleset import load

RULESETS = {"tft-melee": "MeleeFigure", "acks2": "AcksFigure", "destrier": "DestrierFigure",
            "starkpool": "StarkpoolFigure", "wfrp1e": "WfrpFigure"}


def hosted(ruleset, side=None, **kw):
    path = load(ruleset).default_scenario
    sides = [s.name for s in Battle.from_scenario(path).scenario.sides]
    return Battle.from_scenario(path, seed=4, max_rounds=2, **kw,
                                policies={s: "host" for s in ([side] if side else sides)})


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_requests_carry_labelled_legal_options_and_a_legal_default(ruleset):
    b = hosted(ruleset)
    seen = 0
    for request in b.requests():
        assert isinstance(request, HostRequest) and request.title
        if isinstance(request.options, list):
            assert all(o.label for o in request.options)
            assert request.default in [o.value for o in request.options]
        else:  # a shape that is not a list describes itself, with labels for what it lists
            assert request.options["shape"] != "list"
            assert all(len(request.options[f"{k}_labels"]) == len(request.options[k])
                       for k in ("suggested", "cells", "items") if k in request.options)
            assert b.pending.options.legal(request.default) is None
        assert request.side in b.state.sides
        b.submit(request.actor, request.default)
        seen += 1
    assert seen and b.over


def test_a_request_not_answered_is_named_before_the_loop_goes_on():
    b = hosted("tft-melee", "Goths")
    loop = b.requests()
    first = next(loop)
    with pytest.raises(PendingChoice, match=first.kind):
        next(loop)


def test_labels_say_options_in_words():
    tft, acks = load("tft-melee"), load("acks2")
    assert label(tft, "option", "h", {}) == "shift and attack"
    assert label(tft, "option", "b:rush", {}) == "charge attack (shield rush)"
    assert label(tft, "target", [5, "melee"], {5: "Grum"}) == "attack Grum"
    assert label(acks, "action", "charge:5", {5: "Grum"}) == "charge Grum"
    assert label(load("destrier"), "tac", {"card": "CHARGE", "target": 5}, {5: "Grum"}) == "CHARGE at Grum"


def test_options_that_describe_themselves_are_described_not_listed():
    class Region(ListOptions):
        def describe(self):
            return {"shape": "point", "centre": [0, 0], "radius": 3}
    assert labelled_options(load("tft-melee"), "move", Region([[0, 0]]), {}) == \
        {"shape": "point", "centre": [0, 0], "radius": 3}
    order = labelled_options(load("destrier"), "charge_declaration",
                             Order([6, 7]), {6: "Gorbag", 7: "Shagrat"})
    assert order["shape"] == "order" and order["items_labels"] == ["Gorbag", "Shagrat"]
    listed = labelled_options(load("tft-melee"), "option", ListOptions(["a", "h"]), {})
    assert [(o.value, o.label) for o in listed] == [("a", "move"), ("h", "shift and attack")]


@pytest.mark.parametrize("ruleset,cls", sorted(RULESETS.items()))
def test_figures_are_typed_with_one_base_and_the_rulesets_vitals(ruleset, cls):
    b = Battle.from_scenario(load(ruleset).default_scenario, seed=4, max_rounds=2)
    b.run()
    figs = b.figures()
    assert figs and all(isinstance(f, Figure) and type(f).__name__ == cls for f in figs)
    assert [f.id for f in figs] == sorted(b.state.entities)
    side = b.state.sides[1]
    assert {f.side for f in b.figures(side)} == {side}
    first = msgspec.to_builtins(figs[0])
    assert first["type"] == cls
    assert {"id", "name", "side", "position", "facing", "can_act", "hits", "conditions"} <= set(first)
    assert all(not f.can_act for f in figs if f.dead or f.removed)
    assert Replay.of(b).figures() == figs


def test_unknown_sides_are_refused_with_the_sides_listed():
    path = load("tft-melee").default_scenario
    with pytest.raises(AffrayError, match=r"policies: unknown side 'Red'; sides are \['Romans', 'Goths'\]"):
        Battle.from_scenario(path, policies={"Red": "host"})
    b = Battle.from_scenario(path, seed=1)
    with pytest.raises(AffrayError, match="the sides are"):
        b.figures("Red")
    with pytest.raises(AffrayError, match="the sides are"):
        list(b.events_for("Red"))


def test_api_errors_name_api_arguments_not_cli_flags():
    b = Battle.from_scenario(load("tft-melee").default_scenario, seed=1, max_rounds=2)
    b.run()
    inside_round = next(i for i, ev in enumerate(b.events) if type(ev).__name__ == "Rolled")
    with pytest.raises(AffrayError) as err:
        Battle.from_state(Replay.of(b), inside_round)
    assert "--" not in str(err.value) and f"at {inside_round}" in str(err.value)


def test_show_and_view_as_a_side(tmp_path):
    path = load("destrier").default_scenario
    r = affray("run", path, "--seed", "3", "--max-rounds", "2", "--out", "d.affray", "-q", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    full = affray("show", "d.affray", cwd=tmp_path).stdout
    assert "Decided Wat fire: shoot at" in full  # choices in words
    seen = affray("show", "d.affray", "--as", "Orcs", cwd=tmp_path).stdout
    assert "Sealed Sir Hugh tac: face down" in seen and "matches its commitment" in seen
    assert "DOES NOT MATCH" not in seen and "seed" not in seen.splitlines()[0]
    lines = affray("show", "d.affray", "--as", "Orcs", "--json", cwd=tmp_path).stdout.splitlines()
    head = json.loads(lines[0])["header"]
    assert "seed" not in head and head["as"] == "Orcs"
    assert any(json.loads(line)["type"] == "Sealed" for line in lines[1:])
    bad = affray("show", "d.affray", "--as", "Vandals", cwd=tmp_path)
    assert bad.returncode == 2 and "Vandals" in bad.stderr
    page = affray("view", "d.affray", "--as", "Orcs", "-o", "d.html", cwd=tmp_path)
    assert page.returncode == 0, page.stderr
    assert (tmp_path / "d.html").exists()
    texts = view_texts(Replay.load(tmp_path / "d.affray"), "Orcs", lambda rep, i, ev: f"{i:>6}  x")
    assert any(t.startswith("Sealed Sir Hugh tac: face down") for t in texts)


def test_true_is_not_the_figure_with_id_1():
    """JSON's true must not pass for the id 1 (TFT-17's mover check alone would take it)."""
    b = hosted("tft-melee")
    for request in b.requests():
        values = [o.value for o in request.options]
        if request.kind == "mover" and 1 in values:
            with pytest.raises(IllegalChoice, match="none is true or false|not a figure's id"):
                b.submit(request.actor, True)
            return
        b.submit(request.actor, request.default)
    pytest.fail("no mover request offered the figure with id 1")
