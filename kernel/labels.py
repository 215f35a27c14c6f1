"""Short human labels for the options a host sees ('h' is "shift and attack", 'charge:5' is
"charge Grum"), and the same words for the choices `affray show` prints.

A ruleset gives its words as a `Labels` value (`systems/<ruleset>/labels.py`, on the Ruleset
as `labels`). The kernel's fallback words any JSON-like choice readably: entity ids of the
kinds the ruleset names as targets become names, `code:arg` becomes "code arg", lists are
joined. A label never decides anything: it is only shown.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping

Names = Mapping[int, str]
Wording = Callable[[Any, Names], "str | None"]


def _who(value: Any, names: Names) -> str | None:
    if type(value) is int and value in names:
        return names[value]
    if isinstance(value, str) and value.lstrip("-").isdigit() and int(value) in names:
        return names[int(value)]
    return None


class Labels:
    """A ruleset's option words.

    words: a code (or the part before ':' of `code:arg`) -> its words;
    kinds: a kind of choice -> a function (value, names) -> label (None: the fallback);
    figures: kinds whose bare integer choices are entity ids (a target, a mover);
    titles: a kind -> how the request itself reads ("option": "choose an option")."""

    def __init__(self, words: Mapping[str, str] | None = None,
                 kinds: Mapping[str, Wording] | None = None,
                 figures: tuple[str, ...] = (), titles: Mapping[str, str] | None = None):
        self.words = dict(words or {})
        self.kinds = dict(kinds or {})
        self.figures = frozenset(figures)
        self.titles = dict(titles or {})

    def __call__(self, kind: str, value: Any, names: Names) -> str:
        fn = self.kinds.get(kind)
        if fn is not None:
            text = fn(value, names)
            if text:
                return text
        if kind in self.figures:
            who = _who(value, names)
            if who is not None:
                return who
        return self.word(value, names)

    def word(self, value: Any, names: Names) -> str:
        """The fallback: words for codes, names for ids after a ':', lists joined."""
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, str):
            if value in self.words:
                return self.words[value]
            code, sep, arg = value.partition(":")
            if sep:
                head = self.words.get(code, code.replace("_", " "))
                parts = [(_who(a, names) or a) for a in arg.split(",")] if arg else []
                return " ".join([head, *parts]) if parts else head
            return value.replace("_", " ")
        if isinstance(value, list):
            return self._list(value, names)
        if isinstance(value, dict):
            parts = []
            for k, v in sorted(value.items()):
                if v in ("", 0, [], None, False):
                    continue
                shown = (_who(v, names) if k == "target" else None) or (
                    " + ".join(v) if k == "cards" and isinstance(v, list) else self.word(v, names))
                parts.append(shown if k in ("card", "cards") else f"{k.replace('_', ' ')} {shown}")
            return ", ".join(parts) or "nothing"
        if value is None:
            return "none"
        return json.dumps(value)

    def _list(self, value: list, names: Names) -> str:
        if not value:
            return "nothing"
        if all(type(v) in (int, float) for v in value):
            if all(type(v) is int and v in names for v in value):
                return " and ".join(names[v] for v in value)
            return "(" + ", ".join(f"{v:g}" if type(v) is float else str(v) for v in value) + ")"
        words = [(_who(v, names) if i and type(v) is int else None) or self.word(v, names)
                 for i, v in enumerate(value)]
        return " ".join(w for w in words if w)


DEFAULT = Labels()


def label(ruleset: Any, kind: str, value: Any, names: Names) -> str:
    """The label of one option (or logged choice) under `ruleset`."""
    fn = getattr(ruleset, "labels", None) or DEFAULT
    try:
        return fn(kind, value, names) or DEFAULT.word(value, names)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError):
        return DEFAULT.word(value, names)  # a value the words do not expect: still shown


def title(ruleset: Any, kind: str) -> str:
    fn = getattr(ruleset, "labels", None)
    titles = getattr(fn, "titles", {})
    return titles.get(kind, kind.replace("_", " ").replace("-", " "))
