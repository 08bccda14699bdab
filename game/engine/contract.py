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
from collections.abc import Callable, Mapping
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


@dataclass(frozen=True)
class Sides:
    """Who plays with whom: every seat belongs to one side (its team, or itself alone).

    The one notion of teams in the project: rules answer :meth:`Rules.sides`, outcomes
    carry it, the AI values a partner's win as its own, the UI names teams from it.
    A side is numbered by its lowest seat.
    """

    of_seat: tuple[int, ...]

    @classmethod
    def solo(cls, players: int) -> Sides:
        """Every seat for itself."""
        return cls(tuple(range(players)))

    @classmethod
    def teams(cls, players: int, groups: list[list[int]] | tuple[tuple[int, ...], ...]) -> Sides:
        """Seats grouped as given; a seat in no group plays alone."""
        side = list(range(players))
        for group in groups:
            for seat in group:
                side[seat] = min(group)
        return cls(tuple(side))

    def of(self, seat: int) -> int:
        return self.of_seat[seat]

    def members(self, side: int) -> list[int]:
        return [seat for seat, s in enumerate(self.of_seat) if s == side]

    def partners(self, seat: int) -> list[int]:
        """The other seats of ``seat``'s side."""
        return [s for s in self.members(self.of(seat)) if s != seat]

    @property
    def ids(self) -> list[int]:
        """The sides, in seat order of their lowest seat."""
        return sorted(set(self.of_seat))

    @property
    def has_teams(self) -> bool:
        return len(self.ids) < len(self.of_seat)

    def as_dict(self) -> dict[int, int]:
        return dict(enumerate(self.of_seat))


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
    """Seat -> side (team) for team games (:meth:`Sides.as_dict`); seats missing here are
    their own side."""
    resigned: list[int] = field(default_factory=list)
    """Seats that resigned, in the order they did (partners with the seat that conceded
    for them); they rank last, the last to resign first among them."""
    stopped: bool = False
    """The game was ended by a resignation before its rules ended it: ``ranking`` puts
    the sides still playing first, together, and ``scores`` and ``detail`` are empty."""

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

    def setup_players(self, setup: Mapping[str, Any]) -> int:
        """The setup's ``players`` (2 when missing): an integer from ``min_players`` to
        ``max_players``, else :class:`SetupError` ``"<game_id>.error.players"``."""
        players = setup.get("players", 2)
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise SetupError(f"{self.game_id}.error.players")
        return players

    @abstractmethod
    def initial_state(self, setup: Mapping[str, Any]) -> State:
        """The state before the first step (usually a chance step: the shuffle)."""

    # --- flow ----------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: State) -> int:
        """The seat to decide, :data:`CHANCE`, or :data:`TERMINAL`."""

    def turn_of(self, state: State) -> int:
        """The seat whose turn it is.  Usually the seat to move; a different seat when
        someone else decides during that turn (a defender's choice, the winner of a
        challenge moving the loser's piece).  ``CHANCE``/``TERMINAL`` as :meth:`to_move`."""
        return self.to_move(state)

    @abstractmethod
    def legal_actions(self, state: State) -> list[Action]:
        """Every legal action of the seat to move (never empty while not terminal)."""

    @abstractmethod
    def apply(self, state: State, action: Action, log: list[LogEntry] | None = None) -> None:
        """Play ``action`` (assumed legal) for the seat to move."""

    @abstractmethod
    def sample_chance(self, state: State, rng: random.Random) -> Any:
        """Draw the outcome of the pending chance step (the match's only source of chance)."""

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        """Every outcome of the pending chance step with its probability (summing to 1),
        when they can be listed: a die roll, a draw from a known stack.  ``None`` when
        there are too many to list (a shuffle); then only :meth:`sample_chance` draws.

        :meth:`sample_chance` must draw from exactly this distribution.  The Greedy
        baseline averages over these outcomes instead of evaluating a chance node.
        """
        return None

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
    def observe_public(self, state: State) -> Observation:
        """What a spectator may know: everything public and no seat's private part (a hand,
        a hidden value).  The play scene shows this whenever no human seat is on screen."""

    @abstractmethod
    def sample_state(self, observation: Observation, rng: random.Random) -> State:
        """A full state consistent with ``observation`` (hidden parts sampled).

        This is how the AI stays fair: it never sees the true state.
        """

    def reveals(self, state: State, action: Action) -> bool:
        """Whether ``action`` reveals hidden information (then undo may not cross it)."""
        return False

    def settles(self, observation: Observation, action: Action) -> bool:
        """Whether ``action``, legal now for the observation's seat, can no longer be taken
        back once made: it reveals something, or a chance step (a die, a draw) follows it
        at once, and Undo never crosses either.  The screens ask a confirmation for exactly
        these (``docs/decisions.md``, "One confirm rule").  Worked out on a world the
        observation allows: whether chance follows depends only on what the seat may see."""
        world = self.sample_state(observation, random.Random(0))
        seat = self.to_move(world)
        if seat < 0 or action not in self.legal_actions(world):
            return False
        if self.reveals(world, action):
            return True
        self.apply(world, action)
        return self.to_move(world) == CHANCE

    def explain(
        self, observation: Observation, action: Action
    ) -> tuple[str, Mapping[str, Any]] | None:
        """Why ``action`` is not legal now, as a locale key and its arguments, or ``None``
        when it is legal (or the game cannot say).

        Answered from the observation of the seat that would play it, never from the
        state, so a view can ask it of anything the player points at (a square, a card,
        a button) and show the reason in words.  The same rules that list the legal
        actions answer it, so the screen never keeps a copy of a rule."""
        return None

    def sit_out(self, state: State, seat: int) -> Action | None:
        """What a seat that has resigned decides whenever it is to move in ``state``: an
        action that takes no further part in the game (Armadora: pass; Gold Mine: stay where
        it is and end the turn).  It must be legal when ``seat`` is to move, and may be
        asked in any state (the match asks once when the seat resigns, to learn whether the
        game can go on without it).

        ``None`` (the default): the game does not go on without the seat, so a resignation
        ends it for everyone (:meth:`game.engine.match.Match.resign`)."""
        return None

    def still_playing(self, state: State, seat: int) -> bool:
        """Whether ``seat`` may still have a decision to make before the game ends.

        False once it has left the game for good (Armadora: it passed); it must then never
        be to move again.  The play scene offers "Finish now" when this is false for every
        human seat.  Default: every seat plays until the game is over.
        """
        return self.to_move(state) != TERMINAL

    # --- end -----------------------------------------------------------------------
    @abstractmethod
    def outcome(self, state: State) -> Outcome:
        """Ranking and score breakdown of a terminal state."""

    def sides(self, state: State) -> Sides:
        """Who plays with whom; by default every seat is its own side."""
        return Sides.solo(self.player_count(state))

    def side_of(self, state: State, seat: int) -> int:
        """The side (team) ``seat`` plays for."""
        return self.sides(state).of(seat)

    def player_count(self, state: State) -> int:
        """How many seats play (games store it in their state as ``players``)."""
        return state.players

    def evaluate(self, state: State, seat: int) -> float:
        """Heuristic value of ``state`` for ``seat`` in [0, 1] (1 = surely won).

        Games override this with real knowledge; the default only knows terminal states.
        """
        if self.to_move(state) == TERMINAL:
            return outcome_value(self.outcome(state), seat)
        return 0.5


def play_step(
    rules: Rules,
    state: State,
    rng: random.Random,
    choose: Callable[[State, int, random.Random], Action],
) -> bool:
    """Advance ``state`` one step in place: a chance outcome drawn from ``rng``, or the
    decision ``choose(state, mover, rng)`` returns; False once the game is over (for
    playouts and benchmarks that run the rules without a match)."""
    mover = rules.to_move(state)
    if mover == TERMINAL:
        return False
    if mover == CHANCE:
        rules.apply_chance(state, rules.sample_chance(state, rng))
    else:
        rules.apply(state, choose(state, mover, rng))
    return True


def outcome_value(outcome: Outcome, seat: int) -> float:
    """1 for a win, 1/k for a victory shared by k sides, 0 otherwise."""
    first = outcome.ranking[0] if outcome.ranking else []
    if seat not in first:
        return 0.0
    return 1.0 / len({outcome.side(s) for s in first})
