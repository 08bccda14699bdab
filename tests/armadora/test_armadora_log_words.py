"""Armadora's log is worded from its events (issue 50): no rules module builds a log line,
and concrete events read as concrete lines, a secret one to its seat only, in the order
the step emitted them."""

from __future__ import annotations

import ast
from pathlib import Path

import game.armadora
from game.app.log_marks import LogMarks
from game.armadora.events import (
    GameScored,
    PalisadePlaced,
    TerritoryClosed,
    TerritoryStanding,
    ValueRevealed,
    WarriorPeeked,
)
from game.engine.contract import LogEntry
from game.engine.events import Journal, worded

from .armadora_helpers import RULES, cell, line, new_state, put, wall

RULES_FOLDER = Path(game.armadora.__file__).parent
WORDING = "log_words.py"


def _builds_a_log_entry(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return (isinstance(func, ast.Name) and func.id == "LogEntry") or (
        isinstance(func, ast.Attribute) and func.attr == "LogEntry"
    )


def test_no_rules_module_builds_a_log_line():
    modules = sorted(p for p in RULES_FOLDER.glob("*.py") if p.name != WORDING)
    assert {"rules.py", "narrate.py"} <= {p.name for p in modules}
    builders = [
        f"{path.name}:{node.lineno}"
        for path in modules
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if _builds_a_log_entry(node)
    ]
    assert builders == []
    wording = ast.parse((RULES_FOLDER / WORDING).read_text(encoding="utf-8"))
    assert any(_builds_a_log_entry(node) for node in ast.walk(wording))


def test_a_peek_is_public_and_its_value_told_to_the_mage_alone():
    state = new_state(2, advanced=True, factions=["mage", "elf"])
    target = put(state, 1, (4, 2), 5)
    log = Journal()
    RULES.apply(state, ("peek", target), log)
    where = {"square": "E3", "x": 4, "y": 2}
    assert list(log) == [
        LogEntry("armadora.log.peek", {"player": 0, "owner": 1, **where}),
        LogEntry("armadora.log.peek_value", {"player": 0, "owner": 1, **where, "value": 5}, (0,)),
    ]
    assert [type(log.events[i]) for i in log.sources] == [WarriorPeeked, ValueRevealed]
    # the secret line takes its event's seats; the owner's own value needs no line
    revealed = ValueRevealed(1, target, 1, 5, "peek", seats=(1,))
    assert [entry.seats for entry in worded(revealed)] == [(1,)]
    assert worded(ValueRevealed(1, target, 1, 5, "placed", seats=(1,))) == []


def test_a_closing_palisade_tells_the_territory_then_each_seat_what_it_knows():
    state = new_state(2, advanced=True, factions=["mage", "elf"])
    put(state, 0, (0, 0), 3)
    put(state, 1, (1, 0), 2)
    put(state, 1, (0, 1), 4, face_up=True)
    state.peeked[0] |= 1 << cell(1, 0)
    for a, b in (((2, 0), (3, 0)), ((2, 1), (3, 1)), ((0, 1), (0, 2)), ((2, 1), (2, 2))):
        wall(state, a, b)
    log = Journal()
    RULES.apply(state, ("palisade", line((1, 1), (1, 2))), log)
    told = [(entry.key.removeprefix("armadora.log."), entry.seats) for entry in log]
    assert told == [
        ("palisade", None),
        ("closed", None),
        ("closed_side_hidden", None),  # seat 0: its face-down 3
        ("closed_side_hidden", None),  # seat 1: its face-up 4 and a face-down 2
        ("closed_known", (0,)),  # the Mage peeked the 2: it knows everything
        ("closed_known", (0,)),
        ("closed_known_hidden", (1,)),
        ("closed_known", (1,)),
    ]
    assert [type(log.events[i]) for i in log.sources] == [
        PalisadePlaced,
        *[TerritoryClosed] * 3,
        *[TerritoryStanding] * 4,
    ]
    assert log[1].args == {"player": 0, "square": "A1", "x": 0, "y": 0, "size": 6, "gold": 4}
    assert log[5].args == {"player": 1, "strength": 6, "hidden": 0}


def test_an_orc_palisade_and_a_seat_that_knows_nothing_more():
    orc = PalisadePlaced(2, 44, cell(1, 1), cell(1, 2), 20, False, True)
    assert worded(orc) == [
        LogEntry("armadora.log.orc", {"player": 2, "line": 44, "a": "B2", "b": "B3"})
    ]
    same = TerritoryStanding(1, (0, 1), ((0, 0, 0, 0, False),), (0, 0), (1, 0), False)
    assert worded(same) == []  # the public lines said it all


def test_a_shared_victory_is_told_after_the_gold_of_every_side():
    scored = GameScored(
        gold=((0, 9), (1, 9), (2, 4)),
        piles=((0, (6, 3)), (1, (6, 3)), (2, ())),
        ranking=((0, 1), (2,)),
        tiebreak=True,
    )
    assert worded(scored) == [
        LogEntry("armadora.log.final_gold", {"side": 0, "gold": 9, "piles": "6, 3"}),
        LogEntry("armadora.log.final_gold", {"side": 1, "gold": 9, "piles": "6, 3"}),
        LogEntry("armadora.log.final_gold", {"side": 2, "gold": 4, "piles": "-"}),
        LogEntry("armadora.log.tiebreak", {"gold": 9}),
        LogEntry("armadora.log.shared_victory", {"count": 2}),
        LogEntry("armadora.log.winner", {"side": 0}),
        LogEntry("armadora.log.winner", {"side": 1}),
    ]


def test_the_line_of_an_arrow_or_a_peek_stands_out_for_the_warriors_owner():
    state = new_state(2, advanced=True, factions=["elf", "mage"])
    shot = put(state, 1, (4, 2), 5)
    log = Journal()
    RULES.apply(state, ("arrow", shot), log)
    assert log[0].key == "armadora.log.arrow"
    assert LogMarks().update(log, 1).touches == {0: {1}}
    state = new_state(2, advanced=True, factions=["mage", "elf"])
    log = Journal()
    RULES.apply(state, ("peek", put(state, 1, (4, 2), 5)), log)
    assert LogMarks().update(log, 1).touches == {0: {1}}  # the public line, not the secret
