"""Mounted combat (ACKS-201 to ACKS-209) and vehicle combat (ACKS-210 to ACKS-214): who
acts on whose number, who may attack, staying aboard, sizes for force back and overrun."""

from __future__ import annotations

from ..tables.sizes import size_index
from .throws import size_adjustment


def shares(mount_did: str) -> dict[str, bool]:
    """ACKS-201/210: everyone aboard counts as having done what the mount/vehicle did."""
    return {"charged": mount_did == "charge", "ran": mount_did == "run",
            "retreated": mount_did == "retreat", "moved": mount_did != "stationary"}


def engaged_together(any_engaged: list[bool]) -> bool:
    """ACKS-201/210: if the rider (driver) or mount (any transporter) is engaged, all are."""
    return any(any_engaged)


def initiative_of(role: str, own: int, rider_number: int) -> int:
    """ACKS-201/210: mounts and transporters act on the rider's/driver's number."""
    return rider_number if role in ("mount", "transporter") else own


def mount_options(proficient: bool, mount_moving: bool) -> str | None:
    """ACKS-202/211/57: getting on or off: 'in lieu of movement' with Riding / Mounted
    Combat / Driving (even moving), 'in lieu of attacking' if stationary, else not at all."""
    if proficient:
        return "movement"
    return None if mount_moving else "attack"


def dismount_falls(aerial: bool) -> bool:
    return aerial


def may_attack(mode: str, role: str, others_attacked: set[str], war_trained: bool = True,
               option: str = "table") -> bool:
    """ACKS-203: mode = moved | stationary | charged; role = rider | passenger | mount."""
    if mode == "moved":
        return not others_attacked
    if mode == "stationary":
        if role == "mount":
            return not others_attacked
        return "mount" not in others_attacked
    if role == "mount":
        return war_trained
    if option == "prose" and role == "passenger":  # ACKS-203 Source discrepancy
        return "rider" not in others_attacked
    return True


def moves_after_shot(mode: str, rider_shot: bool) -> bool:
    """ACKS-204."""
    return mode == "stationary" and rider_shot


def saddle_saves_after_attacks(attacks: int, proficient: bool) -> int:
    """ACKS-205: without Riding or Mounted Combat, a Paralysis save after every attack
    (cleaves included) the rider or mount makes."""
    return 0 if proficient else attacks


def knocked_off(aerial: bool) -> dict:
    """ACKS-205/208/214: dismounted, prone, 1d4 bludgeoning (aerial: falling instead)."""
    return {"falling": True} if aerial else {"prone": True, "damage": "1d4"}


def mounted_size(rider: str, mount: str | None) -> str:
    """ACKS-206/213: the mount's (vehicle's) size is used for force back and overrun."""
    return mount or rider


def mounted_save_adjustment(saver: str, saver_mount: str | None, source: str,
                            source_mount: str | None) -> int:
    return size_adjustment(mounted_size(saver, saver_mount), mounted_size(source, source_mount))


def subjacent_from_saddle(proficient: bool, mount: str, target: str, target_mount: str | None) -> bool:
    """ACKS-207: a skilled rider on a bigger mount treats the target as subjacent (+1)."""
    return proficient and size_index(mount) > size_index(target_mount or target)


def save_when_hurt(military_saddle: bool, riding: bool, mounted_combat: bool) -> bool:
    """ACKS-208: without a military saddle, unless both proficiencies."""
    return not military_saddle and not (riding and mounted_combat)


def all_fall(rider_hp: int, mount_hp: int) -> bool:
    return rider_hp <= 0 or mount_hp <= 0


def may_calm(proficient: bool, failed_from_injury: bool) -> bool:
    """ACKS-209: calm the mount as an action in lieu of attacking; it rerolls at round end."""
    return proficient and failed_from_injury


def vehicle_may_attack(role: str, charged: bool, carries_on_back: bool = False,
                       pulls: bool = False, melee: bool = True) -> bool:
    """ACKS-212."""
    if not charged:
        if role == "transporter":
            return carries_on_back
        return True
    if role == "driver":
        return False
    if role == "passenger":
        return melee
    return (carries_on_back or pulls) and melee


def vehicle_wrecked(shp: int) -> bool:
    """ACKS-214: 0 shp throws everyone off."""
    return shp <= 0


def transporters_frightened(frightened: int, total: int) -> bool:
    """ACKS-214: they ignore being frightened while fewer than half are frightened."""
    return 2 * frightened >= total


# -- in battle ---------------------------------------------------------------------------

def riders_of(state, mount: int) -> list[int]:
    from affray.components.acks2 import Status
    return [e for e in state.entities if state.get(e, Status).riding == mount and state.alive(e)]


def skilled(sheet) -> tuple[bool, bool]:
    return "riding" in sheet.profs, "mounted_combat" in sheet.profs


def knock_off(ctx, rider: int, rule: str, hurt, roll_damage) -> None:
    """ACKS-205/208: dismounted into a free square beside the mount, prone, 1d4."""
    from affray.components.acks2 import Status
    from affray.kernel.events import ConditionSet, Moved
    from affray.kernel.geometry import squares as sq

    from .. import events as E
    from . import geometry as geo
    from .movement import walls
    state = ctx.state
    mount = state.get(rider, Status).riding
    ctx.emit(E.Set(rider, "riding", 0, rule))
    taken = set(geo.occupied(state, mount)) | walls(state)
    free = [s for s in sq.adjacent_squares(geo.area(state, mount)) if s not in taken]
    if free:
        ctx.emit(Moved(rider, *min(free)))
    ctx.emit(ConditionSet(rider, "prone", 1))
    if state.alive(rider):
        hurt(ctx, rider, roll_damage(ctx, "1d4"), ["bludgeoning"], rule=rule)


def after_attack(ctx, attacker: int, save, hurt, roll_damage) -> None:
    """ACKS-205: riders without Riding or Mounted Combat save after every attack they or
    their mount make. (The attack rules are passed in: they call this module.)"""
    state = ctx.state
    from affray.components.acks2 import Sheet, Status
    riders = [attacker] if state.get(attacker, Status).riding else riders_of(state, attacker)
    from .vehicles import role as vehicle_role
    for r in riders:
        if any(skilled(state.get(r, Sheet))) or vehicle_role(state, r):  # no saddle aboard a vehicle
            continue
        if state.get(r, Status).riding and not save(ctx, r, "paralysis", 0, "ACKS-205 staying mounted"):
            knock_off(ctx, r, "ACKS-205", hurt, roll_damage)


def after_damage(ctx, hurt_one: int, save, hurt, roll_damage) -> None:
    """ACKS-208: saves when rider or mount is hurt (no military saddle, not both skills);
    everyone falls off when rider or mount is at 0 hp."""
    from affray.components.acks2 import Sheet, Status
    state = ctx.state
    st = state.get(hurt_one, Status)
    mount = st.riding or hurt_one
    riders = riders_of(state, mount)
    from .vehicles import role as vehicle_role
    if not riders or vehicle_role(state, mount):  # a vehicle throws no one off when hurt
        return
    down = state.get(mount, Status).hp <= 0 or not state.alive(mount)
    for r in riders:
        if not state.get(r, Status).riding:
            continue
        if down or state.get(r, Status).hp <= 0:
            knock_off(ctx, r, "ACKS-208", hurt, roll_damage)
            continue
        sheet = state.get(r, Sheet)
        riding, combat = skilled(sheet)
        if save_when_hurt(sheet.military_saddle, riding, combat):
            if not save(ctx, r, "paralysis", 0, "ACKS-208 staying mounted"):
                knock_off(ctx, r, "ACKS-208", hurt, roll_damage)


def role(state, e: int) -> str:
    """ACKS-201 Default: the first aboard (lowest id) is the rider, who controls the mount;
    the others are passengers; when the rider leaves, the next one aboard takes the reins."""
    from affray.components.acks2 import Status

    from .vehicles import role as vehicle_role
    v = vehicle_role(state, e)  # ACKS-210: driver, passenger or transporter
    if v:
        return v
    m = state.get(e, Status).riding
    if not m:
        return "mount" if riders_of(state, e) else ""
    return "rider" if riders_of(state, m)[0] == e else "passenger"


def may_attack_now(state, e: int) -> bool:
    """ACKS-203 in battle: the mount's movement this round decides who may attack; the
    others aboard (and the mount) that already attacked this round count against it."""
    from affray.components.acks2 import Sheet, Status
    st = state.get(e, Status)
    mount = st.riding or e
    aboard = riders_of(state, mount)
    if not aboard:
        return True
    from .vehicles import role as vehicle_role, vehicle_of
    vr = vehicle_role(state, e)
    if vr:  # ACKS-212
        v = vehicle_of(state, e)[1]
        return vehicle_may_attack(vr, state.get(mount, Status).charged, v.on_back, v.pulled)
    mine = role(state, e)
    others = {role(state, o) for o in [mount] + aboard
              if o != e and state.get(o, Status).attacked == state.round}
    m = state.get(mount, Status)
    mode = "charged" if m.charged else "moved" if m.moved else "stationary"
    if mine == "mount":
        return may_attack(mode, "mount", others, state.get(e, Sheet).war_trained)
    return may_attack(mode, mine, others, option=state.options.get("mounted_charge_attackers", "table"))
