"""TFT-140: "Its MA is 8 on the ground, 16 if flying": under (a) or (b) a gargoyle's player
chooses to fly or walk (`fly`)."""

from affray.systems.tft.testing import battle, human


def gargoyle(flies, to):
    g = {"name": "G", "side": "blue", "race": "gargoyle", "st": 20, "dx": 11, "at": [12, 0], "facing": 3}
    b = battle([human("A", "red", (0, 6), weapons=["broadsword"]), g], dice=[1, 6],
               plan={("G", "option"): ["a"], ("G", "fly"): [flies], ("G", "move"): [to], ("A", "option"): ["c"]})
    b.step()
    return b


def test_tft_140_a_flying_gargoyle_covers_16_hexes():
    b = gargoyle(True, [0, 0])
    assert b.state.derived["tft_at"][2] == (0, 0)


def test_tft_140_a_walking_gargoyle_covers_8():
    b = gargoyle(False, [4, 0])
    legal = [legal for who, kind, legal in b.plan.asked if (who, kind) == ("G", "move")][0]
    assert ([4, 0] in legal, [3, 0] in legal, b.state.derived["tft_at"][2]) == (True, False, (4, 0))
