"""Who makes the choices: policies answer `decide(view, request)`.

The kernel ships `random` (uniform over legal options) and `scripted` (a recorded fight's
choices); each ruleset ships `tactical`. Replays and verification never call a policy: they
feed the logged choices back (`LoggedChoices`).
"""

from __future__ import annotations

from typing import Any, Iterator, NamedTuple

from .dice import Stream
from .errors import ScriptError, ScriptExhausted
from .options import NoLegalOption, Options


class Request(NamedTuple):
    """A choice to be made: who, what kind, and from which options."""

    actor: int
    kind: str
    options: Options
    hidden: bool = False


class Policy:
    """Base of every policy. `rng` is the side's own stream, apart from the rules dice."""

    is_host = False  # True: the battle pauses and the host answers through Battle.submit

    def __init__(self, rng: Stream | None = None):
        self.rng = rng

    def decide(self, view: Any, request: Request) -> Any:
        raise NotImplementedError


class RandomLegal(Policy):
    """Uniform over the enumerated legal options (each shape's own draw where it is not a
    list: `Options.sample`); it drives the fuzz tests."""

    def decide(self, view: Any, request: Request) -> Any:
        try:
            return request.options.sample(self.rng)
        except NoLegalOption:
            raise ScriptError(f"no legal option of kind {request.kind!r} for actor "
                              f"{request.actor}") from None


class Host(Policy):
    """Choices come from the host program through `Battle.submit`."""

    is_host = True


class ScriptItem(NamedTuple):
    choice: Any
    who: str | None = None
    kind: str | None = None


class Scripted(Policy):
    """Choices from a recorded fight's script, in order, shared by all sides."""

    def __init__(self, items: list[ScriptItem], names: dict[int, str]):
        super().__init__()
        self.items = items
        self.names = names
        self.used = 0

    def decide(self, view: Any, request: Request) -> Any:
        i = self.used
        if i >= len(self.items):
            who = self.names.get(request.actor, request.actor)
            raise ScriptExhausted(
                f"script.choices: ran out of choices ({i} used) when {who} had to choose "
                f"{request.kind!r}", "choice", request.kind, request.actor, request=request)
        item = self.items[i]
        who = self.names.get(request.actor, str(request.actor))
        if item.who is not None and item.who != who:
            raise ScriptError(f"script.choices[{i}]: written for {item.who!r}, "
                              f"but {who!r} chooses now ({request.kind!r})")
        if item.kind is not None and item.kind != request.kind:
            raise ScriptError(f"script.choices[{i}]: written as {item.kind!r}, "
                              f"but {who!r} must choose {request.kind!r} now")
        self.used += 1
        return item.choice

    def left(self) -> int:
        return len(self.items) - self.used


class LoggedChoices(Policy):
    """The choices of a log, fed back in order (verify, branch)."""

    def __init__(self, decided: Iterator[tuple[int, Any]]):
        super().__init__()
        self._it = iter(decided)

    def decide(self, view: Any, request: Request) -> Any:
        try:
            index, ev = next(self._it)
        except StopIteration:
            raise ScriptExhausted(f"the log has no more choices ({request.kind!r} for actor "
                                  f"{request.actor} is asked for)", "choice", request.kind,
                                  request.actor, request=request) from None
        if ev.actor != request.actor or ev.kind != request.kind:
            raise ScriptError(f"event {index}: the log has a {ev.kind!r} choice of actor "
                              f"{ev.actor}, the re-run asks {request.kind!r} of {request.actor}")
        return ev.choice


KERNEL_POLICIES = {"random": RandomLegal, "host": Host}
