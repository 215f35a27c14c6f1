"""Replay tools: verify, checkpoints, state --at, diff, branch (KER-27 .. KER-31)."""

import msgspec
import pytest

from affray.kernel import Battle, Checkpoint, Divergence, Replay, diff
from affray.kernel import log as L
from toyfights import MELEE, toy, toy_scenario


def logged(tmp_path, seed=3, name="a.affray", combatants=MELEE):
    p = tmp_path / name
    Battle.from_scenario(toy_scenario(combatants), seed=seed, out=p).run()
    return p


def test_ker_27_verify_accepts_a_faithful_log(tmp_path):
    rep = Replay.load(logged(tmp_path))
    assert rep.verify() == len(rep.events)


def test_ker_27_verify_names_the_first_differing_event(tmp_path):
    p = logged(tmp_path)
    rep = Replay.load(p)
    i = next(i for i, e in enumerate(rep.events) if type(e).__name__ == "Damaged")
    ev = rep.events[i]
    forged = msgspec.structs.replace(ev, amount=ev.amount + 1)
    rep.frames[i] = L.encode_frame(forged)
    rep.events[i] = forged
    with pytest.raises(Divergence, match=f"event {i} differs") as err:
        rep.verify()
    assert err.value.index == i and err.value.expected == forged and err.value.got == ev


def test_ker_27_a_divergence_names_the_rules_version_that_wrote_the_log(tmp_path):
    rep = Replay.load(logged(tmp_path))
    i = next(i for i, e in enumerate(rep.events) if type(e).__name__ == "Damaged")
    forged = msgspec.structs.replace(rep.events[i], amount=rep.events[i].amount + 1)
    rep.frames[i], rep.events[i] = L.encode_frame(forged), forged
    rep.header = msgspec.structs.replace(rep.header, ruleset_version="0.0-old")
    with pytest.raises(Divergence, match=r"written by toy 0\.0-old; the rules installed are"):
        rep.verify()


def test_ker_27_verify_reports_a_cut_log(tmp_path):
    p = logged(tmp_path)
    buf = p.read_bytes()
    p.write_bytes(buf[:-3])
    rep = Replay.load(p)
    with pytest.raises(Divergence, match="cut short inside event"):
        rep.verify()


def test_ker_28_checkpoints_each_round_and_the_fold_names_a_drifting_round(tmp_path, monkeypatch):
    rep = Replay.load(logged(tmp_path))
    cps = [e for e in rep.events if isinstance(e, Checkpoint)]
    assert [c.round for c in cps] == list(range(1, len(cps) + 1))
    rep.fold()  # all checkpoints agree
    from affray.kernel import reducers
    real = reducers.damaged

    def drifting(state, ev):  # a reducer that drifts from the live run
        real(state, ev)
        if state.round >= 2:
            from affray.kernel.components import Vitals
            import esper
            esper.component_for_entity(ev.entity, Vitals).hits += 1
    monkeypatch.setitem(reducers.KERNEL_REDUCERS, reducers.E.Damaged, drifting)
    first_damage_round = next(r for r in range(2, 100) if any(
        type(e).__name__ == "Damaged" for e in rep.events[_start(rep, r):_start(rep, r + 1)]))
    with pytest.raises(Divergence, match=f"checkpoint of round {first_damage_round} "):
        rep.fold()


def _start(rep, rnd):
    for i, e in enumerate(rep.events):
        if type(e).__name__ == "RoundStarted" and e.round == rnd:
            return i
    return len(rep.events)


def test_ker_29_state_at_k_equals_the_live_state_at_k():
    b = toy(MELEE, seed=5)
    snapshots = {}
    b.subscribe(lambda i, ev: snapshots.__setitem__(i + 1, b.state_dump()) if i + 1 in (1, 17, 40) else None)
    b.run()
    rep = Replay.of(b)
    for k in (1, 17, 40):
        assert rep.fold(k) == snapshots[k]
    assert rep.fold(0)["entities"] == []


def test_ker_30_diff_identical_and_first_divergence(tmp_path):
    a = Replay.load(logged(tmp_path, seed=7, name="a.affray"))
    a2 = Replay.load(logged(tmp_path, seed=7, name="a2.affray"))
    b = Replay.load(logged(tmp_path, seed=8, name="b.affray"))
    same = diff(a, a2)
    assert same.identical and same.index is None
    d = diff(a, b)
    assert not d.identical and d.header_differences == ["seed"]
    first = next(i for i, (x, y) in enumerate(zip(a.frames, b.frames)) if x != y)
    assert d.index == first and d.a == a.events[first] and d.b == b.events[first]
    assert d.counts["Spawned"] == (8, 8)


def test_ker_31_branch_keeps_the_prefix_records_the_parent_and_continues(tmp_path):
    parent = Replay.load(logged(tmp_path, seed=3))
    k = 40
    out = tmp_path / "branch.affray"
    child = Battle.branch(parent, k, seed=99, out=out)
    child.run()
    rep = Replay.load(out)
    assert rep.frames[:k] == parent.frames[:k]
    assert rep.header.branch.at == k and rep.header.branch.seed == "splitmix64-ctr-v1:99"
    assert len(rep.header.branch.parent) == 32
    assert rep.frames != parent.frames
    assert rep.verify() == len(rep.events)  # a branched log verifies too


def test_ker_31_branch_with_new_policies(tmp_path):
    parent = Replay.load(logged(tmp_path, seed=3))
    child = Battle.branch(parent, 20, policies={"red": "tactical", "blue": "tactical"})
    child.run()
    assert child.events[:20] == parent.events[:20]
    assert Replay.of(child).fold() is not None


def test_ker_27_a_max_rounds_override_is_recorded_and_verifies(tmp_path):
    p = tmp_path / "short.affray"
    b = Battle.from_scenario(toy_scenario(MELEE), seed=3, out=p, max_rounds=2)
    b.run()
    rep = Replay.load(p)
    assert rep.header.scenario["max_rounds"] == 2
    assert rep.verify() == len(rep.events)


def test_ker_30_live_and_read_back_headers_are_equal(tmp_path):
    p = tmp_path / "a.affray"
    b = Battle.from_scenario(toy_scenario(), seed=3, out=p)
    b.run()
    assert diff(Replay.of(b), Replay.load(p)).identical
    assert Replay.of(b).header == Replay.load(p).header
