"""Rows to Parquet (pyarrow), DuckDB queries, the per-cell summary with Wilson intervals."""

from __future__ import annotations

import json
import math
import os
from collections import defaultdict
from glob import glob

from ..atomic import atomic_open, write_file
from ..errors import AffrayError
from .spec import SpecError


def _need(mod: str, extra: str = "sweep"):
    try:
        return __import__(mod)
    except ImportError:
        raise AffrayError(f"this needs {mod}: pip install 'affray[{extra}]'") from None


META = b"affray.sweep"  # the Parquet metadata key holding the sweep's specification


def write_parquet(rows: list[dict], path: str, description: dict | None = None) -> None:
    _need("pyarrow")
    import pyarrow as pa
    import pyarrow.parquet as pq
    table = pa.Table.from_pylist(rows)
    if description is not None:
        table = table.replace_schema_metadata(
            {**(table.schema.metadata or {}), META: json.dumps(description, sort_keys=True)})
    with atomic_open(path) as fh:
        pq.write_table(table, fh)


def read_description(path: str) -> dict | None:
    """The sweep specification in a results file's metadata (None when it has none)."""
    _need("pyarrow")
    import pyarrow.parquet as pq
    meta = pq.read_schema(path).metadata or {}
    return json.loads(meta[META]) if META in meta else None


def write_table(table, path: str) -> None:
    _need("pyarrow")
    import pyarrow.parquet as pq
    with atomic_open(path) as fh:
        pq.write_table(table, fh)


def read_parquet(path: str) -> list[dict]:
    _need("pyarrow")
    import pyarrow.parquet as pq
    try:
        return pq.read_table(path).to_pylist()
    except (OSError, ValueError) as e:
        raise AffrayError(f"{path}: not a sweep results file ({e})") from None


def query(path: str, sql: str):
    duckdb = _need("duckdb")
    con = duckdb.connect()
    con.execute(f"CREATE VIEW results AS SELECT * FROM read_parquet('{path}')")
    try:
        cur = con.execute(sql)
    except duckdb.Error as e:
        raise AffrayError(f"query: {str(e).splitlines()[0]}") from None
    return [d[0] for d in cur.description], cur.fetchall()


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def summary(rows: list[dict]) -> list[dict]:
    """Per cell: battles, win rate of each side with its 95% Wilson interval, mean rounds."""
    by = defaultdict(list)
    for r in rows:
        by[(r["cell"], r["matchup"])].append(r)
    out = []
    for (cell, text), rs in sorted(by.items()):
        n = len(rs)
        wins = defaultdict(int)
        for r in rs:
            wins[r["winner"] or "(none)"] += 1
        out.append({"cell": cell, "matchup": text, "battles": n,
                    "mean_rounds": sum(r["rounds"] for r in rs) / n,
                    "wins": {s: (w / n, *wilson(w, n)) for s, w in sorted(wins.items())}})
    return out


class ChunkStore:
    """One Parquet file per finished chunk under DIR (the output's folder), for --resume;
    `spec.json` there holds the specification of the sweep the chunks belong to."""

    def __init__(self, folder: str, resume: bool):
        _need("pyarrow")
        self.folder, self.resume = folder, resume
        self.description: dict | None = None
        os.makedirs(folder, exist_ok=True)

    def _path(self, i: int) -> str:
        return f"{self.folder}/chunk-{i:06d}.parquet"

    def bind(self, description: dict) -> None:
        """Resuming: refuse a folder whose sweep differs, naming each difference. Starting
        afresh: clear old chunks and record this sweep's specification."""
        description = json.loads(json.dumps(description))
        spec_path = f"{self.folder}/spec.json"
        old = sorted(glob(f"{self.folder}/chunk-*.parquet"))
        if self.resume and (old or os.path.exists(spec_path)):
            had = _read_spec(spec_path, self.folder)
            diffs = [k for k in sorted(set(had) | set(description)) if had.get(k) != description.get(k)]
            if diffs:
                said = "; ".join(f"{k}: {_short(had.get(k))} there, {_short(description.get(k))} now"
                                 for k in diffs)
                raise SpecError(f"{self.folder}: --resume: its chunks are of another sweep ({said}); "
                                "run without --resume to start again")
        else:
            for path in old:
                os.unlink(path)
            write_file(spec_path, json.dumps(description, sort_keys=True, indent=1) + "\n")
        self.description = description

    def load(self, i: int):
        return read_parquet(self._path(i)) if self.resume and os.path.exists(self._path(i)) else None

    def save(self, i: int, rows: list[dict]) -> None:
        write_parquet(rows, self._path(i), self.description)


def _read_spec(path: str, folder: str) -> dict:
    try:
        with open(path, encoding="utf-8") as fh:
            had = json.load(fh)
    except FileNotFoundError:
        raise SpecError(f"{folder}: --resume: the folder has chunks but no spec.json saying "
                        "which sweep they belong to; run without --resume to start again") from None
    except (OSError, ValueError) as err:
        raise SpecError(f"{path}: cannot read the sweep's specification ({err})") from None
    if not isinstance(had, dict):
        raise SpecError(f"{path}: expected a JSON object (the sweep's specification)")
    return had


def _short(value) -> str:
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."
