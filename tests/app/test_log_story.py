"""The game log tells the turns apart and follows the game (issue 35, part 3): a separator in
the seat's colour with its round before each turn (from the typed events of every game),
lines about the viewer's own pieces stand out, and scrolled back the log stays put and a
"new entries" marker jumps back down."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

import pygame
import pytest

from game.app.log_marks import LogMarks
from game.app.log_view import LogLine, LogView
from game.engine.contract import LogEntry
from game.engine.events import Event, Journal, tells
from game.engine.match import SeatInfo
from game.text import set_language
from tests.app.test_resign import play_scene
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


@dataclass(frozen=True)
class _TurnBegan(Event):
    kind: ClassVar[str] = "logtest.turn_began"
    seat: int


@dataclass(frozen=True)
class _Shot(Event):
    kind: ClassVar[str] = "logtest.shot"
    seat: int
    owner: int


@dataclass(frozen=True)
class _WordedShot(Event):
    """A shot the log words itself (as a converted game's events are)."""

    kind: ClassVar[str] = "logtest.worded_shot"
    seat: int
    owner: int


@tells(_WordedShot)
def _tell_worded_shot(event: _WordedShot) -> list[LogEntry]:
    return [LogEntry("shot", {"seat": event.seat, "owner": event.owner})]


def _journal() -> Journal:
    log = Journal()
    for seat, shoots in ((0, None), (1, 0), (2, None), (0, 1), (2, None)):
        log.emit(_TurnBegan(seat))
        log.append(LogEntry("line", {"seat": seat}))
        if shoots is not None:
            log.emit(_Shot(seat, shoots))
    return log


def test_marks_put_turns_before_their_lines_and_count_rounds_without_a_round_field():
    marks = LogMarks().update(_journal(), None)
    assert {i: (t.seat, t.round) for i, t in marks.turns.items()} == {
        0: (0, 1),
        1: (1, 1),
        2: (2, 1),
        3: (0, 2),  # seat 0 again: a new pass of the turn order
        4: (2, 2),
    }
    assert marks.touches == {1: {0}, 3: {1}}  # the line before the shot names its victim


def test_a_secret_event_marks_nothing_for_a_seat_that_may_not_know_it():
    log = Journal()
    log.emit(_TurnBegan(0))
    log.append(LogEntry("line"))
    log.emit(_Shot(0, 1, seats=(0,)))
    assert LogMarks().update(log, 1).touches == {}
    assert LogMarks().update(log, 0).touches == {0: {1}}


def test_an_event_that_words_its_own_line_marks_that_line_not_the_one_before():
    log = Journal()
    log.emit(_TurnBegan(0))
    log.append(LogEntry("line"))
    log.emit(_WordedShot(0, 1))
    assert LogMarks().update(log, None).touches == {1: {1}}


def test_scrolled_back_the_log_stays_put_and_the_marker_jumps_back(make_app):
    make_app()
    view = LogView(pygame.Rect(0, 0, 300, 120), 15, 8)
    view.marker_text = "New entries"
    surface = pygame.Surface((300, 120))
    view.set_lines([f"line {i}" for i in range(40)])
    view.draw(surface)
    assert not view.unseen and view.marker_rect.w == 0  # following: no marker
    view.scroll(-5)
    first = view.first
    view.set_lines([f"line {i}" for i in range(42)])
    assert view.first == first and view.unseen  # stays put, tells of new lines
    view.draw(surface)
    assert view.marker_rect.w > 0
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=view.marker_rect.center)
    assert view.handle_event(click)
    assert view.follow and not view.unseen and view.first == view.max_first()
    view.set_lines([f"line {i}" for i in range(45)])
    assert view.first == view.max_first()  # following again
    view.scroll(-3)
    view.set_lines([f"line {i}" for i in range(46)])
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    assert view.follow and view.first == view.max_first()


def test_a_line_with_a_turn_gets_a_separator_row_in_its_colour(make_app):
    make_app()
    view = LogView(pygame.Rect(0, 0, 300, 200), 15, 8)
    view.set_lines([LogLine("a", turn=("Round 2 · Red", (200, 0, 0))), LogLine("b", own=True)])
    assert [(r.text, r.colour, r.own) for r in view.rows] == [
        ("Round 2 · Red", (200, 0, 0), False),
        ("a", None, False),
        ("b", None, True),
    ]
    view.draw(pygame.Surface((300, 200)))


def _play_some(scene, steps: int, seed: int = 5) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if scene.match.is_over:
            break
        scene.match.play(rng.choice(scene.match.legal_actions()))
    scene.refresh()


@pytest.mark.parametrize("game", ["armadora", "goldmine", "crown"])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_game_separates_its_turns_with_round_and_seat_colour(make_app, game, lang):
    app = make_app()
    set_language(lang)
    scene = play_scene(app, game, [SeatInfo("human"), SeatInfo("human"), SeatInfo("human")])
    _play_some(scene, 40)
    frames(app, 1)
    turns = [row for row in scene.log_view.rows if row.is_turn]
    assert len(turns) >= 3
    colours = {scene.seat_colour(seat) for seat in range(3)}
    assert {row.colour for row in turns} <= colours and len({r.colour for r in turns}) >= 2
    assert any("1" in row.text for row in turns)  # round 1 is named
    names = {scene.seat_name(seat) for seat in range(3)}
    assert all(any(name in row.text for name in names) for row in turns)


def test_goldmine_a_challenge_on_the_viewers_miner_stands_out(make_app):
    """Play random Gold Mine games until someone challenges seat 0: that line stands out
    for seat 0 and for nobody else."""
    app = make_app()
    scene = play_scene(app, "goldmine", [SeatInfo("human"), SeatInfo("human")])
    rng = random.Random(2)
    for _ in range(4000):
        if scene.match.is_over:
            break
        reports = scene.match.play(rng.choice(scene.match.legal_actions()))
        events = [e for report in reports for e in report.events]
        if any(e.kind == "goldmine.challenge_started" and e.target == 0 for e in events):
            break
    else:
        pytest.skip("no challenge in this game")
    scene.viewer = 0
    scene.refresh()
    lines = scene.log_lines()
    own = [i for i, line in enumerate(lines) if getattr(line, "own", False)]
    assert own and any(row.own for row in scene.log_view.rows)
    scene.viewer = 1
    scene.refresh()
    assert not getattr(scene.log_lines()[own[-1]], "own", False)
