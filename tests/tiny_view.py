"""Tiny Duel on screen (tests only): the whole view of a game built on the shared kit.

What a game supplies and nothing more: a menu card picture, a one-page rules booklet, a play
scene (a button per move, disabled with the rules' ``explain`` as its reason when illegal;
the seats' points and secrets from the observation; a die that rolls to the face the
step's :class:`~tiny_game.events.Rolled` event tells), and its part of the Results screen.  The
New game screen is the shared one, drawn from ``tiny_game.setup_options.SETUP``; the chrome (status
bar, Undo/Hint/Menu, log, AI pacing, privacy screens, step queue, results hand-over) comes
from :class:`game.app.play.PlayScene`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from tiny_game import actions as act
from tiny_game.events import Rolled

from game import text
from game.app import fonts, theme, widgets
from game.app.booklet import Booklet, BookletScene, Diagram, Page, Para
from game.app.dice import paint_die, tumbling_face
from game.app.play import PlayScene
from game.app.seat_names import SeatNames
from game.app.views import GameView
from game.engine.contract import Action, Outcome
from game.engine.match import Match, StepReport
from game.text import tr

text.add_locale_dir(Path(__file__).parent / "tiny_locales")

ROLL_SECONDS = 0.8
"""How long the die tumbles at normal animation speed."""


def card_picture(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    side = min(size) * 2 // 3
    paint_die(surface, pygame.Rect((size[0] - side) // 2, (size[1] - side) // 2, side, side), 5)
    return surface


def diagram(name: str, width: int, colorblind: bool) -> pygame.Surface:
    """The six faces in a row (the booklet's only picture)."""
    side = width // 7
    surface = pygame.Surface((width, side), pygame.SRCALPHA)
    gap = (width - 6 * side) // 5
    for face in range(1, 7):
        paint_die(surface, pygame.Rect((face - 1) * (side + gap), 0, side, side), face)
    return surface


class TinyRulesScene(BookletScene):
    name = "tiny_rules"
    title_key = "tiny.rules.title"
    booklet = Booklet(
        pages=(
            Page("tiny.rules.title", (Para("tiny.rules.goal"), Diagram("dice", "tiny.rules.die"))),
        ),
        diagram=diagram,
    )


class TinyPlay(PlayScene):
    """The seats in a column, the die below them, a button per legal move in the panel."""

    name = "tiny_play"

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.moves: dict[pygame_gui.elements.UIButton, Action | None] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        self.die: int | None = None
        self.rolled_at: float | None = None
        self.rolls: list[int] = []
        """Every face the die has shown rolling (tests read it)."""

    def layout_board(self, area: pygame.Rect) -> None:
        self.area = area

    def build_panel(self, x: int, width: int, top: int) -> int:
        px = self.px
        half = (width - px(8)) // 2
        slots = 3 + 2 * (self.match.setup["players"] - 1)  # the most moves legal at once
        self.moves = {}
        for i in range(slots):
            left = x + (i % 2) * (half + px(8))
            rect = pygame.Rect(left, top + (i // 2) * px(42), half, px(36))
            button = self.buttons[f"move{i}"] = widgets.button(self, rect, "", "@small")
            self.moves[button] = None
        return top + (slots + 1) // 2 * px(42) + px(6)

    def refresh_panel(self) -> None:
        shown = self.observation()
        offered = self.offered(shown) if self.is_human_turn() else []
        for i, button in enumerate(self.moves):
            action = offered[i] if i < len(offered) else None
            self.moves[button] = action
            if action is None:
                button.hide()
                continue
            widgets.set_text(button, self.describe(action))
            why = self.match.rules.explain(shown, action)
            widgets.enable(button, why is None, why and tr(why[0], **why[1]))
            button.show()

    def offered(self, shown) -> list[Action]:
        """A button for every move the player may think of; the rules say which are legal."""
        if shown.challenged >= 0:
            return [act.accept(), act.yield_()]
        others = [j for j in range(shown.players) if j != shown.turn]
        peeks, duels = [act.peek(j) for j in others], [act.duel(j) for j in others]
        return [act.take(), act.roll(), *peeks, *duels, act.end()]

    def handle_game_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.moves.get(event.ui_element):
            self.app.audio.play("click")
            self.play(self.moves[event.ui_element])

    def describe(self, action: Action) -> str:
        kind = act.kind_of(action)
        target = self.seat_name(act.target(action)) if kind in act.AT_SEAT else ""
        return tr(f"tiny.action.{kind}", target=target)

    def prompt(self) -> str:
        shown = self.observation()
        if shown.challenged >= 0:
            return self.your_turn(tr("tiny.defend_prompt", attacker=self.seat_name(shown.turn)))
        return self.your_turn(tr("tiny.prompt"))

    def log_arg(self, name: str, value: Any) -> Any:
        return self.seat_name(value) if name in ("seat", "target") else value

    def animate(self, report: StepReport) -> float:
        """A die roll tumbles to its face (the step's events say; the log is for people)."""
        for event in report.events:
            if isinstance(event, Rolled):
                self.die, self.rolled_at = event.die, self.time
                self.rolls.append(event.die)
                return ROLL_SECONDS
        return 0.0

    def finish_animations(self) -> None:
        self.rolled_at = None

    def rolling(self) -> bool:
        if self.rolled_at is None:
            return False
        return self.time - self.rolled_at < ROLL_SECONDS * self.animation_scale()

    def draw_board(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop(None, self._paint_seats), (0, 0))
        if self.die is not None:
            face = tumbling_face(self.time) if self.rolling() else self.die
            side = self.px(96)
            rect = pygame.Rect(0, 0, side, side)
            rect.midbottom = (self.area.centerx, self.area.bottom - self.px(24))
            paint_die(surface, rect, face)

    def _paint_seats(self, surface: pygame.Surface) -> None:
        shown, px = self.observation(), self.px
        y = self.area.y + px(24)
        for seat, points in enumerate(shown.points):
            secret = shown.secrets[seat]
            words = (
                self.seat_name(seat),
                tr("tiny.points", points=points),
                tr("tiny.hidden") if secret is None else tr("tiny.secret", value=secret),
            )
            colour = theme.GOLD_LIGHT if seat == shown.turn else theme.CREAM
            surface.blit(fonts.render("   ".join(words), px(26), colour), (self.area.x + px(24), y))
            y += px(44)


def results_detail(match: Match, outcome: Outcome, names: SeatNames) -> str:
    """Each player's points and secret, from the outcome's detail only (its keys:
    ``TinyRules.outcome``)."""
    detail = outcome.detail
    lines = [
        tr("tiny.detail", player=names.seat(s), points=points, secret=detail["secrets"][s])
        for s, points in enumerate(detail["points"])
    ]
    return "<br>".join(widgets.escape(line) for line in lines)


VIEW = GameView(
    game_id="tiny",
    card_picture=card_picture,
    rules_scene=TinyRulesScene,
    play_scene=TinyPlay,
    results_detail=results_detail,
)
