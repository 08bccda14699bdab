"""Gold Mine's Results screen: it says plainly how the game ended (a climb-out, or the
round limit), and each miner's nuggets add up, challenges lost and partner hand-overs
included, in the locale's plural forms."""

from __future__ import annotations

import random

import pytest

from game.app.results_scene import ResultsScene
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.goldmine.view.results import accounts
from game.text import tr
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")
RULES = registry.get("goldmine").rules


def finished(seed: int, players: int = 3, **setup) -> Match:
    """A game of random AI seats played to its end, challenging whenever it may."""
    seats = [SeatInfo("ai", "random")] * players
    match = Match.new(RULES, {"players": players, **setup}, seed, seats)
    rng = random.Random(seed)
    while not match.is_over:
        legal = match.legal_actions()
        duels = [a for a in legal if a[0] in ("gold", "give")]
        useful = [a for a in legal if a[0] != "end"] or legal
        match.play(rng.choice(duels or useful))
    return match


def test_every_miners_nuggets_add_up_challenges_and_hand_overs_included():
    lost = handed = 0
    for seed, setup in ((1, {}), (2, {"players": 4, "alliance": True}), (3, {})):
        match = finished(seed, **{"round_limit": 20, **setup})
        books = accounts(match)
        for seat, book in enumerate(books):
            assert book.total == match.state.held[seat], (seed, seat, book)
        lost += sum(book.lost for book in books)
        handed += sum(book.given for book in books)
    assert lost and handed  # the games had both, so the sums were put to the test


def test_the_round_limit_is_said_plainly_under_the_headline(make_app):
    app = make_app()
    match = finished(4, round_limit=5)
    assert match.state.end == "limit"
    scene = app.push(ResultsScene(app, match))
    scene.turn_page()  # the final board and the breakdown, from the story shown first
    frames(app, 2)
    assert scene.breakdown.subtitle == tr("goldmine_ui.results.limit", count=5)
    assert "Nobody climbed out" in scene.breakdown.subtitle
    detail = scene.breakdown.items[0].html
    assert "nugget(s)" not in detail and "nugget(s)" not in scene.breakdown.items[0].label
    assert "lost in gold challenges" in detail
    # Not a tall, mostly empty box:
    assert scene.detail.rect.bottom < scene.menu_button.rect.top - app.px(60)


def climbed_out() -> Match:
    """The tutorial's intended path: a real game the learner wins by climbing out."""
    from game.engine.tutorial import play_path

    info = registry.get("goldmine")
    return play_path(info.tutorial, info.rules, info.tutorial.chapters[0])


@pytest.mark.parametrize("end", ["climb", "limit"])
def test_the_finished_board_says_how_it_ended_not_what_is_to_come(make_app, monkeypatch, end):
    """When a game ends (behind the tutorial's last card, or before Results) the panel
    said "No tile to lay now" and an empty dice tray "the dice show here when rolled": the
    tray says how the game ended, the tile box says nothing."""
    from game.app import fonts

    whole = climbed_out() if end == "climb" else finished(5, players=2, round_limit=5)
    last = max(i for i, step in enumerate(whole.steps) if step.seat >= 0)
    match = Match(whole.rules, dict(whole.setup), whole.seed, list(whole.seats))
    match.rebuild(whole.steps[:last])
    app = make_app()
    app.settings.ai_speed = app.settings.animation_speed = "fast"
    scene = app.push("play", match=match)
    if scene.is_human_turn():
        scene.play(whole.steps[last].value)
    for _ in range(600):  # the last move shown, the Results not yet come
        frames(app)
        if match.is_over and not scene.steps.busy:
            break
    assert match.is_over and app.top() is scene
    scene.tray.shown = None  # (a game loaded finished: no roll of the turn to show)
    drawn: list[str] = []
    render = fonts.render

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return render(text, *args, **kwargs)

    spy.cache_clear = render.cache_clear  # type: ignore[attr-defined]
    monkeypatch.setattr(fonts, "render", spy)
    scene.draw_board(app.screen)
    seen = match.observe_public()
    assert seen.end == end
    if end == "climb":
        ended = tr("goldmine_ui.results.climbed", players=scene.seat_name(seen.climbed[0]))
    else:
        ended = tr("goldmine_ui.results.limit", count=5)
    assert ended in drawn
    for idle in ("goldmine_ui.no_tile", "goldmine_ui.tray_empty"):
        assert tr(idle) not in drawn, idle
