"""Win rates with their 95% intervals (matplotlib): the first --vary key along x, one line per
value of the second, one column of panels per value of the third, one row per side. A key
whose values are not all numbers is drawn as points with error bars, not as a line."""

from __future__ import annotations

from ..atomic import atomic_open
from ..errors import AffrayError
from .results import summary


def _pyplot():
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise AffrayError("--plot needs matplotlib: pip install 'affray[sweep]'") from None
    return plt


def _numeric(values) -> bool:
    return all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)


def _save(fig, plt, path: str) -> None:
    fig.tight_layout()
    with atomic_open(path) as fh:
        fig.savefig(fh, format="png")
    plt.close(fig)


def plot(rows: list[dict], spec, path: str) -> None:
    plt = _pyplot()
    cells = spec.cells()
    table = summary(rows)
    sides = sorted({s for t in table for s in t["wins"]})
    keys = [k for k, _ in spec.vary]
    values = dict(spec.vary)
    x_key = keys[0] if keys else None
    line_key = keys[1] if len(keys) > 1 else None
    facet_key = keys[2] if len(keys) > 2 else None
    facets = list(values[facet_key]) if facet_key else [None]
    lines = list(values[line_key]) if line_key else [None]
    xs_all = list(values[x_key]) if x_key else ["all"]
    numeric = x_key is not None and _numeric(xs_all)
    fig, axes = plt.subplots(len(sides), len(facets), figsize=(5 * len(facets), 3.2 * len(sides)),
                             squeeze=False)
    for r, side in enumerate(sides):
        for c, facet in enumerate(facets):
            ax = axes[r][c]
            for j, line in enumerate(lines):
                pts = []
                for t in table:
                    p = cells[t["cell"]]
                    if (facet_key and p[facet_key] != facet) or (line_key and p[line_key] != line):
                        continue
                    x = p[x_key] if x_key else "all"
                    pts.append((xs_all.index(x), x, *t["wins"].get(side, (0.0, 0.0, 0.0))))
                pts.sort()
                label = f"{line_key}={line}" if line_key else side
                if numeric:
                    xs = [x for _, x, *_ in pts]
                    ax.plot(xs, [p for *_, p, _, _ in pts], marker="o", label=label)
                    ax.fill_between(xs, [lo for *_, lo, _ in pts], [hi for *_, hi in pts], alpha=0.2)
                    if len(xs_all) <= 12 and all(isinstance(x, int) for x in xs_all):
                        ax.set_xticks(xs_all)
                else:  # categories: points with error bars, side by side per line
                    off = (j - (len(lines) - 1) / 2) * 0.8 / max(1, len(lines))
                    xs = [i + off for i, *_ in pts]
                    ps = [p for *_, p, _, _ in pts]
                    err = [[p - lo for *_, p, lo, _ in pts], [hi - p for *_, p, _, hi in pts]]
                    ax.errorbar(xs, ps, yerr=err, fmt="o", capsize=4, label=label)
                    ax.set_xticks(range(len(xs_all)), [str(x) for x in xs_all])
                    ax.set_xlim(-0.5, len(xs_all) - 0.5)
            title = f"{side} wins" + (f", {facet_key}={facet}" if facet_key else "")
            ax.set_title(title, fontsize=10)
            ax.set_xlabel(x_key or "")
            ax.set_ylabel("win rate (95% CI)")
            ax.set_ylim(0, 1)
            if line_key:
                ax.legend(fontsize=8)
    _save(fig, plt, path)


def plot_parity(key: str, side: str, curve, best, path: str) -> None:
    """Parity's curve: the side's win rate at each value tried, its interval, the crossing."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6, 4))
    xs = [v for v, *_ in curve]
    ax.errorbar(xs, [p for _, p, _, _ in curve],
                yerr=[[p - lo for _, p, lo, _ in curve], [hi - p for _, p, _, hi in curve]],
                fmt="o", capsize=4, label=f"{side} wins")
    ax.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax.axvline(best, color="tab:red", lw=0.8, label=f"parity near {key}={best}")
    ax.set_xlabel(key)
    ax.set_ylabel("win rate (95% CI)")
    ax.set_ylim(0, 1)
    ax.legend()
    _save(fig, plt, path)
