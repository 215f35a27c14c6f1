"""The log-hash sets speed work must keep: save a set, or check one against a saved file."""

from __future__ import annotations

import json
from pathlib import Path


def save_or_check(got: dict[str, str], save: str | None, check: str | None) -> int:
    """Write `got` to `save`; compare it with the set in `check` (exit status 1 if any log
    differs, is missing or is new); a file with a "current" key names its set to compare. Prints one line per difference and a count."""
    if save:
        Path(save).write_text(json.dumps(got, indent=1) + "\n")
    if not check:
        print(f"{len(got)} logs hashed")
        return 0
    want = json.loads(Path(check).read_text())
    if "current" in want:  # a file that keeps the sets of every rules version by name
        want = want[want["current"]]
    bad = [k for k in want if got.get(k) != want[k]] + [k for k in got if k not in want]
    for k in bad:
        print(f"DIFFERS: {k}")
    print(f"{len(got)} logs, {len(bad)} differ")
    return 1 if bad else 0
