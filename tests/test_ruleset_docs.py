"""Every ruleset's doc has the same outline (docs/adding-a-ruleset.md, "Finding a rule by its
ID"), so a reader who knows one finds the same thing in the same place in another."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ("tft-melee", "starkpool", "wfrp1e", "acks2", "destrier")
OUTLINE = ["What the book covers", "Options", "Placeholders", "Choices", "Boundaries",
           "Tests and speed", "Versions"]


def headings(text: str) -> list[str]:
    """The page's `## ` headings in order, code blocks skipped."""
    found, fence = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            fence = not fence
        elif not fence and line.startswith("## "):
            found.append(line[3:].strip())
    return found


def test_headings_skip_code_blocks():
    assert headings("## A\n```\n## not one\n```\n## B\n") == ["A", "B"]


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_each_ruleset_doc_follows_the_shared_outline(ruleset_id):
    page = (ROOT / "docs" / "rulesets" / f"{ruleset_id}.md").read_text()
    assert headings(page) == OUTLINE, f"docs/rulesets/{ruleset_id}.md: {headings(page)}"
