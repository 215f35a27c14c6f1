"""A host reads every Starkpool request through `describe_options`: a move or an escape
spot offers a few values and accepts any path or spot the rules allow (docs/choices.md)."""

from affray.kernel import Battle
from affray.kernel.ruleset import load
from affray.kernel.scenario import load as load_scenario


def test_a_move_is_described_as_any_legal_path_with_the_offered_ones():
    sc = load_scenario(load("starkpool").default_scenario)
    b = Battle.from_scenario(sc, seed=1, policies={s.name: "host" for s in sc.sides})
    req = b.step()
    while req.kind != "move":
        assert b.describe_options(req.actor) == {"shape": "list",
                                                 "values": b.legal_options(req.actor)}
        req = b.submit(req.actor, b.legal_options(req.actor)[0])
    d = b.describe_options(req.actor)
    assert d["shape"] == "any" and d["suggested"] == b.legal_options(req.actor)
    assert "waypoints" in d["note"] and '" long' in d["note"]
