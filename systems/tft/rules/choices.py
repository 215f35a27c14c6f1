"""Asking for a choice: a set of one option is taken without asking (no `Decided` event)."""

from __future__ import annotations

from typing import Any


def choose(ctx, actor: int, kind: str, options) -> Any:
    """Generator: the actor's choice among `options` (ListOptions or a lazy Options)."""
    if len(options) == 1:
        return options.enumerate()[0]
    if len(options) == 0:
        raise ValueError(f"no legal {kind!r} for {actor}")
    return (yield from ctx.decide(actor, kind, options))
