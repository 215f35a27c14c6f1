"""Reading a battle back: fold (apply the logged events, no systems), verify (re-run and
compare byte for byte), diff (two logs side by side)."""

from __future__ import annotations

from collections import deque
from typing import Iterator, NamedTuple

from . import log as L
from .battle import Battle, _BranchDice
from .dice import Stream
from .errors import AffrayError, Divergence
from .events import Decided, Event, name_of
from .policies import LoggedChoices
from .recorded import Recorded, apply_logged, check_checkpoint  # noqa: F401 (re-exported)


class Replay(Recorded):
    """A log read back (kernel/recorded.py: load, items, events, names, fold), and re-run:
    `verify`."""

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

