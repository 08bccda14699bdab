"""Tiny Duel's guided first game, as data (see :mod:`game.engine.tutorial`).

The example to copy (a real game: ``game/armadora/tutorial.py``).  One chapter of three
rounds against the gentle AI, from seed 11 (the learner's secret, 6, beats the opponent's
2): the learner takes a point and ends a turn early, rolls the die, peeks at the
opponent's secret, duels it, and watches the game end.  The learner is seat 0; each step
completes on a typed event (:class:`~game.engine.tutorial.Seen`), whatever move brought it.
The texts are ``tiny_tutorial.<lesson>.<step>`` in ``tests/tiny_locales/tiny_tutorial.*``.
"""

from __future__ import annotations

from game.engine.tutorial import YOU, Chapter, Lesson, Seen, Step, Tutorial
from tiny_game import actions as act
from tiny_game.coach import reasons

OPPONENT = 1
"""The other seat of the two-player chapter."""

BASICS = Chapter(
    key="basics",
    setup={"players": 2, "rounds": 3, "defend": False},
    seed=11,
    lessons=(
        Lesson(
            "points",
            (
                Step("take", Seen("tiny.took", seat=YOU), (act.take(),), why=True),
                Step("end", Seen("tiny.turn_ended", seat=YOU, early=True), (act.end(),)),
            ),
        ),
        Lesson(
            "secrets",
            (
                Step("roll", Seen("tiny.rolled", seat=YOU), (act.roll(),), why=True),
                Step("peek", Seen("tiny.peeked", seat=YOU), (act.peek(OPPONENT),), why=True),
            ),
        ),
        Lesson(
            "duel",
            (
                Step("duel", Seen("tiny.dueled", seat=YOU), (act.duel(OPPONENT),), why=True),
                Step("last", Seen("tiny.took", seat=YOU), (act.take(),)),
                Step("over", Seen("tiny.game_over"), why=True),
            ),
        ),
    ),
)

TUTORIAL = Tutorial(
    game_id="tiny",
    chapters=(BASICS,),
    reasons=reasons,
    untaught={
        "accept": "only with the defend option: a defender's answer to a duel",
        "yield": "only with the defend option: a defender's answer to a duel",
    },
)
