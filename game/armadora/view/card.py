"""The Armadora picture on the main menu card, drawn from a small scripted position."""

from __future__ import annotations

import pygame

from game.armadora import actions as act
from game.armadora import board
from game.armadora.rules import ArmadoraRules
from game.armadora.view.board_view import BoardView, Overlay, frame_rect

# A short scripted opening: piles, factions, then a few warriors and palisades.
_PILES = (5, 4, 7, 3, 6, 4, 6, 5)
_MOVES = (
    act.warrior(board.cell_of(2, 1), 3),
    act.warrior(board.cell_of(4, 1), 1),
    act.palisade(board.line_between(board.cell_of(2, 2), board.cell_of(2, 3))),
    act.palisade(board.line_between(board.cell_of(3, 2), board.cell_of(3, 3))),
    act.warrior(board.cell_of(1, 2), 1),
    act.warrior(board.cell_of(5, 2), 2),
    act.palisade(board.line_between(board.cell_of(4, 1), board.cell_of(5, 1))),
    act.done(),
    act.warrior(board.cell_of(3, 1), 1),
)


def card_position():
    """The scripted position as a spectator sees it (the view draws observations)."""
    rules = ArmadoraRules()
    state = rules.initial_state({"players": 2, "factions": ["orc", "elf"]})
    rules.apply_chance(state, (_PILES, ("orc", "elf")))
    for action in _MOVES:
        if action in rules.legal_actions(state):
            rules.apply(state, action)
    return rules.observe_public(state)


def paint_card(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    # Draw the whole board large and show its upper-left part, like a photo crop: about
    # three rows high, and wide enough that the crop never runs off the board's right edge.
    cell = max(height * 1.7 / (board.HEIGHT + 0.55), width * 1.25 / board.WIDTH)
    big = pygame.Surface(
        (int(cell * (board.WIDTH + 0.55)) + 9, int(cell * (board.HEIGHT + 0.55)) + 9),
        pygame.SRCALPHA,
    )
    view = BoardView(big.get_rect().inflate(-8, -8), colorblind)
    shown = card_position()
    view.draw(
        big,
        shown,
        lambda cell: (shown.values[cell], False) if shown.face_up >> cell & 1 else (None, False),
        Overlay(),
    )
    crop = frame_rect(view)
    surface.blit(big, (0, 0), pygame.Rect(crop.x + crop.w // 6, crop.y, width, height))
    pygame.draw.rect(surface, (201, 162, 74), surface.get_rect(), 2, border_radius=10)
    return surface
