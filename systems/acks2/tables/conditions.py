"""Appendix B stand-ins (ACKS-190): each condition's effect as data. PLACEHOLDERS except
where the chapter itself defines the effect (disordered, vulnerable, faltering, cowering,
frightened, blinded by example). A scenario may replace an entry under [tables.conditions]."""

from __future__ import annotations

# attack: modifier to the holder's attack throws; against: to attack throws against it
# (melee / missile from beyond 5'); flags: no_move, no_attack, no_cast, blocks_engagement,
# helpless, vulnerable
CONDITIONS: dict[str, dict] = {
    "blinded": {"attack": -4, "flags": ["no_sight"]},
    "prone": {"attack_melee": -4, "against_melee": 2, "against_missile_far": -2},
    "helpless": {"against_melee": 4, "against_missile_far": 4, "flags": ["helpless", "no_move", "no_attack", "no_cast"]},
    "unconscious": {"against_melee": 4, "against_missile_far": 4, "flags": ["helpless", "no_move", "no_attack", "no_cast"]},
    "grabbed": {"flags": ["no_move_away"]},
    "restrained": {"attack": -2, "flags": ["no_move"]},
    "wrestled": {"flags": ["no_move", "no_attack", "no_cast"]},
    "hidden": {"flags": ["blocks_engagement"]},
    "sneaking": {"flags": ["blocks_engagement"]},
    "sanctuary": {"flags": ["blocks_engagement"]},
    "invisible": {"flags": ["attackers_blind"]},
    "incapacitated": {"flags": ["no_attack", "no_cast"]},
    "faltering": {"attack": -2, "save": -2},
    "frightened": {"flags": ["no_attack", "no_cast"]},
    "cowering": {"flags": ["vulnerable", "no_move", "no_attack", "no_cast"]},
    "paralyzed": {"against_melee": 4, "against_missile_far": 4, "flags": ["helpless", "no_move", "no_attack", "no_cast"]},
    "asleep": {"against_melee": 4, "against_missile_far": 4, "flags": ["helpless", "no_move", "no_attack", "no_cast"]},
    "silenced": {"flags": ["no_cast"]},
    "clambering": {},
    # placement, no effect of their own: the overlapping second rank of a square (ACKS-03) and
    # the third of a 3-in-2 group on the shared edge (ACKS-02; 1 = a row along x, 2 = along y)
    "second_rank": {},
    "edge": {},
}
OUT_OF_ACTION = ("helpless", "paralyzed", "asleep", "unconscious", "cowering")  # ACKS-147
