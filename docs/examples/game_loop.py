"""A host game's loop in Python: the host plays the Orcs of the bundled Destrier battle.

It reads only what its side may see: the Wyke's cards arrive face down (`Sealed`) and are
checked against their commitments when they are opened (`Opening`). A game would show each
request's options to its player (a labelled list, or a shape that describes itself: a
region, a range, an order); this loop takes the default. Run it from anywhere:
`python docs/examples/game_loop.py [SEED]`.
"""

from __future__ import annotations

import sys

from affray.kernel import Battle
from affray.kernel.ruleset import load
from affray.kernel.side_view import Opening, Sealed, check

ME = "Orcs"


def play(seed: int = 3, out: str | None = None) -> dict:
    battle = Battle.from_scenario(load("destrier").default_scenario, seed=seed,
                                  policies={ME: "host"}, out=out)
    feed = battle.feed(ME)  # what the Orcs may see, as it happens
    face_down: dict[int, Sealed] = {}
    checked = 0
    for request in battle.requests():
        for index, item in feed.new():
            if isinstance(item, Sealed):
                face_down[index] = item
            elif isinstance(item, Opening):
                for proof in item.proofs:
                    assert check(face_down.pop(proof.sealed_at), proof), "a card was swapped"
                    checked += 1
        print(f"{request.who} ({request.title}): {battle.label(request.kind, request.default)}")
        battle.submit(request.actor, request.default)
    standing = [f.name for f in battle.figures(ME) if f.can_act]
    return {"winner": battle.outcome.winner, "standing": standing, "checked": checked}


if __name__ == "__main__":
    print(play(int(sys.argv[1]) if len(sys.argv) > 1 else 3))
