"""The tactical policy's answers for the choices wired in from the chapter's other rules:
cut free of a restraint where one may, else escape a hold; calm a panicked mount, get on a
mount, throw holy water where it harms and torches (first at an enemy soaked in unlit oil),
drop rations before a hungry beast, offer terms to cowering enemies, accept terms when
frightened."""

from __future__ import annotations

from affray.components.acks2 import Sheet

from ..rules import geometry as geo
from ..rules.escape import escape_modifier
from ..rules.stats import save_target


def _arg(opt: str) -> str:
    return opt.partition(":")[2]


def first_combat(state, eid: int, legal: list[str]) -> str | None:
    """Before any attack: get free of a hold (the likelier way), calm one's mount, throw
    holy or unholy water at what it harms (two dice of extraordinary damage)."""
    cuts = [o for o in legal if o.startswith("cut:")]
    if cuts:  # ACKS-189: the blow that frees also hurts the holder
        return cuts[0]
    escapes = [o for o in legal if o.startswith("escape:")]
    if escapes:
        from ..phases.escape import holder
        sheet = state.get(eid, Sheet)

        def chance(o):
            _, how, hold = o.split(":")
            h = holder(state, eid, hold)
            hsize = state.get(h, Sheet).size if h is not None else sheet.size
            mod = escape_modifier(sheet.size, hsize, how, "contortionism" in sheet.profs)
            need = save_target(sheet, "paralysis") if how == "slip" else 18 - sheet.str_mod
            return (need - mod, o)
        return min(escapes, key=chance)
    calms = [o for o in legal if o.startswith("calm:")]
    if calms:
        return calms[0]
    lights = [int(_arg(o)) for o in legal if o.startswith("torch:") and state.condition(int(_arg(o)), "oiled")]
    if lights:  # ACKS-108: light the oil an enemy is soaked in
        return f"torch:{min(lights)}"
    from ..phases.flasks import harm
    for prefix, kind in (("holy", "holy water"), ("unholy", "unholy water")):
        hits = [int(_arg(o)) for o in legal if o.startswith(prefix + ":") and harm(state, kind, int(_arg(o)))[0]]
        if hits:
            return f"{prefix}:{min(hits)}"
    return None


def late_combat(state, eid: int, legal: list[str]) -> str | None:
    """When nothing better is open: a torch, terms to a cowering enemy, getting on a mount."""
    torches = [int(_arg(o)) for o in legal if o.startswith("torch:")]
    if torches:
        return f"torch:{min(torches, key=lambda t: (geo.distance_ft(state, eid, t), t))}"
    terms = [int(_arg(o)) for o in legal if o.startswith("terms:") and state.condition(int(_arg(o)), "cowering")]
    if terms:
        return f"terms:{min(terms)}"
    mounts = [o for o in legal if o.startswith("mount:")]
    if mounts:
        return mounts[0]
    if "drop_rations" in legal and _hungry_beast_near(state, eid):
        return "drop_rations"  # ACKS-199: a meal may stop it
    return None


def _hungry_beast_near(state, eid: int) -> bool:
    from ..phases.pursuit import hungry_beast
    return any(state.side[o] != state.side[eid] and geo.able(state, o) and hungry_beast(state.get(o, Sheet))
               and geo.distance_ft(state, eid, o) <= 60 for o in sorted(state.entities))


def stays_to_throw(state, eid: int) -> bool:
    """Stand and throw holy or unholy water when something in range is harmed by it."""
    from ..phases.flasks import harm, oil_targets
    return any(harm(state, kind, t)[0] for prefix, kind in (("holy", "holy water"), ("unholy", "unholy water"))
               for t in oil_targets(state, eid, prefix))


def artillery_action(state, eid: int, legal: list[str]) -> str | None:
    """A crew fires at the nearest enemy creature (else a structure) or reloads."""
    from ..phases.siege import pieces
    fires = [o for o in legal if o.startswith("fire:")]
    creatures = [o for o in fires if "@" not in o]
    if creatures:
        p = pieces(state)[int(creatures[0].split(":")[1])]

        def far(o):
            t = int(o.split(":")[2])
            c = geo.centre(state, t)
            return (max(abs(c[0] - p.at[0]), abs(c[1] - p.at[1])), t)
        return min(creatures, key=far)
    if fires:
        return fires[0]
    reloads = [o for o in legal if o.startswith("reload:")]
    return reloads[0] if reloads else None


def mount_action(legal: list[str]) -> str | None:
    mounts = [o for o in legal if o.startswith("mount:")]
    return mounts[0] if mounts else None


def surrender(state, eid: int, legal: list[str]) -> str:
    """A frightened combatant takes the terms offered."""
    return "accept"
