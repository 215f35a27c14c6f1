"""What figures in a brawl do at their attack slot. TFT-42..44, TFT-111..117 (how a brawl
ends and who is dazed, TFT-118, TFT-119: `brawls`).

- (p) `attack`: +4 (TFT-111); dagger 1+2, main-gauche 1-1, natural HTH values, or bare hands
  by strength (TFT-112, TFT-115); body and natural armor count, shields do not (TFT-113).
  A 17 or 18 drops or breaks a dagger; bare hands and natural weapons simply miss (TFT-148).
  Hits in HTH never earn a forced retreat (TFT-125).
- (q) `draw_dagger`: 1-3 readies the dagger (TFT-43).
- (r) `escape`: 1-3 with a higher adjDX than the single enemy, otherwise 1 (TFT-117); the
  figure stands up in an empty neighbouring hex and faces as it likes.
"""

from __future__ import annotations

from affray.components.tft import Figure, Kit
from affray.kernel.events import Damaged, Moved
from affray.kernel.geometry.hexgrid import neighbours
from affray.kernel.options import ListOptions

from .. import events as E
from ..tables import creatures as C
from . import giant as GI
from . import giant_moves as GM
from . import hth
from . import lookup as L
from . import movement as M
from . import strike as S
from .brawls import brawl, creature, end_brawl_if_over, foes_in_brawl, strength
from .choices import choose
from .damage import damage, hits_taken, protection
from .wounds import damage_total, react





def weapon_of(state, eid: int) -> tuple[str, str]:
    """(what it fights with: "dagger" | "main-gauche" | "natural" | "hands", its name)."""
    k = state.get(eid, Kit)
    c = creature(state, eid)
    w = hth.hth_weapon(k.ready, k.offhand, C.hth_damage(c) if c is not None else None)
    return w, (c.weapon if w == "natural" else w)


def attack(ctx, a: int, t: int) -> None:
    """Option (p), or the attack of a figure that entered or was pulled into HTH."""
    state = ctx.state
    if t not in foes_in_brawl(state, a):
        ctx.emit(E.Note(a, "no one to grapple"))
        return
    kind, name = weapon_of(state, a)
    ct = creature(state, t)
    adj = hth.hth_adj_dx(L.personal_adj_dx(state, a), ct.attacked_dx if ct is not None else 0)
    res = S.roll(ctx, a, t, name, "hth", adj, 3)
    here = L.hex_of(state, a)
    if res.fumble and kind in hth.DAGGERS:
        if res.fumble == "drop":
            ctx.emit(E.WeaponDropped(a, name, here[0], here[1]))
        else:
            ctx.emit(E.WeaponBroken(a, name))
    if not res.hit:
        return
    foes = foes_in_brawl(state, a)
    friends = [o for o in brawl(state, here) if not L.enemies(state, a, o)]
    c = creature(state, a)
    dice, plus = hth.hth_damage(kind, strength(state, a), [strength(state, o) for o in foes],
                                len(friends), C.hth_damage(c) if c is not None else None)
    total = damage(ctx.roll("dmg", dice), plus, res.multiplier, state.options.get("min_damage", 0))
    total = damage_total(state, total)
    stops = protection(state.get(t, Figure).armor, None, False, "rear",
                       natural=ct.stops if ct is not None else 0, hth=True)
    hits = hits_taken(total, stops)
    ctx.emit(E.Struck(a, t, name, total, stops, hits, False))
    if hits:
        ctx.emit(Damaged(t, hits))
        react(ctx, t)


def draw_dagger(ctx, eid: int) -> None:
    """Option (q): 1-3 readies the dagger (or main-gauche) the figure carries."""
    state = ctx.state
    k = state.get(eid, Kit)
    dagger = next((w for w in hth.DAGGERS if w in k.carried and w != k.ready), "")
    die = ctx.roll("draw", 1)[0]
    drawn = bool(dagger) and hth.draws_dagger(die)
    ctx.emit(E.DaggerDrawn(eid, die, drawn))
    if drawn:
        ctx.emit(E.Readied(eid, dagger, False, False, False))


def escape(ctx, eid: int):
    """Option (r): roll to get free, then stand up in an empty neighbouring hex."""
    state = ctx.state
    foes = foes_in_brawl(state, eid)
    needs = hth.escape_needs(L.personal_adj_dx(state, eid), [L.personal_adj_dx(state, o) for o in foes])
    die = ctx.roll("escape", 1)[0]
    here = L.hex_of(state, eid)
    blocked = M.walls(state)
    room = [list(n) for n in neighbours(here) if n not in blocked and M.hex_kind(state, n) == M.EMPTY]
    left = GI.hexes_of(state, eid)
    if GI.is_giant(state, eid):  # TFT-139: its whole triangle one hex away
        room = GM.escape_room(state, eid)
    free = die <= needs and bool(room)
    ctx.emit(E.HthEscaped(eid, die, needs, free))
    if not free:
        if die <= needs:
            ctx.emit(E.Note(eid, "no empty hex to escape into"))
        return
    end = yield from choose(ctx, eid, "escape", ListOptions(room))
    ctx.emit(E.PostureSet(eid, ""))
    ctx.emit(Moved(eid, end[0], end[1]))
    yield from M.choose_facing(ctx, eid)
    for h in left:  # a giant leaves grapplers in any of its three hexes
        end_brawl_if_over(ctx, h)




