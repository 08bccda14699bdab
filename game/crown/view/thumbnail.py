"""Crown & Dragon's small pictures and measures for the shared screens: a board in the
Load list, how far a game has gone, and the best result on the Statistics screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.crown.cards import HERO_INDEX
from game.crown.view.board_art import paint_board
from game.crown.view.pieces import draw_hero, ink_on, seat_colour, seat_shape
from game.engine.contract import Outcome
from game.text import tr

OVERSAMPLE = 2
"""The board is drawn this many times larger, then smoothly scaled down."""
BEFORE_PLAY = ("deal", "keep", "keep_place")
"""Stages of the setup, before the first round is played."""


def board_picture(observation: Any, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    """The whole board of ``observation`` (a public one), as large a square as fits ``size``."""
    side = max(8, min(size[0], size[1]))
    big = pygame.Surface((side * OVERSAMPLE, side * OVERSAMPLE), pygame.SRCALPHA)
    geo = paint_board(big, big.get_rect(), observation, colorblind)
    used = geo.rect.clip(big.get_rect())
    out = (max(1, used.w // OVERSAMPLE), max(1, used.h // OVERSAMPLE))
    return pygame.transform.smoothscale(big.subsurface(used), out)


def seat_badge(seat: int, value: Any, size: int, colorblind: bool) -> pygame.Surface:
    """The seat's token on the New game screen: its hero in the seat's colour once one is
    chosen, else the seat's colour and shape (a random hero is dealt at the start)."""
    side = max(8, int(size))
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side / 2, side / 2)
    if isinstance(value, str) and value in HERO_INDEX:
        draw_hero(surface, seat, HERO_INDEX[value], centre, side * 0.98, colorblind)
        return surface
    colour = seat_colour(seat, colorblind)
    pygame.draw.circle(surface, colour, centre, side * 0.42)
    pygame.draw.circle(surface, (20, 16, 14), centre, side * 0.42, max(1, side // 14))
    seat_shape(surface, seat, centre, side * 0.18, ink_on(colour))
    return surface


def progress(observation: Any) -> str:
    """ "Setting up", or the round being played (of the round limit, if there is one)."""
    if observation.stage in BEFORE_PLAY:
        return tr("crown_view.progress.setup")
    if observation.round_limit is None:
        return tr("crown_view.progress.round_open", round=observation.round)
    return tr("crown_view.progress.round", round=observation.round, limit=observation.round_limit)


def fastest_crowning(outcome: Outcome, humans: Sequence[int]) -> float | None:
    """Crown & Dragon's best result: the fewest rounds a human side took to win by the goal
    (the crown and enough points).  A win at the round limit does not count: the limit
    chosen, not the play, decides how long that game lasted."""
    if outcome.detail.get("end") != "goal":
        return None
    if not any(seat in outcome.winners for seat in humans):
        return None
    rounds = outcome.detail.get("rounds")
    return float(rounds) if isinstance(rounds, int) else None
