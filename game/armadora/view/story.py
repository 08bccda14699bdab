"""Armadora's results story: every player's numbers side by side, the gold each side held
as its territories closed (a territory's gold counts from the round its last palisade
closed it; land never closed counts at the end), and the tie-breaks, all from the match's
events (:mod:`game.armadora.events`)."""

from __future__ import annotations

from game.app.seat_names import SeatNames
from game.app.story import column_order, score_steps, sides_of
from game.app.views import Story, StoryRow
from game.armadora.events import GameScored, TerritoryClosed, TerritoryScored, WarriorPlaced
from game.engine.contract import Outcome
from game.engine.match import Match
from game.engine.turn_order import event_rounds
from game.text import tr


def results_story(match: Match, outcome: Outcome, names: SeatNames) -> Story:
    players = len(match.seats)
    closed: dict[frozenset[int], int] = {}
    scored: list[TerritoryScored] = []
    final: GameScored | None = None
    placed = [0] * players
    last = 0
    for rnd, event in event_rounds(match.log.events):
        last = rnd
        if isinstance(event, TerritoryClosed):
            closed[frozenset(event.cells)] = rnd
        elif isinstance(event, TerritoryScored):
            scored.append(event)
        elif isinstance(event, GameScored):
            final = event
        elif isinstance(event, WarriorPlaced):
            placed[event.seat] += 1
    gains = sorted(
        (closed.get(frozenset(t.cells), last), side, gold)
        for t in scored
        for side, gold in t.awarded
    )
    held: dict[int, int] = {}
    changes = []
    for rnd, side, gold in gains:
        held[side] = held.get(side, 0) + gold
        changes.append((rnd, side, float(held[side])))
    gold = dict(final.gold) if final else {}
    piles = dict(final.piles) if final else {}
    seats = column_order(outcome, players)

    def side_of(seat: int) -> int:
        return outcome.side(seat)

    def row(key: str, value, total: bool = False) -> StoryRow:
        return StoryRow(tr(f"armadora_ui.story.{key}"), [str(value(s)) for s in seats], total)

    def territories(seat: int) -> int:
        return sum(1 for t in scored if side_of(seat) in t.winners and t.gold > 0)

    def strength(seat: int) -> int:
        return sum(t.seat_strength[seat] for t in scored if seat < len(t.seat_strength))

    rows = [
        row("gold", lambda s: gold.get(side_of(s), 0), total=True),
        row("territories", territories),
        row("largest", lambda s: max(piles.get(side_of(s), ()), default=0)),
        row("strength", strength),
        row("warriors", lambda s: placed[s]),
    ]
    tiebreaks = []
    if final is not None and final.tiebreak:
        top = gold.get(final.ranking[0][0], 0) if final.ranking else 0
        tiebreaks.append(tr("armadora.log.tiebreak", gold=top))
    return Story(
        score_key="armadora_ui.story.score",
        series=score_steps(changes, sides_of(outcome, players), last),
        seats=seats,
        rows=rows,
        tiebreaks=tiebreaks,
    )
