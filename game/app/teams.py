"""How partners are shown: the same band beside each partner's row, on the setup screen, in
a game's side panel and (as a shared frame) on the Results screen.

A team's band is made of its members' own seat colours, one piece each in seat order: it
names the team by the colours its players already wear, and so can never be mistaken for
another seat's colour (fixed team colours did: Gold Mine's gold band beside its yellow
miner)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

Colour = tuple[int, int, int]
UNDEALT = ((214, 170, 70), (120, 170, 220), (170, 120, 200))
"""The bands of the first, second and third team while the seats have no colours of their
own yet (Armadora's factions are dealt when the game starts): one colour per team."""


def team_bands(members: Sequence[Sequence[int]], colour: Callable[[int], Colour]) -> list:
    """Each team's band colours, in the order of ``members`` (each team's seats): its
    seats' colours, or while two teams would look alike (colours not dealt yet) the
    :data:`UNDEALT` colour of its place."""
    bands = [[colour(seat) for seat in team] for team in members]
    if len({tuple(band) for band in bands}) < len(bands):
        return [[UNDEALT[index % len(UNDEALT)]] for index in range(len(bands))]
    return bands


def band_pieces(band: pygame.Rect, colours: Sequence[Colour]) -> list[tuple[pygame.Rect, Colour]]:
    """``band`` cut along its length into one piece per partner's colour, in order."""
    count = max(1, len(colours))
    pieces = []
    for index, colour in enumerate(colours):
        top = band.y + band.h * index // count
        bottom = band.y + band.h * (index + 1) // count
        pieces.append((pygame.Rect(band.x, top, band.w, bottom - top), colour))
    return pieces


def paint_band(surface: pygame.Surface, band: pygame.Rect, colours: Sequence[Colour]) -> None:
    for piece, colour in band_pieces(band, colours):
        pygame.draw.rect(surface, colour, piece)


def band_image(size: tuple[int, int], colours: Sequence[Colour]) -> pygame.Surface:
    """A team's band as an image of ``size`` (the setup screen's)."""
    image = pygame.Surface(size)
    paint_band(image, image.get_rect(), colours)
    return image


def draw_team_band(
    surface: pygame.Surface,
    row: pygame.Rect,
    colours: Sequence[Colour],
    px: Callable[[float], int],
) -> pygame.Rect:
    """The team's band (its members' ``colours``) along the left edge of a seat's ``row``
    (inside it)."""
    band = pygame.Rect(row.x + px(2), row.y + px(4), px(5), row.h - px(8))
    paint_band(surface, band, colours)
    return band
