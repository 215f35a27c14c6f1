"""How the replay viewer draws Starkpool (`affray view`): the table in inches, each figure a
base with its zone of control (SP-27: 1", 2" for Large and riders, SP-85), facing, a bar of
hit points left, its rank facing the nearest enemy (SP-123..126), shots and charges as
arrows. Reads the folded kernel state only.

Ranks (SP-123): friend P protects C from enemy E when P is within 1" of C, within 0.5" of
the segment C-E, and projects onto it at least 0.5" in front of C and short of E; a line
of such friends is a rank, so C's rank facing E is 1 + the friends standing one in front of
another between them, counted to 3 (SP-124/125 name no rank further back). The rank is the
rules' own (`rules/engagement.rank_and_front`, which only reads the state);
tests/view/test_ranks.py checks the page's kept ranks after every event of recorded fights
and on hand-made formations.

A figure's rank depends on which enemy it faces: the page draws it facing the nearest
present enemy (ties by id) within `FACING_RANGE`, and the figure's panel names that enemy
and the friend in front.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Steed
from affray.kernel.components import Conditions, Facing, Identity, Position, Vitals
from affray.kernel.geometry.plane import distance
from affray.kernel.view.scene import Scene

from .rules.engagement import PROTECT_RANGE, rank_and_front
from .rules.figures import INACTIVE, present

BASE_RADIUS = 0.375  # figure centres never end closer than 0.75" (bases touch)
# Option: how far a figure looks for the enemy its rank is drawn against. 12": a move or a
# charge away, and the short band of most missiles; further off no rank is drawn (the
# page's data recomputes a rank when anything within this distance changes, so it is also
# a cost).
FACING_RANGE = 12.0
DEEPEST = 3  # SP-124/125 name no rank further back
_NOTES = ("fleeing", "surrendered", "subdued", "asleep", "held", "stunned", "prone",
          "invisible", "hidden", "surprised")


def row(c) -> list:
    pos, vit, who = c[Position], c[Vitals], c[Combatant]
    face = c.get(Facing)
    steed = c.get(Steed)
    large = who.size == "L" or (steed is not None and steed.mounted)
    conds = c[Conditions].values
    if vit.dead:
        note = "dead"
    elif vit.removed:
        note = "fled" if conds.get("fleeing") else "gone"
    else:
        note = next((n for n in _NOTES if conds.get(n)), "")
    out = 1 if vit.dead or vit.removed else 0
    return [pos.x, pos.y, face.dir if face is not None else None, who.hp - vit.hits, who.hp,
            out, note, [BASE_RADIUS, 2.0 if large else 1.0]]


def _pos(state, eid: int) -> tuple:
    p = state.get(eid, Position)
    return (p.x, p.y)


def facing(state, c: int) -> int:
    """The enemy c's rank is drawn against: the nearest present one within FACING_RANGE."""
    side = state.side[c]
    found = state.spatial.nearest(_pos(state, c), 1,
                                  lambda e: state.side[e] != side and present(state, e),
                                  max_radius=FACING_RANGE)
    return found[0] if found else 0


def _name(state, eid: int) -> str:
    ident = state.try_get(eid, Identity)
    return ident.name if ident is not None else f"#{eid}"


def sense(c) -> tuple:
    """What `around` reads of a figure: where it stands, whether it is in the fight and
    whether it can screen a friend (its side never changes)."""
    pos, vit, values = c[Position], c[Vitals], c[Conditions].values
    return (pos.x, pos.y, vit.dead, vit.removed, tuple(sorted(n for n in values
                                                             if n in INACTIVE or n == "prone")))


def around(state, c: int) -> list:
    """[badge, text]: the rank drawn beside the figure when it is 2 or 3, and the panel's
    line; both empty for a figure out of the fight or with no enemy near."""
    if not present(state, c):
        return ["", "", 0, -1.0]
    e = facing(state, c)
    if not e:
        return ["", "", 0, FACING_RANGE]
    n, front = rank_and_front(state, c, e)
    text = f"rank {n} facing {_name(state, e)}" + (f", behind {_name(state, front)}"
                                                   if front else "")
    return [str(n) if n > 1 else "", text, e, distance(_pos(state, c), _pos(state, e))]


CHAIN = PROTECT_RANGE * (DEEPEST - 1)  # how far back a rank's friends can stand
SLACK = 0.01  # the page's positions are kept to 1/1000


def nearby(state, m: int, places: list, memo) -> set[int]:
    """Whose rank can change when m moves (or joins, leaves, lies down, hides...): friends
    close enough to be in a rank with it, and enemies that faced m or now have m at least
    as near as the enemy they faced (`memo(c)[2:]`: that enemy and its distance)."""
    side = state.side[m]
    out: set[int] = set()
    for place in places:
        for c in state.spatial.within(place, FACING_RANGE + SLACK):
            if c == m:
                continue
            d = distance(_pos(state, c), place)
            if state.side[c] == side:
                if d <= CHAIN + SLACK:
                    out.add(c)
                continue
            was = memo(c)
            if was is None or was[2] == m or d <= was[3] + SLACK:
                out.add(c)
    return out


def marks(ev, where) -> list:
    kind = type(ev).__name__
    if kind == "Shot":
        return [["shot", where(ev.shooter), where(ev.target)]]
    if kind == "ChargeDeclared":
        return [["charge", where(ev.entity), where(ev.target)]]
    return []


SCENE = Scene("plane", row, marks,
              "inches, north up; circle: zone of control; notch: facing; bar: hit points "
              "left; 2, 3: the rank a figure stands in facing the nearest enemy (SP-123); "
              "arrows: shots and charges this round; red lines: who engages whom (dashed: "
              "one way); grey dashes: moves this round",
              around, FACING_RANGE, sense, nearby)
