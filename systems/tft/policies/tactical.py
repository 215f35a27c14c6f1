"""The tactical policy: the weapon play of `weapon_play.TacticalPolicy`, plus shield
rushes, hand-to-hand and the choices those rules ask for.

- A rush is made only when it can floor the target (not more than twice the rusher's ST)
  and the weapon would do little against the target's armor; a giant is never rushed.
- HTH is entered, agreed to or fought on only when it favours the figure: its expected HTH
  damage after armor beats both the enemy's HTH damage and its own weapon's damage.
- A giant moves and turns to bring the weakest enemy it can into its front hexes
  (`giant_moves.tactical_move`, `tactical_face`).
"""

from __future__ import annotations

from affray.components.tft import Figure, Kit, Status
from affray.kernel.options import ListOptions
from affray.kernel.policies import Request
from affray.kernel.shape_defaults import order_by

from ..rules import giant as GI
from ..rules import giant_moves as GM
from ..rules import hth
from ..rules import lookup as L
from ..rules.brawls import creature, foes_in_brawl, strength
from ..rules.hth_entry import EntryDestinations, reason_for
from ..tables import creatures as C
from ..tables.tft_tables import ARMOR, WEAPONS
from .weapon_play import TacticalPolicy as WeaponPlay, toward


def _mean(dice: int, plus: int) -> float:
    return max(0.0, dice * 3.5 + plus)


def armor_of(state, eid: int) -> int:
    c = creature(state, eid)
    return ARMOR[state.get(eid, Figure).armor].stops + (c.stops if c is not None else 0)


def weapon_damage(state, a: int, t: int) -> float:
    """Expected hits of a's ready weapon through t's armor and ready shield."""
    k = state.get(a, Kit)
    w = WEAPONS.get(k.ready) if k.ready else None
    if w is None or w.is_missile:
        return 0.0
    kt = state.get(t, Kit)
    shield = 1 if kt.shield == "small shield" and kt.shield_ready else 2 if kt.shield_ready else 0
    return max(0.0, _mean(w.dice, w.plus) - armor_of(state, t) - shield)


def hth_damage(state, a: int, t: int, dagger: bool = False) -> float:
    """Expected HTH hits of a on t (a ready dagger if `dagger`, as after a 3-4)."""
    k = state.get(a, Kit)
    c = creature(state, a)
    ready = "dagger" if dagger else k.ready
    kind = hth.hth_weapon(ready, k.offhand, C.hth_damage(c) if c is not None else None)
    d, p = hth.hth_damage(kind, strength(state, a), [strength(state, t)], 1,
                          C.hth_damage(c) if c is not None else None)
    return max(0.0, _mean(d, p) - armor_of(state, t))


def favours_hth(state, a: int, t: int) -> bool:
    """HTH is good for a against t: a's HTH beats t's, and beats a's own weapon."""
    mine = hth_damage(state, a, t)
    theirs = hth_damage(state, t, a, dagger=any(w in state.get(t, Kit).carried for w in hth.DAGGERS))
    return mine > theirs and mine > weapon_damage(state, a, t)


def worth_rushing(state, a: int, t: int) -> bool:
    """Never a giant; never a target more than twice as strong; only when the weapon is weak."""
    c = C.of(state, t)
    if c is not None and c.hexes > 1:
        return False
    if state.get(t, Figure).st > 2 * state.get(a, Figure).st:
        return False
    return weapon_damage(state, a, t) < 1.0


class TacticalPolicy(WeaponPlay):
    def _option(self, state, req):
        eid = req.actor
        legal = req.options.enumerate()
        if state.get(eid, Status).posture == hth.IN_HTH:
            return self._hth_option(state, eid, legal)
        if "m" in legal:
            for t in sorted(L.engaged_by(state, eid)):
                if favours_hth(state, eid, t):
                    return "m"
        choice = super()._option(state, req)
        if choice not in legal:  # options of the later sections
            return legal[0]
        return choice

    def _hth_option(self, state, eid: int, legal: list[str]) -> str:
        if legal == [hth.NOTHING]:
            return hth.NOTHING
        foes = foes_in_brawl(state, eid)
        k = state.get(eid, Kit)
        if "q" in legal and k.ready not in hth.DAGGERS:
            return "q"
        if "r" in legal and foes and not any(favours_hth(state, eid, t) for t in foes) \
                and L.current_st(state, eid) <= 4:
            return "r"
        return "p" if "p" in legal else legal[0]

    def _move(self, state, req):
        opts = req.options
        if GI.is_giant(state, req.actor):
            return self._giant_move(state, req)
        if isinstance(opts, EntryDestinations) and self._may_grapple(state, req.actor) and opts.entries:
            eid = req.actor
            for key in sorted(opts.entries, key=lambda e: (opts.entries[e], e)):
                t = next((o for o in L.occupants(state, key[:2]) if L.enemies(state, eid, o)), None)
                if t is not None and favours_hth(state, eid, t) \
                        and reason_for(state, eid, t, key[2:]) is not None:
                    return list(key)
        return super()._move(state, req)

    def _giant_move(self, state, req):
        eid = req.actor
        option = state.get(eid, Status).option
        if option in ("e", "f", "d", "l") or not hasattr(req.options, "costs"):
            return list(L.hex_of(state, eid))
        return GM.tactical_move(state, eid, self.foe(state, eid), req.options.costs)

    def _face(self, state, req):
        eid = req.actor
        if GI.is_giant(state, eid):
            return GM.tactical_face(state, eid, self.foe(state, eid), req.options.enumerate())
        foe = self.foe(state, eid) if state.derived.get("tft_giants") else None
        if foe is not None and GI.is_giant(state, foe):  # face its nearest hex, not its rear hex
            here = L.hex_of(state, eid)
            return toward(here, GI.aim_hex(state, foe, here))
        return super()._face(state, req)

    @staticmethod
    def _may_grapple(state, eid: int) -> bool:
        """Cheap first test: could HTH ever beat this figure's own weapon?"""
        k = state.get(eid, Kit)
        w = WEAPONS.get(k.ready) if k.ready else None
        c = creature(state, eid)
        own = C.hth_damage(c) if c is not None else hth.HTH_WEAPONS.get(k.ready, hth.BARE_HANDS["stronger"])
        return w is None or w.is_missile or _mean(*own) > _mean(w.dice, w.plus)

    def _target(self, state, req):
        eid = req.actor
        s = state.get(eid, Status)
        if s.mode != "rush" and s.option != "m":  # only these bring "rush" and "enter" targets
            return super()._target(state, req)
        options = req.options.enumerate()
        rushes = [c for c in options if isinstance(c, list) and c[1] == "rush"]
        good = [c for c in options if isinstance(c, list) and c[1] == "enter" and favours_hth(state, eid, c[0])]
        if good:
            return min(good, key=lambda c: (L.current_st(state, c[0]), c[0]))
        for c in sorted(rushes):
            if worth_rushing(state, eid, c[0]):
                return c
        plain = [c for c in options if c not in rushes]
        if plain:
            return super()._target(state, Request(req.actor, req.kind, ListOptions(plain)))
        return options[0]

    def _pile_order(self, state, req):
        """TFT-104, rolling into a brawl one by one: the enemy nearest to falling first (the
        first hit ends the rolls); the friend best able to take a blow first (the first roll
        to miss is the likeliest to fail)."""
        eid = req.actor
        group = req.options
        if L.enemies(state, eid, group.items[0]):
            return order_by(group, lambda e: L.current_st(state, e))
        return order_by(group, lambda e: -L.current_st(state, e))

    def _hth_consent(self, state, req):
        """Agree to HTH only when it favours the defender."""
        attacker = getattr(req.options, "attacker", None)
        return attacker is not None and favours_hth(state, req.actor, attacker)

    def _hth_dagger(self, state, req):
        """TFT-110 (3-4): a dagger beats bare hands (1+2 against at most 1d+1 below ST 25)."""
        return True

    def _skip_initiative(self, state, req):
        """The combat example: skip the roll when every figure up is engaged or in HTH and
        so just wants to hack at the enemy."""
        return all(L.engaged_by(state, e) or state.get(e, Status).posture == hth.IN_HTH
                   for e in state.entities if L.conscious(state, e))

    def _trade_ep(self, state, req):
        """TFT-154: trade every 100 EP, for the lower of ST and DX (DX on a tie)."""
        f = state.get(req.actor, Figure)
        return "st" if f.st < f.dx else "dx"
