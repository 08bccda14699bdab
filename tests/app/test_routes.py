"""Navigation by name: every route opens its scene, an unknown one says which exist, and
only the route table imports the scenes it names (so no scene imports another)."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from game.app import routes
from game.app.scene import Scene
from game.engine import registry
from game.engine.match import Match, SeatInfo
from tests.test_import_cycles import import_graph

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def app(make_app):
    app = make_app()
    app.push("menu")
    return app


def a_match(game_id: str) -> Match:
    info = registry.get(game_id)
    return Match.new(info.rules, {"players": 2}, 4, [SeatInfo("human"), SeatInfo("ai", "random")])


def test_every_route_opens_its_scene(app):
    game_id = registry.shipped()[0]
    match = a_match(game_id)
    finished = a_match(game_id)
    finished.resign(0)
    arguments = {
        "menu": {},
        "load": {},
        "statistics": {},
        "settings": {},
        "rules": {},
        "setup": {"game_id": game_id},
        "play": {"match": match},
        "results": {"match": finished},
        "review": {"match": finished},
        "pause": {"game_id": game_id, "on_save": lambda: None, "on_quit": lambda: None},
        "privacy": {"player": "Ann", "on_ready": lambda: None},
        "confirm": {"key": "dialog.quit_game", "on_yes": lambda: None},
        "choose": {"key": "review_ui.whose", "options": [("Ann", lambda: None)]},
        "message": {"key": "errors.save_corrupt"},
        "tutorial": {"game_id": game_id},
        "already_open": {},
    }
    assert set(arguments) == set(routes.ROUTES)  # a new route is tried here too
    names = {}
    for route, args in arguments.items():
        scene = app.push(route, **args)
        assert app.top() is scene
        names[route] = scene.name
        app.pop()
    assert names["menu"] == "main_menu" and names["rules"] == "rules_index"
    assert names["results"] == "results" and names["confirm"] == "confirm"
    assert names["tutorial"] == names["play"]  # the game's own play scene, with a coach
    assert names["review"] == "review"
    assert names["already_open"] == "already_open"
    booklet = app.push("rules", game_id=game_id)
    assert booklet.name == registry.get(game_id).view.rules_scene(app).name != "rules_index"
    assert app.scene("play", match=match).match is match  # built, not shown
    assert app.top() is booklet


def test_replace_and_reset_take_a_route_too(app):
    app.push("settings")
    app.replace("statistics")
    assert [s.name for s in app.stack.scenes] == ["main_menu", "statistics"]
    app.reset_to("load")
    assert [s.name for s in app.stack.scenes] == ["load_game"]


def test_an_unknown_route_names_the_known_ones(app):
    with pytest.raises(KeyError, match=r"'lobby'.*menu, load"):
        app.push("lobby")
    assert app.top().name == "main_menu"


def defines_a_scene(module: str) -> bool:
    loaded = importlib.import_module(module)
    return any(
        inspect.isclass(value)
        and issubclass(value, Scene)
        and value is not Scene
        and value.__module__ == module
        for value in vars(loaded).values()
    )


def test_only_the_route_table_imports_the_scenes_it_names():
    graph = import_graph(ROOT)
    scenes = {m for m in graph["game.app.routes"] if defines_a_scene(m)}
    assert {"game.app.scenes.main_menu", "game.app.results_scene"} <= scenes
    importers = {
        scene: sorted(
            m for m, targets in graph.items() if scene in targets and m != "game.app.routes"
        )
        for scene in sorted(scenes)
    }
    assert {scene: found for scene, found in importers.items() if found} == {}
    assert [m for m, targets in graph.items() if "game.app.routes" in targets] == ["game.app.app"]


def test_the_route_table_is_where_its_docstring_says():
    """Each route's arguments are listed in the module's docstring."""
    doc = ast.get_docstring(ast.parse(Path(routes.__file__).read_text(encoding="utf-8")))
    assert all(f'"{route}"' in doc for route in routes.ROUTES)
