"""Crown & Dragon's status bar keeps off the board and the column beside it: its prompts
teach, so at 1024x640 some take three lines, and the board area starts below a band that
holds them (the three-line bar covered the dice tray's "Dice" title and the board's
column numbers)."""

from __future__ import annotations

import re

import pytest

from game import text
from game.app.play_chrome import status_layout
from tests.crown_view.helpers import solo

SIZES = [(1024, 640), (1280, 800)]


def bar_bottom(scene, status: str) -> int:
    _, _, height = status_layout(status, scene.status_rect, scene.px, scene.chrome.status_most())
    return scene.status_rect.y + height


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_status_bar_keeps_off_the_dice_title_and_the_board(make_app, size, lang):
    app = make_app(size=size, lang=lang)
    scene = solo(app)  # keeping a dealt general: the longest prompt
    assert scene.observation().stage == "keep"
    bottom = bar_bottom(scene, scene.status_text())
    assert bottom <= scene.board_area.y
    assert bottom <= scene.column.y  # the dice tray's title is the column's first line
    assert bottom <= scene.geo.rect.y - app.px(16)  # the board's column numbers above it


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_every_prompt_fits_the_band_above_the_board(make_app, size, lang):
    """Each prompt (its names filled with long words), told to a seat by name."""
    app = make_app(size=size, lang=lang)
    scene = solo(app)
    catalog = text.catalog(lang)
    keys = {
        key.rsplit(".", 1)[0] if key.rsplit(".", 1)[1] in text.PLURAL_FORMS else key
        for key in catalog
        if key.startswith("crown_ui.prompt.")
    }
    too_tall = []
    for key in sorted(keys):
        words = catalog.get(key) or catalog[f"{key}.many"]
        prompt = re.sub(r"%\{\w+\}", "Longbow Guardian", words)
        status = text.tr("play.your_turn", player="Bartholomew", prompt=prompt)
        if bar_bottom(scene, status) > scene.board_area.y:
            too_tall.append(key)
    assert too_tall == []
