"""Crown & Dragon on screen, driven by synthetic input: setup decisions, the market and
assignment, construction, battles with their preview, the dragon, the crown, undo, the
hidden hand in hot-seat, saving and reloading, and a whole game to the Results screen."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.resume import open_save
from game.app.scenes.main_menu import MainMenu
from game.crown.board import C
from game.crown.cards import ACTIONS, BLACKS, GENERALS, MILITARY_PRICE
from game.crown.state import CastlePiece, GeneralPiece
from game.crown.view import words
from game.crown.view.play import CrownPlay, fit_label
from game.engine.match import SeatInfo
from game.text import tr
from tests.crown.helpers import mil
from tests.crown_view.helpers import (
    act_by_input,
    card_spot,
    choose,
    click_square,
    human_at,
    mouse_click,
    move_mouse,
    new_play,
    press_slot,
    solo,
    square_point,
    wait_for_human,
)
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")


def test_setup_keep_a_dealt_general_and_place_it(make_app):
    app = make_app()
    scene = solo(app)
    assert scene.match.state.stage == "keep" and scene.is_human_turn()
    frames(app, 1)
    dealt = [s.value for s in scene.spots if s.what == "dealt"]
    assert len(dealt) == 3 and sorted(dealt) == sorted(scene.match.state.dealt[0])
    mouse_click(app, card_spot(app, scene, "dealt", dealt[1]).rect.center)
    assert scene.choices.pending == ("keep", dealt[1])  # it reveals: confirmed first
    assert scene.telling.prompt_key()[0] == "confirm_reveal"
    assert scene.match.state.stage == "keep"
    mouse_click(app, card_spot(app, scene, "dealt", dealt[1]).rect.center)
    assert scene.match.state.stage == "keep_place"
    sites = scene.marks().sites
    free = {(a[1], a[2]) for a in scene.match.legal_actions()}
    assert sites == free
    square = sorted(sites)[0]
    click_square(app, scene, square)
    general = scene.match.state.generals[dealt[1]]
    assert general.owner == 0 and general.at == square


def play_card(app, scene, what: str, kind: int) -> None:
    """A card from the hand: one click plays it, unless a draw or a roll follows (then the
    first click chooses it, nothing played, and the second plays it)."""
    steps = len(scene.match.steps)
    verb = "dark" if what == "black" else "play"
    asks = scene.needs_confirm((verb, kind))
    spot = card_spot(app, scene, what, kind)
    mouse_click(app, spot.rect.center)
    if asks:
        assert scene.choices.pending == (verb, kind) and len(scene.match.steps) == steps
        mouse_click(app, card_spot(app, scene, what, kind).rect.center)
    assert len(scene.match.steps) > steps


def test_an_illegal_square_says_why_and_changes_nothing(make_app):
    app = make_app()
    scene = solo(app)
    act_by_input(app, scene, scene.match.legal_actions()[0])
    before = len(scene.match.steps)
    click_square(app, scene, C)  # the fortress is nobody's territory
    assert len(scene.match.steps) == before
    assert scene.state_for_test()["tooltip"] == "Not a free cell of your territory."


def test_buy_a_military_card_and_assign_it_to_a_highlighted_piece(make_app):
    app = make_app()
    scene = solo(app, seed=3)
    rng = random.Random(1)
    for _ in range(40):
        human_at(app, scene, "main", rng)
        press_slot(app, scene, ("market",))
        wait_for_human(app, scene)
        buys = [a for a in scene.match.legal_actions() if a[0] == "military"]
        if buys:
            break
        act_by_input(app, scene, ("done",))
    card = buys[0][1]
    gold = scene.match.state.gold[0]
    act_by_input(app, scene, buys[0])
    state = scene.match.state
    assert state.stage == "assign" and state.assigning == card
    assert state.gold[0] == gold - MILITARY_PRICE[card]
    sites = scene.marks().sites
    assert sites == {(a[1], a[2]) for a in scene.match.legal_actions() if a[0] == "assign"}
    hero = state.hero_at[0]
    target = hero if hero in sites else sorted(sites)[0]
    steps = len(scene.match.steps)
    click_square(app, scene, target)  # the market refills from the deck: confirm first
    assert scene.choices.pending == ("assign", *target) and len(scene.match.steps) == steps
    assert scene.marks().chosen == target and "undone" in scene.prompt()
    click_square(app, scene, target)
    key_of = scene.match.rules.key_at(scene.match.state, target)
    assert card in scene.match.rules.piece_cards(scene.match.state, key_of)


def test_construction_builds_on_a_highlighted_site_with_its_price(make_app):
    app = make_app()
    scene = solo(app, seed=4)
    rng = random.Random(3)
    for _ in range(40):
        human_at(app, scene, "main", rng)
        if ("build",) in scene.match.legal_actions():
            break
        act_by_input(app, scene, ("market",))
        wait_for_human(app, scene)
        if scene.match.state.stage == "market":
            act_by_input(app, scene, ("done",))
    press_slot(app, scene, ("build",))
    marks = scene.marks()
    castles = [a for a in scene.match.legal_actions() if a[0] == "castle"]
    walls = [a for a in scene.match.legal_actions() if a[0] == "wall"]
    assert castles or walls
    build = castles[0] if castles else walls[0]
    square = (build[1], build[2])
    assert square in marks.sites and marks.labels[square] in ("3", "2", "1")
    gold = scene.match.state.gold[0]
    click_square(app, scene, square)
    state = scene.match.state
    if build[0] == "castle":
        assert state.castles[square].owner == 0
    else:
        assert state.walls[square] == 0
    assert state.gold[0] == gold - int(marks.labels[square])


def hero_step_with(app, seed: int = 5):
    """A solo game at the human's first hero step (Sylva against Henry)."""
    scene = new_play(
        app,
        [SeatInfo("human"), SeatInfo("ai", "random")],
        seed,
        heroes=["sylva", "henry"],
    )
    rng = random.Random(1)
    for _ in range(200):
        wait_for_human(app, scene)
        state = scene.match.state
        if state.stage == "act" and state.piece == ("h", 0):
            return scene
        act_by_input(app, scene, choose(scene, rng))
    raise AssertionError("no hero step")


def arrange(scene: CrownPlay, **changes) -> None:
    """Put pieces where a test wants them (the shown position follows)."""
    state = scene.match.state
    for name, value in changes.items():
        setattr(state, name, value)
    scene.touch()
    scene.refresh()


def facing(scene: CrownPlay, hero_at, hero_cards, enemy_at, enemy_cards, steps: int) -> int:
    """The active hero (with ``hero_cards``) at ``hero_at``, in its hero step with ``steps``
    left, and a rival general (with ``enemy_cards``) at ``enemy_at``; answers its number."""
    state = scene.match.state
    state.hero_at[0] = hero_at
    state.hero_cards[0] = tuple(hero_cards)
    enemy = next(g for g in range(27) if g not in state.generals)
    state.generals[enemy] = GeneralPiece(1, enemy_at, tuple(enemy_cards))
    arrange(scene, steps_left=steps, phase=0)
    return enemy


def fight_by_input(app, scene: CrownPlay, target):
    """Hover the target (the preview shows), click it: fought on one click (a battle rolls
    nothing and Undo takes it back, so it asks no confirmation)."""
    move_mouse(app, square_point(scene, target))
    shown = scene.battle_preview(target)
    assert shown is not None
    frames(app, 1)
    vp = list(scene.match.state.vp)
    steps = len(scene.match.steps)
    click_square(app, scene, target)
    assert scene.choices.pending is None and len(scene.match.steps) > steps
    return shown, vp


def test_a_melee_is_previewed_confirmed_and_fought_as_previewed(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    enemy = facing(
        scene,
        (5, 3),
        (mil("longbow", "elite"), mil("crossbow", "veteran")),
        (6, 3),
        (mil("spear", "recruit"),),
        2,
    )
    shown, vp = fight_by_input(app, scene, (6, 3))
    assert shown.range == "melee" and shown.outcome == "win"
    assert [t.source for t in shown.attacker.atk_terms] == ["card", "card", "specialty"]
    wait_for_human(app, scene)
    state = scene.match.state
    assert enemy not in state.generals
    assert state.vp[0] - vp[0] == shown.vp[0] == 10


def test_a_volley_strips_the_cards_the_preview_names(make_app):
    app = make_app()
    scene = hero_step_with(app)
    enemy = facing(
        scene,
        (5, 3),
        (mil("longbow", "veteran"),),
        (7, 2),
        (mil("spear", "veteran"), mil("spear", "recruit")),
        2,
    )
    shown, _ = fight_by_input(app, scene, (7, 2))
    assert shown.mode == "volley" and not shown.shoots_back
    hit = [h.card for h in shown.hits if h.hit]
    assert hit == [mil("spear", "recruit")]
    wait_for_human(app, scene)
    assert scene.match.state.generals[enemy].cards == (mil("spear", "veteran"),)


def test_a_battle_is_fought_on_one_click_and_undo_takes_it_back(make_app):
    """The one confirm rule (issue 51): a battle shows nothing hidden and rolls nothing, so
    one click fights it and Undo restores the position before it."""
    app = make_app()
    scene = hero_step_with(app)
    facing(scene, (5, 3), (mil("longbow", "veteran"),), (6, 3), (), 2)
    assert not scene.needs_confirm(("attack", 6, 3))
    steps = len(scene.match.steps)
    click_square(app, scene, (6, 3))
    assert scene.match.steps[steps].value == ("attack", 6, 3)
    assert scene.can_undo()
    click(app, scene.buttons["undo"])
    assert len(scene.match.steps) == steps and scene.match.state.stage == "act"


def test_the_crown_is_taken_by_a_move_marked_in_gold(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    state.hero_at[0] = (6, 4)
    state.hero_cards[0] = (mil("longbow", "veteran"),)
    state.castles[(1, 1)] = CastlePiece(0, ())
    arrange(scene, steps_left=3, phase=0)
    marks = scene.marks()
    assert C in marks.crown_reach
    click_square(app, scene, C)
    wait_for_human(app, scene)
    assert scene.match.state.crown == (1, 1)
    assert any(e.key == "crown.log.crown_taken" for e in scene.match.log)


def test_the_dragon_flies_attacks_and_the_game_goes_on(make_app):
    """Dragon's Call from the hand: the landing squares are marked; the dragon flies
    (animated, wrapping around the edge) and attacks the piece there, which holds."""
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    call = BLACKS.index("dragons_call")
    state.black[0] = call
    state.played_black = False
    state.dragon_at = (6, 11)
    state.alert = 0
    state.hero_cards[0] = (mil("longbow", "champion"), mil("longbow", "elite"))
    home = state.hero_at[0]
    arrange(scene)
    play_card(app, scene, "black", call)
    assert scene.match.state.stage == "target"
    sites = scene.marks().sites
    assert len(sites) == 24
    app.settings.animation_speed = "normal"
    landing = (6, 3)  # 5 squares south of 6,11, wrapping over the bottom edge
    assert landing in sites
    state = scene.match.state
    state.hero_at[0] = landing
    arrange(scene)
    # the hero stands there now: the square the dragon lands on
    action = ("target", "S", 5)
    assert scene.marking.target_square(action) == landing
    click_square(app, scene, landing)
    assert scene.motion.flight is not None and scene.motion.flight["direction"] == "S"
    frames(app, 3)
    assert scene.animating()
    wait_for_human(app, scene)
    state = scene.match.state
    keys = [e.key.rsplit(".", 1)[-1] for e in scene.match.log]
    assert "dragon_lands" in keys
    assert state.hero_at[0] == landing or state.hero_at[0] == home
    assert not scene.match.is_over or state.stage == "over"


def test_undo_takes_back_a_move_but_not_the_roll(make_app):
    app = make_app()
    scene = hero_step_with(app)
    moves = [a for a in scene.match.legal_actions() if a[0] == "move"]
    if not moves:
        pytest.skip("the hero cannot move in this deal")
    start = scene.match.state.hero_at[0]
    roll = (scene.match.state.black_face, scene.match.state.white)
    act_by_input(app, scene, moves[-1])
    assert scene.match.state.hero_at[0] == (moves[-1][1], moves[-1][2])
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 2)
    state = scene.match.state
    assert state.hero_at[0] == start and state.stage == "act"
    assert (state.black_face, state.white) == roll
    for _ in range(3):  # back to the last barrier: at most the rock placed after the roll
        if not scene.match.can_undo(0):
            break
        key(app, pygame.K_z, pygame.KMOD_CTRL)
    state = scene.match.state
    assert not scene.match.can_undo(0)
    assert state.stage in ("act", "rock") and (state.black_face, state.white) == roll


def test_the_hand_stays_hidden_between_hot_seat_players(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human", name="Ann"), SeatInfo("human", name="Bo")], 7)
    frames(app, 2)
    # the first player is asked from behind the privacy screen
    assert app.top() is not scene and scene.viewer is None
    frames(app, 1)
    shown = {s.what for s in scene.spots}
    assert shown <= {"back", "market_general", "market_military", "info"}
    assert scene.state_for_test()["hand"] == []
    click(app, app.top().ready_button)
    assert scene.viewer == 0
    # after the first player's setup, the second player's turn is covered again
    rng = random.Random(2)
    for _ in range(4):
        if scene.match.to_move != 0:
            break
        act_by_input(app, scene, choose(scene, rng))
    assert scene.match.to_move == 1
    assert app.top() is not scene and scene.viewer is None
    scene.draw(pygame.Surface(app.size))  # what the board would show behind the screen
    assert not any(s.what in ("hand", "black", "dealt") for s in scene.spots)
    assert scene.observation().hand == () and scene.observation().black == -1


def test_a_saved_game_reloads_to_the_identical_position(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = solo(app, seed=6)
    human_at(app, scene, "main", random.Random(4))
    scene.saving.flush()
    steps = list(scene.match.steps)
    shown = scene.match.observe(0)
    app.reset_to(MainMenu(app))
    assert open_save(app, app.saves.autosave_path)
    loaded = app.top()
    assert isinstance(loaded, CrownPlay)
    assert loaded.match.steps == steps
    assert loaded.match.observe(0) == shown


def test_log_and_panel_follow_the_language(make_app):
    app = make_app()
    scene = solo(app)
    act_by_input(app, scene, scene.match.legal_actions()[0])
    english = scene.log_lines()
    name = tr(f"crown.general.{GENERALS[scene.match.state.assigning].key}")
    assert any("keeps the general" in line and name in line for line in english)
    status = scene.status_text()
    app.set_language("ko")
    frames(app, 2)
    korean = scene.log_lines()
    assert len(korean) == len(english) and korean != english
    assert scene.status_text() != status and "놓으세요" in scene.status_text()


def test_a_full_two_player_game_by_input_reaches_the_results(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = solo(app, seed=9, round_limit=2)
    rng = random.Random(5)
    kinds = set()
    for _ in range(600):
        wait_for_human(app, scene)
        if scene.match.is_over:
            break
        action = choose(scene, rng)
        before = len(scene.match.steps)
        act_by_input(app, scene, action)
        kinds.add(action[0])
        assert len(scene.match.steps) > before, f"{action} was not taken"
    assert scene.match.is_over
    assert {"keep", "place"} <= kinds
    for _ in range(300):
        if isinstance(app.top(), ResultsScene):
            break
        app.step(0.1, events=[])
    assert isinstance(app.top(), ResultsScene)
    assert app.stats.game("crown")["played"] == 1


def test_an_action_card_from_the_hand_recruiters_then_the_recruit_sent_away(make_app):
    app = make_app()
    scene = hero_step_with(app)
    recruiters = ACTIONS.index("recruiters")
    scene.match.state.hands[0] = [recruiters]
    scene.match.state.played_action = False
    arrange(scene)
    frames(app, 1)
    assert ("play", recruiters) in scene.legal()
    play_card(app, scene, "hand", recruiters)
    wait_for_human(app, scene)
    state = scene.match.state
    assert state.stage == "assign" and state.source == "recruit"
    frames(app, 2)  # drawn with the send-away choice among the buttons
    assert ("discard",) in scene.state_for_test()["slots"]
    card = state.assigning
    press_slot(app, scene, ("discard",))
    assert scene.match.state.military_discard[card] >= 1
    assert scene.match.state.stage == "act"


def test_a_hero_survives_the_dragon_rolled_on_the_dice(make_app, monkeypatch):
    """The next player rolls the dragon's face: it flies (shown), lands on the human's
    hero, is repelled and slain by its strike-back; the game goes on."""
    app = make_app()
    scene = hero_step_with(app)
    rules = scene.match.rules
    original = rules.sample_chance

    def dragon_south(state, rng):
        return ("S", 5) if state.stage == "roll" else original(state, rng)

    monkeypatch.setattr(rules, "sample_chance", dragon_south)
    state = scene.match.state
    state.dragon_at, state.alert = (6, 4), 0
    state.hero_at[0] = (6, 9)
    state.hero_cards[0] = (mil("longbow", "champion"), mil("longbow", "elite"))
    arrange(scene)
    app.settings.animation_speed = "normal"
    flights = 0
    for _ in range(40):
        if scene.match.state.turn == 1:
            break
        wait_for_human(app, scene)
        legal = scene.match.legal_actions()
        ends = [a for a in legal if a[0] in ("end", "done", "discard")] or [("market",)]
        act_by_input(app, scene, ends[0])
    for _ in range(400):
        app.step(0.05, events=[])
        flights += scene.motion.flight is not None
        if scene.is_human_turn() and scene.match.state.turn == 0:
            break
    assert flights > 0
    keys = [e.key.rsplit(".", 1)[-1] for e in scene.match.log]
    assert "dragon_repelled" in keys and "dragon_slain" in keys
    state = scene.match.state
    assert state.hero_at[0] == (6, 9) and state.trophies[0] == [0]


def test_the_movement_rules_are_told_on_squares_out_of_reach(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    state.hero_at[0] = (4, 5)
    state.hero_cards[0] = ()
    arrange(scene, steps_left=3, phase=0)
    move_mouse(app, square_point(scene, (5, 5)))
    assert "fortress" in scene.state_for_test()["tooltip"]
    move_mouse(app, square_point(scene, (0, 6)))
    assert "tunnel" in scene.state_for_test()["tooltip"]
    move_mouse(app, square_point(scene, (4, 7)))
    assert "own territory" in scene.state_for_test()["tooltip"]
    assert ("move", 4, 7) not in scene.match.legal_actions()


def test_forced_march_picks_its_general_then_its_square(make_app):
    app = make_app()
    scene = hero_step_with(app)
    march = ACTIONS.index("forced_march")
    scene.match.state.hands[0] = [march]
    scene.match.state.played_action = False
    arrange(scene)
    play_card(app, scene, "hand", march)
    assert scene.match.state.stage == "target"
    generals = scene.march_generals()
    assert generals and set(generals) <= scene.marks().sites
    square, general = next(iter(generals.items()))
    click_square(app, scene, square)
    assert scene.march == general
    ends = {(a[2], a[3]) for a in scene.match.legal_actions() if a[1] == general}
    assert scene.marks().sites == ends and scene.marks().chosen == square
    goal = sorted(ends)[0]
    click_square(app, scene, goal)
    assert scene.match.state.generals[general].at == goal
    assert scene.march is None


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_button_words_fit_at_a_large_scale_in_a_small_window(make_app, lang):
    """The longest upkeep choice (two long card names) stays inside its button: cut short
    with "..." (the font draws "…" as centred dots), the whole choice in the tooltip."""
    app = make_app(size=(1024, 640), lang=lang)
    app.settings.ui_scale = 1.3
    app.apply_display_settings()
    scene = solo(app)
    button = scene.choices.buttons[0]
    long = ", ".join([words.military_name(mil("crossbow", "champion"))] * 9)
    label = fit_label(button, long)
    assert label.endswith("...") and "…" not in label
    assert button.font.size(label)[0] < button.rect.w
    for other in scene.choices.buttons:
        if other.visible:
            assert other.font.size(other.text)[0] < other.rect.w


def test_the_tracks_beside_the_board_explain_themselves(make_app):
    app = make_app()
    scene = solo(app)
    frames(app, 1)
    for topic, word in (("alert", "slot 5"), ("queue", "20 VP"), ("dice", "white die")):
        spot = next(s for s in scene.spots if s.what == "info" and s.deck == topic)
        move_mouse(app, spot.rect.center)
        assert word in scene.state_for_test()["tooltip"]


def test_a_hint_is_named_and_its_square_outlined(make_app, monkeypatch):
    from game.app import play_turns

    app = make_app()
    scene = hero_step_with(app)
    monkeypatch.setattr(play_turns, "HINT_LEVEL", "random")  # answers at once, no worker
    key(app, pygame.K_h)
    hint = scene.hint_action
    assert hint is not None and hint in scene.match.legal_actions()
    assert scene.status_text().startswith(f"Hint: {scene.hint_words(hint)}")
    assert "it gets there in" not in scene.status_text()  # no restatement of the move
    assert scene.hint_words(hint).startswith(scene.describe(hint))  # and then why
    move = next(a for a in scene.match.legal_actions() if a[0] == "move")
    scene.turns.show_hint(move)
    scene.refresh()
    assert scene.marks().hover == (move[1], move[2])
