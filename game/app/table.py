"""A table the app draws itself: a header, rows of wrapped text, pictures and meters, one
selected row, and scrolling (wheel, scroll bar, keys).  The Load and Statistics screens use it.

pygame-gui has no table, and a list of one-line items cannot tell two saves of the same
players apart; this one gives every column its own place.  The scene owns it: it passes
events to :meth:`Table.handle_event` (which answers what happened), calls :meth:`update`
and draws it in its :meth:`draw` (below the scene's widgets).

Every text is wrapped to its column, at most as many lines as the row holds; what still does
not fit ends in "..." (:meth:`Table.clipped` lists those cells, for tests).

The cells are :mod:`game.app.table_cells`; the drawing, and the message an empty table's
place shows, :mod:`game.app.table_draw`.
"""

from __future__ import annotations

import bisect
from typing import Any

import pygame

from game.app import fonts
from game.app.table_cells import (
    GROW,
    SMALLER,
    STYLES,
    Cell,
    Column,
    Line,
    Meter,
    Picture,
    Row,
)
from game.app.table_draw import draw_message, draw_table, message_box, message_texts

__all__ = [
    "Cell",
    "Column",
    "Line",
    "Meter",
    "Picture",
    "Row",
    "Table",
    "draw_message",
    "message_box",
    "message_texts",
]

DOUBLE_CLICK = 0.45
"""Seconds between two clicks on one row that make a double click."""


class Table:
    """Rows in ``rect`` (window pixels) under a header of ``columns``; a table with few rows
    is only as high as they need.

    ``row_height`` and column widths are design pixels (scaled by ``app.px``); a row marked
    ``grow`` may be taller (:class:`Row`).
    ``selectable`` tables keep one selected row (click, arrows, Home/End, Page Up/Down) and
    report "activate" on a double click or Enter; others only scroll.
    """

    def __init__(
        self,
        app,
        rect: pygame.Rect,
        columns: list[Column],
        rows: list[Row],
        row_height: int,
        selectable: bool = True,
    ) -> None:
        self.app = app
        self.rect = pygame.Rect(rect)
        self.columns = columns
        self.selectable = selectable
        px = app.px
        self.pad = px(10)
        self.header_h = px(40)
        self.row_h = px(row_height)
        self.bar_w = px(12)
        self.rows: list[Row] = []
        self._tops: list[int] = [0]  # each row's top in the content, and the content's end
        self.selected: int | None = None
        self.hover: int | None = None
        self.scroll = 0
        self.time = 0.0
        self._last_click: tuple[int, float] | None = None
        self._drag: int | None = None  # the grip's offset while the scroll bar is dragged
        self._back: pygame.Surface | None = None
        self.set_rows(rows)
        # A short table ends under its last row rather than over an empty box.
        self.rect.h = min(self.rect.h, self.header_h + self.content_h + px(4))

    # --- geometry -------------------------------------------------------------------
    @property
    def body(self) -> pygame.Rect:
        """Where the rows scroll (below the header)."""
        r = self.rect
        return pygame.Rect(r.x, r.y + self.header_h, r.w, r.h - self.header_h)

    @property
    def content_h(self) -> int:
        return self._tops[-1]

    @property
    def scrolls(self) -> bool:
        return self.content_h > self.body.h

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.body.h)

    def _layout_columns(self) -> list[pygame.Rect]:
        """Each column's x and width inside the table (the scroll bar's room kept free)."""
        px = self.app.px
        room = self.rect.w - (self.bar_w + px(6) if self.scrolls else 0)
        widths = [px(c.width) for c in self.columns]
        spare = room - sum(widths)
        flex = sum(c.flex for c in self.columns)
        if spare > 0 and flex > 0:
            extra = [int(spare * c.flex / flex) for c in self.columns]
            widths = [w + e for w, e in zip(widths, extra, strict=True)]
        elif spare < 0:  # too narrow: shrink every column alike
            widths = [max(1, w * room // max(1, room - spare)) for w in widths]
        x = self.rect.x
        out = []
        for w in widths:
            out.append(pygame.Rect(x, 0, w, 0))
            x += w
        return out

    def row_rect(self, index: int) -> pygame.Rect:
        """Row ``index`` on screen (it may lie outside the visible part)."""
        body = self.body
        width = self.rect.w - (self.bar_w + self.app.px(6) if self.scrolls else 0)
        top, height = self._tops[index], self.rows[index]._height
        return pygame.Rect(body.x, body.y + top - self.scroll, width, height)

    def _index_at(self, offset: int) -> int:
        """The row at ``offset`` pixels into the content (clamped to the rows)."""
        return max(0, min(len(self.rows) - 1, bisect.bisect_right(self._tops, offset) - 1))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        body = self.body
        if not self.rows or not body.collidepoint(pos) or pos[0] >= self.row_rect(0).right:
            return None
        offset = pos[1] - body.y + self.scroll
        return self._index_at(offset) if 0 <= offset < self.content_h else None

    def visible(self) -> range:
        """The rows at least partly in view."""
        if not self.rows:
            return range(0)
        first = self._index_at(self.scroll)
        last = self._index_at(self.scroll + self.body.h - 1)
        return range(first, last + 1)

    def track_rect(self) -> pygame.Rect:
        body = self.body
        px = self.app.px
        return pygame.Rect(
            self.rect.right - self.bar_w - px(3), body.y + px(4), self.bar_w, body.h - px(8)
        )

    def grip_rect(self) -> pygame.Rect:
        track = self.track_rect()
        share = self.body.h / max(1, self.content_h)
        h = max(self.app.px(28), int(track.h * share))
        y = track.y + int((track.h - h) * self.scroll / max(1, self.max_scroll))
        return pygame.Rect(track.x, y, track.w, h)

    # --- rows --------------------------------------------------------------------------
    def set_rows(self, rows: list[Row]) -> None:
        self.rows = rows
        self._tops = [i * self.row_h for i in range(len(rows) + 1)]
        for _ in range(2):  # again if growing rows brought in the scroll bar
            scrolls = self.scrolls
            self.cols = self._layout_columns()
            for row in rows:
                row._layout = [self._lay_out(row, i) for i in range(len(self.columns))]
            self._measure()
            if self.scrolls == scrolls:
                break
        if self.selected is not None and self.selected >= len(rows):
            self.selected = len(rows) - 1 if rows else None
        self.scroll = min(self.scroll, self.max_scroll)

    def set_cell(self, index: int, column: int, cell: Cell) -> None:
        """Change one cell (a picture made, a text found out)."""
        row = self.rows[index]
        row.cells[column] = cell
        row._layout[column] = self._lay_out(row, column)
        if row.grow:
            self._measure()

    def _measure(self) -> None:
        """Every row's height (a growing row's from its text) and the tops that follow."""
        pad = 2 * self.app.px(6)
        tops = [0]
        for row in self.rows:
            row._height = self.row_h
            if row.grow:
                used = [self._used(layout) for layout in row._layout if isinstance(layout, list)]
                row._height = max([self.row_h] + [u + pad for u in used])
            tops.append(tops[-1] + row._height)
        self._tops = tops
        self.scroll = min(self.scroll, self.max_scroll)

    def _used(self, lines: list[tuple[str, str, bool]]) -> int:
        """The height wrapped ``lines`` take."""
        return sum(fonts.font(*self._font(style)).get_linesize() for _, style, _ in lines)

    def _room(self, row: Row) -> int:
        """The height a row's text may take."""
        return self.row_h * (GROW if row.grow else 1) - 2 * self.app.px(6)

    def _inner_width(self, row: Row, column: int) -> int:
        indent = self.app.px(22) if row.kind == "detail" and column == 0 else 0
        return max(1, self.cols[column].w - 2 * self.pad - indent)

    def _lay_out(self, row: Row, column: int) -> Any:
        """A text cell as wrapped lines [(text, style, clipped)] fitting the row (in a
        smaller type when the usual one would not fit); other cells as they are."""
        cell = row.cells[column]
        if isinstance(cell, str):
            cell = [Line(cell, "bold" if row.kind == "group" else "text")]
        if not isinstance(cell, list):
            return cell
        lines = self._wrap_lines(row, cell, self._inner_width(row, column))
        if any(cut for _, _, cut in lines):
            smaller = [Line(p.text, SMALLER.get(p.style, p.style)) for p in cell]
            lines = self._wrap_lines(row, smaller, self._inner_width(row, column))
        return lines

    def _wrap_lines(self, row: Row, cell: list[Line], width: int) -> list[tuple[str, str, bool]]:
        room = self._room(row)
        lines: list[tuple[str, str, bool]] = []
        used = 0
        for paragraph in cell:
            size, _, bold = self._style(paragraph.style)
            height = fonts.font(size, bold).get_linesize()
            for text in fonts.wrap(paragraph.text, size, width, bold) or [""]:
                if used + height > room and lines:
                    last, style, _ = lines[-1]
                    lines[-1] = (self._shorten(last + " " + text, style, width), style, True)
                    return lines
                fitted = self._fit(text, paragraph.style, width)
                lines.append((fitted, paragraph.style, fitted != text))
                used += height
        return lines

    def _style(self, style: str) -> tuple[int, tuple[int, int, int], bool]:
        """A style's pixel size (:func:`fonts.readable`), colour and boldness."""
        size, colour, bold = STYLES.get(style, STYLES["text"])
        return fonts.readable(self.app.px, size), colour, bold

    def _font(self, style: str) -> tuple[int, bool]:
        size, _, bold = self._style(style)
        return size, bold

    def _fit(self, text: str, style: str, width: int) -> str:
        if fonts.font(*self._font(style)).size(text)[0] <= width:
            return text
        return self._shorten(text, style, width)

    def _shorten(self, text: str, style: str, width: int) -> str:
        """``text`` cut to fit ``width`` with "..." at its end."""
        return fonts.shorten(text, fonts.font(*self._font(style)), width)

    def cell_lines(self, index: int, column: int) -> list[str]:
        """The lines a text cell shows (for tests)."""
        layout = self.rows[index]._layout[column]
        if isinstance(layout, list):
            return [text for text, _, _ in layout]
        if isinstance(layout, Meter):
            return [layout.text]
        return []

    def clipped(self) -> list[tuple[int, int]]:
        """(row, column) of every text cell cut short with "..."."""
        return [
            (r, c)
            for r, row in enumerate(self.rows)
            for c, layout in enumerate(row._layout)
            if isinstance(layout, list) and any(cut for _, _, cut in layout)
        ]

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        """Every text the table draws as ``(text, width it takes, width of its place)``, the
        header included (see ``Scene.drawn_texts``); a cell cut short with "..." counts as one
        pixel too wide, since its whole text did not fit."""
        out = []
        size = self.app.px(15)
        for column, rect in zip(self.columns, self.cols, strict=True):
            out.append(
                (column.title, fonts.font(size, True).size(column.title)[0], rect.w - 2 * self.pad)
            )
        for row in self.rows:
            for c, layout in enumerate(row._layout):
                room = self._inner_width(row, c)
                if isinstance(layout, Meter):
                    size_, _, bold = self._style("text")
                    out.append((layout.text, fonts.font(size_, bold).size(layout.text)[0], room))
                    continue
                if not isinstance(layout, list):
                    continue
                for text, style, cut in layout:
                    size_, _, bold = self._style(style)
                    width = fonts.font(size_, bold).size(text)[0]
                    out.append((text, max(width, room + 1) if cut else width, room))
        return out

    # --- selection and scrolling -----------------------------------------------------
    def select(self, index: int | None) -> bool:
        """Select row ``index`` (clamped) and scroll it into view; True when it changed."""
        if not self.rows or index is None:
            changed = self.selected is not None
            self.selected = None
            return changed
        index = max(0, min(len(self.rows) - 1, index))
        if self.rows[index].kind != "item":
            return False
        self.ensure_visible(index)
        if index == self.selected:
            return False
        self.selected = index
        return True

    def ensure_visible(self, index: int) -> None:
        top, bottom = self._tops[index], self._tops[index + 1]
        if top < self.scroll:
            self.scroll_to(top)
        elif bottom > self.scroll + self.body.h:
            self.scroll_to(bottom - self.body.h)

    def scroll_to(self, offset: int) -> None:
        self.scroll = max(0, min(self.max_scroll, int(offset)))
        self.hover = self.row_at(pygame.mouse.get_pos())  # the rows moved under the mouse

    def _page(self) -> int:
        return max(1, self.body.h // self.row_h)

    # --- input ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    def handle_event(self, event: pygame.event.Event) -> str | None:
        """Answer "select" (the selection changed), "activate" (double click or Enter on the
        selected row), "scroll", or None (not the table's)."""
        if event.type == pygame.MOUSEWHEEL:
            before = self.scroll
            self.scroll_to(self.scroll - event.y * self.row_h // 2)
            return "scroll" if self.scroll != before else None
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._drag is not None
            self._drag = None
            return "scroll" if was else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return None

    def _motion(self, event: pygame.event.Event) -> str | None:
        if self._drag is not None:
            track, grip = self.track_rect(), self.grip_rect()
            span = max(1, track.h - grip.h)
            self.scroll_to((event.pos[1] - self._drag - track.y) * self.max_scroll / span)
            return "scroll"
        self.hover = self.row_at(event.pos)
        return None

    def _press(self, pos: tuple[int, int]) -> str | None:
        if self.scrolls and self.track_rect().inflate(self.app.px(6), 0).collidepoint(pos):
            grip = self.grip_rect()
            if grip.collidepoint(pos):
                self._drag = pos[1] - grip.y
            else:  # a click on the track pages towards it
                step = self.body.h - self.row_h
                self.scroll_to(self.scroll + (step if pos[1] > grip.y else -step))
            return "scroll"
        index = self.row_at(pos)
        if index is None or not self.selectable or self.rows[index].kind != "item":
            return None
        last, self._last_click = self._last_click, (index, self.time)
        if last is not None and last[0] == index and self.time - last[1] <= DOUBLE_CLICK:
            self._last_click = None
            return "activate"
        return "select" if self.select(index) else None

    def _key(self, key: int) -> str | None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return "activate" if self.selectable and self.selected is not None else None
        moves = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -self._page(),
            pygame.K_PAGEDOWN: self._page(),
            pygame.K_HOME: -len(self.rows),
            pygame.K_END: len(self.rows),
        }
        if key not in moves or not self.rows:
            return None
        if not self.selectable:
            before = self.scroll
            self.scroll_to(self.scroll + moves[key] * self.row_h)
            return "scroll" if self.scroll != before else None
        if key in (pygame.K_HOME, pygame.K_END) or self.selected is not None:
            target = (self.selected or 0) + moves[key]
        else:
            target = 0  # the first key press picks the first row
        return "select" if self.select(target) else None

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)

    def picture_size(self, column: int) -> tuple[int, int]:
        """The room for a picture in ``column`` of a row (window pixels)."""
        px = self.app.px
        return (self.cols[column].w - 2 * px(6), self.row_h - 2 * px(6))

    def state_for_test(self) -> dict[str, Any]:
        return {
            "rows": len(self.rows),
            "selected": self.selected,
            "scroll": self.scroll,
            "max_scroll": self.max_scroll,
            "visible": list(self.visible()),
            "clipped": self.clipped(),
        }
