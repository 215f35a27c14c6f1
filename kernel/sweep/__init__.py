"""Monte Carlo sweeps: many seeded battles, every row replayable (issue 15)."""
