"""The play scene lets the next AI seat think while a person decides (issue 53), from that
seat's own observation only, and drops what it kept after an undo."""

from __future__ import annotations

import pytest
from tiny_game import RULES

from game.engine.match import Match, SeatInfo
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home", "tiny_registered")


class RecordingAI:
    """The scene's AI driver, answering at once and recording what it was asked."""

    def __init__(self) -> None:
        self.ponders: list[tuple] = []
        self.forgotten = 0
        self.answer = None
        self.busy = False

    def start(self, game_id, setup, rules, observation, legal, seat, spec, seed, hint=False):
        self.answer = legal[0]
        self.busy = True

    def poll(self):
        answer, self.answer = self.answer, None
        self.busy = False
        return answer

    def ponder(self, game_id, setup, observation, seat, mover, spec, seed) -> bool:
        self.ponders.append((game_id, setup, observation, seat, mover, spec, seed))
        return True

    def cancel(self) -> None:
        self.answer = None
        self.busy = False

    def forget(self) -> None:
        self.forgotten += 1

    def warm_up(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


def tiny_play(make_app, level: str = "hard"):
    from tiny_view import TinyPlay

    app = make_app()
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    match = Match.new(
        RULES, {"players": 2, "rounds": 2}, 8, [SeatInfo("human"), SeatInfo("ai", level)]
    )
    scene = app.push(TinyPlay(app, match))
    scene.ai = RecordingAI()
    frames(app, 2)
    return app, scene


def test_the_ai_seat_ponders_on_each_human_decision_from_its_own_observation(make_app):
    app, scene = tiny_play(make_app)
    match = scene.match
    assert scene.is_human_turn()
    frames(app, 5)
    assert len(scene.ai.ponders) == 1  # once per decision, not once per frame
    game_id, setup, observation, seat, mover, spec, _ = scene.ai.ponders[0]
    assert setup == match.setup
    assert (game_id, seat, mover, spec) == ("tiny", 1, 0, "hard")
    assert observation == match.observe(1) and observation.seat == 1
    assert observation != match.observe(0)  # the person's secret is not in it
    assert observation.secrets[0] is None and match.state.secrets[0]
    scene.play(("take",))
    frames(app, 3)
    assert len(scene.ai.ponders) == 2 and scene.ai.ponders[1][2] == match.observe(1)


def test_an_undo_drops_what_the_ai_kept(make_app):
    app, scene = tiny_play(make_app)
    scene.play(("take",))
    frames(app, 2)
    assert scene.can_undo()
    scene.undo()
    assert scene.ai.forgotten == 1
    frames(app, 2)
    assert scene.ai.ponders[-1][2] == scene.match.observe(1)  # pondering again, afresh


def test_a_baseline_seat_does_not_ponder(make_app):
    app, scene = tiny_play(make_app, level="random")
    frames(app, 5)
    assert scene.ai.ponders == []


def test_an_ai_turns_later_decisions_pause_for_less(make_app):
    from game.app.play_turns import AI_DELAY, FOLLOW_UP_DELAY

    app, scene = tiny_play(make_app)
    scene.play(("take",))
    scene.play(("take",))  # seat 1's turn: two decisions
    pauses = []
    for _ in range(400):
        if scene.match.to_move == 0 or len(pauses) == 2:
            break
        asked = scene.turns.seat is None
        app.step(0.01, events=[])
        if asked and scene.turns.seat == 1:
            pauses.append(round(scene.turns.wait + 0.01, 6))
    assert pauses == [AI_DELAY["fast"], FOLLOW_UP_DELAY["fast"]]
    assert FOLLOW_UP_DELAY["fast"] < AI_DELAY["fast"]
