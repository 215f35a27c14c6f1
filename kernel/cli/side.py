"""`affray show LOG --as SIDE` and `affray view LOG --as SIDE`: a log as one side saw it,
other sides' sealed choices face down until opened (kernel/side_view.py). Each opening is
checked against its commitment, as a side's own client would."""

from __future__ import annotations

import json
import sys
from typing import Any, Callable

import click

from ..events import Decided
from ..labels import label
from ..replay import Replay
from ..side_view import Opening, Sealed, ViewItem, check, item_to_json

Describe = Callable[[Replay, int, Any], str]
AS_HELP = "What one side saw: other sides' sealed choices face down until opened."


def side_arg(rep: Replay, side: str) -> str:
    sides = [s["name"] for s in rep.header.scenario.get("sides", [])]
    if side not in sides:
        raise click.ClickException(f"--as: unknown side {side!r}; sides are {sides}")
    return side


class SideText:
    """Words for a side's view items, checking each proof against the commitment seen."""

    def __init__(self, rep: Replay, describe: Describe):
        self.rep, self.describe = rep, describe
        self.sealed: dict[int, Sealed] = {}

    def __call__(self, index: int, item: ViewItem) -> str:
        rep = self.rep
        who = lambda e: rep.names.get(e, f"#{e}") if e > 0 else self._side(-e)  # noqa: E731
        if isinstance(item, Sealed):
            self.sealed[index] = item
            return (f"{index:>6}  Sealed {who(item.actor)} {item.kind}: face down "
                    f"(commitment {item.commitment[:16]})")
        if isinstance(item, Opening):
            lines = [self.describe(rep, index, item.event)]
            for proof in item.proofs:
                seen = self.sealed.pop(proof.sealed_at, None)
                verdict = ("matches its commitment" if seen is not None and check(seen, proof)
                           else "DOES NOT MATCH its commitment")
                words = label(rep.ruleset, proof.kind, proof.choice, rep.names)
                lines.append(f"{'':>6}    opened {who(proof.actor)} {proof.kind}: {words} "
                             f"{json.dumps(proof.choice)} ({verdict}, event {proof.sealed_at})")
            return "\n".join(lines)
        if isinstance(item, Decided) and item.hidden:  # the side's own sealed choice
            words = label(rep.ruleset, item.kind, item.choice, rep.names)
            return (f"{index:>6}  Sealed {who(item.actor)} {item.kind}: {words} "
                    f"{json.dumps(item.choice)} (own; face down to the other sides)")
        return self.describe(rep, index, item)

    def _side(self, index: int) -> str:
        sides = self.rep.header.scenario.get("sides", [])
        return sides[index]["name"] if index < len(sides) else f"side {index}"


def show_as(rep: Replay, log: str, side: str, as_json: bool, describe: Describe) -> None:
    items = rep.events_for(side_arg(rep, side))
    h = rep.header
    if as_json:  # the header without the seed: it would let a side open every seal
        head = {"ruleset": h.ruleset, "ruleset_version": h.ruleset_version, "as": side,
                "format": h.format, "affray": h.affray, "scenario": h.scenario}
        sys.stdout.write(json.dumps({"header": head}, sort_keys=True) + "\n")
        for i, item in enumerate(items):
            sys.stdout.write(json.dumps(item_to_json(i, item), separators=(",", ":")) + "\n")
        return
    click.echo(f"{log}: {h.ruleset} {h.ruleset_version}, as side {side}, affray {h.affray}, "
               f"format {h.format}")
    text = SideText(rep, describe)
    for i, item in enumerate(items):
        click.echo(text(i, item))


def side_page(rep: Replay, side: str, describe: Describe, build: Callable) -> dict:
    """The viewer's data for `side`: its wording of each event, and no seed."""
    texts = view_texts(rep, side_arg(rep, side), describe)
    data = build(rep, text=lambda i, ev: texts[i])
    data["seed"] = ""  # the seed would let a side open every seal
    data["title"] += f" (as {side})"
    return data


def view_texts(rep: Replay, side: str, describe: Describe) -> list[str]:
    """The viewer's text for every event, as `side` sees it (show's wording, no index)."""
    text = SideText(rep, describe)
    out = []
    for i, item in enumerate(rep.events_for(side)):
        words = text(i, item)
        out.append(words[len(f"{i:>6}  "):])
    return out

