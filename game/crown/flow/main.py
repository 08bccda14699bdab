"""The one main action of a turn (``main``), after the hero step: the market, a redeploy
(all military cards taken up and assigned again, for food), building, or the army (each
general acts once, in the order the player picks: ``army``).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.crown import actions as acts
from game.crown.actions import Kind
from game.crown.cards import REDEPLOY_FOOD, REDEPLOY_FOOD_LARGE, REDEPLOY_LARGE_ARMY
from game.crown.events import MainChosen, Redeployed, tell
from game.crown.flow.act import activate
from game.crown.flow.base import Decision, after_main, any_of, settle
from game.crown.flow.build import build_offers
from game.crown.flow.plays import card_offers
from game.crown.pieces import (
    GENERAL_KEY,
    Log,
    earn,
    generals_of,
    holders,
    military_owned,
    set_cards,
)
from game.crown.state import CrownState
from game.crown.turn import Main, Stage
from game.engine.contract import Action


def redeploy_price(cards: int) -> int:
    return REDEPLOY_FOOD_LARGE if cards >= REDEPLOY_LARGE_ARMY else REDEPLOY_FOOD


def _actions(state: CrownState) -> list[Action]:
    seat = state.turn
    actions: list[Action] = [acts.market()]
    owned = military_owned(state, seat)
    if owned and state.food[seat] >= redeploy_price(len(owned)):
        actions.append(acts.redeploy())
    if any_of(build_offers(state)):
        actions.append(acts.build())
    if generals_of(state, seat):
        actions.append(acts.army())
    return actions


def _choose(state: CrownState, action: Action, log: Log) -> None:
    kind = action[0]
    seat = state.turn
    state.main = Main(kind)
    tell(log, MainChosen, seat, kind)
    if state.main == Main.REDEPLOY:
        owned = military_owned(state, seat)
        price = redeploy_price(len(owned))
        earn(state, seat, log, "redeploy", food=-price)
        for key in holders(state, seat):
            set_cards(state, key, ())
        state.pool = sorted(owned)
        tell(log, Redeployed, seat, tuple(state.pool), price)
        state.stage = Stage.REDEPLOY
        return
    state.stage = Stage(kind)
    settle(state, log)


MAIN = Decision(_actions, _choose, cards=True)


# --- the army ------------------------------------------------------------------------------------
def _army_offers(state: CrownState) -> Iterator[Action]:
    return (acts.act(g) for g in generals_of(state, state.turn) if g not in state.acted)


def _army_actions(state: CrownState) -> list[Action]:
    return [*_army_offers(state), acts.done()]


def _army_open(state: CrownState) -> bool:
    return any_of(_army_offers(state)) or any_of(card_offers(state))


def _army(state: CrownState, action: Action, log: Log) -> None:
    if action[0] == Kind.DONE:
        after_main(state, log)
    else:
        activate(state, (GENERAL_KEY, acts.card_of(action)), log)


ARMY = Decision(_army_actions, _army, cards=True, open=_army_open, skip=after_main)
