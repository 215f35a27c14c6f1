"""Assemble the self-contained page: the template (package data) with the battle inlined.

The battle's data is JSON, gzip-compressed and base64-encoded into a `<script>` block; the
page unpacks it with the browser's own `DecompressionStream`, so it needs no network and no
library. `mtime=0` keeps the bytes of a page the same for the same log.
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


def pack(data: dict[str, Any]) -> str:
    return _b64gz(json.dumps(data, separators=(",", ":"), ensure_ascii=False, allow_nan=False))


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
                .replace("{{js}}", _safe(_asset("viewer.js"))))
