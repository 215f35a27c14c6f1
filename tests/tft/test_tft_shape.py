"""The shape of systems/tft (docs/adding-a-ruleset.md): no import circle, each layer
importing only the layers below it (round -> phases -> rules -> tables; events and options
beside them), no module over 400 lines, no hooks layer, and the event tags as every recorded
log has them."""

import ast
from pathlib import Path

from affray.systems.tft import events as E

TFT = Path(__file__).resolve().parents[2] / "systems" / "tft"
# what each folder may import from inside systems/tft (besides itself)
ALLOWED = {
    "tables": set(),
    "rules": {"tables", "events", "options"},
    "phases": {"rules", "tables", "events", "options"},
    "policies": {"rules", "tables", "events", "options"},
    "stock": {"rules", "tables"},
}


def _modules() -> dict[str, Path]:
    out = {}
    for p in sorted(TFT.rglob("*.py")):
        parts = list(p.relative_to(TFT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


def _imports(name: str, path: Path, mods: dict) -> set[str]:
    pkg = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    if not name:
        pkg = []
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):  # lazy imports count too
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg[: len(pkg) - (node.level - 1)] + (node.module.split(".") if node.module else [])
            elif (node.module or "").startswith("affray.systems.tft"):
                base = node.module.split(".")[3:]
            else:
                continue
            for a in node.names:
                cand = ".".join(base + [a.name])
                found.add(cand if cand in mods else ".".join(base))
    return {m for m in found if m in mods and m != name}


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    return {m: _imports(m, p, mods) for m, p in mods.items()}


def test_tft_shape_no_import_circle():
    graph = _graph()
    state: dict[str, int] = {}

    def visit(m, path):
        state[m] = 1
        for d in sorted(graph[m]):
            assert state.get(d) != 1, f"import circle: {' -> '.join(path + [m, d])}"
            if d not in state:
                visit(d, path + [m])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [])


def test_tft_shape_layers_import_only_downwards():
    for m, deps in _graph().items():
        folder = m.split(".")[0]
        if "." not in m or folder not in ALLOWED:
            continue
        for d in deps:
            top = d.split(".")[0]
            assert top == folder or top in ALLOWED[folder], f"{m} imports {d}"


def test_tft_shape_small_modules_and_no_hooks_layer():
    for m, p in _modules().items():
        assert len(p.read_text(encoding="utf-8").splitlines()) <= 400, m
        assert p.name != "hooks.py" and not p.name.startswith("ext_"), m


def test_tft_shape_event_tags_are_those_of_the_recorded_logs():
    tags = {cls.__name__: cls.__struct_config__.tag for cls in E.EVENTS}
    assert [tags[c.__name__] for c in E.EVENTS] == list(range(64, 82)) + list(range(100, 109))
    assert tags["ShieldRushed"] == 100 and tags["ExperienceAwarded"] == 107 and tags["AttributeRaised"] == 108
