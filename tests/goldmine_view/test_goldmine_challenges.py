"""Gold Mine challenges on screen, driven by synthetic input: the rounds, the result in words
and who decides stay on the tray while the winner chooses; the push targets and the offered
chambers are marked and taken by a click; challenge targets glow and a click on a miner (or
its panel button) starts that challenge after a confirmation."""

from __future__ import annotations

import pygame
import pytest

from game.engine.match import SeatInfo
from game.goldmine import mine
from game.goldmine.view.mine_view import GLOW_BAT, GLOW_GOLD, anchor
from game.goldmine.view.play import GoldMinePlay
from game.text import tr
from tests.goldmine_view.test_goldmine_play import (
    mouse_click,
    position_point,
    press_slot,
    show,
    square_point,
)
from tests.goldmine_view.test_goldmine_polish import HUMAN_AI, RULES, match_until, open_scene
from tests.ui_fixtures import click, key

pytestmark = pytest.mark.usefixtures("home")
HOT_SEAT = [SeatInfo("human"), SeatInfo("human")]


def stage_on_own_turn(stage):
    return lambda m: m.state.stage == stage and m.state.turn == 0


def stage_on_their_turn(stage):
    return lambda m: m.state.stage == stage and m.state.turn == 1


def gold_offered(m) -> bool:
    return (
        m.state.stage == "action"
        and m.state.miners[0] is not None
        and any(a[0] == "gold" for a in m.legal_actions())
    )


def miner_point(scene: GoldMinePlay, seat: int) -> tuple[int, int]:
    shown = scene.observation()
    show(scene, [shown.miners[seat][:2]])
    point = scene.view.screen(scene.view.miner_points(shown, {})[seat])
    return (round(point[0]), round(point[1]))


def clear_of_tray(scene: GoldMinePlay, point) -> bool:
    scene.app.draw()
    return not scene.tray.rect.collidepoint(point)


def test_the_rounds_and_the_decider_stay_on_the_tray_while_the_winner_pushes(make_app):
    app = make_app()
    match = match_until(1, HUMAN_AI, stage_on_own_turn("push"))
    scene = open_scene(app, match)  # opened on the push: the rounds were never seen rolling
    challenge = match.state.challenge
    state = scene.state_for_test()
    assert state["tray"] == "duel"
    assert scene.tray.shown.rounds == challenge.rounds
    assert scene.tray.shown.then.dice == (match.state.steps,)
    winner, loser = scene.seat_name(challenge.winner), scene.seat_name(challenge.loser)
    result, decides = state["tray_words"]
    assert winner in result and loser in result
    assert decides == tr(
        "goldmine_ui.duel_decides.push", player=winner, target=loser, count=match.state.steps
    )
    # the tray never hides a place the loser's miner may be pushed to
    for position in RULES.destinations(match.state):
        assert clear_of_tray(scene, scene.view.screen(anchor(match.state.board, position)))


def test_a_defender_deciding_in_hot_seat_is_named_once_with_the_turn(make_app):
    app = make_app()
    match = match_until(1, HOT_SEAT, stage_on_their_turn("push"))
    scene = open_scene(app, match)
    assert scene.is_human_turn() and match.to_move == 0 and match.turn_of == 1
    red, green = scene.seat_name(0), scene.seat_name(1)
    prompt = tr("goldmine_ui.prompt.push", target=green, count=match.state.steps)
    assert scene.status_text() == tr("play.your_decision", player=red, turn=green, prompt=prompt)
    assert scene.state_for_test()["tray_words"][1].startswith(red)


def test_push_targets_are_marked_with_their_steps_and_a_click_pushes(make_app):
    app = make_app()
    match = match_until(1, HUMAN_AI, stage_on_own_turn("push"))
    scene = open_scene(app, match)
    loser = match.state.challenge.loser
    start = match.state.miners[loser]
    reach = mine.reach(match.state.board, start, match.state.steps, match.state.mud)
    targets = scene.marking.marks().targets
    assert set(targets) == set(RULES.destinations(match.state))
    assert all(label == str(reach[p]) for p, (label, _) in targets.items())
    goal = next(p for p in targets if p != start)
    show(scene, [goal[:2]])
    mouse_click(app, position_point(scene, goal))
    if scene.needs_confirm(("move", *goal)):  # a die or a draw follows it
        assert scene.pending == ("move", *goal)
        key(app, pygame.K_RETURN)
    assert match.state.miners[loser] == goal


def test_offered_chambers_are_marked_and_a_click_hides_the_nugget(make_app):
    app = make_app()
    match = match_until(2, HUMAN_AI, stage_on_own_turn("nugget"))
    scene = open_scene(app, match)
    chambers = RULES.empty_chambers(match.state)
    assert sorted(scene.marking.marks().chambers) == sorted(chambers)
    assert scene.state_for_test()["tray_words"][1].startswith(scene.seat_name(0))
    square = chambers[0]
    show(scene, [square])
    asks = scene.needs_confirm(("nugget", *square))
    mouse_click(app, square_point(scene, square))
    if asks:  # a die or a draw follows the nugget: it waits
        assert scene.pending == ("nugget", *square)
        mouse_click(app, square_point(scene, square))  # the same spot again confirms
    assert square in match.state.nuggets


def test_challenge_targets_glow_and_a_click_on_a_miner_asks_first(make_app):
    app = make_app()
    match = match_until(2, HUMAN_AI, gold_offered)
    scene = open_scene(app, match)
    legal = match.legal_actions()
    glows = scene.marking.marks().glows
    for action in legal:
        if action[0] == "gold":
            assert glows[action[1]] == GLOW_GOLD
        elif action[0] == "bat" and ("gold", action[1]) not in legal:
            assert glows[action[1]] == GLOW_BAT
    target = next(a[1] for a in legal if a[0] == "gold")
    point = miner_point(scene, target)
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))],
    )
    hint = tr("goldmine_ui.challenge_click.gold", target=scene.seat_name(target))
    assert scene.state_for_test()["tooltip"] == hint
    before = len(match.steps)
    mouse_click(app, point)
    assert scene.pending == ("gold", target)
    assert len(match.steps) == before  # nothing paid yet
    assert scene.marking.marks().picked == target
    name = scene.seat_name(target)
    assert tr("goldmine_ui.prompt.confirm_gold", target=name) in scene.status_text()
    mouse_click(app, point)  # the same miner again: the challenge starts
    assert match.steps[before].value == ("gold", target)
    assert match.state.challenged


def test_a_challenge_button_waits_for_the_confirm_button(make_app):
    app = make_app()
    match = match_until(2, HUMAN_AI, gold_offered)
    scene = open_scene(app, match)
    challenge = next(a for a in match.legal_actions() if a[0] in ("gold", "bat"))
    before = len(match.steps)
    press_slot(app, scene, challenge)
    assert scene.pending == challenge and len(match.steps) == before
    click(app, scene.buttons["confirm"])
    assert match.steps[before].value == challenge


def test_a_miner_that_cannot_be_challenged_says_why(make_app):
    app = make_app()

    def challenged(m) -> bool:
        return m.state.stage == "action" and m.state.turn == 0 and m.state.challenged

    match = match_until(2, HUMAN_AI, challenged)
    scene = open_scene(app, match)
    assert not any(a[0] in ("gold", "bat") for a in match.legal_actions())
    assert 1 not in scene.marking.marks().glows
    point = miner_point(scene, 1)
    before = len(match.steps)
    mouse_click(app, point)
    assert scene.pending is None and len(match.steps) == before
    why = tr("goldmine_ui.why.challenge_done")  # the rules' reason: one challenge a turn
    assert scene.state_for_test()["tooltip"] == why


def both_challenges_offered(m) -> bool:
    kinds = {a[0] for a in m.legal_actions()} if m.state.stage == "action" else set()
    return m.state.turn == 0 and {"gold", "bat"} <= kinds


@pytest.mark.parametrize(("size", "lang"), [((1024, 640), "ko"), ((1024, 640), "en")])
@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_the_challenge_legend_keeps_off_the_challenge_buttons(make_app, size, lang, scale):
    """Both rings explained above the buttons: the words end before the first button (at
    1024x640 in Korean the bat ring's second line ran into "Gold challenge")."""
    app = make_app(size=size, lang=lang)
    app.settings.ui_scale = scale
    match = match_until(2, HUMAN_AI, both_challenges_offered, avoid=("end", "gold", "bat"))
    scene = open_scene(app, match)
    app.resize(size)
    app.step(1 / 60, events=[])
    buttons = [b for b in scene.panel.choices.buttons if b.visible]
    assert buttons
    assert scene.panel.legend_bottom > scene.panel.tile_box.y  # a legend was drawn
    assert scene.panel.legend_bottom <= min(b.rect.top for b in buttons)
    if scale == 1.0:
        assert scene.panel.legend_rows == 2  # both rings explained
    for button in buttons:  # every label fits its button (a short one where needed)
        assert button.font.size(button.text)[0] <= button.rect.w - 10, button.text
