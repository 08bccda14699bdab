"""A play scene's part: the picture behind the board.  The window's background, the side
panel's frame and what the game paints that only changes with the position, kept as one
window-sized copy and painted again only when the position, the window, the viewer or the
game's own key changes; in a window too big for a copy (:func:`memory.may_keep_window_copy`)
it is painted straight on the window every frame instead."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.app import art, memory, theme
from game.app.play_context import PlayContext

Paint = Callable[[pygame.Surface], None]
PANEL_FILL = (30, 25, 34)


class Backdrop:
    """The cached backdrop of ``scene`` (a :class:`game.app.play.PlayScene`)."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene
        self.surface: pygame.Surface | None = None
        self.key: tuple | None = None

    def get(self, key: Hashable, paint: Paint) -> pygame.Surface:
        """The backdrop, cached per position version, window size, viewer and ``key``."""
        scene = self.scene
        size = scene.app.size
        full = (scene.version, size, scene.viewer, key)
        if self.surface is None or self.key != full:
            if self.surface is None or self.surface.get_size() != size:
                self.surface = None  # the old picture goes before the new one is made
                self.surface = pygame.Surface(size).convert()
            self._paint(self.surface, paint)  # painted over: no new 4 MB a step
            self.key = full
        return self.surface

    def draw(self, surface: pygame.Surface, key: Hashable, paint: Paint) -> None:
        """Draw the backdrop on ``surface`` (the window): from the cached copy, or painted
        straight on the window when a copy of it would be over the budget."""
        if memory.may_keep_window_copy(self.scene.app.size):
            surface.blit(self.get(key, paint), (0, 0))
            return
        self.scene.drop_caches()
        self._paint(surface, paint)

    def drop(self) -> None:
        self.surface = self.key = None

    def _paint(self, surface: pygame.Surface, paint: Paint) -> None:
        art.paint_background(surface)
        px = self.scene.px
        panel = self.scene.panel_rect.inflate(-px(8), -px(8))
        pygame.draw.rect(surface, PANEL_FILL, panel, border_radius=px(14))
        pygame.draw.rect(surface, theme.GOLD_DARK, panel, 2, border_radius=px(14))
        paint(surface)
