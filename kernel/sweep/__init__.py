"""Monte Carlo sweeps: many seeded battles, every row replayable (issue 15)."""

from .api import find_parity, run_sweep

__all__ = ["find_parity", "run_sweep"]
