"""The unit of work is `run_chunk` (row keys in, rows out), the same locally and on Dask."""

from __future__ import annotations

import hashlib
import io
import multiprocessing
import os
import re
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from .. import matchup as M
from ..battle import Battle
from ..components import Vitals
from ..errors import AffrayError
from ..ruleset import load as load_ruleset
from ..scenario import decode as decode_scenario, read_data as read_scenario_data
from .spec import Spec, SpecError, row_seed
from .watch import watch

_SCENARIOS: dict = {}  # a worker builds each distinct scenario once


def scenario_for(spec: Spec, params: dict):
    text = spec.matchup(params)
    key = (spec.ruleset, text)
    if key not in _SCENARIOS:
        ruleset = load_ruleset(spec.ruleset)
        try:
            if spec.from_file:
                data = read_scenario_data(spec.template)
            elif ruleset.build_stock is None:
                raise SpecError(f"ruleset {spec.ruleset} has no stock figures")
            else:
                data = ruleset.build_stock(M.parse(text.split(" [")[0]))
            for k, v in sorted(params.items()):
                _apply(data, k, v)
            _SCENARIOS[key] = decode_scenario(data, ruleset)
        except AffrayError as e:
            raise SpecError(f"{'scenario' if spec.from_file else 'matchup'} {text!r} "
                            f"(ruleset {spec.ruleset}): {e}") from None
    return _SCENARIOS[key]


# what may follow a figure selector in a combatant's name: the builder's numbering
_NUMBERING = re.compile(r"[\s\-_.:]*\d[\d.]*")


def _apply(data: dict, key: str, value) -> None:
    """Set one --vary scenario key (option.NAME, policy.SIDE, figure.WHO.FIELD) on `data`."""
    if key.startswith("option."):
        data.setdefault("options", {})[key[7:]] = value
    elif key.startswith("policy."):
        sides = [s for s in data["sides"] if s["name"] == key[7:]]
        if not sides:
            raise SpecError(f"--vary {key}: unknown side; sides are "
                            f"{[s['name'] for s in data['sides']]}")
        sides[0]["policy"] = value
    elif key.startswith("figure."):
        who, _, field = key[7:].rpartition(".")
        if not who or not field:
            raise SpecError(f"--vary {key}: expected figure.WHO.FIELD, e.g. figure.orc.st")
        names = [c.get("name", "") for c in data.get("combatants", ())]
        hit = [c for c in data.get("combatants", ()) if _is(c.get("name", ""), who)]
        if not hit:
            raise SpecError(f"--vary {key}: no combatant named {who!r} (or {who!r} and a "
                            f"number); combatants are {names}")
        for c in hit:
            c[field] = value.split("+") if isinstance(c.get(field), list) else value


def _is(name: str, who: str) -> bool:
    return name == who or (name.startswith(who) and _NUMBERING.fullmatch(name[len(who):]))


def survivors(state) -> tuple[list[int], list[int]]:
    """Per side: how many combatants are still standing, and the hits they carry."""
    alive = [0] * len(state.sides)
    wounds = [0] * len(state.sides)
    for e in state.entities:
        v = state.try_get(e, Vitals)
        if v is not None and not (v.dead or v.removed):
            alive[state.side_of(e)] += 1
            wounds[state.side_of(e)] += v.hits
    return alive, wounds


def scenario_hash(sc) -> str:
    import msgspec
    return hashlib.blake2b(msgspec.json.encode(sc), digest_size=16).hexdigest()


def run_row(spec: Spec, cell: int, rep: int, keep_logs: str | None = None) -> dict:
    params = spec.cells()[cell]
    sc = scenario_for(spec, params)
    seed = row_seed(spec.seed, params, rep)
    buf = io.BytesIO()
    battle = Battle(sc, load_ruleset(spec.ruleset), str(seed), out=buf, keep_events=False,
                    max_rounds=spec.max_rounds, flush_each=False)
    oc = battle.run()
    data = buf.getvalue()
    if keep_logs:
        Path(keep_logs, f"c{cell}-r{rep}.affray").write_bytes(data)
    alive, wounds = survivors(battle.state)
    row = {"cell": cell, "rep": rep, "matchup": spec.matchup(params), "seed": seed,
           "winner": oc.winner, "reason": oc.reason, "rounds": battle.state.round,
           "sides": list(battle.state.sides), "survivors": alive, "wounds": wounds,
           "events": battle.state.events, "scenario_hash": scenario_hash(sc),
           "log_blake2b": hashlib.blake2b(data, digest_size=16).hexdigest()}
    row.update({f"p_{k}": spec.column(k, v) for k, v in params.items()})
    return row


def run_chunk(spec: Spec, keys: list[tuple[int, int]], keep_logs: str | None = None) -> list[dict]:
    return [run_row(spec, c, r, keep_logs) for c, r in keys]


def chunks(keys: list, size: int) -> list[list]:
    return [keys[i:i + size] for i in range(0, len(keys), size)]


def run_local(spec: Spec, workers: int = 1, chunk_size: int = 50, keep_logs=None,
              progress=None, store=None, retries: int = 3) -> list[dict]:
    """All rows, sorted by key: independent of worker count and chunking.

    `store` (a ChunkStore) keeps each finished chunk on disk and supplies those already done
    (--resume). A pool whose worker dies is rebuilt and only the unfinished chunks re-run.
    """
    parts, done, finish = _plan(spec, chunk_size, progress, store)
    if workers <= 1:
        for i, p in enumerate(parts):
            if i not in done:
                finish(i, run_chunk(spec, p, keep_logs))
    else:
        for attempt in range(retries + 1):
            todo = [i for i in range(len(parts)) if i not in done]
            if not todo:
                break
            try:
                with ProcessPoolExecutor(workers, mp_context=_context(), initializer=watch,
                                         initargs=(os.getpid(),)) as pool:
                    futs = {pool.submit(run_chunk, spec, parts[i], keep_logs): i for i in todo}
                    try:
                        for f in as_completed(futs):
                            finish(futs[f], f.result())
                    except KeyboardInterrupt:  # finished chunks are on disk already
                        pool.shutdown(wait=False, cancel_futures=True)
                        raise
            except BrokenProcessPool:
                if attempt == retries:
                    raise AffrayError(f"sweep: workers died {retries + 1} times; "
                                      "finished chunks are kept, --resume finishes") from None
    return _sorted(done)


def _context():
    """Workers start from a fork server, not by forking this process: a fork while threads
    run (Dask's, a progress bar's) may deadlock the child, and Python 3.12+ warns of it."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload([__name__])
    return ctx


def describe(spec: Spec, chunk_size: int) -> dict:
    """Everything the rows of a sweep follow from, as JSON builtins: kept beside its chunks
    and in its Parquet metadata, so a resume can refuse chunks of another sweep."""
    from ..battle import affray_version
    return {"template": spec.template, "ruleset": spec.ruleset,
            "ruleset_version": load_ruleset(spec.ruleset).version, "affray": affray_version(),
            "battles": spec.battles, "seed": spec.seed,
            "vary": [[k, list(v)] for k, v in spec.vary], "max_rounds": spec.max_rounds,
            "chunk_size": chunk_size,
            "scenarios": [scenario_hash(scenario_for(spec, cell)) for cell in spec.cells()]}


def _plan(spec: Spec, chunk_size: int, progress, store):
    """The chunks, those already on disk (--resume), and how to record one as it finishes."""
    for cell in spec.cells():  # a bad matchup fails here, once, in this process
        scenario_for(spec, cell)
    if store:
        store.bind(describe(spec, chunk_size))
    parts = chunks(spec.keys(), chunk_size)
    done: dict[int, list[dict]] = {}
    for i in range(len(parts)):
        got = store.load(i) if store else None
        if got is not None:
            done[i] = got
            if progress:
                progress(len(parts[i]))

    def finish(i, rows):
        done[i] = rows
        if store:
            store.save(i, rows)
        if progress:
            progress(len(parts[i]))
    return parts, done, finish


def _sorted(done: dict[int, list[dict]]) -> list[dict]:
    return sorted((r for rows in done.values() for r in rows), key=lambda r: (r["cell"], r["rep"]))


def run_dask(spec: Spec, scheduler: str, chunk_size: int = 50, keep_logs=None,
             progress=None, store=None) -> list[dict]:
    """The same chunks on a Dask cluster; each is kept as it finishes, like run_local."""
    try:
        from dask.distributed import Client, LocalCluster, as_completed as dask_completed
    except ImportError:
        raise AffrayError("--scheduler needs dask: pip install 'affray[cluster]'") from None
    parts, done, finish = _plan(spec, chunk_size, progress, store)
    todo = [i for i in range(len(parts)) if i not in done]
    if not todo:
        return _sorted(done)
    cluster = None
    try:
        if scheduler == "local":
            cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                   dashboard_address=None)
            client = Client(cluster)
        else:
            client = Client(scheduler, timeout="5s")
    except (OSError, TimeoutError) as e:
        raise AffrayError(f"--scheduler {scheduler}: unreachable ({e})") from None
    try:
        futs = client.map(run_chunk, [spec] * len(todo), [parts[i] for i in todo],
                          [keep_logs] * len(todo), retries=3, pure=False)
        index = {f.key: i for f, i in zip(futs, todo)}
        try:
            for f in dask_completed(futs):
                finish(index[f.key], f.result())
        except KeyboardInterrupt:  # finished chunks are on disk already
            client.cancel(futs)
            raise
    finally:
        client.close()
        if cluster:
            cluster.close()
    return _sorted(done)
