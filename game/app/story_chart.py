"""The Results screen's chart: each side's score over the rounds, drawn by the app in its
theme (a step line per side in its colour, a mark at its end, a label with its final score).

Every side's line stays readable to its end: the lines are drawn from the leader down, so a
side behind is drawn over the leader's line where they meet (its last rise is not hidden
under the winner's), each line's end carries a mark, set beside the marks it would cover,
and the x-axis always names the last round."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app import fonts, theme
from game.app.views import Story

Colour = tuple[int, int, int]
GRID = (70, 58, 52)
AXIS = (150, 128, 92)
PLOT = (30, 25, 32)


def nice_step(top: float, ticks: int = 4) -> int:
    """A round step (1, 2, 5, 10, 20, 50...) giving about ``ticks`` grid lines to ``top``."""
    raw = max(1.0, top / ticks)
    step = 1
    while True:
        for factor in (1, 2, 5):
            if step * factor >= raw:
                return step * factor
        step *= 10


@dataclass
class ChartLayout:
    """Where the chart's parts go, worked out once for the window (the drawing and the
    text-fit test measure the same texts)."""

    rect: pygame.Rect
    plot: pygame.Rect
    size: int
    title: str
    x_label: str
    top: float
    step: int
    rounds: int

    def texts(self) -> list[tuple[str, int]]:
        """Every text drawn and the room it has."""
        room = self.rect.w
        return [(self.title, room), (self.x_label, self.plot.w)]


def chart_layout(
    rect: pygame.Rect, story: Story, title: str, x_label: str, px: Callable[[float], int]
) -> ChartLayout:
    size = fonts.readable(px, 14)
    line = fonts.font(size).get_linesize()
    top = max([1.0] + [score for points in story.series.values() for _, score in points])
    step = nice_step(top)
    top = step * -(-top // step)
    rounds = max([1] + [points[-1][0] for points in story.series.values() if points])
    axis_w = fonts.font(size).size(str(int(top)))[0] + px(8)
    end_w = fonts.font(size, True).size(str(int(top)) + "0")[0] + px(10)
    plot = pygame.Rect(
        rect.x + axis_w,
        rect.y + line + px(6),
        max(px(40), rect.w - axis_w - end_w),
        max(px(40), rect.h - 3 * line - px(14)),
    )
    return ChartLayout(pygame.Rect(rect), plot, size, title, x_label, top, step, rounds)


def paint_chart(
    surface: pygame.Surface,
    layout: ChartLayout,
    story: Story,
    colours: dict[int, Colour],
    px: Callable[[float], int],
) -> None:
    plot, size = layout.plot, layout.size
    pygame.draw.rect(surface, PLOT, plot.inflate(px(8), px(8)), border_radius=px(6))
    surface.blit(
        fonts.render(layout.title, size, theme.GOLD, bold=True), (layout.rect.x, layout.rect.y)
    )

    def at(rnd: float, score: float) -> tuple[int, int]:
        x = plot.x + plot.w * rnd / layout.rounds
        y = plot.bottom - plot.h * score / layout.top
        return round(x), round(y)

    value = 0
    while value <= layout.top:
        y = at(0, value)[1]
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y))
        label = fonts.render(str(value), size, theme.MUTED)
        surface.blit(label, label.get_rect(midright=(plot.x - px(6), y)))
        value += layout.step
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.topleft, 2)
    for rnd in x_ticks(layout.rounds):
        x = at(rnd, 0)[0]
        pygame.draw.line(surface, AXIS, (x, plot.bottom), (x, plot.bottom + px(4)))
        label = fonts.render(str(rnd), size, theme.MUTED)
        surface.blit(label, label.get_rect(midtop=(x, plot.bottom + px(5))))
    caption = fonts.render(layout.x_label, size, theme.MUTED)
    below = plot.bottom + px(5) + fonts.font(size).get_linesize()
    surface.blit(caption, caption.get_rect(midtop=(plot.centerx, below)))
    ends: list[tuple[int, Colour, float]] = []
    lines = chart_lines(layout, story)
    for side, line in lines:
        colour = colours.get(side, theme.CREAM)
        if len(line) > 1:
            pygame.draw.lines(surface, theme.SHADOW, False, [(x, y + 2) for x, y in line], 4)
            pygame.draw.lines(surface, colour, False, line, 3)
        final = story.series[side][-1][1] if story.series[side] else 0
        ends.append((line[-1][1] if line else plot.bottom, colour, final))
    radius = max(3, px(4))
    for (side, _), centre in zip(lines, end_marks(lines, radius), strict=True):
        pygame.draw.circle(surface, theme.SHADOW, centre, radius + 1)
        pygame.draw.circle(surface, colours.get(side, theme.CREAM), centre, radius)
    _paint_ends(surface, plot, ends, size)


def x_ticks(rounds: int) -> list[int]:
    """The rounds named under the x-axis: round steps from 0, and always the last round
    (a step that would crowd its label gives way to it)."""
    step = nice_step(rounds, 6)
    ticks = list(range(0, rounds + 1, step))
    if ticks[-1] != rounds:
        if len(ticks) > 1 and rounds - ticks[-1] < step / 2:
            ticks.pop()
        ticks.append(rounds)
    return ticks


def chart_lines(layout: ChartLayout, story: Story) -> list[tuple[int, list[tuple[int, int]]]]:
    """Each side's step line in screen points, in the order they are drawn: the highest
    final score first, so the lines of the sides behind lie over it where they meet."""
    plot = layout.plot

    def at(rnd: float, score: float) -> tuple[int, int]:
        x = plot.x + plot.w * rnd / layout.rounds
        y = plot.bottom - plot.h * score / layout.top
        return round(x), round(y)

    count = len(story.series)
    out = []
    for index, (side, points) in enumerate(sorted(story.series.items())):
        lift = index * 2 - count + 1  # equal lines stay apart by a pixel or two
        line: list[tuple[int, int]] = []
        for rnd, score in points:
            x, y = at(rnd, score)
            if line:
                line.append((x, line[-1][1]))
            line.append((x, y - lift))
        out.append((side, line))

    def final(item: tuple[int, list[tuple[int, int]]]) -> float:
        points = story.series[item[0]]
        return points[-1][1] if points else 0.0

    return sorted(out, key=final, reverse=True)


def end_marks(lines: list[tuple[int, list[tuple[int, int]]]], radius: int) -> list[tuple[int, int]]:
    """Where each line's end mark goes: on its last point, moved left along the line's
    height past the marks drawn after it would cover (so every mark shows)."""
    placed: list[tuple[int, int]] = []
    for _, line in lines:
        if not line:
            placed.append((0, 0))
            continue
        x, y = line[-1]
        while any(
            abs(x - ox) < 2 * radius + 1 and abs(y - oy) < 2 * radius + 1 for ox, oy in placed
        ):
            x -= 2 * radius + 2
        placed.append((x, y))
    return placed


def _paint_ends(
    surface: pygame.Surface, plot: pygame.Rect, ends: list[tuple[int, Colour, float]], size: int
) -> None:
    """Each side's final score right of the plot, in its colour, kept from overlapping."""
    height = fonts.font(size, True).get_linesize()
    placed: list[int] = []
    for y, colour, score in sorted(ends):
        y = max(y, placed[-1] + height) if placed else y
        placed.append(y)
        text = fonts.render(_number(score), size, colour, bold=True, shadow=(0, 0, 0))
        surface.blit(text, text.get_rect(midleft=(plot.right + 6, y)))


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
