"""Shooting procedure and rules (sections 3.4.1, 3.4.2, 3.5.10).

SP-40  a spotted invisible foe is shot at -5; the spotter shoots only at the foe he found.
SP-42  d20 + modifiers >= the Men Attacking Missile number for the weapon and AC.
SP-43  range bands from the weapon table; beyond long range no shot.
SP-44  no shot at a figure locked in melee (except Scouts of level 9-10); none from melee.
SP-48  shooting over intervening figures: bows, medium range, -2 (outdoors unless allowed).
SP-49  behind a mantlet or arrow slit: only magic missiles, at AC 0.
SP-50  pavis -3 (holder, or one figure right behind a held or planted pavis).
SP-51  from higher ground +2.   SP-52  other cover -5.   SP-117  prone target -3.
SP-84  missile dexterity and magic.
SP-124 only the first two ranks shoot; no shot at a protected or second-rank target,
       except a Precise Shot by a Scout of level 2+.
SP-143 a natural 20 does the weapon's maximum + 2.   SP-144/SP-145 natural 1s and 20s.
"""

from __future__ import annotations

from typing import NamedTuple

from affray.components.starkpool import Combatant, Gear, Turn
from affray.kernel.geometry import plane

from ...events import Shot
from ...tables.matrices import Lookup, men_number
from ...tables.melee_modifiers import INVISIBLE_PENALTY, prone_modifier
from ...tables.missile_modifiers import (COVER, ELEVATION, OVERHEAD, PAVIS, dex_modifier,
                                         mantlet_ac, overhead_fire, range_band, range_modifier)
from .. import engagement as G
from .. import figures as F
from ..damage import critical_damage, final_damage, parse_dice, roll_damage
from ..fumbles import attack_hits, fumble
from .. import nearby as N

__all__ = ["Hit", "shot_reason", "shot_number", "shoot", "pavis_cover", "in_range"]


class Hit(NamedTuple):
    """Damage waiting to be applied (the missile phase applies them together, SP-23)."""

    target: int
    amount: int
    source: int
    kind: str = "missile"


def in_range(state, s: int, t: int, weapon: dict) -> str | None:
    return range_band(F.distance(state, s, t), weapon["ranges"])


def pavis_cover(state, t: int, s: int) -> bool:
    """SP-50/SP-139: t holds a pavis, stands at a planted one, or stands right behind one
    (held by a friend, or planted by anyone) as seen from the shooter."""
    g = state.get(t, Gear)
    pt, ps = F.pos(state, t), F.pos(state, s)
    spots = [tuple(p) for p in state.derived.get("_sp_pavises", {}).values()]
    if g.pavis == "held" or any(plane.distance(p, pt) <= 0.5 for p in spots):
        return True
    for p in N.within(state, pt, G.PROTECT_RANGE):
        if p != t and state.side[p] == state.side[t] and state.get(p, Gear).pavis == "held":
            spots.append(F.pos(state, p))
    for spot in spots:
        if plane.distance(spot, pt) > G.PROTECT_RANGE:
            continue
        tt, d = plane.project(spot, pt, ps)
        if 0.0 < tt < 1.0 and d <= G.PROTECT_WIDTH:
            return True
    return False


def shot_reason(state, s: int, t: int, weapon: dict | None = None) -> str | None:
    """None if s may shoot t now with its missile weapon (or `weapon`), else the reason."""
    w = weapon or F.missile(state, s)
    if w is None:
        return "no usable missile weapon"
    if state.side[s] == state.side[t] or not F.targetable(state, t):
        return "not a target"
    if G.locked(state, s):
        return "a figure in melee cannot shoot (SP-44)"
    c = state.get(s, Combatant)
    scout = c.kind in ("scout", "delver")
    if G.locked(state, t) and not (c.kind == "scout" and c.level >= 9):
        return "the target is locked in melee (SP-44)"
    turn = state.get(s, Turn)
    if turn.acted == "spot" and turn.spotted != t:
        return "a spotter shoots only at the foe he found (SP-40)"
    band = in_range(state, s, t, w)
    if band is None:
        return "out of range (SP-43)"
    if G.rank(state, s, t) > 2:
        return "only the first two ranks may shoot (SP-124)"
    precise = scout and c.level >= 2
    if G.protected(state, t, s) and not precise:
        return "the target is protected from this direction (SP-124)"
    if state.get(t, Combatant).cover == "mantlet" and mantlet_ac(
            state.get(s, Gear).missile_magic > 0) is None:
        return "only magic missiles reach a target behind a mantlet (SP-49)"
    if _screened(state, s, t) and not precise:
        return overhead_fire(w["kind"], band, state.map.indoors, False,
                             state.options["indoor_overhead_fire"])
    return None


def _screened(state, s: int, t: int) -> bool:
    return bool(G.intervening(state, s, t))


def shot_number(state, s: int, t: int, weapon: dict | None = None) -> tuple[Lookup, int]:
    """SP-42..SP-52, SP-84, SP-117: the table number and the total roll modifier."""
    w = weapon or F.missile(state, s)
    c, tc = state.get(s, Combatant), state.get(t, Combatant)
    g = state.get(s, Gear)
    ac = F.ac(state, t)
    if tc.cover == "mantlet":
        ac = mantlet_ac(True)
    look = men_number(state.tables["men_missile"], w["line"], ac)
    mod = F.to_hit_bonus(state, s) + range_modifier(in_range(state, s, t, w))
    mod += dex_modifier(c.dex, "missile", state.tables["dexterity"]) + g.missile_magic
    mod -= 1 if g.missile_state == "damaged" else 0                     # SP-144
    if _screened(state, s, t) and not (c.kind in ("scout", "delver") and c.level >= 2):
        mod += OVERHEAD
    if pavis_cover(state, t, s):
        mod += PAVIS
    if c.elevation > tc.elevation:
        mod += ELEVATION
    if tc.cover == "cover":
        mod += COVER
    mod += prone_modifier(False, bool(F.cond(state, t, "prone")), missile=True)
    if not (F.cond(state, t, "invisible") == 0 and F.cond(state, t, "hidden") == 0):
        mod += INVISIBLE_PENALTY
    return look, mod


def shoot(ctx, s: int, t: int, mode: str = "missile", weapon: dict | None = None) -> list[Hit]:
    """One shot: the roll, the Shot event, damage rolled but not applied; fumbles at once."""
    state = ctx.state
    w = weapon or F.missile(state, s)
    look, mod = shot_number(state, s, t, w)
    natural = ctx.roll("missile", 1, 20)[0]
    needed = look.needed(mod)
    hit = attack_hits(natural, natural + mod - look.penalty, look.number,
                      state.options["natural_20_hits"], state.options["natural_1_misses"])
    name = state.get(s, Gear).missile if weapon is None else w.get("name", w["line"])
    ctx.emit(Shot(s, t, name, natural, needed, hit, mode))
    if natural == 1:
        fumble(ctx, s, missile=True)
    if not hit:
        return []
    dice = parse_dice(w["damage"])
    g = state.get(s, Gear)
    flat = g.missile_magic - (1 if g.missile_state == "damaged" else 0)
    base = critical_damage(dice) if natural == 20 else roll_damage(ctx, "damage", w["damage"])
    return [Hit(t, final_damage(base, flat), s, mode)]
