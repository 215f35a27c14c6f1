"""The parts of a round in WFRP-03 order, composed by round.py."""
