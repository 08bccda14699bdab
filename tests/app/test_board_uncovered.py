"""The board belongs to the board (issue 51): in every frame of a scripted game, no box the
play screen draws (the recap, a result card, the coach's card) covers a legal target or a
piece the recap names, in each game, both languages, 1024x640 and 1280x800, UI scale
80/100/130 %.  The boxes stand in the game's dock, beside the board."""

from __future__ import annotations

import random

import pygame
import pytest

from game import text
from game.app.scenes.main_menu import MainMenu
from game.engine import registry
from game.engine.match import Match, SeatInfo
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")

GAMES = {"armadora": 3, "goldmine": 4, "crown": 4}
"""Each game with its players: one human, the others Greedy."""
DECISIONS = {"armadora": 4, "goldmine": 4, "crown": 12}
"""The human's decisions the script makes (a Crown turn holds several)."""


def scene_of(app, game: str, size, scale: float, lang: str):
    app.reset_to(MainMenu(app))
    app.settings.language = lang
    text.set_language(lang)
    app.settings.ui_scale = scale
    app.settings.ai_speed = "fast"
    app.size = size
    app.apply_display_settings()
    info = registry.get(game)
    players = GAMES[game]
    seats = [SeatInfo("human")] + [SeatInfo("ai", "greedy")] * (players - 1)
    match = Match.new(info.rules, {"players": players}, 7, seats)
    scene = app.push(info.view.play_scene(app, match))
    frames(app, 2)
    return scene


def drawn_boxes(scene) -> list[tuple[str, pygame.Rect]]:
    """Every box over the play screen this frame, where it is drawn."""
    boxes = []
    view = scene.recap
    if view.showing:
        box = view._box("recap")
        if box is not None:
            boxes.append(("recap", view.visible("recap", box)))
    if view.card_shown():
        box = view._box("card")
        if box is not None:
            boxes.append(("card", view.visible("card", box)))
    coach = scene.coach
    if coach is not None and coach.card.shown(scene):
        boxes.append(("coach", coach.card.area(scene)))
    return boxes


def covered(scene) -> list[str]:
    """What a box covers now: a legal target, or a place the recap's marks name."""
    named = scene.recap._mark_rects()
    targets = scene.target_rects() if scene.is_human_turn() else []
    found = []
    for which, rect in drawn_boxes(scene):
        if not scene.dock_area().contains(rect) and which != "coach":
            found.append(f"the {which} {tuple(rect)} leaves its dock {tuple(scene.dock_area())}")
        for target in targets:
            if rect.colliderect(target):
                found.append(f"the {which} {tuple(rect)} covers a legal target {tuple(target)}")
        for place in named:
            if rect.colliderect(place):
                found.append(f"the {which} {tuple(rect)} covers a named piece {tuple(place)}")
    return found


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.3])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_box_covers_a_legal_target_or_a_named_piece(make_app, game, size, scale, lang):
    app = make_app(size=size)
    scene = scene_of(app, game, size, scale, lang)
    assert not scene.dock_area().colliderect(scene.board_area) or scene.dock_side == "log"
    rng = random.Random(1)
    problems: list[str] = []
    seen = set()
    made = 0
    for _ in range(8000):
        frames(app, 1)
        problems += covered(scene)
        seen.update(which for which, _ in drawn_boxes(scene))
        if scene.match.is_over or made >= DECISIONS[game]:
            break
        if scene.is_human_turn():
            scene.play(rng.choice(sorted(scene.match.legal_actions(), key=repr)))
            made += 1
    assert not problems, "\n".join(sorted(set(problems))[:10])
    assert "recap" in seen, "the script reached a recap"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_undo_never_widens_the_recap(make_app, game):
    """After an undo the recap tells what it told before the undone decision (or nothing),
    never the turns since the game began."""
    app = make_app(size=(1280, 800))
    scene = scene_of(app, game, (1280, 800), 1.0, "en")
    rng = random.Random(2)
    told: list[int] = []
    for _ in range(4000):
        frames(app, 1)
        if scene.is_human_turn():
            told.append(len(scene.recap.recap.turns) if scene.recap.showing else 0)
            if len(told) == 3:
                break
            scene.play(rng.choice(sorted(scene.match.legal_actions(), key=repr)))
    assert len(told) == 3
    scene.commands.undo()
    for _ in range(30):
        frames(app, 1)
    after = len(scene.recap.recap.turns) if scene.recap.showing else 0
    assert after <= max(told[1:]), (told, after)
    assert after < len(scene.match.seats) * 2  # never every turn since the start
