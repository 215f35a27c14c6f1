"""Reading a battle back: fold (apply the logged events, no systems), verify (re-run and
compare byte for byte), diff (two logs side by side)."""

from __future__ import annotations

from pathlib import Path
from collections import deque
from itertools import islice
from typing import Any, Iterator, NamedTuple

from . import log as L
from .battle import Battle, _BranchDice, make_state
from .dice import Stream
from .errors import AffrayError, Divergence, LogError
from .events import Checkpoint, Decided, Event, Spawned, name_of
from .policies import LoggedChoices
from .reducers import appliers, reducer_table
from .ruleset import load as load_ruleset
from .scenario import decode as decode_scenario
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


class Replay:
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
        self._tail.count = len(data.events)
        self._tail.last = data.events[-1] if data.events else None
        self._path: Path | None = None
        self._salvage = False
        self._names: dict[int, str] | None = None
        self._partial_names: dict[int, str] | None = None
        self.ruleset = load_ruleset(self.header.ruleset)

    @classmethod
    def load(cls, path: str | Path, salvage: bool = False) -> "Replay":
        """Strict by default; `salvage=True` skips damaged frames whose framing is intact and
        lists them in `skipped` as (first, last) frame numbers of the file. Only the header
        is read now (a JSON Lines log is read whole)."""
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
    def of(cls, battle: Battle) -> "Replay":
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
        for frame, ev in L.stream(self._path, load_ruleset, self._salvage, tail):
            if type(ev) is Spawned:
                _name_of(ev, names)
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
        return self._scan().skipped

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

    def scenario(self):
        return decode_scenario(self.header.scenario, self.ruleset)

    # -- fold ----------------------------------------------------------------------------
    def fold(self, k: int | None = None, check: bool = True) -> dict[str, Any]:
        """The world after the first k events (all when k is None), as builtins. Each
        checkpoint passed is checked; the first round whose digest differs is named. One
        pass: the events are applied as they are read."""
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
                if k is not None and k > count:
                    raise AffrayError(f"{self.name}: asked for the state after {k} events, "
                                      f"but the log has {count}")
                state.events = count
                return state.dump()
        finally:
            drop(state.world)

    # -- verify --------------------------------------------------------------------------
    def verify(self) -> int:
        """Re-simulate from the header's scenario and seed with the logged choices; raise
        `Divergence` at the first event that differs. Returns the number of events checked.
        One pass: the log is read as the re-run goes (a little ahead of it, to the next
        logged choice). A log written by another version of the rules says so in the error."""
        try:
            return self._verify()
        except Divergence as div:
            mine, theirs = self.ruleset.version, self.header.ruleset_version
            if theirs != mine:
                div.args = (f"{div} (the log was written by {self.header.ruleset} {theirs}; "
                            f"the rules installed are {mine})",)
            raise

    def _verify(self) -> int:
        header = self.header
        sc = self.scenario()
        if self._events is not None and self.error is not None:
            raise Divergence(self.error.good, None, None, str(self.error))
        log = _Ahead(self.items(), self)
        battle = Battle(sc, self.ruleset, header.seed, keep_events=False,
                        _choices=LoggedChoices(log.decided()), _branch=header.branch)
        if header.branch is not None and header.branch.seed is not None:
            battle.ctx.dice = _BranchDice(battle.ctx.dice,
                                          Stream(header.branch.seed, "rules"),
                                          battle.state, header.branch.at)
        name = self.name
        encode_frame = L.encode_frame
        take = log.take

        def compare(index: int, ev: Event) -> None:
            got = take()
            if got is None:
                raise Divergence(index, None, ev, f"{name}: the log ends after {index} "
                                 f"events but the re-run goes on with {name_of(ev)}")
            if encode_frame(ev) != got[0]:
                raise Divergence(index, got[1], ev,
                                 f"{name}: event {index} differs: the log has "
                                 f"{got[1]!r}, the re-run gives {ev!r}")
        battle.ctx.sinks.insert(0, compare)
        try:
            battle.run()
        except Divergence:
            raise
        except AffrayError as err:
            raise Divergence(battle.state.events, None, None,
                             f"{name}: the re-run stops at event {battle.state.events}: {err}") from None
        done = battle.state.events
        if log.take() is not None:
            total = done + 1 + sum(1 for _ in log.rest())
            raise Divergence(done, None, None,
                             f"{name}: the re-run ends after {done} events, the log has {total}")
        return done


class _Ahead:
    """One pass over a log shared by the comparison (`take`, in order) and the logged
    choices (`decided`, which may read ahead to the next `Decided`; what it passes is kept
    until the comparison takes it). A log that stops early (cut short or corrupt) raises
    `Divergence` where it stops, as a whole-log check would."""

    def __init__(self, items: Iterator[tuple[bytes, Event]], replay: "Replay"):
        self._it = iter(items)
        self._replay = replay
        self._ahead: deque[tuple[bytes, Event]] = deque()
        self._read = 0  # items read from the log so far
        self._scanned = 0  # items the choice scan has looked at

    def _next(self) -> tuple[bytes, Event] | None:
        try:
            got = next(self._it)
        except StopIteration:
            error = self._replay.error
            if error is not None:
                raise Divergence(error.good, None, None, str(error)) from None
            return None
        self._read += 1
        return got

    def take(self) -> tuple[bytes, Event] | None:
        if self._ahead:
            return self._ahead.popleft()
        got = self._next()
        if got is not None:
            self._scanned = max(self._scanned, self._read)
        return got

    def rest(self) -> Iterator[tuple[bytes, Event]]:
        while (got := self.take()) is not None:
            yield got

    def decided(self) -> Iterator[tuple[int, Event]]:
        ahead = self._ahead
        while True:
            taken = self._read - len(ahead)  # items the comparison has taken
            self._scanned = max(self._scanned, taken)
            if self._scanned < self._read:
                got = ahead[self._scanned - taken]
            else:
                got = self._next()
                if got is None:
                    return
                ahead.append(got)
            index = self._scanned
            self._scanned += 1
            if isinstance(got[1], Decided):
                yield index, got[1]


def _name_of(ev: Any, names: dict[int, str]) -> None:
    for c in ev.components:
        if c.get("type") == "Identity":
            names[ev.entity] = c["name"]


class DiffResult(NamedTuple):
    identical: bool
    index: int | None  # first differing event
    a: Event | None
    b: Event | None
    header_differences: list[str]
    counts: dict[str, tuple[int, int]]  # event type -> (count in a, count in b)
    lengths: tuple[int, int]
    before: list[Event] = []  # up to three events of a before the first difference


def diff(a: Replay, b: Replay) -> DiffResult:
    """Align two logs event by event; report the first divergence and a count summary. One
    pass over both logs together."""
    header_diff = [f for f in ("ruleset", "ruleset_version", "scenario", "seed", "dice", "branch")
                   if getattr(a.header, f) != getattr(b.header, f)]
    first = None
    ev_a = ev_b = None
    before: deque[Event] = deque(maxlen=3)
    counts: dict[str, list[int]] = {}
    ia, ib = iter(a.items()), iter(b.items())
    na = nb = 0
    while True:
        ga, gb = next(ia, None), next(ib, None)
        if ga is None and gb is None:
            break
        if ga is not None:
            counts.setdefault(name_of(ga[1]), [0, 0])[0] += 1
            na += 1
        if gb is not None:
            counts.setdefault(name_of(gb[1]), [0, 0])[1] += 1
            nb += 1
        if first is None:
            if ga is None or gb is None or ga[0] != gb[0]:
                first = min(na, nb) if ga is None or gb is None else na - 1
                ev_a = ga[1] if ga is not None else None
                ev_b = gb[1] if gb is not None else None
            else:
                before.append(ga[1])
    identical = first is None and "scenario" not in header_diff
    return DiffResult(identical, first, ev_a, ev_b, header_diff,
                      {k: tuple(v) for k, v in sorted(counts.items())},
                      (na, nb), list(before))
