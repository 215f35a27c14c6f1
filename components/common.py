"""Components every ruleset shares. They are defined in the kernel, whose own events write
them (`Moved` writes `Position`, `Damaged` writes `Vitals`, ...), and re-exported here."""

from affray.kernel.components import (Component, Conditions, Facing, Identity, Position,
                                      Vitals)

__all__ = ["Component", "Conditions", "Facing", "Identity", "Position", "Vitals"]
