"""Armadora end-of-game scoring: the one implementation used by the rules and ``score``.

A *side* is a seat, or in team play the lowest seat of the team (0 for seats 0+2, 1 for seats
1+3).  Output JSON keys follow the spec's "Position files" section exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.armadora import board
from game.armadora.state import side_for

REASON_KEYS = {
    "majority": "armadora.log.territory_majority",
    "reinforcement": "armadora.log.territory_reinforcement",
    "split": "armadora.log.territory_share",
}
"""The log line that names each winner of a territory, by how it was decided (the
rules' log and the Results screen tell it alike)."""


class Warrior(NamedTuple):
    """A warrior as scoring sees it (values revealed)."""

    cell: int
    owner: int
    value: int
    arrows: int = 0
    reinforced: bool = False

    @property
    def strength(self) -> int:
        """``max(0, value - arrows)`` plus 1 with a reinforcement."""
        return max(0, self.value - self.arrows) + (1 if self.reinforced else 0)


@dataclass
class TerritoryResult:
    """How one territory was decided.

    ``reason`` is ``none`` (no strength anywhere), ``majority`` (one strongest side),
    ``reinforcement`` (a tie broken by a reinforcement) or ``split`` (gold shared evenly,
    ``discarded`` is the remainder).
    """

    mask: int
    gold: int
    strength: dict[int, int]
    winners: list[int]
    awarded: dict[int, int]
    reason: str
    discarded: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "cells": board.cells_xy(self.mask),
            "gold": self.gold,
            "strength": {str(s): v for s, v in self.strength.items()},
            "winners": list(self.winners),
            "awarded": {str(s): v for s, v in self.awarded.items()},
        }


@dataclass
class ScoreResult:
    """The whole scoring of a position."""

    sides: list[int]
    territories: list[TerritoryResult]
    gold: dict[int, int]
    piles: dict[int, list[int]]
    ranking: list[list[int]]
    tiebreak: bool = False
    """True when the first place needed the pile comparison (equal gold on top)."""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Exactly the keys of the spec's score output."""
        return {
            "territories": [t.to_json() for t in self.territories],
            "gold": {str(s): self.gold[s] for s in self.sides},
            "piles": {str(s): list(self.piles[s]) for s in self.sides},
            "ranking": [list(group) for group in self.ranking],
        }


def sides_of(players: int, teams: bool) -> list[int]:
    """The sides of a game, ascending."""
    return sorted({side_for(seat, teams) for seat in range(players)})


def score_territory(
    mask: int,
    gold: int,
    warriors: Iterable[Warrior],
    sides: Sequence[int],
    teams: bool,
) -> TerritoryResult:
    """Decide one territory (``warriors`` may include warriors outside ``mask``)."""
    strength = dict.fromkeys(sides, 0)
    reinforced_sides: set[int] = set()
    for warrior in warriors:
        if not mask >> warrior.cell & 1:
            continue
        side = side_for(warrior.owner, teams)
        strength[side] += warrior.strength
        if warrior.reinforced:
            reinforced_sides.add(side)
    best = max(strength.values(), default=0)
    if best <= 0:
        return TerritoryResult(mask, gold, strength, [], {}, "none", 0)
    tied = [s for s in sides if strength[s] == best]
    if len(tied) == 1:
        return TerritoryResult(mask, gold, strength, tied, {tied[0]: gold}, "majority", 0)
    backed = [s for s in tied if s in reinforced_sides]
    if len(backed) == 1:
        return TerritoryResult(mask, gold, strength, backed, {backed[0]: gold}, "reinforcement", 0)
    # A real game allows one reinforcement per territory; a hand-made position with several
    # reinforced tied sides splits among those sides only.
    sharing = backed or tied
    share = gold // len(sharing)
    awarded = dict.fromkeys(sharing, share)
    discarded = gold - share * len(sharing)
    return TerritoryResult(mask, gold, strength, sharing, awarded, "split", discarded)


def rank(
    sides: Sequence[int], gold: Mapping[int, int], piles: Mapping[int, list[int]]
) -> list[list[int]]:
    """Groups of sides from first place down.

    More gold ranks higher.  Equal gold: the piles, sorted from largest to smallest, are
    compared position by position; at the first difference the smaller pile (or no pile) is
    eliminated, which is exactly a lexicographic comparison of the sorted pile lists (piles
    are positive, so a missing pile loses).  Sides still equal share a group.
    """

    def key(side: int) -> tuple[int, tuple[int, ...]]:
        return gold[side], tuple(sorted(piles[side], reverse=True))

    ordered = sorted(sides, key=lambda s: (key(s), -s), reverse=True)
    groups: list[list[int]] = []
    last: tuple[int, tuple[int, ...]] | None = None
    for side in ordered:
        k = key(side)
        if groups and k == last:
            groups[-1].append(side)
        else:
            groups.append([side])
        last = k
    return [sorted(group) for group in groups]


def score(
    regions: Sequence[int],
    gold_at: Mapping[int, int],
    warriors: Sequence[Warrior],
    players: int,
    teams: bool,
) -> ScoreResult:
    """Score a final position.

    ``regions`` are cell masks covering the board (any order), ``gold_at`` maps mine cells to
    their gold.
    """
    sides = sides_of(players, teams)
    territories = []
    gold = dict.fromkeys(sides, 0)
    piles: dict[int, list[int]] = {s: [] for s in sides}
    ordered = sorted(regions, key=lambda m: m & -m)
    inside: dict[int, list[Warrior]] = {mask: [] for mask in ordered}
    for warrior in warriors:  # each territory is given its own warriors only
        bit = 1 << warrior.cell
        for mask in ordered:
            if mask & bit:
                inside[mask].append(warrior)
                break
    for mask in ordered:
        amount = sum(g for cell, g in gold_at.items() if mask >> cell & 1)
        result = score_territory(mask, amount, inside[mask], sides, teams)
        territories.append(result)
        for side, share in result.awarded.items():
            if share > 0:
                gold[side] += share
                piles[side].append(share)
    for side in sides:
        piles[side].sort(reverse=True)
    ranking = rank(sides, gold, piles)
    top = ranking[0][0]
    tiebreak = sum(1 for s in sides if gold[s] == gold[top]) > len(ranking[0])
    return ScoreResult(sides, territories, gold, piles, ranking, tiebreak)
