"""The log makes a battle's own line stand out for the seat it hit (it marked the line
before: the battle's event comes just before its line, the numbers taken before the
battle changes anything)."""

from __future__ import annotations

from game.app.log_marks import LogMarks
from game.crown import events as ev
from game.engine.contract import LogEntry
from game.engine.events import Journal
from tests.crown.helpers import RULES, general, state_of


def test_a_battle_stands_out_on_its_own_line_for_the_seat_it_hit():
    archer = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "elite")])
    spear = general(2, [7, 1], "guardian", "spear", [("spear", "veteran"), ("spear", "recruit")])
    state = state_of("act", generals=[archer, spear])
    state.piece, state.phase = RULES.key_at(state, (5, 1)), 0
    log = Journal([LogEntry("crown.log.general_acts", {"seat": 0, "general": "vanguard"})])
    RULES.apply(state, ("attack", 7, 1), log)
    battle = next(e for e in log.events if isinstance(e, ev.BattleFought))
    line = next(i for i, entry in enumerate(log) if entry.key.startswith("crown.log.battle"))
    assert line > 0
    touches = LogMarks().update(log, None).touches
    assert battle.defender_seat in touches.get(line, set())
    assert battle.defender_seat not in touches.get(line - 1, set())
