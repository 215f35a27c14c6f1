"""The HTH choices the book leaves to the players: the enemy's consent (TFT-107 (d)), the
defender's dagger on a 3-4 (TFT-110) and whom an (m) entrant hits when the figure it chose
is not in the brawl (TFT-39, TFT-116)."""

from affray.components.tft import Kit
from affray.kernel.testing import drive
from affray.kernel.world import inside
from affray.systems.tft import events as E
from affray.systems.tft.phases.attacks import strike
from affray.systems.tft.rules.hth_entry import ENTER
from affray.systems.tft.testing import battle, human, placed


def of(b, cls):
    return [e for e in b.events if isinstance(e, cls)]


def asked(b, who, kind):
    return [legal for w, k, legal in b.plan.asked if (w, k) == (who, kind)]


def consent(agrees):
    """A (MA 10) takes (m) against B (MA 10, facing him): only B's consent allows HTH."""
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["broadsword"])],
               dice=[6, 1, 1, 6, 6, 4],
               plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i"],
                     ("B", "hth-consent"): [agrees]})
    b.step()
    return b


def test_tft_107_d_consent_is_asked_by_default_and_agreeing_starts_hth():
    b = consent(True)
    assert asked(b, "B", "hth-consent") == [[False, True]]
    assert [(e.reason, e.die) for e in of(b, E.HthEntered)] == [("d", 1)]


def test_tft_107_d_refusing_leaves_the_attacker_where_he_was():
    b = consent(False)
    assert (len(of(b, E.HthRefused)), of(b, E.HthEntered), b.state.derived["tft_at"][1]) == (1, [], (0, 0))


def dagger_defender(readies):
    """A (MA 10) grapples B (leather, MA 8: TFT-107 (b)) on a defender's die of 3: B drops his
    broadsword and may ready the dagger he carries."""
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, armor="leather", weapons=["broadsword", "dagger"])],
               dice=[6, 1, 3, 6, 6, 4],
               plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i"],
                     ("B", "hth-dagger"): [readies]})
    b.step()
    return b


def test_tft_110_on_a_3_the_defender_may_ready_his_dagger():
    b = dagger_defender(True)
    assert asked(b, "B", "hth-dagger") == [[True, False]]
    assert b.state.get(2, Kit).ready == "dagger"


def test_tft_110_on_a_3_the_defender_may_leave_his_dagger_sheathed():
    b = dagger_defender(False)
    assert (b.state.get(2, Kit).ready, [e.entity for e in of(b, E.Readied)]) == ("", [])


def entrant(choice):
    """Hex (1, 0) holds a brawl: R (red) against G1 and G2; D (blue) lies unconscious there.
    A (red, beside it) chose D with (m): D is no foe in the brawl, so A picks whom to hit."""
    hth = dict(weapons=["dagger"], posture="hth")
    figs = [human("A", "red", (0, 0), weapons=["mace"]),
            human("R", "red", (1, 0), **hth), human("G1", "blue", (1, 0), **hth),
            human("G2", "blue", (1, 0), **hth), human("D", "blue", (1, 0), hits=11, **hth)]
    plan = {} if choice is None else {("A", "target"): [[choice, "hth"]]}
    b = placed(figs, dice=[6, 6, 4], rounds_played=1, plan=plan)
    with inside(b.state.world):
        drive(strike(b.ctx, 1, 5, ENTER))
    return b


def test_tft_39_the_entrant_chooses_whom_to_hit_when_his_target_is_down():
    assert asked(entrant(4), "A", "target") == [[[3, "hth"], [4, "hth"]]]
    assert [e.target for e in of(entrant(4), E.AttackRolled)] == [4]
    assert [e.target for e in of(entrant(3), E.AttackRolled)] == [3]


def dagger_attacker(weapon):
    """A (MA 10, dagger ready) grapples B (leather, MA 8) on a die of 1."""
    b = battle([human("A", "red", (0, 0), weapons=["dagger"]),
                human("B", "blue", (1, 0), facing=3, armor="leather", weapons=["broadsword"])],
               dice=[6, 1, 1, 6, 6, 4],
               plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i"],
                     ("A", "hth-weapon"): [weapon]})
    b.step()
    return b


def test_tft_109_the_attacker_may_use_his_ready_dagger():
    b = dagger_attacker("dagger")
    assert (b.state.get(1, Kit).ready, [e.weapon for e in of(b, E.WeaponDropped) if e.entity == 1]) == ("dagger", [])


def test_tft_109_the_attacker_may_fight_bare_handed_leaving_the_dagger_behind():
    b = dagger_attacker("hands")
    assert (b.state.get(1, Kit).ready, [(e.weapon, e.q, e.r) for e in of(b, E.WeaponDropped) if e.entity == 1]) \
        == ("", [("dagger", 0, 0)])
