"""Declared setup options: what a game offers on its New game screen (no pygame).

A game describes its setup once, as a :class:`SetupSpec` in ``game/<id>/setup_options.py``
(named by ``setup_ref`` in its registry entry).  The shared setup scene draws itself from
it, and the spec turns what the player picked into the setup dictionary that the game's
``Rules.normalize_setup`` accepts::

    SETUP = SetupSpec(
        title_key="goldmine_ui.setup_title",
        options=(
            Option.toggle("mud", "goldmine.option.mud", default=True),
            Option.toggle("five_tiles", "goldmine.option.five_tiles",
                          players=(2, 3, 4), forces={"mud": True}),
            Option.toggle("alliance", "goldmine.option.alliance", players=(4, 6)),
            Option.select("rounds", "goldmine.option.rounds",
                          [Choice(None, "setup.off"), Choice(60, "goldmine.rounds_60")], 60),
        ),
        seat_choice=SeatChoice("colours", "goldmine.option.colour",
                               [Choice(c, f"goldmine.colour.{c}") for c in COLOURS]),
    )

The player counts come from the rules (``min_players..max_players``), never from here.
An option that does not apply to the player count (``players``) writes its ``inactive``
value (or nothing); an option set by another one (``forces``) takes the forced value.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.engine.match import SeatInfo
from game.engine.names import clean_name

HUMAN, AI = "human", "ai"
SEAT_KINDS = (HUMAN, AI)


class _Omit:
    def __repr__(self) -> str:
        return "OMIT"


OMIT: Any = _Omit()
"""An option's ``inactive`` value meaning "leave the key out of the setup dictionary"."""


class PlayerRange(Protocol):
    """Anything that knows how many may play (a ``Rules`` or a ``GameInfo``)."""

    min_players: int
    max_players: int


def ai_levels() -> tuple[str, ...]:
    """The AI levels a seat may be played at, weakest first (the one table of names; the
    search's budgets for them are checked against it in :mod:`game.engine.ai.player`)."""
    from game.engine.players import AI_LEVEL_NAMES

    return AI_LEVEL_NAMES


def level_label_key(level: str) -> str:
    """The locale key naming an AI level (the ``levels`` namespace)."""
    return f"levels.{level}"


def same(a: Any, b: Any) -> bool:
    """Equal and of the same type (so ``True`` is not taken for ``1``)."""
    return type(a) is type(b) and a == b


@dataclass(frozen=True)
class Choice:
    """One value of an option or of the per-seat choice, with its locale keys."""

    value: Any
    label_key: str
    help_key: str | None = None


@dataclass(frozen=True)
class Force:
    """While its option has the value ``when``, option ``option`` is fixed to ``value``."""

    when: Any
    option: str
    value: Any


@dataclass(frozen=True)
class Option:
    """An on/off or multiple-choice rule option."""

    key: str
    """The setup dictionary key."""
    label_key: str
    choices: tuple[Choice, ...]
    default: Any
    players: tuple[int, ...] | None = None
    """The player counts it applies to (None: all)."""
    forces: tuple[Force, ...] = ()
    help_key: str | None = None
    inactive: Any = OMIT
    """Written in the setup when the option does not apply to the player count (OMIT: the
    key is left out, so the rules use their own default)."""

    def __post_init__(self) -> None:
        if not self.choices:
            raise ValueError(f"option {self.key!r} has no choices")
        if self.choice(self.default) is None:
            raise ValueError(f"option {self.key!r}: the default is not one of its choices")

    @classmethod
    def toggle(
        cls,
        key: str,
        label_key: str,
        default: bool = False,
        *,
        players: Iterable[int] | None = None,
        forces: Mapping[str, Any] | None = None,
        help_key: str | None = None,
        inactive: Any = False,
        on_key: str = "settings.on",
        off_key: str = "settings.off",
    ) -> Option:
        """An on/off option; ``forces`` maps other options to the values they take while
        this one is on.  When it does not apply it is written as ``inactive`` (off)."""
        return cls(
            key,
            label_key,
            (Choice(False, off_key), Choice(True, on_key)),
            default,
            tuple(players) if players is not None else None,
            tuple(Force(True, k, v) for k, v in (forces or {}).items()),
            help_key,
            inactive,
        )

    @classmethod
    def select(
        cls,
        key: str,
        label_key: str,
        choices: Iterable[Choice],
        default: Any,
        *,
        players: Iterable[int] | None = None,
        forces: Mapping[Any, Mapping[str, Any]] | None = None,
        help_key: str | None = None,
        inactive: Any = OMIT,
    ) -> Option:
        """A multiple-choice option; ``forces`` maps a value of this option to the values
        other options take while it is chosen."""
        return cls(
            key,
            label_key,
            tuple(choices),
            default,
            tuple(players) if players is not None else None,
            tuple(
                Force(when, k, v)
                for when, fixed in (forces or {}).items()
                for k, v in fixed.items()
            ),
            help_key,
            inactive,
        )

    @property
    def is_toggle(self) -> bool:
        values = [c.value for c in self.choices]
        return len(values) == 2 and same(values[0], False) and same(values[1], True)

    def applies_to(self, players: int) -> bool:
        return self.players is None or players in self.players

    def choice(self, value: Any) -> Choice | None:
        return next((c for c in self.choices if same(c.value, value)), None)


@dataclass(frozen=True)
class SeatChoice:
    """What each seat picks for itself: a faction, a colour, a hero."""

    key: str
    """The setup dictionary key holding one value per seat (e.g. ``"factions"``)."""
    label_key: str
    choices: tuple[Choice, ...]
    """In the order a click cycles through them; the random value belongs here too."""
    unique: bool = True
    """No two seats may hold the same value (the random value excepted)."""
    random_value: Any = None
    """The value meaning "dealt at random" (it never counts as taken)."""
    help_when: str | None = None
    """Show the choices' help only while this on/off option is on (None: always)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "choices", tuple(self.choices))
        if not self.choices:
            raise ValueError(f"seat choice {self.key!r} has no choices")

    @property
    def has_random(self) -> bool:
        return self.choice(self.random_value) is not None

    def choice(self, value: Any) -> Choice | None:
        return next((c for c in self.choices if same(c.value, value)), None)

    def counts(self, value: Any) -> bool:
        """Whether ``value`` takes part in the uniqueness rule."""
        return self.unique and not same(value, self.random_value)

    def default_for(self, seat: int) -> Any:
        """A seat's starting value: random if offered, else the seat's own choice in order."""
        if self.has_random:
            return self.random_value
        return self.choices[seat % len(self.choices)].value

    def fix(self, values: Sequence[Any], players: int) -> list[Any]:
        """``values`` made valid: unknown values and later duplicates among the first
        ``players`` seats replaced by a free value (earlier seats keep theirs)."""
        fixed: list[Any] = []
        for seat, value in enumerate(values):
            taken = [v for v in fixed[: min(seat, players)] if self.counts(v)]
            bad = self.choice(value) is None or (
                seat < players and self.counts(value) and any(same(value, t) for t in taken)
            )
            if bad:
                value = self.default_for(seat)
                if seat < players and self.counts(value) and any(same(value, t) for t in taken):
                    free = [
                        c.value for c in self.choices if not any(same(c.value, t) for t in taken)
                    ]
                    value = free[0] if free else value
            fixed.append(value)
        return fixed

    def cycle(self, values: Sequence[Any], seat: int, players: int) -> Any:
        """The value after ``values[seat]`` that no other seat among the first ``players``
        holds (the random value is always free)."""
        taken = [v for i, v in enumerate(values[:players]) if i != seat and self.counts(v)]
        values_in_order = [c.value for c in self.choices]
        current = next(
            (i for i, v in enumerate(values_in_order) if same(v, values[seat])),
            len(values_in_order),
        )
        for step in range(1, len(values_in_order) + 1):
            candidate = values_in_order[(current + step) % len(values_in_order)]
            if not self.counts(candidate) or not any(same(candidate, t) for t in taken):
                return candidate
        return values[seat]


@dataclass(frozen=True)
class OptionState:
    """How an option stands for a player count and the chosen values."""

    key: str
    value: Any
    """The value that goes into the setup (after availability and forcing)."""
    available: bool
    """False when the player count excludes it or another option fixes it."""
    reason: str | None = None
    """``"players"`` (not for this player count) or ``"forced"`` (set by ``forced_by``)."""
    forced_by: str | None = None
    players: tuple[int, ...] | None = None
    """The player counts it applies to (for the explanation)."""


@dataclass
class SetupChoices:
    """What the player picked on the setup screen (one entry per possible seat)."""

    players: int
    kinds: list[str]
    levels: list[str]
    seat_values: list[Any]
    values: dict[str, Any]
    seed: str = ""
    names: list[str] = field(default_factory=list)
    """The players' own names, per possible seat ("": the game's name for the seat)."""

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else ""

    def set_name(self, seat: int, text: Any) -> None:
        while len(self.names) <= seat:
            self.names.append("")
        self.names[seat] = clean_name(text)

    def seats(self) -> list[SeatInfo]:
        """The playing seats: an AI's level, a human's level left at the default."""
        return [
            SeatInfo(kind, level if kind == AI else "normal", self.name(seat))
            for seat, (kind, level) in enumerate(
                zip(self.kinds[: self.players], self.levels[: self.players], strict=True)
            )
        ]

    def to_json(self) -> dict[str, Any]:
        """What is remembered between sessions (never the seed)."""
        return {
            "players": self.players,
            "seats": [
                {"kind": k, "level": lv, "name": self.name(seat)}
                for seat, (k, lv) in enumerate(zip(self.kinds, self.levels, strict=True))
            ],
            "seat_values": list(self.seat_values),
            "options": dict(self.values),
        }


@dataclass(frozen=True)
class SetupSpec:
    """A game's setup screen, declared."""

    title_key: str
    seed_label_key: str = "setup.seed"
    options: tuple[Option, ...] = ()
    seat_choice: SeatChoice | None = None
    default_players: int | None = None
    """None: the rules' minimum."""
    default_kinds: tuple[str, ...] = (HUMAN,)
    """The first seats' kinds by default; every other seat is an AI."""
    default_level: str = "normal"
    seat_label_keys: tuple[str, ...] = ()
    """A fixed name per seat shown beside "Player n" (Gold Mine's miner colours); empty: none."""
    players_key: str = "players"
    _by_key: dict[str, Option] = field(default_factory=dict, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", tuple(self.options))
        keys = [o.key for o in self.options]
        if len(set(keys)) != len(keys):
            raise ValueError("two options share a key")
        self._by_key.update({o.key: o for o in self.options})
        for option in self.options:
            for force in option.forces:
                target = self._by_key.get(force.option)
                if target is None or target.choice(force.value) is None:
                    raise ValueError(f"{option.key!r} forces an unknown value of {force.option!r}")

    def option(self, key: str) -> Option:
        return self._by_key[key]

    # --- player counts --------------------------------------------------------------
    @staticmethod
    def player_counts(rules: PlayerRange) -> list[int]:
        return list(range(rules.min_players, rules.max_players + 1))

    def start_players(self, rules: PlayerRange) -> int:
        wanted = self.default_players or rules.min_players
        return min(rules.max_players, max(rules.min_players, wanted))

    # --- availability and forcing ---------------------------------------------------
    def states(
        self, players: int, values: Mapping[str, Any] | None = None
    ) -> dict[str, OptionState]:
        """Every option's state, in declaration order."""
        chosen = self._chosen(values)
        states: dict[str, OptionState] = {}
        for option in self.options:
            if option.applies_to(players):
                states[option.key] = OptionState(
                    option.key, chosen[option.key], True, players=option.players
                )
            else:
                states[option.key] = OptionState(
                    option.key, option.inactive, False, "players", players=option.players
                )
        for option in self.options:  # declaration order: an earlier force wins a conflict
            state = states[option.key]
            if state.reason == "players":
                continue  # an option that does not apply forces nothing
            for force in option.forces:
                target = states[force.option]
                if not same(state.value, force.when) or not target.available:
                    continue
                states[force.option] = OptionState(
                    force.option, force.value, False, "forced", option.key, target.players
                )
        return states

    def available_options(self, players: int) -> list[str]:
        """The options that apply to ``players`` (whatever the others are set to)."""
        return [o.key for o in self.options if o.applies_to(players)]

    def resolve(self, players: int, values: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The option values that go into the setup (unavailable ones as ``inactive``)."""
        return {
            key: state.value
            for key, state in self.states(players, values).items()
            if state.value is not OMIT
        }

    def _chosen(self, values: Mapping[str, Any] | None) -> dict[str, Any]:
        chosen = {o.key: o.default for o in self.options}
        for key, value in (values or {}).items():
            option = self._by_key.get(key)
            if option is not None and option.choice(value) is not None:
                chosen[key] = option.choice(value).value
        return chosen

    # --- the setup dictionary ---------------------------------------------------------
    def setup_dict(
        self,
        players: int,
        seat_values: Sequence[Any] | None = None,
        values: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """What ``Rules.normalize_setup`` receives for these choices."""
        setup: dict[str, Any] = {self.players_key: players}
        setup.update(self.resolve(players, values))
        if self.seat_choice is not None:
            given = list(seat_values or [])
            given += [self.seat_choice.default_for(s) for s in range(len(given), players)]
            setup[self.seat_choice.key] = given[:players]
        return setup

    def seat_values_valid(self, players: int, seat_values: Sequence[Any]) -> bool:
        """Every value is a choice and, if unique, no two seats share one."""
        if self.seat_choice is None:
            return True
        return list(seat_values[:players]) == self.seat_choice.fix(seat_values, players)[:players]

    # --- the whole screen's choices ------------------------------------------------------
    def defaults(self, rules: PlayerRange) -> SetupChoices:
        """A fresh start: the default player count, one human and Normal AIs."""
        seats = rules.max_players
        kinds = [self.default_kinds[i] if i < len(self.default_kinds) else AI for i in range(seats)]
        seat_values = (
            [self.seat_choice.default_for(s) for s in range(seats)] if self.seat_choice else []
        )
        if self.seat_choice is not None:
            seat_values = self.seat_choice.fix(seat_values, seats)
        return SetupChoices(
            players=self.start_players(rules),
            kinds=kinds,
            levels=[self.default_level] * seats,
            seat_values=seat_values,
            values={o.key: o.default for o in self.options},
            names=[""] * seats,
        )

    def set_players(self, choices: SetupChoices, players: int) -> None:
        """Change the player count; seats that leave get their default value back."""
        if players == choices.players:
            return
        if self.seat_choice is not None:
            for seat in range(players, len(choices.seat_values)):
                choices.seat_values[seat] = self.seat_choice.default_for(seat)
            choices.seat_values = self.seat_choice.fix(choices.seat_values, players)
        choices.players = players

    def cycle_seat(self, choices: SetupChoices, seat: int) -> None:
        if self.seat_choice is not None:
            choices.seat_values[seat] = self.seat_choice.cycle(
                choices.seat_values, seat, choices.players
            )

    def setup_for(self, choices: SetupChoices) -> dict[str, Any]:
        return self.setup_dict(choices.players, choices.seat_values, choices.values)

    def restore(self, data: Any, rules: PlayerRange) -> SetupChoices:
        """Choices remembered as :meth:`SetupChoices.to_json`, checked field by field: what
        is missing, stale or broken takes its default (this never raises)."""
        choices = self.defaults(rules)
        if not isinstance(data, Mapping):
            return choices
        players = data.get("players")
        is_int = isinstance(players, int) and not isinstance(players, bool)
        if is_int and rules.min_players <= players <= rules.max_players:
            choices.players = players
        levels = ai_levels()
        seats = data.get("seats")
        if isinstance(seats, list):
            for i, seat in enumerate(seats[: len(choices.kinds)]):
                if not isinstance(seat, Mapping):
                    continue
                if seat.get("kind") in SEAT_KINDS:
                    choices.kinds[i] = seat["kind"]
                if seat.get("level") in levels:
                    choices.levels[i] = seat["level"]
                choices.set_name(i, seat.get("name", ""))
        if self.seat_choice is not None:
            remembered = data.get("seat_values")
            if isinstance(remembered, list):
                for i, value in enumerate(remembered[: len(choices.seat_values)]):
                    if self.seat_choice.choice(value) is not None:
                        choices.seat_values[i] = value
            choices.seat_values = self.seat_choice.fix(choices.seat_values, choices.players)
        options = data.get("options")
        if isinstance(options, Mapping):
            choices.values = self._chosen(options)
        return choices
