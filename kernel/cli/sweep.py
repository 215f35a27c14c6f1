"""`affray sweep [run]`, `affray sweep replay`, `affray sweep query`, `affray parity` (docs/sweeps.md)."""

from __future__ import annotations

import hashlib
import io
import json
import os
import sys

import click

from ..atomic import check_folder, check_not_input, write_file
from ..errors import AffrayError
from ..sweep.spec import Spec, _value, parse_vary, row_seed


class _SweepGroup(click.Group):
    """`affray sweep MATCHUP ...` is `affray sweep run MATCHUP ...`."""

    def parse_args(self, ctx, args):
        if args and args[0] not in self.commands and args[0] not in ("-h", "--help"):
            args = ["run", *args]
        return super().parse_args(ctx, args)


@click.group(cls=_SweepGroup)
def sweep():
    """Many seeded battles over a grid; every row a replayable battle."""


def _spec(matchup, ruleset, battles, seed, vary, max_rounds) -> Spec:
    from ..sweep.api import make_spec
    return make_spec(matchup, ruleset, battles, seed, vary, max_rounds)


def _print_summary(rows, as_json):
    from ..sweep.results import summary
    table = summary(rows)
    if as_json:
        click.echo(json.dumps(table))
        return
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table
    t = Table("cell", "battles", "mean rounds", "win rate [95% CI]")
    t.add_column("matchup", overflow="fold")  # a cell's label is kept whole, never cut
    for r in table:
        w = "; ".join(f"{s} {p:.3f} [{lo:.3f}, {hi:.3f}]" for s, (p, lo, hi) in r["wins"].items())
        t.add_row(str(r["cell"]), str(r["battles"]), f"{r['mean_rounds']:.2f}", escape(w),
                  escape(r["matchup"]))
    Console().print(t)


@sweep.command("run")
@click.argument("matchup", metavar="MATCHUP-OR-SCENARIO")
@click.option("--ruleset", default="tft-melee", show_default=True)
@click.option("--battles", type=int, default=100, show_default=True, help="Battles per grid cell.")
@click.option("--vary", multiple=True, metavar="KEY=a..b|a,b,c",
              help="A {KEY} field of MATCHUP, option.NAME, policy.SIDE or figure.WHO.FIELD, "
                   "and its values.")
@click.option("--seed", default="1", show_default=True)
@click.option("--max-rounds", type=click.IntRange(min=1))
@click.option("--out", type=click.Path(dir_okay=False), help="Write rows as Parquet.")
@click.option("--workers", type=click.IntRange(min=1), default=os.cpu_count() or 1)
@click.option("--scheduler", default=lambda: os.environ.get("DASK_SCHEDULER_ADDRESS"),
              help="tcp://host:port or 'local' (a LocalCluster): run the chunks on Dask.")
@click.option("--chunk-size", type=click.IntRange(min=1), default=50, show_default=True)
@click.option("--keep-logs", type=click.Path(file_okay=False), help="Keep every log here.")
@click.option("--plot", type=click.Path(dir_okay=False), help="Draw win rates (PNG).")
@click.option("--resume", is_flag=True, help="Reuse the chunks already under OUT's folder.")
@click.option("--json", "as_json", is_flag=True)
def run(matchup, ruleset, battles, vary, seed, max_rounds, out, workers, scheduler,
        chunk_size, keep_logs, plot, resume, as_json):
    """Many seeded battles over a grid, e.g. affray sweep "{N} orc v 2 human" --vary N=1..4,
    or over a scenario file: affray sweep fight.toml --vary figure.Wulf.st=10..14."""
    from ..sweep import runner
    spec = _spec(matchup, ruleset, battles, seed, vary, max_rounds)
    for path in (out, plot):  # a missing folder fails before any battle is fought
        if path:
            check_folder(path)
            check_not_input(path, matchup if spec.from_file else None)
    for cell in spec.cells():  # a matchup the ruleset cannot build fails before any work
        runner.scenario_for(spec, cell)
    if out:  # a missing pyarrow fails before the bar is drawn
        from ..sweep.results import _need
        _need("pyarrow")
    if keep_logs:
        os.makedirs(keep_logs, exist_ok=True)
    from rich.progress import Progress, TimeRemainingColumn, MofNCompleteColumn, \
        BarColumn, TextColumn
    from rich.console import Console
    with Progress(TextColumn("sweep"), BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=Console(stderr=True), disable=as_json) as prog:
        task = prog.add_task("sweep", total=len(spec.keys()))
        store = None
        if out:
            from ..sweep.results import ChunkStore
            store = ChunkStore(out + ".chunks", resume)
        advance = lambda n: prog.advance(task, n)  # noqa: E731
        try:
            if scheduler:
                rows = runner.run_dask(spec, scheduler, chunk_size, keep_logs, advance, store)
            else:
                rows = runner.run_local(spec, workers, chunk_size, keep_logs, advance, store)
        except KeyboardInterrupt:
            kept = f"; the finished chunks are in {store.folder}, --resume finishes" \
                if store else " (no --out, nothing kept)"
            click.echo(f"affray: sweep interrupted{kept}", err=True)
            raise click.exceptions.Exit(130) from None
    if out:
        from ..sweep.api import rows_table
        from ..sweep.results import write_table
        write_table(rows_table(rows, spec, store.description if store else None), out)
    if plot:
        from ..sweep.plot import plot as draw
        draw(rows, spec, plot)
    _print_summary(rows, as_json)


@sweep.command("replay")
@click.argument("results", type=click.Path(dir_okay=False, exists=True))
@click.argument("row", type=int)
@click.option("--out", type=click.Path(dir_okay=False), help="Write the row's log here.")
def sweep_replay(results, row, out):
    """Re-run one row of a sweep and check its log hash."""
    from ..battle import Battle
    from ..ruleset import load
    from ..sweep.results import read_parquet
    from ..sweep.runner import scenario_for
    from ..text import clean
    if out:
        check_not_input(out, results)
    rows = read_parquet(results)
    if not 0 <= row < len(rows):
        raise AffrayError(f"{results}: row {row} out of range 0..{len(rows) - 1}")
    r = rows[row]
    meta = json.loads(r["spec"])
    params = {k[2:]: _value(v) for k, v in r.items() if k.startswith("p_") and v is not None}
    spec = Spec(meta["template"], meta["ruleset"], 1, meta["seed"],
                tuple((k, (v,)) for k, v in params.items()), meta["max_rounds"])
    if row_seed(spec.seed, params, r["rep"]) != r["seed"]:
        raise AffrayError(f"{results}: row {row}: its seed does not follow from the sweep's seed "
                          "and the row's key (the file was edited)")
    buf = io.BytesIO()
    Battle(scenario_for(spec, params), load(spec.ruleset), str(r["seed"]), out=buf,
           keep_events=False, max_rounds=spec.max_rounds, flush_each=False).run()
    got = hashlib.blake2b(buf.getvalue(), digest_size=16).hexdigest()
    if out:
        write_file(out, buf.getvalue())
    if got != r["log_blake2b"]:
        raise AffrayError(f"{results}: row {row}: log hash {got} != recorded {r['log_blake2b']}")
    click.echo(clean(f"row {row}: {r['matchup']} seed {r['seed']}: log hash matches ({got})"))


@sweep.command("query")
@click.argument("results", type=click.Path(dir_okay=False, exists=True))
@click.argument("sql")
@click.option("--json", "as_json", is_flag=True, help="JSON Lines: one object a row.")
@click.option("--csv", "as_csv", is_flag=True, help="CSV with a header line.")
def sweep_query(results, sql, as_json, as_csv):
    """DuckDB SQL on a sweep's rows (the table is called `results`)."""
    from ..sweep.results import query
    cols, data = query(results, sql)
    _records(cols, data, as_json, as_csv)


def _records(cols, data, as_json, as_csv):
    """Rows as tab-separated text (the default), JSON Lines or CSV on standard output."""
    if as_json:
        for rec in data:
            click.echo(json.dumps(dict(zip(cols, rec)), default=str))
    elif as_csv:
        import csv
        w = csv.writer(sys.stdout, lineterminator="\n")
        w.writerow(cols)
        w.writerows(data)
    else:  # the rows came from a file: escaped for the terminal (kernel/text.py)
        from ..text import clean
        click.echo("\t".join(clean(str(c)) for c in cols))
        for rec in data:
            click.echo("\t".join(clean(str(x)) for x in rec))


@click.command()
@click.argument("matchup", metavar="MATCHUP")
@click.option("--ruleset", default="tft-melee", show_default=True)
@click.option("--for", "key", required=True, help="The {KEY} field to search.")
@click.option("--range", "rng", required=True, metavar="a..b")
@click.option("--battles", type=int, default=200, show_default=True)
@click.option("--seed", default="1", show_default=True)
@click.option("--side", help="Whose win rate (default: the first side).")
@click.option("--workers", type=click.IntRange(min=1), default=1)
@click.option("--plot", type=click.Path(dir_okay=False), help="Draw the curve (PNG).")
@click.option("--out", type=click.Path(dir_okay=False), help="Write the curve as Parquet.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object: the parity and the curve.")
@click.option("--csv", "as_csv", is_flag=True, help="CSV: one line per value tried.")
def parity(matchup, ruleset, key, rng, battles, seed, side, workers, plot, out, as_json, as_csv):
    """Where SIDE's win rate crosses 50%, e.g. affray parity "{N} orc v 3 human" --for N --range 1..9."""
    from ..sweep.api import curve_rows
    from ..sweep.parity import search
    k, values = parse_vary(f"{key}={rng}")
    for path in (plot, out):
        if path:
            check_folder(path)
    if out:
        from ..sweep.results import _need
        _need("pyarrow")
    spec = Spec(matchup, ruleset, battles, str(seed), ((k, (values[0],)),))
    best, curve, side = search(spec, k, values[0], values[-1], side, workers)
    if plot:
        from ..sweep.plot import plot_parity
        plot_parity(k, side, curve, best, plot)
    rows = curve_rows(k, side, battles, curve)
    if out:
        import pyarrow as pa
        from ..sweep.results import write_table
        write_table(pa.Table.from_pylist(rows), out)
    if as_json:
        click.echo(json.dumps({"key": k, "side": side, "parity": best, "curve": rows}))
        return
    if as_csv:
        _records(list(rows[0]), [list(r.values()) for r in rows], False, True)
        return
    for v, p, lo, hi in curve:
        click.echo(f"{k}={v}: {side} wins {p:.3f} [95% {lo:.3f}, {hi:.3f}]")
    click.echo(f"parity near {k}={best}")


COMMANDS = [sweep, parity]
