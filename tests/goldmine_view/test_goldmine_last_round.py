"""At the round limit's last round a seat whose turn is over can act again only as the
defender who wins a challenge: with nobody left this round able to challenge it, it has no
chance of acting before the end (``still_playing``), and the play screen offers Finish now."""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.engine.match import Match, SeatInfo

RULES = registry.get("goldmine").rules
pytestmark = pytest.mark.usefixtures("home")


def last_round_after_seat_0(seed: int = 1) -> Match:
    seats = [SeatInfo("human"), SeatInfo("ai", "random")]
    match = Match.new(RULES, {"players": 2, "round_limit": 2}, seed, seats)
    rng = random.Random(seed)
    while not match.is_over:
        state = match.state
        last = state.round + 1 == state.round_limit and state.miners[0] is not None
        if last and state.turn == 1 and state.start == 0 and state.stage == "movement":
            return match
        match.play(rng.choice(match.legal_actions()))
    raise AssertionError("not reached")


def find() -> Match:
    for seed in range(1, 60):
        try:
            return last_round_after_seat_0(seed)
        except AssertionError:
            continue
    raise AssertionError("no game reached it")


def test_a_seat_nobody_can_challenge_any_more_is_done_in_the_last_round():
    match = find()
    state = match.state
    state.tokens[1] = [3, 1]
    assert RULES.still_playing(state, 0)  # a bat challenge could still come
    state.tokens[1] = [3, 0]
    state.held[0] = 1
    assert RULES.still_playing(state, 0)  # a gold challenge could
    state.held[0] = 0
    assert not RULES.still_playing(state, 0)
    assert RULES.still_playing(state, 1)  # the seat playing now


def test_finish_now_is_offered_then(make_app):
    from game.goldmine.view.play import GoldMinePlay
    from tests.ui_fixtures import frames

    app = make_app()
    match = find()
    match.state.tokens[1] = [3, 0]
    match.state.held[0] = 0
    scene = app.push(GoldMinePlay(app, match))
    frames(app, 2)
    assert scene.turns.can_finish() and scene.buttons["finish"].visible
