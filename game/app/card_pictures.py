"""The main menu's card pictures, drawn once and kept in the per-user cache folder.

A game's card picture is drawn from a real position of the game (its rules, board and
pieces), which is most of what starting the app would otherwise import before the menu
can show.  Once drawn, the picture is kept as a PNG under a stamp of the code that drew it
(:func:`game.app.user_cache.code_stamp`) and read back at the next start, so the menu's
first frame needs none of a game's modules; a new window size, language, palette or build
draws it again.
"""

from __future__ import annotations

import io
from functools import cache
from typing import Any

import pygame

from game import text
from game.app import user_cache

KIND = "cards"


@cache
def _stamp() -> str:
    return user_cache.code_stamp()


def card_picture(view: Any, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    """``view.card_picture(size, colorblind)``, from the cache when it was drawn before."""
    width, height = size
    name = f"{view.game_id}-{text.language()}-{width}x{height}-{int(colorblind)}.png"
    data = user_cache.load(KIND, _stamp(), name)
    if data is not None:
        try:
            picture = pygame.image.load(io.BytesIO(data), name)
        except (pygame.error, ValueError):
            picture = None  # damaged: drawn again below
        if picture is not None and picture.get_size() == (width, height):
            return picture
    picture = view.card_picture(size, colorblind=colorblind)
    out = io.BytesIO()
    try:
        pygame.image.save(picture, out, name)
    except pygame.error:
        return picture
    user_cache.store(KIND, _stamp(), name, out.getvalue())
    return picture
