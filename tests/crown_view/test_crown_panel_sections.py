"""Crown & Dragon's side panel at a large interface size (issue 36, item 3): the seats'
sections fold to their headings (the current seat's open) and scroll, so every seat's
information stays reachable and the log keeps its room; partners share a team band
(issue 35)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import SeatInfo
from game.text import tr
from tests.crown_view.helpers import mouse_click, move_mouse, new_play
from tests.ui_fixtures import frames

SIZES = [(1024, 640), (1280, 800)]


def four_players(app, players: int = 4, **setup):
    seats = [SeatInfo("human")] + [SeatInfo("ai", "random")] * (players - 1)
    return new_play(app, seats, 5, **setup)


def wheel(app, scene, pos, steps: int) -> None:
    move_mouse(app, pos)
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=steps)])


def reach(app, scene, seat: int) -> pygame.Rect:
    """Scroll until ``seat``'s heading shows, open its section by a click if folded, and
    answer where the section is drawn."""
    sections = scene.panel.sections
    area = sections.area
    for _ in range(20):
        heading = sections.sections()[seat].heading
        if area.contains(heading):
            break
        wheel(app, scene, area.center, 1 if heading.y < area.y else -1)
    heading = sections.sections()[seat].heading
    assert area.contains(heading), f"seat {seat}'s heading cannot be scrolled into view"
    if not sections.is_open(seat):
        mouse_click(app, heading.center)
    frames(app, 1)
    return sections.sections()[seat].rect


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_seat_is_reachable_and_the_log_keeps_room_at_130(make_app, size, players, lang):
    app = make_app(size=size, lang=lang)
    app.settings.ui_scale = 1.3
    app.apply_display_settings()
    scene = four_players(app, players, **({"teams": True} if players == 4 else {}))
    window = pygame.Rect((0, 0), app.size)
    log = scene.log_view.rect
    # before: four rows of 89 px pushed the log below the window's edge
    assert window.contains(log) and log.h >= scene.px(100)  # four lines or more
    sections = scene.panel.sections
    assert sections.area.bottom <= scene.panel.info_y
    assert sections.is_open(scene.observation().turn)  # the current seat's section is open
    for seat in range(players):
        rect = reach(app, scene, seat)
        assert sections.is_open(seat)
        assert sections.area.contains(rect), f"seat {seat}'s section {rect} is cut"
    for name in ("undo", "hint", "confirm"):  # nothing below moved out of the window
        assert window.contains(scene.buttons[name].rect)


def test_a_heading_folds_and_opens_its_section_and_the_wheel_scrolls(make_app):
    app = make_app(size=(1280, 800))
    app.settings.ui_scale = 1.3
    app.apply_display_settings()
    scene = four_players(app, teams=True)
    sections = scene.panel.sections
    assert sections.folding
    turn = scene.observation().turn
    heading = sections.sections()[turn].heading
    move_mouse(app, heading.center)
    fold = tr("crown_ui.section_fold", player=scene.seat_name(turn))
    assert scene.state_for_test()["tooltip"] == fold  # the heading says what a click does
    mouse_click(app, heading.center)
    assert not sections.is_open(turn)
    mouse_click(app, heading.center)
    assert sections.is_open(turn)
    for seat in range(4):  # every section open: taller than the room, so they scroll
        if not sections.is_open(seat):
            reach(app, scene, seat)
    assert sections.content_height() > sections.area.h
    assert sections.bar() is not None
    wheel(app, scene, sections.area.center, 10)
    assert sections.scroll == 0
    wheel(app, scene, sections.area.center, -10)
    assert sections.scroll == sections.most_scroll() > 0


def test_at_100_percent_every_section_is_open(make_app):
    app = make_app(size=(1280, 800))
    scene = four_players(app, teams=True)
    assert not scene.panel.sections.folding
    assert all(s.open for s in scene.panel.sections.sections())


def test_partners_share_a_band_in_the_panel(make_app):
    """A team's band is its seats' colours (issue 51, item 7f), the same beside each
    partner."""
    from game.crown.view.pieces import seat_colour

    app = make_app(size=(1280, 800))
    scene = four_players(app, teams=True)
    frames(app, 2)
    colorblind = app.settings.colorblind
    everyone = {seat_colour(s, colorblind) for s in range(4)}
    bands = []
    for section in scene.panel.sections.sections():
        x = section.rect.x + scene.px(4)
        top, bottom = section.rect.y + scene.px(5), section.rect.y + section.rect.h - scene.px(9)
        found = []
        for y in range(top, bottom):
            colour = tuple(app.screen.get_at((x, y)))[:3]
            if colour in everyone and colour not in found:  # a seat's colour in the band
                found.append(colour)
        bands.append(found)
    assert bands[0] == bands[2] == [seat_colour(0, colorblind), seat_colour(2, colorblind)]
    assert bands[1] == bands[3] == [seat_colour(1, colorblind), seat_colour(3, colorblind)]
