"""The recap panel's and the result cards' words keep a readable size in a small window:
the boxes shrink with the window, the words only down to 12 px (docs/decisions.md)."""

from __future__ import annotations

import pygame
import pytest

from game.app import recap_draw
from game.app.recap import Card, CardSide, Line, Told, Turn

LONG = "A long line of what a seat did, long enough to wrap inside the recap's narrow panel."


def turns() -> list[Turn]:
    lines = tuple(Line("move", LONG) for _ in range(2))
    return [Turn(seat, Told(lines=lines), first=seat) for seat in (1, 2)]


def card() -> Card:
    sides = (
        CardSide("Red", "9", "6 + 3 from the dice", dice=(3, 5), won=True, seat=0),
        CardSide("Green", "7", "4 + 3", dice=(3, 2), seat=1),
    )
    return Card("battle", "Gold challenge", sides, outcome=("Red takes a nugget.",))


def scaled(scale: float):
    return lambda value: round(value * scale)


@pytest.mark.parametrize(("scale", "least"), [(0.8, 12), (0.64, 10), (1.0, 12)])
def test_no_word_of_the_recap_or_a_card_is_smaller_than_the_floor(scale, least):
    """0.8: 1024x640 at 100 % (12 px); 0.64: the same window at 80 % (10 px)."""
    pygame.font.init()
    px = scaled(scale)
    area = pygame.Rect(0, 0, px(880), px(620))
    recap = recap_draw.recap_box(
        turns(), area, px, lambda s: f"Seat {s}", lambda s: (200, 0, 0), None
    )
    folded = recap_draw.recap_box(
        turns(), area, px, lambda s: f"Seat {s}", lambda s: (200, 0, 0), None, folded=True
    )
    result = recap_draw.card_box(card(), area, px, lambda s: (200, 0, 0), pygame.Rect(0, 0, 0, 0))
    for box in (recap, folded, result):
        sizes = [text.size for text in box.texts]
        assert sizes and min(sizes) >= least
        assert all(width <= room for _, width, room in box.screen_texts())
