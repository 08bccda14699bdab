"""The coach's words after a Crown & Dragon move: Crown's evaluation counts points, so in
the opening it gives every move the same value; there the coach leaves its percent out
(a "50 %" after every move says nothing) and the move's own reasons speak.  Where the
evaluation does separate the moves, and in the other games, the percent stays."""

from __future__ import annotations

from game import text
from game.app.coach import rates
from game.crown.coach import reasons
from game.crown.tutorial import BASICS, TUTORIAL
from game.engine import coach as judge
from game.engine import registry
from game.engine.tutorial import play_path
from tests.ui_fixtures import frames

RULES = registry.get("crown").rules


def test_a_flat_evaluation_leaves_the_percent_out_of_the_first_lessons_why(make_app):
    app = make_app()
    app.push("menu")
    scene = app.push("tutorial", game_id="crown")
    frames(app, 2)
    legal = scene.legal()
    found = judge.assess(RULES, scene.match.observe(0), legal, 0)
    assert len(set(found.values)) == 1  # keeping any of the three generals: all 50 %
    scene.play(BASICS.lessons[0].steps[0].play[0])
    why = scene.coach.why
    assert text.tr("crown_tutorial.heroes.keep_why") in why
    assert text.tr("crown_coach.general") in why
    assert not any("%" in line for line in why)


def test_the_percent_stays_where_the_evaluation_separates_the_moves():
    """The battle lesson: attacking Mirae's castle scores, so the moves differ in value."""
    match = play_path(TUTORIAL, RULES, BASICS)
    steps = [s for s in match.steps if s.seat == 0]
    attack = next(i for i, s in enumerate(match.steps) if s.value == ("attack", 11, 11))
    replay = type(match).new(match.rules, match.setup, match.seed, match.seats)
    for step in match.steps[len(replay.steps) : attack]:
        if step.seat >= 0:
            replay.play(step.value)
    found = judge.assess(RULES, replay.observe(0), replay.legal_actions(), 0)
    assert rates(TUTORIAL, found) and steps


def test_other_games_keep_their_percent_even_when_flat():
    flat = judge.Assessment((("a",), ("b",)), (0.5, 0.5))
    assert not rates(TUTORIAL, flat)
    for game_id in ("armadora", "goldmine"):
        assert rates(registry.get(game_id).tutorial, flat)


def test_the_narrator_names_what_the_later_lessons_do():
    """Along the path: the crown's castle, the general hired, the trade, the discard, the
    black card, the redeploy, the free wall, Mirae's hero sent home, her kingdom broken and
    the learner's first place and win each get a sentence."""
    match = play_path(TUTORIAL, RULES, BASICS)
    replay = type(match).new(match.rules, match.setup, match.seed, match.seats)
    said: set[str] = set()
    for step in match.steps[len(replay.steps) :]:
        if step.seat < 0:
            continue
        reports = replay.play(step.value)
        if step.seat == 0:
            events = [e for r in reports for e in r.events_for(0)]
            said |= {key for key, _ in reasons(events, replay.observe(0), 0)}
    wanted = {"hired", "traded", "discarded", "played", "bought_black", "redeployed"}
    wanted |= {"assigned", "built_wall_free", "beaten_hero", "crown_placed"}
    wanted |= {"wall_broken", "queue_broken", "queue_first", "won"}
    assert {f"crown_coach.{name}" for name in wanted} <= said
