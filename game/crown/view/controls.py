"""The player's input on the Crown & Dragon play scene, a part of it: clicks on squares
(Forced March first picks its general), on cards beside the board and on the choice
buttons.  A step Undo cannot take back (it draws, rolls or shows a hidden card) waits for
a confirmation (the same click again, Confirm or Enter); Backspace, a right click or Esc
drop it.  Everything else, a battle and a card played included, is done on one click."""

from __future__ import annotations

import pygame
import pygame_gui

from game.crown import actions as acts
from game.crown.view import offboard
from game.crown.view.context import CrownContext
from game.engine.contract import Action


class CrownControls:
    """The input of ``scene`` (:class:`game.crown.view.play.CrownPlay`)."""

    def __init__(self, scene: CrownContext) -> None:
        self.scene = scene

    def handle(self, event: pygame.event.Event) -> None:
        """Input the chrome did not use."""
        scene = self.scene
        if scene.panel.handle(event):  # the seats' sections fold and scroll
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN:
            confirmed = scene.choices.confirmed(event)
            if confirmed is not None:
                scene.commit(confirmed)
            elif event.key == pygame.K_BACKSPACE:
                self.cancel()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.cancel()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos)

    def holding(self) -> bool:
        """A choice waits for its confirmation (or Forced March for its square)."""
        return self.scene.choices.pending is not None or self.scene.march is not None

    def cancel(self) -> bool:
        """Drop the choice waiting for its confirmation; True when there was one."""
        if not self.holding():
            return False
        self.scene.choices.drop()
        self.forget_march()
        self.scene.refresh()
        return True

    def forget_march(self) -> None:
        """Forced March's general is no longer chosen (played, undone, cancelled or no
        longer legal); the caller refreshes."""
        self.scene.march = None

    def choose(self, action: Action) -> None:
        """Do ``action``, or hold it until it is confirmed (a step Undo cannot take back: it
        draws, rolls or shows a hidden card, :meth:`PlayScene.needs_confirm`); choosing the
        held one again confirms it."""
        scene = self.scene
        if action != scene.choices.pending and scene.needs_confirm(action):
            scene.choices.hold(action)
            scene.refresh()
            return
        scene.commit(action)

    def button(self, element) -> None:
        scene = self.scene
        action = scene.choices.action_of(element)
        if action is not None:
            scene.app.audio.play("click")
            self.choose(action)
        elif element is scene.buttons.get("confirm") and scene.choices.pending is not None:
            scene.app.audio.play("click")
            scene.commit(scene.choices.pending)
        elif element is scene.buttons.get("rules_page"):
            booklet = scene.app.push("rules", game_id="crown")
            booklet.go(scene.panel.rules_page())
        elif (page := scene.panel.concept_page(element)) is not None:
            scene.app.push("rules", game_id="crown").go(page)

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the board or a card: choose (a step that cannot be undone waits for a
        second click or Confirm); Forced March first picks its general."""
        scene = self.scene
        if not scene.is_human_turn():
            return
        spot = scene.spot_at(pos)
        if spot is not None:
            self.card_click(spot)
            return
        square = scene.geo.square_at(pos)
        if square is None:
            return
        marchers = scene.marking.march_generals()
        if scene.march is None and square in marchers:
            scene.march = marchers[square]
            scene.app.audio.play("click")
            scene.refresh()
            return
        action = scene.marking.square_actions().get(square)
        if action is None:
            if self.holding():
                self.cancel()
            else:
                scene.app.audio.play("error")
            return
        if action != scene.choices.pending and scene.needs_confirm(action):
            scene.app.audio.play("click")
        self.choose(action)

    def card_click(self, spot: offboard.CardSpot) -> None:
        scene = self.scene
        legal = scene.legal()
        wanted: list[Action] = []
        if spot.what in ("placing", "back", "info"):
            return  # shown for reading only
        if spot.what == "market_general":
            wanted = [acts.buy_general(spot.value)]
        elif spot.what == "market_military":
            wanted = [acts.buy_military(spot.value)]
        elif spot.what == "hand":
            wanted = [acts.play(spot.value), acts.discard(spot.value)]
        elif spot.what == "black":
            wanted = [acts.dark(spot.value)]
        elif spot.what == "dealt":
            wanted = [acts.keep(spot.value)]
        for action in wanted:
            if action in legal:
                scene.app.audio.play("click")
                self.choose(action)
                return
        scene.app.audio.play("error")
