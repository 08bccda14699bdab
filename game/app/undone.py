"""What an undo took back, so that the AI answers a repeated decision as it did before.

Undo goes back over the AI's decisions since the player's last one (never over a die, a
draw, a revealed value or another person's decision).  Were the AI asked again, a search
with a time limit could answer otherwise, and undo would become a way to make the AI play
again.  So the AI decisions an undo took back are kept: while the game goes the same way
again (the player repeats the decision), each is played as it was; the first step that
differs forgets them, and from there on the AI decides afresh.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence

from game.engine.contract import Action
from game.engine.match import Step, StepReport, same_value


class Undone:
    """The steps the last undo took back, by their index in the match."""

    def __init__(self) -> None:
        self.steps: dict[int, Step] = {}

    def remember(self, first: int, steps: Sequence[Step]) -> None:
        """``steps`` were taken back; the first of them stood at index ``first``."""
        self.steps = {first + i: step for i, step in enumerate(steps)}

    def follow(self, reports: Iterable[StepReport]) -> None:
        """Steps just applied: while they are the undone ones again, keep the rest."""
        for report in reports:
            step = self.steps.pop(report.index, None)
            if step is None or step.seat != report.seat or not same_value(step.value, report.value):
                self.steps.clear()
                return

    def answer(self, index: int, seat: int, legal: Container[Action]) -> Action | None:
        """The decision ``seat`` made at step ``index`` before it was undone, if the game
        has come back to that very point (and it is still legal)."""
        step = self.steps.get(index)
        if step is None or step.seat != seat or step.value not in legal:
            return None
        return step.value

    def forget(self) -> None:
        self.steps.clear()
