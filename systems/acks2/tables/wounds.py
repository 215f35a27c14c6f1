"""Appendix C stand-ins (ACKS-138, ACKS-139, ACKS-141): the Mortal Wounds modifiers as
listed in the chapter, and PLACEHOLDER result bands (the tables themselves are not in the
chapter). A scenario may replace `mortal_wounds_bands` under [tables]."""

from __future__ import annotations

HIT_DIE_BONUS = {6: 2, 8: 4, 10: 6, 12: 8}
HEAVY_HELM = 2
HP_ZERO = 5
TIMING = ((1, 2), (60, -3), (360, -5), (8640, -8))  # (rounds since falling <=, modifier)
TIMING_LATER = -10
HORSETAIL = 2
# placeholder: (lowest modified roll, outcome, rounds to reach 1 hp or die; 0 = none)
MORTAL_WOUNDS_BANDS = ((16, "awake", 0), (11, "dying", 8640), (6, "dying", 360),
                       (1, "dying", 60), (-999, "dead", 0))
TAMPER_AGE = {"youthful": 2, "adult": 0, "middle aged": -5, "old": -10, "ancient": -20}
