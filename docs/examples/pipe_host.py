"""A host that speaks only the host protocol (docs/protocol.md) through a pipe: it starts
`affray serve`, answers every request with its default, checks every sealed choice of the
other sides against its commitment when it is opened, and returns what it received.

    python docs/examples/pipe_host.py SCENARIO SEED SIDE [SIDE ...]
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys


def commitment(salt: str, choice) -> str:
    canonical = json.dumps(choice, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{salt}:{canonical}".encode()).hexdigest()


def host(scenario: str, seed: int, sides: list[str], out: str, bad_lines: int = 0) -> list[dict]:
    """Play `sides` of a battle through `affray serve`; returns every message received.
    `bad_lines` sends that many malformed lines first (the server must shrug them off)."""
    cmd = [sys.executable, "-m", "affray.kernel.cli", "serve", scenario, "--seed", str(seed),
           "--out", out]
    for side in sides:
        cmd += ["--host", side]
    server = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    received, face_down, asked = [], {}, {}
    for _ in range(bad_lines):
        server.stdin.write("{not json\n")
    for line in server.stdout:
        message = json.loads(line)
        received.append(message)
        if message["type"] == "event":
            body = message["event"]
            if body["type"] == "Sealed":
                face_down[(message["to"], message["index"])] = body["commitment"]
            elif body["type"] == "Opening":
                for proof in body["proofs"]:
                    sealed = face_down.pop((message["to"], proof["sealed_at"]))
                    assert sealed == commitment(proof["salt"], proof["choice"])
        elif message["type"] == "request":
            asked[message["rqid"]] = asked.get(message["rqid"], 0) + 1
            if asked[message["rqid"]] > 20:  # the server keeps refusing: give up, do not spin
                server.kill()
                raise RuntimeError(f"request {message['rqid']} refused 20 times: {received[-2]}")
            server.stdin.write(json.dumps({"type": "choose", "rqid": message["rqid"],
                                           "actor": message["actor"],
                                           "choice": message["default"]}) + "\n")
            server.stdin.flush()
        elif message["type"] == "end":
            break
    server.stdin.close()
    server.wait()
    return received


if __name__ == "__main__":
    got = host(sys.argv[1], int(sys.argv[2]), sys.argv[3:], "served.affray")
    print(got[-1])
