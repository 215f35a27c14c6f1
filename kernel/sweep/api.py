"""Sweeps and parity as functions: the rows the `affray sweep` and `affray parity` commands
compute, as a pyarrow Table (`.to_pandas()` when pandas is installed)."""

from __future__ import annotations

import json
from typing import Callable, Iterable, Mapping

from .spec import Spec, parse_vary, typed


def _vary(vary: Mapping[str, Iterable] | Iterable[str] | None) -> tuple:
    """{"N": range(1, 5)} or ["N=1..4", "option.front_arc=wedge120,half_plane180"]."""
    if not vary:
        return ()
    if isinstance(vary, Mapping):
        return tuple((k, tuple(typed(list(v)))) for k, v in vary.items())
    return tuple((k, tuple(v)) for k, v in map(parse_vary, vary))


def make_spec(matchup: str, ruleset: str = "tft-melee", battles: int = 100, seed="1",
              vary=None, max_rounds: int | None = None) -> Spec:
    if max_rounds is not None:  # the same bound as the scenario's max_rounds
        from ..limits import refuse
        refuse("rounds", "--max-rounds", max_rounds)
    if matchup.endswith(".toml"):  # a scenario file names its own ruleset
        from ..scenario import read_data
        ruleset = read_data(matchup)["ruleset"]
    return Spec(matchup, ruleset, battles, str(seed), _vary(vary), max_rounds)


def rows_table(rows: list[dict], spec: Spec, description: dict | None = None):
    """The rows as the Parquet file holds them: parameters typed, the spec in each row, and
    the sweep's full specification (`runner.describe`) in the file's metadata when given."""
    from .results import _need
    _need("pyarrow")
    import pyarrow as pa
    meta = json.dumps({"template": spec.template, "ruleset": spec.ruleset, "seed": spec.seed,
                       "max_rounds": spec.max_rounds})
    table = pa.Table.from_pylist([dict(r, spec=meta) for r in rows])
    if description is not None:
        from .results import META
        table = table.replace_schema_metadata(
            {**(table.schema.metadata or {}), META: json.dumps(description, sort_keys=True)})
    return table


def run_sweep(matchup: str, *, ruleset: str = "tft-melee", battles: int = 100, seed="1",
              vary=None, max_rounds: int | None = None, workers: int = 1,
              chunk_size: int = 50, scheduler: str | None = None,
              keep_logs: str | None = None, progress: Callable[[int], None] | None = None):
    """Many seeded battles over a grid, one row per battle: the same rows as
    `affray sweep MATCHUP --vary ...`. `vary` maps each key to its values (or is a list of
    "KEY=a..b" strings); `progress(n)` is called as every n battles finish."""
    from .results import _need
    from . import runner
    _need("pyarrow")
    spec = make_spec(matchup, ruleset, battles, seed, vary, max_rounds)
    if scheduler:
        rows = runner.run_dask(spec, scheduler, chunk_size, keep_logs, progress)
    else:
        rows = runner.run_local(spec, workers, chunk_size, keep_logs, progress)
    return rows_table(rows, spec)


def find_parity(matchup: str, key: str, lo: int, hi: int, *, side: str | None = None,
                ruleset: str = "tft-melee", battles: int = 200, seed="1", workers: int = 1,
                max_rounds: int | None = None):
    """Where `side`'s win rate crosses 50% as `key` runs over lo..hi (bisection): returns
    (value, Table of key, side, battles, wins, win_rate, ci_low, ci_high), as
    `affray parity`. `side` defaults to the first side."""
    from .parity import search
    from .results import _need
    _need("pyarrow")
    import pyarrow as pa
    spec = make_spec(matchup, ruleset, battles, seed, {key: [lo]}, max_rounds)
    best, curve, side = search(spec, key, lo, hi, side, workers)
    return best, pa.Table.from_pylist(curve_rows(key, side, battles, curve))


def curve_rows(key: str, side: str, battles: int, curve) -> list[dict]:
    return [{key: v, "side": side, "battles": battles, "wins": round(p * battles),
             "win_rate": p, "ci_low": lo, "ci_high": hi} for v, p, lo, hi in curve]
