"""Scenes and the scene stack.

Each scene owns one invisible root container holding all its widgets.  Scenes are
rebuilt from scratch when the language, the window size or the UI scale changes,
so every scene only has to know how to build itself.  An overlay scene (dialogs,
pause) is drawn over the scene below, which stays visible behind a dimming layer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIPanel

if TYPE_CHECKING:
    from game.app.audio import Audio
    from game.persistence.saves import SaveStore
    from game.persistence.settings import Settings
    from game.persistence.stats import StatsStore

LAYER_STEP = 40


class AppShell(Protocol):
    """What a scene may use of the application (:class:`game.app.app.App` is the one).

    Scenes know the app only through this, so the shell's modules never import the app
    back: the app builds scenes, scenes ask the app to show others.  A scene names the one
    it opens by its route (``self.app.push("settings")``, ``self.app.replace("results",
    match=match)``, ``self.app.reset_to("menu")``: :mod:`game.app.routes`), never by
    importing it; ``push``, ``replace`` and ``reset_to`` take a scene object too.
    """

    size: tuple[int, int]
    scale: float
    screen: pygame.Surface
    manager: pygame_gui.UIManager
    settings: Settings
    audio: Audio
    stats: StatsStore
    saves: SaveStore

    def px(self, value: float) -> int: ...
    def top(self) -> Scene | None: ...
    def scene(self, route: str, **args: Any) -> Scene: ...
    def push(self, scene: Scene | str, **args: Any) -> Scene: ...
    def pop(self) -> Scene | None: ...
    def replace(self, scene: Scene | str, **args: Any) -> Scene: ...
    def reset_to(self, scene: Scene | str, **args: Any) -> Scene: ...
    def show_message(self, key: str, **args: object) -> None: ...
    def request_quit(self) -> None: ...
    def quit(self) -> None: ...
    def set_language(self, lang: str) -> None: ...
    def save_settings(self) -> None: ...
    def apply_display_settings(self) -> None: ...


class Scene:
    """Base class for every screen of the app."""

    overlay = False  # drawn over the scene below (that scene stays visible, dimmed)
    in_game = False  # quitting the app from here asks first
    name = "scene"

    def __init__(self, app: AppShell) -> None:
        self.app = app
        self.root: UIContainer | None = None
        self.depth = 0

    # --- building ------------------------------------------------------------
    def build(self) -> None:
        """Create the widgets inside ``self.root``.  Override."""

    def rebuild(self) -> None:
        """Throw away all widgets and build them again (language, size or scale changed)."""
        if self.root is not None:
            self.root.kill()
        rect = pygame.Rect((0, 0), self.app.size)
        layer = 1 + self.depth * LAYER_STEP
        if self.overlay:
            self.root = UIPanel(
                rect,
                starting_height=layer,
                manager=self.app.manager,
                object_id=pygame_gui.core.ObjectID(class_id="@dim"),
            )
        else:
            self.root = UIContainer(rect, manager=self.app.manager, starting_height=layer)
        self.build()

    def destroy(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None
        self.drop_caches()

    def drop_caches(self) -> None:
        """Let go of the pictures this scene keeps to draw quickly (a copy of the window
        is 4 MB at 1280x800); called when the scene leaves the stack.  Override."""

    # --- life cycle -------------------------------------------------------------
    def on_enter(self) -> None:
        """The scene became the top of the stack for the first time."""

    def on_exit(self) -> None:
        """The scene was removed from the stack."""

    def on_uncover(self) -> None:
        """The scene is the top again after the one above it left."""

    # --- frame ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Events for the top scene only (pygame-gui events included)."""

    def update(self, dt: float) -> None:
        """Advance animations and polling; ``dt`` in seconds.  Runs for the top scene."""

    def draw(self, surface: pygame.Surface) -> None:
        """Custom drawing below the widgets.  Runs for every visible scene."""

    def draw_above(self, surface: pygame.Surface) -> None:
        """Drawing over the widgets, for the top scene only: its own tooltips, which must
        never hide under a button or a highlight drawn by the widget layer."""

    def animating(self) -> bool:
        """Whether something on screen moves by itself now.  While the top scene animates
        the app draws every frame; otherwise it sleeps until input comes, redrawing only a
        few times a second (a board game left open must not keep a core busy)."""
        return False

    def back(self) -> None:
        """Esc: by default leave the scene."""
        self.app.pop()

    # --- helpers ----------------------------------------------------------------
    def px(self, value: float) -> int:
        return self.app.px(value)

    def is_top(self) -> bool:
        return self.app.top() is self

    def state_for_test(self) -> dict[str, Any]:
        """A small description of what the scene shows (for UI tests)."""
        return {"name": self.name}

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        """The texts this scene draws itself (not its widgets), each as ``(text, width it
        takes, width of its box)`` from the same measuring the drawing uses; a test checks
        that every text fits at every window size, UI scale and language."""
        return []


class SceneStack:
    """Push / pop / replace with visibility handled for overlays."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._kept_hidden: dict[int, list[Any]] = {}
        """Per hidden root: the widgets its scene had hidden itself."""

    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every overlay chain below it."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.overlay:
                break
        return list(reversed(out))

    def refresh_visibility(self) -> None:
        """Show the visible scenes' widgets and hide the others'.  pygame-gui shows every
        widget of a container it shows again, so the widgets a scene had hidden itself
        (Finish now in Hint's place, a panel's unused buttons) are remembered when its
        root is hidden and hidden again when it comes back; one the scene showed or hid
        meanwhile with :func:`game.app.widgets.show` follows that."""
        shown = set(map(id, self.visible()))
        for scene in self.scenes:
            root = scene.root
            if root is None:
                continue
            if id(scene) in shown:
                if not root.visible:
                    before = {id(e) for e in self._kept_hidden.pop(id(root), ())}
                    root.show()
                    for element in widgets_in(root):
                        marked = getattr(element, "gg_hidden", None)  # widgets.show's mark
                        if marked or (marked is None and id(element) in before):
                            element.hide()
            elif root.visible:
                self._kept_hidden[id(root)] = [e for e in widgets_in(root) if not e.visible]
                root.hide()
        alive = {id(scene.root) for scene in self.scenes if scene.root is not None}
        for key in [key for key in self._kept_hidden if key not in alive]:
            del self._kept_hidden[key]


def widgets_in(container: Any) -> list[Any]:
    """Every widget inside ``container``, those of nested panels and containers too."""
    found = []
    for element in list(getattr(container, "elements", ())):
        found.append(element)
        inner = element.get_container() if hasattr(element, "get_container") else None
        if inner is not None and inner is not element:
            found += widgets_in(inner)
        elif inner is element:
            found += widgets_in(element)
    return found
