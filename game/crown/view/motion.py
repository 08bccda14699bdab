"""What moves on Crown & Dragon's board while a step is shown: the dice tumbling, a piece
sliding to its square, the dragon's flight (wrapping around the edges, or down from the
alert track onto C) and its attack, and the flash of a battle or a new building; with the
sounds that belong to them.

The play scene hands each step's events (:mod:`game.crown.events`, those its viewer may
know) to :meth:`Motion.show` and draws :meth:`Motion.draw` over the board; nothing here
knows the rules: where things go comes from the events and the observation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.app import theme
from game.crown.board import DIRECTIONS, SIZE, Square
from game.crown.events import (
    BattleFought,
    Built,
    CardAssigned,
    CrownPlaced,
    DiceRolled,
    DragonMoved,
    DragonSlain,
    PieceMoved,
)
from game.crown.view import board_art
from game.engine.events import Event

ROLL_TIME = 0.7
SLIDE_TIME = 0.12
"""Seconds per square a piece slides (at normal animation speed)."""
FLIGHT_TIME = 0.11
"""Seconds per square the dragon flies."""
FLASH_TIME = 0.5
BATTLE_FLASH = (240, 90, 70)
DRAGON_FLASH = (255, 120, 40)


class Motion:
    """The animations running now; times are the scene's clock, durations are at normal
    speed and stretched by the animation-speed ``scale``."""

    def __init__(self, play_sound: Callable[[str], None]) -> None:
        self.play_sound = play_sound
        self.roll_at: float | None = None
        self.slide: dict[str, Any] | None = None
        self.flight: dict[str, Any] | None = None
        self.flash: tuple[Square, float, tuple[int, int, int]] | None = None
        self.sounds_due: list[tuple[float, str]] = []

    @property
    def running(self) -> bool:
        return any(x is not None for x in (self.roll_at, self.flight, self.slide, self.flash))

    def clear(self) -> None:
        """Every animation ends at once (skipped or undone); due sounds are heard once."""
        for name in dict.fromkeys(name for _, name in self.sounds_due):
            self.play_sound(name)
        self.sounds_due.clear()
        self.roll_at = self.flight = self.slide = self.flash = None

    def forget_sounds(self) -> None:
        self.sounds_due.clear()

    # --- starting ---------------------------------------------------------------------------
    def show(self, events: Sequence[Event], now: float, scale: float) -> float:
        """Start what a step's ``events`` show; answer its length at normal speed."""
        seconds = 0.0
        if any(isinstance(event, DiceRolled) for event in events):
            self.roll_at = now
            self.play_sound("dice")
            seconds = ROLL_TIME
        for event in events:
            if isinstance(event, PieceMoved):
                seconds = max(seconds, self._slide(event, now))
            elif isinstance(event, DragonMoved):
                seconds = max(seconds, self._fly(event, seconds, now, scale))
            elif isinstance(event, DragonSlain):
                self._sound_at(seconds, "win", now, scale)
            elif isinstance(event, BattleFought) and event.mode != "landing":
                self._flash(event.defender_at, BATTLE_FLASH, seconds, now, scale)
                self._sound_at(seconds, "battle", now, scale)
                seconds = max(seconds, FLASH_TIME)
            elif isinstance(event, Built):
                self._flash(event.at, theme.GOLD_LIGHT, seconds, now, scale)
                self._sound_at(seconds, "build", now, scale)
                seconds = max(seconds, 0.3)
            elif isinstance(event, (CardAssigned, CrownPlaced)):
                self.play_sound("place")
        return seconds

    def _sound_at(self, delay: float, name: str, now: float, scale: float) -> None:
        if delay <= 0:
            self.play_sound(name)
        else:
            self.sounds_due.append((now + delay * scale, name))

    def _flash(self, square: Square, colour, delay: float, now: float, scale: float) -> None:
        self.flash = (square, now + delay * scale, colour)

    def _slide(self, event: PieceMoved, now: float) -> float:
        """The piece glides from its start to its end (a straight line: the path's turns
        are not drawn)."""
        start, to = event.path[0], event.path[-1]
        if start == to:
            return 0.0
        piece = ("h", event.seat) if event.piece == "hero" else ("g", event.general)
        squares = abs(start[0] - to[0]) + abs(start[1] - to[1])
        duration = min(1.0, SLIDE_TIME * max(1, squares))
        self.slide = {"key": piece, "from": start, "to": to, "start": now, "time": duration}
        self.play_sound("step")
        return duration

    def _fly(self, event: DragonMoved, delay: float, now: float, scale: float) -> float:
        """The dragon's flight: along its direction from where it was, wrapping around the
        edges, or down onto C from the alert track."""
        start, direction, distance = event.start, event.direction, event.distance
        to = event.to
        if not start:  # from the sky
            start, direction, distance = (to[0], to[1] - 7), "S", 7
        duration = FLIGHT_TIME * distance + 0.2
        self.flight = {
            "from": start,
            "direction": direction,
            "distance": distance,
            "start": now + delay * scale,
            "time": duration,
            "to": to,
        }
        self._sound_at(delay, "dragon", now, scale)
        self._flash(to, DRAGON_FLASH, delay + duration, now, scale)
        return delay + duration + FLASH_TIME

    # --- running ----------------------------------------------------------------------------
    def update(self, now: float, scale: float) -> None:
        if self.roll_at is not None and now - self.roll_at > ROLL_TIME * scale:
            self.roll_at = None
        if self.slide is not None and now - self.slide["start"] > self.slide["time"] * scale:
            self.slide = None
        if self.flight is not None and now - self.flight["start"] > self.flight["time"] * scale:
            self.flight = None
        if self.flash is not None and now - self.flash[1] > FLASH_TIME * scale:
            self.flash = None
        for due in [d for d in self.sounds_due if d[0] <= now]:
            self.sounds_due.remove(due)
            self.play_sound(due[1])

    def hidden(self, shown) -> frozenset[Square]:
        """Squares the board leaves empty: what moves is drawn by :meth:`draw`."""
        found: set[Square] = set()
        if self.slide is not None:
            found.add(self.slide["to"])
        if self.flight is not None and shown.dragon_at is not None:
            found.add(shown.dragon_at)
        return frozenset(found)

    def draw(
        self,
        surface: pygame.Surface,
        geo: board_art.Geometry,
        shown,
        now: float,
        scale: float,
        colorblind: bool,
    ) -> None:
        if self.slide is not None:
            self._draw_slide(surface, geo, shown, now, scale, colorblind)
        if self.flight is not None:
            self._draw_flight(surface, geo, now, scale)
        if self.flash is not None and now >= self.flash[1]:
            square, start, colour = self.flash
            t = (now - start) / max(0.01, FLASH_TIME * scale)
            rect = geo.square_rect(square)
            grow = round(t * geo.cell * 0.6)
            pygame.draw.rect(surface, colour, rect.inflate(grow, grow), max(2, geo.cell // 10), 6)

    def _draw_slide(self, surface, geo, shown, now: float, scale: float, colorblind: bool):
        slide = self.slide
        t = min(1.0, (now - slide["start"]) / max(0.01, slide["time"] * scale))
        a, b = slide["from"], slide["to"]
        centre = geo.centre((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
        kind, which = slide["key"]
        if kind == "h" and which < len(shown.hero):
            cards = shown.hero_cards[which]
            board_art.draw_hero(
                surface, which, shown.hero[which], centre, geo.cell, colorblind, cards
            )
            return
        for g, piece in shown.generals:
            if g == which:
                board_art.draw_general(
                    surface, piece.owner, g, centre, geo.cell, colorblind, piece.cards
                )

    def _draw_flight(self, surface, geo, now: float, scale: float) -> None:
        flight = self.flight
        t = (now - flight["start"]) / max(0.01, flight["time"] * scale)
        t = max(0.0, min(1.0, t))  # before it starts (after the roll) it waits where it is
        dx, dy = DIRECTIONS[flight["direction"]]
        fx = flight["from"][0] + dx * flight["distance"] * t
        fy = flight["from"][1] + dy * flight["distance"] * t
        copies = [(0, 0)]
        if flight["from"][1] >= 0:  # a flight along the board wraps around its edges
            fx, fy = fx % SIZE, fy % SIZE
            copies = [(ox, oy) for ox in (0, -SIZE, SIZE) for oy in (0, -SIZE, SIZE)]
        clip = surface.get_clip()
        surface.set_clip(geo.rect)  # half out at one edge, half in at the other
        flap = 1.0 if int(now * 8) % 2 else -0.4
        for ox, oy in copies:
            board_art.draw_dragon(surface, geo.centre((fx + ox, fy + oy)), geo.cell * 1.2, flap)
        surface.set_clip(clip)
