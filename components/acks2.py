"""Components of the `acks2` ruleset (ACKS II combat chapter).

Position is the south-west square of the footprint (x east, y north, in 5' squares);
Facing.dir is a compass name (N, NE, ... NW). `Sheet` is what the scenario gives and never
changes; `Status` is the battle's running state of a combatant, written only by reducers.
"""

from __future__ import annotations

import msgspec

from affray.kernel.components import Component


class Sheet(Component):
    cls: str = "fighter"          # fighter | thief | crusader | cleric | mage | normal | monster
    level: int = 1
    hd: str = ""                  # monsters: "1+1", "1-1", "1/2", "4+1"
    hit_dice: int = 0             # ACKS-148 Default: 0 -> level / whole HD
    hit_die: int = 8              # ACKS-138: d6, d8, d10, d12
    hp: int = 6                   # maximum hit points
    ac: int = 0                   # total Armor Class
    armor_ac: int = 0             # the part from armor and shield (ACKS-80, ACKS-182)
    armor: str = "none"           # none | very light | light | medium | heavy (ACKS-171)
    shield: bool = False
    heavy_helm: bool = False
    str_mod: int = 0
    dex_mod: int = 0
    con_mod: int = 0
    wil_mod: int = 0
    size: str = "man"
    frontage: int = 0             # 0 -> the size's default (ACKS-05)
    depth: int = 0
    speed: int = 40               # combat speed in feet (ACKS-37)
    weapon: str = "sword"
    two_handed: bool = False
    magic: int = 0                # magic bonus of the main weapon
    offhand: str = ""             # ACKS-91 dual weapon
    offhand_magic: int = 0
    missile: str = ""             # missile weapon name
    missile_magic: int = 0
    oil: int = 0                  # flasks of oil carried (ACKS-102)
    holy_water: int = 0           # vials of holy water (ACKS-110)
    unholy_water: int = 0         # vials of unholy water (ACKS-110)
    torches: int = 0              # lit torches to throw (ACKS-111)
    cure_potions: int = 0         # potions of cure light injury, poured in Treat Injury (ACKS-137)
    treasure: int = 0             # gp value carried, to drop for pursuers (ACKS-199)
    xp: int = 0                   # a monster's XP value (ACKS-199)
    rations: int = 0              # days' rations carried, to drop for hungry beasts (ACKS-199)
    cut_free_hp: int = 0          # ACKS-189: damage to its restraining limb that frees the held (0: none)
    ammo: int = 0
    ammo_magic: int = 0
    natural: list[str] = []       # monster attack routine, damage dice each (ACKS-84)
    natural_types: list[str] = msgspec.field(default_factory=lambda: ["slashing"])
    impact_dice: int = 1          # ACKS-127
    reach: int = 5                # ACKS-88
    profs: list[str] = []         # proficiency flags
    kind: str = "humanoid"        # ACKS-134/136 monster type
    morale: int = 0               # ACKS-191: -6..+4
    controller: str = "judge"     # player | judge
    morale_group: str = ""        # ACKS-193 Default
    immune: list[str] = []        # "fire", "piercing:mundane", ...
    resist: list[str] = []
    bypass: list[str] = []        # ACKS-133: tags that get past the immunity (magic, silver)
    silver: bool = False
    alignment: str = "neutral"
    enchanted: bool = False
    flying: bool = False
    can_fly: bool = False
    init_mods: list[int] = []     # ACKS-17 Default: named modifiers as numbers
    spells: list[str] = []        # spells the combatant may declare (ACKS-165)
    war_trained: bool = False
    military_saddle: bool = False  # ACKS-208
    formation: str = ""           # ACKS-99: "TYPE:NAME" (platoon, company...); members share it


class Status(Component):
    hp: int = 0
    nonlethal: int = 0
    nl_at_fall: int = -1          # ACKS-145: nonlethal damage when it fell
    fell_round: int = 0
    fell_type: str = ""
    initiative: int = 0
    segment: str = ""             # pending | acted | delayed | lost
    delay_to: int = 0
    wait_for: int = 0
    readied: bool = False
    declared: str = ""            # "", retreat, withdraw, cast:NAME (ACKS-16)
    disordered: bool = False      # -2 AC (ACKS-39, ACKS-45, ACKS-47, ACKS-72)
    defending: bool = False       # ACKS-60
    # ACKS-60: the adjacent ally this one defends; Defend's end writes False (segment.py), so a
    # mid-fight spawn (systems/acks2/moment.py) must accept it too
    guarding: int = 0
    charged: bool = False         # charged this round (ACKS-151)
    cleaves: int = 0              # used this round (ACKS-148)
    hurt_round: int = 0           # last round it took damage (ACKS-193)
    start_engaged: bool = False   # ACKS-47/56
    moved: int = 0                # feet moved this segment
    morale: str = ""              # the latest morale result (ACKS-192)
    frightened_until: int = 0     # round at which frightened ends
    ammo: int = 0
    spell_lost: bool = False
    oil: int = 0
    holy_thrown: int = 0          # ACKS-110: vials of the sheet's holy water thrown so far
    unholy_thrown: int = 0
    torches_thrown: int = 0       # ACKS-111
    dropped: bool = False         # ACKS-199: the sheet's treasure dropped
    treated: bool = False         # ACKS-137: the Mortal Wounds roll is made once
    potions_used: int = 0         # ACKS-137: the sheet's cure potions poured so far
    riding: int = 0               # ACKS-201: the mount this combatant rides
    attacked: int = 0             # ACKS-203: the round it last attacked
    unready_round: int = 0        # ACKS-23: hurt, failed a save or moved against its will
    spent: list[str] = []         # ACKS-166: spells cast (or lost) today, one entry a slot


COMPONENTS = (Sheet, Status)
