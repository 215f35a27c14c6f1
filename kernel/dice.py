"""Dice: a counter-based generator written out here, and scripted dice for recorded fights.

`splitmix64-ctr-v1`: output i of stream s is SplitMix64's finaliser applied to
`key(seed, s) + (i + 1) * GAMMA (mod 2**64)`, where `key` is the first 8 bytes
(little-endian) of blake2b(f"{seed}/{s}", digest_size=8). A die of n sides takes
`output % n` after rejecting outputs at or above the largest multiple of n below 2**64.
Nothing here depends on the Python version; known answers are pinned in the tests.
"""

from __future__ import annotations

import hashlib
import re

from .errors import AffrayError, ScriptError, ScriptExhausted

ALGORITHM = "splitmix64-ctr-v1"
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def parse_seed(text: str | int) -> str:
    """Normalise a seed to `algorithm:value`; refuse an unknown algorithm."""
    if isinstance(text, int):
        return f"{ALGORITHM}:{text}"
    algo, sep, value = str(text).rpartition(":")
    if re.fullmatch(r"\d+", value):  # "07" is seed 7, as a player reads it
        value = str(int(value))
    if not sep:
        return f"{ALGORITHM}:{value}"
    if algo != ALGORITHM:
        raise AffrayError(f"unknown dice algorithm {algo!r} in seed {text!r}; known: {ALGORITHM}")
    if not value:
        raise AffrayError(f"seed {text!r} has no value after the algorithm")
    return f"{algo}:{value}"


def _key(seed: str, stream: str) -> int:
    digest = hashlib.blake2b(f"{seed}/{stream}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


_LIMITS: dict[int, int] = {}


def _limit(n: int) -> int:
    """The largest multiple of n not above 2**64: outputs at or over it are rejected."""
    _LIMITS[n] = limit = (1 << 64) - ((1 << 64) % n)
    return limit


class Stream:
    """One independent counter-based stream of 64-bit outputs."""

    __slots__ = ("_key", "counter")

    def __init__(self, seed: str, name: str):
        self._key = _key(parse_seed(seed), name)
        self.counter = 0

    def next64(self) -> int:
        self.counter += 1
        z = (self._key + self.counter * _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        limit = _LIMITS.get(n) or _limit(n)
        while True:
            z = self.next64()
            if z < limit:
                return z % n

    def die(self, sides: int, purpose: str = "", event: int = 0) -> int:
        return self.below(sides) + 1

    def dice(self, n: int, sides: int, purpose: str = "", event: int = 0) -> list[int]:
        """n dice of `sides` sides (the same draws as n calls of `die`, inlined for speed)."""
        limit = _LIMITS.get(sides) or _limit(sides)
        key, counter, out = self._key, self.counter, []
        while len(out) < n:
            counter += 1
            z = (key + counter * _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                out.append(z % sides + 1)
        self.counter = counter
        return out

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 bits."""
        return (self.next64() >> 11) / float(1 << 53)


def _tagged(text: str, sides: int, where: str, index: int) -> int:
    tag, sep, value = text.partition(":")
    if not sep or tag[:1] not in ("d", "D") or not tag[1:].isdigit() or not value.strip().isdigit():
        raise ScriptError(f"{where}: scripted die #{index} {text!r} is not 'dN:FACE' (e.g. 'd100:44')")
    if int(tag[1:]) != sides:
        raise ScriptError(f"{where}: scripted die #{index} is tagged {tag} but the rules ask "
                          f"for a d{sides}")
    return int(value)


class ScriptedDice:
    """The dice of a recorded fight, used in order. A face may be tagged with its die,
    "d100:44", and is then refused when the rules ask for another die."""

    def __init__(self, faces: list[int | str]):
        self.faces = list(faces)
        self.used = 0

    def die(self, sides: int, purpose: str = "", event: int = 0) -> int:
        where = f"event {event} ({purpose})"
        if self.used >= len(self.faces):
            raise ScriptError(f"{where}: the script has run out of dice ({len(self.faces)} used)")
        face = self.faces[self.used]
        if isinstance(face, str):  # a tagged die, "d100:44": the size must match the ask
            face = _tagged(face, sides, where, self.used + 1)
        if not 1 <= face <= sides:
            raise ScriptError(f"{where}: scripted die #{self.used + 1} is {face}, not a d{sides}")
        self.used += 1
        return face

    def dice(self, n: int, sides: int, purpose: str = "", event: int = 0) -> list[int]:
        if self.used + n > len(self.faces):  # nothing is drawn: the battle stops before it
            raise ScriptExhausted(f"event {event} ({purpose}): the script has run out of dice "
                                  f"({self.used} used, {self.left()} left, {n}d{sides} asked)",
                                  "dice", purpose, None, f"{n}d{sides}")
        return [self.die(sides, purpose, event) for _ in range(n)]

    def left(self) -> int:
        return len(self.faces) - self.used
