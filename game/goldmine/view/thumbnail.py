"""Gold Mine's small pictures and measures for the shared screens: a mine in the Load list,
how far a game has gone, and the best result on the Statistics screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.contract import Outcome
from game.goldmine.view.mine_view import Marks, MineView, mine_bounds
from game.goldmine.view.words import progress  # noqa: F401 (the view registry names it here)

OVERSAMPLE = 2
"""The picture is drawn this many times larger, then smoothly scaled down."""

_views: dict[bool, MineView] = {}
"""One view per colour setting, so the tile pictures are drawn once for every thumbnail."""


def board_picture(observation: Any, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    """The whole mine as ``observation`` (a public one) shows it, fitted into ``size``: its
    tiles, nuggets and miners."""
    w, h = max(1, size[0]) * OVERSAMPLE, max(1, size[1]) * OVERSAMPLE
    view = _views.setdefault(colorblind, MineView(colorblind))
    view.set_rect(pygame.Rect(0, 0, w, h), 88)
    view.camera.fit(mine_bounds(observation.board, 0.15), margin=0)
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    view.draw(big, observation, Marks())
    used = view.camera.rect_to_screen(mine_bounds(observation.board, 0.15)).clip(big.get_rect())
    out = (max(1, used.w // OVERSAMPLE), max(1, used.h // OVERSAMPLE))
    return pygame.transform.smoothscale(big.subsurface(used), out)


def fastest_win(outcome: Outcome, humans: Sequence[int]) -> float | None:
    """The production rounds a won game took (the round of the climb-out counts); None for
    a game no human side won."""
    if not any(seat in outcome.winners for seat in humans):
        return None
    rounds = outcome.detail.get("rounds")
    if not isinstance(rounds, int):
        return None
    return rounds + 1 if outcome.detail.get("end") == "climb" else rounds
