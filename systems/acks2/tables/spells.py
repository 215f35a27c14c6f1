"""PLACEHOLDER spells (the spell chapter is not part of the combat chapter): just enough
to declare, cast and disrupt (ACKS-38, ACKS-165 to ACKS-168)."""

from __future__ import annotations

SPELLS = {
    "magic missile": {"damage": "1d6+1", "types": ["arcane"], "save": ""},
    "sleep": {"condition": "asleep", "save": "spells"},
    "cure light injury": {"heal": "1d6+1", "level": 1},
    "cure serious injury": {"heal": "2d6+2", "level": 4},  # level 4: the Marcus example's +4
}
