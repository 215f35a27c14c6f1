"""Unlit oil and oil poured on the ground (ACKS-108, ACKS-109).

`unlit:<t>` throws a flask unlit: the same throw as lit oil (ACKS-102 to ACKS-107), but
nothing burns. A direct hit leaves the target `oiled = "direct"`; a splash (and a miss, where
it lands) leaves `oiled = "splash"` on each creature within 5' that fails its Blast save.
Default: a fumbled unlit flask sets nobody alight (the point of throwing it unlit) and only
scatters like a miss. A torch that hits or splashes an oiled creature (`torch:<t>`) lights
it: 1d3 fire if splashed, 1d8 now and 1d8 at the same count next round if hit directly
(`ignite`). Default: no melee torch is in the weapons table, so only a thrown torch lights.

`pour:x,y` pours a flask on the thrower's own or an adjacent open square and lights it
(Default: as a combat action and lit at once, as a thrown flask is): a one-square patch
(ACKS-109 Default) burning for 60 rounds that deals 1d8 fire to whoever starts its
initiative there or enters it. Default: the engine moves figures between end squares, so
"enters" is ending a move on the patch (as for traps)."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import attack as atk
from ..rules import geometry as geo
from ..rules import oil as O
from ..rules.dungeon import features
from ..rules.movement import walls
from .flasks import KINDS, burn, flask_options, lingers, oil_targets, scatter_from, splash_targets, throw, throw_oil

FLASK_ACTIONS = tuple(KINDS) + ("unlit", "pour")


def options(state, a: int) -> list[str]:
    """Every flask, vial and torch throw, unlit throws and pouring."""
    return flask_options(state, a) + [f"unlit:{t}" for t in oil_targets(state, a)] + pour_options(state, a)


def act(ctx, a: int, kind: str, arg: str, count: int) -> bool:
    """A flask, vial or torch thrown (offensive), or oil poured (not an attack)."""
    if kind == "pour":
        pour(ctx, a, arg)
        return False
    if kind == "unlit":
        throw_unlit(ctx, a, int(arg))
    elif throw_oil(ctx, a, int(arg), count, kind) in ("direct", "splash") and kind == "torch":
        ignite(ctx, int(arg), count)  # ACKS-108: a torch lights the oil on its target
    return True


def _oil(ctx, e: int, how: str) -> None:
    if ctx.state.condition(e, "oiled") != "direct":  # a direct hit is never downgraded
        ctx.emit(ConditionSet(e, "oiled", how))


def _splash(ctx, landing, exclude: int = 0) -> None:
    for e in splash_targets(ctx.state, landing, exclude):
        if not atk.save(ctx, e, "blast", 0, "ACKS-108 unlit oil splash"):
            _oil(ctx, e, "splash")


def throw_unlit(ctx, a: int, t: int) -> None:
    outcome, band, target_sq = throw(ctx, a, t, "oil", "unlit")
    if outcome == "direct":
        _oil(ctx, t, "direct")
        _splash(ctx, target_sq, exclude=t)
    elif outcome == "splash":
        _splash(ctx, target_sq)
    else:
        _splash(ctx, scatter_from(ctx, a, band, target_sq, "unlit oil"))


def ignite(ctx, t: int, count: int) -> None:
    """ACKS-108: a torch lights the oil on t."""
    how = ctx.state.condition(t, "oiled")
    if not how or not ctx.state.alive(t):
        return
    ctx.emit(ConditionSet(t, "oiled", 0))
    effect = O.ignite(how)
    burn(ctx, t, effect["now"], "ACKS-108")
    if "next" in effect:
        lingers(ctx, t, "oil", count)


def pour_options(state, a: int) -> list[str]:
    if state.get(a, Status).oil <= 0:
        return []
    here = geo.area(state, a)
    blocked = walls(state)
    near = set(sq.squares_of(here)) | set(sq.adjacent_squares(here))
    return [f"pour:{x},{y}" for (x, y) in sorted(near) if (x, y) not in blocked]


def pour(ctx, a: int, arg: str) -> None:
    x, y = (int(v) for v in arg.split(","))
    ctx.emit(E.Set(a, "oil", ctx.state.get(a, Status).oil - 1, "ACKS-109"))
    ctx.emit(E.Feature("patch", x, y, str(ctx.state.round)))


def patches(state) -> dict[tuple[int, int], int]:
    """Burning patches: square -> the round it was lit, while it still burns."""
    out = {}
    for (k, s), v in sorted(features(state).items()):
        if k == "patch" and O.patch_burns(True, False, state.round - int(v)):
            out[s] = int(v)
    return out


def in_patch(ctx, e: int, rule: str) -> None:
    """1d8 fire to e if its footprint is on a burning patch (ACKS-109)."""
    p = patches(ctx.state)
    if p and geo.able(ctx.state, e) and any(s in p for s in sq.squares_of(geo.area(ctx.state, e))):
        burn(ctx, e, O.patch_burns(True, False, 0), rule)


def arrived(ctx, e: int) -> None:
    """The end of a move: traps spring, a burning patch burns (ACKS-109)."""
    from .hasty import sprung
    sprung(ctx, e)
    in_patch(ctx, e, "ACKS-109 enters the burning patch")
