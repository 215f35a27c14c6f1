"""Words for Destrier's options: cards by name, targets and obstacles by name."""

from __future__ import annotations

from affray.kernel.labels import Labels


def _cards(value, names):
    if not isinstance(value, dict):
        return None
    cards = value.get("cards", [value["card"]] if value.get("card") else [])
    text = " + ".join(cards) if cards else "no card"
    if value.get("angle"):
        text += f" {value['angle']}°"
    if value.get("distance") is not None:
        text += f" {value['distance']:g}\""
    target = value.get("target")
    if target:
        text += f" at {names.get(target, f'#{target}')}"
    if value.get("stand_up"):
        text += ", stand up"
    return text


def _fire(value, names):
    if isinstance(value, list) and len(value) == 2:
        who = names.get(value[0], f"#{value[0]}")
        return f"shoot at {who}" + (", then move" if value[1] else ", standing still")
    return None


def _charge(value, names):
    if isinstance(value, list):
        return "charge " + " and ".join(names.get(v, f"#{v}") for v in value)
    return None


LABELS = Labels(
    words={"none": "none", "hold": "hold", "advance": "advance on", "stop": "stop",
           "no": "no", "turn": "turn", "stand_up": "stand up", "launch": "take it",
           "decline": "let it go"},
    kinds={"tac": _cards, "melee": _cards, "horse": _cards, "fire": _fire,
           "charge_declaration": _charge},
    figures=("obstacle_choice",),
    titles={"tac": "TAC card (sealed)", "melee": "MELEE cards (sealed)", "horse":
            "horse's cards (sealed)", "charge_declaration": "charge declaration (sealed)",
            "obstacle_choice": "force the gap past", "parry_counterblow":
            "counterblow after the parry", "shield_bash": "shield bash after the parry",
            "dodge_counterblow": "counterblow after the dodge",
            "charge_speed": "charge at speed"},
)
