"""The recap of the others' turns and the result cards: what they are, and which steps
they are made of (the drawing is :mod:`game.app.recap_draw`).

A game's play scene tells, for the events of a step that a seat may know, what the step
did as a :class:`Told` (:meth:`game.app.play.PlayScene.tell`): a few lines of words with an
icon each, the marks to highlight on its board (moved from -> to, placed, removed,
captured, revealed) and the result cards of its battles or challenges.  The shared play
chrome keeps the steps it shows in a :class:`Recap`; when a human's turn begins after other
seats played, it gathers the steps since that human last decided into :class:`Turn` s,
each told from that human's events only (``StepReport.events_for``), so a hot-seat player
never reads another's secret.  Nothing here reads a game's state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from game.engine.contract import CHANCE
from game.engine.events import Event
from game.engine.match import Match, StepReport
from game.engine.record import RECENT_REPORTS
from game.engine.turn_order import turn_of

ICONS = (
    "place",
    "move",
    "remove",
    "capture",
    "reveal",
    "wall",
    "battle",
    "challenge",
    "gold",
    "card",
    "power",
    "pass",
    "turn",
)
"""The icons a recap line may carry (drawn by :func:`game.app.recap_draw.icon`)."""
WEIGHTY = ("battle", "capture", "remove")
"""The icons of lines a turn never hides behind "+N more" while it can show them: what a
battle or a challenge decided, what was shot, taken or lost."""
MARK_KINDS = ("placed", "moved", "taken", "pushed", "struck", "lost", "revealed")
"""What a highlight on the board says about its square or piece, one meaning each and each
drawn in a shape of its own (:func:`game.app.recap_draw.draw_mark`; the booklet's "Marks on
the board" page shows them): laid or placed by another seat, moved (an arrow), a nugget or
card taken from here, a miner pushed here, a piece struck (an arrow token: weakened, still
there), a piece lost (taken off the board), a value revealed."""
KEPT_STEPS = RECENT_REPORTS
"""The most steps a recap keeps (a human who has not decided for longer sees the last); a
loaded match holds the reports of as many (:attr:`Match.replayed`)."""


@dataclass(frozen=True)
class Line:
    """One line of a turn's account: an icon (one of :data:`ICONS`) and its words."""

    icon: str
    text: str


@dataclass(frozen=True)
class Mark:
    """A highlight on the board: ``kind`` (one of :data:`MARK_KINDS`) at ``at``, a place
    as the game names it (a square, a line, a piece); a move also names where it went
    (``to``)."""

    kind: str
    at: Hashable
    to: Hashable | None = None


@dataclass(frozen=True)
class CardSide:
    """One side of a result card: its name, its total and the parts that make it (in
    words, numbers included), its dice, and whether it won."""

    name: str
    total: str
    parts: str
    dice: tuple[int, ...] = ()
    won: bool = False
    seat: int | None = None
    """Whose colour the side wears (None: nobody's, the dragon or a territory)."""


@dataclass(frozen=True)
class Card:
    """A battle's, a challenge's or a territory's result: a title, each side's numbers,
    and what followed (who won, what was lost or moved)."""

    icon: str
    title: str
    sides: tuple[CardSide, ...]
    outcome: tuple[str, ...] = ()


@dataclass(frozen=True)
class Told:
    """What one step did, as a game's view tells it."""

    lines: tuple[Line, ...] = ()
    marks: tuple[Mark, ...] = ()
    cards: tuple[Card, ...] = ()

    def __add__(self, other: Told) -> Told:
        return Told(self.lines + other.lines, self.marks + other.marks, self.cards + other.cards)

    def __bool__(self) -> bool:
        return bool(self.lines or self.marks or self.cards)


NOTHING = Told()


def shown_lines(lines: Sequence[Line], most: int) -> list[Line]:
    """The ``most`` lines of a turn to show, in their order: its :data:`WEIGHTY` lines
    first, then the others from its start (a turn of many walls still shows its battle)."""
    if len(lines) <= most:
        return list(lines)
    weighty = [i for i, line in enumerate(lines) if line.icon in WEIGHTY][:most]
    rest = [i for i in range(len(lines)) if i not in weighty][: most - len(weighty)]
    return [lines[i] for i in sorted(weighty + rest)]


Teller = Callable[[tuple[Event, ...]], Told]
"""A game's way of telling a step from the events a seat may know."""


@dataclass(frozen=True)
class Turn:
    """What one seat did in a row of steps (with the chance steps that followed them)."""

    seat: int
    told: Told
    first: int
    """The index of its first step."""
    start: bool = False
    """The start of the recap's own seat's turn (what chance did before it decides)."""


@dataclass
class _Group:
    """The events of one turn in the making (each step's, or its part in that turn)."""

    seat: int
    first: int
    parts: list[tuple[Event, ...]] = field(default_factory=list)
    decided: bool = False


def turns_of(reports: Sequence[StepReport], seat: int | None, tell: Teller) -> list[Turn]:
    """``reports`` grouped into turns, each told from what ``seat`` may know (None: only
    what everybody knows).  A decision starts a turn unless its seat's turn is the
    current one, and so does an event saying another seat's turn began (a game's
    ``*.turn_began``): what follows it in a step, the dragon's roll at a turn's start,
    is that turn's.  Other chance steps belong to the turn before them.  The turns of
    ``seat`` itself are left out, but for the start of its turn before it decided
    (:attr:`Turn.start`: what chance did then); so are turns that tell nothing."""
    groups: list[_Group] = []
    for report in reports:
        if report.seat != CHANCE:
            if not groups or groups[-1].seat != report.seat:
                groups.append(_Group(report.seat, report.index))
            groups[-1].decided = True
        part: list[Event] = []
        for event in _events(report, seat):
            began = turn_of(event)
            if began is not None and (not groups or groups[-1].seat != began[0]):
                if groups and part:
                    groups[-1].parts.append(tuple(part))
                part = []
                groups.append(_Group(began[0], report.index))
            part.append(event)
        if groups and part:
            groups[-1].parts.append(tuple(part))
    turns = []
    for group in groups:
        if group.seat == seat and group.decided:
            continue
        told = NOTHING
        for events in group.parts:
            told = told + tell(events)
        if told:
            turns.append(Turn(group.seat, told, group.first, start=group.seat == seat))
    return turns


def _events(report: StepReport, seat: int | None) -> tuple[Event, ...]:
    if seat is None:
        return tuple(event for event in report.events if event.seats is None)
    return report.events_for(seat)


class Recap:
    """The steps a play scene has shown, and the recap it shows a human now.

    ``open(seat)`` when the board waits for ``seat`` (after the privacy screen in
    hot-seat): the turns since ``seat`` last decided; ``acted(seat)`` when it decides: the
    recap is gone.  ``picked``: the turn whose highlights are re-shown alone (None: every
    turn's)."""

    def __init__(self) -> None:
        self.reports: list[StepReport] = []
        self.last_decision: dict[int, int] = {}
        self.decisions: dict[int, list[int]] = {}
        """Each seat's decisions (their step indexes), so an undo can fall back to the one
        before instead of to the game's start."""
        self.seat: int | None = None
        self.turns: list[Turn] = []
        self.picked: int | None = None
        self.serial = 0
        """Counts the recaps gathered (what is drawn of one is cached by it)."""
        self.opened_at: dict[int, int] = {}
        """The step count when each seat's recap was last opened (it opens once a turn)."""

    def resume(self, match: Match) -> None:
        """A saved game goes on (Continue, Load): the steps it recorded, as a scene that
        had shown them would have kept them, and each human's last decision, so the
        first human to decide sees what the others did since, as in the live game.  The
        steps no human's recap can show (before the earliest human's last decision) are
        replayed without their reports; that decision is replayed with its own, which holds
        the chance steps after it (the next turn's start); a finished game has no recap to
        show."""
        humans = [seat for seat, info in enumerate(match.seats) if info.is_human]
        if match.is_over or not humans or not any(step.seat >= 0 for step in match.steps):
            return
        last = last_decisions(match)
        start = max(0, min(last.get(seat, -1) for seat in humans))
        start = max(start, len(match.steps) - KEPT_STEPS)
        reports = [report for report in match.replayed if report.index >= start]
        if not reports or reports[0].index != start:  # not loaded here: replayed again
            try:
                reports = replayed(match, start)[1]
            except ValueError:  # IllegalAction among them
                return  # a record the rules no longer replay: no recap rather than no game
        self.took(reports)
        self.last_decision.update(last)
        for index, step in enumerate(match.steps):
            if step.seat in humans:
                self.decisions.setdefault(step.seat, []).append(index)

    def took(self, reports: Sequence[StepReport]) -> None:
        self.reports.extend(reports)
        del self.reports[:-KEPT_STEPS]

    def forget_after(self, steps: int) -> None:
        """An undo: the steps from ``steps`` on are gone, and so are the decisions among
        them.  Each seat's last decision is then the one it made before: the recap it gets
        tells what it was told before it decided, never the turns since the game began."""
        self.reports = [report for report in self.reports if report.index < steps]
        for seat, made in self.decisions.items():
            made[:] = [index for index in made if index < steps]
            if made:
                self.last_decision[seat] = made[-1]
            elif self.last_decision.get(seat, -1) >= steps:
                del self.last_decision[seat]
        self.close()

    def acted(self, seat: int, index: int) -> None:
        self.last_decision[seat] = index
        made = self.decisions.setdefault(seat, [])
        if not made or made[-1] < index:
            made.append(index)
        if self.seat == seat:
            self.close()

    def close(self) -> None:
        self.seat, self.turns, self.picked = None, [], None

    def open(self, seat: int, steps: int, tell: Teller) -> bool:
        """Gather ``seat``'s recap (once per step count); True when it has something."""
        if self.opened_at.get(seat) == steps:
            return self.seat == seat
        self.opened_at[seat] = steps
        since = self.last_decision.get(seat, -1)
        shown = [report for report in self.reports if report.index > since]
        self.turns = turns_of(shown, seat, tell)
        self.serial += 1
        self.seat = seat if self.turns else None
        self.picked = None
        return self.seat is not None

    def retell(self, tell: Teller) -> None:
        """Tell the open recap again (the language changed)."""
        if self.seat is not None:
            seat, picked = self.seat, self.picked
            steps = self.opened_at.pop(seat)
            self.open(seat, steps, tell)
            self.picked = picked if picked is not None and picked < len(self.turns) else None

    def pick(self, turn: int | None) -> None:
        """Re-show ``turn``'s highlights (and its cards) alone; picked again: every turn's."""
        self.picked = None if turn == self.picked else turn

    def marks(self) -> tuple[Mark, ...]:
        """The highlights on the board now."""
        if self.seat is None:
            return ()
        if self.picked is not None:
            return self.turns[self.picked].told.marks
        return tuple(mark for turn in self.turns for mark in turn.told.marks)


def replayed(match: Match, start: int = 0) -> tuple[Match, list[StepReport]]:
    """``match`` played again from its start, with the report of every step from
    ``start`` on (what a scene that saw the game would have kept: a saved game's recap,
    the checks and the benchmarks), through the match's one replay."""
    fresh = match.unplayed()
    items = list(fresh.replay(match.steps, public_from=start, checked=False))
    return fresh, [item.report for item in items[start:] if item.report is not None]


def last_decisions(match: Match) -> dict[int, int]:
    """The index of each human seat's last decision in ``match``."""
    found: dict[int, int] = {}
    for index, step in enumerate(match.steps):
        if step.seat >= 0 and match.seats[step.seat].is_human:
            found[step.seat] = index
    return found
