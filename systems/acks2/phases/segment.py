"""One combatant's initiative segment (ACKS-36): a full-round action, or a movement action
and then a combat action or a second movement action. Interrupts come between the movement
and the combat action (ACKS-71)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet, Faced, Moved
from affray.kernel.geometry import squares as sq
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import attack as atk
from ..rules import conditions as cond
from ..rules import geometry as geo
from ..rules.engagement import engaged, engagers
from ..rules.maneuvers import maneuver
from ..rules.movement import away_from as _away_from, charge_obstacles, charge_path, ground, reachable, speeds
from ..rules.ranks import SECOND_RANK
from ..tables.spells import SPELLS
from . import running
from .combat import cleave, combat_options, routine, shoot
from .interrupts import interrupts
from .placing import charge_end, dismount_square, end_facing, step_square
from .running import square_options as _squares_opts
from .unlit import FLASK_ACTIONS, arrived, in_patch
from .unlit import act as flask_act
from .vehicles import acts_frightened


def action_options(state, e: int, count: int) -> list[str]:
    sheet, st = state.get(e, Sheet), state.get(e, Status)
    is_engaged = engaged(state, e)
    big = geo.dims(sheet) != (1, 1)
    out = ["stay"]
    if st.declared.startswith("cast:"):
        return ["cast", "hold"]
    face = geo.facing_of(state, e)
    out += [f"face:{f}" for f in (sq.ORTHOGONAL if big else sq.FACINGS) if f != face]
    if st.riding:  # ACKS-201/202: a rider moves only with its mount, or dismounts
        from ..rules.vehicles import harnessed
        if harnessed(state, e):
            return ["stay"]  # ACKS-210: a harnessed transporter goes where the lead goes
        out.append("dismount")
        if st.segment == "pending" and st.initiative > 0:
            out += [f"delay:{n}" for n in range(count - 1, max(-st.initiative, -10) - 1, -1)]
        if st.segment == "delayed":
            out.append("pass")
        return out
    can_move = cond.can(state, e, "move")
    if state.condition(e, "prone"):
        if can_move and not is_engaged:
            out.append("stand")
        can_move = False
    elif can_move and not is_engaged and not state.get(e, Status).riding:
        out.append("cover")  # ACKS-55: Take Cover as the movement action
    from .lieu import more_actions  # mounting, doors and traps, artillery
    out += more_actions(state, e, can_move)
    if can_move and not is_engaged and "wrestled" not in cond.active(state, e):
        shared: dict = {}
        sp = speeds(sheet)
        where = ground(state, e, max(sp["march"], sp["run"]))  # once for every search below
        out += _squares_opts("march", reachable(state, e, sp["march"], shared=shared, where=where))
        out += _squares_opts("rank", shared)  # ACKS-03: into a lone ally's square, behind it
        out += running.edge_options(state, e, shared)  # ACKS-02: the third of a 3-in-2
        out += running.move_options(state, e, where)  # ACKS-45/46/53
        if cond.can(state, e, "attack"):
            blocked = None
            for t in sorted(geo.near(state, e, speeds(sheet)["charge"] // 5 + 2)):
                if state.side[t] != state.side[e] and geo.able(state, t) and not geo.within5(state, e, t):
                    if blocked is None:
                        blocked = charge_obstacles(state, e)
                    if charge_path(state, e, t, blocked) is not None:
                        out.append(f"charge:{t}")
    skirmish = "skirmishing" in sheet.profs
    if can_move and st.start_engaged and is_engaged:
        orig = frozenset(engagers(state, e))
        if st.declared == "withdraw" or skirmish:
            out += _squares_opts("withdraw", _away_from(state, e, list(orig), reachable(
                state, e, speeds(sheet)["withdraw"], orig)))
        if st.declared == "retreat" or skirmish:
            out += _squares_opts("retreat", _away_from(state, e, list(orig), reachable(
                state, e, speeds(sheet)["retreat"], orig)))
    if st.segment == "pending" and st.initiative > 0:
        out += [f"delay:{n}" for n in range(count - 1, max(-st.initiative, -10) - 1, -1)]  # ACKS-32
        out += [f"wait:{o}" for o in state.entities if o != e and able_later(state, o, count)]
    if st.segment == "delayed":
        out.append("pass")
    return out


def able_later(state, o: int, count: int) -> bool:
    st = state.get(o, Status)
    return st.segment == "pending" and st.initiative < count and geo.able(state, o)


def move_to(ctx, e: int, dest, face: str, feet: int, rule: str) -> None:
    from ..rules.mounted import riders_of
    for c in (SECOND_RANK, geo.EDGE):  # ACKS-02/03: it leaves the square(s) it shared
        if ctx.state.condition(e, c):
            ctx.emit(ConditionSet(e, c, 0))
    ctx.emit(Moved(e, dest[0], dest[1]))
    if face != geo.facing_of(ctx.state, e):
        ctx.emit(Faced(e, face))
    ctx.emit(E.Set(e, "moved", feet, rule))
    for r in riders_of(ctx.state, e):  # ACKS-201: riders move with the mount
        ctx.emit(Moved(r, dest[0], dest[1]))
        if geo.facing_of(ctx.state, r) != face:
            ctx.emit(Faced(r, face))
    arrived(ctx, e)  # traps, burning patches (ACKS-109)


def free_facing(ctx, e: int):
    """ACKS-26: an enemy newly engaged by e, not facing it and not otherwise engaged, may
    turn to face e (not against a sneaking engager)."""
    state = ctx.state
    if state.condition(e, "sneaking"):
        return
    for o in sorted(state.engagement.successors(e)):
        if state.engagement.has_edge(o, e) or not geo.able(state, o):
            continue
        if [p for p in state.engagement.predecessors(o) if p != e]:
            continue
        choice = yield from ctx.decide(o, "free_face", ListOptions(["turn", "stay"]))
        if choice == "turn":
            ctx.emit(Faced(o, geo.turn_toward(state, o, e)))


def segment(ctx, e: int, count: int):
    """Returns whether e made an offensive action."""
    state = ctx.state
    st = state.get(e, Status)
    if st.segment == "pending":
        in_patch(ctx, e, "ACKS-109 starts its initiative in the burning patch")
    if not geo.able(state, e) or st.segment not in ("pending", "delayed"):
        return False
    if st.segment == "pending":  # start of its initiative (ACKS-34, ACKS-75, ACKS-39, ACKS-60)
        for f, rule in (("readied", "ACKS-75"), ("disordered", "ACKS-39"), ("defending", "ACKS-60"),
                        ("guarding", "ACKS-60")):
            if getattr(st, f):
                ctx.emit(E.Set(e, f, 0 if f == "guarding" else False, rule))  # guarding: an id
    if state.condition(e, "cowering") and state.condition(e, "frightened") and acts_frightened(state, e) \
            and not cond.flag(state, e, "helpless"):
        ctx.emit(ConditionSet(e, "cowering", 0))  # ACKS-195: it tries to get away (flee below)
    if state.condition(e, "cowering") or cond.flag(state, e, "helpless"):
        ctx.emit(E.Set(e, "segment", "acted", "ACKS-195"))
        return False
    if acts_frightened(state, e):
        yield from flee(ctx, e)
        ctx.emit(E.Set(e, "segment", "acted", "ACKS-195"))
        return False
    from .pursuit import no_pursuit, stops_for_loot
    if stops_for_loot(ctx, e, move_to):  # ACKS-199
        ctx.emit(E.Set(e, "segment", "acted", "ACKS-199"))
        return False
    if st.declared.startswith("cast:") and st.spell_lost:  # ACKS-38: "The action and the spell
        ctx.emit(E.Set(e, "segment", "lost", "ACKS-38"))  # are lost": no choice is left to make
        return (yield from cast(ctx, e))
    choice = yield from ctx.decide(e, "action", ListOptions(no_pursuit(state, e, action_options(state, e, count))))
    kind, _, arg = choice.partition(":")
    if kind == "delay":
        ctx.emit(E.Set(e, "delay_to", int(arg), "ACKS-32"))
        ctx.emit(E.Set(e, "segment", "delayed", "ACKS-32"))
        return False
    if kind == "wait":
        ctx.emit(E.Set(e, "wait_for", int(arg), "ACKS-33"))
        ctx.emit(E.Set(e, "segment", "delayed", "ACKS-33"))
        return False
    if kind == "pass":
        ctx.emit(E.Set(e, "segment", "lost", "ACKS-32"))
        return False
    ctx.emit(E.Set(e, "segment", "acted", "ACKS-36"))
    if kind in ("march", "withdraw", "retreat", "rank", "edge", "charge") and state.condition(e, "sneaking"):
        ctx.emit(ConditionSet(e, "sneaking", 0))  # ACKS-53: only a sneak keeps it sneaking
    if kind in ("cast", "hold"):
        return (yield from cast(ctx, e) if kind == "cast" else _nothing())
    from .lieu import FULL_ROUND, IN_LIEU_OF_MOVEMENT, full_round, in_lieu_of_movement
    if kind in FULL_ROUND:
        return full_round(ctx, e, kind, arg, count)
    if kind in IN_LIEU_OF_MOVEMENT:
        in_lieu_of_movement(ctx, e, kind, arg)
    offensive = False
    stayed = kind in ("stay", "face")
    sheet = state.get(e, Sheet)
    if kind == "dismount":
        from ..rules.mounted import knock_off, mount_options, skilled
        from ..rules.vehicles import role, skilled as drives
        how = mount_options(drives(sheet) if role(state, e) else any(skilled(sheet)),
                            state.get(st.riding, Status).moved > 0)
        ctx.emit(E.Set(e, "riding", 0, "ACKS-202"))
        from ..rules.movement import walls
        taken = set(geo.occupied(state, e)) | walls(state)
        free = [s for s in sq.adjacent_squares(geo.area(state, e)) if s not in taken]
        if free:
            ctx.emit(Moved(e, *(yield from dismount_square(ctx, e, free))))
        if how != "movement":
            return False  # ACKS-57: without the skill it took the combat action too
    elif kind == "face":
        ctx.emit(Faced(e, arg))
    elif kind == "stand":
        ctx.emit(ConditionSet(e, "prone", 0))
    elif kind == "cover":
        ctx.emit(ConditionSet(e, "prone", 1))  # ACKS-55
    elif kind == "rank":
        running.join_rank(ctx, e, arg, move_to)
    elif kind == "edge":
        running.join_edge(ctx, e, arg, move_to)
    elif kind in running.MOVES:
        if running.play(ctx, e, kind, arg, move_to):  # a full-round run
            yield from free_facing(ctx, e)
            offensive |= yield from interrupts(ctx, e, False)
            if kind == "run":
                yield from running.after_run(ctx, e)
            return offensive
    elif kind in ("march", "withdraw", "retreat"):
        x, y = (int(v) for v in arg.split(","))
        pos = geo.area(state, e)
        if kind == "retreat":  # ACKS-47: faces the way it retreats, disordered
            face = geo.facing_toward((pos.x, pos.y), (x, y), geo.dims(sheet) != (1, 1))
            ctx.emit(E.Set(e, "disordered", True, "ACKS-47"))
        else:
            move_face = geo.facing_toward((pos.x, pos.y), (x, y), geo.dims(sheet) != (1, 1))
            face = move_face
        if kind == "retreat":  # ACKS-198: the perils of cowardice
            from .flight import fall_at, perils, route
            spot = perils(ctx, e, (pos.x, pos.y), route(state, e, (pos.x, pos.y), (x, y)))
            if spot is not None:
                fall_at(ctx, e, spot, move_to)
                return offensive
        move_to(ctx, e, (x, y), face, sq.distance_feet((pos.x, pos.y), (x, y)), f"ACKS-{ {'march': 51, 'withdraw': 56, 'retreat': 47}[kind]}")
        if kind != "retreat":
            yield from end_facing(ctx, e)
    elif kind == "charge":
        t = int(arg)
        path, end, charge_face = yield from charge_end(ctx, e, t)
        ctx.emit(E.Set(e, "disordered", True, "ACKS-39"))
        ctx.emit(E.Set(e, "charged", True, "ACKS-39"))
        from .flight import fall_at, perils
        spot = perils(ctx, e, (geo.area(state, e).x, geo.area(state, e).y), [tuple(p) for p in path])
        if spot is not None:  # ACKS-198: a faltering charger falls on the way
            fall_at(ctx, e, spot, move_to)
            return False
        move_to(ctx, e, end, charge_face, sq.distance_feet((geo.area(state, e).x, geo.area(state, e).y), end), "ACKS-39")
        from ..rules.mounted import riders_of
        riders = riders_of(state, e)
        for r in riders:  # ACKS-201: they count as having charged
            ctx.emit(E.Set(r, "charged", True, "ACKS-201"))
            ctx.emit(E.Set(r, "disordered", True, "ACKS-201"))
        yield from free_facing(ctx, e)
        offensive |= yield from interrupts(ctx, e, True)
        from .charge_attacks import charge_attacks
        return (yield from charge_attacks(ctx, e, t, riders)) or offensive
    if kind not in ("stay", "face") + IN_LIEU_OF_MOVEMENT:
        yield from free_facing(ctx, e)
        offensive |= yield from interrupts(ctx, e, False)
    if not geo.able(state, e) or kind == "retreat":
        return offensive
    opts = combat_options(state, e, stayed)
    if kind == "march" and not engaged(state, e):
        opts += _squares_opts("march", reachable(state, e, speeds(sheet)["march"]))  # ACKS-64
    opts += running.hide_option(state, e)  # ACKS-62
    act = yield from ctx.decide(e, "combat", ListOptions(opts))
    offensive |= yield from combat_action(ctx, e, act, count)
    if state.condition(e, "faltering") and not engaged(state, e):  # ACKS-196
        ctx.emit(ConditionSet(e, "faltering", 0))
    return offensive


def _nothing():
    return False
    yield


def combat_action(ctx, e: int, act: str, count: int = 0):
    state = ctx.state
    kind, _, arg = act.partition(":")
    if kind == "none":
        return False
    if kind == "defend":
        if arg:
            ctx.emit(E.Set(e, "guarding", int(arg), "ACKS-60"))
        else:
            ctx.emit(E.Set(e, "defending", True, "ACKS-60"))
        return False
    if kind == "ready":
        ctx.emit(E.Set(e, "readied", True, "ACKS-65"))
        return False
    if kind == "stand":
        ctx.emit(ConditionSet(e, "prone", 0))
        return False
    if kind == "cover":
        ctx.emit(ConditionSet(e, "prone", 1))
        return False
    if kind == "hide":
        running.hide(ctx, e)
        return False
    if kind == "march":
        x, y = (int(v) for v in arg.split(","))
        pos = geo.area(state, e)
        move_to(ctx, e, (x, y), geo.facing_toward((pos.x, pos.y), (x, y), geo.dims(state.get(e, Sheet)) != (1, 1)),
                sq.distance_feet((pos.x, pos.y), (x, y)), "ACKS-64")
        yield from end_facing(ctx, e)
        return False
    from .lieu import IN_LIEU_OF_ATTACKING, in_lieu_of_attacking
    if kind in IN_LIEU_OF_ATTACKING:
        return (yield from in_lieu_of_attacking(ctx, e, kind, arg))
    if state.condition(e, "sneaking"):
        ctx.emit(ConditionSet(e, "sneaking", 0))  # attacking ends sneaking (ACKS-190)
    if kind not in ("treat", "pour"):  # no attack
        ctx.emit(E.Set(e, "attacked", state.round, "ACKS-203"))
    if kind == "attack":
        yield from routine(ctx, e, int(arg))
        return True
    if kind == "step":
        t = int(arg)
        s = yield from step_square(ctx, e, t)
        move_to(ctx, e, s, geo.facing_toward(s, geo.centre(state, t), geo.dims(state.get(e, Sheet)) != (1, 1)),
                5, "ACKS-58")
        from ..rules.melee import can_melee
        if can_melee(state, e, t):
            yield from routine(ctx, e, t)
        return True
    if kind == "shoot":
        if shoot(ctx, e, int(arg)):
            from ..rules.missiles import band
            b = band(state.get(e, Sheet).missile, geo.distance_ft(state, e, int(arg)))
            yield from cleave(ctx, e, True, b)
        return True
    if kind == "treat":
        from .treatment import treat_option
        treat_option(ctx, e, arg)
        return False
    if kind in FLASK_ACTIONS:
        return flask_act(ctx, e, kind, arg, count)
    if kind == "sweep":
        from .sweep import sweep
        yield from sweep(ctx, e)
        return True
    from .brawl import BRAWLS, brawl
    if kind in BRAWLS:
        dropped = brawl(ctx, e, kind, int(arg))
    else:
        before = geo.area(state, e)
        dropped = yield from maneuver(kind).resolve(ctx, e, int(arg))
        if kind == "overrun" and geo.area(state, e) != before:
            from .charge_attacks import overrun_bonus
            yield from overrun_bonus(ctx, e, combat_action, count)
    if dropped and kind != "coup":
        yield from cleave(ctx, e, False)
    return True


def flee(ctx, e: int):
    """ACKS-195/198: phases/flight.py."""
    from .flight import flee as run_away
    return (yield from run_away(ctx, e, move_to, _away_from))


def cast(ctx, e: int):
    """ACKS-38/165/166: a declared spell, unless damage or a failed save disrupted it."""
    state = ctx.state
    st = state.get(e, Status)
    spell = st.declared[5:]
    ctx.emit(E.Set(e, "spent", st.spent + [spell], "ACKS-166"))  # cast or lost, the slot is gone
    if st.spell_lost:
        ctx.emit(E.Note(e, f"{spell} disrupted: lost", "ACKS-166"))
        ctx.emit(E.Set(e, "spell_lost", False, "ACKS-166"))
        return False
    if "heal" in SPELLS.get(spell, {}):
        from .treatment import cure
        return (yield from cure(ctx, e, spell, SPELLS[spell]))
    from ..rules.missiles import can_see
    targets = [t for t in sorted(geo.near(state, e, 40)) if state.side[t] != state.side[e]
               and geo.able(state, t) and can_see(state, e, t)]
    if not targets:
        return False
    t = yield from ctx.decide(e, "spell_target", ListOptions(targets))
    data = SPELLS.get(spell, {})
    if "damage" in data:
        atk.hurt(ctx, t, max(1, atk.roll_damage(ctx, data["damage"])), data["types"], extraordinary=True, source=e)
    elif "condition" in data:
        if not atk.save(ctx, t, data["save"], 0, spell):
            ctx.emit(ConditionSet(t, data["condition"], 1))
    return True
