"""A battle's log line says where its numbers come from, in both languages (issue 35): the
parts are the battle event's, and they add up to the numbers the rules' line names."""

from __future__ import annotations

import re

import pytest

from game import text
from game.crown.combat import dragon_flies
from game.crown.events import BattleFought
from game.crown.view import words
from game.crown.view.battle_log import BattleParts
from game.engine import registry
from game.engine.events import Journal
from game.engine.match import Match, SeatInfo
from game.text import tr
from tests.crown.helpers import mil
from tests.crown_view.helpers import wait_for_human
from tests.crown_view.test_crown_play import facing, fight_by_input, hero_step_with

pytestmark = pytest.mark.usefixtures("home")


def card(weapon: str, grade: str) -> str:
    return words.military_name(mil(weapon, grade))


def sums_add_up(line: str) -> None:
    """Every "N = a + b + ..." in ``line`` adds up."""
    for total, parts in re.findall(r"(\d+) = ([^;)]*)", line):
        values = [int(v) for v in re.findall(r"(\d+)(?: \+|$)", parts.strip())]
        assert sum(values) == int(total), (total, parts)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_melee_line_names_each_number_and_its_parts(make_app, lang):
    app = make_app(lang=lang)
    text.set_language(lang)
    scene = hero_step_with(app)
    longbow, crossbow = card("longbow", "elite"), card("crossbow", "veteran")
    spear = card("spear", "recruit")
    hero_cards = (mil("longbow", "elite"), mil("crossbow", "veteran"))
    facing(scene, (5, 3), hero_cards, (6, 3), (mil("spear", "recruit"),), 2)
    fight_by_input(app, scene, (6, 3))
    wait_for_human(app, scene)
    event = next(e for e in scene.match.log.events if isinstance(e, BattleFought))
    said = tr("crown_ui.log_parts.attack", total=70, parts="").strip()
    line = next(str(x) for x in scene.log_lines() if said in str(x))
    specialty = tr("crown_ui.term.specialty", value=20)
    attack = f"{longbow} 30 + {crossbow} 20 + {specialty}"
    assert tr("crown_ui.log_parts.attack", total=70, parts=attack) in line
    assert tr("crown_ui.log_parts.defence", total=10, parts=f"{spear} 10") in line
    assert tr("crown_ui.log_parts.counter", total=10, parts=f"{spear} 10") in line
    assert tr("crown_ui.log_parts.guard", total=70, parts=attack) in line
    assert (event.attack, event.defence) == (70, 10)  # the rules' own numbers, told
    rules_line = line.rsplit(" (", 1)[0]  # the rules' line names the same totals
    assert "70" in rules_line and "10" in rules_line
    sums_add_up(line)


def test_a_volley_line_names_the_attack_and_its_parts(make_app):
    app = make_app()
    scene = hero_step_with(app)
    spears = (mil("spear", "veteran"), mil("spear", "recruit"))
    facing(scene, (5, 3), (mil("longbow", "veteran"),), (7, 2), spears, 2)
    fight_by_input(app, scene, (7, 2))
    wait_for_human(app, scene)
    line = next(str(x) for x in scene.log_lines() if "volley" in str(x))
    alignment = tr("crown_ui.term.alignment", value=10)
    parts = f"{card('longbow', 'veteran')} 20 + {alignment}"
    assert line.endswith(f"({tr('crown_ui.log_parts.attack', total=30, parts=parts)})")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_dragon_landing_and_the_heros_strike_back_name_their_parts(lang):
    text.set_language(lang)
    try:
        match = Match.new(
            registry.get("crown").rules,
            {"players": 2, "heroes": ["sylva", "henry"]},
            5,
            [SeatInfo("human"), SeatInfo("human")],
        )
        state = match.state
        state.hero_at[0] = (6, 9)
        state.hero_cards[0] = (mil("longbow", "champion"), mil("longbow", "elite"))
        state.dragon_at = (6, 8)
        log = Journal()
        dragon_flies(state, "S", 1, log, "die")  # lands on the hero at (6, 9)
        parts = BattleParts()
        told = {e.key.rsplit(".", 1)[-1]: parts.told(log, i, "") for i, e in enumerate(log)}
        event = next(e for e in log.events if isinstance(e, BattleFought))
        assert event.mode == "landing"
        dragon = tr("crown_ui.term.dragon", value=event.attack)
        assert (
            tr("crown_ui.log_parts.dragon_attack", total=event.attack, parts=dragon)
            in told["dragon_repelled"]
        )
        guard = " + ".join(
            f"{words.military_name(c)} {v}" for s, v, c in event.defence_parts if s == "card"
        )
        assert guard and guard in told["dragon_repelled"]
        strike = tr("crown_ui.log_parts.attack", total=event.defender_attack, parts="")
        assert strike.strip() in told["dragon_strike"]
        guard = tr("crown_ui.log_parts.dragon_defence", total=event.attacker_defence, parts="")
        assert guard.strip() in told["dragon_strike"]
        assert told["dragon_lands"] == ""  # not a battle's line: left as it was
        for line in told.values():
            sums_add_up(line)
    finally:
        text.set_language("en")
