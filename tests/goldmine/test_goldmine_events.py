"""Gold Mine's typed step events: one or more for every step, JSON round trips, everything
public (nobody's secret is told), numbers that agree with the position after the step (the
walk of a move, the dice and result of a challenge, the nuggets held, the turns and the
end), and replay recomputing them."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from game.engine.events import Journal
from game.engine.match import Match, SeatInfo, StepReport
from game.goldmine import events, mine
from game.goldmine.events import (
    ChallengeResolved,
    ChallengeRoundWon,
    ChallengeStarted,
    ClimbedOut,
    Dealt,
    DiceRolled,
    GameOver,
    MinerMoved,
    NuggetCollected,
    NuggetHidden,
    NuggetsHanded,
    PassageTried,
    ProductionBegan,
    RolledOff,
    RoundLimitReached,
    Stayed,
    TileDrawn,
    TilePlaced,
    TurnBegan,
    TurnChoice,
    TurnEnded,
)
from game.goldmine.rules import GoldMineRules
from tests.event_checks import check_every_step_told, replayed_events

RULES = GoldMineRules()
SETUPS = [
    {"players": 2, "round_limit": 12},
    {"players": 3, "five_tiles": True, "round_limit": 10},
    {"players": 4, "alliance": True, "round_limit": 12},
    {"players": 2, "mud": False, "round_limit": 10},
    {"players": 6, "alliance": True, "round_limit": 4},
]


def played(setup: dict, seed: int) -> tuple[Match, list[StepReport], list]:
    """A whole game of seeded random moves (ending a turn only when nothing else is legal),
    its step reports (the deal and the roll-off too), and the public observation after each."""
    seats = [SeatInfo("ai", "random")] * setup["players"]
    match = Match(RULES, RULES.normalize_setup(setup), seed, seats)
    match.state = RULES.initial_state(match.setup)
    reports = match.resolve_chance()
    seen = [report.public for report in reports]
    rng = random.Random(seed)
    while not match.is_over:
        legal = match.legal_actions()
        action = rng.choice([a for a in legal if a != ("end",)] or legal)
        for report in match.play(action):
            reports.append(report)
            seen.append(report.public)
    return match, reports, seen


@pytest.fixture(scope="module", params=range(len(SETUPS)))
def game(request):
    return played(SETUPS[request.param], 41 + request.param)


def test_every_step_emits_public_events_that_round_trip_through_json(game):
    match, reports, _ = game
    check_every_step_told(match, reports, events)
    for report in reports:
        for event in report.events:
            assert event.seats is None  # Gold Mine has no secret a step tells
            for seat in range(match.setup["players"]):
                assert event in report.events_for(seat)


def test_replay_recomputes_the_same_events(game):
    match, reports, _ = game
    assert replayed_events(match) == [event for report in reports for event in report.events]


def test_the_kinds_of_a_whole_game(game):
    _, reports, _ = game
    kinds = {type(event) for report in reports for event in report.events}
    assert {Dealt, RolledOff, TurnBegan, TurnEnded, TileDrawn, TilePlaced} <= kinds
    assert {ProductionBegan, TurnChoice, DiceRolled, MinerMoved, GameOver} <= kinds
    assert kinds & {ClimbedOut, RoundLimitReached}


def test_moves_tell_a_walk_the_rules_allow(game):
    """Each move's path starts where the miner stood and ends where it stands; a walk goes
    from path to neighbouring path within the steps allowed, a mud pit only at its end; a
    passage goes from one pool to another."""
    _, reports, seen = game
    before = None
    for report, after in zip(reports, seen, strict=True):
        for event in report.events:
            if isinstance(event, MinerMoved):
                path = event.path
                assert path[0] == before.miners[event.seat]
                assert path[-1] == after.miners[event.seat]
                if event.cause == "passage":
                    assert len(path) == 2 and all(mine.has_passage(after.board, p) for p in path)
                    continue
                assert len(path) - 1 <= event.allowed
                for a, b in pairwise(path):
                    assert b in mine.neighbours(after.board, a)
                for inner in path[1:-1]:
                    assert not (after.mud and mine.is_muddy(after.board, inner))
                end_muddy = mine.is_muddy(after.board, path[-1]) and len(path) > 1
                assert event.mud == (after.mud and end_muddy)
                assert (event.by != event.seat) == (event.cause == "push")
            elif isinstance(event, Stayed):
                assert event.at == before.miners[event.seat] == after.miners[event.seat]
        before = after


def test_challenges_tell_every_round_and_the_result(game):
    _, reports, seen = game
    found = 0
    for report, after in zip(reports, seen, strict=True):
        rounds = [e for e in report.events if isinstance(e, ChallengeRoundWon)]
        results = [e for e in report.events if isinstance(e, ChallengeResolved)]
        if not results:
            assert not rounds
            continue
        found += 1
        (result,) = results
        assert result.rounds == report.value
        assert [(r.attacker_die, r.defender_die) for r in rounds] == list(result.rounds)
        assert [r.number for r in rounds] == list(range(1, len(rounds) + 1))
        for r in rounds:
            assert r.winner == (r.attacker if r.attacker_die >= r.defender_die else r.defender)
        won = [r.winner for r in rounds]
        assert won.count(result.winner) == 2 and won[-1] == result.winner
        assert result.attacker_won + result.defender_won == len(rounds)
        assert {result.winner, result.loser} == {result.attacker, result.defender}
        assert result.held == tuple(after.held)
        assert after.challenge is None or after.challenge.winner == result.winner
        if result.challenge == "bat":
            assert result.then == "push" and after.stage == "push_roll"
        else:
            assert result.then == ("hide" if after.stage == "nugget" else "keep")
    assert found  # every one of these games has challenges


def test_tiles_nuggets_and_turns_agree_with_the_position(game):
    match, reports, seen = game
    drawn = None
    turn = None
    for report, after in zip(reports, seen, strict=True):
        for event in report.events:
            if isinstance(event, TileDrawn) and event.fits:
                drawn = event.tile
            elif isinstance(event, TileDrawn):
                assert event.tile in after.rejected
            elif isinstance(event, TilePlaced):
                assert event.tile == drawn and after.board[(event.x, event.y)] == (
                    event.tile,
                    event.rot,
                )
                assert event.nugget == ((event.x, event.y) in after.nuggets)
            elif isinstance(event, NuggetCollected):
                assert (event.x, event.y) not in after.nuggets
                assert after.miners[event.seat][:2] == (event.x, event.y)
            elif isinstance(event, NuggetHidden):
                assert (event.x, event.y) in after.nuggets
            elif isinstance(event, NuggetsHanded):
                assert event.held == tuple(after.held)
            elif isinstance(event, ChallengeStarted):
                kind = 0 if event.challenge == "gold" else 1
                assert after.tokens[event.seat][kind] == event.tokens_left
            elif isinstance(event, TurnBegan):
                assert turn is None and event.seat == after.turn
                turn = event
            elif isinstance(event, TurnEnded):
                assert turn is not None and (event.seat, event.round) == (turn.seat, turn.round)
                turn = None
            elif isinstance(event, PassageTried):
                low, high = sorted(event.dice)
                assert event.low_water == (low == high or low + high == 7)
                assert event.steps == (0 if event.opened else low)
    assert turn is None  # the last turn ended
    over = reports[-1].events[-1]
    assert isinstance(over, GameOver)
    outcome = match.outcome()
    assert over.ranking == tuple(tuple(group) for group in outcome.ranking)
    assert over.held == tuple(match.state.held) and over.end == match.state.end


def test_the_dice_say_whose_they_are(game):
    """The movement die and the passage's dice are the turn player's, a bonus move's the
    challenge's winner's (the attacker), a push's the winner of the bat challenge."""
    _, reports, seen = game
    purposes = set()
    before = None
    for report, after in zip(reports, seen, strict=True):
        for event in report.events:
            if isinstance(event, DiceRolled):
                purposes.add(event.purpose)
                value = report.value
                assert event.dice == (value if isinstance(value, tuple) else (value,))
                if event.purpose in ("push", "bonus"):
                    assert event.seat == before.challenge.winner
                else:
                    assert event.seat == before.turn
        before = after
    assert "move" in purposes


def test_a_gold_challenge_won_by_the_attacker_tells_the_nugget_and_the_bonus_move():
    state = _action_state()
    state.held = [1, 2]
    log = Journal()
    RULES.apply(state, ("gold", 1), log)
    RULES.apply_chance(state, ((6, 1), (6, 1)), log)
    started, first, second, result = log.events
    assert started == ChallengeStarted(0, 1, "gold", 2)
    assert (first.winner, second.winner) == (0, 0)
    assert result.winner == 0 and result.loser == 1 and result.then in ("hide", "keep")
    assert result.held[1] == 1


@pytest.mark.parametrize(
    ("challenge", "rounds", "lines"),
    [
        (
            "bat",
            ((1, 2), (5, 1), (2, 3)),
            {
                "en": "Blue wins the bat challenge against Red, 2 rounds to 1 (dice: Red 1, 5, 2;"
                " Blue 2, 1, 3).",  # no round tied: no tie rule
                "ko": "파랑이 빨강과의 박쥐 챌린지에서 2 대 1로 이겼습니다 (주사위: 빨강 1, 5, 2"
                " / 파랑 2, 1, 3).",
            },
        ),
        (
            "gold",
            ((6, 1), (4, 4)),
            {
                "en": "Red wins the gold challenge against Blue, 2 rounds to 0 (dice: Red 6, 4;"
                " Blue 1, 4; a tie goes to Red).",
                "ko": "빨강이 파랑과의 금 챌린지에서 2 대 0으로 이겼습니다 (주사위: 빨강 6, 4"
                " / 파랑 1, 4, 같으면 빨강 승).",
            },
        ),
    ],
)
def test_a_challenge_s_log_line_says_who_won_how_many_rounds_with_each_side_s_dice(
    challenge, rounds, lines
):
    """The line is worded from the challenge's event (its numbers, nothing else), in both
    languages."""
    from game import text
    from game.goldmine.log_words import duel_entry

    state = _action_state()
    state.held = [1, 2]
    log = Journal()
    RULES.apply(state, (challenge, 1), log)
    RULES.apply_chance(state, rounds, log)
    at = next(i for i, e in enumerate(log.events) if isinstance(e, ChallengeResolved))
    result = log.events[at]
    entry = log[log.sources.index(at)]  # the first line worded from the event
    assert entry == duel_entry(result)
    for lang, line in lines.items():
        names = {"en": ("Red", "Blue"), "ko": ("빨강", "파랑")}[lang]
        args = {
            k: names[v] if k in ("seat", "target", "attacker", "defender") else v
            for k, v in entry.args.items()
        }
        text.set_language(lang)
        try:
            assert text.tr(entry.key, **args).replace("\u00a0", " ") == line  # no-break spaces
        finally:
            text.set_language("en")


def test_the_round_limit_and_a_climb_end_the_game_with_their_events():
    state = _action_state()
    state.round_limit, state.round, state.turn, state.start = 3, 2, 1, 0
    log = Journal()
    RULES.apply(state, ("end",), log)
    assert [type(e) for e in log.events] == [TurnEnded, RoundLimitReached, GameOver]
    state = _action_state()
    state.miners = [(0, 0, 0), (0, 0, 0)]
    state.held = [state.goal, 0]
    log = Journal()
    RULES.apply(state, ("end",), log)
    _, climbed, over = log.events
    assert climbed == ClimbedOut(0, (0,), state.goal, state.goal)
    assert over.end == "climb" and over.ranking[0] == (0,)


def _action_state():
    """Two players in production, seat 0 in its action step on the entrance with the
    other miner."""
    state = RULES.initial_state(RULES.normalize_setup({"players": 2}))
    RULES.apply_chance(state, RULES.sample_chance(state, random.Random(1)))
    state.miners = [(0, 0, 0), (0, 0, 0)]
    state.stage, state.turn, state.start, state.round = "action", 0, 0, 0
    return state
