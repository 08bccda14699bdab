"""A second start on a user folder another app holds: it shows only the "already open"
message, in the player's language and in a window, writes nothing, ends on its button;
the app that holds the folder comes forward when asked (issue 49)."""

from __future__ import annotations

import json

import pygame
import pytest

from game.app import app as app_module
from game.persistence.instance import RAISE_NAME, InstanceLock
from game.text import tr
from tests.ui_fixtures import click, frames, run_loop

pytestmark = pytest.mark.usefixtures("home")


def files(folder) -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(folder)): (p.stat().st_mtime_ns, p.stat().st_size)
        for p in folder.rglob("*")
        if p.is_file()
    }


def test_the_second_start_says_so_in_the_players_language_and_writes_nothing(home, make_app):
    (home / "config").mkdir()
    settings = {"language": "ko", "fullscreen": True, "window_size": [1600, 900]}
    (home / "config" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    (home / "statistics.json").write_text("{broken", encoding="utf-8")  # left alone
    (home / "saves").mkdir()
    (home / "saves" / ".autosave-x.json.999999.ab.tmp").write_text("", encoding="utf-8")
    before = files(home)
    app = make_app(size=app_module.MIN_SIZE, guest=True)
    scene = app.push("already_open")
    frames(app, 2)
    assert not app.settings.fullscreen and app.screen.get_size() == app_module.MIN_SIZE
    assert scene.state_for_test() == {"name": "already_open", "key": "instance.already_open"}
    assert scene.ok_button.text == tr("instance.switch") == "그 창으로 가기"
    click(app, scene.ok_button)
    assert not app.running  # its only screen left: the app ends
    app.shutdown()
    assert files(home) == before  # no settings saved, nothing tidied or set aside


def test_esc_or_closing_the_window_ends_the_second_start_too(make_app):
    for event in (
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""),
        pygame.event.Event(pygame.QUIT),
    ):
        app = make_app(guest=True)
        app.push("already_open")
        app.step(1 / 60, events=[event])
        assert not app.running


def test_the_app_holding_the_folder_comes_forward_when_asked(menu_app, home, monkeypatch):
    instance = InstanceLock(home)
    assert instance.claim()
    try:
        menu_app.instance = instance
        called = []
        monkeypatch.setattr(menu_app, "come_forward", lambda: called.append(1))
        menu_app.top().update(60)  # the menu at rest: the loop sleeps between polls
        app_module.drain_events()
        run_loop(menu_app, 1.0)
        assert called == []  # nobody asked
        assert InstanceLock(home).ask_to_come_forward()
        run_loop(menu_app, 0.3)  # it looks at least once per idle wait
        assert called == [1]
        assert not (home / RAISE_NAME).exists()  # the request is used up
        run_loop(menu_app, 1.0)
        assert called == [1]
    finally:
        instance.release()


def test_coming_forward_is_safe_on_a_driver_that_cannot_raise_windows(menu_app):
    menu_app.come_forward()  # the dummy driver: nothing to raise, nothing raised
    frames(menu_app, 1)
    assert menu_app.running
