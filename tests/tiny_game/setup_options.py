"""Tiny Duel's New game screen, declared (see :mod:`game.engine.options`).

The example to copy (a real game: ``game/armadora/setup_options.py``).  The shared setup
screen draws these options; the players (2-6) come from the rules.
"""

from game.engine.options import Choice, Option, SetupSpec

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

__all__ = ["SETUP"]
