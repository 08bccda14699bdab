"""Shared rough edges a new player hit (issue 35, part 5), each at its root."""

from __future__ import annotations

import pytest

from game.app.scenes.main_menu import MainMenu
from game.app.scenes.pause import PauseMenu
from game.engine.match import SeatInfo
from game.persistence.settings import SettingsStore
from tests.app.test_resign import play_scene
from tests.ui_fixtures import click, frames

pytestmark = pytest.mark.usefixtures("home")

HUMAN, GREEDY = SeatInfo("human"), SeatInfo("ai", "greedy")


def hidden_widgets(scene) -> set[int]:
    from game.app.scene import widgets_in

    return {id(e) for e in widgets_in(scene.root) if not e.visible}


@pytest.mark.parametrize("game", ["armadora", "goldmine", "crown"])
@pytest.mark.parametrize("visit", ["rules", "settings"])
def test_hidden_play_buttons_stay_hidden_behind_the_pause_menu(make_app, game, visit):
    app = make_app()
    scene = play_scene(app, game, [HUMAN, GREEDY])
    hidden = hidden_widgets(scene)
    assert hidden  # Finish now waits in Hint's place, at least
    click(app, scene.buttons["menu"])
    pause = app.top()
    assert isinstance(pause, PauseMenu)
    click(app, pause.buttons[visit])
    assert app.top() is not pause
    app.top().back()
    frames(app, 2)
    assert app.top() is pause
    assert hidden_widgets(scene) >= hidden  # nothing shows through the overlay


def test_lang_on_the_command_line_is_for_this_run_only(make_app, home):
    app = make_app(lang="ko")
    assert app.settings.language == "ko"
    app.settings.master_volume = 0.3
    app.save_settings()  # any setting saved during the run
    app.shutdown()
    stored = SettingsStore().load()
    assert stored.language == "en" and stored.master_volume == 0.3
    again = make_app(lang="ko")
    again.push(MainMenu(again))
    again.set_language("en")  # picked by the player: that one is kept
    again.set_language("ko")
    again.shutdown()
    assert SettingsStore().load().language == "ko"
