"""A piece acts (``act``): the hero step after the roll, or each general of an army action.

The piece moves once (at most its steps) and fights once, in either order; after fighting
it may move on with the steps left (``state.phase``).  It ends when the player says so, or
by itself when it has nothing left to do.  A hero passing C with a castle of its own takes
the crown.  Movement is :mod:`game.crown.moves`'s; battles are :mod:`game.crown.combat`'s.
"""

from __future__ import annotations

from game.crown import actions as acts
from game.crown import moves
from game.crown.actions import Kind
from game.crown.board import Square
from game.crown.cards import RAGNAR, RAGNAR_EXTRA_STEPS
from game.crown.combat import attack_targets, fight, take_crown
from game.crown.events import ActivationEnded, PieceActivated, PieceMoved, recording, tell
from game.crown.flow.base import Decision, any_of, settle
from game.crown.flow.followups import proceed
from game.crown.flow.plays import card_offers
from game.crown.pieces import (
    HERO_KEY,
    Log,
    exists,
    piece_kind,
    piece_owner,
    piece_square,
    steps_of,
)
from game.crown.state import CrownState, PieceKey
from game.crown.turn import MAY_FIGHT, MAY_MOVE, Phase, Stage
from game.engine.contract import Action

AFTER_MOVE = {Phase.READY: Phase.MOVED, Phase.FOUGHT: Phase.DONE}


def start_hero_step(state: CrownState, log: Log) -> None:
    """The hero steps as far as the white die says (Ragnar further)."""
    seat = state.turn
    extra = RAGNAR_EXTRA_STEPS if state.hero[seat] == RAGNAR else 0
    state.piece = (HERO_KEY, seat)
    state.steps_left = state.white + extra
    state.phase = Phase.READY
    state.stage = Stage.ACT
    _tell_activated(state, log)
    settle(state, log)


def _tell_activated(state: CrownState, log: Log) -> None:
    if recording(log):
        key = state.piece
        square = piece_square(state, key)
        tell(log, PieceActivated, state.turn, *piece_kind(key), square, state.steps_left)


def activate(state: CrownState, key: PieceKey, log: Log) -> None:
    """A general of the army action acts."""
    state.acted.append(key[1])
    state.piece = key
    state.steps_left = steps_of(state, key)
    state.phase = Phase.READY
    state.stage = Stage.ACT
    _tell_activated(state, log)
    settle(state, log)


def _actions(state: CrownState) -> list[Action]:
    key = state.piece
    actions: list[Action] = []
    if state.phase in MAY_MOVE and state.steps_left > 0:
        actions.extend(moves.MOVES[i] for i in moves.stop_squares(state, key, state.steps_left))
    if state.phase in MAY_FIGHT:
        actions.extend(acts.attack(x, y) for x, y in attack_targets(state, key))
    actions.append(acts.end())
    return actions


def _open(state: CrownState) -> bool:
    """Whether the piece has anything to do but end (the same answer as ``legal_actions``
    being more than ``[("end",)]``, without listing every square)."""
    key = state.piece
    if state.phase in MAY_FIGHT and attack_targets(state, key):
        return True
    steps = state.steps_left
    if state.phase in MAY_MOVE and steps > 0 and moves.may_move(state, key, steps):
        return True
    return any_of(card_offers(state))


def _act(state: CrownState, action: Action, log: Log) -> None:
    kind = action[0]
    key = state.piece
    if kind == Kind.END:
        end_activation(state, log)
        return
    target = acts.square_of(action)
    if kind == Kind.MOVE:
        move(state, key, target, log)
        state.phase = AFTER_MOVE[state.phase]
        if state.pending:  # the crown taken on the way
            state.resume = Stage.ACT
            proceed(state, log)
            return
    else:
        state.phase = Phase.FOUGHT
        state.resume = Stage.ACT
        fight(state, key, target, log)
        proceed(state, log)
        return
    settle(state, log)


def move(state: CrownState, key: PieceKey, to: Square, log: Log) -> None:
    """The piece moves to ``to`` (a destination it may reach with the steps left)."""
    cost, via_crown = moves.move_cost(state, key, to, state.steps_left)
    path = moves.route(state, key, to, via_crown) if recording(log) else ()
    state.steps_left -= cost
    seat = piece_owner(state, key)
    if key[0] == HERO_KEY:
        state.hero_at[seat] = to
    else:
        state.generals[key[1]] = state.generals[key[1]]._replace(at=to)
    if recording(log):
        piece, general = piece_kind(key)
        tell(log, PieceMoved, seat, piece, general, path, cost, state.steps_left, "move")
    if via_crown:
        take_crown(state, seat, log, "move")


def end_activation(state: CrownState, log: Log) -> None:
    """The piece is done: after the hero step the main action, after a general the army's
    next choice."""
    key = state.piece
    was_hero = key is not None and key[0] == HERO_KEY
    if recording(log) and key is not None:
        piece, general = piece_kind(key)
        at = piece_square(state, key) if exists(state, key) else ()
        tell(log, ActivationEnded, state.turn, piece, general, at)
    state.piece = None
    state.steps_left = 0
    state.phase = Phase.READY
    state.stage = Stage.MAIN if was_hero else Stage.ARMY
    settle(state, log)


ACT = Decision(_actions, _act, cards=True, open=_open, skip=end_activation)
