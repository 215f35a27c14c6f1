"""The shape every ruleset keeps (docs/adding-a-ruleset.md, "The shape of a ruleset").

Read from the source with `ast`, so nothing is imported: no import circle inside a ruleset
(imports inside functions count too: a lazy import hides a circle, it does not remove it), no
import from one ruleset into another (shared things go into the kernel), no module over 400
lines, and imports run downward: tables <- rules <- phases <- round. The kernel is held to
the same (docs/architecture.md): no circle, no module over 400 lines, and the engine imports
none of its front-ends.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

SYSTEMS = Path(__file__).resolve().parents[1] / "systems"
MAX_LINES = 400
RULESETS = sorted(p.name for p in SYSTEMS.iterdir() if (p / "__init__.py").is_file())
# Known exceptions, each to be fixed by the ruleset's owner (then its xfail passes):
# (ruleset, check) -> reason. Checks: circles, folders, lines, downward.
KNOWN: dict[tuple[str, str], str] = {}


def _modules() -> dict[str, Path]:
    """Dotted name under `systems` (e.g. 'starkpool.rules.paths') -> file."""
    out = {}
    for p in sorted(SYSTEMS.rglob("*.py")):
        parts = p.relative_to(SYSTEMS).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            out[".".join(parts)] = p
    return out


MODULES = _modules()


def _imports(name: str, path: Path, modules=None, prefix: str = "affray.systems.",
             strip: str = "affray.systems.") -> set[str]:
    """Modules of `modules` (those under `systems` by default) that `name` imports, anywhere
    in its body (inside functions too): `prefix` marks an absolute import of one of them and
    `strip` is cut off its name."""
    modules = MODULES if modules is None else modules
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            elif (node.module or "").startswith(prefix):
                module = node.module[len(strip):]
            else:
                continue
            for a in node.names:
                sub = f"{module}.{a.name}" if module else a.name
                found.add(sub if sub in modules else module)
        elif isinstance(node, ast.Import):
            found.update(a.name[len(strip):] for a in node.names if a.name.startswith(prefix))
    return {m for m in found if m in modules and m != name}


GRAPH = nx.DiGraph()
for _name, _path in MODULES.items():
    GRAPH.add_node(_name)
    GRAPH.add_edges_from((_name, t) for t in _imports(_name, _path))


def _params(check: str):
    """The rulesets, with the known exceptions to `check` marked xfail (not strict: each
    passes as soon as its owner fixes it)."""
    return [pytest.param(r, marks=pytest.mark.xfail(strict=False, reason=KNOWN[r, check]))
            if (r, check) in KNOWN else r for r in RULESETS]


def _own(ruleset: str) -> list[str]:
    return [m for m in MODULES if m == ruleset or m.startswith(ruleset + ".")]


def circles(ruleset: str) -> list[list[str]]:
    sub = GRAPH.subgraph(_own(ruleset))
    return sorted(sorted(c) for c in nx.strongly_connected_components(sub) if len(c) > 1)


@pytest.mark.parametrize("ruleset", _params("circles"))
def test_no_import_circle_inside_a_ruleset(ruleset):
    assert circles(ruleset) == []


def folder_circles(ruleset: str, graph: nx.DiGraph = GRAPH) -> list[list[str]]:
    """Circles between folders: a module in a subfolder stands for its folder (so
    rules/melee/ and rules/movement/ may not need each other both ways); the top-level
    modules (round, events, reducers...) stand for themselves."""
    def node(m: str) -> str:
        return m.rsplit(".", 1)[0] if not MODULES[m].name == "__init__.py" and \
            m.count(".") >= 2 else m
    g = nx.DiGraph()
    for a in _own(ruleset):
        g.add_node(node(a))
        g.add_edges_from((node(a), node(b)) for b in graph.successors(a)
                         if b.split(".")[0] == ruleset and node(a) != node(b))
    return sorted(sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1)


@pytest.mark.parametrize("ruleset", _params("folders"))
def test_no_import_circle_between_the_folders_of_a_ruleset(ruleset):
    assert folder_circles(ruleset) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_no_import_from_one_ruleset_into_another(ruleset):
    crossing = sorted((a, b) for a in _own(ruleset) for b in GRAPH.successors(a)
                      if b.split(".")[0] != ruleset)
    assert crossing == []


@pytest.mark.parametrize("ruleset", _params("lines"))
def test_no_module_over_400_lines(ruleset):
    long = {m: n for m in _own(ruleset)
            if (n := len(MODULES[m].read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


# a module in the first folder may not import one in the second (tables <- rules <- phases)
FORBIDDEN = [("tables", ("rules", "phases", "policies", "stock", "round", "ruleset")),
             ("rules", ("phases", "policies", "round", "ruleset")),
             ("phases", ("policies", "round", "ruleset"))]


@pytest.mark.parametrize("ruleset", _params("downward"))
def test_imports_run_downward(ruleset):
    def layer(m: str) -> str:
        parts = m.split(".")
        return parts[1] if len(parts) > 1 else ""
    upward = sorted((a, b) for a in _own(ruleset) for b in GRAPH.successors(a)
                    for low, high in FORBIDDEN if layer(a) == low and layer(b) in high
                    and b.split(".")[0] == ruleset)
    assert upward == []


def test_the_checks_see_a_circle_a_crossing_and_an_upward_import(tmp_path):
    """The reader resolves relative, absolute and lazy imports (a check that saw no edges
    would pass everything)."""
    assert ("starkpool.round", "starkpool.phases.movement") in GRAPH.edges
    assert ("starkpool.rules.morale.flee", "starkpool.rules.paths") in GRAPH.edges
    assert ("starkpool.ruleset", "starkpool.tables") in GRAPH.edges
    g = GRAPH.copy()
    g.add_edge("starkpool.rules.paths", "starkpool.rules.morale.flee")
    sub = g.subgraph(_own("starkpool"))
    assert any(len(c) > 1 for c in nx.strongly_connected_components(sub))
    g = GRAPH.copy()
    g.add_edge("starkpool.rules.movement.move", "starkpool.rules.melee.strike")
    assert ["starkpool.rules.melee", "starkpool.rules.movement"] in folder_circles("starkpool", g)


# -- the kernel (docs/architecture.md) -------------------------------------------------------

KERNEL = SYSTEMS.parent / "kernel"
# the command line, the benchmark harness and its peer, sweeps, the viewer, progress bars,
# test helpers and the compiled build's list: the engine imports none of them
FRONT_ENDS = ("cli", "cli_bench", "cli_sweep", "bench", "bench_peer", "progress", "testing",
              "compiled", "sweep", "view")
# Known exceptions: module -> reason (each an xfail that passes once the module is split).
KNOWN_LONG = {
    "kernel.geometry.stands": "compiled (kernel/compiled.py): a split needs the compiled build",
}


def _kernel_modules() -> dict[str, Path]:
    """Dotted name under the package (e.g. 'kernel.geometry.plane') -> file."""
    out = {}
    for p in sorted(KERNEL.rglob("*.py")):
        parts = p.relative_to(KERNEL.parent).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = p
    return out


KERNEL_MODULES = _kernel_modules()


def _kernel_imports(name: str, path: Path) -> set[str]:
    """Kernel modules that `name` imports, anywhere in its body (inside functions too)."""
    return _imports(name, path, KERNEL_MODULES, "affray.kernel", "affray.")


KERNEL_GRAPH = nx.DiGraph()
for _name, _path in KERNEL_MODULES.items():
    KERNEL_GRAPH.add_node(_name)
    KERNEL_GRAPH.add_edges_from((_name, t) for t in _kernel_imports(_name, _path))


def _front_end(module: str) -> bool:
    parts = module.split(".")
    return len(parts) > 1 and (parts[1] in FRONT_ENDS or parts[1].startswith(("cli_", "bench_")))


def kernel_circles(graph: nx.DiGraph = KERNEL_GRAPH) -> list[list[str]]:
    return sorted(sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1)


def test_no_import_circle_in_the_kernel():
    assert kernel_circles() == []


def engine_to_front_end(graph: nx.DiGraph = KERNEL_GRAPH) -> list[tuple[str, str]]:
    """Imports from an engine module (the package's own `__init__` included) into a front-end."""
    return sorted((a, b) for a, b in graph.edges if not _front_end(a) and _front_end(b))


def test_the_engine_never_imports_a_front_end():
    assert engine_to_front_end() == []


@pytest.mark.parametrize("module", [
    pytest.param(m, marks=pytest.mark.xfail(strict=False, reason=KNOWN_LONG[m]))
    if m in KNOWN_LONG else m for m in KERNEL_MODULES])
def test_no_kernel_module_over_400_lines(module):
    assert len(KERNEL_MODULES[module].read_text(encoding="utf-8").splitlines()) <= MAX_LINES


def test_the_kernel_checks_see_lazy_imports_a_circle_and_a_front_end_import():
    """The reader resolves relative, package and lazy imports (a check that saw no edges
    would pass everything)."""
    assert ("kernel.battle", "kernel.moment") in KERNEL_GRAPH.edges
    assert ("kernel.replay", "kernel.recorded") in KERNEL_GRAPH.edges
    assert ("kernel.geometry", "kernel.geometry.plane") in KERNEL_GRAPH.edges
    assert ("kernel.scenario", "kernel.limits") in KERNEL_GRAPH.edges  # inside a function
    g = KERNEL_GRAPH.copy()
    g.add_edge("kernel.ruleset", "kernel.moment")
    assert kernel_circles(g) != []
    g.add_edge("kernel.battle", "kernel.progress")
    assert ("kernel.battle", "kernel.progress") in engine_to_front_end(g)
