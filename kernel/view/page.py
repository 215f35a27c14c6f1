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


def pack(data: dict[str, Any]) -> str:
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return base64.b64encode(gzip.compress(raw.encode("utf-8"), 6, mtime=0)).decode("ascii")


def _safe(text: str) -> str:
    """Text for a <script> or <style> block: no closing tag can end it early."""
    return re.sub(r"</(script|style)", r"<\\/\1", text, flags=re.IGNORECASE)


def page(data: dict[str, Any]) -> str:
    """The HTML of one battle's viewer page."""
    title = (data.get("title") or "battle").replace("&", "&amp;").replace("<", "&lt;")
    html = _asset("viewer.html")
    return (html.replace("{{title}}", title)
                .replace("{{css}}", _safe(_asset("viewer.css")))
                .replace("{{data}}", pack(data))
                .replace("{{js}}", _safe(_asset("viewer.js"))))
