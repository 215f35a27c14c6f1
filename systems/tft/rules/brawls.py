"""Who is in a brawl, and how a brawl ends. TFT-116, TFT-118, TFT-119 (and TFT-106).

A figure in a brawl has `Status.posture == "hth"`; a brawl is every conscious figure
grappling in one hex (a grappled giant's: in any of its three hexes, TFT-139).
- `after_injury`: 8+ hits in a turn in HTH: no action for the rest of this turn and all of
  the next (TFT-119, condition "hth_dazed"); a brawl with no conscious enemy left ends and its
  survivors stay on the ground (TFT-118).
- `pile_victim`: a missile or thrown weapon that hits a figure in a brawl hits someone in it
  picked at random, friends included (TFT-106).
"""

from __future__ import annotations

from affray.components.tft import Figure, Status
from affray.kernel.events import ConditionSet

from .. import events as E
from ..tables import creatures as C
from . import friendly_fire as FF
from . import giant as GI
from . import hth
from . import lookup as L
from .injury import knocked_down

DAZED = "hth_dazed"  # condition: the round in which the figure took 8+ hits in HTH


def creature(state, eid: int):
    return C.of(state, eid)


def in_hth(state, eid: int) -> bool:
    return L.conscious(state, eid) and state.get(eid, Status).posture == hth.IN_HTH


def brawl(state, h) -> list[int]:
    """The conscious figures grappling in hex h, in id order (a grappled giant's brawl is
    everyone grappling in its three hexes, TFT-139)."""
    h = tuple(h)
    if state.derived.get("tft_giants"):
        return sorted({o for x in GI.brawl_hexes(state, h) for o in L.occupants(state, x) if in_hth(state, o)})
    return [o for o in L.occupants(state, h) if in_hth(state, o)]


def foes_in_brawl(state, eid: int) -> list[int]:
    """TFT-116: the enemies a figure in HTH can attack: those in its brawl."""
    return [o for o in brawl(state, L.hex_of(state, eid)) if L.enemies(state, eid, o)]


def strength(state, eid: int) -> int:
    """TFT-112 option `hth_st_compare`: basic (original) ST, or current ST."""
    if state.options.get("hth_st_compare", "basic") == "current":
        return L.current_st(state, eid)
    return state.get(eid, Figure).st


def is_dazed(state, eid: int) -> bool:
    """TFT-119: 8+ hits in HTH this round or last round."""
    r = state.condition(eid, DAZED, 0)
    return r > 0 and state.round in (r, r + 1)


def end_brawl_if_over(ctx, h) -> None:
    """TFT-118: when no conscious figure of the brawl has a conscious enemy in it, the brawl
    is over and its survivors lie where they are ("knocked": they must stand up)."""
    state = ctx.state
    members = sorted({o for x in GI.brawl_hexes(state, tuple(h)) for o in L.occupants(state, x)
                      if state.get(o, Status).posture == hth.IN_HTH})
    awake = [o for o in members if L.conscious(state, o)]
    if not members or not hth.brawl_over(awake, state.side.get, lambda e: True):
        return
    ctx.emit(E.BrawlEnded(h[0], h[1], awake))
    for o in awake:
        ctx.emit(E.PostureSet(o, "knocked"))


def after_injury(ctx, eid: int) -> None:
    """TFT-118, TFT-119, after a figure in (or out of) a brawl took hits."""
    state = ctx.state
    s = state.get(eid, Status)
    if s.posture != hth.IN_HTH:
        return
    h = L.hex_of(state, eid)
    if not L.conscious(state, eid):
        end_brawl_if_over(ctx, h)
        return
    c = C.of(state, eid)
    giant = c is not None and c.hexes > 1
    if knocked_down(s.hits, giant) and state.condition(eid, DAZED, 0) != state.round:
        ctx.emit(ConditionSet(eid, DAZED, state.round))


def pile_victim(ctx, t: int) -> int:
    """TFT-106: the figure a missile or thrown weapon that hit `t` really hits: `t`, or when
    `t` is in a brawl, someone in it picked at random (friends included)."""
    state = ctx.state
    if state.get(t, Status).posture != hth.IN_HTH:
        return t
    pile = brawl(state, L.hex_of(state, t))
    return FF.random_victim(ctx, pile) if len(pile) > 1 else t
