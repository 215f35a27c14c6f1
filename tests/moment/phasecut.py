"""The phase-boundary property (kernel/phase_start.py): a battle cut at the start of a phase
inside a round, written with its script, replays the rest byte for byte."""

from __future__ import annotations

from momentkit import as_file, frames, logged

from affray.kernel import Battle, Replay
from affray.kernel.events import PhaseStarted, RoundStarted
from affray.kernel.moment import boundaries, scenario_at


def cuts(events, phases) -> list[int]:
    """The phase boundaries inside rounds (setup's own phases are not)."""
    first = next((i for i, e in enumerate(events) if type(e) is RoundStarted), len(events))
    return [k for k in boundaries(events, phases) if type(events[k]) is PhaseStarted and k > first]


def check_cut(fight, data, phases) -> None:
    from hypothesis import strategies as st
    scenario, seed = fight
    rep = logged(scenario, seed)
    found = cuts(rep.events, phases)
    if not found:
        return
    k = data.draw(st.sampled_from(found))
    battle = Battle.from_scenario(as_file(scenario_at(rep, k, script=True)))
    battle.run()
    n = next(i for i, ev in enumerate(battle.events) if type(ev) is PhaseStarted)
    assert frames(battle.events[n:]) == frames(rep.events[k:])


def check_cut_twice(fight, data, phases) -> None:
    """A battle that began inside a round, cut again: at a later phase of that same round, or
    at a round boundary, it replays the rest byte for byte too."""
    from hypothesis import strategies as st
    scenario, seed = fight
    rep = logged(scenario, seed)
    found = cuts(rep.events, phases)
    if not found:
        return
    first = Battle.from_scenario(as_file(scenario_at(rep, data.draw(st.sampled_from(found)),
                                                     script=True)))
    first.run()
    again = Replay.of(first)
    later = [k for k in boundaries(again.events, phases)
             if k > next(i for i, e in enumerate(again.events) if type(e) is PhaseStarted)]
    if not later:
        return
    k = data.draw(st.sampled_from(later))
    battle = Battle.from_scenario(as_file(scenario_at(again, k, script=True)))
    battle.run()
    n = next(i for i, ev in enumerate(battle.events) if type(ev) in (PhaseStarted, RoundStarted))
    assert frames(battle.events[n:]) == frames(again.events[k:])
