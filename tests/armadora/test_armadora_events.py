"""Armadora's typed step events: one or more for every step, JSON round trips, nobody told
what it may not know, numbers that agree with the position and the scoring, and replay
recomputing them."""

from __future__ import annotations

import random

import pytest

from game.armadora import board, events
from game.armadora.events import (
    Dealt,
    GameEnded,
    GameScored,
    PalisadePlaced,
    Passed,
    PowerUsed,
    TerritoryClosed,
    TerritoryScored,
    TerritoryStanding,
    TurnBegan,
    ValueRevealed,
    WarriorPeeked,
    WarriorPlaced,
    WarriorsRevealed,
)
from game.armadora.state import TERMINAL
from game.engine.events import Journal
from game.engine.match import Match, SeatInfo, StepReport
from tests.event_checks import check_every_step_told, replayed_events

from .armadora_helpers import RULES, TOP_LEFT, cell, fence, line, new_state, put, wall

SETUPS = [
    {"players": 2},
    {"players": 2, "advanced": True},
    {"players": 3, "advanced": True},
    {"players": 4, "advanced": True},
    {"players": 4, "teams": False},
    {"players": 2, "advanced": True, "factions": ["mage", "goblin"]},
    {"players": 2, "advanced": True, "factions": ["orc", "elf"]},
]
PRIVATE = (ValueRevealed, TerritoryStanding)


def played(setup: dict, seed: int) -> tuple[Match, list[StepReport], list[list]]:
    """A whole game of seeded random moves (passing only when nothing else is legal), its
    step reports, and after each report every seat's observation."""
    seats = [SeatInfo("ai", "random")] * setup["players"]
    match = Match(RULES, RULES.normalize_setup(setup), seed, seats)
    match.state = RULES.initial_state(match.setup)
    reports = match.resolve_chance()  # the set-up chance step, reported
    seen = [[match.observe(s) for s in range(setup["players"])]]
    rng = random.Random(seed)
    while not match.is_over:
        legal = match.legal_actions()
        action = rng.choice([a for a in legal if a != ("pass",)] or legal)
        for report in match.play(action):
            reports.append(report)
            seen.append([match.observe(s) for s in range(setup["players"])])
    return match, reports, seen


@pytest.fixture(scope="module", params=range(len(SETUPS)))
def game(request):
    return played(SETUPS[request.param], 31 + request.param)


def test_every_step_emits_events_that_round_trip_through_json(game):
    match, reports, _ = game
    check_every_step_told(match, reports, events)


def test_a_seat_is_told_only_what_it_may_know(game):
    """Private events go to the seat they name; public ones carry only public values."""
    _, reports, seen = game
    for report, observations in zip(reports, seen, strict=True):
        public = report.public
        for event in report.events:
            if isinstance(event, PRIVATE):
                assert event.seats == (event.seat,)
            else:
                assert event.seats is None, event
            for cell_, value in _values_told(event):
                shown = observations[event.seat] if event.seats else public
                assert value == shown.values[cell_], (event, cell_)
        for seat in range(len(observations)):
            told = report.events_for(seat)
            assert all(e.seats is None or seat in e.seats for e in told)


def _values_told(event) -> list[tuple[int, int]]:
    """Every (cell, value) an event tells, where a value is told (0: not known)."""
    if isinstance(event, WarriorPlaced):
        return [(event.cell, event.value)]
    if isinstance(event, ValueRevealed):
        return [(event.cell, event.value)]
    if isinstance(event, (TerritoryClosed, TerritoryStanding, TerritoryScored)):
        return [(record[0], record[2]) for record in event.warriors]
    if isinstance(event, WarriorsRevealed):
        return [(c, value) for c, _, value in event.warriors]
    return []


def test_the_events_agree_with_the_position_after_the_step(game):
    _, reports, _ = game
    for report in reports:
        public = report.public
        for event in report.events:
            if isinstance(event, WarriorPlaced):
                assert public.owners[event.cell] == event.seat
                assert public.hand_sizes[event.seat] == event.hand_left
                assert bool(public.face_up >> event.cell & 1) == event.face_up
            elif isinstance(event, PalisadePlaced):
                assert public.palisades >> event.line & 1
                assert board.LINE_CELLS[event.line] == (event.a, event.b)
                assert public.palisades_left == event.palisades_left
            elif isinstance(event, TerritoryClosed):
                mask = sum(1 << c for c in event.cells)
                assert mask in public.regions
                assert event.mines == tuple(c for c in event.cells if board.MINES >> c & 1)
            elif isinstance(event, TurnBegan):
                assert public.current == event.seat
            elif isinstance(event, PowerUsed):
                assert public.power_tokens[event.seat] == event.tokens_left
            elif isinstance(event, Passed):
                assert public.passed[event.seat]


def test_the_end_is_told_with_every_number_of_the_scoring(game):
    match, reports, _ = game
    last = reports[-1]
    assert match.state.current == TERMINAL
    kinds = [type(e) for e in last.events]
    assert kinds.index(GameEnded) < kinds.index(WarriorsRevealed) < kinds.index(GameScored)
    detail = match.outcome().detail
    scored = [e for e in last.events if isinstance(e, TerritoryScored)]
    assert len(scored) == len(detail["territories"])
    for event, territory in zip(scored, detail["territories"], strict=True):
        assert [list(board.xy_of(c)) for c in event.cells] == territory["cells"]
        assert event.gold == territory["gold"]
        assert {str(s): v for s, v in event.strength} == territory["strength"]
        assert [str(s) for s in event.winners] == [str(s) for s in territory["winners"]]
        assert {str(s): v for s, v in event.awarded} == territory["awarded"]
        sides = {}
        for seat, strength in enumerate(event.seat_strength):
            side = RULES.side_of(match.state, seat)
            sides[side] = sides.get(side, 0) + strength
        assert {str(s): v for s, v in sides.items()} == territory["strength"]
        if event.reason == "split":
            assert event.discarded == event.gold - sum(g for _, g in event.awarded)
    final = next(e for e in last.events if isinstance(e, GameScored))
    assert {str(s): g for s, g in final.gold} == detail["gold"]
    assert {str(s): list(p) for s, p in final.piles} == detail["piles"]
    assert [list(group) for group in final.ranking] == detail["ranking"]
    hidden = [c for c in board.iter_bits(match.state.occupied) if not match.state.face_up >> c & 1]
    revealed = next(e for e in last.events if isinstance(e, WarriorsRevealed))
    assert [c for c, _, _ in revealed.warriors] == hidden


def test_replay_recomputes_the_same_events(game):
    match, reports, _ = game
    assert replayed_events(match) == [event for report in reports for event in report.events]


def test_the_deal_tells_the_piles_the_factions_and_who_picked():
    match = Match.new(
        RULES,
        {"players": 3, "advanced": True, "factions": [None, "elf", None]},
        5,
        [SeatInfo()] * 3,
    )
    dealt = next(e for e in match.log.events if isinstance(e, Dealt))
    assert dealt.mines == board.MINE_CELLS
    assert dealt.piles == tuple(match.state.gold)
    assert dealt.factions == tuple(match.state.factions) and dealt.factions[1] == "elf"
    assert dealt.picked == (False, True, False)
    assert match.log.events[-1] == TurnBegan(0)


def test_a_closed_territory_is_told_to_everybody_and_each_seat_its_own_standing():
    state = new_state(2, advanced=True, factions=["mage", "elf"])
    put(state, 0, (0, 0), 3)
    put(state, 1, (1, 0), 2)
    put(state, 1, (0, 1), 4, face_up=True)
    state.peeked[0] |= 1 << cell(1, 0)
    for a, b in (((2, 0), (3, 0)), ((2, 1), (3, 1)), ((0, 1), (0, 2)), ((2, 1), (2, 2))):
        wall(state, a, b)
    log = Journal()
    RULES.apply(state, ("palisade", line((1, 1), (1, 2))), log)
    closed = [e for e in log.events if isinstance(e, TerritoryClosed)]
    assert len(closed) == 1
    territory = closed[0]
    assert set(territory.cells) == {cell(x, y) for x in range(3) for y in range(2)}
    assert territory.mines == (cell(1, 1),)
    assert territory.gold == state.gold[board.MINE_CELLS.index(cell(1, 1))]
    assert territory.strength == (0, 4) and territory.hidden == (1, 1)
    standings = {e.seat: e for e in log.events if isinstance(e, TerritoryStanding)}
    assert standings[0].strength == (3, 6) and standings[0].hidden == (0, 0)  # peeked
    assert standings[1].strength == (0, 6) and standings[1].hidden == (1, 0)
    assert standings[1].seats == (1,)


def test_the_mage_alone_learns_the_value_it_peeks():
    state = new_state(2, advanced=True, factions=["mage", "elf"])
    target = put(state, 1, (4, 2), 5)
    log = Journal()
    RULES.apply(state, ("peek", target), log)
    used, peeked, value = log.events
    assert used == PowerUsed(0, "mage", "peek", 1)
    assert peeked == WarriorPeeked(0, target, 1)
    assert value == ValueRevealed(0, target, 1, 5, "peek", seats=(0,))


def test_a_goblin_warrior_shows_its_value_to_everybody():
    state = new_state(2, advanced=True, factions=["goblin", "elf"])
    log = Journal()
    RULES.apply(state, ("goblin", cell(0, 0), 3), log)
    placed = next(e for e in log.events if isinstance(e, WarriorPlaced))
    assert placed.face_up and placed.value == 3 and placed.seats is None
    assert not any(isinstance(e, ValueRevealed) for e in log.events)
    log = Journal()
    RULES.apply(state, ("warrior", cell(2, 0), 1), log)
    placed, own = log.events[:2]
    assert not placed.face_up and placed.value == 0
    assert own == ValueRevealed(0, cell(2, 0), 0, 1, "placed", seats=(0,))


def test_filling_a_territory_is_told():
    state = new_state(2, advanced=True)
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    put(state, 1, (1, 0), 1)
    log = Journal()
    RULES.apply(state, ("warrior", cell(0, 1), 1), log)
    filled = [e for e in log.events if type(e).__name__ == "TerritoryFilled"]
    assert len(filled) == 1 and set(filled[0].cells) == {cell(*xy) for xy in TOP_LEFT}
