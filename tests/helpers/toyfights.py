"""One-line builders of toy battles for the kernel tests."""

from affray.kernel.testing import fight, scenario

DUEL = [
    {"name": "Ann", "side": "red", "x": 0},
    {"name": "Bob", "side": "blue", "x": 3},
]

MELEE = [
    {"name": f"r{i}", "side": "red", "x": i} for i in range(4)
] + [
    {"name": f"b{i}", "side": "blue", "x": 6 + i} for i in range(4)
]


def toy(combatants=DUEL, **kw):
    return fight("toy", combatants, **kw)


def toy_scenario(combatants=DUEL, **kw):
    return scenario("toy", combatants, **kw)
