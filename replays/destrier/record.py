"""Re-record the worked examples of replays/destrier/ (run from the project root):

    .venv/bin/python replays/destrier/record.py

Each fight is played once by the small policies below, and its dice and choices are written
into the TOML as `script`, so the file replays exactly without them."""

from __future__ import annotations

import json
from pathlib import Path

from affray.kernel.battle import Battle
from affray.kernel.policies import Policy
from affray.kernel.scenario import decode
from affray.kernel.sealed import Committed

HERE = Path(__file__).resolve().parent
R2 = 2 ** 0.5


class Plan(Policy):
    """Answers from a function of (state, request); anything unplanned: the first legal."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def decide(self, view, request):
        choice = self.fn(getattr(view, "state", view), request)
        if choice is None or request.options.legal(choice) is not None:
            return request.options.enumerate()[0]
        return choice


def hold_or(fn):
    def plan(state, req):
        if req.kind == "move":
            return "hold"
        return fn(state, req)
    return plan


def asp_fighter(state, req):
    from affray.components.destrier import Ledger, Turn
    if req.kind == "tac":
        return {"card": "STAND GROUND" if getattr(req.options, "tac_phase", True) else "", "target": 0}
    if req.kind == "melee":
        left = getattr(req.options, "left", None)
        left = state.get(req.actor, Ledger).left if left is None else left
        if not state.get(req.actor, Turn).free_asp_used:
            return {"cards": ["ACTIVE SHIELD PARRY"], "target": 0}
        if left >= 2:
            return {"cards": ["DELIVER BLOW", "ACTIVE SHIELD PARRY"], "target": 2}
        return {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}
    if req.kind == "flurry_defence":
        return "ACTIVE SHIELD PARRY"
    return None


def hacker(state, req):
    from affray.components.destrier import Ledger
    if req.kind == "tac":
        return {"card": "STAND GROUND" if getattr(req.options, "tac_phase", True) else "", "target": 0}
    if req.kind == "melee":
        left = getattr(req.options, "left", None)
        left = state.get(req.actor, Ledger).left if left is None else left
        return {"cards": ["DELIVER BLOW"], "target": 1} if left else {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}
    return None


def _v(x) -> str:
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, (int, float)):
        return repr(x)
    if isinstance(x, str):
        return json.dumps(x)
    if isinstance(x, list):
        return "[" + ", ".join(_v(i) for i in x) + "]"
    return "{" + ", ".join(f"{json.dumps(k)} = {_v(v)}" for k, v in x.items()) + "}"


def to_toml(sc: dict) -> str:
    """Enough TOML for a scenario: scalars, [[sides]], [[combatants]], [script]."""
    out = [f"# {sc.get('description', '')}", "# Recorded by replays/destrier/record.py."]
    for k, v in sc.items():
        if k not in ("sides", "combatants", "script"):
            out.append(f"{k} = {_v(v)}")
    for table in ("sides", "combatants"):
        for item in sc[table]:
            out += ["", f"[[{table}]]"] + [f"{k} = {_v(v)}" for k, v in item.items()]
    out += ["", "[script]", f"dice = {_v(sc['script']['dice'])}", "choices = ["]
    out += [f"  {_v(c)}," for c in sc["script"]["choices"]]
    return "\n".join(out + ["]", ""])


def record(name: str, sc: dict, plans: dict[str, Policy], seed: int = 1) -> None:
    b = Battle(decode(sc), __import__("affray.kernel.ruleset", fromlist=["load"]).load("destrier"),
               str(seed), plans)
    b.run()
    dice = [f for e in b.events if type(e).__name__ == "Rolled" for f in e.faces]
    names = b.state.names
    choices = []
    for e in b.events:
        if type(e).__name__ in ("Decided", "Committed"):
            who = names[e.actor] if e.actor > 0 else None
            item = {"who": who, "kind": e.kind, "choice": e.choice}
            choices.append({k: v for k, v in item.items() if v is not None})
    sc = dict(sc)
    for s in sc["sides"]:
        s["policy"] = "scripted"
    sc["script"] = {"dice": dice, "choices": choices}
    (HERE / f"{name}.toml").write_text(to_toml(sc))
    (HERE / f"{name}.json").write_text(json.dumps(sc, indent=1) + "\n")  # the same, as JSON
    print(name, len(b.events), "events", b.outcome)


def main() -> None:
    record("deliver_blow_and_asp", {
        "ruleset": "destrier", "name": "DELIVER BLOW + ACTIVE SHIELD PARRY in one card round",
        "description": "Seed: 'a DELIVER BLOW (1 blow) and an ACTIVE SHIELD PARRY (1 blow) can be "
                       "played simultaneously at a cost of two blows' (once the free ASP is used).",
        "max_rounds": 1,
        "sides": [{"name": "red"}, {"name": "blue"}],
        "combatants": [
            {"name": "Aldric", "side": "red", "at": [0.0, 0.0], "facing": 0.0, "stock": "man-at-arms"},
            {"name": "Grishak", "side": "blue", "at": [1 / R2 + 0.75 / R2, 0.0], "facing": 180.0, "stock": "orc"}]},
        {"red": Plan(hold_or(asp_fighter)), "blue": Plan(hold_or(hacker))})

    def blocked_knight(state, req):
        if req.kind == "charge_declaration":
            return [2, 3]  # first the orc ahead, then the one behind the wall
        if req.kind == "move":
            return "hold"
        return None
    record("blocked_ordered_charges", {
        "ruleset": "destrier", "name": "Ordered charges, the next target blocked",
        "description": "Seed: 'other figures may completely block the way to the next target': "
                       "the knight is released from his order (DS-143).",
        "max_rounds": 1,
        "sides": [{"name": "red"}, {"name": "blue"}],
        "combatants": [
            {"name": "Sir Hugh", "side": "red", "at": [0.0, 0.0], "facing": 0.0, "stock": "knight",
             "mount": {"speed": "canter"}},
            {"name": "Orc ahead", "side": "blue", "at": [6.0, 0.0], "facing": 180.0, "stock": "orc"},
            {"name": "Orc behind", "side": "blue", "at": [9.0, 6.0], "facing": 180.0, "stock": "orc"},
            {"name": "Wall 1", "side": "blue", "at": [7.5, 3.0], "facing": 180.0, "stock": "ogre"},
            {"name": "Wall 2", "side": "blue", "at": [7.5, 4.3], "facing": 180.0, "stock": "ogre"}]},
        {"red": Plan(blocked_knight), "blue": Plan(hold_or(lambda s, r: None))})


if __name__ == "__main__":
    main()
