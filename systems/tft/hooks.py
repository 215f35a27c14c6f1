"""The points where core's turn calls into the rest of Melee (sections 11, 14-16, 21-24).

Every function here is called from one line of a core module; docs/rulesets/tft-melee-hooks.md lists them.
Without those lines nothing here runs and core plays as before. Each hook leaves core's
behaviour unchanged for a figure none of these rules concern.
"""

from __future__ import annotations

from affray.components.tft import Figure, Kit, Status
from affray.kernel.components import Vitals
from affray.kernel.events import Moved, Removed
from affray.kernel.geometry.hexgrid import neighbours
from affray.kernel.options import ListOptions

from .tables import arena as _arena
from .tables import creatures as C
from . import events as E
from .rules import experience as XP
from .rules import friendly_fire as FF
from .rules import giant as GI
from .rules import giant_moves as GM
from .rules import ground_fire as GF
from .rules import hth
from .rules import hth_actions as HA
from .rules import hth_entry as HE
from .rules import lookup as L
from .rules import movement as M
from .rules import readying as R
from .rules import shield_rush as SR
from .rules import strike as S
from .rules.choices import choose
from .rules.figure_options import ATTACK_OPTIONS, budget, can_last_shot, can_shoot
from .rules.injury import react as core_react
from .tables.tft_tables import ARMOR, WEAPONS

front_hexes_of = C.front_hexes_of  # engagement.refresh, movement.enemy_fronts, strike.targets
aim_hex = GI.aim_hex  # strike.adj_dx_against, strike.hit, strike._ranged, missiles.fly (TFT-139)
weapon_dice = C.club_damage  # strike.hit: a giant's club by its ST (TFT-139)
LEAVE = "x"  # arena combat: leave by one's own side's door (TFT-151)
ACTS_IN_ATTACK_PHASE = frozenset("qr")  # slotted at personal adjDX (TFT-20)
NOT_FOR_CREATURES = frozenset("eko")  # creatures ready no weapons (TFT-148)


def _posture(state, eid: int) -> str:
    return state.get(eid, Status).posture


# -- options and movement: movement_phase.figure_moves ----------------------------------------

def legal_options(state, eid: int, legal: list[str]) -> list[str]:
    """After core's `legal_options`: HTH options (TFT-42..44, TFT-119), (m) (TFT-39),
    (b) for a rush or an HTH entry without a weapon (TFT-28, TFT-80, TFT-108), shooting
    and reloading from the ground (TFT-100), leaving by the door (TFT-151), and no weapon
    readying for creatures (TFT-148)."""
    s = state.get(eid, Status)
    k = state.get(eid, Kit)
    if s.posture == hth.IN_HTH:
        dagger = any(w in k.carried and w != k.ready for w in hth.DAGGERS)
        return hth.legal_options(dagger and not k.offhand, HA.is_dazed(state, eid))
    out = list(legal)
    engaged = bool(L.engaged_by(state, eid))
    if s.posture in GF.GROUND_POSTURES:
        w = WEAPONS.get(k.ready) if k.ready else None
        fires = w is not None and GF.may_fire_from(s.posture, k.ready, w.kind, w.is_crossbow,
                                                   state.options.get("thrown_from_ground", False))
        extra = []
        if engaged and fires and can_last_shot(k):
            extra.append("j")
        if not engaged and fires and can_shoot(k):
            extra.append("f")
        if not engaged and w is not None and w.is_crossbow and k.reload_left > 0:
            extra.append("e")
        out = sorted(set(out) | set(extra), key=_letter)
    elif s.posture == "":
        if engaged and "m" not in out and HE.adjacent_targets(state, eid):
            out.append("m")
        if not engaged and "b" not in out:
            out.append("b")  # an HTH entry needs no weapon (TFT-108)
        if k.shield and k.shield_ready:  # TFT-80: the attack of (b) or (h) may be a rush
            out.append(("h" if engaged else "b") + RUSH_SUFFIX)
        if state.options.get("combat_type") == "arena" and _at_own_door(state, eid):
            out.append(LEAVE)
        out = sorted(set(out), key=_letter)
    if C.of(state, eid) is not None:
        out = [o for o in out if o not in NOT_FOR_CREATURES]
    if state.options.get("combat_type") == "practice":
        out = [o for o in out if o not in "fj"]  # TFT-152: no missile weapons
    return out


RUSH_SUFFIX = ":rush"  # an option choice "b:rush" / "h:rush": option (b) / (h), mode "rush"


def split_option(choice: str) -> tuple[str, str]:
    """The option letter and the mode a choice of option stands for (TFT-80)."""
    if choice.endswith(RUSH_SUFFIX):
        return choice[: -len(RUSH_SUFFIX)], "rush"
    return choice, ""


def _letter(o: str) -> tuple[int, str]:
    return (o == "-", o)


def _at_own_door(state, eid: int) -> bool:
    doors = state.options.get("arena_doors") or (state.map.entrances if state.map is not None else {})
    return any(_arena.at_door(doors, state.sides[state.side[eid]], h) for h in GI.hexes_of(state, eid))


def move(ctx, eid: int, option: str, foes: list[int]):
    """Generator, before core's movement part of a figure's option. Returns True when it
    carried out the movement itself: nothing for figures in HTH (TFT-48); shooting and
    reloading from the ground without moving (TFT-100); leaving the arena (TFT-151); a (b)
    move that may end in an enemy's hex (TFT-108) or a flight (TFT-140); a giant's move by
    its front (TFT-139)."""
    state = ctx.state
    s = state.get(eid, Status)
    if s.posture == hth.IN_HTH or option in hth.HTH_OPTIONS:
        return True
    if option == LEAVE:
        v = state.get(eid, Figure)
        ctx.emit(E.LeftArena(eid, L.current_st(state, eid) == v.st))
        ctx.emit(Removed(eid))
        return True
    if s.posture in GF.GROUND_POSTURES and option in "efj":
        if option == "e":
            choices = [c for c in R.ready_choices(state, eid, "e") if GF.may_ready_on_ground(s.posture, c)]
            if choices:
                choice = yield from choose(ctx, eid, "ready", ListOptions(choices))
                R.carry_out(ctx, eid, "e", choice)
        yield from M.choose_facing(ctx, eid)
        return True
    if GI.is_giant(state, eid):
        return (yield from GM.move(ctx, eid, option, foes))
    c = C.of(state, eid)
    flier = c is not None and c.fly_ma > 0
    if option not in ("a", "b") or foes or not (option == "b" or flier):
        return False
    if flier:
        dests, entries = HE.flight(state, eid, budget(option, c.fly_ma))
        parent = None
        if option != "b":
            entries = {}
    else:  # option (b): core's move, with the HTH entries added (TFT-108)
        b = budget(option, state.get(eid, Figure).ma)
        dests, parent = M.reachable(state, eid, b, ctx.option("jump_cost"))
        entries = lambda: HE.entries(state, eid, dests, b)  # noqa: E731 (worked out if asked)
    end = yield from choose(ctx, eid, "move", HE.EntryDestinations(dests, entries))
    if len(end) == 4:
        yield from HE.enter_by_move(ctx, eid, end, dests, parent)
        return True
    end = (end[0], end[1])
    if parent is None:
        if end != L.hex_of(state, eid):
            ctx.emit(Moved(eid, end[0], end[1]))
            ctx.emit(E.Walked(eid, dests[end][0]))
    elif not M.walk(ctx, eid, dests, parent, end):
        return True
    yield from M.choose_facing(ctx, eid)
    return True


# -- attacks: strike.targets, attack_order -----------------------------------------------------

def targets(state, eid: int, weapon_targets) -> list[list]:
    """Wraps core's target list (`weapon_targets(state, eid)`): a figure in HTH attacks only
    its brawl (TFT-114, TFT-116); (m) steps onto an adjacent enemy (TFT-39); a thrown-back
    HTH attempt has spent the attack (TFT-107); a rush is one more kind (TFT-80); in arena
    and practice combat unconscious figures may not be attacked (TFT-151)."""
    s = state.get(eid, Status)
    if s.posture == hth.IN_HTH:
        if s.option not in ATTACK_OPTIONS or HA.is_dazed(state, eid):
            return []
        return [[o, HE.HTH] for o in HE.foes_in_brawl(state, eid)]
    if state.condition(eid, HE.TRIED, 0) == state.round:
        return []
    if s.option == "m":
        return HE.adjacent_targets(state, eid)
    out = SR.targets(state, eid) if s.mode == "rush" else weapon_targets(state, eid)
    if state.options.get("combat_type") in ("arena", "practice"):
        out = [t for t in out if L.conscious(state, t[0])]
    return out


def order_key(state, eid: int, declared) -> int | None:
    """TFT-20: HTH attacks and entries order at adjDX + 4; a rush like a melee attack;
    (q) and (r) at personal adjDX. None: core's key."""
    if declared is None:
        return None
    t, kind = declared
    if kind in (HE.HTH, HE.ENTER):
        c = C.of(state, t)
        return hth.hth_adj_dx(L.personal_adj_dx(state, eid), c.attacked_dx if c is not None else 0)
    if kind == SR.RUSH:
        return SR.order_dx(state, eid, t) + _target_dx(state, t)
    return None


def acts(state, eid: int) -> bool:
    """Options that are not attacks but are resolved in the attack phase (TFT-43, TFT-117)."""
    return state.get(eid, Status).option in ACTS_IN_ATTACK_PHASE


def before_act(ctx, eid: int):
    """Generator at the figure's slot, before anything of core's `act`: a dazed grappler
    does nothing (TFT-119); (q) draws the dagger (TFT-43); (r) tries to escape (TFT-117).
    True when handled."""
    state = ctx.state
    s = state.get(eid, Status)
    if s.posture == hth.IN_HTH and HA.is_dazed(state, eid):
        return True
    if s.option == "q":
        if s.posture == hth.IN_HTH:
            HA.draw_dagger(ctx, eid)
        return True
    if s.option == "r":
        if s.posture == hth.IN_HTH:
            yield from HA.escape(ctx, eid)
        return True
    return False


KINDS = frozenset({"rush", "hth", "enter"})  # shield_rush.RUSH, hth_entry.HTH and ENTER


def strike(ctx, eid: int, t: int, kind: str):
    """Generator: core's `act` hands over the attack kinds of these rules (KINDS): a shield
    rush (TFT-80), an HTH attack (TFT-42, TFT-111), an (m) entry and its attack (TFT-39)."""
    state = ctx.state
    if kind == SR.RUSH:
        SR.rush(ctx, eid, t)
    elif kind == HE.HTH:
        HA.attack(ctx, eid, t)
    elif kind == HE.ENTER:
        here = L.hex_of(state, eid)
        inside = yield from HE.enter(ctx, eid, GI.entry_hex(state, t, here), here)
        if inside:
            foes = HE.foes_in_brawl(state, eid)
            if foes:
                HA.attack(ctx, eid, t if t in foes else foes[0])
        elif L.conscious(state, eid):
            yield from M.choose_facing(ctx, eid)


def step_entries(state, eid: int) -> dict:
    """For `disengage.step_away`: enemy hexes the step may go onto to try HTH (TFT-120)."""
    return HE.step_entries(state, eid)


def step_onto(ctx, eid: int, end, here):
    """Generator, for `disengage.step_away` after the step is chosen: a step onto an enemy
    is an HTH attempt (TFT-108, TFT-120), not an attack. True when handled."""
    if HE.enterable(ctx.state, eid, end) is None:
        return False
    inside = yield from HE.enter(ctx, eid, end, here)
    if not inside and L.conscious(ctx.state, eid):
        yield from M.choose_facing(ctx, eid)
    return True


def dice_against(state, t: int) -> int | None:
    """TFT-114: a figure pulled into HTH has lost its dodge or defence: 3 dice."""
    return 3 if _posture(state, t) == hth.IN_HTH else None


# -- to-hit and damage: strike.adj_dx_against, strike.hit, strike.melee, missiles.fly ----------

def _target_dx(state, t: int) -> int:
    c = C.of(state, t)
    return c.attacked_dx if c is not None else 0


def dx_terms(state, a: int, t: int, kind: str, weapon: str, here) -> dict:
    """Extra keyword arguments of `attack.attack_dx`: a snake's -3 (TFT-138), the prone
    crossbowman's +1 (TFT-101), sheltering behind a body (TFT-102)."""
    w = WEAPONS.get(weapon)
    out = {"target_dx": _target_dx(state, t)}
    if w is not None and w.is_crossbow and _posture(state, a) == "prone":
        out["prone_crossbow"] = True
    if kind in ("missile", "thrown") and shelter_body(state, here, t) is not None:
        out["sheltering"] = True
    return out


def direction(state, t: int, here, arc: str, a: int | None = None) -> str:
    """TFT-138: attacks from a snake's side hex come from its front. TFT-139: with a giant
    attacking or attacked, the arc of the hexes the two stand in (`giant.arc`)."""
    if a is not None and state.__dict__.get("tft_giants"):
        arc = GI.arc(state, a, t, here) or arc
    c = C.of(state, t)
    if arc == "side" and c is not None and c.side_is_front:
        return "front"
    return arc


def protection(state, t: int, stops: int) -> int:
    """After core's `damage.protection`: natural armor counts (TFT-136, 137, 140); in HTH
    shields and parries give nothing (TFT-113)."""
    c = C.of(state, t)
    natural = c.stops if c is not None else 0
    if _posture(state, t) == hth.IN_HTH:
        return ARMOR[state.get(t, Figure).armor].stops + natural
    return stops + natural


def damage_total(state, total: int) -> int:
    """TFT-152: practice weapons are blunted and do half damage."""
    if state.options.get("combat_type") == "practice":
        return XP.practice_damage(total)
    return total


def fumble(state, a: int, weapon: str, what: str) -> str:
    """TFT-148: natural weapons are never dropped or broken."""
    return "" if weapon in C.NATURAL_WEAPONS else what


def after_melee_miss(ctx, a: int, t: int, weapon: str, adj: int, dice: int, fumbled: bool) -> None:
    """TFT-104, TFT-105: a standing figure that missed an enemy in a brawl rolls for the
    others in it: enemies to hit, then friends to miss, until someone is hit. A drop or
    break ends it (option `brawl_fumble_ends`)."""
    state = ctx.state
    if _posture(state, t) != hth.IN_HTH or not FF.rolls_into_pile(HE.in_hth(state, a)):
        return
    if fumbled and state.options.get("brawl_fumble_ends", True):
        return
    pile = HE.brawl(state, L.hex_of(state, t))
    for o, aim in FF.pile_sequence(t, pile, state.side.get, state.side[a]):
        if weapon not in state.get(a, Kit).carried:
            return
        res = S.roll(ctx, a, o, weapon, S.MELEE, adj, 3 if aim == FF.MISS else S.dice_against(state, o, S.MELEE),
                     aim=aim)
        if res.fumble:
            here = L.hex_of(state, a) if aim == FF.HIT else L.hex_of(state, o)
            if res.fumble == "drop":
                ctx.emit(E.WeaponDropped(a, weapon, here[0], here[1]))
            else:
                ctx.emit(E.WeaponBroken(a, weapon))
            return
        if res.hit:
            S.hit(ctx, a, o, weapon, S.MELEE, res.multiplier)
            return


def pile_victim(ctx, t: int) -> int:
    """TFT-106: a missile or thrown weapon that hits a figure in a brawl hits someone in it
    picked at random (friends included)."""
    state = ctx.state
    if _posture(state, t) != hth.IN_HTH:
        return t
    pile = HE.brawl(state, L.hex_of(state, t))
    return FF.random_victim(ctx, pile) if len(pile) > 1 else t


def shelter_body(state, origin, t: int) -> int | None:
    """TFT-102: the unconscious-or-dead figure `t` shelters behind, or None; missiles.fly
    rolls to miss it when it is still alive (unconscious) and the shot missed `t`."""
    s = state.get(t, Status)
    if s.posture not in GF.GROUND_POSTURES or not L.conscious(state, t) or GI.is_giant(state, t):
        return None  # a giant is too big to shelter behind a body
    there = L.hex_of(state, t)
    bodies = {}
    for n in neighbours(there):
        for o in L.occupants(state, n):
            if not L.conscious(state, o) and not state.get(o, Vitals).removed:
                bodies.setdefault(n, o)
    h = GF.shelter(tuple(origin), there, s.posture, bodies)
    return bodies[h] if h is not None else None


def body_to_miss(state, origin, t: int) -> int | None:
    """TFT-102: the sheltering body the attacker must roll to miss (only if alive)."""
    b = shelter_body(state, origin, t)
    return b if b is not None and state.alive(b) else None


# -- injury and the end of the turn ---------------------------------------------------------

def react(ctx, eid: int) -> None:
    """Core's `injury.react`, then: a brawl may end or a grappler be dazed (TFT-118, 119),
    and in practice a figure at ST 3 or less drops out (TFT-152)."""
    core_react(ctx, eid)
    state = ctx.state
    HA.after_injury(ctx, eid)
    if (state.options.get("combat_type") == "practice" and state.alive(eid)
            and XP.practice_drops_out(L.current_st(state, eid))):
        ctx.emit(Removed(eid))


def may_be_pushed(state, victim: int) -> bool:
    """TFT-125 default: figures in HTH are never forced to retreat."""
    return _posture(state, victim) != hth.IN_HTH


def after_turn(ctx) -> None:
    """At the very end of the turn: when the fight is over, award experience under option
    `combat_type` (TFT-150..153; "none" awards nothing)."""
    state = ctx.state
    kind = state.options.get("combat_type", "none")
    if kind == "none" or state.ruleset.outcome(state) is None:
        return
    winners = [i for i, _ in enumerate(state.sides)
               if any(L.conscious(state, e) for e in state.members(i))]
    winner = winners[0] if len(winners) == 1 else None
    fighters = {}
    for eid in state.entities:
        f = state.get(eid, Figure)
        v = state.get(eid, Vitals)
        fighters[eid] = XP.Fighter(state.side[eid], f.st, f.dx, alive=not v.dead,
                                   on_feet=L.conscious(state, eid) and _posture(state, eid) == "",
                                   fled=v.removed and not v.dead, hits=v.hits)
    for eid, amount in XP.awards(fighters, winner, kind).items():
        ctx.emit(E.ExperienceAwarded(eid, amount, kind))


def still_legal(state, eid: int, target: int, kind: str) -> bool | None:
    """For `strike.still_legal`: the verdict on a declared [target, kind] of these rules (or
    of a figure these rules concern), by the full target list; None: core decides."""
    s = state.get(eid, Status)
    if (kind in KINDS or s.posture == hth.IN_HTH or s.mode == "rush" or GI.involved(state, eid, target)
            or state.condition(eid, HE.TRIED, 0) == state.round
            or (state.options.get("combat_type") in ("arena", "practice") and not L.conscious(state, target))):
        return [target, kind] in S.targets(state, eid)
    return None
