"""Gold Mine rulebook situations with known answers: small mines built by hand, asked through
the position files (``analyse``) and played through the rules' stage machine.

Squares are ``(x, y)`` with y growing to the south; edges N=0, E=1, S=2, W=3; a tile turned
``rot`` moves an opening on edge ``e`` to ``(e + rot) % 4``.  The layouts are written as
position-file tiles so one picture serves both the file answers and the rules."""

from __future__ import annotations

import random

import pytest

from game.engine.contract import CHANCE, TERMINAL
from game.goldmine import chance, mine
from game.goldmine.position import analyse
from game.goldmine.rules import GoldMineRules
from game.goldmine.state import Challenge
from game.goldmine.tiles import KIND_INDEX, TILES, path_name

RULES = GoldMineRules()


# --- building positions ------------------------------------------------------------------------


def T(x, y, kind, rot=0, **flags):
    """A position-file tile entry."""
    return {"at": [x, y], "kind": kind, "rot": rot, **flags}


ENTRANCE = T(0, 0, "entrance")


def position_file(tiles, miners=(), query=None, players=3, mud=True):
    return {
        "game": "goldmine",
        "players": players,
        "mud": mud,
        "tiles": list(tiles),
        "miners": [{"seat": s, "at": [x, y], "path": p} for s, (x, y, p) in enumerate(miners)],
        "query": query,
    }


def placements(tiles, kind, **flags):
    query = {"type": "placements", "tile": {"kind": kind, **flags}}
    found = analyse(position_file(tiles, query=query))["placements"]
    return [(p["at"][0], p["at"][1], p["rot"]) for p in found]


def reach(tiles, at, steps, mud=True):
    query = {"type": "reach", "seat": 0, "steps": steps}
    found = analyse(position_file(tiles, [at], query, mud=mud))["reach"]
    return [(p["at"][0], p["at"][1], p["path"]) for p in found]


def passage(tiles, at):
    found = analyse(position_file(tiles, [at], {"type": "passage", "seat": 0}))["passage"]
    return [(p["at"][0], p["at"][1], p["path"]) for p in found]


def tile_id(kind, passage=False, mud=False, used=()):
    """The first tile of the real mix with that kind and those flags, not in ``used``."""
    wanted = KIND_INDEX[kind]
    for t, tile in enumerate(TILES):
        if tile.kind == wanted and tile.passage == passage and tile.mud == mud and t not in used:
            return t
    raise LookupError(kind)


def path_index(board, x, y, name):
    names = [path_name(p) for p in mine.geometry(board, (x, y)).paths]
    return names.index(name)


def build(tiles, miners=(), players=2, stage="movement", turn=0, held=None, **setup):
    """A production state holding exactly ``tiles`` (every other tile in the production
    stack); ``miners`` gives ``(x, y, path name)`` per seat, missing seats on the entrance."""
    state = RULES.initial_state(RULES.normalize_setup({"players": players, **setup}))
    board, nuggets, used = {}, set(), {0}
    for entry in tiles:
        square = tuple(entry["at"])
        if entry["kind"] == "entrance":
            board[square] = (0, 0)
            continue
        t = tile_id(entry["kind"], entry.get("passage", False), entry.get("mud", False), used)
        used.add(t)
        board[square] = (t, entry.get("rot", 0))
        if entry.get("nugget"):
            nuggets.add(square)
    state.board = board
    state.frontier = mine.frontier_of(board)
    state.nuggets = nuggets
    state.dev_stack = []
    state.prod_stack = [t for t in range(1, len(TILES)) if t not in used]
    state.miners = [(0, 0, 0)] * players
    for seat, (x, y, name) in enumerate(miners):
        state.miners[seat] = (x, y, path_index(board, x, y, name))
    state.held = list(held) if held is not None else [0] * players
    state.stage, state.turn, state.start = stage, turn, 0
    return state


def at(state, x, y, name):
    return (x, y, path_index(state.board, x, y, name))


def moves(state):
    return [a for a in RULES.legal_actions(state)]


# --- placement -----------------------------------------------------------------------------------

# The entrance; a curve north of it turned to {E, S}; a straight east of it turned to {E, W}.
# The empty square (1, -1) is faced by the curve's E opening (an opening is needed on its W)
# and by the straight's rock (its S must be rock); the entrance's W and S openings and the
# straight's E opening make the rest of the frontier.
BENT = [ENTRANCE, T(0, -1, "curve", 1), T(1, 0, "straight", 1)]


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        (
            "straight",
            [
                (1, -1, 1),
                (1, -1, 3),
                (-1, 0, 1),
                (-1, 0, 3),
                (2, 0, 1),
                (2, 0, 3),
                (0, 1, 0),
                (0, 1, 2),
            ],
        ),
        ("curve", [(1, -1, 3), (-1, 0, 0), (-1, 0, 1), (2, 0, 2), (2, 0, 3), (0, 1, 0), (0, 1, 3)]),
        (
            "t",
            [
                (1, -1, 3),
                (-1, 0, 0),
                (-1, 0, 1),
                (-1, 0, 3),
                (2, 0, 1),
                (2, 0, 2),
                (2, 0, 3),
                (0, 1, 0),
                (0, 1, 2),
                (0, 1, 3),
            ],
        ),
        ("dead_end", [(1, -1, 3), (2, 0, 3)]),
        ("chamber_dead_end", [(1, -1, 3), (2, 0, 3)]),
        (
            "caved_in",
            [
                (1, -1, 1),
                (1, -1, 3),
                (-1, 0, 1),
                (-1, 0, 3),
                (2, 0, 1),
                (2, 0, 3),
                (0, 1, 0),
                (0, 1, 2),
            ],
        ),
        ("cross", [(x, y, r) for x, y in ((-1, 0), (2, 0), (0, 1)) for r in range(4)]),
        ("chamber_cross", [(x, y, r) for x, y in ((-1, 0), (2, 0), (0, 1)) for r in range(4)]),
        (
            "cave",
            [(1, -1, r) for r in range(4)]
            + [(x, 0, r) for x in (-1, 2) for r in range(4)]
            + [(0, 1, r) for r in range(4)],
        ),
    ],
)
def test_every_legal_spot_and_rotation_is_listed(kind, expected):
    assert placements(BENT, kind) == expected
    # flags never change where a tile may go
    assert placements(BENT, kind, passage=True, mud=True) == expected


def test_rock_may_face_rock_but_an_opening_may_not_face_rock():
    board = {(0, 0): (0, 0)}
    board[(0, -1)] = (tile_id("curve"), 1)
    board[(1, 0)] = (tile_id("straight"), 1)
    curve = KIND_INDEX["curve"]
    # {W, N}: its S is rock against the straight's rock, its W meets the curve
    assert mine.why_not(board, (1, -1), curve, 3) == ""
    # {S, W}: its S opening would face the straight's rock
    assert mine.why_not(board, (1, -1), curve, 2) == "mismatch"
    # {N, E}: the curve's E opening would face its rock
    assert mine.why_not(board, (1, -1), curve, 0) == "mismatch"
    assert mine.why_not(board, (1, 0), curve, 0) == "occupied"


def test_touching_only_at_a_corner_is_refused():
    # (1, 1) touches the entrance only at a corner, and the straight beside it shows it
    # rock: nothing may go there, not even a cave.
    assert all((x, y) != (1, 1) for x, y, _ in placements(BENT, "cave"))
    only_entrance = [ENTRANCE]
    for kind in ("cross", "cave", "chamber_cross"):
        squares = {(x, y) for x, y, _ in placements(only_entrance, kind)}
        assert squares == {(0, -1), (-1, 0), (1, 0), (0, 1)}
    board = {(0, 0): (0, 0)}
    assert mine.why_not(board, (1, 1), KIND_INDEX["cross"], 0) == "detached"
    assert mine.why_not(board, (1, -1), KIND_INDEX["cave"], 0) == "detached"


def test_only_the_entrance_keeps_every_dead_end_out():
    # every square next to a lone entrance touches it: no dead end fits anywhere
    assert placements([ENTRANCE], "dead_end") == []
    assert placements([ENTRANCE], "chamber_dead_end") == []
    # the caved-in tile is no dead end: it may go against the entrance
    assert placements([ENTRANCE], "caved_in") == [
        (0, -1, 0),
        (0, -1, 2),
        (-1, 0, 1),
        (-1, 0, 3),
        (1, 0, 1),
        (1, 0, 3),
        (0, 1, 0),
        (0, 1, 2),
    ]
    board = {(0, 0): (0, 0)}
    assert mine.why_not(board, (0, 1), KIND_INDEX["dead_end"], 0) == "dead_end"
    assert mine.why_not(board, (0, 1), KIND_INDEX["chamber_dead_end"], 0) == "dead_end"
    assert mine.why_not(board, (0, 1), KIND_INDEX["caved_in"], 0) == ""


# A cave east of the entrance; a straight {N, S} south of the entrance.
CAVE = [ENTRANCE, T(1, 0, "cave"), T(0, 1, "straight")]


def test_a_cave_matches_anything_but_rock_facing_it_does_not_join():
    # (1, -1) and (2, 0) have the cave as their only neighbour: a tile must open towards it.
    # (1, 1) has the cave to the north and the straight's rock to the west.
    assert placements(CAVE, "dead_end") == [(1, -1, 2), (2, 0, 3), (1, 1, 0), (0, 2, 0)]
    assert [p for p in placements(CAVE, "straight") if p[:2] in ((1, -1), (2, 0), (1, 1))] == [
        (1, -1, 0),
        (1, -1, 2),
        (2, 0, 1),
        (2, 0, 3),
        (1, 1, 0),
        (1, 1, 2),
    ]
    # a curve at (1, 1): {N, E} joins the cave; {E, S} only shows it rock (not joined);
    # {S, W} and {W, N} would open onto the straight's rock
    assert [p for p in placements(CAVE, "curve") if p[:2] == (1, 1)] == [(1, 1, 0)]
    board = {(0, 0): (0, 0), (1, 0): (tile_id("cave"), 0), (0, 1): (tile_id("straight"), 0)}
    curve = KIND_INDEX["curve"]
    assert mine.why_not(board, (1, 1), curve, 1) == "not_joined"
    assert mine.why_not(board, (1, 1), curve, 2) == "mismatch"
    assert mine.why_not(board, (2, 0), KIND_INDEX["straight"], 0) == "not_joined"
    # a cave may sit wherever an opening or a cave faces it, rock around it or not
    assert [p[:2] for p in placements(CAVE, "cave") if p[2] == 0] == [
        (0, -1),
        (1, -1),
        (-1, 0),
        (2, 0),
        (1, 1),
        (0, 2),
    ]


def test_two_paths_on_one_tile_stay_separate_tunnels():
    # A double curve north of the entrance: {N, E} and {S, W}; a straight {E, W} east of it
    # meets its E opening.  From the entrance the walk enters "SW" and never "NE"; from the
    # straight it enters "NE" and never "SW" or the entrance.
    tiles = [ENTRANCE, T(0, -1, "double_curve"), T(1, -1, "straight", 1)]
    assert reach(tiles, (0, 0, "NESW"), 9) == [(0, -1, "SW"), (0, 0, "NESW")]
    assert reach(tiles, (1, -1, "EW"), 9) == [(0, -1, "NE"), (1, -1, "EW")]
    assert reach(tiles, (0, -1, "NE"), 9) == [(0, -1, "NE"), (1, -1, "EW")]
    # a caved-in tile: two stubs, no way through
    tiles = [ENTRANCE, T(0, -1, "caved_in"), T(0, -2, "straight")]
    assert reach(tiles, (0, 0, "NESW"), 9) == [(0, -1, "S"), (0, 0, "NESW")]
    assert reach(tiles, (0, -2, "NS"), 9) == [(0, -2, "NS"), (0, -1, "N")]


def test_the_rules_offer_one_placement_per_distinct_picture():
    def offered(kind, **flags):
        state = build(BENT, stage="place")
        state.drawn = tile_id(kind, **flags, used={t for t, _ in state.board.values()})
        state.prod_stack.remove(state.drawn)
        return RULES.legal_actions(state)

    # a straight turned by 2 looks the same: one choice per square
    assert offered("straight") == [
        ("place", 1, -1, 1),
        ("place", -1, 0, 1),
        ("place", 2, 0, 1),
        ("place", 0, 1, 0),
    ]
    # a cross, a 4-way chamber and a cave look the same every way round
    for kind in ("cross", "chamber_cross"):
        assert offered(kind) == [("place", -1, 0, 0), ("place", 2, 0, 0), ("place", 0, 1, 0)]
    assert offered("cave") == [
        ("place", 1, -1, 0),
        ("place", -1, 0, 0),
        ("place", 2, 0, 0),
        ("place", 0, 1, 0),
    ]
    # every turn of a curve or a T is a different picture
    assert offered("curve") == [("place", *p) for p in placements(BENT, "curve")]
    assert offered("t") == [("place", *p) for p in placements(BENT, "t")]
    # a muddy double curve: the mud is on a different bend in each turn
    assert [a for a in offered("double_curve", mud=True) if a[1:3] == (0, 1)] == [
        ("place", 0, 1, r) for r in range(4)
    ]


# --- drawing -------------------------------------------------------------------------------------

# The entrance closed to the north by a caved-in tile whose far stub ends in a dead end: the
# open frontier is the three squares beside the entrance, so no dead end fits anywhere.
CLOSED = [ENTRANCE, T(0, -1, "caved_in"), T(0, -2, "dead_end", 2)]


def test_a_tile_that_fits_nowhere_is_put_back_and_another_is_drawn():
    state = build(CLOSED)
    dead = tile_id("dead_end", used={state.board[(0, -2)][0]})
    straight = tile_id("straight")
    state.prod_stack = [dead, straight]
    assert ("excavate",) in moves(state)
    RULES.apply(state, ("excavate",))
    assert (state.stage, state.source, RULES.to_move(state)) == ("draw", "prod", CHANCE)
    assert sorted(RULES.chance_outcomes(state)) == sorted([(dead, 0.5), (straight, 0.5)])
    RULES.apply_chance(state, dead)
    assert state.rejected == [dead] and state.stage == "draw"
    assert state.prod_stack == [dead, straight] and state.drawn == -1
    # the rejected tile cannot come again until the mine changes
    assert RULES.chance_outcomes(state) == [(straight, 1.0)]
    assert not RULES.chance_is_valid(state, dead)
    RULES.apply_chance(state, straight)
    assert (state.stage, state.drawn, state.prod_stack) == ("place", straight, [dead])
    RULES.apply(state, ("place", -1, 0, 1))
    assert state.rejected == [] and state.stage == "move" and state.steps == 1


def test_excavation_is_offered_only_while_a_production_tile_fits():
    state = build(CLOSED)
    used = {state.board[(0, -2)][0]}
    dead_ends = [t for t, tile in enumerate(TILES) if tile.spec.dead_end and t not in used]
    state.prod_stack = list(dead_ends)
    assert moves(state) == [("roll",), ("stay",)]
    state.prod_stack = [*dead_ends, tile_id("chamber_t")]
    state.fits = None
    assert moves(state) == [("excavate",), ("roll",), ("stay",)]
    state.prod_stack = []
    assert moves(state) == [("roll",), ("stay",)]


def test_development_ends_early_when_no_development_tile_fits():
    # The 3rd development tile closes the north; the development stack holds only dead ends:
    # production starts at once with the start player and the rest join the production stack.
    state = build(CLOSED[:2], players=3)
    dead = tile_id("dead_end")
    rest_dev = [t for t, tile in enumerate(TILES) if tile.spec.dead_end and t != dead]
    state.prod_stack = [t for t in state.prod_stack if t != dead and t not in rest_dev]
    prod_before = list(state.prod_stack)
    state.dev_stack = list(rest_dev)
    state.miners = [None] * 3
    state.stage, state.drawn, state.source = "place", dead, "dev"
    state.start, state.turn, state.dev_placed = 1, 2, 2
    assert RULES.legal_actions(state) == [("place", 0, -2, 2)]
    RULES.apply(state, ("place", 0, -2, 2))
    assert state.stage == "movement"
    assert state.dev_stack == [] and state.dev_placed == 3
    assert sorted(state.prod_stack) == sorted(prod_before + rest_dev)
    assert state.miners == [(0, 0, 0)] * 3
    assert (state.turn, state.round, RULES.to_move(state)) == (1, 0, 1)
    assert ("excavate",) in moves(state)  # the production stack holds fitting tiles


def test_the_start_player_is_rolled_off_and_ties_roll_again():
    state = RULES.initial_state(RULES.normalize_setup({"players": 3}))
    RULES.apply_chance(state, RULES.sample_chance(state, random.Random(1)))
    assert (state.stage, state.contenders) == ("rolloff", (0, 1, 2))
    RULES.apply_chance(state, (5, 5, 2))
    assert (state.stage, state.contenders) == ("rolloff", (0, 1))
    assert not RULES.chance_is_valid(state, (4, 4, 4))
    RULES.apply_chance(state, (3, 4))
    assert (state.start, state.turn, state.contenders) == (1, 1, ())
    assert state.stage == "draw" and state.source == "dev" and state.miners == [None] * 3


# --- moving ------------------------------------------------------------------------------------

# West to east along y = 0: a straight with a secret passage, the entrance, a muddy straight,
# a straight, a chamber straight with its nugget, a chamber dead end with a passage and its
# nugget.  A straight {N, S} south of the entrance.
ROW = [
    ENTRANCE,
    T(-1, 0, "straight", 1, passage=True),
    T(1, 0, "straight", 1, mud=True),
    T(2, 0, "straight", 1),
    T(3, 0, "chamber_straight", 1, nugget=True),
    T(4, 0, "chamber_dead_end", 3, passage=True, nugget=True),
    T(0, 1, "straight"),
]


def test_reach_stops_in_mud_but_not_when_starting_in_it():
    assert reach(ROW, (0, 0, "NESW"), 3) == [
        (-1, 0, "EW"),
        (0, 0, "NESW"),
        (1, 0, "EW"),
        (0, 1, "NS"),
    ]
    # starting on the mud pit, the miner walks normally
    assert reach(ROW, (1, 0, "EW"), 2) == [
        (-1, 0, "EW"),
        (0, 0, "NESW"),
        (1, 0, "EW"),
        (2, 0, "EW"),
        (3, 0, "EW"),
        (0, 1, "NS"),
    ]
    # entering the mud from the east ends the walk there too: the entrance stays out of reach
    assert reach(ROW, (2, 0, "EW"), 6) == [(1, 0, "EW"), (2, 0, "EW"), (3, 0, "EW"), (4, 0, "W")]
    # a walk of 0 steps is staying
    assert reach(ROW, (2, 0, "EW"), 0) == [(2, 0, "EW")]


def test_without_the_mud_option_mud_is_ignored():
    assert reach(ROW, (0, 0, "NESW"), 3, mud=False) == [
        (-1, 0, "EW"),
        (0, 0, "NESW"),
        (1, 0, "EW"),
        (2, 0, "EW"),
        (3, 0, "EW"),
        (0, 1, "NS"),
    ]
    assert (4, 0, "W") in reach(ROW, (0, 0, "NESW"), 4, mud=False)
    assert (4, 0, "W") not in reach(ROW, (0, 0, "NESW"), 3, mud=False)


def test_the_passage_query_lists_the_other_passages():
    assert passage(ROW, (-1, 0, "EW")) == [(4, 0, "W")]
    assert passage(ROW, (4, 0, "W")) == [(-1, 0, "EW")]
    assert passage(ROW, (0, 0, "NESW")) == []


def test_rolling_moves_up_to_the_die_and_other_miners_never_block():
    state = build(ROW, [(0, 0, "NESW"), (2, 0, "EW")], mud=False)
    assert moves(state) == [("excavate",), ("roll",), ("stay",)]  # no passage at the entrance
    RULES.apply(state, ("roll",))
    assert (state.stage, RULES.to_move(state)) == ("roll", CHANCE)
    assert RULES.chance_outcomes(state) == [(f, 1 / 6) for f in range(1, 7)]
    RULES.apply_chance(state, 4)
    assert (state.stage, state.steps, state.dice, RULES.to_move(state)) == ("move", 4, (4,), 0)
    assert moves(state) == [
        ("move", -1, 0, 0),
        ("move", 0, 0, 0),
        ("move", 1, 0, 0),
        ("move", 2, 0, 0),
        ("move", 3, 0, 0),
        ("move", 4, 0, 0),
        ("move", 0, 1, 0),
    ]
    # past seat 1 onto the chamber, whose nugget is collected at once
    RULES.apply(state, ("move", 3, 0, 0))
    assert state.stage == "action" and state.miners[0] == (3, 0, 0)
    assert state.held == [1, 0] and state.from_chambers == [1, 0]
    assert (3, 0) not in state.nuggets and (4, 0) in state.nuggets


def test_a_roll_stops_in_mud_and_a_miner_starting_in_mud_moves_on():
    state = build(ROW)
    RULES.apply(state, ("roll",))
    RULES.apply_chance(state, 6)
    assert moves(state) == [
        ("move", -1, 0, 0),
        ("move", 0, 0, 0),
        ("move", 1, 0, 0),
        ("move", 0, 1, 0),
    ]
    RULES.apply(state, ("move", 1, 0, 0))
    RULES.apply(state, ("end",))
    RULES.apply(state, ("stay",))
    RULES.apply(state, ("end",))
    assert state.turn == 0 and state.miners[0] == (1, 0, 0)
    RULES.apply(state, ("roll",))
    RULES.apply_chance(state, 2)
    assert [a[1:3] for a in moves(state)] == [(-1, 0), (0, 0), (1, 0), (2, 0), (3, 0), (0, 1)]


def test_staying_put_is_a_move_of_zero_steps():
    state = build(ROW, [(2, 0, "EW")])
    RULES.apply(state, ("roll",))
    RULES.apply_chance(state, 1)
    assert moves(state) == [("move", 1, 0, 0), ("move", 2, 0, 0), ("move", 3, 0, 0)]
    RULES.apply(state, ("move", 2, 0, 0))
    assert state.stage == "action" and state.miners[0] == (2, 0, 0) and state.held == [0, 0]
    # "stay" skips the move altogether
    state = build(ROW, [(3, 0, "EW")])
    RULES.apply(state, ("stay",))
    assert state.stage == "action" and state.held == [1, 0] and (3, 0) not in state.nuggets


def test_excavating_places_the_tile_then_allows_one_step():
    state = build(BENT)
    chamber = tile_id("chamber_t")
    state.prod_stack = [chamber]
    RULES.apply(state, ("excavate",))
    assert RULES.chance_outcomes(state) == [(chamber, 1.0)]
    RULES.apply_chance(state, chamber)
    assert state.stage == "place" and RULES.to_move(state) == 0
    RULES.apply(state, ("place", -1, 0, 1))  # {E, S, W}
    assert (-1, 0) in state.nuggets and state.prod_stack == []
    assert (state.stage, state.steps) == ("move", 1)
    assert moves(state) == [
        ("move", 0, -1, 0),
        ("move", -1, 0, 0),
        ("move", 0, 0, 0),
        ("move", 1, 0, 0),
    ]
    RULES.apply(state, ("move", -1, 0, 0))
    assert state.held[0] == 1 and (-1, 0) not in state.nuggets
    assert moves(state) == [("bat", 1), ("end",)]


def test_a_secret_passage_is_offered_only_on_a_passage_path():
    assert ("passage",) not in moves(build(ROW, [(0, 0, "NESW")]))
    assert ("passage",) not in moves(build(ROW, [(2, 0, "EW")]))
    assert moves(build(ROW, [(-1, 0, "EW")])) == [
        ("excavate",),
        ("roll",),
        ("passage",),
        ("stay",),
    ]


SUCCESS = [(a, b) for a in range(1, 7) for b in range(1, 7) if a == b or a + b == 7]
FAILURE = [(a, b) for a in range(1, 7) for b in range(1, 7) if (a, b) not in SUCCESS]


@pytest.mark.parametrize("dice", SUCCESS)
def test_doubles_or_seven_take_the_miner_to_another_passage(dice):
    state = build(ROW, [(-1, 0, "EW")])
    RULES.apply(state, ("passage",))
    assert (state.stage, RULES.to_move(state)) == ("passage_roll", CHANCE)
    assert len(RULES.chance_outcomes(state)) == 36
    RULES.apply_chance(state, dice)
    assert (state.stage, state.dice) == ("passage_move", dice)
    assert moves(state) == [("move", 4, 0, 0)]
    RULES.apply(state, ("move", 4, 0, 0))
    # the chamber at the far end gives up its nugget in the Action
    assert state.miners[0] == (4, 0, 0) and state.held[0] == 1 and state.stage == "action"


@pytest.mark.parametrize("dice", FAILURE)
def test_otherwise_the_passage_roll_moves_up_to_the_lower_die(dice):
    state = build(ROW, [(-1, 0, "EW")], mud=False)
    RULES.apply(state, ("passage",))
    RULES.apply_chance(state, dice)
    low = min(dice)
    assert (state.stage, state.steps) == ("move", low)
    expected = mine.reach(state.board, (-1, 0, 0), low, mud=False)
    assert {a[1:] for a in moves(state)} == set(expected)
    assert (4, 0, 0) not in expected or low >= 5


def test_a_passage_success_with_no_other_passage_falls_back_to_the_lower_die():
    lonely = [*ROW[:5], T(4, 0, "chamber_dead_end", 3, nugget=True), ROW[6]]
    state = build(lonely, [(-1, 0, "EW")])
    RULES.apply(state, ("passage",))
    RULES.apply_chance(state, (2, 2))
    assert (state.stage, state.steps) == ("move", 2)
    assert moves(state) == [
        ("move", -1, 0, 0),
        ("move", 0, 0, 0),
        ("move", 1, 0, 0),
        ("move", 0, 1, 0),
    ]
    state = build(lonely, [(-1, 0, "EW")])
    RULES.apply(state, ("passage",))
    RULES.apply_chance(state, (6, 1))
    assert (state.stage, state.steps) == ("move", 1)


# --- challenges ----------------------------------------------------------------------------------

# Chambers along y = 0: A at (1, 0) and B at (2, 0) empty, D at (3, 0) with its nugget, C at
# (-1, 0) empty; a cave south of the entrance; a double curve north of it ({N, E} and {S, W}).
HALL = [
    ENTRANCE,
    T(1, 0, "chamber_straight", 1),
    T(2, 0, "chamber_straight", 1),
    T(3, 0, "chamber_straight", 1, nugget=True),
    T(-1, 0, "chamber_straight", 1),
    T(0, 1, "cave"),
    T(0, -1, "double_curve"),
]
A, B, C, D = (1, 0, "EW"), (2, 0, "EW"), (-1, 0, "EW"), (3, 0, "EW")


def action_state(tiles, miners, held, players=3, **setup):
    return build(tiles, miners, players=players, stage="action", held=held, **setup)


def test_a_gold_challenge_needs_the_same_path_nuggets_on_both_sides_and_a_token():
    state = action_state(HALL, [A, A, C], [2, 1, 0])
    assert moves(state) == [("gold", 1), ("bat", 1), ("bat", 2), ("end",)]
    # the defender holds nothing, or the attacker holds nothing: no gold challenge
    assert ("gold", 1) not in moves(action_state(HALL, [A, A, C], [2, 0, 0]))
    assert ("gold", 1) not in moves(action_state(HALL, [A, A, C], [0, 1, 0]))
    # another square
    assert ("gold", 1) not in moves(action_state(HALL, [A, B, C], [2, 1, 0]))
    # the same tile but the other bend of the double curve
    state = action_state(HALL, [(0, -1, "NE"), (0, -1, "SW"), C], [2, 1, 0])
    assert moves(state) == [("bat", 1), ("bat", 2), ("end",)]
    state = action_state(HALL, [(0, -1, "SW"), (0, -1, "SW"), C], [2, 1, 0])
    assert moves(state) == [("gold", 1), ("bat", 1), ("bat", 2), ("end",)]
    # no gold token left
    state = action_state(HALL, [A, A, C], [2, 1, 0])
    state.tokens[0] = [0, 3]
    assert moves(state) == [("bat", 1), ("bat", 2), ("end",)]
    # no bat token left: bats are gone, gold stays
    state.tokens[0] = [1, 0]
    assert moves(state) == [("gold", 1), ("end",)]
    state.tokens[0] = [0, 0]
    assert moves(state) == [("end",)]


def test_duel_rounds_ties_go_to_the_attacker_and_two_rounds_win():
    winner = chance.duel_winner
    assert winner(((3, 3), (2, 2))) == "attacker"
    assert winner(((1, 2), (3, 4))) == "defender"
    assert winner(((6, 1), (1, 6), (4, 4))) == "attacker"
    assert winner(((6, 1), (1, 6), (4, 5))) == "defender"
    assert winner(((6, 1), (1, 6))) == ""
    state = action_state(HALL, [A, A, C], [2, 1, 0])
    RULES.apply(state, ("gold", 1))
    assert RULES.chance_outcomes(state) is None
    valid = RULES.chance_is_valid
    assert valid(state, ((3, 3), (2, 2)))
    assert valid(state, ((6, 1), (1, 6), (2, 3)))
    assert not valid(state, ((3, 3), (2, 2), (1, 1)))  # the duel was already decided
    assert not valid(state, ((6, 1),))  # not decided yet
    assert not valid(state, ((7, 1), (2, 2)))
    assert not valid(state, ())


def test_an_attacker_who_wins_gold_hides_the_nugget_then_moves_and_collects():
    state = action_state(HALL, [A, A, C], [2, 1, 0])
    RULES.apply(state, ("gold", 1))
    assert state.tokens == [[2, 3], [3, 3], [3, 3]] and state.challenged
    assert (state.stage, RULES.to_move(state)) == ("duel", CHANCE)
    RULES.apply_chance(state, ((3, 3), (2, 5), (4, 1)))
    assert state.challenge == Challenge(0, 0, 1, ((3, 3), (2, 5), (4, 1)), 0)
    assert state.held == [2, 0, 0]  # the nugget is in the winner's hand, to be hidden
    assert (state.stage, RULES.to_move(state)) == ("nugget", 0)
    # empty chambers where neither fighter stands: C (seat 2 stands there) and B; not A
    # (both fighters), not D (still full), not the cave
    assert moves(state) == [("nugget", -1, 0), ("nugget", 2, 0)]
    RULES.apply(state, ("nugget", 2, 0))
    assert state.nuggets == {(2, 0), (3, 0)}
    assert (state.stage, RULES.to_move(state)) == ("bonus_roll", CHANCE)
    RULES.apply_chance(state, 1)
    assert (state.stage, state.steps, RULES.to_move(state)) == ("bonus_move", 1, 0)
    assert moves(state) == [("move", 0, 0, 0), ("move", 1, 0, 0), ("move", 2, 0, 0)]
    RULES.apply(state, ("move", 2, 0, 0))
    # the bonus move ends on the chamber it just filled: the attacker takes it back
    assert state.held == [3, 0, 0] and state.nuggets == {(3, 0)}
    assert (state.stage, state.challenge) == ("action", None)
    assert moves(state) == [("end",)]  # one challenge per turn
    RULES.apply(state, ("end",))
    assert state.turn == 1 and not state.challenged and state.tokens[0] == [2, 3]


def test_the_defender_who_wins_gold_chooses_the_chamber_and_there_is_no_bonus_move():
    state = action_state(HALL, [A, A, C], [2, 1, 0])
    RULES.apply(state, ("gold", 1))
    RULES.apply_chance(state, ((1, 2), (3, 4)))
    assert state.challenge.winner == 1 and state.held == [1, 1, 0]
    assert state.turn == 0 and RULES.to_move(state) == 1 and RULES.turn_of(state) == 0
    assert moves(state) == [("nugget", -1, 0), ("nugget", 2, 0)]
    RULES.apply(state, ("nugget", -1, 0))
    assert (state.stage, state.challenge, RULES.to_move(state)) == ("action", None, 0)
    assert state.held == [1, 1, 0] and (-1, 0) in state.nuggets
    assert moves(state) == [("end",)]
    # seat 2 stands on C: it takes the nugget at its next Action if it is still there
    RULES.apply(state, ("end",))
    RULES.apply(state, ("stay",))
    RULES.apply(state, ("end",))
    assert state.turn == 2 and state.held == [1, 1, 0]
    RULES.apply(state, ("stay",))
    assert state.held == [1, 1, 1] and (-1, 0) not in state.nuggets
    assert state.from_chambers == [0, 0, 1]


def test_a_nugget_hidden_under_a_miner_stays_if_that_miner_walks_away():
    state = action_state(HALL, [A, A, C], [2, 1, 0])
    state.turn = 2
    state.miners = [at(state, *A), at(state, *A), at(state, *C)]
    state.nuggets.add((-1, 0))
    state.stage = "movement"
    RULES.apply(state, ("roll",))
    RULES.apply_chance(state, 1)
    RULES.apply(state, ("move", 0, 0, 0))
    assert state.held == [2, 1, 0] and (-1, 0) in state.nuggets


def test_with_no_empty_chamber_the_winner_keeps_the_nugget():
    small = [ENTRANCE, T(1, 0, "chamber_straight", 1), T(2, 0, "chamber_straight", 1, nugget=True)]
    state = action_state(small, [A, A], [2, 1], players=2)
    RULES.apply(state, ("gold", 1))
    RULES.apply_chance(state, ((5, 2), (4, 4)))
    assert state.held == [3, 0] and state.from_challenges == [1, 0]
    assert (state.stage, RULES.to_move(state)) == ("bonus_roll", CHANCE)
    RULES.apply_chance(state, 2)
    assert moves(state) == [("move", 0, 0, 0), ("move", 1, 0, 0), ("move", 2, 0, 0)]
    RULES.apply(state, ("move", 2, 0, 0))
    assert state.held == [4, 0] and state.nuggets == set() and state.from_chambers == [1, 0]
    # the defender wins: it keeps the attacker's nugget, no bonus move
    state = action_state(small, [A, A], [2, 1], players=2)
    RULES.apply(state, ("gold", 1))
    RULES.apply_chance(state, ((1, 6), (5, 2), (1, 2)))
    assert state.held == [1, 2] and state.from_challenges == [0, 1]
    assert (state.stage, state.challenge, RULES.to_move(state)) == ("action", None, 0)


def test_mud_stops_the_bonus_move_unless_the_option_is_off():
    muddy = [
        ENTRANCE,
        T(1, 0, "chamber_straight", 1),
        T(2, 0, "straight", 1, mud=True),
        T(3, 0, "chamber_straight", 1, nugget=True),
    ]
    for mud, reached in ((True, [0, 1, 2]), (False, [0, 1, 2, 3])):
        state = action_state(muddy, [A, A], [1, 1], players=2, mud=mud)
        RULES.apply(state, ("gold", 1))
        RULES.apply_chance(state, ((2, 2), (2, 2)))
        assert state.held == [2, 0]  # no empty chamber: kept
        RULES.apply_chance(state, 6)
        assert [a[1] for a in moves(state)] == reached


def test_a_bat_challenge_lets_the_winner_push_the_loser_along_the_tunnels():
    # seat 1 stands on the straight at (2, 0); seat 0 far away south of the entrance
    state = action_state(ROW, [(0, 1, "NS"), (2, 0, "EW")], [0, 0], players=2)
    assert moves(state) == [("bat", 1), ("end",)]  # any other miner, holding gold or not
    RULES.apply(state, ("bat", 1))
    assert state.tokens == [[3, 2], [3, 3]]
    RULES.apply_chance(state, ((6, 1), (6, 6)))
    assert (state.stage, RULES.to_move(state)) == ("push_roll", CHANCE)
    RULES.apply_chance(state, 3)
    assert (state.stage, state.steps, RULES.to_move(state)) == ("push", 3, 0)
    # the mud at (1, 0) stops it; the passage at (4, 0) is walked onto, never through
    assert moves(state) == [
        ("move", 1, 0, 0),
        ("move", 2, 0, 0),
        ("move", 3, 0, 0),
        ("move", 4, 0, 0),
    ]
    RULES.apply(state, ("move", 3, 0, 0))
    # pushed onto a full chamber: the nugget waits for the pushed miner's own Action
    assert state.miners == [(0, 1, 0), (3, 0, 0)] and state.held == [0, 0]
    assert (state.stage, state.challenge, RULES.to_move(state)) == ("action", None, 0)
    assert moves(state) == [("end",)]
    RULES.apply(state, ("end",))
    RULES.apply(state, ("stay",))
    assert state.held == [0, 1]


def test_the_defender_who_wins_a_bat_challenge_pushes_the_attacker():
    state = action_state(ROW, [(-1, 0, "EW"), (2, 0, "EW")], [0, 0], players=2)
    RULES.apply(state, ("bat", 1))
    RULES.apply_chance(state, ((1, 2), (5, 1), (2, 3)))
    assert state.challenge.winner == 1
    RULES.apply_chance(state, 6)
    assert (state.stage, RULES.to_move(state), state.turn) == ("push", 1, 0)
    # from the passage straight: never through the passage to (4, 0); mud stops at (1, 0)
    assert moves(state) == [
        ("move", -1, 0, 0),
        ("move", 0, 0, 0),
        ("move", 1, 0, 0),
        ("move", 0, 1, 0),
    ]
    RULES.apply(state, ("move", 0, 1, 0))
    assert state.miners == [(0, 1, 0), (2, 0, 0)] and RULES.to_move(state) == 0


def test_partners_never_challenge_each_other_and_hand_over_once():
    state = action_state(HALL, [A, A, A, C], [3, 2, 1, 0], players=4, alliance=True)
    assert moves(state) == [
        ("gold", 2),
        ("bat", 2),
        ("bat", 3),
        ("give", 1),
        ("give", 2),
        ("give", 3),
        ("take", 1),
        ("take", 2),
        ("end",),
    ]
    RULES.apply(state, ("take", 2))
    assert state.held == [5, 0, 1, 0] and state.handed
    assert moves(state) == [("gold", 2), ("bat", 2), ("bat", 3), ("end",)]
    RULES.apply(state, ("end",))
    assert state.turn == 1 and not state.handed


def test_hand_over_needs_the_same_tile_and_path_and_may_follow_a_challenge():
    miners = [(0, -1, "NE"), (0, -1, "SW"), C, D]
    state = action_state(HALL, miners, [3, 2, 0, 0], players=4, alliance=True)
    assert moves(state) == [("bat", 2), ("bat", 3), ("end",)]
    state = action_state(HALL, [B, B, C, D], [3, 2, 0, 0], players=4, alliance=True)
    RULES.apply(state, ("bat", 3))
    RULES.apply_chance(state, ((2, 1), (1, 1)))
    RULES.apply_chance(state, 1)
    RULES.apply(state, ("move", 3, 0, 0))
    assert moves(state) == [
        ("give", 1),
        ("give", 2),
        ("give", 3),
        ("take", 1),
        ("take", 2),
        ("end",),
    ]
    RULES.apply(state, ("give", 3))
    assert state.held == [0, 5, 0, 0] and moves(state) == [("end",)]
    # without the alliance there is no hand-over
    state = action_state(HALL, [B, B, C, D], [3, 2, 0, 0], players=4)
    assert not [a for a in moves(state) if a[0] in ("give", "take")]


# --- winning -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "alliance", "goal"),
    [
        (2, False, 10),
        (3, False, 7),
        (4, False, 7),
        (5, False, 6),
        (6, False, 6),
        (4, True, 12),
        (6, True, 8),
    ],
)
def test_climbing_out_takes_the_goal_on_the_entrance(players, alliance, goal):
    setup = RULES.normalize_setup({"players": players, "alliance": alliance})
    assert RULES.initial_state(setup).goal == goal
    miners = [(0, 0, "NESW")] * players
    held = [0] * players
    held[0] = goal - 1 if alliance else goal
    if alliance:
        held[1] = 1
    short = action_state(HALL, miners, held, players=players, alliance=alliance)
    short.held[0] -= 1
    RULES.apply(short, ("end",))
    assert (short.stage, short.end, short.turn) == ("movement", "", 1)
    state = action_state(HALL, miners, held, players=players, alliance=alliance)
    RULES.apply(state, ("end",))
    assert (state.stage, state.end, RULES.to_move(state)) == ("over", "climb", TERMINAL)
    assert state.climbed == ((0, 1) if alliance else (0,))
    ranking = RULES.outcome(state).ranking
    assert ranking[0] == list(state.climbed)
    assert sorted(s for group in ranking for s in group) == list(range(players))


def test_climbing_needs_the_entrance_and_the_players_own_turn():
    # the goal held one square from the entrance
    state = action_state(HALL, [A, (0, 0, "NESW")], [10, 0], players=2)
    RULES.apply(state, ("end",))
    assert state.stage == "movement" and state.turn == 1
    # seat 1 waits on the entrance with the goal while seat 0 ends its turn
    state = action_state(HALL, [A, (0, 0, "NESW")], [0, 10], players=2)
    RULES.apply(state, ("end",))
    assert state.stage == "movement" and state.turn == 1
    RULES.apply(state, ("stay",))
    RULES.apply(state, ("end",))
    assert (state.end, state.climbed) == ("climb", (1,))
    outcome = RULES.outcome(state)
    assert outcome.ranking == [[1], [0]]
    assert outcome.scores == {0: 0.0, 1: 10.0}
    assert outcome.detail["end"] == "climb" and outcome.detail["climbed"] == [1]


def test_a_team_climbs_out_together_counting_both_partners_nuggets():
    entrance = (0, 0, "NESW")
    # 4 players: 7 + 5 = 12, both on the entrance; seat 1's turn ends
    state = action_state(HALL, [entrance, entrance, A, A], [7, 5, 3, 2], players=4, alliance=True)
    state.turn = 1
    RULES.apply(state, ("end",))
    assert (state.end, state.climbed) == ("climb", (0, 1))
    assert RULES.outcome(state).ranking == [[0, 1], [2, 3]]
    assert RULES.outcome(state).sides == {0: 0, 1: 0, 2: 2, 3: 2}
    # one partner away from the entrance: no climb
    state = action_state(HALL, [entrance, A, A, A], [7, 5, 0, 0], players=4, alliance=True)
    RULES.apply(state, ("end",))
    assert state.stage == "movement" and state.turn == 1
    # 11 together: no climb
    state = action_state(HALL, [entrance] * 4, [6, 5, 0, 0], players=4, alliance=True)
    RULES.apply(state, ("end",))
    assert state.stage == "movement"
    # 6 players: the team of seats 4 and 5 holds 8 and stands on the entrance
    state = action_state(
        HALL, [A] * 4 + [entrance] * 2, [0, 0, 0, 0, 4, 4], players=6, alliance=True
    )
    state.turn = 5
    RULES.apply(state, ("end",))
    assert (state.end, state.climbed) == ("climb", (4, 5))
    assert RULES.outcome(state).ranking == [[4, 5], [0, 1, 2, 3]]


def test_the_climbers_rank_first_and_the_others_follow_by_nuggets():
    entrance = (0, 0, "NESW")
    state = action_state(HALL, [entrance, A, B], [7, 1, 3])
    RULES.apply(state, ("end",))
    assert RULES.outcome(state).ranking == [[0], [2], [1]]


def pass_turn(state):
    RULES.apply(state, ("stay",))
    RULES.apply(state, ("end",))


def test_the_round_limit_ends_the_game_when_play_returns_to_the_start_player():
    state = build(HALL, [A, B, C], players=3, held=[2, 5, 2], round_limit=2)
    state.start = state.turn = 1
    for _ in range(3):
        pass_turn(state)
    assert (state.round, state.turn, state.stage) == (1, 1, "movement")
    for _ in range(2):
        pass_turn(state)
    assert (state.round, state.turn, state.stage) == (1, 0, "movement")
    pass_turn(state)
    assert (state.round, state.stage, state.end, RULES.to_move(state)) == (
        2,
        "over",
        "limit",
        TERMINAL,
    )
    outcome = RULES.outcome(state)
    assert outcome.ranking == [[1], [0, 2]]
    assert outcome.scores == {0: 2.0, 1: 5.0, 2: 2.0}
    assert outcome.detail["end"] == "limit" and outcome.detail["rounds"] == 2
    assert outcome.detail["held"] == [2, 5, 2] and outcome.sides == {}


def test_without_a_round_limit_play_goes_on():
    state = build(HALL, [A, B], players=2, round_limit=None)
    for _ in range(2 * 120):
        pass_turn(state)
    assert (state.round, state.stage, state.end) == (120, "movement", "")


def test_a_climb_on_the_last_turn_beats_the_round_limit():
    state = build(HALL, [A, (0, 0, "NESW")], players=2, held=[0, 10], round_limit=1)
    state.turn = 1
    pass_turn(state)
    assert (state.end, state.climbed, state.round) == ("climb", (1,), 0)


def test_at_the_round_limit_teams_rank_by_their_totals_and_ties_share():
    state = build(
        HALL, [A, B, C, (0, 0, "NESW")], players=4, held=[3, 1, 2, 2], alliance=True, round_limit=1
    )
    for _ in range(4):
        pass_turn(state)
    assert state.end == "limit"
    assert RULES.outcome(state).ranking == [[0, 1, 2, 3]]
    state = build(
        HALL, [A, B, C, (0, 0, "NESW")], players=4, held=[3, 2, 2, 2], alliance=True, round_limit=1
    )
    for _ in range(4):
        pass_turn(state)
    assert RULES.outcome(state).ranking == [[0, 1], [2, 3]]
    state = build(HALL, [A, B, C, (0, 0, "NESW")], players=4, held=[0, 4, 4, 1], round_limit=1)
    for _ in range(4):
        pass_turn(state)
    assert RULES.outcome(state).ranking == [[1, 2], [3], [0]]


# --- five tiles --------------------------------------------------------------------------------


def five_tiles_state(stage):
    state = build(BENT, stage=stage, five_tiles=True)
    used = {t for t, _ in state.board.values()}
    cave = tile_id("cave")
    straights = [t for t, tile in enumerate(TILES) if tile.kind == 0 and tile.passage][:2]
    curves = [t for t, tile in enumerate(TILES) if tile.kind == 1 and tile.mud][:2]
    assert not used & {cave, *straights, *curves}
    state.hands[0] = [cave, *straights, *curves]
    state.prod_stack = [t for t in state.prod_stack if t not in state.hands[0]]
    return state, cave, straights, curves


def test_an_own_face_up_tile_may_be_played_instead_of_a_draw():
    state, cave, straights, curves = five_tiles_state("movement")
    # one choice per kind of own tile (the two passage straights are alike)
    assert moves(state) == [
        ("excavate",),
        ("excavate", straights[0]),
        ("excavate", curves[0]),
        ("excavate", cave),
        ("roll",),
        ("stay",),
    ]
    # the own tiles may still be dug when the production stack is empty
    state.prod_stack = []
    assert moves(state)[:3] == [
        ("excavate", straights[0]),
        ("excavate", curves[0]),
        ("excavate", cave),
    ]
    RULES.apply(state, ("excavate", cave))
    assert (state.stage, state.drawn, RULES.to_move(state)) == ("place", cave, 0)
    assert sorted(state.hands[0]) == sorted([*straights, *curves])
    RULES.apply(state, ("place", 1, -1, 0))
    assert state.board[(1, -1)] == (cave, 0) and (state.stage, state.steps) == ("move", 1)


def test_in_development_the_player_chooses_a_draw_or_an_own_tile():
    state, cave, straights, curves = five_tiles_state("dev_source")
    state.miners = [None, None]
    state.dev_stack = [tile_id("cross", used={t for t, _ in state.board.values()})]
    state.prod_stack.remove(state.dev_stack[0])
    assert moves(state) == [
        ("draw",),
        ("hand", straights[0]),
        ("hand", curves[0]),
        ("hand", cave),
    ]
    RULES.apply(state, ("hand", curves[0]))
    assert state.stage == "place" and state.drawn == curves[0] and state.dev_stack != []
    RULES.apply(state, ("place", 1, -1, 3))
    # the own tile did not use up the development stack: seat 1 draws next
    assert (state.turn, state.stage, state.source) == (1, "draw", "dev")
