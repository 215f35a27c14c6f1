"""Words for Melee's options, as a host sees them and `affray show` prints them:
option letters by the book's names (TFT-25..44), hexes as axial coordinates, targets by name."""

from __future__ import annotations

from affray.kernel.labels import Labels

from .rules.figure_options import NAMES

_ATTACKS = {"melee": "attack", "missile": "shoot at", "thrown": "throw at",
            "hth": "HTH attack on", "enter": "enter HTH with"}


def _hex(value, names):
    if isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value):
        return f"hex ({value[0]}, {value[1]})"
    return None


def _option(value, names):
    code, _, extra = str(value).partition(":")
    words = NAMES.get(code)
    if words is None:
        return None
    return f"{words} (shield rush)" if extra == "rush" else words


def _target(value, names):
    if isinstance(value, list) and len(value) == 2:
        who, how = value
        return f"{_ATTACKS.get(how, how)} {names.get(who, f'#{who}')}"
    return None


def _ready(value, names):
    if not isinstance(value, list) or not value:
        return None
    if value[0] == "pickup":
        return f"pick up {value[1]} and {value[3]}" if len(value) == 5 else f"pick up {value[1]}"
    if value[0] == "drop":
        return f"drop {value[1]}"
    if value[0] == "ready":
        parts = [p for p in value[1:] if p]
        return "ready " + " and ".join(parts) if parts else "ready nothing"
    return None


def _route(value, names):
    if isinstance(value, list) and value and all(isinstance(h, list) and len(h) == 2 for h in value):
        return "by " + ", ".join(f"({h[0]}, {h[1]})" for h in value)
    return None


def _face(value, names):
    return f"face hex side {value}" if type(value) is int else None


LABELS = Labels(
    words={"first": "move first", "last": "move last", "advance": "advance into the hex",
           "stay": "stay", "hold": "hold", "parry": "parry", "double": "double attack",
           "keep": "keep the EP", "st": "+1 ST", "dx": "+1 DX", "hands": "bare hands"},
    kinds={"option": _option, "redeclare": _option, "move": _hex, "retreat": _hex,
           "step": _hex, "escape": _hex, "target": _target, "ready": _ready, "face": _face,
           "route": _route},
    figures=("mover",),
    titles={"option": "choose an option (TFT-25..44)", "redeclare": "change the option (TFT-19)",
            "mover": "who moves next", "target": "choose a target",
            "route": "the hexes to pass through (TFT-51, TFT-52)",
            "hth-consent": "agree to HTH (TFT-107 d)", "hth-dagger": "ready the dagger (TFT-110)",
            "hth-weapon": "fight with the dagger or bare hands (TFT-109)",
            "fly": "fly (or walk) (TFT-140)", "skip-initiative": "forget about initiative",
            "trade-ep": "trade 100 EP (TFT-154)"},
)
