"""The fuzz harness of docs/reliability.md: hostile scenarios and damaged logs through every
reader, counted.

Three families of inputs, each drawn from a seeded generator (so a count can be re-run):

- `scenario`: a stock scenario of every ruleset, mutated as data (a value replaced by a hostile
  one, a key dropped or added, a list emptied or repeated, deep nesting) or as TOML text (bytes
  flipped, cut, inserted), loaded as the CLI loads it (data: as decoded from the TOML) and,
  when it loads, played for 2 rounds;
- `binary`: a `.affray` log of every ruleset damaged 1-3 times (byte flips, cuts, dropped,
  repeated and swapped frames, garbage, a length prefix changed, the header hit);
- `jsonl`: the same logs as JSON Lines, damaged by line (dropped, repeated, swapped, cut,
  a value replaced) and by byte.

Every damaged log goes through what `show`, `show --salvage`, `state`, `verify`, `view` and a
fold do. The outcomes: `internal` (anything but an AffrayError: must stay 0), `silent` (a
damaged log read as whole and verified: must stay 0), `multiline` (an error not on one line:
must stay 0), and the rest, `ran`/`refused`/`reported`.

    python tests/helpers/damage.py --per-family 2000 [--seed 1] [--json counts.json]
"""

from __future__ import annotations

import io
import json
import math
import random
import sys
import tempfile
import traceback
from collections import Counter
from pathlib import Path

import msgspec

from affray.kernel import Battle, Replay
from affray.kernel import log as L
from affray.kernel.errors import AffrayError
from affray.kernel.ruleset import load
from affray.kernel.scenario import decode, load as load_scenario

RULESETS = ("tft-melee", "wfrp1e", "acks2", "starkpool", "destrier")
HOSTILE = [2 ** 63, 2 ** 64, 2 ** 70, -2 ** 70, 200_000, -1, 0, 1, 1e308, -1e308, math.nan,
           math.inf, -math.inf, -0.0, 3.5, "", "x" * 2000, "\x1b]0;PWNED\x07", "zzz", "A",
           [], {}, [[[[[1]]]]], True, False, {"type": "Identity"}, [1, 2, 3], ["a", "b"]]


def _deep(n: int):
    v: list = []
    for _ in range(n):
        v = [v]
    return v


def _hostile(rng: random.Random):
    r = rng.random()
    if r < 0.05:
        return _deep(rng.choice([40, 200, 1000]))
    return rng.choice(HOSTILE)


def _paths(value, path=()):
    yield path, value
    if len(path) > 12:  # inside a deep nest put there by an earlier change
        return
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def _set(data, path, value):
    for k in path[:-1]:
        data = data[k]
    data[path[-1]] = value


def _del(data, path):
    for k in path[:-1]:
        data = data[k]
    del data[path[-1]]


def mutate_data(data: dict, rng: random.Random) -> dict:
    data = json.loads(json.dumps(data))
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        paths = [(p, v) for p, v in _paths(data) if p]
        if not paths:
            break
        path, node = rng.choice(paths)
        op = rng.random()
        try:
            if op < 0.3 and isinstance(node, (int, float)) and not isinstance(node, bool):
                _set(data, path, rng.choice([node + 1, node - 1, -node, node * 10, 0,
                                             type(node)(rng.randint(-30, 30))]))
            elif op < 0.3 and isinstance(node, str):
                _set(data, path, rng.choice([node.upper(), node[:-1], node + "x", ""]))
            elif op < 0.6:
                _set(data, path, _hostile(rng))
            elif op < 0.7:
                _del(data, path)
            elif op < 0.8:
                parent = data
                for k in path[:-1]:
                    parent = parent[k]
                if isinstance(parent, dict):
                    parent[rng.choice(["zzz", "x", "at", "hp", "items"])] = _hostile(rng)
                elif isinstance(parent, list) and parent:
                    parent.append(rng.choice(parent))
            elif op < 0.9:
                node = data
                for k in path:
                    node = node[k]
                if isinstance(node, list):
                    node.clear() if rng.random() < 0.5 else node.extend(node[:3])
                else:
                    _set(data, path, [node])
            else:
                _set(data, path, {"a": _hostile(rng)})
        except (KeyError, IndexError, TypeError):
            pass
    return data


def mutate_bytes(blob: bytes, rng: random.Random) -> bytes:
    b = bytearray(blob)
    for _ in range(rng.choice([1, 1, 2, 3])):
        if not b:
            break
        at = rng.randrange(len(b))
        op = rng.random()
        if op < 0.5:
            b[at] ^= rng.randint(1, 255)
        elif op < 0.7:
            del b[max(1, at):]
        elif op < 0.85:
            b[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        else:
            del b[at:at + rng.randint(1, 16)]
    return bytes(b)


def damage_binary(blob: bytes, rng: random.Random) -> bytes:
    spans = L.frame_spans(blob)
    head = blob[:spans[0][0]]
    frames = [blob[a:b] for a, b in spans]
    for _ in range(rng.randint(1, 3)):
        op = rng.choice(["flip", "cut", "drop", "dup", "swap", "garbage", "length", "header"])
        n = len(frames)
        i = rng.randrange(n) if n else 0
        if op == "drop" and n:
            del frames[i]
        elif op == "dup" and n:
            frames.insert(rng.randrange(n + 1), frames[i])
        elif op == "swap" and n > 1:
            j = rng.randrange(n)
            frames[i], frames[j] = frames[j], frames[i]
        elif op == "length" and n:
            f = bytearray(frames[i])
            f[0] = rng.randrange(256)
            frames[i] = bytes(f)
        elif op == "header":
            h = bytearray(head)
            h[rng.randrange(len(h))] ^= rng.randint(1, 255)
            head = bytes(h)
        elif op == "garbage":
            frames.insert(rng.randrange(n + 1), bytes(rng.randrange(256) for _ in range(rng.randint(1, 40))))
        else:
            body = b"".join(frames)
            body = mutate_bytes(body, rng) if op == "flip" else body[:rng.randrange(len(body) + 1)]
            frames = [body]
    return head + b"".join(frames)


def damage_jsonl(text: str, rng: random.Random) -> bytes:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        n = len(lines)
        i = rng.randrange(n) if n else 0
        op = rng.choice(["drop", "dup", "swap", "cut", "value", "garbage", "bytes"])
        if op == "drop" and n:
            del lines[i]
        elif op == "dup" and n:
            lines.insert(rng.randrange(n + 1), lines[i])
        elif op == "swap" and n > 1:
            j = rng.randrange(n)
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "cut" and n:
            lines[i] = lines[i][:rng.randrange(len(lines[i]) + 1)]
        elif op == "value" and n:
            try:
                obj = json.loads(lines[i])
                lines[i] = json.dumps(mutate_data(obj, rng)) if isinstance(obj, dict) else lines[i]
            except (ValueError, RecursionError):
                pass
        elif op == "garbage":
            lines.insert(rng.randrange(n + 1), rng.choice(["{", "[]", "null", "{}", '{"i": 1}',
                                                          "\x00\xff", '{"type": "Moved"}']))
        else:
            return mutate_bytes("\n".join(lines).encode(), rng)
    return ("\n".join(lines) + "\n").encode()


# -- running -------------------------------------------------------------------------------
def _one_line(err: BaseException) -> bool:
    text = str(err).strip()
    return bool(text) and "\n" not in text


def _guard(counts: Counter, family: str, what: str, fn, notes: list):
    """Run `fn`; an AffrayError is an answer, anything else an internal error."""
    try:
        return fn()
    except AffrayError as err:
        if not _one_line(err):
            counts["multiline"] += 1
            notes.append(f"{family}/{what}: multiline: {err!s:.200}")
        return None
    except Exception as err:  # noqa: BLE001 (the point is to count these)
        counts["internal"] += 1
        where = traceback.extract_tb(err.__traceback__)[-1]
        notes.append(f"{family}/{what}: {type(err).__name__}: {err!s:.120} "
                     f"({Path(where.filename).name}:{where.lineno})")
        return None


def base_logs() -> dict[str, tuple[bytes, str, list]]:
    """Per ruleset: a short log's bytes, its JSON Lines and its events."""
    out = {}
    for rid in RULESETS:
        rs = load(rid)
        sc = load_scenario(rs.default_scenario)
        buf = io.BytesIO()
        b = Battle.from_scenario(sc, seed=1, out=buf, max_rounds=2)
        b.run()
        text = io.StringIO()
        L.write_jsonl(b.header, b.events, text)
        out[rid] = (buf.getvalue(), text.getvalue(), list(b.events))
    return out


def read_all(path: Path, counts: Counter, family: str, notes: list):
    """Every command that reads a log, as the CLI runs it. Returns (whole, events) of the
    strict reading: whole when no reader found anything wrong."""
    from affray.kernel.cli import _describe
    from affray.kernel.view import build
    rep = _guard(counts, family, "load", lambda: Replay.load(path), notes)
    if rep is None:
        return False, None
    events = _guard(counts, family, "show",
                    lambda: [(_describe(rep, i, ev), ev)[1] for i, (_f, ev) in enumerate(rep.items())],
                    notes)
    whole = events is not None and rep.error is None and rep.ended
    _guard(counts, family, "state", lambda: rep.fold(partial=True), notes)
    folded = _guard(counts, family, "fold", lambda: rep.fold() is not None, notes)
    verified = _guard(counts, family, "verify", lambda: rep.verify() is not None, notes)
    _guard(counts, family, "view", lambda: build(Replay.load(path), text=lambda i, ev: ""), notes)

    def salvage():
        s = Replay.load(path, salvage=True)
        for _ in s.items():
            pass
        s.fold(partial=True)
    _guard(counts, family, "salvage", salvage, notes)
    return whole and bool(folded) and bool(verified), events


def run_family(family: str, n: int, seed: int = 1, notes: list | None = None,
               progress=None) -> Counter:
    notes = [] if notes is None else notes
    rng = random.Random(f"{family}/{seed}")
    counts: Counter = Counter()
    logs = base_logs() if family != "scenario" else {}
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(n):
            if progress is not None and k % 250 == 0:
                progress(counts)
            rid = RULESETS[k % len(RULESETS)]
            counts["inputs"] += 1
            if family == "scenario":
                _scenario_input(rid, rng, Path(tmp), counts, notes)
            else:
                blob, text, events = logs[rid]
                if family == "binary":
                    bad = damage_binary(blob, rng)
                    path = Path(tmp, "x.affray")
                    changed = bad != blob
                else:
                    bad = damage_jsonl(text, rng)
                    path = Path(tmp, "x.jsonl")
                    changed = bad != text.encode()
                path.write_bytes(bad)
                whole, got = read_all(path, counts, family, notes)
                if not changed:
                    counts["unchanged"] += 1
                elif whole and (family == "binary" or got != events):
                    counts["silent"] += 1
                    notes.append(f"{family}: silent acceptance of input {k} ({rid})")
                else:
                    counts["reported"] += 1
    return counts


def _scenario_input(rid: str, rng: random.Random, tmp: Path, counts: Counter, notes: list) -> None:
    src = Path(load(rid).default_scenario).read_bytes()
    path = tmp / "s.toml"
    if rng.random() < 0.25:
        path.write_bytes(mutate_bytes(src, rng))
    else:
        data = mutate_data(msgspec.toml.decode(src), rng)  # as decoded from the TOML
        sc = _guard(counts, "scenario", "decode", lambda: decode(data), notes)
        _play(sc, counts, notes)
        return
    sc = _guard(counts, "scenario", "load", lambda: load_scenario(path), notes)
    _play(sc, counts, notes)


def _play(sc, counts: Counter, notes: list) -> None:
    if sc is None:
        counts["refused"] += 1
        return
    ok = _guard(counts, "scenario", "run",
                lambda: Battle.from_scenario(sc, seed=1, out=io.BytesIO(), keep_events=False,
                                             max_rounds=min(2, sc.max_rounds)).run(), notes)
    counts["ran" if ok is not None else "refused"] += 1


class _Printed(list):
    """Notes printed as they come, so a long run shows its problems before it ends."""

    def append(self, line: str) -> None:
        print("  ", line, flush=True)
        super().append(line)


def main(argv: list[str]) -> int:
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-family", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--family", action="append", choices=["scenario", "binary", "jsonl"])
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    out = {}
    bad = 0
    for family in args.family or ["scenario", "binary", "jsonl"]:
        notes: list[str] = _Printed()

        def save(counts, family=family):
            out[family] = dict(counts)
            if args.json:
                Path(args.json).write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
        counts = run_family(family, args.per_family, args.seed, notes, save)
        out[family] = dict(counts)
        print(family, dict(counts), flush=True)
        bad += counts["internal"] + counts["silent"] + counts["multiline"]
        if args.json:
            Path(args.json).write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
