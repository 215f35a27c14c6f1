"""The peer for `affray bench`: battlesim (PyPI, numba-compiled, no log), timed in-process.

`battlesim_steps_per_s(n)` builds two battlesim armies of `n` units each, in block formation
facing each other, warms up numba's JIT on a tiny battle, then times battlesim's simulation
loop to the battle's natural end and returns combatant-steps per second.

- **Unit.** battlesim bundles one unit table (`battlesim.__defaults.default_db`, Star Wars
  units); its only melee unit is the Magmaguard (range 0.4; every other unit shoots, at
  range 2 to 15). A battlesim team is a unit type's `Allegiance`, so two armies of one type
  would be one team; we copy the bundled Magmaguard row into a second allegiance, so the two
  sides have the same statistics.
- **Formation.** Each side is a block `ceil(sqrt(2n))` files wide (so the two armies
  together fill about a square), one unit of distance between files and between ranks; the
  two front ranks face each other 2 apart; a margin of 1 all round. The field is square
  because battlesim 0.3.7's height map reads outside its array when the field is not
  (`terra/_noise.py` indexes `noise[y, x]` on an `[x, y]` array): the terrain comes out
  garbage, sometimes NaN, and then units get NaN positions, stop hitting and the battle
  never ends.
- **Initial targets.** battlesim 0.3.7's initial targeting (`global_nearest`) returns
  positions in each side's list of enemies, which `_presim` stores as unit indices, so the
  first side starts by attacking its own ranks; `_fix_targets` maps them to unit indices.
- **What is timed.** `battlesim.simulation.simulate_battle(M, terrain, ret_frames=True)`,
  the call `Battle.simulate()` makes, on the unit matrix and terrain that `Battle` prepares
  (`_presim`, `T_.generate`: its O(N^2) initial targeting and height map are set-up,
  untimed, as building our `Battle` is untimed in bench.py). `Battle.simulate()` caps a
  battle at 100 steps; we pass `max_step=MAX_STEPS`, so a battle runs to its natural end,
  the step after one side has no one left (`capped` in `battlesim_measure` says if the cap
  was hit instead; it has not been for n <= 5,000). Returning the frames costs nothing
  measurable at n >= 1,000 against `ret_frames=False` (the same battle, same survivors).
- **What a combatant-step is.** One living unit updated in one step: battlesim copies every
  unit into the frame of step t before updating them, so the count is the number of units
  with hp > 0 in each returned frame, summed over the frames (as bench.py counts the
  living at each RoundStarted).

numba's random generator is seeded, so every repetition is the same battle. A repetition
times the battle enough times to last `MIN_SECONDS` (small n end in well under a
millisecond); the figure is the combatant-steps over the median of `reps` repetitions'
seconds per battle. battlesim is imported only inside the functions: importing this module
works without it, and calling them without it raises ImportError. The adapter uses
battlesim 0.3.7's internals (`Battle._presim`, the target fix), so any other version is
refused with a RuntimeError.
"""

from __future__ import annotations

import math
import statistics
import time
import warnings
from typing import Any

BATTLESIM_VERSION = "0.3.7"
UNIT = "Magmaguard"      # the bundled table's one melee unit
MAX_STEPS = 2000         # far above any natural end seen (273 steps at n = 5,000)
SEED = 1000
WARMUP_N = 4
MARGIN = 1.0             # free ground around the two blocks
MIN_SECONDS = 0.05       # a repetition times the battle enough times to last this long


def _import():
    try:
        import battlesim
        from battlesim.simulation import simulate_battle
    except ImportError as err:
        raise ImportError(f"battlesim is not installed (pip install '.[peers]'): {err}") from err
    version = getattr(battlesim, "__version__", "?")
    if version != BATTLESIM_VERSION:
        raise RuntimeError(f"the adapter is written for battlesim {BATTLESIM_VERSION}, "
                           f"not {version}")
    return battlesim, simulate_battle


class _Block:
    """A position 'distribution' for battlesim's Composite: Battle._presim samples x, then y."""

    def __init__(self, xs: list[float], ys: list[float]) -> None:
        self._next = [xs, ys]

    def sample(self, n: int):
        import numpy as np
        values = self._next.pop(0)
        assert len(values) == n
        return np.asarray(values, dtype=np.float32)


def _blocks(n: int) -> tuple[_Block, _Block, float]:
    """Two blocks of n, front ranks 2 apart, centred on a square field; and the field's side."""
    files = max(1, math.ceil(math.sqrt(2 * n)))  # a line twice as wide as deep: the two
    ranks = math.ceil(n / files)                  # armies together fill about a square
    depth = 2 * (ranks - 1) + 2                   # back rank of A to back rank of B
    side = max(files - 1, depth) + 2 * MARGIN
    x0 = (side - (files - 1)) / 2
    y0 = (side - depth) / 2
    a_x, a_y, b_x, b_y = [], [], [], []
    for i in range(n):
        rank, file = divmod(i, files)
        a_x.append(x0 + file)
        a_y.append(y0 + (ranks - 1 - rank))       # side A faces +y; its front rank is rank 0
        b_x.append(x0 + file)
        b_y.append(y0 + (ranks - 1) + 2 + rank)   # side B faces -y, 2 beyond A's front rank
    return _Block(a_x, a_y), _Block(b_x, b_y), float(math.ceil(side))


def _battle(bsm, n: int):
    """A battlesim Battle with two armies of n, prepared but not simulated."""
    with warnings.catch_warnings():  # pandas 3 warns of an argument that battlesim passes
        warnings.simplefilter("ignore", DeprecationWarning)
        warnings.simplefilter("ignore", FutureWarning)
        return _prepare(bsm, n)


def _prepare(bsm, n: int):
    import pandas as pd
    from battlesim.__defaults import default_db
    units = pd.DataFrame(default_db())
    row = units[units["Name"] == UNIT]
    if row.empty:
        raise RuntimeError(f"battlesim's bundled units have no {UNIT!r}")
    red = row.assign(Name=f"{UNIT} (red)", Allegiance="red")
    blue = row.assign(Name=f"{UNIT} (blue)", Allegiance="blue")
    db = pd.concat([red, blue], ignore_index=True)
    battle = bsm.Battle(db, use_tqdm=False)
    pos_red, pos_blue, side = _blocks(n)
    battle.create_army([bsm.Composite(f"{UNIT} (red)", n, pos_red),
                        bsm.Composite(f"{UNIT} (blue)", n, pos_blue)])
    _seed(SEED)
    battle._presim()          # what Battle.simulate() does before its simulation call ...
    _fix_targets(battle.M_)
    battle.set_bounds((0.0, side, 0.0, side))
    battle.T_.generate()      # ... and this
    return battle


def _fix_targets(m) -> None:
    """battlesim 0.3.7's initial targeting (`global_nearest`) returns each unit's nearest
    enemy as a position in the list of its enemies, not as a unit index; `_presim` stores it
    as an index, so the first side (whose enemies do not start at index 0) begins by
    attacking its own ranks. Map the positions to unit indices."""
    import numpy as np
    for team in np.unique(m["team"]):
        mine = m["team"] == team
        enemies = np.flatnonzero(~mine)
        local = m["target"][mine]
        if local.size and int(local.max()) >= enemies.size:
            raise RuntimeError("battlesim's initial targets are not what 0.3.7 produced")
        m["target"][mine] = enemies[local]


_SEEDER: Any = None


def _seed(seed: int) -> None:
    """Seed numba's own generator (np.random.seed outside a jitted function does not)."""
    global _SEEDER
    if _SEEDER is None:
        import numba
        import numpy as np

        @numba.njit
        def seeder(s):
            np.random.seed(s)
        _SEEDER = seeder
    _SEEDER(seed)


def _run(simulate_battle, battle) -> tuple[float, int, int]:
    """(seconds, steps, combatant-steps) of one battle to its natural end."""
    import numpy as np
    m = np.copy(battle.M_)
    _seed(SEED + 1)
    t0 = time.perf_counter()
    frames = simulate_battle(m, battle.T_, max_step=MAX_STEPS, ret_frames=True)
    seconds = time.perf_counter() - t0
    return seconds, len(frames), int(np.count_nonzero(frames["hp"] > 0))


def _timed(simulate_battle, battle, battles: int) -> tuple[float, int, int]:
    """The same battle `battles` times: seconds per battle, steps and combatant-steps."""
    runs = [_run(simulate_battle, battle) for _ in range(battles)]
    if any(r[1:] != runs[0][1:] for r in runs):
        raise RuntimeError("battlesim repetitions differ although numba's generator was seeded")
    return sum(r[0] for r in runs) / battles, runs[0][1], runs[0][2]


def battlesim_measure(n: int, reps: int = 3) -> dict[str, Any]:
    """Every figure of the peer run at n a side: steps, combatant-steps, seconds, rate."""
    if n < 1:
        raise ValueError("n must be at least 1")
    bsm, simulate_battle = _import()
    _run(simulate_battle, _battle(bsm, WARMUP_N))  # compiles the jitted loop
    battle = _battle(bsm, n)
    first = _run(simulate_battle, battle)
    battles = max(1, math.ceil(MIN_SECONDS / max(first[0], 1e-9)))  # short battles: repeat
    runs = [_timed(simulate_battle, battle, battles) for _ in range(max(1, reps))]
    seconds = statistics.median(r[0] for r in runs)
    _, steps, combatant_steps = runs[0]
    if any(r[1:] != first[1:] for r in runs):
        raise RuntimeError("battlesim repetitions differ although numba's generator was seeded")
    return {"n": n, "version": bsm.__version__, "unit": UNIT,
            "steps": steps, "capped": steps >= MAX_STEPS, "combatant_steps": combatant_steps,
            "battles_per_rep": battles, "seconds": seconds,
            "combatant_steps_per_s": combatant_steps / seconds}


def battlesim_steps_per_s(n: int, reps: int = 3) -> float:
    """battlesim's combatant-steps per second for two armies of n (ImportError without it)."""
    return battlesim_measure(n, reps)["combatant_steps_per_s"]
