"""The game log view: wraps once, follows new lines, scrolls with the wheel."""

from __future__ import annotations

import pygame

from game.app.log_view import LogView


def test_log_follows_new_lines_and_scrolls(make_app):
    make_app()  # fonts need pygame initialised
    view = LogView(pygame.Rect(0, 0, 300, 120), 15, 8)
    view.set_lines([f"line {i}" for i in range(40)])
    assert view.first == view.max_first() > 0  # showing the newest lines
    pygame.mouse.set_pos((10, 10))
    view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert view.first == view.max_first() - 6 and view.follow is False
    view.set_lines([f"line {i}" for i in range(41)])
    assert view.first == view.max_first() - 7  # reading back: new lines do not jump
    view.scroll(1000)
    assert view.follow is True
    long = "a much longer line that cannot fit into three hundred pixels at all, so it wraps"
    view.set_lines([long])
    assert len(view.rows) >= 2 and view.first == 0
