"""Crown & Dragon's screens see what a player sees and nothing more: no view module reads
the match's private state, rebuilds one from an observation, decodes a log key or keeps a
copy of a rule (a source scan); and a whole game played by input, with the mouse over
squares and cards, never reads ``match.state`` from view code (a spy)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.app.results_scene import ResultsScene
from game.app.scenes.main_menu import MainMenu
from game.crown.view.play import CrownPlay
from game.engine import registry
from game.engine.match import SeatInfo
from tests.crown_view.helpers import act_by_input, choose, move_mouse, wait_for_human
from tests.ui_fixtures import frames
from tests.view_checks import guarded_match, unlisted_imports

pytestmark = pytest.mark.usefixtures("home")

VIEW = Path(__file__).resolve().parents[2] / "game" / "crown" / "view"
ALLOWED = {
    "game.crown.actions": None,  # the action kinds, constructors and readers
    "game.crown.board": None,  # constants and geometry
    "game.crown.cards": None,
    "game.crown.turn": None,  # the typed values an observation holds
    "game.crown.events": None,
    "game.crown.queries": None,  # the rules' answers about an observation
    "game.crown.position": None,  # position files: the booklet's boards
    "game.crown.state": {"CrownObservation", "GeneralPiece", "CastlePiece", "PieceKey"},
    "game.crown.preview": {"BattlePreview", "SidePreview", "Term", "Hit", "outcome_of"},
    "game.crown.scoring": {"sides"},  # who plays with whom, as the rules group the seats
    "game.crown.words": None,  # names of cards, generals, squares (pure, shared with the review)
    "game.crown.choice_words": None,  # choices in words (pure, shared with the review)
}
"""What a view module may import from the game's rules (None: anything of it)."""
FORBIDDEN_TEXT = ("match.state", "sample_state", "entry.key", "card_problem", "shown_state")


def test_view_modules_use_observations_events_and_public_helpers_only():
    files = sorted(VIEW.glob("*.py"))
    assert len(files) > 15
    bad = []
    for path in files:
        source = path.read_text(encoding="utf-8")
        bad += [f"{path.name}: {word}" for word in FORBIDDEN_TEXT if word in source]
        bad += unlisted_imports(path, "game.crown", ALLOWED)
    assert bad == []


WatchedMatch = guarded_match("game.crown.view")
"""A match whose ``state`` may not be read from a view module."""


def test_a_whole_game_by_input_never_reads_the_match_state_from_view_code(make_app):
    app = make_app()
    app.push(MainMenu(app))
    seats = [SeatInfo("human"), SeatInfo("ai", "random")]
    setup = {"players": 2, "round_limit": 2}
    match = WatchedMatch.new(registry.get("crown").rules, setup, 8, seats)
    app.settings.ai_speed = app.settings.animation_speed = "fast"
    scene = app.push(CrownPlay(app, match))
    frames(app, 2)
    rng = random.Random(6)
    for _ in range(600):
        wait_for_human(app, scene)
        if scene.match.is_over:
            break
        for _ in range(2):  # the tooltip, the preview and the hover marks of two squares
            move_mouse(app, scene.geo.centre((rng.randrange(13), rng.randrange(13))))
        for spot in scene.spots[:3]:  # and of cards beside the board
            move_mouse(app, spot.rect.center)
        act_by_input(app, scene, choose(scene, rng))
    assert scene.match.is_over
    for _ in range(300):
        if isinstance(app.top(), ResultsScene):
            break
        app.step(0.1, events=[])
    assert isinstance(app.top(), ResultsScene)
    frames(app, 2)
