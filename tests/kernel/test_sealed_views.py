"""A side's view never carries another side's sealed choice before it is opened
(design.md, Policies): Destrier's cards and charge declarations, WFRP's declarations, ACKS's
pre-initiative declarations, Starkpool's simultaneous missile and melee choices, through the
Python API and through the host protocol.

The test that no byte leaks is differential: the other side seals different choices in two
runs (everything else the same); what the host receives must be identical, commitments
aside, up to the moment the first differing choice is opened."""

import msgspec
import pytest
from hostkit import HIDDEN, api_transcript, scenario, sealing_at_random, serve_in_process

from affray.kernel import Battle
from affray.kernel.events import Decided, Revealed, Spawned
from affray.kernel.sealed import Committed, Opened
from affray.kernel.side_view import (Opening, Proof, Sealed, SideView, check, commitment_of,
                                     salt_of, view_of)

ROUNDS = 3


def other(ruleset, side):
    sides = [s.name for s in Battle.from_scenario(scenario(ruleset)).scenario.sides]
    return next(s for s in sides if s != side)


def battle(ruleset, side, salt):
    foe = other(ruleset, side)
    return Battle.from_scenario(scenario(ruleset), seed=11, max_rounds=ROUNDS,
                                policies={side: "host", foe: sealing_at_random(ruleset, foe, 11, salt)})


def event_of(message):
    """The view item inside a transcript entry (API: the item; protocol: an event message)."""
    return message.get("event", message) if message.get("type") == "event" else message


def blank(message):
    """The entry with every commitment replaced (the only part that may differ)."""
    body = event_of(message)
    if body.get("type") == "Sealed":
        body = {**body, "commitment": "-"}
    return msgspec.json.encode(body if message.get("type") != "event" else {**message, "event": body})


def first_differing_opening(a, b):
    """Index in both transcripts of the first entry that opens a choice differently."""
    for n, (x, y) in enumerate(zip(a, b)):
        bx, by = event_of(x), event_of(y)
        if bx.get("type") == "Opening" and bx != by:
            return n
    return None


def assert_no_leak(a, b, what):
    stop = first_differing_opening(a, b)
    assert stop is not None, f"{what}: the two runs never sealed a different choice"
    sealed = [n for n in range(stop) if event_of(a[n]).get("type") == "Sealed"
              and event_of(a[n]) != event_of(b[n])]
    assert sealed, f"{what}: no differing sealed choice before the first opening"
    for n in range(stop):
        assert blank(a[n]) == blank(b[n]), f"{what}: entry {n} differs before the reveal: {a[n]} / {b[n]}"
        body = event_of(a[n])
        if body.get("type") == "Sealed":
            assert set(body) - {"i"} == {"type", "actor", "kind", "side", "commitment"}


@pytest.mark.parametrize("ruleset,side", HIDDEN)
def test_api_host_never_sees_the_other_sides_sealed_choice_before_the_reveal(ruleset, side):
    a = api_transcript(battle(ruleset, side, 1), side)
    b = api_transcript(battle(ruleset, side, 2), side)
    assert_no_leak(a, b, f"{ruleset} API")


@pytest.mark.parametrize("ruleset,side", HIDDEN)
def test_protocol_host_never_receives_the_other_sides_sealed_choice_before_the_reveal(ruleset, side):
    a = serve_in_process(battle(ruleset, side, 1), [side])
    b = serve_in_process(battle(ruleset, side, 2), [side])
    assert_no_leak(a, b, f"{ruleset} protocol")
    assert all(m.get("to") in ("all", side) for m in a if m["type"] == "event")


def test_destrier_cards_committed_before_the_hosts_turn_arrive_face_down():
    """The case that leaked: the Wyke (ids 1-5) commit their cards before the Orcs are
    asked; the Orcs' host sees Sealed, and each opening matches its commitment."""
    b = Battle.from_scenario(scenario("destrier"), seed=3, max_rounds=2, policies={"Orcs": "host"})
    feed = b.feed("Orcs")
    asked_while_down = 0
    down: dict[int, Sealed] = {}
    for request in b.requests():
        for i, item in feed.new():
            if isinstance(item, Sealed):
                down[i] = item
            elif isinstance(item, Opening):
                for proof in item.proofs:
                    assert check(down.pop(proof.sealed_at), proof)
        if request.hidden and any(s.side == 0 for s in down.values()):
            asked_while_down += 1
        b.submit(request.actor, request.default)
    assert asked_while_down > 0


def test_own_sealed_choices_stay_in_clear_and_the_referee_log_is_unchanged():
    b = Battle.from_scenario(scenario("destrier"), seed=3, max_rounds=2)
    b.run()
    wyke = list(b.events_for("Wyke"))
    committed = [i for i, ev in enumerate(b.events) if type(ev).__name__ == "Committed"]
    assert committed
    for i in committed:
        ev = b.events[i]
        assert (wyke[i] is ev) == (ev.side == 0)


def test_a_changed_choice_fails_its_commitment():
    salt = salt_of("splitmix64-ctr-v1:3", 20)
    sealed = Sealed(1, "tac", 0, commitment_of(salt, {"card": "CLOSE", "target": 9}))
    assert check(sealed, Proof(20, 1, "tac", {"target": 9, "card": "CLOSE"}, salt))
    assert not check(sealed, Proof(20, 1, "tac", {"card": "CHARGE", "target": 9}, salt))


def test_a_dodge_kept_face_down_gets_its_proof_only_when_the_last_part_is_opened():
    full = {"cards": ["DELIVER BLOW", "L"], "target": 7}
    events = [Committed(1, "melee", full, True, 0),
              Opened(1, "melee", {"cards": ["DELIVER BLOW", "DODGE"], "target": 7}, "dodge"),
              Opened(1, "dodge", "L")]
    items = [item for _i, item in view_of(events, "s", 1)]
    assert isinstance(items[0], Sealed)
    assert items[1] is events[1]  # shown, but no salt: the dodge could be guessed from it
    assert isinstance(items[2], Opening) and check(items[0], items[2].proofs[0])
    assert items[2].proofs[0].choice == full


def test_hidden_batch_is_opened_by_its_revealed_event():
    events = [Spawned(1, 0, []), Spawned(2, 1, []), Decided(1, "declare", "flee", True),
              Decided(2, "declare", "charge:1", True), Revealed(2)]
    cut = SideView("s", 0)
    items = [cut.see(i, ev) for i, ev in enumerate(events)]
    assert items[2] is events[2] and isinstance(items[3], Sealed)
    assert [p.choice for p in items[4].proofs] == ["charge:1"]
