"""Crown & Dragon's cards, drawn by the game: military, general, action and black cards and
the four card backs.

Every card is painted on demand at the size asked for and cached (keyed by its arguments
and the current language; the cache is bounded, the least recently used card goes first).
Its words are laid out by :mod:`game.crown.view.card_layout`; its marks are
:mod:`game.crown.view.card_icons` and :mod:`game.crown.view.effect_icons`.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

import pygame

from game import text
from game.app import memory
from game.crown.cards import GENERALS, MILITARY
from game.crown.view.card_icons import (
    ACTION_FRAME,
    ATK_RED,
    BACKS,
    BLACK_ACCENT,
    BLACK_FRAME,
    BLACK_INNER,
    GENERAL_FRAME,
    GOLD,
    PARCHMENT,
    PARCHMENT_DARK,
    Colour,
    branch_colour,
    draw_attack,
    draw_branch,
    draw_chevrons,
    draw_coin,
    draw_defence,
    draw_general,
    draw_upkeep,
    draw_weapon,
    square_in,
)
from game.crown.view.card_layout import (
    DECKS,
    back_layout,
    effect_layout,
    general_layout,
    is_banner,
    is_full,
    military_layout,
    paint_texts,
    rel_rect,
)
from game.crown.view.effect_icons import draw_action, draw_black, draw_eye

CACHE_SIZE = 400
"""Most cards kept painted at once (a market, a hand and a booklet page are far fewer)."""
CACHE_PIXELS = 4_000_000
"""Most pixels kept painted at once (16 MB): large cards leave sooner than small ones."""


# --- cache ---------------------------------------------------------------------------------

_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_pixels = [0]
"""The pixels the cache holds now (one cell, so the functions below can update it)."""


def _area(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height()


def _cached(key: tuple, paint: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The card for ``key`` (language added), painting it on a miss; the least recently
    used cards are dropped beyond :data:`CACHE_SIZE` cards or :data:`CACHE_PIXELS` pixels
    (the newest card always stays)."""
    key = (*key, text.language())
    surface = _cache.get(key)
    if surface is not None:
        _cache.move_to_end(key)
        return surface
    surface = paint()
    _cache[key] = surface
    _pixels[0] += _area(surface)
    while len(_cache) > 1 and (len(_cache) > CACHE_SIZE or _pixels[0] > CACHE_PIXELS):
        _, dropped = _cache.popitem(last=False)
        _pixels[0] -= _area(dropped)
    return surface


def cache_size() -> int:
    """How many painted cards the cache holds now."""
    return len(_cache)


def cache_pixels() -> int:
    """How many pixels the painted cards in the cache cover."""
    return _pixels[0]


def clear_cache() -> None:
    _cache.clear()
    _pixels[0] = 0


memory.forget_on_leave(clear_cache)  # the cards a screen painted go with it


# --- painting ---------------------------------------------------------------------------------


def _frame(size: tuple[int, int], outer: Colour, inner: Colour) -> pygame.Surface:
    """A blank card: rounded, an outer colour and an inner panel (a banner's by its height)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    side = min(size[0], size[1] // 2) if size[0] >= 3 * size[1] else size[0]
    radius = max(3, round(side * 0.08))
    rect = surface.get_rect()
    pygame.draw.rect(surface, outer, rect, border_radius=radius)
    border = max(3, round(side * 0.04))
    pygame.draw.rect(
        surface,
        inner,
        rect.inflate(-2 * border, -2 * border),
        border_radius=max(2, radius - border),
    )
    pygame.draw.rect(surface, (0, 0, 0), rect, 1, border_radius=radius)
    return surface


def _ensure_fonts() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


def military_card(kind: int, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """Military card ``kind`` (its type, ``weapon * 4 + grade``): weapon, branch (colour and
    mark), grade (chevrons), ATK, DEF, upkeep and price.  Cached: do not draw on it."""
    size = (int(size[0]), int(size[1]))
    return _cached(
        ("military", kind, size, colorblind), lambda: _paint_military(kind, size, colorblind)
    )


def _paint_military(kind: int, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    _ensure_fonts()
    card = MILITARY[kind]
    colour = branch_colour(card.branch, colorblind)
    surface = _frame(size, colour, PARCHMENT)
    layout = military_layout(kind, size)
    art: pygame.Rect = layout["art"]  # type: ignore[assignment]
    if is_full(size):
        band = pygame.Rect(0, 0, size[0], round(size[1] * 0.23))
        pygame.draw.rect(
            surface,
            colour,
            band,
            border_top_left_radius=round(size[0] * 0.08),
            border_top_right_radius=round(size[0] * 0.08),
        )
        mark = rel_rect(size, 0.06, 0.26, 0.14, 0.1)
        draw_branch(surface, card.branch, mark, colour)
        for row, glyph in zip(
            layout["rows"], (draw_attack, draw_defence, draw_upkeep, None), strict=True
        ):  # type: ignore[call-overload]
            icon = pygame.Rect(row.left, row.top, row.h, row.h).inflate(-row.h * 0.3, -row.h * 0.3)
            if glyph is None:
                draw_coin(surface, icon.center, icon.w / 2)
            else:
                glyph(surface, icon)
            pygame.draw.line(surface, PARCHMENT_DARK, row.bottomleft, row.bottomright, 1)
    else:
        corner: int = layout["corner"]  # type: ignore[assignment]
        draw_coin(surface, (2 + corner / 2, 2 + corner / 2), corner / 2)
        pygame.draw.circle(
            surface, (90, 60, 50), (size[0] - 2 - corner / 2, 2 + corner / 2), corner / 2
        )
        pygame.draw.circle(
            surface, ATK_RED, (size[0] - 2 - corner / 2, 2 + corner / 2), corner / 2, 1
        )
        mark = pygame.Rect(0, 0, corner * 0.8, corner * 0.8)
        mark.center = (size[0] // 2, 2 + corner // 2)
        draw_branch(surface, card.branch, mark, colour)
        stats: pygame.Rect = layout["stats"]  # type: ignore[assignment]
        pygame.draw.rect(surface, PARCHMENT_DARK, stats, border_radius=3)
        glyph = round(stats.h * 0.6)
        half = stats.w // 2
        draw_attack(surface, pygame.Rect(stats.left + 2, stats.centery - glyph // 2, glyph, glyph))
        draw_defence(
            surface, pygame.Rect(stats.left + half + 2, stats.centery - glyph // 2, glyph, glyph)
        )
    disc = square_in(art)
    pygame.draw.circle(surface, PARCHMENT_DARK, disc.center, disc.w / 2)
    draw_weapon(surface, card.weapon, disc.inflate(-disc.w * 0.12, -disc.h * 0.12))
    draw_chevrons(surface, card.grade + 1, layout["chevrons"], colour)  # type: ignore[arg-type]
    paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    return surface


def general_card(general: int, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """General card ``general`` (``weapon * 3 + role``): name, role, weapon, ATK/DEF bonus
    and price.  Cached: do not draw on it."""
    size = (int(size[0]), int(size[1]))
    return _cached(
        ("general", general, size, colorblind), lambda: _paint_general(general, size, colorblind)
    )


def _paint_general(general: int, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    _ensure_fonts()
    card = GENERALS[general]
    colour = branch_colour(card.branch, colorblind)
    if is_banner(size):
        return _paint_banner(general, size, colour)
    surface = _frame(size, GENERAL_FRAME, PARCHMENT)
    layout = general_layout(general, size)
    band_h = round(size[1] * (0.23 if is_full(size) else 0.2))
    pygame.draw.rect(
        surface,
        GENERAL_FRAME,
        pygame.Rect(0, 0, size[0], band_h),
        border_top_left_radius=round(size[0] * 0.08),
        border_top_right_radius=round(size[0] * 0.08),
    )
    pygame.draw.line(surface, GOLD, (0, band_h), (size[0], band_h), max(1, size[0] // 60))
    draw_general(surface, card.role, layout["art"], colour)  # type: ignore[arg-type]
    weapon_box: pygame.Rect = layout["weapon"]  # type: ignore[assignment]
    pygame.draw.circle(surface, colour, weapon_box.center, min(weapon_box.w, weapon_box.h) / 2)
    draw_weapon(
        surface, card.weapon, weapon_box.inflate(-weapon_box.w * 0.22, -weapon_box.h * 0.22)
    )
    if is_full(size):
        for row, glyph in zip(layout["rows"], (draw_attack, draw_defence, None), strict=True):  # type: ignore[call-overload]
            icon = pygame.Rect(row.left, row.top, row.h, row.h).inflate(-row.h * 0.3, -row.h * 0.3)
            if glyph is None:
                draw_coin(surface, icon.center, icon.w / 2)
            else:
                glyph(surface, icon)
            pygame.draw.line(surface, PARCHMENT_DARK, row.bottomleft, row.bottomright, 1)
    else:
        stats: pygame.Rect = layout["stats"]  # type: ignore[assignment]
        pygame.draw.rect(surface, PARCHMENT_DARK, stats, border_radius=3)
        glyph = round(stats.h * 0.7)
        half = stats.w // 2
        draw_attack(surface, pygame.Rect(stats.left + 2, stats.centery - glyph // 2, glyph, glyph))
        draw_defence(
            surface, pygame.Rect(stats.left + half + 2, stats.centery - glyph // 2, glyph, glyph)
        )
        price: pygame.Rect = layout["price"]  # type: ignore[assignment]
        draw_coin(surface, price.center, price.h / 2)
    paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    return surface


def _paint_banner(general: int, size: tuple[int, int], colour: Colour) -> pygame.Surface:
    """A general's card as one row of the market (:func:`general_banner_layout`)."""
    card = GENERALS[general]
    layout = general_layout(general, size)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, size[1] // 4)
    pygame.draw.rect(surface, GENERAL_FRAME, rect, border_radius=radius)
    pygame.draw.rect(surface, PARCHMENT, rect.inflate(-4, -4), border_radius=radius - 1)
    disc: pygame.Rect = layout["disc"]  # type: ignore[assignment]
    pygame.draw.circle(surface, colour, disc.center, disc.w / 2)
    draw_weapon(surface, card.weapon, disc.inflate(-disc.w * 0.22, -disc.h * 0.22))
    for kind, icon in layout["icons"]:  # type: ignore[attr-defined]
        if kind == "price":
            draw_coin(surface, icon.center, icon.w / 2)
        else:
            (draw_attack if kind == "atk" else draw_defence)(surface, icon)
    paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    pygame.draw.rect(surface, (0, 0, 0), rect, 1, border_radius=radius)
    return surface


def action_card(kind: int, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """Action card ``kind`` (index into :data:`ACTIONS`): its name and picture, and its
    effect in words when the card is large enough.  Cached: do not draw on it."""
    size = (int(size[0]), int(size[1]))
    return _cached(("action", kind, size, colorblind), lambda: _paint_effect("action", kind, size))


def black_card(kind: int, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """Black card ``kind`` (index into :data:`BLACKS`), as :func:`action_card`."""
    size = (int(size[0]), int(size[1]))
    return _cached(("black", kind, size, colorblind), lambda: _paint_effect("black", kind, size))


def _paint_effect(deck: str, kind: int, size: tuple[int, int]) -> pygame.Surface:
    """Action and black cards draw no colour-coded marks, so one picture serves both palettes."""
    _ensure_fonts()
    if deck == "action":
        surface = _frame(size, ACTION_FRAME, PARCHMENT)
    else:
        surface = _frame(size, BLACK_FRAME, BLACK_INNER)
        edge = min(size) * 0.14  # a banner's (a hand row's) too: by its height
        inner = surface.get_rect().inflate(-edge, -edge)
        pygame.draw.rect(surface, BLACK_ACCENT, inner, 1, border_radius=max(2, min(size) // 16))
    layout = effect_layout(deck, kind, size)
    art: pygame.Rect = layout["art"]  # type: ignore[assignment]
    disc = square_in(art)
    backdrop = PARCHMENT_DARK if deck == "action" else BLACK_FRAME
    pygame.draw.circle(surface, backdrop, disc.center, disc.w / 2)
    inset = disc.inflate(-disc.w * 0.18, -disc.h * 0.18)
    if deck == "action":
        draw_action(surface, kind, inset)
    else:
        draw_black(surface, kind, inset)
    paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    return surface


def card_back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a card of ``deck`` (one of :data:`DECKS`).  Cached: do not draw on it."""
    if deck not in DECKS:
        raise ValueError(deck)
    size = (int(size[0]), int(size[1]))
    return _cached(("back", deck, size), lambda: _paint_back(deck, size))


def _paint_back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    _ensure_fonts()
    ground, pattern = BACKS[deck]
    surface = _frame(size, pattern, ground)
    step = max(6, size[0] // 6)
    darker = tuple(max(0, c - 14) for c in ground)
    inner = surface.get_rect().inflate(-size[0] * 0.12, -size[0] * 0.12)
    clip = surface.get_clip()
    surface.set_clip(inner)
    for offset in range(-size[1], size[0] + size[1], step):
        pygame.draw.line(
            surface, darker, (offset, 0), (offset + size[1], size[1]), max(1, step // 3)
        )
    surface.set_clip(clip)
    pygame.draw.rect(surface, pattern, inner, 1, border_radius=max(2, size[0] // 16))
    layout = back_layout(deck, size)
    art = square_in(layout["art"])  # type: ignore[arg-type]
    pygame.draw.circle(surface, ground, art.center, art.w / 2)
    pygame.draw.circle(surface, pattern, art.center, art.w / 2, max(1, art.w // 24))
    emblem = art.inflate(-art.w * 0.3, -art.h * 0.3)
    if deck == "military":
        _crossed_swords(surface, emblem)
    elif deck == "general":
        draw_general(surface, 2, emblem, pattern)
    elif deck == "action":
        _compass(surface, emblem, pattern)
    else:
        draw_eye(surface, emblem.inflate(0, -emblem.h * 0.45))
    paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    return surface


def _crossed_swords(surface: pygame.Surface, rect: pygame.Rect) -> None:
    side = max(8, rect.w)
    blade = pygame.Surface((side, side), pygame.SRCALPHA)
    draw_weapon(blade, 0, blade.get_rect())
    for angle in (35, -35):
        turned = pygame.transform.rotozoom(blade, angle, 0.9)
        surface.blit(turned, turned.get_rect(center=rect.center))


def _compass(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    cx, cy = rect.center
    r = rect.w / 2
    for i in range(8):
        angle = i * math.pi / 4
        length = r if i % 2 == 0 else r * 0.55
        tip = (cx + math.cos(angle) * length, cy + math.sin(angle) * length)
        left = (cx + math.cos(angle + 1.2) * r * 0.16, cy + math.sin(angle + 1.2) * r * 0.16)
        right = (cx + math.cos(angle - 1.2) * r * 0.16, cy + math.sin(angle - 1.2) * r * 0.16)
        pygame.draw.polygon(surface, colour, [tip, left, right])
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.2)
