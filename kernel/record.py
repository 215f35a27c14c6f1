"""Recording a fight at the table (`affray record`, docs/recording.md): the referee's
answers, in the engine's order, kept as a scenario with its `[script]`.

A session holds the scenario and the answers so far (each a roll's faces or one choice).
To learn what is asked next it plays the scenario with those answers as its script: the
script runs out exactly where the next answer is needed, and the battle's `Stopped` event
says what (kernel/battle.py). An answer is checked against that ask before it is kept, so a
recording never holds an illegal choice or a die of the wrong size.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from .atomic import write_file
from .battle import Battle
from .errors import AffrayError, ScenarioError
from .events import Decided, Rolled
from .moment import to_toml
from .options import reason_against
from .policies import Request
from .fallback import script_filter
from .scenario import decode, read_data
from .world import inside

__all__ = ["Session", "parse_dice", "parse_choice"]

_SETTINGS = ("fallback", "sides", "leave", "rulings")


def parse_dice(text: str, asked: str) -> list[int] | str:
    """The faces of `asked` ("3d6") from "4 2 6", or the reason they do not fit."""
    n, _, sides = asked.partition("d")
    n, sides = int(n), int(sides)
    try:
        faces = [int(x) for x in text.replace(",", " ").split()]
    except ValueError:
        return f"expected {n} whole number{'s' if n > 1 else ''} from 1 to {sides}, got {text!r}"
    if len(faces) != n:
        return f"the rules ask for {asked}: {n} die{'s' if n > 1 else ''}, got {len(faces)}"
    bad = [f for f in faces if not 1 <= f <= sides]
    if bad:
        return f"{bad[0]} is not a face of a d{sides}"
    return faces


def parse_choice(text: str) -> Any:
    """A choice as `affray show --json` prints it (JSON); a bare word is a string."""
    try:
        return json.loads(text)
    except ValueError:
        return text.strip()


class Session:
    """One recording: the scenario, how choices not recorded are answered, the answers."""

    def __init__(self, base: dict[str, Any], out: str | Path, fallback: str | None = None,
                 sides: list[str] | None = None, leave: list[str] | None = None):
        self.base = {k: v for k, v in base.items() if k != "script"}
        self.out = Path(out)
        rulings = (base.get("script") or {}).get("rulings")  # the referee's, kept
        self.settings = {"fallback": fallback, "sides": sides, "leave": leave, "rulings": rulings}
        if (sides or leave) and not fallback:
            self.settings["fallback"] = "tactical"
        self.answers: list[tuple[str, Any]] = []  # ("dice", faces) or ("choice", item)
        self.battle = self._play()

    # -- the scenario with its script ------------------------------------------------------
    def script(self) -> dict[str, Any]:
        script = {k: v for k, v in self.settings.items() if v}
        script["dice"] = [f for what, a in self.answers if what == "dice" for f in a]
        script["choices"] = [a for what, a in self.answers if what == "choice"]
        return script

    def data(self) -> dict[str, Any]:
        return {**self.base, "script": self.script()}

    def save(self) -> None:
        write_file(self.out, to_toml(self.data()))

    def _play(self) -> Battle:
        battle = Battle.from_scenario(decode(self.data()))
        battle.run()
        return battle

    # -- what is asked ---------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.battle.outcome is not None

    @property
    def asked(self) -> Any:
        """The `Stopped` event naming the next ask (None once the fight is over)."""
        return self.battle.stopped

    @property
    def request(self) -> Request | None:
        return self.battle.stop_request

    def who(self, actor: int) -> str:
        if actor > 0:
            return self.battle.state.names.get(actor, str(actor))
        return self.battle.state.sides[-actor]

    def options(self) -> dict[str, Any]:
        """What is legal now, as the options describe themselves: {"shape": "list", "values":
        [...]} for a list, or a shape's bounds (a distance, a heading, an order, ...)."""
        with inside(self.battle.state.world):
            return self.request.options.describe()

    # -- answering -------------------------------------------------------------------------
    def answer(self, text: str) -> str | None:
        """Keep the answer to the current ask if it fits; otherwise the reason (nothing kept)."""
        ask = self.asked
        if ask is None:
            return "the fight is over: nothing is asked"
        if ask.asked == "dice":
            faces = parse_dice(text, ask.dice)
            if isinstance(faces, str):
                return faces
            entry = ("dice", faces)
        else:
            choice = parse_choice(text)
            with inside(self.battle.state.world):
                reason = reason_against(self.request.options, choice)
            if reason is not None:
                return reason
            entry = ("choice", {"who": self.who(ask.actor), "kind": ask.what, "choice": choice})
        self.answers.append(entry)
        try:
            self.battle = self._play()
        except AffrayError as err:  # the rules refuse it further on: not kept
            self.answers.pop()
            self.battle = self._play()
            return str(err)
        return None

    def undo(self) -> bool:
        """Forget the last answer; False when there is none."""
        if not self.answers:
            return False
        self.answers.pop()
        self.battle = self._play()
        return True

    # -- resuming --------------------------------------------------------------------------
    @classmethod
    def resume(cls, out: str | Path) -> "Session":
        """The session a saved recording left: its answers rebuilt in the order asked."""
        data = read_data(out)
        script = data.get("script") or {}
        unknown = sorted(set(script) - {"dice", "choices", *_SETTINGS})
        if unknown:
            raise ScenarioError(f"script.{unknown[0]}", "not written by affray record; "
                                "--resume continues only its own recordings", str(out))
        self = cls.__new__(cls)
        self.base = {k: v for k, v in data.items() if k != "script"}
        self.out = Path(out)
        self.settings = {k: script.get(k) for k in _SETTINGS}
        dice, items = list(script.get("dice") or []), list(script.get("choices") or [])
        self.answers = [("dice", dice)] if dice else []  # one block until the run splits it
        self.answers += [("choice", c) for c in items]
        try:
            self.battle = self._play()
        except AffrayError as err:
            raise ScenarioError("script", f"cannot resume: {err}", str(out)) from None
        self.answers = self._in_order(items)
        return self

    def _in_order(self, items: list[Any]) -> list[tuple[str, Any]]:
        """The answers as asked: each roll's faces, and each recorded choice where it came."""
        battle = self.battle
        sc = decode(self.data())
        only = script_filter(sc, sc.script_items())
        out: list[tuple[str, Any]] = []
        j = 0
        for ev in battle.events:
            if isinstance(ev, Rolled):
                out.append(("dice", list(ev.faces)))
            elif isinstance(ev, Decided) and j < len(items):
                request = Request(ev.actor, ev.kind, None)
                if only is None or only.records(battle.state, request):
                    out.append(("choice", items[j]))
                    j += 1
        out += [("choice", c) for c in items[j:]]  # hidden choices asked before the stop
        return out


def settings_from(policies: dict[str, str], leave: str | None, sides: list[str]
                  ) -> tuple[str | None, list[str] | None, list[str] | None]:
    """`--policy SIDE=NAME` and `--leave KIND,...` as the script's fallback, sides and leave."""
    for side in policies:
        if side not in sides:
            raise AffrayError(f"--policy: unknown side {side!r}; sides are {sides}")
    names = sorted(set(policies.values()))
    if len(names) > 1:
        raise AffrayError(f"--policy: one policy answers what is not recorded, got {names}")
    fallback = names[0] if names else None
    recorded = [s for s in sides if s not in policies] if policies else None
    if recorded == []:
        raise AffrayError("--policy: every side is left to a policy; nothing to record")
    kinds = [k.strip() for k in leave.split(",") if k.strip()] if leave else None
    return fallback, recorded, kinds


def from_scenario(path: str | Path, out: str | Path, policies: dict[str, str],
                  leave: str | None) -> Session:
    data = read_data(path)
    sides = [s.get("name") for s in data.get("sides", []) if isinstance(s, dict)]
    fallback, recorded, kinds = settings_from(policies, leave, sides)
    try:
        return Session(data, out, fallback, recorded, kinds)
    except ScenarioError as err:
        raise err.in_file(str(path)) from None
