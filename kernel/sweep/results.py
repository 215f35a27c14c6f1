"""Rows to Parquet (pyarrow), DuckDB queries, the per-cell summary with Wilson intervals."""

from __future__ import annotations

import math
from collections import defaultdict

from ..atomic import atomic_open
from ..errors import AffrayError


def _need(mod: str, extra: str = "sweep"):
    try:
        return __import__(mod)
    except ImportError:
        raise AffrayError(f"this needs {mod}: pip install 'affray[{extra}]'") from None


def write_parquet(rows: list[dict], path: str) -> None:
    _need("pyarrow")
    import pyarrow as pa
    import pyarrow.parquet as pq
    with atomic_open(path) as fh:
        pq.write_table(pa.Table.from_pylist(rows), fh)


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
    """One Parquet file per finished chunk under DIR (the output's folder), for --resume."""

    def __init__(self, folder: str, resume: bool):
        import os
        _need("pyarrow")
        self.folder, self.resume = folder, resume
        os.makedirs(folder, exist_ok=True)

    def _path(self, i: int) -> str:
        return f"{self.folder}/chunk-{i:06d}.parquet"

    def load(self, i: int):
        import os
        return read_parquet(self._path(i)) if self.resume and os.path.exists(self._path(i)) else None

    def save(self, i: int, rows: list[dict]) -> None:
        write_parquet(rows, self._path(i))
