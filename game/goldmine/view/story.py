"""Gold Mine's results story: every miner's nuggets side by side, each side's nuggets over
the rounds, and the tie-breaks (climbing out ranks first; equal nuggets share), all from
the match's events (:mod:`game.goldmine.events`)."""

from __future__ import annotations

from game.app.seat_names import SeatNames
from game.app.story import column_order, score_steps, sides_of
from game.app.views import Story, StoryRow
from game.engine.contract import Outcome
from game.engine.match import Match
from game.engine.turn_order import event_rounds
from game.goldmine.events import (
    ChallengeResolved,
    GameOver,
    NuggetCollected,
    NuggetsHanded,
)
from game.goldmine.scoring import TIE_BREAKS
from game.goldmine.view.results import accounts
from game.text import tr


def nugget_changes(match: Match, outcome: Outcome) -> tuple[list[tuple[int, int, float]], int]:
    """``(round, side, side's nuggets now)`` at every change, and the last round."""
    players = len(match.seats)
    held = [0] * players
    changes: list[tuple[int, int, float]] = []
    last = 0
    for rnd, event in event_rounds(match.log.events):
        last = rnd
        if isinstance(event, NuggetCollected):
            held[event.seat] = event.held
        elif isinstance(event, ChallengeResolved | NuggetsHanded | GameOver):
            held = list(event.held)
        else:
            continue
        for side in sides_of(outcome, players):
            total = sum(n for seat, n in enumerate(held) if outcome.side(seat) == side)
            changes.append((rnd, side, float(total)))
    return changes, last


def tiebreaks(match: Match, outcome: Outcome) -> list[str]:
    """The rules' tie-breaks that decided first place (``Outcome.detail``), in words."""
    found = outcome.detail.get("tie_breaks") or []
    return [tr(f"goldmine_ui.story.tie_{rule}") for rule in found if rule in TIE_BREAKS]


def results_story(match: Match, outcome: Outcome, names: SeatNames) -> Story:
    players = len(match.seats)
    changes, last = nugget_changes(match, outcome)
    shown = match.observe_public()
    books = accounts(match)
    seats = column_order(outcome, players)

    def row(key: str, value, total: bool = False) -> StoryRow:
        return StoryRow(tr(f"goldmine_ui.story.{key}"), [str(value(s)) for s in seats], total)

    def pair(won: int, count: int) -> str:
        return tr("goldmine_ui.story.won_of", won=won, count=count)

    rows = [
        row("nuggets", lambda s: shown.held[s], total=True),
        row("chambers", lambda s: books[s].chambers),
        row("taken", lambda s: books[s].taken),
        row("lost", lambda s: books[s].lost),
    ]
    if shown.alliance:
        rows.append(row("received", lambda s: books[s].received))
        rows.append(row("given", lambda s: books[s].given))
    rows.append(row("challenges", lambda s: pair(books[s].challenges_won, books[s].challenges)))
    rows.append(row("defences", lambda s: pair(books[s].defences_won, books[s].defences)))
    rows.append(
        row(
            "tokens",
            lambda s: tr(
                "goldmine_ui.story.tokens_value", gold=shown.tokens[s][0], bat=shown.tokens[s][1]
            ),
        )
    )
    return Story(
        score_key="goldmine_ui.story.score",
        series=score_steps(changes, sides_of(outcome, players), last),
        seats=seats,
        rows=rows,
        tiebreaks=tiebreaks(match, outcome),
    )
