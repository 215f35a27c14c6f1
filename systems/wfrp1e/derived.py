"""What the WFRP rules derive from the world: nothing is kept in `state.derived`
(docs/architecture.md#derived-state)."""

from __future__ import annotations

DERIVED: dict = {}
