"""The replay viewer: one self-contained HTML page per battle (`affray view`)."""

from .fold import build
from .page import page
from .scene import Scene, scene_of

__all__ = ["Scene", "build", "page", "scene_of"]
