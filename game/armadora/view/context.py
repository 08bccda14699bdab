"""What Armadora's own play parts (the panel, the controls) may use of its play scene."""

from __future__ import annotations

from typing import Any, Protocol

from game.app.play_context import Part, PlayContext
from game.armadora.view.board_view import BoardView


class ArmadoraContext(PlayContext, Protocol):
    """Armadora's play scene as its parts see it: the shared surface, and the board view,
    the warrior value chosen and the panel's mode (written by the controls alone)."""

    view: BoardView
    panel: Part  # ArmadoraPanel
    controls: Part  # ArmadoraControls: the one writer of ``mode`` and ``value``
    mode: str  # "main", "power" or "reinforce": what a click on the board does
    value: int  # the warrior value a placement uses

    def faction(self, seat: int) -> str | None: ...
    def hand(self) -> tuple[int, ...]: ...
    def position(self) -> Any: ...
