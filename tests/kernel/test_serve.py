"""`affray serve`, the host protocol (docs/protocol.md): driven through a pipe as a host in
another language would, and in process for every ruleset. Answering every request with its
default writes the log `affray run` writes; bad input costs nothing."""

import importlib.util
import io
import json
import subprocess
import sys

import pytest
from cli_runs import ROOT
from hostkit import Loopback

from affray.kernel import Battle, Replay
from affray.kernel.ruleset import load
from affray.kernel.serve import Server

spec = importlib.util.spec_from_file_location("pipe_host", ROOT / "docs" / "examples" / "pipe_host.py")
pipe_host = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pipe_host)

TFT = str(load("tft-melee").default_scenario)
SERVE = [sys.executable, "-m", "affray.kernel.cli", "serve"]


def run_log(tmp_path, scenario, seed, name="run.affray"):
    out = tmp_path / name
    subprocess.run([sys.executable, "-m", "affray.kernel.cli", "run", scenario, "--seed", str(seed),
                    "--out", str(out), "-q"], check=True)
    return out.read_bytes()


def test_pipe_host_answering_defaults_writes_the_log_affray_run_writes(tmp_path):
    path = TFT
    sides = [s.name for s in Battle.from_scenario(path).scenario.sides]
    out = tmp_path / "served.affray"
    got = pipe_host.host(path, 5, sides, str(out), bad_lines=2)
    assert got[0] == {**got[0], "type": "protocol", "version": 1, "hosted": sides}
    assert got[-1]["type"] == "end"
    errors = [m["message"] for m in got if m["type"] == "error"]
    # the two bad lines; then the host's answers to the two repeats of the request are stale
    assert [e.split(":")[0] for e in errors] == ["not JSON", "not JSON", "choose", "choose"]
    assert all("not pending" in e for e in errors[2:])
    assert out.read_bytes() == run_log(tmp_path, path, 5)
    assert Replay.load(out).verify() == got[-1]["events"]


def test_pipe_bad_messages_get_an_error_and_the_request_again(tmp_path):
    out = tmp_path / "served.affray"
    server = subprocess.Popen(SERVE + [TFT, "--seed", "5", "--host", "Goths", "--out", str(out)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    read = lambda: json.loads(server.stdout.readline())  # noqa: E731
    send = lambda obj: (server.stdin.write((obj if isinstance(obj, str) else json.dumps(obj)) + "\n"),  # noqa: E731
                        server.stdin.flush())
    assert read()["type"] == "protocol"
    msg = read()
    while msg["type"] != "request":
        msg = read()
    req = msg
    bad = ["{oops", "[1, 2]", {"type": "dance"}, {"type": "choose", "actor": "x", "choice": 1},
           {"type": "choose", "rqid": req["rqid"], "actor": req["actor"] + 99, "choice": req["default"]},
           {"type": "choose", "rqid": req["rqid"], "actor": req["actor"], "choice": "no such option"}]
    for line in bad:
        send(line)
        assert read()["type"] == "error"
        again = read()
        assert again == req  # asked again, same rqid
    send({"type": "state", "side": "Goths"})
    figs = read()
    assert figs["type"] == "figures" and figs["figures"][0]["type"] == "MeleeFigure"
    assert {f["side"] for f in figs["figures"]} == {"Goths"}
    send({"type": "choose", "rqid": req["rqid"], "actor": req["actor"], "choice": req["default"]})
    send({"type": "choose", "rqid": req["rqid"], "actor": req["actor"], "choice": req["default"]})
    stale = None
    while True:
        msg = read()
        if msg["type"] == "error":
            stale = msg
        elif msg["type"] == "request":
            send({"type": "choose", "rqid": msg["rqid"], "actor": msg["actor"], "choice": msg["default"]})
        elif msg["type"] == "end":
            break
    server.stdin.close()
    assert server.wait() == 0
    assert "not pending" in stale["message"]
    assert out.read_bytes() == run_log(tmp_path, TFT, 5)


def test_pipe_closed_early_keeps_the_log_so_far(tmp_path):
    out = tmp_path / "cut.affray"
    r = subprocess.run(SERVE + [TFT, "--seed", "5", "--host", "Goths", "--out", str(out)],
                       input="", capture_output=True, text=True)
    assert r.returncode == 1 and "closed its input" in r.stderr
    rep = Replay.load(out)
    assert len(rep) > 0 and not rep.ended and rep.error is None


def test_serve_refuses_an_unknown_side_in_one_line(tmp_path):
    r = subprocess.run(SERVE + [TFT, "--host", "Vandals", "--out", str(tmp_path / "x.affray")],
                       input="", capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "Vandals" in r.stderr
    assert r.stdout == ""


@pytest.mark.parametrize("ruleset,rounds", [("tft-melee", 4), ("acks2", 4), ("destrier", None),
                                            ("starkpool", 4), ("wfrp1e", 4)])
def test_every_side_hosted_answering_defaults_equals_the_run(ruleset, rounds):
    """Destrier to its end: its cards are the choices most often sealed and re-shaped."""
    path = load(ruleset).default_scenario
    plain = io.BytesIO()
    Battle.from_scenario(path, seed=9, out=plain, max_rounds=rounds).run()
    served = io.BytesIO()
    sides = [s.name for s in Battle.from_scenario(path).scenario.sides]
    battle = Battle.from_scenario(path, seed=9, out=served, max_rounds=rounds,
                                  policies={s: "host" for s in sides})
    host = Loopback()
    Server(battle, sides, host, host).run()
    assert served.getvalue() == plain.getvalue()
    assert host.sent[-1]["type"] == "end"
    requests = [m for m in host.sent if m["type"] == "request"]
    listed = [m for m in requests if isinstance(m["options"], list)]
    assert listed and all(m["options"] and all(o["label"] for o in m["options"]) for m in listed)
    assert all(m["options"]["shape"] != "list" for m in requests if m not in listed)


JUNK = [None, 1.5, [], {}, "x", {"cards": 3, "target": "y"}, [1, [2]], -1, True, {"card": None}]


@pytest.mark.parametrize("ruleset", ["tft-melee", "acks2", "destrier", "starkpool", "wfrp1e"])
def test_junk_choices_are_refused_and_asked_again_and_cost_nothing(ruleset):
    path = load(ruleset).default_scenario
    plain = io.BytesIO()
    Battle.from_scenario(path, seed=2, out=plain, max_rounds=1).run()
    served = io.BytesIO()
    sides = [s.name for s in Battle.from_scenario(path).scenario.sides]
    battle = Battle.from_scenario(path, seed=2, out=served, max_rounds=1,
                                  policies={s: "host" for s in sides})
    tries: dict[int, int] = {}

    def answer(req):  # every junk value that is not one of the listed options, then the default
        if not isinstance(req["options"], list):
            return req["default"]
        values = [o["value"] for o in req["options"]]
        junk = [j for j in JUNK if not any(type(j) is type(v) and j == v for v in values)]
        n = tries[req["rqid"]] = tries.get(req["rqid"], -1) + 1
        return junk[n] if n < len(junk) else req["default"]
    host = Loopback(answer)
    Server(battle, sides, host, host).run()
    assert served.getvalue() == plain.getvalue()
    errors = sum(1 for m in host.sent if m["type"] == "error")
    assert errors >= len(tries)  # every request refused junk at least once


def test_serve_terminated_keeps_the_log_so_far(tmp_path):
    out = tmp_path / "term.affray"
    server = subprocess.Popen(SERVE + [TFT, "--seed", "5", "--host", "Goths", "--out", str(out)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    for line in server.stdout:
        if json.loads(line)["type"] == "request":
            break
    server.terminate()
    _out, err = server.communicate()
    assert server.returncode == 143 and "serve stopped" in err
    rep = Replay.load(out)
    assert len(rep) > 0 and rep.error is None
