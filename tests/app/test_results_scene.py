"""The shared Results screen: headlines, the game's breakdown hooks, Rematch, Main menu; and
Armadora's breakdown on it."""

from __future__ import annotations

from typing import ClassVar

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.scenes.load_game import seat_label
from game.app.scenes.main_menu import MainMenu
from game.app.seat_names import SeatNames, join_names, seat_name
from game.app.views import Breakdown, BreakdownItem, ResultsPicture
from game.armadora.view.samples import played_match
from game.engine import registry
from game.engine.match import Match, SeatInfo
from tests.app.test_setup_scene import SIX_ID, ProbePlay, finish, register_six
from tests.ui_fixtures import click, frames, key


@pytest.fixture
def six():
    info = register_six()
    yield info
    registry.unregister(SIX_ID)


def six_match(players: int, winners: set[int], alliance: bool = False, names=()) -> Match:
    seats = [SeatInfo("human", name=names[i] if i < len(names) else "") for i in range(players)]
    setup = {"players": players, "rounds": 2, "alliance": alliance, "mud": True}
    return finish(Match.new(registry.get(SIX_ID).rules, setup, 77, seats), winners)


def results(app, match: Match) -> ResultsScene:
    app.push(MainMenu(app))
    scene = app.replace("results", match=match)
    frames(app, 2)
    return scene


def test_a_solo_winner(make_app, six):
    scene = results(make_app(), six_match(3, {1}))
    assert scene.headline() == "Player 2 wins!"
    # A game with no breakdown of its own gets places and scores.
    assert scene.state_for_test()["summary"].split("<br>") == [
        "1. Player 2: 2",
        "2. Player 1: 0",
        "2. Player 3: 0",
    ]


def test_a_winning_team_is_plural_and_names_its_members(make_app, six):
    scene = results(make_app(), six_match(4, {0, 2}, alliance=True, names=("Ann",)))
    assert scene.headline() == "Ann & Player 3 win!"
    six_teams = ResultsScene(scene.app, six_match(6, {1}, alliance=True))
    assert six_teams.headline() == "Player 2 & Player 4 & Player 6 win!"


def test_a_shared_victory(make_app, six):
    scene = results(make_app(), six_match(3, {0, 1, 2}))
    assert scene.headline() == "Shared victory: Player 1, Player 2, Player 3"
    teams = ResultsScene(scene.app, six_match(4, {0, 1, 2, 3}, alliance=True))
    assert teams.headline() == "Shared victory: Player 1 & Player 3, Player 2 & Player 4"


def test_korean_headlines(make_app, six):
    app = make_app(lang="ko")
    assert results(app, six_match(3, {1})).headline() == "플레이어 2 승리!"
    team = ResultsScene(app, six_match(4, {0, 2}, alliance=True))
    assert team.headline() == "플레이어 1·플레이어 3 팀 승리!"


def test_rematch_keeps_the_setup_and_seats_with_a_new_seed(make_app, six):
    app = make_app()
    match = six_match(4, {0, 2}, alliance=True, names=("Ann", "Bo"))
    match.seats[1] = SeatInfo("ai", "hard", "Bo")
    scene = results(app, match)
    click(app, scene.rematch_button)
    play = app.top()
    assert isinstance(play, ProbePlay)  # the game's play scene, through the registry
    assert play.match is not match and not play.match.is_over
    assert play.match.setup == match.setup
    assert play.match.seats == match.seats
    assert play.match.seed != match.seed


def test_main_menu_and_escape_leave_for_the_menu(make_app, six):
    app = make_app()
    scene = results(app, six_match(2, {0}))
    click(app, scene.menu_button)
    assert isinstance(app.top(), MainMenu) and len(app.stack.scenes) == 1
    results(app, six_match(2, {0}))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top(), MainMenu) and len(app.stack.scenes) == 1


class Painter(ResultsPicture):
    seen: ClassVar[list] = []

    def paint(self, surface, item):
        Painter.seen.append((type(self.observation).__name__, item.label if item else None))
        pygame.draw.rect(surface, (200, 0, 0), self.rect, 2)

    def item_at(self, pos):
        return 1 if self.rect.collidepoint(pos) else None


def test_a_game_supplies_its_breakdown_and_picture(make_app):
    def detail(match, outcome, names):
        assert isinstance(names, SeatNames)
        return Breakdown(
            summary_html=f"<b>{names.seat(0)}</b>",
            items=[BreakdownItem("first", "one", 1), BreakdownItem("second", "two", 2)],
            items_title="Rows",  # a game passes translated text here
        )

    register_six(results_detail=detail, results_picture=Painter)
    try:
        app = make_app()
        Painter.seen.clear()
        scene = results(app, six_match(2, {0}))
        assert scene.state_for_test()["summary"] == "<b>Player 1</b>"
        assert scene.state_for_test()["detail"] == "one"
        assert Painter.seen[-1] == ("TallyState", "first")
        click(app, next(b for b, i in scene.rows.items() if i == 1))
        assert scene.state_for_test()["selected"] == 1 and scene.detail_html() == "two"
        key(app, pygame.K_DOWN)
        assert scene.selected == 0
        pos = scene.picture.rect.center
        app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        frames(app)
        assert scene.selected == 1 and Painter.seen[-1][1] == "second"
    finally:
        registry.unregister(SIX_ID)


def test_a_breakdown_may_be_plain_markup(make_app):
    register_six(results_detail=lambda match, outcome, names: "All square.")
    try:
        scene = results(make_app(), six_match(2, {0}))
        assert scene.state_for_test()["summary"] == "All square."
        assert scene.state_for_test()["items"] == 0
    finally:
        registry.unregister(SIX_ID)


# --- seat names -------------------------------------------------------------------------------


def test_one_seat_name_rule_everywhere(make_app):
    make_app()  # strict locale lookups
    assert seat_name(0) == "Player 1"
    assert seat_name(1, "Ann", "armadora.faction.orc") == "Ann"
    assert seat_name(2, "", "armadora.faction.orc") == "Orc"
    assert seat_name(3, "", "no.such.key") == "Player 4"
    assert join_names(["A", "B", "C"]) == "A & B & C"
    match = played_match(players=4, steps=0)
    names = SeatNames.of_match(match)
    factions = match.state.factions
    assert names.seat(0) == factions[0].capitalize()
    assert names.side(0) == f"{names.seat(0)} & {names.seat(2)}"  # teams with 4 players
    assert (
        seat_label({"kind": "ai", "level": "hard"}, 1, "armadora.faction.elf") == "Elf (AI, Hard)"
    )
    assert seat_label({"kind": "human", "name": "Ann"}, 0, "armadora.faction.elf") == "Ann"


# --- Armadora ---------------------------------------------------------------------------------


def armadora_results(app, match: Match) -> ResultsScene:
    app.push(MainMenu(app))
    scene = app.push(ResultsScene(app, match))
    frames(app, 2)
    return scene


def test_armadora_team_win_reads_in_the_plural(make_app):
    scene = armadora_results(make_app(), played_match(players=4))
    assert isinstance(scene, ResultsScene)
    assert scene.headline() == "Goblin & Elf win!"
    assert scene.state_for_test()["items"] >= 1
    summary = scene.breakdown.summary_html
    assert "Goblin &amp; Elf: 22 gold in all (piles: 10, 6, 4, 2)." in summary


def test_armadora_territory_without_gold_is_won_by_nobody(make_app):
    app = make_app()
    scene = armadora_results(app, played_match(seed=1, players=2))
    empty = [i for i, item in enumerate(scene.breakdown.items) if item.highlight.gold == 0]
    assert empty
    for index in empty:
        item = scene.breakdown.items[index]
        assert item.label.endswith("no gold")
        assert "There is no gold here" in item.html
        assert "takes" not in item.html and "share" not in item.html
    # The board's gold badges skip it too; a click on it selects it.
    territory = scene.breakdown.items[empty[0]].highlight
    cell = (territory.mask & -territory.mask).bit_length() - 1
    pos = scene.picture.view.cell_rect(cell).center
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    frames(app)
    assert scene.selected == empty[0]


def test_armadora_side_without_piles_reads_no_gold(make_app):
    scene = armadora_results(make_app(), played_match(seed=30, players=3))
    summary = scene.breakdown.summary_html
    assert "Mage: no gold at all." in summary
    assert "piles: -" not in summary
    assert "their piles are compared" in summary  # the tie-break is explained


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_winner_line_stays_in_view_at_the_smallest_window(make_app, lang):
    app = make_app(size=(1024, 640), lang=lang)
    app.settings.ui_scale = 1.2
    app.apply_display_settings()
    scene = armadora_results(app, played_match(seed=30, players=3))
    headline = pygame.Rect(scene.state_for_test()["headline_rect"])
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(headline) and headline.w > 0
    widgets = [scene.summary, scene.detail, scene.menu_button, scene.rematch_button, *scene.rows]
    for widget in widgets:
        assert window.contains(widget.rect)
        assert not widget.rect.colliderect(headline)
    assert window.contains(scene.picture.content_rect())
