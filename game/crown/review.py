"""Crown & Dragon in a game's review: its analysis budget, its rounds and its moves in words.

Moves are put into words as the play screen's hint says them (``crown_ui.action.*``).  A
few need the board's public part (the food a trade costs, a piece's cards at upkeep): they
read it from a state sampled from the observation, as the screen does, so nothing hidden
is read."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.crown import words
from game.crown.cards import MILITARY_UPKEEP
from game.crown.pieces import food_per_gold, piece_cards
from game.engine.contract import Action, Observation, Rules, State
from game.engine.review.hooks import Budget, GameReview
from game.text import tr

WHERE_KINDS = ("move", "attack", "rock", "place", "assign", "castle", "wall", "crown")
"""Actions named by their square alone."""


class CrownReview(GameReview):
    # About 500 decisions in a two-player game of 30 rounds, most with a handful of moves;
    # measured with benchmarks/review_time.py (docs/review.md, "Budgets").
    budget = Budget(chance=64, search=192, compare=96)

    def round_of(self, public: Observation) -> int | None:
        return public.round

    def describe(
        self, rules: Rules, observation: Observation, action: Action, name_of: Callable[[int], str]
    ) -> str:
        kind = action[0]
        if kind in WHERE_KINDS:
            return tr(f"crown_ui.action.{kind}", where=words.square_name((action[1], action[2])))
        if kind == "act":
            return tr("crown_ui.action.act", general=words.general_name(action[1]))
        if kind in ("keep", "general"):
            return tr(f"crown_ui.action.{kind}", general=words.general_title(action[1]))
        if kind == "military":
            return tr("crown_ui.action.military", card=words.military_name(action[1]))
        if kind in ("play", "dark"):
            name = words.action_name if kind == "play" else words.black_name
            return tr("crown_ui.action.play", card=name(action[1]))
        if kind == "discard":
            if len(action) == 2:
                return tr("crown_ui.action.discard_card", card=words.action_name(action[1]))
            return tr("crown_ui.action.discard_recruit")
        if kind == "upkeep":
            return _upkeep(rules, observation, action[1])
        if kind == "trade":
            state = rules.sample_state(observation, random.Random(0))
            return tr("crown_ui.action.trade", food=food_per_gold(state, observation.turn))
        if kind == "target":
            return _target(action, name_of)
        if kind == "end":
            key = "end_turn" if observation.stage == "cards" else "end_piece"
            return tr(f"crown_ui.action.{key}")
        return tr(f"crown_ui.action.{kind}")

    def secrets(self, rules: Rules, state: State, name_of: Callable[[int], str]) -> list[str]:
        """Each seat's hand: its action cards and its black card."""
        lines = []
        for seat, hand in enumerate(state.hands):
            cards = [words.action_name(kind) for kind in hand]
            black = state.black[seat] if seat < len(state.black) else -1
            if black >= 0:
                cards.append(words.black_name(black))
            shown = ", ".join(cards) if cards else tr("review_ui.no_cards")
            lines.append(tr("review_ui.hand", player=name_of(seat), cards=shown))
        return lines


def _upkeep(rules: Rules, observation: Observation, mask: int) -> str:
    """Paying for some of a piece's cards after a battle: what it costs, what goes."""
    state = rules.sample_state(observation, random.Random(0))
    cards = piece_cards(state, observation.upkeep_piece)
    kept = [c for i, c in enumerate(cards) if mask >> i & 1]
    lost = [c for i, c in enumerate(cards) if not mask >> i & 1]
    cost = sum(MILITARY_UPKEEP[c] for c in kept)
    if not lost:
        return tr("crown_ui.action.upkeep_all", gold=cost)
    names = ", ".join(words.military_name(c) for c in lost)
    return tr("crown_ui.action.upkeep_some", gold=cost, cards=names)


def _target(action: Action, name_of: Callable[[int], str]) -> str:
    """A played card's target: the rock off the board, a seat, a dragon's flight, a march
    or a square."""
    if len(action) == 1:
        return tr("crown_ui.action.rock_off")
    if len(action) == 2 and isinstance(action[1], int):
        return tr("crown_ui.action.plunder", target=name_of(action[1]))
    if isinstance(action[1], str):
        distance = action[2] if len(action) == 3 else 1
        direction = words.direction_name(action[1])
        return tr("crown_ui.action.dragon_to", direction=direction, squares=distance)
    if len(action) == 4:
        where = words.square_name((action[2], action[3]))
        return tr("crown_ui.action.march", general=words.general_name(action[1]), where=where)
    return tr("crown_ui.action.target", where=words.square_name((action[1], action[2])))


REVIEW = CrownReview()
