"""The tactical policy: closes with the nearest enemy, charges with a lance when it can,
strikes when it can, parries (ASP/WEAPON PARRY) when outmatched, keeps PSP for zero-blow
rounds, and guesses dodges from the dodges it has seen revealed."""

from __future__ import annotations

from affray.components.destrier import Kit, Ledger, Status, Turn
from affray.kernel.policies import Policy

from ..rules import geometry as geo


def _state(view):
    return getattr(view, "state", view)


class TacticalPolicy(Policy):
    def __init__(self, rng=None):
        super().__init__(rng)
        self.seen: dict[int, str] = {}

    def decide(self, view, request):
        state = _state(view)
        kind, eid, options = request.kind, request.actor, request.options
        pick = getattr(self, f"_{kind}", None)
        choice = pick(state, eid, options) if pick else None
        if choice is not None and options.legal(choice) is None:
            return choice
        legal = options.enumerate()
        return legal[0]

    def _nearest(self, state, eid):
        return geo.nearest_enemy(state, eid)

    def _move(self, state, eid, options):
        if geo.enemy_contacts(state, eid):
            return "hold"
        near = self._nearest(state, eid)
        return "hold" if near is None else f"advance:{near[1]}"

    def _misc_action(self, state, eid, options):
        """Get up, or back into the saddle, before anything else (DS-27)."""
        for act in ("stand_up", "mount"):
            if options.legal(act) is None:
                return act
        return "none"

    def _rear_contact(self, state, eid, options):
        return "stop"  # DS-41: a foe's back is worth staying at

    def _fire(self, state, eid, options):
        legal = [o for o in options.enumerate() if o != "none"]
        return legal[0] if legal else "none"

    def _tac(self, state, eid, options):
        near = self._nearest(state, eid)
        if not getattr(options, "tac_phase", True):
            if near is None or near[0] > 2.0 or state.get(eid, Ledger).left < 4:
                return {"card": "", "target": 0}
        if near is None or geo.enemy_contacts(state, eid):
            return {"card": "STAND GROUND", "target": 0}
        d, e = near
        if state.get(eid, Kit).wkind == "lance" or state.get(eid, Status).berserk:
            return {"card": "CHARGE", "target": e}
        if d <= 1.0:
            return {"card": "CLOSE", "target": e}
        if d <= 2.0:
            return {"card": "FLECHE", "target": e}
        return {"card": "CHARGE", "target": e}

    def _melee(self, state, eid, options):
        left = options.left if getattr(options, "left", None) is not None else state.get(eid, Ledger).left
        rise = {"cards": ["MOVE 1\""], "target": 0, "stand_up": True}  # DS-103: get up first
        if options.legal(rise) is None:
            return rise
        foes = [e for e in geo.enemy_contacts(state, eid)]
        if not foes or left <= 0:
            return {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}
        target = min(foes, key=lambda e: (state.get(e, Status).damage * -1, e))
        outmatched = len(foes) > 1
        kit = state.get(eid, Kit)
        defence = "ACTIVE SHIELD PARRY" if kit.shield else "WEAPON PARRY"
        free_asp = kit.shield and not state.get(eid, Turn).free_asp_used
        for cards in ([["DELIVER BLOW", defence]] if outmatched or free_asp else []) + \
                [["DELIVER BLOW", "PASSIVE SHIELD PARRY"] if kit.shield else ["DELIVER BLOW"]]:
            ch = {"cards": cards, "target": target}
            if options.legal(ch) is None:
                return ch
        return {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}

    def _charge_declaration(self, state, eid, options):
        """Charge the nearest enemy with a lance when it lies 2" or more ahead in reach."""
        from ..rules.charge import charge_distance
        near = self._nearest(state, eid)
        if near is None or geo.enemy_contacts(state, eid) or state.get(eid, Kit).wkind != "lance":
            return "none"
        return [near[1]] if 2.0 <= near[0] <= charge_distance(state, eid) + 4 else "none"

    def _berserk_friend_intervention(self, state, eid, options):
        return "leave"

    def _obstacle_choice(self, state, eid, options):
        opts = options.enumerate()
        enemies = [o for o in opts if o != "stop" and state.side[o] != state.side[eid]]
        return enemies[0] if enemies else "stop"

    def _pivot(self, state, eid, options):
        return "face"

    def _speed(self, state, eid, options):
        """Trot toward the enemy; a lancer gathers speed for the charge."""
        opts = options.enumerate()
        want = "canter" if state.get(eid, Kit).wkind == "lance" else "trot"
        return want if want in opts else opts[len(opts) // 2]

    def _horse(self, state, eid, options):
        """Kick an enemy touching the horse; trample a prone one; otherwise keep the blows."""
        foes = geo.enemy_contacts(state, eid)
        for f in foes:
            for cards in (["TRAMPLE PRONE FIGURE", "KICK"], ["KICK"]):
                ch = {"cards": cards, "target": f}
                if options.legal(ch) is None:
                    return ch
        if options.legal({"cards": [], "target": 0}) is None:
            return {"cards": [], "target": 0}
        return {"cards": ["MOVE"], "target": 0}

    def _guess_dodge(self, state, eid, options):
        opened = getattr(state, "opened", {})
        seen = [v for (a, k), v in sorted(opened.items()) if k == "dodge"]
        return seen[-1] if seen else "DODGE BACK"

    def _flurry_defence(self, state, eid, options):
        return "ACTIVE SHIELD PARRY" if state.get(eid, Kit).shield else "WEAPON PARRY"

    def _keep_distance_reaction(self, state, eid, options):
        return "retreat"

    def _parry_counterblow(self, state, eid, options):
        return "launch"  # DS-121: a free blow costs nothing

    def _shield_bash(self, state, eid, options):
        return "launch"  # DS-125

    def _dodge_counterblow(self, state, eid, options):
        return "launch"  # DS-131

    def _charge_speed(self, state, eid, options):
        return options.enumerate()[0]  # DS-136: the full acceleration
