"""Gold Mine's part of the Results screen: who climbed out (or the round limit's ranking),
each miner's nuggets and where they came from, and team totals in an alliance."""

from __future__ import annotations

from game.app import widgets
from game.app.results_scene import Breakdown
from game.app.seat_names import SeatNames
from game.engine.contract import Outcome
from game.engine.match import Match
from game.text import tr


def results_detail(match: Match, outcome: Outcome, names: SeatNames) -> Breakdown:
    """From the outcome's detail: how the game ended, and a line per miner (per team too)."""
    detail = outcome.detail
    shown = match.observe_public()
    lines = []
    if detail.get("end") == "climb":
        climbers = " & ".join(names.seat(s) for s in detail.get("climbed", ()))
        lines.append(tr("goldmine_ui.results.climbed", players=climbers))
    else:
        lines.append(tr("goldmine_ui.results.limit", rounds=detail.get("rounds", shown.round)))
    held = detail.get("held", list(shown.held))
    chambers = detail.get("from_chambers", list(shown.from_chambers))
    challenges = detail.get("from_challenges", list(shown.from_challenges))
    for seat in range(shown.players):
        lines.append(
            tr(
                "goldmine_ui.results.player",
                player=names.seat(seat),
                count=held[seat],
                chambers=chambers[seat],
                challenges=challenges[seat],
            )
        )
    if shown.alliance:
        for team in range(shown.players // 2):
            a, b = 2 * team, 2 * team + 1
            lines.append(
                tr(
                    "goldmine_ui.results.team",
                    players=f"{names.seat(a)} & {names.seat(b)}",
                    count=held[a] + held[b],
                    goal=shown.goal,
                )
            )
    lines.append(tr("goldmine_ui.results.goal", goal=shown.goal))
    return Breakdown(summary_html="<br>".join(widgets.escape(line) for line in lines))
