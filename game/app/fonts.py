"""Fonts for text the game draws itself: the static Noto Sans KR bundled with pygame-gui.

Noto Sans KR covers Hangul and Latin, so one family serves both languages and the
look does not jump when the language changes.

Memory (issue 15): a face is opened from the font's file, which FreeType reads as it needs
(reading the 6 MB file into memory once per style cost 12 MB for good); at most
:data:`MAX_FACES` faces are kept (each holds its own glyph cache), and rendered texts are
kept up to :data:`RENDER_CACHE_BYTES` of pixels, not up to a number of entries.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Protocol

import pygame

from game.app.memory import SurfaceCache

FONT_PACKAGE = "pygame_gui.data"
REGULAR = "NotoSansKR-Regular.ttf"
BOLD = "NotoSansKR-Bold.ttf"
MAX_FACES = 12
"""Distinct (size, bold) faces kept open (a screen uses up to about ten; each holds about
0.75 MB: FreeType's and HarfBuzz's tables of the font and a glyph cache)."""
RENDER_CACHE_BYTES = 4 * 2**20
"""Pixels of rendered texts kept for reuse (about 1,000 lines of 20 px text)."""
ELLIPSIS = "..."
"""What a text cut short ends with, in both languages: three full stops, since Noto Sans KR
draws "…" (U+2026) as centred dots, the Korean way, in English too."""


NO_BREAK = "\u00a0"
"""A space that never breaks a line (drawn as a plain space): keeps a phrase together."""


class Measures(Protocol):
    """A face that measures a text (a pygame font, or a pygame-gui button's)."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def font_file(bold: bool = False):
    """A traversable resource for the regular or bold face (works frozen too)."""
    return resources.files(FONT_PACKAGE).joinpath(BOLD if bold else REGULAR)


@lru_cache(maxsize=2)
def _font_source(bold: bool) -> str | bytes:
    """The font's file path, or its bytes (read once) where it is not a plain file."""
    resource = font_file(bold)
    if isinstance(resource, Path) and resource.is_file():
        return str(resource)
    return resource.read_bytes()


@lru_cache(maxsize=MAX_FACES)
def _face(size: int, bold: bool) -> pygame.font.Font:
    source = _font_source(bold)
    return pygame.font.Font(io.BytesIO(source) if isinstance(source, bytes) else source, size)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A cached font of ``size`` pixels (``font(20)``, ``font(20.0, False)`` and
    ``font(size=20)`` are the same face)."""
    return _face(max(6, int(size)), bool(bold))


font.cache_clear = _face.cache_clear  # type: ignore[attr-defined]
font.cache_info = _face.cache_info  # type: ignore[attr-defined]


def _render(
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


_rendered = SurfaceCache(_render, RENDER_CACHE_BYTES)


def render(
    text: str, size: int, colour, bold: bool = False, shadow: tuple | None = None
) -> pygame.Surface:
    """Render one line of text, optionally with a 1-2 px drop shadow.

    Cached (up to :data:`RENDER_CACHE_BYTES`): callers must not draw on the returned
    surface."""
    return _rendered(text, int(size), colour, bool(bold), shadow)


render.cache_clear = _rendered.cache_clear  # type: ignore[attr-defined]
render.cache_info = _rendered.cache_info  # type: ignore[attr-defined]


LEAST_DESIGN = 15
"""A small text shrinks with the window only down to what this design size becomes: 12 px
at 1024x640, 10 px at 80 % there (docs/decisions.md, "Every text fits or wraps")."""


def readable(px: Callable[[float], int], design: int) -> int:
    """The pixel size of a text of ``design`` size: scaled like the layout (``px``), but not
    below what :data:`LEAST_DESIGN` becomes, nor above ``design`` itself, so that a small
    window shrinks the boxes more than the words."""
    return max(px(design), min(design, px(LEAST_DESIGN)))


INK_SAMPLE = "Ag빨"
"""Letters that reach as high and as low as a line's letters do (Latin and Hangul)."""


@lru_cache(maxsize=64)
def ink(size: int, bold: bool = False) -> tuple[int, int]:
    """Where a line's letters begin and end, from the top of its rendered box: the box keeps
    room above and below them that two lines stacked in a tight row need not keep."""
    rect = font(size, bold).render(INK_SAMPLE, True, (255, 255, 255)).get_bounding_rect()
    return rect.top, rect.bottom


def fit(text: str, size: int, width: int, bold: bool = False, least: int = 12) -> tuple[int, str]:
    """``(size, text)`` for one line in ``width`` pixels: the size shrinks (not below
    ``least``) until the text fits; a text too long even then is cut, ending in :data:`ELLIPSIS`
    (only a player's own long name gets there)."""
    least = min(size, least)
    wide = font(size, bold).size(text)[0]
    if wide > width and size > least:
        # Text widths grow about in proportion to the size: start the search just above
        # the estimate instead of opening a face for every size on the way down.
        size = max(least, min(size - 1, math.ceil(size * width / max(1, wide)) + 1))
        while size > least and font(size, bold).size(text)[0] > width:
            size -= 1
    return size, shorten(text, font(size, bold), width)


def shorten(text: str, face: Measures, width: int) -> str:
    """``text`` as it is when it fits ``width`` pixels of ``face``, else cut to fit with
    :data:`ELLIPSIS` at its end (the one way every screen cuts a text short)."""
    if face.size(text)[0] <= width:
        return text
    keep = longest_fit(
        0, len(text) + 1, lambda a, b: face.size(text[a : b - 1] + ELLIPSIS)[0], width
    )
    return text[: max(0, keep - 1)].rstrip() + ELLIPSIS


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels (words, or characters for Korean).

    Only a plain space breaks a line: words joined by a no-break space (:data:`NO_BREAK`,
    written ``\\u00a0`` in a locale, as in "won 2 rounds to 0") stay on one line.  A word
    too long for a line is cut into the longest pieces that fit, in linear time."""
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
            if len(current) > 1 and face.size(current)[0] > width:
                long_word = current

                def measure(start: int, end: int, long_word: str = long_word) -> int:
                    return face.size(long_word[start:end])[0]

                pieces = [long_word[a:b] for a, b in cuts(len(long_word), measure, width)]
                lines.extend(pieces[:-1])
                current = pieces[-1]
        lines.append(current)
    return lines


def longest_fit(start: int, count: int, measure: Callable[[int, int], int], width: int) -> int:
    """The largest ``end`` in ``start+1..count`` whose piece ``[start, end)`` fits ``width``
    (``start + 1`` when not even one item fits: every piece holds at least one).

    Galloping then bisecting measures pieces at most about twice as long as the answer, so
    cutting a long word into lines costs time linear in its length, not quadratic."""
    lo = start + 1
    if lo >= count or measure(start, lo) > width:
        return lo
    while True:
        probe = min(count, start + 2 * (lo - start))
        if measure(start, probe) <= width:
            lo = probe
            if probe == count:
                return lo
        else:
            hi = probe
            break
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if measure(start, mid) <= width:
            lo = mid
        else:
            hi = mid
    return lo


def cuts(count: int, measure: Callable[[int, int], int], width: int) -> list[tuple[int, int]]:
    """``[start, end)`` pieces of ``count`` items, each the longest that fits ``width``."""
    pieces = []
    start = 0
    while start < count:
        end = longest_fit(start, count, measure, width)
        pieces.append((start, end))
        start = end
    return pieces
