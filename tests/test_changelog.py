"""CHANGELOG.md has an entry for the version of every ruleset installed, under the ruleset's
own heading, and each ruleset's doc points there for its versions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from affray.kernel.ruleset import load

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ("tft-melee", "starkpool", "wfrp1e", "acks2", "destrier")


def _section(text: str, heading: str) -> str:
    """The text under a `## heading` line, up to the next `## ` line."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return match.group(1) if match else ""


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_changelog_lists_the_installed_version_of_each_ruleset(ruleset_id):
    version = load(ruleset_id).version
    section = _section((ROOT / "CHANGELOG.md").read_text(), ruleset_id)
    assert section, f"CHANGELOG.md has no '## {ruleset_id}' section"
    assert re.search(rf"^### \[{re.escape(version)}\] — \d{{4}}-\d\d-\d\d$", section, re.M), \
        f"CHANGELOG.md, '## {ruleset_id}': no '### [{version}] — YYYY-MM-DD' entry"


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_each_ruleset_doc_points_to_the_changelog_for_its_versions(ruleset_id):
    page = (ROOT / "docs" / "rulesets" / f"{ruleset_id}.md").read_text()
    assert f"CHANGELOG.md#{ruleset_id}" in _section(page, "Versions")
