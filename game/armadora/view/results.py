"""Armadora's part of the Results screen: every territory explained on the revealed board,
the gold and piles of each side, the tie-breaks (the shared screen adds the headline and
the buttons: :mod:`game.app.results_scene`).

Everything comes from the finished match's public observation, which shows every value.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app import fonts, theme, widgets
from game.app.results_story import tiebreaks_stand
from game.app.seat_names import SeatNames
from game.app.views import Breakdown, BreakdownItem, ResultsPicture
from game.armadora import board
from game.armadora.scoring import REASON_KEYS, ScoreResult, TerritoryResult, Warrior, score
from game.armadora.state import ArmadoraObservation
from game.armadora.view.board_view import BoardView, Overlay
from game.engine.contract import Outcome
from game.engine.match import Match
from game.text import tr


def score_observation(obs: ArmadoraObservation) -> ScoreResult:
    """The scoring of the board as the observation shows it (at the end: all of it)."""
    gold = obs.gold or (0,) * len(board.MINE_CELLS)
    warriors = [
        Warrior(c, obs.owners[c], obs.values[c], obs.arrows[c], bool(obs.reinforced >> c & 1))
        for c in board.iter_bits(obs.occupied)
    ]
    return score(
        obs.regions,
        dict(zip(board.MINE_CELLS, gold, strict=True)),
        warriors,
        obs.players,
        obs.teams,
    )


def _size(territory: TerritoryResult) -> int:
    return territory.mask.bit_count()


def _first_cell(territory: TerritoryResult) -> int:
    return (territory.mask & -territory.mask).bit_length() - 1


def won(territory: TerritoryResult) -> bool:
    """Somebody takes gold here (a territory without gold is won by nobody)."""
    return bool(territory.winners) and territory.gold > 0


def row_text(index: int, territory: TerritoryResult, names: SeatNames) -> str:
    if territory.gold <= 0:
        return tr("armadora_ui.result_row_empty", n=index + 1, size=_size(territory))
    winners = ", ".join(names.side(s) for s in territory.winners) if won(territory) else ""
    return tr(
        "armadora_ui.result_row",
        n=index + 1,
        size=_size(territory),
        gold=territory.gold,
        winner=winners or tr("armadora_ui.result_nobody"),
    )


def territory_html(territory: TerritoryResult, names: SeatNames) -> str:
    """How one territory was decided, line by line."""
    head = tr(
        "armadora.log.territory",
        square=board.square_name(_first_cell(territory)),
        size=_size(territory),
        gold=territory.gold,
    )
    lines = [f"<b>{widgets.escape(head)}</b>"]
    strengths = sorted(territory.strength.items(), key=lambda kv: -kv[1])
    shown = [f"{names.side(side)} {value}" for side, value in strengths if value > 0]
    if shown:
        lines.append(tr("armadora_ui.result_strengths", list=", ".join(shown)))
    if territory.gold <= 0:
        lines.append(tr("armadora_ui.result_no_gold"))
    elif territory.reason == "none":
        lines.append(tr("armadora.log.territory_none", gold=territory.gold))
    else:
        for side in territory.winners:
            lines.append(
                tr(
                    REASON_KEYS[territory.reason],
                    side=names.side(side),
                    strength=territory.strength.get(side, 0),
                    gold=territory.awarded.get(side, territory.gold),
                )
            )
        if territory.discarded:
            lines.append(tr("armadora.log.territory_discard", gold=territory.discarded))
    return "<br>".join([lines[0], *(widgets.escape(line) for line in lines[1:])])


def summary_html(result: ScoreResult, names: SeatNames, tiebreaks: bool = True) -> str:
    """Each side's gold and piles, best first, and the tie-breaks applied (not with
    ``tiebreaks`` False: a resignation took the board's first place away, so they would
    explain a place nobody holds)."""
    lines = []
    for group in result.ranking:
        for side in group:
            piles = result.piles[side]
            if piles:
                line = tr(
                    "armadora.log.final_gold",
                    side=names.side(side),
                    gold=result.gold[side],
                    piles=", ".join(str(p) for p in piles),
                )
            else:
                line = tr("armadora_ui.result_no_piles", side=names.side(side))
            lines.append(widgets.escape(line))
    if result.tiebreak and tiebreaks:
        top = result.gold[result.ranking[0][0]]
        lines.append(widgets.escape(tr("armadora.log.tiebreak", gold=top)))
    if len(result.ranking[0]) > 1 and tiebreaks:
        count = len(result.ranking[0])
        lines.append(widgets.escape(tr("armadora.log.shared_victory", count=count)))
    return "<br>".join(lines)


def results_detail(match: Match, outcome: Outcome, names: SeatNames) -> Breakdown:
    """The territories (selectable, highlighted on the board) and the final gold."""
    result = score_observation(match.observe_public())
    items = [
        BreakdownItem(row_text(i, t, names), territory_html(t, names), highlight=t)
        for i, t in enumerate(result.territories)
    ]
    return Breakdown(
        summary_html=summary_html(result, names, tiebreaks_stand(match, outcome)),
        items=items,
        items_title=tr("armadora_ui.result_territories"),
    )


class ArmadoraPicture(ResultsPicture):
    """The revealed board, the selected territory outlined, each won territory's gold."""

    def __init__(self, app, observation: ArmadoraObservation, breakdown: Breakdown) -> None:
        super().__init__(app, observation, breakdown)
        self.view = BoardView(pygame.Rect(0, 0, 100, 100), app.settings.colorblind)

    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self.view.colorblind = self.app.settings.colorblind
        self.view.set_rect(rect)

    def paint(self, surface: pygame.Surface, item: BreakdownItem | None) -> None:
        obs = self.observation

        def shown(cell: int) -> tuple[int | None, bool]:
            return obs.values[cell] or None, False

        mask = item.highlight.mask if item is not None else 0
        self.view.draw(surface, obs, shown, Overlay(selected_region=mask))
        for entry in self.breakdown.items:
            if won(entry.highlight):
                self._gold_badge(surface, entry.highlight)

    def _gold_badge(self, surface: pygame.Surface, territory: TerritoryResult) -> pygame.Rect:
        """The gold a territory gave, in its first square, so the board explains itself:
        at the square's bottom-left, the one corner no piece marks (a warrior's face-up
        sign and the full territory's flag are at the top-left, a mine's gold and the
        reinforcement at the right)."""
        px = self.app.px
        rect = self.view.cell_rect(_first_cell(territory))
        label = fonts.render(str(territory.gold), px(14), (40, 30, 10), bold=True)
        pad = px(4)
        box = pygame.Rect(0, 0, label.get_width() + 2 * pad, label.get_height())
        box.bottomleft = (rect.x + pad, rect.bottom - pad)
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=px(6))
        surface.blit(label, (box.x + pad, box.y))
        return box

    def content_rect(self) -> pygame.Rect:
        """The board with its margin (the frame and the coordinates)."""
        margin = self.view.cell * 0.55 + 1
        rect = self.view.board_rect.inflate(int(margin), int(margin))
        return rect.clip(self.rect)

    def item_at(self, pos: tuple[int, int]) -> int | None:
        cell = self.view.cell_at(pos)
        if cell is None:
            return None
        for index, entry in enumerate(self.breakdown.items):
            if entry.highlight.mask >> cell & 1:
                return index
        return None


def results_picture(app, observation: Any, breakdown: Breakdown) -> ArmadoraPicture:
    return ArmadoraPicture(app, observation, breakdown)
