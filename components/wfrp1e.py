"""Components of the `wfrp1e` ruleset (Warhammer Fantasy Roleplay 1st edition).

Position is the base centre in yards, Facing.dir the heading (degrees CCW from +x).
"""

from __future__ import annotations

from typing import Any

from affray.kernel.components import Component


class Profile(Component):
    """The profile (never changed by combat) and what the body is like."""

    M: int = 4
    WS: int = 33
    BS: int = 25
    S: int = 3
    T: int = 3
    W: int = 7
    I: int = 30
    A: int = 1
    Dex: int = 30
    Int: int = 30
    skills: list[str] = []
    race: str = "human"         # night vision (WFRP-10)
    height: float = 6.0         # feet (WFRP-88, WFRP-93)
    base: float = 2.0           # base width in yards (WFRP-04)
    shape: str = "humanoid"     # humanoid | quadruped | winged | octopus | snake | centaur | hydra | bird
    heads: int = 1
    tail: bool = False
    bite: bool = False
    natural: bool = False       # fights with bite/claw: no unarmed penalty (WFRP-64)
    size: str = ""              # "" | small | large (WFRP-105)
    extra_attacks: int = 0      # WFRP-94: bite / tail-lash profiles add slots
    left_handed: bool = False


class Kit(Component):
    """What is carried and worn (WFRP-50, WFRP-81 armour; section H readiness)."""

    weapon: str = "Hand Weapon"   # in the main hand; "" = unarmed
    offhand: str = ""             # a second weapon (blows with it are wrong-handed)
    shield: bool = False
    shield_ready: bool = True     # strapped on and readied (WFRP-35)
    drawn: bool = True            # the main weapon is in hand (section H)
    readiness: str = ""           # in_hand | minus10 | minus20 | full_round | pack (WFRP-37)
    armour: dict[str, list[Any]] = {}   # location -> [points, material]
    missile: str = ""
    loaded: int = 0               # shots ready (arrow nocked, bolt loaded, barrels, magazine)
    loading: int = 0              # rounds of loading done toward the next load
    damp: bool = False            # WFRP-118
    fouled: str = ""              # WFRP-120 burn-round / ramrod state
    item: str = ""                # an item to take up (a potion...): WFRP-19 / WFRP-38
    item_where: str = "pouch"     # pouch (I test) | buried (D6 rounds) | pack (WFRP-38)
    pack_enc: int = 0             # ENC of the pack's contents (WFRP-38)
    item_ready: bool = False
    search_left: int = 0          # rounds of searching still to do
    light: str = ""               # candle | torch | lamp | lantern held in the off hand (WFRP-20)


class Fight(Component):
    """Combat state: current W apart from the profile's (WFRP-51), this round's EI and slots,
    winning and losing, and the status flags of the checklist."""

    wounds: int = 0
    ei: int = 0
    slots: list[int] = []       # unused slots of this round, highest first
    action: str = ""            # the declaration of this round
    acted: bool = False         # the individual turn has been taken
    target: int = 0             # the opponent struck this round (switching, WFRP-40)
    charged: bool = False       # charged this round (first blow +10)
    charge_blow_done: bool = False
    caused: int = 0             # hand-to-hand damage caused / taken this round (WFRP-69)
    taken: int = 0
    fought: list[int] = []      # opponents met this round
    beat: list[int] = []        # opponents it won against last round (WFRP-70)
    winning: bool = False
    losing: bool = False
    foes: list[int] = []        # the engagement (kept through push-back)
    pushed_by: list[int] = []   # winners that pushed it back (WFRP-71/72)
    fleeing: bool = False
    flight: str = ""            # a forced flight's rate, set by a critical (WFRP-73/74)
    off_guard: bool = False
    surprised: bool = False
    stunned: int = 0            # rounds left unconscious (WFRP-87 minutes x 6)
    prone: bool = False
    held_by: int = 0
    holding: int = 0
    combat_round: int = 0       # first round of its current combat (WFRP-79)
    z: float = 0.0              # height when airborne (section Z)
    fire: list[float] = []      # a pool of burning oil it dropped: [x, y, feet across, rounds left]
    dive: list[float] = []      # where a diving flier climbs back to (WFRP-95)
    bomb: list[float] = []      # a sputtering bomb's point (WFRP-121)
    owed: int = 0               # WFRP-60 option: slots borrowed from next round by parries
    aim: str = ""               # "target" or "target:location" being aimed at (WFRP-113/114)
    mount: int = 0              # the entity it rides
    rider: int = 0              # the entity riding it


COMPONENTS = (Profile, Kit, Fight)

__all__ = ["Profile", "Kit", "Fight", "COMPONENTS"]
