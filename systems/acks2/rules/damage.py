"""Damage: the die by weapon category and grip (ACKS-125, ACKS-91), impact damage
(ACKS-127), the minimum of 1 (ACKS-126), damage types (ACKS-128 to ACKS-134)."""

from __future__ import annotations

from affray.components.acks2 import Sheet

from ..tables.weapons import DUAL_WIELD_DAMAGE, STR_DAMAGE_MISSILES, WEAPONS

PHYSICAL = ("acidic", "arcane", "bludgeoning", "piercing", "poisonous", "slashing")
ENERGY = ("cold", "electric", "fire", "luminous", "necrotic", "seismic")
TYPES = PHYSICAL + ENERGY
MAGIC_ONLY = ("arcane", "luminous")  # ACKS-128


def parse(dice: str) -> tuple[int, int, int]:
    """'2d6+1' -> (2, 6, 1)."""
    bonus = 0
    if "+" in dice:
        dice, b = dice.split("+")
        bonus = int(b)
    elif "-" in dice[1:]:
        dice, b = dice.rsplit("-", 1)
        bonus = -int(b)
    n, s = dice.split("d")
    return int(n or 1), int(s), bonus


def weapon_die(sheet: Sheet, weapon: str | None = None, two_handed: bool | None = None) -> str:
    """ACKS-125: the weapon's die for its grip; ACKS-91: dual wielding 1d6 (small or medium
    main hand) or 1d4 (tiny main hand), whatever the off hand holds."""
    name = weapon or sheet.weapon
    w = WEAPONS[name]
    if sheet.offhand and weapon is None:
        return DUAL_WIELD_DAMAGE.get(w.size, w.one or w.two)
    two = sheet.two_handed if two_handed is None else two_handed
    if two and w.two:
        return w.two
    return w.one or w.two


def impact_die(die: str, count: int = 1) -> str:
    """ACKS-127 Default: one more die of the weapon (modifiers are not doubled)."""
    n, s, _ = parse(die)
    return f"{n * count}d{s}"


def floor_one(amount: int, magic_reduction: bool = False) -> int:
    """ACKS-126: modifiers cannot bring a successful attack's damage below 1, except magic."""
    return amount if magic_reduction else max(1, amount)


def str_applies(kind: str, weapon: str) -> bool:
    """ACKS-90/98/112: STR adds to melee and thrown damage, not to oil, holy water or
    torches, nor to bows, crossbows and slings unless flagged (composite bow)."""
    if kind == "melee":
        return True
    if weapon in ("oil", "holy water", "torch"):
        return False
    if kind == "thrown":
        return True
    return weapon in STR_DAMAGE_MISSILES


def _matches(entry: str, dtype: str, extraordinary: bool) -> bool:
    """An immunity entry 'fire' covers both; 'fire:mundane' or 'fire:extraordinary' one."""
    name, _, which = entry.partition(":")
    if name not in (dtype, "all"):
        return False
    if not which:
        return True
    return which == ("extraordinary" if extraordinary else "mundane")


def immune(sheet: Sheet, types: list[str], extraordinary: bool, tags: tuple[str, ...] = ()) -> bool:
    """ACKS-130/131/133: immune only if immune to every type; a bypass tag defeats it."""
    if any(t in sheet.bypass for t in tags):
        return False
    return bool(types) and all(any(_matches(e, t, extraordinary) for e in sheet.immune) for t in types)


def resistant(sheet: Sheet, types: list[str], extraordinary: bool, tags: tuple[str, ...] = ()) -> bool:
    if any(t in sheet.bypass for t in tags):
        return False
    return bool(types) and all(any(_matches(e, t, extraordinary) for e in sheet.resist + sheet.immune)
                               for t in types)


def apply_defences(sheet: Sheet, amount: int, types: list[str], extraordinary: bool,
                   tags: tuple[str, ...] = (), weapon_attack: bool = True) -> int:
    """ACKS-131/132: immunity ignores it; resistance halves (round down) and then the
    minimum of 1 applies to weapon attacks (ACKS-132 Default)."""
    if immune(sheet, types, extraordinary, tags):
        return 0
    if resistant(sheet, types, extraordinary, tags):
        amount //= 2
        return max(1, amount) if weapon_attack else amount
    return amount


def save_bonus_vs(sheet: Sheet, types: list[str], extraordinary: bool) -> int | None:
    """ACKS-131/132: None = automatic success (immune); else +2 if resistant."""
    if immune(sheet, types, extraordinary):
        return None
    return 2 if resistant(sheet, types, extraordinary) else 0


def natural_is_extraordinary(kind: str, hd: str, size: str) -> bool:
    """ACKS-134: humanoids never; animals above 4+1 HD and huge or larger; constructs,
    giants, monstrosities, undead, vermin above 4+1 HD; incarnations always."""
    from .throws import parse_hd
    dice, bonus, half = parse_hd(hd or "1")
    above = not half and (dice, bonus) > (4, 1)
    if kind == "incarnation":
        return True
    if kind == "animal":
        return above and size in ("huge", "gigantic", "colossal")
    if kind in ("construct", "giant", "monstrosity", "undead", "vermin"):
        return above
    return False
