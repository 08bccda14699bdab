"""The player's input on the Armadora play scene, a part of it: a click on a square or a line
plays what the mouse points at in the current mode (a right click leaves a mode), the value
chips and keys 1-5 pick the warrior to place, P and R toggle the power and reinforcement
modes, Enter or D is Done.  What Undo cannot take back asks first (the one confirm rule,
``docs/decisions.md``): a peek (a value seen cannot be unseen), a face-up Goblin warrior,
the last pass (it shows every value); everything else is done on one click."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.armadora import actions as act
from game.armadora import board
from game.armadora.actions import Kind
from game.armadora.view.context import ArmadoraContext
from game.engine.contract import Action

VALUE_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5}
CONFIRM_KEYS = {
    Kind.PEEK: "armadora_ui.confirm_peek",
    Kind.GOBLIN: "armadora_ui.confirm_goblin",
    Kind.PASS: "armadora_ui.confirm_pass",
}
"""The question of each decision that may ask first (:meth:`PlayScene.needs_confirm`
says whether it does: a pass asks only when it is the last and shows every value)."""
MODE_ENDING = frozenset({*act.POWERS, Kind.REINFORCE})
"""Actions after which the scene goes back to the main mode (a power used, a reinforcement)."""


class ArmadoraControls:
    """The input of ``scene`` (:class:`game.armadora.view.play.ArmadoraPlay`); the mode and
    the chosen value are the scene's (``mode``, ``value``)."""

    def __init__(self, scene: ArmadoraContext) -> None:
        self.scene = scene

    def handle(self, event: pygame.event.Event) -> None:
        """Input the chrome did not use."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.set_mode("main")
        elif event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.button(event.ui_element)

    def key(self, event: pygame.event.Event) -> None:
        if event.key in VALUE_KEYS:
            self.choose_value(VALUE_KEYS[event.key])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d):
            self.try_play(act.done())
        elif event.key == pygame.K_p:
            self.toggle_mode("power")
        elif event.key == pygame.K_r:
            self.toggle_mode("reinforce")

    def button(self, element) -> None:
        scene = self.scene
        value_buttons = scene.panel.value_buttons
        if element in value_buttons:
            self.choose_value(value_buttons[element])
            return
        name = next((n for n, b in scene.buttons.items() if b is element), None)
        if name is None:
            return
        scene.app.audio.play("click")
        if name in ("power", "reinforce"):
            self.toggle_mode(name)
        elif name == "done":
            self.try_play(act.done())
        elif name == "pass":
            self.ask_pass()

    def ask_pass(self) -> None:
        if act.PASS in self.scene.legal():
            self.try_play(act.pass_())

    def confirm_args(self, action: Action) -> dict[str, Any]:
        """The square and the value a confirmation names."""
        kind = act.kind_of(action)
        if kind not in act.ON_SQUARE:
            return {}
        found: dict[str, Any] = {"square": board.square_name(act.square(action))}
        if kind in act.WITH_VALUE:
            found["value"] = act.value(action)
        return found

    def choose_value(self, value: int) -> None:
        scene = self.scene
        hand = scene.hand()
        if value < len(hand) and hand[value]:
            scene.value = value
            scene.refresh()

    def pick_value(self) -> None:
        """Keep the chosen warrior value one the hand still holds (else its lowest)."""
        scene = self.scene
        hand = scene.hand()
        if hand and not (0 < scene.value < len(hand) and hand[scene.value]):
            available = [v for v in range(1, len(hand)) if hand[v]]
            scene.value = available[0] if available else 1

    def leave_mode(self) -> None:
        """Back to plain placing (the mode's action was played, undone or became unusable);
        the caller refreshes."""
        self.scene.mode = "main"

    def toggle_mode(self, mode: str) -> None:
        self.set_mode("main" if self.scene.mode == mode else mode)

    def set_mode(self, mode: str) -> None:
        self.scene.mode = mode
        self.scene.refresh()

    def click(self) -> None:
        scene = self.scene
        action = scene.candidate()
        if action is None:
            return
        if action in scene.legal():
            self.try_play(action)
        else:
            scene.app.audio.play("error")

    def try_play(self, action: Action, confirmed: bool = False) -> None:
        scene = self.scene
        if not scene.is_human_turn() or action not in scene.legal():
            return
        kind = act.kind_of(action)
        key = CONFIRM_KEYS.get(kind)
        forced = len(scene.legal()) == 1  # nothing else to choose: nothing to ask
        if key and not confirmed and not forced and scene.needs_confirm(action):
            scene.app.push(  # Undo could not take it back
                "confirm",
                key=key,
                on_yes=lambda: self.try_play(action, confirmed=True),
                args=self.confirm_args(action),
            )
            return
        if kind in MODE_ENDING:
            self.leave_mode()
        scene.play(action)
