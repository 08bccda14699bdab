"""A player's name field: what is typed or pasted into it keeps to the names' rule.

Control characters, bidirectional controls and lone surrogates never enter it, whitespace
becomes a space, and it holds at most :data:`~game.engine.names.MAX_NAME_CHARS` characters
(:func:`game.engine.names.typed_name`).  A paste is cleaned the same way and cut to the room
left, where pygame-gui alone would refuse a paste too long as a whole, so the name the New
game screen starts a game with is always one a save keeps as it is.
"""

from __future__ import annotations

import pygame
from pygame_gui import UI_TEXT_ENTRY_CHANGED
from pygame_gui.core.utility import clipboard_paste
from pygame_gui.elements import UITextEntryLine

from game.engine.names import MAX_NAME_CHARS, typed_name


def is_paste(event: pygame.event.Event) -> bool:
    """Ctrl+V (Cmd+V), as a key or as the text input some systems send instead."""
    if event.type == pygame.KEYDOWN:
        mod = event.mod
        return (
            event.key == pygame.K_v
            and bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
            and (not mod & pygame.KMOD_ALT)
        )
    if event.type == pygame.TEXTINPUT and event.text == "v":
        return bool(pygame.key.get_mods() & (pygame.KMOD_CTRL | pygame.KMOD_META))
    return False


class NameEntry(UITextEntryLine):
    """A one-line text entry for a player's name (see the module's docstring)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.set_text_length_limit(MAX_NAME_CHARS)

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.is_enabled and self.is_focused and is_paste(event):
            self.paste(clipboard_paste())
            return True
        before = self.get_text()
        consumed = super().process_event(event)
        text = self.get_text()
        if text != before and typed_name(text) != text:  # e.g. a control character typed
            self._put(typed_name(text), len(typed_name(text[: self.edit_position])))
        return consumed

    def paste(self, pasted: str) -> None:
        """Put ``pasted``, cleaned, where the cursor or the selection is, as much of it as
        the room left holds."""
        text = self.get_text()
        low, high = sorted(self.select_range)
        if low == high:
            low = high = self.edit_position
        room = MAX_NAME_CHARS - len(text) + (high - low)
        added = typed_name(pasted)[: max(0, room)]
        if not added and low == high:
            return
        self.select_range = [0, 0]
        self._put(text[:low] + added + text[high:], low + len(added))
        self._post_changed()

    def _put(self, text: str, cursor: int) -> None:
        """Show ``text`` with the cursor at ``cursor``."""
        self.set_text(text)
        self.edit_position = min(cursor, len(text))
        layout = self.drawable_shape.text_box_layout if self.drawable_shape else None
        if layout is not None:
            layout.set_cursor_position(self.edit_position)
            self.drawable_shape.apply_active_text_changes()

    def _post_changed(self) -> None:
        """Tell the screen the text changed, as pygame-gui does after a key."""
        data = {
            "text": self.text,
            "ui_element": self,
            "ui_object_id": self.most_specific_combined_id,
        }
        pygame.event.post(pygame.event.Event(UI_TEXT_ENTRY_CHANGED, data))
