"""A log read back without re-running it: its header, its events as they are read, the
names they spawn, and the fold (the logged events applied, no systems). `Replay`
(kernel/replay.py) adds verify, which re-runs the battle."""

from __future__ import annotations

from pathlib import Path
from itertools import islice
from typing import Any, Callable, Iterator

from . import log as L
from .build import make_state
from .errors import AffrayError, Divergence, LogError
from .events import Checkpoint, Event, Spawned
from .figures import Figure, figures_of
from .reducers import appliers, reducer_table
from .ruleset import load as load_ruleset
from .scenario import decode as decode_scenario
from .side_view import ViewItem, side_index, view_of
from .state import State
from .world import drop, inside


def apply_logged(fn, state, ev: Event, index: int, name: str) -> None:
    """Apply logged event `index` with its reducer `fn`. An event that does not fit the
    state before it (a salvaged or hand-made log) is a `LogError` naming it, not an
    internal error."""
    try:
        fn(state, ev)
    except AffrayError:
        raise
    except Exception as err:
        raise LogError(f"{name}: event {index} does not apply to the state before it "
                       f"({type(err).__name__}: {err}); {index} events before it fold "
                       "cleanly", index) from None


def check_checkpoint(state, ev: Checkpoint, index: int, name: str) -> None:
    """A fold that reached checkpoint `index` must have the digest it records."""
    state.events = index + 1
    if state.digest() != ev.digest:
        raise Divergence(index, ev.digest, state.digest(),
                         f"{name}: the fold disagrees with the checkpoint of round "
                         f"{ev.round} (event {index})")


class Recorded:
    """A log read back. Loaded from a file it holds only the header: fold, verify, diff and
    show read the frames as they go (`items()`), so memory is bounded by the world, not the
    log. `events` and `frames` read the whole log into lists on first use (and from then on
    every reader uses those lists, changes included). `error` (the log stops early: cut
    short or corrupt), `skipped` (salvaged frames) and `ended` are known once a pass has
    reached the end; asking before that makes a pass that keeps nothing."""

    def __init__(self, data: L.LogData, name: str = "log"):
        self.name = name
        self.header = data.header
        self._events: list[Event] | None = data.events
        self._frames: list[bytes] | None = data.frames
        self._tail: L.Tail | None = L.Tail()
        self._tail.error, self._tail.skipped = data.error, data.skipped
        self._tail.repeated, self._tail.junk = data.repeated, data.junk
        self._tail.count = len(data.events)
        self._tail.last = data.events[-1] if data.events else None
        self._path: Path | None = None
        self._salvage = False
        self._names: dict[int, str] | None = None
        self._partial_names: dict[int, str] | None = None
        self.on_read: Callable[[int], None] | None = None  # bytes of each frame read from the file
        self.ruleset = load_ruleset(self.header.ruleset)

    @classmethod
    def load(cls, path: str | Path, salvage: bool = False) -> "Recorded":
        """Strict by default; `salvage=True` goes on from the next intact frame after damage
        and lists what it passed over (`skipped`, `repeated`, `junk`). Only the header is
        read now (a JSON Lines log is read whole)."""
        opened = L.open_log(path, load_ruleset)
        if opened is None:
            return cls(L.read(path, load_ruleset, salvage), str(path))
        header, _head, pos, fh, _ruleset = opened
        fh.close()
        rep = cls(L.LogData(header, [], []), str(path))
        rep._events = rep._frames = rep._tail = None
        rep._path, rep._salvage, rep._first = Path(path), salvage, pos
        return rep

    @classmethod
    def of(cls, battle: Any) -> "Recorded":
        """The replay of a live battle kept in memory (`keep_events=True`)."""
        data = L.LogData(battle.header, list(battle.events),
                         [L.encode_frame(e) for e in battle.events])
        return cls(data, "battle")

    # -- reading ---------------------------------------------------------------------------
    def items(self) -> Iterator[tuple[bytes, Event]]:
        """(frame, event) for each good event, in order: from the lists when they are held,
        else read from the file as the caller goes. A pass that reaches the end completes
        `error`, `skipped` and `ended`."""
        if self._events is not None:
            return zip(self._frames, self._events)
        return self._pass()

    def _pass(self) -> Iterator[tuple[bytes, Event]]:
        tail = L.Tail()
        names: dict[int, str] = {}
        self._partial_names = names
        on_read = self.on_read
        for frame, ev in L.stream(self._path, load_ruleset, self._salvage, tail):
            if type(ev) is Spawned:
                _name_of(ev, names)
            if on_read is not None:
                on_read(len(frame))
            yield frame, ev
        self._tail = tail
        self._names = names
        self._partial_names = None

    def _scan(self) -> L.Tail:
        if self._tail is None:
            for _ in self._pass():
                pass
        return self._tail

    @property
    def events(self) -> list[Event]:
        """Every good event, as a list (the whole log in memory)."""
        if self._events is None:
            self._materialise()
        return self._events

    @property
    def frames(self) -> list[bytes]:
        """Every good event's frame (`varint(len) payload`, no checksum), as a list."""
        if self._frames is None:
            self._materialise()
        return self._frames

    def _materialise(self) -> None:
        events, frames = [], []
        for frame, ev in self._pass():
            frames.append(frame)
            events.append(ev)
        self._events, self._frames = events, frames

    @property
    def error(self) -> LogError | None:
        return self._scan().error

    @property
    def skipped(self) -> list[tuple[int, int]]:
        """Salvaging: (first, last) ranges of events lost (format 2: of damaged frames)."""
        return self._scan().skipped

    @property
    def repeated(self) -> list[int]:
        """Salvaging: the events of repeated or out-of-order frames that were dropped."""
        return self._scan().repeated

    @property
    def junk(self) -> list[int]:
        """Salvaging: events before which unreadable bytes were skipped (no event lost)."""
        return self._scan().junk

    def __len__(self) -> int:
        """How many good events the log has."""
        return self._scan().count

    @property
    def names(self) -> dict[int, str]:
        """Entity id -> name, from the log's `Spawned` events (during a pass over a file:
        those passed so far)."""
        if self._partial_names is not None:
            return self._partial_names
        if self._names is None:
            if self._events is not None:
                names: dict[int, str] = {}
                for ev in self._events:
                    if type(ev) is Spawned:
                        _name_of(ev, names)
                self._names = names
            else:
                self._scan()
        return self._names

    @property
    def ended(self) -> bool:
        """Whether the log runs to the battle's end (a cut at a frame boundary reads cleanly
        but has no `Ended`)."""
        if self._events is not None:
            return bool(self._events) and type(self._events[-1]).__name__ == "Ended"
        last = self._scan().last
        return last is not None and type(last).__name__ == "Ended"

    @property
    def stopped(self) -> Event | None:
        """The `Stopped` event that ends a partial recording (its script ran out), or None."""
        last = self._events[-1] if self._events else (
            None if self._events is not None else self._scan().last)
        return last if type(last).__name__ == "Stopped" else None

    def scenario(self):
        return decode_scenario(self.header.scenario, self.ruleset)

    # -- fold ----------------------------------------------------------------------------
    def fold(self, k: int | None = None, check: bool = True, partial: bool = False
             ) -> dict[str, Any]:
        """The world after the first k events (all when k is None), as builtins. Each
        checkpoint passed is checked; the first round whose digest differs is named. One
        pass: the events are applied as they are read. A fold that reaches damage (a
        missing, repeated or corrupt frame) raises its `LogError`, unless `partial` asks for
        the world up to it (`self.error` then says where it stops)."""
        return self._fold(k, check, State.dump, partial)

    def figures(self, k: int | None = None, side: str | int | None = None) -> list[Figure]:
        """The typed figures after the first k events (only `side`'s when given)."""
        index = None if side is None else side_index(self._sides(), side)
        return self._fold(k, True, lambda state: figures_of(state, index))

    def events_for(self, side: str | int) -> Iterator[ViewItem]:
        """The log as `side` may see it: other sides' sealed choices face down until they
        are opened (kernel/side_view.py)."""
        events = (ev for _f, ev in self.items())
        return (item for _i, item in view_of(events, self.header.seed,
                                             side_index(self._sides(), side)))

    def _sides(self) -> list[str]:
        return [s["name"] for s in self.header.scenario.get("sides", [])]

    def _fold(self, k: int | None, check: bool, result: Callable[[State], Any],
              partial: bool = False) -> Any:
        state = make_state(self.ruleset, self.scenario())
        apply = appliers(reducer_table(self.ruleset))
        checkpoint = Checkpoint if check else None
        items = self.items()
        if k is not None:
            items = islice(items, k)
        index = -1
        try:
            with inside(state.world):
                for index, (_frame, ev) in enumerate(items):
                    kind = type(ev)
                    fn = apply[kind]
                    if fn is not None:
                        apply_logged(fn, state, ev, index, self.name)
                    if kind is checkpoint:
                        check_checkpoint(state, ev, index, self.name)
                count = index + 1
                if not partial and (k is None or k > count) and self.error is not None:
                    raise self.error
                if k is not None and k > count:
                    raise AffrayError(f"{self.name}: asked for the state after {k} events, "
                                      f"but the log has {count}")
                state.events = count
                return result(state)
        finally:
            drop(state.world)


def _name_of(ev: Any, names: dict[int, str]) -> None:
    for c in ev.components:  # a hand-made log may hold anything here: names only from maps
        if isinstance(c, dict) and c.get("type") == "Identity":
            names[ev.entity] = str(c.get("name", f"#{ev.entity}"))
