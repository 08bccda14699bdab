"""Illustrated rules booklets: pages described as data, flipped with buttons or the arrow keys.

A game describes its rules as a :class:`Booklet`: a list of :class:`Page` objects made of blocks
(headings, paragraphs, lists, rows of columns, cards, diagrams and any block kind of its own),
a function that draws its named diagrams, and optionally a function that draws small icons
used inside the text; :class:`BookletScene` shows it.  Text may mark words as bold with
``**double asterisks**`` and show an icon inline with ``[icon:name]``.

The parts: :mod:`~game.app.booklet.pages` (the page model), :mod:`~game.app.booklet.rich_text`
(bold runs and icons, wrapped), :mod:`~game.app.booklet.layout` (blocks placed at one size)
and :mod:`~game.app.booklet.scene` (the pages on screen, shrunk to fit or scrolled).  This
package hands on what a game's view uses.

Usage, from a game's view package::

    BOOKLET = Booklet(
        pages=PAGES,
        diagram=my_diagrams.render,  # (name, width, colorblind) -> Surface
        # prev_key, next_key, page_key: the shared "booklet.*" labels unless given
        icon=my_icons.render,  # optional: (name, size) -> Surface | None
        blocks={ScoreTable: score_table},  # optional: block type -> layout function
    )

    class MyRulesScene(BookletScene):
        name = "mygame_rules"
        title_key = "mygame_rules.title"
        booklet = BOOKLET
"""

from game.app.booklet.layout import (
    BOLD_INK,
    CAPTION_INK,
    INK,
    PAPER,
    PAPER_EDGE,
    Laid,
    Layout,
    Sizes,
)
from game.app.booklet.pages import (
    Booklet,
    Bullets,
    Caption,
    Cards,
    Diagram,
    Heading,
    Keys,
    Page,
    Para,
    Row,
    text_and_picture,
)
from game.app.booklet.rich_text import (
    Icon,
    draw_runs,
    icon_height,
    line_width,
    rich_lines,
    scaled_icon,
)
from game.app.booklet.scene import BookletScene

__all__ = [
    "BOLD_INK",
    "CAPTION_INK",
    "INK",
    "PAPER",
    "PAPER_EDGE",
    "Booklet",
    "BookletScene",
    "Bullets",
    "Caption",
    "Cards",
    "Diagram",
    "Heading",
    "Icon",
    "Keys",
    "Laid",
    "Layout",
    "Page",
    "Para",
    "Row",
    "Sizes",
    "draw_runs",
    "icon_height",
    "line_width",
    "rich_lines",
    "scaled_icon",
    "text_and_picture",
]
