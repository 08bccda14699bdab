"""Gold Mine on screen, the finer points, driven by synthetic input: the view framing the
mine, one click for a tile Undo can take back and a confirm step for one a draw follows,
own tiles played by a click, mud stops explained, the
challenge's dice kept with the winner's roll, the step named in the panel, "Finish now"
and the final mine on the Results screen."""

from __future__ import annotations

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.scenes.main_menu import MainMenu
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.engine.players import make_player
from game.goldmine.queries import move_targets
from game.goldmine.view.mine_view import mine_bounds
from game.goldmine.view.play import GoldMinePlay, movement_prompt
from game.goldmine.view.results import GoldMinePicture
from game.text import tr
from tests.goldmine_view.test_goldmine_play import (
    mouse_click,
    position_point,
    press_slot,
    square_point,
    wait_for_human,
)
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")
RULES = registry.get("goldmine").rules
HUMAN_AI = [SeatInfo("human"), SeatInfo("ai", "random")]


def match_until(seed, seats, done, avoid=("end",), **setup) -> Match:
    """A match played by random choices (never one of ``avoid`` when there is another)
    until ``done(match)`` holds with seat 0 to move."""
    match = Match.new(RULES, {"players": len(seats), **setup}, seed, seats)
    player = make_player("random", seed)
    for _ in range(3000):
        if match.is_over:
            break
        if match.to_move == 0 and done(match):
            return match
        legal = match.legal_actions()
        useful = [a for a in legal if a[0] not in avoid] or legal
        match.play(player.choose(RULES, match.observe(match.to_move), useful, match.to_move))
    raise AssertionError("never reached")


def open_scene(app, match) -> GoldMinePlay:
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    scene = app.push(GoldMinePlay(app, match))
    frames(app, 2)
    return scene


def move(app, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, events=[event])


def in_production(stage):
    return lambda m: m.state.stage == stage and m.state.miners[0] is not None


def whole_mine_shown(scene) -> bool:
    return scene.view.camera.is_visible(mine_bounds(scene.match.state.board, 0))


def test_the_view_frames_the_growing_mine_until_the_player_takes_the_camera(make_app):
    app = make_app()
    scene = open_scene(app, match_until(3, HUMAN_AI, in_production("movement")))
    frames(app, 40)
    assert whole_mine_shown(scene)  # all 21 tiles, not the corner of the last one
    assert scene.view.camera.scale >= scene.px(88) * 0.5  # and still readable
    press_slot(app, scene, ("excavate",))
    wait_for_human(app, scene)
    while scene.match.state.stage == "place":
        spot = sorted(scene.marking.spots())[0]
        scene.commit(("place", *spot, scene.marking.spots()[spot][0]))
        wait_for_human(app, scene)
    frames(app, 40)
    assert whole_mine_shown(scene)  # the new tile too: the view glided to it
    centre = scene.view.rect.center
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, precise_y=3.0, flipped=False)
    move(app, centre)
    app.step(1 / 60, events=[wheel])
    zoomed = scene.view.camera.zoom
    frames(app, 40)
    assert not scene.view.auto and scene.view.camera.zoom == zoomed  # the player's view stays
    assert not whole_mine_shown(scene)
    key(app, pygame.K_f)
    assert scene.view.auto and whole_mine_shown(scene)


def placing_that(settles: bool):
    """A position where seat 0 lays a tile and a draw follows it (``settles``) or not."""

    def done(m) -> bool:
        if m.state.stage != "place":
            return False
        observation = m.observe(0)
        return all(RULES.settles(observation, a) == settles for a in m.legal_actions())

    return done


def test_a_tile_undo_can_take_back_is_laid_on_one_click_and_undone(make_app):
    """Issue 51: Gold Mine asked a second click for every tile, Armadora none.  A tile that
    no draw or die follows is laid on one click; Undo lifts it again."""
    app = make_app()
    scene = open_scene(app, match_until(4, HUMAN_AI, placing_that(False)))
    square = sorted(scene.marking.spots())[0]
    move(app, square_point(scene, square))
    steps = len(scene.match.steps)
    mouse_click(app, square_point(scene, square))
    assert scene.pending is None
    assert square in scene.match.state.board
    assert scene.match.steps[steps].value[:3] == ("place", *square)
    assert scene.can_undo()
    click(app, scene.buttons["undo"])
    assert square not in scene.match.state.board and len(scene.match.steps) == steps


def test_a_tile_a_draw_follows_waits_for_its_confirmation_with_a_tick(make_app):
    app = make_app()
    scene = open_scene(app, match_until(4, HUMAN_AI, placing_that(True)))
    spots = scene.marking.spots()
    square = sorted(spots)[0]
    move(app, square_point(scene, square))
    marks = scene.marking.marks()
    assert marks.ghost is not None and marks.ghost[1] == square and not marks.ghost_chosen
    before = scene.view.rect.copy()
    mouse_click(app, square_point(scene, square))
    assert scene.pending == ("place", *square, scene.pending[3])
    move(app, (before.x + 2, before.y + 2))  # the mouse wanders off: the choice stays shown
    marks = scene.marking.marks()
    assert marks.ghost[1] == square and marks.ghost_chosen
    assert "Enter" in scene.status_text()
    steps = len(scene.match.steps)
    click(app, scene.buttons["confirm"])
    assert scene.match.state.board[square][1] == scene.match.steps[steps].value[3]
    assert not scene.can_undo()  # the draw that followed: Undo never crosses it


def test_confirm_keeps_its_place_through_the_turn(make_app):
    """Gold Mine's Confirm stands in the tools row in every state, disabled while nothing
    waits."""
    app = make_app()
    scene = open_scene(app, match_until(4, HUMAN_AI, placing_that(True)))
    confirm = scene.buttons["confirm"]
    place = pygame.Rect(confirm.rect)
    assert confirm.visible and not confirm.is_enabled
    square = sorted(scene.marking.spots())[0]
    mouse_click(app, square_point(scene, square))
    frames(app, 1)
    assert scene.pending is not None and confirm.is_enabled
    assert pygame.Rect(confirm.rect) == place and confirm.visible
    click(app, confirm)
    wait_for_human(app, scene)
    frames(app, 1)
    assert pygame.Rect(confirm.rect) == place and confirm.visible


def test_own_tiles_are_played_by_a_click_and_named_on_hover(make_app):
    app = make_app()
    match = match_until(5, HUMAN_AI, lambda m: m.state.stage == "dev_source", five_tiles=True)
    scene = open_scene(app, match)
    assert all(a[0] != "hand" for a in scene.state_for_test()["slots"])  # no clipped buttons
    frames(app, 1)
    rect, _ = scene.panel.hand_rects[0]
    move(app, rect.center)
    tooltip = scene.state_for_test()["tooltip"]
    assert tooltip is not None and "instead of drawing" in tooltip
    hand = len(match.state.hands[0])
    mouse_click(app, rect.center)
    assert len(match.state.hands[0]) == hand - 1
    assert match.state.stage == "place" and scene.tile_to_place() is not None
    assert scene.state_for_test()["step"] == "develop"


def test_mud_stops_are_marked_explained_and_the_legend_shown(make_app):
    app = make_app()
    for seed in range(40):

        def muddy(m):
            if not in_production("move")(m):
                return False
            return any(mud for _, mud in move_targets(m.observe(0), m.legal_actions()).values())

        try:
            match = match_until(seed, HUMAN_AI, muddy)
        except AssertionError:
            continue
        break
    scene = open_scene(app, match)
    position, (steps, _) = next((p, t) for p, t in scene.targets().items() if t[1])
    scene.view.take_over()
    scene.view.camera.look_at((position[0] + 0.5, position[1] + 0.5))
    move(app, position_point(scene, position))
    assert scene.state_for_test()["tooltip"] == tr("goldmine_ui.mud_stop", count=int(steps))
    assert scene.state_for_test()["step"] == "move"
    steps = len(scene.match.steps)
    mouse_click(app, position_point(scene, position))  # a walk: done on one click
    assert scene.pending is None and scene.match.steps[steps].value == ("move", *position)


def test_the_action_prompt_names_no_partner_without_an_alliance(make_app):
    app = make_app()
    scene = open_scene(app, match_until(6, HUMAN_AI, in_production("action")))
    assert "partner" not in scene.status_text()
    assert scene.state_for_test()["step"] == "action"


def test_the_challenge_dice_stay_in_view_with_the_winners_roll(make_app):
    app = make_app()

    def bat_ready(m):
        return in_production("action")(m) and any(a[0] == "bat" for a in m.legal_actions())

    scene = open_scene(app, match_until(7, HUMAN_AI, bat_ready))
    bat = next(a for a in scene.match.legal_actions() if a[0] == "bat")
    press_slot(app, scene, bat)
    press_slot(app, scene, bat)  # the second press confirms
    wait_for_human(app, scene)  # the AI or the human drives the loser: the roll came first
    for _ in range(100):
        if getattr(scene.tray.shown, "then", None) is not None:
            break
        app.step(0.05, events=[])
    tray = scene.tray.shown
    assert tray.kind == "duel" and len(tray.rounds) in (2, 3)
    assert tray.then.dice[0] in range(1, 7)
    winner = tray.winner
    assert scene.say(tray.then.words).startswith(scene.seat_name(winner))


def test_finish_now_plays_an_ai_only_game_to_the_results(make_app):
    app = make_app()
    app.push(MainMenu(app))
    human = open_scene(app, Match.new(RULES, {"players": 2}, 1, HUMAN_AI))
    assert not human.state_for_test()["finish"]
    seats = [SeatInfo("ai", "random"), SeatInfo("ai", "random")]
    scene = open_scene(app, Match.new(RULES, {"players": 2, "round_limit": 30}, 2, seats))
    assert scene.state_for_test()["finish"]
    for _ in range(60):
        app.step(1 / 60, events=[])
    assert not scene.match.is_over  # paced for people
    click(app, scene.buttons["finish"])
    assert "finish" in scene.status_text()
    for _ in range(600):
        if isinstance(app.top(), ResultsScene):
            break
        app.step(1 / 60, events=[])
    assert scene.match.is_over
    assert isinstance(app.top(), ResultsScene)


def test_the_results_show_the_final_mine_and_each_miners_gold(make_app):
    app = make_app()
    app.push(MainMenu(app))
    match = Match.new(RULES, {"players": 3, "round_limit": 3}, 8, [SeatInfo("human")] * 3)
    player = make_player("random", 3)
    while not match.is_over:
        seat = match.to_move
        match.play(player.choose(RULES, match.observe(seat), match.legal_actions(), seat))
    results = app.replace("results", match=match)
    results.turn_page()  # the final board, from the story shown first
    frames(app, 2)
    assert isinstance(results.picture, GoldMinePicture)
    held = match.state.held
    assert set(results.picture.winners) == {s for s in range(3) if held[s] == max(held)}
    assert results.state_for_test()["items"] == 3
    used = results.picture.content_rect()
    assert used.w > 0 and results.picture.rect.contains(used)


def test_the_movement_prompt_names_only_the_open_choices(make_app):
    """The secret passage is named only on a passage, excavating only with a tile that
    fits: the prompt never offers a button that is greyed out."""
    words = {
        "excavate": tr("goldmine_ui.action.excavate"),
        "passage": tr("goldmine_ui.action.passage"),
    }
    keys = {
        (True, True): "movement",
        (True, False): "movement_dig",
        (False, True): "movement_passage",
        (False, False): "movement_walk",
    }
    for (dig, passage), key_ in keys.items():
        legal = [("roll",), ("stay",)] + [("excavate",)] * dig + [("passage",)] * passage
        assert movement_prompt(legal) == key_
        text = tr(f"goldmine_ui.prompt.{key_}").lower()
        assert (words["passage"].lower() in text) == passage, key_
        assert (words["excavate"].lower() in text) == dig, key_
    app = make_app()
    scene = open_scene(app, match_until(3, HUMAN_AI, in_production("movement")))
    assert ("passage",) not in scene.legal()  # a miner near the entrance stands on none
    assert words["passage"].lower() not in scene.status_text().lower()
