"""A play scene's part: the panel's choice buttons, and a choice waiting for its confirmation.

A game lays out a few buttons (:meth:`ChoiceSlots.build`), and after every change offers
its choices on them (:meth:`ChoiceSlots.show`: one :class:`Offer` a button, the rest
hidden; an offer with a reason is shown disabled, the reason on hover).  A pressed button
answers the action it offers (:meth:`ChoiceSlots.action_of`).

Some choices cost something or cannot be taken back (a challenge, an attack, a tile on a
square): the game holds one as :attr:`ChoiceSlots.pending` until the player confirms it
(a Confirm button built here, Enter, the same click again) or drops it (Backspace, a
right click).  A held choice that is no longer legal is dropped on the next
:meth:`ChoiceSlots.keep_legal`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from game.app import fonts, widgets
from game.app.play_context import PlayContext
from game.engine.contract import Action

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass(frozen=True)
class Offer:
    """One choice on a button: its words, its tooltip, why it is disabled (None: it may
    be chosen), and shorter words for a button too narrow for the label ("" if none)."""

    action: Action
    label: str
    tooltip: str
    why: str | None = None
    short: str = ""


class ChoiceSlots:
    """The choice buttons and the pending choice (see the module docstring).

    ``fit_labels``: a label wider than its button is cut short with "..." (the tooltip says
    it all)."""

    def __init__(self, fit_labels: bool = False) -> None:
        self.fit_labels = fit_labels
        self.buttons: list[UIButton] = []
        self.actions: list[Action | None] = []
        self.pending: Action | None = None
        self.confirm: UIButton | None = None

    # --- building ----------------------------------------------------------------------
    def build(
        self, scene: PlayContext, rects: Sequence[pygame.Rect], name: str | None = None
    ) -> None:
        """One (hidden until offered) button in each of ``rects``.  With a ``name`` they
        join the scene's ``buttons`` as ``name0``, ``name1``... (a play scene then shows
        the reason of a disabled one beside it)."""
        self.buttons = [widgets.button(scene, rect, "", "@small") for rect in rects]
        self.actions = [None] * len(self.buttons)
        if name is not None:
            for i, button in enumerate(self.buttons):
                scene.buttons[f"{name}{i}"] = button

    def build_confirm(self, scene: PlayContext, rect: pygame.Rect) -> UIButton:
        """The Confirm button (enabled while a choice is pending: :meth:`show_confirm`)."""
        self.confirm = widgets.button(scene, rect, "", "@small")
        return self.confirm

    def __len__(self) -> int:
        return len(self.buttons)

    # --- offering ------------------------------------------------------------------------
    def show(self, offers: Sequence[Offer | None]) -> None:
        """The first offers on the buttons, in order; the buttons left over are hidden (and
        a button whose offer is None: a game may keep a choice in its own slot)."""
        for i, button in enumerate(self.buttons):
            offer = offers[i] if i < len(offers) else None
            self.actions[i] = None if offer is None else offer.action
            if offer is None:
                widgets.show(button, False)
                continue
            label = offer.label
            if offer.short:
                label = widgets.first_that_fits(button, [label, offer.short])
            if self.fit_labels:
                label = fit_label(button, label)
            widgets.set_text(button, label)
            widgets.set_tooltip(button, offer.tooltip)
            widgets.enable(button, offer.why is None, offer.why)
            widgets.select(button, offer.action == self.pending)
            widgets.show(button, True)

    def offered(self) -> list[Action]:
        """The actions on the buttons now, in order."""
        return [action for action in self.actions if action is not None]

    def action_of(self, element: object) -> Action | None:
        """The action the button ``element`` offers (None: not one of these buttons, or
        hidden)."""
        for button, action in zip(self.buttons, self.actions, strict=True):
            if button is element:
                return action
        return None

    def button_of(self, action: Action) -> UIButton | None:
        """The visible button offering ``action``."""
        for button, offered in zip(self.buttons, self.actions, strict=True):
            if offered == action and button.visible:
                return button
        return None

    # --- the pending choice ----------------------------------------------------------------
    def hold(self, action: Action) -> None:
        """``action`` waits for its confirmation."""
        self.pending = action

    def drop(self) -> bool:
        """Forget the pending choice; True when there was one."""
        held = self.pending is not None
        self.pending = None
        return held

    def keep_legal(self, legal: Collection[Action]) -> None:
        """Drop the pending choice when it is no longer legal (the position moved on)."""
        if self.pending is not None and self.pending not in legal:
            self.pending = None

    def show_confirm(self, text: str, tooltip: str, can: bool, why: str | None = None) -> None:
        """The Confirm button's words, enabled while a choice is pending and ``can``."""
        if self.confirm is None:
            return
        widgets.set_text(self.confirm, text)
        widgets.set_tooltip(self.confirm, tooltip)
        widgets.enable(self.confirm, can and self.pending is not None, why)

    def confirmed(self, event: pygame.event.Event) -> Action | None:
        """The pending choice, when ``event`` confirms it (Confirm pressed, Enter)."""
        if self.pending is None:
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.confirm:
            return self.pending
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            return self.pending
        return None


def fit_label(button: UIButton, text: str) -> str:
    """``text`` cut short with "..." when it is wider than the button (the tooltip says it
    all): long names in Korean at a large UI scale."""
    font = getattr(button, "font", None)
    if font is None:
        return text
    edge = max(_width(button.border_width), 0) + max(_width(button.shadow_width), 0)
    room = button.rect.w - 2 * (edge + 4)
    return fonts.shorten(text, font, room)


def _width(value) -> int:
    """A theme width that may be one number or one per side."""
    return max(value.values()) if isinstance(value, dict) else int(value or 0)


__all__ = ["ChoiceSlots", "Offer", "fit_label"]
