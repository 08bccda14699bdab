"""Shared rough edges a new player hit (issue 35, part 5), each at its root."""

from __future__ import annotations

import pytest

from game.app.scenes.main_menu import MainMenu
from game.app.scenes.pause import PauseMenu
from game.engine.match import SeatInfo
from game.persistence.settings import SettingsStore
from tests.app.test_resign import play_scene
from tests.ui_fixtures import click, frames

pytestmark = pytest.mark.usefixtures("home")

HUMAN, GREEDY = SeatInfo("human"), SeatInfo("ai", "greedy")


def tooltip_rect(manager):
    """The tooltip on screen now, if any."""
    import pygame
    from pygame_gui.elements import UITooltip

    for element in manager.get_sprite_group().sprites():
        if isinstance(element, UITooltip) and element.visible:
            return pygame.Rect(element.rect)
    return None


def hover_for_a_tooltip(app, pos):
    """Rest the pointer on ``pos`` for three seconds; the tooltip that shows, if any."""
    import pygame

    pygame.mouse.set_pos(pos)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.1, events=[motion])
    for _ in range(30):
        app.step(0.1, events=[])
    return tooltip_rect(app.manager)


def hidden_widgets(scene) -> set[int]:
    from game.app.scene import widgets_in

    return {id(e) for e in widgets_in(scene.root) if not e.visible}


@pytest.mark.parametrize("game", ["armadora", "goldmine", "crown"])
@pytest.mark.parametrize("visit", ["rules", "settings"])
def test_hidden_play_buttons_stay_hidden_behind_the_pause_menu(make_app, game, visit):
    app = make_app()
    scene = play_scene(app, game, [HUMAN, GREEDY])
    hidden = hidden_widgets(scene)
    assert hidden  # Finish now waits in Hint's place, at least
    click(app, scene.buttons["menu"])
    pause = app.top()
    assert isinstance(pause, PauseMenu)
    click(app, pause.buttons[visit])
    assert app.top() is not pause
    app.top().back()
    frames(app, 2)
    assert app.top() is pause
    assert hidden_widgets(scene) >= hidden  # nothing shows through the overlay


def test_lang_on_the_command_line_is_for_this_run_only(make_app, home):
    app = make_app(lang="ko")
    assert app.settings.language == "ko"
    app.settings.master_volume = 0.3
    app.save_settings()  # any setting saved during the run
    app.shutdown()
    stored = SettingsStore().load()
    assert stored.language == "en" and stored.master_volume == 0.3
    again = make_app(lang="ko")
    again.push(MainMenu(again))
    again.set_language("en")  # picked by the player: that one is kept
    again.set_language("ko")
    again.shutdown()
    assert SettingsStore().load().language == "ko"


@pytest.mark.parametrize("game", ["armadora", "crown"])
def test_nothing_of_the_board_floats_on_the_privacy_screen(make_app, game):
    from game.app.scene import widgets_in
    from game.app.scenes.privacy import PrivacyScreen

    app = make_app()
    scene = play_scene(app, game, [HUMAN, HUMAN])
    for _ in range(40):  # pass the board on until the privacy screen is up
        if isinstance(app.top(), PrivacyScreen):
            break
        if scene.is_human_turn():
            scene.play(sorted(scene.legal(), key=repr)[0])
        frames(app, 3)
    assert isinstance(app.top(), PrivacyScreen)
    scene.refresh()  # the covered board brings its buttons up to date (Hint, Finish now)
    frames(app, 1)
    assert [e for e in widgets_in(scene.root) if e.visible] == []
    click(app, app.top().ready_button)
    assert scene.buttons["hint"].visible and not scene.buttons["finish"].visible


def test_the_first_frame_of_the_results_shows_none_of_the_play_screens_buttons(make_app):
    """The Results screen replaces a finished game during the play scene's update; its first
    frame is the same as the next one (before, Menu, the warriors and the powers stood over
    it until pygame-gui's next update: half a second while idle)."""
    import pygame

    from game.app.results_scene import ResultsScene

    app = make_app()
    scene = play_scene(app, "armadora", [HUMAN, GREEDY])
    shots: list[bytes] = []
    drawn = app.draw

    def draw() -> None:
        drawn()
        if isinstance(app.top(), ResultsScene) and len(shots) < 2:
            shots.append(pygame.image.tobytes(app.screen, "RGB"))

    app.draw = draw
    for _ in range(3000):
        if len(shots) >= 2:
            break
        if app.top() is scene and scene.is_human_turn():
            scene.play(next(a for a in scene.legal() if a[0] == "pass"))
        app.step(0.05, events=[])
    assert len(shots) == 2 and shots[0] == shots[1]


def _brightest(surface, rect) -> int:
    return max(
        sum(surface.get_at((x, y))[:3]) // 3
        for x in range(rect.x, rect.right, 2)
        for y in range(rect.y, rect.bottom, 2)
    )


@pytest.mark.parametrize("game", ["armadora", "goldmine", "crown"])
def test_the_pause_and_confirm_dialogs_are_opaque_and_dim_the_log_too(make_app, game):
    import random

    import pygame

    app = make_app()
    scene = play_scene(app, game, [HUMAN, GREEDY])
    rng = random.Random(1)
    for _ in range(12):  # some lines in the log
        if not scene.match.is_over:
            scene.match.play(rng.choice(scene.match.legal_actions()))
    scene.refresh()
    frames(app, 2)
    log = scene.log_view.rect.inflate(-20, -20)
    bright = _brightest(app.screen, log)
    click(app, scene.buttons["menu"])
    pause = app.top()
    frames(app, 2)
    assert _brightest(app.screen, log) < bright * 0.5  # the log is dimmed with the board
    box = pause.root.get_container().elements[0]  # the dialog's panel
    inner = box.rect.inflate(-40, -40)
    covered = [e.rect for e in pause.buttons.values()]
    spots = [
        (x, y)
        for x in range(inner.x, inner.right, 7)
        for y in range(inner.y + 60, inner.bottom, 7)
        if not any(r.inflate(12, 12).collidepoint(x, y) for r in covered)
    ]
    assert spots
    panel_colour = pygame.Color("#221c26")
    assert {tuple(app.screen.get_at(spot))[:3] for spot in spots} == {tuple(panel_colour)[:3]}
    click(app, pause.buttons["resign"])  # the confirm dialog over it
    dialog = app.top()
    assert dialog is not pause
    frames(app, 2)
    # Its margins beside the words (the dialog is as tall as its words need):
    box = dialog.box.rect
    text_free = [
        (x, y)
        for x in (box.x + app.px(10), box.right - app.px(10))
        for y in range(box.y + app.px(14), box.bottom - app.px(14), 5)
    ]
    assert {tuple(app.screen.get_at(spot))[:3] for spot in text_free} == {tuple(panel_colour)[:3]}


def test_players_are_named_in_setup_and_the_names_are_remembered(make_app):
    import pygame
    import pygame_gui

    app = make_app()
    app.push(MainMenu(app))
    setup = app.push("setup", game_id="goldmine")
    frames(app, 1)
    entry = next(e for e, seat in setup.name_entries.items() if seat == 0)
    entry.set_text("Ann")
    event = pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=entry, text="Ann")
    setup.handle_event(event)
    setup.start()
    play = app.top()
    assert play.match.seats[0].name == "Ann" and play.seat_name(0) == "Ann"
    assert app.settings.setups["goldmine"]["seats"][0]["name"] == "Ann"
    app.reset_to(MainMenu(app))
    again = app.push("setup", game_id="goldmine")
    frames(app, 1)
    entry = next(e for e, seat in again.name_entries.items() if seat == 0)
    assert entry.get_text() == "Ann"


@pytest.mark.parametrize(
    ("remembered", "kept"),
    [
        ("Ann\x00", "Ann"),  # a character no name keeps is dropped (game.engine.names)
        ("\ud800Ann", "Ann"),
        ("Ann\x1b[2J\u202eLee", "Ann[2JLee"),
        ("x" * 5000, "x" * 40),
        (17, ""),
        ("  Ann  Lee\n", "Ann Lee"),
    ],
)
def test_a_remembered_name_is_checked_as_text(remembered, kept):
    from game.engine import registry

    info = registry.get("crown")
    data = {"players": 2, "seats": [{"kind": "human", "level": "normal", "name": remembered}]}
    choices = info.setup.restore(data, info.rules)
    assert choices.name(0) == kept and choices.seats()[0].name == kept


def test_a_tooltip_moves_off_the_row_it_explains_and_the_next_one():
    import pygame

    from game.app.tooltips import clear_spot, guarded_band

    window = pygame.Rect(0, 0, 1024, 640)
    target = pygame.Rect(700, 200, 200, 40)
    under = pygame.Rect(650, 225, 300, 120)  # where pygame-gui puts it: under the pointer
    moved = clear_spot(under, target, window)
    assert moved.bottom <= target.top and not moved.colliderect(guarded_band(target, window))
    high = pygame.Rect(700, 30, 200, 40)  # no room above: below the next row
    moved = clear_spot(pygame.Rect(650, 55, 300, 120), high, window)
    assert moved.top >= guarded_band(high, window).bottom


@pytest.mark.parametrize("game", ["armadora", "crown"])
def test_the_setup_seat_choice_tooltip_leaves_the_next_players_row_visible(make_app, game):
    import pygame

    app = make_app(size=(1024, 640))
    app.push(MainMenu(app))
    setup = app.push("setup", game_id=game)
    frames(app, 1)
    button = setup.button_for("seat_value", 0)
    second = setup.button_for("kind", 1, value="human")
    pos = button.rect.center
    tip = hover_for_a_tooltip(app, pos)
    assert tip is not None
    assert not tip.colliderect(button.rect) and not tip.colliderect(second.rect)
    row_band = pygame.Rect(0, button.rect.top, app.size[0], second.rect.bottom - button.rect.top)
    assert not tip.colliderect(row_band)


@pytest.mark.parametrize(
    ("game", "option", "partners"),
    [("armadora", "teams", (0, 2)), ("goldmine", "alliance", (0, 1)), ("crown", "teams", (0, 2))],
)
def test_partners_share_a_colour_band_in_setup(make_app, game, option, partners):
    app = make_app()
    app.push(MainMenu(app))
    setup = app.push("setup", game_id=game)
    setup.spec.set_players(setup.choices, 4)
    setup.choices.values[option] = False
    setup.rebuild()
    assert setup.team_bands == {}  # every player for themselves: no bands
    setup.choices.values[option] = True
    setup.rebuild()
    colours = {seat: band.image.get_at((1, 1)) for seat, band in setup.team_bands.items()}
    assert sorted(colours) == [0, 1, 2, 3]
    a, b = partners
    others = [s for s in range(4) if s not in partners]
    assert colours[a] == colours[b] != colours[others[0]] == colours[others[1]]


@pytest.mark.parametrize(
    ("game", "setup", "partners"),
    [("armadora", {"teams": True}, (0, 2)), ("goldmine", {"alliance": True}, (0, 1))],
)
def test_partners_share_a_colour_band_in_the_play_panel(make_app, game, setup, partners):
    """The band beside a seat's row is its team's seat colours (issue 51, item 7f): the
    partners' rows show the same band, made of no colour but theirs (a fixed gold band
    stood beside Gold Mine's yellow miner)."""
    from game.engine import registry
    from game.engine.match import Match

    app = make_app()
    app.push(MainMenu(app))
    info = registry.get(game)
    match = Match.new(info.rules, {"players": 4, **setup}, 3, [HUMAN] + [GREEDY] * 3)
    scene = app.push(info.view.play_scene(app, match))
    frames(app, 2)
    px, panel = scene.px, scene.panel
    foot = px(6) if game == "armadora" else px(4)  # the row's height less its gap

    def band(seat: int) -> list[tuple[int, int, int]]:
        x = scene.panel_rect.x + px(12) + px(4)
        top = panel.rows_top + seat * panel.row_h + px(4)
        bottom = panel.rows_top + (seat + 1) * panel.row_h - foot - px(4)
        found: list[tuple[int, int, int]] = []
        for y in range(top + 1, bottom - 1):
            colour = tuple(app.screen.get_at((x, y)))[:3]
            if colour not in found:
                found.append(colour)
        return found

    a, b = partners
    team = [scene.seat_colour(a), scene.seat_colour(b)]
    assert band(a) == band(b) == sorted(team, key=[scene.seat_colour(s) for s in (a, b)].index)
    others = [s for s in range(4) if s not in partners]
    assert band(others[0]) == band(others[1]) == [scene.seat_colour(s) for s in others]


def test_crowns_market_tooltip_leaves_construction_and_army_visible(make_app):
    """The main action's buttons stand one under another: Market's help must not hide
    Construction and Army (the row under it)."""
    import random

    app = make_app(size=(1024, 640))
    scene = play_scene(app, "crown", [HUMAN, GREEDY])
    rng = random.Random(1)
    match = scene.match
    while match.to_move != 0 or ("market",) not in match.legal_actions():
        match.play(rng.choice(match.legal_actions()))
    scene.refresh()
    frames(app, 1)
    assert app.top() is scene and scene.viewer == 0
    buttons = {scene.choices.actions[i]: b for i, b in enumerate(scene.choices.buttons)}
    market = buttons[("market",)]
    others = [buttons[("build",)], buttons[("army",)]]
    pos = market.rect.center
    tip = hover_for_a_tooltip(app, pos)
    assert tip is not None
    assert not any(tip.colliderect(b.rect) for b in [market, *others])
