"""The recap panel takes the corner of the board that hides none of the viewer's legal
decisions when there is one (it covered a square to lay the first tile on, at 1024x640)."""

from __future__ import annotations

import pytest

from tests.ui_fixtures import frames


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_recap_panel_hides_no_legal_target(make_app, size):
    app = make_app(size=size)
    app.settings.ai_speed = app.settings.animation_speed = "fast"
    app.push("menu")
    scene = app.push("tutorial", game_id="goldmine")  # the AI lays a tile first: a recap
    for _ in range(400):
        if scene.is_human_turn():
            break
        app.step(0.05, events=[])
    frames(app, 2)
    assert scene.is_human_turn() and scene.recap.showing
    targets = scene.target_rects()
    assert len(targets) >= 3  # the squares around the entrance
    panel = scene.recap._box("recap")
    assert panel is not None
    assert panel.rect.collidelistall(targets) == []
