"""The recap's kit: steps grouped into turns, each told from what one seat may know, opened
once a turn and gone at that seat's decision (:mod:`game.app.recap`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from game.app.recap import Line, Mark, Recap, Told, replayed, shown_lines, turns_of
from game.engine import record, registry
from game.engine.contract import CHANCE
from game.engine.events import Event
from game.engine.match import Match, SeatInfo, StepReport


@dataclass(frozen=True)
class Did(Event):
    kind: ClassVar[str] = "test.recap_did"
    what: str


def report(index: int, seat: int, *events: Event) -> StepReport:
    return StepReport(index, seat, None, (), events)


def tell(events) -> Told:
    return Told(
        tuple(Line("place", e.what) for e in events),
        tuple(Mark("placed", e.what) for e in events),
    )


STEPS = [
    report(0, 0, Did("mine")),
    report(1, 1, Did("placed")),
    report(2, CHANCE, Did("rolled")),
    report(3, 1, Did("secret of 1", seats=(1,)), Did("moved")),
    report(4, 2, Did("secret of 2", seats=(2,))),
    report(5, 2, Did("public of 2")),
]


def lines(turns) -> list[tuple[int, list[str]]]:
    return [(t.seat, [line.text for line in t.told.lines]) for t in turns]


def test_turns_group_a_seat_s_decisions_with_the_chance_after_them():
    assert lines(turns_of(STEPS, 0, tell)) == [
        (1, ["placed", "rolled", "moved"]),
        (2, ["public of 2"]),
    ]


def test_each_seat_reads_only_what_it_may_know():
    assert lines(turns_of(STEPS, 2, tell)) == [(0, ["mine"]), (1, ["placed", "rolled", "moved"])]
    assert lines(turns_of(STEPS, 1, tell))[-1] == (2, ["public of 2"])
    assert "secret of 1" not in str(lines(turns_of(STEPS, None, tell)))


@dataclass(frozen=True)
class Began(Event):
    kind: ClassVar[str] = "test.turn_began"
    seat: int

    @property
    def what(self) -> str:
        return f"turn of {self.seat}"


ROUND = [
    report(0, 0, Did("mine")),
    report(1, CHANCE, Did("my card drawn"), Began(1), Did("income of 1")),
    report(2, CHANCE, Did("dragon at 1's start")),
    report(3, 1, Did("placed")),
    report(4, CHANCE, Did("card of 1 drawn"), Began(0), Did("income of 0")),
    report(5, CHANCE, Did("dragon at 0's start")),
]


def test_a_roll_at_a_turn_s_start_belongs_to_that_turn_not_the_one_before():
    """The dragon's roll as a turn begins is that turn's: the other seat's (it was lost
    when it came right after the viewer's decision), or an entry of its own at the start
    of the viewer's turn (it was told as the previous seat's)."""
    turns = turns_of(ROUND, 0, tell)
    assert lines(turns) == [
        (1, ["turn of 1", "income of 1", "dragon at 1's start", "placed", "card of 1 drawn"]),
        (0, ["turn of 0", "income of 0", "dragon at 0's start"]),
    ]
    assert [turn.start for turn in turns] == [False, True]
    assert [turn.first for turn in turns] == [1, 4]
    # Seat 1, after its decision: seat 0's turn has begun, its roll told as seat 0's.
    turns = turns_of(ROUND[4:], 1, tell)
    assert lines(turns) == [(0, ["turn of 0", "income of 0", "dragon at 0's start"])]
    assert not turns[0].start


def test_a_recap_opens_once_a_turn_and_goes_at_the_seat_s_decision():
    recap = Recap()
    recap.took(STEPS[:1])
    recap.acted(0, 0)
    recap.took(STEPS[1:])
    assert recap.open(0, 6, tell)
    assert [t.seat for t in recap.turns] == [1, 2]
    assert [m.at for m in recap.marks()] == ["placed", "rolled", "moved", "public of 2"]
    recap.pick(1)
    assert [m.at for m in recap.marks()] == ["public of 2"]
    recap.pick(1)  # picked again: every turn's highlights
    assert len(recap.marks()) == 4
    recap.acted(0, 6)
    assert recap.seat is None and recap.marks() == ()
    assert not recap.open(0, 6, tell)  # not again at the same step


def test_an_undo_forgets_the_steps_taken_back():
    recap = Recap()
    recap.took(STEPS)
    recap.forget_after(3)
    assert lines(turns_of(recap.reports, 0, tell)) == [(1, ["placed", "rolled"])]


def test_a_saved_game_s_recap_is_the_live_one_resignations_and_sit_outs_included():
    """A three-seat Gold Mine game where the AI resigned (its turns then played by the
    match): replayed, every step comes back; the recap of a resumed game opens for the
    human to move with the turns since that human last decided."""
    seats = [SeatInfo("human"), SeatInfo("ai", "random"), SeatInfo("human")]
    match = Match.new(registry.get("goldmine").rules, {"players": 3}, 4, seats)
    rng = random.Random(1)
    for _ in range(30):
        match.play(rng.choice(match.legal_actions()))
    match.resign(1)
    while match.to_move != 0:
        match.play(rng.choice(match.legal_actions()))
    fresh, reports = replayed(match)
    assert fresh.steps == match.steps and [r.index for r in reports] == list(
        range(reports[0].index, len(match.steps))
    )
    recap = Recap()
    recap.resume(match)
    last = max(i for i, step in enumerate(match.steps) if step.seat == 0)
    assert recap.last_decision[0] == last
    assert recap.open(0, len(match.steps), tell_all)
    assert recap.turns and all(turn.first > last for turn in recap.turns)
    assert {turn.seat for turn in recap.turns if not turn.start} <= {1, 2}
    assert [turn.seat for turn in recap.turns if turn.start] in ([], [0])
    assert not any(turn.start for turn in recap.turns[:-1])  # its own turn's start: last


def test_a_loaded_game_s_recap_comes_from_the_load_s_one_replay(monkeypatch):
    """Loading a save replays it once and keeps its last steps' reports: the recap shows
    the same turns from them as from a second replay, and does not replay again."""
    seats = [SeatInfo("human"), SeatInfo("ai", "random")]
    match = Match.new(registry.get("armadora").rules, {"players": 2}, 6, seats)
    rng = random.Random(2)
    for _ in range(9):
        match.play(rng.choice(match.legal_actions()))
    while match.to_move != 1:
        match.play(rng.choice(match.legal_actions()))
    again = record.loads(record.dumps(match), reports=record.RECENT_REPORTS)
    assert again.steps == match.steps
    assert [r.events for r in again.replayed] == [r.events for r in replayed(match)[1]]
    expected = Recap()
    expected.resume(match)  # built without a load's reports: replayed

    def no_second_replay(*_args: object) -> None:
        raise AssertionError("replayed again")

    monkeypatch.setattr("game.app.recap.replayed", no_second_replay)
    recap = Recap()
    recap.resume(again)
    assert [r.index for r in recap.reports] == [r.index for r in expected.reports]
    assert [r.events for r in recap.reports] == [r.events for r in expected.reports]
    assert [r.public for r in recap.reports] == [r.public for r in expected.reports]


def tell_all(events) -> Told:
    return Told(tuple(Line("turn", event.kind) for event in events))


def test_a_long_turn_keeps_its_battle_in_sight():
    """Seven walls and a battle at the end: the panel's four lines keep the battle (in its
    place, last) and the first walls; a short turn shows every line as it is."""
    walls = [Line("place", f"wall {n}") for n in range(7)]
    battle = Line("battle", "ATK 50 vs DEF 30")
    assert [line.text for line in shown_lines([*walls, battle], 4)] == [
        "wall 0",
        "wall 1",
        "wall 2",
        "ATK 50 vs DEF 30",
    ]
    assert shown_lines(walls[:3], 4) == walls[:3]
