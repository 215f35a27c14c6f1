"""What the ACKS II rules keep in `state.derived` (docs/architecture.md#derived-state):
caches, the scenario's own walls, and the doors, traps and structures as play has left them
(real state not yet in a component: see `acks2_features`)."""

from __future__ import annotations

from affray.kernel.ruleset import Derived

DERIVED = {
    "acks2_memo": Derived("answers that hold until the next event (rules/memo.py)"),
    "acks2_widest": Derived("the widest footprint, by the number of figures"),
    "acks2_base_walls": Derived(
        "the scenario map's own walls, taken before the first shut door or standing "
        "structure is added to them (reducers.py `_walls`): it comes from the scenario, not "
        "the components, so it is kept for the whole battle", droppable=False),
    "acks2_features": Derived(
        "(kind, square or name) -> doors, traps, fires, loot, structure hit points as play has "
        "left them (rules/dungeon.py). Real state, written only by the `Feature` reducer and "
        "into a moment's map by `to_scenario`; not in the digest yet, because a component "
        "would change the checkpoints of every battle with one", droppable=False),
}
