"""One-line Melee fights for tests and host programs: figures, forced dice, planned choices.

    b = battle([human("A", "red", (0, 0)), human("B", "blue", (1, 0), facing=3)],
               dice=[6, 1, 10, 3, 4], plan={("A", "option"): ["h"]})
    b.step()  # one turn

`Plan` answers from the plan, by (figure or side name, kind), in order (the last answer
repeats); anything unplanned gets a neutral default: keep the facing, stay in the hex, keep
the declared option, take the first legal choice otherwise.
"""

from __future__ import annotations

from typing import Any

from affray.components.tft import Status
from affray.kernel.battle import Battle
from affray.kernel.policies import Policy, Request
from affray.kernel.scenario import decode
from affray.kernel.testing import scenario

from .rules.lookup import facing, hex_of


def human(name: str, side: str, at, facing: int = 0, st: int = 12, dx: int = 12, **kw: Any) -> dict:
    return {"name": name, "side": side, "st": st, "dx": dx, "at": list(at), "facing": facing, **kw}


class Plan(Policy):
    def __init__(self, plan: dict[tuple[str, str], list] | None = None):
        super().__init__()
        self.plan = {k: list(v) for k, v in (plan or {}).items()}
        self.asked: list[tuple[str, str, list]] = []

    def decide(self, state, request: Request) -> Any:
        who = state.sides[-request.actor] if request.actor <= 0 else state.names[request.actor]
        legal = request.options.enumerate()
        self.asked.append((who, request.kind, legal))
        queue = self.plan.get((who, request.kind))
        if queue:
            return queue.pop(0) if len(queue) > 1 else queue[0]
        eid = request.actor
        if request.kind == "face":
            return facing(state, eid)
        if request.kind in ("move", "step") and list(hex_of(state, eid)) in legal:
            return list(hex_of(state, eid))
        if request.kind == "redeclare":
            return state.get(eid, Status).option
        if request.kind == "retreat":
            return "none"
        if request.kind == "advance":
            return "stay"
        return legal[0]


def battle(combatants: list[dict], dice: list[int] | None = None,
           plan: dict[tuple[str, str], list] | Plan | None = None, strict: bool = True,
           map: dict | None = None, rounds_played: int = 0, **options: Any) -> Battle:
    """`rounds_played` > 0 makes it a fight going on (a moment: mid-fight fields allowed)."""
    extra: dict[str, Any] = {"options": options}
    if map is not None:
        extra["map"] = map
    if rounds_played:
        extra["round"] = rounds_played
    sc = decode(scenario("tft-melee", combatants, dice=dice, **extra))
    policy = plan if isinstance(plan, Plan) else Plan(plan)
    b = Battle.from_scenario(sc, seed=1, policies={s.name: policy for s in sc.sides}, strict=strict)
    b.plan = policy
    return b


def placed(combatants: list[dict], **kw: Any) -> Battle:
    """A battle whose figures are on the map and nothing else has happened: for tests that
    only read the state (do not step it afterwards: setup has already run)."""
    from affray.kernel.world import inside

    b = battle(combatants, **kw)
    with inside(b.state.world):
        for _ in b.ruleset.setup(b.ctx):
            pass
    return b


def replay_turns(path, probe) -> tuple[Battle, dict[int, dict]]:
    """Play a recorded fight (scenario TOML with a [script]) turn by turn, in strict mode.
    Returns the battle and, for each turn, `{"events": that turn's events, **probe(state)}`,
    so a test can check hits, positions, postures... after every turn."""
    b = Battle.from_scenario(path, strict=True)
    turns: dict[int, dict] = {}
    start = 0
    while not b.over:
        b.step()
        turns[b.state.round] = {"events": b.events[start:], **probe(b.state)}
        start = len(b.events)
    return b, turns
