"""The remembering mine (``mine.Mine``): what it remembers always equals what a plain board
gives, however the mine grew, and a state's mine is never changed under a clone."""

from __future__ import annotations

import pickle
import random

from game.engine.contract import CHANCE, TERMINAL
from game.goldmine import mine, race
from game.goldmine.ai import GoldMineKnowledge, distances
from game.goldmine.rules import GoldMineRules
from game.goldmine.state import ENTRANCE_POSITION
from game.goldmine.tiles import KINDS

RULES = GoldMineRules()
KNOWLEDGE = GoldMineKnowledge()


def play(seed: int, steps: int, players: int = 2):
    """States of a seeded game (rollout policy), one after every decision or chance step."""
    rng = random.Random(seed)
    setup = {"players": players, "mud": True, "five_tiles": False, "alliance": False}
    state = RULES.initial_state({**setup, "round_limit": 30})
    for _ in range(steps):
        mover = RULES.to_move(state)
        if mover == TERMINAL:
            return
        if mover == CHANCE:
            RULES.apply_chance(state, RULES.sample_chance(state, rng))
        else:
            RULES.apply(state, KNOWLEDGE.rollout_action(RULES, state, mover, rng))
        yield state


def plain_positions(board: dict) -> list[mine.Position]:
    return [
        (x, y, path)
        for (x, y), (tile, rot) in board.items()
        for path in range(len(mine.geometry(board, (x, y)).paths))
    ]


def one_per_picture(placements: list, kind: int) -> list:
    """The placements less the turns that repeat a picture already listed on their square."""
    seen, kept = set(), []
    for x, y, rot in placements:
        picture = (x, y, mine.GEOMETRY[kind][rot].paths)
        if picture not in seen:
            seen.add(picture)
            kept.append((x, y, rot))
    return kept


def test_what_a_mine_remembers_matches_a_plain_board_as_the_mine_grows() -> None:
    checked = largest = 0
    for seed in range(3):
        for state in play(seed, 900):
            board = state.board
            assert type(board) is mine.Mine
            plain = dict(board)
            step = mine.stepper(board)
            for position in plain_positions(plain):
                # Asked twice: the second answer comes from the memo.
                for _ in range(2):
                    assert mine.neighbours(board, position) == mine.neighbours(plain, position)
                    assert step(position) == mine.neighbours(plain, position)
            for kind in range(len(KINDS) - 1):
                every = mine.placements(plain, mine.frontier_of(plain), kind)
                assert mine.placements(board, state.frontier, kind) == every
                assert mine.distinct_placements(board, state.frontier, kind) == one_per_picture(
                    every, kind
                )
            assert mine.fitting_kinds(board, state.frontier) == mine.fitting_kinds(
                plain, mine.frontier_of(plain)
            )
            assert state.frontier == mine.frontier_of(plain)
            if any(m is not None for m in state.miners):
                start = next(m for m in state.miners if m is not None)
                assert mine.reach(board, start, 5) == mine.reach(plain, start, 5)
                assert distances(board, [start]) == distances(plain, [start])
            checked += 1
            largest = max(largest, len(board))
    assert checked > 900 and largest > 40


def test_a_grown_mine_updates_its_ancestors_distance_maps_to_a_fresh_searchs() -> None:
    """Distance maps asked for every ``every`` states: a grown mine updates the map of the
    mine it grew from (one tile, or several laid since) and must find what a plain board
    finds, passages included."""
    updated = 0
    for every in (1, 3):
        for seed in range(3):
            for number, state in enumerate(play(seed, 700)):
                if number % every:
                    continue
                board = state.board
                origin = board.memo.get(mine.ORIGIN, ())
                plain = dict(board)
                passages = race.passage_set(plain)
                for sources in (
                    [ENTRANCE_POSITION],
                    race.nugget_positions(state),
                    race.front_positions(state),
                    sorted(passages)[:1],
                ):
                    if not sources:
                        continue
                    if any(frozenset(sources) in maps for maps, _ in origin):
                        updated += 1
                    assert distances(board, sources) == distances(plain, sources)
    assert updated > 1000


def test_steps_to_the_front_equal_the_front_map_searched_from_every_front_position() -> None:
    """``race.front_steps`` searches out from one position (remembered by the mine): it must
    read what the whole map from the front positions gives, on a mine and a plain board."""
    checked = 0
    for seed in range(3):
        for state in play(seed, 700):
            plain = dict(state.board)
            front = race.distances(plain, race.front_positions(state))
            for position in plain_positions(plain):
                expected = front.get(position, race.FAR)
                assert race.front_steps(state, position) == expected
                assert race.front_steps(state, position) == expected  # from the memo
                state.board, board = plain, state.board
                assert race.front_steps(state, position) == expected
                state.board = board
                checked += 1
    assert checked > 10000


def test_placing_a_tile_leaves_a_clones_mine_as_it_was() -> None:
    states = play(4, 40)
    state = next(s for s in states if s.stage == "place")
    clone = RULES.clone(state)
    before, frontier = dict(clone.board), set(clone.frontier)
    RULES.apply(state, RULES.legal_actions(state)[0])
    assert len(state.board) == len(before) + 1
    assert dict(clone.board) == before and clone.frontier == frontier
    assert clone.board is not state.board


def test_changing_a_mine_in_place_forgets_what_it_remembered() -> None:
    board = mine.Mine({(0, 0): (0, 0)})
    assert mine.neighbours(board, (0, 0, 0)) == []
    board[(1, 0)] = (1, 1)  # tile 1 is a straight: turned once it runs east-west
    assert mine.neighbours(board, (0, 0, 0)) == mine.neighbours(dict(board), (0, 0, 0))
    assert mine.neighbours(board, (0, 0, 0)) != []


def test_a_mine_survives_pickling_without_its_memo() -> None:
    board = mine.Mine({(0, 0): (0, 0)})
    mine.neighbours(board, (0, 0, 0))
    copy = pickle.loads(pickle.dumps(board))
    assert type(copy) is mine.Mine and copy == board and copy.memo == {}
