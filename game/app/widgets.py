"""Small helpers to create themed pygame-gui widgets inside a scene's root."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextBox

from game.app import fonts

if TYPE_CHECKING:
    from game.app.scene import Scene


def _oid(cls: str | None, ident: str | None = None) -> ObjectID | None:
    if cls is None and ident is None:
        return None
    return ObjectID(object_id=f"#{ident}" if ident else None, class_id=cls)


def button(
    scene: Scene,
    rect: pygame.Rect,
    label: str,
    cls: str | None = None,
    tooltip: str | None = None,
    container=None,
    ident: str | None = None,
) -> UIButton:
    return UIButton(
        rect,
        label,
        manager=scene.app.manager,
        container=container or scene.root,
        object_id=_oid(cls, ident),
        tool_tip_text=tooltip,
    )


def label(
    scene: Scene, rect: pygame.Rect, text: str, cls: str | None = None, container=None
) -> UILabel:
    return UILabel(
        rect,
        text,
        manager=scene.app.manager,
        container=container or scene.root,
        object_id=_oid(cls),
    )


def panel(scene: Scene, rect: pygame.Rect, cls: str | None = None, container=None) -> UIPanel:
    return UIPanel(
        rect,
        starting_height=1,
        manager=scene.app.manager,
        container=container or scene.root,
        object_id=_oid(cls),
    )


def text_box(
    scene: Scene, rect: pygame.Rect, html: str, container=None, cls: str | None = None
) -> UITextBox:
    return UITextBox(
        html,
        rect,
        manager=scene.app.manager,
        container=container or scene.root,
        object_id=_oid(cls),
    )


def escape(text: str) -> str:
    """Escape text for pygame-gui's HTML-like text boxes."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def set_text(button: UIButton, text: str) -> None:
    """Change a button's text only when it differs (pygame-gui redraws it on every call)."""
    if button.text != text:
        button.set_text(text)


def set_tooltip(button: UIButton, text: str) -> None:
    """Change a button's tooltip only when it differs."""
    if getattr(button, "_gg_tooltip", None) != text:
        button.set_tooltip(text)
        button._gg_tooltip = text


def enable(button: UIButton, on: bool, why: str | None = None) -> None:
    """Enable or disable ``button``; ``why`` says why it is disabled (shown on hover by the
    scenes that ask :func:`why_disabled`: pygame-gui shows no tooltip on a disabled button)."""
    if on:
        button.enable()
    else:
        button.disable()
    button._gg_why = None if on else why


def show(element: Any, on: bool) -> None:
    """Show or hide a widget.  While its scene is covered (its container hidden) the widget
    is only marked: it would otherwise float over the scene on top (a disabled Hint on the
    privacy screen), and it follows the mark when its scene is shown again
    (:meth:`game.app.scene.SceneStack.refresh_visibility`)."""
    element.gg_hidden = not on
    if not on:
        element.hide()
    elif container_shown(element):
        element.show()


def container_shown(element: Any) -> bool:
    """Whether every container around ``element`` is shown."""
    container = getattr(element, "ui_container", None)
    for _ in range(64):
        if container is None:
            return True
        if not container.visible:
            return False
        parent = getattr(container, "ui_container", None)
        container = None if parent is container else parent
    return True


def why_disabled(button: UIButton) -> str | None:
    """The reason given to :func:`enable` while ``button`` is disabled."""
    return None if button.is_enabled else getattr(button, "_gg_why", None)


def select(button: UIButton, on: bool) -> None:
    """Mark a toggle button.  A disabled button is never selected and keeps its disabled
    look (pygame-gui's ``unselect`` would paint it as an enabled one)."""
    if on and button.is_enabled:
        button.select()
    elif button.is_selected:
        button.unselect()


def text_room(button: UIButton) -> int:
    """The width a button's text may take: inside its border and shadow, a little air."""
    edges = [button.border_width, button.shadow_width]
    edge = sum(max(e.values()) if isinstance(e, dict) else int(e or 0) for e in edges)
    return button.rect.w - 2 * (edge + 2)


def first_that_fits(button: UIButton, texts: list[str]) -> str:
    """The first of ``texts`` that fits inside ``button`` (its border and shadow, and a
    little air, left clear); the last one when none does."""
    font = getattr(button, "font", None)
    if font is None:
        return texts[0]
    room = text_room(button)
    for text in texts:
        if font.size(text)[0] <= room:
            return text
    return texts[-1]


def fit_label(button: UIButton, text: str) -> None:
    """Show ``text`` on ``button``, cut with an ellipsis where it is too long (a player's
    own long name)."""
    font = getattr(button, "font", None)
    set_text(button, text if font is None else fonts.shorten(text, font, text_room(button)))
