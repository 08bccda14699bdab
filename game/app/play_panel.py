"""A play scene's part: the frame around the game's board.  It lays out the window (the
board's area, the dock beside it for the recap and the result cards, the status band above
both with Menu, the side panel: the game's widgets from the top, then Undo and Hint, or
Finish now in Hint's place, then the log), keeps those
buttons' texts and states up to date, and draws the status bar, the hand-over banner and
the tooltips (why the target under the mouse is illegal; why a disabled button is)."""

from __future__ import annotations

import pygame

from game.app import fonts, widgets
from game.app.log_view import LogView
from game.app.play_chrome import (
    Tooltip,
    draw_status_bar,
    status_band,
    status_layout,
    status_text_width,
)
from game.app.play_context import PlayContext
from game.text import tr

STATUS_H = 56
"""Design height of the band above the board that holds the status bar and Menu."""
DOCK_WIDTH = 300
"""Design width of the column beside the board that holds the recap and the result cards
(a game's :attr:`~game.app.play_hooks.GameHooks.dock_side`); at most two fifths of the
window left of the panel, so the board keeps the rest."""
DOCK_HEIGHT = 250
"""Design height of the strip under the board that holds them (``dock_side`` "below"), at
most two fifths of the board's area."""


class PanelChrome:
    """The chrome of ``scene`` (a :class:`game.app.play.PlayScene`); the rects, buttons and
    log view it builds are the scene's (``panel_rect``, ``board_area``, ``status_rect``,
    ``buttons``, ``log_view``), for the game to use."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene
        self.tooltip = Tooltip()

    def build(self) -> None:
        """Lay the window out; the game places its board and builds its panel within."""
        scene = self.scene
        px = scene.px
        w, h = scene.app.size
        buttons = scene.buttons
        buttons.clear()
        panel_w = px(scene.panel_width)
        scene.panel_rect = pygame.Rect(w - panel_w, 0, panel_w, h)
        band = max(px(STATUS_H), status_band(scene.status_lines, px) + px(4))
        area = pygame.Rect(px(14), band + px(10), w - panel_w - px(28), h - band - px(24))
        scene.status_rect = pygame.Rect(area.x, px(10), area.w - px(132), px(40))
        scene.board_area = scene.dock_rect = area
        if scene.dock_side == "right":  # the recap's and the cards' column: the board keeps clear
            dock_w = min(px(DOCK_WIDTH), area.w * 2 // 5)
            scene.board_area = pygame.Rect(area.x, area.y, area.w - dock_w - px(10), area.h)
            scene.dock_rect = pygame.Rect(area.right - dock_w, area.y, dock_w, area.h)
        elif scene.dock_side == "below":
            dock_h = min(px(DOCK_HEIGHT), area.h * 2 // 5)
            scene.board_area = pygame.Rect(area.x, area.y, area.w, area.h - dock_h - px(10))
            scene.dock_rect = pygame.Rect(area.x, area.bottom - dock_h, area.w, dock_h)
        scene.layout_board(scene.board_area)
        x0 = scene.panel_rect.x + px(12)
        inner = panel_w - px(24)
        y = scene.build_panel(x0, inner, px(14))
        half = (inner - px(8)) // 2
        buttons["undo"] = widgets.button(scene, pygame.Rect(x0, y, half, px(44)), "", "@small")
        right = pygame.Rect(x0 + half + px(8), y, half, px(44))
        buttons["hint"] = widgets.button(scene, right, "", "@small")
        # In the Hint's place (no hint can be asked for once no human can act).
        buttons["finish"] = widgets.button(scene, pygame.Rect(right), "", "@small")
        y += px(50)
        menu = pygame.Rect(area.right - px(120), px(10), px(120), px(40))  # the whole width
        buttons["menu"] = widgets.button(scene, menu, tr("play.menu"), "@small")
        scene.log_view = LogView(pygame.Rect(x0, y + px(4), inner, h - y - px(16)), px(15), px(8))
        scene.log_view.marker_text = tr("play.log_new_entries")

    def refresh(self) -> None:
        """Undo, Hint and Finish now: their words and whether they may be used now."""
        scene = self.scene
        undo, hint, finish = (scene.buttons[name] for name in ("undo", "hint", "finish"))
        widgets.set_text(undo, tr("play.undo"))
        widgets.set_tooltip(undo, tr("play.undo_help"))
        widgets.enable(undo, scene.can_undo() and not scene.match.is_over)
        widgets.set_text(hint, tr("play.hint"))
        widgets.set_tooltip(hint, tr("play.hint_help"))
        widgets.enable(hint, scene.is_human_turn() and not scene.turns.hint_pending)
        # The Finish now button replaces Hint while no human can act any more.
        widgets.set_text(finish, tr("play.finish_now"))
        widgets.set_tooltip(finish, tr("play.finish_now_help"))
        widgets.enable(finish, not scene.turns.finishing)
        finishing = scene.turns.can_finish()
        widgets.show(hint, not finishing)
        widgets.show(finish, finishing)

    def disabled_control(self) -> tuple[str, pygame.Rect] | None:
        """Why the disabled button under the mouse cannot be used now (if it says), and
        the rect to show it beside (the button, widened to the panel's left edge)."""
        scene = self.scene
        if not (scene.pointer_known and scene.is_top()):
            return None
        clicked = getattr(scene.app.manager, "just_clicked", None)
        for button in scene.buttons.values():
            why = widgets.why_disabled(button)
            if why and button.visible and button.rect.collidepoint(scene.mouse):
                if clicked is not None and clicked(button):
                    return None  # just clicked: its reason hides until the mouse leaves it
                rect = pygame.Rect(button.rect)
                if scene.panel_rect.contains(rect):  # beside the panel, over no other button
                    rect.width, rect.x = rect.right - scene.panel_rect.x, scene.panel_rect.x
                return why, rect
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The status bar, then the hand-over banner (the tooltips: :meth:`draw_tooltips`)."""
        scene = self.scene
        px = scene.px
        draw_status_bar(surface, scene.status_rect, scene.status_text(), px, self.status_most())
        if scene.handing.showing():
            scene.handing.draw(surface)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        """Why the disabled button under the mouse cannot be used, or why the target under
        it is illegal: drawn over everything, the widgets included (the app calls it after
        the widget layer)."""
        scene = self.scene
        if scene.handing.showing():
            return
        px = scene.px
        disabled = self.disabled_control()
        problem = scene.tooltip_text()
        if disabled is not None:  # beside the button: widgets are drawn over the scene
            self.tooltip.draw_beside(surface, disabled[0], disabled[1], px)
        elif problem:
            room = pygame.Rect(0, 0, scene.panel_rect.x, scene.app.size[1])  # never on the panel
            self.tooltip.draw(surface, problem, scene.mouse, px, room)

    def fits_status(self, text: str) -> bool:
        """Whether the status bar shows ``text`` within its band above the board."""
        scene = self.scene
        _size, _lines, height = status_layout(text, scene.status_rect, scene.px, self.status_most())
        return height <= max(scene.status_rect.h, self.status_most())

    def status_most(self) -> int:
        """How tall the status bar may grow (two lines, or the game's ``status_lines``):
        the band above the board."""
        scene = self.scene
        return scene.board_area.y - scene.status_rect.y - scene.px(4)

    def status_texts(self) -> list[tuple[str, int, int]]:
        """The status bar's lines as drawn: each with its width and the room it has."""
        scene = self.scene
        rect, px = scene.status_rect, scene.px
        size, lines, _ = status_layout(scene.status_text(), rect, px, self.status_most())
        room = status_text_width(rect, px)
        return [(line, fonts.font(size, True).size(line)[0], room) for line in lines]
