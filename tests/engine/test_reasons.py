"""Why one move beats another (:mod:`game.engine.reasons`): the features the AI weighs,
measured after each move on the same worlds, the differences named in the game's words."""

from __future__ import annotations

import random

import pytest
from tiny_game import RULES

from game import text
from game.armadora import features as armadora_features
from game.armadora.rules import ArmadoraRules
from game.crown import features as crown_features
from game.crown import pieces
from game.engine import reasons, registry
from game.engine.ai.knowledge import knowledge_for
from game.engine.contract import CHANCE, TERMINAL
from game.engine.match import Match, SeatInfo
from game.engine.reasons import Feature
from game.goldmine import features as goldmine_features
from game.goldmine import race

POINTS = Feature("points", 1.0, lambda state, seat: state.points[seat])


def tiny_start():
    match = Match.new(RULES, {"players": 2, "rounds": 2}, 3, [SeatInfo("human")] * 2)
    seat = match.to_move
    return match, seat, match.observe(seat)


def test_a_point_taken_is_the_one_reason_and_names_its_number() -> None:
    _match, seat, observation = tiny_start()
    found = reasons.compare(RULES, [POINTS], observation, seat, ("take",), ("peek", 1 - seat))
    assert [(r.feature, r.difference, r.favourable) for r in found] == [("points", 1.0, True)]
    assert found[0].amount == 1
    reverse = reasons.compare(RULES, [POINTS], observation, seat, ("peek", 1 - seat), ("take",))
    assert reverse == []  # only a cost: no reason why the peek is better


def test_no_reason_for_the_same_move_or_for_what_does_not_differ() -> None:
    _match, seat, observation = tiny_start()
    assert reasons.compare(RULES, [POINTS], observation, seat, ("take",), ("take",)) == []
    other = ("peek", 1 - seat)
    flat = Feature("flat", 1.0, lambda state, seat: 4.0)
    assert reasons.compare(RULES, [flat], observation, seat, other, ("peek", seat)) == []
    assert reasons.compare(RULES, [], observation, seat, ("take",), other) == []


def test_gains_come_before_costs_and_at_most_two_are_said() -> None:
    _match, seat, observation = tiny_start()
    cost = Feature("cost", 0.1, lambda state, s: state.points[s], better=-1)
    double = Feature("double", 0.5, lambda state, s: 2 * state.points[s])
    found = reasons.compare(
        RULES, [cost, POINTS, double], observation, seat, ("take",), ("peek", 1 - seat)
    )
    assert [r.feature for r in found] == ["double", "points"]  # the cost weighs most, but


def test_the_comparison_is_the_same_every_time() -> None:
    _match, seat, observation = tiny_start()
    dice = Feature("points", 0.1, lambda state, s: state.points[s])
    first = reasons.compare(RULES, [dice], observation, seat, ("roll",), ("take",))
    again = reasons.compare(RULES, [dice], observation, seat, ("roll",), ("take",))
    assert first == again


def random_states(game_id: str, games: int, seed: int):
    """(state, seat to move, legal) along random games, and each game's last state."""
    rules = registry.get(game_id).rules
    rng = random.Random(seed)
    for _ in range(games):
        match = Match.new(rules, {"players": 2}, rng.randrange(10**6), [SeatInfo("human")] * 2)
        state = match.state
        for _step in range(600):
            mover = rules.to_move(state)
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                rules.apply_chance(state, rules.sample_chance(state, rng))
                continue
            legal = rules.legal_actions(state)
            yield state, mover, legal
            rules.apply(state, rng.choice(legal))
        yield state, None, []


def test_armadora_gold_secured_is_never_more_than_the_side_wins() -> None:
    """Gold counted secured (the side leads even if every hidden warrior were the highest)
    is always won at the end: at every game's end it is at most the side's final gold."""
    rules = ArmadoraRules()
    ended = 0
    for state, mover, _legal in random_states("armadora", 12, 5):
        if mover is not None:
            continue
        ended += 1
        gold = rules.outcome(state).scores
        for seat in range(state.players):
            assert armadora_features.closed_gold(state, seat) <= gold[seat] + 1e-9
    assert ended == 12


def test_gold_mine_and_crown_features_are_the_rules_own_counts() -> None:
    for state, mover, _legal in random_states("goldmine", 2, 7):
        if mover is not None:
            assert goldmine_features.nuggets(state, mover) == race.side_held(state, mover)
    for state, mover, _legal in random_states("crown", 1, 7):
        if mover is not None:
            assert crown_features.points(state, mover) == pieces.points(state, mover)
            assert crown_features.castles(state, mover) == pieces.castle_count(state, mover)


@pytest.mark.parametrize("game_id", ["armadora", "goldmine", "crown"])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_reason_a_game_can_give_has_words(game_id: str, lang: str) -> None:
    text.set_language(lang)
    try:
        for feature in knowledge_for(game_id).features:
            for difference in (2.0, -2.0):
                reason = reasons.Reason(feature.name, difference, 2.0, True)
                words = text.tr(reason.key(game_id), count=reason.amount)
                assert words and words != reason.key(game_id)
                assert "%{" not in words
    finally:
        text.set_language("en")


@pytest.mark.parametrize("game_id", ["armadora", "goldmine", "crown"])
def test_reasons_along_random_games_name_a_real_difference(game_id: str) -> None:
    """For decisions along random games: the runner-up differs from the move, and every
    reason said is a difference of at least half its unit in the game's own features."""
    rules = registry.get(game_id).rules
    features = {f.name: f for f in knowledge_for(game_id).features}
    rng = random.Random(11)
    said = 0
    for index, (state, mover, legal) in enumerate(random_states(game_id, 2, 3)):
        if mover is None or len(legal) < 2 or index % 9:
            continue
        observation = rules.observe(state, mover)
        chosen = rng.choice(legal)
        other = reasons.runner_up(rules, observation, legal, mover, chosen)
        assert other is not None and other != chosen
        found = reasons.compare(rules, list(features.values()), observation, mover, chosen, other)
        assert len(found) <= reasons.MOST
        for reason in found:
            assert abs(reason.difference) >= features[reason.feature].unit * reasons.SIGNIFICANT
        said += bool(found)
        if said:
            assert reasons.versus(game_id, found, "X") or not found
    assert said > 0
