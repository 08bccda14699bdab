"""The recap of the AI's turn and the result card of a territory it closes, in the Armadora
play scene (an AI turn scripted by the test, the numbers checked against its events)."""

from __future__ import annotations

import pytest

from game.armadora import board, moves
from game.armadora.events import TerritoryClosed, TerritoryStanding
from game.armadora.view.play import ArmadoraPlay
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.text import tr
from tests import recap_checks as rc
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


def closing(match, line) -> bool:
    return bool(moves.territories_closed_by(match.state, line))


def human(match, legal, rng):
    """Palisades that close nothing, else anything."""
    calm = [a for a in legal if a[0] == "palisade" and not closing(match, a[1])]
    return rng.choice(calm or legal)


def ai(match, legal, rng):
    """A palisade that closes a territory when there is one; warriors now and then."""
    closes = [a for a in legal if a[0] == "palisade" and closing(match, a[1])]
    if closes:
        return closes[0]
    warriors = [a for a in legal if a[0] == "warrior"]
    calm = [a for a in legal if a[0] == "palisade"]
    return rng.choice((warriors if warriors and rng.random() < 0.4 else calm) or legal)


def new_scene(app) -> ArmadoraPlay:
    seats = [SeatInfo("human"), SeatInfo("ai", "random")]
    match = Match.new(registry.get("armadora").rules, {"players": 2}, 11, seats)
    app.settings.animation_speed = "fast"
    scene = app.push(ArmadoraPlay(app, match))
    rc.scripted(scene)
    frames(app, 2)
    return scene


def test_a_territory_the_ai_closes_shows_its_card_then_stays_in_the_recap(make_app):
    app = make_app()
    scene = new_scene(app)
    closed = rc.play_until(app, scene, TerritoryClosed, human, ai)
    standing = next(
        e
        for e in scene.match.log.events
        if isinstance(e, TerritoryStanding) and e.seat == 0 and e.cells == closed.cells
    )
    card = rc.card_while_shown(app, scene)
    assert card[
        "title"
    ] == f"Territory closed: {len(closed.cells)} squares, {closed.gold} gold" or (
        closed.gold == 0 and card["title"].endswith("no gold")
    )
    owners = sorted({record[1] for record in closed.warriors})
    assert [side[0] for side in card["sides"]] == [scene.seat_name(o) for o in owners]
    for (_, total, parts, _, _), owner in zip(card["sides"], owners, strict=True):
        assert total.startswith(str(standing.strength[owner]))  # what seat 0 knows, no more
        if standing.hidden[owner]:
            assert "?" in total and f"({standing.hidden[owner]} face down)" in parts
    rc.skip_card(app, scene)
    assert not scene.steps.busy
    rc.until_human(app, scene, ai)
    recap = scene.state_for_test()["recap"]
    turn = next(t for t in recap if any("Closed off a territory" in line for line in t["lines"]))
    assert turn["seat"] == 1
    line = next(line for line in turn["lines"] if "Closed off" in line)
    assert f"{len(closed.cells)} squares" in line
    assert ("line", closed.line) in [m.at for m in scene.state_for_test()["marks"]]
    # The log tells the same numbers in words.
    lines = scene.log_lines()
    square = board.square_name(closed.cells[0])
    assert any(f"territory with {square}: {len(closed.cells)} squares" in text for text in lines)
    # A click on the turn shows its highlights alone, and its card again.
    index = recap.index(turn)
    rc.click_recap_turn(app, scene, index)
    state = scene.state_for_test()
    titles = [c.title for c in scene.recap.recap.turns[index].told.cards]
    assert card["title"] in titles and state["card"]["title"] == titles[0]
    assert all(m in scene.recap.recap.turns[index].told.marks for m in state["marks"])


def test_the_recap_goes_at_the_first_decision(make_app):
    app = make_app()
    scene = new_scene(app)
    rc.play_until(app, scene, TerritoryClosed, human, ai)
    rc.until_human(app, scene, ai)
    assert scene.state_for_test()["recap"]
    legal = scene.match.legal_actions()
    scene.play(human(scene.match, legal, __import__("random").Random(1)))
    assert scene.state_for_test()["recap"] == [] and scene.state_for_test()["marks"] == []


def hot_seat_scene(app) -> ArmadoraPlay:
    """Two humans (the advanced rules: warriors face down), seat 0 at the board."""
    from tests.ui_fixtures import click

    seats = [SeatInfo("human"), SeatInfo("human")]
    match = Match.new(registry.get("armadora").rules, {"players": 2, "advanced": True}, 11, seats)
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    click(app, app.top().ready_button)
    return scene


def place_face_down(app, scene):
    """The seat to move places a warrior of strength 5, face down; answers the action."""
    warrior = next(a for a in scene.match.legal_actions() if a[0] == "warrior" and a[2] == 5)
    scene.play(warrior)
    frames(app, 2)
    return warrior


def test_hot_seat_shows_the_recap_after_the_privacy_screen_with_only_what_the_seat_knows(
    make_app,
):
    from game.app.scenes.privacy import PrivacyScreen
    from game.armadora.events import ValueRevealed
    from tests.ui_fixtures import click

    app = make_app()
    scene = hot_seat_scene(app)
    match = scene.match
    for _seat in (0, 1):
        warrior = place_face_down(app, scene)
        assert isinstance(app.top(), PrivacyScreen)
        assert scene.state_for_test()["recap"] == []  # nothing under the cover
        click(app, app.top().ready_button)
    # Seat 0 again: seat 1's turn in the recap, without its value.
    assert scene.viewer == 0
    recap = scene.state_for_test()["recap"]
    assert [turn["seat"] for turn in recap] == [1]
    (line,) = recap[0]["lines"]
    assert line == f"A warrior face down on {board.square_name(warrior[1])}"  # no value
    private = [e for e in match.log.events if isinstance(e, ValueRevealed) and e.seat == 1]
    assert private and all(e.seats == (1,) for e in private)


def test_a_click_on_the_title_folds_the_recap_and_the_highlights_stay(make_app):
    app = make_app()
    scene = new_scene(app)
    rc.play_until(app, scene, TerritoryClosed, human, ai)
    rc.until_human(app, scene, ai)
    scene.recap.drop_card()  # the AI's last card, if still up: only the panel is compared
    full = scene.recap.texts()
    rc.click_recap_turn(app, scene, -1)  # the title's row
    state = scene.state_for_test()
    assert state["folded"] and state["marks"] and state["recap"]
    folded = [text for text, _, _ in scene.recap.texts()]
    assert len(folded) < len(full)
    said = tr("recap.folded", count=len(state["recap"]))  # Armadora: no "your turn begins"
    assert any(said in text for text in folded)
    rc.click_recap_turn(app, scene, -1)
    assert not scene.state_for_test()["folded"] and len(scene.recap.texts()) == len(full)


@pytest.mark.parametrize("named", [False, True], ids=["continue", "load"])
def test_a_saved_game_shows_the_recap_of_the_ai_s_territory_when_resumed(make_app, named):
    """Saved at the human's turn after the AI closed a territory, then opened again
    (Continue, or Load of a saved copy): the recap the live game showed, its squares
    counted, and the palisade highlighted."""
    app = make_app()
    scene = new_scene(app)
    closed = rc.play_until(app, scene, TerritoryClosed, human, ai)
    loaded, recap, marks = rc.resumed_at_human(app, scene, ai, named)
    line = next(line for t in recap if t["seat"] == 1 for line in t["lines"] if "Closed" in line)
    assert f"{len(closed.cells)} squares" in line
    assert ("line", closed.line) in [m.at for m in marks]
    index = next(i for i, t in enumerate(recap) if line in t["lines"])
    rc.click_recap_turn(app, loaded, index)  # its card again, from the saved game's record
    titles = [c.title for c in loaded.recap.recap.turns[index].told.cards]
    assert loaded.state_for_test()["card"]["title"] == titles[0]


def test_a_resumed_hot_seat_game_shows_the_recap_after_the_privacy_screen(make_app):
    """Hot-seat, saved while the privacy screen waits for seat 0 after seat 1 placed a
    warrior face down: opened again, the privacy screen comes first, then seat 0's recap of
    seat 1's turn, without the warrior's value, as in the live game."""
    from game.app.scenes.privacy import PrivacyScreen
    from tests.ui_fixtures import click

    app = make_app()
    scene = hot_seat_scene(app)
    place_face_down(app, scene)
    warrior = place_face_down(app, scene)
    assert isinstance(app.top(), PrivacyScreen)
    loaded = rc.resumed(app, scene)
    assert isinstance(app.top(), PrivacyScreen)  # nothing under the cover
    assert loaded.viewer is None and rc.shown_recap(loaded) == ([], [])
    click(app, app.top().ready_button)
    assert loaded.viewer == 0
    recap, marks = rc.shown_recap(loaded)
    assert recap == [
        {"seat": 1, "lines": [f"A warrior face down on {board.square_name(warrior[1])}"]}
    ]
    assert marks


@pytest.mark.parametrize("over", [False, True])
def test_once_the_game_is_over_a_card_goes_when_its_time_is_over(make_app, over):
    """The winning battle's card stayed over the final board until a click (the Crown
    tutorial's last screen); with steps still to come, a card waits for the next one."""
    import random

    from game.app.recap import Card, CardSide

    app = make_app()
    scene = new_scene(app)
    match, rng = scene.match, random.Random(4)
    while over and not match.is_over:
        match.play(rng.choice(match.legal_actions()))
    view = scene.recap
    view.cards = (Card("battle", "A battle", (CardSide("Orcs", "5", ""),)),)
    view.timed, view.card_from, view.card_until = True, scene.time - 3.0, scene.time - 0.5
    assert view.card_shown()
    view.draw(app.screen)
    assert view.card_shown() is not over
