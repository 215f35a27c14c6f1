"""The Python API and subscribers (KER-36, KER-37)."""

import esper
import pytest

from affray.kernel import Battle, Replay, diff, IllegalChoice, PendingChoice
from affray.kernel.events import Event
from toyfights import MELEE, toy_scenario


def test_ker_36_host_drives_a_battle_through_the_api():
    b = Battle.from_scenario(toy_scenario(), seed=3, policies={"red": "host", "blue": "tactical"})
    with pytest.raises(PendingChoice):
        b.run()
    while not b.over:
        req = b.pending or b.step()
        if req is None:
            continue
        options = b.legal_options(req.actor)
        b.submit(req.actor, options[0])
    assert b.outcome is not None and isinstance(b.events[-1], Event)
    rep = Replay.of(b)
    assert rep.verify() == len(b.events)
    assert rep.fold() == b.state_dump()
    assert diff(rep, rep).identical


def test_ker_36_submit_for_the_wrong_actor_is_refused():
    b = Battle.from_scenario(toy_scenario(), seed=3, policies={"red": "host", "blue": "host"})
    req = b.step()
    with pytest.raises(IllegalChoice, match="no choice is pending"):
        b.submit(req.actor + 5, "bold")


def test_ker_37_subscribers_see_events_but_cannot_change_the_battle():
    esper.switch_world("default")
    b = Battle.from_scenario(toy_scenario(MELEE), seed=4, strict=True)
    seen = []

    def meddler(index, ev):
        seen.append(index)
        with pytest.raises(AttributeError):
            ev.entity = 0  # events are frozen
        assert esper.current_world == "default"  # the host's world, not the battle's
        dump = b.state_dump()
        dump["entities"].clear()  # a copy: changing it changes nothing
    b.subscribe(meddler)
    b.run()  # strict mode: any write outside a reducer would raise
    assert seen == list(range(len(b.events)))
    assert Replay.of(b).verify() == len(b.events)
