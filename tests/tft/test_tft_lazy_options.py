"""The lazy option sets of the Melee hot paths give exactly what a plain list would: the same
choices in the same order, membership equal to enumeration, and a length `choose` can trust
(0, 1, or more than one). Each is checked against a plain reference kept here, on every
figure at every attack phase of small army battles (missiles, thrown weapons, walls)."""

import pytest

from affray.components.tft import Kit, Status
from affray.kernel.events import PhaseStarted
from affray.kernel import Battle
from affray.kernel.geometry import hexgrid as H
from affray.kernel.options import ListOptions
from affray.kernel.scenario import decode
from affray.systems.tft.rules import targeting as T
from affray.systems.tft.rules import lookup as L
from affray.systems.tft.rules import strike as S
from affray.systems.tft.stock.bench import army
from affray.systems.tft.rules.occupancy import enemies_within
from affray.systems.tft.rules.movement import walls as wall_hexes
from affray.systems.tft.tables.tft_tables import WEAPONS


# -- references: the target search as first written -----------------------------------------

def ref_ranged(state, eid, here, kind):
    opts = state.options
    f = L.facing(state, eid)
    walls = wall_hexes(state)
    radius = opts["ranged_target_radius"] if kind == S.MISSILE else opts["thrown_target_radius"]
    out = []
    for o in enemies_within(state, eid, here, radius):
        there = L.hex_of(state, o)
        if there == here or not H.in_front(here, f, there, opts["front_arc"]):
            continue
        line = H.line_of_flight(here, there)
        if any(h in walls for h in line):
            continue
        if opts["enemy_in_path"] == "must_target_nearest_enemy" and any(
                L.stands(state, p) and L.enemies(state, eid, p) for h in line for p in L.occupants(state, h)):
            continue
        out.append([o, kind])
    return sorted(out)


def ref_weapon_targets(state, eid):
    s = state.get(eid, Status)
    k = state.get(eid, Kit)
    w = WEAPONS.get(k.ready) if k.ready else None
    if w is None or s.option not in ("b", "f", "h", "j"):
        return []
    here = L.hex_of(state, eid)
    if s.option in ("f", "j"):
        return ref_ranged(state, eid, here, S.MISSILE) if w.is_missile and k.reload_left == 0 else []
    if w.is_missile or L.front_of(state, eid) is None:
        return []
    near = [o for h in H.front_hexes(here, L.facing(state, eid)) for o in L.occupants(state, h)]
    out = [[o, S.MELEE] for o in sorted(near) if L.enemies(state, eid, o) and not S.dead(state, o)]
    return out + (ref_ranged(state, eid, here, S.THROWN) if w.throwable else [])


def ref_targets(state, eid):
    """With the rules' other target kinds (HTH, rushes), as `targeting` asks them."""
    return T.all_targets(state, eid, ref_weapon_targets)


def ref_with_hold(targets, hold):
    if hold == "always" or (hold == "thrown" and targets and all(k == S.THROWN for _, k in targets)):
        return targets + [S.HOLD]
    return targets


# -- battles, checked at every attack phase ----------------------------------------------------

ARCHER = {"weapons": ["small bow", "dagger"], "armor": "leather", "st": 10, "dx": 14}
JAVELIN = {"weapons": ["javelin", "dagger"], "armor": "leather", "st": 12, "dx": 12}


def scenario(n, options, walls, archers):
    sc = army(n)
    for i, c in enumerate(sc["combatants"]):
        if archers and i % 5 == 0:
            c.update(ARCHER)
        elif i % 5 == 1:
            c.update(JAVELIN)
    if walls:
        row = [[q, 2] for q in range(-4, 4)]
        sc["map"] = {"walls": row}
        sc["combatants"] = [c for c in sc["combatants"] if c["at"] not in row]
    sc["options"] = options
    return decode(sc)


CASES = [
    ("open, wedge", 30, {}, False, True),
    ("walls, half plane", 30, {"front_arc": "half_plane180"}, True, True),
    ("crowded, short radius", 40, {"thrown_target_radius": 3, "ranged_target_radius": 4}, False, True),
    ("nearest enemy in path", 30, {"enemy_in_path": "must_target_nearest_enemy"}, True, False),
]


def checked_battle(case, check, seed=4, sample=1):
    """Runs the case's battle, calling check(state, eid) at the start of every attack phase
    for every conscious figure (with `sample`, every sample-th, in turn); returns how many
    times it was called."""
    _, n, options, walls, archers = case
    b = Battle.from_scenario(scenario(n, options, walls, archers), seed=seed, keep_events=False)
    calls = [0]

    def at_attack(index, ev):
        if type(ev) is PhaseStarted and ev.phase == "attack":
            state = b.state
            for eid in state.entities:
                if L.conscious(state, eid) and (eid + state.round) % sample == 0:
                    check(state, eid)
                    calls[0] += 1
    b.ctx.observers.append(at_attack)
    b.run()
    return calls[0]


def pairs_to_try(state, eid, listed):
    """Listed choices and near misses: every figure near by with every kind, as a list and
    as a tuple, and choices of the wrong shape."""
    out = [c for c in listed if type(c) is list]
    here = L.hex_of(state, eid)
    for o in state.entities:
        if H.distance(here, L.hex_of(state, o)) <= 4:
            for kind in (S.MELEE, S.THROWN, S.MISSILE):
                out += [[o, kind], (o, kind)]
    return out + [[True, S.MELEE], [2.0, S.THROWN], [1], "hold", "x", None]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c[0])
def test_lazy_targets_enumerate_as_the_plain_search(case):
    seen = {"melee": 0, "thrown": 0, "missile": 0}

    def check(state, eid):
        assert S.weapon_targets(state, eid) == ref_weapon_targets(state, eid)
        want = ref_targets(state, eid)
        assert T.targets(state, eid) == want
        for hold in ("", "thrown", "always"):
            assert T.target_options(state, eid, hold).enumerate() == ref_with_hold(want, hold)
        for _, kind in want:
            seen[kind] = seen.get(kind, 0) + 1
    assert checked_battle(case, check, sample=2) > 100
    assert seen["melee"] and seen["thrown"]
    assert seen["missile"] or not case[4]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c[0])
def test_lazy_targets_membership_equals_enumeration(case):
    def check(state, eid):
        for hold in ("", "thrown", "always"):
            listed = ref_with_hold(ref_targets(state, eid), hold)
            plain = ListOptions(listed)
            searched = T.target_options(state, eid, hold)
            searched.enumerate()
            for choice in pairs_to_try(state, eid, listed):
                want = plain.legal(choice) is None
                assert (T.target_options(state, eid, hold).legal(choice) is None) == want, choice
                assert (searched.legal(choice) is None) == want, choice
    assert checked_battle(case, check, sample=5) > 100


@pytest.mark.parametrize("case", CASES, ids=lambda c: c[0])
def test_lazy_targets_length_tells_none_one_or_more(case):
    def check(state, eid):
        for hold in ("", "thrown", "always"):
            want = len(ref_with_hold(ref_targets(state, eid), hold))
            got = len(T.target_options(state, eid, hold))
            assert got == want if want <= 1 else 2 <= got <= want
            assert len(T.target_options(state, eid, hold).holding(hold)) == got
    assert checked_battle(case, check, sample=3) > 100


@pytest.mark.parametrize("radius", [1, 3, 10, 24])
@pytest.mark.parametrize("arc", ["wedge120", "half_plane180"])
def test_front_offsets_are_the_hexes_in_front_within_the_radius(radius, arc):
    for f in range(6):
        want = {h for h in H.hexes_within((0, 0), radius) if H.in_front((0, 0), f, h, arc)}
        got = S.front_offsets(radius, f, arc)
        assert set(got) == want and len(got) == len(want)


# -- HTH entries (EntryDestinations asks for them only when needed) -----------------------------

def ref_entries(state, eid, dests, budget):
    """The entries as first written: every enemy within `budget`, through the spatial index."""
    from affray.systems.tft.rules import hth
    from affray.systems.tft.rules import hth_entry as HE
    from affray.systems.tft.rules.engagement import in_enemy_front
    start = L.hex_of(state, eid)
    ask = state.options.get("hth_consent", "never") == "ask"
    out, seen = {}, set()
    for o in enemies_within(state, eid, start, budget):
        n = L.hex_of(state, o)
        if n in seen:
            continue
        seen.add(n)
        near = [p for p in H.neighbours(n) if p in dests]
        t = HE.enterable(state, eid, n)
        if not near or t is None:
            continue
        if ask or state.get(t, Status).posture == hth.IN_HTH or HE.reason_for(state, eid, t, None):
            froms = near
        else:
            f = L.front_of(state, t)
            froms = [H.rear_hex(n, f)] if f is not None and H.rear_hex(n, f) in near else []
        for p in froms:
            d = dests.get(p)
            if d is None or d[0] + 1 > budget or (p != start and in_enemy_front(state, state.side[eid], p)):
                continue
            out[(n[0], n[1], p[0], p[1])] = d[0] + 1
    return out


@pytest.mark.parametrize("consent", ["never", "ask"])
def test_hth_entries_equal_the_search_over_enemies_in_reach(consent):
    from affray.systems.tft.rules import hth_entry as HE
    from affray.systems.tft.rules import movement as M
    found = [0]

    def check(state, eid):
        for budget in (0, 1, 2, 5):
            dests, _ = M.reachable(state, eid, budget)
            want = ref_entries(state, eid, dests, budget)
            assert HE.entries(state, eid, dests, budget) == want
            found[0] += len(want)
    case = ("hth", 30, {"hth_consent": consent}, False, False)
    assert checked_battle(case, check, sample=2) > 100
    assert found[0] > 100
