"""Words for WFRP's options: declarations and opponents by name."""

from __future__ import annotations

from affray.kernel.labels import Labels

LABELS = Labels(
    words={"advance": "advance on", "charge": "charge", "shoot": "shoot at", "fight": "fight",
           "flee": "flee", "pass": "pass", "none": "no parry", "weapon": "parry with the weapon",
           "shield": "parry with the shield", "running": "run", "standard": "standard rate",
           "cautious": "cautious rate"},
    figures=("strike",),
    titles={"declare": "declaration (sealed until all have declared)", "strike": "strike at",
            "press": "follow up", "parry": "parry", "flight_rate": "rate of flight"},
)
