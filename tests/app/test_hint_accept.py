"""A hint says why it beats the runner-up and Enter plays it (issue 52, item 2)."""

from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.text import tr
from tests.ui_fixtures import frames, key


class HintAI:
    """The scene's AI driver for a hint: answers at once with the action it is told to."""

    def __init__(self, pick) -> None:
        self.pick = pick
        self.answer = None
        self.busy = False

    def start(self, game_id, setup, rules, observation, legal, seat, spec, seed, hint=False):
        self.answer = self.pick(legal)
        self.busy = True

    def poll(self):
        answer, self.answer = self.answer, None
        self.busy = False
        return answer

    def ponder(self, *args) -> bool:
        return False

    def cancel(self) -> None:
        self.answer, self.busy = None, False

    def forget(self) -> None:
        pass

    def warm_up(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


def human_turn(make_app, game_id: str, pick):
    app = make_app()
    app.settings.ai_speed = app.settings.animation_speed = "fast"
    info = registry.get(game_id)
    seats = [SeatInfo("human"), SeatInfo("ai", "greedy")]
    scene = app.push(info.view.play_scene(app, Match.new(info.rules, {"players": 2}, 4, seats)))
    scene.ai = HintAI(pick)
    frames(app, 3)
    assert scene.is_human_turn()
    return app, scene


@pytest.mark.parametrize("game_id", ["armadora", "goldmine", "crown"])
def test_enter_plays_the_hint(make_app, game_id: str) -> None:
    app, scene = human_turn(make_app, game_id, lambda legal: legal[-1])
    hinted = scene.match.legal_actions()[-1]
    key(app, pygame.K_h)
    frames(app, 2)
    assert scene.hint_action == hinted
    assert "Enter" in scene.status_text()  # how to play it, in both languages
    steps = len(scene.match.steps)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert len(scene.match.steps) > steps
    assert scene.match.steps[steps].value == hinted
    assert scene.hint_action is None


def test_the_hint_says_why_it_beats_the_runner_up(make_app) -> None:
    """Armadora's first warrior beside a mine: the status names a gold difference in the
    game's words and the runner-up it is compared with."""
    app, scene = human_turn(make_app, "armadora", lambda legal: legal[0])
    key(app, pygame.K_h)
    frames(app, 2)
    why = scene.turns.hint_why
    status = scene.status_text()
    if why:  # a difference worth a sentence: said in the status bar, in the game's terms
        assert why in status
        assert tr("reasons.versus", reasons="", other="").split("%")[0].strip("() ") in why
    assert scene.hint_action is not None


def test_enter_does_not_play_a_hint_that_is_no_longer_legal(make_app) -> None:
    app, scene = human_turn(make_app, "armadora", lambda legal: legal[0])
    key(app, pygame.K_h)
    frames(app, 2)
    scene.turns.show_hint(("warrior", 99, 9))  # a stale hint: nothing of the kind is legal
    steps = len(scene.match.steps)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert len(scene.match.steps) == steps
