"""How seats and sides are named on screen: one rule for every scene.

A seat is called by its custom name if it has one, else by the game's label for it (the
faction, the colour, the hero: the game's ``GameView.seat_label`` gives a locale key), else
"Player n".  A side of several seats (a team) is called by its members' names joined
("Mage & Orc").  The setup, play, results and load screens all name seats through here.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.engine import registry
from game.engine.contract import Outcome, Sides
from game.text import has, tr

if TYPE_CHECKING:
    from game.engine.match import Match


def seat_name(seat: int, name: str = "", label_key: str | None = None) -> str:
    """A seat's name: ``name`` if set, else the text of ``label_key``, else "Player n"."""
    if name:
        return name
    if label_key and has(label_key):
        return tr(label_key)
    return tr("players.default_name", n=seat + 1)


def join_names(names: Sequence[str]) -> str:
    """Several seats named as one side: "Mage & Orc" (more are chained the same way)."""
    if not names:
        return ""
    text = names[0]
    for other in names[1:]:
        text = tr("players.team", first=text, second=other)
    return text


def side_name(side: int, sides: Sides, name_of: Callable[[int], str]) -> str:
    """The name of ``side``: its only seat's name, or its members' names joined."""
    members = sides.members(side) or [side]
    return join_names([name_of(seat) for seat in members])


def label_keys(game_id: str, observation: Any, players: int) -> list[str | None]:
    """The game's label key for every seat (None where it has none) from ``observation``."""
    try:
        view = registry.get(game_id).view
    except KeyError:
        view = None
    label = getattr(view, "seat_label", None)
    if label is None or observation is None:
        return [None] * players
    return [label(observation, seat) for seat in range(players)]


@dataclass(frozen=True)
class SeatNames:
    """The names of one match's seats and sides (build once, ask often)."""

    names: tuple[str, ...]
    """Custom names ("" where none)."""
    label_keys: tuple[str | None, ...]
    sides: Sides

    @classmethod
    def of_match(
        cls, match: Match, sides: Sides | None = None, observation: Any = None
    ) -> SeatNames:
        """Names for ``match``: labels from the public observation (or the one given),
        sides from the rules unless given."""
        players = len(match.seats)
        if observation is None:
            observation = match.observe_public()
        keys = label_keys(match.rules.game_id, observation, players)
        if sides is None:
            sides = match.sides()
        return cls(tuple(s.name for s in match.seats), tuple(keys), sides)

    @classmethod
    def of_outcome(cls, match: Match, outcome: Outcome) -> SeatNames:
        """Names for the end of ``match``, teams as the outcome states them."""
        players = len(match.seats)
        sides = Sides(tuple(outcome.side(seat) for seat in range(players)))
        return cls.of_match(match, sides)

    def seat(self, seat: int) -> str:
        key = self.label_keys[seat] if seat < len(self.label_keys) else None
        name = self.names[seat] if seat < len(self.names) else ""
        return seat_name(seat, name, key)

    def side(self, side: int) -> str:
        return side_name(side, self.sides, self.seat)

    def side_of(self, seat: int) -> str:
        """The name of the side ``seat`` plays for."""
        return self.side(self.sides.of(seat))

    def is_team(self, side: int) -> bool:
        return len(self.sides.members(side)) > 1


_last: list[tuple[Any, tuple, SeatNames]] = []


def names_of(match: Match) -> SeatNames:
    """:meth:`SeatNames.of_match`, kept while the match, its seats and its length stay the
    same (play scenes ask for names many times a frame)."""
    key = (len(match.steps), tuple(match.seats))
    if _last and _last[0][0]() is match and _last[0][1] == key:
        return _last[0][2]
    names = SeatNames.of_match(match)
    _last[:] = [(weakref.ref(match), key, names)]
    return names


def name_of(match: Match, seat: int) -> str:
    """One seat's name (a play scene's ``seat_name`` may simply call this)."""
    return names_of(match).seat(seat)


def side_name_of(match: Match, side: int) -> str:
    """One side's name in ``match`` (teams as the rules pair them)."""
    return names_of(match).side(side)


def sides_of(outcome: Outcome, seats: list[int]) -> list[int]:
    """The sides of ``seats`` (partners' once), in the order the seats come."""
    sides: list[int] = []
    for seat in seats:
        if outcome.side(seat) not in sides:
            sides.append(outcome.side(seat))
    return sides


def resigned_words(outcome: Outcome, names: SeatNames, key: str) -> str:
    """``key`` (a text of ``players``) naming the sides that resigned ("" when none did)."""
    sides = sides_of(outcome, outcome.resigned)
    return tr(key, players=", ".join(names.side(s) for s in sides)) if sides else ""


def victory_words(outcome: Outcome, names: SeatNames) -> str:
    """ "Orc wins!", "Mage & Orc win!" or "Shared victory: Orc, Elf"."""
    sides = sides_of(outcome, outcome.winners)
    if not sides:
        return tr("results.no_winner")
    if len(sides) > 1:
        return tr("results.shared", sides=", ".join(names.side(s) for s in sides))
    if names.is_team(sides[0]):
        return tr("results.team_wins", team=names.side(sides[0]))
    return tr("results.wins", name=names.side(sides[0]))
