"""Dialogs are as tall as their words: every message and question shows whole, without a
scroll bar and inside the window, and a short one leaves no empty band above its buttons."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.app.scenes.dialogs import ChoiceDialog, ConfirmDialog, MessageDialog
from game.text import tr
from tests.ui_fixtures import frames

LOCALES = Path(__file__).resolve().parents[2] / "locales"
QUESTIONS = (
    "dialog.quit_game",
    "coach.offer",
    "load.confirm_delete",
    "pause.resign_ends",
    "pause.resign_goes_on",
    "armadora_ui.confirm_pass",
    "armadora_ui.confirm_peek",
    "armadora_ui.confirm_goblin",
)
MESSAGES = ("play.saved", "pause.resign_own_turn")
CHOICES = ("review_ui.whose",)
"""Questions with a button per answer: asked with six (a game's most seats)."""


def error_keys() -> list[str]:
    errors = json.loads((LOCALES / "errors.en.json").read_text(encoding="utf-8"))["en"]
    return [f"errors.{key}" for key, value in errors.items() if isinstance(value, str)]


def long_args(key: str) -> dict[str, str]:
    """Every placeholder of ``key`` filled with a long word (a file name, a player)."""
    found = set()
    for lang in ("en", "ko"):
        namespace, _, name = key.partition(".")
        words = json.loads((LOCALES / f"{namespace}.{lang}.json").read_text(encoding="utf-8"))
        found |= set(re.findall(r"%\{(\w+)\}", words[lang][name]))
    return {arg: "autosave-goldmine-20261127-120000-abcdef.json" for arg in found}


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size, scale", [((1024, 640), 0.8), ((1280, 800), 1.3)])
def test_every_dialog_shows_its_words_whole(make_app, size, scale, lang):
    app = make_app(size=size, lang=lang)
    app.settings.ui_scale = scale
    app.apply_display_settings()
    app.push("menu")
    problems = []
    for key in [*QUESTIONS, *CHOICES, *MESSAGES, *error_keys()]:
        args = long_args(key)
        if key in QUESTIONS:
            dialog = app.push(ConfirmDialog(app, key, lambda: None, args))
        elif key in CHOICES:
            options = [(f"Player {n}", lambda: None) for n in range(1, 7)]
            dialog = app.push(ChoiceDialog(app, key, options, args))
        else:
            dialog = app.push(MessageDialog(app, key, args))
        frames(app)
        body = dialog.box.get_container().elements[0]
        if body.scroll_bar is not None:
            problems.append(f"{key}: scrolls")
        if not app.screen.get_rect().contains(dialog.box.rect):
            problems.append(f"{key}: outside the window")
        buttons = getattr(dialog, "option_buttons", [])
        if any(not dialog.box.rect.contains(b.rect) for b in buttons):
            problems.append(f"{key}: an answer outside the dialog")
        if buttons and body.rect.bottom > buttons[0].rect.top:
            problems.append(f"{key}: the words run under the answers")
        app.pop()
    assert problems == []


def test_a_short_question_leaves_no_empty_band(make_app):
    app = make_app()
    app.push("menu")
    dialog = app.push(ConfirmDialog(app, "load.confirm_delete", lambda: None))
    frames(app)
    assert dialog.box.rect.h < app.px(190)  # it was 240 whatever its words
    assert tr("load.confirm_delete")
