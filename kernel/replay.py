"""Reading a battle back: fold (apply the logged events, no systems), verify (re-run and
compare byte for byte), diff (two logs side by side)."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any, NamedTuple

from . import log as L
from .battle import Battle, _BranchDice, make_state
from .dice import Stream
from .errors import AffrayError, Divergence, LogError
from .events import Checkpoint, Decided, Event, name_of
from .policies import LoggedChoices
from .reducers import appliers, reducer_table
from .ruleset import load as load_ruleset
from .scenario import decode as decode_scenario
from .world import drop, inside


class Replay:
    """A log read back. `error` is set when the log stops early (cut short or corrupt)."""

    def __init__(self, data: L.LogData, name: str = "log"):
        self.name = name
        self.header = data.header
        self.events: list[Event] = data.events
        self.frames: list[bytes] = data.frames
        self.error: LogError | None = data.error
        self.skipped: list[tuple[int, int]] = data.skipped
        self.ruleset = load_ruleset(self.header.ruleset)

    @classmethod
    def load(cls, path: str | Path, salvage: bool = False) -> "Replay":
        """Strict by default; `salvage=True` skips damaged frames whose framing is intact and
        lists them in `skipped` as (first, last) frame numbers of the file."""
        return cls(L.read(path, load_ruleset, salvage), str(path))

    @classmethod
    def of(cls, battle: Battle) -> "Replay":
        """The replay of a live battle kept in memory (`keep_events=True`)."""
        data = L.LogData(battle.header, list(battle.events),
                         [L.encode_frame(e) for e in battle.events])
        return cls(data, "battle")

    @cached_property
    def names(self) -> dict[int, str]:
        """Entity id -> name, from the log's `Spawned` events."""
        out = {}
        for ev in self.events:
            if type(ev).__name__ == "Spawned":
                for c in ev.components:
                    if c.get("type") == "Identity":
                        out[ev.entity] = c["name"]
        return out

    @property
    def ended(self) -> bool:
        """Whether the log runs to the battle's end (a cut at a frame boundary reads cleanly
        but has no `Ended`)."""
        return bool(self.events) and type(self.events[-1]).__name__ == "Ended"

    def scenario(self):
        return decode_scenario(self.header.scenario, self.ruleset)

    # -- fold ----------------------------------------------------------------------------
    def fold(self, k: int | None = None, check: bool = True) -> dict[str, Any]:
        """The world after the first k events (all when k is None), as builtins. Each
        checkpoint passed is checked; the first round whose digest differs is named."""
        events = self.events if k is None else self.events[:k]
        if k is not None and k > len(self.events):
            raise AffrayError(f"{self.name}: asked for the state after {k} events, "
                              f"but the log has {len(self.events)}")
        state = make_state(self.ruleset, self.scenario())
        apply = appliers(reducer_table(self.ruleset))
        checkpoint = Checkpoint if check else None
        try:
            with inside(state.world):
                for index, ev in enumerate(events):
                    kind = type(ev)
                    fn = apply[kind]
                    if fn is not None:
                        try:
                            fn(state, ev)
                        except AffrayError:
                            raise
                        except Exception as err:  # a salvaged or hand-made log: events that do not fit
                            raise LogError(f"{self.name}: event {index} does not apply to the state "
                                           f"before it ({type(err).__name__}: {err}); {index} events "
                                           "before it fold cleanly", index) from None
                    if kind is checkpoint:
                        state.events = index + 1
                        if state.digest() != ev.digest:
                            raise Divergence(index, ev.digest, state.digest(),
                                             f"{self.name}: the fold disagrees with the checkpoint "
                                             f"of round {ev.round} (event {index})")
                state.events = len(events)
                return state.dump()
        finally:
            drop(state.world)

    # -- verify --------------------------------------------------------------------------
    def verify(self) -> int:
        """Re-simulate from the header's scenario and seed with the logged choices; raise
        `Divergence` at the first event that differs. Returns the number of events checked."""
        if self.error is not None:
            raise Divergence(self.error.good, None, None, str(self.error))
        header = self.header
        sc = self.scenario()
        logged = LoggedChoices((i, ev) for i, ev in enumerate(self.events) if isinstance(ev, Decided))
        battle = Battle(sc, self.ruleset, header.seed, keep_events=False, _choices=logged,
                        _branch=header.branch)
        if header.branch is not None and header.branch.seed is not None:
            battle.ctx.dice = _BranchDice(battle.ctx.dice,
                                          Stream(header.branch.seed, "rules"),
                                          battle.state, header.branch.at)
        frames = self.frames
        name = self.name

        def compare(index: int, ev: Event) -> None:
            if index >= len(frames):
                raise Divergence(index, None, ev, f"{name}: the log ends after {len(frames)} "
                                 f"events but the re-run goes on with {name_of(ev)}")
            if L.encode_frame(ev) != frames[index]:
                raise Divergence(index, self.events[index], ev,
                                 f"{name}: event {index} differs: the log has "
                                 f"{self.events[index]!r}, the re-run gives {ev!r}")
        battle.ctx.sinks.insert(0, compare)
        try:
            battle.run()
        except Divergence:
            raise
        except AffrayError as err:
            raise Divergence(battle.state.events, None, None,
                             f"{name}: the re-run stops at event {battle.state.events}: {err}") from None
        if battle.state.events != len(frames):
            raise Divergence(battle.state.events, None, None,
                             f"{name}: the re-run ends after {battle.state.events} events, "
                             f"the log has {len(frames)}")
        return len(frames)


class DiffResult(NamedTuple):
    identical: bool
    index: int | None  # first differing event
    a: Event | None
    b: Event | None
    header_differences: list[str]
    counts: dict[str, tuple[int, int]]  # event type -> (count in a, count in b)
    lengths: tuple[int, int]


def diff(a: Replay, b: Replay) -> DiffResult:
    """Align two logs event by event; report the first divergence and a count summary."""
    header_diff = [f for f in ("ruleset", "ruleset_version", "scenario", "seed", "dice", "branch")
                   if getattr(a.header, f) != getattr(b.header, f)]
    first = None
    for i, (fa, fb) in enumerate(zip(a.frames, b.frames)):
        if fa != fb:
            first = i
            break
    if first is None and len(a.frames) != len(b.frames):
        first = min(len(a.frames), len(b.frames))
    counts: dict[str, list[int]] = {}
    for which, rep in ((0, a), (1, b)):
        for ev in rep.events:
            counts.setdefault(name_of(ev), [0, 0])[which] += 1
    ev_a = a.events[first] if first is not None and first < len(a.events) else None
    ev_b = b.events[first] if first is not None and first < len(b.events) else None
    identical = first is None and "scenario" not in header_diff
    return DiffResult(identical, first, ev_a, ev_b, header_diff,
                      {k: tuple(v) for k, v in sorted(counts.items())},
                      (len(a.events), len(b.events)))
