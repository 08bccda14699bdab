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
SIDES: dict[str, tuple[tuple[str, str, str], ...]] = {
    # a log line's key → the numbers it names: (the words' key, the total, its parts)
    "crown.log.battle": (
        ("attack", "attack", "attack_parts"),
        ("defence", "defence", "defence_parts"),
        ("counter", "defender_attack", "defender_attack_parts"),
        ("guard", "attacker_defence", "attacker_defence_parts"),
    ),
    "crown.log.battle_volley": (("attack", "attack", "attack_parts"),),
    "crown.log.battle_volley_castle": (
        ("attack", "attack", "attack_parts"),
        ("defence", "defence", "defence_parts"),
    ),
    "crown.log.dragon_repelled": (
        ("defence", "defence", "defence_parts"),
        ("dragon_attack", "attack", "attack_parts"),
    ),
    "crown.log.dragon_defeats": (
        ("dragon_attack", "attack", "attack_parts"),
        ("defence", "defence", "defence_parts"),
    ),
    "crown.log.dragon_strike": (
        ("attack", "defender_attack", "defender_attack_parts"),
        ("dragon_defence", "attacker_defence", "attacker_defence_parts"),
    ),
}
"""The battle lines, each with the numbers whose parts it is given."""
LINE_AFTER = {"crown.log.dragon_strike"}
"""Lines a line after their event (the hero's strike after the dragon is repelled)."""


class BattleParts:
    """Which log lines tell a battle, with its event: worked out for the events added
    since the last call, again from the start when the log was rebuilt (an undo)."""

    def __init__(self) -> None:
        self._log: Any = None
        self._done = 0
        self._lines: dict[int, tuple[LogEntry, BattleFought]] = {}
        """``id`` of a log line → the line (kept, so the ``id`` stays its own) and its
        battle."""

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
            place = places[index]
            for at in (place, place + 1):
                if at >= len(log):
                    break
                entry = log[at]
                if entry.key in SIDES and (at == place) != (entry.key in LINE_AFTER):
                    self._lines[id(entry)] = (entry, event)
        self._done = len(events)

    def event_of(self, log: Any, entry: LogEntry) -> BattleFought | None:
        """The battle the log line ``entry`` of ``log`` tells (None: not a battle's)."""
        self.update(log)
        found = self._lines.get(id(entry))
        return found[1] if found is not None and found[0] is entry else None

    def told(self, log: Any, entry: LogEntry, line: str) -> str:
        """``line`` (``entry`` in words) with its battle's parts, when it tells one."""
        event = self.event_of(log, entry)
        if event is None:
            return line
        return tr(KEY + "line", line=line, parts=parts_text(entry.key, event))


def parts_text(key: str, event: BattleFought) -> str:
    """The numbers the line ``key`` names, each with its parts in words."""
    said = []
    for words, total, parts in SIDES[key]:
        terms = _terms(getattr(event, parts))
        said.append(tr(KEY + words, total=getattr(event, total), parts=terms))
    return tr(KEY + "join").join(said)


def _terms(parts: tuple[Part, ...]) -> str:
    text = " + ".join(term_text(Term(source, value, card)) for source, value, card in parts)
    return text or tr("crown_ui.term.none")
