"""``python main.py --self-test``: load every asset and render every scene headless.

Runs with the dummy video and audio drivers and a throw-away user folder (inside
``GOLD_AND_GLORY_HOME`` when that is set), in both languages with missing locale keys
treated as errors.  Prints what it checked and exits non-zero naming the first scene or
asset that failed.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable

from game import text
from game.app import audio, theme
from game.app.app import App
from game.app.scene import Scene
from game.app.views import views
from game.engine import registry
from game.engine.match import Match, SeatInfo


def run_self_test() -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    # The throw-away folder lives in GOLD_AND_GLORY_HOME when that is set (nothing is
    # written anywhere else, and none of the player's files there is touched), else in
    # the system's temporary folder.
    chosen = os.environ.get("GOLD_AND_GLORY_HOME")
    try:
        if chosen:
            os.makedirs(chosen, exist_ok=True)
        scratch = tempfile.TemporaryDirectory(prefix="gg-selftest-", dir=chosen or None)
    except OSError as exc:
        print(f"self-test FAILED: no folder to work in: {exc}", file=sys.stderr)
        return 1
    try:
        with scratch as home:
            os.environ["GOLD_AND_GLORY_HOME"] = home
            try:
                checked = _run()
            except SelfTestFailure as failure:
                print(f"self-test FAILED: {failure}", file=sys.stderr)
                return 1
    finally:
        if chosen:
            os.environ["GOLD_AND_GLORY_HOME"] = chosen
        else:
            os.environ.pop("GOLD_AND_GLORY_HOME", None)
    print(f"self-test passed: {checked} checks")
    return 0


class SelfTestFailure(Exception):
    pass


def _check(what: str, action: Callable[[], object]) -> None:
    try:
        action()
    except Exception as exc:
        traceback.print_exc(file=sys.stderr)
        raise SelfTestFailure(f"{what}: {type(exc).__name__}: {exc}") from None


def _run() -> int:
    checks = 0
    text.set_strict(True)

    def locales() -> None:
        for lang in text.LANGUAGES:
            if not text.catalog(lang):
                raise FileNotFoundError(f"no locale files for {lang!r} in {text.LOCALES_DIR}")

    _check("locales", locales)
    _check("theme", lambda: theme.theme_dict(1.0))
    _check("games", lambda: [info.view for info in registry.games()])
    _check("sound synthesis", lambda: [audio.synthesise(n) for n in audio.EFFECTS.values()])
    opened: list[App] = []
    _check("window and theme", lambda: opened.append(App(size=(1280, 800))))
    app = opened[0]
    checks += 5

    def check_scene(scene_name: str, factory: Callable[[], Scene]) -> None:
        nonlocal checks

        def go() -> None:
            scene = app.push(factory())
            for _ in range(3):
                app.step(1 / 60, events=[])
            app.pop()
            del scene

        _check(f"{scene_name} [{text.language()}]", go)
        checks += 1

    for lang in text.LANGUAGES:
        app.set_language(lang)
        app.reset_to("menu")
        app.step(1 / 60, events=[])
        checks += 1
        check_scene("settings", lambda: app.scene("settings"))
        check_scene("load", lambda: app.scene("load"))
        check_scene("statistics", lambda: app.scene("statistics"))
        check_scene("rules index", lambda: app.scene("rules"))
        check_scene(
            "confirm dialog",
            lambda: app.scene("confirm", key="dialog.quit_game", on_yes=lambda: None),
        )
        check_scene("message dialog", lambda: app.scene("message", key="errors.save_corrupt"))
        for view in views():
            game_id = view.game_id
            info = registry.get(game_id)
            check_scene(f"{game_id} setup", lambda g=game_id: app.scene("setup", game_id=g))
            check_scene(f"{game_id} rules", lambda g=game_id: app.scene("rules", game_id=g))
            seats = [SeatInfo("human")] + [
                SeatInfo("ai", "random") for _ in range(info.min_players - 1)
            ]

            def play(i=info, s=seats) -> Scene:
                return app.scene("play", match=Match.new(i.rules, {"players": i.min_players}, 1, s))

            check_scene(f"{view.game_id} play", play)
            if view.sample_scenes is not None:
                for index, _ in enumerate(view.sample_scenes(app)):
                    check_scene(
                        f"{view.game_id} scene {index}",
                        lambda v=view, n=index: v.sample_scenes(app)[n],
                    )
    app.shutdown()
    text.set_strict(False)
    return checks
