"""Fonts for text the game draws itself: the static Noto Sans KR bundled with pygame-gui.

Noto Sans KR covers Hangul and Latin, so one family serves both languages and the
look does not jump when the language changes.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import pygame

FONT_PACKAGE = "pygame_gui.data"
REGULAR = "NotoSansKR-Regular.ttf"
BOLD = "NotoSansKR-Bold.ttf"


def font_file(bold: bool = False):
    """A traversable resource for the regular or bold face (works frozen too)."""
    return resources.files(FONT_PACKAGE).joinpath(BOLD if bold else REGULAR)


@lru_cache(maxsize=64)
def _font_bytes(bold: bool) -> bytes:
    return font_file(bold).read_bytes()


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A cached font of ``size`` pixels."""
    import io

    size = max(6, int(size))
    return pygame.font.Font(io.BytesIO(_font_bytes(bold)), size)


@lru_cache(maxsize=1024)
def render(
    text: str, size: int, colour, bold: bool = False, shadow: tuple | None = None
) -> pygame.Surface:
    """Render one line of text, optionally with a 1-2 px drop shadow.

    Cached: callers must not draw on the returned surface.
    """
    face = font(size, bold)
    surface = face.render(text, True, colour)
    if shadow is None:
        return surface
    offset = max(1, size // 18)
    out = pygame.Surface(
        (surface.get_width() + offset, surface.get_height() + offset), pygame.SRCALPHA
    )
    out.blit(face.render(text, True, shadow), (offset, offset))
    out.blit(surface, (0, 0))
    return out


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels (words, or characters for Korean)."""
    face = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = f"{current} {word}" if current else word
            if face.size(candidate)[0] <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = word
            while face.size(current)[0] > width and len(current) > 1:
                cut = len(current)
                while cut > 1 and face.size(current[:cut])[0] > width:
                    cut -= 1
                lines.append(current[:cut])
                current = current[cut:]
        lines.append(current)
    return lines
