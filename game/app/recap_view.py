"""The recap and the result cards on the play screen: a part of the shared play chrome
(:class:`game.app.play.PlayScene` calls it at a few points; the boxes are drawn by
:mod:`game.app.recap_draw`).

- The recap opens when the board waits for a human (after the privacy screen in
  hot-seat) and other seats played since that human last decided; its turns are told
  from that human's events only.  The highlights of every turn, or of the turn clicked in
  the panel, stay on the board until the human's first decision.  A saved game (Continue,
  Load) is replayed from its record at the start, so its recap is the live game's.
- A step whose events hold a battle, a challenge or a territory shows its result card
  once its own animation is over.  A step of another seat (or of chance) waits
  :data:`CARD_TIME` longer, so the AI plays on only when the card has been seen (Space,
  Enter, a click or Finish now skip it, like any step); a card of the viewer's own step
  holds nothing up.  A card stays until its time is over and the next step starts, a
  click or key, or another card; a turn clicked in the recap shows its card again.  Once
  the game is over, a card goes when its time is over (the final board is left to see).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app import fonts, recap_draw
from game.app.play_context import PlayContext
from game.app.recap import Card, Recap
from game.engine.match import StepReport
from game.text import language, tr

CARD_TIME = 2.4
"""Seconds (at normal animation speed) another seat's result card holds the game up."""
CARD_FADE = 0.18
"""Seconds a card takes to appear."""


class RecapView:
    """The recap and the cards of ``scene`` (a :class:`game.app.play.PlayScene`)."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene
        self.recap = Recap()
        self.cards: tuple[Card, ...] = ()
        """The cards on show, one after another (a palisade may close two territories)."""
        self.shown = 0  # which of them, when they are not timed
        self.timed = False  # another seat's: each shown for its time, in turn
        self.card_from = 0.0  # when the first card appears (after its step's own animation)
        self.card_until = 0.0  # when the last may give way to the next step
        self.pressed = False  # a click went to the panel or the card: its release too
        self.folded = False  # the panel folded to its title (until unfolded: every turn)
        self.whole = False  # every line of every turn (scrolled when taller than the dock)
        self.scroll = {"recap": 0, "card": 0}  # how far each box is scrolled up in the dock
        self._whole_of = -1  # the recap (its serial) the whole view was asked for
        self._boxes: dict[str, tuple[Any, recap_draw.Box, pygame.Surface]] = {}
        self._told_in = language()
        self.recap.resume(scene.match)  # a saved game's recap is the live game's

    # --- the steps ------------------------------------------------------------------------
    def animate(self, report: StepReport, seconds: float) -> float:
        """A step starts (its own animation takes ``seconds`` at normal speed): its card,
        if it has one, follows; answers the step's length with the card's time."""
        scene = self.scene
        if self.cards and scene.time >= self.card_until:
            self.cards = ()
        if scene.finishing:
            return seconds
        cards = scene.tell(scene.shown_events(report)).cards
        if not cards:
            return seconds
        scale = scene.animation_scale()
        self.cards, self.shown, self.timed = cards, 0, True
        self.scroll["card"] = 0
        self.card_from = scene.time + seconds * scale
        self.card_until = self.card_from + CARD_TIME * scale * len(cards)
        return seconds + CARD_TIME * len(cards)

    @property
    def card(self) -> Card | None:
        """The card on show now (None: none)."""
        if not self.cards:
            return None
        return self.cards[self._index()]

    def _index(self) -> int:
        if not self.timed:
            return self.shown
        each = CARD_TIME * self.scene.animation_scale()
        passed = int((self.scene.time - self.card_from) / each) if each > 0 else 0
        return max(0, min(len(self.cards) - 1, passed))

    def _started(self) -> float:
        """When the card on show appeared."""
        if not self.timed:
            return self.card_from
        return self.card_from + self._index() * CARD_TIME * self.scene.animation_scale()

    def drop_card(self) -> None:
        self.cards = ()

    def took(self, reports: list[StepReport]) -> None:
        self.recap.took(reports)
        if reports and reports[0].seat >= 0 and self.scene.match.seats[reports[0].seat].is_human:
            self.recap.acted(reports[0].seat, reports[0].index)

    def undone(self) -> None:
        self.recap.forget_after(len(self.scene.match.steps))
        self.whole = False
        self.drop_card()

    def skipped(self) -> None:
        self.drop_card()

    def refresh(self) -> None:
        """The board may wait for a human now: open that human's recap (once a turn)."""
        scene = self.scene
        if language() != self._told_in:
            self._told_in = language()
            self.recap.retell(scene.tell)
        if scene.is_human_turn() and scene.viewer is not None:
            self.recap.open(scene.viewer, len(scene.match.steps), scene.tell)

    @property
    def showing(self) -> bool:
        """The recap is on screen (a human's turn after others played, before deciding)."""
        scene = self.scene
        return self.recap.seat is not None and self.recap.seat == scene.viewer

    def card_shown(self) -> bool:
        return bool(self.cards) and self.scene.time >= self.card_from

    # --- input --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a recap turn picks it; a click or Space/Enter puts a card away (a
        click on the board also goes on to the board).  True when the event was used."""
        if event.type == pygame.MOUSEBUTTONUP and self.pressed:
            self.pressed = False
            return True
        if event.type == pygame.KEYDOWN and self.card_shown():
            self.drop_card()
            return event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if event.type == pygame.MOUSEWHEEL:
            for which in ("card", "recap"):
                box = self._box(which)
                if box is not None and self.visible(which, box).collidepoint(self.scene.mouse):
                    return self.scroll_by(which, -event.y * self.scene.px(40))
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self._legal_below():  # a legal move under the box: the board takes the click
            self.drop_card()
            return False
        targets = self._target_rects()
        card = self._box("card", targets)
        if card is not None and self.card_shown():
            on_card = self.visible("card", card).collidepoint(event.pos)
            if on_card and not self.timed and self.shown + 1 < len(self.cards):
                self.shown += 1  # a click on the card: the next one
                self.card_from = self.scene.time
            else:
                self.drop_card()
            if on_card:
                self.pressed = True
                return True
        panel = self._box("recap", targets)
        if panel is None or not self.visible("recap", panel).collidepoint(event.pos):
            return False
        self.pressed = True
        for row, turn in self._rows(panel):
            if row.collidepoint(event.pos):
                if turn == recap_draw.WHOLE_ROW:
                    self.show_whole(not self.whole)
                elif turn < 0:
                    self.fold(not self.folded)
                else:
                    self.pick(turn)
                break
        return True

    def show_whole(self, whole: bool) -> None:
        """Every line of every turn (scrolled in the dock), or the short recap again."""
        self.whole, self.folded = whole, False
        self.scroll["recap"] = 0
        self._whole_of = self.recap.serial
        self.scene.app.audio.play("click")

    def scroll_by(self, which: str, pixels: int) -> bool:
        """Scroll the recap or the card, when it is taller than the dock shows (kept within
        its height); True when it could scroll."""
        box = self._box(which)
        if box is None:
            return False
        hidden = box.rect.h - self.visible(which, box).h
        self.scroll[which] = max(0, min(self.scroll[which] + pixels, hidden))
        return hidden > 0

    def _clip(self, which: str, box: recap_draw.Box) -> pygame.Rect:
        """The part of ``which``'s box (in its own coordinates) the dock shows: the box
        down to the dock's bottom, from where it is scrolled to."""
        area = self.scene.dock_area()
        room = max(0, area.bottom - box.rect.y)
        hidden = max(0, box.rect.h - room)
        self.scroll[which] = min(self.scroll[which], hidden)
        top = self.scroll[which]
        return pygame.Rect(0, top, box.rect.w, min(box.rect.h - top, room))

    def visible(self, which: str, box: recap_draw.Box) -> pygame.Rect:
        """Where ``which``'s box is drawn on screen (inside the dock)."""
        clip = self._clip(which, box)
        return pygame.Rect(box.rect.x, box.rect.y, clip.w, clip.h)

    def _rows(self, box: recap_draw.Box) -> list[tuple[pygame.Rect, int]]:
        """The recap's rows where they are on screen (scrolled), the hidden ones left out."""
        shown = self.visible("recap", box)
        moved = [(row.move(0, -self.scroll["recap"]), turn) for row, turn in box.rows]
        return [(row.clip(shown), turn) for row, turn in moved if row.colliderect(shown)]

    def _legal_below(self) -> bool:
        """The mouse points at a legal decision on the board (a box never hides one)."""
        scene = self.scene
        if not scene.is_human_turn():
            return False
        action = scene.candidate()
        return action is not None and action in scene.legal()

    def fold(self, folded: bool) -> None:
        """Fold the panel to its title (the highlights stay), or unfold it."""
        self.folded = folded
        self.scene.app.audio.play("click")

    def pick(self, turn: int) -> None:
        """Show ``turn``'s highlights alone, and its card; picked again: every turn's."""
        recap = self.recap
        recap.pick(turn)
        self.drop_card()
        if recap.picked is not None:
            cards = recap.turns[recap.picked].told.cards
            if cards:
                self.cards, self.shown, self.timed = cards, 0, False
                self.scroll["card"] = 0
                self.card_from = self.card_until = self.scene.time
        self.scene.app.audio.play("click")

    # --- drawing --------------------------------------------------------------------------
    def _box(self, which: str, targets: list[pygame.Rect] | None = None) -> recap_draw.Box | None:
        """The panel's or the card's box (``targets``: :meth:`_target_rects`, when the
        caller already has them)."""
        found = self._layout(which, self._target_rects() if targets is None else targets)
        return None if found is None else found[0]

    def _layout(
        self, which: str, targets: list[pygame.Rect]
    ) -> tuple[recap_draw.Box, pygame.Surface] | None:
        """The recap panel's or the card's layout and picture, cached while nothing they
        show changes.  ``targets`` are where the legal decisions are now (the board may
        have moved): asked once a frame by the caller, since a game works them out from
        every legal action and the card needs the panel's box too."""
        scene = self.scene
        px, area = scene.px, scene.dock_area()
        if self.whole and self._whole_of != self.recap.serial:
            self.whole = False  # a new recap starts short
            self.scroll["recap"] = 0
        colours = scene.app.settings.colorblind  # the seats' swatches
        if which == "recap":
            if not self.showing:
                return None
            recap = self.recap
            carded = self.card_shown()
            # In the panel's log region a card leaves the recap its title only.
            folded = self.folded or (carded and scene.dock_side == "log")
            key: Any = (recap.serial, recap.picked, folded, self.whole, carded)
            key += (px(100), tuple(area), colours)
            key += tuple(map(tuple, targets))
        else:
            if self.card is None:
                return None
            panel = self._box("recap", targets)
            beside = panel.rect if panel is not None else pygame.Rect(0, 0, 0, 0)
            note = ""
            if len(self.cards) > 1:
                key = "recap.card_count" if self.timed else "recap.card_next"
                note = tr(key, at=self._index() + 1, count=len(self.cards))
            key = (self.card, note, px(100), tuple(area), tuple(beside), colours)
            key += tuple(map(tuple, targets))
        cached = self._boxes.get(which)
        if cached is not None and cached[0] == key:
            return cached[1], cached[2]
        if which == "recap":
            box = recap_draw.recap_box(
                self.recap.turns,
                area,
                px,
                scene.seat_name,
                scene.seat_colour,
                self.recap.picked,
                self._mark_rects(),
                folded,
                targets,
                self.keep_names,
                most=area.h * 3 // 5 if carded else area.h - px(16),
                whole=self.whole,
            )
        else:
            avoid = self._mark_rects()
            box = recap_draw.card_box(
                self.card,
                area,
                px,
                scene.seat_colour,
                beside,
                avoid,
                note,
                targets,
                self.keep_names,
            )
        picture = recap_draw.paint(box, px)
        self._boxes[which] = (key, box, picture)
        return box, picture

    def keep_names(self, text: str) -> str:
        """``text`` with every player's name of several words joined by no-break spaces
        ("Kim Minsu" never ends one line and starts the next)."""
        scene = self.scene
        names = {scene.seat_name(seat) for seat in range(len(scene.match.seats))}
        for name in sorted(names, key=len, reverse=True):
            if " " in name and name in text:
                text = text.replace(name, name.replace(" ", fonts.NO_BREAK))
        return text

    def _target_rects(self) -> list[pygame.Rect]:
        """Where the viewer's legal decisions are on the board (none while nobody at this
        screen decides)."""
        scene = self.scene
        return scene.target_rects() if scene.is_human_turn() else []

    def _mark_rects(self) -> list[pygame.Rect]:
        """Where the highlights are on screen (the boxes keep off them if they can)."""
        rects = []
        for mark in self.recap.marks() if self.showing else ():
            for place in (mark.at, mark.to):
                rect = None if place is None else self.scene.mark_rect(place)
                if rect is not None:
                    rects.append(rect)
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if self.cards and scene.match.is_over and scene.time >= self.card_until:
            self.drop_card()  # no next step will put the last card away: its time does
        card_shown = self.card_shown()
        if not self.showing and not card_shown:
            self._draw_idle(surface)
            return
        targets = self._target_rects()  # once a frame, for the panel and the card
        if self.showing:
            marks = self.recap.marks()
            if marks:
                recap_draw.draw_marks(surface, marks, scene.mark_rect, scene.board_area, scene.px)
            panel = self._layout("recap", targets)
            if panel is not None:
                surface.blit(panel[1], panel[0].rect, self._clip("recap", panel[0]))
        if card_shown:
            card = self._layout("card", targets)
            if card is not None:
                picture = card[1]
                fade = (scene.time - self._started()) / CARD_FADE
                if fade < 1:
                    picture = picture.copy()
                    picture.set_alpha(round(255 * max(0.0, fade)))
                surface.blit(picture, card[0].rect, self._clip("card", card[0]))

    def _draw_idle(self, surface: pygame.Surface) -> None:
        """The dock's column while it has nothing to tell: what it is for, quietly."""
        scene = self.scene
        if scene.dock_side == "log" or scene.match.is_over:
            return
        area, px = scene.dock_area(), scene.px
        key = ("idle", px(100), tuple(area), language())
        cached = self._boxes.get("idle")
        if cached is None or cached[0] != key:
            box = recap_draw.idle_box(area, px)
            cached = (key, box, recap_draw.paint(box, px, recap_draw.QUIET_EDGE))
            self._boxes["idle"] = cached
        surface.blit(cached[2], cached[1].rect)

    def texts(self) -> list[tuple[str, int, int]]:
        """The recap's and the card's texts as drawn (for the text-fit checks)."""
        out = []
        targets = self._target_rects()
        for which in ("recap", "card"):
            box = self._box(which, targets)
            if box is not None:
                out += box.screen_texts()
        return out

    def state(self) -> dict[str, Any]:
        """What the recap and the card show (for tests)."""
        recap = self.recap
        card = self.card
        return {
            "recap": [
                {"seat": t.seat, "lines": [_shown(line.text) for line in t.told.lines]}
                for t in recap.turns
            ]
            if self.showing
            else [],
            "marks": list(recap.marks()) if self.showing else [],
            "folded": self.folded,
            "card": None
            if card is None
            else {
                "title": card.title,
                "sides": [(s.name, s.total, s.parts, s.dice, s.won) for s in card.sides],
                "outcome": list(card.outcome),
            },
        }


def _shown(text: str) -> str:
    """``text`` as a player reads it: a no-break space is a space."""
    return text.replace(fonts.NO_BREAK, " ")
