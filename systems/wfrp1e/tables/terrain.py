"""Map features the to-hit modifiers read (WFRP-56 advantage of ground and obstacles,
WFRP-105 soft and hard cover), by kind, as the text names them.

Lines (`line = [x1, y1, x2, y2]`) are things a figure stands behind; areas (`area = [[x, y],
...]`) are things it stands in or on. Neither blocks movement or sight (full-height walls are
`map.walls`)."""

# the cover a feature gives a target partly hidden by it (WFRP-105)
COVER = {
    "hedge": "soft", "bushes": "soft", "trees": "soft", "wood": "soft",   # "vegetation, woods, or trees"
    "low_wall": "hard", "battlement": "hard", "stonework": "hard",         # "stone or brick work, walls, or battlements"
}
# lines that make an opponent behind them "harder to hit" in hand-to-hand (WFRP-56 obstacle)
OBSTACLES = ("hedge", "low_wall", "battlement")
# areas that raise whoever stands on them (WFRP-56 advantage of ground): height in yards
RAISED = ("rise", "table", "stairs")

LINE_KINDS = ("hedge", "low_wall", "battlement")
AREA_KINDS = ("bushes", "trees", "wood", "stonework", "rise", "table", "stairs")

# a line hides a target standing within this many yards behind it (one 1-inch base)
COVER_REACH = 2.0
