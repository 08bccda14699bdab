"""Tiny Duel's parts of the contract, driven through the engine: its registry entry, the
turn events the engine counts turns and rounds from, the log's words in both languages,
``explain`` on concrete positions, and the outcome's detail.  With ``test_tiny_actions``,
``test_tiny_tutorial`` and ``review/test_review_tiny`` these are the tests to copy for a
new game."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import tiny_game
from tiny_game import RULES, Dueled, Peeked, Rolled, Took, TurnBegan, TurnEnded
from tiny_game import actions as act

from engine.helpers import new_match, play_randomly
from game import text
from game.engine import registry, turn_order
from game.engine.analyse import analyse
from game.engine.match import Match, SeatInfo
from game.text import tr

TESTS = Path(__file__).resolve().parents[1]
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


@pytest.fixture
def words() -> Iterator[None]:
    """Tiny Duel's locale files read, a missing key an error; English again afterwards."""
    text.add_locale_dir(tiny_game.LOCALE_DIR)
    text.set_strict(True)
    yield
    text.set_strict(False)
    text.set_language("en")


# --- the registry entry ---------------------------------------------------------------------


def test_every_part_the_entry_names_loads_and_none_imports_pygame():
    """The rules, setup, review and tutorial load in a process that never imports the view."""
    script = (
        "import sys; import tiny_game; info = tiny_game.register(); "
        "parts = (info.rules, info.setup, info.review, info.tutorial); "
        "assert all(p is not None for p in parts); "
        "assert info.rules is tiny_game.RULES and info.has_guided_game; "
        "assert 'pygame' not in sys.modules and 'tiny_view' not in sys.modules, 'a view loaded'"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=TESTS, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr


def test_the_entry_declares_its_guided_game_truly(tiny_registered):
    assert tiny_registered.guided is True
    assert bool(tiny_registered.tutorial.chapters) is tiny_registered.guided
    assert registry.load("tiny").loader == "tiny_game:register"


# --- turn events --------------------------------------------------------------------------


def test_a_turn_began_event_opens_every_turn_and_the_engine_counts_from_it():
    match = new_match(seed=3, kinds="hhh")
    play_randomly(match, random.Random(3))
    events = match.log.events
    began = [e for e in events if isinstance(e, TurnBegan)]
    assert [(e.seat, e.round) for e in began] == [(s, r) for r in (1, 2, 3) for s in (0, 1, 2)]
    assert [e.seat for e in events if isinstance(e, TurnEnded)] == [e.seat for e in began]
    assert turn_order.rounds_played(events) == 3
    assert turn_order.turns_played(match) == 9
    seat = None
    for event in events:  # every move's event lies inside its seat's turn
        if isinstance(event, TurnBegan):
            seat = event.seat
        elif isinstance(event, (Took, Rolled, Peeked, Dueled)):
            assert event.seat == seat
        elif isinstance(event, TurnEnded):
            assert event.seat == seat
            seat = None


def test_the_last_turn_ends_the_game_without_a_new_one():
    match = new_match(seed=1, rounds=1)
    for _ in range(2):  # two turns of take + end
        match.play(act.take())
        match.play(act.end())
    assert match.is_over
    kinds = [e.kind for e in match.log.events][-3:]
    assert kinds == ["tiny.took", "tiny.turn_ended", "tiny.game_over"]


# --- the log's words --------------------------------------------------------------------------


def flat(data: dict, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            out.update(flat(value, f"{prefix}{key}."))
        else:
            out[prefix + key] = value
    return out


def test_the_locale_files_hold_both_languages_key_for_key():
    namespaces = ("tiny", "tiny_tutorial")
    names = sorted(path.name for path in tiny_game.LOCALE_DIR.glob("*.json"))
    assert names == [f"{ns}.{lang}.json" for ns in namespaces for lang in ("en", "ko")]
    for namespace in namespaces:
        en, ko = (
            flat(json.loads((tiny_game.LOCALE_DIR / f"{namespace}.{lang}.json").read_text())[lang])
            for lang in ("en", "ko")
        )
        assert set(en) == set(ko), sorted(set(en) ^ set(ko))
        for key in en:
            assert sorted(PLACEHOLDER.findall(en[key])) == sorted(PLACEHOLDER.findall(ko[key])), key


def played_games() -> list[Match]:
    games = []
    for seed, setup in enumerate([{"players": 3, "defend": True}, {"players": 2}] * 3):
        match = Match.new(RULES, setup, seed, [SeatInfo("human")] * setup["players"])
        play_randomly(match, random.Random(seed))
        games.append(match)
    return games


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_log_line_is_worded_from_an_event_and_reads_in_both_languages(words, lang):
    text.set_language(lang)
    seen = set()
    for match in played_games():
        assert all(source is not None for source in match.log.sources)  # no line without event
        for entry in match.log:
            assert text.has(entry.key, lang), entry.key
            args = {k: f"Seat{v}" if k in ("seat", "target") else v for k, v in entry.args.items()}
            assert "%{" not in tr(entry.key, **args)
            seen.add(entry.key)
    assert seen == {k for k in text.catalog("en") if k.startswith("tiny.log.")}  # all told


def test_a_peeked_value_is_a_line_for_the_peeker_alone(words):
    match = new_match(seed=1)  # secrets 1 and 6
    match.play(act.peek(1))
    peek, value = match.log[-2:]
    assert (peek.key, peek.seats) == ("tiny.log.peek", None)
    assert (value.key, dict(value.args), value.seats) == (
        "tiny.log.peek_value",
        {"target": 1, "value": 6},
        (0,),
    )
    assert tr(value.key, target="Bo", value=6) == "The secret of Bo is 6."
    text.set_language("ko")
    assert tr(value.key, target="보라", value=6) == "보라의 비밀 숫자는 6입니다."


# --- explain --------------------------------------------------------------------------------


def test_explain_gives_each_reason_on_concrete_positions():
    match = new_match(seed=1)  # seat 0 to move, secrets 1 and 6
    me, other = match.observe(0), match.observe(1)
    assert RULES.explain(me, act.take()) is None
    assert RULES.explain(other, act.take()) == ("tiny.why.not_your_turn", {})
    assert RULES.explain(me, act.end()) == ("tiny.why.end_after_a_move", {})
    assert RULES.explain(me, act.peek(0)) == ("tiny.why.yourself", {})
    assert RULES.explain(me, act.accept()) == ("tiny.why.no_challenge", {})
    assert RULES.explain(me, ("fly",)) == ("tiny.why.unknown", {})
    assert RULES.explain(me, act.duel(7)) == ("tiny.why.unknown", {})
    match.play(act.peek(1))
    assert RULES.explain(match.observe(0), act.peek(1)) == ("tiny.why.known", {})
    assert RULES.explain(match.observe(0), act.end()) is None
    match.play(act.roll())  # the die is rolled at once: seat 1 moves
    match.play(act.duel(0))
    assert RULES.explain(match.observe(1), act.duel(0)) == ("tiny.why.dueled", {})


def test_explain_names_the_partner_and_the_duel_to_answer():
    teams = new_match(seed=2, kinds="hhhh", teams=True)
    assert RULES.explain(teams.observe(0), act.duel(2)) == ("tiny.why.partner", {})
    assert RULES.explain(teams.observe(0), act.duel(1)) is None
    defend = Match.new(RULES, {"players": 2, "defend": True}, 1, [SeatInfo("human")] * 2)
    defend.play(act.duel(1))
    assert defend.to_move == 1  # the defender answers in seat 0's turn
    assert RULES.explain(defend.observe(1), act.take()) == ("tiny.why.answer_first", {})
    assert RULES.explain(defend.observe(1), act.yield_()) is None
    assert RULES.explain(defend.observe(0), act.take()) == ("tiny.why.not_your_turn", {})


def test_explain_has_no_move_while_chance_is_pending():
    match = Match(RULES, RULES.normalize_setup({}), 1, [SeatInfo("human")] * 2)
    match.state = RULES.initial_state(match.setup)  # before the deal
    assert RULES.explain(RULES.observe(match.state, 0), act.take()) == ("tiny.why.not_now", {})


# --- the outcome's detail -------------------------------------------------------------------


def test_the_outcome_detail_is_plain_json_the_results_read():
    match = new_match(seed=5, kinds="hhhh", teams=True)
    play_randomly(match, random.Random(5))
    outcome = match.outcome()
    detail = json.loads(json.dumps(outcome.detail))
    assert detail == outcome.detail
    assert detail["points"] == [int(outcome.scores[s]) for s in range(4)]
    assert detail["secrets"] == match.state.secrets
    assert detail["sides"] == {
        "0": detail["points"][0] + detail["points"][2],
        "1": detail["points"][1] + detail["points"][3],
    }
    assert detail["shared"] is (detail["sides"]["0"] == detail["sides"]["1"])


def test_equal_points_share_the_first_place_and_the_detail_says_so():
    match = new_match(seed=1, rounds=1)
    for _ in range(2):
        match.play(act.take())
        match.play(act.take())
    outcome = match.outcome()
    assert outcome.ranking == [[0, 1]] and outcome.detail["shared"] is True
    assert outcome.detail["points"] == [2, 2]


# --- position files -------------------------------------------------------------------------


def test_a_position_file_is_answered_through_the_engine(tiny_registered):
    position = {"game": "tiny", "players": 3, "points": [4, 2, 4], "secrets": [6, 2, 5]}
    answer = analyse(position)
    assert answer["ranking"] == [[0, 2], [1]] and answer["shared"] is True
    assert answer["sides"] == {"0": 4, "1": 2, "2": 4}
    assert answer["duels"] == [[0, 3, 3], [-2, 0, -2], [-2, 3, 0]]
    teams = {"players": 4, "teams": True, "points": [1, 2, 3, 1], "secrets": [1] * 4}
    assert analyse({"game": "tiny", **teams})["ranking"] == [[0, 2], [1, 3]]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"players": 7}, "'players'"),
        ({"points": [1, 2]}, "'points' must be a list of 3"),
        ({"secrets": [1, 2, 9]}, "'secrets': every value"),
        ({"teams": True}, "'teams'"),
        ({"points": [1, True, 2]}, "'points': every value"),
    ],
)
def test_a_malformed_position_names_its_problem(tiny_registered, change, problem):
    position = {"game": "tiny", "players": 3, "points": [4, 2, 4], "secrets": [6, 2, 5]}
    with pytest.raises(ValueError, match=problem):
        analyse({**position, **change})
