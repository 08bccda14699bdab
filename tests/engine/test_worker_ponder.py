"""The worker keeps a seat's tree between its requests and ponders on a person's time
(issue 53): in process through :class:`Sessions`, then through the real worker process."""

from __future__ import annotations

from types import SimpleNamespace

from tiny_game import RULES

from engine.helpers import seat_one_moves, seat_one_to_move
from engine.test_worker import wait
from game.engine.ai.worker import AIClient, Ponder, Request, Sessions, decide, ponder
from tests.waiting import wait_for

MODULE = "tiny_game:register"
SETUP = {"players": 2, "rounds": 3, "teams": False, "defend": False}


def ponder_request(state, ticket: int, session: int = 0) -> Ponder:
    observation = RULES.observe(state, 0)
    return Ponder(ticket, "tiny", SETUP, observation, 0, 1, "hard", 5, MODULE, 1500, session)


def decision(state, ticket: int, level: str = "hard", session: int = 0) -> Request:
    legal = tuple(RULES.legal_actions(state))
    observation = RULES.observe(state, 0)
    return Request(ticket, "tiny", SETUP, observation, 0, level, 9, legal, MODULE, 300, session)


def test_a_seats_pondering_is_used_by_its_next_decision() -> None:
    sessions = Sessions()
    state = seat_one_to_move()
    assert ponder(ponder_request(state, 1), SimpleNamespace(value=1), sessions) == 1500
    seat_one_moves(state, 0, 1)
    assert ponder(ponder_request(state, 2), SimpleNamespace(value=2), sessions) == 1500
    seat_one_moves(state, 1, 2)
    assert RULES.to_move(state) == 0
    action = decide(decision(state, 3), SimpleNamespace(value=3), sessions)
    assert action in RULES.legal_actions(state)
    (player,) = sessions.players.values()
    assert player.last.inherited > 0 and player.tree.played == action


def test_another_session_starts_afresh_and_only_hard_is_kept() -> None:
    sessions = Sessions()
    state = seat_one_to_move()
    ponder(ponder_request(state, 1), SimpleNamespace(value=1), sessions)
    assert sessions.players
    seat_one_moves(state)
    decide(decision(state, 2, session=1), SimpleNamespace(value=2), sessions)
    (player,) = sessions.players.values()
    assert player.last.inherited == 0  # an undo or another game: nothing kept from before
    normal = decision(state, 3, level="normal", session=1)
    observation = RULES.observe(state, 0)
    assert (
        ponder(
            Ponder(4, "tiny", SETUP, observation, 0, 1, "normal", 5, MODULE, 100, 1),
            SimpleNamespace(value=4),
            sessions,
        )
        == 0
    )  # Normal does not ponder
    decide(normal, SimpleNamespace(value=3), sessions)
    assert len(sessions.players) == 1  # Normal keeps no tree


def test_a_new_request_stops_the_pondering() -> None:
    sessions = Sessions()
    state = seat_one_to_move()
    request = Ponder(1, "tiny", SETUP, RULES.observe(state, 0), 0, 1, "hard", 5, MODULE, None, 0)

    class MovesOn:
        """The client's ticket: the ponder's for three checks, then a new request's."""

        def __init__(self) -> None:
            self.checks = 0

        @property
        def value(self) -> int:
            self.checks += 1
            return 1 if self.checks <= 3 else 2

    assert ponder(request, MovesOn(), sessions) == 4 * 16  # stopped at its fourth check


def test_the_worker_process_ponders_then_decides() -> None:
    ai = AIClient()
    try:
        ai.start(wait=True)
        state = seat_one_to_move()
        ai.ponder(
            "tiny",
            SETUP,
            RULES.observe(state, 0),
            0,
            1,
            "hard",
            5,
            module=MODULE,
            max_iterations=400,
        )
        assert ai.pondering and ai.pending is None and ai.poll() is None

        def pondered() -> bool:  # let it run its course
            ai.poll()
            return ai.pondered is not None

        wait_for(pondered, "the ponder's end")
        assert ai.pondered == 400
        seat_one_moves(state)
        legal = RULES.legal_actions(state)
        ai.request(
            "tiny",
            SETUP,
            RULES.observe(state, 0),
            0,
            "hard",
            9,
            legal,
            module=MODULE,
            max_iterations=200,
        )
        assert not ai.pondering
        assert wait(ai) in legal
    finally:
        ai.shutdown()
