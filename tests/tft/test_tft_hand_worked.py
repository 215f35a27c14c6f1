"""Fights worked by hand from the seed alone (replays/tft-melee/hand_*.toml): each plays
exactly as its `# expect:` lines say."""

from __future__ import annotations

import pytest

from tests.helpers.hand_worked import expected, fights, play


def render(b) -> list[str]:
    n = b.state.names
    out = []
    for e in b.events:
        k = type(e).__name__
        if k == "OptionTaken":
            out.append(f"OptionTaken {n[e.entity]} {e.option}")
        elif k == "AttackRolled":
            out.append(f"AttackRolled {n[e.attacker]}->{n[e.target]} {e.weapon} dice {e.dice} "
                       f"adjDX {e.adj_dx} total {e.total} {'hit' if e.hit else 'miss'} "
                       f"x{e.multiplier}" + (f" {e.fumble}" if e.fumble else ""))
        elif k == "Struck":
            out.append(f"Struck {n[e.attacker]}->{n[e.target]} damage {e.damage} "
                       f"stopped {e.stopped} hits {e.hits}")
        elif k == "ForcedRetreat":
            out.append(f"ForcedRetreat {n[e.victor]} {n[e.victim]}")
        elif k in ("WeaponDropped", "CounterPlaced"):
            out.append(f"{k} {n[e.entity]} {e.weapon} {e.q} {e.r}")
        elif k == "PostureSet":
            out.append(f"PostureSet {n[e.entity]} {e.posture or 'standing'}")
        elif k in ("Collapsed", "Fallen", "Died"):
            out.append(f"{k} {n[e.entity]}")
    return out


@pytest.mark.parametrize("path", fights("tft-melee"), ids=lambda p: p.stem)
def test_tft_hand_worked_fight_plays_as_worked(path):
    assert render(play(path)) == expected(path)
