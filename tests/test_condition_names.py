"""Every condition name a ruleset's rules read or set is one its scenarios accept (an unknown
name is an error naming the place) and is documented in docs/rulesets/<ruleset>.md. Destrier
scenarios have no `conditions` (its states are fields of `status`, checked by its moment)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
READS = re.compile(r"(?:\bcond|\bcondition|with_condition)\((?:[^(),]+,\s*){1,2}\"([a-z_]+)\"")
SETS = re.compile(r"ConditionSet\([^(),]+,\s*\"([a-z_]+)\"")


def names_in(ruleset: str) -> set[str]:
    out: set[str] = set()
    for path in sorted((ROOT / "systems" / ruleset).rglob("*.py")):
        text = path.read_text()
        out |= set(READS.findall(text)) | set(SETS.findall(text))
    return out


def accepted(ruleset: str) -> set[str]:
    if ruleset == "wfrp1e":
        from affray.systems.wfrp1e.tables.conditions import CONDITIONS
    elif ruleset == "starkpool":
        from affray.systems.starkpool.moment import CONDITIONS
    elif ruleset == "acks2":
        from affray.systems.acks2.moment import RULE_CONDITIONS
        from affray.systems.acks2.tables.conditions import CONDITIONS as TABLE
        return set(TABLE) | set(RULE_CONDITIONS)
    else:
        from affray.systems.tft.moment import CONDITIONS
    return set(CONDITIONS)


@pytest.mark.parametrize("ruleset,doc", [("wfrp1e", "wfrp1e"), ("starkpool", "starkpool"),
                                         ("tft", "tft-melee"), ("acks2", "acks2")])
def test_every_condition_the_rules_use_is_accepted_and_documented(ruleset, doc):
    used = names_in(ruleset)
    if ruleset == "tft":
        from affray.systems.tft.rules.brawls import DAZED
        from affray.systems.tft.rules.hth_entry import TRIED
        used |= {DAZED, TRIED}
    known = accepted(ruleset)
    assert used <= known, sorted(used - known)
    text = (ROOT / "docs" / "rulesets" / f"{doc}.md").read_text()
    assert [n for n in sorted(known) if f"`{n}`" not in text] == []
