"""What a Crown & Dragon step did for a seat, in sentences: the words of the coach's hints.

Built from the step's typed events (:mod:`game.crown.events`); every sentence is a key
under ``crown_coach.``.  Pure (no pygame).  The guided first game that uses them too is
:mod:`game.crown.tutorial`.

Crown's evaluation counts points, so it gives every move the same value until one scores
(``Tutorial.flat_evaluation``, set in :mod:`game.crown.tutorial`: the coach then leaves
its percent out and these sentences say what the move did).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.crown.events import (
    BattleFought,
    Built,
    CardAssigned,
    CardBought,
    CardDiscarded,
    CardPlayed,
    CrownPlaced,
    CrownTaken,
    DragonSlain,
    GameOver,
    GeneralKept,
    PieceDefeated,
    PieceMoved,
    PointsScored,
    QueueChanged,
    Redeployed,
    Resources,
    UpkeepPaid,
)
from game.crown.words import (
    action_name,
    black_name,
    general_name,
    hero_name,
    military_name,
    square_name,
)
from game.engine.events import Event
from game.engine.tutorial import Reason, sentences


def reasons(events: Sequence[Event], observation: Any, seat: int) -> list[Reason]:
    """The sentences that say what ``events`` did for ``seat``."""
    said = (_said(e, observation, seat) for e in events)
    return [reason for reason in said if reason is not None]


_key = sentences("crown_coach")


def _said(event: Event, observation: Any, seat: int) -> Reason | None:
    if isinstance(event, BattleFought):
        return _battle(event, seat)
    if isinstance(event, QueueChanged):
        return _queue(event, seat)
    if isinstance(event, GameOver):
        return _key("won") if seat in event.winners else None
    if isinstance(event, PieceDefeated):
        return _defeated(event, seat)
    if isinstance(event, CrownPlaced):
        return _key("crown_placed", square=square_name(event.at)) if event.seat == seat else None
    if isinstance(event, CardAssigned):
        return _assigned(event, observation, seat)
    return _own(event, seat)


def _battle(event: BattleFought, seat: int) -> Reason | None:
    if seat not in (event.attacker_seat, event.defender_seat):
        return None
    attacking = event.attacker_seat == seat
    if event.mode == "wall":
        return _key("wall_broken") if attacking else None
    won = event.winner == ("attacker" if attacking else "defender")
    lost = event.winner == ("defender" if attacking else "attacker")
    name = "battle_won" if won else "battle_lost" if lost else "battle_even"
    return _key(name, attack=event.attack, defence=event.defence)


def _queue(event: QueueChanged, seat: int) -> Reason | None:
    """``seat`` takes the first place, or the rival that held it drops out."""
    if event.queue[:1] == (seat,) and event.previous[:1] != (seat,):
        return _key("queue_first")
    if event.previous[:1] and event.previous[0] != seat and event.previous[0] not in event.queue:
        return _key("queue_broken")
    return None


def _defeated(event: PieceDefeated, seat: int) -> Reason | None:
    """A rival's general or hero beaten by ``seat`` (a castle's fall is its battle's)."""
    if event.by != seat or event.seat == seat or event.piece == "castle":
        return None
    return _key("beaten_hero" if event.piece == "hero" else "beaten_general")


def _assigned(event: CardAssigned, observation: Any, seat: int) -> Reason | None:
    if event.seat != seat:
        return None
    card = military_name(event.card)
    if event.piece == "general":
        return _key("assigned", card=card, piece=general_name(event.general))
    heroes = getattr(observation, "hero", ())
    if event.piece == "hero" and seat < len(heroes) and heroes[seat] >= 0:
        return _key("assigned", card=card, piece=hero_name(heroes[seat]))
    return _key("assigned_castle", card=card)


def _own(event: Event, seat: int) -> Reason | None:
    if getattr(event, "seat", None) != seat:
        return None
    if isinstance(event, PieceMoved):
        return _key("moved", count=max(0, len(event.path) - 1))
    if isinstance(event, Built):
        if event.price == 0:  # Masons
            return _key("built_wall_free")
        return _key(f"built_{event.structure}", price=event.price)
    if isinstance(event, CrownTaken):
        return _key("crown")
    if isinstance(event, CardBought) and event.deck == "general":
        return _key("hired", general=general_name(event.card), price=event.price)
    if isinstance(event, CardBought):
        return _key("bought_black" if event.deck == "black" else "bought", price=event.price)
    if isinstance(event, DragonSlain):
        return _key("dragon")
    if isinstance(event, PointsScored):
        return _key("points", count=event.points, total=event.total)
    if isinstance(event, UpkeepPaid):
        return _key("upkeep", paid=event.paid)
    if isinstance(event, GeneralKept):
        return _key("general")
    if isinstance(event, CardPlayed):
        name = black_name(event.card) if event.deck == "black" else action_name(event.card)
        return _key("played", card=name)
    if isinstance(event, CardDiscarded) and event.deck == "action":
        return _key("discarded", card=action_name(event.card))
    if isinstance(event, CardDiscarded):
        return _key("sent_away", card=military_name(event.card))
    if isinstance(event, Resources) and event.cause == "trade":
        return _key("traded", food=-event.food, gold=event.gold)
    if isinstance(event, Redeployed):
        return _key("redeployed", count=len(event.cards), food=event.food)
    return None
