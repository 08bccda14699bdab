"""The review screen's input: its buttons, the keys (arrows, Page Up/Down, Home/End, Space,
G for the grid of rounds), the mouse wheel over the board or chart, and clicks on the chart
or a turning point.  Each moves the screen's cursor (:class:`ReviewScene`) or toggles one of
its modes; the screen draws what follows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame
import pygame_gui

from game.app.log_view import LogView
from game.app.review import rounds
from game.app.review.chart import WinChart
from game.app.review.cursor import Cursor
from game.app.scene import AppShell


class ReviewContext(Protocol):
    """What the review screen's input may use of the screen (:class:`ReviewScene`)."""

    app: AppShell
    buttons: dict[str, Any]
    log_view: LogView | None
    cursor: Cursor
    chart: WinChart
    picker: rounds.RoundPicker
    turning_rects: list[tuple[pygame.Rect, int]]

    @property
    def analysing(self) -> bool: ...
    def analyse(self) -> None: ...
    def cancel(self) -> None: ...
    def back(self) -> None: ...
    def refresh(self) -> None: ...
    def go(self, move: Callable[[], bool]) -> None: ...
    def jump(self, choice: rounds.Choice) -> None: ...
    def toggle_autoplay(self) -> None: ...
    def toggle_picker(self) -> None: ...
    def toggle_reveal(self) -> None: ...


def handle(scene: ReviewContext, event: pygame.event.Event) -> None:
    """A review screen's buttons, keys, wheel and clicks."""
    if event.type == pygame_gui.UI_BUTTON_PRESSED:
        _button(scene, event.ui_element)
    elif event.type == pygame.KEYDOWN:
        _key(scene, event.key)
    elif event.type == pygame.MOUSEWHEEL:
        if scene.log_view is not None and scene.log_view.handle_event(event):
            return
        scene.go(lambda: scene.cursor.step(-event.y))
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        _click(scene, event.pos)


def _button(scene: ReviewContext, element: Any) -> None:
    actions: dict[str, Callable[[], Any]] = {
        "back": scene.back,
        "cancel": lambda: scene.cancel() if scene.analysing else scene.analyse(),
        "prev": lambda: scene.go(lambda: scene.cursor.step(-1)),
        "next": lambda: scene.go(lambda: scene.cursor.step(1)),
        "prev_turn": lambda: scene.go(lambda: scene.cursor.turn(-1)),
        "next_turn": lambda: scene.go(lambda: scene.cursor.turn(1)),
        "prev_round": lambda: scene.go(lambda: scene.cursor.round(-1)),
        "next_round": lambda: scene.go(lambda: scene.cursor.round(1)),
        "play": scene.toggle_autoplay,
        "pick": scene.toggle_picker,
        "reveal": scene.toggle_reveal,
    }
    for name, action in actions.items():
        if scene.buttons.get(name) is element:
            scene.app.audio.play("click")
            action()
            return
    choice = scene.picker.chosen(element)
    if choice is not None:
        scene.app.audio.play("click")
        scene.jump(choice)


def _key(scene: ReviewContext, key: int) -> None:
    if scene.picker.opened:
        answer = scene.picker.key(key)
        if isinstance(answer, rounds.Choice):
            scene.jump(answer)
            return
        if answer:
            scene.refresh()
            return
    if key == pygame.K_g:
        scene.toggle_picker()
        return
    moves = {
        pygame.K_LEFT: lambda: scene.cursor.step(-1),
        pygame.K_RIGHT: lambda: scene.cursor.step(1),
        pygame.K_UP: lambda: scene.cursor.turn(-1),
        pygame.K_DOWN: lambda: scene.cursor.turn(1),
        pygame.K_PAGEUP: lambda: scene.cursor.round(-1),
        pygame.K_PAGEDOWN: lambda: scene.cursor.round(1),
        pygame.K_HOME: lambda: scene.cursor.go(0),
        pygame.K_END: lambda: scene.cursor.go(scene.cursor.end),
    }
    if key in moves:
        scene.go(moves[key])
    elif key == pygame.K_SPACE:
        scene.toggle_autoplay()


def _click(scene: ReviewContext, pos: tuple[int, int]) -> None:
    if scene.picker.opened and not scene.picker.grid.box.collidepoint(pos):
        scene.picker.close()  # a click beside the grid closes it (and acts as usual)
        scene.refresh()
    elif scene.picker.opened:
        return
    position = scene.chart.position_at(pos)
    if position is not None:
        scene.go(lambda: scene.cursor.go(position))
        return
    for rect, index in scene.turning_rects:
        if rect.collidepoint(pos):
            scene.go(lambda index=index: scene.cursor.go(index))
            return
