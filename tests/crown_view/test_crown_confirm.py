"""Controls that stay put and nothing irreversible on one click (issue 36, items 1 and 2;
issue 51, item 5): the main action's and the market's choices keep their buttons; a step
that draws a hidden card waits for a confirmation; a card from the hand whose effect shows
nothing is played on one click and Undo takes it back; Confirm keeps one place; a turn
ends in two clicks."""

from __future__ import annotations

import pygame

from game.crown.cards import ACTIONS, FOOD_CAP
from game.crown.turn import Main, Stage
from game.text import tr
from tests.crown_view.helpers import card_spot, mouse_click
from tests.crown_view.test_crown_play import arrange, hero_step_with
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
    """A card from the hand by a click; Confirm when it waits for one (a draw follows)."""
    mouse_click(app, card_spot(app, scene, what, kind).rect.center)
    if scene.choices.pending == ("dark" if what == "black" else "play", kind):
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


def test_a_hand_card_is_played_on_one_click_and_undo_takes_it_back(make_app):
    """Harvest shows nothing hidden and draws nothing: one click plays it (issue 51)."""
    app = make_app()
    scene, harvest = hero_step_holding(app, "harvest")
    scene.match.state.food[0] = 0
    arrange(scene)
    steps = len(scene.match.steps)
    assert not scene.needs_confirm(("play", harvest))
    mouse_click(app, card_spot(app, scene, "hand", harvest).rect.center)
    assert scene.choices.pending is None
    assert scene.match.state.food[0] == 2 and harvest not in scene.match.state.hands[0]
    assert scene.match.steps[-1].value == ("play", harvest)
    assert scene.can_undo()  # its effect showed nothing hidden: Undo covers it
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


def test_confirm_keeps_one_place_and_no_link_ever_stands_in_it(make_app):
    """Issue 51: Confirm moved, and "? Generals" took its place when it was hidden (a
    habitual click opened the rulebook mid-turn).  Confirm is always shown in one rect,
    disabled while nothing waits; the concept links are "?"s beside it in every state."""
    app = make_app()
    scene = hero_step_with(app)
    confirm = scene.buttons["confirm"]
    links = [scene.buttons["concept_0"], scene.buttons["concept_1"]]
    place = pygame.Rect(confirm.rect)
    seen = []

    def check() -> None:
        frames(app, 1)
        assert confirm.visible and pygame.Rect(confirm.rect) == place
        for link in links:
            if link.visible:
                assert link.text == "?" and not link.rect.colliderect(place)
        seen.append((scene.choices.pending, confirm.is_enabled))

    check()  # the hero step: nothing waits
    assert not confirm.is_enabled
    state = scene.match.state
    state.black[0] = -1
    state.gold[0], state.food[0] = 5, FOOD_CAP
    arrange(scene, stage=Stage.MARKET, main=Main.MARKET)
    check()
    click(app, slot(scene, 1)[0])  # a black card: a hidden draw waits for Confirm
    assert scene.choices.pending == ("black",)
    check()
    assert confirm.is_enabled
    arrange(scene, stage=Stage.MAIN, main=None)
    check()
    assert len(seen) == 4


def test_a_turn_ends_in_two_clicks_done_then_confirm(make_app):
    """Issue 51: Done, End turn, Confirm was three clicks.  Done ends the main action (Undo
    takes it back); at the last moment for cards End turn already waits for Confirm, in
    Confirm's place, so Done and Confirm end the turn; no End turn button lies under a
    second click on Done."""
    app = make_app()
    scene, harvest = hero_step_holding(app, "harvest")
    arrange(scene, stage=Stage.BUILD, main=Main.BUILD, piece=None, steps_left=0, phase=0)
    frames(app, 1)
    done = scene.choices.button_of(("done",))
    assert done is not None and not scene.needs_confirm(("done",))
    place = pygame.Rect(done.rect)
    clicks = 1
    click(app, done)
    assert scene.match.state.stage == "cards" and ("play", harvest) in scene.legal()
    assert scene.choices.pending == ("end",)
    assert scene.telling.prompt_key()[0] == "cards_confirm"
    under = [b for b in scene.choices.buttons if b.visible and b.rect.colliderect(place)]
    assert not under  # a double click on Done does not end the turn
    confirm = scene.buttons["confirm"]
    assert confirm.is_enabled and confirm.text == tr("crown_ui.confirm_end")
    turn = scene.match.state.turn
    click(app, confirm)
    clicks += 1
    assert clicks <= 2
    assert scene.match.steps[-1].value == ("end",) or scene.match.state.turn != turn
    assert any(step.value == ("end",) for step in scene.match.steps[-4:])


def test_dropped_end_turn_leaves_the_cards_open_until_the_stage_changes(make_app):
    app = make_app()
    scene, _ = hero_step_holding(app, "harvest")
    arrange(scene, stage=Stage.BUILD, main=Main.BUILD, piece=None, steps_left=0, phase=0)
    frames(app, 1)
    click(app, scene.choices.button_of(("done",)))
    assert scene.choices.pending == ("end",)
    key(app, pygame.K_BACKSPACE)
    assert scene.choices.pending is None and scene.match.state.stage == "cards"
    frames(app, 2)
    assert scene.choices.pending is None  # not held again behind the player's back
    end = scene.choices.button_of(("end",))
    assert end is not None and end.visible  # End turn on its button again
