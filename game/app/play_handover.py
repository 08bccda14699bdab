"""A play scene's part: who sees the board.  When the decision passes to another person in
hot-seat, a game with hidden information covers the board with the privacy screen until
that player is at the keyboard (the one who just moved may still take it back from there);
a game without hides nothing and shows the hand-over banner (:mod:`game.app.handover`)
instead.  While only AI seats decide in hot-seat, nobody's secrets are on screen."""

from __future__ import annotations

import pygame

from game.app.handover import HandOver
from game.app.play_context import PlayContext
from game.text import tr


class HandingOver:
    """The viewer of ``scene`` (a :class:`game.app.play.PlayScene`): ``scene.viewer``."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene
        self.privacy_for: int | None = None  # the seat the privacy screen waits for
        self.last_human: int | None = scene.viewer  # the person who last had the board
        self.banner: HandOver | None = None  # the hand-over banner (hot-seat, nothing hidden)

    def hand_over(self) -> None:
        """Show the board to the seat that decides now; in hot-seat with hidden information
        the privacy screen covers it until that player is at the keyboard."""
        scene = self.scene
        seat = scene.match.to_move
        several = len(scene.humans) > 1
        if seat < 0 or not scene.match.seats[seat].is_human:
            if several:
                self.set_viewer(None)  # AI turns in hot-seat: nobody's secrets on screen
            return
        scene.saving.flush()  # the last decision is on disk before this player is asked
        if scene.viewer == seat:
            return
        if several and scene.hidden_information:
            mover = scene.viewer  # who made the decision that hands over, if anyone at all
            undo = None
            if mover is not None and scene.match.can_undo(mover):
                undo = (scene.seat_name(mover), lambda: self._privacy_undo(mover))
            self.set_viewer(None)
            self.privacy_for = seat
            turn = scene.decides_during()
            scene.app.push(
                "privacy",
                player=scene.seat_name(seat),
                on_ready=self._privacy_done,
                turn_of=None if turn is None else scene.seat_name(turn),
                undo=undo,
            )
        else:
            if several and self.last_human not in (None, seat):
                self._show_banner(seat)  # one person to another: say so, let no click through
            self.set_viewer(seat)
        self.last_human = seat

    def set_viewer(self, seat: int | None) -> None:
        scene = self.scene
        if scene.viewer != seat:
            scene.viewer = seat
            scene.refresh()

    def showing(self) -> bool:
        """The hand-over banner is on the board."""
        return self.banner is not None and self.banner.showing(self.scene.time)

    def stops(self, event: pygame.event.Event) -> bool:
        """A hand-over banner is up and takes ``event`` (the menu still opens)."""
        if not self.showing():
            return False
        keep = (self.scene.buttons.get("menu"),)
        return self.banner.swallows(event, self.scene.time, keep=keep)

    def draw(self, surface: pygame.Surface) -> None:
        self.banner.draw(surface, self.scene.board_area, self.scene.px)

    def _show_banner(self, seat: int) -> None:
        scene = self.scene
        name, turn = scene.seat_name(seat), scene.decides_during()
        if turn is None:
            note = tr("play.handover_note", player=name)
        else:
            note = tr("play.privacy_decides", player=name, turn=scene.seat_name(turn))
        self.banner = HandOver(tr("play.handover_title", player=name), note, scene.time)
        scene.quiet_hover()

    def _privacy_done(self) -> None:
        scene = self.scene
        scene.viewer = self.privacy_for
        self.privacy_for = None
        scene.rebuild()

    def _privacy_undo(self, seat: int) -> None:
        """The player who just moved took it back from the privacy screen: their board
        again, at the decision they made."""
        scene = self.scene
        self.privacy_for = None
        scene.viewer = seat
        scene.undo()
        scene.rebuild()
