"""ACKS-181: a sweep attack on every enemy the attacker engages (two or more)."""

from __future__ import annotations

from affray.components.acks2 import Sheet

from ..rules import attack as atk
from ..rules import damage as dmg
from ..rules.maneuvers import sweep_cleaves, sweep_share
from ..rules.melee import melee_targets
from .combat import cleave
from .placing import sweep_targets


def sweep(ctx, a: int):
    state = ctx.state
    targets = [t for t in melee_targets(state, a) if state.engagement.has_edge(a, t)]
    targets = yield from sweep_targets(ctx, a, targets)
    hits = []
    for t in targets:
        mods = atk.melee_modifiers(state, a, t)
        hit, _ = atk.throw(ctx, a, t, "sweep", mods, atk.effective_ac(state, t))
        if hit:
            hits.append(t)
    if not hits:
        return
    die, types, _ = atk.weapon_of(state, a)
    sheet = state.get(a, Sheet)
    total = dmg.floor_one(atk.roll_damage(ctx, die) + sheet.str_mod + sheet.magic)
    share = sweep_share(total, len(targets))
    dropped = 0
    for t in hits:
        atk.hurt(ctx, t, dmg.apply_defences(state.get(t, Sheet), share, types, False), types, source=a)
        dropped += atk.out_of_action(state, t)
    if sweep_cleaves(dropped, len(targets)):
        yield from cleave(ctx, a, False)
