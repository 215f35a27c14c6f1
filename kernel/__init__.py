"""affray's kernel: the ruleset-independent engine. The public API is re-exported here."""

from .battle import Battle
from .components import Component, Conditions, Facing, Identity, Position, Vitals
from .context import Context
from .dice import ALGORITHM, Stream
from .errors import (AffrayError, Divergence, IllegalChoice, LogError, PendingChoice,
                     ScenarioError, ScriptError, StateWriteError)
from .events import (Checkpoint, ConditionSet, Damaged, Decided, Died, Disengaged, Ended,
                     Engaged, Event, Faced, Moved, PhaseStarted, Removed, Revealed, Rolled,
                     RoundStarted, Spawned)
from .figures import Figure
from .host import HostRequest, LabelledOption
from .options import ListOptions, Options
from .orders import Order, Subset
from .shapes import Cells, Distance, Heading, Point
from .suggested import Suggested
from .policies import Policy, RandomLegal, Request
from .replay import DiffResult, Replay, diff
from .ruleset import Option, Outcome, Ruleset, Table, register
from .scenario import Scenario
from .side_view import Opening, Proof, Sealed
from .state import State

__all__ = [
    "ALGORITHM", "AffrayError", "Battle", "Checkpoint", "Component", "ConditionSet", "Conditions",
    "Context", "Damaged", "Decided", "DiffResult", "Died", "Disengaged", "Divergence", "Ended",
    "Engaged", "Event", "Faced", "Facing", "Identity", "IllegalChoice", "ListOptions", "LogError",
    "Moved", "Option", "Options", "Outcome", "PendingChoice", "PhaseStarted", "Policy", "Position",
    "RandomLegal", "Removed", "Replay", "Request", "Revealed", "Rolled", "RoundStarted", "Ruleset",
    "Scenario", "ScenarioError", "ScriptError", "Spawned", "State", "StateWriteError", "Stream",
    "Table", "Vitals", "diff", "register",
    # option shapes (docs/choices.md)
    "Cells", "Distance", "Heading", "Order", "Point", "Subset", "Suggested",
    # hosts (docs/api.md, docs/protocol.md)
    "Figure", "HostRequest", "LabelledOption", "Opening", "Proof", "Sealed",
]
