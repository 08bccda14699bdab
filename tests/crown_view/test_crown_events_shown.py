"""The Crown & Dragon board animates from a step's events alone: synthetic events (no log
lines at all) roll the dice, slide a piece, fly the dragon (along the board, or down from
the alert track), flash a battle and a building; an event addressed to another seat is
not shown; and the log gives a volley's numbers."""

from __future__ import annotations

import dataclasses

import pytest

from game import text
from game.crown import events as ev
from game.crown.view.motion import FLASH_TIME, ROLL_TIME
from game.engine.contract import CHANCE, LogEntry
from game.engine.events import Journal
from game.engine.match import StepReport
from tests.crown.helpers import RULES, general, state_of
from tests.crown_view.helpers import solo
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


def shown(scene, *events: ev.Event, chance: bool = False) -> float:
    """Hand the scene a step made of ``events`` only; answer its length."""
    report = StepReport(len(scene.match.steps), CHANCE if chance else 0, None, (), events)
    return scene.animate(report)


def quiet_scene(make_app):
    app = make_app()
    scene = solo(app)
    app.settings.animation_speed = "normal"
    scene.skip_animations()
    scene.motion.clear()
    return app, scene


def a_battle() -> ev.BattleFought:
    """A real battle's event (a volley at 7, 1), as the rules tell it."""
    archer = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "elite")])
    spear = general(2, [7, 1], "guardian", "spear", [("spear", "veteran"), ("spear", "recruit")])
    state = state_of("act", generals=[archer, spear])
    state.piece, state.phase = RULES.key_at(state, (5, 1)), 0
    log = Journal()
    RULES.apply(state, ("attack", 7, 1), log)
    return next(e for e in log.events if isinstance(e, ev.BattleFought))


def test_dice_and_a_flight_along_the_board(make_app):
    app, scene = quiet_scene(make_app)
    path = ((6, 11), (6, 12), (6, 0), (6, 1))
    seconds = shown(
        scene,
        ev.DiceRolled(1, "S", 3),
        ev.DragonMoved(0, (6, 11), (6, 1), "S", 3, path, "die"),
        chance=True,
    )
    motion = scene.motion
    assert motion.roll_at is not None and seconds > ROLL_TIME
    flight = motion.flight
    assert (flight["from"], flight["direction"], flight["distance"]) == ((6, 11), "S", 3)
    assert flight["to"] == (6, 1) and motion.flash[0] == (6, 1)
    frames(app, 3)
    assert scene.animating()


def test_a_flight_down_from_the_alert_track(make_app):
    _, scene = quiet_scene(make_app)
    shown(scene, ev.DragonMoved(0, (), (6, 6), "", 0, ((6, 6),), "die"))
    flight = scene.motion.flight
    assert (flight["from"], flight["direction"], flight["distance"]) == ((6, -1), "S", 7)


def test_a_piece_slides_from_the_start_of_its_path_to_its_end(make_app):
    app, scene = quiet_scene(make_app)
    start = scene.observation().hero_at[0]
    end = (start[0] + 1, start[1] + 2)
    path = (start, (start[0] + 1, start[1]), (start[0] + 1, start[1] + 1), end)
    seconds = shown(scene, ev.PieceMoved(0, "hero", -1, path, 3, 2, "move"))
    slide = scene.motion.slide
    assert (slide["key"], slide["from"], slide["to"]) == (("h", 0), start, end)
    assert seconds > 0 and scene.marks().hidden == {end}
    frames(app, 2)


def test_a_battle_flashes_where_it_was_fought_but_a_landing_does_not(make_app):
    _, scene = quiet_scene(make_app)
    battle = a_battle()
    assert shown(scene, battle) == FLASH_TIME
    assert scene.motion.flash[0] == (7, 1)
    scene.motion.clear()
    landing = dataclasses.replace(battle, mode="landing")
    assert shown(scene, landing) == 0 and scene.motion.flash is None


def test_a_building_flashes(make_app):
    _, scene = quiet_scene(make_app)
    assert shown(scene, ev.Built(0, "castle", (1, 1), 3, "build")) > 0
    assert scene.motion.flash[0] == (1, 1)


def test_an_event_for_another_seat_is_not_shown(make_app):
    _, scene = quiet_scene(make_app)
    secret = ev.CardRevealed(1, "action", (2,), seats=(1,))
    mine = ev.CardRevealed(0, "action", (3,), seats=(0,))
    public = ev.CardDrawn(1, "action", 1)
    report = StepReport(0, CHANCE, None, (), (secret, mine, public))
    assert scene.viewer == 0
    assert scene.shown_events(report) == (mine, public)
    scene.viewer = None  # nobody is shown (a hand-over): the public events only
    assert scene.shown_events(report) == (public,)


def test_the_log_gives_a_volleys_numbers(make_app):
    _, scene = quiet_scene(make_app)
    args = {"seat": 0, "x": 7, "y": 1, "target": "general", "mode": "volley", "winner": ""}
    args.update(atk=40, defences=[40, 20], hit=1, cards=2)
    line = scene.log_text(LogEntry("crown.log.battle_volley", args))
    assert "ATK 40" in line and "40 / 20" in line and "1 of 2 cards hit" in line


@pytest.mark.parametrize(
    ("lang", "hit", "cards", "words"),
    [
        ("en", 1, 1, "1 of 1 card hit, nobody wins."),
        ("en", 1, 2, "1 of 2 cards hit, nobody wins."),
        ("en", 2, 2, "2 of 2 cards hit, nobody wins."),
        ("ko", 1, 1, "카드 1장 가운데 1장 명중"),
        ("ko", 1, 2, "카드 2장 가운데 1장 명중"),
    ],
)
def test_a_volleys_log_line_counts_its_cards_in_words(make_app, lang, hit, cards, words):
    """Not "1 of 2 card(s) hit": the count's plural, in both languages."""
    _, scene = quiet_scene(make_app)
    text.set_language(lang)
    args = {"seat": 0, "x": 7, "y": 1, "target": "general", "mode": "volley", "winner": ""}
    args.update(atk=40, defences=[20] * cards, hit=hit, cards=cards)
    line = scene.log_text(LogEntry("crown.log.battle_volley", args))
    assert words in line and "(s)" not in line


@pytest.mark.parametrize(("count", "words"), [(1, "hits 1 card;"), (2, "hits 2 cards;")])
def test_a_volleys_result_counts_its_cards_in_words(count, words):
    text.set_language("en")
    line = text.tr("crown_ui.outcome.volley_hits", count=count, attacker="A", defender="B")
    assert words in line
