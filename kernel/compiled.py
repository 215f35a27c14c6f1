"""The optional compiled build: which modules mypyc compiles, and which this process runs.

`AFFRAY_MYPYC=1 pip install --no-build-isolation .` (with mypy installed) compiles `MODULES`
(setup.py reads the list from here); the `.py` files stay the one source and the pure
package the default. docs/performance.md "The compiled build" has the figures.

Only modules whose compiled form gives byte-identical logs belong here (the hash sets in
benchmarks/ check it). A module that defines a msgspec Struct must stay interpreted: mypyc
drops the class keywords (`omit_defaults`...), which changes the log. Compiled code checks
its annotations: a function taking `tuple[float, float]` refuses a list (as WFRP's map
points are), and a `float` parameter turns an int into a float, so a module whose callers
pass looser values (`geometry/plane.py`) stays interpreted.
"""

from __future__ import annotations

import importlib
from pathlib import Path

MODULES = (  # paths from the project root, as setup.py maps them into `affray`
    "kernel/geometry/stands.py",
    "systems/destrier/rules/geometry.py",
    "systems/destrier/rules/legal.py",
    "systems/destrier/rules/movement.py",
    "systems/destrier/rules/tac_cards.py",
)


def module_name(rel: str) -> str:
    return "affray." + rel.removesuffix(".py").replace("/", ".")


def compiled() -> list[str]:
    """The modules of `MODULES` that this process imports as compiled extensions."""
    out = []
    for rel in MODULES:
        mod = importlib.import_module(module_name(rel))
        if not str(mod.__file__).endswith(".py"):
            out.append(mod.__name__)
    return out


def stale() -> list[str]:
    """Compiled extensions lying beside a `.py` edited after them: an in-place (editable)
    build in the source tree that would otherwise run the old code. An installed package is
    never stale (its files all date from the install)."""
    if not (Path(__file__).resolve().parents[1] / "setup.py").exists():
        return []
    out = []
    for rel in MODULES:
        mod = importlib.import_module(module_name(rel))
        ext = Path(str(mod.__file__))
        source = ext.with_name(ext.name.split(".")[0] + ".py")
        if ext.suffix != ".py" and source.exists() and source.stat().st_mtime > ext.stat().st_mtime:
            out.append(f"{mod.__name__} ({ext.name} is older than {source.name})")
    return out
