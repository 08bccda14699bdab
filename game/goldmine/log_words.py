"""Gold Mine's log in words: each event's lines (locale keys ``goldmine.log.*`` with their
arguments), declared with :func:`~game.engine.events.tells`.

The rules emit events only (:mod:`game.goldmine.events`); the lines follow from them as
they are emitted, in the order the events come.  Imported by :mod:`game.goldmine.rules`, so
the tellers are declared whenever the rules are.  Everything in Gold Mine is public: no
line is addressed to one seat.  Events not worded here (``TurnEnded``, ``GameOver``, a
development turn's ``TurnBegan``, a challenge's rounds...) add no line.
"""

from __future__ import annotations

from game.engine.contract import LogEntry
from game.engine.events import tells
from game.goldmine.events import (
    HAND,
    PRODUCTION,
    ChallengeResolved,
    ChallengeStarted,
    ClimbedOut,
    Dealt,
    DiceRolled,
    MinerMoved,
    NuggetCollected,
    NuggetHidden,
    NuggetsHanded,
    PassageTried,
    ProductionBegan,
    RolledOff,
    RoundLimitReached,
    Stayed,
    TileDrawn,
    TilePlaced,
    TurnBegan,
    TurnChoice,
)

ROLL_KEYS = {"move": "roll", "bonus": "bonus_roll", "push": "push_roll"}
"""A one-die roll's purpose -> its line's key (``goldmine.log.<key>``); a passage's two
dice are told by :class:`PassageTried`."""


def _line(key: str, **args: object) -> list[LogEntry]:
    return [LogEntry(f"goldmine.log.{key}", args)]


# --- setup and turns --------------------------------------------------------------------------
@tells(Dealt)
def _dealt(event: Dealt) -> list[LogEntry]:
    return _line("deal", dev=event.dev, prod=event.prod)


@tells(RolledOff)
def _rolled_off(event: RolledOff) -> list[LogEntry]:
    """The dice of one round of the roll-off, and who starts once one seat leads."""
    lines = _line("rolloff", rolls=event.rolls)
    if event.start >= 0:
        lines += _line("start", seat=event.start)
    return lines


@tells(ProductionBegan)
def _production_began(event: ProductionBegan) -> list[LogEntry]:
    key = "production_early" if event.early else "production"
    return _line(key, count=event.early)


@tells(TurnBegan)
def _turn_began(event: TurnBegan) -> list[LogEntry]:
    """A production turn's heading (the log shows it as the turn's separator); a
    development turn has none."""
    if event.phase != PRODUCTION:
        return []
    return _line("turn", seat=event.seat, round=event.round)


@tells(ClimbedOut)
def _climbed_out(event: ClimbedOut) -> list[LogEntry]:
    return _line("climb", seat=event.seat, count=len(event.climbers))


@tells(RoundLimitReached)
def _round_limit(event: RoundLimitReached) -> list[LogEntry]:
    return _line("limit", rounds=event.rounds)


# --- tiles ------------------------------------------------------------------------------------
@tells(TurnChoice)
def _turn_choice(event: TurnChoice) -> list[LogEntry]:
    """Only an excavation from the production stack has a line of its own (an own tile's
    is its :class:`TileDrawn`; a roll's, its dice)."""
    if event.choice == "excavate" and event.tile < 0:
        return _line("excavate", seat=event.seat)
    return []


@tells(TileDrawn)
def _tile_drawn(event: TileDrawn) -> list[LogEntry]:
    if event.stack == HAND:
        return _line("own_tile", seat=event.seat, tile=event.tile)
    return _line("draw" if event.fits else "no_fit", seat=event.seat, tile=event.tile)


@tells(TilePlaced)
def _tile_placed(event: TilePlaced) -> list[LogEntry]:
    return _line("place", seat=event.seat, tile=event.tile, x=event.x, y=event.y)


# --- dice and moves ---------------------------------------------------------------------------
@tells(DiceRolled)
def _dice_rolled(event: DiceRolled) -> list[LogEntry]:
    if event.purpose not in ROLL_KEYS:
        return []
    return _line(ROLL_KEYS[event.purpose], seat=event.seat, die=event.dice[0])


@tells(PassageTried)
def _passage_tried(event: PassageTried) -> list[LogEntry]:
    a, b = event.dice
    key = "passage_open" if event.low_water else "passage_shut"
    return _line(key, seat=event.seat, a=a, b=b, low=min(a, b))


@tells(MinerMoved)
def _miner_moved(event: MinerMoved) -> list[LogEntry]:
    """Where the miner ends (a push's line even when it leaves the miner where it stood)."""
    x, y, _ = event.path[-1]
    return _line("pushed" if event.cause == "push" else "move", seat=event.seat, x=x, y=y)


@tells(Stayed)
def _stayed(event: Stayed) -> list[LogEntry]:
    return _line("stay", seat=event.seat)


# --- gold -------------------------------------------------------------------------------------
@tells(NuggetCollected)
def _nugget_collected(event: NuggetCollected) -> list[LogEntry]:
    return _line("collect", seat=event.seat, x=event.x, y=event.y)


@tells(NuggetHidden)
def _nugget_hidden(event: NuggetHidden) -> list[LogEntry]:
    return _line("nugget_moved", seat=event.seat, x=event.x, y=event.y)


@tells(NuggetsHanded)
def _nuggets_handed(event: NuggetsHanded) -> list[LogEntry]:
    return _line("give", seat=event.giver, target=event.taker, count=event.count)


# --- challenges -------------------------------------------------------------------------------
@tells(ChallengeStarted)
def _challenge_started(event: ChallengeStarted) -> list[LogEntry]:
    return _line(event.challenge, seat=event.seat, target=event.target)


@tells(ChallengeResolved)
def _challenge_resolved(event: ChallengeResolved) -> list[LogEntry]:
    """The challenge's line (:func:`duel_entry`), and a gold nugget the winner keeps when
    no chamber is free."""
    lines = [duel_entry(event)]
    if event.then == "keep":
        lines += _line("nugget_kept", seat=event.winner)
    return lines


def duel_entry(result: ChallengeResolved) -> LogEntry:
    """A challenge's log line from its event: its kind, who beat whom by how many rounds,
    and each side's dice; the tie rule (a tied round goes to the attacker) only when a
    round was tied."""
    args = {
        "seat": result.winner,
        "target": result.loser,
        "attacker": result.attacker,
        "defender": result.defender,
        "won": max(result.attacker_won, result.defender_won),
        "lost": min(result.attacker_won, result.defender_won),
        "attacker_dice": ", ".join(str(a) for a, _ in result.rounds),
        "defender_dice": ", ".join(str(d) for _, d in result.rounds),
    }
    tied = any(a == d for a, d in result.rounds)
    return LogEntry(f"goldmine.log.duel_{result.challenge}{'_tie' if tied else ''}", args)
