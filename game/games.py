"""The games shipped in the app, in menu order: one line per game package ``game/<id>/``."""

from __future__ import annotations

SHIPPED: tuple[str, ...] = (
    "armadora",
    "goldmine",
)
