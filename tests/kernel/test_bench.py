"""The benchmark harness produces every figure it promises (no timing is asserted)."""

from affray.kernel import bench

KEYS = {"n", "combatant_turns", "combatant_turns_per_s", "events", "events_per_s",
        "bytes_per_event", "peak_rss_mb", "log_cost_ratio", "fold_events_per_s", "verify_ratio",
        "floor_ratio", "peer_ratio", "checksum"}


def test_bench_document_has_every_key_and_repeats_exactly():
    doc = bench.run("toy", [3], reps=2, peer=False)
    assert {"machine", "python", "ruleset", "seeds", "runs"} <= set(doc)
    run = doc["runs"][0]
    assert KEYS <= set(run)
    assert run["n"] == 3 and run["combatant_turns"] > 0 and run["events"] > 0
    assert run["bytes_per_event"] > 0 and run["floor_ratio"] > 0
    again = bench.run("toy", [3], reps=2, peer=False)
    assert again["runs"][0]["checksum"] == run["checksum"]  # the same work, byte for byte
