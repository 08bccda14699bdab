"""What lies beside Crown & Dragon's board on the play screen: the dice, the Dragon Alert
track, the Kingdom Completion Queue, the market (3 generals and 4 military cards with their
prices) and the hand of the player at the keyboard (or the backs of the cards a player
holds, for everyone else).

:func:`draw_column` draws it into a column and answers where each clickable card lies.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.app import fonts, theme
from game.app.dice import paint_die
from game.crown import actions as acts
from game.crown.cards import ALERT_SLOTS, DRAGONS
from game.crown.view import board_art, pieces
from game.crown.view.card_layout import BANNER_TEXT, FULL_WIDTH, is_banner
from game.crown.view.cards_shown import card_picture
from game.engine.contract import Action
from game.text import tr

CARD_RATIO = 1.4
"""Card height / width."""
HOT = (255, 226, 120)


@dataclass(frozen=True)
class CardSpot:
    """A card drawn beside the board: ``deck`` (general, military, action, black, back),
    its card (kind), where it lies and what clicking it may mean (``what``: market_general,
    market_military, hand, black, dealt, placing, back).  A block that explains itself on
    hover (the dice, the tracks) is ``what`` "info" with its topic as ``deck``."""

    what: str
    deck: str
    value: int
    rect: pygame.Rect


def black_face(surface: pygame.Surface, rect: pygame.Rect, face: str, colour=(34, 30, 36)) -> None:
    """The black die: ROCK (a boulder) or a dragon with an arrow for its direction."""
    radius = rect.w // 6
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, max(1, rect.w // 30), border_radius=radius)
    cx, cy = rect.center
    if face == "R":
        board_art.draw_rock(surface, (cx, cy), rect.w * 0.9)
        return
    board_art.draw_dragon(surface, (cx, cy + rect.h * 0.06), rect.w * 0.62)
    dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[face]
    tip = (cx + dx * rect.w * 0.42, cy + dy * rect.h * 0.42)
    back = (cx + dx * rect.w * 0.2, cy + dy * rect.h * 0.2)
    side = (-dy * rect.w * 0.12, dx * rect.w * 0.12)
    pygame.draw.polygon(
        surface,
        theme.GOLD_LIGHT,
        [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])],
    )


def tumbling_black(time: float) -> str:
    faces = ("R", "N", "E", "S", "W", "R")
    return faces[int(time * 14 + 3) % 6]


@dataclass
class ColumnView:
    """What the column shows (filled by the play scene from its observation)."""

    white: int
    black: str
    rolling: bool
    time: float
    alert: int
    dragon: int
    queue: tuple[int, ...]
    market_generals: tuple[int, ...]
    market_military: tuple[int, ...]
    buyable: frozenset[Action]
    """("general", g) / ("military", t) that may be bought now."""
    hand: tuple[int, ...]
    black_card: int
    playable: frozenset[Action]
    """("play", kind) / ("dark", kind) / ("discard", kind) the hand's cards may do now."""
    backs: tuple[int, bool]
    """For a hand that is not shown: its size and whether a black card is held."""
    show_hand: bool
    hand_owner: str
    dealt: tuple[int, ...]
    """The viewer's three dealt generals (at setup), else empty."""
    points: tuple[int, ...]
    """Each seat's victory points (the queue's first place included)."""
    goal: int
    assigning: tuple[str, int] | None
    """The card being placed now: ("military", type) or ("general", card)."""
    colorblind: bool
    chosen: Action | None = None
    """("play", kind) / ("dark", kind): the hand's card waiting for its confirmation."""


def draw_column(
    surface: pygame.Surface, rect: pygame.Rect, view: ColumnView, px, seat_colour
) -> list[CardSpot]:
    """Draw the column into ``rect``; answer the cards drawn, with their rects."""
    spots: list[CardSpot] = []
    x, y, w = rect.x, rect.y, rect.w
    head = title_height(px)
    # dice
    die = px(42)
    _title(surface, tr("crown_ui.dice"), x, y, px, w)
    spots.append(CardSpot("info", "dice", -1, pygame.Rect(x, y, w, head + die)))
    top = y + head
    if view.white:
        black = tumbling_black(view.time) if view.rolling else view.black
        white = 1 + int(view.time * 14) % 6 if view.rolling else view.white
        black_face(surface, pygame.Rect(x, top, die, die), black)
        paint_die(surface, pygame.Rect(x + die + px(8), top, die, die), white)
    else:
        text = fonts.render(tr("crown_ui.no_roll"), title_size(px), theme.MUTED)
        surface.blit(text, (x, top + px(4)))
    y += head + die + px(4)
    # the dragon alert track
    _title(surface, tr("crown_ui.alert_track"), x, y, px, w)
    slot_h = px(32)
    spots.append(CardSpot("info", "alert", -1, pygame.Rect(x, y, w, head + slot_h)))
    slot_w = (w - px(4 * 4)) // ALERT_SLOTS
    for i in range(ALERT_SLOTS):
        slot = pygame.Rect(x + i * (slot_w + px(4)), y + head, slot_w, slot_h)
        danger = i == ALERT_SLOTS - 1
        pygame.draw.rect(surface, (70, 26, 24) if danger else (44, 38, 44), slot, 0, px(5))
        pygame.draw.rect(surface, theme.GOLD_DARK, slot, 1, px(5))
        number = fonts.render(str(i + 1), px(11), theme.MUTED)
        surface.blit(number, (slot.x + px(3), slot.y + px(1)))
        if view.alert == i + 1 and view.dragon < len(DRAGONS):
            board_art.draw_dragon(surface, slot.center, min(slot.w, slot.h) * 0.95)
    y += head + slot_h + px(4)
    # the kingdom completion queue
    _title(surface, tr("crown_ui.queue"), x, y, px, w)
    spots.append(CardSpot("info", "queue", -1, pygame.Rect(x, y, w, head + px(18))))
    place_w = (w - px(12)) // 4
    for i in range(4):
        place = pygame.Rect(x + i * (place_w + px(4)), y + head, place_w, px(18))
        pygame.draw.rect(surface, (44, 38, 44), place, 0, px(4))
        if i < len(view.queue):
            pygame.draw.rect(surface, seat_colour(view.queue[i]), place, 0, px(4))
        pygame.draw.rect(surface, theme.GOLD if i == 0 else theme.GOLD_DARK, place, 1, px(4))
        if i == 0:
            label = fonts.render("+20", px(11), theme.CREAM, bold=True, shadow=(0, 0, 0))
            surface.blit(label, label.get_rect(center=place.center))
    y += head + px(18) + px(4)
    # the victory point track
    _title(surface, tr("crown_ui.vp_track", goal=view.goal), x, y, px, w)
    spots.append(CardSpot("info", "vp", -1, pygame.Rect(x, y, w, head + px(16))))
    _vp_track(surface, pygame.Rect(x, y + head, w, px(16)), view, px, seat_colour)
    y += head + px(16) + px(6)
    # the market: three generals across, the four military cards two by two when the
    # column is tall enough for them and a hand below (else four across)
    gap = px(4)
    small_w = (w - 3 * gap) // 4
    _title(surface, tr("crown_ui.market"), x, y, px, w)
    y += head
    for r, g in zip(general_rects(x, y, w, px), view.market_generals, strict=False):
        if g >= 0:
            spots.append(CardSpot("market_general", "general", g, r))
            _card(surface, r, "general", g, view, acts.buy_general(g) in view.buyable, px)
        else:
            _empty(surface, r, px)
        y = r.bottom + gap
    big_w = (w - gap) // 2
    shown_cards = len(view.hand) + (1 if view.black_card >= 0 else 0)
    if view.show_hand and not view.dealt and view.assigning is None and shown_cards:
        hand_need = head + shown_cards * (hand_row(px) + gap)  # the names read whole
    else:
        hand_need = head + round(small_w * CARD_RATIO)
    # two by two as large as the height allows (a large interface size leaves less of it),
    # four across only when two rows would be hardly larger than four across
    room_w = int((rect.bottom - y - hand_need - 2 * gap) / 2 / CARD_RATIO)
    two_rows = min(big_w, room_w) >= small_w * 1.25
    one_row_w = int((rect.bottom - y - hand_need - gap) / CARD_RATIO)  # the hand's room kept
    mil_w = min(big_w, room_w) if two_rows else max(px(28), min(small_w, one_row_w))
    mil_h = round(mil_w * CARD_RATIO)
    across = 2 if two_rows else 4
    for i, t in enumerate(view.market_military):
        col, row = i % across, i // across
        r = pygame.Rect(x + col * (mil_w + gap), y + row * (mil_h + gap), mil_w, mil_h)
        if t >= 0:
            spots.append(CardSpot("market_military", "military", t, r))
            _card(surface, r, "military", t, view, acts.buy_military(t) in view.buyable, px)
        else:
            _empty(surface, r, px)
    rows = (len(view.market_military) + across - 1) // across
    y += rows * (mil_h + gap)

    def row_of(count: int) -> tuple[int, int]:
        """A card's size in a row of ``count`` (at least three across; the height left)."""
        n = max(3, count)
        card_w = (w - (n - 1) * gap) // n
        card_h = min(round(card_w * CARD_RATIO), rect.bottom - y)
        return min(card_w, round(card_h / CARD_RATIO)), card_h

    # the hand (or the dealt generals, or the card being placed)
    if view.dealt:
        _title(surface, tr("crown_ui.dealt"), x, y, px, w)
        y += head
        card_w, card_h = row_of(len(view.dealt))
        rects = [pygame.Rect(x + i * (card_w + gap), y, card_w, card_h) for i in range(3)]
        banners = general_rects(x, y, w, px)  # read as they are, like the market's
        if is_banner(banners[0].size) and banners[-1].bottom <= rect.bottom:
            rects = banners
        for r, g in zip(rects, view.dealt, strict=False):
            spots.append(CardSpot("dealt", "general", g, r))
            _card(surface, r, "general", g, view, True, px)
        return spots
    if view.assigning is not None:  # the card being placed, instead of the hand
        deck, card = view.assigning
        _title(surface, tr("crown_ui.placing"), x, y, px, w)
        y += head
        r = pygame.Rect(x, y, big_w, round(big_w * CARD_RATIO))
        r.h = min(r.h, rect.bottom - y)
        r.w = round(r.h / CARD_RATIO)
        spots.append(CardSpot("placing", deck, card, r))
        surface.blit(card_picture(deck, card, r.size, view.colorblind), r)
        return spots
    _title(surface, view.hand_owner, x, y, px, w)
    y += head
    if not view.show_hand:
        size, black = view.backs
        decks = ["action"] * size + (["black"] if black else [])
        card_w, card_h = row_of(len(decks))
        for i, deck in enumerate(decks):
            r = pygame.Rect(x + i * (card_w + gap), y, card_w, card_h)
            spots.append(CardSpot("back", deck, -1, r))
            surface.blit(card_picture(deck, -1, r.size, view.colorblind), r)
        return spots
    cards: list[tuple[str, int]] = [("action", k) for k in view.hand]
    if view.black_card >= 0:
        cards.append(("black", view.black_card))
    if not cards:
        text = fonts.render(tr("crown_ui.no_cards"), title_size(px), theme.MUTED)
        surface.blit(text, (x, y + px(4)))
    placed = hand_rects(x, y, w, px, len(cards), rect.bottom)
    for (deck, kind), r in zip(cards, placed, strict=True):
        play = acts.dark(kind) if deck == "black" else acts.play(kind)
        hot = play in view.playable or acts.discard(kind) in view.playable
        spots.append(CardSpot("black" if deck == "black" else "hand", deck, kind, r))
        if play == view.chosen:  # moved aside and outlined until confirmed or dropped
            r = r.move(px(6), 0)
        _card(surface, r, deck, kind, view, hot, px)
        if play == view.chosen:
            pygame.draw.rect(surface, theme.CREAM, r.inflate(px(8), px(8)), px(3), px(6))
    return spots


HAND_ROW = 26
"""A hand card's design height: the hand is a column of banners, one card a row."""


def hand_row(px) -> int:
    """A hand banner's height: its name (about half of it) never under the readable floor
    (``fonts.readable``: 12 px in a 1024x640 window; issue 51)."""
    return max(px(HAND_ROW), math.ceil(fonts.readable(px, 15) / BANNER_TEXT))


def hand_rects(
    x: int, y: int, w: int, px, count: int, bottom: int | None = None
) -> list[pygame.Rect]:
    """Where a shown hand's ``count`` cards go from ``(x, y)`` in a column ``w`` wide: one
    banner under the other, the card's picture and its whole name in each (at most four
    action cards and a black one, at the discard); in two columns when one would pass
    ``bottom``."""
    h, gap = hand_row(px), px(4)
    if bottom is not None and y + count * (h + gap) - gap > bottom and count > 1:
        half = (w - gap) // 2
        return [
            pygame.Rect(x + (i % 2) * (half + gap), y + (i // 2) * (h + gap), half, h)
            for i in range(count)
        ]
    return [pygame.Rect(x, y + i * (h + gap), w, h) for i in range(count)]


BANNER_H = 22
"""A market general's design height as a banner (one row: weapon, name, numbers)."""
BANNER_LEAST = 22
"""A banner's least height in window pixels: its words at 11 px and more."""


def general_rects(x: int, y: int, w: int, px) -> list[pygame.Rect]:
    """Where the market's three generals go from ``(x, y)`` in a column ``w`` wide: three
    cards across when they are wide enough for their words (:data:`FULL_WIDTH`), else
    three banners, one under the other, whose words are read as they are (issue 36)."""
    gap = px(4)
    general_w = (w - 2 * gap) // 3
    if general_w >= FULL_WIDTH:
        general_h = round(general_w * CARD_RATIO)
        return [pygame.Rect(x + i * (general_w + gap), y, general_w, general_h) for i in range(3)]
    banner_h = max(px(BANNER_H), BANNER_LEAST)
    return [pygame.Rect(x, y + i * (banner_h + gap), w, banner_h) for i in range(3)]


def _vp_track(surface: pygame.Surface, rect: pygame.Rect, view: ColumnView, px, seat_colour):
    """A track from 0 to the goal, a tick every 10 points, each seat's marker (its shape in
    its colour) on its points; markers on the same points stand side by side."""
    pygame.draw.rect(surface, (44, 38, 44), rect, 0, px(4))
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 1, px(4))
    goal = max(1, view.goal)
    for tick in range(10, goal, 10):
        tx = rect.x + rect.w * tick / goal
        pygame.draw.line(surface, theme.MUTED, (tx, rect.y + px(3)), (tx, rect.bottom - px(3)))
    seen: dict[int, int] = {}
    for seat, points in enumerate(view.points):
        place = min(points, goal)
        nudge = seen.get(place, 0)
        seen[place] = nudge + 1
        cx = rect.x + px(6) + (rect.w - px(12)) * place / goal + nudge * px(7)
        centre = (min(cx, rect.right - px(4)), rect.centery)
        pieces.seat_shape(surface, seat, centre, px(6), (20, 16, 14))
        pieces.seat_shape(surface, seat, centre, px(5), seat_colour(seat))


LEAST_TITLE = 12
"""The titles' least size in window pixels (readable in a 1024x640 window, in Korean too)."""


def title_size(px) -> int:
    return max(px(13), LEAST_TITLE)


def title_height(px) -> int:
    """A title's line, from its top to what it names."""
    return max(px(18), title_size(px) + 6)


def title_line(text: str, px, width: int) -> tuple[int, str]:
    """A title's size and words in ``width``: made smaller to fit (a long one in a narrow
    column down to 10 px, never past the column's edge)."""
    return fonts.fit(text, title_size(px), width, bold=True, least=min(10, title_size(px)))


def _title(surface: pygame.Surface, text: str, x: int, y: int, px, width: int) -> None:
    """A title over a part of the column, made smaller to fit the column's ``width``."""
    size, line = title_line(text, px, width)
    surface.blit(fonts.render(line, size, theme.GOLD_LIGHT, bold=True), (x, y))


def _card(surface, rect: pygame.Rect, deck: str, value: int, view: ColumnView, hot: bool, px):
    picture = card_picture(deck, value, rect.size, view.colorblind)
    if (view.buyable or view.playable or view.dealt) and not hot:
        picture = picture.copy()
        picture.set_alpha(120)
    surface.blit(picture, rect)
    if hot:
        pygame.draw.rect(surface, HOT, rect.inflate(px(4), px(4)), px(2), px(5))


def _empty(surface: pygame.Surface, rect: pygame.Rect, px) -> None:
    pygame.draw.rect(surface, (40, 34, 40), rect, 1, px(5))
