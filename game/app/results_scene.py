"""The Results screen shared by every game: the winner, the game's breakdown, Rematch.

The headline (a winner, a winning team, or a shared victory) is the same for every game and
always stays in view.  What explains it is the game's own, supplied through its
``GameView``:

- ``results_detail(match, outcome, names) -> Breakdown | str``: a summary (pygame-gui text
  box markup) and optionally selectable items (Armadora's territories), each with its own
  detail text and a ``highlight`` handed to the picture;
- ``results_picture(app, observation, breakdown) -> ResultsPicture``: the final position
  drawn beside the breakdown, from ``match.observe_public()`` only.

- ``results_story(match, outcome, names) -> Story``: how the game went (every seat's
  numbers side by side, the score over the rounds, the tie-breaks), shown first, on a page
  of its own (:mod:`game.app.results_story`); a button turns to the final board and back.

These types are the view registry's (:mod:`game.app.views`).  The screen is the ``"results"``
route (``match``, and ``seconds``: how long the game was open to play, over every sitting,
:attr:`Match.played_seconds`); Rematch opens ``"play"``, Main menu ``"menu"``
(:mod:`game.app.routes`).

A game with neither gets a ranking with each seat's score.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIScrollingContainer

from game.app import art, fonts, memory, theme, widgets
from game.app.results_story import StoryPage, story_facts, tiebreaks_stand
from game.app.scene import Scene
from game.app.seat_names import SeatNames, resigned_words, victory_words
from game.app.views import Breakdown, ResultsPicture, Story, seat_colour_of
from game.engine import registry
from game.engine.contract import Outcome
from game.engine.match import Match
from game.text import tr

PANEL_W = 500
"""Width of the breakdown panel beside a picture (design pixels)."""
COLUMN_W = 760
"""Width of the breakdown column when the game draws no picture."""
SUBTITLE_ROOM = 40
"""Design pixels the content moves down when a subtitle stands under the headline."""


def _score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def ranking_breakdown(outcome: Outcome, names: SeatNames) -> Breakdown:
    """The breakdown of a game that gives none: places and scores."""
    lines = []
    for place, group in enumerate(outcome.ranking, start=1):
        for seat in group:
            line = tr(
                "results.place",
                place=place,
                name=names.seat(seat),
                score=_score(outcome.scores.get(seat, 0)),
            )
            lines.append(widgets.escape(line))
    return Breakdown(summary_html="<br>".join(lines))


def resignation_breakdown(outcome: Outcome, names: SeatNames) -> Breakdown:
    """A game a resignation stopped before its rules ended it: the places, no scores (the
    game's own breakdown explains finished games only)."""
    lines = []
    for place, group in enumerate(outcome.ranking, start=1):
        for seat in group:
            key = "results.rank_resigned" if seat in outcome.resigned else "results.rank"
            lines.append(widgets.escape(tr(key, place=place, name=names.seat(seat))))
    if len({outcome.side(seat) for seat in outcome.winners}) > 1:
        lines.insert(0, widgets.escape(tr("results.stopped")))
    return Breakdown(summary_html="<br>".join(lines))


def resigned_line(outcome: Outcome, names: SeatNames) -> str:
    """ "Red resigned: last place, whatever the board says." (empty: nobody resigned)."""
    return resigned_words(outcome, names, "results.resigned")


class ResultsScene(Scene):
    """The end of ``match``: headline, breakdown, Rematch and Main menu (Esc: menu)."""

    name = "results"

    def __init__(self, app, match: Match, seconds: float | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.seconds = seconds
        self.game_id = match.rules.game_id
        self.outcome = match.outcome()
        self.names = SeatNames.of_outcome(match, self.outcome)
        try:
            self.view = registry.get(self.game_id).view
        except KeyError:
            self.view = None
        self.breakdown = self._breakdown()
        self.selected: int | None = 0 if self.breakdown.items else None
        self.picture: ResultsPicture | None = None
        maker = getattr(self.view, "results_picture", None)
        if maker is not None:
            self.picture = maker(app, match.observe_public(), self.breakdown)
        self.story = self._story()
        self.page = "story" if self.story is not None else "board"
        self.story_page: StoryPage | None = None
        self.page_button: UIButton | None = None
        self.rows: dict[UIButton, int] = {}
        self.detail = None
        self.time = 0.0
        self._cache: tuple | None = None
        self.headline_rect = pygame.Rect(0, 0, 0, 0)

    def _breakdown(self) -> Breakdown:
        detail = getattr(self.view, "results_detail", None)
        if self.outcome.stopped:
            made: Breakdown | str = resignation_breakdown(self.outcome, self.names)
        elif detail is None:
            made = ranking_breakdown(self.outcome, self.names)
        else:
            made = detail(self.match, self.outcome, self.names)
        breakdown = Breakdown(summary_html=made) if isinstance(made, str) else made
        resigned = resigned_line(self.outcome, self.names)
        if resigned and breakdown.subtitle and not tiebreaks_stand(self.match, self.outcome):
            # The game's own "how it ended" names the rules' first place, which the
            # resignation took away: the resignation is the headline's reason.
            head = widgets.escape(breakdown.subtitle)
            rest = breakdown.summary_html
            breakdown.summary_html = f"{head}<br>{rest}" if rest else head
            breakdown.subtitle = resigned
        elif resigned and not breakdown.subtitle:
            breakdown.subtitle = resigned
        elif resigned:
            head = widgets.escape(resigned)
            rest = breakdown.summary_html
            breakdown.summary_html = f"{head}<br>{rest}" if rest else head
        breakdown.winners = tuple(self.outcome.winners)
        return breakdown

    def _story(self) -> Story | None:
        maker = getattr(self.view, "results_story", None)
        return None if maker is None else maker(self.match, self.outcome, self.names)

    def facts(self) -> list[str]:
        """The story page's first lines: the game's length, a resignation, the tie-breaks
        (:func:`game.app.results_story.story_facts`)."""
        return story_facts(self.match, self.outcome, self.names, self.story, self.seconds)

    def headline(self) -> str:
        return victory_words(self.outcome, self.names)

    # --- layout -----------------------------------------------------------------------
    def build(self) -> None:
        self._cache = None  # language or size changed
        px = self.px
        w, h = self.app.size
        top = px(96) + (px(SUBTITLE_ROOM) if self.breakdown.subtitle else 0)
        bh = px(52)
        bottom = h - 2 * bh - px(36)  # where the breakdown ends, above the buttons
        self.rows.clear()
        self.detail = None
        self.story_page = None
        self.page_button = None
        if self.story is not None:
            key = "results.show_board" if self.page == "story" else "results.show_story"
            self.page_button = widgets.button(
                self, pygame.Rect(px(14), h - bh - px(16), px(230), bh), tr(key), "@small"
            )
        if self.page == "story" and self.story is not None:
            self._build_story(top, h - bh - px(32))
            return
        items = self.breakdown.items
        html = self.breakdown.summary_html or " "
        y = top
        if self.picture is not None:
            panel_w = min(px(PANEL_W), int(w * 0.42))
            x0, inner = w - panel_w + px(8), panel_w - px(24)
            # The picture's column ends above the page button (the right column above Review).
            low = h - bh - px(26) if self.page_button is not None else h - px(16)
            self._place_picture(pygame.Rect(px(14), top, w - panel_w - px(28), low - top))
        else:
            inner = min(w - px(80), px(COLUMN_W))
            x0 = (w - inner) // 2
            # What the items need at least: a heading, rows of 26 and a few lines of detail.
            least = px(34) + len(items) * px(26) + px(118) if items else 0
            room = bottom - top - least - px(8)
            self.summary = self._text_box(pygame.Rect(x0, top, inner, -1), html, room)
            y = top + self.summary.rect.h + px(8)
        if items:
            self._build_items(x0, inner, y, bottom)
        self._build_buttons(x0, inner)

    def _build_story(self, top: int, bottom: int) -> None:
        """The story page over the whole width, Main menu and Rematch under it, right."""
        px = self.px
        w = self.app.size[0]
        colorblind = self.app.settings.colorblind
        observation = self.match.observe_public()

        def colour(seat: int) -> tuple[int, int, int]:
            return seat_colour_of(self.game_id, observation, seat, colorblind)

        page = StoryPage(self.story, self.outcome, self.names, colour, self.facts(), px)
        page.set_rect(pygame.Rect(px(24), top, w - px(48), bottom - top))
        self.story_page = page
        inner = min(px(PANEL_W), int(w * 0.42)) - px(24)
        self._build_buttons(w - inner - px(24), inner)

    def _build_buttons(self, x0: int, inner: int) -> None:
        """Main menu and Rematch, side by side from ``x0`` at the window's foot."""
        px = self.px
        h = self.app.size[1]
        bh = px(52)
        half = (inner - px(10)) // 2
        self.menu_button = widgets.button(
            self, pygame.Rect(x0, h - bh - px(16), half, bh), tr("results.to_menu"), "@menu_button"
        )
        self.rematch_button = widgets.button(
            self,
            pygame.Rect(x0 + half + px(10), h - bh - px(16), half, bh),
            tr("results.rematch"),
            "@primary",
        )
        self.review_button = widgets.button(
            self,
            pygame.Rect(x0, h - 2 * bh - px(26), inner, bh),
            tr("review_ui.open"),
            "@menu_button",
            tooltip=tr("review_ui.open_help"),
        )

    def turn_page(self) -> None:
        """From the story to the final board, or back."""
        self.page = "board" if self.page == "story" else "story"
        self._cache = None
        self.rebuild()

    def _text_box(self, rect: pygame.Rect, html: str, most: int, fill: bool = False):
        """A text box as tall as its text (``rect.h`` -1), or ``most`` high (scrolling)."""
        box = widgets.text_box(self, rect, html)
        if fill or box.rect.h > most:
            box.kill()
            box = widgets.text_box(
                self, pygame.Rect(rect.x, rect.y, rect.w, max(self.px(60), most)), html
            )
        return box

    def _place_picture(self, column: pygame.Rect) -> None:
        """The picture with the summary under it, centred together in ``column``."""
        px = self.px
        html = self.breakdown.summary_html or " "
        most = column.h // 2  # the picture keeps at least half the column
        gap = px(12)
        probe = self._text_box(pygame.Rect(column.x, column.y, column.w, -1), html, most)
        room = probe.rect.h  # what the summary needs at the column's full width
        self.picture.set_rect(pygame.Rect(column.x, column.y, column.w, column.h - room - gap))
        probe.kill()
        used = self.picture.content_rect()
        width = min(column.w, max(used.w, px(420)))
        x = column.x + (column.w - width) // 2
        self.summary = self._text_box(pygame.Rect(x, column.y, width, -1), html, most)
        if width < column.w and self.summary.rect.h > room:
            # As wide as the board it would wrap into more lines than the room kept for it
            # (and scroll the last ones out of sight): the column's full width instead.
            self.summary.kill()
            width, x = column.w, column.x
            self.summary = self._text_box(pygame.Rect(x, column.y, width, -1), html, most)
        block = used.h + gap + self.summary.rect.h
        y = column.y + max(0, (column.h - block) // 2)
        self.picture.set_rect(pygame.Rect(column.x, y, column.w, used.h))
        self.summary.set_relative_position((x, y + used.h + gap))

    def _build_items(self, x0: int, inner: int, y: int, bottom: int) -> None:
        px = self.px
        items = self.breakdown.items
        if self.breakdown.items_title:
            widgets.label(
                self, pygame.Rect(x0, y, inner, px(30)), self.breakdown.items_title, "@subheading"
            )
            y += px(34)
        detail_least = px(118)
        space = bottom - y - detail_least - px(6)
        row_h = max(px(26), min(px(36), space // max(1, len(items))))
        list_h = min(space, row_h * len(items))
        container = self.root
        cx, cy, width = x0, y, inner
        if row_h * len(items) > space:  # too many even at the least height: scroll them
            scroller = UIScrollingContainer(
                pygame.Rect(x0, y, inner, list_h),
                manager=self.app.manager,
                container=self.root,
                allow_scroll_x=False,
            )
            scroller.set_scrollable_area_dimensions((inner - px(20), row_h * len(items)))
            container, cx, cy, width = scroller, 0, 0, inner - px(20)
        for index, item in enumerate(items):
            button = widgets.button(
                self,
                pygame.Rect(cx, cy + index * row_h, width, row_h - px(4)),
                item.label,
                "@small",
                container=container,
            )
            if index == self.selected:
                button.select()
            self.rows[button] = index
        y += list_h + px(6)
        room = max(px(60), bottom - y)
        self.detail = widgets.text_box(
            self, pygame.Rect(x0, y, inner, self._detail_height(inner, room)), self.detail_html()
        )

    def _detail_height(self, width: int, room: int) -> int:
        """As tall as the longest item's detail needs, within ``room``: the box does not
        stand mostly empty below a short text (it scrolls when one is longer)."""
        need = 0
        for item in self.breakdown.items:
            probe = widgets.text_box(self, pygame.Rect(0, 0, width, -1), item.html or " ")
            need = max(need, probe.rect.h)
            probe.kill()
            if need >= room:
                return room
        return max(self.px(60), need)

    def detail_html(self) -> str:
        if self.selected is None:
            return ""
        return self.breakdown.items[self.selected].html

    # --- events ---------------------------------------------------------------------------
    def select(self, index: int) -> None:
        if index == self.selected or not 0 <= index < len(self.breakdown.items):
            return
        self.selected = index
        for button, i in self.rows.items():
            if i == index:
                button.select()
            else:
                button.unselect()
        if self.detail is not None:
            self.detail.set_text(self.detail_html())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.rows:
                self.select(self.rows[event.ui_element])
            elif self.page_button is not None and event.ui_element is self.page_button:
                self.app.audio.play("click")
                self.turn_page()
            elif event.ui_element is self.menu_button:
                self.app.audio.play("click")
                self.to_menu()
            elif event.ui_element is self.rematch_button:
                self.app.audio.play("click")
                self.rematch()
            elif event.ui_element is self.review_button:
                self.app.audio.play("click")
                self.app.push("review", match=self.match)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.picture is not None and self.page == "board":
                index = self.picture.item_at(event.pos)
                if index is not None:
                    self.select(index)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            count = len(self.breakdown.items)
            if count and self.selected is not None:
                step = 1 if event.key == pygame.K_DOWN else -1
                self.select((self.selected + step) % count)

    def back(self) -> None:
        self.to_menu()

    def to_menu(self) -> None:
        self.app.reset_to("menu")

    def rematch(self) -> None:
        """The same setup and seats with a new seed, through the registry."""
        info = registry.get(self.game_id)
        seed = random.SystemRandom().randrange(10**9)
        match = Match.new(info.rules, self.match.setup, seed, self.match.seats)
        self.app.replace("play", match=match)

    # --- drawing ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Everything below the widgets changes only with the selection: cached, while a
        copy of the window fits the budget (:func:`memory.may_keep_window_copy`); in a
        bigger window it is painted each time instead."""
        if not memory.may_keep_window_copy(self.app.size):
            self._cache = None
            self._paint(surface)
            return
        key = (self.selected, self.app.size, self.app.scale, self.page)
        if self._cache is None or self._cache[0] != key:
            backdrop = None if self._cache is None else self._cache[1]
            if backdrop is None or backdrop.get_size() != self.app.size:
                self._cache = backdrop = None  # the old picture goes before the new one
                backdrop = pygame.Surface(self.app.size).convert()
            self._paint(backdrop)  # painted over when the size is the same
            self._cache = (key, backdrop)
        surface.blit(self._cache[1], (0, 0))

    def drop_caches(self) -> None:
        self._cache = None

    def _paint(self, surface: pygame.Surface) -> None:
        art.paint_background(surface)
        if self.story_page is not None and self.page == "story":
            self.story_page.paint(surface)
        elif self.picture is not None:
            item = self.breakdown.items[self.selected] if self.selected is not None else None
            self.picture.paint(surface, item)
        w = self.app.size[0]
        size = 40
        title = fonts.render(
            self.headline(), self.px(size), theme.GOLD, bold=True, shadow=(20, 10, 0)
        )
        while title.get_width() > w - self.px(40) and size > 20:
            size -= 4
            title = fonts.render(
                self.headline(), self.px(size), theme.GOLD, bold=True, shadow=(20, 10, 0)
            )
        self.headline_rect = title.get_rect(midtop=(w // 2, self.px(22)))
        surface.blit(title, self.headline_rect)
        art.ornament_line(surface, (w // 2, self.headline_rect.bottom + self.px(6)), self.px(200))
        y = self.headline_rect.bottom + self.px(18)
        size, lines = self.subtitle_layout()
        for line in lines:
            text = fonts.render(line, size, theme.CREAM, bold=True)
            surface.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += round(size * 1.25)

    def subtitle_layout(self) -> tuple[int, list[str]]:
        """The subtitle's font size and lines: one line, shrinking a little, else two."""
        text = self.breakdown.subtitle
        if not text:
            return 0, []
        room = self.app.size[0] - self.px(60)
        for size in range(self.px(19), self.px(15) - 1, -1):
            if fonts.font(size, True).size(text)[0] <= room:
                return size, [text]
        size = self.px(15)
        return size, fonts.wrap(text, size, room, bold=True)[:2]

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        size, lines = self.subtitle_layout()
        room = self.app.size[0] - self.px(60)
        texts = [(line, fonts.font(size, True).size(line)[0], room) for line in lines]
        if self.story_page is not None and self.page == "story":
            texts += self.story_page.drawn_texts()
        return texts

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "game": self.game_id,
            "headline": self.headline(),
            "items": len(self.breakdown.items),
            "selected": self.selected,
            "summary": self.breakdown.summary_html,
            "detail": self.detail_html(),
            "headline_rect": tuple(self.headline_rect),
            "page": self.page,
            "facts": self.facts() if self.story is not None else [],
            "story": None
            if self.story is None
            else {
                "seats": list(self.story.seats),
                "rows": {row.label: list(row.values) for row in self.story.rows},
                "series": {side: list(p) for side, p in self.story.series.items()},
            },
        }
