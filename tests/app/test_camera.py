"""The board camera, driven by synthetic pygame events: board <-> screen mapping, wheel and key
zoom, dragging (and clicks that stay clicks), arrow keys, fit, follow, clamping and resizing."""

from __future__ import annotations

import pygame
import pytest

from game.app.camera import Camera

VIEW = pygame.Rect(100, 50, 800, 600)


def approx(point, expected, tol=1e-6) -> bool:
    return abs(point[0] - expected[0]) <= tol and abs(point[1] - expected[1]) <= tol


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)


def key(code, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode)


def key_up(code):
    return pygame.event.Event(pygame.KEYUP, key=code, mod=0)


def corners(rect):
    r = pygame.FRect(rect)
    return [(r.left, r.top), (r.right, r.top), (r.left, r.bottom), (r.right, r.bottom)]


# --- mapping ------------------------------------------------------------------------------


@pytest.mark.parametrize("zoom", [0.25, 0.5, 1.0, 1.7, 4.0])
def test_screen_and_board_round_trip(zoom):
    camera = Camera(VIEW, 48, zoom=zoom, centre=(3.3, -2.1))
    assert approx(camera.board_to_screen((3.3, -2.1)), VIEW.center)
    for point in [(0, 0), (3.3, -2.1), (-17.25, 40.5), (1e3, -1e3)]:
        assert approx(camera.screen_to_board(camera.board_to_screen(point)), point, 1e-9)
    for pixel in [(100, 50), (500, 350), (899, 649), (-20, 1000)]:
        assert approx(camera.board_to_screen(camera.screen_to_board(pixel)), pixel, 1e-9)
    # One board unit is unit * zoom pixels.
    a, b = camera.board_to_screen((0, 0)), camera.board_to_screen((1, 1))
    assert approx((b[0] - a[0], b[1] - a[1]), (48 * zoom, 48 * zoom))


def test_tiles_share_their_edges_and_the_cell_under_a_pixel_is_found():
    camera = Camera(VIEW, 37, zoom=1.13, centre=(0.4, 0.7))
    left = camera.rect_to_screen((2, 5, 1, 1))
    right = camera.rect_to_screen((3, 5, 1, 1))
    below = camera.rect_to_screen((2, 6, 1, 1))
    assert left.right == right.left and left.bottom == below.top
    assert camera.cell_at(left.center) == (2, 5)
    assert camera.cell_at(camera.board_to_screen((-0.5, -3.2))) == (-1, -4)
    visible = camera.visible_rect()
    assert approx(visible.center, (0.4, 0.7))
    assert approx(camera.rect_to_screen(visible).size, VIEW.size, 1)


def test_resizing_the_viewport_keeps_the_centre():
    camera = Camera(VIEW, 64, zoom=1.5, centre=(7.5, -2))
    camera.set_viewport(pygame.Rect(0, 0, 1400, 500))
    assert approx(camera.screen_to_board(camera.viewport.center), (7.5, -2))
    assert camera.zoom == 1.5


# --- zoom -----------------------------------------------------------------------------------


@pytest.mark.parametrize("notches", [1, -1, 3, -2])
def test_wheel_zoom_keeps_the_point_under_the_cursor(notches):
    camera = Camera(VIEW, 64, centre=(2, 3))
    cursor = (260, 540)
    assert not camera.handle_event(motion(cursor))
    under = camera.screen_to_board(cursor)
    assert camera.handle_event(wheel(notches))
    assert camera.zoom == pytest.approx(Camera.ZOOM_STEP**notches)
    assert approx(camera.board_to_screen(under), cursor, 1e-6)


def test_wheel_outside_the_viewport_is_left_alone():
    camera = Camera(VIEW, 64)
    camera.handle_event(motion((20, 20)))
    assert not camera.handle_event(wheel(1))
    assert camera.zoom == 1.0


@pytest.mark.parametrize(
    ("zoom_in", "zoom_out"),
    [
        (key(pygame.K_PLUS), key(pygame.K_MINUS)),
        (key(pygame.K_EQUALS), key(pygame.K_MINUS)),
        (key(pygame.K_KP_PLUS), key(pygame.K_KP_MINUS)),
    ],
)
def test_plus_and_minus_zoom_about_the_centre_and_clamp(zoom_in, zoom_out):
    camera = Camera(VIEW, 64, min_zoom=0.5, max_zoom=3.0, centre=(4, 4))
    assert camera.handle_event(zoom_in)
    assert camera.zoom == pytest.approx(Camera.ZOOM_STEP)
    assert approx(camera.screen_to_board(VIEW.center), (4, 4))
    for _ in range(30):
        camera.handle_event(zoom_in)
    assert camera.zoom == 3.0
    for _ in range(60):
        camera.handle_event(zoom_out)
    assert camera.zoom == 0.5
    assert approx(camera.screen_to_board(VIEW.center), (4, 4))


def test_set_zoom_clamps_too():
    camera = Camera(VIEW, 64, min_zoom=0.5, max_zoom=3.0)
    camera.set_zoom(10)
    assert camera.zoom == 3.0
    camera.set_zoom(0.01)
    assert camera.zoom == 0.5


# --- panning --------------------------------------------------------------------------------


@pytest.mark.parametrize("button", [1, 2])
def test_drag_pans_by_the_dragged_distance(button):
    camera = Camera(VIEW, 64, zoom=1.25, centre=(1, 1))
    start, end = (400, 300), (470, 260)
    grabbed = camera.screen_to_board(start)
    before = camera.centre
    camera.handle_event(down(start, button))
    assert camera.handle_event(motion((440, 280)))
    assert camera.dragging
    assert camera.handle_event(motion(end))
    assert approx(camera.board_to_screen(grabbed), end)
    scale = 64 * 1.25
    assert approx(camera.centre, (before[0] - 70 / scale, before[1] + 40 / scale))
    assert camera.handle_event(up(end, button))  # a drag's release is the camera's
    assert camera.was_drag and not camera.dragging


def test_a_tiny_drag_is_still_a_click():
    camera = Camera(VIEW, 64)
    before = camera.centre
    assert not camera.handle_event(down((400, 300)))  # a press may be a click: not consumed
    assert not camera.handle_event(motion((403, 302)))
    assert not camera.handle_event(up((403, 302)))  # the game sees the click
    assert not camera.was_drag
    assert camera.centre == before


def test_a_press_outside_the_viewport_does_not_drag():
    camera = Camera(VIEW, 64)
    before = camera.centre
    camera.handle_event(down((20, 20)))
    assert not camera.handle_event(motion((300, 300)))
    assert not camera.handle_event(up((300, 300)))
    assert camera.centre == before and not camera.was_drag


def test_arrow_keys_pan_a_step_and_glide_while_held():
    camera = Camera(VIEW, 64, zoom=2.0, pan_step=100, pan_speed=400)
    assert camera.handle_event(key(pygame.K_RIGHT))
    assert approx(camera.centre, (100 / 128, 0))
    camera.handle_event(key_up(pygame.K_RIGHT))
    assert camera.handle_event(key(pygame.K_UP))
    assert approx(camera.centre, (100 / 128, -100 / 128))
    camera.update(0.1)  # not held long enough to glide
    assert approx(camera.centre, (100 / 128, -100 / 128))
    camera.update(0.25)  # held 0.35 s: glided 0.1 s
    assert approx(camera.centre, (100 / 128, -(100 + 40) / 128))
    assert camera.handle_event(key_up(pygame.K_UP))
    camera.update(1.0)
    assert approx(camera.centre, (100 / 128, -(100 + 40) / 128))
    camera.handle_event(key(pygame.K_LEFT))
    camera.handle_event(key(pygame.K_DOWN))
    assert approx(camera.centre, (0, -40 / 128))


def test_arrow_keys_with_ctrl_and_letters_are_left_to_the_game():
    camera = Camera(VIEW, 64)
    assert not camera.handle_event(key(pygame.K_LEFT, mod=pygame.KMOD_LCTRL))
    assert not camera.handle_event(key(pygame.K_a, unicode="a"))
    assert not camera.handle_event(key(pygame.K_w, unicode="w"))
    assert camera.centre == (0.0, 0.0)


# --- fit, follow, clamp ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "content", [(-7, -3, 20, 9), (0, 0, 1, 1), (-50, -2, 100, 4), (3, -40, 2, 90)]
)
def test_fit_shows_every_corner_of_the_content(content):
    camera = Camera(VIEW, 64, min_zoom=0.25, max_zoom=3.0, centre=(100, 100))
    camera.fit(content, margin=20)
    zone = VIEW.inflate(-40, -40)
    for corner in corners(content):
        x, y = camera.board_to_screen(corner)
        assert zone.left - 1e-6 <= x <= zone.right + 1e-6, (corner, x)
        assert zone.top - 1e-6 <= y <= zone.bottom + 1e-6, (corner, y)
    assert camera.zoom <= 3.0


def test_fit_may_zoom_out_past_the_limit_and_keys_then_only_come_back():
    camera = Camera(VIEW, 64, min_zoom=0.5)
    camera.fit((0, 0, 400, 10))
    fitted = camera.zoom
    assert fitted < 0.5
    camera.handle_event(key(pygame.K_MINUS))
    assert camera.zoom == fitted
    camera.handle_event(key(pygame.K_PLUS))
    assert camera.zoom == pytest.approx(fitted * Camera.ZOOM_STEP)


def test_follow_eases_a_region_into_view():
    camera = Camera(VIEW, 64)
    target = (20, 1, 1, 1)
    assert not camera.is_visible(target)
    camera.follow(target)
    assert camera.moving
    start = camera.centre
    camera.update(1 / 60)
    first = camera.centre
    steps = 1
    while camera.moving:
        camera.update(1 / 60)
        steps += 1
        assert steps < 120
    final = camera.centre
    assert 0 < first[0] - start[0] < (final[0] - start[0]) / 2  # no jump
    assert camera.is_visible(target, margin=camera.follow_margin - 1)
    # Just far enough: the target sits near the right edge, not in the middle.
    assert camera.board_to_screen((21, 0))[0] > VIEW.centerx + 200


def test_follow_does_nothing_when_the_region_is_comfortably_visible():
    camera = Camera(VIEW, 64, centre=(0.5, 0.5))
    camera.follow((2, -1, 2, 2))
    assert not camera.moving
    camera.update(0.5)
    assert camera.centre == (0.5, 0.5)


def test_a_drag_or_a_key_stops_a_follow():
    camera = Camera(VIEW, 64)
    camera.follow((30, 0, 1, 1))
    camera.update(1 / 60)
    camera.handle_event(key(pygame.K_DOWN))
    assert not camera.moving


@pytest.mark.parametrize("zoom", [0.25, 1.0, 4.0])
def test_clamping_keeps_the_content_in_sight(zoom):
    content = (0, 0, 10, 6)
    camera = Camera(VIEW, 64, zoom=zoom, content=content, keep=96)
    keep = min(96, 6 * 64 * zoom)

    def overlap() -> pygame.Rect:
        return camera.rect_to_screen(content).clip(VIEW)

    camera.pan(100_000, 0)
    assert overlap().w >= keep - 1
    camera.pan(-300_000, -300_000)
    assert overlap().w >= keep - 1 and overlap().h >= keep - 1
    for _ in range(200):
        camera.handle_event(key(pygame.K_DOWN))
    assert overlap().h >= keep - 1
    camera.handle_event(down((500, 350)))
    camera.handle_event(motion((900, 650)))
    camera.handle_event(motion((-5000, -5000)))
    camera.handle_event(up((-5000, -5000)))
    assert overlap().w >= keep - 1 and overlap().h >= keep - 1
    camera.look_at((1000, 1000))
    assert overlap().w >= keep - 1 and overlap().h >= keep - 1


def test_a_growing_board_moves_the_limits():
    camera = Camera(VIEW, 64, content=(0, 0, 3, 3))
    camera.look_at((40, 0))
    assert camera.centre[0] < 10
    camera.set_content((0, 0, 60, 3))
    camera.look_at((40, 0))
    assert camera.centre == (40.0, camera.centre[1])


# --- the least move (reach) and a pressed button --------------------------------------------


def test_reach_answers_a_view_that_shows_the_rect_as_it_is():
    camera = Camera(VIEW, 64, centre=(2.5, 1.5))
    assert camera.reach((0, 0, 4, 3), margin=10) == (1.0, (2.5, 1.5))
    assert camera.is_visible((0, 0, 4, 3), view=camera.reach((0, 0, 4, 3)))


def test_reach_pans_only_the_axis_that_is_cut_and_only_as_far_as_needed():
    camera = Camera(VIEW, 64, centre=(0, 0))  # 12.5 x 9.4 units in view
    rect = (2, -2, 6, 3)  # its right edge (8) lies past the view's (6.25)
    assert not camera.is_visible(rect)
    zoom, centre = camera.reach(rect, margin=8)
    assert zoom == 1.0 and centre[1] == 0
    assert centre[0] == pytest.approx(8 - (400 - 8) / 64)  # the right edge just inside
    assert camera.is_visible(rect, margin=7, view=(zoom, centre))
    assert camera.centre == (0, 0)  # nothing moved yet


def test_reach_zooms_out_just_enough_and_never_below_its_floor():
    camera = Camera(VIEW, 64, zoom=2.0, centre=(0, 0))
    rect = (-5, -2, 20, 4)  # 20 units: at 2.0 only 6.25 fit across
    zoom, centre = camera.reach(rect, margin=0)
    assert zoom == pytest.approx(800 / (20 * 64))
    assert camera.is_visible(rect, view=(zoom, centre))
    floor_zoom, floor_centre = camera.reach(rect, margin=0, least=0.9)
    assert floor_zoom == 0.9 and floor_centre[0] == pytest.approx(5)  # too big: centred
    assert camera.reach((0, 0, 1, 1), least=0.1)[0] == 2.0  # a small rect never zooms in


def test_reach_starts_from_where_the_view_is_going():
    camera = Camera(VIEW, 64, centre=(0, 0))
    zoom, centre = camera.reach((20, 0, 1, 1), start=(1.0, (19, 0)))
    assert (zoom, centre) == (1.0, (19, 0))  # already shown there: no further move


def test_a_follow_waits_while_a_button_is_pressed_on_the_view():
    camera = Camera(VIEW, 64)
    camera.follow((30, 0, 1, 1))
    camera.update(1 / 60)
    assert not camera.handle_event(down((500, 300)))
    assert camera.pressed
    held = camera.centre
    for _ in range(10):
        camera.update(1 / 60)
    assert camera.centre == held and camera.moving  # paused, not dropped
    assert not camera.handle_event(up((500, 300)))  # a click: the game's
    assert not camera.pressed
    camera.update(1 / 60)
    assert camera.centre[0] > held[0]


def test_framing_is_what_fit_shows():
    camera = Camera(VIEW, 64)
    planned = camera.framing((0, 0, 30, 5), margin=10, most=1.5)
    camera.fit((0, 0, 30, 5), margin=10, most=1.5)
    assert (camera.zoom, camera.centre) == planned
    camera.fit((0, 0, 1, 1), most=1.5)
    assert camera.zoom == 1.5


def test_rect_at_a_view_is_where_the_rect_will_be_drawn_there():
    camera = Camera(VIEW, 37, zoom=1.3, centre=(0.4, 0.7))
    rect = (2, -3, 4, 1.5)
    assert camera.rect_at(rect) == camera.rect_to_screen(rect)
    assert camera.rect_at(rect, (1.3, (0.4, 0.7))) == camera.rect_to_screen(rect)
    planned = camera.rect_at(rect, (0.8, (5.0, -1.0)))
    camera.zoom, camera.centre = 0.8, (5.0, -1.0)
    assert planned == camera.rect_to_screen(rect)
