"""TFT-10 with TFT-31: "it may pick up or drop weapons as long as it never carries more than
two (plus a dagger)": option (e) offers a bare drop (`ready` ["drop", weapon]) beside the
readying choices."""

from affray.components.tft import Kit
from affray.systems.tft import events as E
from affray.systems.tft.testing import battle, human


def readies(choice):
    b = battle([human("A", "red", (0, 0), weapons=["broadsword", "dagger"], shield="small shield"),
                human("B", "blue", (0, 8), facing=3)], dice=[6, 1],
               plan={("A", "option"): ["e"], ("A", "ready"): [choice], ("B", "option"): ["c"]})
    b.step()
    return b


def test_tft_10_e_offers_a_bare_drop_of_each_weapon_and_the_shield():
    b = readies(["drop", "broadsword"])
    legal = [legal for w, k, legal in b.plan.asked if (w, k) == ("A", "ready")][0]
    assert [c for c in legal if c[0] == "drop"] == [["drop", "broadsword"], ["drop", "dagger"],
                                                  ["drop", "small shield"]]


def test_tft_10_a_bare_drop_leaves_the_weapon_in_the_hex():
    b = readies(["drop", "broadsword"])
    k = b.state.get(1, Kit)
    assert ([(e.weapon, e.q, e.r) for e in b.events if isinstance(e, E.WeaponDropped)],
            "broadsword" in k.carried) == ([("broadsword", 0, 0)], False)


def test_tft_10_readying_instead_drops_nothing():
    b = readies(["ready", "dagger", ""])
    assert ([e for e in b.events if isinstance(e, E.WeaponDropped)], b.state.get(1, Kit).ready) == ([], "dagger")


def pick_up(choice):
    """A (a dagger only) stands where B dropped his broadsword and small shield (a fight
    going on)."""
    b = battle([human("A", "red", (0, 0), weapons=["dagger"]),
                human("B", "blue", (0, 8), facing=3, weapons=["broadsword"], shield="small shield",
                      carried=[], ready="", dropped=[["broadsword", 0, 0], ["small shield", 0, 0]])],
               dice=[6, 1], rounds_played=1,
               plan={("A", "option"): ["e"], ("A", "ready"): [choice], ("B", "option"): ["c"]})
    b.step()
    k = b.state.get(1, Kit)
    return k.ready, k.shield, k.shield_ready


def test_tft_31_e_picks_up_a_weapon_and_a_shield_together():
    assert pick_up(["pickup", "broadsword", 2, "small shield", 2]) == ("broadsword", "small shield", True)


def test_tft_31_e_may_pick_up_the_weapon_alone():
    assert pick_up(["pickup", "broadsword", 2]) == ("broadsword", "", False)
