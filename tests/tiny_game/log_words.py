"""Tiny Duel's log, worded from its events (:mod:`tiny_game.events`).

The example to copy (a real game: ``game/armadora/log_words.py``).  The rules only emit
events; each teller here gives the lines one event reads as
(:func:`game.engine.events.tells`), so a log line and the event it tells of never disagree.
:mod:`tiny_game.rules` imports this module, so the tellers are declared whenever the rules
are loaded.  A line with no ``seats`` of its own is as secret as its event (a peeked value
is shown to the peeker alone).  An event the log does not tell (:class:`RollAsked`,
:class:`TurnBegan`) has no teller, or one that answers no line.

The keys are under ``tiny.log.`` (``tests/tiny_locales/tiny.{en,ko}.json``); ``seat`` and
``target`` are seat numbers, which the view renders as the players' names (``log_arg``).
"""

from __future__ import annotations

from game.engine.contract import LogEntry
from game.engine.events import tells
from tiny_game.events import (
    Challenged,
    Dealt,
    Dueled,
    GameOver,
    Peeked,
    Rolled,
    SecretSeen,
    Took,
    TurnEnded,
    Yielded,
)


@tells(Took)
def _took(event: Took) -> list[LogEntry]:
    return [LogEntry("tiny.log.take", {"seat": event.seat})]


@tells(Peeked)
def _peeked(event: Peeked) -> list[LogEntry]:
    return [LogEntry("tiny.log.peek", {"seat": event.seat, "target": event.target})]


@tells(SecretSeen)
def _secret_seen(event: SecretSeen) -> list[LogEntry]:
    if event.target == event.seat:  # one's own, at the deal
        return [LogEntry("tiny.log.secret", {"value": event.value})]
    return [LogEntry("tiny.log.peek_value", {"target": event.target, "value": event.value})]


@tells(Challenged)
def _challenged(event: Challenged) -> list[LogEntry]:
    return [LogEntry("tiny.log.challenge", {"seat": event.seat, "target": event.target})]


@tells(Yielded)
def _yielded(event: Yielded) -> list[LogEntry]:
    return [LogEntry("tiny.log.yield", {"seat": event.seat, "target": event.target})]


@tells(Dueled)
def _dueled(event: Dueled) -> list[LogEntry]:
    args = {"seat": event.seat, "target": event.target, "mine": event.mine}
    return [LogEntry("tiny.log.duel", {**args, "theirs": event.theirs, "gain": event.gain})]


@tells(TurnEnded)
def _turn_ended(event: TurnEnded) -> list[LogEntry]:
    return [LogEntry("tiny.log.end", {"seat": event.seat})] if event.early else []


@tells(GameOver)
def _game_over(event: GameOver) -> list[LogEntry]:
    return [LogEntry("tiny.log.over", {"points": list(event.points)})]


@tells(Dealt)
def _dealt(event: Dealt) -> list[LogEntry]:
    return [LogEntry("tiny.log.deal", {"players": event.players})]


@tells(Rolled)
def _rolled(event: Rolled) -> list[LogEntry]:
    return [LogEntry("tiny.log.roll", {"seat": event.seat, "die": event.die, "gain": event.gain})]
