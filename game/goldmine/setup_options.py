"""Gold Mine's New game screen, declared (see :mod:`game.engine.options`).

Players 2-6 (from the rules), each seat Human or AI; mud pits; five tiles (2-4 players,
forces mud pits); alliance (4 or 6 players); the round limit (off, 30, 60 or 90).
"""

from game.engine.options import Choice, Option, SetupSpec
from game.goldmine.rules import DEFAULT_ROUND_LIMIT, ROUND_LIMITS
from game.goldmine.state import MINER_COLOURS


def _limit_key(limit: int | None) -> str:
    return "settings.off" if limit is None else f"goldmine.option.rounds_{limit}"


SETUP = SetupSpec(
    title_key="goldmine.setup.title",
    seat_label_keys=tuple(f"goldmine_ui.colour.{colour}" for colour in MINER_COLOURS),
    options=(
        Option.toggle("mud", "goldmine.option.mud", default=True),
        Option.toggle(
            "five_tiles", "goldmine.option.five_tiles", players=(2, 3, 4), forces={"mud": True}
        ),
        Option.toggle("alliance", "goldmine.option.alliance", players=(4, 6)),
        Option.select(
            "round_limit",
            "goldmine.option.round_limit",
            [Choice(limit, _limit_key(limit)) for limit in ROUND_LIMITS],
            DEFAULT_ROUND_LIMIT,
            help_key="goldmine.option.round_limit_help",
        ),
    ),
)

__all__ = ["SETUP"]
