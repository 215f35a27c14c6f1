"""Attack throw and saving throw tables (ACKS-81, ACKS-161 to ACKS-164), as printed."""

from __future__ import annotations

# ACKS-81: (first level of the band, attack throw value) per progression; a level below the
# first band is level 0 ("0" row: 11+). Levels past the last band keep the last value.
ATTACK_BANDS: dict[str, tuple[tuple[int, int], ...]] = {
    "fighter": ((0, 11), (1, 10), (2, 9), (4, 8), (5, 7), (7, 6), (8, 5), (10, 4), (11, 3),
                (13, 2), (14, 1)),
    "thief": ((0, 11), (1, 10), (3, 9), (5, 8), (7, 7), (9, 6), (11, 5), (13, 4)),
    "mage": ((0, 11), (1, 10), (4, 9), (7, 8), (10, 7), (13, 6)),
}
ATTACK_BANDS["crusader"] = ATTACK_BANDS["thief"]

# monster HD row -> value: 1/2 or less 12, 1-1 11, N -> 11 - N, capped at 20+ -> -9
HALF_HD_VALUE = 12
LESS_ONE_HD_VALUE = 11
NON_PROFICIENT_PENALTY = -1  # ACKS-82

SAVE_CATEGORIES = ("paralysis", "death", "blast", "implements", "spells")

# ACKS-161..164: (first level of the band, (paralysis, death, blast, implements, spells))
SAVE_BANDS: dict[str, tuple[tuple[int, tuple[int, ...]], ...]] = {
    "fighter": (
        (0, (14, 15, 16, 17, 18)), (1, (13, 14, 15, 16, 17)), (2, (12, 13, 14, 15, 16)),
        (4, (11, 12, 13, 14, 15)), (5, (10, 11, 12, 13, 14)), (7, (9, 10, 11, 12, 13)),
        (8, (8, 9, 10, 11, 12)), (10, (7, 8, 9, 10, 11)), (11, (6, 7, 8, 9, 10)),
        (13, (5, 6, 7, 8, 9)), (14, (4, 5, 6, 7, 8)), (16, (3, 4, 5, 6, 7)),
        (17, (2, 3, 4, 5, 6)), (19, (2, 2, 3, 4, 5)), (20, (2, 2, 2, 3, 4)),
        (22, (2, 2, 2, 2, 3)), (23, (2, 2, 2, 2, 2))),
    "crusader": (
        (1, (13, 10, 16, 13, 15)), (3, (12, 9, 15, 12, 14)), (5, (11, 8, 14, 11, 13)),
        (7, (10, 7, 13, 10, 12)), (9, (9, 6, 12, 9, 11)), (11, (8, 5, 11, 8, 10)),
        (13, (7, 4, 10, 7, 9))),
    "thief": (
        (1, (13, 13, 13, 14, 15)), (3, (12, 12, 12, 13, 14)), (5, (11, 11, 11, 12, 13)),
        (7, (10, 10, 10, 11, 12)), (9, (9, 9, 9, 10, 11)), (11, (8, 8, 8, 9, 10)),
        (13, (7, 7, 7, 8, 9))),
    "mage": (
        (1, (13, 13, 15, 11, 12)), (4, (12, 12, 14, 10, 11)), (7, (11, 11, 13, 9, 10)),
        (10, (10, 10, 12, 8, 9)), (13, (9, 9, 11, 7, 8))),
}
