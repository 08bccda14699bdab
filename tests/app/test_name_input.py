"""Players' names (issue 49): the New game screen keeps control and bidirectional characters
out of a name, typed or pasted, and bounds its length; the name a game starts with is the
one its save keeps, and a save's name is cleaned by the same rule when it is read."""

from __future__ import annotations

import json
import string
import unicodedata

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.app.scenes.main_menu import MainMenu
from game.engine import record, registry
from game.engine.match import Match, SeatInfo
from tests.ui_fixtures import click, frames

pytestmark = pytest.mark.usefixtures("home")

MAX_NAME_CHARS = 40
"""The longest name (docs/decisions.md, "Settings and files"; game.engine.names)."""
HOSTILE = "\x07\x1b\x00\x7f\x85\x9b\u202e\u202d\u2066\u200f\ud800"
"""A bell, an escape, NUL, DEL, C1 controls, bidi overrides and isolates, a mark, a lone
surrogate."""


def setup_screen(app):
    app.push(MainMenu(app))
    scene = app.push("setup", game_id="armadora")
    frames(app, 2)
    entry = next(e for e, seat in scene.name_entries.items() if seat == 0)
    click(app, entry)  # focused
    return scene, entry


def type_text(app, text: str) -> None:
    for char in text:
        app.step(1 / 60, events=[pygame.event.Event(pygame.TEXTINPUT, text=char)])
    frames(app, 1)


def start_and_reload(app, scene) -> str:
    """Start the game from the screen; the first seat's name in its autosave, read back."""
    click(app, scene.play_button)
    play = app.top()
    play.saving.flush()
    assert record.load(play.saving.autosave_file).seats[0].name == play.match.seats[0].name
    return play.match.seats[0].name


def test_a_control_character_typed_into_a_name_never_enters_it(make_app):
    app = make_app()
    scene, entry = setup_screen(app)
    type_text(app, "An\x07n" + "\u202e" + " L\x1bee\t!")
    assert entry.get_text() == "Ann Lee !"
    assert scene.choices.name(0) == "Ann Lee !"
    assert start_and_reload(app, scene) == "Ann Lee !"


def test_a_pasted_name_is_cleaned_and_cut_to_what_fits(make_app, monkeypatch):
    app = make_app()
    scene, entry = setup_screen(app)
    type_text(app, "Bea ")
    pasted = "Kim\x1b[31m\u202eRed\n" + "x" * 60
    monkeypatch.setattr("game.app.name_entry.clipboard_paste", lambda: pasted)
    ctrl_v = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="")
    app.step(1 / 60, events=[ctrl_v])
    frames(app, 2)
    text = entry.get_text()
    assert text == ("Bea Kim[31mRed " + "x" * 60)[:MAX_NAME_CHARS]
    assert entry.edit_position == MAX_NAME_CHARS
    assert scene.choices.name(0) == text
    type_text(app, "y")  # no room left
    assert entry.get_text() == text
    assert start_and_reload(app, scene) == text


def test_a_save_whose_name_holds_control_characters_loads_with_it_cleaned(tmp_path):
    rules = registry.get("armadora").rules
    match = Match.new(rules, {"players": 2}, 3, [SeatInfo("human"), SeatInfo("human")])
    data = record.to_record(match)  # a file written by hand, or by an older build
    data["seats"][0]["name"] = "Ann\x1b[2J\u202eLee\x07"
    body = {k: v for k, v in data.items() if k != "checksum"}
    body["checksum"] = record._checksum(body)
    path = tmp_path / "names.json"
    path.write_text(json.dumps(body), encoding="utf-8")
    assert record.load(path).seats[0].name == "Ann[2JLee"
    assert record.read_summary(path)["seats"][0]["name"] == "Ann[2JLee"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(), max_size=80))
def test_every_name_setup_keeps_is_one_a_save_keeps(text):
    from game.engine.names import BIDI_CONTROLS, clean_name, typed_name

    name = clean_name(typed_name(text))
    assert name == clean_name(text) == clean_name(name)  # the one rule, whatever the path
    assert len(name) <= MAX_NAME_CHARS and name == name.strip()
    gone = [c for c in name if c in BIDI_CONTROLS or unicodedata.category(c) in ("Cc", "Cs")]
    assert gone == [] and not any(c.isspace() and c != " " for c in name)
    assert SeatInfo("human", name=text).name == name
    name.encode("utf-8")  # no lone surrogate: it can be written


def test_printable_names_of_any_script_are_kept_as_typed():
    from game.engine.names import MAX_NAME_CHARS as limit
    from game.engine.names import clean_name, typed_name

    assert limit == MAX_NAME_CHARS
    for name in ("Ann Lee", "김민수", "محمد", "Zoë 🎲", string.punctuation[:40]):
        assert clean_name(name) == typed_name(name) == name
    assert typed_name("a" + HOSTILE + "b") == "a b"  # the C1 NEL is a line break: a space
