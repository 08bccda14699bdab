"""The recap of the AI's turn and the result card of its battle, in the Crown & Dragon play
scene (an AI turn scripted by the test, the numbers checked against its events)."""

from __future__ import annotations

import random

import pytest

from game.crown.events import BattleFought, DiceRolled, DragonMoved
from game.engine.contract import CHANCE
from game.engine.match import SeatInfo
from tests import recap_checks as rc
from tests.crown_view.helpers import new_play

pytestmark = pytest.mark.usefixtures("home")


def human(match, legal, rng):
    """Never an attack."""
    return rng.choice([a for a in legal if a[0] != "attack"] or legal)


def ai(match, legal, rng):
    """An attack whenever it may make one."""
    attacks = [a for a in legal if a[0] == "attack"]
    return attacks[0] if attacks else rng.choice(legal)


def test_the_ai_s_battle_shows_its_card_then_stays_in_the_recap(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    rc.scripted(scene)
    battle: BattleFought = rc.play_until(app, scene, BattleFought, human, ai)
    card = rc.card_while_shown(app, scene)
    (_, a_total, a_parts, _, a_won), (_, d_total, d_parts, _, d_won) = card["sides"]
    assert (a_total, d_total) == (str(battle.attack), str(battle.defence))
    assert a_parts.startswith(f"ATK {battle.attack} = ")
    for _source, value, _card in battle.attack_parts:
        assert str(value) in a_parts
    if battle.mode != "removal":
        assert f"DEF {battle.defence} = " in d_parts
    assert (a_won, d_won) == (battle.winner == "attacker", battle.winner == "defender")
    for seat, points in battle.vp:
        assert f"+{points} VP for {scene.seat_name(seat)}" in card["outcome"]
    rc.skip_card(app, scene)
    rc.until_human(app, scene, ai)
    recap = scene.state_for_test()["recap"]
    words = f"ATK {battle.attack} vs DEF {battle.defence}"
    index = next(i for i, t in enumerate(recap) if any(words in line for line in t["lines"]))
    assert recap[index]["seat"] == 1
    assert battle.defender_at in [m.at for m in scene.state_for_test()["marks"]]
    # The log gives the same totals.
    assert any(f"ATK {battle.attack}" in line for line in scene.log_lines())
    rc.click_recap_turn(app, scene, index)
    assert scene.state_for_test()["card"] is not None


@pytest.mark.parametrize("named", [False, True], ids=["continue", "load"])
def test_a_saved_game_shows_the_recap_of_the_ai_s_battle_when_resumed(make_app, named):
    """Saved at the human's turn after the AI's battle, then opened again (Continue, or
    Load of a saved copy): the recap the live game showed, the battle's totals in it."""
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    rc.scripted(scene)
    battle: BattleFought = rc.play_until(app, scene, BattleFought, human, ai)
    _, recap, marks = rc.resumed_at_human(app, scene, ai, named)
    words = f"ATK {battle.attack} vs DEF {battle.defence}"
    assert any(t["seat"] == 1 and any(words in line for line in t["lines"]) for t in recap)
    assert battle.defender_at in [m.at for m in marks]


def test_a_frame_works_out_the_legal_targets_once_for_the_panel_and_the_card(make_app):
    """The recap panel and the result card both keep off the legal targets: a frame asks
    the game where they are once (it asked three times: the panel, the card, and the
    card for the panel's box)."""
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    rc.scripted(scene)
    rc.play_until(app, scene, BattleFought, human, ai)
    rc.card_while_shown(app, scene)
    rc.skip_card(app, scene)
    rc.until_human(app, scene, ai)
    index = next(i for i, t in enumerate(scene.recap.recap.turns) if t.told.cards)
    rc.click_recap_turn(app, scene, index)  # the battle's card again, beside the panel
    assert scene.recap.showing and scene.recap.card_shown()
    asked = []
    where = scene.target_rects
    scene.target_rects = lambda: asked.append(1) or where()
    scene.recap.draw(app.screen)
    assert len(asked) == 1


def test_the_dragon_s_roll_at_the_human_s_turn_start_is_told_as_that_turn_s(make_app):
    """The roll that opens the human's turn moved the dragon: the recap tells it in an
    entry of its own, the start of the human's turn (last), not in the AI's turn before."""
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    rc.scripted(scene)
    rng = random.Random(7)
    for _ in range(60):
        rc.until_human(app, scene, ai)
        reports = scene.recap.recap.reports
        rolls = [(r, e) for r in reports for e in r.events if isinstance(e, DiceRolled)]
        if rolls:
            roll, dice = rolls[-1]
            flew = [e for e in roll.events if isinstance(e, DragonMoved) and e.to]
            if roll.seat == CHANCE and dice.seat == 0 and flew and scene.recap.showing:
                break
        scene.play(human(scene.match, scene.match.legal_actions(), rng))
    else:
        raise AssertionError("the dragon never flew as the human's turn began")
    turns = scene.recap.recap.turns
    words = scene.tell((flew[-1],)).lines[0].text
    assert turns[-1].start and turns[-1].seat == 0
    assert words in [line.text for line in turns[-1].told.lines]
    assert all(words not in [line.text for line in t.told.lines] for t in turns[:-1])
