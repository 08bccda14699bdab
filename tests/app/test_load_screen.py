"""The Load screen: a table of saves (board picture, game, players and levels, turn or
round, date and time), driven by synthetic mouse and keyboard input."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta

import pygame
import pytest

from game import text
from game.app.scenes.dialogs import ConfirmDialog, MessageDialog
from game.app.scenes.load_game import (
    PLAYERS,
    LoadGame,
    SaveDetails,
    saved_when,
    turn_number,
)
from game.app.scenes.main_menu import MainMenu
from game.engine import record, registry
from game.engine.match import Match, SeatInfo
from tests.ui_fixtures import click, frames, key

NOW = datetime.now(UTC)


def played(
    game: str, steps: int, seed: int = 3, humans: int = 1, players: int = 2, names=()
) -> Match:
    """A match of ``game`` after ``steps`` random decisions (fewer if it ends first)."""
    names = list(names) or [f"Human {i + 1}" for i in range(humans)]
    seats = [SeatInfo("human", name=names[i]) for i in range(humans)]
    seats += [SeatInfo("ai", "hard") for _ in range(players - humans)]
    match = Match.new(registry.get(game).rules, {"players": players}, seed, seats)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            break
        match.play(rng.choice(match.legal_actions()))
    return match


def write_save(app, match: Match, name: str, hours_ago: float = 0.0, **change) -> None:
    """A save file as the game writes it, dated ``hours_ago`` (``change``: fields written
    over, the checksum made to match)."""
    folder = app.saves.folder
    folder.mkdir(parents=True, exist_ok=True)
    body = record.to_record(match)
    if {"seed", "steps"} & change.keys():
        body = record.unsealed(body)  # a forger edits them in the clear
    del body["checksum"]
    body["saved"] = (NOW - timedelta(hours=hours_ago)).isoformat(timespec="seconds")
    body.update(change)
    body["checksum"] = record._checksum(body)
    (folder / name).write_text(json.dumps(body), encoding="utf-8")


def open_load(app) -> LoadGame:
    app.push(MainMenu(app))
    scene = app.push(LoadGame(app))
    frames(app, 2)
    return scene


def all_details(scene: LoadGame) -> dict:
    scene.fill_details(budget=None)
    return scene.state_for_test()


def click_at(app, pos) -> None:
    pygame.mouse.set_pos(pos)
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
    )
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_no_saves_shows_a_message_in_place_of_the_table(make_app):
    app = make_app()
    scene = open_load(app)
    state = scene.state_for_test()
    assert state["empty"] and state["rows"] == []
    assert scene.load_button is None and scene.delete_button is None
    assert scene.empty_rect.colliderect(pygame.Rect(0, 0, *app.size))
    click(app, scene.back_button)
    assert isinstance(app.top(), MainMenu)


def test_unreadable_files_alone_are_said_under_the_message(make_app):
    app = make_app(size=(1024, 640))
    app.saves.folder.mkdir(parents=True)
    (app.saves.folder / "junk.json").write_text("{{{", encoding="utf-8")
    scene = open_load(app)
    state = scene.state_for_test()
    assert state["empty"] and state["notice"].startswith("1 file in the saves folder")
    assert scene.empty_rect.bottom <= scene.info.rect.top
    assert scene.info.rect.bottom <= scene.back_button.rect.top


def test_two_saves_of_the_same_players_are_told_apart(make_app):
    app = make_app()
    write_save(app, played("armadora", 6), "early.json", hours_ago=30)
    write_save(app, played("armadora", 30), "late.json", hours_ago=0.1)
    scene = open_load(app)
    rows = all_details(scene)["rows"]
    assert [r["path"] for r in rows] == ["late.json", "early.json"]  # newest first
    assert rows[0]["players"] == rows[1]["players"] == "Human 1, Player 2 (AI, Hard)"
    assert rows[0]["game"] == ["Armadora"]
    assert rows[0]["progress"] != rows[1]["progress"]
    assert rows[1]["progress"] == f"Turn {turn_number(played('armadora', 6))}"
    assert rows[0]["saved"][0] == "Today" and rows[1]["saved"][0] != "Today"
    assert [r["picture"] for r in rows] == ["ready", "ready"]
    first, second = (scene.table.rows[i].cells[0].surface for i in range(2))
    assert first.get_size()[0] <= scene.table.picture_size(0)[0]
    assert pygame.image.tobytes(first, "RGBA") != pygame.image.tobytes(second, "RGBA")
    assert scene.table.clipped() == []


def test_pictures_come_a_few_a_frame_while_the_screen_keeps_drawing(make_app, monkeypatch):
    app = make_app()
    for n in range(4):
        write_save(app, played("goldmine", 2 + 20 * n, seed=n), f"mine{n}.json", hours_ago=n)
    monkeypatch.setattr("game.app.scenes.load_game.FRAME_BUDGET", 0.0)  # one save a frame
    app.push(MainMenu(app))
    scene = app.push(LoadGame(app))
    assert scene.animating()
    app.step(1 / 60)
    assert sum(scene.filled) == 1
    frames(app, 3)
    assert all(scene.filled) and not scene.animating()
    rows = scene.state_for_test()["rows"]
    assert {r["picture"] for r in rows} == {"ready"}
    assert rows[0]["progress"].startswith("Mine development: ")
    assert rows[3]["progress"].startswith("Production round ")


def test_game_progress_and_finished_games(make_app):
    app = make_app()
    over = played("armadora", 400)
    assert over.is_over
    write_save(app, over, "over.json", hours_ago=1)
    write_save(app, played("goldmine", 400, seed=2), "mine.json", hours_ago=2)
    scene = open_load(app)
    (row,) = all_details(scene)["rows"]  # the game to play on
    assert row["path"] == "mine.json" and row["progress"].startswith("Production round ")
    scene.show_tab("finished")  # the finished one, with its result
    (row,) = all_details(scene)["rows"]
    assert row["path"] == "over.json" and row["progress"].endswith("wins!")


def test_a_hot_seat_picture_shows_no_hidden_warrior(tmp_path):
    match = played("armadora", 12, humans=2)
    path = tmp_path / "hotseat.json"
    record.save(match, path)
    details = SaveDetails.of(path)
    hidden = [c for c, v in enumerate(match.state.values) if v and not match.state.face_up >> c & 1]
    assert hidden  # the warriors placed face down
    assert details.observation.seat == -1
    assert all(details.observation.values[c] == 0 for c in hidden)


def test_keyboard_selects_loads_and_escape_goes_back(make_app):
    app = make_app()
    write_save(app, played("armadora", 4), "a.json", hours_ago=1)
    write_save(app, played("armadora", 8), "b.json", hours_ago=2)
    scene = open_load(app)
    assert not scene.state_for_test()["load_enabled"]
    key(app, pygame.K_DOWN)
    assert scene.state_for_test()["selected"] == 0
    assert scene.state_for_test()["load_enabled"] and scene.state_for_test()["delete_enabled"]
    key(app, pygame.K_END)
    assert scene.state_for_test()["selected"] == 1
    key(app, pygame.K_RETURN)
    play = app.top()
    assert play.in_game and len(play.match.steps) == len(played("armadora", 8).steps)
    app.pop()
    frames(app)
    state = scene.state_for_test()  # the play scene may have autosaved: one row more
    assert app.top() is scene and state["rows"][state["selected"]]["path"] == "b.json"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top(), MainMenu)


def test_mouse_selects_a_row_and_a_double_click_loads_it(make_app):
    app = make_app()
    write_save(app, played("goldmine", 10), "a.json", hours_ago=1)
    write_save(app, played("armadora", 10), "b.json", hours_ago=2)
    scene = open_load(app)
    row = scene.table.row_rect(1)
    click_at(app, row.center)
    assert scene.state_for_test()["selected"] == 1
    frames(app, 60)  # a second later: not a double click
    click_at(app, row.center)
    assert app.top() is scene
    click_at(app, row.center)
    assert app.top().in_game and app.top().match.rules.game_id == "armadora"


def test_load_button_loads_and_a_damaged_save_says_why(make_app):
    app = make_app()
    write_save(app, played("armadora", 5), "good.json", hours_ago=1)
    bad = played("armadora", 9)
    write_save(app, bad, "bad.json", hours_ago=2, seed=bad.seed + 1)  # the replay fails
    (app.saves.folder / "junk.json").write_text("{{{", encoding="utf-8")
    scene = open_load(app)
    state = all_details(scene)
    assert state["notice"] == "1 file in the saves folder could not be read and is not listed."
    assert state["rows"][1]["progress"] == "Cannot be loaded"
    assert state["rows"][1]["picture"] == "—"
    assert scene.info.rect.bottom <= scene.load_button.rect.top
    assert scene.table.rect.bottom <= scene.info.rect.top
    key(app, pygame.K_END)
    click(app, scene.load_button)
    assert isinstance(app.top(), MessageDialog) and app.top().key == "errors.save_invalid"
    app.pop()
    key(app, pygame.K_HOME)
    click(app, scene.load_button)
    assert app.top().in_game


def test_delete_asks_and_selects_the_next_save(make_app):
    app = make_app()
    for n in range(3):
        write_save(app, played("armadora", 3 + n), f"s{n}.json", hours_ago=n)
    scene = open_load(app)
    key(app, pygame.K_DOWN)
    click(app, scene.delete_button)
    dialog = app.top()
    assert isinstance(dialog, ConfirmDialog)
    click(app, dialog.no_button)
    assert (app.saves.folder / "s0.json").exists()
    key(app, pygame.K_DELETE)  # the Delete key asks too
    click(app, app.top().yes_button)
    assert not (app.saves.folder / "s0.json").exists()
    state = scene.state_for_test()
    assert [r["path"] for r in state["rows"]] == ["s1.json", "s2.json"]
    assert state["selected"] == 0 and state["delete_enabled"]
    key(app, pygame.K_END)
    key(app, pygame.K_DELETE)
    click(app, app.top().yes_button)
    assert [r["path"] for r in scene.state_for_test()["rows"]] == ["s1.json"]
    assert scene.state_for_test()["selected"] == 0
    key(app, pygame.K_DELETE)
    click(app, app.top().yes_button)
    assert scene.state_for_test()["empty"]


def test_a_long_list_scrolls_with_wheel_keys_and_scroll_bar(make_app):
    app = make_app(size=(1024, 640))
    for n in range(14):
        write_save(app, played("armadora", n + 1, seed=n), f"s{n:02}.json", hours_ago=n)
    scene = open_load(app)
    table = scene.table
    assert table.max_scroll > 0 and len(table.visible()) < 14
    pos = table.row_rect(1).center
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, pos=pos)])
    assert table.scroll > 0
    key(app, pygame.K_END)
    assert table.selected == 13 and 13 in table.visible() and table.scroll == table.max_scroll
    key(app, pygame.K_PAGEUP)
    assert table.selected < 13 and table.selected in table.visible()
    key(app, pygame.K_HOME)
    assert table.scroll == 0
    grip = table.grip_rect()  # drag the grip to the bottom
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grip.center, button=1)])
    bottom = (grip.centerx, table.track_rect().bottom + 50)
    app.step(
        1 / 60,
        events=[
            pygame.event.Event(pygame.MOUSEMOTION, pos=bottom, rel=(0, 300), buttons=(1, 0, 0))
        ],
    )
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=bottom, button=1)])
    assert table.scroll == table.max_scroll
    assert scene.state_for_test()["selected"] == 0  # scrolling does not change the choice


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("ui_scale", [0.8, 1.3])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_table_fits_every_window_scale_and_language(make_app, size, ui_scale, lang):
    app = make_app(size=size, lang=lang)
    app.settings.ui_scale = ui_scale
    app.apply_display_settings()
    window = pygame.Rect(0, 0, *app.size)
    empty = open_load(app)
    assert window.contains(empty.empty_rect) and window.contains(empty.back_button.rect)
    assert [t for t in empty.drawn_texts() if t[1] > t[2]] == []
    app.pop()
    names = ["Annabelle", "Bartholomew", "Christopher"]
    six = played("goldmine", 30, players=6, humans=3, names=names)
    write_save(app, six, "six.json", hours_ago=50)
    for n in range(6):
        write_save(app, played("armadora", 5 + n, seed=n), f"a{n}.json", hours_ago=n)
    write_save(app, played("goldmine", 300, seed=9), "autosave.json")
    scene = open_load(app)
    scene.fill_details(budget=None)
    table = scene.table
    assert window.contains(table.rect)
    for button in (scene.back_button, scene.load_button, scene.delete_button):
        assert window.contains(button.rect), button.text
        assert not button.rect.colliderect(table.rect)
    assert not scene.load_button.rect.colliderect(scene.delete_button.rect)
    six_row = next(i for i, s in enumerate(scene.saves) if s.path.name == "six.json")
    assert len(table.cell_lines(six_row, PLAYERS)) >= 2  # six seats wrap onto more lines
    assert table.clipped() == [], [table.cell_lines(*c) for c in table.clipped()]
    assert [t for t in scene.drawn_texts() if t[1] > t[2]] == []
    title_bottom = scene.px(36) + scene.px(44)
    assert table.rect.top > title_bottom
    assert text.language() == lang


def test_dates_say_today_and_yesterday():
    now = datetime(2025, 3, 10, 15, 0).astimezone()
    assert saved_when(now.isoformat(), now)[0] == "Today"
    assert saved_when((now - timedelta(days=1)).isoformat(), now)[0] == "Yesterday"
    day, clock = saved_when((now - timedelta(days=3)).replace(hour=9, minute=5).isoformat(), now)
    assert (day, clock) == ("2025-03-07", "09:05")
    assert saved_when("not a date", now) == ("not a date", "")


def test_the_turn_only_moves_forward():
    match = played("armadora", 0)
    assert turn_number(match) == 1
    rng = random.Random(1)
    seen = [turn_number(match)]
    while not match.is_over and len(seen) < 30:
        match.play(rng.choice(match.legal_actions()))
        seen.append(turn_number(match))
    assert seen == sorted(seen) and seen[-1] > 5  # never back, and it moves on


@pytest.mark.usefixtures("tiny_registered")
def test_a_game_without_pictures_of_its_own_shows_its_card_and_turn(make_app):
    from tiny_view import card_picture

    app = make_app()
    seats = [SeatInfo("human", name=n) for n in ("Ann", "Bea", "Cy")]
    match = Match.new(registry.get("tiny").rules, {"players": 3, "defend": True}, 3, seats)
    match.play(("duel", 1))  # Ann's turn: she challenges Bea,
    assert match.to_move == 1 and match.turn_of == 0
    match.play(("yield",))  # Bea answers during Ann's turn,
    match.play(("take",))  # and Ann ends it: Bea's turn is the second
    assert match.turn_of == 1
    write_save(app, match, "tiny.json")
    scene = open_load(app)
    row = all_details(scene)["rows"][0]
    assert row["game"] == ["Tiny Duel"] and row["players"] == "Ann, Bea, Cy"
    assert row["progress"] == "Turn 2"
    size = scene.table.picture_size(0)
    picture = scene.table.rows[0].cells[0].surface
    assert pygame.image.tobytes(picture, "RGBA") == pygame.image.tobytes(card_picture(size), "RGBA")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_back_is_the_same_button_as_on_every_menu_page(make_app, size):
    """Load's Back (with saves or without) has the size and height of Statistics' Back."""
    from game.app.scenes.statistics import Statistics

    app = make_app(size=size)
    app.push(MainMenu(app))
    statistics = app.push(Statistics(app))
    frames(app, 2)
    expected = statistics.back_button.rect
    app.pop()
    empty = open_load(app)
    assert empty.back_button.rect == expected
    app.pop()
    write_save(app, played("armadora", 4), "a.json")
    listed = open_load(app)
    assert listed.table is not None
    assert listed.back_button.rect.size == expected.size
    assert listed.back_button.rect.top == expected.top
    assert listed.load_button.rect.top == expected.top


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_name_too_long_for_its_cell_ends_in_three_dots(make_app, lang):
    """A cut text ends in "..." in both languages: the font draws "…" as centred dots."""
    app = make_app(size=(1024, 640), lang=lang)
    names = [f"Bartholomew Maximilian von Hohenstein {n}" for n in range(6)]  # 40 letters
    write_save(app, played("goldmine", 6, players=6, humans=6, names=names), "long.json")
    scene = open_load(app)
    scene.fill_details(budget=None)
    table = scene.table
    cut = table.clipped()
    assert cut, "the long name fits after all"
    for row, column in cut:
        lines = table.cell_lines(row, column)
        assert lines[-1].endswith("...") and not any("…" in line for line in lines)
    assert not any("…" in t for t, _, _ in scene.drawn_texts())
