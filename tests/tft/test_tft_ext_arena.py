"""The arena as data (TFT-155, TFT-46, TFT-107 back to the wall, TFT-151 doors)."""

import pytest

from affray.kernel.geometry.hexgrid import Megahexes, neighbours
from affray.systems.tft.tables import arena as A

SMALL = """
name = "pit"
rectangle = { cols = 4, rows = 3, corner = [0, 0] }
[ends]
north = [[0, 0]]
south = [[2, 2]]
[doors]
north = [[0, 0]]
"""


def test_tft_155_default_arena_has_four_starred_entrance_hexes():
    a = A.load()
    assert sum(len(v) for v in a.ends.values()) == 4


def test_tft_155_default_arena_entrances_are_at_opposite_ends():
    a = A.load()
    west, east = (sorted(h[0] for h in a.ends[e]) for e in ("west", "east"))
    assert max(west) < -8 and min(east) > 8


def test_tft_155_every_entrance_hex_is_inside_and_next_to_a_wall():
    a = A.load()
    room, walls = A.inside(a), set(A.walls(a))
    assert all(tuple(h) in room and any(n in walls for n in neighbours(tuple(h)))
               for hexes in a.ends.values() for h in hexes)


def test_tft_155_walls_enclose_the_arena():
    a = A.load()
    room, walls = A.inside(a), set(A.walls(a))
    assert all(n in room or n in walls for h in room for n in neighbours(h))


def test_tft_155_arena_entrances_go_to_the_scenario_map():
    m = A.to_map(A.load(SMALL), ["Red", "Blue"])
    assert m["entrances"] == {"Red": [[0, 0]], "Blue": [[2, 2]]}


def test_tft_155_arena_walls_go_to_the_scenario_map():
    m = A.to_map(A.load(SMALL), ["Red", "Blue"])
    assert [0, -1] in m["walls"]


def test_tft_151_doors_that_are_the_entrances_need_no_option():
    assert A.door_option(A.load(SMALL), ["Red", "Blue"]) == {}


def test_tft_151_other_doors_become_the_arena_doors_option():
    text = SMALL.replace("[ends]\nnorth = [[0, 0]]", "[ends]\nnorth = [[0, 0], [1, 0]]")
    assert A.door_option(A.load(text), ["Red", "Blue"]) == {"arena_doors": {"Red": [[0, 0]], "Blue": [[2, 2]]}}


def test_tft_155_a_door_must_be_an_entrance_hex():
    with pytest.raises(ValueError, match="door"):
        A.load(SMALL.replace("north = [[0, 0]]\n", "north = [[1, 1]]\n", 2)
               .replace("[ends]\nnorth = [[1, 1]]", "[ends]\nnorth = [[0, 0]]"))


def test_tft_155_megahex_alignment_comes_from_the_arena():
    a = A.load()
    mh = Megahexes(tuple(a.megahex_origin), a.megahex_mirror)
    assert mh.is_centre((0, 0))


def test_tft_92_megahex_centre_inverts_the_lattice_coordinates():
    assert all(Megahexes().coords(A.megahex_centre(a, b)) == (a, b)
               for a in range(-3, 4) for b in range(-3, 4))


def test_tft_92_mirror_megahex_centre_inverts_too():
    m = Megahexes(mirror=True)
    assert all(m.coords(A.megahex_centre(a, b, mirror=True)) == (a, b)
               for a in range(-3, 4) for b in range(-3, 4))


def test_tft_107_back_to_the_wall_in_the_arena():
    walls = set(A.walls(A.load(SMALL)))
    assert A.back_to_wall(walls, (0, 0), 0) is True


def test_tft_107_facing_the_wall_is_not_back_to_it():
    walls = set(A.walls(A.load(SMALL)))
    assert A.back_to_wall(walls, (1, 1), 0) is False


def test_tft_151_a_figure_may_leave_by_its_own_door():
    assert A.at_door({"Red": [[0, 0]]}, "Red", (0, 0)) is True


def test_tft_151_not_by_the_enemy_door():
    assert A.at_door({"Red": [[0, 0]], "Blue": [[2, 2]]}, "Red", (2, 2)) is False
