"""What a system sees: the state, and the three ways to act on it — emit, roll, decide."""

from __future__ import annotations

from typing import Any, Callable, Generator, Sequence

import msgspec

from .components import Component
from .dice import Stream
from .errors import IllegalChoice, ScriptExhausted, StateWriteError
from .events import Decided, Event, Revealed, Rolled, Spawned
from .options import SCALARS, Options, normalise, reason_against
from .policies import Policy, Request
from .reducers import Reducer, appliers
from .state import State

_request = tuple.__new__  # builds a Request without its Python-level __new__


class Context:
    """Handed to every system. Emitting is the only way to change the state."""

    def __init__(self, state: State, reducers: dict[type, tuple[Reducer, ...]],
                 dice, policies: Callable[[int], Policy], cosmetic: Stream,
                 strict: bool = False):
        self.state = state
        self._apply = appliers(reducers)
        self.dice = dice
        self._policy_for = policies
        self.cosmetic = cosmetic  # for flavour only: never affects the state
        self.sinks: list[Callable[[int, Event], None]] = []  # before apply: log, compare
        self.observers: list[Callable[[int, Event], None]] = []  # after apply: subscribers
        self.strict = strict
        self.asked_view: Any = None  # the view a host's pending request was asked with
        self._digest = state.digest() if strict else ""

    # -- emit ----------------------------------------------------------------------------
    def emit(self, ev: Event) -> None:
        """Append `ev` to the record, then apply it (the reducer is the only writer)."""
        state = self.state
        if self.strict and state.digest() != self._digest:
            raise StateWriteError(f"state changed outside a reducer before event {state.events} "
                                  f"({type(ev).__name__})")
        index = state.events
        for sink in self.sinks:
            sink(index, ev)
        fn = self._apply[type(ev)]
        if fn is not None:
            fn(state, ev)
        state.events = index + 1
        if self.strict:
            self._digest = state.digest()
        for fn in self.observers:
            fn(index, ev)

    def spawn(self, side: int, *components: Component) -> int:
        """A new combatant; returns its id (ids follow spawn order)."""
        eid = len(self.state.entities) + 1
        self.emit(Spawned(eid, side, [msgspec.to_builtins(c) for c in components]))
        return eid

    # -- dice ----------------------------------------------------------------------------
    def roll(self, purpose: str, n: int = 1, sides: int = 6) -> list[int]:
        """Roll n dice of `sides` sides, record them as one `Rolled`, return the faces."""
        faces = self.dice.dice(n, sides, purpose, self.state.events)
        self.emit(Rolled(purpose, sides, faces))
        return faces

    # -- choices -------------------------------------------------------------------------
    def option(self, name: str) -> Any:
        return self.state.options[name]

    def table(self, name: str) -> Any:
        return self.state.tables[name]

    def _ask(self, request: Request) -> Generator[Request, Any, Any]:
        policy = self._policy_for(request.actor)
        if policy.is_host:
            self.asked_view = self.state
            choice = yield request  # Battle.submit checked it already
        else:
            choice = policy.decide(self.state, request)
            reason = reason_against(request.options, choice)
            if reason is not None:
                self._refuse(policy, request, reason)
        return normalise(choice)

    def _refuse(self, policy: Policy, request: Request, reason: str) -> None:
        who = self.state.names.get(request.actor, request.actor)
        raise IllegalChoice(f"event {self.state.events}: {type(policy).__name__} chose "
                            f"{request.kind!r} for {who}: {reason}")

    def decide(self, actor: int, kind: str, options: Options) -> Generator[Request, Any, Any]:
        """Ask the actor's policy (actor: entity id, or minus a side index) and record it."""
        request = _request(Request, (actor, kind, options, False))  # Request(actor, kind, options)
        policy = self._policy_for(actor)
        if policy.is_host:
            self.asked_view = self.state
            choice = yield request  # Battle.submit checked it already
        else:  # inlined _ask: this runs for every choice of every figure
            choice = policy.decide(self.state, request)
            reason = reason_against(options, choice)
            if reason is not None:
                self._refuse(policy, request, reason)
        if type(choice) not in SCALARS:
            choice = normalise(choice)
        self.emit(Decided(actor, kind, choice))
        return choice

    def decide_hidden(self, asks: Sequence[tuple[int, str, Options]]
                      ) -> Generator[Request, Any, list[Any]]:
        """Collect every choice before any is recorded, then reveal them together."""
        choices = []
        try:
            for actor, kind, options in asks:
                choices.append((yield from self._ask(Request(actor, kind, options, hidden=True))))
        except ScriptExhausted:  # a recording that stops inside the batch keeps what was made
            for (actor, kind, _), choice in zip(asks, choices):
                self.emit(Decided(actor, kind, choice, True))
            raise
        for (actor, kind, _), choice in zip(asks, choices):
            self.emit(Decided(actor, kind, choice, True))
        self.emit(Revealed(len(choices)))
        return choices

