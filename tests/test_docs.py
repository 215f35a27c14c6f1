"""Docs that run: every command of the README's tour and of the code blocks of docs/*.md
fenced as ```sh run``` is run, in order, in an empty folder (one per page), and must exit 0,
or N where its comment says "exit N"; a ```python run``` block is run there too, in page
order, and must not raise. So the docs and the program cannot drift apart.

Commands run in this process (`affray.kernel.cli.main`), which keeps the test fast; the part
of a line after a `|` is fed the command's output when that tool is installed."""

from __future__ import annotations

import io
import re
import shlex
import shutil
import subprocess
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from affray.kernel.cli import main

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
_FENCE = re.compile(r"^```(sh|python) run\s*\n(.*?)^```", re.M | re.S)


def steps(page: Path) -> list[tuple[str, str]]:
    """In page order: ("sh", one command line) for each line of a ```sh run``` block
    (continuations joined), ("python", the code) for each ```python run``` block."""
    out = []
    for kind, block in _FENCE.findall(page.read_text(encoding="utf-8")):
        if kind == "python":
            out.append(("python", block))
            continue
        for line in block.replace("\\\n", " ").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                out.append(("sh", line))
    return out


def commands(page: Path) -> list[str]:
    return [text for kind, text in steps(page) if kind == "sh"]


def affray(line: str) -> tuple[int, str, str]:
    """Run one `affray ...` line (up to a pipe) in this process: (exit status, out, err)."""
    argv = shlex.split(line.split(" | ")[0], comments=True)
    assert argv[0] == "affray", line
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            main(argv[1:])
            code = 0
        except SystemExit as e:
            code = e.code or 0
    return code, out.getvalue(), err.getvalue()


RUNNABLE = [p for p in PAGES if steps(p)]


def test_the_readme_tour_is_marked_to_run():
    assert len(commands(ROOT / "README.md")) >= 15


@pytest.mark.parametrize("page", RUNNABLE, ids=lambda p: p.name)
def test_every_marked_command_runs(page, tmp_path, monkeypatch):
    import webbrowser
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(webbrowser, "open", lambda *a, **k: True)
    for kind, line in steps(page):
        if kind == "python":
            exec(compile(line, f"{page.name} (python block)", "exec"), {"__name__": "__doc__"})
            continue
        code, out, err = affray(line)
        said = re.search(r"#.*\bexit (\d)\b", line)
        want = int(said.group(1)) if said else 0
        assert code == want, f"{page.name}: `{line}` exited {code}: {err.strip()[-400:]}"
        if " | " in line:
            tool = shlex.split(line.split(" | ", 1)[1])[0]
            if shutil.which(tool):
                r = subprocess.run(line.split(" | ", 1)[1], shell=True, input=out, text=True,
                                   capture_output=True, cwd=tmp_path)
                assert r.returncode == 0, f"{page.name}: `{line}`: {r.stderr}"
