"""What the app loads before the menu's first frame is on screen (issue 54): the menu and
what it draws, nothing else.  Asserted by module name, in a new process started as
``main.py`` starts the game, never by how long it takes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.games import SHIPPED
from tests.waiting import run_python

PROBE = """
import json, sys
import pygame
from game.app import app as shell

seen = []
draw = shell.App.draw

def first_draw(self):
    draw(self)
    if not seen:
        seen.append({"modules": sorted(sys.modules), "mixer": bool(pygame.mixer.get_init()),
                     "sounds": len(self.audio.sounds)})

shell.App.draw = first_draw
from game.app.memory import tune_allocator

tune_allocator()
from game.cli import main

main(["--first-frame-report"])
print("probe " + json.dumps(seen[0]))
"""

SHELL = {
    "game",
    "game.app",
    "game.app.app",
    "game.app.art",
    "game.app.audio",
    "game.app.card_pictures",
    "game.app.dpi",
    "game.app.fonts",
    "game.app.frame_clock",
    "game.app.idle_wait",
    "game.app.memory",
    "game.app.resume",
    "game.app.routes",
    "game.app.scene",
    "game.app.scenes",
    "game.app.scenes.main_menu",
    "game.app.seat_names",
    "game.app.theme",
    "game.app.tooltips",
    "game.app.user_cache",
    "game.app.views",
    "game.app.widgets",
    "game.cli",
    "game.engine",
    "game.engine.contract",
    "game.engine.events",
    "game.engine.match",
    "game.engine.names",
    "game.engine.record",
    "game.engine.registry",
    "game.engine.seal",
    "game.filelock",
    "game.games",
    "game.jsonio",
    "game.paths",
    "game.persistence",
    "game.persistence.instance",
    "game.persistence.saves",
    "game.persistence.settings",
    "game.persistence.stats",
    "game.text",
    "game.version",
}
"""The shell's modules the menu needs: the window, the scene stack, the route table, the
menu, the registry's entries, the settings, statistics and saves (Continue), the cache."""
GAMES = {f"game.{game_id}" for game_id in SHIPPED} | {f"game.{game_id}.view" for game_id in SHIPPED}
"""Each game's registry entry and its view's declaration (its card's name, blurb, hooks)."""
NEVER = (
    "game.app.coach",
    "game.app.play",
    "game.app.review",
    "game.app.results_scene",
    "game.app.setup_scene",
    "game.app.booklet",
    "game.app.scenes.load_game",
    "game.app.scenes.settings",
    "game.app.scenes.statistics",
    "game.app.scenes.rules_index",
    "game.engine.ai",
    "game.engine.review",
    "game.engine.tutorial",
    "multiprocessing",
)
"""Never before the first frame, even at the very first start: other screens, the AI,
the coach, the review (a module or any of a package's)."""


def first_frame(home: Path) -> dict:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "GOLD_AND_GLORY_HOME": str(home),
    }
    done = run_python("-c", PROBE, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    out = done.stdout
    line = next(line for line in out.splitlines() if line.startswith("probe "))
    return json.loads(line.removeprefix("probe "))


def never_loaded(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == n or m.startswith(n + ".") for n in NEVER)]


@pytest.fixture(scope="module")
def starts(tmp_path_factory):
    """The first start in a new user folder, then the next one."""
    home = tmp_path_factory.mktemp("home")
    return first_frame(home), first_frame(home)


def test_a_later_start_loads_only_the_menu_and_what_it_draws(starts):
    _, later = starts
    game_modules = {m for m in later["modules"] if m == "game" or m.startswith("game.")}
    assert game_modules == SHELL | GAMES
    assert never_loaded(later["modules"]) == []


def test_the_first_start_draws_the_cards_but_loads_no_other_screen(starts):
    first, _ = starts
    assert never_loaded(first["modules"]) == []
    drawn = {m for m in first["modules"] if m.startswith("game.")} - SHELL - GAMES
    assert drawn  # the card pictures are drawn from the games' own modules this once
    outside = {m for m in drawn if m.split(".")[1] not in SHIPPED}
    assert outside <= {"game.app.camera", "game.engine.schema"}  # what the games draw with


def test_the_audio_device_and_the_sounds_wait_for_the_first_frame(starts):
    for start in starts:
        assert not start["mixer"] and start["sounds"] == 0
