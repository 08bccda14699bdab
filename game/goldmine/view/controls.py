"""The player's input on the Gold Mine play scene, a part of it: clicks on the mine (done at
once, or, when a die or a draw follows, confirmed by the same click again), the choice
buttons, the own face-up tiles, turning the tile to place (R, a right click, Ctrl + wheel,
the Turn button), recentering the view (F, Home, the button), Enter and Backspace.  It
keeps what the input is in the middle of:
the way round of the tile, the mouse's place over the mine, and a short note after a key
that could do nothing."""

from __future__ import annotations

import pygame
import pygame_gui

from game.goldmine import actions as act
from game.goldmine.actions import Kind
from game.goldmine.tiles import GEOMETRY, TILES, Tile
from game.goldmine.view.context import GoldMineContext
from game.goldmine.view.words import CHALLENGES, own
from game.text import tr

ROTATE_MODS = pygame.KMOD_SHIFT | pygame.KMOD_CTRL
NOTE_TIME = 2.5
"""Seconds a note after a key that could do nothing stays on screen."""
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
RECENTER_KEYS = (pygame.K_f, pygame.K_HOME)
"""The whole mine in view again (F as before; Home, the usual "back to the start" key: the
play scene gives Home to nothing else, the log's key is End)."""


class MineControls:
    """The input of ``scene`` (:class:`game.goldmine.view.play.GoldMinePlay`)."""

    def __init__(self, scene: GoldMineContext) -> None:
        self.scene = scene
        self.rot = 0
        """The way round the player turned the tile to place."""
        self.hover: tuple[int, int] | None = None
        """The mouse over the board (the last motion the board was given)."""
        self.note: tuple[str, float, tuple[int, int] | None] | None = None
        """A short note (words, until when, the square it is about) after a key that could
        do nothing: R when only one way round fits."""

    def placing(self) -> bool:
        """The player at the keyboard has a tile to place."""
        return self.scene.marking.tile_to_place() is not None and self.scene.is_human_turn()

    # --- events --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Input the chrome did not use."""
        scene = self.scene
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type == pygame.MOUSEWHEEL and pygame.key.get_mods() & ROTATE_MODS:
            if self.placing():
                self.rotate(1 if event.y > 0 else -1)
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if scene.challenge_box.choosing is not None and scene.challenge_box.handle(event):
            return
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and self._hand_click(event.pos):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos  # a drag's too: after it, the square under the pointer
        if scene.view.camera.handle_event(event):
            scene.view.take_over()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.hover = event.pos
            pointer = scene.marking.pointer_at(event.pos)
            if pointer is not None:
                scene.view.look_at_goal(pointer)
                return
            self.click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            if self.placing():
                self.rotate(1)
            elif scene.choices.drop():
                scene.refresh()

    def _button(self, element) -> None:
        scene = self.scene
        action = scene.choices.action_of(element)
        if action is not None:
            scene.app.audio.play("click")
            if action != scene.pending and scene.needs_confirm(action):
                scene.choices.hold(action)  # a die or a draw follows: it waits for a confirmation
                scene.refresh()
            else:
                scene.commit(action)
        elif element is scene.buttons.get("rotate"):
            self.rotate(1)
        elif element is scene.buttons.get("fit"):
            scene.view.recenter(scene.observation().board)
        elif element is scene.buttons.get("confirm") and scene.pending is not None:
            scene.commit(scene.pending)

    def _key(self, event: pygame.event.Event) -> bool:
        scene = self.scene
        if event.key == pygame.K_r and self.placing():
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in RECENTER_KEYS:
            scene.view.recenter(scene.observation().board)
            return True
        if event.key in CONFIRM_KEYS and scene.pending is not None:
            if scene.is_human_turn():
                scene.commit(scene.pending)
            return True
        if event.key == pygame.K_BACKSPACE and scene.choices.drop():
            scene.refresh()
            return True
        return False

    def _hand_click(self, pos: tuple[int, int]) -> bool:
        """A click on one of the turn player's own face-up tiles plays it, when it may."""
        scene = self.scene
        if not scene.is_human_turn():
            return False
        tile = scene.panel.hand_tile_at(pos)
        if tile is None:
            return False
        for action in scene.legal():
            if own(action) and TILES[action[1]] == TILES[tile]:
                scene.app.audio.play("click")
                if action != scene.pending and scene.needs_confirm(action):
                    scene.choices.hold(action)  # a draw follows: Confirm or Enter plays it
                    scene.refresh()
                else:
                    scene.commit(action)
                return True
        scene.app.audio.play("error")
        return True

    # --- choosing on the mine ------------------------------------------------------------------
    def rotate(self, step: int) -> None:
        """Turn the tile to place; on a marked spot only the rotations that fit there (when
        only one does, or the tile looks the same every way round, a note says so)."""
        scene, marking = self.scene, self.scene.marking
        scene.turns.clear_hint()
        square = marking.pending_square() or (
            scene.view.square_at(self.hover) if self.hover else None
        )
        rots = marking.spots().get(square, []) if square is not None else []
        tile = marking.tile_to_place()
        if len(rots) == 1 or (tile is not None and not rots and len(distinct_turns(tile)) == 1):
            key = "only_one_way" if len(rots) == 1 else "same_every_way"
            self.note = (tr(f"goldmine_ui.{key}"), scene.time + NOTE_TIME, square if rots else None)
            scene.app.audio.play("error")
            scene.refresh()
            return
        if rots:
            current = marking.ghost_rot(square)
            index = rots.index(current) if current in rots else -1
            self.rot = rots[(index + step) % len(rots)]
        else:
            self.rot = (self.rot + step) % 4
        pending = scene.pending
        if pending is not None and pending[0] == Kind.PLACE:
            scene.choices.hold(act.place(pending[1], pending[2], marking.ghost_rot(square)))
        scene.refresh()

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the board: done at once when Undo can take it back; a choice that a die
        or a draw follows waits for a confirmation (the same click again, Confirm, Enter)."""
        scene = self.scene
        if not scene.is_human_turn():
            return
        action = scene.marking.candidate()
        if action is None:
            return
        legal = scene.legal()
        if action not in legal:
            scene.app.audio.play("error")
            return
        if action == scene.pending:
            scene.commit(action)
            return
        if action[0] in CHALLENGES and scene.challenge_box.offers_both(action[1], legal):
            scene.choices.drop()
            scene.challenge_box.open(action[1])  # which challenge: the choice box asks
            scene.app.audio.play("click")
            scene.refresh()
            return
        scene.turns.clear_hint()  # the player acts: the hint has done its work
        if action[0] == Kind.PLACE:
            self.rot = act.read(action).rot
        scene.app.audio.play("click")
        if not scene.needs_confirm(action):  # Undo takes it back: done on one click
            scene.commit(action)
            return
        scene.choices.hold(action)
        scene.refresh()

    def current_note(self) -> tuple[str, pygame.Rect | None] | None:
        """The note still shown (its words and where the square it is about is now: the
        view may have moved since), if any."""
        if self.note is None:
            return None
        words, until, square = self.note
        if self.scene.time >= until or not self.scene.is_human_turn():
            self.note = None
            return None
        if square is None:
            return words, None
        return words, self.scene.view.camera.rect_to_screen((*square, 1, 1))


def distinct_turns(tile: Tile) -> set:
    """The different pictures of ``tile`` turned 0-3 quarter turns (a crossroads or a cave
    has one: turning it changes nothing; the path with a feature counts apart)."""
    featured = tile.passage or tile.mud or tile.spec.chamber
    turns = set()
    for rot in range(4):
        paths = GEOMETRY[tile.kind][rot].paths
        turns.add((frozenset(paths), paths[0] if featured and len(paths) > 1 else None))
    return turns


__all__ = ["MineControls", "distinct_turns"]
