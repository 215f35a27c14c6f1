"""The small-battle fast paths give exactly what the searches they stand in for give: the
open-ground moves (`movement._open_moves`) equal the full search, dicts and their order; the
scan field of a few enemies (`weapon_play.ScanField`) equals the breadth-first field; the best
hex next to an enemy found from the scan field's enemies equals the one found hex by hex;
the kept arcs and facings equal the hex geometry's own answers; the kept set of enemy front
hexes equals `in_enemy_front` hex by hex, all through whole battles."""

import pytest

from affray.kernel import Battle
from affray.kernel import matchup
from affray.kernel.geometry import hexgrid as H
from affray.kernel.ruleset import load as load_ruleset
from affray.kernel.scenario import decode
from affray.systems.tft.policies import enemy_search as P
from affray.systems.tft.rules import lookup as L
from affray.systems.tft.rules import movement as M

MATCHUPS = ["1 orc v 1 human", "3 orc v 3 human", "2 archer v 2 elf", "1 bear v 2 spearman",
            "1 giant v 4 human", "2 orc, 1 giant snake v 3 human"]


def _start(sc):
    """The battle at its first choice (the initiative), every figure where it stands."""
    b = Battle.from_scenario(sc, seed=1, policies={s.name: "host" for s in sc.sides},
                             keep_events=False)
    assert b.step() is not None
    return b


def _moments():
    """Small stock battles at the start and after 1, 2, 4 and 6 rounds (apart, closing,
    engaged)."""
    ruleset = load_ruleset("tft-melee")
    out = []
    for text in MATCHUPS:
        sc = decode(ruleset.build_stock(matchup.parse(text)), ruleset)
        out.append(pytest.param(_start(sc), id=f"{text}-start"))
        for rounds in (1, 2, 4, 6):
            b = Battle.from_scenario(sc, seed=rounds + 3, keep_events=False)
            for _ in range(rounds):
                if b.over:
                    break
                b.step()
            out.append(pytest.param(b, id=f"{text}-r{b.state.round}"))
    return out


MOMENTS = _moments()


def _searched(monkeypatch, state, eid, budget, jump):
    with monkeypatch.context() as m:
        m.setattr(M, "_open_ground", lambda *a: False)
        return M.reachable(state, eid, budget, jump)


@pytest.mark.parametrize("b", MOMENTS)
def test_open_ground_moves_equal_the_search_in_order(b, monkeypatch):
    state = b.state
    seen = 0
    for eid in state.entities:
        if not L.conscious(state, eid):
            continue
        for budget in (1, 2, 3, 5, 8, 10, 12):
            for jump in (3, 4):
                fast = M.reachable(state, eid, budget, jump)
                slow = _searched(monkeypatch, state, eid, budget, jump)
                assert fast == slow
                assert [list(d.items()) for d in fast] == [list(d.items()) for d in slow]
                seen += M._open_ground(state, eid, L.hex_of(state, eid), budget, M.walls(state),
                                       state.derived["tft_occ"])
    if b.pending is not None and len(state.entities) == 2:
        assert seen  # one a side starts 8 hexes apart: the short moves are on open ground


def test_open_ground_is_refused_near_a_wall_a_figure_or_an_enemy_front(monkeypatch):
    sc = load_ruleset("tft-melee").build_stock(matchup.parse("1 orc v 1 human"))
    for wall in ([0, 0], [2, 0], [-7, 0]):
        data = dict(sc, map={"walls": [wall]})
        state = _start(decode(data)).state
        eid = state.entities[0]
        here = L.hex_of(state, eid)
        for budget in (1, 4, 8):
            near_wall = H.distance(here, tuple(wall)) <= budget
            near_foe = H.distance(here, L.hex_of(state, state.entities[1])) <= budget + 1
            opened = M._open_ground(state, eid, here, budget, M.walls(state), state.derived["tft_occ"])
            assert opened == (not near_wall and not near_foe)
            assert M.reachable(state, eid, budget) == _searched(monkeypatch, state, eid, budget, 3)


@pytest.mark.parametrize("b", MOMENTS)
def test_scan_field_equals_the_breadth_first_field(b, monkeypatch):
    state = b.state
    for side in range(len(state.sides)):
        state.derived.pop("tft_cache_field", None)
        scan = P.enemy_field(state, side)
        state.derived.pop("tft_cache_field", None)
        with monkeypatch.context() as m:
            m.setattr(P, "SCAN", -1)
            full = P.enemy_field(state, side)
        state.derived.pop("tft_cache_field", None)
        assert isinstance(scan, P.ScanField) and isinstance(full, dict)
        hexes = {h for e in state.entities for h in H.hexes_within(L.hex_of(state, e), P.NEAR + 3)}
        for h in sorted(hexes):
            assert scan.get(h) == full.get(h)


@pytest.mark.parametrize("b", MOMENTS)
def test_best_hex_next_to_an_enemy_from_the_scan_equals_the_field_way(b, monkeypatch):
    state = b.state
    for eid in state.entities:
        if not L.conscious(state, eid):
            continue
        for budget in (1, 4, 8):
            costs, _ = M.reachable(state, eid, budget)
            state.derived.pop("tft_cache_field", None)
            fast = P.best_next_to_enemy(state, eid, costs)
            state.derived.pop("tft_cache_field", None)
            with monkeypatch.context() as m:
                m.setattr(P, "SCAN", -1)
                slow = P.best_next_to_enemy(state, eid, costs)
            state.derived.pop("tft_cache_field", None)
            assert fast == slow


def ref_toward(a, b):
    """The facing from a toward b as first written: the largest dot product, lowest first."""
    v = H.sub(b, a)
    best, out = None, 0
    for d, w in enumerate(H.DIRECTIONS):
        dot = 2 * v[0] * w[0] + v[0] * w[1] + v[1] * w[0] + 2 * v[1] * w[1]
        if best is None or dot > best:
            best, out = dot, d
    return out


def test_kept_attack_arcs_and_facings_equal_the_hex_geometry():
    from affray.systems.tft.policies import weapon_play as W
    from affray.systems.tft.rules.arcs import arc_of
    for there in ((0, 0), (3, -2)):
        for dq in range(-6, 7):
            for dr in range(-6, 7):
                here = (there[0] + dq, there[1] + dr)
                if here == there:
                    continue
                assert W.toward(there, here) == ref_toward(there, here)
                for f in (None, 0, 1, 2, 3, 4, 5):
                    assert arc_of(there, f, here) == H.attack_direction(there, f, here)


def _fronts_agree(state):
    from affray.systems.tft.rules.engagement import fronts_against, in_enemy_front
    hexes = {h for e in state.entities for h in H.hexes_within(L.hex_of(state, e), 3)}
    for side in range(len(state.sides)):
        kept = fronts_against(state, side)
        assert kept == {h for h in hexes if in_enemy_front(state, side, h)}
        assert kept == fronts_against(state, side)


@pytest.mark.parametrize("b", MOMENTS)
def test_kept_enemy_fronts_equal_in_enemy_front(b):
    _fronts_agree(b.state)


@pytest.mark.parametrize("text", ["3 orc v 3 human", "1 giant v 4 human", "2 orc, 1 wolf v 3 human"])
def test_kept_enemy_fronts_stay_right_after_every_event(text):
    """Checked after every event of whole battles (falls, deaths, turns, giants), so a change
    that reaches a figure's front without `refresh` would show."""
    ruleset = load_ruleset("tft-melee")
    sc = decode(ruleset.build_stock(matchup.parse(text)), ruleset)
    for seed in (1, 2):
        b = Battle.from_scenario(sc, seed=seed, keep_events=False)
        seen = []
        b.subscribe(lambda i, ev: seen.append(type(ev).__name__) or _fronts_agree(b.state))
        b.run()
        assert "Moved" in seen and "Faced" in seen
