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

from game.crown import actions as acts
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

END: Action = acts.end()
DONE: Action = acts.done()
KEEP_ALL: Action = acts.upkeep(0b11)
"""Pay the upkeep of both of the hero's cards."""


def mine(kind: str, count: int = 1, **fields: object) -> Seen:
    """``count`` of the learner's own events of ``kind`` (``crown.`` left out)."""
    return Seen(f"crown.{kind}", count, seat=YOU, **fields)


turn_over = mine("turn_ended")

BASICS = Chapter(
    key="basics",
    setup={"players": 2, "heroes": ["henry", None]},
    seed=177,
    lessons=(
        Lesson("heroes", (Step("keep", mine("general_kept"), (acts.keep(EDMUND),), why=True),)),
        Lesson(
            "branches",
            (Step("place", mine("general_placed"), (acts.place(3, 3),), why=True),),
        ),
        Lesson(
            "moving",
            (
                Step("rock", mine("rock_moved", cause="placed"), (acts.rock(0, 6),)),
                Step("hero", mine("piece_moved", piece="hero"), (acts.move(1, 4),), why=True),
            ),
        ),
        Lesson(
            "building",
            (
                Step("main", mine("main_chosen", action="build"), (acts.build(),)),
                Step("castle", mine("built", structure="castle"), (acts.castle(1, 1),), why=True),
                Step(
                    "walls",
                    mine("built", count=2, structure="wall"),
                    (acts.wall(0, 4), acts.wall(2, 4)),
                    why=True,
                ),
                Step("finish", turn_over, (DONE,)),
            ),
        ),
        Lesson(
            "market",
            (
                Step("wait", mine("activation_ended", piece="hero"), (END,)),
                Step("open", mine("main_chosen", action="market"), (acts.market(),)),
                Step(
                    "buy",
                    mine("card_assigned", piece="hero"),
                    (acts.buy_military(military_type(SPEAR, ELITE)), acts.assign(1, 4)),
                    why=True,
                ),
                Step(
                    "second",
                    mine("card_assigned", piece="hero"),
                    (acts.buy_military(military_type(AXE, RECRUIT)), acts.assign(1, 4)),
                    why=True,
                ),
                Step("finish", turn_over, (DONE, END)),
            ),
        ),
        Lesson(
            "army",
            (
                Step("out", mine("piece_moved", piece="hero"), (acts.move(8, 12),), why=True),
                Step("march", turn_over, (END, acts.army(), acts.act(EDMUND), END, DONE, END)),
            ),
        ),
        Lesson(
            "cards",
            (
                Step(
                    "wagon",
                    mine("card_played", deck="action"),
                    (acts.move(10, 11), acts.play(SUPPLY_WAGON)),
                    why=True,
                ),
            ),
        ),
        Lesson("battle", (Step("attack", mine("battle"), (acts.attack(11, 11),), why=True),)),
        Lesson(
            "second",
            (
                Step(
                    "castle",
                    mine("built", structure="castle"),
                    (acts.move(7, 11), acts.build(), acts.castle(1, 3)),
                    why=True,
                ),
                Step("finish", turn_over, (DONE,)),
            ),
        ),
        Lesson(
            "dragon",
            (Step("slay", mine("dragon_slain"), (acts.move(6, 7), acts.attack(6, 6)), why=True),),
        ),
        Lesson("upkeep", (Step("pay", mine("upkeep_paid"), (KEEP_ALL,), why=True),)),
        Lesson(
            "crown",
            (
                Step("take", mine("crown_taken"), (acts.move(6, 6),)),
                Step("place", mine("crown_placed"), (acts.crown(1, 1),), why=True),
            ),
        ),
        Lesson(
            "recruit",
            (
                Step(
                    "general",
                    mine("general_placed", cause="market"),
                    (END, acts.market(), acts.buy_general(AXE_MARSHAL), acts.place(4, 4)),
                    why=True,
                ),
                Step(
                    "arm",
                    mine("card_assigned", piece="general"),
                    (acts.buy_military(military_type(AXE, VETERAN)), acts.assign(4, 4)),
                    why=True,
                ),
                Step("trade", mine("resources", cause="trade"), (acts.trade(),), why=True),
                Step(
                    "discard",
                    mine("card_discarded", cause="hand_limit"),
                    (DONE, END, acts.discard(DRAGON_LORE)),
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
                    (acts.move(8, 7), acts.dark(HEROS_OATH)),
                    why=True,
                ),
                Step("clear", mine("battle"), (acts.attack(8, 8),), why=True),
                Step(
                    "masons",
                    mine("built", structure="wall", cause="masons"),
                    (KEEP_ALL, acts.play(MASONS), acts.target_square(1, 4)),
                    why=True,
                ),
                Step(
                    "buy", mine("card_bought", deck="black"), (END, acts.market(), acts.buy_black())
                ),
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
                        acts.redeploy(),
                        acts.assign(8, 7),
                        acts.assign(4, 4),
                        acts.assign(8, 7),
                    ),
                    why=True,
                ),
                Step("finish", turn_over, (END, acts.discard(TRIBUTE))),
            ),
        ),
        Lesson(
            "win",
            (
                Step(
                    "wall",
                    Seen("crown.wall_destroyed", by=YOU),
                    (acts.move(8, 8), acts.attack(9, 8)),
                    why=True,
                ),
                Step(
                    "castle",
                    mine("built", structure="castle"),
                    (END, acts.build(), acts.castle(3, 1)),
                ),
                Step(
                    "walls",
                    Seen("crown.game_over", end="goal", winners=(LEARNER,)),
                    tuple(acts.wall(*square) for square in LAST_WALLS),
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
