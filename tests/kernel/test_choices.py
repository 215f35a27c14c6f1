"""Choices and policies (KER-15 .. KER-18)."""

import pytest

from affray.kernel import Battle, Decided, IllegalChoice, Replay, Revealed
from affray.kernel.policies import Policy
from toyfights import toy, toy_scenario


class Exploding(Policy):
    def decide(self, view, request):
        raise AssertionError("a replay must never ask a policy")


def test_ker_15_every_choice_is_a_decided_event_and_replay_never_calls_a_policy(monkeypatch):
    b = toy(seed=4)
    b.run()
    decided = [e for e in b.events if isinstance(e, Decided)]
    assert decided and {e.kind for e in decided} == {"stance", "action"}
    from affray.kernel import policies
    monkeypatch.setattr(policies.RandomLegal, "decide", Exploding.decide)
    monkeypatch.setattr("affray_toy.Closer.decide", Exploding.decide)
    rep = Replay.of(b)
    assert rep.verify() == len(b.events)
    rep.fold()


def test_ker_16_illegal_submission_is_refused_and_the_world_is_unchanged():
    b = Battle.from_scenario(toy_scenario(), seed=1, policies={"red": "host", "blue": "host"})
    req = b.step()
    assert req.kind == "stance"
    before = b.state_dump(), b.state.events
    with pytest.raises(IllegalChoice, match="'reckless' is not one of"):
        b.submit(req.actor, "reckless")
    assert (b.state_dump(), b.state.events) == before
    assert b.legal_options(req.actor) == ["bold", "wary"]
    assert b.submit(req.actor, "bold").kind == "stance"


def test_ker_16_illegal_scripted_choice_is_refused_with_the_reason():
    b = toy(choices=["bold", "bold", ["strike", 2]])
    with pytest.raises(IllegalChoice, match=r"\['strike', 2\] is not one of"):
        b.run()


def test_ker_16_illegal_policy_choice_is_refused():
    class Cheat(Policy):
        def decide(self, view, request):
            return "invisible"
    b = toy(policies={"red": Cheat(), "blue": "random"})
    with pytest.raises(IllegalChoice, match="Cheat chose 'stance'"):
        b.run()


def test_ker_17_hidden_choices_are_collected_before_any_is_revealed():
    seen = []

    class Watcher(Policy):
        def __init__(self, battle_ref, rng=None):
            super().__init__(rng)
            self.ref = battle_ref

        def decide(self, view, request):
            if request.kind == "stance":
                assert request.hidden
                seen.append([e for e in self.ref[0].events if isinstance(e, Decided) and e.kind == "stance"])
                return "wary"
            return request.options.enumerate()[-1]
    ref = []
    b = toy(policies={"red": Watcher(ref), "blue": Watcher(ref)})
    ref.append(b)
    b.step()
    assert seen[0] == [] and seen[1] == []  # blue chose without seeing red's choice
    kinds = [(type(e).__name__, getattr(e, "hidden", None)) for e in b.events[2:6]]
    assert kinds == [("RoundStarted", None), ("Decided", True), ("Decided", True), ("Revealed", None)]
    assert b.events[5] == Revealed(2)


def test_ker_18_every_ruleset_has_scripted_random_and_tactical_policies():
    from affray.kernel.ruleset import available, load
    for rid in available():
        try:
            rs = load(rid)
        except Exception:
            continue
        assert "tactical" in rs.policies, rid
    for policy in ("random", "tactical"):
        b = toy(policies={"red": policy, "blue": policy})
        b.run()
        assert b.over
    scripted = toy(choices=["bold", "bold", ["step", 1], ["step", -1]], max_rounds=1)
    scripted.run()
    assert scripted.outcome.reason == "no result after 1 rounds"
