"""The states the last wired rules leave (unlit oil on a creature, burning poured oil,
dropped rations, damage dealt to a restraining limb: ACKS-108, ACKS-109, ACKS-189,
ACKS-199) survive a mid-fight moment: every moment between rounds spawns back into the same
world, and play goes on from it as it went."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "moment"))
from momentkit import boundaries, continued, logged, scenario_at, spawned_world, world_at  # noqa: E402

from affray.kernel.testing import scenario  # noqa: E402
from affray.systems.acks2.policies.tactical import TacticalPolicy  # noqa: E402


def fig(name, side, at, facing="N", stock="fighter-1", **kw):
    return {"name": name, "side": side, "at": list(at), "facing": facing, "stock": stock, **kw}


class _Last(TacticalPolicy):
    """Stands; cuts free whenever it may, else pours oil in round 1, throws it unlit in
    round 2, drops rations in round 3."""

    def _action(self, state, eid, legal):
        return "stay" if "stay" in legal else super()._action(state, eid, legal)

    def _combat(self, state, eid, legal):
        for prefix in ("cut:", {1: "pour:", 2: "unlit:", 3: "drop_rations"}.get(state.round, "-")):
            got = [o for o in legal if o.startswith(prefix)]
            if got:
                return got[-1]
        return super()._combat(state, eid, legal)


def test_acks_108_109_189_199_their_states_survive_every_moment():
    data = scenario("acks2", [
        fig("a", "p", (0, 0), "N", sheet={"oil": 3, "torches": 1, "rations": 2}),
        fig("b", "p", (2, 0), "N", conditions={"restrained": 4}),
        fig("wolf", "q", (0, 5), "S", "wolf", sheet={"profs": ["hungry"], "hp": 30}),
        fig("squid", "q", (2, 1), "S", "ogre", sheet={"cut_free_hp": 12, "hp": 60})],
        policy="tactical", max_rounds=4)
    seen = set()
    for seed in range(6):
        rep = logged(data, seed, {"p": _Last()})
        marks = boundaries(rep.events)
        for k in marks:
            moment = scenario_at(rep, k)
            world, _ = spawned_world(moment)
            assert world == world_at(rep, k)
            seen |= {n for c in moment["combatants"] for n in c.get("conditions", {})}
            seen |= {t for t in ("patches", "rations") if (moment.get("map") or {}).get(t)}
        original, again = continued(rep, marks[len(marks) // 2])
        assert again == original
    assert {"oiled", "patches", "rations", "rations_dropped", "cut_free"} <= seen


class _Stays(TacticalPolicy):
    def _action(self, state, eid, legal):
        return "stay" if "stay" in legal else super()._action(state, eid, legal)


def test_acks_137_poured_cure_potions_survive_every_moment_and_are_validated():
    import pytest

    from affray.kernel.errors import ScenarioError
    data = scenario("acks2", [
        fig("m", "p", (0, 0), "N", "fighter-3", hp=-3, conditions={"unconscious": 1}),
        fig("n", "p", (2, 0), "N", "fighter-3", hp=-2, conditions={"unconscious": 1}),
        fig("h", "p", (1, 0), "N", "crusader-3", sheet={"cure_potions": 2}),
        fig("orc", "q", (1, 9), "S", "orc", sheet={"hp": 30})],
        policy="tactical", max_rounds=3)
    seen = set()
    for seed in range(3):
        rep = logged(data, seed, {"p": _Stays()})
        marks = boundaries(rep.events)
        for k in marks:
            moment = scenario_at(rep, k)
            world, _ = spawned_world(moment)
            assert world == world_at(rep, k)
            seen |= {c.get("status", {}).get("potions_used", 0) for c in moment["combatants"]}
        original, again = continued(rep, marks[len(marks) // 2])
        assert again == original
    assert 1 in seen
    bad = scenario("acks2", [fig("h", "p", (1, 0), "N", "crusader-3", sheet={"cure_potions": 1},
                                 status={"potions_used": 2}), fig("orc", "q", (1, 9), "S", "orc")])
    with pytest.raises(ScenarioError, match="potions_used"):
        spawned_world(bad)
