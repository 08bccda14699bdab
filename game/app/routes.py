"""Every screen the app opens, by name.

A scene never imports the scene it leads to: it asks the app shell for a route, with the
route's arguments (Tuxemon's scene stack, which is told the name of a state, is the model)::

    self.app.push("settings")
    self.app.push("rules", game_id="armadora")
    self.app.replace("results", match=self.match)
    self.app.reset_to("menu")

This module is the only one that imports the scenes it names (a test keeps it so), and
nothing imports it but the app (:class:`game.app.app.App`), so the shell's modules form no
circle: the app knows the routes, the routes know the scenes, and a scene knows the app
only as :class:`game.app.scene.AppShell`.

Each scene's module is imported when its route is first taken, not with this module: the
app starts on the menu, and the menu's first frame waits for nothing it does not draw
(the review, the coach, the Load screen and every game's screens load on first use).

The routes and their arguments:

- ``"menu"``, ``"load"``, ``"statistics"``, ``"settings"``: the menu's screens;
- ``"rules"``: the list of rules booklets; with ``game_id``, that game's booklet;
- ``"setup"`` (``game_id``): the New game screen, the game's own or the shared one;
- ``"play"`` (``match``): the game's play scene, a new match or one loaded;
- ``"results"`` (``match``): the Results screen of a finished match;
- ``"tutorial"`` (``game_id``, ``chapter``): the game's guided first game (a play scene
  with the coach, :mod:`game.app.coach`), from its first chapter or the one named;
- ``"review"`` (``match``, ``seat``): the review of a finished or unfinished match (an
  unfinished one several people play is opened through :func:`game.app.resume.open_review`,
  which asks whose it is and hands the computer over first);
- ``"pause"`` (``game_id``, ``on_save``, ``on_quit``, ``resign``): the pause menu;
- ``"privacy"`` (``player``, ``on_ready``, ``turn_of``, ``undo``): the hot-seat screen;
- ``"confirm"`` (``key``, ``on_yes``, ``args``, ``yes_key``, ``no_key``), ``"choose"``
  (``key``, ``options``: label and action per answer, ``args``) and ``"message"`` (``key``,
  ``args``): the dialogs;
- ``"already_open"``: all a second start on a user folder held by a running app shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.app.scene import AppShell, Scene

if TYPE_CHECKING:
    from game.engine.match import Match

# Every import below stands inside the function that opens its route: a scene's module is
# loaded the first time the scene is shown, never at start-up (see the module docstring).


def menu(app: AppShell) -> Scene:
    from game.app.scenes.main_menu import MainMenu

    return MainMenu(app)


def load(app: AppShell) -> Scene:
    from game.app.scenes.load_game import LoadGame

    return LoadGame(app)


def statistics(app: AppShell) -> Scene:
    from game.app.scenes.statistics import Statistics

    return Statistics(app)


def settings(app: AppShell) -> Scene:
    from game.app.scenes.settings import SettingsScene

    return SettingsScene(app)


def rules(app: AppShell, game_id: str | None = None) -> Scene:
    """The rules index; with ``game_id``, that game's rules booklet."""
    if game_id is None:
        from game.app.scenes.rules_index import RulesIndex

        return RulesIndex(app)
    from game.app.views import get_view

    return get_view(game_id).rules_scene(app)


def setup(app: AppShell, game_id: str) -> Scene:
    """The New game screen of ``game_id``: the game's own, or the shared one drawn from
    the ``SetupSpec`` it declares."""
    from game.app.views import get_view

    own = get_view(game_id).setup_scene
    if own is not None:
        return own(app)
    from game.app.setup_scene import SetupScene

    return SetupScene(app, game_id)


def play(app: AppShell, match: Match) -> Scene:
    """The play scene of ``match``'s game."""
    from game.app.views import get_view

    return get_view(match.rules.game_id).play_scene(app, match)


def results(app: AppShell, **args: Any) -> Scene:
    from game.app.results_scene import ResultsScene

    return ResultsScene(app, **args)


def tutorial(app: AppShell, **args: Any) -> Scene:
    from game.app.coach import tutorial_scene

    return tutorial_scene(app, **args)


def review(app: AppShell, **args: Any) -> Scene:
    from game.app.review.scene import ReviewScene

    return ReviewScene(app, **args)


def pause(app: AppShell, **args: Any) -> Scene:
    from game.app.scenes.pause import PauseMenu

    return PauseMenu(app, **args)


def privacy(app: AppShell, **args: Any) -> Scene:
    from game.app.scenes.privacy import PrivacyScreen

    return PrivacyScreen(app, **args)


def confirm(app: AppShell, **args: Any) -> Scene:
    from game.app.scenes.dialogs import ConfirmDialog

    return ConfirmDialog(app, **args)


def choose(app: AppShell, **args: Any) -> Scene:
    from game.app.scenes.dialogs import ChoiceDialog

    return ChoiceDialog(app, **args)


def message(app: AppShell, **args: Any) -> Scene:
    from game.app.scenes.dialogs import MessageDialog

    return MessageDialog(app, **args)


def already_open(app: AppShell, **args: Any) -> Scene:
    from game.app.scenes.dialogs import AlreadyOpen

    return AlreadyOpen(app, **args)


ROUTES: dict[str, Callable[..., Scene]] = {
    "menu": menu,
    "load": load,
    "statistics": statistics,
    "settings": settings,
    "rules": rules,
    "setup": setup,
    "play": play,
    "results": results,
    "tutorial": tutorial,
    "review": review,
    "pause": pause,
    "privacy": privacy,
    "confirm": confirm,
    "choose": choose,
    "message": message,
    "already_open": already_open,
}


def build(app: AppShell, route: str, **args: Any) -> Scene:
    """The scene of ``route``, built with ``args`` (KeyError naming the known routes)."""
    make = ROUTES.get(route)
    if make is None:
        raise KeyError(f"no route {route!r}; the routes are {', '.join(ROUTES)}")
    return make(app, **args)
