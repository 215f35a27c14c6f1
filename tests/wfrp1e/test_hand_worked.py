"""Fights worked by hand from the seed alone (replays/wfrp1e/hand_*.toml): each plays exactly
as its `# expect:` lines say."""

from __future__ import annotations

import pytest

from tests.helpers.hand_worked import expected, fights, play

SET_FIELDS = ("stunned", "winning", "losing", "fleeing", "held_by", "prone")


def render(b) -> list[str]:
    n = b.state.names
    out = []
    for e in b.events:
        k = type(e).__name__
        if k == "Initiative":
            out.append(f"Initiative {n[e.entity]} EI {e.ei} slots {e.slots}")
        elif k == "Blow":
            out.append(f"Blow {n[e.attacker]}->{n[e.target]} chance {e.chance} roll {e.roll} "
                       f"{'hit' if e.hit else 'miss'}")
        elif k == "Hurt":
            out.append(f"Hurt {n[e.entity]} {e.damage} left {e.wounds} {e.location}")
        elif k == "Check":
            out.append(f"Check {n[e.entity]} {e.purpose} {e.target} roll {e.roll} {e.success}")
        elif k == "SlotUsed":
            out.append(f"SlotUsed {n[e.entity]} {e.slot} {e.why}")
        elif k == "Set" and e.field in SET_FIELDS:
            out.append(f"Set {n[e.entity]} {e.field} {e.value}")
        elif k in ("Moved", "Died", "Critical"):
            out.append(f"{k} {n[e.entity]}" + (f" {e.x:g} {e.y:g}" if k == "Moved" else
                                                 f" {e.location} {e.value} {e.effect}"
                                                 if k == "Critical" else ""))
    return out


@pytest.mark.parametrize("path", fights("wfrp1e"), ids=lambda p: p.stem)
def test_wfrp_hand_worked_fight_plays_as_worked(path):
    assert render(play(path)) == expected(path)
