"""A card's discard choice says the card's own text (issue 51, item 8f): "Discard Supply
Wagon" once showed the Recruiters' "let the recruited card go" in its tooltip."""

from __future__ import annotations

import pytest

from game.crown import actions as acts
from game.crown.cards import ACTIONS
from game.crown.view.telling import CrownTelling
from game.text import set_language, tr


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_each_cards_discard_choice_says_that_cards_text(lang):
    telling = CrownTelling(scene=None)  # the words of a discard need no board
    set_language(lang)
    try:
        recruit = tr("crown_ui.help.discard")
        for card, name in enumerate(ACTIONS):
            said = telling.action_help(acts.discard(card))
            assert tr(f"crown.action_help.{name}") in said, name
            assert recruit not in said
            others = [tr(f"crown.action_help.{n}") for n in ACTIONS if n != name]
            assert not any(
                text in said for text in others if text not in tr(f"crown.action_help.{name}")
            ), name
        assert telling.action_help(acts.discard_drawn()) == recruit  # the recruit's own
    finally:
        set_language("en")
