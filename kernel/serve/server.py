"""The host protocol's server: one battle, JSON Lines in and out (docs/protocol.md).

The server sends the protocol version first, then events (each hosted side gets only its
view: `kernel/side_view.py`), a request whenever a hosted side must choose, and the end.
It reads `choose` answers and `figures` queries. A line it cannot use gets an `error` and
the request is asked again: bad input never ends the battle and never costs the log.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

import msgspec

from ..battle import Battle, affray_version
from ..errors import AffrayError, IllegalChoice
from ..events import Event
from ..side_view import SideView, item_to_json

PROTOCOL = 1


class InputClosed(Exception):
    """The host closed its input before the battle's end."""


class Server:
    """Runs `battle` with the hosted sides answered over `inp` / `out`."""

    def __init__(self, battle: Battle, hosted: list[str], inp: TextIO, out: TextIO):
        self.battle, self.inp, self.out = battle, inp, out
        self.hosted = [battle.side_index(s) for s in hosted]
        sides = battle.state.sides
        self.cuts = [SideView(battle.seed, i) for i in range(len(sides))]
        self.queue: list[tuple[int, Event]] = []
        self.rqid = 0  # numbers each request; asking one again keeps its number
        battle.subscribe(lambda i, ev: self.queue.append((i, ev)))

    # -- output ------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        self.out.write(json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n")
        self.out.flush()

    def error(self, message: str) -> None:
        self.send({"type": "error", "message": message})

    def flush_events(self) -> None:
        sides = self.battle.state.sides
        queue, self.queue = self.queue, []
        for index, ev in queue:
            items = [cut.see(index, ev) for cut in self.cuts]
            if all(item is ev for item in items):
                self.send({"type": "event", "to": "all", "index": index,
                           "event": _body(index, ev)})
                continue
            for side in self.hosted:
                self.send({"type": "event", "to": sides[side], "index": index,
                           "event": _body(index, items[side])})

    # -- the loop ----------------------------------------------------------------------
    def run(self) -> None:
        b = self.battle
        self.send({"type": "protocol", "version": PROTOCOL, "affray": affray_version(),
                   "ruleset": b.ruleset.id, "ruleset_version": b.ruleset.version,
                   "sides": list(b.state.sides),
                   "hosted": [b.state.sides[i] for i in self.hosted]})
        try:
            self.loop()
        except AffrayError as err:  # the rules or a policy stopped: say so, then stop
            self.flush_events()
            self.error(f"the battle stopped at event {b.state.events}: {err}")
            raise

    def loop(self) -> None:
        b = self.battle
        while True:
            if b.pending is None and not b.over:
                b.step()
            self.flush_events()
            if b.over:
                oc = b.outcome
                self.send({"type": "end", "winner": oc.winner, "reason": oc.reason,
                           "events": b.state.events})
                return
            if b.pending is not None:
                self.answer()

    def answer(self) -> None:
        """Ask the pending request until a legal `choose` comes (queries are answered)."""
        b = self.battle
        self.rqid += 1
        request = {"rqid": self.rqid, **msgspec.to_builtins(b.host_request())}
        self.send({"type": "request", **request})
        while b.pending is not None:
            line = self.inp.readline()
            if not line:
                raise InputClosed()
            if not line.strip():
                continue
            reply = self.handle(line)
            if reply == "answered":
                return
            if reply == "ask again":
                self.send({"type": "request", **request})

    def handle(self, line: str) -> str:
        b = self.battle
        try:
            msg = json.loads(line)
        except ValueError as err:
            self.error(f"not JSON: {err}")
            return "ask again"
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            self.error('expected an object with a "type" ("choose" or "figures")')
            return "ask again"
        kind = msg["type"]
        if kind in ("figures", "state"):
            return self.figures(msg)
        if kind != "choose":
            self.error(f'unknown message type {kind!r}; expected "choose" or "figures"')
            return "ask again"
        actor, choice = msg.get("actor"), msg.get("choice", _MISSING)
        rqid = msg.get("rqid", self.rqid)
        if rqid != self.rqid:  # an answer to a request already answered: not asked again
            self.error(f"choose: request {rqid!r} is not pending; request {self.rqid} is")
            return "waiting"
        if type(actor) is not int or choice is _MISSING:
            self.error('choose: expected {"type": "choose", "actor": <int>, "choice": <value>}')
            return "ask again"
        if actor != b.pending.actor:
            self.error(f"choose: actor {actor} has no pending choice; the request is for "
                       f"actor {b.pending.actor}")
            return "ask again"
        try:
            b.submit(actor, choice)
        except IllegalChoice as err:
            if b.pending is None:  # the choice was taken; a policy after it failed
                raise
            self.error(f"choose: {err}")
            return "ask again"
        except Exception as err:  # a value the options cannot even read
            if b.pending is None:
                raise
            self.error(f"choose: {json.dumps(choice)[:200]} is not a choice of this request "
                       f"({type(err).__name__}: {err})")
            return "ask again"
        return "answered"

    def figures(self, msg: dict[str, Any]) -> str:
        side = msg.get("side")
        try:
            figs = self.battle.figures(side)
        except AffrayError as err:
            self.error(f"figures: {err}")
            return "waiting"
        self.send({"type": "figures", "side": side, "figures": msgspec.to_builtins(figs)})
        return "waiting"


_MISSING = object()


def _body(index: int, item: Any) -> dict[str, Any]:
    body = item_to_json(index, item)
    body.pop("i", None)
    return body


def serve(battle: Battle, hosted: list[str], inp: TextIO, out: TextIO) -> bool:
    """Run the protocol to the battle's end; False when the host closed its input first."""
    try:
        Server(battle, hosted, inp, out).run()
    except InputClosed:
        return False
    return True
