"""Every ruleset's default battle for seeds 1..K (at most 30 rounds each): one whole-process
workload to time two checkouts against each other, turn about (A B A B ...), e.g. with
`/usr/bin/time -f %U` or hyperfine, each checkout installed in a venv of its own:

    hyperfine -w 1 -r 5 'venv-a/bin/python benchmarks/paired_small.py 6' \
                        'venv-b/bin/python benchmarks/paired_small.py 6'
"""

import sys

from affray.kernel import Battle
from affray.kernel.ruleset import load
from affray.kernel.scenario import load as load_scenario

RULESETS = ("tft-melee", "starkpool", "wfrp1e", "acks2", "destrier")

if __name__ == "__main__":
    k = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    for rid in RULESETS:
        scenario = load_scenario(load(rid).default_scenario)
        for seed in range(1, k + 1):
            Battle.from_scenario(scenario, seed=seed, max_rounds=30).run()
