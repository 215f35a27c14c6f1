"""Sealed simultaneous choices: commit face down, reveal later, in any order.

`ctx.decide_hidden` (context.py) collects a batch and reveals it at once. Card games need
more: commitments made one after another (a side commits, then the other, or a dodge stays
down while the guesses are made), revealed in an order the rules give, and a policy that sees
its own side's sealed choices but never the other side's.

How it is kept:
- `Committed` is a `Decided` (same fields, `hidden=True`) with its own tag. It is the log's
  record of the choice, so the log verifies like any other choice (`Replay.verify` feeds
  `Decided` events back; `Committed` is emitted at the moment the choice is asked, in ask
  order). Its reducer writes NOTHING the policies can read but "actor has a sealed
  `kind`" (`state.sealed`), never the choice itself.
- The choices themselves live in the `Seal` object held by the rules generator, not in the
  state. A policy asked through `Seal.ask` gets a `SealedView`: the state plus its own side's
  sealed choices. Other kinds of choice get the state as usual, which holds no sealed choice.
- `Opened(actor, kind, choice)` reveals one sealed choice (its reducer moves it to
  `state.opened`, public from then on); the rules call `Seal.open` in the order they need.
  A kernel `Revealed(count)` closes each batch.

A ruleset that uses this lists `SEALED_EVENTS` in its events and `SEALED_REDUCERS` in its
reducers. `affray show` prints `Committed` as sealed (the ruleset's describe hook does it).
"""

from __future__ import annotations

from typing import Any, Generator, Sequence

from .errors import IllegalChoice
from .events import Decided, Event, Revealed
from .options import SCALARS, Options, normalise
from .policies import Request


class Committed(Decided, tag=56):
    """A choice sealed face down (kind, choice as Decided; `side` of the actor)."""

    side: int = 0


class Opened(Event, tag=57):
    """A sealed choice turned face up."""

    actor: int
    kind: str
    choice: Any
    still_sealed: str = ""  # part of the choice stays face down under this kind


def committed(state: Any, ev: Committed) -> None:
    sealed = _sealed(state)
    sealed[(ev.actor, ev.kind)] = ev.side


def opened(state: Any, ev: Opened) -> None:
    side = _sealed(state).pop((ev.actor, ev.kind), 0)
    if ev.still_sealed:
        _sealed(state)[(ev.actor, ev.still_sealed)] = side
    if not hasattr(state, "opened"):
        state.opened = {}
    state.opened[(ev.actor, ev.kind)] = ev.choice


def _sealed(state: Any) -> dict:
    if not hasattr(state, "sealed"):
        state.sealed = {}
    return state.sealed


SEALED_EVENTS = (Committed, Opened)
SEALED_REDUCERS = {Committed: committed, Opened: opened}


class SealedView:
    """What a policy sees when it commits: the state, and its own side's sealed choices."""

    __slots__ = ("state", "side", "_own")

    def __init__(self, state: Any, side: int, own: dict[tuple[int, str], Any]):
        self.state = state
        self.side = side
        self._own = own

    def own_sealed(self) -> dict[tuple[int, str], Any]:
        """(actor, kind) -> choice for this side's sealed, unopened choices."""
        return dict(self._own)

    def sealed_count(self) -> int:
        """How many choices are sealed in all (the other side's count is public; not what)."""
        return len(getattr(self.state, "sealed", {}))

    def __getattr__(self, name: str) -> Any:  # read-through to the state
        return getattr(self.state, name)


class Seal:
    """One batch of sealed choices. Ask, then open in the order the rules need."""

    def __init__(self, ctx: Any):
        self.ctx = ctx
        self._by_side: dict[int, dict[tuple[int, str], Any]] = {}
        self.opened = 0

    def _side(self, actor: int) -> int:
        return -actor if actor <= 0 else self.ctx.state.side[actor]

    def view_for(self, side: int) -> SealedView:
        return SealedView(self.ctx.state, side, self._by_side.get(side, {}))

    def ask(self, actor: int, kind: str, options: Options) -> Generator[Request, Any, Any]:
        """Ask the actor's policy (with its side's view) and seal the answer."""
        ctx = self.ctx
        side = self._side(actor)
        request = Request(actor, kind, options, True)
        policy = ctx._policy_for(actor)
        if policy.is_host:
            ctx.asked_view = self.view_for(side)
            choice = yield request
        else:
            choice = policy.decide(self.view_for(side), request)
            reason = options.legal(choice)
            if reason is not None:
                ctx._refuse(policy, request, reason)
        if type(choice) not in SCALARS:
            choice = normalise(choice)
        ctx.emit(Committed(actor, kind, choice, True, side))
        self._by_side.setdefault(side, {})[(actor, kind)] = choice
        return choice

    def ask_all(self, asks: Sequence[tuple[int, str, Options]]) -> Generator[Request, Any, list]:
        out = []
        for actor, kind, options in asks:
            out.append((yield from self.ask(actor, kind, options)))
        return out

    def peek(self, actor: int, kind: str) -> Any:
        """The rules' own look at a sealed choice (never handed to a policy)."""
        return self._by_side[self._side(actor)][(actor, kind)]

    def has(self, actor: int, kind: str) -> bool:
        return (actor, kind) in self._by_side.get(self._side(actor), {})

    def open(self, actor: int, kind: str, shown: Any = None, keep: str = "",
             secret: Any = None) -> Any:
        """Turn one sealed choice face up; returns it. With `keep`, only `shown` is turned
        up and `secret` stays sealed under kind `keep` (a DODGE kept down, DS-129)."""
        own = self._by_side.get(self._side(actor), {})
        if (actor, kind) not in own:
            raise IllegalChoice(f"no sealed {kind!r} choice of actor {actor} to open")
        choice = own.pop((actor, kind))
        if keep:
            own[(actor, keep)] = secret
            self.ctx.emit(Opened(actor, kind, shown, keep))
        else:
            self.ctx.emit(Opened(actor, kind, choice))
        self.opened += 1
        return choice

    def close_batch(self) -> None:
        """A kernel `Revealed` for the choices opened since the last batch."""
        if self.opened:
            self.ctx.emit(Revealed(self.opened))
            self.opened = 0

    def pending(self) -> list[tuple[int, str]]:
        return sorted(k for own in self._by_side.values() for k in own)
