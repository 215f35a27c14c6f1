"""Which cards a card-player may play now: DS-05 (refusals name the DS item), DS-16 (one copy
of each card), DS-50/51 (targets), DS-61/63-68 (who may play each TAC card), DS-87, DS-88,
DS-89, DS-94, DS-97, DS-98, DS-99, DS-100, DS-111, DS-112, DS-115, DS-119, DS-124, DS-128."""

from __future__ import annotations

import math

from affray.components.destrier import Fighter, Kit, Ledger, Status, Turn
from affray.kernel.geometry import stands as G
from affray.kernel.options import Options

from . import costs as C
from . import geometry as geo
from . import walls as W

REACH = {"polearm": 0.5, "flail": 0.5, "pike": 1.0, "lance": 1.0}  # DS-51


def reach(state, eid: int) -> float:
    kit, f = state.get(eid, Kit), state.get(eid, Fighter)
    r = REACH.get(kit.wkind, 0.0)
    if f.height > 10.0:  # DS-51: taller than 10' strikes at pole-arm reach
        r = max(r, 0.5)
    return r


def can_strike(state, att: int, dfd: int) -> str | None:
    """DS-50, DS-51, DS-11: None if `att` may strike `dfd` now, else why not."""
    if not state.alive(dfd) or state.side[dfd] == state.side[att]:
        return "DS-50: not a living enemy"
    gap = geo.gap(state, att, dfd)
    r = reach(state, att)
    if gap > geo.EPS and gap > r + 1e-9:
        return f"DS-51: {gap:.2f}\" away, reach {r}\""
    st = state.get(att, geo.Stand)
    lab = geo.contact_label(state, att, dfd)
    flags = state.get(att, Fighter).flags
    if "tail_weapon" in flags:
        return None  # DS-50: monsters with tail weapons strike all round
    if st.kind == "rect" and lab == "head":
        kit = state.get(att, Kit)
        if not (kit.wkind == "lance" or (kit.wkind == "spear" and kit.overhand)):
            return "DS-11: a rider strikes through the head side only with a lance or overhand spear"
        return None
    if st.attack and st.kind == "poly":
        ks = geo.contact_edge_indices(state, att, dfd)
        if ks and not any(st.attack[k] for k in ks):
            return "DS-12: no attack through that edge"
        return None
    if not geo.is_frontal(lab):
        return "DS-50: only through a frontal side"
    return None


def free_space(state, eid: int, direction: float, need: float = 0.5) -> bool:
    """DS-128: at least 1/2" free in that direction (no stand met within it)."""
    mine = geo.poly(state, eid)
    for other in geo.nearby(state, eid, need):
        op = geo.poly(state, other)
        if G.in_contact(mine, op, geo.EPS):
            if G.blocked(mine, direction, op):
                return False
            continue
        t = G.first_contact(mine, direction, need, op)
        if t is not None and t < need - 1e-9:
            return False
    return not W.of(state) or W.travel(state, mine, direction, need) >= need - 1e-9


DODGE_DIR = {"DODGE LEFT": 90.0, "DODGE RIGHT": -90.0, "DODGE BACK": 180.0}  # DS-128


MOVING_TACS = ("CLOSE", "FLECHE", "CHARGE")


def tac_reach(state, eid: int, tac_card: str | None, in_tac_phase: bool) -> float:
    """DS-83: how far an attack card played with this TAC card may reach now: the TAC card's
    move toward the enemy comes first, and the blow is judged after it ("If the playing of
    the TAC card results in contact ... applied to any blows delivered")."""
    r = reach(state, eid)
    if tac_card not in MOVING_TACS:
        return r
    from .tac_cards import approach_distance
    return r + approach_distance(state, eid, tac_card, not in_tac_phase)


def melee_reason(state, eid: int, choice, *, in_tac_phase: bool, tac_card: str | None,
                 left: int | None = None) -> str | None:
    """None if the MELEE choice {"cards": [...], "target": id} is legal, else the DS reason."""
    if not isinstance(choice, dict) or not isinstance(choice.get("cards"), list):
        return "DS-05: expected {\"cards\": [...], \"target\": id}"
    cards, target = choice["cards"], choice.get("target", 0)
    if not all(isinstance(c, str) for c in cards):
        return "DS-16: each card is named by its title"
    if not isinstance(target, int) or (target and target not in state.side):
        return "DS-15: the target must be a figure id"
    if len(set(cards)) != len(cards):
        return "DS-16: each card at most once a round"
    for c in cards:
        if c not in C.MELEE and c not in C.VS_HORSE:
            return f"DS-16: no card {c!r} in the MELEE deck"
    f, kit, st, turn = (state.get(eid, t) for t in (Fighter, Kit, Status, Turn))
    led = state.get(eid, Ledger)
    left = led.left if left is None else left
    stand = choice.get("stand_up", False)
    if stand is not False and (stand is not True or cards != ["MOVE 1\""] or not (st.prone or st.kneeling)):
        return "DS-103: standing up is a MOVE 1\" card alone, played by a figure flat or on its knees"
    agile = "agile" in f.flags and not stand  # DS-118 frees moving, not getting up
    n_spells = int(choice.get("spells", 1)) if "CAST SPELL" in cards else 0
    cost = C.melee_cost(cards, free_asp=not turn.free_asp_used, agile=agile,
                        spells_before=turn.spells, spells=max(1, n_spells),
                        stow=bool(choice.get("stow", False)))
    if cost > left:
        if "CAST SPELL" in cards:
            return f"DS-99: the spells cost {cost} blows, {left} left"
        return f"DS-91: costs {cost} blows, {left} left"
    if cards == ["PASSIVE SHIELD PARRY"] and left > 0 and turn.psp_streak >= 6:
        return "DS-88: a seventh PSP-only round in a row while blows remain"
    if "HAMSTRING HORSE" in cards:
        from affray.components.destrier import Mount
        if state.try_get(target, Mount) is None:
            return "DS-154: HAMSTRING HORSE needs a horse"
        if turn.hamstring_used:
            return "DS-154: once a turn"
    attacks = [c for c in cards if c in C.ATTACKS or c in C.GRAPPLES or c == "HAMSTRING HORSE"]
    if attacks:
        if not target:
            return "DS-50: an attack card needs a target"
        why = can_strike(state, eid, target)
        if why and tac_card in MOVING_TACS and state.alive(target) \
                and state.side[target] != state.side[eid] \
                and geo.gap(state, eid, target) <= tac_reach(state, eid, tac_card, in_tac_phase) + 1e-9:
            why = None  # DS-83: judged again at the blow, after the move (DS-50 note)
        if why:
            return why
    if "KICK" in cards and target:
        from affray.components.destrier import Mount
        from .hand import kick_allowed
        mine, theirs = state.try_get(eid, Mount), state.try_get(target, Mount)
        why = kick_allowed(mine is not None and not mine.riderless,
                           theirs is not None and not theirs.riderless, f.height, "monster" in f.flags)
        if why:
            return why
    if st.disarmed and any(c in ("DELIVER BLOW", "GREAT BLOW", "WEAPON PLAY", "WEAPON PARRY") for c in cards):
        return "DS-122: disarmed"
    if "GREAT BLOW" in cards:
        if not ({"chivalry", "nordic"} & set(f.flags)):
            return "DS-115: only Chivalry and Nordic figures play GREAT BLOW"
        if kit.wkind == "lance":
            return "DS-115: never with a lance"
    if "FEROCITY" in cards and "trained_fighter" not in f.flags:
        return "DS-111: only trained fighters play FEROCITY"
    if "ACTIVE SHIELD PARRY" in cards and (not kit.shield or "trained_fighter" not in f.flags):
        return "DS-124: ASP needs a shield and a trained fighter"
    for d in C.DODGES:
        if d in cards and not free_space(state, eid, state.get(eid, geo.Facing).dir + DODGE_DIR[d]):
            return "DS-128: no 1/2\" of free space that way"
    if "MOVE 1\"" in cards and not agile and not stand and _leaves_front(state, eid):
        return "DS-119: MOVE cannot leave melee contact"
    if "FIRE/THROW MISSILE" in cards and (kit.wkind not in ("missile", "thrown") or not kit.loaded):
        return "DS-94: the missile weapon must be loaded"
    if "RELOAD MISSILE WEAPON" in cards and kit.wkind not in ("missile", "thrown"):
        return "DS-95: no missile weapon"
    if "DRAW WEAPON" in cards and not kit.drawn:
        return "DS-97: nothing to draw"
    if "CAST SPELL" in cards:
        if not f.mage:
            return "DS-99: not a mage"
        if f.mage not in ("enchanter", "skald", "bard") and turn.prepared <= 0:
            return "DS-98: CAST SPELL needs a PREPARE SPELL first"
        levels = int(choice.get("levels", n_spells))
        if n_spells < 1 or levels < n_spells:
            return "DS-99: at least one spell, each of level 1 or more"
        if not (turn.spells == 0 and n_spells == 1):  # "a minimum of 1 spell can always be cast"
            if turn.spells + n_spells > max(1, led.left + led.spent):
                return "DS-99: more spells than blows"
            if turn.spell_levels + levels > max(f.mkl, 1):
                return "DS-99: spell levels above the MKL"
    if "PREPARE SPELL" in cards and not f.mage:
        return "DS-98: not a mage"
    if "PULL RIDER FROM SADDLE" in cards:
        from affray.components.destrier import Mount
        from .grapple import pull_rider_position_ok
        if state.try_get(target, Mount) is None:
            return "DS-101: no rider to pull"
        if not pull_rider_position_ok(state, eid, target):
            return "DS-101: only alongside the horse (front or rear: taller than 10')"
    grapples = [c for c in cards if c in C.GRAPPLES and c != "RESTRAINT"]
    if grapples and not tac_card:
        return "DS-100: a grapple card needs a TAC card in the same round"
    if "RESTRAINT" in cards and not turn.restraint_chance:
        return "DS-102: no restraint opportunity"
    if "BREAK FREE" in cards and not st.restrained_by:
        return "DS-104: not restrained"
    return None


def _leaves_front(state, eid: int) -> bool:
    """DS-119: touching an enemy frontal side (and not free to disengage at will)."""
    from ..tables.cs_tables import value
    rule = value(state, "disengage_at_will", eid)
    me = state.get(eid, Fighter)
    for e in geo.enemy_contacts(state, eid):
        if geo.is_frontal(geo.contact_label(state, e, eid)):
            it = state.get(e, Fighter)
            if me.weight >= rule["weight"] * it.weight or me.dex >= it.dex + rule["dex"]:
                continue
            return True
    return False


TAC_WHO = {  # DS-61, DS-63..DS-68
    "RETREAT": "DS-61", "RUN AWAY": "DS-63", "CLOSE": "DS-64", "KEEP DISTANCE": "DS-65",
    "STAND GROUND": "DS-66", "FLECHE": "DS-67", "CHARGE": "DS-68",
}


def tac_reason(state, eid: int, choice, *, moved_against: bool = False,
               tac_phase: bool = True) -> str | None:
    if isinstance(choice, dict) and choice.get("card") == "" and not tac_phase:
        return None  # DS-83: adding a TAC card in a card round is optional
    if not isinstance(choice, dict) or choice.get("card") not in C.TAC:
        return "DS-05: expected {\"card\": TAC card, \"target\": id}"
    card, target = choice["card"], choice.get("target", 0)
    if not isinstance(target, int) or (target and target not in state.side):
        return "DS-15: the target must be a figure id"
    if not tac_phase:
        cost = C.tac_cost(card, False, by=state.options["tac_cost_by"])
        if cost > state.get(eid, Ledger).left:
            return f"DS-70: {card} costs {cost} blows, {state.get(eid, Ledger).left} left"
    f, st, turn = state.get(eid, Fighter), state.get(eid, Status), state.get(eid, Turn)
    flags, enc = set(f.flags), f.enc
    intelligent = "intelligent" in flags
    animal = "animal" in flags
    from affray.components.destrier import Mount
    m = state.try_get(eid, Mount)
    mounted = m is not None and not m.riderless
    if st.berserk and not mounted and card not in ("CHARGE", "FLECHE"):  # a horse's card: DS-72
        return "DS-112: a berserker plays only CHARGE or FLECHE"
    if mounted:
        from .horse import tac_allowed
        if card not in tac_allowed(m.speed):
            return f"DS-72: at {m.speed} the mount allows only {', '.join(tac_allowed(m.speed))}"
        if m.forward:
            return f"DS-73: the horse has played {m.forward} this turn"
    if moved_against and card not in ("RETREAT", "RUN AWAY", "STAND GROUND"):
        return "DS-69: moved against while in melee: RETREAT, RUN AWAY or STAND GROUND only"
    if card == "RETREAT" and (enc == "full" or not (intelligent or animal or "monster" in flags)):
        return "DS-61: only unencumbered or partially encumbered figures retreat"
    if card == "CLOSE" and not ((intelligent and enc != "full") or "agile" in flags
                                or (animal and "has_charged" in flags)):
        return "DS-64: may not CLOSE"
    if card == "KEEP DISTANCE" and "unintelligent" in flags:
        return "DS-65: unintelligent monsters may not KEEP DISTANCE"
    if card == "STAND GROUND" and not (intelligent or {"trained_animal", "guarding"} & flags):
        return "DS-66: may not STAND GROUND"
    if card == "FLECHE" and not (intelligent and enc == "none"):
        return "DS-67: only unencumbered intelligent figures fleche"
    if card == "CHARGE":
        if turn.charged:
            return "DS-68: at most one CHARGE a turn"
        if not ((intelligent and enc == "none") or animal or "monster" in flags):
            return "DS-68: may not CHARGE"
    if card in ("CLOSE", "FLECHE", "CHARGE") and target:
        if not state.alive(target) or state.side[target] == state.side[eid]:
            return f"{TAC_WHO[card]}: the target must be a living enemy"
    if card in ("FLECHE", "CHARGE") and not target:
        return f"{TAC_WHO[card]}: needs a designated opponent"
    if "distance" in choice:
        return _distance_reason(state, eid, card, choice["distance"], not tac_phase)
    return None


def _distance_reason(state, eid: int, card: str, d: object, in_melee_phase: bool) -> str | None:
    """DS-64 "up to 1 inch", DS-67 "up to 2 inches", DS-68 "up to a full charge bonus":
    a CLOSE, FLECHE or CHARGE may name a shorter move (more than 0, at most the card's)."""
    if card not in ("CLOSE", "FLECHE", "CHARGE"):
        return f"{TAC_WHO[card]}: only CLOSE, FLECHE and CHARGE name a distance"
    if isinstance(d, bool) or not isinstance(d, (int, float)) or not math.isfinite(d):
        return f"{TAC_WHO[card]}: the distance must be a number of inches"
    from .tac_cards import approach_distance
    most = approach_distance(state, eid, card, in_melee_phase)
    if not 0.0 < float(d) <= most + 1e-9:
        return f"{TAC_WHO[card]}: the distance must be more than 0\" and at most {most:g}\""
    return None


class MeleeOptions(Options):
    """The MELEE choices of one card-player this round (legal() says why not, DS-05)."""

    def __init__(self, state, eid: int, *, in_tac_phase: bool, tac_card: str | None = None,
                 left: int | None = None):
        self.state, self.eid, self.in_tac, self.tac, self.left = state, eid, in_tac_phase, tac_card, left

    def legal(self, choice) -> str | None:
        return melee_reason(self.state, self.eid, choice, in_tac_phase=self.in_tac,
                            tac_card=self.tac, left=self.left)

    def enumerate(self) -> list:
        state, eid = self.state, self.eid
        r = tac_reach(state, eid, self.tac, self.in_tac)
        within = max(geo.EPS, r + 1e-9) + 1e-6  # can_strike's gap test
        targets = [0] + [e for e in geo.nearby(state, eid, within) if state.side[e] != state.side[eid]
                         and (can_strike(state, eid, e) is None or self.tac in MOVING_TACS)]
        combos = [["PASSIVE SHIELD PARRY"], ["WEAPON PARRY"], ["ACTIVE SHIELD PARRY"],
                  ["DESPERATE DEFENSE"], ["DODGE LEFT"], ["DODGE RIGHT"], ["DODGE BACK"],
                  ["MOVE 1\""], ["DRAW WEAPON"], ["RELOAD MISSILE WEAPON"]]
        stand_up = {"cards": ["MOVE 1\""], "target": 0, "stand_up": True}  # DS-103
        attacks = [["DELIVER BLOW"], ["GREAT BLOW"], ["FEROCITY", "DELIVER BLOW"],
                   ["FEROCITY", "GREAT BLOW"], ["PUNCH"], ["KICK"], ["WEAPON PLAY"],
                   ["DELIVER BLOW", "ACTIVE SHIELD PARRY"], ["DELIVER BLOW", "PASSIVE SHIELD PARRY"]]
        out = []
        for c in combos:
            ch = {"cards": c, "target": 0}
            if self.legal(ch) is None:
                out.append(ch)
        if self.legal(stand_up) is None:
            out.append(stand_up)
        for t in targets[1:]:
            for c in attacks:
                ch = {"cards": c, "target": t}
                if self.legal(ch) is None:
                    out.append(ch)
        if not out:
            out.append({"cards": [], "target": 0})
        return out


class TacOptions(Options):
    def __init__(self, state, eid: int, moved_against: bool = False, tac_phase: bool = True):
        self.state, self.eid, self.moved_against, self.tac_phase = state, eid, moved_against, tac_phase

    def legal(self, choice) -> str | None:
        if self.tac_phase and isinstance(choice, dict) and choice.get("card") == "":
            # engine safeguard: no card at all is legal only when no TAC card is
            return None if not self._cards() else "DS-57: every figure plays a TAC card"
        return tac_reason(self.state, self.eid, choice, moved_against=self.moved_against,
                          tac_phase=self.tac_phase)

    def _cards(self) -> list:
        state, eid = self.state, self.eid
        enemies = [e for e in state.entities if state.alive(e) and state.side[e] != state.side[eid]]
        out = []
        for card in C.TAC:
            for t in ([0] + enemies if card in ("CLOSE",) else enemies if card in ("FLECHE", "CHARGE") else [0]):
                ch = {"card": card, "target": t}
                if tac_reason(state, eid, ch, moved_against=self.moved_against,
                              tac_phase=self.tac_phase) is None:
                    out.append(ch)
                    if card in ("CLOSE", "FLECHE", "CHARGE"):  # DS-64/67/68: "up to", half
                        from .tac_cards import approach_distance
                        most = approach_distance(state, eid, card, not self.tac_phase)
                        out.append({"card": card, "target": t, "distance": most / 2.0})
        return out

    def enumerate(self) -> list:
        out = self._cards()
        if not self.tac_phase or not out:
            out = [{"card": "", "target": 0}] + out
        return out
