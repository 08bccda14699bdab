"""Rich text for the booklets: ``**bold**`` runs and ``[icon:name]`` icons inline, wrapped
word by word.

A word wider than its column (a long Korean run) is cut into pieces, and the cut points are
found by galloping search so that even a pathological very long word costs time linear in
its length.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app import fonts

IconFn = Callable[[str, int], "pygame.Surface | None"]
"""``(name, size) -> Surface | None``: an icon about ``size`` pixels tall; ``None`` (or a
``KeyError``) for a name the game does not know, which the text then simply leaves out."""


@dataclass(frozen=True)
class Icon:
    """An inline icon in a line of text (``[icon:name]`` in the source)."""

    name: str


Fragment = str | Icon
Run = tuple[Fragment, bool]  # (text or icon, bold)
IconLookup = Callable[[str, int], "pygame.Surface | None"]
"""``(name, text size) -> Surface | None``: the icon already scaled for text of that size."""

_BOLD = re.compile(r"\*\*")
_PIECES = re.compile(r"( +|\[icon:[\w.-]+\])")
_ICON = re.compile(r"\[icon:([\w.-]+)\]")


def icon_height(size: int) -> int:
    """Icons stand as tall as the text's ascent: taller than capitals, within the line."""
    return max(1, round(size * 1.15))


def icon_top(size: int, height: int) -> int:
    """Where an icon of ``height`` starts below the top of a text line of ``size``: centred on
    the capitals (ascent minus half a capital), so it sits on the line like a letter."""
    face = fonts.font(size)
    centre = face.get_ascent() - round(size * 0.36)
    return max(0, min(face.get_height() - height, centre - height // 2))


def scaled_icon(draw: IconFn | None, name: str, size: int) -> pygame.Surface | None:
    """The game's icon ``name`` for text of ``size``, scaled to :func:`icon_height` (keeping its
    proportions when the game drew it at another size); ``None`` when unknown."""
    if draw is None:
        return None
    height = icon_height(size)
    try:
        image = draw(name, height)
    except KeyError:
        return None
    if image is None:
        return None
    if image.get_height() != height and image.get_height() > 0:
        width = max(1, round(image.get_width() * height / image.get_height()))
        image = pygame.transform.smoothscale(image, (width, height))
    return image


def _words(paragraph: str, size: int, icons: IconLookup | None) -> list[list[Run]]:
    """Words (split at spaces), each a list of ``(fragment, bold)`` glued together.

    An icon token is a fragment of its own; one the game does not know is left out."""
    words: list[list[Run]] = []
    bold = False
    space = True
    for index, segment in enumerate(_BOLD.split(paragraph)):
        if index:
            bold = not bold
        for piece in _PIECES.split(segment):
            if not piece:
                continue
            if piece.isspace():
                space = True
                continue
            fragment: Fragment = piece
            icon = _ICON.fullmatch(piece)
            if icon is not None:
                name = icon.group(1)
                if icons is None or icons(name, size) is None:
                    continue
                fragment = Icon(name)
            if space or not words:
                words.append([])
            words[-1].append((fragment, bold))
            space = False
    return words


def _fragment_width(fragment: Fragment, bold: bool, size: int, icons: IconLookup | None) -> int:
    if isinstance(fragment, Icon):
        image = icons(fragment.name, size) if icons is not None else None
        return 0 if image is None else image.get_width()
    return fonts.font(size, bold).size(fragment)[0]


def _width(parts: list[Run], size: int, icons: IconLookup | None = None) -> int:
    return sum(_fragment_width(f, b, size, icons) for f, b in parts)


def _group(atoms: list[Run]) -> list[Run]:
    """Single characters and icons back into runs (consecutive characters of one style)."""
    runs: list[Run] = []
    for fragment, bold in atoms:
        last = runs[-1] if runs else None
        if isinstance(fragment, str) and last and isinstance(last[0], str) and last[1] == bold:
            runs[-1] = (last[0] + fragment, bold)
        else:
            runs.append((fragment, bold))
    return runs


def _split_long(parts: list[Run], size: int, width: int, icons: IconLookup | None) -> list:
    """A word wider than the column, cut into pieces that fit (long Korean runs); each keeps
    its styles and icons (an icon is never cut)."""
    atoms: list[Run] = []
    for fragment, bold in parts:
        if isinstance(fragment, Icon):
            atoms.append((fragment, bold))
        else:
            atoms.extend((char, bold) for char in fragment)

    def measure(start: int, end: int) -> int:
        return _width(_group(atoms[start:end]), size, icons)

    return [_group(atoms[a:b]) for a, b in fonts.cuts(len(atoms), measure, width)]


def rich_lines(
    value: str, size: int, width: int, icons: IconLookup | None = None
) -> list[list[Run]]:
    """Lines of ``(fragment, bold)`` runs; consecutive text runs in one style are merged.

    A fragment is a string, or an :class:`Icon` that ``icons`` can draw (unknown icons, and
    all icons when ``icons`` is ``None``, are left out)."""
    space = fonts.font(size).size(" ")[0]
    out: list[list[Run]] = []
    for paragraph in value.split("\n"):
        line: list[list[Run]] = []
        line_w = 0
        for word in _words(paragraph, size, icons):
            w = _width(word, size, icons)
            if w > width:
                if line:
                    out.append(_merge(line))
                    line, line_w = [], 0
                pieces = _split_long(word, size, width, icons)
                for piece in pieces[:-1]:
                    out.append(_merge([piece]))
                word = pieces[-1] if pieces else word
                w = _width(word, size, icons)
            extra = w + (space if line else 0)
            if line and line_w + extra > width:
                out.append(_merge(line))
                line, line_w = [word], w
            else:
                line.append(word)
                line_w += extra
        out.append(_merge(line))
    return out


def _merge(words: list[list[Run]]) -> list[Run]:
    """Words into runs: the space between two words joins the run before it."""
    runs: list[Run] = []
    for i, word in enumerate(words):
        for j, (fragment, bold) in enumerate(word):
            if i and j == 0:
                if runs and isinstance(runs[-1][0], str):
                    runs[-1] = (runs[-1][0] + " ", runs[-1][1])
                else:
                    runs.append((" ", bold))
            last = runs[-1] if runs else None
            if (
                isinstance(fragment, str)
                and last is not None
                and isinstance(last[0], str)
                and last[1] == bold
            ):
                runs[-1] = (last[0] + fragment, bold)
            else:
                runs.append((fragment, bold))
    return runs


def line_width(runs: list[Run], size: int, icons: IconLookup | None = None) -> int:
    """The drawn width of one line from :func:`rich_lines`."""
    return _width(runs, size, icons)


def draw_runs(
    surface: pygame.Surface,
    runs: list[Run],
    size: int,
    pos: tuple[int, int],
    colour,
    bold_colour,
    icons: IconLookup | None = None,
) -> None:
    """Draw one line from :func:`rich_lines` with its top-left at ``pos``."""
    x, y = pos
    for fragment, bold in runs:
        if isinstance(fragment, Icon):
            image = icons(fragment.name, size) if icons is not None else None
            if image is not None:
                surface.blit(image, (x, y + icon_top(size, image.get_height())))
                x += image.get_width()
            continue
        image = fonts.render(fragment, size, bold_colour if bold else colour, bold=bold)
        surface.blit(image, (x, y))
        x += fonts.font(size, bold).size(fragment)[0]
