"""Crown & Dragon's guided first game, as data (see :mod:`game.engine.tutorial`).

One chapter against the gentle AI: the learner is Henry (seat 0, top left), the AI is dealt
Mirae, seed 177.  Five turns of a real game meet every concept in the order it matters:
keeping a general (heroes and generals), placing it (branches and alignment), the rock and
the hero step (moving), Construction (castles and walls), the Market (income, military
cards, specialty), the hero leaving home through a tunnel and the Army, Battle Cry (action
cards), a battle against Mirae's new castle with its preview, the upkeep after it, the
Young dragon slain at the fortress, and the crown taken at C.

The win itself (the crown held with 50 points) would take many more turns: the last
lesson's "why" says what is left to do and how the game ends, and the chapter ends there
while the game goes on.  The seed and path were found by a search: a scripted learner
against the gentle AI over many seeds, then random variations of the later turns, keeping
the shortest game that meets the concepts in this order.

Squares are ``(x, y)`` as on the board (x to the right, y down from the top left); the
texts are under ``crown_tutorial.`` in ``locales/crown_tutorial.*.json``.
"""

from __future__ import annotations

from game.crown.cards import (
    BATTLE_CRY,
    DRAGON_LORE,
    HARVEST,
    HEROS_OATH,
    MASONS,
    general_card,
    military_type,
)
from game.crown.coach import reasons
from game.engine.contract import Action
from game.engine.tutorial import YOU, Chapter, Lesson, Seen, Step, Tutorial

SPEAR, AXE = 1, 2
RECRUIT, VETERAN, ELITE = 0, 1, 2
GUARDIAN, MARSHAL = 1, 2
EDMUND = general_card(SPEAR, GUARDIAN)
"""The spear Guardian the learner keeps (an infantry general, like Henry)."""
AXE_MARSHAL = general_card(AXE, MARSHAL)
"""The general the learner buys in round 5 (the Recruit Axe's own weapon)."""
LEARNER = 0
LAST_WALLS = ((3, 4), (4, 0), (4, 1), (4, 2), (4, 3))
"""The five wall sites that complete the learner's kingdom in round 8."""

END: Action = ("end",)
DONE: Action = ("done",)
KEEP_ALL: Action = ("upkeep", 0b11)
"""Pay the upkeep of both of the hero's cards."""


def at(kind: str, x: int, y: int) -> Action:
    """A choice made on the square ``(x, y)``."""
    return (kind, x, y)


def mine(kind: str, count: int = 1, **fields: object) -> Seen:
    """``count`` of the learner's own events of ``kind`` (``crown.`` left out)."""
    return Seen(f"crown.{kind}", count, seat=YOU, **fields)


turn_over = mine("turn_ended")

BASICS = Chapter(
    key="basics",
    setup={"players": 2, "heroes": ["henry", None]},
    seed=177,
    lessons=(
        Lesson("heroes", (Step("keep", mine("general_kept"), (("keep", EDMUND),), why=True),)),
        Lesson(
            "branches",
            (Step("place", mine("general_placed"), (at("place", 3, 3),), why=True),),
        ),
        Lesson(
            "moving",
            (
                Step("rock", mine("rock_moved", cause="placed"), (at("rock", 0, 6),)),
                Step("hero", mine("piece_moved", piece="hero"), (at("move", 1, 4),), why=True),
            ),
        ),
        Lesson(
            "building",
            (
                Step("main", mine("main_chosen", action="build"), (("build",),)),
                Step("castle", mine("built", structure="castle"), (at("castle", 1, 1),), why=True),
                Step(
                    "walls",
                    mine("built", count=2, structure="wall"),
                    (at("wall", 0, 4), at("wall", 2, 4)),
                    why=True,
                ),
                Step("finish", turn_over, (DONE,)),
            ),
        ),
        Lesson(
            "market",
            (
                Step("wait", mine("activation_ended", piece="hero"), (END,)),
                Step("open", mine("main_chosen", action="market"), (("market",),)),
                Step(
                    "buy",
                    mine("card_assigned", piece="hero"),
                    (("military", military_type(SPEAR, ELITE)), at("assign", 1, 4)),
                    why=True,
                ),
                Step(
                    "second",
                    mine("card_assigned", piece="hero"),
                    (("military", military_type(AXE, RECRUIT)), at("assign", 1, 4)),
                    why=True,
                ),
                Step("finish", turn_over, (DONE, END)),
            ),
        ),
        Lesson(
            "army",
            (
                Step("out", mine("piece_moved", piece="hero"), (at("move", 8, 12),), why=True),
                Step("march", turn_over, (END, ("army",), ("act", EDMUND), END, DONE, END)),
            ),
        ),
        Lesson(
            "cards",
            (
                Step(
                    "cry",
                    mine("card_played", deck="action"),
                    (at("move", 10, 11), ("play", BATTLE_CRY)),
                    why=True,
                ),
            ),
        ),
        Lesson("battle", (Step("attack", mine("battle"), (at("attack", 11, 11),), why=True),)),
        Lesson(
            "upkeep",
            (
                Step("pay", mine("upkeep_paid"), (KEEP_ALL,), why=True),
                Step("back", turn_over, (at("move", 7, 11), ("market",), DONE)),
            ),
        ),
        Lesson(
            "dragon",
            (Step("slay", mine("dragon_slain"), (at("move", 6, 7), at("attack", 6, 6)), why=True),),
        ),
        Lesson(
            "crown",
            (Step("take", mine("crown_taken"), (KEEP_ALL, at("move", 6, 6)), why=True),),
        ),
        Lesson(
            "recruit",
            (
                Step(
                    "general",
                    mine("general_placed", cause="market"),
                    (END, ("market",), ("general", AXE_MARSHAL), at("place", 4, 4)),
                    why=True,
                ),
                Step(
                    "arm",
                    mine("card_assigned", piece="general"),
                    (("military", military_type(AXE, VETERAN)), at("assign", 4, 4)),
                    why=True,
                ),
                Step("trade", mine("resources", cause="trade"), (("trade",),), why=True),
                Step(
                    "discard",
                    mine("card_discarded", cause="hand_limit"),
                    (DONE, END, ("discard", DRAGON_LORE)),
                    why=True,
                ),
            ),
        ),
        Lesson(
            "black",
            (
                Step(
                    "oath",
                    mine("card_played", deck="black"),
                    (at("move", 8, 10), ("dark", HEROS_OATH)),
                    why=True,
                ),
                Step("clear", mine("battle"), (at("attack", 9, 10),), why=True),
                Step(
                    "masons",
                    mine("built", structure="wall", cause="masons"),
                    (KEEP_ALL, ("play", MASONS), at("target", 1, 4)),
                    why=True,
                ),
                Step("buy", mine("card_bought", deck="black"), (("market",), ("black",)), why=True),
                Step("finish", turn_over, (DONE,)),
            ),
        ),
        Lesson(
            "redeploy",
            (
                Step(
                    "redeploy",
                    mine("main_ended", action="redeploy"),
                    (
                        END,
                        ("redeploy",),
                        at("assign", 8, 10),
                        at("assign", 4, 4),
                        at("assign", 8, 10),
                    ),
                    why=True,
                ),
                Step("finish", turn_over, (END, ("discard", HARVEST))),
            ),
        ),
        Lesson(
            "win",
            (
                Step(
                    "castles",
                    mine("built", count=2, structure="castle"),
                    (END, ("build",), at("castle", 3, 1), at("castle", 1, 3)),
                    why=True,
                ),
                Step(
                    "walls",
                    Seen("crown.game_over", end="goal", winners=(LEARNER,)),
                    tuple(at("wall", *square) for square in LAST_WALLS),
                    why=True,
                ),
            ),
        ),
    ),
)

TUTORIAL = Tutorial(
    game_id="crown",
    chapters=(BASICS,),
    reasons=reasons,
    learner=LEARNER,
    untaught={
        "crown": "Choosing the castle that carries the crown comes only when a hero takes it "
        "with two castles or more, or wins a crowned castle: Henry takes it in round 5 with "
        "his one castle (a second castle earlier changes the dice and the AI's game, and the "
        "dragon and crown lessons no longer meet), and Mirae never holds it.",
    },
)
