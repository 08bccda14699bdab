"""When no human can act any more, "Finish now" (shared play chrome) plays the rest at once,
and Space or Enter skips an AI's pause; driven by synthetic input on Tiny Duel (no human
seat) and on Armadora (the human has passed)."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.scenes.dialogs import ConfirmDialog
from game.app.scenes.main_menu import MainMenu
from game.armadora.view.play import ArmadoraPlay
from game.engine import registry
from game.engine.match import Match, SeatInfo
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")

HUMAN, RANDOM, GREEDY = SeatInfo("human"), SeatInfo("ai", "random"), SeatInfo("ai", "greedy")


class Stub:
    """A sound that only counts how often it was played."""

    def __init__(self, name: str, heard: Counter) -> None:
        self.name, self.heard = name, heard

    def play(self) -> None:
        self.heard[self.name] += 1


def listen(app) -> Counter:
    heard: Counter = Counter()
    app.audio.volume = 1.0
    app.audio.sounds = {name: Stub(name, heard) for name in app.audio.sounds}
    return heard


def tiny_play(app, seats, seed=5):
    import tiny_game
    from tiny_view import TinyPlay

    app.settings.ai_speed = "normal"
    app.settings.animation_speed = "normal"
    app.push(MainMenu(app))
    match = Match.new(tiny_game.RULES, {"players": len(seats), "rounds": 2}, seed, seats)
    scene = app.push(TinyPlay(app, match))
    frames(app, 2)
    return scene


def armadora_play(app, seats, seed=11):
    app.settings.ai_speed = "normal"
    app.settings.animation_speed = "normal"
    app.push(MainMenu(app))
    match = Match.new(registry.get("armadora").rules, {"players": len(seats)}, seed, seats)
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    return scene


def to_results(app, dt: float = 0.1, limit: int = 3000) -> int:
    """Frames until the Results screen is up; answers how many it took."""
    for n in range(limit):
        if isinstance(app.top(), ResultsScene):
            return n
        app.step(dt, events=[])
    raise AssertionError("the results never came")


def pass_now(app, scene) -> None:
    """The human (to move) passes for good, confirming the question."""
    assert scene.is_human_turn()
    click(app, scene.buttons["pass"])
    if isinstance(app.top(), ConfirmDialog):
        click(app, app.top().yes_button)
    assert scene.match.state.passed[0]


def shown(scene) -> tuple[bool, bool]:
    """(Finish now shown, Hint shown)."""
    return scene.buttons["finish"].visible, scene.buttons["hint"].visible


# --- when it is offered -------------------------------------------------------------------------


def test_finish_now_is_offered_only_when_no_human_seat_can_act(make_app, tiny_registered):
    human = tiny_play(make_app(), [HUMAN, RANDOM])
    assert shown(human) == (False, True) and not human.state_for_test()["finish"]
    ai_only = tiny_play(make_app(), [RANDOM, RANDOM])
    assert shown(ai_only) == (True, False) and ai_only.state_for_test()["finish"]
    assert ai_only.buttons["finish"].rect == ai_only.buttons["hint"].rect  # in Hint's place


def test_in_armadora_finish_now_comes_when_the_human_passes(make_app):
    app = make_app()
    scene = armadora_play(app, [HUMAN, GREEDY])
    assert shown(scene) == (False, True)
    pass_now(app, scene)
    assert not scene.match.is_over and shown(scene) == (True, False)
    assert scene.turns.humans_can_act() is False and scene.turns.can_finish()


# --- what it does -------------------------------------------------------------------------------


def test_finish_now_reaches_the_same_end_as_a_paced_game(make_app, tiny_registered):
    paced = tiny_play(make_app(), [RANDOM, GREEDY])
    paced_app = paced.app
    paced_frames = to_results(paced_app)
    finished = tiny_play(make_app(), [RANDOM, GREEDY])
    app = finished.app
    click(app, finished.buttons["finish"])
    assert finished.finishing and "finish" in finished.status_text()
    assert not finished.buttons["finish"].is_enabled  # pressed once
    quick_frames = to_results(app)
    assert finished.match.steps == paced.match.steps
    assert finished.match.outcome().ranking == paced.match.outcome().ranking
    assert quick_frames < paced_frames / 3


def test_armadora_finishes_silently_after_the_human_passed_as_a_paced_game_would(make_app):
    paced_app = make_app()
    paced = armadora_play(paced_app, [HUMAN, GREEDY])
    pass_now(paced_app, paced)
    paced_heard = listen(paced_app)
    to_results(paced_app)
    assert sum(paced_heard.values()) > 3  # every AI step is heard when paced

    app = make_app()
    scene = armadora_play(app, [HUMAN, GREEDY])
    pass_now(app, scene)
    heard = listen(app)
    played = app.stats.game("armadora")["played"]
    click(app, scene.buttons["finish"])
    for _ in range(600):
        if scene.match.is_over:
            break
        app.step(1 / 60, events=[])
    # Only the button's click, and the end (the warriors turned over) once it is reached.
    assert scene.match.is_over and not heard - Counter(click=1, reveal=1)
    to_results(app)
    assert scene.match.steps == paced.match.steps
    assert app.stats.game("armadora")["played"] == played + 1  # counted like any game
    assert not app.saves.has_continue()


def test_undo_after_finish_now_hands_the_game_back_to_the_human(make_app):
    app = make_app()
    scene = armadora_play(app, [HUMAN, RANDOM])
    pass_now(app, scene)
    click(app, scene.buttons["finish"])
    assert scene.finishing and not scene.match.is_over
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert not scene.finishing and scene.match.to_move == 0 and not scene.match.state.passed[0]
    assert shown(scene) == (False, True)
    frames(app, 30)
    assert scene.is_human_turn()  # nothing plays on by itself


# --- Space and Enter ----------------------------------------------------------------------------


@pytest.mark.parametrize("skip_key", [pygame.K_SPACE, pygame.K_RETURN])
def test_space_or_enter_skips_the_ai_pause(make_app, tiny_registered, skip_key):
    scene = tiny_play(make_app(), [HUMAN, RANDOM])
    app = scene.app
    app.settings.ai_speed = "slow"  # 1.3 s before each AI decision
    scene.play(("take",))
    scene.play(("take",))
    assert scene.match.to_move == 1
    steps = len(scene.match.steps)
    for _ in range(5):
        app.step(0.1, events=[])
    assert len(scene.match.steps) == steps  # paced for people
    key(app, skip_key)
    frames(app, 2)
    assert len(scene.match.steps) > steps  # played at once
    if scene.match.to_move == 1:  # the AI's second move: its own pause, skipped again
        steps = len(scene.match.steps)
        key(app, skip_key)
        frames(app, 2)
        assert len(scene.match.steps) > steps


def test_a_skip_key_before_the_ai_starts_still_skips_its_pause(make_app, tiny_registered):
    scene = tiny_play(make_app(), [HUMAN, RANDOM])
    app = scene.app
    app.settings.ai_speed = "slow"
    scene.play(("take",))
    scene.play(("take",))
    steps = len(scene.match.steps)
    # The key comes in the same frame as the hand-over, before the AI was even asked.
    app.step(0.0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)])
    frames(app, 2)
    assert len(scene.match.steps) > steps


def test_gold_mine_ai_only_finishes_as_its_paced_game_ends(make_app):
    from game.goldmine.view.play import GoldMinePlay

    def gold_mine(app):
        app.settings.ai_speed = "fast"
        app.settings.animation_speed = "fast"
        app.push(MainMenu(app))
        setup = {"players": 2, "round_limit": 4}
        match = Match.new(registry.get("goldmine").rules, setup, 2, [RANDOM, RANDOM])
        scene = app.push(GoldMinePlay(app, match))
        frames(app, 2)
        return scene

    paced = gold_mine(make_app())
    assert paced.state_for_test()["finish"]  # no human seat at all
    to_results(paced.app)
    scene = gold_mine(make_app())
    click(scene.app, scene.buttons["finish"])
    to_results(scene.app)
    assert scene.match.steps == paced.match.steps
