"""What a host game reads from a battle without digging: a side's view of the events,
typed figures, and requests with labelled options and the policy's default.

`HostAPI` is a base of `Battle`; the same views of a log are on `Replay`.
"""

from __future__ import annotations

from typing import Any, Iterator

import msgspec

from .dice import Stream
from .errors import AffrayError, PendingChoice
from .figures import Figure, figures_of
from .labels import label, title
from .policies import KERNEL_POLICIES, Policy, Request
from .side_view import SideView, ViewItem, side_index, view_of
from .world import inside


class LabelledOption(msgspec.Struct, frozen=True):
    """One legal choice and its words."""

    value: Any
    label: str


class HostRequest(msgspec.Struct, frozen=True, kw_only=True):
    """A choice the host must make.

    side: the choosing side's name; actor: entity id (> 0) or minus a side index (a side's
    own choice); who: the figure's or side's name; kind: the kind of choice and `title` its
    words; hidden: a sealed or simultaneous choice (no other side sees it until the reveal);
    options: the legal choices with labels, or, for a region or range too large to list,
    the options' own `describe()` (a JSON-able dict); default: what the side's policy
    (tactical unless the scenario names another) would choose."""

    side: str
    actor: int
    who: str
    kind: str
    title: str
    hidden: bool
    options: list[LabelledOption] | dict[str, Any]
    default: Any = None


def labelled_options(ruleset: Any, kind: str, options: Any, names: dict[int, str]
                     ) -> list[LabelledOption] | dict[str, Any]:
    """A list shape as labelled options; any other shape (a region, an arc, a range, an
    order, a subset, a suggested list: docs/choices.md) as its own `describe()`, with
    labels beside the values it lists (`suggested_labels`, `cells_labels`, `items_labels`)."""
    shape = options.describe()
    if shape.get("shape") == "list":
        return [LabelledOption(v, label(ruleset, kind, v, names)) for v in shape["values"]]
    out = dict(shape)
    for key in ("suggested", "cells", "items"):
        values = out.get(key)
        if isinstance(values, list):
            out[f"{key}_labels"] = [
                names[v] if key == "items" and type(v) is int and v in names
                else label(ruleset, kind, v, names) for v in values]
    return out


def bool_for_number(options: Any, choice: Any) -> str | None:
    """A bare True or False where no listed option is one: refused, though a rule's own
    check may take it for the id 1 or 0 (`True in [1, 2]`). Only a bool is looked at."""
    if type(choice) is not bool:
        return None
    shape = options.describe()
    if shape.get("shape") == "list" and not any(type(v) is bool for v in shape["values"]):
        return f"{choice!r} is not one of the options (none is true or false)"
    return None


class SideFeed:
    """One side's view of a growing event list, read a piece at a time."""

    def __init__(self, events: list, cut: SideView):
        self._events, self._cut, self._next = events, cut, 0

    def new(self) -> list[tuple[int, ViewItem]]:
        start, end = self._next, len(self._events)
        self._next = end
        return [(i, self._cut.see(i, self._events[i])) for i in range(start, end)]


class HostAPI:
    """The host-facing half of `Battle` (it reads `state`, `events`, `pending`, `ctx`)."""

    _default_policies: list[Policy | None] | None = None
    _pending_default: tuple[Request, Any] | None = None

    # -- sides and views ---------------------------------------------------------------
    def side_index(self, side: str | int) -> int:
        """A side's index from its name; an unknown name is refused with the sides listed."""
        return side_index(self.state.sides, side)

    def events_for(self, side: str | int) -> Iterator[ViewItem]:
        """The events so far as `side` may see them (needs `keep_events=True`): another
        side's sealed choices are `Sealed` (a commitment, no content) until an `Opening`
        shows them with their proofs (kernel/side_view.py)."""
        if self.events is None:
            raise AffrayError("events_for: the battle keeps no events (keep_events=False)")
        return (item for _i, item in view_of(self.events, self.seed, self.side_index(side)))

    def feed(self, side: str | int) -> "SideFeed":
        """`side`'s view as it grows: `feed.new()` gives the (index, item) pairs since the
        last call (the same items as `events_for`, without reading from the start again)."""
        if self.events is None:
            raise AffrayError("feed: the battle keeps no events (keep_events=False)")
        return SideFeed(self.events, SideView(self.seed, self.side_index(side)))

    def figures(self, side: str | int | None = None) -> list[Figure]:
        """Every figure now (only `side`'s when given), as typed Structs, in id order."""
        index = None if side is None else self.side_index(side)
        with inside(self.state.world):
            return figures_of(self.state, index)

    def label(self, kind: str, value: Any) -> str:
        """The words of a choice of `kind` (as hosts and `affray show` print it)."""
        return label(self.ruleset, kind, value, self.state.names)

    # -- requests ------------------------------------------------------------------------
    def host_request(self) -> HostRequest | None:
        """The pending choice with its labelled options and the default, or None."""
        req = self.pending
        if req is None:
            return None
        state = self.state
        side = -req.actor if req.actor <= 0 else state.side[req.actor]
        who = state.sides[side] if req.actor <= 0 else state.names.get(req.actor, str(req.actor))
        with inside(state.world):
            options = labelled_options(self.ruleset, req.kind, req.options, state.names)
        return HostRequest(side=state.sides[side], actor=req.actor, who=who, kind=req.kind,
                           title=title(self.ruleset, req.kind), hidden=req.hidden,
                           options=options, default=self.default_choice())

    def requests(self) -> Iterator[HostRequest]:
        """The host loop: plays on and yields each choice the host must make; answer each
        with `submit` before asking for the next. Ends when the battle does."""
        while not self.over:
            if self.pending is None:
                self.step()
                continue
            asked = self.pending
            yield self.host_request()
            if self.pending is asked:
                raise PendingChoice(f"requests: the {asked.kind!r} request of "
                                    f"{self._who(asked.actor)} was not answered; call submit()")

    def default_choice(self) -> Any:
        """What the pending request's side would choose under its own policy (tactical
        unless the scenario names another), or None when it has none."""
        got = self._pending_default
        if got is not None and got[0] is self.pending:
            return got[1]
        return None

    def _asked(self, request: Request) -> None:
        """Called when a host request comes up: the default is worked out now, once, so
        the default policy sees the same requests in the same order as in a run."""
        policy = self._default_policy(request.actor)
        value = None
        if policy is not None:
            view = self.ctx.asked_view if self.ctx.asked_view is not None else self.state
            self.ctx.asked_view = None
            try:
                with inside(self.state.world):
                    value = msgspec.to_builtins(policy.decide(view, request))
            except Exception:  # advice only: a policy that cannot answer leaves no default
                value = None
        self._pending_default = (request, value)

    def _default_policy(self, actor: int) -> Policy | None:
        if self._default_policies is None:
            made: list[Policy | None] = []
            for side in self.scenario.sides:
                name = side.policy if side.policy not in ("host", "scripted") else "tactical"
                factory = self.ruleset.policies.get(name) or KERNEL_POLICIES.get(name)
                if factory is None or getattr(factory, "is_host", False):
                    factory = self.ruleset.policies.get("tactical")
                made.append(factory(Stream(self.seed, f"policy/{side.name}"))
                            if factory is not None else None)
            self._default_policies = made
        side = -actor if actor <= 0 else self.state.side[actor]
        return self._default_policies[side]
