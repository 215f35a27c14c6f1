"""A progress bar for long battles: filled as the side nearest its end loses combatants;
the round, combatants standing and events/s beside it,
drawn with rich on stderr when stderr is a terminal.

It watches the battle as an observer and never touches it: the log is the same with or
without it. The wall clock it reads is for the display only. It stays hidden for the first
`after` seconds, so a short battle prints nothing.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from ..events import RoundStarted

AFTER_S = 2.0


def wanted(stream: Any = None) -> bool:
    """Whether to draw: stderr (or `stream`) is a terminal."""
    stream = sys.stderr if stream is None else stream
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def fought(initial: list[int], now: list[int]) -> float:
    """How far the battle is, 0..1, measured in combatants standing: the share the side
    nearest its end has lost (a battle ends at the latest when one side has none)."""
    return max((1 - n / i for i, n in zip(initial, now) if i), default=0.0)


class BattleProgress:
    """`with BattleProgress(battle, "label"): battle.run()`. Draws nothing unless `console`
    is given or stderr is a terminal."""

    def __init__(self, battle: Any, label: str = "battle", console: Any = None,
                 after: float = AFTER_S, clock=time.monotonic):
        self.battle = battle
        self.label = label
        self.after = after
        self.clock = clock
        self.console = console
        self.enabled = console is not None or wanted()
        self._progress = None
        self._task = None
        self._t0 = 0.0
        self._rounds = 0

    def __enter__(self) -> "BattleProgress":
        if self.enabled:
            self._t0 = self.clock()
            self.battle.ctx.observers.append(self._seen)
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.enabled:
            try:
                self.battle.ctx.observers.remove(self._seen)
            except ValueError:
                pass
            if self._progress is not None:
                self._update()
                self._progress.stop()
                self._progress = None

    def _seen(self, index: int, ev: Any) -> None:
        if type(ev) is not RoundStarted:
            return
        self._rounds = ev.round
        if self._progress is None:
            if self.clock() - self._t0 < self.after:
                return
            self._start()
        self._update()

    def _start(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        console = self.console or Console(stderr=True)
        self._progress = Progress(
            TextColumn("{task.description}"), BarColumn(),
            TextColumn("round {task.fields[round]}"),
            TextColumn("{task.fields[standing]}"), TextColumn("{task.fields[rate]}"),
            TimeElapsedColumn(), console=console, transient=True, auto_refresh=False)
        self._progress.start()
        self._task = self._progress.add_task(self.label, total=1.0, round=0,
                                             standing="", rate="")
        self._initial = self._per_side()

    def _per_side(self) -> list[int]:
        state = self.battle.state
        alive = state.alive
        counts = [0] * len(state.sides)
        for e in state.entities:
            if alive(e):
                counts[state.side_of(e)] += 1
        return counts

    def _update(self) -> None:
        state = self.battle.state
        now = self._per_side()
        standing = sum(now)
        elapsed = max(1e-9, self.clock() - self._t0)
        self._progress.update(self._task, completed=fought(self._initial, now), round=self._rounds,
                              standing=f"{standing:,}/{len(state.entities):,} standing",
                              rate=f"{state.events / elapsed:,.0f} events/s")
        self._progress.refresh()


class LogProgress:
    """`with LogProgress([replay], "verify"): replay.verify()`: a bar of the log's bytes read,
    for the commands that read a long log (verify, state, diff, view). It wraps the replay's
    pass over its file and changes nothing it reads; drawn only on a terminal, after `after`
    seconds."""

    def __init__(self, replays: list, label: str, console: Any = None, after: float = AFTER_S,
                 clock=time.monotonic):
        import os
        self.replays = [r for r in replays if getattr(r, "_path", None) is not None]
        self.total = sum(os.path.getsize(r._path) for r in self.replays)
        self.label, self.after, self.clock, self.console = label, after, clock, console
        self.enabled = (console is not None or wanted()) and self.total > 0
        self.done = self._frames = 0
        self._progress = self._task = None
        self._t0 = 0.0

    def __enter__(self) -> "LogProgress":
        if self.enabled:
            self._t0 = self.clock()
            for rep in self.replays:
                rep.on_read = self._read
        return self

    def _read(self, size: int) -> None:
        self.done += size + 4  # the frame and its CRC-32
        self._frames += 1
        if self._frames & 1023 == 0:
            self._tick()

    def _tick(self) -> None:
        if self._progress is None:
            if self.clock() - self._t0 < self.after:
                return
            from rich.console import Console
            from rich.progress import (BarColumn, DownloadColumn, Progress, TextColumn,
                                       TimeRemainingColumn)
            self._progress = Progress(TextColumn(self.label), BarColumn(), DownloadColumn(),
                                      TimeRemainingColumn(),
                                      console=self.console or Console(stderr=True),
                                      transient=True)
            self._progress.start()
            self._task = self._progress.add_task(self.label, total=self.total)
        self._progress.update(self._task, completed=min(self.done, self.total))

    def __exit__(self, *exc: Any) -> None:
        for rep in self.replays:
            rep.on_read = None
        if self._progress is not None:
            self._progress.stop()
            self._progress = None
