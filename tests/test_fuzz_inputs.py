"""Every input path fuzzed: log bytes, matchup strings, scenario TOML, CLI arguments. The only
outcomes allowed are a result or an AffrayError with a one-line message; the CLI exits 0, 1
or 2, never with a traceback. Cheap by default; `pytest --slow` runs many more examples
(docs/reliability.md records the long run)."""

import io
import os
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from affray.kernel import Battle, Replay
from affray.kernel import cli, matchup
from affray.kernel import log as L
from affray.kernel.errors import AffrayError
from affray.kernel.ruleset import load
from affray.kernel.scenario import load as load_scenario

SLOW = os.environ.get("AFFRAY_FUZZ_EXAMPLES")
CHEAP = settings(max_examples=int(SLOW) if SLOW else 40, deadline=10_000,
                 suppress_health_check=list(HealthCheck))


def _one_line(err):
    assert "\n" not in str(err).strip() and str(err).strip()


def _log_bytes():
    rs = load("tft-melee")
    buf = io.BytesIO()
    Battle.from_scenario(load_scenario(rs.default_scenario), seed=5, out=buf, max_rounds=3).run()
    return buf.getvalue()


LOG = _log_bytes()


def _mutate(data, blob):
    blob = bytearray(blob)
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.sampled_from(["flip", "insert", "delete", "truncate", "swap"]))
        at = data.draw(st.integers(0, max(0, len(blob) - 1)))
        if kind == "flip" and blob:
            blob[at] ^= data.draw(st.integers(1, 255))
        elif kind == "insert":
            blob[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        elif kind == "delete":
            del blob[at:at + data.draw(st.integers(1, 8))]
        elif kind == "truncate":
            del blob[at:]
        elif kind == "swap" and len(blob) > 40:
            j = data.draw(st.integers(0, len(blob) - 20))
            blob[at:at + 10], blob[j:j + 10] = blob[j:j + 10], blob[at:at + 10]
    return bytes(blob)


@CHEAP
@given(st.data())
def test_fuzz_log_bytes_give_events_or_a_log_error(tmp_path_factory, data):
    p = tmp_path_factory.mktemp("fz") / "x.affray"
    p.write_bytes(_mutate(data, LOG))
    for salvage in (False, True):
        try:
            rep = Replay.load(p, salvage=salvage)
        except AffrayError as err:
            _one_line(err)
            continue
        if rep.error is not None:
            _one_line(rep.error)
        try:
            rep.fold()
        except AffrayError as err:
            _one_line(err)


@CHEAP
@given(st.text(max_size=60))
def test_fuzz_matchup_strings(text):
    try:
        matchup.parse(text)
    except AffrayError as err:
        _one_line(err)


_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.text(max_size=8)
    | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8)


def _toml(value):
    import json
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, type(None)) else '""'


@CHEAP
@given(st.data())
def test_fuzz_scenario_toml(tmp_path_factory, data):
    """A valid scenario with one part replaced by junk, or junk bytes, loads or is refused."""
    base = load("tft-melee").default_scenario.read_text() if hasattr(
        load("tft-melee").default_scenario, "read_text") else open(load("tft-melee").default_scenario).read()
    lines = base.splitlines()
    choice = data.draw(st.sampled_from(["line", "bytes", "dup"]))
    if choice == "line" and lines:
        i = data.draw(st.integers(0, len(lines) - 1))
        key = lines[i].split("=")[0].strip() if "=" in lines[i] else "x"
        lines[i] = f"{key} = {_toml(data.draw(_VALUE))}" if "=" in lines[i] else data.draw(st.text(max_size=20))
        text = "\n".join(lines).encode("utf-8", "surrogatepass")
    elif choice == "dup":
        text = (base + "\n" + base[base.find("[[combatants]]"):]).encode()
    else:
        text = _mutate(data, base.encode())
    p = tmp_path_factory.mktemp("sc") / "s.toml"
    p.write_bytes(text)
    try:
        load_scenario(p)
    except AffrayError as err:
        _one_line(err)
        assert "s.toml" in str(err) or "matchup" in str(err)


_ARGS = st.lists(st.sampled_from(
    ["run", "fight", "show", "state", "verify", "diff", "branch", "rulesets", "--seed", "7", "x",
     "--out", "nope/x.affray", "--at", "-1", "--max-rounds", "0", "--json", "--salvage",
     "--policy", "red=zzz", "1 orc v 1 human", "--ruleset", "tft-melee", "q.affray", "\u00e9"]),
    max_size=6)


@settings(max_examples=int(SLOW) // 10 if SLOW else 15, deadline=20_000,
          suppress_health_check=list(HealthCheck))
@given(_ARGS)
def test_fuzz_cli_arguments_exit_0_1_or_2_without_traceback(args):
    old, here = os.environ.get("AFFRAY_DEBUG"), os.getcwd()
    os.environ["AFFRAY_DEBUG"] = "1"  # an internal error raises here instead of printing
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)
        try:
            cli.main(args)
            code = 0
        except SystemExit as e:
            code = e.code or 0
        finally:
            os.chdir(here)
            if old is None:
                del os.environ["AFFRAY_DEBUG"]
            else:
                os.environ["AFFRAY_DEBUG"] = old
    assert code in (0, 1, 2)


_CALL = st.tuples(st.sampled_from(["submit", "step", "legal", "run"]),
                  st.integers(-3, 6),
                  st.sampled_from(["bold", "wary", "reckless", None, 3, ["x"], {"a": 1}, "\u00e9"]))


@CHEAP
@given(st.lists(_CALL, max_size=30))
def test_fuzz_embedding_api_illegal_stale_out_of_turn_calls_and_step_after_end(calls):
    """A host calling submit/step/legal_options at random (wrong actor, stale request, junk
    choice, after the end): every call returns or raises an AffrayError; the world is
    unchanged by a refused submit."""
    from toyfights import toy_scenario
    b = Battle.from_scenario(toy_scenario(), seed=1, policies={"red": "host", "blue": "host"})
    for name, actor, choice in calls:
        before = b.state.events
        try:
            if name == "submit":
                b.submit(actor, choice)
            elif name == "step":
                b.step()
            elif name == "legal":
                b.legal_options(actor)
            else:
                b.run()
        except AffrayError as err:
            _one_line(err)
            if name == "submit":
                assert b.state.events == before
