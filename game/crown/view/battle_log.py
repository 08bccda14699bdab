"""Where a battle's numbers come from, in Crown & Dragon's log (issue 35).

The rules' log line of a battle says "ATK 70 vs DEF 60: the attacker wins"; the line shown
adds each number's parts in words ("attack 70 = Longbow 40 + specialty 10 + Battle Cry
20; defence 60 = ...").  The parts are the battle's typed event's
(:class:`~game.crown.events.BattleFought`, which the line is worded from: the journal's
``sources`` name it): nothing is worked out again here.
"""

from __future__ import annotations

from typing import Any

from game.crown.events import BattleFought, Part
from game.crown.preview import Term
from game.crown.view.battle_box import term_text
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
    """Which log lines tell a battle, with its event, read from the journal's
    ``sources`` (each line's event): a battle's first line names its numbers, a landing's
    second one the hero's strike back.  Worked out for the lines added since the last
    call, again from the start when the log was rebuilt (an undo)."""

    def __init__(self) -> None:
        self._log: Any = None
        self._done = 0
        self._lines: dict[int, tuple[Said, BattleFought]] = {}
        """Log line index → the numbers it names and its battle."""

    def update(self, log: Any) -> None:
        events = getattr(log, "events", None)
        sources = getattr(log, "sources", None)
        places = getattr(log, "places", None)
        if events is None or sources is None or places is None:
            return
        if log is not self._log or self._done > len(sources):
            self._log, self._done, self._lines = log, 0, {}
        for at in range(self._done, len(sources)):
            index = sources[at]
            event = events[index] if index is not None else None
            if not isinstance(event, BattleFought):
                continue
            strike = at - places[index] == 1  # the event's second line
            if strike and not strikes_back(event):
                continue
            said = named(event, strike=strike)
            if said:
                self._lines[at] = (said, event)
        self._done = len(sources)

    def told(self, log: Any, at: int, line: str) -> str:
        """``line`` (``log[at]`` in words) with its battle's parts, when it tells one."""
        self.update(log)
        found = self._lines.get(at)
        if found is None:
            return line
        return tr(KEY + "line", line=line, parts=parts_text(*found))


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
