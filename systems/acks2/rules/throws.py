"""Throws: the d20 rule for every throw (ACKS-79, ACKS-157), attack throw values
(ACKS-81 to ACKS-83), saving throw values (ACKS-161 to ACKS-164), size adjustment (ACKS-160)."""

from __future__ import annotations

from ..tables import throws as T
from ..tables.sizes import size_index


def succeeds(die: int, total: int, needed: int) -> bool:
    """ACKS-79/157: an unmodified 20 always succeeds, an unmodified 1 always fails."""
    if die == 20:
        return True
    if die == 1:
        return False
    return total >= needed


def parse_hd(hd: str) -> tuple[int, int, bool]:
    """'4+1' -> (4, 1, False); '1-1' -> (1, -1, False); '1/2' -> (0, 0, True)."""
    hd = hd.strip()
    if hd in ("1/2", "1/4", "1/8") or hd.startswith("0"):
        return 0, 0, True
    for sign in ("+", "-"):
        if sign in hd:
            dice, bonus = hd.split(sign)
            return int(dice), int(bonus) * (1 if sign == "+" else -1), False
    return int(hd), 0, False


def monster_row(hd: str) -> int | str:
    """ACKS-83: the attack table row for monster HD (bonus rounds up; 1-1 has its own row;
    N-k for N >= 2 uses row N)."""
    dice, bonus, half = parse_hd(hd)
    if half:
        return "1/2"
    if dice == 1 and bonus < 0:
        return "1-1"
    return dice + (1 if bonus > 0 else 0)


def monster_attack_value(hd: str) -> int:
    row = monster_row(hd)
    if row == "1/2":
        return T.HALF_HD_VALUE
    if row == "1-1":
        return T.LESS_ONE_HD_VALUE
    return max(-9, 11 - int(row))


def class_attack_value(progression: str, level: int, proficient: bool = True) -> int:
    """ACKS-81/82: the value for a class level; a non-proficient level-0 attacks at -1,
    which the caller applies as a modifier (see `non_proficient_penalty`)."""
    value = 11
    for first, v in T.ATTACK_BANDS[progression]:
        if level >= first:
            value = v
    return value


def non_proficient_penalty(level: int, proficient: bool) -> int:
    return T.NON_PROFICIENT_PENALTY if level == 0 and not proficient else 0


def save_level_for_monster(hd: str) -> int:
    """ACKS-161 Default: monsters save as fighters of level = HD, bonus rounding up;
    1/2 and 1-1 HD save at level 0."""
    row = monster_row(hd)
    return 0 if row in ("1/2", "1-1") else int(row)


def save_value(progression: str, level: int, category: str) -> int:
    """ACKS-161..164; levels past a table's last row keep the last row (ACKS-164 Default)."""
    bands = T.SAVE_BANDS[progression]
    row = bands[0][1]
    for first, values in bands:
        if level >= first:
            row = values
    return row[T.SAVE_CATEGORIES.index(category)]


def size_adjustment(saver: str, source: str, reverse: bool = False) -> int:
    """ACKS-160: -2 per category smaller than the source, +2 per category larger.
    `reverse` (clamber, ACKS-172): -2 per category the saver is larger."""
    diff = size_index(saver) - size_index(source)
    return -2 * diff if reverse else 2 * diff
