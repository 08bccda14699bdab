"""Gold Mine's turns: the deal and the roll-off that picks the first player, the development
turns, the start of production, a production turn's end (climbing out, the next seat, the
round limit), and whether a seat may still act before the end.

Each function changes the state as the rules' step does and, given a log, emits its events
(:func:`~game.engine.events.emit`); the log's lines are worded from them
(:mod:`game.goldmine.log_words`).
"""

from __future__ import annotations

from game.engine.contract import LogEntry
from game.engine.events import emit
from game.goldmine import fits, scoring
from game.goldmine.events import (
    DEVELOPMENT,
    PRODUCTION,
    ClimbedOut,
    Dealt,
    GameOver,
    ProductionBegan,
    RolledOff,
    RoundLimitReached,
    TurnBegan,
    TurnEnded,
)
from game.goldmine.state import ENTRANCE_POSITION, GoldMineState, partner_of
from game.goldmine.tiles import TILES


def deal(
    state: GoldMineState,
    outcome: tuple[tuple[int, ...], tuple[tuple[int, ...], ...]],
    log: list[LogEntry] | None,
) -> None:
    """The development stack and the five-tiles hands dealt; the rest is the production
    stack; every seat rolls off for the first turn."""
    dev, hands = outcome
    dealt = set(dev) | {t for hand in hands for t in hand}
    state.dev_stack = list(dev)
    state.prod_stack = [t for t in range(1, len(TILES)) if t not in dealt]
    if hands:
        state.hands = [list(hand) for hand in hands]
    state.contenders = tuple(range(state.players))
    state.stage = "rolloff"
    if log is not None:
        emit(log, Dealt(len(state.dev_stack), len(state.prod_stack), tuple(hands)))


def rolloff(state: GoldMineState, dice: tuple[int, ...], log: list[LogEntry] | None) -> None:
    """The highest die starts; the seats tied for it roll again."""
    best = max(dice)
    leaders = tuple(s for s, d in zip(state.contenders, dice, strict=True) if d == best)
    if log is not None:
        rolls = tuple(zip(state.contenders, dice, strict=True))
        emit(log, RolledOff(rolls, leaders, leaders[0] if len(leaders) == 1 else -1))
    if len(leaders) > 1:
        state.contenders = leaders
        return
    state.contenders = ()
    state.start = state.turn = leaders[0]
    begin_dev_turn(state, log)


def begin_dev_turn(state: GoldMineState, log: list[LogEntry] | None) -> None:
    """A development turn: draw, or choose between drawing and an own tile; production once
    the development stack is empty or holds no tile that fits."""
    if not state.dev_stack or not fits.stack_fits(state, state.dev_stack):
        start_production(state, log)
        return
    if fits.playable_hand(state):
        state.stage = "dev_source"
    else:
        state.stage, state.source = "draw", "dev"
    if log is not None:
        emit(log, TurnBegan(state.turn, 0, DEVELOPMENT))


def next_dev_turn(state: GoldMineState, log: list[LogEntry] | None) -> None:
    """After a development tile is placed: the next seat's development turn."""
    if log is not None:
        emit(log, TurnEnded(state.turn, 0, DEVELOPMENT))
    state.dev_placed += 1
    state.turn = (state.turn + 1) % state.players
    begin_dev_turn(state, log)


def start_production(state: GoldMineState, log: list[LogEntry] | None) -> None:
    """The development tiles left join the production stack; every miner at the entrance;
    the first player begins round one."""
    early = len(state.dev_stack)
    state.prod_stack += state.dev_stack
    state.dev_stack = []
    state.miners = [ENTRANCE_POSITION] * state.players
    state.turn = state.start
    state.round = 0
    state.stage = "movement"
    if log is not None:
        emit(log, ProductionBegan(early, state.start))
        emit(log, TurnBegan(state.turn, 1, PRODUCTION))


def end_turn(state: GoldMineState, log: list[LogEntry] | None) -> None:
    """A production turn ends: the seat's side climbs out if it holds the goal with every
    miner on the entrance; else the next seat plays, and the round limit may end the game."""
    seat = state.turn
    partner = partner_of(state, seat)
    team = (seat,) if partner is None else (seat, partner)
    miners = state.miners
    on_entrance = miners[seat][:2] == (0, 0) and (partner is None or miners[partner][:2] == (0, 0))
    if log is not None:
        emit(log, TurnEnded(seat, state.round + 1, PRODUCTION))
    if on_entrance and sum(state.held[s] for s in team) >= state.goal:
        state.stage, state.end, state.climbed = "over", "climb", tuple(sorted(team))
        if log is not None:
            nuggets = sum(state.held[s] for s in team)
            emit(log, ClimbedOut(seat, state.climbed, nuggets, state.goal))
            _tell_over(state, log)
        return
    state.turn = (seat + 1) % state.players
    state.challenged = state.handed = False
    state.challenge = None
    state.dice = ()
    state.stage = "movement"
    if state.turn == state.start:
        state.round += 1
        if state.round_limit is not None and state.round >= state.round_limit:
            state.stage, state.end = "over", "limit"
            if log is not None:
                emit(log, RoundLimitReached(state.round))
                _tell_over(state, log)
            return
    if log is not None:  # a new turn: the log draws a line between turns
        emit(log, TurnBegan(state.turn, state.round + 1, PRODUCTION))


def _tell_over(state: GoldMineState, log: list[LogEntry]) -> None:
    ranking = tuple(tuple(group) for group in scoring.outcome(state).ranking)
    emit(log, GameOver(state.end, ranking, tuple(state.held)))


def still_playing(state: GoldMineState, seat: int) -> bool:
    """Until the end, unless the round limit ends the game before the seat could act
    again: in the last round, once its turn is over, it decides only as a defender who
    wins a challenge, so it is done when no seat still to play this round could
    challenge it (no bat token left; gold tokens, but neither the seat nor its partner
    holds a nugget)."""
    if state.stage == "over":
        return False
    if state.round_limit is None or state.miners[0] is None:
        return True
    if state.round + 1 < state.round_limit:
        return True
    players = state.players
    order = [(state.start + i) % players for i in range(players)]
    now, its = order.index(state.turn), order.index(seat)
    if its >= now:
        return True  # its turn is now or still to come
    challenge = state.challenge
    if challenge is not None and seat in (challenge.attacker, challenge.defender):
        return True  # a challenge in progress may give it the winner's choice
    partner = partner_of(state, seat)
    gold_held = state.held[seat] + (state.held[partner] if partner is not None else 0)
    for other in order[now:]:
        if other == partner:
            continue
        gold, bat = state.tokens[other]
        if other == state.turn and state.challenged:
            continue  # it has made its one challenge of the turn
        if bat or (gold and gold_held):  # a partner may hand it nuggets first
            return True
    return False
