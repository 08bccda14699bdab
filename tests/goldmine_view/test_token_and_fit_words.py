"""One name for each thing everywhere (issue 51, items 8d-8e): the tokens are "gold token" /
"금 토큰" on the panel, in the tooltips and in the booklet alike, and the camera's Recenter
button says what it does ("전체 보기", show the whole mine), not a bare "all" (전체)."""

from __future__ import annotations

import pytest

from game import text

OTHER_NAMES = {
    "en": ("gold-challenge token", "bat-challenge token", "gold challenge token"),
    "ko": ("금 챌린지 토큰", "박쥐 챌린지 토큰"),
}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_tokens_have_one_name(lang):
    named = {"en": ("gold token", "bat token"), "ko": ("금 토큰", "박쥐 토큰")}[lang]
    texts = {k: v for k, v in text.catalog(lang).items() if k.startswith("goldmine")}
    assert all(name in texts["goldmine_rules.goal.box"] for name in named)
    for key, value in texts.items():
        assert not any(other in value.lower() for other in OTHER_NAMES[lang]), key


def test_the_recenter_button_says_what_it_does_in_korean():
    text.set_language("ko")
    try:
        assert text.tr("goldmine_ui.fit") == "전체 보기 (F)"
    finally:
        text.set_language("en")
