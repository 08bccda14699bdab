"""Crown & Dragon's guided first game, as data (see :mod:`game.engine.tutorial`).

One chapter against the gentle AI, from the deal to the learner's win: the learner is
Henry (seat 0, top left), the AI is dealt Mirae, seed 177; eight rounds, every kind of
decision the game has made at least once, in the order the concepts matter:

1. keeping a general (heroes and generals), placing it (branches and alignment), the rock
   and the hero step (moving), Construction (a castle and two walls);
2. the Market (income, military cards, specialty);
3. the hero leaving home through a tunnel, the Army;
4. Supply Wagon (action cards), a battle against Mirae's castle with its preview, a second
   castle;
5. the Young dragon slain at the fortress and the upkeep after it, the crown taken and put
   on one of the two castles, a second general hired and armed (alignment), food traded
   for gold, a fourth action card discarded;
6. Hero's Oath (black cards) before sending Mirae's hero home, Masons with its target (a
   free wall), a black card bought;
7. a Redeploy, a discard;
8. one of Mirae's walls broken (her kingdom, first in the queue, is incomplete again),
   the learner's kingdom completed: first in the Kingdom Completion Queue, 50 points with
   the crown, the game won.

Rounds 1-3 and the first lessons of round 4 are the path a search found (a scripted learner
against the gentle AI over many seeds, keeping the shortest game that meets the concepts
in order).  From round 4 on the path was extended by hand, replaying it from the seed:
the AI's moves and every die depend on the step count, so a changed step changes all that
follows (Supply Wagon in round 4 keeps the count of the Battle Cry it replaced, so the
dragon still waits at the fortress in round 5).

Squares are ``(x, y)`` as on the board (x to the right, y down from the top left); the
texts are under ``crown_tutorial.`` in ``locales/crown_tutorial.*.json``.
"""

from __future__ import annotations

from game.crown.cards import (
    DRAGON_LORE,
    HEROS_OATH,
    MASONS,
    SUPPLY_WAGON,
    TRIBUTE,
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
"""The general the learner hires in round 5 (an axe general: the Recruit Axe aligns with him)."""
LEARNER = 0
LAST_WALLS = ((3, 4), (4, 0), (4, 1), (4, 2), (4, 3))
"""The five wall sites that, with a third castle, complete the learner's kingdom in round 8."""

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
                    "wagon",
                    mine("card_played", deck="action"),
                    (at("move", 10, 11), ("play", SUPPLY_WAGON)),
                    why=True,
                ),
            ),
        ),
        Lesson("battle", (Step("attack", mine("battle"), (at("attack", 11, 11),), why=True),)),
        Lesson(
            "second",
            (
                Step(
                    "castle",
                    mine("built", structure="castle"),
                    (at("move", 7, 11), ("build",), at("castle", 1, 3)),
                    why=True,
                ),
                Step("finish", turn_over, (DONE,)),
            ),
        ),
        Lesson(
            "dragon",
            (Step("slay", mine("dragon_slain"), (at("move", 6, 7), at("attack", 6, 6)), why=True),),
        ),
        Lesson("upkeep", (Step("pay", mine("upkeep_paid"), (KEEP_ALL,), why=True),)),
        Lesson(
            "crown",
            (
                Step("take", mine("crown_taken"), (at("move", 6, 6),)),
                Step("place", mine("crown_placed"), (at("crown", 1, 1),), why=True),
            ),
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
                    (at("move", 8, 7), ("dark", HEROS_OATH)),
                    why=True,
                ),
                Step("clear", mine("battle"), (at("attack", 8, 8),), why=True),
                Step(
                    "masons",
                    mine("built", structure="wall", cause="masons"),
                    (KEEP_ALL, ("play", MASONS), at("target", 1, 4)),
                    why=True,
                ),
                Step("buy", mine("card_bought", deck="black"), (END, ("market",), ("black",))),
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
                        at("assign", 8, 7),
                        at("assign", 4, 4),
                        at("assign", 8, 7),
                    ),
                    why=True,
                ),
                Step("finish", turn_over, (END, ("discard", TRIBUTE))),
            ),
        ),
        Lesson(
            "win",
            (
                Step(
                    "wall",
                    Seen("crown.wall_destroyed", by=YOU),
                    (at("move", 8, 8), at("attack", 9, 8)),
                    why=True,
                ),
                Step(
                    "castle",
                    mine("built", structure="castle"),
                    (END, ("build",), at("castle", 3, 1)),
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
    flat_evaluation=True,
)
