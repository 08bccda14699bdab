"""Armadora's New game screen, declared (see :mod:`game.engine.options`).

Players 2-4 (from the rules), each seat Human or AI, a faction per seat (Random or one of
the four, never twice), the advanced rules, looking again at one's own warriors, and team
play with 4 players.
"""

from game.armadora.state import FACTIONS
from game.engine.options import Choice, Option, SeatChoice, SetupSpec

SETUP = SetupSpec(
    title_key="armadora_ui.setup_title",
    seed_label_key="armadora_ui.seed",
    options=(
        Option.toggle("advanced", "armadora.option.advanced", default=False),
        Option.toggle("peek_own", "armadora.option.peek_own", default=True),
        Option.toggle("teams", "armadora.option.teams", default=True, players=(4,)),
    ),
    seat_choice=SeatChoice(
        key="factions",
        label_key="armadora.option.faction",
        choices=(
            Choice(None, "armadora.faction.random"),
            *(Choice(f, f"armadora.faction.{f}", f"armadora.power_help.{f}") for f in FACTIONS),
        ),
        unique=True,
        random_value=None,
        help_when="advanced",
    ),
)

__all__ = ["SETUP"]
