"""Crown & Dragon's typed actions (game/crown/actions.py): every legal action is one the
constructors build.  (That no module builds an action tuple by hand:
tests/engine/test_typed_actions.py.)"""

from __future__ import annotations

from collections.abc import Iterator

from random_positions import random_positions

from game.crown import actions as acts
from game.crown.actions import Kind
from game.crown.rules import CrownRules

RULES = CrownRules()
BY_KIND = {
    Kind.KEEP: acts.keep,
    Kind.PLACE: acts.place,
    Kind.ROCK: acts.rock,
    Kind.MOVE: acts.move,
    Kind.ATTACK: acts.attack,
    Kind.END: acts.end,
    Kind.MARKET: acts.market,
    Kind.REDEPLOY: acts.redeploy,
    Kind.BUILD: acts.build,
    Kind.ARMY: acts.army,
    Kind.GENERAL: acts.buy_general,
    Kind.MILITARY: acts.buy_military,
    Kind.BLACK: acts.buy_black,
    Kind.TRADE: acts.trade,
    Kind.DONE: acts.done,
    Kind.ASSIGN: acts.assign,
    Kind.CASTLE: acts.castle,
    Kind.WALL: acts.wall,
    Kind.ACT: acts.act,
    Kind.PLAY: acts.play,
    Kind.DARK: acts.dark,
    Kind.UPKEEP: acts.upkeep,
    Kind.CROWN: acts.crown,
}
TARGETS = {  # a target's parts, by their types
    (): acts.target_off_board,
    (int,): acts.target_seat,
    (int, int): acts.target_square,
    (int, int, int): acts.target_march,
    (str,): acts.target_direction,
    (str, int): acts.target_flight,
}


def rebuilt(action: tuple) -> tuple:
    """The action built again by its kind's constructor from its parts."""
    kind, parts = acts.kind_of(action), action[1:]
    if kind == Kind.TARGET:
        return TARGETS[tuple(type(p) for p in parts)](*parts)
    if kind == Kind.DISCARD:
        return acts.discard(*parts) if parts else acts.discard_drawn()
    return BY_KIND[kind](*parts)


def _games(count: int) -> Iterator[tuple[dict, int]]:
    """Two to four players, teams in half the four-player games."""
    for seed in range(count):
        players = 2 + seed % 3
        yield {"players": players, "teams": players == 4 and seed % 2 == 0}, seed


def test_every_legal_action_is_one_the_constructors_build() -> None:
    seen: set[Kind] = set()
    for _, legal in random_positions(RULES, _games(24), max_steps=1500):
        for action in legal:
            assert type(action) is tuple and type(action[0]) is str, action
            assert rebuilt(action) == action, action
            seen.add(acts.kind_of(action))
    assert len(seen) >= len(Kind) - 2, sorted(set(Kind) - seen)


def test_the_tuples_keep_plain_strings() -> None:
    """Saves, digests and ``repr`` see the same tuples as before the kinds were typed."""
    assert repr(acts.move(3, 4)) == "('move', 3, 4)"
    assert acts.end() == ("end",) and Kind.END == "end"
    assert acts.kind_of(("target", "N", 2)) is Kind.TARGET
    assert acts.flight_of(acts.target_direction("E")) == ("E", 1)
    assert acts.march_of(acts.target_march(4, 1, 2)) == (4, (1, 2))
    assert acts.rock_to(acts.target_off_board()) is None
