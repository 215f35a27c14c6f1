"""Throwing a lit oil flask, a vial of holy or unholy water, or a lit torch (ACKS-102 to
ACKS-112): aimed at a creature, resolved as direct hit, splash, fumble or miss with scatter.
Oil's and (un)holy water's direct hit deals its second 1d8 at the same count next round;
holy water harms only chaotic enchanted creatures, unholy water only lawful enchanted ones
(extraordinary luminous / necrotic damage); a torch is no area weapon: 1d4 on a direct hit,
exactly 1 on a splash, nothing to bystanders. No STR or class bonus on any (ACKS-112)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import attack as atk
from ..rules import damage as dmg
from ..rules import geometry as geo
from ..rules import missiles as mis
from ..rules import oil as O
from ..rules import stats
from ..rules.missiles import can_see
from ..tables.weapons import RANGE_PENALTY

# option prefix -> (thing thrown, Sheet field carried, Status field thrown so far; oil's
# Status field counts what is left)
KINDS = {"oil": ("oil", "oil", "oil"), "holy": ("holy water", "holy_water", "holy_thrown"),
         "unholy": ("unholy water", "unholy_water", "unholy_thrown"), "torch": ("torch", "torches", "torches_thrown")}


def left(state, a: int, prefix: str) -> int:
    _, carried, spent = KINDS[prefix]
    st = state.get(a, Status)
    if prefix == "oil":
        return st.oil
    return getattr(state.get(a, Sheet), carried) - getattr(st, spent)


def oil_targets(state, a: int, prefix: str = "oil") -> list[int]:
    """Enemies in sight within the flask's range (Default: every thrown flask, vial or
    torch uses oil's ranges), even those engaged with allies (ACKS-107), never an engager
    of the thrower (ACKS-97)."""
    if left(state, a, prefix) <= 0:
        return []
    out = []
    for t in sorted(geo.near(state, a, 13)):
        if state.side[t] == state.side[a] or not geo.able(state, t):
            continue
        if state.engagement.has_edge(t, a) or not can_see(state, a, t):
            continue  # ACKS-97
        if mis.band("oil", geo.distance_ft(state, a, t)) is not None:
            out.append(t)
    return out


def flask_options(state, a: int) -> list[str]:
    return [f"{p}:{t}" for p in KINDS for t in oil_targets(state, a, p)]


def harm(state, kind: str, e: int) -> tuple[bool, str, bool]:
    """(harmed?, damage type, extraordinary?) of `kind` on creature e (ACKS-110)."""
    if kind in ("oil", "torch"):
        return True, "fire", False
    sheet = state.get(e, Sheet)
    hit, typ = O.holy_water_harms(kind, sheet.alignment, sheet.enchanted)
    return hit, typ, True


def burn(ctx, t: int, dice: str, rule: str, kind: str = "oil") -> None:
    hit, typ, extra = harm(ctx.state, kind, t)
    if not hit:
        return
    amount = atk.roll_damage(ctx, dice) if "d" in dice else int(dice)
    amount = dmg.apply_defences(ctx.state.get(t, Sheet), amount, [typ], extra, weapon_attack=False)
    atk.hurt(ctx, t, amount, [typ], extraordinary=extra, rule=rule)


def splash_targets(state, landing, exclude: int = 0) -> list[int]:
    squares = {e: sq.squares_of(geo.area(state, e))
               for e in state.entities if geo.able(state, e) and e != exclude}
    return O.splashed(landing, squares)


def splash(ctx, landing, exclude: int = 0, kind: str = "oil") -> None:
    """Everyone within 5' of the landing square whom the liquid can harm saves vs Blast or
    takes 1d3 (ACKS-104, ACKS-110)."""
    state = ctx.state
    for e in splash_targets(state, landing, exclude):
        if harm(state, kind, e)[0] and not atk.save(ctx, e, "blast", 0, f"ACKS-104 {kind} splash"):
            burn(ctx, e, "1d3", "ACKS-104", kind)


def lingers(ctx, e: int, kind: str, count: int) -> None:
    """ACKS-103/110: the second 1d8 at the same count of the next round."""
    if harm(ctx.state, kind, e)[0] and ctx.state.alive(e):
        value = [ctx.state.round + 1, count] + ([] if kind == "oil" else [kind])
        ctx.emit(ConditionSet(e, "burning", value))


def throw_oil(ctx, a: int, t: int, count: int, prefix: str = "oil") -> str:
    """Returns the outcome: direct, splash, fumble or miss."""
    kind = KINDS[prefix][0]
    outcome, band, target_sq = throw(ctx, a, t, prefix)
    if kind == "torch":
        _torch(ctx, a, t, outcome, band, target_sq)
        return outcome
    if outcome == "direct":
        burn(ctx, t, "1d8", "ACKS-103", kind)
        lingers(ctx, t, kind, count)
        splash(ctx, target_sq, exclude=t, kind=kind)
    elif outcome == "splash":
        splash(ctx, target_sq, kind=kind)
    elif outcome == "fumble":
        burn(ctx, a, "1d8", "ACKS-105", kind)
        lingers(ctx, a, kind, count)
    else:
        splash(ctx, scatter_from(ctx, a, band, target_sq, kind), kind=kind)
    return outcome


def throw(ctx, a: int, t: int, prefix: str, label: str = "") -> tuple[str, str, tuple]:
    """The throw itself (ACKS-102 to ACKS-107): (outcome, range band, target square)."""
    state = ctx.state
    kind, _, field = KINDS[prefix]
    sheet = state.get(a, Sheet)
    step = -1 if prefix == "oil" else 1
    ctx.emit(E.Set(a, field, getattr(state.get(a, Status), field) + step,
                   "ACKS-111" if kind == "torch" else "ACKS-110" if prefix != "oil" else "ACKS-102"))
    feet = geo.distance_ft(state, a, t)
    band = mis.band("oil", feet)
    mods = {k: v for k, v in (("range", RANGE_PENALTY[band]), ("dex", sheet.dex_mod)) if v}
    pen = O.engaged_target_penalty(mis.target_engaged_with_ally(state, a, t), "precise_shooting" in sheet.profs)
    if pen:
        mods["into_melee"] = pen
    value = stats.attack_value(sheet)
    ac = atk.effective_ac(state, t, "thrown")
    die = ctx.roll("attack", 1, 20)[0]
    total = die + sum(mods.values())
    outcome = O.result(die, total, value, ac)
    ctx.emit(E.Throw(a, t, label or prefix, die, total, value + ac, outcome == "direct",
                     outcome + (";" + ",".join(f"{k}{v:+d}" for k, v in sorted(mods.items())) if mods else "")))
    return outcome, band, geo.centre(state, t)


def scatter_from(ctx, a: int, band: str, target_sq, kind: str = "oil"):
    clock = ctx.roll("scatter direction", 1, 12)[0]
    feet_off = atk.roll_damage(ctx, O.SCATTER_DICE[band], "scatter distance")
    landing = O.scatter(geo.centre(ctx.state, a), target_sq, clock, feet_off)
    ctx.emit(E.Note(a, f"{kind} lands at {landing[0]},{landing[1]}", "ACKS-106"))
    return landing


def _torch(ctx, a: int, t: int, outcome: str, band: str, target_sq) -> None:
    """ACKS-111: direct 1d4 fire; splash exactly 1 to the target; a miss scatters still
    burning, a fumble scatters and goes out; never a bystander's save."""
    effect = O.flask_effect("torch", outcome)
    if "now" in effect:
        burn(ctx, t, effect["now"], "ACKS-111", "torch")
        return
    scatter_from(ctx, a, band, target_sq, kind="torch")
    ctx.emit(E.Note(a, "the torch keeps burning" if effect["lit"] else "the torch goes out", "ACKS-111"))


def burning_now(ctx, count: int) -> None:
    """ACKS-103/110: the second 1d8 at the same count of the next round."""
    state = ctx.state
    for e in state.entities:
        b = state.condition(e, "burning", 0)
        if b and list(b[:2]) == [state.round, count] and state.alive(e):
            ctx.emit(ConditionSet(e, "burning", 0))
            burn(ctx, e, "1d8", "ACKS-110" if len(b) > 2 else "ACKS-103", b[2] if len(b) > 2 else "oil")
