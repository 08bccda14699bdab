"""The recap of the AI's turn and the result card of its challenge, in the Gold Mine play
scene (an AI turn scripted by the test, the numbers checked against its events)."""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.goldmine.events import ChallengeResolved
from game.goldmine.view.play import GoldMinePlay
from tests import recap_checks as rc
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")
CHALLENGES = ("gold", "bat")


def human(match, legal, rng):
    """Never a challenge."""
    return rng.choice([a for a in legal if a[0] not in CHALLENGES] or legal)


def ai(match, legal, rng):
    """A challenge whenever it may make one."""
    challenges = [a for a in legal if a[0] in CHALLENGES]
    return challenges[0] if challenges else rng.choice(legal)


def new_scene(app) -> GoldMinePlay:
    seats = [SeatInfo("human"), SeatInfo("ai", "random")]
    match = Match.new(registry.get("goldmine").rules, {"players": 2}, 5, seats)
    app.settings.animation_speed = "fast"
    scene = app.push(GoldMinePlay(app, match))
    rc.scripted(scene)
    frames(app, 2)
    return scene


def test_the_ai_s_challenge_shows_its_card_then_stays_in_the_recap(make_app):
    app = make_app()
    scene = new_scene(app)
    duel: ChallengeResolved = rc.play_until(app, scene, ChallengeResolved, human, ai)
    card = rc.card_while_shown(app, scene)
    kind = "Gold" if duel.challenge == "gold" else "Bat"
    assert card["title"] == f"{kind} challenge: {scene.seat_name(1)} against {scene.seat_name(0)}"
    (a_name, a_total, a_parts, a_dice, a_won), (d_name, d_total, _, d_dice, d_won) = card["sides"]
    assert (a_name, d_name) == (scene.seat_name(1), scene.seat_name(0))
    assert a_dice == tuple(a for a, _ in duel.rounds) and d_dice == tuple(d for _, d in duel.rounds)
    assert (a_total, d_total) == (str(duel.attacker_won), str(duel.defender_won))
    assert a_parts == f"Attacker: rounds won {duel.attacker_won}"
    assert (a_won, d_won) == (duel.winner == 1, duel.winner == 0)
    assert card["outcome"][0] == f"{scene.seat_name(duel.winner)} wins the challenge."
    held = f"{scene.seat_name(1)} {duel.held[1]}, {scene.seat_name(0)} {duel.held[0]}"
    assert card["outcome"][-1] == f"Nuggets now: {held}."
    rc.skip_card(app, scene)
    rc.until_human(app, scene, ai)
    recap = scene.state_for_test()["recap"]
    assert recap and all(turn["seat"] == 1 for turn in recap)
    won, lost = sorted((duel.attacker_won, duel.defender_won), reverse=True)
    winner = scene.seat_name(duel.winner)
    words = f"challenge against {scene.seat_name(0)}: {winner} won {won} rounds to {lost}"
    index = next(i for i, t in enumerate(recap) if any(words in line for line in t["lines"]))
    # The log gives the same dice, each side's its own.
    dice = ", ".join(str(a) for a, _ in duel.rounds)
    assert any(f"{scene.seat_name(1)} {dice};" in line for line in scene.log_lines())
    rc.click_recap_turn(app, scene, index)
    assert scene.state_for_test()["card"]["sides"] == card["sides"]


@pytest.mark.parametrize("named", [False, True], ids=["continue", "load"])
def test_a_saved_game_shows_the_recap_of_the_ai_s_challenge_when_resumed(make_app, named):
    """Saved at the human's turn after the AI's challenge, then opened again (Continue, or
    Load of a saved copy): the same recap, the challenge's rounds included, and the same
    highlights as the live game showed."""
    app = make_app()
    scene = new_scene(app)
    duel: ChallengeResolved = rc.play_until(app, scene, ChallengeResolved, human, ai)
    loaded, recap, marks = rc.resumed_at_human(app, scene, ai, named)
    won, lost = sorted((duel.attacker_won, duel.defender_won), reverse=True)
    words = f"won {won} rounds to {lost}"
    assert any(t["seat"] == 1 and any(words in line for line in t["lines"]) for t in recap)
    assert ("miner", duel.loser) in [m.at for m in marks]
    # It goes at the human's first decision, as in the live game.
    loaded.play(human(loaded.match, loaded.match.legal_actions(), random.Random(2)))
    assert rc.shown_recap(loaded) == ([], [])
