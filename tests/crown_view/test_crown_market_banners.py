"""The market's generals are read as they are in every window (issue 36, item 3): in a
narrow column each is a banner (weapon, name, ATK and DEF bonus, price) whose words are
11 px or more, and the column's titles stay inside the column."""

from __future__ import annotations

import pygame
import pytest

from game import text
from game.app import fonts
from game.crown.cards import GENERAL_COUNT, GENERALS
from game.crown.view import card_layout, offboard
from game.engine.match import SeatInfo
from game.text import tr
from tests.crown_view.helpers import new_play
from tests.ui_fixtures import frames

SIZES = [(1024, 640), (1280, 800)]
SCALES = [0.8, 1.0, 1.2, 1.3]
LEAST = 11


def market(make_app, size, scale):
    app = make_app(size=size)
    app.settings.ui_scale = scale
    app.apply_display_settings()
    scene = new_play(app, [SeatInfo("human")] + [SeatInfo("ai", "random")] * 3, 5, teams=True)
    frames(app, 1)
    return scene


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_market_general_is_read_at_every_size(make_app, size, scale):
    scene = market(make_app, size, scale)
    spots = [s for s in scene.spots if s.what == "market_general"]
    assert len(spots) == 3
    for spot in spots:
        assert scene.column.contains(spot.rect)
    card = pygame.Rect((0, 0), spots[0].rect.size)
    try:
        for lang in text.LANGUAGES:
            text.set_language(lang)
            for general in range(GENERAL_COUNT):  # any of them may be on offer
                boxes = card_layout.card_texts("general", general, card.size)
                said = [box.text for box in boxes]
                name = tr(f"crown.general.{GENERALS[general].key}")
                assert name in said and str(GENERALS[general].price) in said
                for box in boxes:
                    width = fonts.font(box.px, box.bold).size(box.text)[0]
                    assert width <= box.rect.w, (lang, general, box.text)
                    assert card.contains(box.area), (lang, general, box.text)
                    assert box.px >= LEAST, (lang, general, box.text, box.px)
    finally:
        text.set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_column_titles_stay_inside_the_column(make_app, size):
    for scale in (0.8, 1.3):
        scene = market(make_app, size, scale)
        try:
            for lang in text.LANGUAGES:
                text.set_language(lang)
                for key in ("crown_ui.queue", "crown_ui.alert_track", "crown_ui.market"):
                    px, line = offboard.title_line(tr(key), scene.px, scene.column.w)
                    assert not line.endswith("...")
                    assert fonts.font(px, True).size(line)[0] <= scene.column.w
        finally:
            text.set_language("en")
