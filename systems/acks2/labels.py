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


def _square(verb):
    """A square [x, y] (its numbers are no figures' ids)."""
    def word(value, names):
        if isinstance(value, list) and len(value) == 2:
            return f"{verb} ({value[0]}, {value[1]})"
        return None
    return word


def _order(value, names):
    return " then ".join(names.get(v, str(v)) for v in value) if isinstance(value, list) else None


def _split(value, names):
    if not isinstance(value, list):
        return None
    return " and ".join(names.get(v, str(v)) for v in value) + " the other way" if value else "all the same way"


def _charge_attack(value, names):
    return "hold back" if value == "hold" else None


LABELS = Labels(
    words={"attack": "attack", "charge": "charge", "face": "face", "rank": "move to rank",
           "stay": "stay", "cover": "take cover", "defend": "defend (fighting withdrawal)",
           "ready": "stay ready", "stop": "stop cleaving", "cleave": "cleave at",
           "first": "act first", "last": "act last", "none": "no declaration",
           "retreat": "retreat", "withdraw": "fighting withdrawal", "turn": "turn",
           "spell": "cast", "missile": "shoot at", "block": "block the overrun",
           "let_pass": "let him pass", "potion": "drink a cure potion"},
    kinds={"cleave": _step, "charge_end": _square("end the charge at"), "step_square": _square("step to"),
           "dismount_square": _square("dismount to"), "overrun_end": _square("overrun to"),
           "flee_square": _square("run to"),
           "ally_order": _order, "tie_split": _split, "charge_attack": _charge_attack},
    figures=("next_target",),
    titles={"action": "movement action", "combat": "combat action", "declare":
            "declaration before initiative (ACKS-15)", "cleave": "cleave", "tie_order":
            "who acts first on a tie", "charge_end": "where the charge ends (ACKS-39)",
            "end_facing": "facing at the end of the move (ACKS-51)", "sweep_targets":
            "the sweep's targets, two or more (ACKS-181)", "ally_order":
            "the order tied allies act in (ACKS-35)", "step_square": "the square of the 5' step (ACKS-58)",
            "dismount_square": "where to dismount (ACKS-202)", "flee_square":
            "where the frightened creature runs (ACKS-195)", "push_direction":
            "which way to force him back (ACKS-176)",
            "overrun_block": "block the overrun or let him pass (ACKS-179)",
            "overrun_end": "how far past the overrun opponent (ACKS-179)",
            "tie_split": "which of the side's tied combatants act the other way (ACKS-35)",
            "overrun_bonus": "the overrun's bonus combat action: an attack (ACKS-179)",
            "charge_attack": "attack at the end of the charge (ACKS-39, ACKS-203)",
            "next_target": "the target of the sequence's next attack (ACKS-84)"},
)
