"""The contract of `state.derived` (docs/architecture.md#derived-state), checked on one
battle: at the cut points, only declared keys are held; every index equals its rebuild from
the components alone; and every cache dropped there changes nothing (the whole log keeps its
bytes)."""

from __future__ import annotations

from typing import Any

from affray.kernel import Battle
from affray.kernel.geometry.spatial import SpatialHash
from affray.kernel.log import encode_frame


def plain(value: Any) -> Any:
    """A value as comparable builtins: a spatial index as its sorted (id, place) pairs, a set
    sorted, an emptied entry of a mapping left out (an empty list means none)."""
    if isinstance(value, SpatialHash):
        return plain(sorted(value.pairs()))
    if isinstance(value, dict):
        return {k: p for k, v in value.items() if (p := plain(v)) not in ([], {}, None)}
    if isinstance(value, (set, frozenset)):
        return plain(sorted(value))
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def check_battle(scenario: Any, seed: int, cuts: list[float], policy: str | None = None) -> int:
    """Run the battle twice: whole, then with the checks at each cut (a fraction of its
    events). Returns how many events it has."""
    def make() -> Battle:
        b = Battle.from_scenario(scenario, seed=seed)
        if policy is not None:
            b = Battle.from_scenario(scenario, seed=seed,
                                     policies={s: policy for s in b.state.sides})
        return b

    whole = make()
    whole.run()
    want = [encode_frame(e) for e in whole.events]
    at = {min(len(want) - 1, int(c * len(want))) for c in cuts}
    battle = make()
    declared = battle.ruleset.derived

    def check(index: int, _ev: Any) -> None:
        if index not in at:
            return
        held = battle.state.derived
        assert set(held) <= set(declared), f"undeclared keys {set(held) - set(declared)}"
        for key, d in sorted(declared.items()):
            if d.rebuild is not None:
                assert (plain(d.rebuild(battle.state)) or None) == (plain(held.get(key)) or None), \
                    f"{key} after event {index} differs from its rebuild"
        for key, d in declared.items():
            if d.rebuild is None and d.droppable:
                held.pop(key, None)

    battle.subscribe(check)
    battle.run()
    got = [encode_frame(e) for e in battle.events]
    assert got == want, f"dropping the caches changed the log at event " \
        f"{next(i for i, (a, b) in enumerate(zip(got, want)) if a != b) if got[:len(want)] != want[:len(got)] else min(len(got), len(want))}"
    return len(want)


def stock(ruleset_id: str, text: str) -> dict:
    """A stock matchup (`"2 orc v 3 human"`) as scenario builtins."""
    from affray.kernel import matchup
    from affray.kernel.ruleset import load
    return load(ruleset_id).build_stock(matchup.parse(text))
