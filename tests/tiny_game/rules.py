"""Tiny Duel's rules: a test-only game that keeps the whole :class:`Rules` contract.

The example to copy: ``tests/tiny_game/`` has every part a real game has, each small
(docs/architecture.md, "How to add a game", names them in order).  It is never in the app
menu; tests call :func:`tiny_game.register` / :func:`tiny_game.unregister`.

Rules, in short:

* 2-6 players (``teams`` pairs seats 0+2 against 1+3 with 4 players), ``rounds`` rounds.
* Setup is a chance step dealing every seat a hidden secret 1-6; each seat sees only its own.
* A turn is two decisions (moves) of the seat to move.  A move is one of
  (:mod:`tiny_game.actions` builds them)

  - ``take()``: +1 point;
  - ``roll()``: a die is rolled (a chance step), gain ``max(0, die - 2)``;
  - ``peek(j)``: learn seat ``j``'s secret (only the peeker sees the value: a reveal);
  - ``duel(j)``: once per target, compare secrets: higher +3, equal 0, lower -2.  Both
    secrets become public (a reveal);
  - ``end()``: only as the second move, ends the turn early.

* With the ``defend`` option, a duel first asks the *defender* (a seat whose turn it is
  not): ``accept()`` lets the duel happen; ``yield_()`` gives the attacker +1 and keeps
  both secrets hidden.  The roll's die is a listed chance outcome (1/6 each); the deal is
  not listed (a chance step only sampled).

* The end: after ``rounds`` rounds.  Sides are ranked by points (team points are summed);
  equal sides share a place, so a shared victory is possible.

Every step emits typed events (:mod:`tiny_game.events`; a secret only to the seat that
learns it), the log's lines are worded from them (:mod:`tiny_game.log_words`), and
``explain`` (:mod:`tiny_game.explain`) says why a move is not legal, from the asking
seat's observation.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from game.engine.contract import (
    CHANCE,
    TERMINAL,
    Action,
    LogEntry,
    Outcome,
    SetupError,
    Sides,
    outcome_value,
)
from game.engine.events import emit
from game.engine.schema import SchemaRules
from tiny_game import actions as act
from tiny_game import explain, log_words  # noqa: F401  (log_words: the tellers, declared)
from tiny_game.actions import Kind
from tiny_game.events import (
    Challenged,
    Dealt,
    Dueled,
    GameOver,
    Peeked,
    RollAsked,
    Rolled,
    SecretSeen,
    Took,
    TurnBegan,
    TurnEnded,
    Yielded,
)
from tiny_game.state import FACES, MOVES_PER_TURN, SCHEMA, TinyObservation, TinyState, partner

GAME_ID = "tiny"
DUEL_WIN, DUEL_LOSS = 3, -2

__all__ = [
    "DUEL_LOSS",
    "DUEL_WIN",
    "FACES",
    "GAME_ID",
    "MOVES_PER_TURN",
    "RULES",
    "TinyObservation",
    "TinyRules",
    "TinyState",
    "roll_gain",
]


def roll_gain(die: int) -> int:
    """What a roll of ``die`` scores: the face minus 2, never below 0."""
    return max(0, die - 2)


class TinyRules(SchemaRules):
    game_id = GAME_ID
    schema = SCHEMA
    min_players = 2
    max_players = 6

    # --- setup -----------------------------------------------------------------
    def normalize_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        players = setup.get("players", 2)
        rounds = setup.get("rounds", 3)
        teams = setup.get("teams", False)
        defend = setup.get("defend", False)
        if not isinstance(defend, bool):
            raise SetupError("tiny.setup.defend")
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise SetupError("tiny.setup.players")
        if not isinstance(rounds, int) or not 1 <= rounds <= 10:
            raise SetupError("tiny.setup.rounds")
        if not isinstance(teams, bool) or (teams and players != 4):
            raise SetupError("tiny.setup.teams")
        return {"players": players, "rounds": rounds, "teams": teams, "defend": defend}

    def initial_state(self, setup: Mapping[str, Any]) -> TinyState:
        n = setup["players"]
        return TinyState(
            players=n,
            rounds=setup["rounds"],
            teams=setup["teams"],
            secrets=[0] * n,
            known=[[False] * n for _ in range(n)],
            dueled=[[False] * n for _ in range(n)],
            points=[0] * n,
            defend=setup.get("defend", False),
        )

    # --- flow ------------------------------------------------------------------
    def to_move(self, state: TinyState) -> int:
        if state.pending:
            return CHANCE
        if state.round >= state.rounds:
            return TERMINAL
        return state.challenged if state.challenged >= 0 else state.turn

    def turn_of(self, state: TinyState) -> int:
        mover = self.to_move(state)
        return state.turn if mover >= 0 else mover

    def partner(self, state: TinyState, seat: int, other: int) -> bool:
        return partner(state, seat, other)

    def legal_actions(self, state: TinyState) -> list[Action]:
        if state.challenged >= 0:
            return [act.accept(), act.yield_()]
        seat = state.turn
        actions: list[Action] = [act.take(), act.roll()]
        for j in range(state.players):
            if j != seat and not state.known[seat][j]:
                actions.append(act.peek(j))
        for j in range(state.players):
            if j != seat and not state.dueled[seat][j] and not partner(state, seat, j):
                actions.append(act.duel(j))
        if state.moves_left < MOVES_PER_TURN:
            actions.append(act.end())
        return actions

    def apply(self, state: TinyState, action: Action, log: list[LogEntry] | None = None) -> None:
        """One move of the seat to move.  Each branch changes the state, then emits the
        events that say what it did (only when there is a log: the AI's searches pass
        none and pay nothing for the words)."""
        seat = state.turn
        kind = action[0]
        if kind == Kind.TAKE:
            state.points[seat] += 1
            if log is not None:
                emit(log, Took(seat, state.points[seat]))
        elif kind == Kind.ROLL:
            state.pending = "roll"  # the move ends when the die is resolved
            if log is not None:
                emit(log, RollAsked(seat))
            return
        elif kind == Kind.PEEK:
            target = act.target(action)
            state.known[seat][target] = True
            if log is not None:
                emit(log, Peeked(seat, target))
                emit(log, SecretSeen(seat, target, state.secrets[target], seats=(seat,)))
        elif kind == Kind.DUEL and state.defend and state.challenged < 0:
            state.challenged = act.target(action)  # the defender answers before the move ends
            if log is not None:
                emit(log, Challenged(seat, state.challenged))
            return
        elif kind == Kind.YIELD:
            target, state.challenged = state.challenged, -1
            state.points[seat] += 1
            state.dueled[seat][target] = True
            if log is not None:
                emit(log, Yielded(seat, target, state.points[seat]))
        elif kind in (Kind.DUEL, Kind.ACCEPT):
            if kind == Kind.ACCEPT:
                target, state.challenged = state.challenged, -1
            else:
                target = act.target(action)
            mine, theirs = state.secrets[seat], state.secrets[target]
            gain = DUEL_WIN if mine > theirs else DUEL_LOSS if mine < theirs else 0
            state.points[seat] += gain
            state.dueled[seat][target] = True
            for row in state.known:
                row[seat] = row[target] = True
            if log is not None:
                emit(log, Dueled(seat, target, mine, theirs, gain, state.points[seat]))
        elif kind == Kind.END:  # only legal as the last possible move: finishing it ends the turn
            pass  # told by the turn's end (TurnEnded, early)
        else:
            raise ValueError(f"unknown action {action!r}")
        self._finish_move(state, log, early=kind == Kind.END)

    def _finish_move(
        self, state: TinyState, log: list[LogEntry] | None, early: bool = False
    ) -> None:
        state.moves_left -= 1
        if state.moves_left > 0:
            return
        state.moves_left = MOVES_PER_TURN
        seat, state.turn = state.turn, (state.turn + 1) % state.players
        if state.turn == 0:
            state.round += 1
        if log is None:
            return
        emit(log, TurnEnded(seat, early, state.turn, state.round))
        if state.round >= state.rounds:
            emit(log, GameOver(tuple(state.points)))
        else:
            emit(log, TurnBegan(state.turn, state.round + 1))

    def chance_outcomes(self, state: TinyState) -> list[tuple[Any, float]] | None:
        if state.pending == "roll":
            return [(face, 1 / len(FACES)) for face in FACES]
        return None  # the deal: only sampled

    def sample_chance(self, state: TinyState, rng: random.Random) -> Any:
        if state.pending == "deal":
            return tuple(rng.choice(FACES) for _ in range(state.players))
        if state.pending == "roll":
            return rng.choice(FACES)
        raise ValueError("no chance step is pending")

    def chance_is_valid(self, state: TinyState, outcome: Any) -> bool:
        if state.pending == "deal":
            return (
                isinstance(outcome, tuple)
                and len(outcome) == state.players
                and all(type(v) is int and v in FACES for v in outcome)
            )
        if state.pending == "roll":
            return type(outcome) is int and outcome in FACES
        return False

    def apply_chance(
        self, state: TinyState, outcome: Any, log: list[LogEntry] | None = None
    ) -> None:
        if state.pending == "deal":
            state.secrets = list(outcome)
            for seat in range(state.players):
                state.known[seat][seat] = True
            state.pending = ""
            if log is not None:
                emit(log, Dealt(state.players))
                for seat, value in enumerate(outcome):
                    emit(log, SecretSeen(seat, seat, value, seats=(seat,)))
                emit(log, TurnBegan(state.turn, state.round + 1))
        elif state.pending == "roll":
            gain = roll_gain(outcome)
            state.points[state.turn] += gain
            state.pending = ""
            if log is not None:
                emit(log, Rolled(state.turn, outcome, gain, state.points[state.turn]))
            self._finish_move(state, log)
        else:
            raise ValueError("no chance step is pending")

    # --- information -----------------------------------------------------------
    def sample_secrets(self, observation: TinyObservation, rng: random.Random) -> dict[str, Any]:
        """Unknown secrets are independent and uniform, and nothing public hints at them."""
        dealt = observation.pending != "deal"
        secrets = [
            (value if value is not None else rng.choice(FACES)) if dealt else 0
            for value in observation.secrets
        ]
        return {"secrets": secrets}

    def explain(
        self, observation: TinyObservation, action: Action
    ) -> tuple[str, dict[str, Any]] | None:
        """Why the observing seat may not make ``action`` now (None: it may); the reasons
        are :mod:`tiny_game.explain`'s, asked with the legal moves of this observation."""
        mover = self.to_move(observation)
        legal = self.legal_actions(observation) if mover >= 0 else []
        return explain.why_not(observation, action, mover, legal)

    def reveals(self, state: TinyState, action: Action) -> bool:
        """A peek and a duel fought show a secret: undo may not take them back."""
        kind = action[0]
        return kind in (Kind.PEEK, Kind.ACCEPT) or (kind == Kind.DUEL and not state.defend)

    # --- end ---------------------------------------------------------------------
    def sides(self, state: TinyState) -> Sides:
        if state.teams:
            return Sides.teams(state.players, [[0, 2], [1, 3]])
        return Sides.solo(state.players)

    def side_points(self, state: TinyState) -> dict[int, int]:
        totals: dict[int, int] = {}
        for seat, points in enumerate(state.points):
            side = self.side_of(state, seat)
            totals[side] = totals.get(side, 0) + points
        return totals

    def outcome(self, state: TinyState) -> Outcome:
        """Sides ranked by their points; equal sides share a place.

        ``detail`` is the game's own breakdown, plain JSON, and all the Results screen
        reads (``tiny_view.results_detail``): ``points`` (per seat), ``secrets`` (per
        seat: every secret is shown once the game is over), ``sides`` (each side's total,
        keyed by its lowest seat as text: JSON keys are strings) and ``shared`` (whether
        more than one side shares the first place)."""
        totals = self.side_points(state)
        ranking: list[list[int]] = []
        for total in sorted(set(totals.values()), reverse=True):
            ranking.append(
                [s for s in range(state.players) if totals[self.side_of(state, s)] == total]
            )
        sides = self.sides(state).as_dict() if state.teams else {}
        return Outcome(
            ranking=ranking,
            scores={s: float(p) for s, p in enumerate(state.points)},
            detail={
                "points": list(state.points),
                "secrets": list(state.secrets),
                "sides": {str(k): v for k, v in totals.items()},
                "shared": len({self.side_of(state, s) for s in ranking[0]}) > 1,
            },
            sides=sides,
        )

    def evaluate(self, state: TinyState, seat: int) -> float:
        """Projected margin of ``seat``'s side over the best other side, squashed to (0, 1)."""
        if self.to_move(state) == TERMINAL:
            return outcome_value(self.outcome(state), seat)
        projected: dict[int, float] = {}
        for k in range(state.players):
            turns_left = state.rounds - state.round - (1 if k < state.turn else 0)
            moves = MOVES_PER_TURN * turns_left
            if k == state.turn:
                moves -= MOVES_PER_TURN - state.moves_left
            value = state.points[k] + 1.0 * moves
            if state.pending == "roll" and k == state.turn:
                value += sum(roll_gain(d) for d in FACES) / len(FACES)
            if moves > 0:
                favourable = sum(
                    1
                    for j in range(state.players)
                    if state.known[k][j]
                    and j != k
                    and not state.dueled[k][j]
                    and state.secrets[k] > state.secrets[j]
                )
                value += (DUEL_WIN - 1) * min(favourable, moves)
            side = self.side_of(state, k)
            projected[side] = projected.get(side, 0.0) + value
        mine = self.side_of(state, seat)
        others = [v for side, v in projected.items() if side != mine]
        margin = projected[mine] - max(others)
        return 1.0 / (1.0 + math.exp(-margin / 2.0))


RULES = TinyRules()
