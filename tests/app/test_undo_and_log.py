"""Undo against the AI keeps its word (``docs/decisions.md``, "Undo"): it takes back the
player's decision with the AI moves made since, and a repeated decision gets the same AI
answer; the play scene's log renders each entry once, not the whole log every step."""

from __future__ import annotations

import itertools

import pytest

from game.armadora.view.play import ArmadoraPlay
from game.engine import registry
from game.engine.match import Match, SeatInfo
from tests.app.test_finish_now import armadora_play
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


class FickleAI:
    """An AI that never answers the same position twice the same way (as a search with a
    time limit on a busy computer may not)."""

    def __init__(self) -> None:
        self.turn = itertools.count()
        self.answer = None

    def start(self, game_id, setup, rules, observation, legal, seat, spec, seed, hint=False):
        self.answer = sorted(legal)[next(self.turn) % len(legal)]

    def poll(self):
        answer, self.answer = self.answer, None
        return answer

    def cancel(self) -> None:
        self.answer = None

    def warm_up(self) -> None:
        pass

    def forget(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


def until_human(app, scene) -> None:
    for _ in range(300):
        if scene.is_human_turn():
            return
        app.step(0.1, events=[])
    raise AssertionError("the human never got the board back")


def test_a_repeated_decision_after_undo_gets_the_same_ai_answer(make_app):
    app = make_app()
    scene = armadora_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    scene.ai = FickleAI()
    app.settings.ai_speed = "fast"
    warriors = sorted(a for a in scene.match.legal_actions() if a[0] == "warrior")
    mine = warriors[0]
    start = len(scene.match.steps)
    scene.play(mine)
    until_human(app, scene)
    answered = scene.match.steps[start + 1 :]
    assert answered and all(step.seat == 1 for step in answered)
    assert scene.undo() and scene.match.to_move == 0  # the AI's answer went with it
    scene.play(mine)
    until_human(app, scene)
    assert scene.match.steps[start + 1 :] == answered  # not a new, different answer
    # A different decision is answered afresh.
    assert scene.undo()
    other = warriors[-1]
    scene.play(other)
    until_human(app, scene)
    assert scene.match.steps[start].value == other
    assert scene.match.steps[start + 1 :] != answered


def test_the_log_renders_only_the_entries_a_step_added(make_app):
    app = make_app()
    info = registry.get("armadora")
    match = Match.new(info.rules, {"players": 2}, 5, [SeatInfo("human"), SeatInfo("human")])
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    scene.viewer = 0
    rendered = []
    plain = scene.log_text
    scene.log_text = lambda entry: rendered.append(entry) or plain(entry)
    scene.refresh()
    before = len(scene.match.log)
    rendered.clear()
    scene.play(sorted(scene.match.legal_actions())[0])
    assert 0 < len(rendered) <= len(scene.match.log) - before
    every = [plain(e) for e in scene.match.log if e.visible_to(scene.viewer)]
    assert scene.log_lines() == [line for line in every if line is not None]
