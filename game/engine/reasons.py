"""Why one move beats another, in the game's own terms.

A hint, the coach and the review's turning points all compare two decisions of one seat:
the move advised and its runner-up, or the move played and the one the AI preferred.
:func:`compare` plays both on the same worlds drawn from the seat's observation (so it
never reads a secret), lets chance fall as it may (the same draws for both), and measures
the game's *features* after each: the quantities its AI weighs (gold a side can expect,
turns to climb out, victory points, castles…), declared once per game as
:attr:`GameKnowledge.features <game.engine.ai.knowledge.GameKnowledge.features>`.  The
features that differ most, each measured in its own unit, are the reasons; the game words
them (``<game>_reasons.<feature>_more`` / ``_less``, with ``count`` the difference).

Deterministic for a seed, pure and cheap (four applies and a few measures), so a hint or a
review line can afford it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.coach import assess
from game.engine.contract import CHANCE, Action, Rules, State
from game.text import tr

SEED = 0x5EA5
"""The comparison's fixed seed: the same position always gets the same reasons."""
WORLDS = 3
"""Worlds drawn from the observation (hidden values differ in each)."""
CHANCE_STEPS = 8
"""Chance steps in a row played out after a move (a roll, a draw) before measuring."""
MOST = 2
"""Reasons said at most."""
SIGNIFICANT = 0.5
"""A difference smaller than this many units is not worth a sentence."""


@dataclass(frozen=True)
class Feature:
    """A quantity of a position, as one seat's side sees it.

    ``measure(state, seat)`` answers it on a full (sampled) state; ``unit`` is the size of a
    difference worth one sentence ("1" gold, "1" turn); ``name`` is the stem of its words;
    ``better`` is +1 when more is better for the seat (gold), -1 when less is (turns to
    climb out, a rival's points).
    """

    name: str
    unit: float
    measure: Callable[[Any, int], float]
    better: int = 1


@dataclass(frozen=True)
class Reason:
    """One feature in which the chosen move differs from the other one."""

    feature: str
    difference: float
    """The chosen move's measure minus the other's, in the feature's own terms."""
    weight: float
    """The difference in units (how much it matters)."""
    favourable: bool
    """Whether the difference is good for the seat (what the chosen move gains) rather than
    what it costs."""

    @property
    def amount(self) -> int:
        """The difference to say: whole and never 0."""
        return max(1, round(abs(self.difference)))

    def key(self, game_id: str) -> str:
        side = "more" if self.difference > 0 else "less"
        return f"{game_id}_reasons.{self.feature}_{side}"


def _after(rules: Rules, world: State, action: Action, rng: random.Random) -> State:
    state = rules.clone(world)
    rules.apply(state, action)
    for _ in range(CHANCE_STEPS):
        if rules.to_move(state) != CHANCE:
            break
        rules.apply_chance(state, rules.sample_chance(state, rng))
    return state


def measures(
    rules: Rules,
    features: Sequence[Feature],
    observation: Any,
    seat: int,
    action: Action,
    seed: int = SEED,
) -> dict[str, float]:
    """Each feature's mean over :data:`WORLDS` worlds after ``action``."""
    draw = random.Random(seed)
    totals = dict.fromkeys((f.name for f in features), 0.0)
    for index in range(WORLDS):
        world = rules.sample_state(observation, draw)
        after = _after(rules, world, action, random.Random(seed * 31 + index))
        for feature in features:
            totals[feature.name] += feature.measure(after, seat)
    return {name: total / WORLDS for name, total in totals.items()}


def compare(
    rules: Rules,
    features: Sequence[Feature],
    observation: Any,
    seat: int,
    chosen: Action,
    other: Action,
    seed: int = SEED,
) -> list[Reason]:
    """What ``chosen`` does that ``other`` does not: what it gains first, then what it
    costs, each most important first (at most :data:`MOST`; none when they differ in no
    feature by a sentence's worth, or only in what ``chosen`` costs)."""
    if not features or chosen == other:
        return []
    mine = measures(rules, features, observation, seat, chosen, seed)
    theirs = measures(rules, features, observation, seat, other, seed)
    found = []
    for feature in features:
        difference = mine[feature.name] - theirs[feature.name]
        weight = abs(difference) / feature.unit
        if weight >= SIGNIFICANT:
            good = difference * feature.better > 0
            found.append(Reason(feature.name, difference, weight, good))
    found.sort(key=lambda reason: (not reason.favourable, -reason.weight))
    if not found or not found[0].favourable:
        return []  # only costs: nothing here says why it is the better move
    return found[:MOST]


def runner_up(
    rules: Rules, observation: Any, legal: Sequence[Action], seat: int, best: Action
) -> Action | None:
    """The decision the coach's judgement values most after ``best`` (None: no other)."""
    others = [action for action in legal if action != best]
    if not others:
        return None
    return assess(rules, observation, others, seat).best


def worded(game_id: str, reasons: Sequence[Reason]) -> str:
    """The reasons in words, joined ("" for none)."""
    return tr("reasons.join").join(
        tr(reason.key(game_id), count=reason.amount) for reason in reasons
    )


def versus(game_id: str, reasons: Sequence[Reason], other: str) -> str:
    """ "it …; it … (rather than <other>)", or "" when nothing differs."""
    if not reasons:
        return ""
    return tr("reasons.versus", reasons=worded(game_id, reasons), other=other)
