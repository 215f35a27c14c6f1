"""A battle: a scenario, a seed and the policies, run under a ruleset's systems.

The rules run as one generator (`_main`). It pauses only when a side played by the host
must choose; `step`, `submit` and `run` drive it. Every entry point runs inside the battle's
own esper world and restores the caller's.
"""

from __future__ import annotations

import functools
import hashlib
import weakref
from itertools import islice
from importlib.metadata import PackageNotFoundError, version as _dist_version
from pathlib import Path
from typing import Any, BinaryIO, Callable

import msgspec

from . import log as L
from .build import make_state
from .context import Context
from .dice import ScriptedDice, Stream, parse_seed
from .errors import AffrayError, IllegalChoice, PendingChoice, ScriptError, ScriptExhausted
from .events import Checkpoint, Ended, Event, RoundStarted, Stopped
from .host import HostAPI, bool_for_number
from .options import reason_against
from .policies import KERNEL_POLICIES, LoggedChoices, Policy, Request, Scripted
from .moment import scenario_at
from .recorded import Recorded
from .reducers import reducer_table
from .fallback import WithFallback, script_filter
from .rulings import Rulings
from .phase_start import started_mid_round
from .ruleset import Outcome, Ruleset, load as load_ruleset
from .scenario import Scenario, decode as decode_scenario, load as load_scenario
from .state import State
from .world import drop, inside

_ROUND_END = object()


@functools.lru_cache(maxsize=None)
def affray_version() -> str:
    """The installed affray's version (read once: the package metadata parse costs ~0.5 ms,
    which was a tenth of a 1-a-side battle)."""
    try:
        return _dist_version("affray")
    except PackageNotFoundError:
        return "0+unknown"


class _BranchDice:
    """The parent's dice up to event `at`, then a fresh stream."""

    def __init__(self, before, after, state: State, at: int):
        self.before, self.after, self.state, self.at = before, after, state, at

    def dice(self, n: int, sides: int, purpose: str = "", event: int = 0) -> list[int]:
        src = self.before if self.state.events < self.at else self.after
        return src.dice(n, sides, purpose, event)


def _as_logged(sc: Scenario) -> dict[str, Any]:
    """The scenario as a log header holds it (msgpack round trip: tuples become lists), so
    a live battle's header equals the one read back from its file."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(sc))


class Battle(HostAPI):
    """One battle. Build it with `Battle.from_scenario`; drive it with `run` or `step`
    (or, as a host, `requests`: kernel/host.py)."""

    def __init__(self, scenario: Scenario, ruleset: Ruleset, seed: str,
                 policies: dict[str, Policy | str] | None = None, *,
                 out: str | Path | BinaryIO | None = None, keep_events: bool = True,
                 strict: bool = False, max_rounds: int | None = None, flush_each: bool = True,
                 _choices: Policy | None = None, _branch: L.Branch | None = None,
                 _dice: Any = None):
        if max_rounds is not None and max_rounds != scenario.max_rounds:
            # the override is part of the battle: keep it in the scenario the log records
            scenario = msgspec.structs.replace(scenario, max_rounds=max_rounds)
        self.scenario = scenario
        self.ruleset = ruleset
        self.seed = parse_seed(seed)
        self.max_rounds = scenario.max_rounds
        self.state = state = make_state(ruleset, scenario)
        weakref.finalize(self, drop, state.world)
        script = scenario.script
        scripted_dice = script is not None and script.dice is not None
        self.scripted_dice = ScriptedDice(script.dice) if scripted_dice else None
        dice = _dice or (self.scripted_dice or Stream(self.seed, "rules"))
        self._scripted_choices: Scripted | None = None
        self._policies = self._make_policies(policies or {}, _choices)
        self.ctx = Context(state, reducer_table(ruleset), dice, self._policy_for,
                           Stream(self.seed, "cosmetic"), strict)
        self.ctx.scenario = scenario
        self.events: list[Event] | None = [] if keep_events else None
        if keep_events:
            self.ctx.sinks.append(self._keep)
        self.header = L.Header(L.FORMAT, affray_version(), ruleset.id, ruleset.version,
                               _as_logged(scenario), self.seed,
                               "scripted" if scripted_dice else "generator", _branch)
        self._writer: L.LogWriter | None = None
        if out is not None:
            self._open(out, flush_each)
        self._rulings = Rulings(scenario) if getattr(script, "rulings", None) else None
        if self._rulings is not None:
            self._rulings.watch(self.ctx)
        self._subscribers: list[Callable[[int, Event], None]] = []
        self._gen = self._main()
        self.pending: Request | None = None
        self.outcome: Outcome | None = None
        # a recorded fight whose script ran out: the log's last event, why, and the choice
        # asked (None for dice); the battle is over without an outcome
        self.stopped: Stopped | None = None
        self.stop_reason, self.stop_request = "", None  # why; the choice asked (None: dice)
        self._started = False

    # -- construction --------------------------------------------------------------------
    @classmethod
    def from_scenario(cls, scenario: Scenario | str | Path | dict, seed: str | int | None = None,
                      policies: dict[str, Policy | str] | None = None, **kw: Any) -> "Battle":
        """A battle from a scenario (a loaded `Scenario`, a TOML path, or builtins)."""
        if isinstance(scenario, (str, Path)):
            scenario = load_scenario(scenario)
        elif isinstance(scenario, dict):
            scenario = decode_scenario(scenario)
        ruleset = load_ruleset(scenario.ruleset)
        if seed is None:
            seed = scenario.seed if scenario.seed is not None else 1
        return cls(scenario, ruleset, parse_seed(seed), policies, **kw)

    @classmethod
    def from_state(cls, replay: Any, at: int, seed: str | int | None = None,
                   policies: dict[str, Policy | str] | None = None, *, script: bool = False,
                   **kw: Any) -> "Battle":
        """A new battle from the world after the first `at` events of a log (`at` must be a
        round boundary, a `RoundStarted` event, or the start of a phase the ruleset can start
        at, kernel/phase_start.py). `replay` is a `Replay` or a log path; the
        moment becomes a scenario (`kernel.moment.scenario_at`), so the new log stands alone.
        `script=True` replays the original's dice and choices from `at` on."""
        if isinstance(replay, (str, Path)):
            replay = Recorded.load(replay)
        return cls.from_scenario(scenario_at(replay, at, script), seed, policies, **kw)

    def _make_policies(self, given: dict[str, Policy | str], choices: Policy | None
                       ) -> list[Policy]:
        sc = self.scenario
        unknown = sorted(set(given) - {s.name for s in sc.sides})
        if unknown:
            raise AffrayError(f"policies: unknown side {unknown[0]!r}; sides are "
                              f"{[s.name for s in sc.sides]}")
        if choices is not None:
            return [choices] * len(sc.sides)
        items = sc.script_items()
        if items is not None:
            names = {i + 1: c.name for i, c in enumerate(sc.combatants)}
            names.update({-i: s.name for i, s in enumerate(sc.sides)})
            self._scripted_choices = Scripted(items, names)
        only = script_filter(sc, items)
        out = []
        for side in sc.sides:
            chosen = given.get(side.name, side.policy)
            if isinstance(chosen, Policy):
                out.append(chosen)
            elif self._scripted_choices is not None and side.name not in given:
                out.append(self._scripted_choices if only is None else WithFallback(
                    self._scripted_choices, self._policy_named(sc.script.fallback, side.name),
                    only))
            else:
                out.append(self._policy_named(chosen, side.name))
        return out

    def _policy_named(self, name: str, side: str) -> Policy:
        factory = self.ruleset.policies.get(name) or KERNEL_POLICIES.get(name)
        if factory is None:
            if name == "scripted":
                raise ScriptError(f"side {side!r} is scripted but the scenario has no script.choices")
            raise AffrayError(f"unknown policy {name!r} for side {side!r}")
        return factory(Stream(self.seed, f"policy/{side}"))

    def _policy_for(self, actor: int) -> Policy:
        side = -actor if actor <= 0 else self.state.side[actor]
        return self._policies[side]

    def _open(self, out: str | Path | BinaryIO, flush_each: bool) -> None:
        if isinstance(out, (str, Path)):  # unbuffered when every frame goes out at once
            fh = open(out, "wb", buffering=0 if flush_each else -1)
        else:
            fh = out
        self._writer = L.LogWriter(fh, self.header, flush_each)
        self.ctx.sinks.insert(0, self._writer.event)

    def _keep(self, index: int, ev: Event) -> None:
        self.events.append(ev)

    # -- observing -----------------------------------------------------------------------
    def subscribe(self, fn: Callable[[int, Event], None]) -> None:
        """Call `fn(index, event)` after each event is applied. It runs in the caller's esper
        world and gets frozen events, so it cannot change the battle."""
        if not self._subscribers:
            self.ctx.observers.append(self._notify)
        self._subscribers.append(fn)

    def _notify(self, index: int, ev: Event) -> None:
        with inside(self._caller_world):
            for fn in self._subscribers:
                fn(index, ev)

    def state_dump(self) -> dict[str, Any]:
        """The world now, as builtins (the same shape `Replay.fold` returns)."""
        with inside(self.state.world):
            return self.state.dump()

    # -- running -------------------------------------------------------------------------
    def _main(self):
        ctx, state, rs = self.ctx, self.state, self.ruleset
        yield from rs.setup(ctx)
        sc = self.scenario
        mid_round = started_mid_round(sc)
        while True:
            if mid_round:  # the rest of a round under way (kernel/phase_start.py)
                mid_round = False
                yield from rs.moment.play_from(ctx, sc.phase, sc.turn or {})
            else:
                ctx.emit(RoundStarted(state.round + 1))
                if self._rulings is not None:
                    self._rulings.round_started(ctx, state.round)
                yield from rs.play_round(ctx)
            ctx.emit(Checkpoint(state.round, state.digest()))
            outcome = rs.outcome(state)
            if outcome is None and state.round >= self.max_rounds:
                outcome = Outcome("", f"no result after {self.max_rounds} rounds")
            if outcome is not None:
                ctx.emit(Ended(outcome.winner, outcome.reason))
                self.outcome = outcome
                return
            yield _ROUND_END

    def _advance(self, send: Any = None) -> Request | None:
        import esper as _esper
        self._caller_world = _esper.current_world
        with inside(self.state.world):
            try:
                got = self._gen.send(send) if self._started else next(self._gen)
                self._started = True
            except StopIteration:
                self._finish()
                return None
            except ScriptExhausted as stop:
                self._stop(stop)
                return None
            except BaseException:
                self._close_log()
                raise
        if got is _ROUND_END:
            return None
        self.pending = got
        self._asked(got)
        return got

    def _stop(self, stop: ScriptExhausted) -> None:
        """The script ran out: end the log with a `Stopped` event saying what was asked."""
        self.stopped = Stopped(stop.asked, stop.what, stop.actor, stop.dice)
        self.stop_reason = str(stop)
        self.stop_request = stop.request
        self.ctx.emit(self.stopped)
        self._close_log()

    @property
    def over(self) -> bool:
        return self.outcome is not None or self.stopped is not None

    def step(self) -> Request | None:
        """Play until the end of the round, or until the host must choose (returns the request)."""
        if self.pending is not None:
            raise PendingChoice(f"waiting for a {self.pending.kind!r} choice of "
                                f"{self._who(self.pending.actor)}; call submit()")
        if self.over:
            return None
        return self._advance()

    def run(self) -> Outcome | None:
        """Play to the end. Sides played by the host must be answered with `submit` first.
        None when a recorded fight's script ran out (`stopped`)."""
        while not self.over:
            if self.step() is not None:
                raise PendingChoice(f"the host must choose {self.pending.kind!r} for "
                                    f"{self._who(self.pending.actor)}")
        return self.outcome

    def legal_options(self, actor: int) -> list[Any]:
        """The legal choices of the pending request for `actor`."""
        if self.pending is None or self.pending.actor != actor:
            raise IllegalChoice(f"no choice is pending for {self._who(actor)}")
        with inside(self.state.world):
            return self.pending.options.enumerate()

    def describe_options(self, actor: int) -> dict[str, Any]:
        """The pending request's options as the shape describes them (a list where finite,
        else the region, arc or range: docs/choices.md)."""
        if self.pending is None or self.pending.actor != actor:
            raise IllegalChoice(f"no choice is pending for {self._who(actor)}")
        with inside(self.state.world):
            return self.pending.options.describe()

    def submit(self, actor: int, choice: Any) -> Request | None:
        """Answer the pending request; an illegal choice is refused and nothing changes."""
        req = self.pending
        if req is None or req.actor != actor:
            raise IllegalChoice(f"no choice is pending for {self._who(actor)}")
        with inside(self.state.world):
            reason = reason_against(req.options, choice) or bool_for_number(req.options, choice)
        if reason is not None:
            raise IllegalChoice(f"{self._who(actor)} cannot choose that: {reason}")
        self.pending = None
        return self._advance(choice)

    def _who(self, actor: int) -> str:
        if actor <= 0:
            sides = self.state.sides
            return f"side {sides[-actor]!r}" if -actor < len(sides) else f"unknown side {actor}"
        return repr(self.state.names.get(actor, actor))

    def _finish(self) -> None:
        if self.header.branch is not None:  # a branch owes nothing to the parent's script
            self._close_log()
            return
        if self.scripted_dice is not None and self.scripted_dice.left():
            raise ScriptError(f"event {self.state.events}: the battle ended with "
                              f"{self.scripted_dice.left()} scripted dice unused")
        sc = self._scripted_choices
        if sc is not None and sc.left():
            raise ScriptError(f"event {self.state.events}: the battle ended with "
                              f"{sc.left()} scripted choices unused")
        self._close_log()

    def _close_log(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    # -- branching -----------------------------------------------------------------------
    @classmethod
    def branch(cls, replay: Any, at: int, seed: str | int | None = None,
               policies: dict[str, Policy | str] | None = None, **kw: Any) -> "Battle":
        """Continue a logged battle live from event `at` (the first `at` events are the
        parent's), with new policies and/or a new dice seed. The log records parent and `at`."""
        header = replay.header
        head = list(islice(replay.items(), at)) if at >= 0 else []  # the first `at` events only
        if not 0 <= at <= len(head):
            raise AffrayError(f"cannot branch at event {at}: the log has {len(replay)}")
        sc = decode_scenario(header.scenario)
        ruleset = load_ruleset(sc.ruleset)
        parent = hashlib.blake2b(digest_size=16)
        parent.update(msgspec.msgpack.encode(header))
        for frame, _ev in head:
            parent.update(frame)
        if any(type(ev) is Stopped for _f, ev in head):
            raise AffrayError(f"cannot branch at event {at}: event {len(head) - 1} is where "
                              f"the recording stopped; branch at {len(head) - 1} or before")
        new_seed = parse_seed(seed) if seed is not None else None
        if sc.script is not None:  # a recorded fight plays on live after `at`
            policies = {s.name: _live_policy(sc) for s in sc.sides} | dict(policies or {})
            if sc.script.dice is not None and new_seed is None:
                new_seed = parse_seed(header.seed)  # its dice end: the seed's stream goes on
        branch = L.Branch(parent.hexdigest(), at, new_seed)
        battle = cls(sc, ruleset, header.seed, policies, _branch=branch, **kw)
        battle._scripted_choices = battle.scripted_dice = None  # what is left is not owed
        logged = [(i, ev) for i, (_f, ev) in enumerate(head) if type(ev).__name__ in ("Decided", "Committed")]
        del head
        shared = LoggedChoices(iter(logged))
        battle._policies = [_UntilThen(shared, live, battle.state, at) for live in battle._policies]
        if new_seed is not None:
            battle.ctx.dice = _BranchDice(battle.ctx.dice, Stream(new_seed, "rules"),
                                          battle.state, at)
        return battle


def _live_policy(sc: Scenario) -> str:
    """Who plays a recorded fight's sides on after a branch: its fallback, else tactical."""
    return sc.script.fallback if isinstance(sc.script.fallback, str) else "tactical"


class _UntilThen(Policy):
    """Logged choices before event `at`, the live policy after (a host after it too)."""

    def __init__(self, logged: Policy, live: Policy, state: State, at: int):
        super().__init__()
        self.logged, self.live, self.state, self.at = logged, live, state, at

    @property
    def is_host(self) -> bool:
        return self.live.is_host and self.state.events >= self.at

    def decide(self, view: Any, request: Request) -> Any:
        if self.state.events < self.at:
            return self.logged.decide(view, request)
        return self.live.decide(view, request)
