"""Win rate against each varied parameter, with its 95% interval band (matplotlib)."""

from __future__ import annotations

from ..atomic import atomic_open
from ..errors import AffrayError
from .results import summary


def plot(rows: list[dict], spec, path: str) -> None:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise AffrayError("--plot needs matplotlib: pip install 'affray[sweep]'") from None
    cells = spec.cells()
    table = summary(rows)
    sides = sorted({s for t in table for s in t["wins"]})
    keys = [k for k, _ in spec.vary] or ["cell"]
    fig, axes = plt.subplots(1, len(keys), figsize=(5 * len(keys), 4), squeeze=False)
    for ax, key in zip(axes[0], keys):
        for side in sides:
            xs, ys, los, his = [], [], [], []
            for t in table:
                x = cells[t["cell"]].get(key, t["cell"])
                p, lo, hi = t["wins"].get(side, (0.0, 0.0, 0.0))
                xs.append(x); ys.append(p); los.append(lo); his.append(hi)
            ax.plot(xs, ys, marker="o", label=side)
            ax.fill_between(xs, los, his, alpha=0.2)
        ax.set_xlabel(key); ax.set_ylabel("win rate"); ax.set_ylim(0, 1); ax.legend()
    fig.tight_layout()
    with atomic_open(path) as fh:
        fig.savefig(fh, format="png")
    plt.close(fig)
