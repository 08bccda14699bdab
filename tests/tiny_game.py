"""Tiny Duel: a test-only game that exercises the whole :class:`Rules` contract.

It is never registered in the app menu; tests call :func:`register` / :func:`unregister`.

Rules, in short:

* 2-6 players (``teams`` pairs seats 0+2 against 1+3 with 4 players), ``rounds`` rounds.
* Setup is a chance step dealing every seat a hidden secret 1-6; each seat sees only its own.
* A turn is two decisions (moves) of the seat to move.  A move is one of

  - ``("take",)``: +1 point;
  - ``("roll",)``: a die is rolled (a chance step), gain ``max(0, die - 2)``;
  - ``("peek", j)``: learn seat ``j``'s secret (only the peeker sees the value: a reveal);
  - ``("duel", j)``: once per target, compare secrets: higher +3, equal 0, lower -2.  Both
    secrets become public (a reveal);
  - ``("end",)``: only as the second move, ends the turn early.

* With the ``defend`` option, a duel first asks the *defender* (a seat whose turn it is
  not): ``("accept",)`` lets the duel happen; ``("yield",)`` gives the attacker +1 and keeps
  both secrets hidden.  The roll's die is a listed chance outcome (1/6 each); the deal is
  not listed (a chance step only sampled).

* The end: after ``rounds`` rounds.  Sides are ranked by points (team points are summed);
  equal sides share a place, so a shared victory is possible.

Every step emits typed events (a secret only to the seat that learns it), and the log's
lines are worded from them (``tells``); ``explain`` says why a move is not legal, from
the asking seat's observation.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from game.engine import registry
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
from game.engine.events import Event, emit, tells
from game.engine.options import Choice, Option, SetupSpec
from game.engine.schema import SchemaRules, StateSchema, private, public

GAME_ID = "tiny"
FACES = (1, 2, 3, 4, 5, 6)
MOVES_PER_TURN = 2
DUEL_WIN, DUEL_LOSS = 3, -2


# --- events: what each step did -------------------------------------------------------


@dataclass(frozen=True)
class Dealt(Event):
    """The deal: every seat got a secret (each is told its own by :class:`SecretSeen`)."""

    kind: ClassVar[str] = "tiny.dealt"
    players: int


@dataclass(frozen=True)
class SecretSeen(Event):
    """``seat`` learns ``target``'s secret (its own at the deal, or by a peek); private."""

    kind: ClassVar[str] = "tiny.secret_seen"
    seat: int
    target: int
    value: int


@dataclass(frozen=True)
class Took(Event):
    kind: ClassVar[str] = "tiny.took"
    seat: int
    points: int


@dataclass(frozen=True)
class RollAsked(Event):
    """``seat`` chose to roll; the die follows as a chance step (:class:`Rolled`)."""

    kind: ClassVar[str] = "tiny.roll_asked"
    seat: int


@dataclass(frozen=True)
class Rolled(Event):
    kind: ClassVar[str] = "tiny.rolled"
    seat: int
    die: int
    gain: int
    points: int


@dataclass(frozen=True)
class Peeked(Event):
    """``seat`` looked at ``target``'s secret (the value: a :class:`SecretSeen` to it)."""

    kind: ClassVar[str] = "tiny.peeked"
    seat: int
    target: int


@dataclass(frozen=True)
class Challenged(Event):
    kind: ClassVar[str] = "tiny.challenged"
    seat: int
    target: int


@dataclass(frozen=True)
class Yielded(Event):
    """``target`` yielded ``seat``'s duel: ``seat`` scores 1 (``points`` after it)."""

    kind: ClassVar[str] = "tiny.yielded"
    seat: int
    target: int
    points: int


@dataclass(frozen=True)
class Dueled(Event):
    """A duel, with both secrets (now public), the attacker's gain and points after it."""

    kind: ClassVar[str] = "tiny.dueled"
    seat: int
    target: int
    mine: int
    theirs: int
    gain: int
    points: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """``seat``'s turn is over (``early``: it chose End); ``next`` plays, in ``round``."""

    kind: ClassVar[str] = "tiny.turn_ended"
    seat: int
    early: bool
    next: int
    round: int


@dataclass(frozen=True)
class GameOver(Event):
    kind: ClassVar[str] = "tiny.game_over"
    points: tuple[int, ...]


# --- the log's words: each event's lines (engine.events.tells) --------------------------


@tells(Took)
def _took(event: Took) -> list[LogEntry]:
    return [LogEntry("tiny.log.take", {"seat": event.seat})]


@tells(Peeked)
def _peeked(event: Peeked) -> list[LogEntry]:
    return [LogEntry("tiny.log.peek", {"seat": event.seat, "target": event.target})]


@tells(SecretSeen)
def _secret_seen(event: SecretSeen) -> list[LogEntry]:
    if event.target == event.seat:  # one's own, at the deal
        return [LogEntry("tiny.log.secret", {"value": event.value})]
    return [LogEntry("tiny.log.peek_value", {"target": event.target, "value": event.value})]


@tells(Challenged)
def _challenged(event: Challenged) -> list[LogEntry]:
    return [LogEntry("tiny.log.challenge", {"seat": event.seat, "target": event.target})]


@tells(Yielded)
def _yielded(event: Yielded) -> list[LogEntry]:
    return [LogEntry("tiny.log.yield", {"seat": event.seat, "target": event.target})]


@tells(Dueled)
def _dueled(event: Dueled) -> list[LogEntry]:
    args = {"seat": event.seat, "target": event.target, "mine": event.mine}
    return [LogEntry("tiny.log.duel", {**args, "theirs": event.theirs, "gain": event.gain})]


@tells(TurnEnded)
def _turn_ended(event: TurnEnded) -> list[LogEntry]:
    return [LogEntry("tiny.log.end", {"seat": event.seat})] if event.early else []


@tells(GameOver)
def _game_over(event: GameOver) -> list[LogEntry]:
    return [LogEntry("tiny.log.over", {"points": list(event.points)})]


@tells(Dealt)
def _dealt(event: Dealt) -> list[LogEntry]:
    return [LogEntry("tiny.log.deal", {"players": event.players})]


@tells(Rolled)
def _rolled(event: Rolled) -> list[LogEntry]:
    return [LogEntry("tiny.log.roll", {"seat": event.seat, "die": event.die, "gain": event.gain})]


def roll_gain(die: int) -> int:
    return max(0, die - 2)


def _secrets_seen(state: TinyState, seat: int) -> tuple[int | None, ...]:
    """A seat sees the secrets it knows (a spectator: those every seat knows); None for
    the others, and before the deal."""
    return tuple(
        value if value and (state.known[seat][j] if seat >= 0 else _public(state, j)) else None
        for j, value in enumerate(state.secrets)
    )


def _public(state: TinyState, j: int) -> bool:
    return all(row[j] for row in state.known)


@dataclass
class TinyState:
    players: int = public()
    rounds: int = public()
    teams: bool = public()
    secrets: list[int] = private(_secrets_seen)  # 0 until dealt
    known: list[list[bool]] = public()  # known[i][j]: seat i knows seat j's secret
    dueled: list[list[bool]] = public()  # dueled[i][j]: seat i has dueled seat j
    points: list[int] = public()
    turn: int = public(default=0)
    moves_left: int = public(default=MOVES_PER_TURN)
    round: int = public(default=0)
    pending: str = public(default="deal")  # "deal", "roll" or "" (no chance pending)
    defend: bool = public(default=False)
    challenged: int = public(default=-1)  # the defender who must answer a duel, or -1


SCHEMA = StateSchema(TinyState)


@SCHEMA.observation
class TinyObservation:
    """What one seat may know: its own secret, secrets it peeked, public secrets (``secrets``
    holds None for the others)."""


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
        return state.teams and seat % 2 == other % 2

    def legal_actions(self, state: TinyState) -> list[Action]:
        if state.challenged >= 0:
            return [("accept",), ("yield",)]
        seat = state.turn
        actions: list[Action] = [("take",), ("roll",)]
        for j in range(state.players):
            if j != seat and not state.known[seat][j]:
                actions.append(("peek", j))
        for j in range(state.players):
            if j != seat and not state.dueled[seat][j] and not self.partner(state, seat, j):
                actions.append(("duel", j))
        if state.moves_left < MOVES_PER_TURN:
            actions.append(("end",))
        return actions

    def apply(self, state: TinyState, action: Action, log: list[LogEntry] | None = None) -> None:
        seat = state.turn
        kind = action[0]
        if kind == "take":
            state.points[seat] += 1
            if log is not None:
                emit(log, Took(seat, state.points[seat]))
        elif kind == "roll":
            state.pending = "roll"  # the move ends when the die is resolved
            if log is not None:
                emit(log, RollAsked(seat))
            return
        elif kind == "peek":
            target = action[1]
            state.known[seat][target] = True
            if log is not None:
                emit(log, Peeked(seat, target))
                emit(log, SecretSeen(seat, target, state.secrets[target], seats=(seat,)))
        elif kind == "duel" and state.defend and state.challenged < 0:
            state.challenged = action[1]  # the defender answers before the move ends
            if log is not None:
                emit(log, Challenged(seat, action[1]))
            return
        elif kind == "yield":
            target, state.challenged = state.challenged, -1
            state.points[seat] += 1
            state.dueled[seat][target] = True
            if log is not None:
                emit(log, Yielded(seat, target, state.points[seat]))
        elif kind in ("duel", "accept"):
            if kind == "accept":
                target, state.challenged = state.challenged, -1
            else:
                target = action[1]
            mine, theirs = state.secrets[seat], state.secrets[target]
            gain = DUEL_WIN if mine > theirs else DUEL_LOSS if mine < theirs else 0
            state.points[seat] += gain
            state.dueled[seat][target] = True
            for row in state.known:
                row[seat] = row[target] = True
            if log is not None:
                emit(log, Dueled(seat, target, mine, theirs, gain, state.points[seat]))
        elif kind == "end":  # only legal as the last possible move: finishing it ends the turn
            pass  # told by the turn's end (TurnEnded, early)
        else:
            raise ValueError(f"unknown action {action!r}")
        self._finish_move(state, log, early=kind == "end")

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

    def explain(self, observation: TinyObservation, action: Action) -> tuple[str, dict] | None:
        """Why the observing seat may not make ``action`` now (None: it may)."""
        seat, mover = observation.seat, self.to_move(observation)
        if mover < 0:
            return ("tiny.why.not_now", {})
        if mover != seat:
            return ("tiny.why.not_your_turn", {})
        if action in self.legal_actions(observation):
            return None
        kind = action[0] if isinstance(action, tuple) and action else None
        target = action[1] if kind in ("peek", "duel") and len(action) == 2 else None
        if observation.challenged >= 0:
            return ("tiny.why.answer_first", {})
        if kind in ("accept", "yield"):
            return ("tiny.why.no_challenge", {})
        if kind == "end":
            return ("tiny.why.end_after_a_move", {})
        if target == seat:
            return ("tiny.why.yourself", {})
        if kind == "peek" and target in range(observation.players):
            return ("tiny.why.known", {})
        if kind == "duel" and target in range(observation.players):
            partner = self.partner(observation, seat, target)
            return ("tiny.why.partner", {}) if partner else ("tiny.why.dueled", {})
        return ("tiny.why.unknown", {})

    def reveals(self, state: TinyState, action: Action) -> bool:
        kind = action[0]
        return kind in ("peek", "accept") or (kind == "duel" and not state.defend)

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
                "secrets": list(state.secrets),
                "sides": {str(k): v for k, v in totals.items()},
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

SETUP = SetupSpec(
    title_key="tiny.setup.title",
    seed_label_key="tiny.setup.seed",
    options=(
        Option.toggle("defend", "tiny.setup.option_defend", default=True),
        Option.select(
            "rounds",
            "tiny.setup.option_rounds",
            [Choice(n, f"tiny.setup.rounds_{n}") for n in (1, 2, 3)],
            1,
        ),
        Option.toggle("teams", "tiny.setup.option_teams", players=(4,)),
    ),
)


def register() -> registry.GameInfo:
    """Register Tiny Duel (tests only) and return its registry entry: declared like a shipped
    game, its view (``tests/tiny_view.py``, pygame) loaded only when the app asks for it."""
    return registry.register(
        registry.GameInfo(
            game_id=GAME_ID,
            rules_ref=RULES,
            title_key="tiny.title",
            blurb_key="tiny.blurb",
            view_ref="tiny_view:VIEW",
            setup_ref=SETUP,
            loader="tiny_game:register",
        )
    )


def unregister() -> None:
    registry.unregister(GAME_ID)
