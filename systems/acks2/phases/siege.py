"""Artillery and structures in battle (ACKS-44, ACKS-113 to ACKS-122, ACKS-124).

A piece (`[[map.artillery]]`) is fired or reloaded by its crew as one full-round action: when
the first crew member's segment comes and enough of the crew (the record's `crew`) stand
able within 5' of the piece and have not acted, it may choose `fire:<piece>:<target>` or
`reload:<piece>`, and every one of them has acted. The crew shares one initiative die with
the worst DEX modifier among them (phases/initiative.py) and attacks as its lowest-level
member. After a shot the piece needs `reload_rounds` crew actions (twice as many without an
`artillerist` in the crew, who also take -4). Targets: creatures or structures in the
piece's line of sight between its minimum and maximum range. Resolution as the chapter:
direct hit (the creature at the impact point takes full damage, others in the area save
vs Blast for half; a structure loses shp by its material), splash (everyone in the area
saves to avoid all; structures untouched), fumble (a repeating ballista jams for 60
rounds; others scatter 6d6' per 250'), scatter (1d12 o'clock, 6 back at the piece, 3d6'
per 250', a splash there)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import artillery as A
from ..rules import attack as atk
from ..rules import geometry as geo
from ..rules import oil as O
from ..rules import stats
from ..rules.dungeon import features, in_area, shp, structures
from ..rules.missiles import sight_blocked


def pieces(state) -> list:
    return list(getattr(state.map, "artillery", ()) or ())




def _rec(state, p) -> A.Artillery:
    return A.record(state.tables.get("artillery", {}), p.kind)


def crew_of(state, i: int, actor: int = 0) -> list[int]:
    """The crew members of piece i that are able, within 5' of it and yet to act (the
    actor, whose segment this is, counts)."""
    p = pieces(state)[i]
    ids = {state.names[e]: e for e in state.entities}
    out = []
    for name in p.crew:
        e = ids[name]
        st = state.get(e, Status)
        if geo.able(state, e) and (e == actor or st.segment in ("pending", "delayed")) and not st.riding \
                and sq.touching(geo.area(state, e), (p.at[0], p.at[1])):
            out.append(e)
    return sorted(out)


def crew_map(state) -> dict[int, int]:
    """Entity -> the piece it crews (the first listed)."""
    ids = {state.names[e]: e for e in state.entities}
    out: dict[int, int] = {}
    for i, p in enumerate(pieces(state)):
        for name in p.crew:
            out.setdefault(ids[name], i)
    return out


def _targets(state, i: int, e: int) -> list[str]:
    p = pieces(state)[i]
    rec = _rec(state, p)
    origin = (p.at[0], p.at[1])
    out = []
    for t in state.entities:
        if state.side[t] == state.side[e] or not geo.able(state, t):
            continue
        c = geo.centre(state, t)
        if A.in_range(rec, sq.distance_feet(origin, c)) and not sight_blocked(state, origin, c):
            out.append(f"fire:{i}:{t}")
    for j, st in enumerate(structures(state)):
        point = impact_on_structure(state, origin, st)
        if shp(state, st.name) > 0 and point is not None and A.in_range(rec, sq.distance_feet(origin, point)):
            out.append(f"fire:{i}:@{j}")
    from ..rules.vehicles import vehicles
    from .vehicles import target_of
    for j, v in enumerate(vehicles(state)):  # ACKS-114/214: a vehicle's shp
        lead = next(x for x in state.entities if state.names[x] == v.transporters[0])
        point = target_of(state, j)
        if point is not None and state.side[lead] != state.side[e] and not sight_blocked(state, origin, point) \
                and A.in_range(rec, sq.distance_feet(origin, point)):
            out.append(f"fire:{i}:^{j}")
    return out


def impact_on_structure(state, origin, st):
    """The nearest square of the structure in sight of the piece (ACKS-113)."""
    seen = [(sq.distance_feet(origin, (q[0], q[1])), (q[0], q[1])) for q in st.squares
            if not sight_blocked(state, origin, (q[0], q[1]))]
    return min(seen)[1] if seen else None


def action_options(state, e: int) -> list[str]:
    out = []
    for i, p in enumerate(pieces(state)):
        crew = crew_of(state, i, e)
        if e not in crew or len(crew) < _rec(state, p).crew:
            continue
        jam = features(state).get(("jam", p.name), 0)
        if jam > state.round:
            continue
        if features(state).get(("reload", p.name), 0) > 0:
            out.append(f"reload:{i}")
        else:
            out += _targets(state, i, e)
    return out


def act(ctx, e: int, kind: str, arg: str, count: int = 0) -> None:
    state = ctx.state
    i = int(arg.split(":")[0])
    p = pieces(state)[i]
    rec = _rec(state, p)
    crew = crew_of(state, i, e)
    for c in crew:
        if c != e:
            ctx.emit(E.Set(c, "segment", "acted", "ACKS-119"))
    artillerist = any("artillerist" in state.get(c, Sheet).profs for c in crew)
    if kind == "reload":
        left = features(state).get(("reload", p.name), 0)
        ctx.emit(E.Siege("reload", p.name, left - 1))
        return
    fire(ctx, e, i, arg.split(":")[1], crew, rec, artillerist, count)


def fire(ctx, e: int, i: int, target: str, crew: list[int], rec, artillerist: bool, count: int = 0) -> None:
    state = ctx.state
    p = pieces(state)[i]
    ammo = p.ammo or rec.ammo
    origin = (p.at[0], p.at[1])
    penalty, reload = A.crew_penalty(artillerist, rec.reload_rounds)
    ctx.emit(E.Siege("reload", p.name, reload))  # ACKS-44
    value = max(stats.attack_value(state.get(c, Sheet)) for c in crew)  # the lowest level
    st = vehicle = None
    if target.startswith("^"):
        from ..rules.vehicles import vehicles
        from .vehicles import target_of
        vehicle = int(target[1:])
        v = vehicles(state)[vehicle]
        lead = next(x for x in state.entities if state.names[x] == v.transporters[0])
        point, ac, t, size, moved = target_of(state, vehicle), 0, lead, v.size, state.get(lead, Status).moved
    elif target.startswith("@"):
        st = structures(state)[int(target[1:])]
        point, ac, t, size, moved = impact_on_structure(state, origin, st), st.ac, 0, "colossal", 0
    else:
        t = int(target)
        point, ac = geo.centre(state, t), atk.effective_ac(state, t, "missile")
        size, moved = state.get(t, Sheet).size, state.get(t, Status).moved
    mods = {k: v for k, v in (("accuracy", A.accuracy(rec.kind, size, moved, False)), ("crew", penalty),
                              ("ammo", A.ammo_penalty(ammo))) if v}
    die = ctx.roll("attack", 1, 20)[0]
    total = die + sum(mods.values())
    outcome = A.result(die, total, value, ac)
    ctx.emit(E.Throw(e, t, "artillery", die, total, value + ac, outcome == "direct",
                     outcome + (";" + ",".join(f"{k}{v:+d}" for k, v in sorted(mods.items())) if mods else "")))
    types = A.AMMO_TYPES[ammo]
    feet = sq.distance_feet(origin, point)
    if ammo == "pitch" and outcome in ("direct", "splash", "fumble"):  # ACKS-116/123
        from .pitch import ignite
        if outcome == "direct" and st is not None:
            hit = A.structure_damage(rec.kind, st.material, atk.roll_damage(ctx, rec.damage))
            ctx.emit(E.Siege("structure", st.name, shp(state, st.name) - hit))
        ignite(ctx, origin if outcome == "fumble" else point, rec.aoe_radius_ft, count)
        return
    if outcome == "direct":
        roll = atk.roll_damage(ctx, rec.damage)
        if vehicle is not None:
            from .vehicles import damage
            damage(ctx, vehicle, A.structure_damage(rec.kind, "wood", roll))
            return
        if st is not None:
            hit = A.structure_damage(rec.kind, st.material, roll)
            ctx.emit(E.Siege("structure", st.name, shp(state, st.name) - hit))
            return
        victims = in_area(state, point, rec.aoe_radius_ft)
        saved = {v: v != t and atk.save(ctx, v, "blast", 0, "ACKS-114 half") for v in victims}
        for v, amount in A.direct_damage(roll, saved, t).items():
            atk.hurt(ctx, v, amount, types, rule="ACKS-114")
    elif outcome == "splash":
        _splash(ctx, point, rec, types)
    elif outcome == "fumble":
        what = A.fumble(ammo, rec.kind)
        if what == "jammed":
            ctx.emit(E.Siege("jam", p.name, state.round + A.JAM_ROUNDS))
        else:
            _scatter(ctx, e, origin, point, feet, rec, types, "6d6")
    else:
        _scatter(ctx, e, origin, point, feet, rec, types, "3d6")


def _splash(ctx, point, rec, types) -> None:
    """ACKS-115: every creature in the area saves vs Blast to avoid all; no structure harm."""
    state = ctx.state
    victims = in_area(state, point, rec.aoe_radius_ft)
    roll = atk.roll_damage(ctx, rec.damage) if victims else 0
    saved = {v: atk.save(ctx, v, "blast", 0, "ACKS-115 splash") for v in victims}
    for v, amount in A.splash_damage(roll, saved).items():
        atk.hurt(ctx, v, amount, types, rule="ACKS-115")


def _scatter(ctx, e: int, origin, point, feet: int, rec, types, dice: str) -> None:
    """ACKS-116/117: 1d12 o'clock (6 back at the piece), dice x per 250' of range."""
    clock = ctx.roll("scatter direction", 1, 12)[0]
    dist = atk.roll_damage(ctx, dice, "scatter distance") * A.scatter_multiplier(feet)
    landing = O.scatter(origin, point, clock, dist)
    ctx.emit(E.Note(e, f"artillery lands at {landing[0]},{landing[1]}", "ACKS-117"))
    _splash(ctx, landing, rec, types)
