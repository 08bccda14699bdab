"""One mark per meaning (issue 51, item 4): each mark the recap draws has a shape of its
own (the colour-blind palette loses nothing), none looks like a legal target, and every
game's booklet explains each mark its recap can draw."""

from __future__ import annotations

import importlib
import itertools

import pygame
import pytest

from game.app import recap_draw
from game.app.booklet import marks as marks_page
from game.app.recap import MARK_KINDS
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.engine.players import make_player

SIZE = 80


def shape(kind: str) -> set[tuple[int, int]]:
    """The pixels ``kind``'s mark covers on an empty square, whatever their colour."""
    surface = pygame.Surface((SIZE * 3, SIZE), pygame.SRCALPHA)
    cell = pygame.Rect(0, 0, SIZE, SIZE)
    other = cell.move(SIZE * 2, 0)
    recap_draw.draw_mark(surface, kind, cell, lambda v: max(1, round(v)), other)
    return {
        (x, y)
        for x in range(surface.get_width())
        for y in range(surface.get_height())
        if surface.get_at((x, y)).a
    }


def test_every_mark_has_a_shape_of_its_own() -> None:
    shapes = {kind: shape(kind) for kind in MARK_KINDS}
    for a, b in itertools.combinations(MARK_KINDS, 2):
        differ = len(shapes[a] ^ shapes[b])
        assert differ > 0.3 * len(shapes[a] | shapes[b]), (a, b)


def test_no_mark_wears_the_green_of_a_legal_target() -> None:
    for kind, colour in recap_draw.MARK_COLOURS.items():
        distance = sum(abs(c - g) for c, g in zip(colour, marks_page.LEGAL, strict=True))
        assert distance > 120, kind
    placed = shape("placed")
    legal_outline = {(x, y) for x in range(SIZE) for y in (SIZE // 2,) if x in (0, 1, SIZE - 1)}
    assert not legal_outline <= placed  # brackets leave the sides' middles open


RECAPS = {
    "armadora": "game.armadora.view.recap",
    "goldmine": "game.goldmine.view.recap",
    "crown": "game.crown.view.recap",
}


def marks_of_random_games(game_id: str, games: int) -> set[str]:
    rules = registry.get(game_id).rules
    recap = importlib.import_module(RECAPS[game_id])
    found: set[str] = set()
    for seed in range(games):
        match = Match.new(rules, {"players": 2}, seed, [SeatInfo("ai", "greedy")] * 2)
        players = [make_player("random", seed * 10 + s) for s in range(2)]
        for _ in range(400):
            if match.is_over:
                break
            seat = match.to_move
            action = players[seat].choose(rules, match.observe(seat), match.legal_actions(), seat)
            for report in match.play(action):
                names = str
                if game_id == "crown":
                    names = recap.Names(str, tuple(match.observe(0).hero))
                found |= {mark.kind for mark in recap.tell(report.events, names).marks}
    return found


@pytest.mark.parametrize("game_id", ["armadora", "goldmine", "crown"])
def test_the_booklet_explains_every_mark_the_recap_draws(make_app, game_id: str) -> None:
    booklet = importlib.import_module(f"game.{game_id}.view.rules_scene").BOOKLET
    page = booklet.pages[-1]
    assert page.title == "booklet.marks.title"
    explained = {
        block.name.removeprefix(marks_page.PREFIX)
        for cards in page.blocks[1:]
        for column in cards.columns
        for block in column
        if hasattr(block, "name")
    }
    assert "legal" in explained  # the player's own choices come first
    drawn = marks_of_random_games(game_id, 3)
    assert drawn and drawn <= explained, drawn - explained
    picture = booklet.diagram(marks_page.PREFIX + "moved", 200, False)
    assert picture.get_size() == (200, booklet.diagram_height(marks_page.PREFIX + "moved", 200))
