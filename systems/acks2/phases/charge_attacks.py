"""The attacks at the end of a charge (ACKS-39: "After charging, a combatant can make a melee
attack ... on the target he charged"; ACKS-203: "either the rider or the passengers can
attack at the end of the charge, and the mount can usually also attack"). Each one able to
strike is asked whether it does (`charge_attack`: attack / hold). And the overrun's bonus
combat action (ACKS-179), another attack of the same kind."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import geometry as geo
from ..rules.melee import can_melee
from ..rules.mounted import may_attack_now
from .combat import routine


def strikes(ctx, a: int):
    return (yield from ctx.decide(a, "charge_attack", ListOptions(["attack", "hold"]))) == "attack"


def charge_attacks(ctx, e: int, t: int, riders: list[int]):
    """Riders first (who attacks closes the others, `may_attack_now`), then the charger;
    returns whether anyone attacked (ACKS-76)."""
    state = ctx.state
    offensive = False
    for r in riders:
        if geo.able(state, r) and state.get(r, Status).riding and geo.able(state, t) and can_melee(state, r, t) \
                and may_attack_now(state, r) and (yield from strikes(ctx, r)):
            if state.get(r, Status).segment in ("pending", "delayed"):
                ctx.emit(E.Set(r, "segment", "acted", "ACKS-203"))
            ctx.emit(E.Set(r, "attacked", state.round, "ACKS-203"))
            yield from routine(ctx, r, t, "charge", impact_ok=True)
            offensive = True
    if geo.able(state, e) and geo.able(state, t) and may_attack_now(state, e) and can_melee(state, e, t) \
            and (yield from strikes(ctx, e)):
        yield from routine(ctx, e, t, "charge", impact_ok=True)
        offensive = True
    return offensive


def overrun_bonus(ctx, e: int, combat_action, count: int):
    """ACKS-179: past the opponent, "The bonus combat action can only be used to make an
    attack, including another overrun" (`overrun_bonus`: none, attack:ID, overrun:ID)."""
    from ..rules.melee import melee_targets
    state = ctx.state
    if not geo.able(state, e) or not may_attack_now(state, e):
        return
    targets = melee_targets(state, e)
    if not targets:
        return
    opts = ["none"] + [f"attack:{t}" for t in targets] + [f"overrun:{t}" for t in targets]
    act = yield from ctx.decide(e, "overrun_bonus", ListOptions(opts))
    if act != "none":
        yield from combat_action(ctx, e, act, count)
