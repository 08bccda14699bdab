"""Drawing a :class:`game.app.table.Table` (its box, header, rows, scroll bar), and the framed
message an empty table's place shows instead (:func:`message_box`, :func:`draw_message`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.app import fonts, theme
from game.app.table_cells import Column, Meter, Picture

Table = Any
"""A :class:`game.app.table.Table` (not imported: the table imports this module)."""

BACKGROUND = (26, 22, 30, 236)
BORDER = (109, 90, 54)
HEADER = (44, 35, 30)
STRIPE = (255, 240, 200, 8)
HOVER = (255, 236, 170, 22)
SELECTED = (107, 81, 38)
SELECTED_BORDER = theme.GOLD
GROUP = (70, 54, 34, 150)
TRACK = (26, 22, 30)
THUMB = (90, 74, 52)
THUMB_HOT = (122, 100, 68)


def draw_table(table: Table, surface: pygame.Surface) -> None:
    """Draw ``table``: its box, header, the visible rows and the scroll bar."""
    radius = table.app.px(10)
    if table._back is None:  # the box and the header's band, drawn once
        table._back = pygame.Surface(table.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(table._back, BACKGROUND, table._back.get_rect(), border_radius=radius)
        header = pygame.Rect(0, 0, table.rect.w, table.header_h)
        pygame.draw.rect(
            table._back,
            HEADER,
            header,
            border_top_left_radius=radius,
            border_top_right_radius=radius,
        )
    surface.blit(table._back, table.rect.topleft)
    _draw_header(table, surface)
    clip = surface.get_clip()
    surface.set_clip(table.body.clip(clip))
    for index in table.visible():
        _draw_row(table, surface, index)
    surface.set_clip(clip)
    if table.scrolls:
        track = table.track_rect()
        pygame.draw.rect(surface, TRACK, track, border_radius=table.bar_w // 2)
        hot = table._drag is not None
        pygame.draw.rect(
            surface,
            THUMB_HOT if hot else THUMB,
            table.grip_rect(),
            border_radius=table.bar_w // 2,
        )
    pygame.draw.line(
        surface,
        BORDER,
        (table.rect.x + 1, table.body.y),
        (table.rect.right - 2, table.body.y),
    )
    pygame.draw.rect(surface, BORDER, table.rect, 1, border_radius=radius)


def _draw_header(table: Table, surface: pygame.Surface) -> None:
    size = table.app.px(15)
    for column, rect in zip(table.columns, table.cols, strict=True):
        width = rect.w - 2 * table.pad
        text = column.title
        if fonts.font(size, True).size(text)[0] > width:
            text = table._shorten(text, "bold", width)
        label = fonts.render(text, size, theme.GOLD, bold=True)
        y = table.rect.y + (table.header_h - label.get_height()) // 2
        surface.blit(label, (_x(table, column, rect, label.get_width(), 0), y))


def _x(table: Table, column: Column, rect: pygame.Rect, width: int, indent: int) -> int:
    if column.align == "right":
        return rect.right - table.pad - width
    if column.align == "center":
        return rect.x + (rect.w - width) // 2
    return rect.x + table.pad + indent


def _draw_row(table: Table, surface: pygame.Surface, index: int) -> None:
    px = table.app.px
    row = table.rows[index]
    rect = table.row_rect(index)
    inner = rect.inflate(-px(6), -px(4))
    if index == table.selected:
        pygame.draw.rect(surface, SELECTED, inner, border_radius=px(8))
        pygame.draw.rect(surface, SELECTED_BORDER, inner, 2, border_radius=px(8))
    else:
        tint = GROUP if row.kind == "group" else STRIPE if index % 2 else None
        if index == table.hover and table.selectable and row.kind == "item":
            tint = HOVER
        if tint is not None:
            shade = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, tint, shade.get_rect(), border_radius=px(8))
            surface.blit(shade, inner.topleft)
    for c, (column, col) in enumerate(zip(table.columns, table.cols, strict=True)):
        cell_rect = pygame.Rect(col.x, rect.y, col.w, rect.h)
        indent = px(22) if row.kind == "detail" and c == 0 else 0
        layout = row._layout[c]
        if isinstance(layout, list):
            _draw_lines(table, surface, layout, column, cell_rect, indent)
        elif isinstance(layout, Meter):
            _draw_meter(table, surface, layout, column, cell_rect)
        elif isinstance(layout, Picture):
            _draw_picture(table, surface, layout, cell_rect)


def _draw_lines(
    table: Table, surface, lines, column: Column, rect: pygame.Rect, indent: int
) -> None:
    rendered = []
    for text, style, _ in lines:
        size, colour, bold = table._style(style)
        rendered.append(fonts.render(text, size, colour, bold=bold))
    total = sum(r.get_height() for r in rendered)
    y = rect.y + (rect.h - total) // 2
    for label in rendered:
        surface.blit(label, (_x(table, column, rect, label.get_width(), indent), y))
        y += label.get_height()


def _draw_meter(table: Table, surface, meter: Meter, column: Column, rect: pygame.Rect) -> None:
    px = table.app.px
    size, colour, bold = table._style("text")
    label = fonts.render(meter.text, size, colour, bold=bold)
    bar_h = px(6)
    total = label.get_height() + px(3) + bar_h
    y = rect.y + (rect.h - total) // 2
    surface.blit(label, (_x(table, column, rect, label.get_width(), 0), y))
    bar = pygame.Rect(rect.x + table.pad, y + label.get_height() + px(3), 0, bar_h)
    bar.w = rect.w - 2 * table.pad
    pygame.draw.rect(surface, TRACK, bar, border_radius=bar_h // 2)
    filled = round(bar.w * max(0.0, min(1.0, meter.fraction)))
    if filled > 0:
        pygame.draw.rect(surface, theme.GOLD, (bar.x, bar.y, filled, bar_h), border_radius=3)


def _draw_picture(table: Table, surface, picture: Picture, rect: pygame.Rect) -> None:
    px = table.app.px
    frame = pygame.Rect(0, 0, rect.w - 2 * px(6), rect.h - 2 * px(6))
    frame.center = rect.center
    if picture.surface is not None:
        image = picture.surface
        surface.blit(image, image.get_rect(center=frame.center))
        return
    pygame.draw.rect(surface, (40, 33, 38), frame, border_radius=px(6))
    pygame.draw.rect(surface, BORDER, frame, 1, border_radius=px(6))
    text = picture.problem or fonts.ELLIPSIS
    style = "warning" if picture.problem else "muted"
    lines = fonts.wrap(text, table._style(style)[0], frame.w - px(8))
    rendered = [
        fonts.render(line, table._style(style)[0], table._style(style)[1]) for line in lines[:3]
    ]
    y = frame.centery - sum(r.get_height() for r in rendered) // 2
    for label in rendered:
        surface.blit(label, label.get_rect(midtop=(frame.centerx, y)))
        y += label.get_height()


def message_box(app, area: pygame.Rect, hint: str) -> pygame.Rect:
    """Where :func:`draw_message` goes in ``area``: centred, at most 640 design pixels wide,
    as high as the heading and the wrapped ``hint`` need."""
    px = app.px
    box = pygame.Rect(0, 0, min(area.w, px(640)), 0)
    lines = fonts.wrap(hint, px(16), box.w - px(48)) if hint else []
    text_h = fonts.font(px(22), True).get_linesize() + px(10)
    text_h += len(lines) * fonts.font(px(16)).get_linesize()
    box.h = min(area.h, max(px(170), text_h + px(56)))
    box.center = area.center
    return box


def message_texts(app, box: pygame.Rect, heading: str, hint: str) -> list[tuple[str, int, int]]:
    """The texts :func:`draw_message` draws, as ``Scene.drawn_texts`` wants them."""
    px = app.px
    out = [(heading, fonts.font(px(22), True).size(heading)[0], box.w - px(24))]
    for line in fonts.wrap(hint, px(16), box.w - px(48)) if hint else []:
        out.append((line, fonts.font(px(16)).size(line)[0], box.w - px(48)))
    return out


def draw_message(app, surface: pygame.Surface, box: pygame.Rect, heading: str, hint: str) -> None:
    """An empty table's place: a framed heading and a hint, centred in ``box`` (see
    :func:`message_box`)."""
    px = app.px
    title = fonts.render(heading, px(22), theme.GOLD, bold=True)
    lines = fonts.wrap(hint, px(16), box.w - px(48)) if hint else []
    rendered = [fonts.render(line, px(16), theme.CREAM) for line in lines]
    total = title.get_height() + px(10) + sum(r.get_height() for r in rendered)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, BACKGROUND, shade.get_rect(), border_radius=px(12))
    surface.blit(shade, box.topleft)
    pygame.draw.rect(surface, theme.GOLD_DARK, box, 1, border_radius=px(12))
    y = box.centery - total // 2
    surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
    y += title.get_height() + px(10)
    for label in rendered:
        surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
        y += label.get_height()
