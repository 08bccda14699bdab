"""The game contract shared by every game, the UI and the AI.

A game is a set of pure rules over a mutable state.  The active seat picks one legal
action from a small list; chance (shuffles, dice, draws) is an explicit step whose
outcome comes from the match's seeded randomness.  Nothing here imports pygame.

Actions and chance outcomes must be JSON-able: an action is a tuple whose first item
is a short string naming its kind (``("warrior", 12, 3)``); JSON turns tuples into
lists, and :func:`to_action` turns them back.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

CHANCE = -1
"""Value of :meth:`Rules.to_move` when the next step is a chance event."""

TERMINAL = -2
"""Value of :meth:`Rules.to_move` when the game is over."""

Action = tuple
State = Any
Observation = Any


class SetupError(ValueError):
    """A setup dictionary that the rules cannot play (message is a locale key)."""


class IllegalAction(ValueError):
    """An action that is not legal in the current state."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log: a locale key and its arguments, rendered at display time.

    ``seats`` limits who may read the entry (e.g. the value a Mage peeked); ``None``
    means everybody.
    """

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)
    seats: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this entry (``None`` = a spectator after the game)."""
        return self.seats is None or seat is None or seat in self.seats

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "args": dict(self.args)}
        if self.seats is not None:
            data["seats"] = list(self.seats)
        return data


@dataclass
class Outcome:
    """The end of a game.

    ``ranking`` lists groups of seats from first place down; partners and seats that
    share a place are in one group.  ``scores`` is the main score per seat, ``detail`` a
    JSON-able, game-specific breakdown the Results scene explains.
    """

    ranking: list[list[int]]
    scores: dict[int, float]
    detail: dict[str, Any] = field(default_factory=dict)
    sides: dict[int, int] = field(default_factory=dict)
    """Seat -> side (team) for team games; seats missing here are their own side."""

    def side(self, seat: int) -> int:
        return self.sides.get(seat, seat)

    @property
    def winners(self) -> list[int]:
        return list(self.ranking[0]) if self.ranking else []


def to_action(value: Any) -> Any:
    """Turn JSON lists back into the nested tuples actions are made of."""
    if isinstance(value, (list, tuple)):
        return tuple(to_action(v) for v in value)
    return value


class Rules(ABC):
    """Pure rules of one game.  Stateless: every method takes the state it works on.

    ``apply`` and ``apply_chance`` mutate the state in place (the AI clones first);
    they append log entries to ``log`` when one is given, and skip building them when
    it is ``None`` (the AI's hot path).
    """

    game_id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    # --- setup ---------------------------------------------------------------
    @abstractmethod
    def normalize_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        """Fill defaults and check options; raise :class:`SetupError` when unplayable."""

    @abstractmethod
    def initial_state(self, setup: Mapping[str, Any]) -> State:
        """The state before the first step (usually a chance step: the shuffle)."""

    # --- flow ----------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: State) -> int:
        """The seat to decide, :data:`CHANCE`, or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self, state: State) -> list[Action]:
        """Every legal action of the seat to move (never empty while not terminal)."""

    @abstractmethod
    def apply(self, state: State, action: Action, log: list[LogEntry] | None = None) -> None:
        """Play ``action`` (assumed legal) for the seat to move."""

    @abstractmethod
    def sample_chance(self, state: State, rng: random.Random) -> Any:
        """Draw the outcome of the pending chance step."""

    @abstractmethod
    def chance_is_valid(self, state: State, outcome: Any) -> bool:
        """Whether ``outcome`` could be the result of the pending chance step."""

    @abstractmethod
    def apply_chance(self, state: State, outcome: Any, log: list[LogEntry] | None = None) -> None:
        """Resolve the pending chance step with ``outcome``."""

    @abstractmethod
    def clone(self, state: State) -> State:
        """An independent copy of ``state``."""

    # --- information -----------------------------------------------------------
    @abstractmethod
    def observe(self, state: State, seat: int) -> Observation:
        """Everything ``seat`` may know, and nothing more."""

    @abstractmethod
    def sample_state(self, observation: Observation, rng: random.Random) -> State:
        """A full state consistent with ``observation`` (hidden parts sampled).

        This is how the AI stays fair: it never sees the true state.
        """

    def reveals(self, state: State, action: Action) -> bool:
        """Whether ``action`` reveals hidden information (then undo may not cross it)."""
        return False

    # --- end -----------------------------------------------------------------------
    @abstractmethod
    def outcome(self, state: State) -> Outcome:
        """Ranking and score breakdown of a terminal state."""

    def side_of(self, state: State, seat: int) -> int:
        """The side (team) a seat plays for; by default every seat is its own side."""
        return seat

    def evaluate(self, state: State, seat: int) -> float:
        """Heuristic value of ``state`` for ``seat`` in [0, 1] (1 = surely won).

        Games override this with real knowledge; the default only knows terminal states.
        """
        if self.to_move(state) == TERMINAL:
            return outcome_value(self.outcome(state), seat)
        return 0.5


def outcome_value(outcome: Outcome, seat: int) -> float:
    """1 for a win, 1/k for a victory shared by k sides, 0 otherwise."""
    first = outcome.ranking[0] if outcome.ranking else []
    if seat not in first:
        return 0.0
    return 1.0 / len({outcome.side(s) for s in first})
