"""A sweep's spec: a matchup template, the grid of varied parameters, seeds per cell."""

from __future__ import annotations

import hashlib
import itertools
import re
from dataclasses import dataclass

from ..errors import AffrayError

_FIELD = re.compile(r"\{(\w+)\}")
# --vary keys that set the scenario rather than fill a {KEY} field of the matchup
SCENARIO_KEYS = ("option.", "policy.", "figure.")


class SpecError(AffrayError):
    """A sweep spec that cannot be read."""


def parse_vary(text: str) -> tuple[str, list[int | str]]:
    """'N=1..5' -> ('N', [1..5]); 'N=1,3,9' -> ('N', [1, 3, 9])."""
    key, sep, values = text.partition("=")
    if not sep or not key.strip():
        raise SpecError(f"--vary {text!r}: expected KEY=a..b or KEY=a,b,c")
    key = key.strip()
    m = re.fullmatch(r"\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*", values)
    if m:
        lo, hi = int(m.group(1)), int(m.group(2))
        if hi < lo:
            raise SpecError(f"--vary {text!r}: empty range {lo}..{hi}")
        return key, list(range(lo, hi + 1))
    items = [v.strip() for v in values.split(",") if v.strip()]
    if not items:
        raise SpecError(f"--vary {text!r}: no values")
    return key, typed([_value(v) for v in items])


def typed(values: list) -> list:
    """Integers among floats become floats, so a row's parameters read back as they ran."""
    if column_kind(values) is float:
        return [float(v) for v in values]
    return values


def _value(v):
    """A --vary value as typed: integers, floats, true/false, else the string as given."""
    if not isinstance(v, str):
        return v
    if re.fullmatch(r"-?\d+", v):
        return int(v)
    if re.fullmatch(r"-?(\d+\.\d*|\.\d+)([eE]-?\d+)?", v):
        return float(v)
    return {"true": True, "false": False}.get(v.lower(), v)


def column_kind(values) -> type:
    """The one type a parameter's column holds: int, float or bool when every value is one,
    float for integers mixed with floats, else str."""
    kinds = {type(v) for v in values}
    if kinds <= {int}:
        return int
    if kinds <= {int, float}:
        return float
    if kinds == {bool}:
        return bool
    return str


@dataclass(frozen=True)
class Spec:
    template: str  # matchup text with {KEY} fields, e.g. "{N} goblin v 1 troll", or a .toml path
    ruleset: str
    battles: int  # per grid cell
    seed: str
    vary: tuple[tuple[str, tuple], ...] = ()
    max_rounds: int | None = None

    def __post_init__(self):
        if re.fullmatch(r"\d+", str(self.seed)):  # "07" is seed 7, as for a single battle
            object.__setattr__(self, "seed", str(int(self.seed)))
        fields = set(_FIELD.findall(self.template))
        varied = {k for k, _ in self.vary if not k.startswith(SCENARIO_KEYS)}
        for k in sorted(varied - fields):
            raise SpecError(f"--vary {k}: unknown parameter; the matchup "
                            f"{self.template!r} has {sorted(fields) or 'no {KEY} fields'}")
        for k in sorted(fields - varied):
            raise SpecError(f"matchup {self.template!r}: field {{{k}}} has no --vary {k}=...")
        if self.battles < 1:
            raise SpecError("--battles: must be at least 1")

    @property
    def from_file(self) -> bool:
        return self.template.endswith(".toml")

    def cells(self) -> list[dict]:
        keys = [k for k, _ in self.vary]
        return [dict(zip(keys, combo)) for combo in itertools.product(*(v for _, v in self.vary))]

    def matchup(self, params: dict) -> str:
        text = _FIELD.sub(lambda m: str(params[m.group(1)]), self.template)
        extra = [f"{k}={v}" for k, v in sorted(params.items()) if k.startswith(SCENARIO_KEYS)]
        return " ".join([text] + (["[" + ", ".join(extra) + "]"] if extra else []))

    def column(self, key: str, value):
        """A parameter as its row column holds it (see `column_kind`)."""
        kind = column_kind(dict(self.vary)[key])
        return value if kind is bool else kind(value)

    def keys(self) -> list[tuple[int, int]]:
        """Row keys: (cell index, repetition), in the canonical order."""
        return [(c, r) for c in range(len(self.cells())) for r in range(self.battles)]


def row_seed(master: str, params: dict, rep: int) -> int:
    """A battle's seed from the sweep seed and the row's key alone (never its position)."""
    key = f"{master}|{sorted(params.items())!r}|{rep}".encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big") >> 1
