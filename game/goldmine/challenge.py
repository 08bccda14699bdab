"""Gold Mine's challenges: whom a seat may challenge, starting one (a token spent), the
result of its rounds, and what the winner does next: a gold challenge's nugget goes to
an empty chamber the winner chooses (or to the winner when there is none), and a won gold
challenge gives the attacker a bonus move; a bat challenge's winner pushes the loser.

Each function changes the state as the rules' step does and, given a log, emits its
events (the log's lines are worded from them: :mod:`game.goldmine.log_words`).
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.contract import Action, LogEntry
from game.engine.events import emit
from game.goldmine import actions as act
from game.goldmine import chance
from game.goldmine.events import (
    ChallengeResolved,
    ChallengeRoundWon,
    ChallengeStarted,
    NuggetHidden,
)
from game.goldmine.state import BAT, GOLD, Challenge, GoldMineState
from game.goldmine.tiles import TILES

CHALLENGE_NAMES = (act.GOLD, act.BAT)
"""``Challenge.kind`` (GOLD, BAT) in words, as actions and events name them."""


def challenges(state: GoldMineState, seat: int, partner: int | None) -> list[Action]:
    """The seat's challenges now (one a turn): gold against a rival on its own position
    while both hold a nugget, bat against any rival, each while it has the token."""
    if state.challenged:
        return []
    actions: list[Action] = []
    here = state.miners[seat]
    gold, bat = state.tokens[seat]
    for other in range(state.players):
        if other in (seat, partner):
            continue
        if gold and state.held[seat] and state.held[other] and state.miners[other] == here:
            actions.append(act.gold(other))
    if bat:
        actions += [
            act.bat(other) for other in range(state.players) if other not in (seat, partner)
        ]
    return actions


def start(
    state: GoldMineState, seat: int, name: str, target: int, log: list[LogEntry] | None
) -> None:
    """The seat challenges ``target`` (``name`` "gold" or "bat"), spending the token."""
    which = GOLD if name == act.GOLD else BAT
    state.tokens[seat][which] -= 1
    state.challenged = True
    state.challenge = Challenge(which, seat, target)
    state.stage = "duel"
    if log is not None:
        emit(log, ChallengeStarted(seat, target, name, state.tokens[seat][which]))


def resolve(state: GoldMineState, rounds: tuple, log: list[LogEntry] | None) -> None:
    """The challenge's rounds decide it: a bat challenge's winner rolls to push the loser;
    a gold challenge's loser gives up a nugget, which the winner hides in an empty chamber
    or keeps."""
    challenge = state.challenge
    won = chance.duel_winner(rounds) == "attacker"
    winner = challenge.attacker if won else challenge.defender
    challenge = replace(challenge, rounds=rounds, winner=winner)
    state.challenge = challenge
    loser = challenge.loser
    if challenge.kind == BAT:
        state.stage, then = "push_roll", "push"
    else:
        state.held[loser] -= 1
        if empty_chambers(state):
            state.stage, then = "nugget", "hide"
        else:
            state.held[winner] += 1
            state.from_challenges[winner] += 1
            then = "keep"
    if log is not None:
        _tell(state, then, log)
    if then == "keep":
        after_gold(state)


def _tell(state: GoldMineState, then: str, log: list[LogEntry]) -> None:
    """The events of the challenge's rounds, then of its result (which the log's line of
    the challenge is worded from, after the rounds' events)."""
    c = state.challenge
    for number, (a, d) in enumerate(c.rounds, 1):
        winner = c.attacker if a >= d else c.defender
        emit(log, ChallengeRoundWon(number, c.attacker, c.defender, a, d, winner))
    emit(log, resolved(state, then))


def resolved(state: GoldMineState, then: str) -> ChallengeResolved:
    """The decided challenge of ``state`` as its event: every number of its result card."""
    c = state.challenge
    won = sum(1 for a, d in c.rounds if a >= d)  # a tied round goes to the attacker
    name = CHALLENGE_NAMES[c.kind]
    return ChallengeResolved(
        name,
        c.attacker,
        c.defender,
        tuple(c.rounds),
        won,
        len(c.rounds) - won,
        c.winner,
        c.loser,
        then,
        tuple(state.held),
    )


def empty_chambers(state: GoldMineState) -> list[tuple[int, int]]:
    """Gold chambers without a nugget where neither miner of the challenge stands."""
    challenge = state.challenge
    taken = {state.miners[challenge.attacker][:2], state.miners[challenge.defender][:2]}
    out = [
        square
        for square, (tile, _) in state.board.items()
        if TILES[tile].spec.chamber and square not in state.nuggets and square not in taken
    ]
    out.sort(key=lambda s: (s[1], s[0]))
    return out


def hide_nugget(
    state: GoldMineState, seat: int, square: tuple[int, int], log: list[LogEntry] | None
) -> None:
    """The winner puts the won nugget in the empty chamber at ``square``."""
    state.nuggets.add(square)
    if log is not None:
        emit(log, NuggetHidden(seat, square[0], square[1]))
    after_gold(state)


def after_gold(state: GoldMineState) -> None:
    """After a gold challenge's nugget has moved: the attacker's bonus move if it won."""
    challenge = state.challenge
    if challenge.winner == challenge.attacker:
        state.stage = "bonus_roll"
    else:
        state.challenge = None
        state.stage = "action"
