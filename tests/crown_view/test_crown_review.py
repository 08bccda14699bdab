"""What a player's review in a real window found, checked by synthetic input: names said
once, the dragon and enemies out of reach explained with their strength, the prompt
following the moving piece, upkeep offering to keep every card first, construction sites
named with their price, the market cards and the side panel large enough to read in a
small window, numbers on small cards kept whole."""

from __future__ import annotations

import pygame
import pytest

from game.crown.cards import MILITARY, MILITARY_UPKEEP
from game.crown.state import GeneralPiece
from game.crown.view import card_layout, offboard, panel, words
from game.text import tr
from tests.crown.helpers import mil
from tests.crown_view.helpers import (
    act_by_input,
    move_mouse,
    press_slot,
    solo,
    square_point,
    wait_for_human,
)
from tests.crown_view.test_crown_play import arrange, facing, fight_by_input, hero_step_with
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


def free_general(state) -> int:
    return next(g for g in range(27) if g not in state.generals)


def test_a_hero_is_named_once_when_its_player_bears_its_name(make_app):
    app = make_app()
    scene = hero_step_with(app)
    assert scene.seat_name(0) == "Sylva"
    facing(scene, (5, 3), (mil("longbow", "elite"),), (6, 3), (mil("spear", "recruit"),), 2)
    shown = scene.battle_preview((6, 3))
    assert scene.piece_words(shown.attacker) == "Sylva"
    move_mouse(app, square_point(scene, (5, 3)))
    tooltip = scene.state_for_test()["tooltip"]
    assert tooltip.startswith("Sylva: ") and "(Sylva)" not in tooltip


def test_the_dragon_out_of_reach_is_told_as_a_battle_with_its_strength(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    state.hero_at[0] = (2, 2)
    state.hero_cards[0] = (mil("axe", "elite"),)
    state.dragon_at = (2, 6)
    arrange(scene, steps_left=2, phase=0)
    assert ("attack", 2, 6) not in scene.match.legal_actions()
    move_mouse(app, square_point(scene, (2, 6)))
    tooltip = scene.state_for_test()["tooltip"]
    assert tr("crown_ui.why.out_of_reach_battle") in tooltip
    assert "steps" not in tooltip.split("\n")[-1]  # not the movement rule
    assert "ATK" in tooltip.split("\n")[0] and "dragon" in tooltip.split("\n")[0].lower()


def test_an_enemy_out_of_reach_shows_its_strength_and_why(make_app):
    app = make_app()
    scene = hero_step_with(app)
    facing(scene, (2, 2), (mil("sword", "recruit"),), (9, 6), (mil("spear", "veteran"),), 1)
    move_mouse(app, square_point(scene, (9, 6)))
    *info, why = scene.state_for_test()["tooltip"].split("\n")
    assert why == tr("crown_ui.why.out_of_reach_battle")
    assert "\n".join(info) == scene.piece_info((9, 6)) and "DEF" in info[0]


def test_the_prompt_follows_what_the_moving_piece_may_still_do(make_app):
    app = make_app()
    scene = hero_step_with(app)
    facing(
        scene,
        (5, 2),
        (mil("longbow", "elite"), mil("crossbow", "veteran")),
        (7, 4),
        (mil("spear", "recruit"),),
        4,
    )
    assert "up to 4" in scene.status_text()
    act_by_input(app, scene, ("move", 6, 3))  # next to the enemy, 2 steps left
    wait_for_human(app, scene)
    assert scene.match.state.phase == 1
    status = scene.status_text()
    assert "fight once" in status and "2 steps left" in status and "up to" not in status
    shown, _ = fight_by_input(app, scene, (7, 4))
    assert shown.outcome == "win"
    wait_for_human(app, scene)
    if scene.match.state.stage == "upkeep":
        press_slot(app, scene, scene.panel.button_actions(scene.legal())[0])
        wait_for_human(app, scene)
    assert scene.match.state.phase == 2
    assert "up to 2 squares more" in scene.status_text()


def test_upkeep_offers_keeping_every_card_first(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    cards = (mil("longbow", "elite"), mil("crossbow", "elite"))
    assert all(MILITARY_UPKEEP[c] > 0 for c in cards)
    state.hero_at[0] = (5, 3)
    state.hero_cards[0] = cards
    state.gold[0] = 10
    enemy = free_general(state)
    state.generals[enemy] = GeneralPiece(1, (6, 3), (mil("spear", "recruit"),))
    arrange(scene, steps_left=2, phase=0)
    fight_by_input(app, scene, (6, 3))
    wait_for_human(app, scene)
    assert scene.match.state.stage == "upkeep"
    shown = scene.choices.offered()
    assert shown[0] == ("upkeep", 0b11)  # keep all first, then fewer cards kept
    kept = [bin(a[1]).count("1") for a in shown]
    assert kept == sorted(kept, reverse=True)
    assert scene.describe(shown[0]).startswith("Keep all")


def upkeep_after_a_battle(app):
    """The human's hero (two elite archery cards, upkeep 1 each) has won a melee and its
    upkeep is asked for."""
    scene = hero_step_with(app)
    state = scene.match.state
    state.hero_at[0] = (5, 3)
    state.hero_cards[0] = (mil("longbow", "elite"), mil("crossbow", "elite"))
    state.gold[0] = 10
    state.generals[free_general(state)] = GeneralPiece(1, (6, 3), (mil("spear", "recruit"),))
    arrange(scene, steps_left=2, phase=0)
    fight_by_input(app, scene, (6, 3))
    wait_for_human(app, scene)
    assert scene.match.state.stage == "upkeep"
    return scene


@pytest.mark.parametrize("mask, said", [(0b11, "keeps every card"), (0b01, "cards let go: 1")])
def test_a_paid_upkeep_says_what_it_kept(make_app, mask, said):
    app = make_app()
    scene = upkeep_after_a_battle(app)
    press_slot(app, scene, ("upkeep", mask))
    last = [line for line in scene.log_lines() if "upkeep" in line][-1]
    assert said in last and "0 card" not in last


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_upkeep_buttons_differ_and_name_the_card_kept(make_app, lang):
    """Issue 51: two buttons both "Pay 1, let 1 card go" said only in their tooltips which
    card went; each now names the card it keeps, and no two read alike."""
    app = make_app(lang=lang)
    scene = upkeep_after_a_battle(app)
    longbow, crossbow = scene.match.state.hero_cards[0]
    labels = {}
    for mask in (0b11, 0b01, 0b10, 0b00):
        button = scene.choices.button_of(("upkeep", mask))
        assert button is not None and button.visible
        labels[mask] = button.text
    assert len(set(labels.values())) == 4
    assert words.weapon_name(longbow) in labels[0b01]
    assert words.weapon_name(crossbow) not in labels[0b01]
    assert words.weapon_name(crossbow) in labels[0b10]
    assert words.weapon_name(longbow) not in labels[0b10]
    assert "…" not in "".join(labels.values())
    one = scene.choices.button_of(("upkeep", 0b01))
    assert words.military_name(crossbow) in one._gg_tooltip  # the card let go: the tooltip


def test_a_construction_site_names_what_is_built_and_its_price(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    state.gold[0] = 9
    arrange(scene, stage="build", piece=None, steps_left=0, phase=0)
    actions = scene.square_actions()
    castle = next(sq for sq, a in actions.items() if a[0] == "castle")
    wall = next(sq for sq, a in actions.items() if a[0] == "wall")
    move_mouse(app, square_point(scene, castle))
    price = scene.marks().labels[castle]
    assert scene.state_for_test()["tooltip"] == tr(
        "crown_ui.build_tip", what=scene.describe(("castle", *castle)), gold=price
    )
    move_mouse(app, square_point(scene, wall))
    assert scene.state_for_test()["tooltip"].startswith("Wall at ")


@pytest.mark.parametrize(
    ("size", "least_military", "least_general"), [((1280, 800), 90, 60), ((1024, 640), 70, 48)]
)
def test_the_market_cards_use_the_room_of_the_column(make_app, size, least_military, least_general):
    """Four military cards two by two and three generals across (not all four across at
    48 pixels), inside the column, none over another, the hand still below."""
    app = make_app(size=size)
    scene = solo(app)
    frames(app, 2)
    spots = [s for s in scene.spots if s.what != "info"]
    military = [s.rect for s in spots if s.what == "market_military"]
    generals = [s.rect for s in spots if s.what == "market_general"]
    assert len(military) == 4 and min(r.w for r in military) >= least_military
    assert len(generals) == 3 and min(r.w for r in generals) >= least_general
    assert len({r.y for r in military}) == 2
    for i, a in enumerate(spots):
        assert scene.column.contains(a.rect), (a.what, a.rect, scene.column)
        for b in spots[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.what, b.what)
    assert any(s.what in ("dealt", "hand", "placing") for s in spots)


def test_the_enlarged_card_is_readable_in_a_small_window(make_app, monkeypatch):
    from game.crown.view import drawing as play_module

    asked: list[tuple[int, int]] = []
    real = play_module.card_picture

    def recording(deck, value, size, colorblind):
        asked.append(size)
        return real(deck, value, size, colorblind)

    monkeypatch.setattr(play_module, "card_picture", recording)
    app = make_app(size=(1024, 640))
    scene = solo(app)
    frames(app, 1)
    spot = next(s for s in scene.spots if s.what == "market_military")
    move_mouse(app, spot.rect.center)
    frames(app, 1)
    assert asked and min(w for w, _ in asked) >= play_module.HOVER_LEAST


@pytest.mark.parametrize("players", [2, 4])
def test_the_side_panel_text_is_readable_in_a_small_window(make_app, players):
    app = make_app(size=(1024, 640), lang="ko")
    scene = solo(app) if players == 2 else None
    if scene is None:
        from game.engine.match import SeatInfo
        from tests.crown_view.helpers import new_play

        scene = new_play(app, [SeatInfo("human")] + [SeatInfo("ai", "random")] * 3)
    size, pitch = panel.line_size(scene.px, players > 2)
    assert size >= panel.LEAST_TEXT - (players > 2)
    assert scene.px(18) + 3 * pitch <= scene.panel.row_h - scene.px(4)  # three lines in a row
    assert scene.panel.rows_top + players * scene.panel.row_h <= scene.panel.info_y
    assert offboard.title_size(scene.px) >= offboard.LEAST_TITLE
    assert scene.log_view.rect.h > scene.px(80)  # the log keeps some room


def test_a_number_on_a_small_card_is_never_cut_in_two():
    pygame.font.init()
    ten = next(k for k, c in enumerate(MILITARY) if c.atk == 10)
    card = MILITARY[ten]
    texts = [t.text for t in card_layout.card_texts("military", ten, (38, 53))]
    assert texts == [str(card.atk), str(card.defence), str(card.price), str(card.upkeep)]


def test_the_battle_preview_is_readable_in_a_small_window(make_app, monkeypatch):
    from game.app import fonts
    from game.crown.view import battle_box

    app = make_app(size=(1024, 640), lang="ko")
    scene = hero_step_with(app)
    facing(
        scene,
        (5, 3),
        (mil("longbow", "elite"), mil("crossbow", "veteran")),
        (6, 3),
        (mil("spear", "recruit"),),
        2,
    )
    shown = scene.battle_preview((6, 3))
    sizes: list[int] = []
    real = fonts.render

    def recording(text, size, *args, **kwargs):
        sizes.append(size)
        return real(text, size, *args, **kwargs)

    recording.cache_clear = real.cache_clear  # type: ignore[attr-defined]
    monkeypatch.setattr(fonts, "render", recording)
    names = (scene.piece_words(shown.attacker), scene.piece_words(shown.defender))
    box = battle_box.draw_box(
        app.screen, scene.board_area, (300, 200), shown, names, scene.seat_name, False, scene.px
    )
    assert sizes and min(sizes) >= battle_box.LEAST_TEXT
    assert scene.board_area.contains(box)


def test_assigning_a_card_on_an_empty_square_asks_for_a_piece(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    state.hero_cards[0] = (mil("longbow", "elite"), mil("crossbow", "elite"))  # full
    arrange(scene, stage="assign", assigning=mil("sword", "recruit"), resume="market")
    assert scene.match.state.stage == "assign"
    empty = (7, 2)
    move_mouse(app, square_point(scene, empty))
    assert scene.state_for_test()["tooltip"] == tr("crown_ui.why.not_a_piece")
    move_mouse(app, square_point(scene, scene.match.state.hero_at[0]))
    assert scene.state_for_test()["tooltip"] == tr("crown_ui.why.assign")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_at_the_discard_every_card_of_the_hand_is_shown(make_app, size):
    """Four action cards and a black card: all five drawn (the black one was left out)."""
    from game.crown.cards import ACTIONS, BLACKS

    app = make_app(size=size)
    scene = hero_step_with(app)
    state = scene.match.state
    hand = sorted(ACTIONS.index(k) for k in ("harvest", "tribute", "battle_cry", "masons"))
    state.hands[0] = hand
    state.black[0] = BLACKS.index("heros_oath")
    arrange(scene, stage="discard")
    frames(app, 1)
    shown = [(s.what, s.value) for s in scene.spots if s.what in ("hand", "black")]
    assert sorted(shown) == sorted([("hand", k) for k in hand] + [("black", state.black[0])])
    for spot in scene.spots:
        assert scene.column.contains(spot.rect)


def test_a_market_card_that_cannot_be_bought_says_why(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    arrange(scene, stage="market", piece=None, main="market", gold=[0, *state.gold[1:]])
    frames(app, 1)
    card = next(s for s in scene.spots if s.what == "market_military")
    move_mouse(app, card.rect.center)
    assert scene.state_for_test()["tooltip"].startswith("It costs ")
    free = [g for g in range(27) if g not in state.generals][:3]
    for i, g in enumerate(free):
        state.generals[g] = GeneralPiece(0, (1 + i, 3), ())
    arrange(scene, gold=[12, *state.gold[1:]])
    frames(app, 1)
    general = next(s for s in scene.spots if s.what == "market_general")
    move_mouse(app, general.rect.center)
    assert scene.state_for_test()["tooltip"] == tr("crown_ui.why.buy_generals", most=3)


def test_a_card_of_the_hand_that_cannot_be_played_says_why(make_app):
    """Hovering a dim card of the hand tells why (the rules' reason), a playable one
    nothing; the reasons: no effect now, one of that deck played this turn."""
    from game.crown.cards import ACTIONS, BLACKS, GOLD_CAP

    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    tribute, harvest = ACTIONS.index("tribute"), ACTIONS.index("harvest")
    state.hands[0] = sorted([tribute, harvest])
    state.black[0] = BLACKS.index("siege_ram")  # no rival wall on the board
    state.walls.clear()
    arrange(scene, gold=[GOLD_CAP, *state.gold[1:]], food=[0, *state.food[1:]])
    frames(app, 1)

    def tip(what: str, value: int) -> str | None:
        spot = next(s for s in scene.spots if (s.what, s.value) == (what, value))
        move_mouse(app, spot.rect.center)
        return scene.state_for_test()["tooltip"]

    assert tip("hand", tribute) == tr("crown_ui.why.card_effect.tribute")  # gold at its cap
    assert tip("hand", harvest) is None  # playable
    assert tip("black", state.black[0]) == tr("crown_ui.why.card_effect.siege_ram")
    arrange(scene, played_action=True)
    frames(app, 1)
    assert tip("hand", harvest) == tr("crown_ui.why.card_played_action")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_larger_interface_keeps_the_board_and_the_market_readable(make_app, size):
    """Issue 36, item 3: Interface size 130 % enlarges words and controls; the board keeps
    (about) its 100 % square and the market's military cards stay two by two."""
    sides, widths = [], []
    for scale in (1.0, 1.3):
        app = make_app(size=size)
        app.settings.ui_scale = scale
        app.apply_display_settings()
        scene = hero_step_with(app)
        frames(app, 1)
        sides.append(scene.geo.rect.w)
        widths.append(min(s.rect.w for s in scene.spots if s.what == "market_military"))
    assert sides[1] >= 0.9 * sides[0]
    assert widths[1] >= 0.7 * widths[0]
