"""Crown & Dragon's New game screen, declared (see :mod:`game.engine.options`).

Players 2-4 (from the rules), each seat Human or AI and a hero (random, or one of the four,
never twice); teams with 4 players; a random first player; the round limit (default 30).
"""

from game.crown.cards import DEFAULT_ROUND_LIMIT, HERO_NAMES
from game.crown.rules import ROUND_LIMITS
from game.engine.options import Choice, Option, SeatChoice, SetupSpec


def _limit_key(limit: int | None) -> str:
    return "settings.off" if limit is None else f"crown.option.rounds_{limit}"


SETUP = SetupSpec(
    title_key="crown.setup.title",
    options=(
        Option.toggle("teams", "crown.option.teams", default=True, players=(4,)),
        Option.toggle("random_start", "crown.option.random_start", default=False),
        Option.select(
            "round_limit",
            "crown.option.round_limit",
            [Choice(limit, _limit_key(limit)) for limit in ROUND_LIMITS],
            DEFAULT_ROUND_LIMIT,
            help_key="crown.option.round_limit_help",
        ),
    ),
    seat_choice=SeatChoice(
        key="heroes",
        label_key="crown.option.hero",
        choices=(
            Choice(None, "crown.hero.random"),
            *(Choice(h, f"crown.hero.{h}", f"crown.hero_help.{h}") for h in HERO_NAMES),
        ),
        unique=True,
        random_value=None,
    ),
)

__all__ = ["SETUP"]
