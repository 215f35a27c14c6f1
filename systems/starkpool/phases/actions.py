"""The action after a figure's move: a power duel (SP-38), a rally (SP-132), or spotting an
invisible foe (SP-40). Asked only when one of them is possible."""

from __future__ import annotations

from affray.kernel.options import ListOptions

from ..rules.morale.rally import rally, rally_targets
from ..rules.movement.power_duel import duel_targets, power_duel
from ..rules.movement.spot_invisible import spot, spot_targets

__all__ = ["phase_action", "phase_options"]


def phase_options(state, eid: int) -> list:
    out: list = [["none"]]
    out += [["duel", t] for t in duel_targets(state, eid)]
    if rally_targets(state, eid):
        out.append(["rally"])
    out += [["spot", t] for t in spot_targets(state, eid)]
    return out


def phase_action(ctx, eid: int, phase: str):
    opts = phase_options(ctx.state, eid)
    if len(opts) == 1:
        return
    choice = yield from ctx.decide(eid, "phase_action", ListOptions(opts))
    if choice[0] == "duel":
        power_duel(ctx, eid, choice[1])
    elif choice[0] == "rally":
        rally(ctx, eid)
    elif choice[0] == "spot":
        spot(ctx, eid, choice[1])
