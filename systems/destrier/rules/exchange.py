"""Resolving a card round's blows: DS-55 (strike order), DS-111 (FEROCITY before the hit
roll), DS-116 (who strikes first against a GREAT BLOW), DS-121 (the parry flurry), DS-125
(shield bash), DS-129..DS-132 (dodge guesses, movement, counterblow), DS-99 (spells first)."""

from __future__ import annotations

from typing import NamedTuple

from affray.components.destrier import Fighter, Ledger, Status
from affray.kernel.options import ListOptions

from .. import events as E
from ..tables.cs_tables import hook
from . import costs as C
from . import geometry as geo
from .checks import check
from .hit import apply_damage, blow
from .legal import DODGE_DIR, can_strike
from . import movement as mv


class Strike(NamedTuple):
    tier: int
    att: int
    dfd: int
    card: str


def strike_list(state, plays: dict, first_side: int) -> list[Strike]:
    """DS-55: spells (tier 0), then strikes at a GREAT BLOW player by one who plays none, and
    GREAT BLOWs at a rear side (tier 1, DS-116), then the rest together (tier 3). Within a
    tier: the initiative side first, then ascending id (DS-02)."""
    out = []
    for att in sorted(plays, key=lambda e: (state.side[e] != first_side, e)):
        cards, dfd = plays[att]["cards"], plays[att].get("target", 0)
        if "CAST SPELL" in cards and dfd:
            out.append(Strike(0, att, dfd, "CAST SPELL"))
        for card in ("PULL RIDER FROM SADDLE", "RESTRAINT", "TOSS", "BREAK FREE", "HAMSTRING HORSE"):
            if card in cards:
                out.append(Strike(2, att, dfd, card))
        for card in ("DELIVER BLOW", "GREAT BLOW", "WEAPON PLAY", "PUNCH", "KICK"):
            if card not in cards or not dfd:
                continue
            theirs = plays.get(dfd, {}).get("cards", [])
            tier = 3
            if "GREAT BLOW" in theirs and "GREAT BLOW" not in cards:
                tier = 1
            if card == "GREAT BLOW" and geo.contact_label(state, dfd, att) == "rear":
                tier = 1
            out.append(Strike(tier, att, dfd, card))
    return sorted(out, key=lambda s: s.tier)


def resolve(ctx, plays: dict, info: dict) -> list:
    """Every strike of the round, tier by tier; damage of a tier applied together. Returns
    the follow-ups (parried misses, large-shield ASP misses) in order."""
    state = ctx.state
    strikes = strike_list(state, plays, info["first_side"])
    follow = []
    hit_now: set[int] = set()
    kicks: list = []
    for tier in sorted({s.tier for s in strikes}):
        pending = []
        for s in [x for x in strikes if x.tier == tier]:
            if not (state.alive(s.att) and state.alive(s.dfd)):
                continue
            if s.card == "CAST SPELL":
                _spell(ctx, s.att, s.dfd, plays[s.att])
                continue
            if s.card == "HAMSTRING HORSE":
                hamstring(ctx, s.att, s.dfd)
                continue
            if s.card in ("PULL RIDER FROM SADDLE", "RESTRAINT", "TOSS", "BREAK FREE"):
                _grapple(ctx, s, plays)
                continue
            if can_strike(state, s.att, s.dfd) is not None:
                ctx.emit(E.Note(s.att, "DS-50", f"cannot reach {s.dfd} any more"))
                continue
            if "FEROCITY" in plays[s.att]["cards"] and s.card in ("DELIVER BLOW", "GREAT BLOW"):
                ferocity(ctx, s.att)
            dfd_cards = plays.get(s.dfd, {}).get("cards", [])
            guess = info["guesses"].get((s.att, s.dfd))
            dodge = info["dodges"].get(s.dfd)
            right = dodge is not None and guess == dodge
            r = blow(ctx, s.att, s.dfd, s.card, role=info["role"](s.att, s.dfd),
                     tacs=info["tacs"](s.att, s.dfd), dfd_cards=dfd_cards,
                     halve_dodge=right, bash_bonus=35 if right else 0,
                     ds={"GREAT BLOW": "DS-115", "WEAPON PLAY": "DS-109", "PUNCH": "DS-106",
                         "KICK": "DS-107"}.get(s.card, "DS-110"))
            pending.append((s, r))
            melee_lance_break(ctx, s.att, s.dfd)
        for s, r in pending:  # DS-55: simultaneous blows take effect together
            if r.hit:
                apply_damage(ctx, s.dfd, r.damage, "DS-56", r.placeholder)
        hit_now.update(s.dfd for s, r in pending if r.hit)
        kicks.extend((s, r) for s, r in pending if s.card == "KICK")
        follow.extend((s, r) for s, r in pending if not r.hit)
    for s, r in kicks:
        kick_aftermath(ctx, s.att, s.dfd, r.hit, s.att in hit_now)
    return follow


def kick_aftermath(ctx, kicker: int, target: int, hit: bool, was_hit: bool) -> None:
    """DS-107: a mounted kicker who misses falls with (10 - DEX/2)%; a kicker hit in the
    same round is bashed with (20 - DEX)% (DEX 10+) or 20%."""
    from affray.components.destrier import Mount
    from .hand import kick_bash_chance, kick_fall_chance
    state = ctx.state
    if not state.alive(kicker):
        return
    dex = state.get(kicker, Fighter).dex
    m = state.try_get(kicker, Mount)
    if not hit and m is not None and not m.riderless:
        if check(ctx, kicker, "DS-107", "falls from the saddle", kick_fall_chance(dex)):
            ctx.emit(E.Set(kicker, "Mount", "riderless", True, "DS-107"))
            ctx.emit(E.Set(kicker, "Status", "prone", True, "DS-107"))
    if was_hit and check(ctx, kicker, "DS-107", "kicker bashed", kick_bash_chance(dex)):
        bash_back(ctx, target, kicker)


def melee_lance_break(ctx, att: int, dfd: int) -> None:
    """DS-141: every lance strike from a mount at canter or faster checks breakage (DS-140)."""
    from affray.components.destrier import Kit, Mount
    from .charge import lance_breaks
    state = ctx.state
    m = state.try_get(att, Mount)
    if state.get(att, Kit).wkind != "lance" or m is None or m.speed not in ("canter", "gallop", "charge"):
        return
    if state.options["lance_break_only_in_charges"]:
        return
    lance_breaks(ctx, att, False, state.get(dfd, Fighter).ac)


def hamstring(ctx, fig: int, horse: int) -> None:
    """DS-154: once a turn; afterwards the figure is prone and, unless pinned, lies on the
    opposite long side of the horse from where it began."""
    from affray.kernel.geometry import stands as G
    state = ctx.state
    (chance, pinned_chance), ph = hook(state, "hamstring", fig)
    ctx.emit(E.Set(fig, "Turn", "hamstring_used", True, "DS-154"))
    if check(ctx, fig, "DS-154", "hamstring", chance, ph):
        ctx.emit(E.Set(horse, "Status", "stunned", True, "DS-154"))
    pinned = check(ctx, fig, "DS-154", "pinned", pinned_chance, ph)
    ctx.emit(E.Set(fig, "Status", "prone", True, "DS-154"))
    if pinned:
        return
    hp, fp = state.get(horse, geo.Position), state.get(fig, geo.Position)
    ux, uy = G.unit(state.get(horse, geo.Facing).dir)
    nx, ny = -uy, ux  # the horse's left
    lateral = (fp.x - hp.x) * nx + (fp.y - hp.y) * ny
    ctx.emit(E.Segment(fig, fp.x - 2 * lateral * nx, fp.y - 2 * lateral * ny,
                       state.get(fig, geo.Facing).dir, 0.0, "DS-154", "hamstring roll"))


def _grapple(ctx, s: Strike, plays: dict) -> None:
    from . import grapple as GR
    if s.card == "TOSS":
        GR.toss(ctx, s.att, s.dfd)
    elif s.card == "RESTRAINT":
        GR.restrain(ctx, s.att, s.dfd)
    elif s.card == "BREAK FREE":
        GR.break_free(ctx, s.att)
    else:
        GR.pull_rider(ctx, s.att, s.dfd, plays.get(s.dfd, {}).get("cards", []))


def ferocity(ctx, eid: int) -> None:
    """DS-111: 25% (Nordic Berserk 75%) to go berserk; no roll if already berserk. DS-112:
    "with two extra ferocious blows for the duration of the melee": from this melee on, so
    the two come at once (later turns grant them with the rest, `grant_blows`)."""
    state = ctx.state
    if state.get(eid, Status).berserk:
        return
    chance = 75 if "nordic_berserk" in state.get(eid, Fighter).flags else 25
    if check(ctx, eid, "DS-111", "berserk", chance):
        ctx.emit(E.Set(eid, "Status", "berserk", True, "DS-111"))
        left = state.get(eid, Ledger).left
        ctx.emit(E.Blows(eid, "grant", 2, left + 2, "DS-112", "berserk"))


def _spell(ctx, caster: int, target: int, play: dict) -> None:
    """DS-99: released before any blow; DS-47 target chance (placeholder), one roll for each
    spell the play releases, each effect logged."""
    state = ctx.state
    v, ph = hook(state, "spell_target_chance", caster)
    for _ in range(max(1, int(play.get("spells", 1)))):
        if not state.alive(target):
            break
        hit = check(ctx, caster, "DS-47", "spell", v, ph)
        ctx.emit(E.Struck(caster, target, "CAST SPELL", v, hit, "DS-99", ph))


FOLLOW_UP = ["launch", "decline"]  # the free follow-ups the book offers ("may attempt")
FLURRY_DEFENCES = ["PASSIVE SHIELD PARRY", "WEAPON PARRY", "ACTIVE SHIELD PARRY",
                   "DESPERATE DEFENSE", "DODGE LEFT", "DODGE RIGHT", "DODGE BACK"]


def flurry(ctx, parrier: int, attacker: int, info: dict, ds: str = "DS-121", gate: int = 50):
    """DS-121 (and DS-131's use of it): the parrier's face-down DELIVER BLOW, the attacker's
    defensive card (costing at most 1 blow), then d100: 1..gate both take effect. No blows
    are spent by either."""
    state = ctx.state
    if not (state.alive(parrier) and state.alive(attacker)):
        return
    if can_strike(state, parrier, attacker) is not None:
        ctx.emit(E.Note(parrier, ds, "the counterblow cannot reach"))
        return
    if ds == "DS-121":  # "will be able to launch": the parrier may let the chance go
        launch = yield from ctx.decide(parrier, "parry_counterblow", ListOptions(FOLLOW_UP))
        if launch != "launch":
            return
    ctx.emit(E.Note(parrier, ds, "DELIVER BLOW set aside face down"))
    defence = yield from ctx.decide(attacker, "flurry_defence", ListOptions(FLURRY_DEFENCES))
    if not check(ctx, parrier, ds, "flurry", gate):
        return
    r = blow(ctx, parrier, attacker, "DELIVER BLOW", role=info["role"](parrier, attacker),
             tacs=info["tacs"](parrier, attacker), dfd_cards=[defence], ds=ds)
    if r.hit:
        apply_damage(ctx, attacker, r.damage, ds, r.placeholder)


def shield_bash(ctx, dfd: int, att: int):
    """DS-125: after a miss against a large-shield ASP, the user "may attempt" a free shield
    bash (asked); if it misses, the target gains the restraint opportunity (DS-102)."""
    state = ctx.state
    if not (state.alive(dfd) and state.alive(att)):
        return
    if (yield from ctx.decide(dfd, "shield_bash", ListOptions(FOLLOW_UP))) != "launch":
        return
    v, ph = hook(state, "shield_bash", dfd)
    if check(ctx, dfd, "DS-125", "shield bash", v, ph):
        bash_back(ctx, dfd, att)
    else:
        ctx.emit(E.Set(att, "Turn", "restraint_chance", True, "DS-125"))


def bash_back(ctx, basher: int, target: int) -> None:
    """The placeholder bash result: staggered, retreats 1/2" straight away from the basher."""
    state = ctx.state
    dist, _ph = hook(state, "bash_retreat", basher)
    d = geo.bearing(state, basher, target)
    mv.advance(ctx, target, d, float(dist), "DS-43", facing=state.get(target, geo.Facing).dir,
               why="bash retreat")


def dodge_moves(ctx, plays: dict, info: dict):
    """DS-130: each dodger moves 1/2"; opponents in contact that played no defensive card
    follow it (same displacement), except one who guessed right without an attack card
    (DS-132); DS-131: a wrong guesser still in contact gives the dodger a 25% counterblow
    (DS-121 procedure)."""
    state = ctx.state
    for dodger in sorted(info["dodges"]):
        if not state.alive(dodger):
            continue
        card = info["dodges"][dodger]
        before = {e: geo.gap(state, dodger, e) for e in info["dodge_foes"].get(dodger, [])}
        heading = state.get(dodger, geo.Facing).dir + DODGE_DIR[card]
        p0 = mv.state_pos(state, dodger)
        mv.advance(ctx, dodger, heading, 0.5, "DS-130", facing=state.get(dodger, geo.Facing).dir,
                   why="dodge")
        p1 = mv.state_pos(state, dodger)
        dx, dy = p1[0] - p0[0], p1[1] - p0[1]
        for foe in sorted(before):
            if not state.alive(foe):
                continue
            theirs = plays.get(foe, {}).get("cards", [])
            attacked = any(c in C.ATTACKS for c in theirs)
            guessed = info["guesses"].get((foe, dodger)) == card
            defended = any(c in C.DEFENCES for c in theirs)
            if not defended and (attacked or not guessed):  # DS-130; DS-132: a right guess
                # without an attack card may not follow
                fp = mv.state_pos(state, foe)
                ctx.emit(E.Segment(foe, fp[0] + dx, fp[1] + dy, state.get(foe, geo.Facing).dir,
                                   (dx * dx + dy * dy) ** 0.5, "DS-132", "follow"))
        for foe in sorted(before):
            if not state.alive(foe) or info["guesses"].get((foe, dodger)) == card:
                continue
            if foe in geo.enemy_contacts(state, dodger):
                if can_strike(state, dodger, foe) is None and (yield from ctx.decide(
                        dodger, "dodge_counterblow", ListOptions(FOLLOW_UP))) != "launch":
                    continue  # DS-131: the chance to launch is the dodger's to decline
                if check(ctx, dodger, "DS-131", "dodge counterblow", 25):
                    yield from flurry(ctx, dodger, foe, info, "DS-131", gate=100)
