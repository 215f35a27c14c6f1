"""Any legal value, not only the listed ones: a bounded list offered for speed, and the rule.

A tactical policy wants a short list (the three nearest targets); a script or a host may name
any value the rules allow (the archer's target across the field). `Suggested` offers the list
through `enumerate()` and accepts whatever the full rule accepts. The full rule is another
options value (a `Cells`, a lazy `Options` over the whole map), or a plain check
`choice -> reason | None` with a note for a host.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from .options import ListOptions, Options

Check = Callable[[Any], "str | None"]


class Suggested(Options):
    """`suggested` (each legal) for policies; `rule` decides what is legal."""

    __slots__ = ("offered", "rule", "note")

    def __init__(self, suggested: Sequence[Any], rule: Options | Check, note: str = ""):
        self.offered = ListOptions(suggested)
        self.rule = rule
        self.note = note

    def enumerate(self) -> list[Any]:
        """The suggested values only: a policy's short list, not every legal value."""
        return self.offered.values

    def legal(self, choice: Any) -> str | None:
        if self.offered.legal(choice) is None:
            return None
        rule = self.rule
        return rule.legal(choice) if isinstance(rule, Options) else rule(choice)

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {"shape": "any", "suggested": self.offered.values}
        if isinstance(self.rule, Options):
            out["legal"] = self.rule.describe()
        if self.note:
            out["note"] = self.note
        return out

    def sample(self, rng: Any) -> Any:
        """From every legal value where the rule is an options value (so the fuzz tests reach
        beyond the short list); from the suggested ones where it is a plain check."""
        if isinstance(self.rule, Options):
            return self.rule.sample(rng)
        return self.offered.sample(rng)

    def __len__(self) -> int:
        return len(self.offered)

    def __repr__(self) -> str:
        return f"Suggested({self.offered.values!r}, {self.rule!r})"
