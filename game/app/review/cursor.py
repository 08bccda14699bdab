"""Where the review's cursor may go: one decision, one whole turn, one round, a position.

Positions are those of :class:`game.engine.review.replay.Replay`: position ``p`` is the game
before decision ``p``, the last one the end.  A turn begins where the seat whose turn it is
changes; a round where the game's round changes (a game without rounds there counts its
turns instead, as the review's words do).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.review.plan import Decision


class Cursor:
    """The position shown, and the steps it can take."""

    def __init__(self, decisions: Sequence[Decision]) -> None:
        self.decisions = list(decisions)
        self.end = len(self.decisions)
        self.at = 0
        self.turn_starts = self._starts(lambda d: d.turn)
        self.round_starts = self._starts(lambda d: (d.round, None if d.round else d.turn))

    def _starts(self, key) -> list[int]:
        starts, last = [], object()
        for decision in self.decisions:
            if key(decision) != last:
                starts.append(decision.index)
                last = key(decision)
        return starts

    def go(self, position: int) -> bool:
        """Move to ``position`` (kept within the game); True when the cursor moved."""
        position = max(0, min(self.end, position))
        moved = position != self.at
        self.at = position
        return moved

    def step(self, by: int) -> bool:
        """One decision forward (``by`` 1) or back (-1)."""
        return self.go(self.at + by)

    def turn(self, by: int) -> bool:
        """To the next turn's start, or back to this turn's start (the previous one's when
        already there)."""
        return self._jump(self.turn_starts, by)

    def round(self, by: int) -> bool:
        """As :meth:`turn`, by rounds."""
        return self._jump(self.round_starts, by)

    def _jump(self, starts: Sequence[int], by: int) -> bool:
        if by > 0:
            later = [s for s in starts if s > self.at]
            return self.go(later[0] if later else self.end)
        earlier = [s for s in starts if s < self.at]
        return self.go(earlier[-1] if earlier else 0)

    @property
    def decision(self) -> Decision | None:
        """The decision made from the position shown (None at the end)."""
        return self.decisions[self.at] if self.at < self.end else None
