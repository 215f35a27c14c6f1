"""The errors the kernel raises; each one says where and what was expected."""

from __future__ import annotations


class AffrayError(Exception):
    """Base of every error affray reports to a user (the CLI prints it as one line)."""


class ScenarioError(AffrayError):
    """A scenario that cannot be loaded: names the file, the path inside it and the problem."""

    def __init__(self, where: str, message: str, file: str | None = None):
        self.file = file
        self.where = where
        self.message = message
        super().__init__(self._text())

    def _text(self) -> str:
        place = f"{self.file}: " if self.file else ""
        return f"{place}{self.where}: {self.message}" if self.where else f"{place}{self.message}"

    def in_file(self, file: str) -> "ScenarioError":
        return ScenarioError(self.where, self.message, file)


class LogError(AffrayError):
    """A log that cannot be read past some point; `good` is how many events were read."""

    def __init__(self, message: str, good: int = 0):
        self.good = good
        super().__init__(message)


class OutputError(AffrayError):
    """A file the CLI cannot write (missing folder, no permission): names the file."""


class LimitError(AffrayError):
    """A scenario or matchup over a resource bound: names the bound and how to raise it."""


class ScriptError(AffrayError):
    """A recorded fight whose script does not fit the battle (dice or choices)."""


class ScriptExhausted(ScriptError):
    """A recorded fight's script has no more dice or choices for what the rules ask next:
    the battle stops there and its log ends with a `Stopped` event. `request` is the choice
    asked (None for dice)."""

    def __init__(self, message: str, asked: str, what: str, actor: int | None = None,
                 dice: str = "", request: object = None):
        super().__init__(message)
        self.asked, self.what, self.actor, self.dice, self.request = asked, what, actor, dice, request


class IllegalChoice(AffrayError):
    """A choice the rules do not allow here; the world is unchanged."""


class PendingChoice(AffrayError):
    """The battle waits for a choice from the host (`Battle.submit`)."""


class StateWriteError(AffrayError):
    """State changed outside a reducer (caught in strict mode)."""


class Divergence(AffrayError):
    """A re-run that does not match its log: index and both events."""

    def __init__(self, index: int, expected: object, got: object, note: str = ""):
        self.index = index
        self.expected = expected
        self.got = got
        text = note or f"event {index} differs: log has {expected!r}, re-run gives {got!r}"
        super().__init__(text)
