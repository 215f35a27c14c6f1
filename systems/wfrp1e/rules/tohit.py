"""The to-hit target of a hand-to-hand blow: WFRP-47 (d100 at or under), WFRP-15 charge,
WFRP-54/55 aiming and when it is free, WFRP-56/57 the standard modifiers, WFRP-64/65
unarmed, WFRP-70/75 winning and free blows, WFRP-77 specialist weapons, WFRP-84 stuns."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile

from ..tables.body import AIM
from . import terrain
from .weapons import modifiers, unskilled

UNARMED_SKILLS = ("Street Fighting", "Wrestling")


UNARMED = "unarmed"  # the declaration of a figure that fights unarmed with a weapon to hand


def wielded(state, eid: int) -> str:
    """The weapon a blow is struck with: none when the figure chose to fight unarmed (WFRP-64:
    "Creatures which normally use weapons may fight unarmed")."""
    return "" if state.get(eid, Fight).action == UNARMED else state.get(eid, Kit).weapon


def is_unarmed(state, eid: int) -> bool:
    prof = state.get(eid, Profile)
    return not wielded(state, eid) and not prof.natural


def static(state, eid: int) -> bool:
    """WFRP-58: not moving: stunned, held, trapped, prone (or asleep); a surprised victim
    when the GM treats one sneaked up on as static (option `surprised_static`, WFRP-84)."""
    f = state.get(eid, Fight)
    return bool(f.stunned or f.held_by or f.holding or f.prone or state.condition(eid, "asleep")
                or state.condition(eid, "trapped")
                or (f.surprised and state.options["surprised_static"]))


def weapon_mods(state, attacker: int, target: int):
    kit = state.get(attacker, Kit)
    fa, ft = state.get(attacker, Fight), state.get(target, Fight)
    return modifiers(state.tables["weapon_modifiers"], wielded(state, attacker),
                     first_round=fa.combat_round == state.round, winning=fa.winning,
                     foe_mounted=bool(ft.mount), foe_aerial=ft.z > 0,
                     mounted_charge=bool(fa.mount) and fa.charged)


def target_number(state, attacker: int, target: int, *, free: bool = False, aimed: str = "",
                  stun: bool = False, offhand: bool = False) -> tuple[int, list[str]]:
    """The modified WS and the parts that made it (for the log and the tests)."""
    prof, kit, fa = state.get(attacker, Profile), state.get(attacker, Kit), state.get(attacker, Fight)
    ft = state.get(target, Fight)
    weapon = kit.offhand if offhand else wielded(state, attacker)
    ws = prof.WS
    parts = [f"WS {ws}"]
    if weapon and unskilled(weapon, prof.skills, state.tables["specialist"]):
        ws = 10
        parts.append("unskilled specialist: 10 (WFRP-77)")
    mod = 0

    def add(n: int, why: str) -> None:
        nonlocal mod
        mod += n
        parts.append(f"{n:+d} {why}")
    if fa.charged and (not fa.charge_blow_done or state.options["charge_bonus_every_blow"]):
        add(10, "charging (WFRP-15)")
    if free:
        add(10, "free blow at a fleer's back (WFRP-75)")
    elif target in fa.beat:
        add(10, "winning (WFRP-70)")
    if terrain.high_ground(state, attacker, target):
        add(10, "advantage of ground (WFRP-56)")
    if terrain.obstacle(state, attacker, target):
        add(-10, "obstacle (WFRP-56)")
    if offhand and "Ambidextrous" not in prof.skills:
        add(-10, "wrong-handed (WFRP-56)")
    unarmed = not weapon and not prof.natural
    penalty_unarmed = unarmed and not any(s in prof.skills for s in UNARMED_SKILLS)
    penalty_stun = (stun or unarmed) and "Strike to Stun" not in prof.skills
    if penalty_unarmed and penalty_stun and state.options["unarmed_penalty_stacks_with_stun"]:
        add(-40, "unarmed and stun (WFRP-64/84)")
    elif penalty_unarmed:
        add(-20, "unarmed (WFRP-64)")
    elif stun and penalty_stun:
        add(-20, "stun without Strike to Stun (WFRP-84)")
    if aimed:
        entangled = state.condition(target, "entangled") == aimed and state.options["entangled_aim_free"]
        if ft.surprised or ft.prone or entangled:
            parts.append("aim free (WFRP-55)")
        else:
            add(AIM[aimed], f"aiming at {aimed} (WFRP-54)")
    gm = state.condition(attacker, "gm_modifier")
    if gm:
        add(int(gm), "GM's modifier (WFRP-57)")
    if state.options["use_weapon_modifiers"] and weapon:
        m = weapon_mods(state, attacker, target)
        if m.to_hit:
            add(m.to_hit, f"{weapon} (WFRP-78)")
    return ws + mod, parts
