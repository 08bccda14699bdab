"""Crown & Dragon's turn as a table of stages.

``state.stage`` names what the game waits for; :data:`STAGES` gives each stage its handler
(:mod:`game.crown.flow.base`): a :class:`~game.crown.flow.base.Decision` (the legal actions,
and applying the one chosen) or a :class:`~game.crown.flow.base.Chance` (the outcomes of a
die or a draw, and applying the one drawn).  :class:`~game.crown.rules.CrownRules` only
looks a stage up here.  The modules follow the rulebook:

- :mod:`~.setup`: the deal, each player keeps a general and places it;
- :mod:`~.start`: income, the roll (the rock, the dragon), where the rock enters;
- :mod:`~.act`: the hero step, and each general of an army action (move, fight once);
- :mod:`~.main`: the main action, and the army's next general;
- :mod:`~.market`, :mod:`~.assign`, :mod:`~.build`: the other main actions;
- :mod:`~.plays`, :mod:`~.target`: playing a card, and its target;
- :mod:`~.followups`: what a battle, a card or a purchase leaves to settle (the crown,
  upkeep, the market refill) before the turn goes on;
- :mod:`~.end`: the last cards, the draw, the discard, the next turn, the goal.
"""

from __future__ import annotations

from game.crown.flow import act, assign, build, end, followups, main, market, setup, start, target
from game.crown.flow.base import STAGES, Chance, Decision
from game.crown.turn import Stage

STAGES.update(
    {
        Stage.DEAL: setup.DEAL,
        Stage.KEEP: setup.KEEP,
        Stage.KEEP_PLACE: setup.KEEP_PLACE,
        Stage.ROLL: start.ROLL,
        Stage.ROCK: start.ROCK,
        Stage.ACT: act.ACT,
        Stage.MAIN: main.MAIN,
        Stage.ARMY: main.ARMY,
        Stage.MARKET: market.MARKET,
        Stage.PLACE: market.PLACE,
        Stage.REFILL: market.REFILL,
        Stage.DRAW_BLACK: market.DRAW_BLACK,
        Stage.ASSIGN: assign.ASSIGN,
        Stage.RECRUIT: assign.RECRUIT,
        Stage.REDEPLOY: assign.REDEPLOY,
        Stage.BUILD: build.BUILD,
        Stage.TARGET: target.TARGET,
        Stage.UPKEEP: followups.UPKEEP,
        Stage.CROWN: followups.CROWN,
        Stage.CARDS: end.CARDS,
        Stage.DRAW_ACTION: end.DRAW_ACTION,
        Stage.DISCARD: end.DISCARD,
    }
)
CHANCE_STAGES = frozenset(stage for stage, handler in STAGES.items() if type(handler) is Chance)
CARD_STAGES = frozenset(
    stage for stage, handler in STAGES.items() if type(handler) is Decision and handler.cards
)
"""Where the active player may play a card (any time after the roll, between decisions)."""

__all__ = ["CARD_STAGES", "CHANCE_STAGES", "STAGES", "Chance", "Decision"]
