"""Burning pitch (ACKS-116, ACKS-123). A pitch shot that hits or splashes sets its area
alight: characters there save vs Blast against 4d6 fire (half on a success) at once and at
the same count every following round; a wooden structure in the area takes the shot's
structural damage (direct hits) and then 4d6 structural fire damage each round. Anyone in
or within 5' of the area may fight the fire as a full-round action (`fight_fire:x,y`); the
15th such action puts it out. A pitch fumble sets the piece's own square alight. A fire is
a `Feature("fire", x, y, "count:radius:actions")` at its impact square."""

from __future__ import annotations

from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import artillery as A
from ..rules import attack as atk
from ..rules import geometry as geo
from ..rules.dungeon import features, in_area, shp, structures


def fires(state) -> dict[tuple[int, int], tuple[int, int, int]]:
    """Impact square -> (count, radius ft, fire-fighting actions so far), burning ones."""
    out = {}
    for (k, s), v in sorted(features(state).items()):
        if k == "fire" and v != "out":
            c, r, n = (int(p) for p in v.split(":"))
            out[s] = (c, r, n)
    return out


def ignite(ctx, point, radius: int, count: int) -> None:
    ctx.emit(E.Feature("fire", point[0], point[1], f"{count}:{radius}:0"))
    burn(ctx, point, radius, first=True)


def burn(ctx, point, radius: int, first: bool = False) -> None:
    """ACKS-123: 4d6 fire to each character in the area (half on a Blast save) and 4d6
    structural fire damage to each standing wooden structure in it (after the first)."""
    state = ctx.state
    for v in in_area(state, point, radius):
        roll = atk.roll_damage(ctx, "4d6")
        saved = atk.save(ctx, v, "blast", 0, "ACKS-123 burning pitch")
        atk.hurt(ctx, v, A.pitch_damage(roll, saved), ["fire"], rule="ACKS-123")
    if first:
        return
    for st in structures(state):
        if st.material == "wood" and shp(state, st.name) > 0 and any(
                sq.distance_feet(point, (q[0], q[1])) <= max(radius, 5) for q in st.squares):
            ctx.emit(E.Siege("structure", st.name, shp(state, st.name) - atk.roll_damage(ctx, "4d6")))


def burning_pitch(ctx, count: int) -> None:
    """Every burning area at its own count, from the round after it caught."""
    for point, (c, radius, _) in fires(ctx.state).items():
        if c == count:
            burn(ctx, point, radius)


def fight_fire_options(state, e: int) -> list[str]:
    out = []
    fp = geo.area(state, e)
    for point, (_, radius, _) in fires(state).items():
        if sq.footprint_distance_feet(point, fp) <= radius + 5:
            out.append(f"fight_fire:{point[0]},{point[1]}")
    return out


def fight_fire(ctx, e: int, arg: str) -> None:
    x, y = (int(v) for v in arg.split(","))
    c, r, n = fires(ctx.state)[(x, y)]
    n += 1
    ctx.emit(E.Feature("fire", x, y, "out" if A.fire_out(n) else f"{c}:{r}:{n}"))
