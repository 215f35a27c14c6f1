"""Geometry for affray: hex grid (Melee), 5' squares (ACKS II), continuous plane (Starkpool,
WFRP, Destrier) and a uniform grid hash for neighbour queries.

Names that differ between geometries (`distance`, `neighbours`, `DIRECTIONS`, ...) live in
their modules: `hexgrid.distance`, `squares.distance_feet`, `plane.distance`.
"""

from . import hexgrid, plane, spatial, squares
from .hexgrid import (
    Hex, Megahexes, Walls, attack_direction, classify_adjacent, front_hexes, giant_classify,
    giant_hexes, giant_neighbours, in_front, line_of_flight, range_penalty, ray_beyond,
    rear_hex, side_hexes,
)
from .plane import (
    STARKPOOL_ARCS, WFRP_ARCS, Contact, Point, Stand, classify_arc, contact_side,
    corner_side, first_contact, half_point, in_arc, point_at,
)
from .metrics import METRICS
from .spatial import HexSpatialHash, SpatialHash
from .squares import FACINGS, Footprint, Square, footprint

__all__ = [
    "hexgrid", "plane", "spatial", "squares",
    # hexgrid
    "Hex", "Megahexes", "Walls", "attack_direction", "classify_adjacent", "front_hexes",
    "giant_classify", "giant_hexes", "giant_neighbours", "in_front", "line_of_flight",
    "range_penalty", "ray_beyond", "rear_hex", "side_hexes",
    # plane
    "STARKPOOL_ARCS", "WFRP_ARCS", "Contact", "Point", "Stand", "classify_arc", "contact_side",
    "corner_side", "first_contact", "half_point", "in_arc", "point_at",
    # spatial
    "METRICS", "HexSpatialHash", "SpatialHash",
    # squares
    "FACINGS", "Footprint", "Square", "footprint",
]
