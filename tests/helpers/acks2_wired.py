"""The ACKS II battle with every wired-in choice on offer (tests/acks2/test_wired_smoke.py and
the mid-fight tests): holy water, torches, a spare horse to mount, passengers, doorways to flee
through, a stuck door and traps, undead to rebuke, a ballista and a palisade, treasure to drop
for a greedy ogre, a chariot."""

from __future__ import annotations


def fig(name, side, at, facing="N", stock="fighter-1", **kw):
    return {"name": name, "side": side, "at": list(at), "facing": facing, "stock": stock, **kw}


MAP = {"features": {"6,3": "doorway", "6,-1": "obstacle"}, "walls": [[6, y] for y in range(-6, 9) if y not in (3, 5)],
       "doors": {"6,5": "stuck"}, "traps": {"2,1": "hidden", "3,-1": "found"},
       "artillery": [{"name": "bolter", "kind": "light ballista", "at": [-3, 0], "crew": ["Gus", "Hal"]}],
       "structures": [{"name": "palisade", "squares": [[9, 0], [9, 1]], "material": "wood", "shp": 8}],
       "vehicles": [{"name": "chariot", "transporters": ["ch1", "ch2"], "driver": "Rufus", "shp": 6}]}
TABLES = {"artillery": {"light ballista": {"damage": "2d6", "aoe_radius_ft": 0, "min_range_ft": 10,
                                           "max_range_ft": 300, "reload_rounds": 1, "crew": 2, "ammo": "bolt"}}}


def undead():
    return [fig("Ravila", "party", (0, 0), "E", "crusader-3", sheet={"holy_water": 2, "torches": 1}),
            fig("Marcus", "party", (0, 2), "E", "fighter-3", sheet={"profs": ["riding"], "torches": 1, "treasure": 200}),
            fig("mare", "party", (-1, 2), "E", "horse"),
            fig("Tess", "party", (-2, -2), "E", "thief-3", rides="cob", sheet={"profs": ["riding"]}),
            fig("Pip", "party", (-2, -2), "E", "mage-1", rides="cob"),
            fig("cob", "party", (-2, -2), "E", "warhorse"),
            fig("Gus", "party", (-4, 0), "E", "fighter-1", sheet={"profs": ["artillerist"]}),
            fig("Hal", "party", (-3, 1), "E", "fighter-0"),
            fig("ch1", "party", (-2, 4), "E", "horse"), fig("ch2", "party", (-2, 4), "E", "horse"),
            fig("Rufus", "party", (-2, 4), "E", "fighter-1", sheet={"profs": ["driving"], "weapon": "spear"}),
            fig("skel1", "dead", (4, 0), "W", "skeleton", sheet={"morale_group": "dead"}),
            fig("skel2", "dead", (4, 2), "W", "skeleton", sheet={"morale_group": "dead"}),
            fig("gob", "dead", (5, -2), "W", "goblin", conditions={"frightened": 3}),
            fig("ogre", "dead", (8, 1), "W", "ogre", sheet={"xp": 100, "profs": ["likes_treasure"]})]
