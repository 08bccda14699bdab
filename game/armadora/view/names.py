"""How players and teams are named on screen: the seat's name, else its faction."""

from __future__ import annotations

from game.engine.match import Match
from game.text import tr


def seat_name(match: Match, seat: int) -> str:
    name = match.seats[seat].name
    if name:
        return name
    faction = match.state.factions[seat]
    return tr(f"armadora.faction.{faction}") if faction else tr("players.default_name", n=seat + 1)


def side_name(match: Match, side: int) -> str:
    """A side is a seat, or in team play the team of seats ``side`` and ``side + 2``."""
    if match.state.teams:
        first, second = seat_name(match, side), seat_name(match, side + 2)
        return tr("armadora.ui.team", first=first, second=second)
    return seat_name(match, side)
