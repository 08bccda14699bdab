"""GoldMineRules.explain: None exactly for the legal actions, and otherwise a reason in both
languages for everything the screen can point at (a square and a way round, a place to
move to, a chamber, a miner to challenge, a hand-over, an own tile, a button), answered
from the observation alone; the reasons of the rules' own situations."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match, SeatInfo
from game.goldmine import mine
from game.goldmine.rules import GoldMineRules
from game.goldmine.state import GOLD
from tests.event_checks import positions as shared_positions
from tests.event_checks import said

RULES = GoldMineRules()
WHY = "goldmine_ui.why."
SETUPS = [
    {"players": 2, "round_limit": 10},
    {"players": 3, "five_tiles": True, "round_limit": 8},
    {"players": 4, "alliance": True, "round_limit": 8},
    {"players": 2, "mud": False, "round_limit": 6},
]
BUTTONS = [("draw",), ("excavate",), ("roll",), ("passage",), ("stay",), ("end",)]


def positions(setup: dict, seed: int, every: int = 3):
    return shared_positions(RULES, setup, seed, ("end",), every)


def pointable(observation) -> list[tuple]:
    """What the screen can point at in a position: the squares round the mine in every way
    round, every path of the mine, every chamber, every miner, hand-overs, own tiles and
    the buttons."""
    board = observation.board
    xs = [x for x, _ in board]
    ys = [y for _, y in board]
    out: list[tuple] = list(BUTTONS)
    for x in range(min(xs) - 2, max(xs) + 3):
        for y in range(min(ys) - 2, max(ys) + 3):
            out += [("place", x, y, rot) for rot in range(4)]
            if (x, y) in board:
                paths = len(mine.geometry(board, (x, y)).paths)
                out += [("move", x, y, path) for path in range(paths)]
                out.append(("nugget", x, y))
    for seat in range(observation.players):
        out += [("gold", seat), ("bat", seat), ("give", seat + 1), ("take", seat + 1)]
        for tile in observation.hands[seat] if observation.hands else ():
            out += [("hand", tile), ("excavate", tile)]
    return out


@pytest.mark.parametrize("index", range(len(SETUPS)))
def test_explain_is_none_exactly_for_legal_actions_and_says_why_otherwise(index):
    reasons = set()
    for match in positions(SETUPS[index], 60 + index):
        if match.is_over:
            assert RULES.explain(match.observe(0), ("end",)) == (WHY + "over", {})
            continue
        seat = match.to_move
        observation = match.observe(seat)
        legal = set(match.legal_actions())
        for action in pointable(observation) + sorted(legal):
            found = RULES.explain(observation, action)
            assert (found is None) == (action in legal), (action, found, observation.stage)
            if found is not None:
                reasons.add((found[0], tuple(sorted(found[1].items()))))
        other = (seat + 1) % observation.players
        assert RULES.explain(match.observe(other), next(iter(legal))) == (
            WHY + "not_your_turn",
            {},
        )
    for key, args in reasons:
        assert said((key, dict(args)))
    assert len({key for key, _ in reasons}) >= 8  # the games meet many different reasons


def test_explain_answers_from_the_observation_only():
    """Another world behind the same observation (the stacks dealt otherwise) gets the
    same answers."""
    for match in positions({"players": 3, "round_limit": 6}, 9, every=5):
        if match.is_over:
            continue
        observation = match.observe(match.to_move)
        world = RULES.sample_state(observation, random.Random(7))
        again = RULES.observe(world, match.to_move)
        for action in pointable(observation)[::5]:
            assert RULES.explain(again, action) == RULES.explain(observation, action)


def test_malformed_actions_get_a_reason_not_a_crash():
    match = Match.new(RULES, {"players": 2}, 3, [SeatInfo()] * 2)
    observation = match.observe(match.to_move)
    for action in [
        (),
        None,
        [],
        ("fly",),
        ("place", 0, 1),
        ("place", 0, 1, 9),
        ("place", True, 1, 0),
        ("move", 99, 99, 0),
        ("gold", 99),
        ("give", "all"),
        ("hand", 999),
    ]:
        found = RULES.explain(observation, action)
        assert found is not None and said(found)


def production(setup: dict, seed: int, stage: str, test) -> tuple[Match, object]:
    """The first position of seeded random games in ``stage`` (production) where
    ``test(match)`` holds."""
    for attempt in range(40):
        for match in positions(setup, seed + attempt, every=1):
            shown = match.observe_public()
            if shown.stage == stage and shown.miners[0] is not None and test(match):
                return match, match.observe(match.to_move)
    raise AssertionError("never reached")


def why(observation, action) -> str:
    found = RULES.explain(observation, action)
    assert found is not None
    said(found)
    return found[0].removeprefix(WHY)


def test_placement_reasons_follow_the_placement_rules():
    match, shown = production({"players": 2}, 1, "place", lambda m: True)
    legal = set(match.legal_actions())
    assert why(shown, ("place", 0, 0, 0)) == "occupied"
    far = (max(x for x, _ in shown.board) + 3, 0)
    assert why(shown, ("place", *far, 0)) == "far"
    for x, y, rot in {(a[1], a[2], r) for a in legal for r in range(4)}:
        if ("place", x, y, rot) not in legal:
            assert why(shown, ("place", x, y, rot)) in ("mismatch", "not_joined", "same")


def test_move_reasons_name_the_mud_and_the_steps():
    def muddy(match):
        o = match.observe_public()
        if o.stage != "move" or not o.mud:
            return False
        dry = mine.reach(o.board, o.miners[o.turn], o.steps, mud=False)
        wet = mine.reach(o.board, o.miners[o.turn], o.steps, mud=True)
        return bool(set(dry) - set(wet))

    _, shown = production({"players": 2}, 3, "move", muddy)
    start = shown.miners[shown.turn]
    dry = mine.reach(shown.board, start, shown.steps, mud=False)
    wet = mine.reach(shown.board, start, shown.steps, mud=True)
    stopped = next(iter(set(dry) - set(wet)))
    assert RULES.explain(shown, ("move", *stopped)) == (WHY + "mud", {"count": shown.steps})
    beyond = [
        (x, y, p)
        for (x, y) in shown.board
        for p in range(len(mine.geometry(shown.board, (x, y)).paths))
        if (x, y, p) not in dry
    ]
    if beyond:
        assert why(shown, ("move", *beyond[0])) == "out_of_reach"


def test_challenge_reasons_name_what_is_missing():
    match, shown = production(
        {"players": 3},
        5,
        "action",
        lambda m: not m.observe_public().challenged,
    )
    seat = shown.seat
    others = [s for s in range(3) if s != seat]
    assert why(shown, ("gold", seat)) == "challenge_self"
    for other in others:
        if ("gold", other) in match.legal_actions():
            continue
        reason = why(shown, ("gold", other))
        if not shown.tokens[seat][GOLD]:
            assert reason == "no_gold_token"
        elif not shown.held[seat]:
            assert reason == "no_gold_self"
        elif not shown.held[other]:
            assert reason == "no_gold_target"
        else:
            assert reason == "not_same_path"
    assert why(shown, ("give", 1)) == "no_partner"


def test_the_buttons_and_the_own_tiles_say_why():
    match, shown = production({"players": 2}, 2, "movement", lambda m: True)
    assert why(shown, ("draw",)) == "not_now"
    assert why(shown, ("end",)) == "not_now"
    if ("passage",) not in match.legal_actions():
        assert why(shown, ("passage",)) == "no_passage"
    assert why(shown, ("excavate", 999)) == "not_your_tile"
