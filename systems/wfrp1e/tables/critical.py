"""WFRP-52/103: the Critical Hit charts and Sudden Death are named by the text but not in it,
so the chart is a pluggable table and its defaults are labelled placeholders.

A chart maps a key to rows `[highest critical value, effect]`, read top down; the last row
also takes any higher value. Keys, looked up in this order: `"<kind>:<location>"`,
`"<kind>:any"`, `"<location>"`, `"any"` (kind is `melee`, `free` or `missile`; locations as
WFRP-49, plus the split parts of WFRP-91/92). An effect is one of EFFECTS, or a d100 table
`[[highest roll, effect], ...]` rolled after everything else (WFRP-03 step 9)."""

SUDDEN_DEATH = {"any": [[999, "death"]]}   # the default: any critical kills
LOG_ONLY = {"any": [[999, "none"]]}        # logged, no effect
NAMED = {"sudden_death": SUDDEN_DEATH, "none": LOG_ONLY}

# death; none (logged only); flee[:rate] (WFRP-73/74 forced flight, running when no rate is
# given); stun:R (unconscious, a static target, for R rounds, WFRP-58)
EFFECTS = ("death", "none", "flee", "flee:cautious", "flee:standard", "flee:running")
STUN = "stun:"
