"""Gold Mine's log is worded from its events: the rules emit events only (no rules module
builds a log line), ``game/goldmine/log_words.py`` words each event's lines, and a step's
lines come in the order of its events."""

from __future__ import annotations

import ast
import random
from dataclasses import replace
from pathlib import Path

from game.engine.contract import LogEntry
from game.engine.events import Journal, worded
from game.engine.match import Match, SeatInfo
from game.goldmine.events import (
    HAND,
    PRODUCTION,
    ChallengeResolved,
    MinerMoved,
    NuggetCollected,
    PassageTried,
    RolledOff,
    TileDrawn,
    TilePlaced,
    TurnBegan,
    TurnChoice,
)
from game.goldmine.rules import GoldMineRules
from game.text import set_language, tr
from tests.goldmine.test_goldmine_rules import ROW, at, build

RULES = GoldMineRules()
GOLDMINE = Path(__file__).resolve().parents[2] / "game" / "goldmine"


def _builds_log_entries(path: Path) -> list[int]:
    """The lines of ``path`` that call ``LogEntry(``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name == "LogEntry":
                found.append(node.lineno)
    return found


def test_no_rules_module_builds_a_log_line():
    modules = [p for p in sorted(GOLDMINE.glob("*.py")) if p.name != "log_words.py"]
    assert {"rules.py", "turns.py", "movement.py", "challenge.py"} <= {p.name for p in modules}
    offenders = {p.name: lines for p in modules if (lines := _builds_log_entries(p))}
    assert offenders == {}
    assert _builds_log_entries(GOLDMINE / "log_words.py")  # the words are all there


def test_concrete_events_read_as_their_lines():
    assert worded(TilePlaced(1, 2, -1, 17, 3, False)) == [
        LogEntry("goldmine.log.place", {"seat": 1, "tile": 17, "x": 2, "y": -1})
    ]
    assert worded(PassageTried(0, (5, 2), True, True, 0)) == [
        LogEntry("goldmine.log.passage_open", {"seat": 0, "a": 5, "b": 2, "low": 2})
    ]
    assert worded(PassageTried(0, (3, 1), False, False, 1)) == [
        LogEntry("goldmine.log.passage_shut", {"seat": 0, "a": 3, "b": 1, "low": 1})
    ]
    # A development turn has no heading; a production turn's is its separator's line.
    assert worded(TurnBegan(2, 0, "development")) == []
    assert worded(TurnBegan(2, 5, PRODUCTION)) == [
        LogEntry("goldmine.log.turn", {"seat": 2, "round": 5})
    ]
    # Excavating from the stack has its line; with an own tile, the tile's line says it.
    assert worded(TurnChoice(0, "excavate")) == [LogEntry("goldmine.log.excavate", {"seat": 0})]
    assert worded(TurnChoice(0, "excavate", 12)) == []
    assert worded(TileDrawn(0, HAND, 12, True)) == [
        LogEntry("goldmine.log.own_tile", {"seat": 0, "tile": 12})
    ]


def test_a_kept_nugget_is_told_right_after_its_challenge():
    result = ChallengeResolved("gold", 0, 1, ((6, 1), (4, 4)), 2, 0, 0, 1, "keep", (3, 0))
    duel, kept = worded(result)
    assert duel.key == "goldmine.log.duel_gold_tie"  # the second round was tied, 4-4
    who = ("seat", "target", "won", "lost")
    assert tuple(duel.args[k] for k in who) == (0, 1, 2, 0)  # the winner beat the loser 2-0
    assert (duel.args["attacker_dice"], duel.args["defender_dice"]) == ("6, 4", "1, 4")
    assert kept == LogEntry("goldmine.log.nugget_kept", {"seat": 0})
    hidden = worded(replace(result, then="hide"))
    assert [line.key for line in hidden] == ["goldmine.log.duel_gold_tie"]


def test_the_tie_rule_is_told_only_when_a_round_was_tied():
    """ "A tie goes to the attacker" explains a tied round; without one it is noise."""
    clean = ChallengeResolved("bat", 0, 1, ((6, 1), (5, 2)), 2, 0, 0, 1, "push", (3, 0))
    tied = replace(clean, rounds=((6, 1), (3, 3), (5, 2)))
    (plain,), (with_tie,) = worded(clean), worded(tied)
    try:
        for lang, rule in (("en", "a tie goes to"), ("ko", "같으면")):
            set_language(lang)
            assert rule not in tr(plain.key, **plain.args)
            assert rule in tr(with_tie.key, **with_tie.args)
    finally:
        set_language("en")


def test_a_line_is_as_secret_as_its_event():
    """Nothing in Gold Mine is secret, so no line is; were an event addressed to one seat,
    its lines would be that seat's only."""
    secret = replace(TilePlaced(1, 2, -1, 17, 3, False), seats=(1,))
    (line,) = worded(secret)
    assert line.seats == (1,)
    assert line.visible_to(1) and not line.visible_to(0)
    setup = RULES.normalize_setup({"players": 3, "five_tiles": True, "round_limit": 6})
    match = Match.new(RULES, setup, 7, [SeatInfo("ai", "random")] * 3)
    rng = random.Random(7)
    while not match.is_over:
        match.play(rng.choice(match.legal_actions()))
    assert all(entry.seats is None for entry in match.log)
    assert None not in match.log.sources  # every line is worded from an event


def test_a_step_s_lines_follow_its_events_in_order():
    # The roll-off: a tie rolls again (one line), then the start player is told too.
    state = RULES.initial_state(RULES.normalize_setup({"players": 3}))
    RULES.apply_chance(state, RULES.sample_chance(state, random.Random(1)))
    log = Journal()
    RULES.apply_chance(state, (4, 4, 2), log)
    assert [e.key for e in log] == ["goldmine.log.rolloff"]
    log = Journal()
    RULES.apply_chance(state, (2, 6), log)
    assert [(e.key, dict(e.args)) for e in log] == [
        ("goldmine.log.rolloff", {"rolls": ((0, 2), (1, 6))}),
        ("goldmine.log.start", {"seat": 1}),
    ]
    assert isinstance(log.events[0], RolledOff) and log.sources == [0, 0]
    # A step onto a chamber: the move's line, then the nugget's.
    state = build(ROW, miners=[(2, 0, "EW")], stage="move")
    state.steps = 1
    to = at(state, 3, 0, "EW")
    log = Journal()
    RULES.apply(state, ("move", *to), log)
    assert [e.key for e in log] == ["goldmine.log.move", "goldmine.log.collect"]
    moved, collected = (log.events[i] for i in log.sources)
    assert isinstance(moved, MinerMoved) and isinstance(collected, NuggetCollected)
    assert log[1].args == {"seat": 0, "x": 3, "y": 0}


def test_a_plain_list_gets_the_same_lines_and_no_log_none():
    """The rules also run into a plain list (its lines only) and into no log (the AI)."""
    states = [build(ROW, miners=[(2, 0, "EW")], stage="move") for _ in range(3)]
    logs: list = [Journal(), [], None]
    for state, log in zip(states, logs, strict=True):
        state.steps = 1
        RULES.apply(state, ("move", *at(state, 3, 0, "EW")), log)
    assert list(logs[0]) == logs[1]
    assert states[0].held == states[1].held == states[2].held == [1, 0]
