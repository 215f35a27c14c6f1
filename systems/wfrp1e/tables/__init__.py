"""The text's charts as data (sections B, K, L, M, S, W, AA), and the pluggable tables the
text names without giving (critical charts, fumble table): see TABLES."""

from .registry import TABLES

__all__ = ["TABLES"]
