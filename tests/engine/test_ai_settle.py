"""The search's settle hook on Tiny Duel: an action the knowledge names is searched to the
end and played unless another move is measurably better; without one nothing changes."""

from __future__ import annotations

from tiny_game import RULES

from engine.test_ai import last_move
from game.engine.ai import GameKnowledge, SearchPlayer, SearchResult

END = ("end",)


class SettleOnEnd(GameKnowledge):
    """Settles on ending the turn whenever it is legal."""

    def __init__(self, margin: float = 0.005) -> None:
        self.settle_margin = margin

    def settle(self, rules, state, seat, actions):
        return END if END in actions else None


def decide(state, knowledge: GameKnowledge, level: str = "hard", iterations: int = 600):
    player = SearchPlayer(level, 3, max_iterations=iterations, knowledge=knowledge)
    legal = RULES.legal_actions(state)
    result = player.analyse(RULES, RULES.observe(state, 1), legal, 1)
    return result, player.choose(RULES, RULES.observe(state, 1), legal, 1)


def test_the_settle_action_is_played_when_nothing_is_better() -> None:
    # Seat 1 leads 9-2 before the last move of the game: every move wins.
    state = last_move([2, 9], [3, 4], known=False)
    plain, _ = decide(state, GameKnowledge())
    assert plain.best() != END  # a tie among winning moves goes to the first listed
    result, choice = decide(state, SettleOnEnd())
    assert result.settle == END and result.settled and result.best() == choice == END
    end = result.actions.index(END)
    assert result.visits[end] == max(result.visits)  # never dropped by the halving


def test_a_measurably_better_move_beats_the_settle_action() -> None:
    # Seat 1 trails 2-3 and knows its 5 beats the 2: the duel wins, ending loses.
    state = last_move([3, 2], [2, 5], known=True)
    result, choice = decide(state, SettleOnEnd())
    assert result.settle == END and not result.settled
    assert result.best() == choice == ("duel", 0)
    # ... unless the margin says the settle action is good enough whatever happens.
    result, choice = decide(state, SettleOnEnd(margin=1.0))
    assert result.settled and choice == END


def test_easy_plays_the_settle_action_too_and_defaults_change_nothing() -> None:
    state = last_move([2, 9], [3, 4], known=False)
    _, choice = decide(state, SettleOnEnd(), level="easy", iterations=200)
    assert choice == END
    result, _ = decide(state, GameKnowledge())
    assert result.settle is None and not result.settled
    plain = SearchResult(result.actions, result.visits, result.means)
    assert plain.best() == result.best()
