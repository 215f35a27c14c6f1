"""Refusing and escaping melee: who may try, the roll, and where the figure may go.

SP-70  contact in the Move phase: any contacted figure of the non-moving side may refuse;
       in the Counter Move phase only men and humanoids in no armor or leather/padded and
       with no shield; never a surprised figure. (Gap: fixed at contact, rolled at the start
       of the Melee phase.)
SP-71  refuse: 1d20 at or under the current rate (Scouts/Delvers add their level); on
       success the figure moves freely to a spot 2"-4" from the nearest hostile and no
       further from its start than its rate.
SP-94  escape: give up one attack, the same roll and placement.
"""
from __future__ import annotations

import math

from affray.components.starkpool import Combatant, Fights, Gear
from affray.kernel.events import Moved
from affray.kernel.geometry import plane
from affray.kernel.options import ListOptions, Options

from ...events import EscapeRolled
from .. import engagement as G
from .. import figures as F
from .. import nearby as N

__all__ = ["PLACE_MIN", "PLACE_MAX", "may_refuse", "escape_target", "escapes", "placement_ok",
           "PlacementOptions", "escape_attempt", "refuse_candidates", "refuse_melee",
           "nearest_hostile"]

PLACE_MIN, PLACE_MAX = 2.0, 4.0
LIGHT_ARMOR = frozenset({"none", "clothes", "leather", "padded"})


def may_refuse(contact_phase: str, surprised: bool, humanoid: bool, armor: str,
               has_shield: bool) -> str | None:
    """SP-70: None if this figure may attempt to refuse melee, else the reason."""
    if surprised:
        return "a surprised figure cannot refuse melee"
    if contact_phase == "move":
        return None
    if humanoid and armor in LIGHT_ARMOR and not has_shield:
        return None
    return "after Counter Move contact only unshielded men in light armor may refuse"


def escape_target(rate: float, kind: str, level: int) -> int:
    """SP-71/SP-94: the d20 number to roll at or under."""
    bonus = level if kind in ("scout", "delver") else 0
    return int(rate) + bonus


def escapes(d20: int, rate: float, kind: str, level: int) -> bool:
    return d20 <= escape_target(rate, kind, level)


def placement_ok(nearest_hostile: float, from_start: float, rate: float) -> str | None:
    """SP-71: None if a refuse/escape destination is allowed, else the reason."""
    if nearest_hostile < PLACE_MIN - 1e-9 or nearest_hostile > PLACE_MAX + 1e-9:
        return 'must end 2"-4" from the nearest hostile figure'
    if from_start > rate + 1e-9:
        return "further than the figure's movement rate"
    return None


# -- refusing and escaping as systems -------------------------------------------------------


def nearest_hostile(state, eid: int, at) -> float:
    mine = state.side[eid]
    near = N.nearest(state, tuple(at), 1, lambda e: state.side[e] != mine
                                 and F.present(state, e))
    return plane.distance(tuple(at), F.pos(state, near[0])) if near else math.inf


class PlacementOptions(Options):
    """SP-71/SP-94: a spot 2"-4" from the nearest hostile, within the figure's rate."""

    def __init__(self, state, eid: int):
        self.state, self.eid = state, eid
        self.start = F.pos(state, eid)
        self.rate = F.rate(state, eid)
        self._list = None

    def legal(self, choice) -> str | None:
        if (not isinstance(choice, list) or len(choice) != 2
                or not all(isinstance(v, (int, float)) and math.isfinite(v) for v in choice)):
            return "expected a spot [x, y]"
        m = self.state.map
        if (m.width > 0 and not 0 <= choice[0] <= m.width) or \
                (m.height > 0 and not 0 <= choice[1] <= m.height):
            return "off the map"
        if G.crowded(self.state, self.eid, choice):
            return "another figure stands there"
        return placement_ok(nearest_hostile(self.state, self.eid, choice),
                            plane.distance(self.start, tuple(choice)), self.rate)

    def enumerate(self) -> list:
        if self._list is None:
            state, eid = self.state, self.eid
            mine = state.side[eid]
            near = N.nearest(state, self.start, 1, lambda e: state.side[e] != mine
                                         and F.present(state, e))
            out = []
            if near:
                there = F.pos(state, near[0])
                away = plane.bearing(there, self.start) if there != self.start else 0.0
                for turn in (0, 45, -45, 90, -90, 135, -135, 180):
                    for d in (3.0, 2.5, 3.5):
                        p = plane.advance(there, away + turn, d)
                        p = [round(p[0], 4), round(p[1], 4)]
                        if self.legal(p) is None and p not in out:
                            out.append(p)
                            break
            self._list = out[:6]
        return self._list

    def describe(self) -> dict:
        """For a host: the spots offered, and the rule for any other (SP-71/SP-94)."""
        return {"shape": "any", "suggested": self.enumerate(),
                "note": f'a spot [x, y] on the map, free of figures, within {self.rate:g}" of '
                        f'{list(self.start)} and 2" to 4" from the nearest hostile'}


def escape_attempt(ctx, eid: int, mode: str = "escape"):
    """SP-71/SP-94: the d20 roll and, on success, the free move to a chosen spot."""
    state = ctx.state
    c = state.get(eid, Combatant)
    target = escape_target(F.rate(state, eid), c.kind, c.level)
    if 1 <= target < 20:
        roll = ctx.roll(mode, 1, 20)[0]
        ok = roll <= target
    else:  # no d20 can change it (a fast Scout or Delver, or no movement left): no die
        roll, ok = 0, target >= 20
    ctx.emit(EscapeRolled(eid, mode, roll, target, ok))
    if not ok:
        return False
    opts = PlacementOptions(state, eid)
    if not opts.enumerate():
        return False
    spot = yield from ctx.decide(eid, "placement", opts)
    ctx.emit(Moved(eid, float(spot[0]), float(spot[1])))
    return True


def refuse_candidates(state, first_phase: str = "move") -> list[int]:
    """SP-70: figures contacted this round (not the one who moved in) that may refuse."""
    out = []
    for eid, f in state.query(Fights):
        if not F.able(state, eid) or not f.pairs:
            continue
        fresh = [p for p in f.pairs if p.started_by != eid and p.round == state.round
                 and p.phase in ("move", "counter_move")]
        if not fresh:
            continue
        c = state.get(eid, Combatant)
        g = state.get(eid, Gear)
        humanoid = c.kind != "monster" or "humanoid" in c.tags
        if all(may_refuse(p.phase, bool(F.cond(state, eid, "surprised")), humanoid, g.armor,
                          g.shield) is None for p in fresh):
            out.append(eid)
    return out


def refuse_melee(ctx, only=None):
    """SP-70/SP-71 at the start of the Melee phase, in id order."""
    state = ctx.state
    for eid in refuse_candidates(state):
        if (only is not None and eid not in only) or not G.locked(state, eid):
            continue
        if (yield from ctx.decide(eid, "refuse_melee", ListOptions([False, True]))):
            yield from escape_attempt(ctx, eid, "refuse")
