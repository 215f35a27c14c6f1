"""The three HTH items no other test names: TFT-44 (option (r), escaping HTH, rule in
TFT-117), TFT-48 (no movement in HTH) and TFT-113 (armor and shields in HTH), each played
out on the kernel with forced dice and the checklist's own numbers."""

from affray.components.tft import Kit, Status
from affray.kernel.events import PhaseStarted
from affray.systems.tft import events as E
from affray.systems.tft.testing import battle, human


def of(b, cls, since=0):
    return [e for e in b.events[since:] if isinstance(e, cls)]


def asked(b, who, kind):
    return [a[2] for a in b.plan.asked if a[:2] == (who, kind)]


def escape(a_st, a_dx, die, more=(), turns=2):
    """Turn 1: A (option m, MA 10) grapples B (ST 13, DX 11, leather: adjDX 9, MA 8) on a die
    of 1 and misses (16). Turn 2: A takes (r), B (p) misses (hands, 16), then A's escape die."""
    b = battle([human("A", "red", (0, 0), st=a_st, dx=a_dx, weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, st=13, dx=11, armor="leather", weapons=["broadsword"])],
               dice=[6, 1, 1, 6, 6, 4, 6, 1, 6, 6, 4, die, *more],
               plan={("A", "option"): ["m", "r"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i", "p"]})
    for _ in range(turns):
        b.step()
    return b


def test_tft_44_r_is_offered_only_in_hth():
    b = escape(12, 12, 3)
    first, second = asked(b, "A", "option")
    assert ("r" in first, "r" in second) == (False, True)


def test_tft_44_adjdx_12_against_9_escapes_on_3():
    b = escape(12, 12, 3)
    assert ([(e.entity, e.die, e.needs, e.free) for e in of(b, E.HthEscaped)],
            b.state.get(1, Status).posture, b.state.derived["tft_at"][1] != (1, 0)) == ([(1, 3, 3, True)], "", True)


def test_tft_44_adjdx_12_against_9_does_not_escape_on_4():
    b = escape(12, 12, 4)
    assert ([(e.die, e.needs, e.free) for e in of(b, E.HthEscaped)],
            b.state.get(1, Status).posture, b.state.derived["tft_at"][1]) == ([(4, 3, False)], "hth", (1, 0))


def test_tft_44_adjdx_9_against_9_escapes_on_1():
    b = escape(15, 9, 1)
    assert [(e.die, e.needs, e.free) for e in of(b, E.HthEscaped)] == [(1, 1, True)]


def test_tft_44_adjdx_9_against_9_does_not_escape_on_2():
    b = escape(15, 9, 2)
    assert ([(e.die, e.needs, e.free) for e in of(b, E.HthEscaped)],
            b.state.get(1, Status).posture) == ([(2, 1, False)], "hth")


def test_tft_48_figures_in_hth_are_never_asked_to_move_or_face():
    # turn 2: A tries to escape (r), B attacks (p); neither moves in the movement phase
    b = escape(12, 12, 4, turns=1)
    before, start = len(b.plan.asked), len(b.events)
    b.step()
    kinds = {(who, kind) for who, kind, _ in b.plan.asked[before:]}
    moved = [e for e in b.events[start:] if type(e).__name__ in ("Moved", "Walked", "Faced")]
    assert ({k for k in kinds if k[1] in ("move", "face", "step")}, moved) == (set(), [])


def test_tft_48_the_position_in_hth_is_unchanged_through_the_movement_phase():
    b = escape(12, 12, 4, more=[6, 1, 6, 6, 4, 4])
    seen = []
    b.subscribe(lambda i, e: seen.append((e.phase, b.state.derived["tft_at"][1], b.state.derived["tft_at"][2]))
                if isinstance(e, PhaseStarted) else None)
    b.step()  # turn 3: still in HTH, (r) again and fails on 4; B misses again
    assert seen == [("movement", (1, 0), (1, 0)), ("attack", (1, 0), (1, 0)), ("end", (1, 0), (1, 0))]


def test_tft_48_options_in_hth_are_only_p_q_r():
    b = escape(12, 12, 4)
    assert set(asked(b, "A", "option")[1]) <= {"p", "q", "r"}


def bare_hands_4(**a_kw):
    """A (ST 13, DX 11) grapples B (ST 12, chainmail) with (m) on a die of 1, with B's consent
    (option hth_consent = "ask"; equal MA 6... B's MA is lower anyway), hits on 9, and the die
    shows 6: bare hands against a weaker enemy do 1-2, so 4."""
    b = battle([human("A", "red", (0, 0), st=13, dx=11, weapons=["broadsword"], **a_kw),
                human("B", "blue", (1, 0), facing=3, st=12, dx=12, armor="chainmail", weapons=["broadsword"])],
               dice=[6, 1, 1, 3, 3, 3, 6],
               plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i"]})
    b.step()
    return b


def test_tft_113_a_bare_hand_hit_of_4_against_chainmail_does_1():
    b = bare_hands_4()
    assert [(e.weapon, e.damage, e.stopped, e.hits) for e in of(b, E.Struck)] == [("hands", 4, 3, 1)]


def test_tft_113_a_shield_kept_in_hth_stops_nothing():
    # A enters with his dagger ready and keeps his small shield (TFT-109); B (consenting,
    # option hth_consent = "ask") strikes back bare-handed for 6 - 2 = 4: chainmail stops 3,
    # the small shield would stop 1 more outside HTH.
    b = battle([human("A", "red", (0, 0), st=12, dx=12, armor="chainmail", weapons=["dagger"],
                      shield="small shield"),
                human("B", "blue", (1, 0), facing=3, st=13, dx=11, weapons=["broadsword"])],
               dice=[6, 1, 1, 6, 6, 4, 6, 1, 3, 3, 3, 6, 6, 6, 4],
               plan={("A", "option"): ["m", "p"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i", "p"],
                     ("B", "hth-consent"): [True]}, hth_consent="ask")
    b.step()
    b.step()
    k = b.state.get(1, Kit)
    assert ((k.shield, k.shield_ready), [(e.attacker, e.weapon, e.damage, e.stopped, e.hits)
                                         for e in of(b, E.Struck)]) == (
        ("small shield", True), [(2, "hands", 4, 3, 1)])
