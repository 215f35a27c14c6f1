"""Re-record the worked examples of replays/wfrp1e/ (run from the project root):

    .venv/bin/python replays/wfrp1e/record.py

Each fight is played once with the dice the text gives (tagged, "d100:44") and the small
plans below; its choices are written into the TOML as `script`, so it replays exactly."""

from __future__ import annotations

from pathlib import Path

from affray.kernel.battle import Battle
from affray.kernel.policies import Policy
from affray.kernel.ruleset import load
from affray.kernel.scenario import decode
from affray.kernel.moment import to_toml as scenario_toml

HERE = Path(__file__).resolve().parent


class Plan(Policy):
    """Answers from {(name, kind): [answers in order]}; anything else: the first legal."""

    def __init__(self, plan):
        super().__init__()
        self.plan = {k: list(v) for k, v in plan.items()}

    def decide(self, view, request):
        state = getattr(view, "state", view)
        key = (state.names.get(request.actor, ""), request.kind)
        if self.plan.get(key):
            return self.plan[key].pop(0)
        return request.options.enumerate()[0]


def to_toml(sc: dict) -> str:
    """The scenario as the moments write it (kernel.moment.to_toml), under a comment."""
    return f"# {sc.get('description', '')}\n# Recorded by replays/wfrp1e/record.py.\n\n" + scenario_toml(sc)


def record(name: str, sc: dict, dice: list[str], plan: dict) -> None:
    sc = {**sc, "ruleset": "wfrp1e", "script": {"dice": dice}}
    policy = Plan(plan)
    b = Battle(decode(sc), load("wfrp1e"), "1", {s["name"]: policy for s in sc["sides"]})
    b.run()
    names = b.state.names
    choices = []
    for e in b.events:
        if type(e).__name__ == "Decided":
            item = {"who": names[e.actor] if e.actor > 0 else None, "kind": e.kind, "choice": e.choice}
            choices.append({k: v for k, v in item.items() if v is not None})
    sc["sides"] = [{**s, "policy": "scripted"} for s in sc["sides"]]
    sc["script"] = {"dice": dice, "choices": choices}
    (HERE / f"{name}.toml").write_text(to_toml(sc))
    print(name, len(b.events), "events", b.outcome)


def main() -> None:
    record("helmut_and_the_skaven", {
        "name": "Helmut against the Skaven (Effective Initiative)",
        "description": "Seed: Helmut (I 45) misses; the Skaven (I 40) nicks him for 1 W and is "
                       "winning, so in round 2 its EI is 50 and it strikes before Helmut at 45 "
                       "(WS 43). Round 2 Helmut causes 4 to the Skaven's 3 and wins; round 3 "
                       "the Skaven is back to EI 40 and WS 33.",
        "max_rounds": 3, "options": {"edge_roll": False},
        "sides": [{"name": "players"}, {"name": "gm"}],
        "combatants": [
            {"name": "Helmut", "side": "players", "at": [0.0, 0.0], "facing": 0.0, "stock": "human",
             "profile": {"I": 45, "WS": 41, "W": 8}, "kit": {"shield": False, "armour": {}}},
            {"name": "Skaven", "side": "gm", "at": [2.0, 0.0], "facing": 180.0, "stock": "skaven",
             "profile": {"I": 40, "WS": 33}}]},
        # r1: Helmut misses (75); the Skaven hits (20, head) for D6 1 + 3 - 3 = 1
        # r2: the Skaven first at 50: 43 hits (WS 43), D6 3 -> 3; Helmut at 45: 30, D6 4 -> 4
        # r3: Helmut (winning) at 55: 98 misses; the Skaven at 40: 34 misses (WS 33)
        ["d100:75", "d100:20", "d6:1", "d100:43", "d6:3", "d100:30", "d6:4", "d100:98", "d100:34"],
        {("Helmut", "declare"): ["fight"] * 3, ("Skaven", "declare"): ["fight"] * 3,
         ("Skaven", "press"): [True], ("Helmut", "press"): [True], ("Helmut", "parry"): ["none"]})

    record("serafin_and_the_ogre", {
        "name": "Serafin the Elven Assassin against an Ogre (multiple attacks)",
        "description": "Seed: the Elf (I 70, 3 A) with an edge of +2 strikes at 72, 48 and 24; "
                       "the Ogre (I 30, 2 A) at 30 and 15: Elf, Elf, Ogre, Elf, Ogre.",
        "max_rounds": 1,
        "sides": [{"name": "players"}, {"name": "gm"}],
        "combatants": [
            {"name": "Serafin", "side": "players", "at": [0.0, 0.0], "facing": 0.0, "stock": "elf",
             "profile": {"I": 70, "A": 3}},
            {"name": "Ogre", "side": "gm", "at": [2.5, 0.0], "facing": 180.0, "stock": "ogre"}]},
        ["d6:2", "d10:2", "d100:95", "d100:96", "d100:94", "d100:97", "d100:93"],
        {("Serafin", "declare"): ["fight"], ("Ogre", "declare"): ["fight"]})

    goblins = [{"name": f"Goblin {k}", "side": "gm", "at": at, "facing": f, "stock": "goblin",
                "fight": {"wounds": 2}}
               for k, (at, f) in enumerate([([2.0, 0.0], 180.0), ([-2.0, 0.0], 0.0),
                                            ([0.0, 2.0], 270.0), ([0.0, -2.0], 90.0)], 1)]
    record("ragnerek_into_the_melee", {
        "name": "Ragnerek's longbow shot into Helmut's melee (unintended targets)",
        "description": "Seed: BS 55 at 200 yards (extreme, -20) -> 35; 4 secondary targets (3 "
                       "Goblins and Helmut) widen the band to 36-55; a roll of 44 hits one of "
                       "them, a D4 picks which, and a Goblin goes down. Extreme range takes one "
                       "round more to aim (WFRP-113), so the shot flies in round 2.",
        "max_rounds": 2, "options": {"edge_roll": False},
        "sides": [{"name": "players"}, {"name": "gm"}],
        "combatants": [
            {"name": "Helmut", "side": "players", "at": [0.0, 0.0], "facing": 0.0, "stock": "human",
             "profile": {"I": 45}},
            {"name": "Ragnerek", "side": "players", "at": [-200.0, 0.0], "facing": 0.0,
             "stock": "archer", "profile": {"BS": 55, "I": 39}, "kit": {"missile": "Long Bow", "loaded": 1}},
            *goblins]},
        # r1: Helmut and the goblins all miss (Helmut 90; goblins 91, 92, 93, 94), Ragnerek aims.
        # r2: Ragnerek first (EI 39 + 10 for a nocked arrow, WFRP-115): 44 -> the band; D4 3 ->
        #     third of [Helmut, G2, G3, G4] = Goblin 3; D6 6 + ES 3 - 2 (extreme) - T 3 = 4 (the
        #     additional test, 70, fails); W 2 -> critical +2 -> down. Then the melee misses.
        ["d100:90", "d100:91", "d100:92", "d100:93", "d100:94",
         "d100:44", "d4:3", "d6:6", "d100:70", "d100:90", "d100:91", "d100:92", "d100:94"],
        {("Helmut", "declare"): ["fight", "fight"], ("Ragnerek", "declare"): ["shoot:3", "shoot:3"],
         **{(f"Goblin {k}", "declare"): ["fight", "fight"] for k in range(1, 5)}})

    skaven = [{"name": f"Skaven {k}", "side": "gm", "at": [2.0, 10.0 * (k - 1)], "facing": 180.0,
               "stock": "skaven", "profile": {"I": 40}} for k in (1, 2, 3)]
    record("the_edge_for_helmut_skallier_and_ragnerek", {
        "name": "The edge roll for Helmut, Skallier and Ragnerek (Effective Initiative modifier)",
        "description": "Seed: Helmut (I 45), Skallier the Elven Ranger (I 63) and Ragnerek the "
                       "Human Ranger (I 39) fight three Skaven (I 40). D6 2: the PCs have the "
                       "edge; D10 7: EIs 52, 70 and 46, so all three act before the Skaven and "
                       "Ragnerek is promoted in the striking order.",
        "max_rounds": 1,
        "sides": [{"name": "players"}, {"name": "gm"}],
        "combatants": [
            {"name": "Helmut", "side": "players", "at": [0.0, 0.0], "facing": 0.0, "stock": "human",
             "profile": {"I": 45}},
            {"name": "Skallier", "side": "players", "at": [0.0, 10.0], "facing": 0.0, "stock": "elf",
             "profile": {"I": 63}},
            {"name": "Ragnerek", "side": "players", "at": [0.0, 20.0], "facing": 0.0,
             "stock": "archer", "profile": {"I": 39}},
            *skaven]},
        # edge D6 2 (players), D10 7; then every blow misses: Skallier 95 at 70, Helmut 96 at
        # 52, Ragnerek 97 at 46, the three Skaven 93, 94, 98 at 40 (one batch, ids ascending)
        ["d6:2", "d10:7", "d100:95", "d100:96", "d100:97", "d100:93", "d100:94", "d100:98"],
        {(n, "declare"): ["fight"] for n in ("Helmut", "Skallier", "Ragnerek", "Skaven 1",
                                             "Skaven 2", "Skaven 3")})

    serafin = {"name": "Serafin", "side": "players", "at": [0.0, 0.0], "facing": 0.0, "stock": "elf",
               "profile": {"I": 70, "A": 3}}
    record("serafin_and_the_giant", {
        "name": "Serafin against a Giant (extreme differences in I stay protected)",
        "description": "Seed: the Elven Assassin (EI 72, 3 A: 72, 48, 24) lands all three of "
                       "his blows before a Giant (I 20, 5 A: 20, 16, 12, 8, 4) lands any.",
        "max_rounds": 1,
        "sides": [{"name": "players"}, {"name": "gm"}],
        "combatants": [serafin, {"name": "Giant", "side": "gm", "at": [3.0, 0.0], "facing": 180.0,
                                 "stock": "giant", "profile": {"I": 20, "A": 5}}]},
        ["d6:2", "d10:2", "d100:95", "d100:96", "d100:94", "d100:97", "d100:93", "d100:92",
         "d100:91", "d100:98"],
        {("Serafin", "declare"): ["fight"], ("Giant", "declare"): ["fight"]})

    record("serafin_passes_his_first_blow", {
        "name": "Serafin lets his EI 72 blow go (multiple-attack slots cannot be delayed)",
        "description": "Seed: had the Elven Assassin not used his EI 72 attack he would have "
                       "been left with only two, at the normal times: EI 48 and EI 24. Blows: "
                       "Elf 48, Ogre 30, Elf 24, Ogre 15.",
        "max_rounds": 1,
        "sides": [{"name": "players"}, {"name": "gm"}],
        "combatants": [serafin, {"name": "Ogre", "side": "gm", "at": [2.5, 0.0], "facing": 180.0,
                                 "stock": "ogre"}]},
        ["d6:2", "d10:2", "d100:96", "d100:94", "d100:97", "d100:93"],
        {("Serafin", "declare"): ["fight"], ("Ogre", "declare"): ["fight"],
         ("Serafin", "strike"): ["pass", 2, 2]})

    record("three_blows_and_two_goblins", {
        "name": "Three blows against two Goblins (switching opponents), and a helmet",
        "description": "Seed: a character with three A fighting two Goblins strikes once at "
                       "one, turns to fight the other (losing one A), then gets one blow at the "
                       "second. That blow lands on the head for 3 points of damage; the "
                       "Goblin's helmet is worth 1, so 3 - 1 = 2 are caused.",
        "max_rounds": 1, "options": {"edge_roll": False},
        "sides": [{"name": "players"}, {"name": "gm"}],
        "combatants": [
            {"name": "Warrior", "side": "players", "at": [0.0, 0.0], "facing": 0.0,
             "stock": "human", "profile": {"I": 45, "A": 3, "WS": 41, "S": 3}},
            {"name": "Goblin A", "side": "gm", "at": [1.7320508075688772, -1.0], "facing": 150.0,
             "stock": "goblin"},
            {"name": "Goblin B", "side": "gm", "at": [1.7320508075688772, 1.0], "facing": 210.0,
             "stock": "goblin", "profile": {"T": 3},
             "kit": {"shield": False, "armour": {"head": [1, "metal"]}}}]},
        # slots 45, 30, 15. 45: at Goblin A, 95 misses. 30: spent turning to Goblin B. The
        # Goblins at 20 (one batch): 96, 97 miss. 15: at Goblin B, 10 -> reversed 01, the head;
        # D6 3 + S 3 - T 3 = 3, less the 1-point helmet = 2.
        ["d100:95", "d100:96", "d100:97", "d100:10", "d6:3"],
        {("Warrior", "declare"): ["fight"], ("Goblin A", "declare"): ["fight"],
         ("Goblin B", "declare"): ["fight"], ("Warrior", "strike"): [2, 3, 3]})


if __name__ == "__main__":
    main()
