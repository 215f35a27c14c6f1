"""Map the root folders into the one import namespace `affray`, finding their subpackages.

The metadata is in pyproject.toml; this file only lists packages, so that adding a ruleset
or a subpackage never means editing a list by hand.

`AFFRAY_MYPYC=1` also compiles the modules listed in kernel/compiled.py with mypyc.
"""

import os
import runpy
from pathlib import Path

from setuptools import setup

ROOTS = {"affray.kernel": "kernel", "affray.components": "components", "affray.systems": "systems"}


def _packages() -> list[str]:
    found = []
    for name, folder in ROOTS.items():
        for init in sorted(Path(folder).rglob("__init__.py")):
            rel = init.parent.relative_to(folder).parts
            found.append(".".join((name, *rel)))
    return found


def _compiled() -> list:
    """mypyc names a module by its path, so it compiles through a tree of links `affray/...`."""
    if os.environ.get("AFFRAY_MYPYC", "") in ("", "0"):
        return []
    from mypyc.build import mypycify

    stage = Path("build", "mypyc-src", "affray")
    stage.mkdir(parents=True, exist_ok=True)
    for folder in ROOTS.values():
        if not (stage / folder).is_symlink():
            (stage / folder).symlink_to(Path(folder).resolve(), target_is_directory=True)
    os.environ.setdefault("MYPYPATH", str(stage.parent))
    modules = runpy.run_path("kernel/compiled.py")["MODULES"]
    return mypycify(["--follow-imports=silent", "--explicit-package-bases",
                     *(str(stage / rel) for rel in modules)], opt_level="3", group_name="affray")


setup(package_dir=ROOTS, packages=_packages(), ext_modules=_compiled())
