"""Gold Mine's part of the recap and the result cards: what a step did, told from its events
(:mod:`game.goldmine.events`; the kit is :mod:`game.app.recap`).

Marks name ``("square", x, y)``, ``("position", x, y, path)`` (where a miner stood) or
``("miner", seat)`` (where it stands now).  A challenge brings a result card with both
sides' dice and rounds won, the winner, and what followed: the numbers of the
challenge's log line.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app.recap import Card, CardSide, Line, Mark, Told
from game.engine.events import Event
from game.goldmine.events import (
    ChallengeResolved,
    ClimbedOut,
    MinerMoved,
    NuggetCollected,
    NuggetHidden,
    NuggetsHanded,
    PassageTried,
    Stayed,
    TilePlaced,
)
from game.goldmine.view.words import tile_name, where
from game.text import tr

KEY = "goldmine_ui.recap."


def tell(events: tuple[Event, ...], name: Callable[[int], str]) -> Told:
    """The lines, marks and cards of one step (``name``: a seat's display name)."""
    lines: list[Line] = []
    marks: list[Mark] = []
    cards: list[Card] = []
    for event in events:
        if isinstance(event, TilePlaced):
            words = tr(KEY + "tile", tile=tile_name(event.tile), where=where(event.x, event.y))
            lines.append(Line("place", words))
            marks.append(Mark("placed", ("square", event.x, event.y)))
        elif isinstance(event, MinerMoved):
            _moved(event, name, lines, marks)
        elif isinstance(event, Stayed) and event.cause == "stay":
            lines.append(Line("pass", tr(KEY + "stay")))
        elif isinstance(event, PassageTried):
            key = "passage_open" if event.low_water else "passage_shut"
            a, b = event.dice
            words = tr(KEY + key, a=a, b=b, steps=event.steps, count=event.steps)
            lines.append(Line("challenge", words))
        elif isinstance(event, NuggetCollected):
            words = tr(KEY + "collect", where=where(event.x, event.y), held=event.held)
            lines.append(Line("gold", words))
            marks.append(Mark("taken", ("square", event.x, event.y)))
        elif isinstance(event, NuggetHidden):
            lines.append(Line("gold", tr(KEY + "hide", where=where(event.x, event.y))))
            marks.append(Mark("placed", ("square", event.x, event.y)))
        elif isinstance(event, NuggetsHanded):
            words = tr(
                KEY + "handed", giver=name(event.giver), taker=name(event.taker), count=event.count
            )
            lines.append(Line("gold", words))
        elif isinstance(event, ChallengeResolved):
            lines.append(Line("battle", _challenge_line(event, name)))
            lost = "pushed" if event.challenge == "bat" else "taken"  # driven, or a nugget
            marks.append(Mark(lost, ("miner", event.loser)))
            cards.append(challenge_card(event, name))
        elif isinstance(event, ClimbedOut):
            climbed = tr(KEY + "climb", nuggets=event.nuggets, count=event.nuggets)
            lines.append(Line("gold", climbed))
    return Told(tuple(lines), tuple(marks), tuple(cards))


def _moved(event: MinerMoved, name, lines: list[Line], marks: list[Mark]) -> None:
    start, end = event.path[0], event.path[-1]
    if start == end:
        return
    to = where(end[0], end[1])
    if event.cause == "push":
        lines.append(Line("move", tr(KEY + "pushed", player=name(event.seat), where=to)))
    elif event.cause == "passage":
        lines.append(Line("move", tr(KEY + "through_passage", where=to)))
    else:
        lines.append(Line("move", tr(KEY + "move", count=len(event.path) - 1, where=to)))
    marks.append(Mark("moved", ("position", *start), ("position", *end)))


def _challenge_line(event: ChallengeResolved, name: Callable[[int], str]) -> str:
    key = f"{KEY}{event.challenge}_line"
    return tr(
        key,
        target=name(event.defender),
        winner=name(event.winner),
        won=max(event.attacker_won, event.defender_won),
        lost=min(event.attacker_won, event.defender_won),
    )


def challenge_card(event: ChallengeResolved, name: Callable[[int], str]) -> Card:
    """Both sides' dice, round by round, the rounds each won, the winner and what follows."""
    attacker, defender = event.attacker, event.defender
    tie = any(a == d for a, d in event.rounds)
    sides = tuple(
        CardSide(
            name(seat),
            str(won),
            tr(f"{KEY}card_{role}", won=won),
            tuple(pair[side] for pair in event.rounds),
            event.winner == seat,
            seat,
        )
        for side, (role, seat, won) in enumerate(
            (
                ("attacker", attacker, event.attacker_won),
                ("defender", defender, event.defender_won),
            )
        )
    )
    winner, loser = name(event.winner), name(event.loser)
    outcome = [tr(KEY + "card_wins", winner=winner)]
    if tie:
        outcome.append(tr(KEY + "card_tie", attacker=name(attacker)))
    outcome.append(tr(f"{KEY}card_then_{event.then}", winner=winner, loser=loser))
    if event.challenge == "gold" and event.winner == attacker:
        outcome.append(tr(KEY + "card_bonus", winner=winner))
    held = ", ".join(f"{name(seat)} {event.held[seat]}" for seat in (attacker, defender))
    outcome.append(tr(KEY + "card_held", held=held))
    title = tr(f"{KEY}card_{event.challenge}", attacker=name(attacker), defender=name(defender))
    return Card("challenge" if event.challenge == "bat" else "gold", title, sides, tuple(outcome))
