"""Text from files made safe for a terminal: control characters shown as escapes.

A name in a scenario or log is the user's data, printed by `show`, `state` and error lines;
an escape sequence in it (`\\x1b]0;...\\x07` retitles the terminal) must never reach the
terminal as one. C0 and C1 controls, DEL and the bidirectional overrides become `\\xNN` /
`\\uNNNN`, so the text stays readable and one line stays one line.
"""

from __future__ import annotations

_CODES = [*range(0x20), 0x7F, *range(0x80, 0xA0), *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
_TABLE = {c: (f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}") for c in _CODES}


def clean(text: str) -> str:
    """`text` with every control character written as an escape."""
    return text.translate(_TABLE)
