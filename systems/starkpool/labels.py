"""Words for the Starkpool rules' options: targets by name, spells by name."""

from __future__ import annotations

from affray.kernel.labels import Labels

LABELS = Labels(
    words={"none": "none", "hold": "hold", "charge": "charge", "attack": "attack",
           "shoot": "shoot at", "cast": "cast", "item": "use", "engage": "engage",
           "escape": "escape", "move": "move", "counter_move": "move second (counter-move)",
           "restring": "restring the bow", "wield": "wield"},
    figures=("retarget", "step"),
    titles={"initiative": "who moves first", "move": "movement", "missile": "missile phase",
            "melee": "melee", "placement": "where to stand"},
)
