"""Map the root folders into the one import namespace `affray`, finding their subpackages.

The metadata is in pyproject.toml; this file only lists packages, so that adding a ruleset
or a subpackage never means editing a list by hand.
"""

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


setup(package_dir=ROOTS, packages=_packages())
