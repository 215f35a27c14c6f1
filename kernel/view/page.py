"""Assemble the self-contained page: the template (package data) with the battle inlined.

The battle's data is lines of JSON (`pack`), gzip-compressed and base64-encoded into a
`<script>` block; the page unpacks it with the browser's own `DecompressionStream`, so it
needs no network and no library, and parses a line only when it needs it. `mtime=0` keeps the bytes of a page the same for the same log.
"""

from __future__ import annotations

import base64
import gzip
import json
import re
from importlib.resources import files
from typing import Any

_DATA = files(__package__) / "data"


def _asset(name: str) -> str:
    return (_DATA / name).read_text(encoding="utf-8")


def _b64gz(text: str) -> str:
    return base64.b64encode(gzip.compress(text.encode("utf-8"), 6, mtime=0)).decode("ascii")


CHUNK = 2048  # events a line of deltas holds
SCRIPTS = ("shapes.js", "canvas.js", "mapview.js", "viewer.js")  # inlined in this order


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def pack(data: dict[str, Any]) -> str:
    """The battle as lines of JSON, parsed by the page only when needed: the header (every
    field but the deltas, keyframes and rolls, with `chunk`, `chunks` and `keyAt`, the K of
    each keyframe), the deltas `chunk` events a line, one keyframe a line, and last the
    indices of the Rolled events (read with the event texts, after the map is drawn). JSON
    has no raw newline inside a value, so a line is always one value."""
    deltas, keys = data["deltas"], data["keys"]
    head = {k: v for k, v in data.items() if k not in ("deltas", "keys", "rolls")}
    head |= {"chunk": CHUNK, "chunks": -(-len(deltas) // CHUNK), "keyAt": [k[0] for k in keys]}
    lines = [_json(head)]
    lines += [_json(deltas[i:i + CHUNK]) for i in range(0, len(deltas), CHUNK)]
    lines += [_json(k) for k in keys]
    lines.append(_json(data["rolls"]))
    return _b64gz("\n".join(lines))


def unpack(blob: str) -> dict[str, Any]:
    """The battle's data back from `pack` (for tests and tools)."""
    lines = gzip.decompress(base64.b64decode(blob)).decode("utf-8").split("\n")
    head = json.loads(lines[0])
    chunks = head.pop("chunks")
    head.pop("chunk")
    head.pop("keyAt")
    head["deltas"] = [d for line in lines[1:1 + chunks] for d in json.loads(line)]
    head["keys"] = [json.loads(line) for line in lines[1 + chunks:-1]]
    head["rolls"] = json.loads(lines[-1])
    return head


def pack_text(lines: list[str]) -> str:
    """The event texts, one a line: a large battle's map is drawn before they are unpacked."""
    return _b64gz("\n".join(line.replace("\n", " ") for line in lines))


def _safe(text: str) -> str:
    """Text for a <script> or <style> block: no closing tag can end it early."""
    return re.sub(r"</(script|style)", r"<\\/\1", text, flags=re.IGNORECASE)


def page(data: dict[str, Any]) -> str:
    """The HTML of one battle's viewer page."""
    title = (data.get("title") or "battle").replace("&", "&amp;").replace("<", "&lt;")
    html = _asset("viewer.html")
    rest = {k: v for k, v in data.items() if k != "text"}
    return (html.replace("{{title}}", title)
                .replace("{{css}}", _safe(_asset("viewer.css")))
                .replace("{{data}}", pack(rest))
                .replace("{{text}}", pack_text(data["text"]))
                .replace("{{js}}", _safe("\n".join(_asset(f) for f in SCRIPTS))))
