"""The contract's parts for dice, draws, hands and out-of-turn decisions, on Tiny Duel."""

from __future__ import annotations

from tiny_game import RULES, TinyRules, TinyState, roll_gain

from engine.helpers import seats
from game.engine.contract import CHANCE, Sides
from game.engine.match import Match, entries_of
from game.engine.players import GreedyPlayer


def defended(kinds: str = "hh", seed: int = 1) -> Match:
    setup = {"players": len(kinds), "rounds": 2, "defend": True}
    return Match.new(RULES, setup, seed, seats(kinds))


def test_a_defender_decides_during_the_attackers_turn() -> None:
    match = defended()
    match.play(("duel", 1))
    assert match.to_move == 1 and match.turn_of == 0
    assert match.legal_actions() == [("accept",), ("yield",)]
    match.play(("yield",))
    assert match.state.points == [1, 0]
    assert match.to_move == 0 and match.turn_of == 0  # the attacker's second move
    assert match.observe(0).secrets[1] is None  # yielding keeps the secret


def test_undo_never_takes_back_the_other_humans_answer() -> None:
    match = defended("hh")
    match.play(("duel", 1))
    match.play(("accept",))
    assert not match.can_undo(0)  # seat 1 (a human) answered after seat 0's duel
    ai_defender = defended("ha")
    ai_defender.play(("take",))
    assert ai_defender.can_undo(0)


def test_the_match_reports_the_decision_and_the_die_it_caused() -> None:
    match = defended()
    reports = match.play(("roll",))
    assert [r.is_chance for r in reports] == [False, True]
    decision, die = reports
    assert decision.seat == 0 and decision.value == ("roll",) and decision.entries == ()
    assert die.seat == CHANCE and die.value in range(1, 7)
    assert [e.key for e in die.entries] == ["tiny.log.roll"]
    assert die.index == len(match.steps) - 1 and match.steps[die.index].is_chance
    assert entries_of(reports) == list(die.entries)


def test_the_public_observation_shows_no_seats_secret() -> None:
    match = defended()
    public = match.observe_public()
    assert public.secrets == (None, None) and public.seat == -1
    assert match.observe(0).secrets[0] is not None
    match.play(("duel", 1))
    match.play(("accept",))  # a duel makes both secrets public
    assert match.observe_public().secrets == tuple(match.state.secrets)


def test_the_die_is_a_listed_distribution() -> None:
    state = RULES.initial_state(RULES.normalize_setup({}))
    assert RULES.chance_outcomes(state) is None  # the deal is only sampled
    RULES.apply_chance(state, (3, 4))
    RULES.apply(state, ("roll",))
    assert RULES.chance_outcomes(state) == [(face, 1 / 6) for face in range(1, 7)]


class ShortSighted(TinyRules):
    """Tiny Duel whose evaluation cannot see a pending die: a chance node is worth only
    the points already scored, as a game's evaluation of a chance node may well be."""

    def evaluate(self, state: TinyState, seat: int) -> float:
        if self.to_move(state) == CHANCE:
            return state.points[seat] / 10
        return (state.points[seat] - state.points[1 - seat]) / 10 + 0.5


def test_greedy_looks_past_the_die_its_action_rolls() -> None:
    """Taking scores 1; a roll scores 1.67 on average.  Only by averaging over the die's
    outcomes (instead of evaluating the chance node) does Greedy see that rolling is better."""
    rules = ShortSighted()
    state = rules.initial_state(rules.normalize_setup({}))
    rules.apply_chance(state, (3, 4))
    expected = sum(roll_gain(face) for face in range(1, 7)) / 6
    assert expected > 1
    legal = [("take",), ("roll",)]
    for seed in range(5):
        player = GreedyPlayer(seed)
        assert player.choose(rules, rules.observe(state, 0), legal, 0) == ("roll",)


def test_sides_group_partners_and_number_sides_by_their_lowest_seat() -> None:
    sides = Sides.teams(4, [[0, 2], [1, 3]])
    assert [sides.of(s) for s in range(4)] == [0, 1, 0, 1]
    assert sides.partners(2) == [0] and sides.members(1) == [1, 3] and sides.has_teams
    solo = Sides.solo(6)
    assert solo.ids == list(range(6)) and not solo.has_teams and solo.partners(5) == []
    match = Match.new(RULES, {"players": 4, "teams": True}, 1, seats("hhhh"))
    assert match.rules.sides(match.state) == sides
