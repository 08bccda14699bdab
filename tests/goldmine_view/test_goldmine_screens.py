"""Gold Mine on screen, the rest of issue 12, driven by synthetic input: each miner's swatch
and mark on the New game screen, the colour-blind palette on the board and in the panel,
pointers at the view's edge to marks off-screen, the choice between a gold and a bat
challenge, the sounds of each step, the log (and the dice tray) after a language switch,
a whole hot-seat game to the results, and a named save reloaded to the identical position."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.app import fonts
from game.app.results_scene import ResultsScene
from game.app.resume import open_save
from game.app.scenes.main_menu import MainMenu
from game.app.scenes.pause import PauseMenu
from game.app.scenes.settings import SettingsScene
from game.app.setup_scene import SetupScene
from game.engine.match import Match, SeatInfo
from game.engine.players import make_player
from game.goldmine.state import MINER_COLOURS
from game.goldmine.tiles import TILES
from game.goldmine.view import miners
from game.goldmine.view.panel import NAME_SIZE, TOKENS_SIZE, panel_text, stacked
from game.goldmine.view.play import GoldMinePlay
from game.text import tr
from tests.goldmine_view.test_goldmine_play import (
    act_by_input,
    mouse_click,
    new_play,
    position_point,
    show,
    wait_for_human,
)
from tests.goldmine_view.test_goldmine_polish import (
    HUMAN_AI,
    RULES,
    match_until,
    move,
    open_scene,
)
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")
HOT_SEAT = [SeatInfo("human"), SeatInfo("human")]


def first_match(done, seats=HUMAN_AI, avoid=("end",), seeds=range(40), **setup) -> Match:
    for seed in seeds:
        try:
            return match_until(seed, seats, done, avoid, **setup)
        except AssertionError:
            continue
    raise AssertionError("no seed reaches it")


def count_colour(surface: pygame.Surface, rect: pygame.Rect, rgb) -> int:
    """Pixels of exactly ``rgb`` inside ``rect``."""
    part = surface.subsurface(rect.clip(surface.get_rect()))
    return pygame.mask.from_threshold(part, (*rgb, 255), (1, 1, 1, 255)).count()


def screen(app) -> pygame.Surface:
    app.draw()
    return app.screen


# --- seat colours ------------------------------------------------------------------------------


def test_the_setup_screen_shows_each_miners_swatch_and_mark(make_app):
    app = make_app()
    scene = app.push(SetupScene(app, "goldmine"))
    frames(app, 2)
    click(app, scene.button_for("players", value=6))
    scene = app.top()
    assert scene.state_for_test()["badges"] == list(range(6))
    for seat, image in scene.badges.items():
        assert count_colour(image.image, image.image.get_rect(), miners.NORMAL[seat]) > 20
    app.settings.colorblind = True
    scene.rebuild()
    for seat, image in scene.badges.items():
        assert count_colour(image.image, image.image.get_rect(), miners.COLORBLIND[seat]) > 20


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb, deficiency) -> tuple[float, float, float]:
    """CIELAB of ``rgb`` as seen with a colour-vision deficiency (Machado et al. 2009,
    full severity)."""
    r, g, b = (_linear(c) for c in rgb)
    r, g, b = (max(0.0, min(1.0, m[0] * r + m[1] * g + m[2] * b)) for m in deficiency)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


DEFICIENCIES = {
    "protanopia": ((0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052)),
    "deuteranopia": ((0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969)),
    "tritanopia": ((1.256, -0.077, -0.179), (-0.078, 0.931, 0.148), (0.005, 0.691, 0.304)),
}


def test_the_six_miners_differ_in_the_colour_blind_palette_and_by_their_marks():
    assert len(set(miners.SHAPES)) == len(MINER_COLOURS) == 6
    for name, deficiency in DEFICIENCIES.items():
        for a, b in itertools.combinations(range(6), 2):
            seen = [_lab(miners.COLORBLIND[s], deficiency) for s in (a, b)]
            assert sum((p - q) ** 2 for p, q in zip(*seen, strict=True)) ** 0.5 > 15, (name, a, b)


def test_the_colour_blind_setting_recolours_the_board_and_the_panel(make_app):
    app = make_app()
    app.push(MainMenu(app))
    match = first_match(lambda m: m.state.stage == "movement" and m.state.miners[0] is not None)
    scene = open_scene(app, match)
    key(app, pygame.K_f)  # the whole mine: both miners in view
    board, panel = scene.view.rect, scene.panel_rect
    for seat in range(2):
        assert count_colour(screen(app), panel, miners.NORMAL[seat]) > 20
        assert count_colour(screen(app), board, miners.NORMAL[seat]) > 20
    key(app, pygame.K_ESCAPE)
    pause = app.top()
    assert isinstance(pause, PauseMenu)
    click(app, pause.buttons["settings"])
    settings = app.top()
    assert isinstance(settings, SettingsScene)
    on = next(b for b, (f, v) in settings.choices.items() if f == "colorblind" and v is True)
    click(app, on)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top() is scene
    frames(app, 2)
    for seat in range(2):
        assert count_colour(screen(app), panel, miners.COLORBLIND[seat]) > 20
        assert count_colour(screen(app), board, miners.COLORBLIND[seat]) > 20
        assert count_colour(screen(app), board, miners.NORMAL[seat]) == 0


# --- pointers to marks off-screen --------------------------------------------------------------


def test_pointers_at_the_edge_lead_to_spots_off_screen(make_app):
    app = make_app()
    match = first_match(lambda m: m.state.stage == "place" and len(m.state.board) > 40)
    scene = open_scene(app, match)
    spots = set(scene.marking.spots())
    scene.view.take_over()
    scene.view.camera.zoom = scene.view.camera.max_zoom
    scene.view.camera.look_at((0.5, 0.5))
    frames(app, 2)
    pointers = scene.marking.edge_pointers()
    assert pointers
    assert sum(p.count for p in pointers) == len(
        [s for s in spots if not scene.view.camera.is_visible((s[0] + 0.4, s[1] + 0.4, 0.2, 0.2))]
    )
    pointer = pointers[0]
    goal = (int(pointer.goal.x), int(pointer.goal.y))
    assert goal in spots and not scene.view.camera.is_visible(pointer.goal)
    centre = tuple(map(round, pointer.centre))
    move(app, centre)
    assert scene.state_for_test()["tooltip"] == tr("goldmine_ui.pointer", count=pointer.count)
    assert scene.marking.marks().ghost is None  # the pointer, not the square under it
    steps = len(match.steps)
    mouse_click(app, centre)
    frames(app, 40)
    assert scene.view.camera.is_visible(pointer.goal)
    assert len(match.steps) == steps and scene.pending is None  # only the view moved


def test_no_pointers_while_the_whole_mine_is_in_view_or_nobody_at_the_keyboard_decides(make_app):
    app = make_app()
    scene = open_scene(app, first_match(lambda m: m.state.stage == "place"))
    frames(app, 40)
    assert scene.marking.spots() and scene.marking.edge_pointers() == []
    scene.view.take_over()
    scene.view.camera.zoom = scene.view.camera.max_zoom
    scene.view.camera.look_at((30.5, 30.5))
    assert scene.marking.edge_pointers()
    scene.viewer = None
    scene.refresh()
    assert scene.marking.edge_pointers() == []


# --- gold or bat --------------------------------------------------------------------------------


def both_challenges(m) -> bool:
    legal = m.legal_actions()
    return (
        m.state.stage == "action"
        and m.state.miners[0] is not None
        and any(a[0] == "gold" and ("bat", a[1]) in legal for a in legal)
    )


def miner_point(scene: GoldMinePlay, seat: int) -> tuple[int, int]:
    shown = scene.observation()
    show(scene, [shown.miners[seat][:2]])
    point = scene.view.screen(scene.view.miner_points(shown, {})[seat])
    return (round(point[0]), round(point[1]))


@pytest.mark.parametrize("kind", ["gold", "bat"])
def test_a_miner_open_to_both_challenges_asks_which(make_app, kind):
    app = make_app()
    match = first_match(both_challenges, avoid=("end", "bat"))
    scene = open_scene(app, match)
    target = next(a[1] for a in match.legal_actions() if a[0] == "gold")
    point = miner_point(scene, target)
    move(app, point)
    both = tr("goldmine_ui.challenge_click.both", target=scene.seat_name(target))
    assert scene.state_for_test()["tooltip"] == both
    steps = len(match.steps)
    mouse_click(app, point)
    assert (
        scene.challenge_box.choosing == target
        and scene.pending is None
        and len(match.steps) == steps
    )
    assert scene.marking.marks().picked == target
    assert "gold or a bat" in scene.status_text()
    rows = dict((action, rect) for rect, action in scene.challenge_box.rows())
    assert set(rows) == {("gold", target), ("bat", target)}
    mouse_click(app, rows[(kind, target)].center)
    assert match.steps[steps].value == (kind, target)
    assert scene.challenge_box.choosing is None


def test_the_challenge_choice_closes_without_a_challenge(make_app):
    app = make_app()
    match = first_match(both_challenges, avoid=("end", "bat"))
    scene = open_scene(app, match)
    target = next(a[1] for a in match.legal_actions() if a[0] == "gold")
    point = miner_point(scene, target)
    steps = len(match.steps)
    for close in ("escape", "right", "elsewhere"):
        mouse_click(app, point)
        assert scene.challenge_box.choosing == target
        if close == "escape":
            key(app, pygame.K_ESCAPE)
            assert app.top() is scene  # Esc closed the box, not the game
        elif close == "right":
            mouse_click(app, point, button=3)
        else:
            mouse_click(app, (scene.view.rect.x + 3, scene.view.rect.y + 3))
        assert scene.challenge_box.choosing is None and scene.pending is None
    assert len(match.steps) == steps


# --- sounds ---------------------------------------------------------------------------------------


class Ears:
    """The sounds the scene asks for, in order."""

    def __init__(self, app, monkeypatch) -> None:
        self.heard: list[str] = []
        original = app.audio.play

        def play(name: str) -> None:
            self.heard.append(name)
            original(name)

        monkeypatch.setattr(app.audio, "play", play)

    def during(self, app, scene, act) -> list[str]:
        """What is heard while ``act()`` is done and its steps are shown to the end."""
        start = len(self.heard)
        act()
        for _ in range(200):
            if not scene.steps.busy and not scene.motion.walks and not scene.motion.sounds_due:
                break
            app.step(0.05, events=[])
        return self.heard[start:]


def test_the_sound_effects_exist_with_the_dummy_audio_driver(make_app):
    app = make_app()
    app.step(0.0)  # the sounds are made after the first frame
    assert app.audio.enabled and app.audio.volume > 0
    assert {"dig", "dice", "gold", "bat", "step", "click", "error"} <= set(app.audio.sounds)


def test_digging_and_dice_sound_when_they_happen(make_app, monkeypatch):
    app = make_app()
    ears = Ears(app, monkeypatch)
    match = first_match(lambda m: m.state.stage == "dev_source", five_tiles=True)
    scene = open_scene(app, match)
    assert "dig" in ears.during(app, scene, lambda: act_by_input(app, scene, ("draw",)))
    spot = sorted(scene.marking.spots())[0]
    place = ("place", *spot, scene.marking.spots()[spot][0])
    assert ears.during(app, scene, lambda: act_by_input(app, scene, place))[-1:] == ["dig"]
    app2 = make_app()
    ears2 = Ears(app2, monkeypatch)
    match = first_match(lambda m: m.state.stage == "movement" and m.state.miners[0] is not None)
    scene = open_scene(app2, match)
    assert "dice" in ears2.during(app2, scene, lambda: act_by_input(app2, scene, ("roll",)))


@pytest.mark.parametrize("kind", ["gold", "bat"])
def test_a_challenge_sounds_its_token_then_the_dice(make_app, monkeypatch, kind):
    app = make_app()
    ears = Ears(app, monkeypatch)
    scene = open_scene(app, first_match(both_challenges, avoid=("end", "bat")))
    target = next(a[1] for a in scene.match.legal_actions() if a[0] == "gold")
    point = miner_point(scene, target)

    def challenge():
        mouse_click(app, point)
        rect = next(r for r, a in scene.challenge_box.rows() if a == (kind, target))
        mouse_click(app, rect.center)

    heard = [s for s in ears.during(app, scene, challenge) if s != "click"]
    assert heard[:2] == [kind, "dice"]


def test_a_miner_reaching_a_nugget_walks_then_the_gold_rings(make_app, monkeypatch):
    app = make_app()
    ears = Ears(app, monkeypatch)

    def nugget_in_reach(m) -> bool:
        if m.state.stage != "move" or m.state.turn != 0:
            return False
        return any(
            a[0] == "move"
            and a[3] == 0
            and (a[1], a[2]) in m.state.nuggets
            and TILES[m.state.board[(a[1], a[2])][0]].spec.chamber
            and tuple(a[1:]) != m.state.miners[0]
            for a in m.legal_actions()
        )

    scene = open_scene(app, first_match(nugget_in_reach))
    state = scene.match.state
    goal = next(
        a
        for a in scene.match.legal_actions()
        if a[0] == "move" and a[3] == 0 and (a[1], a[2]) in state.nuggets
    )
    held = state.held[0]
    heard = ears.during(app, scene, lambda: act_by_input(app, scene, goal))
    assert scene.match.state.held[0] == held + 1
    assert "step" in heard and "gold" in heard
    assert heard.index("step") < heard.index("gold")


# --- language ------------------------------------------------------------------------------------


def test_the_log_and_the_tray_read_in_the_language_chosen_mid_game(make_app):
    app = make_app()
    app.push(MainMenu(app))
    match = first_match(lambda m: m.state.stage == "movement" and m.state.miners[0] is not None)
    scene = open_scene(app, match)
    act_by_input(app, scene, ("roll",))  # a die follows: the second press confirms
    wait_for_human(app, scene)
    english = list(scene.log_view.lines)
    tray = scene.say(scene.tray.shown.words)
    assert "Red" in tray
    key(app, pygame.K_ESCAPE)
    click(app, app.top().buttons["settings"])
    settings = app.top()
    korean = next(b for b, (f, v) in settings.choices.items() if f == "language" and v == "ko")
    click(app, korean)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top() is scene
    frames(app, 2)
    lines = scene.log_view.lines
    assert len(lines) == len(english) and lines != english
    assert lines == scene.log_lines()  # every line rendered anew
    red = tr("goldmine_ui.colour.red")
    assert red == "빨강" and any(red in line for line in lines)
    assert not any("Red" in line for line in lines)
    words = scene.say(scene.tray.shown.words)
    assert words != tray and red in words  # the die's words too
    assert "Red" not in scene.status_text()


# --- a whole hot-seat game, and a save ----------------------------------------------------------


def test_a_hot_seat_game_by_clicks_reaches_the_results(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = new_play(app, HOT_SEAT, seed=12, round_limit=2)
    rng = random.Random(7)
    deciders = set()
    for _ in range(600):
        wait_for_human(app, scene)
        if scene.match.is_over:
            break
        assert scene.viewer == scene.match.to_move  # the board is the decider's
        deciders.add(scene.match.to_move)
        legal = scene.match.legal_actions()
        useful = [a for a in legal if a[0] != "end"] or legal
        before = len(scene.match.steps)
        act_by_input(app, scene, rng.choice(useful))
        assert len(scene.match.steps) > before
    assert scene.match.is_over and deciders == {0, 1}
    for _ in range(200):
        if isinstance(app.top(), ResultsScene):
            break
        app.step(0.1, events=[])
    assert isinstance(app.top(), ResultsScene)
    stats = app.stats.game("goldmine")
    assert stats["played"] == 1


def test_a_named_save_reloads_to_the_identical_position_mid_challenge(make_app):
    app = make_app()
    app.push(MainMenu(app))
    match = first_match(lambda m: m.state.stage == "push" and m.state.turn == 1, seats=HOT_SEAT)
    scene = open_scene(app, match)
    assert scene.viewer == 0 and scene.state_for_test()["tray"] == "duel"
    before = scene.state_for_test()
    key(app, pygame.K_ESCAPE)
    click(app, app.top().buttons["save"])
    assert app.top().state_for_test()["key"] == "play.saved"
    saved = sorted(app.saves.folder.glob("goldmine-*.json"))
    assert len(saved) == 1
    app.reset_to(MainMenu(app))
    assert open_save(app, saved[0])
    loaded = app.top()
    assert isinstance(loaded, GoldMinePlay) and loaded is not scene
    frames(app, 2)
    assert loaded.match.steps == match.steps
    assert loaded.match.state == match.state  # every field: mine, miners, stacks, challenge
    after = loaded.state_for_test()
    for field in ("stage", "to_move", "turn_of", "viewer", "tray", "tray_words", "status"):
        assert after[field] == before[field], field
    goal = next(a for a in loaded.match.legal_actions() if a[0] == "move")
    show(loaded, [goal[1:3]])
    mouse_click(app, position_point(loaded, goal[1:]))
    key(app, pygame.K_RETURN)
    assert (
        loaded.match.steps[-1].value == goal or loaded.match.steps[len(match.steps)].value == goal
    )


def test_the_results_list_the_miners_from_the_first_place_down(make_app):
    app = make_app()
    app.push(MainMenu(app))
    match = Match.new(RULES, {"players": 3, "round_limit": 30}, 8, [SeatInfo("human")] * 3)
    player = make_player("random", 3)
    while not match.is_over:
        seat = match.to_move
        match.play(player.choose(RULES, match.observe(seat), match.legal_actions(), seat))
    outcome = match.outcome()
    assert outcome.ranking[0] != [0]  # seat 0 did not win alone: the order is the ranking's
    results = app.replace("results", match=match)
    frames(app, 2)
    order = [item.highlight for item in results.breakdown.items]
    assert order == [seat for group in outcome.ranking for seat in group]
    assert order[0] in outcome.winners  # the item shown first is a winner's


@pytest.mark.parametrize(
    ("size", "players", "tight"),
    [
        ((1024, 640), 6, True),
        ((1280, 800), 6, True),
        ((1024, 640), 2, False),
        ((1280, 800), 2, False),
    ],
)
def test_the_side_panel_keeps_room_for_the_log(make_app, size, players, tight):
    app = make_app(size=size)
    seats = [SeatInfo("human")] + [SeatInfo("ai", "random")] * (players - 1)
    match = first_match(lambda m: m.state.stage == "action", seats=seats, avoid=("end", "bat"))
    scene = open_scene(app, match)
    assert scene.panel.tight is tight
    assert scene.log_view.visible_rows >= 5
    panel = scene.panel_rect
    undo = scene.buttons["undo"].rect
    rows_bottom = scene.panel.rows_top + players * scene.panel.row_h
    assert rows_bottom <= scene.panel.info_y
    for button in [*scene.choices.buttons, scene.buttons["rotate"], scene.buttons["confirm"]]:
        assert panel.contains(button.rect) and button.rect.bottom <= undo.top
        assert button.rect.top >= scene.panel.tile_box.bottom
    assert undo.bottom <= scene.log_view.rect.top <= panel.bottom


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("ui_scale", [0.8, 1.0, 1.3])
def test_a_player_s_two_lines_stay_inside_the_row(make_app, size, ui_scale):
    """The name and the tokens under it keep their letters inside the row's band: at
    1024x640 they used to run into the next player's row."""
    app = make_app(size=size)
    app.settings.ui_scale = ui_scale
    app.apply_display_settings()
    scene = open_scene(app, first_match(lambda m: m.state.stage == "action"))
    panel, px = scene.panel, scene.px
    if panel.tight:
        return  # one line a row: the tokens as pictures beside the name
    big, small = panel_text(px, NAME_SIZE), panel_text(px, TOKENS_SIZE)
    for bold in (False, True):
        row = pygame.Rect(0, panel.rows_top, 100, panel.row_h - px(4))
        top, under = stacked(row, big, bold, small, px(2))
        name_ink = [top + y for y in fonts.ink(big, bold)]
        token_ink = [under + y for y in fonts.ink(small)]
        assert row.top <= name_ink[0] and name_ink[1] <= token_ink[0] and token_ink[1] <= row.bottom


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("players", [3, 4])
def test_at_130_percent_the_log_keeps_a_few_lines_beside_many_players(make_app, size, players):
    """At 130 % with three or four players even the tight panel was taller than the window
    and the log kept one or two lines: the rows and buttons now shrink a little more (their
    words still inside them) so that it keeps three."""
    app = make_app(size=size)
    app.settings.ui_scale = 1.3
    app.apply_display_settings()
    seats = [SeatInfo("human")] + [SeatInfo("ai", "random")] * (players - 1)
    match = first_match(lambda m: m.state.stage == "action", seats=seats, avoid=("end", "bat"))
    scene = open_scene(app, match)
    panel, undo = scene.panel, scene.buttons["undo"].rect
    assert panel.tight and scene.log_view.visible_rows >= 3
    assert panel.rows_top + players * panel.row_h <= panel.info_y
    for button in [*scene.choices.buttons, scene.buttons["rotate"], scene.buttons["confirm"]]:
        assert scene.panel_rect.contains(button.rect) and button.rect.bottom <= undo.top
        words = fonts.font(scene.px(15), True).get_height()  # the "@small" theme font
        assert button.rect.h >= words  # the button's words fit its height
    assert undo.bottom <= scene.log_view.rect.top <= scene.panel_rect.bottom
