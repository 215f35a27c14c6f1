"""The docs and the code's comments describe affray as it is: they cite rule IDs, docs and
reasons, never an issue number, the work session that wrote something, or who wrote it
(CHANGELOG.md keeps the history). Checked: every text file under docs/, and every comment
and docstring under kernel/, systems/ and components/."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TEXT_SUFFIXES = {".md", ".py", ".svg", ".html", ".toml", ".txt", ".json"}
CODE_DIRS = ("kernel", "systems", "components")

# What a reader of the package cannot use: "issue 17", "issues 15/17"; "session 2's code",
# "an earlier session"; "another helper is restructuring", "its own helper's". A helper
# function ("helpers for tests", "a helper of shape_defaults") is not meant.
FORBIDDEN = re.compile(
    r"\bissues?\s*#?\d+"
    r"|\bsessions?\s*#?\d+"
    r"|\b(?:this|that|earlier|later|previous|next|former|another|other|same|last)\s+sessions?\b"
    r"|\bsessions?\s+(?:that|which|who)\s+(?:wrote|built|added|made|did)\b"
    r"|\b(?:another|other|its\s+own|their\s+own|the\s+other|one)\s+helpers?\b"
    r"|\bhelper's|\bhelpers'",
    re.IGNORECASE)


def mentions(text: str) -> list[str]:
    """The forbidden phrases in `text`, one line broken across lines counted once."""
    return [m.group(0) for m in FORBIDDEN.finditer(re.sub(r"\s+", " ", text))]


def _doc_files() -> list[Path]:
    return sorted(p for p in (ROOT / "docs").rglob("*")
                  if p.is_file() and p.suffix in TEXT_SUFFIXES)


def _code_files() -> list[Path]:
    return sorted(p for d in CODE_DIRS for p in (ROOT / d).rglob("*.py"))


def comments_and_docstrings(source: str) -> list[tuple[int, str]]:
    """(line, text) of every comment and docstring of a Python module."""
    found = [(tok.start[0], tok.string) for tok in
             tokenize.generate_tokens(io.StringIO(source).readline)
             if tok.type == tokenize.COMMENT]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                found.append((body[0].lineno, body[0].value.value))
    return found


def test_the_check_finds_what_it_is_for():
    assert mentions("a progress bar (issue 17)") == ["issue 17"]
    assert mentions("Round 2: after the SP-48 fix (issues 15/17)") == ["issues 15"]
    assert mentions("folded by session 2's code") == ["session 2"]
    assert mentions("An earlier\n  session had stopped it") == ["earlier session"]
    assert mentions("in systems/tft, which another helper is restructuring") == ["another helper"]
    assert mentions("Starkpool's are its own helper's") == ["its own helper"]
    assert mentions("helpers for tests; a helper of shape_defaults answers; Each helper takes") == []
    assert mentions("the sweep's worker, replayable sessions of play at the table") == []


@pytest.mark.parametrize("path", _doc_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_docs_page_mentions_no_issue_session_or_helper(path):
    found = []
    for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
        found += [f"{number}: {m}" for m in mentions(line)]
    # a phrase broken over two lines
    whole = mentions(path.read_text(errors="replace"))
    assert not found and not whole, f"{path.relative_to(ROOT)}: {found or whole}"


def test_code_comments_and_docstrings_mention_no_issue_session_or_helper():
    found = []
    for path in _code_files():
        for line, text in comments_and_docstrings(path.read_text()):
            found += [f"{path.relative_to(ROOT)}:{line}: {m}" for m in mentions(text)]
    assert not found, "\n".join(found)
