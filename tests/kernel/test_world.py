"""World isolation, ordering and determinism (KER-05, KER-19 .. KER-21)."""

import os
import subprocess
import sys

import esper
import pytest

from affray.kernel import Battle, Position, StateWriteError, Vitals
from affray_toy import RULESET as TOY
from toyfights import MELEE, toy, toy_scenario
import affray_toy


def test_ker_05_a_system_that_writes_state_directly_is_caught(monkeypatch):
    original = affray_toy.play_round

    def sneaky(ctx):
        yield from original(ctx)
        ctx.state.get(1, Vitals).hits += 1  # a write outside any reducer
    monkeypatch.setattr(affray_toy, "play_round", sneaky)
    import dataclasses
    rs = dataclasses.replace(TOY, play_round=sneaky)
    from affray.kernel.scenario import decode
    b = Battle(decode(toy_scenario(), rs), rs, "1", strict=True)
    with pytest.raises(StateWriteError, match="state changed outside a reducer before event"):
        b.run()


def test_ker_05_the_rulesets_write_only_through_reducers():
    b = toy(MELEE, seed=11, strict=True)
    b.run()  # strict mode checks the digest before every event
    assert b.over


def test_ker_19_host_world_is_untouched():
    esper.switch_world("default")
    mine = esper.create_entity(Position(99, 99))
    b = toy(MELEE, seed=2)
    b.run()
    assert esper.current_world == "default"
    assert esper.component_for_entity(mine, Position) == Position(99, 99)
    assert [e for e, _ in esper.get_component(Position)] == [mine]
    esper.delete_entity(mine, immediate=True)


def test_ker_19_interleaved_battles_match_their_solo_runs():
    def solo(seed):
        b = toy(MELEE, seed=seed)
        b.run()
        return b.events
    a, c = toy(MELEE, seed=5), toy(MELEE, seed=6)
    while not (a.over and c.over):
        if not a.over:
            a.step()
        if not c.over:
            c.step()
    assert a.events == solo(5) and c.events == solo(6)


def test_ker_20_shuffled_creation_and_component_order_give_the_same_log(monkeypatch):
    """Entities get the same ids, but esper's stores are filled in a shuffled order."""
    from affray.kernel import reducers
    from affray.kernel.dice import Stream
    base = toy(MELEE, seed=8)
    base.run()
    original = reducers.spawned
    shuffle = Stream("shuffle", "test")

    def spawned_shuffled(state, ev):
        comps = list(ev.components)
        for i in range(len(comps) - 1, 0, -1):  # Fisher-Yates with the test's own stream
            j = shuffle.below(i + 1)
            comps[i], comps[j] = comps[j], comps[i]
        original(state, type(ev)(ev.entity, ev.side, comps))
    monkeypatch.setitem(reducers.KERNEL_REDUCERS, reducers.E.Spawned, spawned_shuffled)
    # warm esper's caches in a different order too
    other = toy(list(reversed(MELEE)), seed=8)
    other.run()
    again = toy(MELEE, seed=8)
    again.run()
    assert again.events == base.events


SCRIPT = """
import sys, hashlib
sys.path.insert(0, {plugin!r})
from affray.kernel import Battle
from affray.kernel.testing import scenario
from toyfights import MELEE
import io
buf = io.BytesIO()
b = Battle.from_scenario(scenario("toy", MELEE), seed=21, out=buf)
b.run()
print(hashlib.sha256(buf.getvalue()).hexdigest())
"""


def test_ker_21_byte_identical_logs_across_processes_and_hash_seeds():
    import pathlib
    here = pathlib.Path(__file__).parent
    code = SCRIPT.format(plugin=str(here.parent / "plugin"))
    outs = set()
    for hashseed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hashseed,
                   PYTHONPATH=os.pathsep.join([str(here.parent / "helpers"), str(here.parent / "plugin")]))
        outs.add(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                                text=True, check=True).stdout.strip())
    assert len(outs) == 1
