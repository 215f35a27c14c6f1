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
from typing import Any, Callable, Iterator

from ..battle import make_state
from ..errors import AffrayError, Divergence, LogError
from ..events import Checkpoint, name_of
from ..reducers import appliers, reducer_table
from ..replay import Replay
from ..world import drop, inside
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
    row = list(scene.row(comps))
    row[0], row[1], row[2] = _r(row[0]), _r(row[1]), _r(row[2])
    return row


def _kernel_text(i: int, ev: Any) -> str:
    return name_of(ev)


def build(rep: Replay, text: Callable[[int, Any], str] | None = None,
          title: str | None = None, full: bool = False) -> dict[str, Any]:
    """Everything the page needs, as builtins. `text(i, event)` words each event (the CLI
    passes `affray show`'s wording). `full=True` recomputes every figure after every event
    instead of the touched ones (for tests)."""
    text = text or _kernel_text
    ruleset = rep.ruleset
    scene = scene_of(ruleset)
    sc = rep.scenario()
    state = make_state(ruleset, sc)
    apply = appliers(reducer_table(ruleset))
    graph = state.engagement
    db = state._entities
    reads = _Reads(db)
    events = rep.events
    count_figs = sum(1 for ev in events if name_of(ev) == "Spawned")
    rounds_total = sum(1 for ev in events if name_of(ev) == "RoundStarted")
    stride = max(1, math.ceil(max(1, count_figs) * max(1, rounds_total) / KEYFRAME_ROWS))

    texts: list[str] = []
    deltas: list[list] = []
    marks: list[list] = []
    rounds: list[list[int]] = []
    keys: list[list] = []
    names: dict[int, list] = {}
    rows: dict[int, list] = {}
    adj: dict[int, tuple[list[int], list[int]]] = {}
    lo = [math.inf, math.inf]
    hi = [-math.inf, -math.inf]
    stop = None
    known = 0

    def where(eid: int) -> list:
        r = rows.get(eid)
        return [r[0], r[1]] if r is not None else [0, 0]

    others: set[int] = set()

    def refresh(eid: int, out: list) -> None:
        comps = db[eid]
        row = row_of(scene, comps)
        edges = (sorted(graph.successors(eid)), sorted(graph.predecessors(eid))) \
            if eid in graph else ([], [])
        before = adj.get(eid)
        if rows.get(eid) != row or before != edges:
            rows[eid] = row
            adj[eid] = edges
            out.append([eid, row, edges[0], edges[1]])
            if before != edges:  # the other ends of edges gained or lost changed too
                old = set(before[0]) | set(before[1]) if before else set()
                others.update(old.symmetric_difference(edges[0]).union(
                    old.symmetric_difference(edges[1])) - {eid})
            for k in (0, 1):
                v = row[k]
                if isinstance(v, (int, float)):
                    lo[k] = min(lo[k], v)
                    hi[k] = max(hi[k], v)

    n = 0
    try:
        with inside(state.world):
            state._entities = reads
            for index, ev in enumerate(events):
                kind = type(ev)
                tag = kind.__name__
                if tag == "RoundStarted":
                    rounds.append([ev.round, index])
                    if (len(rounds) - 1) % stride == 0:
                        keys.append([index, [[e, rows[e]] for e in sorted(rows)],
                                     sorted([a, b] for a, b in graph.edges)])
                if scene.marks is not None:
                    for m in scene.marks(ev, where):
                        marks.append([index, m[0], [_r(m[1][0]), _r(m[1][1])],
                                      [_r(m[2][0]), _r(m[2][1])]])
                fn = apply[kind]
                reads.seen.clear()
                if fn is not None:
                    try:
                        fn(state, ev)
                    except AffrayError:
                        raise
                    except Exception as err:
                        raise LogError(f"{rep.name}: event {index} does not apply to the state "
                                       f"before it ({type(err).__name__}: {err}); {index} events "
                                       "before it fold cleanly", index) from None
                if kind is Checkpoint:
                    state.events = index + 1
                    state._entities = db
                    if state.digest() != ev.digest:
                        raise Divergence(index, ev.digest, state.digest(),
                                         f"{rep.name}: the fold disagrees with the checkpoint "
                                         f"of round {ev.round} (event {index})")
                    state._entities = reads
                    touched = state.entities
                elif full:
                    touched = state.entities
                else:
                    touched = sorted(reads.seen)
                    if len(state.entities) > known:
                        touched = sorted(set(touched) | set(state.entities[known:]))
                for eid in state.entities[known:]:
                    names[eid] = list(_name(db[eid]))
                known = len(state.entities)
                delta: list = []
                others: set[int] = set()
                for eid in touched:
                    if eid in db:
                        refresh(eid, delta)
                done = set(touched)
                while others - done:
                    for eid in sorted(others - done):
                        done.add(eid)
                        refresh(eid, delta)
                deltas.append(delta)
                texts.append(text(index, ev))
                n = index + 1
    except (LogError, Divergence) as err:
        stop = str(err)
    finally:
        state._entities = db
        drop(state.world)

    if rep.error is not None:
        stop = stop or str(rep.error)
    elif stop is None and not rep.ended:
        stop = (f"the log stops after event {n - 1} before the battle's end "
                "(cut short, or still being written)")
    if not math.isfinite(lo[0]):
        lo, hi = [0, 0], [0, 0]
    header = rep.header
    return {
        "format": FORMAT,
        "title": title or str(header.scenario.get("name") or rep.name),
        "file": rep.name,
        "ruleset": header.ruleset,
        "version": header.ruleset_version,
        "seed": str(header.seed),
        "geometry": scene.geometry,
        "legend": scene.legend,
        "sides": [s["name"] for s in header.scenario.get("sides", [])],
        "names": {str(k): v for k, v in sorted(names.items())},
        "n": n,
        "text": texts,
        "deltas": deltas,
        "marks": marks,
        "rolls": [i for i in range(n) if name_of(events[i]) == "Rolled"],
        "rounds": rounds,
        "keys": keys,
        "bounds": [lo[0], lo[1], hi[0], hi[1]],
        "stop": stop,
        "outcome": ([events[-1].winner, events[-1].reason]
                    if rep.ended and n == len(events) else None),
    }
