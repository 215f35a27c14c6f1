"""Words for ACKS II's options, as a host sees them and `affray show` prints them."""

from __future__ import annotations

from affray.kernel.labels import Labels


def _step(value, names):
    """`step:x,y:target` steps into square (x, y) to cleave at the target (ACKS-93);
    `step:target` steps toward it."""
    if not isinstance(value, str) or not value.startswith("step:"):
        return None
    parts = value.split(":")
    if len(parts) == 3:
        who = names.get(int(parts[2]), parts[2]) if parts[2].isdigit() else parts[2]
        return f"step to ({parts[1].replace(',', ', ')}) and cleave {who}"
    return None


LABELS = Labels(
    words={"attack": "attack", "charge": "charge", "face": "face", "rank": "move to rank",
           "stay": "stay", "cover": "take cover", "defend": "defend (fighting withdrawal)",
           "ready": "stay ready", "stop": "stop cleaving", "cleave": "cleave at",
           "first": "act first", "last": "act last", "none": "no declaration",
           "retreat": "retreat", "withdraw": "fighting withdrawal", "turn": "turn",
           "spell": "cast", "missile": "shoot at"},
    kinds={"cleave": _step},
    titles={"action": "movement action", "combat": "combat action", "declare":
            "declaration before initiative (ACKS-15)", "cleave": "cleave", "tie_order":
            "who acts first on a tie"},
)
