"""Policies: the tactical one here; scripted and random-legal come from the kernel."""
