"""Armadora's small pictures and measures for the shared screens: a position in the Load list,
and the best result on the Statistics screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.armadora.view.board_view import BoardView, frame_rect
from game.engine.contract import Outcome

OVERSAMPLE = 2
"""The picture is drawn this many times larger, then smoothly scaled down."""


def board_picture(observation: Any, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    """The board as ``observation`` (a public one) shows it, fitted into ``size``: warriors,
    palisades and the territories they closed; face-down warriors stay face down."""
    w, h = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((w * OVERSAMPLE, h * OVERSAMPLE), pygame.SRCALPHA)
    view = BoardView(big.get_rect(), colorblind)
    view.draw(big, observation, lambda cell: (observation.values[cell] or None, False))
    used = frame_rect(view).clip(big.get_rect())
    out = (max(1, used.w // OVERSAMPLE), max(1, used.h // OVERSAMPLE))
    return pygame.transform.smoothscale(big.subsurface(used), out)


def most_gold(outcome: Outcome, humans: Sequence[int]) -> float | None:
    """The most gold a human seat (its side) ended a game with."""
    gold = [outcome.scores[seat] for seat in humans if seat in outcome.scores]
    return max(gold) if gold else None
