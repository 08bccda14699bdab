"""The rules' answers the play screen shows: which territory a palisade closes, why a power
or the reinforcement cannot be used."""

from __future__ import annotations

from game.armadora import board, moves
from game.armadora.rules import ArmadoraRules

c = board.cell_of


def dealt(advanced: bool = False, factions=("mage", "orc")):
    rules = ArmadoraRules()
    state = rules.initial_state({"players": 2, "advanced": advanced, "factions": list(factions)})
    rules.apply_chance(state, rules.sample_chance(state, __import__("random").Random(1)))
    return state


def mask(*cells: int) -> int:
    return sum(1 << cell for cell in cells)


def test_cutting_the_open_land_closes_the_smaller_part_only():
    state = dealt()
    walls = [(c(1, 0), c(2, 0)), (c(1, 1), c(2, 1)), (c(0, 1), c(0, 2))]
    for a, b in walls:
        assert moves.territories_closed_by(state, board.line_between(a, b)) == ()
        state.add_palisade(board.line_between(a, b))
    last = board.line_between(c(1, 1), c(1, 2))
    assert moves.territories_closed_by(state, last) == (mask(c(0, 0), c(1, 0), c(0, 1), c(1, 1)),)


def test_dividing_a_territory_makes_two():
    state = dealt()
    for y in range(5):  # a wall between columns 3 and 4: two territories of 20
        state.add_palisade(board.line_between(c(3, y), c(4, y)))
    for x in range(3):
        state.add_palisade(board.line_between(c(x, 1), c(x, 2)))
    closing = board.line_between(c(3, 1), c(3, 2))
    top = mask(*(c(x, y) for x in range(4) for y in range(2)))
    bottom = mask(*(c(x, y) for x in range(4) for y in range(2, 5)))
    assert moves.territories_closed_by(state, closing) == (top, bottom)


def test_why_a_power_or_the_reinforcement_cannot_be_used():
    """The Power and Reinforce buttons: the action's kind without a target."""
    rules = ArmadoraRules()
    state = dealt(advanced=True)
    mage = rules.observe(state, 0)
    assert rules.explain(mage, ("peek",)) == ("armadora.problem.no_target.peek", {})
    assert rules.explain(mage, ("reinforce",)) == ("armadora.problem.no_full_territory", {})
    assert rules.explain(mage, ("orc",)) == ("armadora.problem.wrong_faction", {})
    state.power_tokens[0] = 0
    assert rules.explain(rules.observe(state, 0), ("peek",)) == ("armadora.problem.no_token", {})
    orc = rules.observe(state, 1)
    assert rules.explain(orc, ("orc",)) == ("armadora.problem.not_your_turn", {})
