"""The tactical policy: shoot when it can, charge what it can reach, otherwise close with
the nearest enemy; strike the most wounded enemy in reach; cleave; set spears against
chargers; turn to face whoever engages it."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.geometry import squares as sq
from affray.kernel.policies import Policy

from ..rules import geometry as geo
from ..rules.engagement import engaged
from . import wired


def _state(view):
    return getattr(view, "state", view)


def _arg(opt: str) -> str:
    return opt.partition(":")[2]


class TacticalPolicy(Policy):
    def decide(self, view, request):
        state = _state(view)
        shaped = getattr(self, f"_whole_{request.kind}", None)
        if shaped is not None:  # an order or a subset: answered without listing every value
            return shaped(state, request.actor, request.options)
        legal = request.options.enumerate()
        pick = getattr(self, f"_{request.kind}", None)
        choice = pick(state, request.actor, legal) if pick else None
        if choice is None or request.options.legal(choice) is not None:
            return legal[0]
        return choice

    def _declare(self, state, eid, legal):
        from ..phases.treatment import cure_targets
        from ..tables.spells import SPELLS
        casts = [o for o in legal if o.startswith("cast:")]
        cures = [o for o in casts if "heal" in SPELLS.get(o[5:], {})]
        if cures and cure_targets(state, eid):  # ACKS-137: a cure on a fallen or hurt ally first
            return max(cures, key=lambda o: (SPELLS[o[5:]]["level"], o))
        casts = [o for o in casts if o not in cures]
        return casts[0] if casts else "none"

    def _after_fight(self, state, eid, legal):
        """ACKS-145: after the fight, tend a fallen ally; rousing a foe is the player's call."""
        mine = [o for o in legal if o != "none" and state.side[int(o.split(":")[1])] == state.side[eid]]
        return mine[0] if mine else "none"

    def _tie_order(self, state, side, legal):
        return state.options.get("tie_default", "first")

    def _weakest(self, state, ids):
        return min(ids, key=lambda t: (state.get(t, Status).hp, t))

    def _action(self, state, eid, legal):
        if "cast" in legal:
            return "cast"
        sheet = state.get(eid, Sheet)
        if engaged(state, eid):
            if "stand" in legal:
                return "stay"
            foes = sorted(state.engagement.predecessors(eid))
            for f in foes:
                if geo.arc(state, eid, f) != "front":
                    want = f"face:{geo.turn_toward(state, eid, f)}"
                    if want in legal:
                        return want
            return "stay"
        if "stand" in legal:
            return "stand"
        if wired.artillery_action(state, eid, legal):
            return wired.artillery_action(state, eid, legal)
        if wired.mount_action(legal):
            return wired.mount_action(legal)
        if wired.stays_to_throw(state, eid):
            return "stay"
        if sheet.missile and state.get(eid, Status).ammo > 0:
            from ..phases.combat import missile_targets
            if missile_targets(state, eid):
                return "stay"
        charges = [o for o in legal if o.startswith("charge:")]
        if charges:
            return min(charges, key=lambda o: (geo.distance_ft(state, eid, int(_arg(o))), o))
        ranks = self._ranks(state, eid, legal)
        if ranks:
            return ranks[0]
        marches = [o for o in legal if o.startswith("march:")]
        target = self._nearest(state, eid)
        if not marches or target is None:
            return "stay"
        tc = geo.centre(state, target)
        tarea = geo.area(state, target)
        one = geo.dims(state.get(eid, Sheet)) == (1, 1)

        def score(o):
            x, y = (int(v) for v in _arg(o).split(","))
            mine = (x, y) if one else geo.area(state, eid, (x, y))
            return (sq.footprint_distance_squares(mine, tarea), sq.distance_squares((x, y), tc), o)
        return min(marches, key=score)

    def _ranks(self, state, eid, legal):
        """A long weapon falls in behind a front-rank ally that is fighting (ACKS-03),
        nearest square first."""
        from ..rules.melee import has_long_weapon
        if not has_long_weapon(state.get(eid, Sheet)):
            return []
        options = [o for o in legal if o.startswith("rank:")]
        if not options:
            return []
        pos = geo.area(state, eid)
        side = state.side[eid]
        fighting = set()  # squares of allies an enemy engages
        for a in geo.near(state, eid, 40):
            if state.side[a] == side and geo.able(state, a) and \
                    any(state.side[f] != side for f in state.engagement.predecessors(a)):
                fighting.update(sq.squares_of(geo.area(state, a)))
        out = []
        for o in options:
            x, y = (int(v) for v in _arg(o).split(","))
            if (x, y) in fighting:
                out.append((sq.distance_squares((pos.x, pos.y), (x, y)), o))
        return [o for _, o in sorted(out)]

    def _nearest(self, state, eid):
        side = state.side
        mine = side[eid]
        return geo.nearest_other(state, eid, lambda o: side[o] != mine and geo.able(state, o)
                                 and not state.condition(o, "cowering"))

    def _combat(self, state, eid, legal):
        first = wired.first_combat(state, eid, legal)
        if first:
            return first
        if "potion" in legal and state.get(eid, Status).hp * 3 <= state.get(eid, Sheet).hp:
            return "potion"  # ACKS-57: a badly hurt fighter drinks his cure
        pours = [o for o in legal if o.startswith("potion:")]
        if pours and not [o for o in legal if o.startswith("treat:")]:
            return pours[0]  # ACKS-57: a helpless ally already treated gets the potion
        attacks = [int(_arg(o)) for o in legal if o.startswith("attack:")]
        if attacks:
            return f"attack:{self._weakest(state, attacks)}"
        steps = [int(_arg(o)) for o in legal if o.startswith("step:")]
        if steps:
            return f"step:{self._weakest(state, steps)}"
        treats = [o for o in legal if o.startswith("treat:")]
        if treats:  # ACKS-137: with a cure potion when one is left
            return treats[0] + ":potion" if treats[0] + ":potion" in treats else treats[0]
        shots = [int(_arg(o)) for o in legal if o.startswith("shoot:")]
        if shots:
            return f"shoot:{min(shots, key=lambda t: (geo.distance_ft(state, eid, t), t))}"
        flasks = [int(_arg(o)) for o in legal if o.startswith("oil:")]
        if flasks:
            return f"oil:{self._weakest(state, flasks)}"
        marches = [o for o in legal if o.startswith("march:")]
        if marches:
            return self._action(state, eid, marches + ["stay"])
        return wired.late_combat(state, eid, legal) or ("defend" if "defend" in legal else "none")

    def _cleave(self, state, eid, legal):
        targets = [int(_arg(o)) for o in legal if o.startswith("cleave:")]
        if targets:
            return f"cleave:{self._weakest(state, targets)}"
        return "defend" if "defend" in legal else "stop"

    def _target(self, state, eid, legal):
        return self._weakest(state, legal)

    def _interrupt(self, state, eid, legal):
        return "attack" if "attack" in legal else legal[-1]

    def _free_face(self, state, eid, legal):
        return "turn"

    def _surrender(self, state, eid, legal):
        return wired.surrender(state, eid, legal)

    def _cleave_move(self, state, eid, legal):
        """ACKS-155: a shooter falls back 5' where it gains the most room from the nearest foe."""
        foes = [t for t in sorted(state.entities) if state.side[t] != state.side[eid] and geo.able(state, t)]
        if not foes or len(legal) < 2:
            return "stay"

        def room(o):
            x, y = (int(v) for v in o[5:].split(","))
            return (min(sq.footprint_distance_feet(geo.area(state, eid, (x, y)), geo.area(state, t)) for t in foes), o)
        return max(legal[1:], key=room)

    def _spell_target(self, state, eid, legal):
        return self._weakest(state, legal)

    def _charge_end(self, state, eid, legal):
        """ACKS-39: the nearest end square (then the lowest), as the charge always ended."""
        a = geo.area(state, eid)
        return min(legal, key=lambda c: (sq.distance_feet((a.x, a.y), tuple(c)), tuple(c)))

    def _end_facing(self, state, eid, legal):
        """ACKS-51: toward the nearest enemy within 10', else the way it moved."""
        mine = state.side[eid]
        t = geo.nearest_other(state, eid, lambda o: state.side[o] != mine and geo.able(state, o), limit=40)
        if t is not None and geo.distance_ft(state, eid, t) <= 10:
            return geo.turn_toward(state, eid, t)
        return geo.facing_of(state, eid)

    def _whole_sweep_targets(self, state, eid, subset):
        """ACKS-181: every engaged foe, as the sweep always took them."""
        return list(subset.items)

    def _whole_tie_split(self, state, side, subset):
        """ACKS-35: all of them the same way, as before."""
        return []

    def _whole_ally_order(self, state, side, order):
        """ACKS-35: tied allies act by id, as they always did."""
        return list(order.items)

    def _step_square(self, state, eid, legal):
        """ACKS-58: the lowest square, as the step always went."""
        return min(legal)

    def _dismount_square(self, state, eid, legal):
        """ACKS-202: the lowest free square, as the dismount always went."""
        return min(legal)

    def _flee_square(self, state, eid, legal):
        """ACKS-195: as far as it gets from the nearest enemy, as the flight always went."""
        from ..phases.placing import safety
        key = safety(state, eid)
        return list(max((tuple(c) for c in legal), key=key))

    def _overrun_end(self, state, eid, legal):
        """ACKS-179: the first square past the opponent, as the overrun always went."""
        a = geo.area(state, eid)
        return min(legal, key=lambda c: (sq.distance_feet((a.x, a.y), tuple(c)), tuple(c)))

    def _overrun_bonus(self, state, eid, legal):
        """ACKS-179: the bonus attack at the weakest foe in reach."""
        attacks = [int(_arg(o)) for o in legal if o.startswith("attack:")]
        return f"attack:{self._weakest(state, attacks)}" if attacks else "none"
