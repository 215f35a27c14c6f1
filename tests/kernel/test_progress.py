"""The progress bar: rounds, combatants standing and events/s on a terminal;
nothing when stderr is not one; the battle and its log are the same either way."""

import io

from rich.console import Console

from affray.kernel import Battle
from affray.kernel.cli.progress import BattleProgress, wanted
from toyfights import MELEE, toy_scenario


def _run(progress_console=None, after=0.0):
    buf = io.BytesIO()
    b = Battle.from_scenario(toy_scenario(MELEE), seed=3, out=buf, keep_events=False)
    bar = BattleProgress(b, "toy", console=progress_console, after=after)
    with bar:
        b.run()
    return buf.getvalue(), b, bar


def test_the_bar_shows_rounds_standing_and_events_per_second_and_changes_nothing():
    screen = io.StringIO()
    drawn, b, bar = _run(Console(file=screen, force_terminal=True, width=160))
    plain, _, _ = _run()
    assert drawn == plain
    text = screen.getvalue()
    assert f"round {b.state.round}" in text
    assert "standing" in text and "events/s" in text
    assert bar._seen not in b.ctx.observers


def test_a_short_battle_or_a_pipe_draws_nothing():
    screen = io.StringIO()
    _run(Console(file=screen, force_terminal=True), after=3600.0)
    assert screen.getvalue() == ""
    assert not wanted(io.StringIO())
    _, b, bar = _run()  # stderr under pytest is not a terminal
    assert not bar.enabled and bar._progress is None


def test_the_bar_fills_as_the_side_nearest_its_end_loses_combatants():
    from affray.kernel.cli.progress import fought
    assert fought([3, 3], [3, 3]) == 0.0
    assert fought([3, 4], [2, 2]) == 0.5
    assert fought([3, 3], [0, 2]) == 1.0
    _, b, bar = _run(Console(file=io.StringIO(), force_terminal=True, width=160))
    assert sum(bar._initial) == len(b.state.entities)
    assert 0.0 <= fought(bar._initial, bar._per_side()) <= 1.0


def test_a_long_log_shows_its_bytes_read_and_reads_the_same(tmp_path):
    from affray.kernel.cli.progress import LogProgress
    from affray.kernel.replay import Replay
    log = tmp_path / "b.affray"
    Battle.from_scenario(toy_scenario(MELEE), seed=3, out=log, keep_events=False,
                         max_rounds=5).run()
    plain = Replay.load(log).fold()
    screen = io.StringIO()
    rep = Replay.load(log)
    ticks = iter(range(0, 10**6, 10))  # a clock 10 s a call: the bar shows at once
    bar = LogProgress([rep], "fold", console=Console(file=screen, force_terminal=True),
                      after=0.0, clock=lambda: next(ticks))
    with bar:
        assert rep.fold() == plain
    assert 0.5 * bar.total < bar.done <= bar.total
    assert "_pass" not in rep.__dict__
