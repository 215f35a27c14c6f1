"""Answers that hold until the next event. The world changes only when an event is applied
(the state's `events` count goes up), so a footprint, a neighbour list or whether a figure
is able, asked again before then, is looked up rather than worked out again.

A reducer changes the world before the event is counted, and the engagement refresh it
calls reads the world at that moment: `forget` starts a fresh memo there."""

from __future__ import annotations

_KEY = "acks2_memo"  # in `state.derived`: never dumped, digested or logged


class Memo:
    __slots__ = ("events", "area", "able", "near", "sorted_near")

    def __init__(self, events: int):
        self.events = events
        self.area: dict = {}
        self.able: dict = {}
        self.near: dict = {}
        self.sorted_near: dict = {}


def memo(state) -> Memo:
    m = state.derived.get(_KEY)
    if m is None or m.events != state.events:
        m = state.derived[_KEY] = Memo(state.events)
    return m


def forget(state) -> None:
    state.derived.pop(_KEY, None)
