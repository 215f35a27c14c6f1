"""The optional mypyc build (kernel/compiled.py): the build asked for is the build tested,
no compiled module is older than its source, and none defines a msgspec Struct."""

import ast
import os
from pathlib import Path

import pytest

from affray.kernel.compiled import MODULES, compiled, module_name, stale

ROOT = Path(__file__).resolve().parents[2]


def test_the_build_under_test_is_the_one_asked_for():
    want = os.environ.get("AFFRAY_EXPECT_COMPILED")
    if want is None:
        pytest.skip("AFFRAY_EXPECT_COMPILED not set (.ci/run sets 0 for the pure runs, 1 for the compiled)")
    expected = [module_name(rel) for rel in MODULES] if want == "1" else []
    assert compiled() == expected


def test_no_compiled_module_is_older_than_its_source():
    assert stale() == [], "rebuild with AFFRAY_MYPYC=1 (docs/performance.md) or delete the .so files"


@pytest.mark.parametrize("rel", MODULES)
def test_compiled_modules_define_no_msgspec_struct(rel):
    tree = ast.parse((ROOT / rel).read_text())
    bases = [ast.unparse(b) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
             for b in node.bases]
    assert not [b for b in bases if "Struct" in b]
