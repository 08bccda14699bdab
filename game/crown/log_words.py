"""Crown & Dragon's log, worded from its events (:func:`game.engine.events.tells`).

The rules only emit events (:mod:`game.crown.events`); each teller here says which log
lines (``crown.log.<key>`` with its arguments) an event reads as, in the order the lines
stand in the log.  A line without seats of its own is as secret as its event (a card
drawn into a hand is told to its owner alone).  Events that the log does not tell (the
turn's end, points scored, a deck reshuffled, ...) have no teller.  Imported by
:mod:`game.crown.rules`, so the words are there whenever the rules are.
"""

from __future__ import annotations

from typing import Any

from game.crown import events as ev
from game.crown.cards import ACTIONS, BLACKS, DRAGONS, GENERALS, HERO_NAMES
from game.engine.contract import LogEntry
from game.engine.events import tells

Lines = list[LogEntry]
LANDING_CAUSES = ("die", "dragons_call", "dragon_lore")
"""The dragon's moves on the alert track the log tells (not its return to slot 1)."""


def line(key: str, seats: tuple[int, ...] | None = None, **args: Any) -> LogEntry:
    """The log line ``crown.log.<key>`` with ``args`` (``seats``: who may read it, when it
    is not its event's)."""
    return LogEntry(f"crown.log.{key}", args, seats)


def _general(card: int) -> str:
    return GENERALS[card].key


# --- the deal and the turn ------------------------------------------------------------------
@tells(ev.Dealt)
def _dealt(e: ev.Dealt) -> Lines:
    return [line("deal", heroes=[HERO_NAMES[h] for h in e.heroes], start=e.start)]


@tells(ev.GeneralKept)
def _general_kept(e: ev.GeneralKept) -> Lines:
    return [line("keep", seat=e.seat, general=_general(e.general))]


@tells(ev.GeneralPlaced)
def _general_placed(e: ev.GeneralPlaced) -> Lines:
    x, y = e.at
    return [line("general_placed", seat=e.seat, general=_general(e.general), x=x, y=y)]


@tells(ev.TurnBegan)
def _turn_began(e: ev.TurnBegan) -> Lines:
    return [line("turn", seat=e.seat, round=e.round, gold=e.gold, food=e.food)]


@tells(ev.DiceRolled)
def _dice_rolled(e: ev.DiceRolled) -> Lines:
    return [line("roll", seat=e.seat, black=e.black, white=e.white)]


@tells(ev.MainChosen)
def _main_chosen(e: ev.MainChosen) -> Lines:
    return [line("main", seat=e.seat, action=e.action)]


@tells(ev.GameOver)
def _game_over(e: ev.GameOver) -> Lines:
    return [line("goal" if e.end == "goal" else "round_limit", winners=list(e.winners))]


@tells(ev.Resources)
def _resources(e: ev.Resources) -> Lines:
    """Only a trade has a line of its own (the other changes are told with their cause)."""
    return [line("trade", seat=e.seat, food=-e.food)] if e.cause == "trade" else []


@tells(ev.QueueChanged)
def _queue_changed(e: ev.QueueChanged) -> Lines:
    return [line("queue", queue=list(e.queue))]


# --- pieces ---------------------------------------------------------------------------------
@tells(ev.PieceActivated)
def _piece_activated(e: ev.PieceActivated) -> Lines:
    """A general of the army acts (the hero step is told by the roll)."""
    if e.piece != "general":
        return []
    return [line("general_acts", seat=e.seat, general=_general(e.general))]


@tells(ev.PieceMoved)
def _piece_moved(e: ev.PieceMoved) -> Lines:
    if e.cause == "home":  # told by the defeat that sent it home
        return []
    x, y = e.path[-1]
    if e.piece == "hero":
        return [line("hero_moves", seat=e.seat, x=x, y=y)]
    return [line("general_moves", seat=e.seat, general=_general(e.general), x=x, y=y)]


@tells(ev.PieceDefeated)
def _piece_defeated(e: ev.PieceDefeated) -> Lines:
    if e.piece == "hero":
        return [line("hero_home", seat=e.seat, x=e.home[0], y=e.home[1])]
    if e.piece == "general":
        return [line("general_removed", seat=e.seat, general=_general(e.general))]
    return [line("castle_removed", seat=e.seat, x=e.at[0], y=e.at[1])]


@tells(ev.Built)
def _built(e: ev.Built) -> Lines:
    return [line(f"build_{e.structure}", seat=e.seat, x=e.at[0], y=e.at[1])]


@tells(ev.WallDestroyed)
def _wall_destroyed(e: ev.WallDestroyed) -> Lines:
    """Siege Ram's and the dragon's (a battle's wall is told by the battle's line)."""
    x, y = e.at
    if e.cause == "siege_ram":
        return [line("wall_destroyed", seat=e.by, x=x, y=y)]
    if e.cause == "dragon":
        return [line("dragon_destroys_wall", x=x, y=y)]
    return []


@tells(ev.RockMoved)
def _rock_moved(e: ev.RockMoved) -> Lines:
    if e.cause == "die":
        return [line("rock_moves", x=e.to[0], y=e.to[1])]
    if e.cause == "dragon":
        return [line("dragon_destroys_rock", x=e.start[0], y=e.start[1])]
    if not e.to:  # Tunnel Scouts took it off the board
        return [line("rock_removed")]
    return [line("rock_placed", seat=e.seat, x=e.to[0], y=e.to[1])]


# --- battles, the dragon, the crown ---------------------------------------------------------
@tells(ev.BattleFought)
def _battle(e: ev.BattleFought) -> Lines:
    """The battle with its numbers: ATK against DEF and the answer (a standard battle),
    ATK against each card's DEF (a volley against a unit), none (a wall, a general without
    cards); a landing: the dragon's ATK against the piece's DEF, then a hero's strike."""
    if e.mode == "landing":
        return _landing(e)
    x, y = e.defender_at
    args = {"seat": e.seat, "x": x, "y": y, "target": e.defender, "mode": e.mode}
    args["winner"] = e.winner
    if e.mode == "volley" and e.defender != "castle":
        defences = [defence for _, defence, _ in e.hits]
        hit = sum(1 for *_, was_hit in e.hits if was_hit)
        cards = len(e.defender_cards)
        return [
            line("battle_volley", atk=e.attack, defences=defences, hit=hit, cards=cards, **args)
        ]
    if e.mode in ("volley", "standard"):
        key = "battle_volley_castle" if e.mode == "volley" else "battle"
        numbers = {"defence": e.defence, "counter": e.defender_attack, "guard": e.attacker_defence}
        return [line(key, atk=e.attack, **numbers, **args)]
    return [line("battle_plain", **args)]


def _landing(e: ev.BattleFought) -> Lines:
    seat, (x, y) = e.defender_seat, e.defender_at
    numbers = {"atk": e.attack, "defence": e.defence}
    if e.defender_defeated:
        return [line("dragon_defeats", seat=seat, x=x, y=y, target=e.defender, **numbers)]
    lines = [line("dragon_repelled", seat=seat, x=x, y=y, **numbers)]
    if e.defender == "hero":
        strike = {"atk": e.defender_attack, "defence": e.attacker_defence}
        lines.append(line("dragon_strike", seat=seat, **strike))
    return lines


@tells(ev.DragonAlert)
def _dragon_alert(e: ev.DragonAlert) -> Lines:
    return [line("dragon_alert", slot=e.slot)] if e.cause in LANDING_CAUSES else []


@tells(ev.DragonMoved)
def _dragon_moved(e: ev.DragonMoved) -> Lines:
    return [line("dragon_lands", x=e.to[0], y=e.to[1], dragon=DRAGONS[e.dragon])]


@tells(ev.DragonSlain)
def _dragon_slain(e: ev.DragonSlain) -> Lines:
    return [line("dragon_slain", seat=e.seat, dragon=DRAGONS[e.dragon])]


@tells(ev.CrownTaken)
def _crown_taken(e: ev.CrownTaken) -> Lines:
    return [line("crown_taken", seat=e.seat)]


@tells(ev.CrownPlaced)
def _crown_placed(e: ev.CrownPlaced) -> Lines:
    return [line("crown_placed", x=e.at[0], y=e.at[1])]


# --- cards ----------------------------------------------------------------------------------
DRAWN = {"action": "draw_action", "black": "draw_black"}
"""The public line of a draw into a hand (a Recruiters' card is told by its reveal)."""


@tells(ev.CardDrawn)
def _card_drawn(e: ev.CardDrawn) -> Lines:
    if e.cause == "deal" or e.deck not in DRAWN:
        return []
    return [line(DRAWN[e.deck], seat=e.seat)]


@tells(ev.CardRevealed)
def _card_revealed(e: ev.CardRevealed) -> Lines:
    """The card drawn: to its owner for a hand's (the event's seats), to all for
    Recruiters' military card."""
    if e.cause == "deal":
        return []
    if e.deck == "action":
        return [line("drew_action", seat=e.seat, card=ACTIONS[c]) for c in e.cards]
    if e.deck == "black":
        return [line("drew_black", seat=e.seat, card=BLACKS[c]) for c in e.cards]
    if e.deck == "military":
        return [line("recruit", seat=e.seat, card=c) for c in e.cards]
    return []


@tells(ev.MarketRefilled)
def _market_refilled(e: ev.MarketRefilled) -> Lines:
    if e.cause == "deal":
        return []
    if e.deck == "general":
        return [line("market_general", general=_general(e.card))]
    return [line("market_military", card=e.card)]


@tells(ev.CardBought)
def _card_bought(e: ev.CardBought) -> Lines:
    if e.deck == "general":
        return [line("buy_general", seat=e.seat, general=_general(e.card))]
    if e.deck == "military":
        return [line("buy_military", seat=e.seat, card=e.card)]
    return [line("buy_black", seat=e.seat)]


@tells(ev.CardAssigned)
def _card_assigned(e: ev.CardAssigned) -> Lines:
    return [line("assign", seat=e.seat, card=e.card, x=e.at[0], y=e.at[1])]


@tells(ev.UpkeepPaid)
def _upkeep_paid(e: ev.UpkeepPaid) -> Lines:
    key = "upkeep" if e.lost else "upkeep_kept"
    return [line(key, seat=e.seat, paid=e.paid, discarded=len(e.lost))]


@tells(ev.CardPlayed)
def _card_played(e: ev.CardPlayed) -> Lines:
    if e.deck == "black":
        return [line("play_black", seat=e.seat, card=BLACKS[e.card])]
    return [line("play", seat=e.seat, card=ACTIONS[e.card])]


@tells(ev.EffectStarted)
def _effect_started(e: ev.EffectStarted) -> Lines:
    """Shield Wall names its piece (the other effects are told by their card)."""
    if e.effect != "shield_wall":
        return []
    return [line("shield_wall", seat=e.seat, target=e.piece, x=e.at[0], y=e.at[1])]


@tells(ev.Plundered)
def _plundered(e: ev.Plundered) -> Lines:
    return [line("plunder", seat=e.seat, target=e.victim, gold=e.taken)]


@tells(ev.CardDiscarded)
def _card_discarded(e: ev.CardDiscarded) -> Lines:
    if e.cause == "recruit":
        return [line("recruit_discarded", seat=e.seat, card=e.card)]
    return [line("discard", seat=e.seat, card=ACTIONS[e.card])]
