"""The seed's worked examples, as recorded fights in replays/wfrp1e/ reproduced step by step:
Helmut against the Skaven (WFRP-26, WFRP-69, WFRP-70), the edge roll for Helmut, Skallier
and Ragnerek (WFRP-27), Serafin against the Ogre (WFRP-29, WFRP-30), and Ragnerek's longbow
shot into the melee (WFRP-127)."""

from __future__ import annotations

from pathlib import Path

from affray.kernel import Battle, Replay
from affray.systems.wfrp1e.phases.initiative import effective

from .conftest import Table, d6, d10, evs, fig

FIGHTS = Path(__file__).resolve().parents[2] / "replays" / "wfrp1e"


def play(name):
    b = Battle.from_scenario(FIGHTS / name, strict=True)
    b.run()
    Replay.of(b).verify()
    return b


def by_round(b, kind):
    out, rnd = {}, 0
    for e in b.events:
        if type(e).__name__ == "RoundStarted":
            rnd = e.round
        elif type(e).__name__ == kind:
            out.setdefault(rnd, []).append(e)
    return out


def test_wfrp_26_helmut_and_the_skaven_winning_gives_ei_50_and_the_first_blow():
    b = play("helmut_and_the_skaven.toml")
    inits = by_round(b, "Initiative")
    blows = by_round(b, "Blow")
    # round 1: Helmut (45) before the Skaven (40); Helmut misses, the Skaven nicks him for 1
    assert [(e.entity, e.ei) for e in inits[1]] == [(1, 45), (2, 40)]
    assert [(e.attacker, e.hit) for e in blows[1]] == [(1, False), (2, True)]
    assert [e.damage for e in by_round(b, "Hurt")[1]] == [1]
    # round 2: the Skaven is winning: EI 50, WS 43, and strikes first
    assert [(e.entity, e.ei) for e in inits[2]] == [(1, 45), (2, 50)]
    assert [(e.attacker, e.chance, e.roll, e.hit) for e in blows[2]] == [(2, 43, 43, True), (1, 41, 30, True)]


def test_wfrp_69_helmut_causes_4_to_3_and_wins_round_2():
    b = play("helmut_and_the_skaven.toml")
    winning = [(e.entity, e.value) for e in by_round(b, "Set")[2] if e.field == "winning"]
    assert (1, True) in winning and (2, False) in winning


def test_wfrp_70_the_skaven_no_longer_winning_is_back_to_ei_40_and_ws_33():
    b = play("helmut_and_the_skaven.toml")
    r3 = by_round(b, "Initiative")[3]
    assert [(e.entity, e.ei) for e in r3] == [(1, 55), (2, 40)]
    skaven = [e for e in by_round(b, "Blow")[3] if e.attacker == 2][0]
    assert (skaven.chance, skaven.roll, skaven.hit) == (33, 34, False)


def test_wfrp_27_edge_roll_for_helmut_skallier_and_ragnerek():
    combs = [fig("Helmut", "pcs", (0, 0), profile={"I": 45}),
             fig("Skallier", "pcs", (0, 10), profile={"I": 63}),
             fig("Ragnerek", "pcs", (0, 20), profile={"I": 39})] + \
            [fig(f"Skaven {k}", "gm", (20, 10 * k), 180.0, stock="skaven") for k in range(3)]
    from affray.systems.wfrp1e.phases.initiative import edge
    t = Table(combs, dice=d6(2) + d10(7) + d6(4) + d10(3))
    side, bonus = edge(t.ctx)
    assert (side, bonus) == (0, 7)
    assert [effective(t.state, e, side, bonus)[0] for e in (1, 2, 3, 4)] == [52, 70, 46, 40]
    side, bonus = edge(t.ctx)
    eis = [effective(t.state, e, side, bonus)[0] for e in range(1, 7)]
    assert eis == [45, 63, 39, 43, 43, 43]
    assert min(eis) == 39  # Ragnerek acts last


def test_wfrp_29_serafin_strikes_at_72_48_24_and_the_ogre_at_30_15():
    b = play("serafin_and_the_ogre.toml")
    inits = {e.entity: e for e in evs(b, "Initiative")}
    assert (inits[1].ei, inits[1].slots) == (72, [72, 48, 24])
    assert (inits[2].ei, inits[2].slots) == (30, [30, 15])


def test_wfrp_30_blow_order_elf_elf_ogre_elf_ogre():
    b = play("serafin_and_the_ogre.toml")
    assert [b.state.names[e.attacker] for e in evs(b, "Blow")] == \
        ["Serafin", "Serafin", "Ogre", "Serafin", "Ogre"]


def test_wfrp_127_ragnerek_rolls_44_into_the_band_and_a_goblin_goes_down():
    b = play("ragnerek_into_the_melee.toml")
    shot = evs(b, "Blow", kind="missile")
    assert [(s.chance, s.roll, s.hit) for s in shot] == [(35, 44, False)]
    d4 = [e for e in evs(b, "Rolled") if e.purpose == "unintended"]
    assert d4[0].sides == 4 and d4[0].faces == [3]
    assert [b.state.names[e.entity] for e in evs(b, "Died")] == ["Goblin 3"]
    assert evs(b, "Set", field="aim", value="3")  # WFRP-113: a round of aiming first


def test_wfrp_27_the_edge_fight_puts_all_three_players_before_the_skaven():
    b = play("the_edge_for_helmut_skallier_and_ragnerek.toml")
    eis = {b.state.names[e.entity]: e.ei for e in evs(b, "Initiative")}
    assert (eis["Helmut"], eis["Skallier"], eis["Ragnerek"]) == (52, 70, 46)
    assert {eis[f"Skaven {k}"] for k in (1, 2, 3)} == {40}
    assert [b.state.names[e.attacker] for e in evs(b, "Blow")] == \
        ["Skallier", "Helmut", "Ragnerek", "Skaven 1", "Skaven 2", "Skaven 3"]


def test_wfrp_30_serafin_lands_all_three_blows_before_the_giant_lands_one():
    b = play("serafin_and_the_giant.toml")
    inits = {b.state.names[e.entity]: e.slots for e in evs(b, "Initiative")}
    assert inits == {"Serafin": [72, 48, 24], "Giant": [20, 16, 12, 8, 4]}
    assert [b.state.names[e.attacker] for e in evs(b, "Blow")] == ["Serafin"] * 3 + ["Giant"] * 5


def test_wfrp_31_serafin_passing_at_72_keeps_only_48_and_24():
    b = play("serafin_passes_his_first_blow.toml")
    assert [(e.slot, e.why) for e in evs(b, "SlotUsed", entity=1)] == [(72, "pass"), (48, "blow"), (24, "blow")]
    blows = [(b.state.names[e.attacker], e.roll) for e in evs(b, "Blow")]
    assert [n for n, _ in blows] == ["Serafin", "Ogre", "Serafin", "Ogre"]


def test_wfrp_40_three_blows_two_goblins_one_lost_to_the_switch():
    b = play("three_blows_and_two_goblins.toml")
    assert [(e.slot, e.why) for e in evs(b, "SlotUsed", entity=1)] == [(45, "blow"), (30, "switch"), (15, "blow")]
    warrior = [e.target for e in evs(b, "Blow", attacker=1)]
    assert warrior == [2, 3]  # Goblin A at 45; 30 went on turning (WFRP-40); Goblin B at 15
    assert evs(b, "Note", rule="WFRP-40")


def test_wfrp_50_the_helmet_turns_3_into_2():
    b = play("three_blows_and_two_goblins.toml")
    hurt = evs(b, "Hurt")[0]
    assert (hurt.entity, hurt.location, hurt.damage, hurt.wounds) == (3, "head", 2, 3)
