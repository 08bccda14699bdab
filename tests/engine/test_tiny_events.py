"""Tiny Duel's events and ``explain``: the example game shows the shape every game follows
(an event for every step, a secret told to its seat alone, replay recomputing them, a
reason for every illegal move from the observation)."""

from __future__ import annotations

import json
import random

import pytest
import tiny_game
from tiny_game import RULES, Dueled, Rolled, SecretSeen, TurnEnded

from game import text
from game.engine.events import event_from_json
from game.engine.match import Match, SeatInfo

SETUPS = [{"players": 2}, {"players": 3, "defend": True}, {"players": 4, "teams": True}]


@pytest.fixture(params=range(len(SETUPS)))
def game(request):
    """A whole seeded random game, its step reports and every seat's observation after each."""
    setup = RULES.normalize_setup(SETUPS[request.param])
    seats = [SeatInfo()] * setup["players"]
    match = Match(RULES, setup, 7 + request.param, seats)
    match.state = RULES.initial_state(setup)
    reports = match.resolve_chance()
    rng = random.Random(request.param)
    while not match.is_over:
        reports += match.play(rng.choice(match.legal_actions()))
    return match, reports


def test_every_step_tells_its_events_and_they_round_trip(game):
    match, reports = game
    assert len(reports) == len(match.steps)
    for report in reports:
        assert report.events, report.value
        for event in report.events:
            assert event_from_json(json.loads(json.dumps(event.to_json()))) == event
    replayed = Match(RULES, match.setup, match.seed, match.seats)
    replayed.rebuild(match.steps)
    assert replayed.log.events == [e for report in reports for e in report.events]


def test_a_secret_is_told_only_to_the_seat_that_learns_it(game):
    _, reports = game
    for report in reports:
        for event in report.events:
            if isinstance(event, SecretSeen):
                assert event.seats == (event.seat,)
            else:
                assert event.seats is None
            if isinstance(event, Dueled):  # a duel makes both secrets public
                assert report.public.secrets[event.seat] == event.mine
                assert report.public.secrets[event.target] == event.theirs
            if isinstance(event, Rolled):
                assert report.is_chance and report.value == event.die
            if isinstance(event, TurnEnded) and report.public.round < report.public.rounds:
                assert report.public.turn == event.next


def test_explain_is_none_exactly_for_legal_moves_and_says_why_in_both_languages(game):
    match, _ = game
    text.add_locale_dir(tiny_game.LOCALE_DIR)
    rng = random.Random(3)
    replay = Match(RULES, match.setup, match.seed, match.seats)
    replay.state = RULES.initial_state(match.setup)
    replay.resolve_chance()
    n = match.setup["players"]
    moves = [("take",), ("roll",), ("end",), ("accept",), ("yield",), ("fly",), ()]
    moves += [(kind, j) for kind in ("peek", "duel") for j in range(n + 1)]
    while not replay.is_over:
        legal = replay.legal_actions()
        for seat in range(n):
            shown = replay.observe(seat)
            for move in moves:
                found = RULES.explain(shown, move)
                assert (found is None) == (seat == replay.to_move and move in legal), move
                if found is not None:
                    for lang in ("en", "ko"):
                        assert text.has(found[0], lang), found
        replay.play(rng.choice(legal))
