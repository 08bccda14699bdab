"""Choice buttons side by side word alike (issue 51, item 8c): when one button is too
narrow for its label, every offer with shorter words takes them, so "Gold challenge:
Green" never stands beside "Bat: Green"; and the shorter words still say what the button
does."""

from __future__ import annotations

import pygame
import pytest

from game.app.choices import ChoiceSlots, Offer
from game.text import set_language, tr
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


def shown_labels(menu_app, widths: list[int], labels: list[tuple[str, str]]) -> list[str]:
    scene = menu_app.top()
    slots = ChoiceSlots()
    slots.build(scene, [pygame.Rect(10, 10 + 50 * i, w, 40) for i, w in enumerate(widths)])
    offers = [Offer(("x", i), long, "", None, short) for i, (long, short) in enumerate(labels)]
    slots.show(offers)
    frames(menu_app)
    return [button.text for button in slots.buttons]


def test_one_narrow_button_shortens_every_offer_that_has_shorter_words(menu_app):
    long_gold = "Gold challenge against somebody with a long name"
    labels = [(long_gold, "Gold vs Long"), ("Bat challenge: Long", "Bat vs Long"), ("End turn", "")]
    # The first label does not fit its button; the second would fit its own.
    assert shown_labels(menu_app, [160, 400, 400], labels) == [
        "Gold vs Long",
        "Bat vs Long",
        "End turn",
    ]


def test_labels_that_fit_stay_whole(menu_app):
    labels = [("Gold challenge: Red", "Gold vs Red"), ("Bat challenge: Red", "Bat vs Red")]
    assert shown_labels(menu_app, [400, 400], labels) == [long for long, _ in labels]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_short_challenge_words_name_the_challenge_and_its_target(lang):
    """Not "Gold: Green" (which reads as who holds the gold): the challenge against whom."""
    set_language(lang)
    try:
        for kind in ("gold", "bat"):
            short = tr(f"goldmine_ui.action_short.{kind}", target="XYZ")
            long = tr(f"goldmine_ui.action.{kind}", target="XYZ")
            assert short.endswith("XYZ") and len(short) < len(long)
            assert f"{short.split()[0]} XYZ" != short  # a word between the kind and the target
            assert ":" not in short
    finally:
        set_language("en")
