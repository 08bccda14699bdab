"""Gold Mine's movement stages: the choices of the ``movement`` stage, the rolls that give a
move its steps (one die; the secret passage's two dice), where a pending move may end, and
making it: the miner's walk, the nugget it finds, and the turn's action stage after it.

A move's stage is ``move``, ``passage_move``, ``bonus_move`` (after a won gold challenge)
or ``push`` (the winner of a bat challenge moves the loser).  Each function changes the
state as the rules' step does and, given a log, emits its events (the log's lines are
worded from them: :mod:`game.goldmine.log_words`).
"""

from __future__ import annotations

from game.engine.contract import Action, LogEntry
from game.engine.events import emit
from game.goldmine import actions as act
from game.goldmine import fits, mine
from game.goldmine.events import DiceRolled, MinerMoved, NuggetCollected, PassageTried, Stayed
from game.goldmine.state import GoldMineState
from game.goldmine.tiles import TILES

MOVE_CAUSES = {"move": "move", "passage_move": "passage", "bonus_move": "bonus", "push": "push"}
"""A move's stage -> the cause its :class:`~game.goldmine.events.MinerMoved` names."""
ROLLS = {"roll": "move", "bonus_roll": "bonus", "push_roll": "push"}
"""A one-die roll's stage -> the purpose its :class:`~game.goldmine.events.DiceRolled` names."""
AFTER_ROLL = {"roll": "move", "bonus_roll": "bonus_move", "push_roll": "push"}
"""A one-die roll's stage -> the move's stage it leads to."""


def movement_actions(state: GoldMineState) -> list[Action]:
    """The ``movement`` stage's choices: excavate (from the production stack or an own
    tile), roll, try the secret passage where the miner stands on one, or stay."""
    actions: list[Action] = []
    if state.prod_stack and fits.stack_fits(state, state.prod_stack):
        actions.append(act.excavate())
    actions += [act.excavate(t) for t in fits.playable_hand(state)]
    actions.append(act.roll())
    if mine.has_passage(state.board, state.miners[state.turn]):
        actions.append(act.passage())
    actions.append(act.stay())
    return actions


def destinations(state: GoldMineState) -> list[mine.Position]:
    """Where the pending move may end, sorted by y, x, path."""
    if state.stage == "passage_move":
        here = state.miners[state.turn]
        return [p for p in mine.passage_positions(state.board) if p != here]
    seat = state.challenge.loser if state.stage == "push" else state.turn
    board, start = state.board, state.miners[seat]
    if type(board) is mine.Mine:
        key = ("destinations", start, state.steps, state.mud)
        return list(board.recall(key, _sorted_reach, state, start))
    return _sorted_reach(state, start)


def _sorted_reach(state: GoldMineState, start: mine.Position) -> list[mine.Position]:
    return mine.sorted_reach(state.board, start, state.steps, state.mud)


def roll(state: GoldMineState, die: int, log: list[LogEntry] | None) -> None:
    """A one-die roll (a move, the bonus move, a push): the die is the move's steps."""
    stage = state.stage
    state.dice = (die,)
    state.steps = die
    state.stage = AFTER_ROLL[stage]
    if log is not None:
        seat = state.challenge.winner if stage == "push_roll" else state.turn
        emit(log, DiceRolled(seat, ROLLS[stage], (die,)))


def passage(state: GoldMineState, dice: tuple[int, int], log: list[LogEntry] | None) -> None:
    """The secret passage's two dice: a double or a sum of seven opens it (to any other
    passage); otherwise the miner moves the lower die's steps."""
    state.dice = dice
    low, high = sorted(dice)
    here = state.miners[state.turn]
    others = [p for p in mine.passage_positions(state.board) if p != here]
    success = low == high or low + high == 7
    if log is not None:
        emit(log, DiceRolled(state.turn, "passage", tuple(dice)))
        opened = success and bool(others)
        emit(log, PassageTried(state.turn, tuple(dice), success, opened, 0 if opened else low))
    if success and others:
        state.stage = "passage_move"
    else:
        state.stage, state.steps = "move", low


def move(state: GoldMineState, to: mine.Position, log: list[LogEntry] | None) -> None:
    """The pending move ends at ``to``; then the turn's action stage (the mover's nugget
    collected, but after a push)."""
    stage = state.stage
    seat = state.challenge.loser if stage == "push" else state.turn
    start = state.miners[seat]
    if log is not None:
        _tell_move(state, seat, start, to, log)
    state.miners[seat] = to
    if stage == "push":
        state.challenge = None
        state.stage = "action"
    elif stage == "bonus_move":
        collect(state, seat, log)
        state.challenge = None
        state.stage = "action"
    else:
        begin_action(state, log)


def _tell_move(
    state: GoldMineState, seat: int, start: mine.Position, to: mine.Position, log: list[LogEntry]
) -> None:
    """The move's event: its walk (the rules' shortest route within the mud rule, or
    the jump through the water), or the miner staying where it stood."""
    cause = MOVE_CAUSES[state.stage]
    if start == to and cause != "push":
        emit(log, Stayed(seat, start, cause))
        return
    if cause == "passage":
        path = (start, to)
    else:
        path = tuple(mine.route(state.board, start, to, state.mud))
    mud = state.mud and start != to and mine.is_muddy(state.board, to)
    by = state.challenge.winner if cause == "push" else seat
    allowed = 0 if cause == "passage" else state.steps
    emit(log, MinerMoved(seat, path, cause, allowed, mud, by))


def collect(state: GoldMineState, seat: int, log: list[LogEntry] | None) -> None:
    """Take the nugget of the chamber the miner stands on, if any."""
    x, y, path = state.miners[seat]
    if (x, y) in state.nuggets and path == 0 and TILES[state.board[(x, y)][0]].spec.chamber:
        state.nuggets.discard((x, y))
        state.held[seat] += 1
        state.from_chambers[seat] += 1
        if log is not None:
            emit(log, NuggetCollected(seat, x, y, state.held[seat]))


def begin_action(state: GoldMineState, log: list[LogEntry] | None) -> None:
    """The mover's nugget collected, the turn goes on to its action stage."""
    collect(state, state.turn, log)
    state.stage = "action"
