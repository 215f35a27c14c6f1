"""Words for WFRP's options: declarations and opponents by name."""

from __future__ import annotations

from affray.kernel.labels import Labels



def _aim(value, names):
    if value == "none":
        return "no aim"
    if value == "stun":
        return "go for a stun (the head)"
    return f"at the {value.replace('_', ' ')}" if isinstance(value, str) else None


def _declare(value, names):
    return "nothing" if value == "none" else None


LABELS = Labels(
    kinds={"aim": _aim, "declare": _declare,
           "kept-fire": lambda v, n: "hold fire" if v == "none" else None},
    words={"advance": "advance on", "charge": "charge", "shoot": "shoot at", "fight": "fight",
           "flee": "flee", "pass": "pass", "none": "no parry", "weapon": "parry with the weapon",
           "shield": "parry with the shield", "running": "run", "standard": "standard rate",
           "cautious": "cautious rate", "face": "turn to face", "close": "move to",
           "move": "move",
           "stun": "go for a stun (the head)",
           "unarmed": "fight unarmed (kick, punch)",
           "try_gun": "try the burnt-in gun again",
           "look_down_barrel": "look down the barrel of the hung fire",
           "nock": "nock an arrow (ready the missile)"},
    figures=("strike", "kept-fire", "kept-close"),
    titles={"declare": "declaration (sealed until all have declared)", "strike": "strike at",
            "press": "follow up", "parry": "parry", "flight_rate": "rate of flight",
            "aim": "aim the blow at (none: unaimed)",
            "free-blow": "strike at the fleer's back", "pressure": "apply pressure to the hold",
            "face-charger": "turn to face the charger",
            "evade-heading": "evade which way (degrees)",
            "move-to": "move to which point",
            "kept-fire": "shoot at, load or hold (a kept round)",
            "kept-close": "close with (a kept round)",
            "strike-first": "strike first on a tie (yes) or with the others (no)"},
)
