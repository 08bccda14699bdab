"""A play scene's part: where input goes, and what the mouse points at.

An event is offered, in turn, to: the hand-over banner (a click or key meant for the last
turn stops there), the coach, the steps being shown (Space, Enter or a click skips them;
the key also hurries the AI), the AI's pause (Space or Enter skips it), the recap, the
keyboard shortcuts (Ctrl+Z undo, H hint), the log (its scrolling), the chrome's buttons
(Undo, Hint, Finish now, Menu), and last the game (``handle_game_event``).

The mouse: the scene's ``mouse`` and ``pointer_known`` (no motion seen since the scene was
covered or uncovered: the mouse may be anywhere), and the target the last step found
under it (``quiet_target``), whose feedback waits until the mouse leaves it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from game.app.play_context import PlayContext
from game.engine.contract import Action

SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


def is_skip(event: pygame.event.Event) -> bool:
    """Space, Enter or a left click: what skips the steps being shown."""
    if event.type == pygame.KEYDOWN:
        return event.key in SKIP_KEYS
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1


class InputRouter:
    """The input of ``scene`` (a :class:`game.app.play.PlayScene`)."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene

    def handle(self, event: pygame.event.Event) -> None:
        scene = self.scene
        self._follow_pointer(event)
        if scene.handing.stops(event):
            return  # a click or key meant for the last turn: not for this one
        if scene.coach is not None and scene.coach.handle_event(scene, event):
            return
        if scene.steps.busy and is_skip(event):
            scene.skip_animations()
            if event.type == pygame.KEYDOWN:
                scene.turns.hurry()
            return
        if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS and scene.turns.hurry():
            return
        if scene.recap.handle(event):
            return
        if self.shortcut(event):
            return
        if scene.log_view is not None and scene.log_view.handle_event(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self._chrome_button(event.ui_element):
            return
        scene.handle_game_event(event)

    def _follow_pointer(self, event: pygame.event.Event) -> None:
        scene = self.scene
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            scene.mouse = event.pos
            scene.pointer_known = True
            quiet = scene.quiet_target
            if quiet is not None and scene.hover_target() != quiet[0]:
                scene.quiet_target = None  # the mouse left the target of the last step
        if event.type == pygame.MOUSEMOTION:
            scene.tooltip_hidden = False

    def shortcut(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z undo, H hint and Enter to play the hint; True when the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.scene.undo()
            return True
        if event.key == pygame.K_h:
            self.scene.turns.request_hint()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.scene.turns.accept_hint()
        return False

    def _chrome_button(self, element: Any) -> bool:
        scene = self.scene
        actions: dict[str, Callable[[], Any]] = {
            "undo": scene.undo,
            "hint": scene.turns.request_hint,
            "finish": scene.turns.finish_now,
            "menu": scene.commands.open_menu,
        }
        for name, action in actions.items():
            if scene.buttons.get(name) is element:
                scene.app.audio.play("click")
                action()
                return True
        return False

    # --- what the mouse points at -------------------------------------------------------
    def pointed(self) -> Action | None:
        """The candidate the screen may show feedback for (ghost, preview, tooltip): none
        while another screen covers this one, until the mouse has moved since it was
        uncovered, and while the mouse still rests on the target the last step found."""
        scene = self.scene
        if not (scene.pointer_known and scene.is_top() and scene.is_human_turn()):
            return None
        if scene.quiet_target is not None and scene.hover_target() == scene.quiet_target[0]:
            return None
        return scene.candidate()

    def quiet_hover(self) -> None:
        """After a step: what the mouse rests on was hovered before the step; its feedback
        would be stale (a piece just placed is "taken"), so it waits until the mouse leaves."""
        self.scene.quiet_target = (self.scene.hover_target(),)

    def hide_tooltip(self) -> None:
        """A step or an undo changed what the mouse rests on: no tooltip until it moves."""
        self.scene.tooltip_hidden = True

    def forget_pointer(self) -> None:
        """Another screen covered this one: the mouse is somewhere else now."""
        self.scene.pointer_known = False
        self.scene.quiet_target = None
