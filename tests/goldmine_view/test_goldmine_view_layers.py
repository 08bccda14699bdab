"""Gold Mine's screens see observations and events only: no view module reads the match's
state, rebuilds one, decodes a log key to animate or imports the rules' internals (a source
scan); a whole game played by input, with the mouse over squares, own tiles, miners and
disabled buttons, never reads ``match.state`` from view code (a spy); and the play scene
animates, sounds and fills its dice tray from synthetic events alone."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.app.dice_tray import Throw
from game.app.scenes.main_menu import MainMenu
from game.engine import registry
from game.engine.match import StepReport
from game.goldmine import mine
from game.goldmine.events import (
    ChallengeResolved,
    ChallengeStarted,
    DiceRolled,
    MinerMoved,
    NuggetCollected,
    PassageTried,
    RolledOff,
    TileDrawn,
    TilePlaced,
    TurnChoice,
    TurnEnded,
)
from game.goldmine.view.motion import STEP_TIME, walk_points
from game.goldmine.view.play import GoldMinePlay
from game.goldmine.view.tray import Duel, RollOff
from tests.goldmine_view.test_goldmine_play import act_by_input, wait_for_human
from tests.goldmine_view.test_goldmine_polish import HUMAN_AI, in_production, match_until
from tests.ui_fixtures import frames, until_results
from tests.view_checks import guarded_match, offences, unlisted_imports

pytestmark = pytest.mark.usefixtures("home")

VIEW = Path(__file__).resolve().parents[2] / "game" / "goldmine" / "view"
RULES_INTERNALS = tuple(
    f"game.goldmine.{name}"
    for name in ("rules", "explain", "ai", "race", "tactics", "position", "setup_options")
)
"""Modules of the game a view has no business with (the reasons come through
``Rules.explain``, what happened through the step events, the answers about a position
through :mod:`game.goldmine.queries`)."""
ALLOWED = {
    "game.goldmine.tiles": None,  # the tile table and its geometry
    "game.goldmine.events": None,
    "game.goldmine.actions": None,  # the action kinds and their constructors
    "game.goldmine.queries": None,  # the rules' answers about an observation
    "game.goldmine.state": {"DEV_TILES", "GOLD", "MINER_COLOURS", "MOVE_STAGES"},
    "game.goldmine.mine": {"Board", "Position", "Square"},
    "game.goldmine.words": None,  # a tile and a square in words (pure, shared with the review)
    "game.goldmine.scoring": {"TIE_BREAKS"},  # the tie-breaks the outcome may name
}
"""What a view module may import from the game's rules (None: anything of it)."""
BOOKLET = {**ALLOWED, "game.goldmine.mine": None}
"""The booklet's diagrams show the rules' own verdicts on example mines (where a tile fits
on a position file's board), drawn with the mine's geometry."""


def test_view_modules_use_observations_events_and_public_helpers_only():
    files = sorted(VIEW.glob("*.py"))
    assert len(files) > 15
    bad = []
    for path in files:
        bad += offences(path, RULES_INTERNALS)
        allowed = BOOKLET if path.name == "diagram_examples.py" else ALLOWED
        bad += unlisted_imports(path, "game.goldmine", allowed)
    assert bad == []


def test_the_source_check_catches_what_the_old_play_scene_did(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from game.goldmine.rules import MOVE_STAGES\n"
        "from game.goldmine.mine import reach\n"
        "from game.goldmine import mine\n"
        "def animate(self, report):\n"
        "    keys = [entry.key.rsplit('.', 1)[-1] for entry in report.entries]\n"
        "    players = self.match.state.players\n"
    )
    found = offences(bad, RULES_INTERNALS) + unlisted_imports(bad, "game.goldmine", ALLOWED)
    lines = sorted(line.split()[0] for line in found)
    assert lines == [f"bad.py:{n}" for n in (1, 1, 2, 3, 5, 5, 6)]


GuardedMatch = guarded_match("game.goldmine.view")
"""A match whose state may not be read from a view module of Gold Mine."""


def point_at(app, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, events=[event])


def look_around(app, scene: GoldMinePlay, rng: random.Random) -> None:
    """The mouse over a few squares near the mine, the own tiles, each miner and every
    disabled button (their tooltips and reasons are worked out)."""
    shown = scene.observation()
    xs = [x for x, _ in shown.board]
    ys = [y for _, y in shown.board]
    for _ in range(3):
        square = (rng.randint(min(xs) - 1, max(xs) + 1), rng.randint(min(ys) - 1, max(ys) + 1))
        point_at(app, scene.view.camera.board_to_screen((square[0] + 0.5, square[1] + 0.5)))
        scene.tooltip_text()
    for rect, _ in scene.panel.hand_rects:
        point_at(app, rect.center)
    for point in scene.view.miner_points(shown, {}).values():
        point_at(app, scene.view.screen(point))
    for button in scene.choices.buttons:
        if button.visible and not button.is_enabled:
            point_at(app, button.rect.center)
            assert scene.disabled_reason()  # the rules' reason beside it
    frames(app, 1)


def test_a_whole_game_by_input_never_reads_the_match_state_from_view_code(make_app):
    app = make_app()
    app.push(MainMenu(app))
    setup = {"players": 2, "five_tiles": True, "round_limit": 3}
    match = GuardedMatch.new(registry.get("goldmine").rules, setup, 12, HUMAN_AI)
    with pytest.raises(AssertionError):  # the spy works
        exec("match.state", {"__name__": "game.goldmine.view.spy", "match": match})
    app.settings.ai_speed = app.settings.animation_speed = "fast"
    scene = app.push(GoldMinePlay(app, match))
    frames(app, 2)
    rng = random.Random(3)
    kinds = set()
    for _ in range(500):
        wait_for_human(app, scene)
        if match.is_over:
            break
        look_around(app, scene, rng)
        legal = match.legal_actions()
        action = rng.choice([a for a in legal if a[0] != "end"] or legal)
        before = len(match.steps)
        act_by_input(app, scene, action)
        kinds.add(action[0])
        assert len(match.steps) > before, f"{action} was not taken"
    assert match.is_over and {"place", "move"} <= kinds
    until_results(app)
    frames(app, 2)


# --- synthetic events ------------------------------------------------------------------------


def report(*events, seat=0) -> StepReport:
    return StepReport(0, seat, ("synthetic",), (), tuple(events), public=None)


@pytest.fixture
def scene(make_app):
    app = make_app()
    match = match_until(3, HUMAN_AI, in_production("movement"))
    scene = app.push(GoldMinePlay(app, match))
    frames(app, 2)
    scene.finish_animations()
    sounds: list[str] = []
    scene.motion.play = sounds.append  # the motion part makes every sound of a step
    scene.sounds = sounds
    return scene


def a_walk(scene: GoldMinePlay) -> list:
    """From the miner of seat 0 to a neighbour and back and there again: no route the view
    would work out itself (it is not the shortest)."""
    board = scene.observation().board
    start = scene.observation().miners[0]
    step = mine.neighbours(board, start)[0]
    return [start, step, start, step]


def test_a_miner_walks_the_path_its_event_gives_and_its_nugget_rings_on_arrival(scene):
    path = a_walk(scene)
    x, y = path[-1][:2]
    moved = MinerMoved(0, tuple(path), "move", 4, False, 0)
    seconds = scene.animate(report(moved, NuggetCollected(0, x, y, 1)))
    assert seconds == pytest.approx(3 * STEP_TIME + 0.1)
    walk = scene.motion.walks[0]
    assert walk.points == walk_points(scene.observation().board, path)
    assert scene.sounds == ["step"]
    assert [name for _, name in scene.motion.sounds_due] == ["gold"]
    scene.finish_animations()
    assert scene.sounds == ["step", "gold"] and not scene.motion.walks


def test_the_tray_takes_the_dice_the_events_tell(scene):
    tray = scene.tray
    assert scene.animate(report(DiceRolled(0, "move", (4,)))) > 0
    assert isinstance(tray.shown, Throw) and tray.shown.dice == (4,) and tray.shown.kind == "roll"
    assert scene.say(tray.shown.words) == f"{scene.seat_name(0)} rolls 4."
    scene.animate(report(TurnChoice(0, "passage")))
    assert tray.shown is None  # a new movement clears the tray
    scene.animate(report(DiceRolled(0, "passage", (3, 4)), PassageTried(0, (3, 4), True, True, 0)))
    assert tray.shown.dice == (3, 4) and tray.shown.kind == "passage_open"
    scene.animate(report(RolledOff(((0, 5), (1, 5)), (0, 1), -1)))
    assert isinstance(tray.shown, RollOff) and tray.shown.rolls == ((0, 5), (1, 5))
    assert scene.sounds == ["dice", "dice", "dice"]


def test_a_challenge_shows_its_rounds_and_the_winners_roll_joins_them(scene):
    tray = scene.tray
    scene.animate(report(ChallengeStarted(0, 1, "bat", 2)))
    rounds = ((6, 1), (2, 5), (4, 4))
    resolved = ChallengeResolved("bat", 0, 1, rounds, 2, 1, 0, 1, "push", (0, 0))
    seconds = scene.animate(report(resolved, seat=-1))
    assert seconds > 3 * 0.6
    duel = tray.shown
    assert isinstance(duel, Duel) and duel.rounds == rounds and duel.winner == 0
    assert scene.state_for_test()["tray"] == "duel"
    scene.animate(report(DiceRolled(0, "push", (3,)), seat=-1))
    assert tray.shown is duel and duel.then.dice == (3,) and duel.then.kind == "push_roll"
    scene.animate(report(TurnEnded(0, 2, "production")))
    assert tray.shown is None
    assert scene.sounds == ["bat", "dice", "dice"]


def test_tiles_drop_and_drawn_tiles_grow_or_buzz(scene):
    board = scene.observation().board
    square = next(iter(mine.frontier_of(board)))
    assert scene.animate(report(TilePlaced(0, *square, 5, 0, False))) > 0
    assert scene.motion.drop[0] == square
    assert scene.animate(report(TileDrawn(0, "production", 7, False))) > 0
    assert scene.motion.drawn_at == scene.time
    scene.motion.drawn_at = None
    assert scene.animate(report(TileDrawn(0, "hand", 7, True))) == 0  # played, not drawn
    assert scene.motion.drawn_at is None
    assert scene.sounds == ["dig", "error"]


def test_an_event_for_another_seat_is_not_shown(scene):
    path = a_walk(scene)
    secret = MinerMoved(1, tuple(path), "move", 4, False, 1, seats=(1,))
    assert scene.animate(report(secret)) == 0 and not scene.motion.walks
    assert scene.sounds == []
