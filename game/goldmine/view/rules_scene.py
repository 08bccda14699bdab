"""The Gold Mine rules booklet: its pages, described as data.

The booklet engine (layout, rich text, paging, scrolling, caching) is
:mod:`game.app.booklet`; the pictures are :mod:`game.goldmine.view.rules_diagrams`, drawn with
the game's own tile, miner and dice art.  The texts are the ``goldmine_rules`` locale files.
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
from game.goldmine.view import rules_diagrams

NS = "goldmine_rules"
KEYS = Keys(NS)


k, keys, card = KEYS.k, KEYS.keys, KEYS.card


PAGES: tuple[Page, ...] = (
    Page(
        k("goal.title"),
        (
            text_and_picture(
                (
                    Para(k("goal.intro")),
                    Heading(k("goal.win_heading")),
                    Para(k("goal.win")),
                    Bullets(keys("goal.need2", "goal.need34", "goal.need56")),
                    Heading(k("goal.box_heading")),
                    Para(k("goal.box")),
                ),
                Diagram("box", k("goal.caption")),
            ),
        ),
    ),
    Page(
        k("tiles.title"),
        (
            text_and_picture(
                (
                    Para(k("tiles.intro")),
                    Bullets(
                        keys(
                            "tiles.tunnels",
                            "tiles.chambers",
                            "tiles.cave",
                            "tiles.entrance",
                            "tiles.water",
                        )
                    ),
                ),
                Diagram("tiles", k("tiles.caption")),
                0.46,
            ),
        ),
    ),
    Page(
        k("place.title"),
        (
            text_and_picture(
                (
                    Para(k("place.intro")),
                    Bullets(
                        keys(
                            "place.edge",
                            "place.match",
                            "place.cave",
                            "place.join",
                            "place.entrance",
                        )
                    ),
                    Para(k("place.no_fit")),
                ),
                Diagram("placement", k("place.caption")),
                0.52,
            ),
        ),
    ),
    Page(
        k("phases.title"),
        (
            text_and_picture(
                (
                    Heading(k("phases.dev_heading")),
                    Para(k("phases.dev")),
                    Heading(k("phases.prod_heading")),
                    Para(k("phases.prod")),
                    Bullets(keys("phases.movement", "phases.action"), numbered=True),
                ),
                Diagram("phases", k("phases.caption")),
            ),
        ),
    ),
    Page(
        k("moves.title"),
        (
            text_and_picture(
                (
                    Para(k("moves.intro")),
                    Bullets(
                        keys("moves.excavate", "moves.roll", "moves.passage", "moves.stay"),
                        numbered=True,
                    ),
                ),
                Diagram("passage", k("moves.caption"), 0.9),
                0.6,
            ),
        ),
    ),
    Page(
        k("paths.title"),
        (
            text_and_picture(
                (
                    Bullets(keys("paths.steps", "paths.share", "paths.double", "paths.mud")),
                    Heading(k("paths.gold_heading")),
                    Para(k("paths.gold")),
                ),
                Diagram("moving", k("paths.caption")),
            ),
        ),
    ),
    Page(
        k("duel.title"),
        (
            text_and_picture(
                (
                    Para(k("duel.intro")),
                    Bullets(keys("duel.gold", "duel.bat")),
                    Heading(k("duel.rounds_heading")),
                    Para(k("duel.rounds")),
                ),
                Diagram("duel", k("duel.caption")),
            ),
        ),
    ),
    Page(
        k("after.title"),
        (
            Cards(
                (
                    card("after.gold_heading", "after.gold", "hide", "after.hide_caption"),
                    card("after.bat_heading", "after.bat", "bat", "after.bat_caption"),
                )
            ),
        ),
    ),
    Page(
        k("win.title"),
        (
            text_and_picture(
                (
                    Para(k("win.climb")),
                    Para(k("win.hint")),
                    Heading(k("win.limit_heading")),
                    Para(k("win.limit")),
                ),
                Diagram("win", k("win.caption"), 0.9),
            ),
        ),
    ),
    Page(
        k("variants.title"),
        (
            Para(k("variants.intro")),
            Cards(
                (
                    card("variants.mud_heading", "variants.mud", "mud", "variants.mud_caption"),
                    card("variants.five_heading", "variants.five", "five", "variants.five_caption"),
                    card(
                        "variants.alliance_heading",
                        "variants.alliance",
                        "alliance",
                        "variants.alliance_caption",
                    ),
                )
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
    ("placed", "moved", "taken", "pushed"),  # the marks its recap draws
)


class GoldMineRulesScene(BookletScene):
    """The rules of Gold Mine as an illustrated booklet of :data:`PAGES`."""

    name = "goldmine_rules"
    title_key = "goldmine_rules.title"
    booklet = BOOKLET
