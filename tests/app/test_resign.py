"""Resign from the pause menu, the same in every game (the shared play chrome and
``Match.resign``): a confirm, a loss in Statistics, the side last on the Results screen;
in hot-seat the others play on where the game can seat a player out, else it ends."""

from __future__ import annotations

import pytest

from game.app.results_scene import ResultsScene
from game.app.scenes.dialogs import ConfirmDialog, MessageDialog
from game.app.scenes.main_menu import MainMenu
from game.app.scenes.pause import PauseMenu
from game.engine import registry
from game.engine.match import Match, SeatInfo
from tests.app.test_finish_now import to_results
from tests.ui_fixtures import click, frames

pytestmark = pytest.mark.usefixtures("home")

HUMAN, GREEDY = SeatInfo("human"), SeatInfo("ai", "greedy")
GAMES = {"armadora": {}, "goldmine": {"round_limit": 30}, "crown": {"round_limit": 6}}


def play_scene(app, game: str, seats, seed: int = 3):
    info = registry.get(game)
    app.settings.ai_speed = "fast"
    app.push(MainMenu(app))
    setup = {"players": len(seats), **GAMES[game]}
    scene = app.push(info.view.play_scene(app, Match.new(info.rules, setup, seed, seats)))
    frames(app, 2)
    return scene


def resign_from_menu(app, scene) -> None:
    click(app, scene.buttons["menu"])
    menu = app.top()
    assert isinstance(menu, PauseMenu)
    before = list(scene.match.resigned)
    click(app, menu.buttons["resign"])
    dialog = app.top()
    assert isinstance(dialog, ConfirmDialog)  # nothing happens before the confirm
    assert scene.match.resigned == before
    click(app, dialog.yes_button)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_resigning_against_the_ai_ends_the_game_as_a_loss(make_app, game):
    app = make_app()
    scene = play_scene(app, game, [HUMAN, GREEDY])
    resign_from_menu(app, scene)
    assert scene.match.is_over and scene.match.resigned == [0]
    to_results(app)
    results = app.top()
    assert isinstance(results, ResultsScene)
    outcome = results.outcome
    assert outcome.winners == [1] and outcome.ranking[-1] == [0]
    assert "resigned" in results.breakdown.subtitle
    assert app.stats.game(game)["played"] == 1 and app.stats.game(game)["won"] == 0
    assert not app.saves.has_continue()  # nothing to resume
    frames(app, 3)  # the results screen draws


def test_a_cancelled_resignation_changes_nothing(make_app):
    app = make_app()
    scene = play_scene(app, "goldmine", [HUMAN, GREEDY])
    click(app, scene.buttons["menu"])
    click(app, app.top().buttons["resign"])
    click(app, app.top().no_button)
    assert isinstance(app.top(), PauseMenu) and not scene.match.resigned
    assert not scene.match.is_over


def test_in_hot_seat_gold_mine_the_others_play_on_without_the_resigned_miner(make_app):
    app = make_app()
    scene = play_scene(app, "goldmine", [HUMAN, HUMAN, GREEDY])
    for _ in range(2000):  # to a decision of a person, on screen
        if scene.is_human_turn() and scene.match.state.stage == "movement":
            break
        if scene.is_human_turn():
            scene.play(scene.match.legal_actions()[0])
        app.step(0.1, events=[])
    seat = scene.match.to_move
    resign_from_menu(app, scene)
    match = scene.match
    assert not match.is_over and match.resigned == [seat]
    assert any("resigned" in line for line in scene.log_lines())
    other = next(s for s in (0, 1) if s != seat)
    rounds = match.state.round
    for _ in range(3000):  # the resigned miner's turns pass by themselves
        assert match.to_move != seat
        if scene.is_human_turn() and match.state.round > rounds + 1:
            break
        if scene.is_human_turn():
            scene.play(("stay",) if ("stay",) in match.legal_actions() else ("end",))
        app.step(0.1, events=[])
    # The other person resigns too: no person is left, the game ends there.
    assert scene.is_human_turn() and match.to_move == other
    resign_from_menu(app, scene)
    assert match.is_over and match.stopped
    assert match.outcome().ranking == [[2], [other], [seat]]


def test_in_hot_seat_resign_waits_for_ones_own_turn(make_app):
    app = make_app()
    scene = play_scene(app, "goldmine", [HUMAN, HUMAN])
    scene.viewer = None  # nobody's decision on screen (an AI's turn, a hand-over)
    click(app, scene.buttons["menu"])
    click(app, app.top().buttons["resign"])
    assert isinstance(app.top(), MessageDialog) and not scene.match.resigned
