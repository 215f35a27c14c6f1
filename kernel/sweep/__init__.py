"""Monte Carlo sweeps: many seeded battles, every row replayable (docs/sweeps.md)."""

from .api import find_parity, run_sweep

__all__ = ["find_parity", "run_sweep"]
