"""Stock figures for the matchup mini-language and the benchmark army."""
