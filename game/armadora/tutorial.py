"""Armadora's guided first game, as data (see :mod:`game.engine.tutorial`).

Two chapters against the gentle AI, both from seed 4 (the 7 gold lies in the top-left
corner, where the first territory is built):

- **basics**: placing a warrior, values and hiding, palisades, closing a territory,
  majority (and ties), passing, scoring;
- **advanced**: the Goblin's power and the reinforcement, in an advanced game.

Squares are written as on the board (``"B2"``); the learner is seat 0.  The texts are
under ``armadora_tutorial.`` in ``locales/armadora_tutorial.*.json``.
"""

from __future__ import annotations

from game.armadora import actions as act
from game.armadora import board
from game.armadora.coach import reasons
from game.engine.contract import Action
from game.engine.tutorial import YOU, Chapter, Lesson, Seen, Step, Tutorial


def _cell(name: str) -> int:
    return board.cell_of("ABCDEFGH".index(name[0]), int(name[1:]) - 1)


def warrior(square: str, value: int) -> Action:
    return act.warrior(_cell(square), value)


def goblin(square: str, value: int) -> Action:
    return act.goblin(_cell(square), value)


def palisade(a: str, b: str) -> Action:
    line = board.line_between(_cell(a), _cell(b))
    assert line is not None, f"{a} and {b} are not neighbours"
    return act.palisade(line)


def reinforce(square: str) -> Action:
    return act.reinforce(_cell(square))


DONE: Action = act.DONE
PASS: Action = act.PASS

placed = Seen("armadora.warrior_placed", seat=YOU)
closed = Seen("armadora.territory_closed", seat=YOU)

BASICS = Chapter(
    key="basics",
    setup={"players": 2},
    seed=4,
    lessons=(
        Lesson("place", (Step("first", placed, (warrior("A1", 1),), why=True),)),
        Lesson("values", (Step("hide", placed, (warrior("B1", 5),), why=True),)),
        Lesson(
            "palisades",
            (
                Step(
                    "two",
                    Seen("armadora.palisade_placed", count=2, seat=YOU),
                    (palisade("B1", "C1"), palisade("B2", "C2")),
                    why=True,
                ),
            ),
        ),
        Lesson(
            "closing",
            (Step("close", closed, (palisade("A2", "A3"), palisade("B2", "B3")), why=True),),
        ),
        Lesson(
            "majority",
            (
                Step("claim", placed, (warrior("A5", 4),)),
                Step(
                    "fence",
                    Seen("armadora.palisade_placed", count=2, seat=YOU),
                    (palisade("A3", "A4"), palisade("B3", "B4")),
                ),
                Step("back", placed, (warrior("B4", 3),)),
                Step("close", closed, (palisade("B4", "C4"), palisade("B5", "C5")), why=True),
            ),
        ),
        Lesson("passing", (Step("pass", Seen("armadora.passed", seat=YOU), (PASS,), why=True),)),
        Lesson("scoring", (Step("scored", Seen("armadora.game_scored"), why=True),)),
    ),
)

ADVANCED = Chapter(
    key="advanced",
    setup={"players": 2, "advanced": True, "factions": ["goblin", "elf"]},
    seed=4,
    lessons=(
        Lesson(
            "powers",
            (
                Step(
                    "goblin",
                    Seen("armadora.power_used", seat=YOU),
                    (goblin("A1", 1),),
                    why=True,
                ),
                Step(
                    "main",
                    Seen("armadora.warrior_placed", seat=YOU, face_up=False),
                    (warrior("B1", 5),),
                ),
                Step(
                    "single",
                    Seen("armadora.second_palisade_declined", seat=YOU),
                    (palisade("B1", "C1"), DONE),
                ),
            ),
        ),
        Lesson(
            "reinforcement",
            (
                Step(
                    "close",
                    closed,
                    (palisade("B2", "C2"), palisade("A2", "A3"), palisade("B2", "B3")),
                ),
                Step(
                    "fill",
                    Seen("armadora.territory_filled", seat=YOU),
                    (DONE, warrior("A2", 2)),
                    why=True,
                ),
                Step("reinforce", Seen("armadora.reinforced", seat=YOU), (reinforce("B1"),)),
            ),
        ),
        Lesson(
            "finish",
            (
                Step("pass", Seen("armadora.passed", seat=YOU), (PASS,)),
                Step("scored", Seen("armadora.game_scored"), why=True),
            ),
        ),
    ),
)

TUTORIAL = Tutorial(game_id="armadora", chapters=(BASICS, ADVANCED), reasons=reasons)
