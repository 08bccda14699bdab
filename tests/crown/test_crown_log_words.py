"""The log is worded from the events (issue 50): the rules only emit events, and
``game/crown/log_words.py`` says which lines each one reads as."""

from __future__ import annotations

import ast
from pathlib import Path

from game.crown import events as ev
from game.crown.cards import ACTIONS
from game.engine.contract import LogEntry
from game.engine.events import Journal, worded
from tests.crown.helpers import RULES, general, state_of

CROWN = Path(__file__).resolve().parents[2] / "game" / "crown"
WORDS = CROWN / "log_words.py"


def _rules_modules() -> list[Path]:
    """Every module of the rules (the views aside), but the log's words."""
    found = sorted([*CROWN.glob("*.py"), *(CROWN / "flow").glob("*.py")])
    return [path for path in found if path != WORDS]


def _builds_a_line(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    return name == "LogEntry"


def test_no_rules_module_builds_a_log_line():
    modules = _rules_modules()
    assert len(modules) > 20 and CROWN / "rules.py" in modules
    for path in modules:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        calls = [node.lineno for node in ast.walk(tree) if _builds_a_line(node)]
        assert not calls, f"{path.name} builds LogEntry on lines {calls}"


def test_a_drawn_card_is_told_to_its_owner_only():
    public, secret = ev.CardDrawn(1, "action", 1), ev.CardRevealed(1, "action", (2,), seats=(1,))
    assert worded(public) == [LogEntry("crown.log.draw_action", {"seat": 1})]
    args = {"seat": 1, "card": ACTIONS[2]}
    assert worded(secret) == [LogEntry("crown.log.drew_action", args, (1,))]
    log = Journal()
    log.emit(public)
    log.emit(secret)
    assert [line.visible_to(0) for line in log] == [True, False]
    assert [line.visible_to(1) for line in log] == [True, True]


def test_the_deal_and_the_quiet_events_have_no_lines():
    assert worded(ev.CardRevealed(0, "general", (3, 5, 7), "deal", seats=(0,))) == []
    assert worded(ev.MarketRefilled("military", 2, 9, "deal")) == []
    assert worded(ev.MarketRefilled("military", 2, 9)) == [
        LogEntry("crown.log.market_military", {"card": 9})
    ]
    assert worded(ev.TurnEnded(0, 3)) == []
    assert worded(ev.DragonAlert(1, 0, "repelled")) == []
    assert worded(ev.DragonAlert(3, 2, "die")) == [LogEntry("crown.log.dragon_alert", {"slot": 3})]


def test_a_draw_at_the_end_of_a_turn_reads_in_order():
    """The public draw, the card to its owner alone, then the next turn's income: each
    line knows the event it words."""
    state = state_of("draw_action")
    log = Journal()
    RULES.apply_chance(state, 2, log)
    assert [line.key.rsplit(".", 1)[1] for line in log] == ["draw_action", "drew_action", "turn"]
    assert [line.seats for line in log] == [None, (0,), None]
    told = [type(log.events[source]) for source in log.sources]
    assert told == [ev.CardDrawn, ev.CardRevealed, ev.TurnBegan]
    assert log[2].args == {"seat": 1, "round": 1, "gold": 2, "food": 1}
    plain: list[LogEntry] = []  # a log that keeps no events takes the same lines
    RULES.apply_chance(state_of("draw_action"), 2, plain)
    assert plain == list(log)


def test_a_battle_then_the_general_it_removed():
    archer = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "elite")])
    spear = general(2, [7, 1], "guardian", "spear", [("spear", "recruit")])
    state = state_of("act", generals=[archer, spear])
    state.piece, state.phase = RULES.key_at(state, (5, 1)), 0
    log = Journal()
    RULES.apply(state, ("attack", 7, 1), log)
    assert [line.key for line in log] == ["crown.log.battle_volley", "crown.log.general_removed"]
    battle = log.events[log.sources[0]]
    assert isinstance(battle, ev.BattleFought)
    assert isinstance(log.events[log.sources[1]], ev.PieceDefeated)
    volley = {"atk": battle.attack, "defences": [10], "hit": 1, "cards": 1}
    where = {"seat": 0, "x": 7, "y": 1, "target": "general"}
    assert log[0].args == {**volley, **where, "mode": "volley", "winner": "attacker"}
