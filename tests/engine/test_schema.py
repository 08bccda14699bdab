"""The state schema: fields declared once, clone / observe / restore written from them."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import NamedTuple

import pytest

from game.engine.schema import (
    SchemaRules,
    StateSchema,
    derived,
    hidden,
    private,
    public,
)


class Piece(NamedTuple):
    owner: int
    at: tuple[int, int]


def own_hand(state: Cards, seat: int) -> tuple[int, ...]:
    return tuple(state.hands[seat]) if seat >= 0 else ()


@dataclass
class Cards:
    players: int = public()
    pieces: dict[int, Piece] = public(default_factory=dict)
    scores: list[list[int]] = public(default_factory=list)
    seen: set[int] = public(default_factory=set)
    gold: list[int] | None = public(default=None)
    hands: list[list[int]] = private(
        own_hand,
        name="hand",
        shows={"hand_sizes": lambda s: tuple(len(h) for h in s.hands)},
        default_factory=list,
    )
    deck: list[int] = hidden(shows={"deck_size": lambda s: len(s.deck)}, default_factory=list)
    total: int = derived(rebuild=lambda s: sum(map(len, s.hands)), default=0)
    memo: tuple[int, ...] | None = derived(default=None)


SCHEMA = StateSchema(Cards)


@SCHEMA.observation
class CardsObservation:
    """What a seat knows of a card game."""

    def sizes(self) -> int:
        return sum(self.hand_sizes)


def a_state() -> Cards:
    return Cards(
        players=2,
        pieces={3: Piece(0, (1, 2)), 1: Piece(1, (0, 0))},
        scores=[[1, 2], [3]],
        seen={4, 5},
        gold=[7, 8],
        hands=[[1, 2], [3]],
        deck=[9, 9, 9],
        total=3,
        memo=(1,),
    )


def test_a_clone_copies_what_changes_in_place_and_shares_the_rest() -> None:
    state = a_state()
    copy = SCHEMA.clone(state)
    assert copy == state and copy is not state
    copy.scores[0].append(5)
    copy.hands[1].append(4)
    copy.pieces[2] = Piece(0, (5, 5))
    copy.seen.add(1)
    copy.gold.append(1)
    copy.deck.pop()
    assert state == a_state()
    assert copy.memo is state.memo


def test_an_observation_freezes_public_fields_and_shows_private_ones_to_their_seat() -> None:
    state = a_state()
    seen = SCHEMA.observe(state, 1)
    assert isinstance(seen, CardsObservation)
    assert seen.seat == 1
    assert seen.pieces == ((1, Piece(1, (0, 0))), (3, Piece(0, (1, 2))))
    assert seen.scores == ((1, 2), (3,))
    assert seen.seen == frozenset({4, 5})
    assert seen.gold == (7, 8)
    assert seen.hand == (3,)
    assert seen.hand_sizes == (2, 1)
    assert seen.deck_size == 3
    assert seen.sizes() == 3
    assert SCHEMA.observe(state, -1).hand == ()
    names = set(SCHEMA.observed)
    assert not names & {"hands", "deck", "total", "memo"}


def test_a_restored_state_takes_the_public_fields_back_and_the_secrets_as_given() -> None:
    state = a_state()
    observation = SCHEMA.observe(state, 0)
    world = SCHEMA.restore(observation, {"hands": [[1, 2], [6]], "deck": [9, 9, 9]})
    assert world.pieces == state.pieces and isinstance(world.pieces, dict)
    assert world.scores == state.scores and isinstance(world.scores[0], list)
    assert world.seen == state.seen and isinstance(world.seen, set)
    assert world.hands == [[1, 2], [6]]
    assert world.total == 3  # rebuilt
    assert world.memo is None  # the default
    assert SCHEMA.observe(world, 0) == observation


def test_a_missing_or_unknown_secret_is_named() -> None:
    observation = SCHEMA.observe(a_state(), 0)
    with pytest.raises(ValueError, match=r"missing \['deck'\], unknown \['hand'\]"):
        SCHEMA.restore(observation, {"hands": [[], []], "hand": ()})


def test_an_undeclared_field_is_refused_when_the_game_loads() -> None:
    @dataclass
    class Loose:
        players: int = public()
        secret: int = 0

    with pytest.raises(TypeError, match=r"Loose.secret: say who may see it"):
        StateSchema(Loose)


def test_a_field_it_cannot_copy_must_say_it_is_shared() -> None:
    @dataclass
    class Deep:
        table: list[dict[int, int]] = public(default_factory=list)

    with pytest.raises(TypeError, match=r"Deep.table: no copy known"):
        StateSchema(Deep)

    @dataclass
    class Kept:
        table: list[dict[int, int]] = public(default_factory=list, shared=True)

    kept = StateSchema(Kept)

    @kept.observation
    class KeptObservation:
        pass

    state = Kept([{1: 2}])
    assert kept.clone(state).table is state.table


def test_a_derived_field_may_come_from_the_observation_once_for_every_world() -> None:
    @dataclass
    class Board:
        walls: list[int] = public(default_factory=list)
        secret: int = hidden(default=0)
        rooms: tuple[int, ...] | None = derived(from_observation=lambda o: o.rooms, default=None)

    schema = StateSchema(Board)

    @schema.observation
    class BoardObservation:
        worked_out = 0

        @functools.cached_property
        def rooms(self) -> tuple[int, ...]:
            type(self).worked_out += 1
            return tuple(sorted(self.walls))

    seen = schema.observe(Board([3, 1, 2], 7), 0)
    worlds = [schema.restore(seen, {"secret": s}) for s in range(3)]
    assert [w.rooms for w in worlds] == [(1, 2, 3)] * 3
    assert worlds[0].rooms is worlds[2].rooms and BoardObservation.worked_out == 1
    with pytest.raises(TypeError, match="from the state or from the observation"):
        derived(rebuild=len, from_observation=len)


def test_the_observation_class_takes_no_fields_of_its_own() -> None:
    schema = StateSchema(Cards)
    with pytest.raises(TypeError, match="its fields come from the state"):

        @schema.observation
        class Wrong:
            extra: int


def test_rules_on_a_schema_sample_only_their_secrets() -> None:
    class CardRules:  # the rest of the contract is not needed here
        schema = SCHEMA

        def sample_secrets(self, observation, rng):
            hands = [list(observation.hand) if s == observation.seat else [] for s in range(2)]
            return {"hands": hands, "deck": [0] * observation.deck_size}

    rules = CardRules()
    state = a_state()
    seen = SchemaRules.observe(rules, state, 0)
    world = SchemaRules.sample_state(rules, seen, random.Random(1))
    assert world.hands == [[1, 2], []] and world.deck == [0, 0, 0]
    assert SchemaRules.observe_public(rules, state).hand == ()
    assert SchemaRules.clone(rules, state) == state


def test_the_written_source_can_be_read() -> None:
    assert "def clone(s):" in SCHEMA.source
    assert "d['scores'] = [x.copy() for x in s.scores]" in SCHEMA.source
    assert "_view_hands(s, seat)" in SCHEMA.source
