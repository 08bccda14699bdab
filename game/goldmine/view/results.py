"""Gold Mine's part of the Results screen: who climbed out (or the round limit's ranking),
each miner's nuggets and where they came from, and team totals in an alliance."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.app import widgets
from game.app.seat_names import SeatNames
from game.app.views import Breakdown, BreakdownItem, ResultsPicture
from game.engine.contract import Outcome
from game.engine.match import Match
from game.goldmine.events import ChallengeResolved, NuggetsHanded
from game.goldmine.view.mine_view import Marks, MineView, mine_bounds
from game.text import tr

WINNER_GLOW = (255, 214, 80)
SELECTED_GLOW = (255, 255, 255)


@dataclass
class Account:
    """Where one miner's nuggets came from and went (they add up to what it holds)."""

    chambers: int = 0
    taken: int = 0
    """Won in gold challenges and kept (no empty chamber to hide them in)."""
    lost: int = 0
    """Lost in gold challenges."""
    received: int = 0
    given: int = 0
    """Handed to or from a partner (alliance)."""
    challenges: int = 0
    challenges_won: int = 0
    defences: int = 0
    defences_won: int = 0

    @property
    def total(self) -> int:
        return self.chambers + self.taken - self.lost + self.received - self.given


def accounts(match: Match) -> list[Account]:
    """Each miner's account, from the match's events (the rules keep only chambers and kept
    nuggets: a nugget lost in a challenge, or handed to a partner, is told by an event)."""
    shown = match.observe_public()
    pairs = zip(shown.from_chambers, shown.from_challenges, strict=True)
    found = [Account(chambers=chambers, taken=taken) for chambers, taken in pairs]
    for event in match.log.events:
        if isinstance(event, ChallengeResolved):
            attacker, defender = event.attacker, event.defender
            found[attacker].challenges += 1
            found[defender].defences += 1
            if event.winner == attacker:
                found[attacker].challenges_won += 1
            else:
                found[defender].defences_won += 1
            if event.challenge == "gold":
                found[event.loser].lost += 1
        elif isinstance(event, NuggetsHanded):
            found[event.giver].given += event.count
            found[event.taker].received += event.count
    return found


def end_words(end: str, climbed: Sequence[int], rounds: int, name_of: Callable[[int], str]) -> str:
    """How the game ended, plainly: who climbed out, or that the round limit stopped it."""
    if end == "climb":
        climbers = " & ".join(name_of(seat) for seat in climbed)
        return tr("goldmine_ui.results.climbed", players=climbers)
    return tr("goldmine_ui.results.limit", count=rounds)


def results_detail(match: Match, outcome: Outcome, names: SeatNames) -> Breakdown:
    """From the outcome's detail: how the game ended (plainly, when the round limit stopped
    it), team totals, and an item per miner: its nuggets and where they came from (adding
    up), its challenges and tokens, and what was left in the mine (its miner ringed on the
    final mine)."""
    detail = outcome.detail
    shown = match.observe_public()
    lines = []
    rounds = detail.get("rounds", shown.round)
    subtitle = end_words(detail.get("end", ""), detail.get("climbed", ()), rounds, names.seat)
    held = detail.get("held", list(shown.held))
    teams: dict[int, list[int]] = {}
    for seat in range(shown.players):
        teams.setdefault(outcome.side(seat), []).append(seat)
    if len(teams) < shown.players:  # the alliance's teams, as the rules paired them
        for members in (teams[side] for side in sorted(teams)):
            lines.append(
                tr(
                    "goldmine_ui.results.team",
                    players=" & ".join(names.seat(s) for s in members),
                    count=sum(held[s] for s in members),
                    goal=shown.goal,
                )
            )
    lines.append(tr("goldmine_ui.results.goal", count=shown.goal))
    lines.append(mine_line(shown))
    books = accounts(match)
    items = [
        BreakdownItem(
            label=tr("goldmine_ui.results.item", player=names.seat(seat), count=held[seat]),
            html="<br>".join(
                widgets.escape(line) for line in miner_lines(shown, seat, books[seat], names)
            ),
            highlight=seat,
        )
        for seat in ranked(outcome, shown.players)
    ]
    return Breakdown(
        summary_html="<br>".join(widgets.escape(line) for line in lines),
        items=items,
        items_title=tr("goldmine_ui.results.items_title"),
        subtitle=subtitle,
    )


def miner_lines(shown: Any, seat: int, book: Account, names: SeatNames) -> list[str]:
    """One miner's part: its nuggets as a sum, its challenges, its tokens left."""
    player = names.seat(seat)
    lines = [
        tr("goldmine_ui.results.holds", player=player, count=shown.held[seat]),
        tr("goldmine_ui.results.from_chambers", count=book.chambers),
        tr("goldmine_ui.results.taken", count=book.taken),
        tr("goldmine_ui.results.lost", count=book.lost),
    ]
    if shown.alliance:
        lines.append(tr("goldmine_ui.results.received", count=book.received))
        lines.append(tr("goldmine_ui.results.given", count=book.given))
    lines.append(
        tr("goldmine_ui.results.challenges", count=book.challenges, won=book.challenges_won)
    )
    lines.append(tr("goldmine_ui.results.defences", count=book.defences, won=book.defences_won))
    gold, bat = shown.tokens[seat]
    lines.append(tr("goldmine_ui.tokens", gold=gold, bat=bat))
    return lines


def mine_line(shown: Any) -> str:
    """What the mine still held: nuggets in chambers, tiles never dug."""
    return tr(
        "goldmine_ui.results.mine_left",
        count=len(shown.nuggets),
        tiles=len(shown.unplaced),
    )


def ranked(outcome: Outcome, players: int) -> list[int]:
    """The seats in the outcome's order (the winners first, so the first item shown is a
    winner's), then any seat the ranking leaves out."""
    order = [seat for group in outcome.ranking for seat in group]
    return order + [seat for seat in range(players) if seat not in order]


class GoldMinePicture(ResultsPicture):
    """The final mine, fitted into the picture's place, the winners' miners ringed in gold."""

    def __init__(self, app, observation: Any, breakdown: Breakdown) -> None:
        super().__init__(app, observation, breakdown)
        self.view = MineView(app.settings.colorblind)
        self.winners: tuple[int, ...] = ()

    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self.view.colorblind = self.app.settings.colorblind
        self.view.set_rect(self.rect, self.app.px(88))
        self.view.fit(self.observation.board)

    def paint(self, surface: pygame.Surface, item: BreakdownItem | None) -> None:
        glows = {seat: WINNER_GLOW for seat in self.winners}
        if item is not None:
            glows[item.highlight] = SELECTED_GLOW
        marks = Marks(glows=glows)
        clip = surface.get_clip()
        surface.set_clip(self.content_rect())
        self.view.draw(surface, self.observation, marks)
        surface.set_clip(clip)

    def content_rect(self) -> pygame.Rect:
        """The mine itself (with a little earth round it), not the whole place."""
        used = self.view.camera.rect_to_screen(mine_bounds(self.observation.board, 0.15))
        return used.clip(self.rect)


def results_picture(app, observation: Any, breakdown: Breakdown) -> GoldMinePicture:
    picture = GoldMinePicture(app, observation, breakdown)
    picture.winners = breakdown.winners
    if picture.winners is None:
        picture.winners = tuple(observation.climbed) or most_gold(observation)
    return picture


def most_gold(observation: Any) -> tuple[int, ...]:
    """The miners holding the most nuggets, counted per team in an alliance (the round
    limit's winners)."""
    held = list(observation.held)
    if observation.alliance:
        held = [held[s - s % 2] + held[s - s % 2 + 1] for s in range(len(held))]
    best = max(held, default=0)
    return tuple(seat for seat, count in enumerate(held) if count == best)
