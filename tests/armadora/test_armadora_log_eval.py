"""Log entries render in both languages; the evaluation and the baseline players work."""

from __future__ import annotations

import random
import re

import pytest

from game import text
from game.armadora import GAME
from game.armadora.moves import region_info
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.engine.players import GreedyPlayer, RandomPlayer

from .armadora_helpers import RULES, TOP_LEFT, cell, fence, new_state, put

NAMES = {"player": "Ann", "owner": "Bo", "side": "Team 1"}


def test_registered():
    assert registry.get("armadora") is GAME
    assert GAME.rules.game_id == "armadora" and (GAME.min_players, GAME.max_players) == (2, 4)
    for lang in ("en", "ko"):
        assert text.catalog(lang)["armadora.title"]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_log_entry_renders(lang):
    old = text.language()
    text.set_language(lang)
    text.set_strict(True)
    try:
        for seed, setup in enumerate(
            [
                {"players": 2, "advanced": True},
                {"players": 4, "advanced": True},
                {"players": 3, "advanced": True},
            ]
        ):
            match = Match.new(RULES, setup, seed, [SeatInfo("ai", "random")] * setup["players"])
            rng = random.Random(seed)
            while not match.is_over:
                match.play(rng.choice(match.legal_actions()))
            for entry in match.log:
                args = {k: NAMES.get(k, v) for k, v in entry.args.items()}
                rendered = text.tr(entry.key, **args)
                assert "%{" not in rendered and rendered
                if lang == "ko":
                    assert not re.search(r"이\(가\)|을\(를\)|은\(는\)|과\(와\)|\(으\)로", rendered)
    finally:
        text.set_strict(False)
        text.set_language(old)


def test_problem_keys_exist_in_both_languages():
    folder = text.LOCALES_DIR.parent / "game" / "armadora"
    source = (folder / "explain.py").read_text()
    calls = re.findall(r"\b_problem\(([^)]*)\)", source)
    keys = {f"armadora.problem.{key}" for call in calls for key in re.findall(r'"(\w+)"', call)}
    keys |= {f"armadora.problem.no_target.{kind}" for kind in ("peek", "arrow", "goblin", "orc")}
    assert len(keys) > 25
    for lang in ("en", "ko"):
        catalog = set(text.catalog(lang))
        missing = {
            key
            for key in keys
            if key not in catalog and not any(f"{key}.{f}" in catalog for f in text.PLURAL_FORMS)
        }  # a plural text is its forms ("armadora.problem.small_region.one", ".many")
        assert not missing, missing
    for name in ("rules.py", "narrate.py", "log_words.py"):
        rules_source = (folder / name).read_text()
        for key in re.findall(r'"(armadora\.(?:error|log)\.\w+)"', rules_source):
            assert key in text.catalog("en") and key in text.catalog("ko"), key


def test_evaluation_prefers_the_side_holding_the_gold():
    state = new_state(2, piles=(3, 7, 4, 5, 5, 6, 6, 4))  # top-left mine holds 7
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 5)
    put(state, 0, (1, 0), 1)
    put(state, 1, (0, 1), 1)  # top-left is full and clearly won by seat 0
    ahead, behind = RULES.evaluate(state, 0), RULES.evaluate(state, 1)
    assert 0.5 < ahead < 1 and 0 < behind < 0.5
    even = new_state(2)
    assert abs(RULES.evaluate(even, 0) - 0.5) < 1e-9


def test_evaluation_does_not_depend_on_values_the_seat_cannot_know():
    state = new_state(2)
    c = put(state, 1, (2, 2), 5)
    other = state.clone()
    other.values[c] = 1
    hand = list(other.hands[1])
    hand[1] -= 1
    hand[5] += 1
    other.hands[1] = tuple(hand)
    assert RULES.evaluate(state, 0) == RULES.evaluate(other, 0)
    assert RULES.evaluate(state, 1) != RULES.evaluate(other, 1)


def test_greedy_beats_random_most_of_the_time():
    wins = 0
    games = 12
    for seed in range(games):
        greedy_seat = seed % 2
        match = Match.new(RULES, {"players": 2}, seed, [SeatInfo("ai", "random")] * 2)
        greedy, rnd = GreedyPlayer(seed), RandomPlayer(seed)
        while not match.is_over:
            seat = match.to_move
            player = greedy if seat == greedy_seat else rnd
            obs = match.observe(seat)
            match.play(player.choose(RULES, obs, match.legal_actions(), seat))
        wins += greedy_seat in match.outcome().winners
    assert wins >= 8


def test_region_info_for_display():
    state = new_state(2, piles=(3, 7, 4, 5, 5, 6, 6, 4))
    assert [r.size for r in region_info(state)] == [40]
    assert not region_info(state)[0].enclosed
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    info = region_info(state)
    assert [(r.size, r.gold, r.full, r.enclosed) for r in info] == [
        (4, 7, False, True),
        (36, 33, False, True),
    ]
    assert info[0].cells == ((0, 0), (1, 0), (0, 1), (1, 1)) and info[0].mines == ((1, 1),)
    put(state, 0, (1, 0), 1)
    put(state, 1, (0, 1), 1)
    assert region_info(state)[0].full
    assert region_info(RULES.observe(state, 1)) == region_info(state)
    assert cell(0, 1) in [c for c in range(40) if region_info(state)[0].mask >> c & 1]
