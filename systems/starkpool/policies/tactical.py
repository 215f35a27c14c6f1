"""The tactical policy: close, charge, shoot when able, cast the strongest spell, go for the
weakest foe, parry or escape when losing. `random` and `scripted` come from the kernel."""

from __future__ import annotations

from affray.components.starkpool import Combatant, Gear
from affray.kernel.policies import Policy, Request

from ..rules import figures as F

__all__ = ["TacticalPolicy"]

SPELL_ORDER = ("fire_ball", "sleep", "hold_person", "magic_missile", "invisibility",
               "cure_light_wounds")


def _first(opts: list, kind: str):
    return next((o for o in opts if isinstance(o, list) and o and o[0] == kind), None)


class TacticalPolicy(Policy):
    def decide(self, state, request: Request):
        opts = request.options.enumerate()
        kind = request.kind
        me = request.actor
        handler = getattr(self, "_" + kind, None)
        if handler is not None:
            choice = handler(state, me, opts)
            if choice is not None:
                return choice
        return opts[0]

    # -- side choices --------------------------------------------------------------------
    def _initiative(self, state, me, opts):
        return "counter_move"

    def _surprise(self, state, me, opts):
        return "fight"

    def _ambush(self, state, me, opts):
        return "spring"

    # -- movement ------------------------------------------------------------------------
    def _gear(self, state, me, opts):
        for kind in ("get_up", "restring", "rally_mount"):
            if _first(opts, kind):
                return _first(opts, kind)
        return ["none"]

    def _hurt(self, state, me) -> bool:
        return F.hp_left(state, me) * 4 <= state.get(me, Combatant).hp

    def _move(self, state, me, opts):
        moves = [o for o in opts if o[0] == "move"]
        if self._hurt(state, me) and len(moves) > 1 and F.friends(state, me, 24.0):
            return moves[-1]                                         # fall back on friends
        charge = _first(opts, "charge")
        if charge:
            return charge
        w = F.missile(state, me)
        reach = w["ranges"][1] if w else (12.0 if F.is_caster(state, me) else 0.0)
        if reach and F.enemies(state, me, reach, F.targetable):
            return ["hold"]
        return _first(opts, "move") or ["hold"]

    def _pass_through(self, state, me, opts):
        return True

    def _counter_charge(self, state, me, opts):
        return True

    def _phase_action(self, state, me, opts):
        return _first(opts, "spot") or _first(opts, "rally") or ["none"]

    def _split_shot(self, state, me, opts):
        return opts[1] if len(opts) > 1 else opts[0]

    # -- missile phase ---------------------------------------------------------------------
    def _missile(self, state, me, opts):
        casts = [o for o in opts if o[0] == "cast"]
        for name in SPELL_ORDER:
            for o in casts:
                if o[1] == name and (name != "cure_light_wounds" or self._hurt(state, o[2])):
                    return o
        for kind in ("breath", "turn", "shoot", "flask"):
            o = _first(opts, kind)
            if o:
                return o
        items = [o for o in opts if o[0] == "item"]
        for o in items:
            spec = state.tables["items"][o[1]]
            if spec["effect"] == "heal" and self._hurt(state, o[2]):
                return o
            if spec["effect"] != "heal":
                return o
        return ["counter"] if ["counter"] in opts else ["none"]

    def _counter_spell(self, state, me, opts):
        return opts[1] if len(opts) > 1 else opts[0]

    # -- melee phase -----------------------------------------------------------------------
    def _refuse_melee(self, state, me, opts):
        return self._hurt(state, me)

    def _melee_move(self, state, me, opts):
        return _first(opts, "sneak") or _first(opts, "engage") or ["none"]

    def _melee(self, state, me, opts):
        if self._hurt(state, me) and ["escape"] in opts:
            return ["escape"]
        if _first(opts, "get_up"):
            return ["get_up"]
        attacks = [o for o in opts if o[0] == "attack"]
        losing = F.hp_left(state, me) * 2 <= state.get(me, Combatant).hp
        guards = sorted((o for o in opts if o[0] in ("shield_parry", "parry")),
                        key=lambda o: (o[0] != "shield_parry", o[1]))
        if losing and len({o[1] for o in guards}) >= 2:
            return guards[0]                       # outnumbered and losing: parry first
        if attacks:
            return min(attacks, key=lambda o: (F.hp_left(state, o[1]), o[1]))
        return ["none"]

    def _retarget(self, state, me, opts):
        return opts[1] if len(opts) > 1 else opts[0]

    def _step(self, state, me, opts):
        return opts[1] if len(opts) > 1 else opts[0]

    def _draw(self, state, me, opts):
        return opts[1] if not state.get(me, Gear).weapon and len(opts) > 1 else "none"

    def _hook_or_split(self, state, me, opts):
        return "split"
