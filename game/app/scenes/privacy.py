"""Hot-seat privacy: covers the board until the next player is at the keyboard."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from game.app import art, fonts, theme, widgets
from game.app.scene import Scene
from game.text import tr

UNDO_GRACE = 6.0
"""Seconds the player who just moved may still take the move back from the privacy screen."""


class PrivacyScreen(Scene):
    """A full screen that hides everything until ``player`` clicks (or presses Enter).

    ``turn_of`` names the player whose turn it is when that is someone else: ``player``
    then decides during their turn (a defender's answer, say), and the screen says so.
    ``undo`` is ``(mover, take_back)`` when the player who just moved may still take it
    back: for :data:`UNDO_GRACE` seconds an Undo button does so (before anyone else looks).
    """

    name = "privacy"
    in_game = True

    def __init__(
        self,
        app,
        player: str,
        on_ready: Callable[[], None],
        turn_of: str | None = None,
        undo: tuple[str, Callable[[], None]] | None = None,
    ) -> None:
        super().__init__(app)
        self.player = player
        self.turn_of = turn_of
        self.on_ready = on_ready
        self.undo = undo
        self.grace = UNDO_GRACE if undo is not None else 0.0
        self.undo_button: pygame_gui.elements.UIButton | None = None

    def build(self) -> None:
        w, h = self.app.size
        px = self.px
        self.ready_button = widgets.button(
            self,
            pygame.Rect((w - px(300)) // 2, h // 2 + px(40), px(300), px(60)),
            tr("play.privacy_ready", player=self.player),
            "@primary",
        )
        self.undo_button = None
        if self.grace > 0:
            self.undo_button = widgets.button(
                self,
                pygame.Rect((w - px(300)) // 2, h // 2 + px(116), px(300), px(48)),
                self._undo_text(),
                "@small",
            )

    def _undo_text(self) -> str:
        mover = self.undo[0] if self.undo is not None else ""
        return tr("play.privacy_undo", player=mover, seconds=max(1, math.ceil(self.grace)))

    def update(self, dt: float) -> None:
        """The game's clock runs on (a hand-over is part of playing); the Undo button counts
        its grace down, then goes."""
        scenes = self.app.stack.scenes
        if len(scenes) > 1 and scenes[-1] is self:
            counter = getattr(scenes[-2], "count_time_in_play", None)
            if counter is not None:  # the play screen under this one
                counter()
        if self.undo_button is None:
            return
        self.grace -= dt
        if self.grace <= 0:
            self.undo_button.kill()
            self.undo_button = None
        else:
            widgets.set_text(self.undo_button, self._undo_text())

    def animating(self) -> bool:
        return self.undo_button is not None

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame_gui.UI_BUTTON_PRESSED
            and self.undo is not None
            and self.undo_button is not None
            and event.ui_element is self.undo_button
        ):
            self.app.pop()
            self.undo[1]()
            return
        pressed = (
            event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ready_button
        )
        enter = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        )
        if pressed or enter:
            self.app.pop()
            self.on_ready()

    def back(self) -> None:
        """Esc does not reveal the board; the pause menu is reachable after the hand-over."""

    def lines(self) -> list[str]:
        """The texts above the button: whom to pass to, whose decision it is, the note."""
        out = [tr("play.privacy_title", player=self.player)]
        if self.turn_of is not None:
            out.append(tr("play.privacy_decides", player=self.player, turn=self.turn_of))
        out.append(tr("play.privacy_note"))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        art.paint_background(surface)
        w, h = self.app.size
        px = self.px
        title, *rest = self.lines()
        label = fonts.render(title, px(44), theme.GOLD, bold=True, shadow=(20, 10, 0))
        surface.blit(label, ((w - label.get_width()) // 2, h // 2 - px(110)))
        if len(rest) > 1:  # the decider's line, between the title and the note
            decides = fonts.render(rest[0], px(22), theme.CREAM, bold=True)
            surface.blit(decides, ((w - decides.get_width()) // 2, h // 2 - px(44)))
        note = fonts.render(rest[-1], px(20), theme.MUTED)
        y = h // 2 - (px(40) if len(rest) == 1 else px(6))
        surface.blit(note, ((w - note.get_width()) // 2, y))

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "player": self.player,
            "lines": self.lines(),
            "undo": self.undo_button is not None,
        }
