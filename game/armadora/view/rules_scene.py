"""The Armadora rules booklet: its pages, its warrior table and its diagrams.

The booklet engine (layout, rich text, paging, scrolling, caching) is
:mod:`game.app.booklet`; this module only describes Armadora's content.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app import fonts, theme
from game.app.booklet import (
    CAPTION_INK,
    INK,
    PAPER_EDGE,
    Booklet,
    BookletScene,
    Bullets,
    Caption,
    Cards,
    Diagram,
    Heading,
    Keys,
    Laid,
    Layout,
    Page,
    Para,
    Row,
    text_and_picture,
)
from game.app.booklet.marks import with_marks
from game.armadora.state import WARRIORS
from game.armadora.view import rules_diagrams
from game.armadora.view.board_view import HIGHLIGHT, BoardView
from game.text import tr

NS = "armadora_rules"
KEYS = Keys(NS)


@dataclass(frozen=True)
class WarriorTable:
    """The table of warriors per player count (an Armadora block kind)."""


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
                    Para(k("goal.factions")),
                ),
                Diagram("tiles", k("setup.tiles_caption")),
            ),
        ),
    ),
    Page(
        k("goal.box_title"),
        (
            text_and_picture(
                (
                    Bullets(
                        keys(
                            "goal.board",
                            "goal.gold",
                            "goal.palisades",
                            "goal.warriors",
                            "goal.screen",
                        )
                    ),
                ),
                Diagram("board", k("goal.board_caption")),
            ),
        ),
    ),
    Page(
        k("setup.title"),
        (
            Row(
                (
                    (
                        0.5,
                        (
                            Bullets(
                                keys("setup.step1", "setup.step2", "setup.step3", "setup.step4"),
                                numbered=True,
                            ),
                            Para(k("setup.option")),
                        ),
                    ),
                    (
                        0.5,
                        (
                            Heading(k("setup.table_heading")),
                            WarriorTable(),
                            Caption(k("setup.table_note")),
                        ),
                    ),
                )
            ),
        ),
    ),
    Page(
        k("turn.title"),
        (
            text_and_picture(
                (
                    Para(k("turn.intro")),
                    Bullets(keys("turn.warrior", "turn.palisades", "turn.pass"), numbered=True),
                    Heading(k("turn.end_heading")),
                    Para(k("turn.end")),
                ),
                Diagram("turn", k("turn.caption")),
            ),
        ),
    ),
    Page(
        k("territory.title"),
        (
            text_and_picture(
                (
                    Para(k("territory.intro")),
                    Para(k("territory.supply")),
                    Heading(k("territory.min_heading")),
                    Para(k("territory.min")),
                ),
                Diagram("territory", k("territory.caption")),
                0.5,
            ),
        ),
    ),
    Page(
        k("full.title"),
        (
            text_and_picture(
                (
                    Heading(k("full.full_heading")),
                    Para(k("full.full")),
                    Heading(k("full.closed_heading")),
                    Para(k("full.closed")),
                    Para(k("full.matters")),
                ),
                Diagram("full", k("full.caption")),
                0.5,
            ),
        ),
    ),
    Page(
        k("scoring.title"),
        (
            text_and_picture(
                (
                    Bullets(
                        keys(
                            "scoring.reveal",
                            "scoring.sum",
                            "scoring.majority",
                            "scoring.tie",
                            "scoring.nobody",
                        ),
                        numbered=True,
                    ),
                    Heading(k("scoring.win_heading")),
                    Para(k("scoring.win")),
                ),
                Diagram("scoring", k("scoring.caption")),
            ),
        ),
    ),
    Page(
        k("advanced.title"),
        (
            text_and_picture(
                (
                    Para(k("advanced.intro")),
                    Heading(k("advanced.powers_heading")),
                    Para(k("advanced.use")),
                    Heading(k("advanced.reinforce_heading")),
                    Para(k("advanced.reinforce")),
                ),
                Diagram("reinforce", k("advanced.reinforce_caption")),
            ),
        ),
    ),
    Page(
        k("powers.title"),
        (
            Cards(
                (
                    card("powers.mage_heading", "powers.mage", "mage", "powers.mage_caption"),
                    card(
                        "powers.goblin_heading", "powers.goblin", "goblin", "powers.goblin_caption"
                    ),
                    card("powers.orc_heading", "powers.orc", "orc", "powers.orc_caption"),
                )
            ),
        ),
    ),
    Page(
        k("elf.title"),
        (
            text_and_picture(
                (
                    Heading(k("elf.heading")),
                    Para(k("elf.arrow")),
                    Heading(k("elf.target_heading")),
                    Para(k("elf.target")),
                ),
                Diagram("elf", k("elf.caption")),
                0.5,
            ),
        ),
    ),
    Page(
        k("teams.title"),
        (
            text_and_picture(
                (
                    Para(k("teams.sides")),
                    Heading(k("teams.together_heading")),
                    Para(k("teams.together")),
                    Heading(k("teams.secret_heading")),
                    Para(k("teams.secret")),
                ),
                Diagram("seating", k("teams.caption"), 0.85),
            ),
        ),
    ),
)


def warrior_table(layout: Layout, block: WarriorTable, width: int) -> Laid:
    """How many warriors of each strength a player gets, by the number of players."""
    z = layout.z
    size = z.body
    head = [tr(k("setup.players")), tr(k("setup.each"))]
    rows = []
    for players, counts in sorted(WARRIORS.items()):
        cells = [str(players), str(sum(counts))]
        cells += [str(n) if n else "—" for n in counts[1:]]
        rows.append(cells)
    first = [
        max(
            fonts.font(size, True).size(head[c])[0],
            *(fonts.font(size).size(r[c])[0] for r in rows),
        )
        for c in range(2)
    ]
    pad = z(14)
    row_h = z.line(size) + z(10)
    tile = row_h + z(6)
    value_w = max(tile, (width - sum(first) - 4 * pad) // 5)
    col_w = [first[0] + 2 * pad, first[1] + 2 * pad, *([value_w] * 5)]
    total_w = min(width, sum(col_w))
    heading = tr(k("setup.strength"))
    heading_img = fonts.render(heading, z.caption, CAPTION_INK, bold=True)
    header_h = tile + heading_img.get_height() + z(2)
    laid = Laid()
    colorblind = layout.colorblind

    def draw(s: pygame.Surface, x: int, y: int) -> None:
        box = pygame.Rect(x, y, total_w, header_h + row_h * len(rows) + z(6))
        pygame.draw.rect(s, (46, 36, 44), box, border_radius=z(8))
        for r in range(1, len(rows), 2):
            stripe = pygame.Rect(x + 1, y + header_h + r * row_h, total_w - 2, row_h)
            s.fill((60, 48, 54), stripe)
        pygame.draw.rect(s, PAPER_EDGE, box, 1, border_radius=z(8))
        values_x = x + col_w[0] + col_w[1]
        s.blit(
            heading_img,
            (values_x + (5 * value_w - heading_img.get_width()) // 2, y + z(2)),
        )
        cx = x
        for c, label in enumerate(head):
            img = fonts.render(label, size, theme.GOLD, bold=True)
            s.blit(img, (cx + (col_w[c] - img.get_width()) // 2, y + header_h - row_h))
            cx += col_w[c]
        view = BoardView(pygame.Rect(0, 0, 80, 50), colorblind)
        for v in range(1, 6):
            rect = pygame.Rect(values_x + (v - 1) * value_w, y + header_h - tile, value_w, tile)
            rect = pygame.Rect(rect.centerx - tile // 2, rect.y, tile, tile)
            view.draw_warrior(s, rect, None, v, False, face_up=True)
        for r, cells in enumerate(rows):
            ry = y + header_h + r * row_h
            cx = x
            for c, value in enumerate(cells):
                colour = theme.GOLD_LIGHT if c < 2 else INK
                img = fonts.render(value, size, colour, bold=c < 2)
                s.blit(
                    img,
                    (
                        cx + (col_w[c] - img.get_width()) // 2,
                        ry + (row_h - img.get_height()) // 2,
                    ),
                )
                cx += col_w[c]

    laid.add(0, 0, draw)
    laid.height = header_h + row_h * len(rows) + z(6)
    return laid


BOOKLET = with_marks(
    Booklet(
        pages=PAGES,
        diagram=rules_diagrams.render,
        diagram_height=rules_diagrams.height_for,
        blocks={WarriorTable: warrior_table},
    ),
    ("placed", "struck", "revealed"),  # the marks its recap draws
    legal=HIGHLIGHT,  # the outline of a square a warrior may go to
)


class ArmadoraRulesScene(BookletScene):
    """The rules of Armadora as an illustrated booklet of :data:`PAGES`."""

    name = "armadora_rules"
    title_key = "armadora_rules.title"
    booklet = BOOKLET
