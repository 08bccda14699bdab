"""The review screen: stepping, the chart, show everything, cancel, the cache, and the
Results and Load buttons that open it (issue 38).  The analysis runs in this process with a
tiny budget (the worker processes are the engine tests' business)."""

from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.engine.players import make_player
from game.engine.review.hooks import Budget
from game.engine.review.run import InlineExecutor
from tests.ui_fixtures import click, frames, key

TINY = Budget(chance=4, search=8, compare=4)
GAMES = ("armadora", "goldmine", "crown")


def played(game_id: str, decisions: int | None, seed: int = 3) -> Match:
    """A seeded game between a human seat and a Greedy AI, ``decisions`` long (None: to
    its end)."""
    rules = registry.get(game_id).rules
    seats = [SeatInfo("human"), SeatInfo("ai", "greedy")]
    match = Match.new(rules, {"players": 2}, seed, seats)
    players = [make_player("greedy", seed * 10 + s) for s in range(2)]
    while not match.is_over and (decisions is None or len(match.steps) < 400):
        if decisions is not None and sum(1 for s in match.steps if s.seat >= 0) >= decisions:
            break
        seat = match.to_move
        match.play(players[seat].choose(rules, match.observe(seat), match.legal_actions(), seat))
    return match


def open_review(app, match: Match, executors=None):
    scene = app.push(
        "review",
        match=match,
        budget=TINY,
        executors=executors or (lambda: [InlineExecutor()]),
    )
    for _ in range(200):
        frames(app)
        if not scene.analysing:
            break
    return scene


def wheel(app, scene, y: int) -> None:
    pos = scene.board_rect.center
    pygame.mouse.set_pos(pos)
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)])
    frames(app)


def press_at(app, pos) -> None:
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    frames(app)


@pytest.mark.parametrize("game_id", GAMES)
def test_steps_through_an_unfinished_game(make_app, game_id):
    app = make_app()
    match = played(game_id, 12)
    scene = open_review(app, match)
    state = scene.state_for_test()
    assert state["reviewed"] and state["at"] == 0 and state["end"] == 12
    assert not state["over"]
    start_log = len(state["log"])
    key(app, pygame.K_RIGHT)
    assert scene.cursor.at == 1
    click(app, scene.buttons["next"])
    assert scene.cursor.at == 2
    wheel(app, scene, -1)  # the wheel towards the player: forward
    assert scene.cursor.at == 3
    assert len(scene.state_for_test()["log"]) > start_log  # the log follows the cursor
    key(app, pygame.K_LEFT)
    click(app, scene.buttons["prev"])
    assert scene.cursor.at == 1
    key(app, pygame.K_DOWN)  # a whole turn: to the next turn's first decision
    assert scene.cursor.at in scene.cursor.turn_starts or scene.cursor.at == 12
    assert scene.cursor.at > 1
    key(app, pygame.K_END)
    assert scene.cursor.at == 12
    assert not scene.buttons["next"].is_enabled
    assert scene.state_for_test()["status"]  # the end is named
    key(app, pygame.K_HOME)
    assert scene.cursor.at == 0
    assert not scene.buttons["prev"].is_enabled
    assert len(scene.state_for_test()["log"]) == start_log


@pytest.mark.parametrize("game_id", GAMES)
def test_the_chart_jumps_where_it_is_clicked(make_app, game_id):
    app = make_app()
    scene = open_review(app, played(game_id, 12))
    x = scene.chart.x_of(7)
    press_at(app, (x, scene.chart_rect.centery))
    assert scene.cursor.at == 7
    press_at(app, (scene.chart.x_of(2), scene.chart_rect.bottom - 4))
    assert scene.cursor.at == 2


def test_the_log_and_board_never_show_what_the_seat_could_not_see(make_app):
    """Before the end, the board is the reviewing seat's observation: a rival's face-down
    warrior has no value, and "show everything" is unavailable."""
    app = make_app()
    match = played("armadora", 12)
    scene = open_review(app, match)
    assert not scene.buttons["reveal"].is_enabled
    scene.toggle_reveal()
    assert not scene.reveal
    scene.cursor.go(scene.cursor.end)
    shown = scene.observation()
    rival = [c for c in range(40) if shown.owners[c] == 1 and shown.occupied >> c & 1]
    assert rival and all(shown.values[c] == 0 for c in rival if not shown.face_up >> c & 1)
    with pytest.raises(PermissionError):
        scene.replay.revealed(0, 0)


def test_show_everything_after_the_end_reveals_the_rival_warriors(make_app):
    app = make_app()
    match = played("armadora", None)
    assert match.is_over
    scene = open_review(app, match)
    assert scene.state_for_test()["reveal_enabled"]
    middle = scene.cursor.end // 2
    scene.cursor.go(middle)
    hidden = scene.observation()
    truth = scene.replay.positions[middle].state
    secret = [
        c
        for c in range(40)
        if hidden.occupied >> c & 1 and hidden.owners[c] == 1 and hidden.values[c] == 0
    ]
    assert secret  # the rival had face-down warriors then
    click(app, scene.buttons["reveal"])
    assert scene.reveal
    shown = scene.observation()
    assert all(shown.values[c] == truth.values[c] != 0 for c in secret)
    click(app, scene.buttons["reveal"])
    assert not scene.reveal


def test_crown_hands_are_secrets_told_only_after_the_end(make_app):
    app = make_app()
    match = played("crown", 12)
    scene = open_review(app, match)
    assert scene.replay.over is False
    with pytest.raises(PermissionError):
        scene.replay.secrets(0, scene.names.seat)
    state = scene.replay.positions[5].state
    lines = registry.get("crown").review.secrets(match.rules, state, scene.names.seat)
    assert len(lines) == 2 and lines[0].startswith(f"{scene.names.seat(0)}'s hand: ")


class Silent:
    """A worker that never answers (an analysis still running)."""

    def submit(self, task) -> None:
        pass

    def poll(self):
        return None

    def cancel(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


def test_cancel_stops_the_analysis_and_analyse_starts_it_again(make_app):
    app = make_app()
    scene = open_review(app, played("goldmine", 8), executors=lambda: [Silent()])
    assert scene.analysing and scene.buttons["cancel"].visible
    key(app, pygame.K_RIGHT)  # the screen answers while the analysis runs
    assert scene.cursor.at == 1
    click(app, scene.buttons["cancel"])
    assert not scene.analysing and scene.run.cancelled
    assert scene.analysis_line() == "The analysis was cancelled."
    scene.executors = lambda: [InlineExecutor()]
    click(app, scene.buttons["cancel"])  # now "Analyse"
    for _ in range(100):
        frames(app)
        if scene.review is not None:
            break
    assert scene.review is not None


def test_a_second_open_reads_the_cache(make_app):
    app = make_app()
    match = played("armadora", 10)
    first = open_review(app, match)
    assert first.review is not None and not first.run.from_cache
    app.pop()
    second = open_review(app, match, executors=lambda: [Silent()])
    assert second.run.from_cache and second.review is not None
    assert (app.saves.folder / "reviews").is_dir()


def test_autoplay_steps_by_itself_and_stops_at_the_end(make_app):
    app = make_app()
    scene = open_review(app, played("crown", 6))
    key(app, pygame.K_SPACE)
    assert scene.autoplay
    for _ in range(60):
        app.step(0.5)
    assert scene.cursor.at == scene.cursor.end and not scene.autoplay


def test_results_opens_the_review(make_app):
    app = make_app()
    match = played("armadora", None)
    results = app.push("results", match=match)
    frames(app, 2)
    click(app, results.review_button)
    top = app.top()
    assert top.name == "review" and top.match is match
    top.cancel()
    click(app, top.buttons["back"])
    assert app.top() is results


def test_load_opens_the_review_of_a_save(make_app):
    app = make_app()
    app.saves.save_as_new(played("goldmine", 10))
    app.push("menu")
    load = app.push("load")
    frames(app, 3)
    assert not load.state_for_test()["review_enabled"]
    load.table.select(0)
    load._enable_buttons()
    frames(app)
    assert load.state_for_test()["review_enabled"]
    click(app, load.review_button)
    top = app.top()
    assert top.name == "review" and top.game_id == "goldmine"
    assert top.plan.budget == registry.get("goldmine").review.budget
    top.cancel()


@pytest.mark.usefixtures("tiny_registered")
def test_a_game_without_a_review_board_of_its_own_is_reviewed_too(make_app):
    """Tiny Duel declares no review board and no Results picture: the review still steps
    through it, its log worded from the locale keys with seats named."""
    app = make_app()
    rules = registry.get("tiny").rules
    match = Match.new(rules, {"players": 2}, 7, [SeatInfo("human"), SeatInfo("ai", "random")])
    players = [make_player("random", 70 + s) for s in range(2)]
    for _ in range(6):
        if match.is_over:
            break
        seat = match.to_move
        match.play(players[seat].choose(rules, match.observe(seat), match.legal_actions(), seat))
    scene = open_review(app, match)
    assert scene.review is not None and scene.board.play_class is None
    key(app, pygame.K_END)
    log = scene.state_for_test()["log"]
    assert log and not any(line.startswith("tiny.") for line in log)


RECAPS = {
    "armadora": "game.armadora.view.recap",
    "goldmine": "game.goldmine.view.recap",
    "crown": "game.crown.view.recap",
}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_step_is_lit_with_the_recap_kits_marks(make_app, game_id):
    """The review lights the step that led to a position with the marks the play screen's
    recap gives the same events (the recap kit is the one place that turns events into
    highlights), drawn in the recap's colours where the board puts them."""
    import importlib

    from game.app.recap_draw import MARK_COLOURS

    app = make_app()
    scene = open_review(app, played(game_id, 12))
    recap = importlib.import_module(RECAPS[game_id])
    lit = 0
    for at in range(1, scene.cursor.end + 1):
        scene.cursor.go(at)
        scene.refresh()
        observation = scene.observation()
        events = scene.replay.events(at, scene.seat)
        names = scene.names.seat
        if game_id == "crown":
            names = recap.Names(names, tuple(observation.hero))
        expected = recap.tell(events, names).marks
        assert scene.shown(observation).marks == expected
        frames(app)  # drawn (the board is laid out for this position)
        if not expected:
            continue
        mark, rect = expected[-1], scene.board.mark_rect(expected[-1].at)
        if rect is None or not scene.board_rect.contains(rect):
            continue
        where = rect.union(scene.board.mark_rect(mark.to) or rect) if mark.to else rect
        seen = {
            tuple(app.screen.get_at((x, y)))[:3]
            for x in range(where.x, where.right, 2)
            for y in range(where.y, where.bottom, 2)
        }
        assert MARK_COLOURS[mark.kind] in seen, (at, mark)
        lit += 1
    assert lit >= 3  # a dozen decisions light several steps


@pytest.mark.parametrize("game_id", GAMES)
def test_the_round_picker_jumps_to_the_start_of_a_round(make_app, game_id):
    """The round's button opens a grid of the game's rounds over the board; a click on one
    jumps to its first decision and closes the grid.  The keyboard does the same: G, the
    arrow keys, Enter; Esc closes the grid before it leaves the screen."""
    app = make_app()
    scene = open_review(app, played(game_id, 110))
    starts = scene.cursor.round_starts
    assert len(starts) >= 4
    picker = scene.buttons["pick"]
    assert picker.is_enabled and scene.state_for_test()["round"].startswith(
        scene.picker.options[0].label
    )
    click(app, picker)
    assert scene.state_for_test()["picker"]
    grid = scene.picker.buttons
    assert len(grid) == len(starts)
    assert all(scene.board_rect.contains(button.rect) for button in grid)
    click(app, grid[3])
    assert scene.cursor.at == starts[3] and not scene.state_for_test()["picker"]
    assert scene.state_for_test()["round"].startswith(scene.picker.options[3].label)
    key(app, pygame.K_g)
    assert scene.state_for_test()["picker"] and scene.picker.marked == 3  # the round shown
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert scene.cursor.at == starts[5] and not scene.state_for_test()["picker"]
    key(app, pygame.K_g)
    key(app, pygame.K_HOME)
    key(app, pygame.K_RETURN)
    assert scene.cursor.at == 0
    key(app, pygame.K_g)
    key(app, pygame.K_ESCAPE)
    assert not scene.state_for_test()["picker"] and app.top() is scene


def test_a_long_turning_point_is_cut_with_dots_that_fit(make_app):
    """A paragraph longer than its rows ends its last row in "..." inside the room (the
    font draws "…" as Korean middle dots, and a row that just fit had no room for more)."""
    from game.app.review.panel import Column

    app = make_app()
    column = Column(0, 0, 200, 1000, app.px)
    words_ = "Round 7: a palisade between D3 and D4 lost 18% (mistake); the AI preferred " * 4
    top, bottom = column.paragraph(words_, (255, 255, 255), most=2)
    rows = column.texts()
    assert len(rows) == 2 and bottom > top
    assert rows[-1][0].endswith("...") and "…" not in rows[-1][0]
    assert all(width <= room for _, width, room in rows)


@pytest.mark.parametrize("colorblind", [False, True])
def test_the_chart_draws_each_seat_in_its_play_screen_colour(make_app, colorblind):
    """The chart's lines had a palette of their own (gold and blue for an Orc and an Elf):
    each seat's line is the colour its pieces, log and recap have on the play screen."""
    from game.app.views import seat_colour_of

    app = make_app()
    app.settings.colorblind = colorblind
    match = played("armadora", 12)
    scene = open_review(app, match)
    shown = match.observe(0)
    play = [seat_colour_of("armadora", shown, seat, colorblind) for seat in range(2)]
    assert scene.state_for_test()["seat_colours"] == play
    frames(app, 2)
    shot = app.screen
    plot = scene.chart.plot
    found = {
        tuple(shot.get_at((x, y)))[:3]
        for x in range(plot.x, plot.right)
        for y in range(plot.y, plot.bottom, 1)
    }
    assert set(map(tuple, play)) <= found  # both lines drawn in those colours


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_has_the_play_screens_turn_separators(make_app, game_id):
    """The review's log showed Gold Mine's turns as text ("── Round 2 · Red ──") and the
    other games' not at all: it reads as the play screen's log, a separator in the seat's
    colour before each turn and the lines about the reviewing seat's pieces marked."""
    app = make_app()
    match = played(game_id, 24)
    scene = open_review(app, match)
    scene.go(lambda: scene.cursor.go(scene.cursor.end))
    lines = scene.log_view.lines
    turns = [line.turn for line in lines if line.turn is not None]
    colours = scene.seat_colours()
    assert {colour for _, colour in turns} == set(colours[:2])
    assert not any("──" in line for line in lines)
    # The same lines as the play screen writes for the same game, separators included.
    play = app.push("play", match=match)
    frames(app)
    assert [(str(line), line.turn) for line in play.log_lines()] == [
        (str(line), line.turn) for line in lines
    ]


@pytest.mark.parametrize("game_id", ["armadora", "crown"])
def test_the_headline_names_the_round_the_log_names(make_app, game_id):
    """Armadora has no rounds, and its review said "Turn 21" where the log's separator said
    "Round 11 · Orc": the review counts the log's rounds (passes of the turn order)."""
    from game.engine.review import words

    app = make_app()
    match = played(game_id, 30)
    scene = open_review(app, match)
    checked = 0
    for at in range(1, scene.cursor.end, 3):
        decision = scene.plan.decisions[at]
        scene.go(lambda at=at: scene.cursor.go(at))
        before = len(scene.log_view.lines)
        scene.go(lambda at=at: scene.cursor.go(at + 1))
        lines = scene.log_view.lines[: before + 1]  # up to the decision's first line
        separators = [line.turn[0] for line in lines if line.turn is not None]
        if len(lines) > before and separators:  # (Crown: generals come before turn 1)
            assert separators[-1].startswith(words.when(decision) + " · ")
            checked += 1
    assert checked >= 5
