"""Fights worked by hand from the seed alone (replays/starkpool/hand_*.toml): each plays
exactly as its `# expect:` lines say."""

from __future__ import annotations

import pytest

from tests.helpers.hand_worked import expected, fights, play


def render(b) -> list[str]:
    n = b.state.names
    out = []
    for e in b.events:
        k = type(e).__name__
        if k == "BudgetSet":
            out.append(f"BudgetSet {n[e.entity]} {e.attacks}")
        elif k == "Blow":
            out.append(f"Blow {n[e.attacker]}->{n[e.target]} {e.action} natural {e.natural} "
                       f"needed {e.needed} {'hit' if e.hit else 'miss'} {e.arc}")
        elif k == "Shot":
            out.append(f"Shot {n[e.shooter]}->{n[e.target]} {e.weapon} natural {e.natural} "
                       f"needed {e.needed} {'hit' if e.hit else 'miss'}")
        elif k == "MoraleChecked":
            out.append(f"MoraleChecked {n[e.entity]} {e.reason} {e.total} {e.passed}")
        elif k == "AttackSpent":
            out.append(f"AttackSpent {n[e.entity]} {e.what}")
        elif k == "EscapeRolled":
            out.append(f"EscapeRolled {n[e.entity]} {e.mode} {e.roll} {e.target} {e.success}")
        elif k == "SurpriseRolled":
            out.append(f"SurpriseRolled side {e.side} chance {e.chance} roll {e.roll} "
                       f"{e.surprised}")
        elif k == "Moved":
            out.append(f"Moved {n[e.entity]} {e.x:g} {e.y:g}")
        elif k == "Damaged":
            out.append(f"Damaged {n[e.entity]} {e.amount}")
        elif k in ("Died", "Removed", "WanderingMonsterCheck"):
            out.append(f"{k} " + (n[e.entity] if hasattr(e, "entity") else f"side {e.side}"))
    return out


@pytest.mark.parametrize("path", fights("starkpool"), ids=lambda p: p.stem)
def test_sp_hand_worked_fight_plays_as_worked(path):
    assert render(play(path)) == expected(path)
