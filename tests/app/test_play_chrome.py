"""The play screen's shared chrome, driven through a minimal game scene (Tiny Duel) and
through Armadora's: queued step animations, privacy by construction, decisions made during
someone else's turn, the illegal-target tooltip and the status bar."""

from __future__ import annotations

import pygame
import pytest
import tiny_game

from game.app import play_end, play_turns, widgets
from game.app.play import PlayScene
from game.app.play_chrome import Tooltip, thinking_dots
from game.app.scenes.privacy import PrivacyScreen
from game.app.step_queue import StepQueue
from game.armadora.view.play import ArmadoraPlay
from game.engine import registry
from game.engine.match import Match, SeatInfo, StepReport
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")

HUMAN, RANDOM = SeatInfo("human"), SeatInfo("ai", "random")


class TinyPlay(PlayScene):
    """The smallest game scene: no board, every step animated for ``seconds``."""

    name = "tiny_play"

    def __init__(self, app, match: Match, seconds: float = 1.0) -> None:
        super().__init__(app, match)
        self.seconds = seconds
        self.animated: list[StepReport] = []
        self.finished = 0
        self.ended_at: float | None = None
        self.results_at: float | None = None

    def animate(self, report: StepReport) -> float:
        self.animated.append(report)
        return self.seconds

    def finish_animations(self) -> None:
        self.finished += 1

    def animate_end(self) -> float:
        self.ended_at = self.time
        return self.seconds

    def show_results(self) -> None:
        self.results_at = self.time

    def prompt(self) -> str:
        return self.your_turn("")


def tiny_scene(app, seats, seconds=1.0, seed=3, **setup) -> TinyPlay:
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "normal"
    match = Match.new(tiny_game.RULES, {"players": len(seats), **setup}, seed, seats)
    return app.push(TinyPlay(app, match, seconds))


def step_until(app, condition, dt=0.05, limit=400) -> float:
    """Run frames until ``condition()``; answer the seconds it took."""
    for n in range(limit):
        if condition():
            return n * dt
        app.step(dt, events=[])
    raise AssertionError("the condition never came true")


def space(app) -> None:
    app.step(0.0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)])


# --- the step queue ------------------------------------------------------------------------


def report(index: int) -> StepReport:
    return StepReport(index, 0, ("take",), ())


def test_the_step_queue_plays_steps_one_after_another_at_the_chosen_speed():
    started: list[int] = []
    lengths = {0: 0.5, 1: 0.0, 2: 1.0}
    queue = StepQueue(lambda r: started.append(r.index) or lengths.get(r.index, 1.0), lambda: 2.0)
    queue.queue([report(0), report(1), report(2)])
    assert started == [0] and queue.busy  # the first starts at once
    queue.update(0.9)
    assert started == [0]  # 0.5 s at half speed lasts 1 s
    queue.update(0.2)
    assert started == [0, 1, 2]  # the next one starts; a step with nothing to show is skipped
    queue.update(1.8)
    assert queue.busy
    queue.update(0.1)
    assert not queue.busy
    queue.show(report(3))  # a step shown without holding anything up
    assert started[-1] == 3 and not queue.busy
    queue.queue([report(4), report(5)])
    assert queue.clear() and not queue.busy and started[-1] == 4


# --- queued animations hold the game up ----------------------------------------------------


def test_an_ai_step_is_shown_before_the_next_ai_decision(make_app):
    app = make_app()
    scene = tiny_scene(app, [RANDOM, RANDOM], seconds=1.0)
    match = scene.match
    step_until(app, lambda: len(match.steps) > 1)  # the deal, then the first decision
    shown = len(scene.animated)
    assert shown >= 1 and scene.steps.busy
    steps = len(match.steps)
    # The next decision is ready after 0.25 s (fast AI), but waits for the animations.
    waited = step_until(app, lambda: len(match.steps) > steps)
    assert waited >= shown * 1.0 - 0.05
    assert len(scene.animated) > shown


def test_space_enter_and_a_click_skip_the_animation(make_app):
    app = make_app()
    scene = tiny_scene(app, [RANDOM, RANDOM], seconds=30.0)
    match = scene.match
    skips = [
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0),
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 400), button=1),
    ]
    for event in skips:
        step_until(app, lambda: scene.steps.busy)
        app.step(0.5, events=[])  # the AI's next answer is ready, and waits
        decided, finished = len(match.steps), scene.finished
        app.step(0.0, events=[event])
        assert scene.finished == finished + 1
        assert len(match.steps) > decided  # it waited only for the animation


def test_human_input_waits_for_the_animation_of_the_ai_step(make_app):
    app = make_app()
    scene = tiny_scene(app, [RANDOM, HUMAN], seconds=1.0)
    match = scene.match
    step_until(app, lambda: match.to_move == 1)
    assert scene.steps.busy
    assert not scene.is_human_turn()
    assert not scene.buttons["hint"].is_enabled
    step_until(app, lambda: not scene.steps.busy)
    assert scene.is_human_turn() and scene.buttons["hint"].is_enabled


def test_the_viewers_own_step_is_shown_without_holding_the_game_up(make_app):
    app = make_app()
    scene = tiny_scene(app, [HUMAN, RANDOM], seconds=5.0)
    frames(app)
    assert scene.is_human_turn()
    scene.play(("take",))
    assert scene.animated[-1].value == ("take",)
    assert not scene.steps.busy and scene.is_human_turn()  # the second move is at once


def test_the_privacy_hand_over_waits_for_the_ai_step(make_app):
    app = make_app()
    scene = tiny_scene(app, [HUMAN, RANDOM, HUMAN], seconds=1.0)
    click(app, app.top().ready_button)
    assert scene.viewer == 0
    scene.play(("take",))
    scene.play(("take",))  # seat 0's turn is over: the AI's turn, nobody's view on screen
    assert scene.viewer is None and app.top() is scene
    step_until(app, lambda: scene.match.to_move == 2)
    assert scene.steps.busy and app.top() is scene  # not yet: the AI's step is showing
    step_until(app, lambda: isinstance(app.top(), PrivacyScreen))
    assert not scene.steps.busy


def test_the_results_follow_the_last_animation_and_the_end_animation(make_app):
    app = make_app()
    scene = tiny_scene(app, [RANDOM, RANDOM], seconds=0.2, rounds=1)
    step_until(app, lambda: scene.match.is_over)
    assert scene.ended_at is None and scene.steps.busy
    step_until(app, lambda: scene.ended_at is not None)
    assert scene.results_at is None
    waited = step_until(app, lambda: scene.results_at is not None)
    assert waited >= 0.2 + play_end.RESULTS_HOLD - 0.06
    assert app.stats.game("tiny")["played"] == 0  # no human seat: nothing to count


# --- decisions during someone else's turn --------------------------------------------------


def test_the_privacy_screen_names_the_decider_during_another_players_turn(make_app):
    app = make_app()
    scene = tiny_scene(app, [HUMAN, HUMAN], defend=True)
    click(app, app.top().ready_button)
    scene.play(("duel", 1))
    match = scene.match
    assert (match.to_move, match.turn_of) == (1, 0)
    screen = app.top()
    assert isinstance(screen, PrivacyScreen)
    assert screen.player == "Player 2"
    assert screen.state_for_test()["lines"][:2] == [
        "Pass the computer to Player 2",
        "Player 2 decides during Player 1's turn.",
    ]
    assert scene.state_for_test()["status"] == (
        "Waiting for Player 2 to decide during Player 1's turn"
    )
    click(app, screen.ready_button)
    assert scene.viewer == 1 and scene.is_human_turn()
    assert scene.status_text().startswith("Player 2, your decision during Player 1's turn.")
    scene.play(("accept",))
    assert match.to_move == match.turn_of == 0
    assert isinstance(app.top(), PrivacyScreen) and app.top().turn_of is None


def test_the_ai_decides_for_the_defender_and_the_status_says_so(make_app, monkeypatch):
    app = make_app()
    scene = tiny_scene(app, [HUMAN, RANDOM], defend=True)
    asked: list[int] = []
    original = scene.ai.start

    def start(game_id, setup, rules, observation, legal, seat, *rest, **options):
        asked.append(seat)
        assert observation.seat == seat  # the decider's own observation
        return original(game_id, setup, rules, observation, legal, seat, *rest, **options)

    monkeypatch.setattr(scene.ai, "start", start)
    scene.play(("duel", 1))
    assert scene.status_text().startswith("Player 2 is thinking.")
    assert scene.status_text().endswith("(deciding during Player 1's turn)")
    step_until(app, lambda: scene.match.to_move == 0)
    assert asked == [1]
    assert scene.match.steps[-1].seat == 1  # the defender answered


# --- privacy by construction ---------------------------------------------------------------


def test_nobody_viewing_means_the_public_observation_is_drawn(make_app, monkeypatch):
    app = make_app()
    rules = registry.get("armadora").rules
    match = Match.new(rules, {"players": 3}, 6, [HUMAN, RANDOM, HUMAN])
    app.settings.ai_speed = "slow"
    scene = app.push(ArmadoraPlay(app, match))
    click(app, app.top().ready_button)
    assert scene.viewer == 0
    warrior = next(a for a in match.legal_actions() if a[0] == "warrior")
    scene.play(warrior)
    assert match.to_move == 1 and scene.viewer is None  # the AI's turn in hot-seat
    asked: list[int] = []
    real_observe = rules.observe

    def observe(state, seat):
        asked.append(seat)
        return real_observe(state, seat)

    monkeypatch.setattr(rules, "observe", observe)
    frames(app, 5)
    pos = scene.observation()
    assert pos == match.observe_public()
    assert pos.values[warrior[1]] == 0  # the value is not there to be drawn
    assert not any(pos.hand)
    assert scene.value_of(pos)(warrior[1]) == (None, False)
    assert not set(asked) & {0, 2}  # no human seat's private view was built meanwhile


# --- tooltip and status bar ----------------------------------------------------------------


def armadora_scene(app, seats, seed=11) -> ArmadoraPlay:
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    match = Match.new(registry.get("armadora").rules, {"players": len(seats)}, seed, seats)
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    return scene


def move_mouse(app, pos) -> None:
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, events=[event])


def test_the_illegal_target_tooltip_appears_and_is_cleared_after_a_step(make_app):
    app = make_app()
    scene = armadora_scene(app, [HUMAN, RANDOM])
    step_until(app, scene.is_human_turn)
    line = next(a for a in scene.match.legal_actions() if a[0] == "palisade")[1]
    (x1, y1), (x2, y2) = scene.view.line_segment(line)
    at = ((x1 + x2) // 2, (y1 + y2) // 2)
    move_mouse(app, at)
    assert scene.tooltip_text() is None  # a legal target: nothing to explain
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
    assert scene.match.state.palisades >> line & 1
    assert scene.candidate() == ("palisade", line)  # now illegal, but the step just happened
    assert scene.tooltip_text() is None
    move_mouse(app, at)  # still on the line it just placed: nothing stale (issue 15)
    assert scene.tooltip_text() is None
    move_mouse(app, (5, app.size[1] - 5))  # away, and back: now it is a fair answer
    move_mouse(app, at)
    assert scene.tooltip_text() == "There is already a palisade on this line."
    frames(app)
    drawn = scene.chrome.tooltip._cache
    assert drawn is not None and drawn[0][0] == "There is already a palisade on this line."


def point_at(app, pos) -> None:
    """The mouse to ``pos``, as pygame-gui reads it (the pointer) and the scene (events)."""
    pygame.mouse.set_pos(pos)
    move_mouse(app, pos)


def tip_shown(button) -> bool:
    tip = button.tool_tip
    return tip is not None and tip.alive() and bool(tip.visible)


def press_at(app, pos) -> None:
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def wait(app, seconds: float) -> None:
    for _ in range(round(seconds / 0.1)):
        app.step(0.1, events=[])


def test_a_tooltip_hides_when_its_control_is_clicked(make_app):
    """Issue 51: Done's tooltip stayed over it after the click.  A control's tooltip (and a
    disabled one's reason) hides on a click and comes back once the mouse has left it."""
    app = make_app()
    scene = armadora_scene(app, [HUMAN, RANDOM])
    step_until(app, scene.is_human_turn)
    rect = pygame.Rect(scene.panel_rect.x + 8, scene.panel_rect.bottom - 60, 120, 40)
    button = widgets.button(scene, rect, "Try", "@small")
    widgets.set_tooltip(button, "What it does")
    at, away = rect.center, (5, app.size[1] - 5)
    point_at(app, at)
    wait(app, 1.5)
    assert tip_shown(button)
    press_at(app, at)
    wait(app, 1.5)
    assert not tip_shown(button)
    point_at(app, away)
    point_at(app, at)
    wait(app, 1.5)
    assert tip_shown(button)  # back once the mouse has left it
    widgets.enable(button, False, "Why it cannot")  # a disabled control's reason, drawn
    scene.buttons["tried"] = button
    point_at(app, away)
    point_at(app, at)
    assert scene.chrome.disabled_control()[0] == "Why it cannot"
    press_at(app, at)
    assert scene.chrome.disabled_control() is None
    point_at(app, away)
    point_at(app, at)
    assert scene.chrome.disabled_control()[0] == "Why it cannot"


def test_the_tooltip_stays_inside_the_window(make_app):
    app = make_app(size=(1024, 640))
    window = app.screen.get_rect()
    tooltip = Tooltip()
    text = "A rather long explanation of why this cannot be done, wrapped over lines."
    for mouse in [(1020, 636), (0, 0), (1023, 10), (5, 639)]:
        rect = tooltip.draw(app.screen, text, mouse, app.px)
        assert window.contains(rect), (mouse, rect)


def test_status_bar_texts(make_app, monkeypatch):
    assert [thinking_dots(t) for t in (0.0, 0.5, 1.0, 1.5)] == [".", "..", "...", "."]
    app = make_app()
    app.settings.ai_speed = "slow"
    match = Match.new(registry.get("armadora").rules, {"players": 2}, 4, [RANDOM, HUMAN])
    scene = app.push(ArmadoraPlay(app, match))
    frames(app)
    assert scene.status_text().startswith("Orc is thinking")  # seat 0 plays the Orc
    app.step(0.5, events=[])
    dots = scene.status_text().count(".")
    app.step(0.5, events=[])
    assert scene.status_text().count(".") != dots  # the dots move
    step_until(app, scene.is_human_turn)
    assert scene.status_text().startswith("Goblin, your turn.")
    monkeypatch.setattr(play_turns, "HINT_LEVEL", "greedy")  # answers at once, no worker
    key(app, pygame.K_h)
    hint = scene.hint_action
    assert hint is not None
    assert scene.status_text().startswith(f"Hint: {scene.describe(hint)}")
    assert scene.status_text().endswith("Enter plays it.")
    scene.turns.hint_pending = True
    assert scene.status_text() == "Thinking about a hint..."
    scene.turns.hint_pending = False
    scene.viewer = None
    assert scene.status_text() == "Waiting for Goblin"


def test_the_status_bar_and_buttons_follow_a_language_switch(make_app):
    app = make_app()
    scene = armadora_scene(app, [HUMAN, RANDOM])
    step_until(app, scene.is_human_turn)
    english = scene.log_view.lines
    app.set_language("ko")
    frames(app)
    assert scene.buttons["undo"].text == "되돌리기"
    assert scene.log_view.lines != english and len(scene.log_view.lines) == len(english)
    assert "차례" in scene.status_text()
    app.set_language("en")
    frames(app)
    assert scene.log_view.lines == english


def test_a_game_over_at_start_goes_straight_to_the_results(make_app):
    app = make_app()
    match = Match.new(tiny_game.RULES, {"players": 2, "rounds": 1}, 2, [HUMAN, HUMAN])
    while not match.is_over:
        match.play(match.legal_actions()[0])
    scene = app.push(TinyPlay(app, match))
    app.step(0.01, events=[])
    assert scene.results_at is not None and scene.ended_at is None


class Taker:
    """An AI that always takes a point (so undo may go back over its moves)."""

    def choose(self, rules, observation, legal, seat):
        return ("take",)


def test_undo_clears_the_queued_animations(make_app, monkeypatch):
    monkeypatch.setattr("game.app.ai_driver.make_player", lambda spec, seed: Taker())
    app = make_app()
    scene = tiny_scene(app, [HUMAN, RANDOM], seconds=30.0)
    frames(app)
    scene.play(("take",))
    scene.play(("take",))
    step_until(app, lambda: scene.steps.busy)
    assert scene.can_undo()
    finished = scene.finished
    ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    app.step(0.0, events=[ctrl_z])
    assert not scene.steps.busy and scene.finished == finished + 1
    assert scene.match.to_move == 0 and scene.is_human_turn()


def test_armadora_piece_animations_use_the_step_queue(make_app):
    app = make_app()
    scene = armadora_scene(app, [HUMAN, RANDOM])
    step_until(app, scene.is_human_turn)
    warrior = next(a for a in scene.match.legal_actions() if a[0] == "warrior")
    scene.play(warrior)
    assert ("cell", warrior[1]) in scene.appear  # the viewer's own warrior grows in
    assert not scene.steps.busy
    step_until(app, lambda: scene.match.to_move == 0 and len(scene.match.steps) > 2)
    ai_step = scene.match.steps[-1].value
    if ai_step[0] in ("warrior", "palisade"):
        assert scene.steps.busy  # the AI's piece is being shown: the human waits
        kind = "cell" if ai_step[0] == "warrior" else "line"
        assert (kind, ai_step[1]) in scene.appear
    step_until(app, scene.is_human_turn)
    assert scene.last_cells | scene.last_lines  # the last turn is marked


def test_the_app_provides_everything_scenes_may_use(make_app):
    from game.app.scene import AppShell

    app = make_app()
    promised = set(AppShell.__annotations__) | {
        name for name in vars(AppShell) if not name.startswith("_")
    }
    assert promised and all(hasattr(app, name) for name in promised), sorted(
        name for name in promised if not hasattr(app, name)
    )


@pytest.mark.parametrize("game_id", ["armadora", "goldmine"])
def test_the_status_bar_names_the_winner_once_the_board_shows_the_end(make_app, game_id):
    """It said "The game is over." (Gold Mine) or "...the warriors are turned face up..."
    (Armadora, though they were at once) until Results: once the last step is shown it
    says who won, as the Results headline does."""
    from game.app.seat_names import victory_words
    from game.engine.players import make_player
    from game.text import tr

    rules = registry.get(game_id).rules
    seats = [SeatInfo("ai", "greedy"), SeatInfo("ai", "greedy")]
    whole = Match.new(
        rules,
        {"players": 2, "round_limit": 8} if game_id == "goldmine" else {"players": 2},
        4,
        seats,
    )
    players = [make_player("greedy", 40 + s) for s in range(2)]
    while not whole.is_over:
        seat = whole.to_move
        whole.play(players[seat].choose(rules, whole.observe(seat), whole.legal_actions(), seat))
    last = max(i for i, step in enumerate(whole.steps) if step.seat >= 0)
    match = Match(rules, dict(whole.setup), whole.seed, list(whole.seats))
    match.rebuild(whole.steps[:last])
    app = make_app()
    app.settings.ai_speed = "fast"
    scene = app.push("play", match=match)
    said = []
    for _ in range(900):
        frames(app)
        if match.is_over:
            said.append((scene.steps.busy, scene.state_for_test()["status"]))
            if not scene.steps.busy:
                break
    result = victory_words(match.outcome(), scene.names())
    assert said[-1] == (False, tr("play.game_over_result", result=result))
    assert result.endswith("wins!")


def test_tooltips_are_drawn_over_the_widget_layer(make_app, monkeypatch):
    """Issue 51: a tooltip never hides under a button or a highlight the widget layer
    draws: the top scene's tooltips come after the widgets, every frame."""
    app = make_app()
    app.push("menu")
    order: list[str] = []
    scene = app.top()
    monkeypatch.setattr(scene, "draw", lambda surface: order.append("scene"))
    monkeypatch.setattr(scene, "draw_above", lambda surface: order.append("above"))
    drawn = app.manager.draw_ui
    monkeypatch.setattr(app.manager, "draw_ui", lambda s: (order.append("widgets"), drawn(s)))
    app.draw()
    assert order == ["scene", "widgets", "above"]


def test_the_play_scene_draws_its_tooltip_above(make_app, monkeypatch):
    from game.engine import registry
    from game.engine.match import Match, SeatInfo

    app = make_app()
    info = registry.get("armadora")
    seats = [SeatInfo("human"), SeatInfo("ai", "greedy")]
    scene = app.push(info.view.play_scene(app, Match.new(info.rules, {"players": 2}, 3, seats)))
    frames(app, 2)
    monkeypatch.setattr(scene, "tooltip_text", lambda: "Not here: a palisade stands there.")
    scene.mouse = (scene.board_area.centerx, scene.board_area.centery)
    blank = pygame.Surface(app.screen.get_size())
    scene.chrome.draw(blank)  # the status bar only
    before = pygame.image.tobytes(blank, "RGB")
    scene.draw_above(blank)
    assert pygame.image.tobytes(blank, "RGB") != before  # the tooltip comes here
