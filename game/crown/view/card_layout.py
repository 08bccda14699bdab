"""Where a Crown & Dragon card's words go.  A *compact* card (narrower than
:data:`FULL_WIDTH`, e.g. 60x84 in the market or a hand) shows icons and numbers with at most
a short name; a *full* card shows every word.  :func:`card_texts` lays a card's words out
(the tests use it to check that every text fits its box); the painter draws them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game import text
from game.app import fonts
from game.crown.cards import ACTIONS, BLACKS, BRANCHES, GENERALS, GRADES, MILITARY, ROLES, WEAPONS
from game.crown.view.card_icons import BACKS, INK, INK_LIGHT, Colour

DECKS = ("military", "general", "action", "black")
FULL_WIDTH = 110
"""Cards at least this wide show their full text; narrower ones icons and numbers."""


# --- text layout ----------------------------------------------------------------------------


@dataclass(frozen=True)
class TextBox:
    """One line of a card's text: where it goes, its size and weight.  ``area`` is the box
    of the block it belongs to (a line must fit its ``rect`` and stay inside ``area``)."""

    text: str
    rect: pygame.Rect
    px: int
    bold: bool
    colour: Colour
    area: pygame.Rect
    align: str = "center"


def _line_step(px: int) -> int:
    return round(px * 1.3)


def text_block(
    words: str,
    area: pygame.Rect,
    px_max: int,
    px_min: int,
    colour: Colour,
    bold: bool = False,
    align: str = "center",
    max_lines: int = 99,
) -> list[TextBox]:
    """``words`` wrapped into ``area``: the largest size from ``px_max`` down to ``px_min``
    whose lines all fit, centred vertically."""
    px_max = max(px_max, px_min)
    whole = words.split()
    chosen: tuple[int, list[str]] | None = None
    fallback: tuple[int, list[str]] | None = None
    for size in range(px_max, px_min - 1, -1):
        wrapped = fonts.wrap(words, size, area.w, bold)
        face = fonts.font(size, bold)
        fits = all(face.size(line)[0] <= area.w for line in wrapped)
        if not (fits and len(wrapped) <= max_lines and len(wrapped) * _line_step(size) <= area.h):
            continue
        if " ".join(wrapped).split() == whole:  # no word cut in two
            chosen = (size, wrapped)
            break
        fallback = fallback or (size, wrapped)
    if chosen is None and max_lines == 1:  # a number or a name never breaks in two
        chosen = fallback or (px_min, [words])
    if chosen is None:
        chosen = fallback or (px_min, fonts.wrap(words, px_min, area.w, bold))
    px, lines = chosen
    step = _line_step(px)
    top = area.centery - len(lines) * step // 2
    return [
        TextBox(
            line,
            pygame.Rect(area.left, top + i * step, area.w, step),
            px,
            bold,
            colour,
            area,
            align,
        )
        for i, line in enumerate(lines)
    ]


def paint_texts(surface: pygame.Surface, boxes: Sequence[TextBox]) -> None:
    for box in boxes:
        image = fonts.render(box.text, box.px, box.colour, box.bold)
        y = box.rect.centery - image.get_height() // 2
        if box.align == "left":
            x = box.rect.left
        elif box.align == "right":
            x = box.rect.right - image.get_width()
        else:
            x = box.rect.centerx - image.get_width() // 2
        surface.blit(image, (x, y))


# --- card layouts ---------------------------------------------------------------------------


def is_full(size: tuple[int, int]) -> bool:
    return size[0] >= FULL_WIDTH


def is_banner(size: tuple[int, int]) -> bool:
    """A general's card as a banner, a row of the market: at least three times as wide as
    it is tall (:func:`general_banner_layout`)."""
    return size[0] >= 3 * size[1]


def px_for(size: tuple[int, int], fraction: float, least: int = 8) -> int:
    return max(least, round(min(size[0], size[1] * 0.72) * fraction))


def rel_rect(size: tuple[int, int], u: float, v: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(
        round(size[0] * u), round(size[1] * v), round(size[0] * w), round(size[1] * h)
    )


def _stat_rows(size: tuple[int, int], top: float, rows: int) -> list[pygame.Rect]:
    """Equal rows from ``top`` (fraction of the height) to the card's bottom margin."""
    height = (0.95 - top) / rows
    return [rel_rect(size, 0.08, top + i * height, 0.84, height) for i in range(rows)]


def _number_boxes(
    size: tuple[int, int], row: pygame.Rect, label: str, value: str, colour: Colour = INK
) -> list[TextBox]:
    """A label on the left (after its glyph) and a value on the right of one stat row."""
    glyph = row.h
    px = px_for(size, 0.085, 9)
    value_w = max(fonts.font(px, True).size(value)[0], row.h)
    label_area = pygame.Rect(row.left + glyph, row.top, row.w - glyph - value_w - 4, row.h)
    value_area = pygame.Rect(row.right - value_w, row.top, value_w, row.h)
    boxes = text_block(label, label_area, px, 8, colour, False, "left", 1)
    boxes += text_block(value, value_area, px, 8, colour, True, "right", 1)
    return boxes


def _signed(value: int) -> str:
    return "+" + str(value)


def military_layout(kind: int, size: tuple[int, int]) -> dict[str, object]:
    card = MILITARY[kind]
    weapon = text.tr(f"crown.weapon.{WEAPONS[card.weapon]}")
    if not is_full(size):
        stats = rel_rect(size, 0.04, 0.74, 0.92, 0.22)
        half = stats.w // 2
        atk_area = pygame.Rect(stats.left + stats.h * 0.7, stats.top, half - stats.h * 0.7, stats.h)
        def_area = pygame.Rect(
            stats.left + half + stats.h * 0.7, stats.top, half - stats.h * 0.7, stats.h
        )
        corner = round(size[1] * 0.2)
        px = px_for(size, 0.2, 8)
        texts = [
            *text_block(str(card.atk), atk_area, px, 8, INK, True, max_lines=1),
            *text_block(str(card.defence), def_area, px, 8, INK, True, max_lines=1),
            *text_block(
                str(card.price),
                pygame.Rect(2, 2, corner, corner),
                px_for(size, 0.17),
                7,
                INK,
                True,
                max_lines=1,
            ),
            *text_block(
                str(card.upkeep),
                pygame.Rect(size[0] - corner - 2, 2, corner, corner),
                px_for(size, 0.17),
                7,
                INK_LIGHT,
                True,
                max_lines=1,
            ),
        ]
        return {
            "texts": texts,
            "art": rel_rect(size, 0.14, 0.2, 0.72, 0.42),
            "chevrons": rel_rect(size, 0.1, 0.62, 0.8, 0.11),
            "stats": stats,
            "corner": corner,
        }
    subtitle = text.tr(
        "crown.card.military_line",
        grade=text.tr(f"crown.grade.{GRADES[card.grade]}"),
        branch=text.tr(f"crown.branch.{BRANCHES[card.branch]}"),
    )
    texts = _full_header(size, weapon, subtitle)
    rows = _stat_rows(size, 0.6, 4)
    texts += _stat_texts(
        size,
        rows,
        (
            ("crown.card.attack", str(card.atk)),
            ("crown.card.defence", str(card.defence)),
            ("crown.card.upkeep", str(card.upkeep)),
            ("crown.card.price", str(card.price)),
        ),
    )
    return {
        "texts": texts,
        "art": rel_rect(size, 0.2, 0.24, 0.6, 0.28),
        "chevrons": rel_rect(size, 0.2, 0.52, 0.6, 0.07),
        "rows": rows,
    }


def _full_header(size: tuple[int, int], title: str, subtitle: str) -> list[TextBox]:
    """A large card's title and the line under it (military and general cards)."""
    header = rel_rect(size, 0.06, 0.04, 0.88, 0.11)
    sub = rel_rect(size, 0.06, 0.15, 0.88, 0.07)
    return [
        *text_block(title, header, px_for(size, 0.12), 9, INK_LIGHT, True, max_lines=1),
        *text_block(subtitle, sub, px_for(size, 0.08), 8, INK_LIGHT, max_lines=1),
    ]


def _stat_texts(
    size: tuple[int, int], rows: list[pygame.Rect], values: tuple[tuple[str, str], ...]
) -> list[TextBox]:
    """A large card's numbers, one row each: its name (a locale key) and its value."""
    texts: list[TextBox] = []
    for row, (key, value) in zip(rows, values, strict=True):
        texts += _number_boxes(size, row, text.tr(key), value)
    return texts


BANNER_LEAST = 9
"""The least text size on a banner (the market's rows are tall enough for 11 and more)."""


def general_banner_layout(general: int, size: tuple[int, int]) -> dict[str, object]:
    """A general's card as one row: its weapon disc, its name, then ATK and DEF bonus and
    price each after its glyph, all at one size, the largest (up to about half the row's
    height) at which the name fits (the market in a small window: issue 36, item 3)."""
    card = GENERALS[general]
    name = text.tr(f"crown.general.{card.key}")
    w, h = size
    pad = max(2, h // 10)
    disc = pygame.Rect(pad + 1, pad, h - 2 * pad, h - 2 * pad)
    values = (("price", str(card.price)), ("def", _signed(card.defence)))
    values += (("atk", _signed(card.atk)),)
    px = max(BANNER_LEAST, round(h * 0.56))
    while True:
        face = fonts.font(px, True)
        glyph = max(6, round(px * 0.75))
        right = w - pad - 2
        numbers: list[TextBox] = []
        icons: list[tuple[str, pygame.Rect]] = []
        for kind, value in values:
            area = pygame.Rect(right - face.size(value)[0], 0, face.size(value)[0], h)
            numbers += text_block(value, area, px, px, INK, True, "right", 1)
            icon = pygame.Rect(area.x - glyph - 1, (h - glyph) // 2, glyph, glyph)
            icons.append((kind, icon))
            right = icon.x - max(2, px // 4)
        name_area = pygame.Rect(disc.right + pad, 0, right - disc.right - pad, h)
        if fonts.font(px).size(name)[0] <= name_area.w or px <= BANNER_LEAST:
            break
        px -= 1
    texts = text_block(name, name_area, px, BANNER_LEAST, INK, False, "left", 1) + numbers
    return {"texts": texts, "disc": disc, "icons": icons}


def general_layout(general: int, size: tuple[int, int]) -> dict[str, object]:
    card = GENERALS[general]
    name = text.tr(f"crown.general.{card.key}")
    weapon = text.tr(f"crown.weapon.{WEAPONS[card.weapon]}")
    if is_banner(size):
        return general_banner_layout(general, size)
    if not is_full(size):
        name_area = rel_rect(size, 0.06, 0.03, 0.88, 0.17)
        stats = rel_rect(size, 0.04, 0.66, 0.92, 0.16)
        half = stats.w // 2
        atk_area = pygame.Rect(stats.left + stats.h * 0.8, stats.top, half - stats.h * 0.8, stats.h)
        def_area = pygame.Rect(
            stats.left + half + stats.h * 0.8, stats.top, half - stats.h * 0.8, stats.h
        )
        price_area = rel_rect(size, 0.3, 0.83, 0.4, 0.15)
        texts = [
            *text_block(name, name_area, px_for(size, 0.17), 7, INK_LIGHT, True, max_lines=1),
            *text_block(_signed(card.atk), atk_area, px_for(size, 0.18), 7, INK, True, max_lines=1),
            *text_block(
                _signed(card.defence), def_area, px_for(size, 0.18), 7, INK, True, max_lines=1
            ),
            *text_block(str(card.price), price_area, px_for(size, 0.16), 7, INK, True, max_lines=1),
        ]
        return {
            "texts": texts,
            "art": rel_rect(size, 0.08, 0.2, 0.56, 0.46),
            "weapon": rel_rect(size, 0.6, 0.22, 0.36, 0.36),
            "stats": stats,
            "price": price_area,
        }
    subtitle = text.tr(
        "crown.card.general_line", role=text.tr(f"crown.role.{ROLES[card.role]}"), weapon=weapon
    )
    texts = _full_header(size, name, subtitle)
    rows = _stat_rows(size, 0.56, 5)[:3]
    texts += _stat_texts(
        size,
        rows,
        (
            ("crown.card.attack", _signed(card.atk)),
            ("crown.card.defence", _signed(card.defence)),
            ("crown.card.price", str(card.price)),
        ),
    )
    note = rel_rect(size, 0.08, 0.56 + 3 * 0.078, 0.84, 0.95 - 0.56 - 3 * 0.078)
    texts += text_block(
        text.tr("crown.card.general_note", weapon=weapon), note, px_for(size, 0.07), 8, INK
    )
    return {
        "texts": texts,
        "art": rel_rect(size, 0.1, 0.24, 0.5, 0.3),
        "weapon": rel_rect(size, 0.6, 0.28, 0.3, 0.22),
        "rows": rows,
    }


def effect_layout(deck: str, kind: int, size: tuple[int, int]) -> dict[str, object]:
    names = ACTIONS if deck == "action" else BLACKS
    name = text.tr(f"crown.{deck}.{names[kind]}")
    ink = INK if deck == "action" else INK_LIGHT
    if is_banner(size):
        return effect_banner_layout(name, ink, size)
    if not is_full(size):
        name_area = rel_rect(size, 0.05, 0.03, 0.9, 0.32)
        texts = text_block(name, name_area, px_for(size, 0.17), 7, ink, True, max_lines=2)
        return {"texts": texts, "art": rel_rect(size, 0.12, 0.38, 0.76, 0.56)}
    header = rel_rect(size, 0.06, 0.04, 0.88, 0.14)
    help_area = rel_rect(size, 0.08, 0.54, 0.84, 0.36)
    footer = rel_rect(size, 0.06, 0.9, 0.88, 0.07)
    texts = [
        *text_block(name, header, px_for(size, 0.12), 8, ink, True, max_lines=2),
        *text_block(
            text.tr(f"crown.{deck}_help.{names[kind]}"), help_area, px_for(size, 0.085), 8, ink
        ),
        *text_block(
            text.tr(f"crown.card.deck_{deck}"), footer, px_for(size, 0.065), 7, ink, max_lines=1
        ),
    ]
    return {"texts": texts, "art": rel_rect(size, 0.2, 0.19, 0.6, 0.34)}


def effect_banner_layout(name: str, ink: Colour, size: tuple[int, int]) -> dict[str, object]:
    """An action or black card as one row (a hand beside the board): its picture in a disc,
    its name on one line at about half the row's height, so a row as tall as the hand's
    (:func:`game.crown.view.offboard.hand_rects`) reads at the readable floor (issue 51:
    the names were 7 px on cards 40 px wide)."""
    w, h = size
    pad = max(2, h // 10)
    disc = pygame.Rect(pad + 1, pad, h - 2 * pad, h - 2 * pad)
    area = pygame.Rect(disc.right + 2 * pad, 0, w - disc.right - 3 * pad, h)
    least = max(BANNER_LEAST, round(h * BANNER_TEXT) - 2)
    texts = text_block(name, area, round(h * BANNER_TEXT), least, ink, True, "left", 1)
    return {"texts": texts, "art": disc}


BANNER_TEXT = 0.56
"""A banner's text size against its height."""


def card_texts(deck: str, kind: int, size: tuple[int, int]) -> list[TextBox]:
    """Every line of text the card ``kind`` of ``deck`` shows at ``size``, where it goes."""
    if deck == "military":
        layout = military_layout(kind, size)
    elif deck == "general":
        layout = general_layout(kind, size)
    elif deck in ("action", "black"):
        layout = effect_layout(deck, kind, size)
    elif deck == "back":
        layout = back_layout(DECKS[kind], size)
    else:
        raise ValueError(deck)
    return list(layout["texts"])  # type: ignore[arg-type]


def back_layout(deck: str, size: tuple[int, int]) -> dict[str, object]:
    if not is_full(size):
        return {"texts": [], "art": rel_rect(size, 0.15, 0.2, 0.7, 0.6)}
    band = rel_rect(size, 0.1, 0.8, 0.8, 0.1)
    colour = BACKS[deck][1]
    texts = text_block(
        text.tr(f"crown.card.deck_{deck}"), band, px_for(size, 0.1), 8, colour, True, max_lines=1
    )
    return {"texts": texts, "art": rel_rect(size, 0.15, 0.14, 0.7, 0.6)}
