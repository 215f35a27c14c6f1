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
from affray.kernel.moment import to_toml as scenario_toml

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


def to_toml(sc: dict) -> str:
    """The scenario as the moments write it (kernel.moment.to_toml), under a comment."""
    return f"# {sc.get('description', '')}\n# Recorded by replays/destrier/record.py.\n\n" + scenario_toml(sc)


def record(name: str, sc: dict, plans: dict[str, Policy], seed: int = 1, want=None) -> None:
    """Play the fight; with `want`, the first seed from `seed` whose events satisfy it (the
    example needs a particular roll, and the recorded dice then force it)."""
    load = __import__("affray.kernel.ruleset", fromlist=["load"]).load
    while True:
        b = Battle(decode(sc), load("destrier"), str(seed), plans)
        b.run()
        if want is None or want(b.events) or seed > 500:
            break
        seed += 1
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


    def knights(state, req):
        if req.kind == "charge_declaration":
            return [2] if req.actor == 1 else [1]
        if req.kind in ("move", "speed"):
            return "hold" if req.kind == "move" else None
        return None
    record("pas_des_armes", {
        "ruleset": "destrier", "name": "A pas des armes: two knights charge each other",
        "description": "Seed: 'Figures engaged in a mutual charge are moved simultaneously ... "
                       "A figure mounted on a Great Horse always strikes first' (DS-137, DS-138); "
                       "then the winner, then the loser, complete their moves (DS-142).",
        "max_rounds": 1,
        "sides": [{"name": "red"}, {"name": "blue"}],
        "combatants": [
            {"name": "Sir Hugh", "side": "red", "at": [0.0, 0.0], "facing": 0.0, "stock": "knight",
             "mount": {"speed": "canter"}},
            {"name": "Sir Guy", "side": "blue", "at": [16.0, 0.0], "facing": 180.0, "stock": "knight",
             "mount": {"speed": "canter", "cls": "warhorse"}}]},
        {"red": Plan(knights), "blue": Plan(knights)},
        want=lambda ev: any(type(e).__name__ == "Check" and e.ds == "DS-142" for e in ev))

    def parrier(state, req):
        if req.kind == "tac":
            return {"card": "STAND GROUND" if getattr(req.options, "tac_phase", True) else "", "target": 0}
        if req.kind == "melee":
            return {"cards": ["WEAPON PARRY"], "target": 0}
        if req.kind == "flurry_defence":
            return "PASSIVE SHIELD PARRY"
        return None
    record("weapon_parry_flurry", {
        "ruleset": "destrier", "name": "A WEAPON PARRY turned into a flurry of blows",
        "description": "Seed: 'AFTER a weapon parry has been seen to be successful, the Parrying "
                       "figure removes the DELIVER BLOW card ... places it face-down ... the figure "
                       "who was Parried now selects any card ... DEFENSIVE ... the Parrying figure "
                       "rolls percentile dice. If he rolls 1-50%, then the actions indicated on the "
                       "cards are carried out' (DS-121).",
        "max_rounds": 1,
        "sides": [{"name": "red"}, {"name": "blue"}],
        "combatants": [
            {"name": "Aldric", "side": "red", "at": [0.0, 0.0], "facing": 0.0, "stock": "man-at-arms"},
            {"name": "Grishak", "side": "blue", "at": [1 / R2 + 0.75 / R2, 0.0], "facing": 180.0, "stock": "orc"}]},
        {"red": Plan(hold_or(parrier)), "blue": Plan(hold_or(hacker))},
        want=lambda ev: any(type(e).__name__ == "Struck" and e.ds == "DS-121" for e in ev))

    def dodger(state, req):
        if req.kind == "tac":
            return {"card": "STAND GROUND" if getattr(req.options, "tac_phase", True) else "", "target": 0}
        if req.kind == "melee":
            return {"cards": ["DODGE LEFT"], "target": 0}
        return None

    def guesser(state, req):
        if req.kind == "guess_dodge":
            return "DODGE RIGHT"
        return hacker(state, req)
    record("dodge_guessed_wrong", {
        "ruleset": "destrier", "name": "A DODGE kept face down while the opponent guesses",
        "description": "Seed: 'the player playing a dodge card asks any opponents in melee contact "
                       "with him to guess which way he is dodging ... the DODGING figure is moved "
                       "1/2\" ... if the attacker did not guess the direction of the dodge correctly, "
                       "the DODGING figure has a 25% chance to launch a counterblow' (DS-129..DS-131).",
        "max_rounds": 1,
        "sides": [{"name": "red"}, {"name": "blue"}],
        "combatants": [
            {"name": "Aldric", "side": "red", "at": [0.0, 0.0], "facing": 0.0, "stock": "man-at-arms"},
            {"name": "Grishak", "side": "blue", "at": [1 / R2 + 0.75 / R2, 0.0], "facing": 180.0, "stock": "orc"}]},
        {"red": Plan(hold_or(dodger)), "blue": Plan(hold_or(guesser))},
        want=lambda ev: any(type(e).__name__ == "Check" and e.ds == "DS-131" and e.success for e in ev))

    fig3()


FIG3_ROOM = {  # walls and the doorway of the seed's Fig. 3, in inches
    "walls": [[-2.2, 1.6, 6.0, 1.6], [-1.2, 0.0, -1.2, 1.6], [6.0, -7.0, 6.0, 1.6]],
    "doorways": [[-0.2, 1.6, 1.8, 1.6]],
}


def fig3() -> None:
    """The seed's Fig. 3: R retreats from E1 (beside the doorway) with E2 and E3 to the
    south-east and his friend F to the south-west (DS-61, DS-62)."""
    def retreater(state, req):
        if req.kind == "move":
            return "hold"
        if req.kind == "tac":
            if not getattr(req.options, "tac_phase", True):
                return {"card": "", "target": 0}
            return {"card": "RETREAT" if state.names[req.actor] == "R" else "STAND GROUND", "target": 0}
        if req.kind == "melee":
            return {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}
        return None

    def stander(state, req):
        if req.kind == "move":
            return "hold"
        if req.kind == "tac":
            return {"card": "STAND GROUND" if getattr(req.options, "tac_phase", True) else "", "target": 0}
        if req.kind == "melee":
            return {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}
        return None
    record("fig3_retreat", {
        "ruleset": "destrier", "name": "Fig. 3: the retreat out of the room",
        "description": "Seed: 'RETREAT A THROUGH THE DOORWAY IS REJECTED BECAUSE IT PASSES TOO CLOSE "
                       "TO E1. B IS ACTUALLY AN ADVANCE TOWARD E2 AND E3. C IS NOTHING MORE THAN A "
                       "TRAP IN A CORNER. D IS THEREFORE THE ONLY PERMISSIBLE ESCAPE ROUTE. FURTHER, "
                       "IT CARRIES THE RETREATING FIGURE CLOSE TO HIS FRIEND F.'",
        "max_rounds": 1,
        "map": FIG3_ROOM,
        "sides": [{"name": "red"}, {"name": "blue"}],
        "combatants": [
            {"name": "R", "side": "red", "at": [0.0, 0.0], "facing": 0.0, "stock": "man-at-arms",
             "fighter": {"move": 24.0}},
            {"name": "F", "side": "red", "at": [-3.0, -3.0], "facing": 45.0, "stock": "man-at-arms"},
            {"name": "E1", "side": "blue", "at": [1.9, 0.0], "facing": 180.0, "stock": "man-at-arms"},
            {"name": "E2", "side": "blue", "at": [2.5, -5.0], "facing": 90.0, "stock": "man-at-arms"},
            {"name": "E3", "side": "blue", "at": [4.5, -4.5], "facing": 135.0, "stock": "man-at-arms"}]},
        {"red": Plan(retreater), "blue": Plan(stander)})


if __name__ == "__main__":
    import sys
    fig3() if sys.argv[1:] == ["fig3"] else main()
