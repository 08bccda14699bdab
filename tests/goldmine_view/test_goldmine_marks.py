"""Gold Mine's marks and words while choosing (issue 32, items 5-14): a move target under
another miner, under the player's own (staying put) or under a nugget gets its badge on
top, beside it; the dice tray never covers the mine; the prompt after a challenge; turning
a tile that fits only one way says so, and the panel shows the ghost's rotation; the hint
on the mine; "too far" for squares that touch nothing; the log's challenge dice, the lines
kept back while a step is shown, and the turn lines."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.app.dice_tray import TRAY_H
from game.engine.match import SeatInfo
from game.goldmine import mine
from game.goldmine.events import ChallengeResolved
from game.goldmine.explain import touches_a_corner
from game.goldmine.tiles import TILES
from game.goldmine.view import hint as hint_overlay
from game.goldmine.view.mine_view import Marks
from game.goldmine.view.play import action_prompt
from game.goldmine.view.tile_art import feature_point
from game.text import tr
from tests.goldmine_view.test_goldmine_play import position_point, show, square_point
from tests.goldmine_view.test_goldmine_polish import in_production, match_until, move, open_scene
from tests.ui_fixtures import key

pytestmark = pytest.mark.usefixtures("home")
HUMAN_AI = [SeatInfo("human"), SeatInfo("ai", "random")]
THREE = [SeatInfo("human"), SeatInfo("ai", "random"), SeatInfo("ai", "random")]


def onto_another_miner(m) -> bool:
    if m.state.stage != "move" or m.state.miners[0] is None:
        return False
    ends = {a[1:4] for a in m.legal_actions()}
    return any(m.state.miners[s] in ends and m.state.miners[s] != m.state.miners[0] for s in (1, 2))


def test_a_target_under_another_miner_or_a_nugget_is_marked_on_top_and_clickable(make_app):
    app = make_app()
    scene = open_scene(app, match_until(3, THREE, onto_another_miner))
    shown = scene.observation()
    targets = scene.targets()
    other = next(shown.miners[s] for s in (1, 2) if shown.miners[s] in targets)
    show(scene, [other[:2]])
    badges = scene.view.badge_points(shown, Marks(targets=targets))
    assert other in badges and shown.miners[0] in badges  # another's, and one's own (0 steps)
    assert targets[shown.miners[0]][0] == "0"
    spot = position_point(scene, other)
    assert badges[other] != pytest.approx(spot)  # beside the miner, not under it
    for position, point in badges.items():  # a nugget's badge leaves the nugget in sight
        x, y, _ = position
        if (x, y) in shown.nuggets and position not in shown.miners:
            assert abs(point[0] - position_point(scene, position)[0]) > 4
    move(app, badges[other])
    assert scene.candidate() == ("move", *other)
    move(app, position_point(scene, shown.miners[0]))
    assert scene.state_for_test()["tooltip"] == tr("goldmine_ui.stay_here")


def test_the_dice_tray_is_docked_under_the_mine_and_never_moves(make_app):
    app = make_app()
    scene = open_scene(app, match_until(2, HUMAN_AI, in_production("bonus_move")))
    docked = scene.tray.rect.copy()
    assert not docked.colliderect(scene.view.rect) and docked.h == scene.px(TRAY_H)
    for position in scene.targets():
        assert not docked.collidepoint(position_point(scene, position))
    scene.tray.shown = None
    app.draw()
    assert scene.tray.rect == docked


def test_after_the_challenge_the_prompt_asks_only_to_end_the_turn(make_app):
    app = make_app()
    match = match_until(4, HUMAN_AI, lambda m: m.state.stage == "action" and m.state.challenged)
    scene = open_scene(app, match)
    assert action_prompt(scene.observation(), scene.legal()) == "action_done"
    assert scene.status_text().endswith(tr("goldmine_ui.prompt.action_done"))
    assert "click a glowing" not in scene.status_text()


def test_turning_a_tile_that_fits_only_one_way_says_so_and_the_panel_shows_the_ghost(make_app):
    app = make_app()

    def one_way_spot(m) -> bool:
        if m.state.stage != "place" or m.state.miners[0] is None:
            return False
        rots: dict = {}
        for a in m.legal_actions():
            rots.setdefault(a[1:3], []).append(a[3])
        return any(len(r) == 1 for r in rots.values()) and any(len(r) > 1 for r in rots.values())

    scene = open_scene(app, match_until(6, HUMAN_AI, one_way_spot))
    spots = scene.marking.spots()
    single = next(s for s, r in spots.items() if len(r) == 1)
    show(scene, [single])
    move(app, square_point(scene, single))
    before = scene.controls.rot
    key(app, pygame.K_r)
    assert scene.controls.note is not None and scene.controls.note[0] == tr(
        "goldmine_ui.only_one_way"
    )
    assert scene.controls.rot == before
    assert scene.preview_rot() == spots[single][0] == scene.marking.marks().ghost[2]
    several = next(s for s, r in spots.items() if len(r) > 1)
    show(scene, [several])
    move(app, square_point(scene, several))
    key(app, pygame.K_r)
    assert scene.preview_rot() == scene.marking.marks().ghost[2]


def test_mud_and_pools_sit_in_the_middle_of_a_one_path_tunnel():
    straight = next(t for t in TILES if t.spec.name == "straight" and t.mud)
    size = 128
    assert feature_point(straight.spec.paths[0], 1, size) == (64, 64)
    chamber = next(t for t in TILES if t.spec.chamber and t.passage)
    assert feature_point(chamber.spec.paths[0], 1, size, chamber=True) != (64, 64)


def test_the_hint_is_drawn_on_the_mine_named_in_the_status_and_goes_when_the_player_acts(
    make_app,
):
    app = make_app()
    scene = open_scene(app, match_until(5, HUMAN_AI, in_production("place")))
    prompt = scene.status_text()
    action = sorted(scene.legal())[0]
    scene.turns.show_hint(action)
    scene.after_hint()
    scene.refresh()
    assert scene.status_text() == tr("play.hint_status", action=scene.hint_words(action))
    assert scene.status_text() != prompt  # the status says how to play it: Enter
    rect = hint_overlay.target(scene, action)
    assert rect == scene.view.camera.rect_to_screen((action[1], action[2], 1, 1))
    app.draw()  # drawn without trouble
    show(scene, [(action[1], action[2])])
    key(app, pygame.K_r)  # acting (turning the tile) clears it
    assert scene.hint_action is None


def test_a_square_touching_nothing_is_too_far_not_a_corner(make_app):
    app = make_app()
    scene = open_scene(app, match_until(5, HUMAN_AI, in_production("place")))
    board = scene.observation().board
    far = (max(x for x, _ in board) + 3, 0)
    assert not touches_a_corner(board, far)
    assert scene.problem(("place", *far, 0)) == tr("goldmine_ui.why.far")
    corner = next(
        (x + dx, y + dy)
        for (x, y) in board
        for dx in (-1, 1)
        for dy in (-1, 1)
        if mine.why_not(board, (x + dx, y + dy), TILES[scene.observation().drawn].kind, 0)
        == "detached"
    )
    assert scene.problem(("place", *corner, 0)) == tr("goldmine_ui.why.detached")


def test_the_log_names_each_players_dice_and_waits_for_the_dice(make_app):
    app = make_app()
    app.settings.animation_speed = "normal"

    def can_bat(m) -> bool:
        return m.state.stage == "action" and any(a[0] == "bat" for a in m.legal_actions())

    match = match_until(2, HUMAN_AI, can_bat)
    scene = open_scene(app, match)
    app.settings.animation_speed = "normal"
    bat = next(a for a in scene.legal() if a[0] == "bat")
    scene.play(bat)
    assert scene.steps.busy
    duel = next(e for e in scene.match.log if e.key == "goldmine.log.duel_bat")
    assert scene.log_text(duel) not in scene.log_lines()  # the dice are still rolling
    for _ in range(400):
        if not scene.steps.busy:
            break
        app.step(0.05, events=[])
    line = scene.log_text(duel)
    assert line in scene.log_lines()
    assert scene.seat_name(0) in line and scene.seat_name(1) in line
    assert duel.args["attacker_dice"] in line and duel.args["defender_dice"] in line
    result = next(e for e in scene.match.log.events if isinstance(e, ChallengeResolved))
    won, lost = sorted((result.attacker_won, result.defender_won), reverse=True)
    winner, loser = scene.seat_name(result.winner), scene.seat_name(result.loser)
    assert (
        f"{winner} wins the bat challenge against {loser}, {won} rounds to {lost}"
        in line.replace("\u00a0", " ")
    )
    turns = [row.text for row in scene.log_view.rows if row.is_turn]  # the shared separators
    assert turns and scene.seat_name(scene.match.turn_of) in turns[-1]


def test_small_windows_keep_the_panel_readable_and_the_own_tiles_clear(make_app):
    from game.goldmine.view.panel import panel_text

    for size, scale in (((1024, 640), 1.0), ((1280, 800), 1.2)):
        app = make_app(size=size)
        app.settings.ui_scale = scale
        app.scale = app._compute_scale()
        app.manager = app._new_manager()

        def with_hand(m) -> bool:
            return m.state.stage == "movement" and len(m.state.hands[0]) >= 3

        match = match_until(7, HUMAN_AI, with_hand, avoid=("end", "hand"), five_tiles=True)
        scene = open_scene(app, match)
        app.draw()
        assert panel_text(scene.px, 13) >= 12  # tokens, stacks: never about 9 px
        assert scene.panel.hand_rects
        for rect, _ in scene.panel.hand_rects:
            assert rect.top >= scene.panel.own_words_bottom + scene.px(4)  # not crowding the words
            assert scene.panel_rect.contains(rect)


def test_the_whole_mine_in_view_leaves_room_round_the_outer_squares(make_app):
    """Framed by itself, the view keeps a fifth of a tile round the ring of squares where
    the next tile may go, so the frame of a chosen or hinted square is never cut."""
    app = make_app(size=(1024, 640))
    checked = 0
    for size in (2, 3, 4, 5, 6, 8):

        def grown(m, size=size) -> bool:
            return m.state.stage == "place" and len(m.state.board) in (size, size + 1)

        scene = open_scene(app, match_until(5, HUMAN_AI, grown))
        scene.view.fit(scene.observation().board)
        tile = scene.view.camera.scale
        for square in scene.marking.spots():
            rect = scene.view.camera.rect_to_screen((square[0], square[1], 1, 1))
            assert scene.view.rect.contains(rect.inflate(tile * 0.3, tile * 0.3)), (size, square)
            checked += 1
        app.pop()
    assert checked


def test_a_hot_seat_hand_over_is_announced_and_no_click_reaches_the_next_turn(make_app):
    app = make_app()
    people = [SeatInfo("human"), SeatInfo("human")]
    match = match_until(3, people, lambda m: m.state.stage == "action" and m.state.turn == 0)
    scene = open_scene(app, match)
    scene.viewer = scene.handing.last_human = 0
    scene.play(("end",))
    for _ in range(100):  # the next turn's steps shown, the board handed to seat 1
        if scene.viewer == 1:
            break
        app.step(0.05, events=[])
    assert scene.viewer == 1 and scene.handing.banner is not None
    assert scene.handing.banner.title == tr("play.handover_title", player=scene.seat_name(1))
    steps = len(scene.match.steps)
    stay = scene.choices.button_of(("stay",))
    point = stay.rect.center  # a hurried click meant for the last turn
    app.step(0.0, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1)])
    app.step(0.0, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1)])
    app.step(0.0, events=[pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=stay)])
    app.step(0.0, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)])
    assert len(scene.match.steps) == steps  # nothing happened in seat 1's turn
    for _ in range(60):
        app.step(0.05, events=[])
    assert not scene.handing.banner.showing(scene.time)  # gone by itself


def test_a_hinted_panel_button_is_ringed_with_no_label_over_the_mine(make_app):
    """The hint for "Roll and move" put a "Hint: Roll and move" box left of the panel, over
    the mine; the ring round the button says it, so nothing is drawn over the board."""
    from game.goldmine.view.hint import HINT

    app = make_app()
    scene = open_scene(app, match_until(5, HUMAN_AI, in_production("movement")))
    action = ("roll",)
    assert action in scene.legal()
    scene.turns.show_hint(action)
    scene.refresh()
    app.draw()
    shot = app.screen
    ring = hint_overlay.target(scene, action)
    assert ring is not None and ring.x >= scene.panel_rect.x - app.px(8)
    board = scene.view.rect
    lit = sum(
        tuple(shot.get_at((x, y)))[:3] == HINT
        for x in range(board.x, board.right, 2)
        for y in range(board.y, board.bottom, 2)
    )
    assert lit == 0
    assert any(
        tuple(shot.get_at((x, ring.y + 1)))[:3] == HINT for x in range(ring.x + 10, ring.right - 10)
    )  # the ring is drawn
