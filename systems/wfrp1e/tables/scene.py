"""Night vision distances (WFRP-10), as printed; None means as daylight."""

NIGHT_VISION = {
    "basilisk": 20, "jabberwock": 20, "bat": 15, "lizardman": 30, "bat, giant": 20, "orc": 10,
    "beetle, giant": 20, "orc, black": 10, "cat, wild": 20, "owl": 50, "dragon": 20,
    "owl, giant": 50, "dwarf": 30, "pack wolf": 15, "eagle": 20, "rat": 10, "elemental": None,
    "rat, giant": 20, "elf - wood": 30, "rat, rock": 15, "elf - sea": 20,
    "scorpion, giant": 10, "elf - high": 20, "skaven": 30, "fimir": 15, "snake": 20,
    "fox": 10, "snotling": 10, "goblin": 10, "spider, giant": 10, "gnome": 30, "stoat": 10,
    "halfling": 20, "troglodyte": 30, "hobhound": 10, "undead": None, "hydra": 20, "wolf": 15,
}
