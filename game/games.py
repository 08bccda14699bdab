"""The games shipped in the app, in menu order: one line per game package ``game/<id>/``."""

from __future__ import annotations

SHIPPED: tuple[str, ...] = (
    "armadora",
    "goldmine",
    "crown",
)

RULES_ONLY: tuple[str, ...] = ()
"""Games whose rules and AI are complete but which have no screens yet: ``analyse``,
``selfplay`` and the AI ladder know them, the menu does not.  A game moves to
:data:`SHIPPED` once its view exists."""
