"""Starting a Melee fight mid-fight: the mid-fight fields of a combatant, their checks, their
spawn, and the world between two turns written back as scenario data (kernel/moment.py).

A turn leaves little behind it (TFT-23): the per-turn record is cleared by `TurnEnded`, so a
figure between turns is its hits so far, whether last turn's were 5+ (TFT-127), its posture,
whether it is unconscious, dead or gone, what it holds and what lies on the ground, a crossbow
half reloaded, option (j) taken, and the HTH conditions (a round number) and EP.
"""

from __future__ import annotations

from collections import Counter

from msgspec import UNSET

from affray.components.tft import Figure, Kit, Status
from affray.kernel.components import Conditions, Facing, Position, Vitals
from affray.kernel.events import Spawned
from affray.kernel.ruleset import Moment

from .tables.creatures import CREATURES
from .rules.injury import DEAD, UNCONSCIOUS, life, wounded
from .tables.tft_tables import INJURY_THRESHOLDS, SHIELDS, WEAPONS
from .turn_moment import PHASES, apply_turn, check_turn, play_from, turn_to_scenario

__all__ = ["FIELDS", "POSTURES", "CONDITIONS", "problem", "shares_hex", "adjust",
           "to_scenario", "REDUCERS", "MOMENT"]

FIELDS = ("hits", "hits_last_turn", "posture", "unconscious", "dead", "gone", "carried",
          "dropped", "broken", "reload_left", "last_shot", "ready_engaged", "conditions",
          "this_turn")
POSTURES = ("", "knocked", "prone", "kneeling", "hth")
CONDITIONS = {"hth_dazed": "the round it took 8+ hits in HTH (TFT-119)",
              "hth_tried": "the round its HTH attempt was thrown back (TFT-110)",
              "ep": "experience points so far (TFT-150)"}


def _get(c, name: str, default):
    value = getattr(c, name)
    return default if value is UNSET else value


def _giant(c) -> bool:
    cr = CREATURES.get(c.race)
    return cr is not None and cr.hexes > 1


def _fresh_kit(c) -> list[str]:
    cr = CREATURES.get(c.race)
    if cr is not None:
        return [cr.weapon]
    return list(c.weapons) + ([c.shield] if c.shield else [])


def carried(c) -> list[str]:
    """What the figure holds now, its shield included."""
    if c.carried is not UNSET:
        return list(c.carried)
    have = _fresh_kit(c)
    for w in [d[0] for d in _get(c, "dropped", [])] + _get(c, "broken", []):
        if w in have:
            have.remove(w)
    return have


def state_of(c) -> tuple[bool, bool]:
    """(unconscious, dead): as given, or as TFT-131 has it from ST and hits."""
    left = life(c.st - _get(c, "hits", 0))
    return _get(c, "unconscious", left == UNCONSCIOUS), _get(c, "dead", left == DEAD)


def _out(c) -> bool:
    unconscious, dead = state_of(c)
    return unconscious or dead or _get(c, "gone", False)


def shares_hex(sc, i: int, j: int) -> bool:
    """Two figures may share a hex when one is out of the fight (a body) or both are in a
    brawl (TFT-107: HTH happens in the defender's hex). Mid-fight, also friends (TFT-118:
    the survivors of a brawl stay in its hex, and may stand up there) and a figure beside
    one still on the ground there (one that escaped a brawl, TFT-117, before it moves off)."""
    a, b = sc.combatants[i], sc.combatants[j]
    if _out(a) or _out(b):
        return True
    down = ("hth", "knocked", "prone")
    pa, pb = _get(a, "posture", ""), _get(b, "posture", "")
    if pa == "hth" and pb == "hth":
        return True
    if not getattr(sc, "rounds_played", 0):
        return False
    return a.side == b.side or pa in down or pb in down


def problem(sc, i: int) -> tuple[str, str] | None:
    """The first mid-fight field of combatants[i] the rules do not allow: (field, why)."""
    c = sc.combatants[i]
    hits = _get(c, "hits", 0)
    if hits < 0:
        return "hits", f"expected 0 or more hits, got {hits}"
    if hits and not getattr(sc, "rounds_played", 0) and sc.options.get("carry_wounds") != "allow":
        return "hits", ("a new fight starts unhurt: wounds heal between fights (TFT-13); "
                        "set options.carry_wounds = \"allow\", or `round` for a fight going on")
    last = _get(c, "hits_last_turn", 0)
    if not 0 <= last <= hits:
        return "hits_last_turn", f"expected 0..{hits} (last turn's hits are part of `hits`), got {last}"
    unconscious, dead = state_of(c)
    left = life(c.st - hits)
    if left == DEAD and not dead:
        return "dead", f"ST {c.st} with {hits} hits is dead (TFT-131)"
    if left == UNCONSCIOUS and not (unconscious or dead):
        return "unconscious", f"ST {c.st} with {hits} hits is unconscious (TFT-131)"
    posture = _get(c, "posture", "")
    if posture not in POSTURES:
        return "posture", f"expected one of {list(POSTURES)}, got {posture!r}"
    if posture == "hth" and not _out(c):
        foes = [o for j, o in enumerate(sc.combatants) if j != i and o.side != c.side
                and list(o.at) == list(c.at) and _get(o, "posture", "") == "hth" and not _out(o)]
        if not foes:
            return "posture", (f"in HTH at {list(c.at)} with nobody: HTH needs an enemy in HTH "
                               "in the same hex (TFT-107, TFT-118)")
    kit = carried(c)
    for j, w in enumerate(kit):
        if w not in WEAPONS and w not in SHIELDS:
            return f"carried[{j}]", f"unknown weapon or shield {w!r}"
    shields = [w for w in kit if w in SHIELDS]
    if len(shields) > 1:
        return "carried", f"one shield at a time, got {shields}"
    ready = c.ready_weapon()
    if ready and (ready not in kit or ready in SHIELDS):
        return "ready", f"ready weapon {ready!r} is not among the weapons it holds {kit}"
    if c.shield_ready and not shields:
        return "shield_ready", "no shield is held"
    if c.carried is not UNSET and c.shield_ready and ready and WEAPONS[ready].two_handed:
        return "shield_ready", f"{ready} is two-handed: the shield must be slung (TFT-11)"
    if c.offhand and c.carried is not UNSET and ("main-gauche" not in kit or ready == "main-gauche"):
        return "offhand", "needs a main-gauche held beside another ready weapon (TFT-75)"
    for j, d in enumerate(_get(c, "dropped", [])):
        if not isinstance(d[0], str) or (d[0] not in WEAPONS and d[0] not in SHIELDS):
            return f"dropped[{j}]", f"expected [weapon, q, r] with a known weapon, got {d!r}"
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in d[1:]):
            return f"dropped[{j}]", f"expected whole hex coordinates [weapon, q, r], got {d!r}"
        walls = {tuple(w) for w in sc.map.walls} if sc.map is not None else set()
        if (d[1], d[2]) in walls:
            return f"dropped[{j}]", f"[{d[1]}, {d[2]}] is a wall"
    for j, w in enumerate(_get(c, "broken", [])):
        if w not in WEAPONS and w not in SHIELDS:
            return f"broken[{j}]", f"unknown weapon or shield {w!r}"
    reload_left = _get(c, "reload_left", 0)
    if reload_left < 0 or (reload_left and not (ready and WEAPONS[ready].reload_turns)):
        return "reload_left", "only a ready crossbow is reloaded (TFT-96), 0 or more turns"
    if reload_left > (WEAPONS[ready].reload_turns if ready else 0):
        return "reload_left", f"a {ready} reloads in {WEAPONS[ready].reload_turns} turns (TFT-96)"
    played = getattr(sc, "rounds_played", 0)
    for name, value in sorted(_get(c, "conditions", {}).items()):
        if name not in CONDITIONS:
            return f"conditions.{name}", f"unknown condition; expected one of {sorted(CONDITIONS)}"
        if value < 0 or (name != "ep" and value > played):
            return f"conditions.{name}", (f"expected {CONDITIONS[name]}: 0..{played}"
                                          if name != "ep" else "expected 0 or more EP")
    return None


def adjust(sc, i: int, comps: list) -> list:
    """The spawned components of combatants[i], its mid-fight fields put in."""
    c = sc.combatants[i]
    if all(getattr(c, f) is UNSET for f in FIELDS):
        return comps
    by_type = {type(x): x for x in comps}
    kit: Kit = by_type[Kit]
    status: Status = by_type[Status]
    held = carried(c)
    kit.shield = next((w for w in held if w in SHIELDS), "")
    kit.carried = [w for w in held if w not in SHIELDS]
    kit.ready = c.ready_weapon() if c.carried is not UNSET or c.race not in CREATURES else kit.ready
    kit.shield_ready = bool(kit.shield) and c.shield_is_ready()
    kit.offhand = c.offhand
    kit.reload_left = _get(c, "reload_left", 0)
    kit.last_shot = _get(c, "last_shot", False)
    kit.ready_engaged = _get(c, "ready_engaged", False)
    kit.loose = [[w, q, r, True] for w, q, r in _get(c, "dropped", [])]
    unconscious, dead = state_of(c)
    status.posture = _get(c, "posture", "")
    status.unconscious = unconscious
    status.wounded = wounded(_get(c, "hits_last_turn", 0), _giant(c))
    comps.append(Vitals(_get(c, "hits", 0), dead, _get(c, "gone", False)))
    conditions = _get(c, "conditions", {})
    if conditions:
        comps.append(Conditions(dict(sorted(conditions.items()))))
    if c.this_turn is not UNSET:  # inside a turn (turn_moment.py)
        apply_turn(c, status, kit)
    return comps


def to_scenario(state, data: dict) -> dict:
    """The world between two turns as scenario builtins: each figure's combatant entry
    (as the log's scenario had it) with its mid-fight fields."""
    out = []
    for eid in state.entities:
        c = {k: v for k, v in data["combatants"][eid - 1].items() if k not in FIELDS}
        comps = state._entities[eid]
        pos, kit, status, vit = comps[Position], comps[Kit], comps[Status], comps[Vitals]
        st = comps[Figure].st
        c["at"] = [pos.x, pos.y]
        c["facing"] = comps[Facing].dir
        c["hits"] = vit.hits
        cr = CREATURES.get(comps[Figure].race)
        if status.wounded:  # only 5+ (9+ for a giant) matters, TFT-127
            c["hits_last_turn"] = INJURY_THRESHOLDS["giant" if cr and cr.hexes > 1 else "normal"][0]
        if status.posture:
            c["posture"] = status.posture
        left = life(st - vit.hits)
        if status.unconscious != (left == UNCONSCIOUS):
            c["unconscious"] = status.unconscious
        if vit.dead != (left == DEAD):
            c["dead"] = vit.dead
        if vit.removed:
            c["gone"] = True
        c["carried"] = list(kit.carried) + ([kit.shield] if kit.shield else [])
        c["ready"] = kit.ready
        c["shield_ready"] = kit.shield_ready
        c["offhand"] = kit.offhand
        if kit.loose:
            c["dropped"] = [[w, q, r] for w, q, r, _placed in kit.loose]
        for name in ("reload_left", "last_shot", "ready_engaged"):
            if getattr(kit, name):
                c[name] = getattr(kit, name)
        if comps[Conditions].values:
            c["conditions"] = dict(sorted(comps[Conditions].values.items()))
        gone = (Counter(_fresh_kit_of(c)) - Counter(c["carried"])
                - Counter(w for w, *_ in c.get("dropped", [])))
        if gone:  # not held, not on the ground: broken, or taken from its body (TFT-134)
            c["broken"] = sorted(gone.elements())
        out.append(c)
    data["combatants"] = out
    return data


def _fresh_kit_of(c: dict) -> list[str]:
    cr = CREATURES.get(c.get("race", "human"))
    if cr is not None:
        return [cr.weapon]
    return list(c.get("weapons", [])) + ([c["shield"]] if c.get("shield") else [])


def spawned(state, ev: Spawned) -> None:
    """Extra reducer of `Spawned`: a figure's counters already on the ground are indexed
    by hex for pick-ups, as `CounterPlaced` indexes them (reducers.py)."""
    kit = state.try_get(ev.entity, Kit)
    if kit is None or not kit.loose:
        return
    ground = state.derived.setdefault("tft_ground", {})
    for weapon, q, r, placed in kit.loose:
        if placed:
            here = ground.setdefault((q, r), [])
            here.append((weapon, ev.entity))
            here.sort()


REDUCERS = {Spawned: spawned}


MOMENT = Moment(to_scenario, adjust, REDUCERS, PHASES, turn_to_scenario, play_from, check_turn)
