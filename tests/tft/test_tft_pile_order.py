"""TFT-104, rolling into a brawl "one by one": the attacker chooses the order of the other
enemies, then of the friends (`pile-order`, an order of the kernel's `Order` shape)."""

from affray.kernel.orders import Order
from affray.kernel.policies import Request
from affray.kernel.testing import drive
from affray.kernel.world import inside
from affray.systems.tft import events as E
from affray.systems.tft.policies.tactical import TacticalPolicy
from affray.systems.tft.rules.melee import after_miss
from affray.systems.tft.testing import human, placed

GOBLIN = dict(race="goblin", st=6, dx=12, weapons=["dagger"], posture="hth")
MISS_16, HIT_12, MISS_12 = [6, 5, 5], [4, 4, 4], [4, 4, 4]


def pile(goblins=3, friends=1, dice=(), plan=None, hurt=(), **options):
    """Ragnar (red, id 1), `goblins` goblins (ids 3, 4, ...) and `friends - 1` more red
    figures (ids after the goblins) grapple in hex (1, 0); Bjorn (red, id 2) stands beside it
    and has just missed G1 (id 3). The figures named in `hurt` have taken 3 hits."""
    figs = [human("Ragnar", "red", (1, 0), armor="chainmail", weapons=["broadsword"], posture="hth"),
            human("Bjorn", "red", (2, 0), facing=3, st=13, dx=11, weapons=["broadsword"])]
    figs += [human(f"G{i}", "blue", (1, 0), **GOBLIN) for i in range(1, goblins + 1)]
    figs += [human(f"R{i}", "red", (1, 0), weapons=["dagger"], posture="hth") for i in range(1, friends)]
    for f in figs:
        if f["name"] in hurt:
            f["hits"] = 3
    b = placed(figs, dice=list(dice), rounds_played=1, plan=plan, **options)
    with inside(b.state.world):
        drive(after_miss(b.ctx, 2, 3, "broadsword", 15, False))
    return b


def rolled(b):
    return [(e.target, e.aim) for e in b.events if isinstance(e, E.AttackRolled)]


def asked(b):
    return [(kind, legal) for who, kind, legal in b.plan.asked if kind == "pile-order"]


def test_tft_104_the_attacker_chooses_the_order_of_the_other_enemies():
    b = pile(dice=MISS_16 + MISS_16 + MISS_12, plan={("Bjorn", "pile-order"): [[5, 4]]})
    assert asked(b) == [("pile-order", [[4, 5], [5, 4]])]
    assert rolled(b) == [(5, "hit"), (4, "hit"), (1, "miss")]


def test_tft_104_a_hit_ends_the_rolls_before_the_friends_are_ordered():
    b = pile(friends=2, dice=MISS_16 + HIT_12 + [3, 3], plan={("Bjorn", "pile-order"): [[5, 4]]})
    assert rolled(b) == [(5, "hit"), (4, "hit")]
    assert len(asked(b)) == 1


def test_tft_104_the_friends_are_ordered_once_every_enemy_is_missed():
    b = pile(goblins=2, friends=2, dice=MISS_16 + MISS_12 + MISS_12,
             plan={("Bjorn", "pile-order"): [[5, 1]]})
    assert asked(b) == [("pile-order", [[1, 5], [5, 1]])]  # one other goblin: no order to ask
    assert rolled(b) == [(4, "hit"), (5, "miss"), (1, "miss")]


def test_tft_104_option_id_rolls_in_figure_id_order_without_asking():
    b = pile(dice=MISS_16 + MISS_16 + MISS_12, plan={("Bjorn", "pile-order"): [[5, 4]]},
             brawl_roll_order="id")
    assert asked(b) == [] and rolled(b) == [(4, "hit"), (5, "hit"), (1, "miss")]


def test_tft_104_tactical_rolls_first_at_the_enemy_nearest_to_falling():
    b = pile(dice=MISS_16 + MISS_16 + MISS_12, hurt=("G3",))
    with inside(b.state.world):
        choice = TacticalPolicy().decide(b.state, Request(2, "pile-order", Order([4, 5])))
    assert choice == [5, 4]


def test_tft_104_tactical_rolls_to_miss_the_sturdiest_friend_first():
    b = pile(goblins=1, friends=3, dice=MISS_12 * 3, hurt=("R1",))
    with inside(b.state.world):
        choice = TacticalPolicy().decide(b.state, Request(2, "pile-order", Order([1, 4, 5])))
    assert choice == [1, 5, 4]  # Ragnar and R2 unhurt (a tie: id order), R1 hurt last
