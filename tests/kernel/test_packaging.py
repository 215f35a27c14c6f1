"""Packaging and the ruleset registry (KER-01 .. KER-03)."""

import os
import pathlib
import shutil
import subprocess
import sys
import venv


from affray.kernel import Battle, Replay
from affray.kernel.ruleset import available, load
from toyfights import toy_scenario

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_ker_01_wheel_in_a_clean_venv_imports_affray_only(tmp_path):
    """Build the wheel, install it with no index into a fresh venv (dependencies come from
    this environment's site-packages, read-only), import affray.kernel, and find no
    top-level kernel/systems/components."""
    wheel_dir = tmp_path / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                    "-q", "-w", str(wheel_dir), str(ROOT)], check=True, capture_output=True)
    wheel = next(wheel_dir.glob("affray-*.whl"))
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    py = env_dir / "bin" / "python"
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    import zipfile
    zipfile.ZipFile(wheel).extractall(site)
    import esper, msgspec, networkx, click
    deps = os.pathsep.join(sorted({str(pathlib.Path(m.__file__).parent.parent)
                                   for m in (esper, msgspec, networkx, click)}))
    code = ("import importlib.util as u, affray.kernel, affray.systems, affray.components;"
            "print(affray.kernel.__file__);"
            "print([m for m in ('kernel','systems','components') if u.find_spec(m)])")
    out = subprocess.run([str(py), "-I", "-c", f"import sys; sys.path.append({deps!r}); {code}"],
                         capture_output=True, text=True, check=True, cwd=tmp_path).stdout.split("\n")
    assert out[0].startswith(site) and out[0].endswith("affray/kernel/__init__.py")
    assert out[1] == "[]"
    names = zipfile.ZipFile(wheel).namelist()
    assert not [n for n in names if n.split("/")[0] in ("kernel", "systems", "components")]
    # the installed copy plays the bundled default battle, byte-identically across hash seeds
    logs = []
    for hashseed in ("1", "2"):
        out = tmp_path / f"a{hashseed}.affray"
        run = subprocess.run([str(py), "-c", f"import sys; sys.path.append({deps!r}); "
                              "from affray.kernel.cli import main; main()",
                              "run", "--seed", "7", "--out", str(out)],
                             capture_output=True, text=True, cwd=tmp_path,
                             env={"PYTHONHASHSEED": hashseed, "PATH": os.environ["PATH"]})
        assert run.returncode == 0, run.stderr
        logs.append(out.read_bytes())
    assert logs[0] == logs[1]


def test_ker_02_version_and_rulesets_after_install():
    exe = shutil.which("affray") or str(pathlib.Path(sys.executable).parent / "affray")
    out = subprocess.run([exe, "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("affray, version ")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "tests" / "plugin"))
    out = subprocess.run([exe, "rulesets"], capture_output=True, text=True, env=env)
    assert out.returncode == 0
    assert "toy  1  plane  placeholders: to_hit" in out.stdout
    for rid in available():
        assert out.stdout.count(rid) >= 1


def test_ker_03_a_ruleset_from_a_separate_package_registers_by_entry_point():
    assert available()["toy"] == "affray_toy:RULESET"
    rs = load("toy")
    assert rs.id == "toy"
    b = Battle.from_scenario(toy_scenario(), seed=1)
    b.run()
    assert Replay.of(b).verify() == len(b.events)
