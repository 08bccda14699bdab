"""Crown & Dragon's step events: every step tells what it did, every event round-trips
through JSON and agrees with the position after it, a seat is told only what it may know,
a replay tells the same events, and a battle's event and log line carry its numbers."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest

from game.crown import events as ev
from game.crown.board import NEIGHBOURS, TUNNEL_SET
from game.crown.cards import ACTIONS
from game.engine.contract import LogEntry
from game.engine.events import EVENT_TYPES, Journal, event_from_json
from game.engine.match import Match, SeatInfo, StepReport
from tests.crown.helpers import RULES, general, hero, state_of

SETUPS = [
    {"players": 2, "round_limit": 6},
    {"players": 3, "round_limit": 5},
    {"players": 4, "round_limit": 4, "teams": True},
    {"players": 4, "round_limit": 4},
]


def played(seed: int, setup: dict) -> tuple[Match, list[StepReport]]:
    """A match of seeded random decisions to its end, and every step it reported."""
    seats = [SeatInfo("ai", "random") for _ in range(setup["players"])]
    match = Match.new(RULES, setup, seed, seats)
    reports = [StepReport(0, -1, None, tuple(match.log), tuple(match.log.events))]
    rng = random.Random(seed)
    while not match.is_over:
        reports += match.play(rng.choice(match.legal_actions()))
    return match, reports


@pytest.fixture(scope="module")
def games() -> list[tuple[Match, list[StepReport]]]:
    return [played(seed, setup) for seed, setup in enumerate(SETUPS * 2)]


def test_every_step_tells_what_it_did(games):
    kinds: Counter[str] = Counter()
    for _, reports in games:
        for report in reports:
            assert report.events, f"step {report.index} ({report.value!r}) told nothing"
            kinds.update(event.kind for event in report.events)
    common = {"turn_began", "dice_rolled", "piece_moved", "main_chosen", "card_bought"}
    common |= {"card_assigned", "built", "card_played", "market_refilled", "resources"}
    common |= {"turn_ended", "game_over", "card_drawn", "card_revealed", "dragon_moved"}
    assert {f"crown.{name}" for name in common} <= set(kinds)


def test_every_event_round_trips_through_json(games):
    for _, reports in games:
        for report in reports:
            for event in report.events:
                assert EVENT_TYPES[event.kind] is type(event)
                assert event.kind.startswith("crown.")
                data = json.loads(json.dumps(event.to_json()))
                assert event_from_json(data) == event


def test_a_seat_is_told_only_what_it_may_know(games):
    """A hidden card (a hand's, a dealt general) travels only in a CardRevealed addressed
    to its owner, beside a public CardDrawn that counts it; every other event is public."""
    for match, reports in games:
        for report in reports:
            for seat in range(match.observe_public().players):
                for event in report.events_for(seat):
                    assert event.seats is None or seat in event.seats
            for event in report.events:
                if isinstance(event, ev.CardRevealed) and event.deck != "military":
                    assert event.seats == (event.seat,)
                elif event.seats is not None:
                    raise AssertionError(f"{event.kind} is not public")
            public = [e for e in report.events if e.seats is None]
            drawn = sum(e.count for e in public if isinstance(e, ev.CardDrawn))
            revealed = [e for e in report.events if isinstance(e, ev.CardRevealed)]
            assert drawn == sum(len(e.cards) for e in revealed)


def test_a_replay_tells_the_same_events(games):
    for match, _ in games[:4]:
        again = Match(match.rules, match.setup, match.seed, list(match.seats))
        again.rebuild(match.steps)
        assert again.log.events == match.log.events
        assert list(again.log) == list(match.log)


def test_the_events_agree_with_the_position_after_each_step(games):
    for _, reports in games:
        for report in reports[1:]:
            after = report.public
            for event in report.events:
                _check(event, after)


def _check(event: ev.Event, after) -> None:
    if isinstance(event, ev.PieceMoved) and event.cause != "shadow_path":  # not a jump
        path = event.path
        for a, b in itertools.pairwise(path):  # a step, or one tunnel to another
            assert b in NEIGHBOURS[a] or {a, b} <= TUNNEL_SET
        assert len(path) - 1 >= event.cost
    elif isinstance(event, ev.BattleFought):
        for total, parts in (
            (event.attack, event.attack_parts),
            (event.defence, event.defence_parts),
            (event.defender_attack, event.defender_attack_parts),
            (event.attacker_defence, event.attacker_defence_parts),
        ):
            if parts:
                assert sum(value for _, value, _ in parts) == total
    elif isinstance(event, ev.TurnBegan):
        assert after.round >= event.round
    elif isinstance(event, ev.GameOver):
        assert tuple(after.winners) == event.winners and after.end == event.end
    elif isinstance(event, ev.QueueChanged):
        assert event.queue != event.previous


def test_the_last_money_and_points_told_are_the_totals(games):
    for _, reports in games:
        for report in reports[1:]:
            gold: dict[int, int] = {}
            for event in report.events:
                if isinstance(event, ev.Resources):
                    gold[event.seat] = event.gold_total
                    assert event.food_total == event.food_total  # a number
            for seat, total in gold.items():
                assert report.public.gold[seat] == total


def test_a_move_tells_its_path_and_where_it_ends(games):
    for _, reports in games:
        for report in reports:
            moved = [e for e in report.events if isinstance(e, ev.PieceMoved)]
            for event in moved:
                end = event.path[-1]
                if event.piece == "hero":
                    assert report.public.hero_at[event.seat] == end or _fell(report, event)
                else:
                    where = dict(report.public.generals)
                    assert where[event.general].at == end or _fell(report, event)


def _fell(report: StepReport, moved: ev.PieceMoved) -> bool:
    """The piece fell later in the same step (a crown taken, then...), or was sent home."""
    return any(isinstance(e, ev.PieceDefeated) for e in report.events)


# --- a battle's numbers -------------------------------------------------------------------
def fight(state, attacker_at, target) -> Journal:
    state.piece = RULES.key_at(state, attacker_at)
    state.phase, state.steps_left = 0, 0
    log = Journal()
    RULES.apply(state, ("attack", *target), log)
    return log


def test_a_volley_tells_each_card_its_defence_and_whether_it_was_hit():
    """The draft's volley: 40 ATK against a veteran spear (DEF 30 + 10) and a recruit
    (10 + 10): one card hit, nobody wins; the log line gives the numbers."""
    archer = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "elite")])
    spear = general(2, [7, 1], "guardian", "spear", [("spear", "veteran"), ("spear", "recruit")])
    state = state_of("act", generals=[archer, spear])
    log = fight(state, (5, 1), (7, 1))
    (battle,) = [e for e in log.events if isinstance(e, ev.BattleFought)]
    assert (battle.mode, battle.range, battle.winner) == ("volley", "ranged", "")
    assert battle.attack == 40
    assert [(source, value) for source, value, _ in battle.attack_parts] == [
        ("card", 30),
        ("alignment", 10),
    ]
    veteran, recruit = battle.defender_cards
    assert battle.hits == ((veteran, 40, False), (recruit, 20, True))
    assert battle.defender_lost == (recruit,) and not battle.defender_defeated
    assert battle.upkeep == 1 and battle.vp == ()
    (line,) = [e for e in log if e.key.startswith("crown.log.battle")]
    assert line.key == "crown.log.battle_volley"
    assert (line.args["atk"], line.args["defences"]) == (40, [40, 20])
    assert (line.args["hit"], line.args["cards"], line.args["winner"]) == (1, 2, "")


def test_a_standard_battle_tells_both_comparisons_and_what_was_lost():
    """The draft's 100/80 against 100/100: the attack does not beat the defence, the
    counterattack beats the attacker's; the attacker falls with its cards."""
    a = general(0, [5, 2], "marshal", "sabre", [("sabre", "elite"), ("sabre", "veteran")])
    b = general(2, [6, 2], "marshal", "longbow", [("longbow", "champion"), ("longbow", "elite")])
    state = state_of("act", generals=[a, b])
    key = RULES.key_at(state, (5, 2))
    log = fight(state, (5, 2), (6, 2))
    battle = next(e for e in log.events if isinstance(e, ev.BattleFought))
    assert (battle.attack, battle.defence) == (100, 100)
    assert (battle.defender_attack, battle.attacker_defence) == (100, 80)
    assert battle.winner == "defender" and battle.attacker_defeated
    assert battle.attacker_general == key[1] and battle.attacker_lost == battle.attacker_cards
    assert battle.vp == ((1, 10),)
    fell = next(e for e in log.events if isinstance(e, ev.PieceDefeated))
    assert (fell.piece, fell.general, fell.by, fell.at) == ("general", key[1], 1, (5, 2))
    scored = next(e for e in log.events if isinstance(e, ev.PointsScored))
    assert (scored.seat, scored.points, scored.cause, scored.total) == (1, 10, "battle", 10)
    line = next(e for e in log if e.key == "crown.log.battle")
    assert [line.args[k] for k in ("atk", "defence", "counter", "guard")] == [100, 100, 100, 80]


def test_the_dragon_landing_on_a_hero_is_a_battle_with_its_numbers():
    """The young dragon (50/40) lands on a hero with DEF 60 and ATK 60: repelled, then slain
    by the strike-back."""
    heroes = [
        hero(0, "henry", [6, 3], [("sword", "champion"), ("sword", "recruit")]),
        hero(2, "sylva"),
    ]
    state = state_of("main", heroes=heroes, dragon={"card": "young", "at": [6, 1]})
    log = Journal()
    RULES.dragon_die(state, "S", 2, log)
    kinds = [e.kind for e in log.events]
    assert kinds[:2] == ["crown.dragon_moved", "crown.battle"]
    moved, battle = log.events[:2]
    assert (moved.start, moved.to, moved.path) == ((6, 1), (6, 3), ((6, 1), (6, 2), (6, 3)))
    assert (battle.mode, battle.attacker, battle.seat, battle.defender) == (
        "landing",
        "dragon",
        -1,
        "hero",
    )
    assert battle.attack == 50 and battle.defence >= 50 and battle.slain
    assert battle.winner == "defender"
    assert "crown.dragon_slain" in kinds and "crown.points_scored" in kinds
    strike = next(e for e in log if e.key == "crown.log.dragon_strike")
    assert strike.args["defence"] == 40 and strike.args["atk"] == battle.defender_attack


def test_a_hidden_draw_is_public_without_its_card():
    state = state_of("main")
    state.stage = "draw_action"
    log = Journal()
    card = ACTIONS.index("harvest")
    RULES.apply_chance(state, card, log)
    drawn = [e for e in log.events if isinstance(e, (ev.CardDrawn, ev.CardRevealed))]
    assert drawn == [
        ev.CardDrawn(0, "action", 1),
        ev.CardRevealed(0, "action", (card,), seats=(0,)),
    ]


def test_a_plain_log_or_none_takes_no_events_and_changes_nothing():
    archer = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "elite")])
    spear = general(2, [7, 1], "guardian", "spear", [("spear", "veteran"), ("spear", "recruit")])
    states = [state_of("act", generals=[archer, spear]) for _ in range(3)]
    plain: list[LogEntry] = []
    for state, log in zip(states, (None, plain, Journal()), strict=True):
        state.piece = RULES.key_at(state, (5, 1))
        state.phase = 0
        RULES.apply(state, ("attack", 7, 1), log)
    assert RULES.observe_public(states[0]) == RULES.observe_public(states[1])
    assert RULES.observe_public(states[1]) == RULES.observe_public(states[2])
    assert [e.key for e in plain] and all(isinstance(e, LogEntry) for e in plain)
