"""A ruleset is a value; rulesets are found through the `affray.rulesets` entry points."""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any, Callable, Mapping, NamedTuple

from .errors import AffrayError

GROUP = "affray.rulesets"


class Option(NamedTuple):
    """A named switch for an ambiguity in the rules, with the checklist's default."""

    default: Any
    choices: tuple[Any, ...] | None = None
    doc: str = ""


class Table(NamedTuple):
    """A rules table as data. `placeholder` marks values not taken from the rule text."""

    value: Any
    placeholder: bool = False
    source: str = ""


class Moment(NamedTuple):
    """How a ruleset starts a battle mid-fight (kernel/moment.py), as values built in the
    ruleset's own package.

    - `to_scenario(state, data) -> dict`: `data` is the log's scenario as builtins (a copy);
      it returns it describing `state` instead (combatants with their mid-fight fields, the
      map if it changed). The kernel sets `round` and drops the `script`.
    - `adjust(scenario, i, components) -> list`: run for every figure the ruleset's setup
      spawns (`i` is its place in the file) to put the mid-fight fields of
      `scenario.combatants[i]` into its components; with none set it returns them unchanged.
    - `reducers`: extra reducers (usually of `Spawned`) run after the ruleset's own."""

    to_scenario: Callable[..., dict]
    adjust: Callable[..., list]
    reducers: Mapping[type, Callable[..., None]] = {}
    # starting inside a round (kernel/phase_start.py): the phases a battle can start at, and
    # turn_to_scenario(replay, k, state) -> (turn, fields), play_from(ctx, phase, turn),
    # check_turn(scenario) (optional)
    phases: tuple[str, ...] = ()
    turn_to_scenario: Callable[..., Any] | None = None
    play_from: Callable[..., Any] | None = None
    check_turn: Callable[..., None] | None = None


class Derived(NamedTuple):
    """One key of `State.derived` a ruleset declares (docs/architecture.md#derived-state).

    `rebuild(state)` gives the entry from the components alone, for an index the reducers keep
    up to date (the property tests compare it with the live one). Without it the entry is a
    cache that checks its own key (a version, a count) on every use, so dropping it at any
    moment changes nothing. `droppable=False` marks an entry that is not so: it says why."""

    doc: str
    rebuild: Callable[[Any], Any] | None = None
    droppable: bool = True


class Outcome(NamedTuple):
    winner: str  # a side's name, or "" for none
    reason: str


@dataclass(frozen=True)
class Ruleset:
    id: str
    version: str
    geometry: str  # "hex" | "square" | "plane"
    setup: Callable[..., Any]
    play_round: Callable[..., Any]
    outcome: Callable[..., Outcome | None]
    combatant_type: type
    components: tuple[type, ...] = ()
    events: tuple[type, ...] = ()
    reducers: Mapping[type, Callable[..., None]] = field(default_factory=dict)
    extra_reducers: Mapping[type, Callable[..., None]] = field(default_factory=dict)
    map_type: type | None = None
    options: Mapping[str, Option] = field(default_factory=dict)
    tables: Mapping[str, Table] = field(default_factory=dict)
    validate: Callable[..., None] | None = None
    policies: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    stock: Mapping[str, Any] = field(default_factory=dict)
    build_stock: Callable[..., Any] | None = None
    refresh_engagement: Callable[..., None] | None = None
    describe: Callable[..., str] | None = None
    spatial_cell: float = 4
    default_scenario: Any = None
    army: Callable[[int], dict] | None = None  # benchmark: N a side in formation (builtins)
    floor: Callable[..., Any] | None = None  # benchmark: floor(stream, count) attack exchanges
    bench_matchups: tuple[str, ...] = ()  # benchmark: small stock matchups ("1 orc v 1 human")
    scene: Any = None  # replay viewer: a kernel.view.scene.Scene (None: found by convention)
    doc: str = ""
    moment: Moment | None = None  # starting a battle mid-fight (kernel/moment.py)
    derived: Mapping[str, Derived] = field(default_factory=dict)  # the keys of State.derived
    # hosts: `labels(kind, value, names) -> str` words an option (kernel/labels.py);
    # `figure(state, eid, common) -> Figure` builds the typed figure (kernel/figures.py)
    labels: Callable[..., str] | None = None
    figure: Callable[..., Any] | None = None

    def __post_init__(self) -> None:
        if self.moment is not None and not isinstance(self.moment, Moment):
            raise TypeError(f"ruleset {self.id}: `moment` is a kernel.ruleset.Moment value, "
                            f"not {type(self.moment).__name__}")
        # with a moment, setup puts each combatant's mid-fight fields into what it spawns,
        # for every caller of `ruleset.setup`
        if self.moment is not None and not isinstance(self.setup, _MomentSetup):
            object.__setattr__(self, "setup", _MomentSetup(self.setup, self.moment))

    def placeholders(self) -> list[str]:
        return sorted(name for name, t in self.tables.items() if t.placeholder)


class _MomentSetup:
    """A ruleset's setup that applies its moment's `adjust` to every figure spawned (a class,
    not a closure, so a Ruleset still pickles)."""

    def __init__(self, setup: Callable[..., Any], moment: Moment):
        self.setup, self.moment = setup, moment

    def __call__(self, ctx: Any) -> Any:
        return spawning(self.setup, self.moment, ctx)


def spawning(setup: Callable[..., Any], moment: Moment, ctx: Any) -> Any:
    """Run a ruleset's `setup` with each spawned figure's components adjusted to the
    mid-fight fields of its combatant."""
    spawn = ctx.spawn

    def adjusted(side: int, *components: Any) -> int:
        i = len(ctx.state.entities)
        if i < len(ctx.scenario.combatants):
            components = tuple(moment.adjust(ctx.scenario, i, list(components)))
        return spawn(side, *components)

    ctx.spawn = adjusted
    try:
        yield from setup(ctx)
    finally:
        del ctx.spawn


_extra: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> None:
    """Register a ruleset in this process (tests, embedding); entry points need no call."""
    _extra[ruleset.id] = ruleset


def available() -> dict[str, str]:
    """Every ruleset id with the entry point (or 'registered') it comes from, sorted by id."""
    found = {ep.name: ep.value for ep in entry_points(group=GROUP)}
    found.update({rid: "registered in process" for rid in _extra})
    return dict(sorted(found.items()))


_loaded: dict[str, Ruleset] = {}


def load(ruleset_id: str) -> Ruleset:
    if ruleset_id in _extra:
        return _extra[ruleset_id]
    if ruleset_id in _loaded:
        return _loaded[ruleset_id]
    for ep in entry_points(group=GROUP):
        if ep.name == ruleset_id:
            try:
                ruleset = ep.load()
            except Exception as exc:  # a broken plugin is reported, not raised as a traceback
                raise AffrayError(f"ruleset {ruleset_id!r} failed to load: {exc}") from exc
            if not isinstance(ruleset, Ruleset):
                raise AffrayError(f"entry point {ep.value} is not an affray Ruleset")
            _loaded[ruleset_id] = ruleset
            return ruleset
    known = ", ".join(available()) or "none"
    raise AffrayError(f"unknown ruleset {ruleset_id!r}; known: {known}")
