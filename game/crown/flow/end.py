"""The end of a turn: the last moment for cards (``cards``), an action card drawn
(``draw_action``), down to three in hand (``discard``), then the next seat's turn, or the
end of the game at the round limit.  The goal (the crown held with enough points) is
checked after every step of the active player's turn.
"""

from __future__ import annotations

from game.crown import actions as acts
from game.crown import decks
from game.crown.cards import HAND_LIMIT
from game.crown.events import (
    CardDiscarded,
    CardDrawn,
    CardRevealed,
    GameOver,
    TurnEnded,
    TurnEnding,
    tell,
)
from game.crown.flow.base import Decision, any_of, draw
from game.crown.flow.plays import card_offers
from game.crown.flow.start import begin_turn
from game.crown.pieces import Log, crown_holder, points, side_of_seat
from game.crown.scoring import ranking
from game.crown.state import CrownState
from game.crown.turn import Stage
from game.engine.contract import Action

BEFORE_PLAY = frozenset((Stage.OVER, Stage.DEAL, Stage.KEEP, Stage.KEEP_PLACE))


def finish_turn(state: CrownState, log: Log) -> None:
    state.piece = None
    tell(log, TurnEnding, state.turn, state.round)
    check_goal(state, log)
    if state.stage == Stage.OVER:
        return
    if decks.any_action(state):
        state.stage = Stage.DRAW_ACTION
    else:
        _after_draw(state, log)


def _cards_actions(state: CrownState) -> list[Action]:
    return [acts.end()]


def _end(state: CrownState, action: Action, log: Log) -> None:
    finish_turn(state, log)


def _cards_open(state: CrownState) -> bool:
    return any_of(card_offers(state))


CARDS = Decision(_cards_actions, _end, cards=True, open=_cards_open, skip=finish_turn)


def _draw_action(state: CrownState, card: int, log: Log) -> None:
    decks.take(state.action_deck, state.action_discard, card, log, "action")
    state.hands[state.turn].append(card)
    state.hands[state.turn].sort()
    tell(log, CardDrawn, state.turn, "action", 1)
    tell(log, CardRevealed, state.turn, "action", (card,), seats=(state.turn,))
    _after_draw(state, log)


DRAW_ACTION = draw(decks.action_counts, _draw_action)


def _after_draw(state: CrownState, log: Log) -> None:
    if len(state.hands[state.turn]) > HAND_LIMIT:
        state.stage = Stage.DISCARD
    else:
        next_turn(state, log)


def _discard_actions(state: CrownState) -> list[Action]:
    return [acts.discard(kind) for kind in sorted(set(state.hands[state.turn]))]


def _discard(state: CrownState, action: Action, log: Log) -> None:
    seat = state.turn
    card = acts.card_of(action)
    state.hands[seat].remove(card)
    state.action_discard[card] += 1
    tell(log, CardDiscarded, seat, "action", card, "hand_limit")
    next_turn(state, log)


DISCARD = Decision(_discard_actions, _discard)


def next_turn(state: CrownState, log: Log) -> None:
    state.oath = state.battle_cry = state.supply_wagon = False
    tell(log, TurnEnded, state.turn, state.round)
    nxt = (state.turn + 1) % state.players
    if nxt == state.start:
        if state.round_limit is not None and state.round >= state.round_limit:
            _end_by_limit(state, log)
            return
        state.round += 1
    state.turn = nxt
    begin_turn(state, log)


def _end_by_limit(state: CrownState, log: Log) -> None:
    state.stage = Stage.OVER
    state.end = "limit"
    state.winners = tuple(ranking(state)[0])
    tell(log, GameOver, "limit", state.winners)


def check_goal(state: CrownState, log: Log) -> None:
    """The goal is checked continuously during the active player's own turn: the crown on
    a castle of the side, and a member of the side with enough points."""
    if state.stage in BEFORE_PLAY:
        return
    holder = crown_holder(state)
    if holder is None:
        return
    side = side_of_seat(state, state.turn)
    if holder in side and max(points(state, s) for s in side) >= state.goal:
        state.stage = Stage.OVER
        state.end = "goal"
        state.winners = tuple(sorted(side))
        tell(log, GameOver, "goal", state.winners)
