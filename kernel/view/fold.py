"""The data a viewer page carries: the kernel's fold of a log, drawn by the ruleset's scene.

The log is folded once, event by event, with the kernel's reducers (as `Replay.fold`). After
each event the rows of the figures that event touched are recomputed; a row that changed goes
into that event's delta with the figure's engagement edges (successors and predecessors). The
page replays these deltas (a fold of scene rows, ruleset-independent), starting from the
nearest keyframe: every figure's row and every edge, stored at round starts and thinned for
large battles.

"Touched" is every entity a reducer read through `state._entities` (or `state.get`, which
reads it) while applying the event, plus entities spawned by it: a reducer must read a
component before it writes it. Every keyframe re-reads all rows, and
`tests/view/test_build.py` checks the tracked rows against a full recomputation after every
event of one battle of every ruleset.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Callable, Iterator

from ..build import make_state
from ..errors import Divergence, LogError
from ..events import Checkpoint, name_of
from ..reducers import appliers, reducer_table
from ..replay import Replay, apply_logged, check_checkpoint
from ..world import drop, inside
from .terrain import shapes
from .scene import Scene, name_of as _name, scene_of

KEYFRAME_ROWS = 200_000  # figures x keyframes kept at most; larger battles keep fewer keyframes
FORMAT = 1


class _Reads:
    """Stands in for `state._entities` while one event is applied; records what is read."""

    __slots__ = ("db", "seen")

    def __init__(self, db: dict):
        self.db = db
        self.seen: set[int] = set()

    def __getitem__(self, eid):
        self.seen.add(eid)
        return self.db[eid]

    def get(self, eid, default=None):
        self.seen.add(eid)
        return self.db.get(eid, default)

    def __contains__(self, eid):
        return eid in self.db

    def __iter__(self) -> Iterator:
        return iter(self.db)

    def __len__(self) -> int:
        return len(self.db)

    def keys(self):
        return self.db.keys()

    def items(self):
        self.seen.update(self.db)
        return self.db.items()

    def values(self):
        self.seen.update(self.db)
        return self.db.values()


def _r(v: Any) -> Any:
    """Coordinates and facings to 1/1000 (the page's precision; ints stay ints)."""
    if type(v) is float:
        if not math.isfinite(v):
            return None
        v = round(v, 3)
        return int(v) if v == int(v) and abs(v) < 1e15 else v
    return v


def row_of(scene: Scene, comps: dict) -> list:
    try:
        row = list(scene.row(comps))
    except KeyError as missing:  # only a damaged log spawns a figure without them
        what = getattr(missing.args[0], "__name__", missing.args[0]) if missing.args else "?"
        raise LogError(f"a figure has no {what} component to draw (its Spawned event is "
                       f"damaged)") from None
    row[0], row[1], row[2] = _r(row[0]), _r(row[1]), _r(row[2])
    return row


class _Look:
    """What a scene's `marks` may see of the moment before an event (`Look` in scene.py)."""

    __slots__ = ("fold",)

    def __init__(self, fold: "_Fold"):
        self.fold = fold

    def __call__(self, eid: int) -> list:
        return self.fold.where(eid)

    def start(self, eid: int) -> list:
        got = self.fold.starts.get(eid)
        return list(got) if got is not None else self.fold.where(eid)

    def foes(self, eid: int) -> list[int]:
        graph = self.fold.graph
        if eid not in graph:
            return []
        return sorted(set(graph.successors(eid)) | set(graph.predecessors(eid)))

    def components(self, eid: int) -> dict:
        return self.fold.db[eid]


def _kernel_text(i: int, ev: Any) -> str:
    return name_of(ev)


class _Fold:
    """The fold of one log with scene rows kept per figure; `step` applies one event."""

    def __init__(self, rep: Replay, full: bool):
        self.rep = rep
        self.scene = scene_of(rep.ruleset)
        self.state = make_state(rep.ruleset, rep.scenario())
        self.apply = appliers(reducer_table(rep.ruleset))
        self.graph = self.state.engagement
        self.db = self.state._entities
        self.reads = _Reads(self.db)
        self.full = full
        self.rows: dict[int, list] = {}
        self.adj: dict[int, tuple[list[int], list[int]]] = {}
        self.names: dict[int, list] = {}
        self.known = 0  # figures spawned so far
        self.starts: dict[int, tuple] = {}  # where each figure stood when this round began
        self.look = _Look(self)
        self.around = self.scene.around
        self.sense = self.scene.sense or (lambda comps: row_of(self.scene, comps))
        self.sensed: dict[int, Any] = {}
        self.memo: dict[int, list] = {}  # each figure's whole `around`, for `nearby`
        self.nearby = (partial(self.scene.nearby, memo=self.memo.get) if self.scene.nearby
                       else self._within)
        self.lo = [math.inf, math.inf]
        self.hi = [-math.inf, -math.inf]

    def where(self, eid: int) -> list:
        r = self.rows.get(eid)
        return [r[0], r[1]] if r is not None else [0, 0]

    def keyframe(self, index: int) -> list:
        return [index, [[e, self.rows[e]] for e in sorted(self.rows)],
                sorted([a, b] for a, b in self.graph.edges)]

    def round_started(self) -> None:
        self.starts = {e: (r[0], r[1]) for e, r in self.rows.items()}

    def marks(self, index: int, ev: Any) -> list:
        if self.scene.marks is None:
            return []
        return [[index, m[0], [_r(m[1][0]), _r(m[1][1])], [_r(m[2][0]), _r(m[2][1])]]
                for m in self.scene.marks(ev, self.look)]

    def row(self, eid: int) -> list:
        row = row_of(self.scene, self.db[eid])
        if self.around is not None:
            value = self.memo[eid] = self.around(self.state, eid)
            row.append(value[:2])
        return row

    def _within(self, state, eid: int, places: list) -> set[int]:
        """The default `nearby`: every figure within `reach` of the places (+ the rows'
        rounding to 1/1000)."""
        out: set[int] = set()
        for place in places:
            out.update(state.spatial.within(place, self.scene.reach + 0.01))
        return out

    def step(self, index: int, ev: Any) -> list:
        """Apply event `index`; return its delta: [id, row, successors, predecessors] of
        every figure whose row or edges changed."""
        state, kind = self.state, type(ev)
        fn = self.apply[kind]
        self.reads.seen.clear()
        if fn is not None:
            apply_logged(fn, state, ev, index, self.rep.name)
        if kind is Checkpoint:
            self.check(index, ev)
            touched = list(state.entities)
        elif self.full:
            touched = list(state.entities)
        else:
            touched = sorted(self.reads.seen | set(state.entities[self.known:]))
        for eid in state.entities[self.known:]:
            self.names[eid] = list(_name(self.db[eid]))
        self.known = len(state.entities)
        delta: list = []
        others: set[int] = set()
        moved = []
        if self.around is not None:  # whose `sense` the event changes, and where they stood
            sensed = self.sensed
            for e in touched:
                if e in self.db:
                    now = self.sense(self.db[e])
                    if e not in sensed or sensed[e] != now:
                        sensed[e] = now
                        moved.append((e, self.rows.get(e)))
        for eid in touched:
            if eid in self.db:
                self.refresh(eid, delta, others)
        done = set(touched)
        if moved and not self.full:
            # a figure's `around` depends only on the `sense` of the figures near it:
            # refresh those near the old or new place of each one whose `sense` changed
            near: set[int] = set()
            for e, before in moved:
                places = {(r[0], r[1]) for r in (before, self.rows.get(e)) if r is not None
                          and isinstance(r[0], (int, float)) and isinstance(r[1], (int, float))}
                near.update(self.nearby(state, e, sorted(places)))
            for eid in sorted(near - done):
                done.add(eid)
                if eid in self.db:
                    self.refresh(eid, delta, others)
        while others - done:  # the other ends of edges gained or lost
            for eid in sorted(others - done):
                done.add(eid)
                self.refresh(eid, delta, others)
        return delta

    def check(self, index: int, ev: Any) -> None:
        state = self.state
        state._entities = self.db  # the digest reads every entity: not a touch
        try:
            check_checkpoint(state, ev, index, self.rep.name)
        finally:
            state._entities = self.reads

    def refresh(self, eid: int, out: list, others: set[int]) -> None:
        row = self.row(eid)
        graph = self.graph
        edges = (sorted(graph.successors(eid)), sorted(graph.predecessors(eid))) \
            if eid in graph else ([], [])
        before = self.adj.get(eid)
        if self.rows.get(eid) == row and before == edges:
            return
        self.rows[eid] = row
        self.adj[eid] = edges
        out.append([eid, row, edges[0], edges[1]])
        if before != edges:
            old = set(before[0]) | set(before[1]) if before else set()
            others.update(old.symmetric_difference(edges[0])
                          .union(old.symmetric_difference(edges[1])) - {eid})
        for k in (0, 1):
            v = row[k]
            if isinstance(v, (int, float)):
                self.lo[k] = min(self.lo[k], v)
                self.hi[k] = max(self.hi[k], v)


def build(rep: Replay, text: Callable[[int, Any], str] | None = None,
          title: str | None = None, full: bool = False) -> dict[str, Any]:
    """Everything the page needs, as builtins. `text(i, event)` words each event (the CLI
    passes `affray show`'s wording). `full=True` recomputes every figure after every event
    instead of the touched ones (for tests)."""
    text = text or _kernel_text
    events = rep.events
    fold = _Fold(rep, full)
    figures = sum(1 for ev in events if name_of(ev) == "Spawned")
    rounds_total = sum(1 for ev in events if name_of(ev) == "RoundStarted")
    stride = max(1, math.ceil(max(1, figures) * max(1, rounds_total) / KEYFRAME_ROWS))
    texts: list[str] = []
    deltas: list[list] = []
    marks: list[list] = []
    rounds: list[list[int]] = []
    keys: list[list] = []
    stop = None
    n = 0
    state = fold.state
    try:
        with inside(state.world):
            state._entities = fold.reads
            for index, ev in enumerate(events):
                if type(ev).__name__ == "RoundStarted":
                    rounds.append([ev.round, index])
                    fold.round_started()
                    if (len(rounds) - 1) % stride == 0:
                        keys.append(fold.keyframe(index))
                marks.extend(fold.marks(index, ev))
                deltas.append(fold.step(index, ev))
                texts.append(text(index, ev))
                n = index + 1
    except (LogError, Divergence) as err:
        stop = str(err)
    finally:
        state._entities = fold.db
        drop(state.world)

    if rep.error is not None:
        stop = stop or str(rep.error)
    elif stop is None and rep.stopped is not None:
        stop = f"a partial recording: its script ran out at event {n - 1}"
    elif stop is None and not rep.ended:
        stop = (f"the log stops after event {n - 1} before the battle's end "
                "(cut short, or still being written)")
    lo, hi = (fold.lo, fold.hi) if math.isfinite(fold.lo[0]) else ([0, 0], [0, 0])
    header = rep.header
    return {
        "format": FORMAT,
        "title": title or str(header.scenario.get("name") or rep.name),
        "file": rep.name,
        "ruleset": header.ruleset,
        "version": header.ruleset_version,
        "seed": str(header.seed),
        "geometry": fold.scene.geometry,
        "legend": fold.scene.legend,
        "sides": [s["name"] for s in header.scenario.get("sides", [])],
        "names": {str(k): v for k, v in sorted(fold.names.items())},
        "n": n,
        "text": texts,
        "deltas": deltas,
        "marks": marks,
        "rolls": [i for i in range(n) if name_of(events[i]) == "Rolled"],
        "rounds": rounds,
        "keys": keys,
        "bounds": [lo[0], lo[1], hi[0], hi[1]],
        "terrain": shapes(header.scenario.get("map")),
        "stop": stop,
        "outcome": ([events[-1].winner, events[-1].reason]
                    if rep.ended and n == len(events) else None),
    }
