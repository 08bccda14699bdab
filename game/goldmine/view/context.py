"""What Gold Mine's own play parts (panel, controls, marks, the challenge box) may use of
its play scene."""

from __future__ import annotations

from typing import Protocol

from game.app.dice_tray import Words
from game.app.play_context import Part, PlayContext
from game.engine.contract import Action
from game.goldmine.tiles import Tile
from game.goldmine.view.mine_view import MineView
from game.goldmine.view.tile_art import TileArt


class GoldMineContext(PlayContext, Protocol):
    """Gold Mine's play scene as its parts see it: the shared surface, the mine on screen
    and the game's parts."""

    view: MineView
    art: TileArt
    panel: Part  # MinePanel
    choices: Part  # the panel's choice buttons (game.app.choices)
    marking: Part  # MineMarks
    controls: Part  # MineControls
    challenge_box: Part  # ChallengeBox
    motion: Part  # MineMotion

    @property
    def pending(self) -> Action | None: ...
    def tile_to_place(self) -> Tile | None: ...
    def preview_rot(self) -> int: ...
    def targets(self) -> dict: ...
    def commit(self, action: Action) -> None: ...
    def say(self, words: Words) -> str: ...
