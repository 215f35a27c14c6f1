"""Starting and joining hand-to-hand combat on the kernel. TFT-107..110, TFT-115, TFT-140.

How a figure gets onto an enemy's hex (TFT-108):
- option (b): the entry is the end of its movement (`EntryDestinations`: a move choice
  [q, r, from_q, from_r] names the enemy's hex and the hex it steps in from);
- option (m): at its attack slot, from the hex it stands in (target kind `ENTER`);
- a flying gargoyle lands on the enemy (TFT-140 default).

`enter` then checks TFT-107 (asking the defender's consent, option `hth_consent`), drops the
attacker's weapon and shield in the hex he came from (TFT-109), moves him in, and rolls the
defender's die (TFT-110): both go down (`PostureSet` "hth"), or the attacker backs out,
after being hit automatically on a 6. Joining an existing brawl needs no die (TFT-115).
A figure whose attempt was thrown back has spent its attack (condition "hth_tried").
"""

from __future__ import annotations

from typing import Any

from affray.components.tft import Figure, Kit, Status
from affray.kernel.events import ConditionSet, Damaged, Moved
from affray.kernel.geometry.hexgrid import neighbours, rear_hex
from affray.kernel.options import ListOptions

from .. import events as E
from ..tables import creatures as C
from ..tables.tft_tables import WEAPONS
from . import engagement as G
from . import giant as GI
from . import hth
from . import lookup as L
from . import movement as M
from .brawls import brawl, creature, strength
from .choices import choose
from .route import choose_route
from .damage import damage, hits_taken, protection
from .wounds import damage_total, react

ENTER = "enter"  # target kind of option (m): step onto the enemy's hex, then attack
HTH = "hth"  # target kind of an attack in a brawl
TRIED = "hth_tried"  # condition: round in which the figure's HTH attempt was thrown back


class EntryDestinations(M.Destinations):
    """Where a (b) mover may end: the hexes of `movement.reachable` [q, r], plus HTH entries [q, r, fq, fr]
    (the enemy's hex and the hex stepped in from). `entries` may be given as a function,
    worked out only when someone asks for them (most movers never do)."""

    __slots__ = ("_entries",)

    def __init__(self, costs, entries):
        super().__init__(costs)
        self._entries = entries

    @property
    def entries(self) -> dict[tuple[int, int, int, int], int]:
        if callable(self._entries):
            self._entries = self._entries()
        return self._entries

    def enumerate(self) -> list[Any]:
        return super().enumerate() + [list(e) for e in sorted(self.entries)]

    def legal(self, choice: Any) -> str | None:
        if isinstance(choice, (list, tuple)) and len(choice) == 4:
            try:
                key = tuple(int(v) for v in choice)
            except (TypeError, ValueError):
                return f"{choice!r} is not [q, r, from_q, from_r]"
            return None if key in self.entries else f"{list(key)} is no HTH entry"
        return super().legal(choice)

    def __len__(self) -> int:
        """Exact once the entries are known; before that, with two or more hexes to end in,
        only "more than one" matters to `choose`, and the entries are not worked out."""
        if callable(self._entries) and len(self.costs) >= 2:
            return len(self.costs)
        return len(self.costs) + len(self.entries)


class Consent(ListOptions):
    """TFT-107 (d): the defender agrees (True) or not; `attacker` says who asks."""

    __slots__ = ("attacker",)

    def __init__(self, attacker: int):
        super().__init__([False, True])
        self.attacker = attacker


# -- reading the state ----------------------------------------------------------------------







def rear_hexes(state, t: int, there, f: int) -> list:
    """TFT-107 (a), (c): the hexes behind a figure facing f at `there`: its rear hex; a
    giant's two rear hexes (TFT-139)."""
    return GI.rear_hexes(state, t) if GI.is_giant(state, t) else [rear_hex(there, f)]






def hth_ma(state, eid: int) -> int:
    """TFT-107 (b): the figure's MA; a flier's is its flying MA (TFT-140)."""
    c = creature(state, eid)
    return max(state.get(eid, Figure).ma, c.fly_ma if c is not None else 0)


def natural(state, eid: int) -> bool:
    c = creature(state, eid)
    return c is not None and state.get(eid, Kit).ready == c.weapon


def walls(state) -> frozenset:
    return M.walls(state)


def reason_for(state, a: int, t: int, from_hex) -> str | None:
    """TFT-107 (a)-(c) for attacker a stepping onto t from `from_hex` (consent is asked);
    `from_hex` None leaves (c) out."""
    there = L.hex_of(state, t)
    f = L.front_of(state, t)
    rears = rear_hexes(state, t, there, f) if f is not None else []
    return hth.start_reason(
        back_to_wall=any(hth.back_to_wall(r, walls(state)) for r in rears),
        target_down=f is None,
        attacker_ma=hth_ma(state, a),
        target_ma=hth_ma(state, t),
        from_rear=from_hex is not None and tuple(from_hex) in rears,
    )


def enterable(state, a: int, h) -> int | None:
    """The figure an HTH entry into hex h would be against: a conscious enemy there (a
    brawl's lowest-id enemy; a giant in any of its three hexes), or None. A giant never
    steps onto a figure to start HTH (TFT-139 reading: its three hexes cannot)."""
    if GI.is_giant(state, a):
        return None
    for o in L.occupants(state, tuple(h)):
        if L.conscious(state, o) and L.enemies(state, a, o):
            return o
    return None


def entries(state, eid: int, dests, budget: int) -> dict[tuple[int, int, int, int], int]:
    """TFT-108: the HTH entries of a (b) mover: an enemy's hex next to a hex it can reach and
    go on from (its start, or a hex in no enemy's front, TFT-53), within half MA. Enemies
    that meet no condition of TFT-107 are offered only when consent may be asked. Only the
    occupied hexes next to a hex it can go on from are looked at (all within `budget`)."""
    start = L.hex_of(state, eid)
    side = state.side[eid]
    ask = state.options.get("hth_consent", "ask") == "ask"
    out: dict[tuple[int, int, int, int], int] = {}
    occ = state.derived.get("tft_occ", {})
    hexes = dict.fromkeys(n for h, (cost, _) in dests.items() if cost < budget
                          for n in neighbours(h) if n in occ)
    for n in hexes:
        t = enterable(state, eid, n)
        if t is None:
            continue
        near = [p for p in neighbours(n) if p in dests]
        if ask or state.get(t, Status).posture == hth.IN_HTH or reason_for(state, eid, t, None):
            froms = near
        else:  # only (c) is left: through his rear hex
            f = L.front_of(state, t)
            froms = [p for p in rear_hexes(state, t, n, f) if p in near] if f is not None else []
        for p in froms:
            d = dests.get(p)
            if d is None or d[0] + 1 > budget or (p != start and G.in_enemy_front(state, side, p)):
                continue
            out[(n[0], n[1], p[0], p[1])] = d[0] + 1
    return out


def flight(state, eid: int, budget: int):
    """TFT-140 default: a flier ignores figures and front hexes (but not walls) and lands
    within `budget` in an empty hex or on a body; it may land on an enemy for HTH from any
    hex next to him it could land in with MA to spare. Returns (dests, entries)."""
    here = L.hex_of(state, eid)
    blocked = walls(state)
    dist = {here: 0}
    frontier = [here]
    for d in range(1, budget + 1):  # breadth first, in direction order: no dict-order ties
        nxt = []
        for h in frontier:
            for n in neighbours(h):
                if n not in dist and n not in blocked:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    dests = {h: (d, here if d else None) for h, d in dist.items()
             if d == 0 or M.hex_kind(state, h) in (M.EMPTY, M.BODY)}
    found: dict[tuple[int, int, int, int], int] = {}
    for p in sorted(dests):
        if dests[p][0] + 1 > budget:
            continue
        for n in neighbours(p):
            if n not in blocked and enterable(state, eid, n) is not None:
                key = (n[0], n[1], p[0], p[1])
                found.setdefault(key, dests[p][0] + 1)
    return dests, found


def step_entries(state, eid: int) -> dict:
    """TFT-108, TFT-120: the enemy hexes a disengaging figure may step onto to try HTH."""
    here = L.hex_of(state, eid)
    return {tuple(GI.entry_hex(state, t, here)): (1, here) for t, _ in adjacent_targets(state, eid)}


def adjacent_targets(state, eid: int) -> list[list]:
    """TFT-39: the [enemy, ENTER] choices of option (m): adjacent enemies it may step onto
    from where it stands now (TFT-107; all of them when consent may be asked)."""
    occ = state.derived.get("tft_occ")
    if not occ or GI.is_giant(state, eid):  # no one to step onto (`enterable`)
        return []
    here = L.hex_of(state, eid)
    blocked = walls(state)
    ask = state.options.get("hth_consent", "ask") == "ask"
    out = []
    sides = state.side
    mine = sides[eid]
    for n in neighbours(here):
        found = occ.get(n)
        if not found:
            continue
        t = next((o for o in found if sides[o] != mine and L.conscious(state, o)), None)  # enterable
        if t is None or n in blocked:
            continue
        if (brawl(state, n) or ask or reason_for(state, eid, t, here)) and [t, ENTER] not in out:
            out.append([t, ENTER])  # (a giant may lie next to it in two hexes)
    return sorted(out)


# -- carrying it out ------------------------------------------------------------------------

def drop_all(ctx, eid: int, items: list[str], h) -> None:
    for w in items:
        ctx.emit(E.WeaponDropped(eid, w, h[0], h[1]))


def enter(ctx, a: int, target_hex, from_hex):
    """TFT-107..110, TFT-115: attacker `a` (standing in `from_hex`) steps onto `target_hex`.
    Returns True when he is now in HTH there."""
    state = ctx.state
    target_hex, from_hex = tuple(target_hex), tuple(from_hex)
    t = enterable(state, a, target_hex)
    if t is None:
        ctx.emit(E.Note(a, "no one to grapple", list(target_hex)))
        return False
    k = state.get(a, Kit)
    joining = bool(brawl(state, target_hex))
    reason = "join" if joining else reason_for(state, a, t, from_hex)
    if reason is None:
        if state.options.get("hth_consent", "ask") == "ask":
            agreed = yield from choose(ctx, t, "hth-consent", Consent(a))
        else:
            agreed = False
        if not agreed:
            ctx.emit(E.HthRefused(a, t))
            return False
        reason = "d"
    drops = hth.attacker_drops(k.ready, k.shield, k.shield_ready, natural(state, a))
    if k.ready in hth.DAGGERS and (yield from choose(ctx, a, "hth-weapon", ListOptions([k.ready, "hands"]))) == "hands":
        drops = [k.ready] + hth.attacker_drops("", k.shield, k.shield_ready)  # TFT-109 as for any weapon
    drop_all(ctx, a, drops, from_hex)
    if joining:  # TFT-115: no die
        ctx.emit(E.HthEntered(a, t, from_hex[0], from_hex[1], reason, 0, "join"))
        ctx.emit(Moved(a, target_hex[0], target_hex[1]))
        ctx.emit(E.PostureSet(a, hth.IN_HTH))
        return True
    f = L.front_of(state, t)
    from_rear = f is not None and from_hex in rear_hexes(state, t, target_hex, f)
    ctx.emit(Moved(a, target_hex[0], target_hex[1]))
    while True:
        die = ctx.roll("hth", 1)[0]
        row = hth.defence(die, from_rear)
        if row is not None:
            break
    ctx.emit(E.HthEntered(a, t, from_hex[0], from_hex[1], reason, die, row.result))
    if row.hth:
        kt = state.get(t, Kit)
        drop_all(ctx, t, hth.defender_drops(row, kt.ready, kt.shield, kt.shield_ready,
                                            natural(state, t)), target_hex)
        dagger = hth.dagger_to_ready(row, kt.carried, kt.ready)
        if dagger and (yield from choose(ctx, t, "hth-dagger", ListOptions([True, False]))):
            ctx.emit(E.Readied(t, dagger, False, False, False))  # "has time to ready his dagger"
        ctx.emit(E.PostureSet(t, hth.IN_HTH))
        ctx.emit(E.PostureSet(a, hth.IN_HTH))
        return True
    if row.defender_hits:
        automatic_hit(ctx, t, a)
    back = yield from back_out_hex(ctx, t, target_hex, from_hex)
    ctx.emit(Moved(a, back[0], back[1]))
    ctx.emit(ConditionSet(a, TRIED, state.round))
    return False


def back_out_hex(ctx, defender: int, target_hex, from_hex):
    """TFT-110 default: the hex he came from; if that is taken, the defender's side picks a
    vacant hex next to the defender's."""
    state = ctx.state
    if M.hex_kind(state, from_hex) in (M.EMPTY, M.BODY):
        return from_hex
    blocked = walls(state)
    room = [list(n) for n in neighbours(target_hex)
            if n not in blocked and M.hex_kind(state, n) in (M.EMPTY, M.BODY)]
    if not room:
        return from_hex
    choice = yield from choose(ctx, defender, "back-out", ListOptions(room))
    return (choice[0], choice[1])


def automatic_hit(ctx, t: int, a: int) -> None:
    """TFT-110 (6): the defender hits the attacker with his ready weapon (bare hands or a
    natural attack without one), no multiplier; the attacker's armor and a ready shield count."""
    state = ctx.state
    kt = state.get(t, Kit)
    c = creature(state, t)
    w = WEAPONS.get(kt.ready) if kt.ready else None
    if w is not None and not w.is_missile:
        name, (dice, plus) = kt.ready, C.club_damage(state, t, kt.ready, w.dice, w.plus)
    elif c is not None:
        name, (dice, plus) = c.weapon, C.attack_damage(c, state.get(t, Figure).st)
    else:
        name = "hands"
        dice, plus = hth.bare_hands(strength(state, t), [strength(state, a)])
    total = damage_total(state, damage(ctx.roll("dmg", dice), plus, 1, state.options.get("min_damage", 0)))
    ka = state.get(a, Kit)
    ca = creature(state, a)
    stops = protection(state.get(a, Figure).armor, ka.shield or None, ka.shield_ready, "front",
                       natural=ca.stops if ca is not None else 0)
    hits = hits_taken(total, stops)
    ctx.emit(E.Struck(t, a, name, total, stops, hits, True))
    if hits:
        ctx.emit(Damaged(a, hits))
        react(ctx, a)


def enter_by_move(ctx, eid: int, choice, dests, parent, most: int | None = None):
    """Option (b) ending in an enemy's hex: walk to the hex stepped in from (by a route of
    at most `most` MA, saving rolls as usual), then enter. A flier (`parent` None) lands
    without walking."""
    state = ctx.state
    target_hex, from_hex = (choice[0], choice[1]), (choice[2], choice[3])
    if parent is None:
        ctx.emit(Moved(eid, from_hex[0], from_hex[1]))
        ctx.emit(E.Walked(eid, dests[from_hex][0] + 1))
    else:
        route = None
        if most is not None and from_hex != L.hex_of(state, eid):
            route = yield from choose_route(ctx, eid, dests, parent, from_hex, most)
        if not M.walk(ctx, eid, dests, parent, from_hex, route):
            return
        spent = dests[from_hex][0] if route is None else sum(
            1 if h == from_hex or M.hex_kind(state, h) == M.EMPTY else state.options["jump_cost"] for h in route)
        ctx.emit(E.Walked(eid, spent + 1))
    inside = yield from enter(ctx, eid, target_hex, from_hex)
    if not inside and L.conscious(state, eid):
        yield from M.choose_facing(ctx, eid)
