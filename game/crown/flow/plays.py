"""Playing a card: any time after the roll, between decisions, in the stages that allow it
(the table's ``cards``), one action card and one black card a turn, and only a card that
would do something now.  A card without a target acts at once; one with a target asks for
it first (:mod:`game.crown.flow.target`); Recruiters draws a military card to assign.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.crown import actions as acts
from game.crown.cards import (
    BATTLE_CRY,
    BATTLE_CRY_ATK,
    DRAGON_LORE,
    DRAGONS,
    DRAGONS_CALL,
    FOOD_CAP,
    FORCED_MARCH,
    GOLD_CAP,
    HARVEST,
    HARVEST_FOOD,
    HEROS_OATH,
    HEROS_OATH_BONUS,
    MASONS,
    MAX_WALLS,
    PLUNDER,
    RECRUITERS,
    ROCKFALL,
    ROYAL_DECREE,
    ROYAL_DECREE_VP,
    SHADOW_PATH,
    SHIELD_WALL,
    SIEGE_RAM,
    SUPPLY_WAGON,
    TRIBUTE,
    TRIBUTE_GOLD,
    TUNNEL_SCOUTS,
)
from game.crown.combat import dragon_die
from game.crown.decks import any_military
from game.crown.events import CardPlayed, DragonAlert, EffectStarted, tell
from game.crown.flow.base import any_of
from game.crown.flow.followups import proceed
from game.crown.flow.target import any_march, enemy_walls, shadow_squares
from game.crown.pieces import (
    GENERAL_KEY,
    HERO_KEY,
    Log,
    crown_holder,
    earn,
    free_tunnels,
    free_wall_sites,
    generals_of,
    opponents,
    piece_cards,
    score,
    walls_of,
)
from game.crown.state import CrownState
from game.crown.turn import MAY_FIGHT, PlayedCard, Stage
from game.engine.contract import Action


def card_offers(state: CrownState) -> Iterator[Action]:
    """The cards the active player may play now (lazily: the flow often only asks whether
    there is any)."""
    seat = state.turn
    if not state.played_action:
        for kind in sorted(set(state.hands[seat])):
            if action_playable(state, kind):
                yield acts.play(kind)
    kind = state.black[seat]
    if not state.played_black and kind >= 0 and black_playable(state, kind):
        yield acts.dark(kind)


def action_playable(state: CrownState, kind: int) -> bool:
    """Whether the action card would do anything now (a card without effect is kept)."""
    seat = state.turn
    if kind == HARVEST:
        return state.food[seat] < FOOD_CAP
    if kind == TRIBUTE:
        return state.gold[seat] < GOLD_CAP
    if kind == FORCED_MARCH:
        return any_march(state)
    if kind == SHIELD_WALL:
        return True
    if kind == BATTLE_CRY:
        return not state.battle_cry and battle_ahead(state)
    if kind == MASONS:
        return walls_of(state, seat) < MAX_WALLS and bool(free_wall_sites(state, seat))
    if kind == TUNNEL_SCOUTS:
        return state.rock is not None
    if kind == RECRUITERS:
        return any_military(state)
    if kind == SUPPLY_WAGON:
        return not state.supply_wagon
    if kind == DRAGON_LORE:
        return state.dragon < len(DRAGONS) and (state.dragon_at is not None or state.alert > 1)
    return False


def battle_ahead(state: CrownState) -> bool:
    """Whether a piece of the active player may still start a battle this turn: the moving
    piece has not fought yet and holds a military card, or a general holding one may still
    act in the army (one main action a turn: after the market, building or a redeploy no
    battle follows; only a piece with a military card starts a battle)."""
    stage = state.stage
    seat = state.turn
    if stage == Stage.ACT:
        if state.phase in MAY_FIGHT and piece_cards(state, state.piece):
            return True  # this piece has not fought yet
        stage = Stage.MAIN if state.piece[0] == HERO_KEY else Stage.ARMY
    if stage == Stage.MAIN:
        return any(piece_cards(state, (GENERAL_KEY, g)) for g in generals_of(state, seat))
    if stage == Stage.ARMY:
        return any(
            g not in state.acted and piece_cards(state, (GENERAL_KEY, g))
            for g in generals_of(state, seat)
        )
    return False


def hero_battle_ahead(state: CrownState) -> bool:
    """Whether the active player's hero may still fight this turn (Hero's Oath lasts the
    turn and only the hero's battles use it): the hero is the moving piece, has not fought
    yet, and holds a military card, or Recruiters may still give it one."""
    piece = state.piece
    if state.stage != Stage.ACT or piece is None or piece[0] != HERO_KEY:
        return False
    if state.phase not in MAY_FIGHT:
        return False
    if piece_cards(state, piece):
        return True
    seat = state.turn
    return not state.played_action and RECRUITERS in state.hands[seat] and any_military(state)


def black_playable(state: CrownState, kind: int) -> bool:
    seat = state.turn
    if kind == DRAGONS_CALL:
        return state.dragon < len(DRAGONS)
    if kind == SIEGE_RAM:
        return bool(enemy_walls(state))
    if kind == PLUNDER:
        return any(state.gold[s] > 0 for s in opponents(state, seat))
    if kind == HEROS_OATH:
        return not state.oath and hero_battle_ahead(state)
    if kind == SHADOW_PATH:
        return any_of(shadow_squares(state))
    if kind == ROCKFALL:
        return bool(free_tunnels(state))
    if kind == ROYAL_DECREE:
        return crown_holder(state) == seat
    return False


def play_action(state: CrownState, kind: int, log: Log) -> None:
    """``("play", kind)``: an action card from the hand."""
    seat = state.turn
    state.hands[seat].remove(kind)
    state.action_discard[kind] += 1
    state.played_action = True
    state.resume = state.stage
    tell(log, CardPlayed, seat, "action", kind)
    if kind == HARVEST:
        earn(state, seat, log, "harvest", food=HARVEST_FOOD)
    elif kind == TRIBUTE:
        earn(state, seat, log, "tribute", gold=TRIBUTE_GOLD)
    elif kind == BATTLE_CRY:
        state.battle_cry = True
        tell(log, EffectStarted, seat, "battle_cry", (), BATTLE_CRY_ATK, 0)
    elif kind == SUPPLY_WAGON:
        state.supply_wagon = True
        tell(log, EffectStarted, seat, "supply_wagon", (), 0, 0)
    elif kind == RECRUITERS:
        state.stage = Stage.RECRUIT
        return
    elif kind == DRAGON_LORE and state.dragon_at is None:
        previous = state.alert
        state.alert = max(1, state.alert - 1)
        tell(log, DragonAlert, state.alert, previous, "dragon_lore")
    else:
        state.card = PlayedCard(kind, black=False)
        state.stage = Stage.TARGET
        return
    proceed(state, log)


def play_black(state: CrownState, kind: int, log: Log) -> None:
    """``("dark", kind)``: the player's black card."""
    seat = state.turn
    state.black[seat] = -1
    state.black_discard[kind] += 1
    state.played_black = True
    state.resume = state.stage
    tell(log, CardPlayed, seat, "black", kind)
    if kind == HEROS_OATH:
        state.oath = True
        oath = HEROS_OATH_BONUS
        tell(log, EffectStarted, seat, "heros_oath", state.hero_at[seat], oath, oath)
    elif kind == ROYAL_DECREE:
        score(state, seat, ROYAL_DECREE_VP, "decree", log)
    elif kind == DRAGONS_CALL and state.dragon_at is None:
        dragon_die(state, "N", 0, log, "dragons_call")
    else:
        state.card = PlayedCard(kind, black=True)
        state.stage = Stage.TARGET
        return
    proceed(state, log)
