"""The contract every game keeps, checked the same way for each game and setup.

A new game joins with one line in ``GAMES``: its id and the setups to try.  Games are
played with random legal moves from seeded positions; every check compares concrete
observations, records and undo points, so a game that leaks hidden information, replays
differently or lets undo cross a die roll fails here.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.engine import record, registry
from game.engine.ai.worker import Request, decide
from game.engine.contract import CHANCE, TERMINAL, Rules
from game.engine.match import Match, SeatInfo
from game.engine.schema import DERIVED, HIDDEN, PRIVATE, PUBLIC

TINY = "tiny_game:register"

GAMES: list[tuple[str, str | None, list[dict[str, Any]]]] = [
    ("armadora", None, [{"players": 2}, {"players": 3, "advanced": True}, {"players": 4}]),
    (
        "goldmine",
        None,
        [
            {"players": 2, "round_limit": 8},
            {"players": 3, "five_tiles": True, "round_limit": 6},
            {"players": 6, "alliance": True, "mud": False, "round_limit": 4},
        ],
    ),
    ("tiny", TINY, [{"players": 2}, {"players": 3, "defend": True}, {"players": 6}]),
    (
        "crown",
        "game.crown:register",
        [
            {"players": 2, "round_limit": 6},
            {"players": 3, "round_limit": 4, "random_start": True},
            {
                "players": 4,
                "teams": True,
                "round_limit": 3,
                "heroes": ["ragnar", None, None, "sylva"],
            },
        ],
    ),
]
"""(game id, module registering a test-only game, setups)."""

CASES = [
    pytest.param(game, module, setup, id=f"{game}-{i}")
    for game, module, setups in GAMES
    for i, setup in enumerate(setups)
]
MAX_STEPS = 5000
SEEDS = (1, 2, 3)


def rules_of(game: str, module: str | None) -> Rules:
    return registry.load(game, module).rules


def new_match(rules: Rules, setup: dict[str, Any], seed: int, kinds: str = "") -> Match:
    players = rules.normalize_setup(setup)["players"]
    kinds = (kinds or "a" * players)[:players].ljust(players, "a")
    seats = [SeatInfo("human") if k == "h" else SeatInfo("ai", "random") for k in kinds]
    return Match.new(rules, setup, seed, seats)


def positions(match: Match, rng: random.Random) -> Iterator[Match]:
    """Play ``match`` to the end with random legal moves, yielding it before every decision."""
    for _ in range(MAX_STEPS):
        if match.is_over:
            return
        yield match
        match.play(rng.choice(match.legal_actions()))
    raise AssertionError(f"no end after {MAX_STEPS} decisions")


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_random_legal_games_end_with_a_ranking(game, module, setup) -> None:
    rules = rules_of(game, module)
    for seed in SEEDS:
        match = new_match(rules, setup, seed)
        for position in positions(match, random.Random(seed)):
            seat = position.to_move
            assert seat >= 0 and position.legal_actions()
            assert 0 <= position.turn_of < len(position.seats)
        outcome = match.outcome()
        assert sorted(s for group in outcome.ranking for s in group) == list(
            range(len(match.seats))
        )
        assert match.to_move == TERMINAL


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_sampled_states_agree_with_the_observation_and_keep_the_public_view(
    game, module, setup
) -> None:
    """A state sampled from a seat's observation shows that seat exactly the same, and a
    spectator exactly the same: the public observation holds no seat's secret."""
    rules = rules_of(game, module)
    rng = random.Random(7)
    match = new_match(rules, setup, 11)
    for index, position in enumerate(positions(match, random.Random(5))):
        if index % 3:
            continue
        public = position.observe_public()
        for seat in range(len(position.seats)):
            observation = position.observe(seat)
            world = rules.sample_state(observation, rng)
            assert rules.observe(world, seat) == observation
            assert rules.observe_public(world) == public
            assert rules.legal_actions(world) == position.legal_actions() or (
                position.to_move != seat
            )


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_the_ai_decides_the_same_when_hidden_information_is_redealt(game, module, setup) -> None:
    """Two true states that a seat cannot tell apart get the same decision from the AI."""
    rules = rules_of(game, module)
    rng = random.Random(3)
    match = new_match(rules, setup, 21)
    checked = 0
    for index, position in enumerate(positions(match, random.Random(9))):
        if index % 7 or checked >= 4:
            continue
        seat = position.to_move
        observation = position.observe(seat)
        other = rules.sample_state(observation, rng)  # another deal of what the seat can't see
        decisions = []
        for state in (position.state, other):
            request = Request(
                ticket=1,
                game_id=game,
                setup=position.setup,
                observation=rules.observe(state, seat),
                seat=seat,
                level="normal",
                seed=5,
                legal=tuple(rules.legal_actions(state)),
                module=module,
                max_iterations=60,
            )
            decisions.append(decide(request))
        assert decisions[0] == decisions[1]
        checked += 1
    assert checked


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_a_record_replays_to_the_same_game_and_survives_a_file(
    game, module, setup, tmp_path
) -> None:
    rules = rules_of(game, module)
    match = new_match(rules, setup, 31, kinds="ha")
    for index, _ in enumerate(positions(match, random.Random(4))):
        if index == 25:
            break
    text = record.dumps(match, {"note": "contract"})
    again = record.loads(text)
    assert again.steps == match.steps and again.log == match.log
    for seat in range(len(match.seats)):
        assert again.observe(seat) == match.observe(seat)
    assert _unstamped(record.dumps(again, {"note": "contract"})) == _unstamped(text)
    path = tmp_path / "save.json"
    record.save(match, path)
    loaded = record.load(path)
    assert loaded.steps == match.steps and loaded.seats == match.seats


def _unstamped(text: str) -> dict:
    """A record without its time of saving and the checksum that covers it (two saves a
    second apart differ only there)."""
    data = json.loads(text)
    return {k: v for k, v in data.items() if k not in ("saved", "checksum")}


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_undo_never_crosses_chance_a_reveal_or_another_humans_decision(game, module, setup) -> None:
    rules = rules_of(game, module)
    match = new_match(rules, setup, 41, kinds="hahh")
    humans = [s for s, info in enumerate(match.seats) if info.is_human]
    for position in positions(match, random.Random(6)):
        for seat in humans:
            point = position.undo_point(seat)
            if point is None:
                continue
            assert position.steps[point].seat == seat
            for step in position.steps[point:]:
                assert not step.is_chance and not step.barrier
                assert step.seat == seat or not position.seats[step.seat].is_human


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_a_decision_settles_exactly_when_undo_could_not_take_it_back(game, module, setup):
    """The one confirm rule's question (``Rules.settles``, asked of the seat's observation)
    agrees with the match: with every seat a person's, a decision the rules call settled is
    one Undo cannot take back right after, and every other one it can."""
    rules = rules_of(game, module)
    rng = random.Random(8)
    checked = 0
    for seed in (43, 44, 45):
        match = new_match(rules, setup, seed, kinds="hhhhhh")
        for _ in range(300):
            if match.is_over:
                break
            seat = match.to_move
            action = rng.choice(match.legal_actions())
            settles = rules.settles(match.observe(seat), action)
            match.play(action)
            assert settles == (not match.can_undo(seat)), (seat, action)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_listed_chance_outcomes_are_a_distribution_the_draw_follows(game, module, setup) -> None:
    rules = rules_of(game, module)
    rng = random.Random(8)
    for seed in SEEDS:
        state = rules.initial_state(rules.normalize_setup(setup))
        for _ in range(MAX_STEPS):
            mover = rules.to_move(state)
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                listed = rules.chance_outcomes(state)
                drawn = rules.sample_chance(state, random.Random(seed))
                if listed is not None:
                    assert abs(sum(p for _, p in listed) - 1) < 1e-9
                    assert all(p > 0 and rules.chance_is_valid(state, o) for o, p in listed)
                    assert drawn in [o for o, _ in listed]
                rules.apply_chance(state, drawn)
            else:
                rules.apply(state, rng.choice(rules.legal_actions(state)))


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_a_seat_that_stopped_playing_never_decides_again(game, module, setup) -> None:
    """``still_playing`` (what "Finish now" asks about human seats) never lies: a seat it
    calls done is never to move again, and nobody plays on after the end."""
    rules = rules_of(game, module)
    for seed in SEEDS[:2]:
        match = new_match(rules, setup, seed)
        done: set[int] = set()
        for position in positions(match, random.Random(seed)):
            assert position.to_move not in done and position.still_playing(position.to_move)
            done |= {s for s in range(len(position.seats)) if not position.still_playing(s)}
        assert not any(match.still_playing(s) for s in range(len(match.seats)))


GAME_IDS = sorted({(game, module) for game, module, _ in GAMES})


@pytest.mark.parametrize(("game", "module"), GAME_IDS, ids=[g for g, _ in GAME_IDS])
def test_every_state_field_says_who_may_see_it(game, module) -> None:
    """The state's hidden information is declared once, field by field (public, private,
    hidden or derived), and clone, observe and sample_state are the schema's."""
    rules = rules_of(game, module)
    schema = rules.schema
    declared = {d.name: d.visibility.kind for d in schema.fields}
    assert [f.name for f in dataclasses.fields(schema.state_class)] == list(declared)
    assert set(declared.values()) <= {PUBLIC, PRIVATE, HIDDEN, DERIVED}
    assert schema.observation_class is not None


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_an_observation_holds_only_what_the_state_declares_visible(game, module, setup) -> None:
    """No observation (a seat's or a spectator's) carries a field the state does not declare
    observable, nor a hidden or derived field under its own name."""
    rules = rules_of(game, module)
    schema = rules.schema
    secret = {d.name for d in schema.fields if d.visibility.kind in (HIDDEN, DERIVED)}
    allowed = set(schema.observed)
    assert not secret & allowed
    match = new_match(rules, setup, 13)
    for index, position in enumerate(positions(match, random.Random(3))):
        if index % 5:
            continue
        for seat in [-1, *range(len(position.seats))]:
            observation = position.observe_public() if seat < 0 else position.observe(seat)
            names = {f.name for f in dataclasses.fields(observation)}
            assert names == allowed
            assert not names & secret


@pytest.mark.parametrize(("game", "module", "setup"), CASES)
def test_a_resignation_ranks_the_side_last_and_replays(game, module, setup) -> None:
    """A human resigns part-way (Pause -> Resign): its side is last whatever the board
    says; the game ends at once when no other side or no other human is left (or the game
    cannot seat a player out), otherwise the others play on, the resigned seats' turns
    played by the rules' ``sit_out``; the record replays it exactly and undo never crosses
    it."""
    rules = rules_of(game, module)
    players = rules.normalize_setup(setup)["players"]
    for kinds in ("ha", "hh" + "a" * (players - 2)):
        match = new_match(rules, setup, 17, kinds=kinds)
        for index, _ in enumerate(positions(match, random.Random(3))):
            if index == 8:
                break
        match.resign(0)
        side = rules.sides(match.state).members(rules.sides(match.state).of(0))
        assert set(match.resigned) == set(side) and not match.can_undo(0)
        assert not any(match.still_playing(s) for s in side)
        humans_left = [s for s in range(players) if s not in side and match.seats[s].is_human]
        sides_left = {rules.side_of(match.state, s) for s in range(players) if s not in side}
        can_go_on = bool(humans_left) and len(sides_left) > 1
        can_go_on = can_go_on and rules.sit_out(match.state, 0) is not None
        assert match.is_over == (not can_go_on)
        for _ in positions(match, random.Random(5)):
            assert match.to_move not in side
        outcome = match.outcome()
        assert outcome.resigned == match.resigned and outcome.stopped == (not can_go_on)
        assert outcome.ranking[-1] == sorted(side) or set(outcome.ranking[-1]) == set(side)
        assert not set(side) & set(outcome.winners)
        again = record.loads(record.dumps(match))
        assert again.steps == match.steps and again.is_over and again.resigned == match.resigned
        assert again.outcome().ranking == outcome.ranking
