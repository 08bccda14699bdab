"""Armadora's views see observations and events only: they never read the match's state,
never call ``sample_state``, never decode a log line to animate, and import from the
rules only the contract and the public helpers.  Checked on the source, by a spy on a
whole game played through the screen, and by feeding the play scene synthetic events."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.scenes.dialogs import ConfirmDialog
from game.app.scenes.main_menu import MainMenu
from game.armadora import board
from game.armadora.events import (
    PalisadePlaced,
    PowerUsed,
    TurnBegan,
    ValueRevealed,
    WarriorPeeked,
    WarriorPlaced,
)
from game.armadora.view.play import ArmadoraPlay
from game.engine import registry
from game.engine.match import Match, SeatInfo, StepReport
from tests.ui_fixtures import click, frames, key
from tests.view_checks import guarded_match, offences

pytestmark = pytest.mark.usefixtures("home")

VIEW = Path(__file__).resolve().parents[2] / "game" / "armadora" / "view"
RULES_INTERNALS = tuple(
    f"game.armadora.{name}"
    for name in ("explain", "narrate", "evaluate", "ai", "position", "setup_options")
)
"""Modules of the game a view has no business with (the reasons come through
``Rules.explain``, the events through the step reports)."""


def test_no_view_module_reads_the_state_decodes_the_log_or_imports_rules_internals():
    files = sorted(VIEW.glob("*.py"))
    assert len(files) > 8
    assert [o for path in files for o in offences(path, RULES_INTERNALS)] == []


def test_the_source_check_catches_what_it_looks_for(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from game.armadora.explain import explain_action\n"
        "def animate(self, report):\n"
        "    state = self.match.state\n"
        "    keys = [e.key for e in report.entries]\n"
        "    for entry in report.entries:\n"
        "        entry.key\n"
        "    self.rules.sample_state(None, None)\n"
        "def log_text(self, entry):\n"
        "    return entry.key\n"
    )
    found = offences(bad, RULES_INTERNALS)
    assert [line.split()[0] for line in found] == [f"bad.py:{n}" for n in (1, 3, 4, 5, 6, 7)]


GuardedMatch = guarded_match("game.armadora.view")
"""A match whose state may not be read from a view module of Armadora."""


def pointer_at(app, pos) -> None:
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, events=[event])


def mouse_click(app, pos) -> None:
    pointer_at(app, pos)
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def line_point(scene: ArmadoraPlay, line: int) -> tuple[int, int]:
    (x1, y1), (x2, y2) = scene.view.line_segment(line)
    return (x1 + x2) // 2, (y1 + y2) // 2


def play_by_input(app, scene: ArmadoraPlay, action: tuple) -> None:
    """Play ``action`` as a player does: keys, the panel's buttons, clicks on the board."""
    kind = action[0]
    if kind in ("warrior", "goblin"):
        key(app, pygame.K_0 + action[2])
    if kind in ("peek", "goblin", "orc", "arrow"):
        key(app, pygame.K_p)
    elif kind == "reinforce":
        key(app, pygame.K_r)
    if kind in ("palisade", "orc"):
        mouse_click(app, line_point(scene, action[1]))
    elif kind == "done":
        key(app, pygame.K_RETURN)
    elif kind == "pass":
        click(app, scene.buttons["pass"])
    else:
        mouse_click(app, scene.view.cell_rect(action[1]).center)
    if isinstance(app.top(), ConfirmDialog):  # a peek, a pass
        click(app, app.top().yes_button)


def test_a_whole_game_through_the_screen_never_reads_the_state(make_app):
    """Advanced rules, every control pointed at and used, to the Results screen."""
    app = make_app()
    app.push(MainMenu(app))
    rules = registry.get("armadora").rules
    setup = {"players": 2, "advanced": True, "factions": ["mage", "elf"]}
    match = GuardedMatch.new(rules, setup, 4, [SeatInfo("human"), SeatInfo("ai", "random")])
    with pytest.raises(AssertionError):  # the spy works
        exec("match.state", {"__name__": "game.armadora.view.spy", "match": match})
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    rng = random.Random(2)
    while not match.is_over:
        for _ in range(400):
            if match.is_over or scene.is_human_turn():
                break
            app.step(0.1, events=[])
        if match.is_over:
            break
        for name in ("power", "reinforce", "done", "pass"):  # their reasons, if disabled
            pointer_at(app, scene.buttons[name].rect.center)
        for mode in (pygame.K_p, pygame.K_r, pygame.K_r):  # each mode's hover
            key(app, mode)
            pointer_at(app, scene.view.cell_rect(rng.randrange(board.N_CELLS)).center)
        pointer_at(app, line_point(scene, rng.randrange(board.N_LINES)))
        legal = match.legal_actions()
        before = len(match.steps)
        play_by_input(app, scene, rng.choice([a for a in legal if a != ("pass",)] or legal))
        assert len(match.steps) > before, "the input was not taken as a move"
    for _ in range(200):
        if isinstance(app.top(), ResultsScene):
            break
        app.step(0.1, events=[])
    assert isinstance(app.top(), ResultsScene)


def report(*events, seat=0) -> StepReport:
    return StepReport(0, seat, ("synthetic",), (), tuple(events), public=None)


def test_the_play_scene_animates_from_events_alone(make_app):
    """Synthetic steps (no real action behind them) mark, grow and clear pieces."""
    app = make_app()
    match = Match.new(registry.get("armadora").rules, {"players": 2}, 3, [SeatInfo()] * 2)
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    scene.finish_animations()
    scene.last_cells = scene.last_lines = 0
    sounds = []
    scene.app.audio.play = sounds.append
    a, b = board.cell_of(2, 2), board.cell_of(5, 3)
    seconds = scene.animate(
        report(
            PowerUsed(0, "goblin", "goblin", 0),
            WarriorPlaced(0, a, True, 3, 10),
            ValueRevealed(1, b, 0, 4, "peek", seats=(1,)),  # private: never shown
        )
    )
    assert seconds > 0 and ("cell", a) in scene.appear
    assert scene.last_cells == 1 << a and sounds == ["place"]
    scene.animate(
        report(PalisadePlaced(0, 7, *board.LINE_CELLS[7], 30, False, False), TurnBegan(1))
    )
    assert scene.last_lines == 1 << 7 and ("line", 7) in scene.appear
    assert scene.last_cells == 1 << a  # the same turn: its marks stay
    assert sounds == ["place", "palisade"]
    scene.animate(report(WarriorPeeked(1, b, 0), seat=1))  # a new turn clears the marks
    assert scene.last_cells == 1 << b and scene.last_lines == 0
    assert sounds[-1] == "reveal"
