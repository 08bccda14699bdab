"""Gold & Glory: a desktop collection of three board games."""

from game.version import __version__

__all__ = ["__version__"]
