"""The AI worker process: answers, cancels, restarts, and matches the in-process search."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from engine.helpers import new_match
from game.engine.ai.worker import AIClient, Request, WorkerError, decide
from tests.waiting import HANG_SECONDS, wait_for

MODULE = "tiny_game:register"  # how the worker finds the test-only game


@pytest.fixture(scope="module")
def client() -> Iterator[AIClient]:
    ai = AIClient()
    ai.start(wait=True)
    yield ai
    ai.shutdown()
    assert not ai.running


def wait(ai: AIClient, seconds: float = HANG_SECONDS):
    """The worker's next answer (it must come: a bound on a hang, not on speed)."""
    answers = []

    def answered() -> bool:
        answers.append(ai.poll())
        return answers[-1] is not None

    wait_for(answered, "the worker's answer", seconds, poll=0.005)
    return answers[-1]


def test_the_worker_answers_like_the_in_process_search(client: AIClient) -> None:
    match = new_match(seed=4, kinds="ha")
    args = ("tiny", match.setup, match.observe(0), 0, "normal", 17)
    ticket = client.request(*args, match.legal_actions(), module=MODULE, max_iterations=300)
    assert client.pending == ticket
    action = wait(client)
    assert client.pending is None
    assert action in match.legal_actions()
    local = decide(Request(ticket, *args, tuple(match.legal_actions()), MODULE, 300), None)
    assert action == local


def test_hint_uses_the_same_path_and_the_legal_list_is_optional(client: AIClient) -> None:
    match = new_match(seed=5, kinds="hh")
    match.play(("take",))
    client.hint(
        "tiny",
        match.setup,
        match.observe(0),
        0,
        3,
        level="normal",
        module=MODULE,
        max_iterations=100,
    )
    assert wait(client) in match.legal_actions()
    client.request("tiny", match.setup, match.observe(0), 0, "greedy", 3, module=MODULE)
    assert wait(client) in match.legal_actions()


def test_cancel_stops_the_search_and_drops_its_answer(client: AIClient) -> None:
    match = new_match(seed=6, kinds="ha")
    observation = match.observe(0)
    # A search of a billion simulations and no time limit (hours), cancelled: the next
    # request is answered only if the cancel stopped it.
    client.request(
        "tiny", match.setup, observation, 0, "hard", 1, module=MODULE, max_iterations=10**9
    )
    time.sleep(0.05)  # under way (or not yet: a cancel drops a waiting request too)
    client.cancel()
    assert client.pending is None and client.poll() is None
    client.request("tiny", match.setup, observation, 0, "random", 1, module=MODULE)
    assert wait(client) in match.legal_actions()


def test_a_new_request_replaces_the_pending_one(client: AIClient) -> None:
    match = new_match(seed=7, kinds="ha")
    first = client.request("tiny", match.setup, match.observe(0), 0, "hard", 1, module=MODULE)
    second = client.request(
        "tiny", match.setup, match.observe(0), 0, "easy", 2, module=MODULE, max_iterations=50
    )
    assert second == first + 1 and client.pending == second
    assert wait(client) in match.legal_actions()


def test_errors_in_the_worker_are_reported() -> None:
    ai = AIClient()
    try:
        ai.request("no-such-game", {}, None, 0, "random", 1)
        with pytest.raises(WorkerError, match="no-such-game"):
            wait(ai)
    finally:
        ai.shutdown()


def test_a_dead_worker_is_restarted_once() -> None:
    ai = AIClient()
    match = new_match(seed=8, kinds="ha")
    try:
        ai.start(wait=True)
        ai._process.kill()  # as if the process crashed
        ai._process.join()
        ai.request("tiny", match.setup, match.observe(0), 0, "greedy", 1, module=MODULE)
        assert wait(ai) in match.legal_actions()
    finally:
        ai.shutdown()
    assert not ai.running
