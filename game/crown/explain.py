"""Why an action is not legal now, in words a player can act on: the rules' answer to
``Rules.explain`` (:meth:`game.crown.rules.CrownRules.explain` asks :func:`why_not` on a
world the seat's observation allows, once it knows the action is not legal).

Every answer is a locale key (``crown_ui.why.*``) with its arguments.  The reasons follow
the rules' own order: not a moment for this kind of choice, then what the rule that
forbids it says (the moving piece's steps and the movement rules, a battle's reach, the
market's prices and room, a card's effect, a card's targets).
"""

from __future__ import annotations

from typing import Any

from game.crown import actions as acts
from game.crown import battle
from game.crown.actions import Kind
from game.crown.board import FORTRESS, NEIGHBOURS, TERRITORIES, TUNNEL_SET, Square
from game.crown.cards import (
    ACTIONS,
    BLACK_PRICE,
    BLACKS,
    GENERALS,
    GOLD_CAP,
    MAX_GENERALS,
    MILITARY_PRICE,
)
from game.crown.flow import STAGES, Decision
from game.crown.flow.main import redeploy_price
from game.crown.flow.plays import action_playable, black_playable
from game.crown.pieces import (
    HERO_KEY,
    fighter,
    food_per_gold,
    generals_of,
    key_at,
    military_owned,
    piece_cards,
    piece_owner,
    piece_square,
    side_of_seat,
    target_fighter,
)
from game.crown.state import CrownState
from game.crown.turn import MAY_FIGHT, Phase, Stage
from game.engine.contract import Action

WHY = "crown_ui.why."
Reason = tuple[str, dict[str, Any]]
SQUARE_STAGES = {
    Kind.PLACE: (Stage.PLACE, Stage.KEEP_PLACE),
    Kind.ROCK: (Stage.ROCK,),
    Kind.CASTLE: (Stage.BUILD,),
    Kind.WALL: (Stage.BUILD,),
    Kind.CROWN: (Stage.CROWN,),
}
"""Choices made on a square whose one reason is their stage's (a free cell, a free tunnel,
a free site, one of the player's castles)."""
MAIN_REASONS = {Kind.BUILD: "build_none", Kind.ARMY: "army_none"}
MARKET_KINDS = (Kind.GENERAL, Kind.MILITARY, Kind.BLACK, Kind.TRADE)
"""The market's choices (a purchase or the trade)."""


def reason(name: str, **args: Any) -> Reason:
    return WHY + name, args


def why_not(state: CrownState, action: Action) -> Reason:
    """Why ``action`` (not among the legal actions of the seat to move) is not legal."""
    kind = action[0] if action else ""
    stage = state.stage
    if kind in SQUARE_STAGES and len(action) == 3:
        return reason(str(stage)) if stage in SQUARE_STAGES[kind] else reason("not_now")
    if kind in (Kind.MOVE, Kind.ATTACK) and len(action) == 3:
        if stage != Stage.ACT:
            return reason("not_now")
        square = acts.square_of(action)
        return _move(state, square) if kind == Kind.MOVE else _attack(state, square)
    if kind == Kind.ASSIGN and len(action) == 3:
        return _assign(state, acts.square_of(action))
    if kind in MARKET_KINDS:
        return _market(state, action)
    if kind in acts.CARD_PLAYS and len(action) == 2:
        return _card(state, acts.card_of(action), black=kind == Kind.DARK)
    if kind in (Kind.REDEPLOY, Kind.BUILD, Kind.ARMY) and stage == Stage.MAIN:
        return _main(state, kind)
    return _decision(state, kind)


def _decision(state: CrownState, kind: str) -> Reason:
    """A choice of the stage's own that is not among its answers now."""
    stage = state.stage
    if kind == Kind.TARGET and stage == Stage.TARGET:
        card = state.card
        return reason(f"target.{BLACKS[card.kind] if card.black else ACTIONS[card.kind]}")
    own = {
        Kind.KEEP: Stage.KEEP,
        Kind.ACT: Stage.ARMY,
        Kind.UPKEEP: Stage.UPKEEP,
        Kind.DISCARD: Stage.DISCARD,
    }
    if own.get(kind) == stage:
        return reason("card_not_held" if kind == Kind.DISCARD else kind)
    return reason("not_now")


# --- the moving piece ------------------------------------------------------------------------
def _move(state: CrownState, square: Square) -> Reason:
    """A move onto ``square``: a piece stands there, the piece has moved, a movement rule
    keeps it off, or the square is beyond its steps."""
    turn = state.turn
    there = key_at(state, square)
    if there is not None:
        owner = piece_owner(state, there)
        if owner == turn:
            return reason("own_piece")
        if owner in side_of_seat(state, turn):
            return reason("partner")
    if there is not None or square == state.dragon_at:
        return reason("out_of_reach_battle")
    if state.phase in (Phase.MOVED, Phase.DONE) or state.steps_left <= 0:
        return reason("moved")
    key = state.piece
    cards = piece_cards(state, key)
    if square in TUNNEL_SET:
        return reason("tunnel")
    if square in FORTRESS and (key[0] != HERO_KEY or not cards):
        return reason("fortress")
    home = TERRITORIES[state.territory[turn]]
    if not cards and square not in home:
        return reason("stay_home")
    start = piece_square(state, key)
    if not cards and start not in home and not any(n in home for n in NEIGHBOURS[start]):
        return reason("stranded")  # outside, with no square of its territory next to it
    return reason("out_of_reach", count=state.steps_left)


def _attack(state: CrownState, square: Square) -> Reason:
    if state.phase not in MAY_FIGHT:
        return reason("fought")
    defender = target_fighter(state, square)
    if defender is None:
        return reason("nothing_there")
    attacker = fighter(state, state.piece, attacking=True)
    found = battle.illegal_reason(attacker, defender, side_of_seat(state, state.turn))
    if found == "attacker":
        return reason("general_dragon" if attacker.cards else "no_cards")
    if found == "own":
        return reason("own_target")
    return reason("out_of_reach_battle")


# --- placing a military card -----------------------------------------------------------------
def _assign(state: CrownState, square: Square) -> Reason:
    if state.stage not in (Stage.ASSIGN, Stage.REDEPLOY):
        return reason("not_now")
    there = key_at(state, square)
    if there is None or piece_owner(state, there) != state.turn:
        return reason("not_a_piece")
    return reason(str(state.stage))


# --- the market and the main action ----------------------------------------------------------
def _market(state: CrownState, action: Action) -> Reason:
    if state.stage != Stage.MARKET:
        return reason("buy_moment")
    seat, kind = state.turn, action[0]
    gold = state.gold[seat]
    if kind == Kind.TRADE:
        if gold >= GOLD_CAP:
            return reason("trade_cap", most=GOLD_CAP)
        return reason("trade_food", food=food_per_gold(state, seat))
    if kind == Kind.BLACK:
        if state.black[seat] >= 0:
            return reason("black_held")
        if gold < BLACK_PRICE:
            return reason("buy_gold", price=BLACK_PRICE, gold=gold)
        return reason("black_none")
    card = acts.card_of(action) if len(action) == 2 else -1
    offer = state.market_generals if kind == Kind.GENERAL else state.market_military
    if card < 0 or card not in offer:
        return reason("not_offered")
    price = GENERALS[card].price if kind == Kind.GENERAL else MILITARY_PRICE[card]
    if gold < price:
        return reason("buy_gold", price=price, gold=gold)
    if kind == Kind.MILITARY:
        return reason("buy_room")
    if len(generals_of(state, seat)) >= MAX_GENERALS:
        return reason("buy_generals", most=MAX_GENERALS)
    return reason("buy_home")


def _main(state: CrownState, kind: str) -> Reason:
    if kind != Kind.REDEPLOY:
        return reason(MAIN_REASONS[kind])
    owned = military_owned(state, state.turn)
    if not owned:
        return reason("redeploy_cards")
    return reason("redeploy_food", food=redeploy_price(len(owned)))


# --- cards -----------------------------------------------------------------------------------
def _card(state: CrownState, kind: int, black: bool) -> Reason:
    """A card from the hand: not a moment for cards (before the roll, or while a choice is
    open), not held, one of its deck played already this turn, or it would do nothing."""
    handler = STAGES.get(state.stage)
    if not (type(handler) is Decision and handler.cards):
        return reason("card_moment")
    seat = state.turn
    held = state.black[seat] == kind if black else kind in state.hands[seat]
    if not held:
        return reason("card_not_held")
    if state.played_black if black else state.played_action:
        return reason(f"card_played_{'black' if black else 'action'}")
    playable = black_playable if black else action_playable
    if not playable(state, kind):
        return reason(f"card_effect.{BLACKS[kind] if black else ACTIONS[kind]}")
    return reason("card_moment")


__all__ = ["Reason", "why_not"]
