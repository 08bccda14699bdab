"""The review screen: a game stepped through from one seat's side (route ``"review"``).

Left, the board as the reviewing seat saw it before each decision (drawn by the game's
review board, :mod:`game.app.review.board`), the step that led there lit, the AI's
preferred move as a ghost; under it the win-chance chart (click to jump).  Right, the
analysis's progress (Cancel), the move made from here in words, the turning points (click
to jump), "Show everything" (only once the game is over), the steps (buttons, arrow keys,
Page Up/Down, the mouse wheel, Space for autoplay), the round picker (a grid of the game's
rounds over the board, G: :mod:`game.app.review.rounds`) and the log up to the cursor.

The analysis runs in AI worker processes (:class:`game.engine.review.run.ReviewRun`),
polled once a frame: the screen never waits for it.  Nothing drawn comes from a state: only
from the reviewing seat's observation, or after the end, with everything shown, from the
game's :meth:`~game.engine.review.hooks.GameReview.reveal`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from game.app import art, fonts, theme, widgets
from game.app.log_marks import LogMarks, Turn
from game.app.log_view import LogView
from game.app.play_log import turn_words
from game.app.review import controls, panel, rounds, texts
from game.app.review.board import Shown, board_for, log_reader
from game.app.review.chart import WinChart
from game.app.review.cursor import Cursor
from game.app.scene import Scene
from game.app.seat_names import SeatNames
from game.app.views import seat_colour_of
from game.engine import registry
from game.engine.match import Match
from game.engine.review import cache, words
from game.engine.review.hooks import Budget
from game.engine.review.plan import default_seat, make_plan, needs_hand_over, review_seats
from game.engine.review.replay import Replay
from game.engine.review.result import Review
from game.engine.review.run import Executor, ReviewRun, worker_executors
from game.text import tr

PANEL_W = 360
"""Design width of the side panel."""
CHART_H = 118
TOP_H = 56
AUTOPLAY_SECONDS = 0.8
"""Seconds each position stays on screen while the review plays by itself."""
NAV = ("prev_turn", "prev", "next", "next_turn", "prev_round", "pick", "next_round", "play")


class ReviewScene(Scene):
    """The review of ``match`` for ``seat`` (default: the first human seat).

    An unfinished game is reviewed for one of :func:`~game.engine.review.plan.review_seats`
    only (a person's); when several people play it the seat must be given, chosen behind the
    privacy screen (:func:`game.app.resume.open_review`): anything else is a ValueError, so
    no way into the screen shows a person's secrets to the table."""

    name = "review"

    def __init__(
        self,
        app,
        match: Match,
        seat: int | None = None,
        budget: Budget | None = None,
        executors: Callable[[], Sequence[Executor]] | None = None,
    ) -> None:
        super().__init__(app)
        self.match = match
        self.game_id = match.rules.game_id
        if seat is None and needs_hand_over(match):
            raise ValueError("whose review? an unfinished hot-seat game names its seat")
        self.seat = default_seat(match) if seat is None else seat
        if self.seat not in review_seats(match):
            raise ValueError(f"seat {self.seat} of an unfinished game is not a person's")
        self.plan = make_plan(match, self.seat, budget)
        self.replay = Replay(match, self.plan.hooks)
        self._colours: tuple[bool, list[tuple[int, int, int]]] | None = None
        self.cursor = Cursor(self.plan.decisions)
        self.names = SeatNames.of_match(match)
        self.executors = executors or worker_executors
        self.run: ReviewRun | None = None
        self.review: Review | None = None
        self.reveal = False
        self.autoplay = False
        self.auto_wait = 0.0
        self.time = 0.0
        self.board = board_for(app, self.game_id)
        play_class = self.board.play_class
        if play_class is None:
            self.write_log = texts.generic_writer(self.board, self.names)
        else:
            self.write_log = texts.play_writer(log_reader(play_class, app, match))
        self.chart = WinChart()
        self.picker = rounds.RoundPicker(
            self, rounds.choices(self.plan.decisions, self.cursor.round_starts)
        )
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.log_view: LogView | None = None
        self.log_marks = LogMarks()
        self.turning_rects: list[tuple[pygame.Rect, int]] = []
        self.board_rect = self.chart_rect = self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.text_top = 0

    # --- the analysis -----------------------------------------------------------------------
    def on_enter(self) -> None:
        self.analyse()

    def on_exit(self) -> None:
        self.cancel()

    def analyse(self) -> None:
        """Start (or start again) the analysis; a cached review answers at once."""
        folder = self.app.saves.folder / cache.FOLDER
        self.run = ReviewRun(self.plan, self.executors, folder)
        self.run.start()
        self._collect()

    def cancel(self) -> None:
        if self.run is not None and not self.run.done:
            self.run.cancel()
            self.refresh()

    def _collect(self) -> None:
        if self.run is not None and self.run.done and self.review is None:
            self.review = self.run.review
        self.refresh()

    @property
    def analysing(self) -> bool:
        return self.run is not None and not self.run.done

    # --- layout ------------------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        panel_w = min(px(PANEL_W), int(w * 0.36))
        self.panel_rect = pygame.Rect(w - panel_w, 0, panel_w, h)
        left = pygame.Rect(px(14), px(TOP_H), w - panel_w - px(28), h - px(TOP_H) - px(12))
        self.chart_rect = pygame.Rect(left.x, left.bottom - px(CHART_H), left.w, px(CHART_H))
        self.board_rect = pygame.Rect(left.x, left.y, left.w, left.h - px(CHART_H) - px(10))
        self.board.set_rect(self.board_rect)
        self.chart.set_rect(self.chart_rect, len(self.replay.positions))
        self.buttons.clear()
        self.buttons["back"] = widgets.button(
            self,
            pygame.Rect(left.right - px(120), px(8), px(120), px(40)),
            tr("review_ui.back"),
            "@small",
        )
        x0, inner = self.panel_rect.x + px(12), panel_w - px(24)
        y = px(14)
        third = (inner - px(12)) // 3
        self.buttons["cancel"] = widgets.button(
            self, pygame.Rect(x0 + inner - third, y, third, px(36)), "", "@small"
        )
        y += px(44)
        self.text_top = y
        bottom = h - px(14)
        quarter = (inner - px(18)) // 4
        nav_y = bottom - px(40) * 3 - px(12)
        for i, name in enumerate(NAV[:4]):
            rect = pygame.Rect(x0 + i * (quarter + px(6)), nav_y, quarter, px(40))
            self.buttons[name] = widgets.button(self, rect, "", "@small")
        for i, name in enumerate(NAV[4:7]):
            rect = pygame.Rect(x0 + i * (third + px(6)), nav_y + px(46), third, px(40))
            self.buttons[name] = widgets.button(self, rect, "", "@small")
        self.buttons["play"] = widgets.button(
            self, pygame.Rect(x0, nav_y + px(92), third, px(40)), "", "@small"
        )
        reveal = pygame.Rect(x0 + third + px(6), nav_y + px(92), inner - third - px(6), px(40))
        self.buttons["reveal"] = widgets.button(self, reveal, "", "@small")
        log_top = self.text_top + self._text_height(inner)
        self.log_view = LogView(
            pygame.Rect(x0, log_top, inner, max(px(40), nav_y - px(8) - log_top)), px(14), px(8)
        )
        if self.picker.opened:  # the grid laid out again for the new size
            self.picker.open(self.cursor.at)
        self.refresh()

    def _text_height(self, inner: int) -> int:
        """Room for the move's words and the turning points (about half the panel)."""
        return max(self.px(150), int((self.app.size[1] - self.px(300)) * 0.55))

    def refresh(self) -> None:
        """Texts, enabled states and the log, after the cursor or the analysis moved."""
        if self.log_view is None:
            return
        b = self.buttons
        widgets.set_text(
            b["cancel"], tr("review_ui.cancel" if self.analysing else "review_ui.analyse")
        )
        if self.analysing or self.review is None:
            b["cancel"].show()
        else:
            b["cancel"].hide()
        for name in NAV:
            if name == "pick":
                continue
            key = "review_ui.pause" if name == "play" and self.autoplay else f"review_ui.{name}"
            widgets.set_text(b[name], tr(key))
        pick = widgets.first_that_fits(b["pick"], self.picker.labels(self.cursor.at))
        widgets.set_text(b["pick"], pick)
        widgets.enable(b["pick"], len(self.picker.options) > 1)
        widgets.select(b["pick"], self.picker.opened)
        helps = {
            "prev": "prev_help",
            "next": "next_help",
            "prev_turn": "turn_help",
            "next_turn": "turn_help",
            "prev_round": "round_help",
            "next_round": "round_help",
            "play": "play_help",
            "pick": "pick_help",
        }
        for name, key in helps.items():
            widgets.set_tooltip(b[name], tr(f"review_ui.{key}"))
        at, end = self.cursor.at, self.cursor.end
        for name in ("prev", "prev_turn", "prev_round"):
            widgets.enable(b[name], at > 0)
        for name in ("next", "next_turn", "next_round", "play"):
            widgets.enable(b[name], at < end or (name == "play" and self.autoplay))
        reveal = b["reveal"]
        widgets.set_text(reveal, tr("review_ui.hide" if self.reveal else "review_ui.reveal"))
        widgets.set_tooltip(reveal, tr("review_ui.reveal_help"))
        widgets.enable(reveal, self.replay.over, tr("review_ui.reveal_locked"))
        widgets.select(reveal, self.reveal)
        self.log_view.follow = True
        self.log_view.set_lines(self.log_lines())

    # --- moving the cursor ---------------------------------------------------------------------
    def go(self, move: Callable[[], bool]) -> None:
        if move():
            self.refresh()

    def toggle_reveal(self) -> None:
        """Show or hide every secret: only once the game is over."""
        if not self.replay.over:
            self.app.audio.play("error")
            return
        self.reveal = not self.reveal
        self.refresh()

    def toggle_autoplay(self) -> None:
        self.autoplay = not self.autoplay and self.cursor.at < self.cursor.end
        self.auto_wait = AUTOPLAY_SECONDS
        self.refresh()

    def update(self, dt: float) -> None:
        self.time += dt
        if self.analysing:
            self.run.poll()
            if self.run.done:
                self._collect()
        if self.autoplay:
            self.auto_wait -= dt
            if self.auto_wait <= 0:
                self.auto_wait = AUTOPLAY_SECONDS
                self.cursor.step(1)
                if self.cursor.at >= self.cursor.end:
                    self.autoplay = False
                self.refresh()

    def animating(self) -> bool:
        return self.analysing or self.autoplay

    # --- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        controls.handle(self, event)

    def toggle_picker(self) -> None:
        """Open or close the grid of rounds (G, or the round's button)."""
        self.picker.toggle(self.cursor.at)
        self.refresh()

    def jump(self, choice: rounds.Choice) -> None:
        """To the start of ``choice``'s round; the grid closes."""
        self.picker.close()
        self.cursor.go(choice.start)
        self.refresh()

    def back(self) -> None:
        """Esc: the grid of rounds closes first, then the screen."""
        if self.picker.opened:
            self.picker.close()
            self.refresh()
            return
        self.app.pop()

    # --- what is shown ---------------------------------------------------------------------
    def log_lines(self) -> list[str]:
        """The log up to the cursor as the play screen shows it: turn separators in the
        seats' colours, the reviewing seat's lines standing out."""
        marks = self.log_marks.update(self.replay.log, None if self.reveal else self.seat)
        skip = getattr(self.board.play_class, "log_turn_keys", frozenset())
        entries = self.replay.log_until(self.cursor.at)
        return texts.log_lines(
            entries, self.seat, self.reveal, self.write_log, marks, self.turn_mark, skip
        )

    def turn_mark(self, turn: Turn) -> tuple[str, tuple[int, int, int]]:
        """A turn separator's words and colour."""
        return turn_words(turn, self.names.seat(turn.seat)), self.seat_colours()[turn.seat]

    def seat_colours(self) -> list[tuple[int, int, int]]:
        """Each seat's colour as the play screen draws it (a faction's, a miner's)."""
        colorblind = self.app.settings.colorblind
        if self._colours is None or self._colours[0] != colorblind:
            shown = self.replay.observation(len(self.replay.positions) - 1, self.seat)
            colours = [
                seat_colour_of(self.game_id, shown, seat, colorblind)
                for seat in range(self.plan.players)
            ]
            self._colours = (colorblind, colours)
        return self._colours[1]

    def observation(self) -> Any:
        at = self.cursor.at
        if self.reveal:
            return self.replay.revealed(at, self.seat)
        return self.replay.observation(at, self.seat)

    def shown(self, observation: Any) -> Shown:
        """What is drawn over ``observation``: the recap's marks of the step that led there
        (told from what the reviewing seat knew, or everything once shown) and the ghost."""
        at = self.cursor.at
        events = self.replay.events(at, None if self.reveal else self.seat)
        marks = self.board.tell(events, observation, self.names).marks
        ghost = None
        if self.review is not None and at < self.cursor.end:
            point = self.review.points[at]
            if texts.preferred(point) and self.board.can_ghost(point.best):
                ghost = point.best
        return Shown(marks=marks, ghost=ghost, time=self.time)

    def curves(self) -> list[list[float]]:
        """Each seat's chance at every position (the end: the result)."""
        if self.review is None:
            return []
        curves = [[p.chances[s] for p in self.review.points] for s in range(self.plan.players)]
        final = self.plan.final
        for seat, values in enumerate(curves):
            values.append(final[seat] if final is not None else values[-1] if values else 0.5)
        return curves

    def status(self) -> str:
        return texts.where(self.cursor.decision, self.names)

    def panel_lines(self) -> list[str]:
        """The words under the analysis's line: chances and the move from here."""
        point = None
        if self.review is not None and self.cursor.at < self.cursor.end:
            point = self.review.points[self.cursor.at]
        final = self.plan.final if self.cursor.at == self.cursor.end else None
        lines = [texts.chances(point, final, self.names)] if self.review is not None else []
        lines += texts.move_lines(self.plan, self.review, self.cursor.at, self.names)
        if not self.plan.over and self.cursor.at == 0:
            lines.append(tr("review_ui.unfinished", player=self.names.seat(self.seat)))
        return [line for line in lines if line]

    def analysis_line(self) -> str:
        run = self.run
        if run is None:
            return ""
        if self.analysing:
            return tr("review_ui.analysing", percent=words.percent(run.progress))
        if self.review is not None:
            return tr("review.summary", **self.review.marks())
        if run.error:
            return tr("review_ui.failed", problem=run.error)
        return tr("review_ui.cancelled")

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        art.paint_background(surface)
        panel = self.panel_rect.inflate(-px(8), -px(8))
        pygame.draw.rect(surface, (30, 25, 34), panel, border_radius=px(14))
        pygame.draw.rect(surface, theme.GOLD_DARK, panel, 2, border_radius=px(14))
        self._draw_title(surface)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        observation = self.observation()
        self.board.paint(surface, observation, self.shown(observation))
        surface.set_clip(clip)
        if self.reveal:
            self._draw_secrets(surface)
        self._draw_chart(surface)
        self.picker.draw(surface)
        self._draw_panel(surface)
        if self.log_view is not None:
            self.log_view.draw(surface)

    def title(self) -> str:
        game = tr(registry.get(self.game_id).title_key)
        return tr("review_ui.title", game=game, player=self.names.seat(self.seat))

    def _draw_title(self, surface: pygame.Surface) -> None:
        px = self.px
        room = self.buttons["back"].rect.x - self.board_rect.x - px(12)
        size, text = fonts.fit(f"{self.title()} · {self.status()}", px(19), room, bold=True)
        surface.blit(fonts.render(text, size, theme.GOLD_LIGHT, bold=True), (px(16), px(16)))

    def _draw_secrets(self, surface: pygame.Surface) -> None:
        lines = self.replay.secrets(self.cursor.at, self.names.seat)
        if not lines:
            return
        px = self.px
        width = self.board_rect.w - px(16)
        rows = [row for line in lines for row in fonts.wrap(line, px(14), width - px(16))]
        height = fonts.font(px(14)).get_linesize()
        box = pygame.Rect(self.board_rect.x + px(8), self.board_rect.y + px(4), width, 0)
        box.h = len(rows) * height + px(10)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((16, 14, 20, 215))
        surface.blit(shade, box)
        y = box.y + px(5)
        for row in rows:
            surface.blit(fonts.render(row, px(14), theme.CREAM), (box.x + px(8), y))
            y += height

    def _draw_chart(self, surface: pygame.Surface) -> None:
        px = self.px
        curves = self.curves()
        if not curves:
            pygame.draw.rect(surface, (26, 22, 30), self.chart_rect, border_radius=8)
            text = self.analysis_line() if self.analysing else tr("review_ui.waiting")
            size, text = fonts.fit(text, px(15), self.chart_rect.w - px(20))
            picture = fonts.render(text, size, theme.MUTED)
            surface.blit(picture, picture.get_rect(center=self.chart_rect.center))
            if self.analysing:
                area = self.chart_rect.inflate(-px(40), -px(10))
                self._progress_bar(surface, area, self.run.progress)
            return
        marks = [(p.decision.index, p.mark) for p in self.review.points if p.mark is not None]
        labels = [
            (start, words.when(self.plan.decisions[start])) for start in self.cursor.round_starts
        ]
        self.chart.draw(
            surface,
            curves,
            self.seat,
            self.cursor.at,
            self.cursor.turn_starts,
            marks,
            labels,
            px(12),
            self.seat_colours(),
        )

    def _progress_bar(self, surface: pygame.Surface, area: pygame.Rect, share: float) -> None:
        """A bar of ``share`` along the bottom of ``area``."""
        px = self.px
        bar = pygame.Rect(area.x, area.bottom - px(12), area.w, px(10))
        pygame.draw.rect(surface, (60, 50, 40), bar, border_radius=px(5))
        done = pygame.Rect(bar.x, bar.y, round(bar.w * max(0.0, min(1.0, share))), bar.h)
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=px(5))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        px = self.px
        x0 = self.panel_rect.x + px(14)
        cancel = self.buttons["cancel"]
        room = (cancel.rect.x - x0 - px(6)) if cancel.visible else self.panel_rect.w - px(28)
        size, line = fonts.fit(self.analysis_line(), px(15), room)
        surface.blit(fonts.render(line, size, theme.CREAM), (x0, px(20)))
        if self.analysing:
            self._progress_bar(surface, pygame.Rect(x0, px(42), room, px(14)), self.run.progress)
        self.panel_column().draw(surface)

    def panel_column(self) -> panel.Column:
        """The panel's words under the analysis's line, laid out (the turning points'
        rects kept for clicks)."""
        px = self.px
        x0 = self.panel_rect.x + px(14)
        bottom = self.log_view.rect.y - px(4) if self.log_view is not None else self.text_top
        column = panel.Column(x0, self.text_top, self.panel_rect.w - px(28), bottom, px)
        for index, line in enumerate(self.panel_lines()):
            column.paragraph(line, theme.GOLD_LIGHT if index == 0 else theme.CREAM)
        self.turning_rects = []
        if self.review is not None:
            self.turning_rects = panel.turning_points(
                column, self.plan, self.review, self.cursor.at, self.names.seat
            )
        return column

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        px = self.px
        room = self.buttons["back"].rect.x - self.board_rect.x - px(12) if self.buttons else 0
        text = f"{self.title()} · {self.status()}"
        size, shown = fonts.fit(text, px(19), room, bold=True)
        title = (shown, fonts.font(size, True).size(shown)[0], room)
        column = self.panel_column().texts() if self.buttons else []
        return [title, *column, *self.picker.drawn_texts()]

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "game": self.game_id,
            "seat": self.seat,
            "at": self.cursor.at,
            "end": self.cursor.end,
            "over": self.replay.over,
            "reveal": self.reveal,
            "reveal_enabled": self.buttons["reveal"].is_enabled if self.buttons else False,
            "analysing": self.analysing,
            "progress": self.run.progress if self.run is not None else 0.0,
            "reviewed": self.review is not None,
            "status": self.status(),
            "lines": self.panel_lines(),
            "log": list(self.log_view.lines) if self.log_view is not None else [],
            "autoplay": self.autoplay,
            "picker": self.picker.opened,
            "round": self.buttons["pick"].text if self.buttons else "",
            "seat_colours": self.seat_colours(),
        }
