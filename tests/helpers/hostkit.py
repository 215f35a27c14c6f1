"""Builders for the host tests: a loopback host for the protocol server, a policy that
seals random choices, and transcripts of what a host received."""

from __future__ import annotations

import json
from typing import Any

import msgspec

from affray.kernel import Battle
from affray.kernel.dice import Stream
from affray.kernel.policies import Policy
from affray.kernel.ruleset import load
from affray.kernel.serve import Server
from affray.kernel.side_view import item_to_json

# (ruleset, side the host plays): the side that chooses after the other's sealed choices
HIDDEN = [("destrier", "Orcs"), ("wfrp1e", "skaven"), ("acks2", "orcs"), ("starkpool", "warband")]


def scenario(ruleset: str):
    return load(ruleset).default_scenario


class SealsAtRandom(Policy):
    """The side's tactical policy, except that sealed and simultaneous choices are drawn
    from `rng`: two runs with different streams differ only in those choices."""

    def __init__(self, tactical: Policy, rng: Stream):
        super().__init__(rng)
        self.tactical = tactical

    def decide(self, view: Any, request) -> Any:
        if request.hidden:
            options = request.options.enumerate()
            return options[self.rng.below(len(options))]
        return self.tactical.decide(view, request)


def sealing_at_random(ruleset: str, side: str, seed: int, salt: str) -> Policy:
    rs = load(ruleset)
    return SealsAtRandom(rs.policies["tactical"](Stream(f"splitmix64-ctr-v1:{seed}", f"policy/{side}")),
                         Stream(f"splitmix64-ctr-v1:{salt}", "sealed"))


class Loopback:
    """A host on the other end of `Server`: it answers each request with its default."""

    def __init__(self, answer=None):
        self.sent: list[dict] = []
        self.asked: dict[int, int] = {}
        self.answer = answer or (lambda req: req["default"])

    def write(self, text: str) -> None:
        for line in text.splitlines():
            self.sent.append(json.loads(line))

    def flush(self) -> None:
        pass

    def readline(self) -> str:
        req = next(m for m in reversed(self.sent) if m["type"] == "request")
        self.asked[req["rqid"]] = self.asked.get(req["rqid"], 0) + 1
        if self.asked[req["rqid"]] > 20:  # the server keeps refusing: fail, do not spin
            raise AssertionError(f"request {req['rqid']} refused 20 times: {self.sent[-2]}")
        return json.dumps({"type": "choose", "rqid": req["rqid"], "actor": req["actor"],
                           "choice": self.answer(req)}) + "\n"


def serve_in_process(battle: Battle, hosted: list[str]) -> list[dict]:
    host = Loopback()
    Server(battle, hosted, host, host).run()
    return host.sent


def api_transcript(battle: Battle, side: str) -> list[dict]:
    """What a host playing `side` through the Python API receives, in order: its view of
    each event, and each request."""
    feed = battle.feed(side)
    out: list[dict] = []
    for request in battle.requests():
        out += [item_to_json(i, item) for i, item in feed.new()]
        out.append({"type": "request", **msgspec.to_builtins(request)})
        battle.submit(request.actor, request.default)
    out += [item_to_json(i, item) for i, item in feed.new()]
    return out

