"""Hidden information: hands, black cards, dealt generals and deck orders are private;
everything else is public.  Sampled worlds agree with what the seat has seen and deal
the rest fairly."""

from __future__ import annotations

import random
from collections import Counter

from game.crown.cards import ACTION_COUNT, BLACK_COUNT, HARVEST, TRIBUTE
from game.engine.contract import CHANCE
from tests.crown.helpers import RULES, new_game, play_random


def mid_game(seed: int = 4, players: int = 3, steps: int = 400):
    rng = random.Random(seed)
    state = RULES.initial_state(RULES.normalize_setup({"players": players}))
    for _ in range(steps):
        if RULES.to_move(state) == CHANCE:
            RULES.apply_chance(state, RULES.sample_chance(state, rng))
        else:
            RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    return state


def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others() -> None:
    state = mid_game()
    for seat in range(state.players):
        o = RULES.observe(state, seat)
        assert o.hand == tuple(state.hands[seat]) and o.black == state.black[seat]
        assert o.hand_sizes == tuple(len(h) for h in state.hands)
        assert o.has_black == tuple(k >= 0 for k in state.black)
        assert all(g == -1 for s, g in o.bottom if s != seat)
        assert [g for s, g in o.bottom if s == seat] == [
            g for s, g in state.general_bottom if s == seat
        ]
    public = RULES.observe_public(state)
    assert public.hand == () and public.black == -1 and all(g == -1 for _, g in public.bottom)


def test_dealt_generals_are_private_until_kept() -> None:
    state = new_game(5, players=3)
    o = RULES.observe(state, 1)
    assert o.dealt[1] == state.dealt[1]
    assert o.dealt[0] == (-1, -1, -1) and o.dealt[2] == (-1, -1, -1)
    assert RULES.reveals(state, ("keep", state.dealt[0][0]))


def test_hidden_cards_change_nothing_a_seat_can_see() -> None:
    state = mid_game(7)
    seat = 0
    other = RULES.clone(state)
    # swap an opponent's hand card with one in the deck (both unseen by seat 0)
    hand = other.hands[1]
    if hand:
        old = hand[0]
        new = next(k for k in range(len(ACTION_COUNT)) if other.action_deck[k] and k != old)
        hand[0] = new
        other.action_deck[new] -= 1
        other.action_deck[old] += 1
        hand.sort()
    assert RULES.observe(other, seat) == RULES.observe(state, seat)
    assert RULES.observe(other, 1) != RULES.observe(state, 1) or not state.hands[1]


def test_sampled_worlds_keep_the_seats_view_and_conserve_cards() -> None:
    rng = random.Random(3)
    state = mid_game(9, players=4)
    for seat in range(4):
        observation = RULES.observe(state, seat)
        for _ in range(20):
            world = RULES.sample_state(observation, rng)
            assert RULES.observe(world, seat) == observation
            assert world.hands[seat] == state.hands[seat]
            assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
            actions = Counter(k for h in world.hands for k in h)
            for k, n in enumerate(ACTION_COUNT):
                assert actions[k] + world.action_deck[k] + world.action_discard[k] == n
            black = Counter(k for k in world.black if k >= 0)
            for k, n in enumerate(BLACK_COUNT):
                assert black[k] + world.black_deck[k] + world.black_discard[k] == n
            assert len(world.general_pool) == len(state.general_pool)


def test_opponents_hands_are_sampled_from_every_unseen_card() -> None:
    """Seat 0 holds two Harvests; seat 1 holds one unknown card.  Over many worlds the
    unknown card is each kind in proportion to the copies seat 0 has not seen."""
    state = new_game(2)
    state.hands = [[HARVEST, HARVEST], [TRIBUTE]]
    state.action_deck[HARVEST] -= 2
    state.action_deck[TRIBUTE] -= 1
    observation = RULES.observe(state, 0)
    rng = random.Random(11)
    seen = Counter()
    for _ in range(3000):
        seen[RULES.sample_state(observation, rng).hands[1][0]] += 1
    unseen = sum(ACTION_COUNT) - 2
    assert abs(seen[HARVEST] / 3000 - 8 / unseen) < 0.03
    assert abs(seen[TRIBUTE] / 3000 - 8 / unseen) < 0.03
    assert len(seen) == len(ACTION_COUNT)


def test_drawn_cards_are_logged_for_their_owner_only() -> None:
    state = mid_game(12, players=2, steps=5)
    while state.stage != "draw_action":
        if RULES.to_move(state) == CHANCE:
            RULES.apply_chance(state, RULES.sample_chance(state, random.Random(1)))
        else:
            RULES.apply(state, RULES.legal_actions(state)[-1])
    log = []
    seat = state.turn
    RULES.apply_chance(state, TRIBUTE, log)
    private = [e for e in log if e.key == "crown.log.drew_action"]
    assert private and private[0].seats == (seat,)
    assert all(e.seats is None for e in log if e.key != "crown.log.drew_action")


def test_every_game_ends_and_observations_are_deterministic() -> None:
    state = RULES.initial_state(RULES.normalize_setup({"players": 2, "round_limit": 5}))
    play_random(state, random.Random(4))
    assert state.stage == "over"
    assert RULES.observe(state, 0) == RULES.observe(RULES.clone(state), 0)
