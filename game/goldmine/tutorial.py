"""Gold Mine's guided first game, as data (see :mod:`game.engine.tutorial`).

One chapter, a whole two-player game against the gentle AI from seed 731: the learner
(red, seat 0) lays ten development tiles (a mud pit beside the entrance among them), then
drives the AI's miner after winning its bat challenge, rolls into that mud pit in the
first production round, collects, makes a bat challenge, stays put to win a gold
challenge against the AI standing on its path, digs, tries a secret passage and climbs
out with ten nuggets after 18 production rounds (80 decisions, the "End turn" clicks
included).  The seed and the path were found by ``benchmarks/goldmine_tutorial_path.py``,
which plays the sensible player of :mod:`game.goldmine.tactics` (made to try each
concept once, and mud and Stay early) against the tutorial's opponent and keeps the
shortest game that meets them all; the path test plays it again.

The texts say what to do and what to watch for, never what the AI will do: a learner who
leaves the path still reads true words.

Squares are ``(x, y)`` with y growing to the south, the entrance at ``(0, 0)``; a move
names the tile and the index of the path it ends on.  The texts are under
``goldmine_tutorial.`` in ``locales/goldmine_tutorial.*.json``.
"""

from __future__ import annotations

from game.engine.contract import Action
from game.engine.tutorial import RIVAL, YOU, Chapter, Lesson, Seen, Step, Tutorial
from game.goldmine import actions as act
from game.goldmine.coach import reasons


def place(x: int, y: int, rot: int) -> Action:
    """Lay the tile in hand on ``(x, y)``, turned ``rot`` quarter turns clockwise."""
    return act.place(x, y, rot)


def move(x: int, y: int, path: int = 0) -> Action:
    """End the pending move (own, passage, bonus or a push) on the tile's ``path``."""
    return act.move(x, y, path)


def chamber(x: int, y: int) -> Action:
    """Hide the nugget won in a gold challenge in the empty chamber on ``(x, y)``."""
    return act.nugget(x, y)


def path(*turns: tuple[Action, ...]) -> tuple[Action, ...]:
    """A step's decisions written in turns (a tuple for each turn or part of one)."""
    return tuple(action for turn in turns for action in turn)


ROLL: Action = act.roll()
DIG: Action = act.excavate()
PASSAGE: Action = act.passage()
END: Action = act.end()
GOLD: Action = act.gold(1)
BAT: Action = act.bat(1)
STAY: Action = act.stay()


def onto_nugget(observation, action: Action, seat: int) -> bool | None:
    """Whether a move ends on a chamber that still holds a nugget (None: not a move)."""
    if act.kind_of(action) != act.Kind.MOVE:
        return None
    return (action[1], action[2]) in observation.nuggets


laid = Seen("goldmine.tile_placed", seat=YOU)
rival_turn_over = Seen("goldmine.turn_ended", seat=RIVAL)
"""Ends a "watch the AI's turn" step when that turn ends, whatever the AI did in it."""
turn_over = Seen("goldmine.turn_ended", seat=YOU)
collected = Seen("goldmine.nugget_collected", seat=YOU)
pushed = Seen("goldmine.miner_moved", cause="push", by=YOU)

BASICS = Chapter(
    key="basics",
    setup={"players": 2},
    seed=731,
    lessons=(
        Lesson(
            "tiles",
            (
                Step("first", laid, (place(-1, 0, 0),), why=True),
                Step(
                    "rotate",
                    Seen("goldmine.tile_placed", count=3, seat=YOU),
                    (place(-1, -1, 0), place(-1, 1, 0), place(-2, -2, 1)),
                    why=True,
                ),
            ),
        ),
        Lesson(
            "joining",
            (
                Step("join", laid, (place(1, 0, 1),), why=True),
                Step(
                    "rest",
                    Seen("goldmine.production_began"),
                    (
                        place(2, 0, 3),
                        place(0, 2, 0),
                        place(-2, -1, 2),
                        place(3, -1, 0),
                        place(3, -3, 1),
                    ),
                    why=True,
                ),
            ),
        ),
        Lesson(
            "moving",
            (
                Step(
                    "watch",
                    Seen("goldmine.challenge_resolved", challenge="bat"),
                    why=True,
                    until=rival_turn_over,
                ),
                Step("drive", pushed, (move(1, -1),), why=True, until=rival_turn_over),
            ),
        ),
        Lesson(
            "mud",
            (
                Step("roll", Seen("goldmine.turn_choice", choice="roll", seat=YOU), (ROLL,), True),
                Step("pit", Seen("goldmine.miner_moved", mud=True, seat=YOU), (move(1, 0),), True),
                Step("end", turn_over, (END,), why=True),
            ),
        ),
        Lesson(
            "nuggets",
            (Step("collect", collected, (ROLL, move(-1, 2)), why=True, wants="nugget"),),
        ),
        Lesson(
            "bat",
            (
                Step(
                    "challenge",
                    Seen("goldmine.challenge_started", challenge="bat", seat=YOU),
                    (BAT,),
                    why=True,
                ),
                Step("after", turn_over, (END,), why=True),
                Step("again", turn_over, (ROLL, move(0, -2), END), wants="nugget"),
            ),
        ),
        Lesson(
            "gold",
            (
                Step("corner", pushed, (move(0, -2),), why=True, until=rival_turn_over),
                Step("stay", Seen("goldmine.turn_choice", choice="stay", seat=YOU), (STAY,), True),
                Step(
                    "attack",
                    Seen("goldmine.challenge_started", challenge="gold", seat=YOU),
                    (GOLD,),
                    why=True,
                ),
                Step("won", turn_over, (chamber(-1, 0), move(-1, -1), END), why=True),
            ),
        ),
        Lesson(
            "digging",
            (
                Step("away", pushed, (move(-2, -2),), until=rival_turn_over),
                Step(
                    "dig",
                    Seen("goldmine.turn_choice", choice="excavate", seat=YOU),
                    (DIG,),
                    why=True,
                ),
                Step("lay", turn_over, (place(-1, -3, 0), move(-1, 0), END), why=True),
            ),
        ),
        Lesson(
            "passages",
            (
                Step(
                    "east",
                    Seen("goldmine.turn_ended", count=2, seat=YOU),
                    path((ROLL, move(1, 0), END), (ROLL, move(2, -1), END)),
                ),
                Step(
                    "try",
                    Seen("goldmine.turn_choice", choice="passage", seat=YOU),
                    (PASSAGE,),
                    why=True,
                ),
                Step("through", turn_over, (move(4, -1), END), why=True),
            ),
        ),
        Lesson(
            "climbing",
            (
                Step(
                    "dig_gold",
                    Seen("goldmine.nugget_collected", count=2, seat=YOU),
                    path((ROLL, move(3, -2)), (END, DIG, place(4, -2, 2), move(4, -2))),
                    why=True,
                ),
                Step(
                    "nine",
                    Seen("goldmine.nugget_collected", seat=YOU, held=9),
                    path(
                        (END, ROLL, move(3, -3)),
                        (END, DIG, place(4, -3, 3), move(3, -2)),
                        (END, DIG, place(2, -2, 1), move(3, -1)),
                        (END, DIG, place(-4, -2, 0), move(3, -1)),
                        (END, DIG, place(3, 0, 0), move(3, 0)),
                    ),
                ),
                Step(
                    "ten",
                    Seen("goldmine.nugget_collected", seat=YOU, held=10),
                    path((END, DIG, place(4, 0, 1), move(4, 0))),
                    why=True,
                ),
                Step(
                    "home",
                    Seen("goldmine.climbed_out", seat=YOU),
                    path(
                        (END,),
                        (ROLL, move(2, 0), END),
                        (ROLL, move(1, 0), END),
                        (ROLL, move(0, 0), END),
                    ),
                    why=True,
                ),
            ),
        ),
    ),
)

TUTORIAL = Tutorial(
    game_id="goldmine", chapters=(BASICS,), reasons=reasons, aims={"nugget": onto_nugget}
)
