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
from typing import Any

from game.app.coach import tutorial_scene
from game.app.results_scene import ResultsScene
from game.app.review.scene import ReviewScene
from game.app.scene import AppShell, Scene
from game.app.scenes.dialogs import AlreadyOpen, ChoiceDialog, ConfirmDialog, MessageDialog
from game.app.scenes.load_game import LoadGame
from game.app.scenes.main_menu import MainMenu
from game.app.scenes.pause import PauseMenu
from game.app.scenes.privacy import PrivacyScreen
from game.app.scenes.rules_index import RulesIndex
from game.app.scenes.settings import SettingsScene
from game.app.scenes.statistics import Statistics
from game.app.setup_scene import SetupScene
from game.app.views import get_view
from game.engine.match import Match


def rules(app: AppShell, game_id: str | None = None) -> Scene:
    """The rules index; with ``game_id``, that game's rules booklet."""
    return RulesIndex(app) if game_id is None else get_view(game_id).rules_scene(app)


def setup(app: AppShell, game_id: str) -> Scene:
    """The New game screen of ``game_id``: the game's own, or the shared one drawn from
    the ``SetupSpec`` it declares."""
    own = get_view(game_id).setup_scene
    return own(app) if own is not None else SetupScene(app, game_id)


def play(app: AppShell, match: Match) -> Scene:
    """The play scene of ``match``'s game."""
    return get_view(match.rules.game_id).play_scene(app, match)


ROUTES: dict[str, Callable[..., Scene]] = {
    "menu": MainMenu,
    "load": LoadGame,
    "statistics": Statistics,
    "settings": SettingsScene,
    "rules": rules,
    "setup": setup,
    "play": play,
    "results": ResultsScene,
    "tutorial": tutorial_scene,
    "review": ReviewScene,
    "pause": PauseMenu,
    "privacy": PrivacyScreen,
    "confirm": ConfirmDialog,
    "choose": ChoiceDialog,
    "message": MessageDialog,
    "already_open": AlreadyOpen,
}


def build(app: AppShell, route: str, **args: Any) -> Scene:
    """The scene of ``route``, built with ``args`` (KeyError naming the known routes)."""
    make = ROUTES.get(route)
    if make is None:
        raise KeyError(f"no route {route!r}; the routes are {', '.join(ROUTES)}")
    return make(app, **args)
