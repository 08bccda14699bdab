"""What Crown & Dragon's own play parts (side panel, controls, marks, telling, drawing)
may use of its play scene."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.app.play_context import Part, PlayContext
from game.crown.board import Square
from game.crown.preview import BattlePreview, SidePreview
from game.crown.queries import Queries
from game.crown.view import board_art, offboard
from game.engine.contract import Action


class CrownContext(PlayContext, Protocol):
    """Crown & Dragon's play scene as its parts see it: the shared surface, the board's
    geometry and the market column (set by the scene's layout), the march on its way and
    the game's parts."""

    geo: board_art.Geometry
    column: pygame.Rect
    march: int | None  # Forced March's chosen general: written by ``controls`` alone
    panel: Part  # SidePanel
    choices: Part  # the panel's choice buttons (game.app.choices)
    marking: Part  # CrownMarks
    controls: Part  # CrownControls
    telling: Part  # CrownTelling
    motion: Part  # Motion

    def queries(self) -> Queries: ...
    def why(self, action: Action) -> str | None: ...
    def points(self) -> tuple[int, ...]: ...
    def battle_preview(self, target: Square) -> BattlePreview | None: ...
    def spot_at(self, pos: tuple[int, int]) -> offboard.CardSpot | None: ...
    def action_help(self, action: Action) -> str: ...
    def piece_words(self, side: SidePreview) -> str: ...
    def commit(self, action: Action) -> None: ...
