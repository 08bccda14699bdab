"""The Gold Mine camera stays put (issue 51): between turns and during one it moves only when
a step grows the mine past the view (by the least pan, zooming out only if it must), a
player's own view is kept until a tile is laid out of their sight, nothing moves while a
button is down or a choice waits, the recenter key and button frame the whole mine, and a
click maps through the camera as it is at the click."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import Match, SeatInfo
from game.goldmine.view.mine_view import FRAME_MARGIN, GROW_ROOM, MineView, mine_bounds
from tests.goldmine_view.test_goldmine_play import mouse_click, square_point, wait_for_human
from tests.goldmine_view.test_goldmine_polish import RULES, match_until, move, open_scene
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")
HUMAN_AI = [SeatInfo("human"), SeatInfo("ai", "random")]
VIEW = pygame.Rect(20, 30, 880, 616)  # 10 x 7 tiles at design size


def view_of(board) -> MineView:
    view = MineView(False)
    view.set_rect(VIEW, 88)
    view.set_board(board)  # the first board: framed at once
    return view


def settle(view: MineView, seconds: float = 1.0) -> None:
    for _ in range(round(seconds * 60)):
        view.update(1 / 60)


def transform(view: MineView):
    return view.camera.zoom, view.camera.centre


def whole_mine_in_view(view: MineView, board) -> bool:
    """The mine and the ring of squares where a tile may go, wholly on screen."""
    return view.camera.is_visible(mine_bounds(board, 1.0))


def ring(board) -> set:
    """The mine's squares and every square beside them (where a tile may be laid)."""
    out = set(board)
    for x, y in board:
        out |= {(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)}
    return out


def rects(view: MineView, squares) -> dict:
    return {s: view.camera.rect_to_screen((s[0], s[1], 1, 1)) for s in squares}


# --- the rule, on the view alone --------------------------------------------------------------


def test_tiles_laid_inside_the_view_move_nothing_and_one_past_its_edge_moves_it_least():
    board = {(0, 0)}
    view = view_of(board)
    assert view.camera.zoom == 1.0  # design size: room for the mine to grow
    start = transform(view)
    for square in [(1, 0), (0, 1), (2, 0), (3, 0)]:  # all with their ring inside the view
        board.add(square)
        before = rects(view, ring(board))
        view.set_board(board)
        settle(view)
        assert transform(view) == start and rects(view, ring(board)) == before
    board.add((4, 0))  # its ring lies past the right edge
    assert not whole_mine_in_view(view, board)
    view.set_board(board)
    assert view.gliding
    view.update(1 / 60)
    assert 0 < view.camera.centre[0] - start[1][0] < 0.5  # eased: no jump
    settle(view)
    assert whole_mine_in_view(view, board)
    zoom, centre = transform(view)
    assert zoom == start[0] and centre[1] == start[1][1]  # no zoom, no vertical pan
    right_edge = view.camera.board_to_screen((5 + FRAME_MARGIN + GROW_ROOM, 0))[0]
    assert VIEW.right - 10 < right_edge <= VIEW.right  # only as far as needed, and a tile more
    for square in [(0, 2), (0, 3), (0, 4)]:  # taller than the view: it zooms out, just enough
        board.add(square)
        view.set_board(board)
        settle(view)
    assert whole_mine_in_view(view, board)
    assert view.camera.zoom < 1.0
    tall = (5 + 2 * FRAME_MARGIN + GROW_ROOM) * 88  # rows 0..4, the ring, room below
    assert view.camera.zoom == pytest.approx((VIEW.h - 12) / tall)


def test_the_players_view_stays_until_a_tile_is_laid_out_of_their_sight():
    board = {(0, 0), (1, 0), (0, 1)}
    view = view_of(board)
    view.take_over()
    view.camera.pan(150, 60)  # the player looked a little to the right
    mine = transform(view)
    board.add((2, 0))  # in their sight
    view.set_board(board)
    settle(view)
    assert transform(view) == mine and not view.auto
    board |= {(x, 0) for x in range(-1, -9, -1)}  # out of their sight, far to the left
    view.set_board(board)
    settle(view)
    assert view.auto and whole_mine_in_view(view, board)


def test_nothing_moves_while_a_choice_waits_or_a_button_is_down():
    board = {(0, 0), (1, 0)}
    view = view_of(board)
    start = transform(view)
    deciding = [True]
    view.hold = lambda: deciding[0]
    board |= {(x, 0) for x in range(2, 9)}
    view.set_board(board)
    settle(view)
    assert transform(view) == start  # waits
    deciding[0] = False
    settle(view)
    assert whole_mine_in_view(view, board)
    moved = transform(view)
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=VIEW.center, button=1)
    view.camera.handle_event(press)
    board |= {(0, y) for y in range(1, 9)}
    view.set_board(board)
    settle(view)
    assert transform(view) == moved  # the button is down
    view.camera.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=VIEW.center, button=1))
    settle(view)
    assert whole_mine_in_view(view, board)


def test_an_undo_that_shrinks_the_mine_moves_nothing():
    board = {(x, 0) for x in range(9)}
    view = view_of({(0, 0)})
    view.set_board(board)
    settle(view)
    kept = transform(view)
    view.set_board({(0, 0), (1, 0)})
    settle(view)
    assert transform(view) == kept


# --- on the play screen -------------------------------------------------------------------


def test_ai_turns_that_lay_tiles_inside_the_view_leave_every_square_in_place(make_app):
    app = make_app(size=(1600, 1000))
    seats = [SeatInfo("ai", "random"), SeatInfo("ai", "random")]
    scene = open_scene(app, Match.new(RULES, {"players": 2}, 3, seats))
    view, match = scene.view, scene.match
    still = grew = 0
    last = None
    for _ in range(3000):
        if match.is_over or (still >= 3 and grew >= 1):
            break
        app.step(0.05, events=[])
        if scene.steps.busy or view.gliding:
            continue
        turn, board = match.state.turn, set(match.state.board)
        if last is not None and turn != last[0] and board != last[1]:
            before_view, before_rects = last[2], last[3]
            if view.camera.is_visible(mine_bounds(board, FRAME_MARGIN), view=before_view):
                assert transform(view) == before_view  # laid inside the view: nothing moved
                assert rects(view, before_rects) == before_rects
                still += 1
            else:
                assert whole_mine_in_view(view, board)  # grown past it: all of it back
                grew += 1
        if last is None or turn != last[0]:
            last = (turn, board, transform(view), rects(view, ring(board)))
    assert still >= 3 and grew >= 1


def test_a_tile_laid_at_the_edge_brings_the_whole_mine_back_into_view(make_app):
    app = make_app()
    scene = open_scene(app, match_until(3, HUMAN_AI, lambda m: m.state.stage == "place"))
    view = scene.view
    board = scene.observation().board
    view.fit(board)  # the mine and its ring fill the view on one axis at least
    spots = scene.marking.spots()

    def past(square) -> bool:
        return not view.camera.is_visible(mine_bounds([*board, square], FRAME_MARGIN))

    edge = next(s for s in sorted(spots) if past(s))
    before = transform(view)
    scene.commit(("place", *edge, spots[edge][0]))
    frames(app, 60)
    board = scene.observation().board
    assert edge in board and transform(view) != before
    assert whole_mine_in_view(view, board)


def test_the_recenter_key_and_button_frame_the_whole_mine(make_app):
    app = make_app()
    scene = open_scene(app, match_until(3, HUMAN_AI, lambda m: len(m.state.board) > 12))
    board = scene.observation().board
    for _ in range(3):
        key(app, pygame.K_PLUS)
    for _ in range(8):
        key(app, pygame.K_RIGHT)
    assert not scene.view.auto and not whole_mine_in_view(scene.view, board)
    key(app, pygame.K_HOME)
    assert scene.view.auto and whole_mine_in_view(scene.view, board)
    for _ in range(8):
        key(app, pygame.K_LEFT)
    assert not whole_mine_in_view(scene.view, board)
    click(app, scene.buttons["fit"])
    assert whole_mine_in_view(scene.view, board)
    assert "Home" in scene.buttons["fit"].tool_tip_text


def test_a_click_during_or_after_a_camera_move_hits_the_square_under_the_pointer(make_app):
    app = make_app()
    scene = open_scene(app, match_until(4, HUMAN_AI, lambda m: m.state.stage == "place"))
    view = scene.view
    spots = sorted(scene.marking.spots())
    view.take_over()
    view.camera.look_at((spots[0][0] + 0.5, spots[0][1] + 0.5))
    point = tuple(map(round, square_point(scene, spots[0])))
    move(app, point)
    assert scene.marking.marks().ghost[1] == spots[0]
    (x0, y0), (x1, y1) = spots[0], spots[1]
    centre = view.camera.centre
    view.camera.look_at((centre[0] + x1 - x0, centre[1] + y1 - y0))  # the view moves
    frames(app, 1)
    assert view.camera.cell_at(point) == spots[1]  # the pointer rests over another square
    assert scene.marking.marks().ghost[1] == spots[1]  # the ghost follows: no stale square
    assert scene.candidate()[1:3] == spots[1]
    seen = view.camera.visible_rect()
    view.camera.follow((seen.right + 0.5, seen.centery, 1, 1))  # an eased move to the right
    frames(app, 3)
    assert view.camera.moving
    shown = [s for s in spots if view.rect.collidepoint(square_point(scene, s))]
    target = max(shown)  # the rightmost: still in view when the move ends
    point = tuple(map(round, square_point(scene, target)))
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1)
    app.step(1 / 60, events=[motion, press])
    held = transform(view)
    frames(app, 5)
    assert transform(view) == held  # the move waits while the button is down
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1)])
    assert scene.pending is not None and scene.pending[1:3] == view.camera.cell_at(point)
    assert scene.pending[1:3] == target
    assert view.camera.moving  # the move goes on after the release
    frames(app, 40)
    assert not view.camera.moving and tuple(map(round, square_point(scene, target))) != point
    mouse_click(app, square_point(scene, target))  # where the square is now: confirmed
    assert scene.match.state.board.get(target) is not None


def test_in_hot_seat_the_next_player_finds_every_square_where_it_was(make_app):
    """The issue's case: the first player lays a tile inside the view and ends the turn; the
    second player clicks where a square was before the hand-over and gets that square."""
    app = make_app(size=(1600, 1000))
    people = [SeatInfo("human"), SeatInfo("human")]
    match = match_until(3, people, lambda m: m.state.stage == "place" and m.state.turn == 0)
    scene = open_scene(app, match)
    scene.viewer = scene.handing.last_human = 0
    view = scene.view
    board = set(match.state.board)
    kept, before = transform(view), rects(view, ring(board))

    def inside(square) -> bool:
        return view.camera.is_visible(mine_bounds([*match.state.board, square], FRAME_MARGIN))

    spot = next(s for s in sorted(scene.marking.spots()) if inside(s))
    mouse_click(app, square_point(scene, spot))
    mouse_click(app, square_point(scene, spot))  # chosen, then confirmed
    assert spot in match.state.board
    for _ in range(200):  # the rest of the first player's turn, and on to the second's tile
        wait_for_human(app, scene)
        if match.state.turn == 1 and match.state.stage == "place":
            break
        legal = match.legal_actions()
        calm = [a for a in legal if a[0] in ("stay", "end")]
        places = [a for a in legal if a[0] == "place" and inside(a[1:3])]
        scene.commit((calm or places or [a for a in legal if a[0] != "place"] or legal)[0])
    assert match.state.turn == 1 and scene.viewer == 1 and not scene.handing.showing()
    assert view.camera.is_visible(mine_bounds(match.state.board, FRAME_MARGIN), view=kept)
    assert transform(view) == kept
    assert rects(view, before) == before  # every square where it was
    aim = next(s for s in sorted(scene.marking.spots()) if s in before)
    mouse_click(app, before[aim].center)  # where the square was before the hand-over
    assert scene.pending is not None and scene.pending[1:3] == aim


def test_a_note_about_a_square_stays_by_it_when_the_view_moves(make_app):
    app = make_app()

    def one_way_spot(m) -> bool:
        if m.state.stage != "place":
            return False
        rots: dict = {}
        for a in m.legal_actions():
            rots.setdefault(a[1:3], []).append(a[3])
        return any(len(r) == 1 for r in rots.values())

    scene = open_scene(app, match_until(6, HUMAN_AI, one_way_spot))
    single = next(s for s, r in scene.marking.spots().items() if len(r) == 1)
    move(app, square_point(scene, single))
    key(app, pygame.K_r)  # only one way fits there: a note by the square
    camera = scene.view.camera
    first = camera.rect_to_screen((*single, 1, 1))
    assert scene.controls.current_note()[1] == first
    key(app, pygame.K_DOWN)  # the player pans: the square moves up the screen
    now = camera.rect_to_screen((*single, 1, 1))
    assert now != first and scene.controls.current_note()[1] == now


def test_after_a_drag_the_ghost_is_on_the_square_under_the_pointer(make_app):
    app = make_app()
    scene = open_scene(app, match_until(4, HUMAN_AI, lambda m: m.state.stage == "place"))
    camera = scene.view.camera
    start = tuple(map(round, square_point(scene, sorted(scene.marking.spots())[0])))
    end = (start[0] + 130, start[1] + 20)

    def motion(pos, held):
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(held, 0, 0))

    app.step(1 / 60, events=[motion(start, 0)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    app.step(1 / 60, events=[motion((start[0] + 60, start[1] + 10), 1), motion(end, 1)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    assert camera.was_drag and scene.pending is None  # a drag, not a click
    under = camera.cell_at(end)
    ghost = scene.marking.marks().ghost
    assert ghost is not None and ghost[1] == under


def test_the_screen_counts_as_moving_while_the_view_glides_but_not_while_it_waits():
    view = view_of({(0, 0)})
    assert not view.moving()
    view.set_board({(x, 0) for x in range(9)})
    assert view.moving()
    view.hold = lambda: True
    assert not view.moving()  # held: nothing to draw
    view.hold = lambda: False
    settle(view)
    assert not view.moving()
