"""Where a battle's numbers come from, in Crown & Dragon's log (issue 35).

The rules' log line of a battle says "ATK 70 vs DEF 60: the attacker wins"; the line shown
adds each number's parts in words ("attack 70 = Longbow 40 + specialty 10 + Battle Cry
20; defence 60 = ...").  The parts are the battle's typed event's
(:class:`~game.crown.events.BattleFought`, emitted by the rules just before the line):
nothing is worked out again here.
"""

from __future__ import annotations

from typing import Any

from game.crown.events import BattleFought, Part
from game.crown.preview import Term
from game.crown.view.battle_box import term_text
from game.engine.contract import LogEntry
from game.text import tr

KEY = "crown_ui.log_parts."
Said = tuple[tuple[str, str, str], ...]
"""The numbers a line names: (the words' key, the event's total, its parts)."""
ATTACK = ("attack", "attack", "attack_parts")
DEFENCE = ("defence", "defence", "defence_parts")
ANSWER = (
    ("counter", "defender_attack", "defender_attack_parts"),
    ("guard", "attacker_defence", "attacker_defence_parts"),
)
DRAGON = ("dragon_attack", "attack", "attack_parts")
STRIKE = (
    ("attack", "defender_attack", "defender_attack_parts"),
    ("dragon_defence", "attacker_defence", "attacker_defence_parts"),
)


def named(event: BattleFought, strike: bool = False) -> Said:
    """The numbers the rules' line of ``event`` names (``strike``: the line after it, a
    hero's strike back at the dragon that landed on it): the same that the rules' log
    lines name, told by the event's own fields (a view never reads a log key)."""
    if strike:
        return STRIKE
    if event.mode == "landing":
        return (DRAGON, DEFENCE)
    if event.mode == "standard":
        return (ATTACK, DEFENCE, *ANSWER)
    if event.mode == "volley":  # against a unit: each card's DEF is in the line already
        return (ATTACK, DEFENCE) if event.defender == "castle" else (ATTACK,)
    return ()  # a wall, a general without cards: no numbers


def strikes_back(event: BattleFought) -> bool:
    """Whether a line follows the battle's own: a hero that repelled the dragon strikes."""
    return event.mode == "landing" and event.defender == "hero" and not event.defender_defeated


class BattleParts:
    """Which log lines tell a battle, with its event: worked out for the events added
    since the last call, again from the start when the log was rebuilt (an undo).  A
    battle's line is the first the rules write after its event."""

    def __init__(self) -> None:
        self._log: Any = None
        self._done = 0
        self._lines: dict[int, tuple[LogEntry, Said, BattleFought]] = {}
        """``id`` of a log line → the line (kept, so the ``id`` stays its own), the
        numbers it names and its battle."""

    def update(self, log: Any) -> None:
        events = getattr(log, "events", None)
        places = getattr(log, "places", None)
        if events is None or places is None:
            return
        if log is not self._log or self._done > len(events):
            self._log, self._done, self._lines = log, 0, {}
        for index in range(self._done, len(events)):
            event = events[index]
            if not isinstance(event, BattleFought):
                continue
            lines = [(places[index], named(event))]
            if strikes_back(event):
                lines.append((places[index] + 1, named(event, strike=True)))
            for at, said in lines:
                if said and at < len(log):
                    self._lines[id(log[at])] = (log[at], said, event)
        self._done = len(events)

    def told(self, log: Any, entry: LogEntry, line: str) -> str:
        """``line`` (``entry`` in words) with its battle's parts, when it tells one."""
        self.update(log)
        found = self._lines.get(id(entry))
        if found is None or found[0] is not entry:
            return line
        return tr(KEY + "line", line=line, parts=parts_text(found[1], found[2]))


def parts_text(said: Said, event: BattleFought) -> str:
    """The numbers ``said``, each with its parts in words."""
    told = []
    for words, total, parts in said:
        terms = _terms(getattr(event, parts))
        told.append(tr(KEY + words, total=getattr(event, total), parts=terms))
    return tr(KEY + "join").join(told)


def _terms(parts: tuple[Part, ...]) -> str:
    text = " + ".join(term_text(Term(source, value, card)) for source, value, card in parts)
    return text or tr("crown_ui.term.none")
