"""The coach's card: drawn over the play scene's log, never over the board.

Open, it shows the lesson's heading, the step's words and the "why" of the last move,
with a row of small buttons (Lessons / Hide; at a chapter's end Next chapter / Results;
for hints Close).  Closed, a slim "Coach" tab lies on top of the log.  With hints on,
a slim "?" bar on top of the log asks for the coach's suggestion.  The card paints a cached
surface (rebuilt when its words, its size or the language change), so showing it costs
a blit a frame.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app import fonts, theme
from game.app.play_context import PlayContext
from game.text import language, tr

FILL = (30, 26, 36)
EDGE = theme.GOLD_DARK
WHY = (214, 196, 150)
DONE = (140, 200, 120)
LEAST_TEXT = 12
"""Window pixels below which the card's "why" lines never shrink (as :func:`fonts.fit`)."""


class CoachCard:
    """What the coach draws, and the clicks on it."""

    def __init__(self, coach: Any) -> None:
        self.coach = coach
        self.open = True
        self.listing = False  # the lesson list in place of the step's words
        self.buttons: list[tuple[pygame.Rect, str]] = []
        self.ask: pygame.Rect | None = None  # the hints' "?" button
        self._cache: tuple[tuple, pygame.Surface] | None = None

    # --- where ---------------------------------------------------------------------------
    def area(self, scene: PlayContext) -> pygame.Rect | None:
        """The log's region; below the recap when the game docks the recap there too."""
        log = scene.log_view
        if log is None:
            return None
        region = pygame.Rect(log.rect)
        recap = scene.recap
        if scene.dock_side == "log" and (recap.showing or recap.card_shown()):
            taken = scene.dock_area().h
            region.y, region.h = region.y + taken, region.h - taken
        return region

    def _ask_rect(self, scene: PlayContext) -> pygame.Rect | None:
        """The hints' "?": a slim bar on top of the log while no suggestion is shown."""
        area = self.area(scene)
        if area is None or self.coach.guided or self.shown(scene):
            return None
        return pygame.Rect(area.x, area.y, area.w, scene.px(30))

    def shown(self, scene: PlayContext) -> bool:
        """Whether the open card is on screen (hints: only with a suggestion)."""
        if not self.open:
            return False
        return self.coach.guided or self.coach.suggestion is not None

    # --- input ----------------------------------------------------------------------------
    def handle_event(self, scene: PlayContext, event: pygame.event.Event) -> bool:
        """Clicks on the card's buttons (and on the card: not for the log under it)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            ask = self._ask_rect(scene)
            if ask is not None and scene.is_human_turn() and ask.collidepoint(event.pos):
                scene.app.audio.play("click")
                self.open = True
                self.coach.suggest(scene)
                return True
            for rect, name in self.buttons:
                if rect.collidepoint(event.pos):
                    scene.app.audio.play("click")
                    self.press(scene, name)
                    return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL) and self.shown(scene):
            area = self.area(scene)
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            return area is not None and area.collidepoint(pos)
        return False

    def press(self, scene: PlayContext, name: str) -> None:
        coach = self.coach
        if name == "lessons":
            self.listing = not self.listing
        elif name in ("hide", "close"):
            self.open = False
            self.listing = False
        elif name == "show":
            self.open = True
        elif name == "next":
            chapter = coach.next_chapter()
            scene.app.replace("tutorial", game_id=coach.tutorial.game_id, chapter=chapter.key)
            return
        elif name == "results":
            scene.show_results()
            return
        self._cache = None
        scene.touch()

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, scene: PlayContext, surface: pygame.Surface) -> None:
        px = scene.px
        self.buttons = []
        ask = self.ask = self._ask_rect(scene)
        if ask is not None and scene.is_human_turn():
            self._button(surface, scene, ask, tr("coach.ask"), "ask", bold=True)
            self.buttons = []  # the "?" is handled on its own
        area = self.area(scene)
        if area is None:
            return
        if not self.shown(scene):
            if self.coach.guided:
                tab = pygame.Rect(area.x, area.y, area.w, px(30))
                self._button(surface, scene, tab, tr("coach.show"), "show")
            return
        card = self._card(scene, area)
        surface.blit(card, area.topleft)
        row = pygame.Rect(area.x + px(8), area.bottom - px(38), 0, px(30))
        names = self._button_names()
        width = (area.w - px(16) - px(8) * (len(names) - 1)) // len(names)
        for name in names:
            row.w = width
            self._button(surface, scene, pygame.Rect(row), tr(f"coach.button_{name}"), name)
            row.x += width + px(8)

    def _button_names(self) -> list[str]:
        coach = self.coach
        if not coach.guided:
            return ["close"]
        if coach.chapter_over:
            return ["next", "results"] if coach.next_chapter() else ["results"]
        return ["lessons", "hide"]

    def _button(
        self,
        surface: pygame.Surface,
        scene: PlayContext,
        rect: pygame.Rect,
        label: str,
        name: str,
        bold: bool = False,
    ) -> None:
        px = scene.px
        hover = rect.collidepoint(scene.mouse) and scene.pointer_known
        fill = (70, 56, 40) if hover else (52, 42, 34)
        pygame.draw.rect(surface, fill, rect, border_radius=px(6))
        pygame.draw.rect(surface, EDGE, rect, 1, border_radius=px(6))
        size, text = fonts.fit(label, px(15), rect.w - px(8), bold)
        image = fonts.render(text, size, theme.CREAM, bold)
        surface.blit(image, image.get_rect(center=rect.center))
        self.buttons.append((rect, name))

    def _card(self, scene: PlayContext, area: pygame.Rect) -> pygame.Surface:
        coach = self.coach
        key = (
            area.size,
            scene.px(100),
            language(),
            coach.heading(),
            coach.text(),
            tuple(coach.why),
            self.listing,
            tuple(coach.lesson_rows()) if self.listing else (),
        )
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._paint(scene, area))
        return self._cache[1]

    def _paint(self, scene: PlayContext, area: pygame.Rect) -> pygame.Surface:
        px = scene.px
        coach = self.coach
        surface = pygame.Surface(area.size, pygame.SRCALPHA)
        box = surface.get_rect()
        pygame.draw.rect(surface, FILL, box, border_radius=px(8))
        pygame.draw.rect(surface, EDGE, box, 1, border_radius=px(8))
        inner = box.w - px(20)
        bottom = box.h - px(44)  # above the buttons
        y = px(8)
        size, heading = fonts.fit(coach.heading(), px(17), inner, True)
        surface.blit(fonts.render(heading, size, theme.GOLD, True), (px(10), y))
        y += fonts.font(size, True).get_linesize() + px(4)
        if self.listing:
            for title, done in self._rows(coach.lesson_rows(), px, inner, bottom - y):
                colour = DONE if done else theme.MUTED
                y = self._lines(surface, [title], px(15), colour, y, px, inner, bottom, done)
            return surface
        y = self._lines(surface, [coach.text()], px(15), theme.CREAM, y, px, inner, bottom)
        if coach.why:
            y += px(6)
            size = self._why_size(coach.why, px, inner, bottom - y)
            self._lines(surface, coach.why, size, WHY, y, px, inner, bottom, whole=True)
        return surface

    @staticmethod
    def _why_size(texts: list[str], px: Any, inner: int, room: int) -> int:
        """The largest size, from the card's 14 design pixels down to 12 window pixels (the
        least text the app draws), at which every "why" fits whole: a sentence is left out
        only when even the smallest size cannot hold them all."""
        largest = px(14)
        for size in range(largest, min(largest, LEAST_TEXT) - 1, -1):
            if CoachCard._height(texts, size, inner, px) <= room:
                return size
        return min(largest, LEAST_TEXT)

    @staticmethod
    def _height(texts: list[str], size: int, width: int, px: Any) -> int:
        """How tall :meth:`_lines` draws ``texts`` wrapped to ``width``."""
        step = fonts.font(size).get_linesize()
        return sum(step * len(fonts.wrap(t, size, width)) + px(3) for t in texts)

    @staticmethod
    def _rows(
        rows: list[tuple[str, bool]], px: Any, inner: int, room: int
    ) -> list[tuple[str, bool]]:
        """The lesson list as far as the card holds it: when it does not fit, the covered
        lessons at its top give way to one line that counts them, then the last lessons to
        one that counts those (the current lesson stays in sight)."""
        size = px(15)
        step = fonts.font(size).get_linesize()

        def height(listed: list[tuple[str, bool]]) -> int:
            return CoachCard._height([t for t, _ in listed], size, inner - px(18), px)

        if height(rows) <= room:
            return rows
        head = 0
        while head < len(rows) and rows[head][1] and height(rows[head:]) > room - step - px(3):
            head += 1
        listed = rows[head:]
        covered = [(tr("coach.lessons_covered", count=head), True)] if head else []
        tail = 0
        while len(listed) > 1 and height(covered + listed) + (step + px(3)) * bool(tail) > room:
            listed, tail = listed[:-1], tail + 1
        more = [(tr("coach.lessons_more", count=tail), False)] if tail else []
        return covered + listed + more

    @staticmethod
    def _lines(
        surface: pygame.Surface,
        texts: list[str],
        size: int,
        colour: tuple[int, int, int],
        y: int,
        px: Any,
        inner: int,
        bottom: int,
        mark: bool | None = None,
        whole: bool = False,
    ) -> int:
        """Draw ``texts`` wrapped from ``y`` down (no further than ``bottom``); answer the
        y below them.  ``mark``: a tick (True) or an open ring (False) before each;
        ``whole``: a text that does not fit whole is left out (no sentence cut short), and
        so are the texts after it."""
        indent = px(18) if mark is not None else 0
        step = fonts.font(size).get_linesize()
        for text in texts:
            lines = fonts.wrap(text, size, inner - indent)
            if whole and y + step * len(lines) > bottom:
                return y
            if mark is not None and y + step <= bottom:
                centre = (px(10) + px(6), y + step // 2)
                if mark:
                    pygame.draw.circle(surface, DONE, centre, px(6))
                else:
                    pygame.draw.circle(surface, theme.MUTED, centre, px(6), 1)
            for line in lines:
                if y + step > bottom:
                    return y
                surface.blit(fonts.render(line, size, colour), (px(10) + indent, y))
                y += step
            y += px(3)
        return y
