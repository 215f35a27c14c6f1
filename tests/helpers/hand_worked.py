"""Fights worked by hand from the seed (replays/<ruleset>/hand_*.toml): the expected events
are the file's `# expect:` lines; each ruleset's test renders the battle's events of those
kinds in the same words and compares the lists whole."""

from __future__ import annotations

from pathlib import Path

from affray.kernel import Battle, Replay

ROOT = Path(__file__).resolve().parents[2] / "replays"


def fights(ruleset: str) -> list[Path]:
    return sorted((ROOT / ruleset).glob("hand_*.toml"))


def expected(path: Path) -> list[str]:
    return [line.split("# expect:", 1)[1].strip() for line in path.read_text().splitlines()
            if line.startswith("# expect:")]


def play(path: Path) -> Battle:
    """Run the recorded fight strictly (every die and choice used as written) and verify it."""
    b = Battle.from_scenario(path, strict=True)
    b.run()
    Replay.of(b).verify()
    return b
