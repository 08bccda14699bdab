"""Gold Mine essentials: the tile mix's totals, the spec's position-file example and its
malformed files, and seeded random games of every variant keeping the invariants."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.contract import CHANCE, TERMINAL
from game.goldmine import mine
from game.goldmine.position import PositionError, analyse
from game.goldmine.rules import GoldMineRules
from game.goldmine.tiles import KINDS, TILES, totals

ROOT = Path(__file__).resolve().parents[2]
RULES = GoldMineRules()

EXAMPLE = {
    "game": "goldmine",
    "players": 3,
    "mud": True,
    "tiles": [
        {"at": [0, 0], "kind": "entrance", "rot": 0},
        {"at": [1, 0], "kind": "chamber_t", "rot": 3, "passage": True, "nugget": True},
        {"at": [0, -1], "kind": "double_curve", "rot": 1, "mud": True},
    ],
    "miners": [{"seat": 0, "at": [1, 0], "path": "NEW"}, {"seat": 2, "at": [0, -1], "path": "ES"}],
    "query": {"type": "reach", "seat": 0, "steps": 3},
}


def test_the_mix_has_the_spec_totals():
    assert totals() == {"tiles": 100, "chambers": 28, "passages": 15, "mud": 12, "caves": 4}
    assert sum(kind.count for kind in KINDS) == 100
    assert TILES[0].spec.entrance


def with_query(query, **changes):
    data = copy.deepcopy(EXAMPLE)
    data["query"] = query
    data.update(changes)
    return data


def test_the_spec_example_reach_stops_in_the_muddy_double_curve():
    # From the chamber (1, 0) one step west is the entrance; from the entrance north is the
    # double curve's south opening, which belongs to its muddy "ES" path: the walk stops
    # there, so its other path "NW" is never reached.
    assert analyse(EXAMPLE) == {
        "reach": [
            {"at": [0, -1], "path": "ES"},
            {"at": [0, 0], "path": "NESW"},
            {"at": [1, 0], "path": "NEW"},
        ]
    }


def test_mud_off_lets_the_walk_continue_but_paths_stay_separate():
    # Without mud the "ES" path is passed through, but its openings E and S lead to an empty
    # square and back to the entrance: "NW" stays unreachable (a separate tunnel).
    answer = analyse(with_query({"type": "reach", "seat": 0, "steps": 9}, mud=False))
    assert {"at": [0, -1], "path": "NW"} not in answer["reach"]
    assert analyse(with_query({"type": "reach", "seat": 2, "steps": 0})) == {
        "reach": [{"at": [0, -1], "path": "ES"}]
    }


def test_a_passage_with_no_other_passage_goes_nowhere():
    assert analyse(with_query({"type": "passage", "seat": 0})) == {"passage": []}
    assert analyse(with_query({"type": "passage", "seat": 2})) == {"passage": []}


def test_dead_end_placements_follow_the_rules():
    # A dead end opens one side: at (0, -2) facing down onto the double curve's N opening
    # (rot 2), at (-1, -1) facing east onto its W opening (rot 1), at (2, 0) facing west
    # onto the chamber's E opening (rot 3).  (1, -1) is faced by two openings; squares next
    # to the entrance are barred to dead ends.
    query = {"type": "placements", "tile": {"kind": "dead_end", "passage": True}}
    assert analyse(with_query(query)) == {
        "placements": [
            {"at": [0, -2], "rot": 2},
            {"at": [-1, -1], "rot": 1},
            {"at": [2, 0], "rot": 3},
        ]
    }


def test_caved_in_may_touch_the_entrance():
    query = {"type": "placements", "tile": {"kind": "caved_in"}}
    spots = {tuple(p["at"]) for p in analyse(with_query(query))["placements"]}
    assert (-1, 0) in spots and (0, 1) in spots


def bad(**changes):
    data = copy.deepcopy(EXAMPLE)
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


def tile_change(index, **changes):
    tiles = copy.deepcopy(EXAMPLE["tiles"])
    tiles[index].update(changes)
    return tiles


MALFORMED = [
    (bad(players=7), "players"),
    (bad(players=True), "players"),
    (bad(tiles=tile_change(1, kind="tunnel")), "unknown kind"),
    (bad(tiles=tile_change(1, rot=4)), "rot"),
    (bad(tiles=[{k: v for k, v in t.items() if k != "rot"} for t in EXAMPLE["tiles"]]), "rot"),
    (bad(tiles=[EXAMPLE["tiles"][0], {"at": [0, -1], "kind": "straight"}]), "missing 'rot'"),
    (bad(tiles=tile_change(1, at=[1])), "square"),
    (bad(tiles=tile_change(1, passage=1)), "true or false"),
    (bad(tiles=tile_change(1, at=[0, -1])), "two tiles"),
    (bad(tiles=EXAMPLE["tiles"][1:]), "entrance"),
    (bad(tiles=tile_change(0, at=[5, 5])), "entrance"),
    (bad(tiles=tile_change(1, rot=0)), "rock"),
    (bad(tiles=[*EXAMPLE["tiles"], {"at": [5, 5], "kind": "cave", "rot": 0}]), "not linked"),
    (bad(tiles=tile_change(1, kind="chamber_dead_end", rot=3)), "dead end"),
    (bad(tiles=tile_change(0, mud=True)), "entrance takes no flag"),
    (bad(tiles=tile_change(2, nugget=True)), "nugget"),
    (bad(miners=[{"seat": 3, "at": [1, 0], "path": "NEW"}]), "seat"),
    (bad(miners=[EXAMPLE["miners"][0], EXAMPLE["miners"][0]]), "two miners"),
    (bad(miners=[{"seat": 0, "at": [4, 4], "path": "NEW"}]), "no tile"),
    (bad(miners=[{"seat": 0, "at": [1, 0], "path": "NS"}]), "no path"),
    (bad(query=None), "query"),
    (bad(query={"type": "dig"}), "query type"),
    (bad(query={"type": "reach", "seat": 1, "steps": 2}), "no miner"),
    (bad(query={"type": "reach", "seat": 0, "steps": -1}), "steps"),
    (bad(query={"type": "placements", "tile": {"kind": "entrance"}}), "entrance"),
    (bad(query={"type": "placements", "tile": {"kind": "tunnel"}}), "unknown kind"),
]


@pytest.mark.parametrize(("data", "words"), MALFORMED)
def test_a_malformed_file_names_its_problem(data, words):
    with pytest.raises(PositionError) as raised:
        analyse(data)
    message = str(raised.value)
    assert words in message and "\n" not in message


def test_the_command_answers_and_refuses_in_one_line(tmp_path):
    good, broken, garbled = tmp_path / "good.json", tmp_path / "bad.json", tmp_path / "x.json"
    good.write_text(json.dumps(EXAMPLE))
    broken.write_text(json.dumps(bad(players=1)))
    garbled.write_text("{not json")
    run = [sys.executable, "main.py", "analyse"]
    ok = subprocess.run([*run, str(good)], cwd=ROOT, capture_output=True, text=True)
    assert ok.returncode == 0 and json.loads(ok.stdout) == analyse(EXAMPLE)
    for path in (broken, garbled):
        result = subprocess.run([*run, str(path)], cwd=ROOT, capture_output=True, text=True)
        assert result.returncode != 0
        lines = result.stderr.strip().splitlines()
        assert (
            len(lines) == 1 and lines[0].startswith("error:") and "Traceback" not in result.stderr
        )


# --- random games ------------------------------------------------------------------------------

VARIANTS = [
    {"players": 2},
    {"players": 3, "mud": False},
    {"players": 4, "five_tiles": True, "round_limit": 30},
    {"players": 4, "alliance": True},
    {"players": 5, "round_limit": 30},
    {"players": 6, "alliance": True, "round_limit": 30},
]


def nuggets_in_play(state) -> int:
    waiting = [t for t in state.dev_stack + state.prod_stack if TILES[t].spec.chamber]
    waiting += [t for hand in state.hands for t in hand if TILES[t].spec.chamber]
    if state.drawn >= 0 and TILES[state.drawn].spec.chamber:
        waiting.append(state.drawn)
    in_hand = 1 if state.stage == "nugget" else 0  # won, about to be hidden in a chamber
    return len(state.nuggets) + sum(state.held) + len(waiting) + in_hand


def tiles_in_play(state) -> list[int]:
    held = [state.drawn] if state.drawn >= 0 else []
    hands = [t for hand in state.hands for t in hand]
    return [t for t, _ in state.board.values()] + state.dev_stack + state.prod_stack + hands + held


def check(state) -> None:
    if state.stage == "deal":
        return
    everything = tiles_in_play(state)
    assert sorted(everything) == list(range(100))
    assert nuggets_in_play(state) == 28
    for position in state.miners:
        if position is not None:
            x, y, path = position
            assert (x, y) in state.board
            assert path < len(mine.geometry(state.board, (x, y)).paths)
    for seat_tokens in state.tokens:
        assert all(0 <= t <= 3 for t in seat_tokens)


def play(setup, seed):
    rng = random.Random(seed)
    state = RULES.initial_state(RULES.normalize_setup(setup))
    record = []
    for _ in range(20_000):
        mover = RULES.to_move(state)
        if mover == TERMINAL:
            return state, record
        if mover == CHANCE:
            value = RULES.sample_chance(state, rng)
            RULES.apply_chance(state, value)
        else:
            value = rng.choice(RULES.legal_actions(state))
            RULES.apply(state, value)
        record.append((mover, value))
        check(state)
    raise AssertionError(f"{setup} seed {seed} did not end")


@pytest.mark.parametrize("setup", VARIANTS, ids=lambda s: "-".join(f"{k}{v}" for k, v in s.items()))
def test_random_games_keep_the_invariants_end_and_replay(setup):
    for seed in range(4):
        final, record = play(setup, seed)
        replay = RULES.initial_state(RULES.normalize_setup(setup))
        for mover, value in record:
            if mover == CHANCE:
                RULES.apply_chance(replay, value)
            else:
                RULES.apply(replay, value)
        assert replay.board == final.board and replay.miners == final.miners
        assert replay.held == final.held and replay.stage == "over"
        outcome = RULES.outcome(final)
        assert outcome.ranking and sorted(s for group in outcome.ranking for s in group) == list(
            range(setup["players"])
        )
