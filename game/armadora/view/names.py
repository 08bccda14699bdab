"""Armadora's seat and team names: the shared rule (:mod:`game.app.seat_names`), the faction
being the game's label for a seat.  Kept for the play scene, which names seats through here."""

from __future__ import annotations

from typing import Any

from game.app.seat_names import name_of, side_name_of
from game.armadora.view.palette import faction_colour
from game.engine.match import Match


def seat_colour(observation: Any, seat: int, colorblind: bool) -> tuple[int, int, int]:
    """The seat's faction colour (neutral while factions are still to be dealt)."""
    return faction_colour(observation.factions[seat], colorblind)


def seat_label(observation: Any, seat: int) -> str | None:
    """The faction's locale key (None while it is still to be dealt)."""
    faction = observation.factions[seat]
    return f"armadora.faction.{faction}" if faction else None


def seat_name(match: Match, seat: int) -> str:
    return name_of(match, seat)


def side_name(match: Match, side: int) -> str:
    """A side is a seat, or in team play the team of seats ``side`` and ``side + 2``."""
    return side_name_of(match, side)
