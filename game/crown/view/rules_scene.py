"""The Crown & Dragon rules booklet: its pages, described as data.

The booklet engine (layout, rich text, paging, scrolling, caching) is
:mod:`game.app.booklet`; the pictures are :mod:`game.crown.view.rules_diagrams`, drawn with
the game's own board, pieces and cards.  The texts are the ``crown_rules`` locale files.
"""

from __future__ import annotations

from game.app.booklet import (
    Booklet,
    BookletScene,
    Bullets,
    Cards,
    Diagram,
    Heading,
    Keys,
    Page,
    Para,
    text_and_picture,
)
from game.app.booklet.marks import with_marks
from game.crown.view import board_art, rules_diagrams

NS = "crown_rules"
KEYS = Keys(NS)


k, keys = KEYS.k, KEYS.keys


PAGES: tuple[Page, ...] = (
    Page(
        k("goal.title"),
        (
            Para(k("goal.intro")),
            text_and_picture(
                (
                    Heading(k("goal.win_heading")),
                    Para(k("goal.win")),
                    Heading(k("goal.points_heading")),
                    Para(k("goal.points")),
                ),
                Diagram("goal", k("goal.caption")),
            ),
            Para(k("goal.limit")),
        ),
    ),
    Page(
        k("board.title"),
        (
            text_and_picture(
                (
                    Para(k("board.intro")),
                    Bullets(
                        keys(
                            "board.territory",
                            "board.home",
                            "board.walls",
                            "board.castles",
                            "board.tunnels",
                            "board.fortress",
                        )
                    ),
                ),
                Diagram("board", k("board.caption")),
                0.56,
            ),
        ),
    ),
    Page(
        k("turn.title"),
        (
            Para(k("turn.intro")),
            Bullets(
                keys("turn.income", "turn.roll", "turn.hero", "turn.main", "turn.draw"),
                numbered=True,
            ),
            Para(k("turn.cards")),
            Diagram("dice", k("turn.caption"), 0.7),
        ),
    ),
    Page(
        k("turn.main_heading"),
        (
            text_and_picture(
                (Bullets(keys("turn.market", "turn.redeploy", "turn.build", "turn.army")),),
                Diagram("market", k("turn.market_caption")),
                0.5,
            ),
        ),
    ),
    Page(
        k("move.title"),
        (
            text_and_picture(
                (
                    Para(k("move.intro")),
                    Bullets(keys("move.blocked", "move.no_card", "move.tunnels", "move.fortress")),
                ),
                Diagram("movement", k("move.caption")),
                0.52,
            ),
        ),
    ),
    Page(
        k("battle.title"),
        (
            Para(k("battle.intro")),
            text_and_picture(
                (
                    Bullets(
                        keys(
                            "battle.cards",
                            "battle.specialty",
                            "battle.alignment",
                            "battle.temporary",
                        )
                    ),
                    Para(k("battle.castle")),
                ),
                Diagram("strength", k("battle.caption")),
                0.5,
            ),
            Heading(k("battle.reach_heading")),
            Para(k("battle.reach")),
        ),
    ),
    Page(
        k("fight.title"),
        (
            text_and_picture(
                (Para(k("fight.rule")), Para(k("fight.example"))),
                Diagram("counter", k("fight.caption")),
                0.55,
            ),
            Bullets(keys("fight.loser", "fight.points", "fight.upkeep", "fight.walls")),
        ),
    ),
    Page(
        k("ranged.title"),
        (
            Para(k("ranged.intro")),
            Cards(
                (
                    (Para(k("ranged.volley")), Diagram("volley", k("ranged.volley_caption"))),
                    (Para(k("ranged.archers")), Diagram("archers", k("ranged.archers_caption"))),
                )
            ),
        ),
    ),
    Page(
        k("dragon.title"),
        (
            text_and_picture(
                (Para(k("dragon.alert")), Para(k("dragon.flight")), Para(k("dragon.attack"))),
                Diagram("dragon", k("dragon.caption")),
                0.52,
            ),
            Para(k("dragon.slay")),
        ),
    ),
    Page(
        k("crown.title"),
        (
            text_and_picture(
                (
                    Para(k("crown.take")),
                    Para(k("crown.lose")),
                    Heading(k("crown.queue_heading")),
                    Para(k("crown.queue")),
                ),
                Diagram("crown", k("crown.caption")),
                0.52,
            ),
        ),
    ),
    Page(
        k("cards.title"),
        (
            Bullets(keys("cards.military", "cards.grades", "cards.holding", "cards.general")),
            Diagram("cards", k("cards.caption"), 0.9),
        ),
    ),
    Page(
        k("effects.action_title"),
        (
            Para(k("effects.action")),
            Diagram("actions", k("effects.actions_caption")),
        ),
    ),
    Page(
        k("effects.action_more_title"),
        (Diagram("actions_more", k("effects.actions_more_caption")),),
    ),
    Page(
        k("effects.black_title"),
        (
            Para(k("effects.black")),
            Diagram("blacks", k("effects.blacks_caption")),
        ),
    ),
    Page(
        k("effects.black_more_title"),
        (
            Diagram("blacks_more", k("effects.blacks_more_caption")),
            Para(k("effects.hidden")),
        ),
    ),
    Page(
        k("teams.title"),
        (
            text_and_picture(
                (
                    Para(k("teams.intro")),
                    Para(k("teams.goal")),
                    Heading(k("teams.heroes_heading")),
                    Para(k("teams.heroes")),
                ),
                Diagram("teams", k("teams.caption")),
                0.56,
            ),
        ),
    ),
)


BOOKLET = with_marks(
    Booklet(
        pages=PAGES,
        diagram=rules_diagrams.render,
        diagram_height=rules_diagrams.height_for,
        icon=rules_diagrams.icon,
    ),
    ("placed", "moved", "lost"),  # the marks its recap draws
    legal=board_art.SITE,  # a site to build or place on; a step's squares are dots
    choices=("legal", "reach"),
)


class CrownRulesScene(BookletScene):
    """The rules of Crown & Dragon as an illustrated booklet of :data:`PAGES`."""

    name = "crown_rules"
    title_key = "crown_rules.title"
    booklet = BOOKLET
