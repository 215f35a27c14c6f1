"""docs/api.md and docs/protocol.md run as written: their python examples are all
```python run``` blocks (tests/test_docs.py runs them); every ```json block is JSON (one
value, or one per line); the game-loop example host plays."""

import importlib.util
import json
import re
from pathlib import Path

import pytest

from affray.kernel.serve import PROTOCOL

DOCS = Path(__file__).resolve().parents[2] / "docs"
FENCE = re.compile(r"^```([\w ]*)\n(.*?)^```", re.S | re.M)


def blocks(page: str, lang: str) -> list[str]:
    return [body for kind, body in FENCE.findall((DOCS / page).read_text()) if kind == lang]


@pytest.mark.parametrize("page", ["api.md", "protocol.md"])
def test_doc_python_examples_are_run_by_the_docs_test(page):
    """tests/test_docs.py runs every ```python run``` block; none of these pages' python
    examples may be left out of it."""
    assert blocks(page, "python run")
    assert not blocks(page, "python")


@pytest.mark.parametrize("page", ["api.md", "protocol.md"])
def test_doc_json_examples_parse(page):
    for body in blocks(page, "json"):
        try:
            json.loads(body)
        except ValueError:
            for line in body.splitlines():
                assert isinstance(json.loads(line), dict), line


def test_protocol_doc_lists_every_message_the_server_sends():
    text = (DOCS / "protocol.md").read_text()
    for kind in ("protocol", "event", "request", "figures", "error", "end", "choose"):
        assert f"**`{kind}`**" in text, kind
    assert "Protocol version: 1." in text
    assert PROTOCOL == 1


def test_game_loop_example_plays_one_side_and_checks_every_opened_card(capsys):
    spec = importlib.util.spec_from_file_location("game_loop", DOCS / "examples" / "game_loop.py")
    game_loop = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(game_loop)
    result = game_loop.play(3)
    assert result["winner"] in ("Orcs", "Wyke", "")
    assert result["checked"] > 0  # Wyke cards were opened and matched their commitments
    assert "(MELEE cards (sealed))" in capsys.readouterr().out
