"""Y.1: sealed simultaneous choices — a policy cannot read the other side's sealed cards."""

from __future__ import annotations

import msgspec

from affray.kernel.policies import Policy
from affray.kernel.replay import Replay
from affray.kernel.sealed import Committed, Opened, Seal, SealedView
from affray.kernel.options import ListOptions

from .conftest import Table, drive, fig

SECRET = "DODGE LEFT"


class Plays(Policy):
    def decide(self, view, request):
        return SECRET


class Spy(Policy):
    """Searches everything its view reaches for the other side's choice."""

    seen: list = []

    def decide(self, view, request):
        Spy.seen.append(view)
        Spy.at_decision = (view.own_sealed(), view.sealed_count(), _reachable_text(view))
        return "DODGE BACK"


def _reachable_text(view) -> str:
    parts = [repr(view.own_sealed()), repr(view.state.dump()),
             repr(getattr(view.state, "sealed", {})), repr(getattr(view.state, "opened", {}))]
    parts += [repr(v) for k, v in vars(view.state).items() if not k.startswith("_world")]
    return "\n".join(parts)


def test_ds_57_policy_cannot_read_other_sides_sealed_choice():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (5, 0), 180)],
              policies={"red": Plays(), "blue": Spy()})
    seal = Seal(t.ctx)
    opts = ListOptions(["DODGE LEFT", "DODGE BACK"])
    drive(seal.ask(1, "melee", opts))
    drive(seal.ask(2, "melee", opts))
    view = Spy.seen[-1]
    assert isinstance(view, SealedView)
    own, count, text = Spy.at_decision
    assert own == {}  # nothing of its own yet, and nothing of red's
    assert SECRET not in text
    assert count == 1  # that red has committed is public; what is not
    # the log has it, sealed; and the reveal makes it public
    assert [type(e) for e in t.battle.events[-2:]] == [Committed, Committed]
    assert seal.open(1, "melee") == SECRET
    assert isinstance(t.battle.events[-1], Opened)
    assert t.state.opened[(1, "melee")] == SECRET


def test_ds_57_own_side_sees_own_sealed_cards():
    t = Table([fig("a", "red", (0, 0)), fig("c", "red", (0, 3)), fig("b", "blue", (5, 0), 180)],
              policies={"red": Spy(), "blue": Plays()})
    seal = Seal(t.ctx)
    opts = ListOptions(["DODGE LEFT", "DODGE BACK"])
    drive(seal.ask(1, "melee", opts))
    drive(seal.ask(2, "melee", opts))
    assert Spy.at_decision[0] == {(1, "melee"): "DODGE BACK"}


def test_ds_155_sealed_fight_verifies_and_show_prints_sealed(tmp_path):
    from affray.kernel.testing import fight as mk
    b = mk("destrier", [fig("a", "red", (0, 0)), fig("b", "blue", (1.6, 0), 180)],
           policies={"red": "tactical", "blue": "tactical"}, max_rounds=3)
    b.run()
    rep = Replay.of(b)
    assert rep.verify() > 0
    committed = [e for e in b.events if isinstance(e, Committed)]
    assert committed and all(e.hidden for e in committed)
    text = b.ruleset.describe(rep, committed[0])
    assert "(sealed)" in text and msgspec.json.encode(committed[0].choice).decode() not in text
