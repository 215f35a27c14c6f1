"""Where a hand-to-hand blow is aimed (WFRP-54/58): the attacker may name a body area and
takes the targeted-blow penalty (WFRP-54, waived against the surprised or prone, WFRP-55);
against a prone or static target it chooses the area freely and hits it (WFRP-58). A blow
may instead go for a stun, declared before the blow is struck (WFRP-84: always the head)."""

from __future__ import annotations

from affray.kernel.options import ListOptions

from ..tables.body import LOCATION_NAMES
from .tohit import static

NO_AIM = "none"
STUN = "stun"


def aim_options(state, target: int, stun: bool = False) -> ListOptions:
    """Static targets: one of the six areas (no roll picks it). Others: no aim, or an area.
    With `stun`, a stun attempt too."""
    areas = list(LOCATION_NAMES) if static(state, target) else [NO_AIM, *LOCATION_NAMES]
    return ListOptions(areas + [STUN] if stun else areas)


def ask_aim(ctx, attacker: int, target: int, stun: bool = False):
    """Generator: the attacker's aim at `target`, "" for an unaimed blow, "stun" for a stun."""
    where = yield from ctx.decide(attacker, "aim", aim_options(ctx.state, target, stun))
    return "" if where == NO_AIM else where
