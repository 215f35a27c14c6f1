"""Saving throw categories and cover against blasts (ACKS-158, ACKS-159)."""

from __future__ import annotations

from ..tables.throws import SAVE_CATEGORIES

BLAST_COVER = {"none": 0, "waist": 2, "chest": 4, "narrow": 4}


def category(fits: set[str]) -> str:
    """ACKS-158: the first category, left to right, that fits the effect."""
    for c in SAVE_CATEGORIES:
        if c in fits:
            return c
    raise ValueError(f"no save category among {sorted(fits)}")


def blast_cover_bonus(cover: str) -> int:
    return BLAST_COVER[cover]


def blast_damage(amount: int, saved: bool, cover: str, half_on_save: bool) -> int:
    """ACKS-159: behind an arrow slit (narrow cover), a successful save takes nothing."""
    if not saved:
        return amount
    if cover == "narrow":
        return 0
    return amount // 2 if half_on_save else 0
