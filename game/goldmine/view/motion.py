"""Gold Mine's animations, from the step events alone (:mod:`game.goldmine.events`): a
tile dropping into the mine, the drawn tile growing in the panel, miners walking their
path, the dice on the tray, and the sounds that go with them (a nugget rings when its
miner gets there)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from game.app import theme
from game.app.dice_tray import ROLL_TIME, DiceTray, Throw, Words
from game.engine.events import Event
from game.goldmine.events import (
    HAND,
    PRODUCTION,
    ChallengeResolved,
    ChallengeStarted,
    DiceRolled,
    MinerMoved,
    NuggetCollected,
    NuggetHidden,
    PassageTried,
    RolledOff,
    TileDrawn,
    TilePlaced,
    TurnChoice,
    TurnEnded,
)
from game.goldmine.mine import Board, Position, Square
from game.goldmine.view.mine_view import anchor
from game.goldmine.view.tray import ROUND_TIME, Duel, RollOff

STEP_TIME = 0.2
"""Seconds (at normal animation speed) a miner takes for one step."""
DROP_TIME = 0.5
"""Seconds a laid tile's frame takes to settle."""
DRAW_TIME = 0.45
"""Seconds a drawn tile takes to grow to its size in the panel."""
ROLL_KEYS = {"move": "roll", "bonus": "bonus_roll", "push": "push_roll"}
"""A one-die roll's purpose -> its words' name (``goldmine.log.*``, as the log says it)."""

Point = tuple[float, float]


@dataclass(frozen=True)
class Walk:
    """A miner on its way: the board points it passes, when it set off, how long it takes
    (seconds at the chosen speed)."""

    points: list[Point]
    start: float
    duration: float

    def at(self, now: float) -> Point:
        t = 1.0 if self.duration <= 0 else min(1.0, (now - self.start) / self.duration)
        return along(self.points, t)


class MineMotion:
    """What is moving on the mine and the tray, started by :meth:`show` from a step's
    events; ``play`` makes a sound, ``follow`` brings squares into view."""

    def __init__(self, play: Callable[[str], None], follow: Callable[[list[Square]], None]) -> None:
        self.play = play
        self.follow = follow
        self.tray = DiceTray()
        self.walks: dict[int, Walk] = {}
        self.drop: tuple[Square, float] | None = None
        """The square of the tile just laid, and when (its frame shrinks onto it)."""
        self.drawn_at: float | None = None
        """When the tile to place was drawn (it grows in the panel)."""
        self.sounds_due: list[tuple[float, str]] = []
        """Sounds that belong to the end of an animation: (scene time, sound)."""

    # --- starting ------------------------------------------------------------------------
    def show(self, events: Iterable[Event], board: Board, now: float, scale: float) -> float:
        """Start what ``events`` (one step's) show; answer how long it takes at normal
        speed (0: nothing to wait for)."""
        seconds = walked = 0.0
        for event in events:
            if isinstance(event, TurnChoice) or (
                isinstance(event, TurnEnded) and event.phase == PRODUCTION
            ):
                self.tray.shown = None  # a new movement or draw, or the next turn
            elif isinstance(event, ChallengeStarted):
                self.play("bat" if event.challenge == "bat" else "gold")
                seconds = max(seconds, 0.2)
            elif isinstance(event, TilePlaced):
                self.drop = ((event.x, event.y), now)
                self.follow([(event.x, event.y)])
                self.play("dig")
                seconds = max(seconds, DROP_TIME)
            elif isinstance(event, MinerMoved):
                walked = self._walk(event, board, now, scale)
                seconds = max(seconds, walked)
            elif isinstance(event, NuggetCollected):
                if walked:  # the nugget rings when the miner gets there
                    self.sounds_due.append((now + walked * scale, "gold"))
                else:
                    self.play("gold")
            elif isinstance(event, NuggetHidden):
                self.follow([(event.x, event.y)])
                self.play("gold")
                seconds = max(seconds, 0.3)
            elif isinstance(event, TileDrawn) and event.stack != HAND:
                self.drawn_at = now
                self.play("dig" if event.fits else "error")
                seconds = max(seconds, DRAW_TIME)
            else:
                seconds = max(seconds, self._dice(event, now))
        return seconds

    def _dice(self, event: Event, now: float) -> float:
        """A roll onto the tray (the winner's roll after a challenge joins its rounds)."""
        tray = self.tray
        if isinstance(event, RolledOff):
            tray.shown = RollOff(event.rolls, now)
            seconds = ROLL_TIME + 0.4
        elif isinstance(event, ChallengeResolved):
            e = event
            tray.shown = Duel(e.challenge, e.attacker, e.defender, e.rounds, e.winner, now)
            seconds = ROUND_TIME * len(e.rounds) + 0.6
        elif isinstance(event, DiceRolled) and event.purpose in ROLL_KEYS:
            key = ROLL_KEYS[event.purpose]
            words = Words(f"goldmine.log.{key}", {"seat": event.seat, "die": event.dice[0]})
            throw = Throw(event.dice, now, words, key)
            if event.purpose != "move" and isinstance(tray.shown, Duel):
                tray.shown.then = throw  # the rounds stay in view
            else:
                tray.shown = throw
            seconds = ROLL_TIME + 0.3
        elif isinstance(event, PassageTried):
            key = "passage_open" if event.low_water else "passage_shut"
            a, b = event.dice
            args = {"seat": event.seat, "a": a, "b": b, "low": min(a, b)}
            tray.shown = Throw(event.dice, now, Words(f"goldmine.log.{key}", args), key)
            seconds = ROLL_TIME + 0.3
        else:
            return 0.0
        self.play("dice")
        return seconds

    def _walk(self, event: MinerMoved, board: Board, now: float, scale: float) -> float:
        path = list(event.path)
        if len(path) < 2 or path[0] == path[-1]:
            return 0.0
        steps = len(path) - 1
        self.walks[event.seat] = Walk(walk_points(board, path), now, steps * STEP_TIME * scale)
        self.follow([path[-1][:2]])
        self.play("step")
        return steps * STEP_TIME + 0.1

    # --- running -------------------------------------------------------------------------
    def update(self, now: float) -> None:
        for seat, walk in list(self.walks.items()):
            if now - walk.start >= walk.duration:
                del self.walks[seat]
        for due in [d for d in self.sounds_due if d[0] <= now]:
            self.sounds_due.remove(due)
            self.play(due[1])

    def walking(self, now: float) -> dict[int, Point]:
        """Seat -> the board point of a miner caught mid-walk."""
        return {seat: walk.at(now) for seat, walk in self.walks.items()}

    def finish(self) -> None:
        """End everything at once (skipped, or undone): the sounds due are heard once."""
        for name in dict.fromkeys(name for _, name in self.sounds_due):
            self.play(name)
        self.sounds_due.clear()
        self.walks.clear()
        self.drop = None
        self.drawn_at = None
        self.tray.finish()

    def drawn_growth(self, now: float, scale: float) -> float:
        """How big the tile just drawn is shown in the panel (1: its full size)."""
        if self.drawn_at is None:
            return 1.0
        t = (now - self.drawn_at) / max(0.01, DRAW_TIME * scale)
        if t >= 1:
            self.drawn_at = None
            return 1.0
        return min(1.0, 0.4 + 0.6 * t)

    def forget_sounds(self) -> None:
        """The steps they belonged to were undone: they are not heard."""
        self.sounds_due.clear()

    def draw_drop(self, surface: pygame.Surface, camera, now: float, scale: float) -> None:
        """The frame of the tile just laid, shrinking onto its square."""
        if self.drop is None:
            return
        square, start = self.drop
        t = (now - start) / max(0.01, DROP_TIME * scale)
        if t >= 1:
            self.drop = None
            return
        rect = camera.rect_to_screen((square[0], square[1], 1, 1))
        grow = round((1 - t) * rect.w * 0.25)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(grow, grow), max(2, rect.w // 18))


def walk_points(board: Board, route: list[Position]) -> list[Point]:
    """Board points a walk passes: each path's standing point and the edge between tiles."""
    points = [anchor(board, route[0])]
    for before, after in itertools.pairwise(route):
        if before[:2] != after[:2]:
            points.append(((before[0] + after[0]) / 2 + 0.5, (before[1] + after[1]) / 2 + 0.5))
        points.append(anchor(board, after))
    return points


def along(points: list[Point], t: float) -> Point:
    """The point a fraction ``t`` of the way along a polyline."""
    if len(points) == 1:
        return points[0]
    lengths = [
        ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 for a, b in itertools.pairwise(points)
    ]
    goal = sum(lengths) * max(0.0, min(1.0, t))
    for (a, b), length in zip(itertools.pairwise(points), lengths, strict=True):
        if goal <= length and length > 0:
            f = goal / length
            return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
        goal -= length
    return points[-1]
