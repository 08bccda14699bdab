"""Controls that stay put and nothing irreversible on one click (issue 36, items 1 and 2):
the main action's and the market's choices keep their buttons; a step that draws a hidden
card waits for a confirmation; a card from the hand is chosen, then confirmed, and Undo
takes back a card whose effect showed nothing."""

from __future__ import annotations

import pygame

from game.crown.cards import ACTIONS, FOOD_CAP
from game.crown.turn import Main, Stage
from game.text import tr
from tests.crown.helpers import mil
from tests.crown_view.helpers import card_spot, mouse_click
from tests.crown_view.test_crown_play import arrange, facing, hero_step_with
from tests.ui_fixtures import click, frames, key


def hero_step_holding(app, action: str):
    """A hero step whose player holds only the action card ``action`` (none played yet)."""
    scene = hero_step_with(app)
    kind = ACTIONS.index(action)
    state = scene.match.state
    state.hands[0] = [kind]
    state.played_action = False
    return scene, kind


def play_and_confirm(app, scene, what: str, kind: int) -> None:
    """A card from the hand: chosen by a click, played by Confirm."""
    mouse_click(app, card_spot(app, scene, what, kind).rect.center)
    assert scene.choices.pending == ("dark" if what == "black" else "play", kind)
    click(app, scene.buttons["confirm"])


def slot(scene, index: int):
    return scene.choices.buttons[index], scene.choices.actions[index]


def test_main_actions_keep_their_slots_disabled_with_the_rules_reason(make_app):
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    for g in [g for g, p in state.generals.items() if p.owner == 0]:
        del state.generals[g]  # no general: Army is not open
    arrange(scene, stage=Stage.MAIN)
    frames(app, 1)
    assert scene.choices.actions == [("market",), ("redeploy",), ("build",), ("army",), None]
    army, _ = slot(scene, 3)
    assert army.visible and not army.is_enabled
    assert scene.why(("army",)) is not None  # the reason shown beside it is the rules'
    market, _ = slot(scene, 0)
    assert market.is_enabled


def test_a_second_click_on_trade_trades_again_and_a_blind_black_card_waits(make_app):
    """The issue's case: Trade clicked twice in the same place, with 3 gold after the first
    trade; the second click trades again (Buy a black card has its own slot), and buying
    the black card, a hidden draw, waits for Confirm."""
    app = make_app()
    scene = hero_step_with(app)
    state = scene.match.state
    state.black[0] = -1
    state.gold[0], state.food[0] = 2, FOOD_CAP
    arrange(scene, stage=Stage.MARKET, main=Main.MARKET)
    frames(app, 1)
    trade, action = slot(scene, 0)
    black, black_action = slot(scene, 1)
    assert action == ("trade",) and black_action == ("black",)
    assert not black.is_enabled  # 2 gold: disabled, still in its place
    assert scene.choices.actions[-1] == ("done",)
    click(app, trade)
    assert scene.match.state.gold[0] == 3
    assert slot(scene, 0)[1] == ("trade",) and slot(scene, 1)[0].is_enabled
    click(app, trade)  # the same place again: another trade, never a purchase
    assert scene.match.state.gold[0] == 4 and scene.match.state.black[0] == -1
    steps = len(scene.match.steps)
    click(app, slot(scene, 1)[0])
    assert scene.choices.pending == ("black",) and len(scene.match.steps) == steps
    assert "undone" in scene.prompt() and scene.buttons["confirm"].visible
    assert scene.can_undo()  # the trades may still be taken back
    click(app, scene.buttons["confirm"])
    assert scene.match.state.black[0] >= 0 and scene.match.state.gold[0] == 1


def test_a_hand_card_is_chosen_then_confirmed_and_undo_takes_it_back(make_app):
    app = make_app()
    scene, harvest = hero_step_holding(app, "harvest")
    scene.match.state.food[0] = 0
    arrange(scene)
    steps = len(scene.match.steps)
    mouse_click(app, card_spot(app, scene, "hand", harvest).rect.center)
    assert scene.choices.pending == ("play", harvest) and len(scene.match.steps) == steps
    assert "Harvest" in scene.prompt()
    key(app, pygame.K_ESCAPE)  # Esc drops the choice (no pause menu)
    assert scene.choices.pending is None and app.top() is scene
    mouse_click(app, card_spot(app, scene, "hand", harvest).rect.center)
    click(app, scene.buttons["confirm"])
    assert scene.match.state.food[0] == 2 and harvest not in scene.match.state.hands[0]
    assert scene.can_undo()  # its effect showed nothing hidden: Undo covers it
    assert scene.match.steps[-1].value == ("play", harvest)
    assert scene.undo()  # (the match replays its steps: the arranged hand is not kept)
    assert len(scene.match.steps) == steps


def test_the_panels_question_mark_opens_the_booklet_at_the_steps_page(make_app):
    """Issue 36, item 6: "?" beside Confirm opens the rules at the page of the step (the
    hero step: Movement); the first prompt names branch and alignment."""
    app = make_app()
    scene = hero_step_with(app)
    button = scene.buttons["rules_page"]
    assert button.visible and "Movement" in button._gg_tooltip
    click(app, button)
    booklet = app.top()
    assert booklet is not scene
    assert booklet.pages[booklet.page].title == "crown_rules.move.title"
    assert "alignment" in tr("crown_ui.prompt.keep")


def test_a_hint_says_why_and_never_restates_the_move(make_app):
    app = make_app()
    scene = hero_step_with(app)
    said = {action: scene.turns.why(action) for action in sorted(scene.legal())}
    action, whys = next((action, whys) for action, whys in said.items() if whys)
    assert "step" not in scene.hint_words(action)  # "it gets there in 1 step" says nothing
    scene.turns.show_hint(action, whys)
    assert any(why in scene.status_text() for why in whys)


def test_the_prompt_links_each_concept_it_names_to_its_page(make_app):
    """Issue 36, item 6: beside the step's "?" the panel has a "?" per concept the prompt
    names, from the concept table; each opens the booklet at that concept's page."""
    from game.crown.view.concepts import CONCEPT_PAGE, PROMPT_CONCEPTS, concepts_of
    from game.crown.view.rules_scene import PAGES

    titles = {page.title for page in PAGES}
    assert set(CONCEPT_PAGE.values()) <= titles  # every concept has its page
    assert {c for named in PROMPT_CONCEPTS.values() for c in named} == set(CONCEPT_PAGE)
    for name in PROMPT_CONCEPTS:  # every row names a real prompt
        words = tr(f"crown_ui.prompt.{name}", general="G", steps=2, count=2, card="C", what="W")
        assert words != f"crown_ui.prompt.{name}"
    app = make_app()
    scene = hero_step_with(app)
    assert scene.telling.prompt_key()[0] == "hero"
    named = concepts_of("hero")
    assert named == ("battle", "crown")
    for i, concept in enumerate(named):
        link = scene.buttons[f"concept_{i}"]
        assert link.visible
        assert tr(f"crown_ui.concept.{concept}") in link._gg_tooltip
    click(app, scene.buttons["concept_1"])
    booklet = app.top()
    assert booklet is not scene
    assert booklet.pages[booklet.page].title == CONCEPT_PAGE["crown"]


def test_concept_links_say_their_concept_unless_they_stand_beside_confirm(make_app):
    """Without Confirm the concept links share its row and say what they open ("? Battles"),
    instead of two bare "?"s floating in an empty row; beside Confirm they are "?"."""
    app = make_app()
    scene = hero_step_with(app)
    confirm = scene.buttons["confirm"]
    links = [scene.buttons["concept_0"], scene.buttons["concept_1"]]
    assert not confirm.visible
    assert [link.text for link in links] == ["? Battles", "? Crown"]
    assert links[0].rect.left < confirm.rect.right  # in Confirm's room
    assert not links[0].rect.colliderect(links[1].rect)
    facing(scene, (5, 3), (mil("longbow", "elite"),), (6, 3), (mil("spear", "recruit"),), 2)
    scene.choices.hold(("attack", 6, 3))
    scene.refresh()
    assert confirm.visible and scene.telling.prompt_key()[0] == "confirm_attack"
    assert [link.text for link in links] == ["?", "?"]
    assert all(link.rect.left >= confirm.rect.right for link in links)
