"""Armadora's words and marks on screen: the log's first lines, team sentences, the menu
card in the colour-blind palette, the reinforcement token beside the value's seal."""

from __future__ import annotations

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.scenes.main_menu import MainMenu
from game.armadora import board
from game.armadora.view import card
from game.armadora.view.board_view import BoardView
from game.armadora.view.pieces import draw_reinforcement, reinforcement_spot
from game.armadora.view.play import ArmadoraPlay
from game.armadora.view.samples import played_match
from game.engine import registry
from game.engine.contract import LogEntry
from game.engine.match import Match, SeatInfo
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


def start(app, setup: dict, seats=None) -> ArmadoraPlay:
    seats = seats or [SeatInfo("human"), SeatInfo("ai", "random")]
    match = Match.new(registry.get("armadora").rules, {"players": len(seats), **setup}, 3, seats)
    app.push(MainMenu(app))
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 1)
    return scene


def test_a_dealt_faction_names_the_seat_not_the_faction(make_app):
    scene = start(make_app(), {"advanced": True})
    lines = scene.log_lines()
    factions = scene.match.state.factions
    plural = {"orc": "Orcs", "goblin": "Goblins", "elf": "Elves", "mage": "Mages"}
    assert lines[:2] == [f"Player {n + 1} leads the {plural[f]}." for n, f in enumerate(factions)]
    assert not any(
        line.startswith(("Orc leads", "Elf leads", "Goblin leads", "Mage leads")) for line in lines
    )


def test_a_named_seat_is_named_and_a_picked_faction_needs_no_line(make_app):
    seats = [SeatInfo("human", name="Ann"), SeatInfo("ai", "random")]
    scene = start(make_app(), {"factions": ["elf", None]}, seats)
    lines = scene.log_lines()
    assert not any("Elves" in line for line in lines)  # Ann picked them herself
    dealt = scene.match.state.factions[1]
    assert sum("leads the" in line for line in lines) == 1
    assert any(line.startswith("Player 2 leads the") for line in lines), dealt
    ann = start(make_app(), {"advanced": True}, seats)
    assert ann.log_lines()[0].startswith("Ann leads the ")


def test_team_sentences_agree_with_a_team(make_app):
    app = make_app()
    app.push(MainMenu(app))
    match = played_match(players=4)  # teams of two
    scene = app.push(ResultsScene(app, match))
    frames(app, 1)
    assert scene.headline().endswith(" win!")
    details = " ".join(item.html for item in scene.breakdown.items)
    assert " &amp; " in details  # a team's name, escaped for the text box
    for wrong in (" is strongest", " is tied", " takes ", " receives ", " wins!"):
        assert wrong not in details
    lines = ArmadoraPlay(app, match).log_lines()
    assert lines[-1].startswith("Victory to ") and " & " in lines[-1]


def test_the_menu_card_follows_the_colour_blind_setting(make_app, monkeypatch):
    asked = []
    painted = card.paint_card

    def spy(size, colorblind=False):
        asked.append(colorblind)
        return painted(size, colorblind)

    monkeypatch.setattr(card, "paint_card", spy)
    app = make_app()
    app.settings.colorblind = True
    app.push(MainMenu(app))
    assert asked == [True]
    plain = pygame.image.tobytes(painted((300, 160), False), "RGBA")
    assert pygame.image.tobytes(painted((300, 160), True), "RGBA") != plain


def seal_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of the cream seal that shows a face-down value to its owner."""
    return sum(
        surface.get_at((x, y))[:3] == (250, 240, 210)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )


@pytest.mark.parametrize("cell_size", [60, 100, 140])
def test_the_reinforcement_token_leaves_the_value_in_sight(make_app, cell_size):
    make_app()
    view = BoardView(pygame.Rect(0, 0, cell_size * 9, cell_size * 6))
    cell = board.cell_of(3, 2)
    rect = view.cell_rect(cell)
    surface = pygame.Surface((cell_size * 9, cell_size * 6))
    view.draw_warrior(surface, rect, "orc", 5, True)  # own face-down warrior: value in a seal
    before = seal_pixels(surface, rect)
    draw_reinforcement(surface, reinforcement_spot(rect, view.cell), view.cell)
    assert before > 0
    assert seal_pixels(surface, rect) == before


def test_the_log_wins_no_territory_without_gold(make_app):
    app = make_app()
    app.push(MainMenu(app))
    match = played_match()  # its territory 7 holds no gold
    scene = ArmadoraPlay(app, match)
    lines = scene.log_lines()
    assert any(line.endswith("squares): no gold, so nobody wins anything.") for line in lines)
    assert not any(" 0 gold" in line for line in lines)
    ended = LogEntry("armadora.log.final_gold", {"side": 1, "gold": 0, "piles": "-"})
    assert scene.log_text(ended) == f"{scene.side_name(1)}: no gold at all."


def test_the_results_gold_badge_leaves_the_warriors_mark_and_flag_uncovered(make_app):
    """The gold a territory gave sits at its first square's bottom-left: the face-up sign
    and the full territory's flag are at the top-left."""
    from game.armadora.view.results import _first_cell, won

    app = make_app(size=(1280, 800))
    scene = app.push(ResultsScene(app, played_match()))
    scene.turn_page()  # the final board, from the story shown first
    frames(app, 1)
    picture = scene.picture
    badges = 0
    for entry in scene.breakdown.items:
        if not won(entry.highlight):
            continue
        cell = picture.view.cell_rect(_first_cell(entry.highlight))
        box = picture._gold_badge(app.screen, entry.highlight)
        assert cell.contains(box)
        assert box.top >= cell.centery, "the top half holds the warrior's sign and the flag"
        badges += 1
    assert badges
