"""The gold-or-bat choice box, a part of the play scene: when both a gold and a bat
challenge may be made against the miner clicked, a small box beside it asks which (a
click on a row makes that challenge: the box is its confirmation)."""

from __future__ import annotations

import pygame

from game.app import fonts, theme
from game.engine.contract import Action
from game.goldmine import actions as act
from game.goldmine.actions import Kind
from game.goldmine.view.context import GoldMineContext
from game.goldmine.view.diagram_marks import token as token_icon
from game.goldmine.view.mine_view import GLOW_BAT, GLOW_GOLD
from game.goldmine.view.words import CHALLENGES
from game.text import tr


class ChallengeBox:
    """The box of ``scene`` (:class:`game.goldmine.view.play.GoldMinePlay`); ``choosing``:
    the seat whose miner was clicked (None: the box is closed)."""

    def __init__(self, scene: GoldMineContext) -> None:
        self.scene = scene
        self.choosing: int | None = None

    def offers_both(self, seat: int, legal) -> bool:
        """Whether both challenges may be made against ``seat`` (then the box asks)."""
        return act.gold(seat) in legal and act.bat(seat) in legal

    def open(self, seat: int) -> None:
        self.choosing = seat

    def close(self) -> bool:
        """Close the box; True when it was open."""
        was_open = self.choosing is not None
        self.choosing = None
        return was_open

    def box(self) -> pygame.Rect | None:
        """Where the box stands: beside the clicked miner, inside the view."""
        scene = self.scene
        if self.choosing is None or not scene.is_human_turn():
            return None
        view = scene.view
        points = view.miner_points(scene.observation(), {})
        if self.choosing not in points:
            return None
        px = scene.px
        mx, my = view.screen(points[self.choosing])
        width = max(fonts.font(px(15), bold=True).size(line)[0] for line in self.words())
        width = min(width + px(56), view.rect.w - px(16))
        box = pygame.Rect(0, 0, width, px(38) + 2 * px(44))
        gap = view.miner_size()
        box.midleft = (round(mx + gap), round(my))
        if box.right > view.rect.right - px(8):
            box.midright = (round(mx - gap), round(my))
        return box.clamp(view.rect.inflate(-px(8), -px(8)))

    def words(self) -> list[str]:
        scene = self.scene
        target = scene.seat_name(self.choosing) if self.choosing is not None else ""
        seat = scene.match.to_move
        tokens = scene.observation().tokens[seat] if seat >= 0 else (0, 0)
        return [
            tr("goldmine_ui.choose.title", target=target),
            tr("goldmine_ui.choose.gold", left=tokens[0]),
            tr("goldmine_ui.choose.bat", left=tokens[1]),
        ]

    def rows(self) -> list[tuple[pygame.Rect, Action]]:
        """The box's two rows and the challenge each makes."""
        box = self.box()
        if box is None or self.choosing is None:
            return []
        px = self.scene.px
        rows = []
        for i, kind in enumerate(CHALLENGES):
            rect = pygame.Rect(box.x + px(8), box.y + px(34) + i * px(44), box.w - px(16), px(40))
            rows.append((rect, act.challenge(kind, self.choosing)))
        return rows

    def handle(self, event: pygame.event.Event) -> bool:
        """Input while the box is open: a click on a row makes that challenge, a right
        click, Backspace or a click elsewhere closes it (the click elsewhere then counts as
        usual).  True when the event was used up."""
        scene = self.scene
        if event.type == pygame.MOUSEBUTTONDOWN:
            return any(rect.collidepoint(event.pos) for rect, _ in self.rows())
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, action in self.rows():
                if rect.collidepoint(event.pos):
                    self.choosing = None
                    scene.app.audio.play("click")
                    scene.commit(action)
                    return True
            box = self.box()
            self.choosing = None
            scene.refresh()
            return box is not None and box.collidepoint(event.pos)
        closing = event.type == pygame.MOUSEBUTTONUP and event.button == 3
        if closing or (event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE):
            self.choosing = None
            scene.refresh()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box()
        if box is None:
            return
        scene = self.scene
        px = scene.px
        words = self.words()
        shadow = box.move(px(3), px(3))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=px(10))
        pygame.draw.rect(surface, (30, 24, 32), box, border_radius=px(10))
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=px(10))
        title = fonts.render(words[0], px(15), theme.GOLD_LIGHT, bold=True)
        surface.blit(title, (box.x + px(12), box.y + px(8)))
        for (rect, action), line in zip(self.rows(), words[1:], strict=True):
            hover = rect.collidepoint(scene.mouse)
            pygame.draw.rect(surface, (74, 60, 44) if hover else (48, 40, 36), rect, 0, px(8))
            glow = GLOW_GOLD if action[0] == Kind.GOLD else GLOW_BAT
            pygame.draw.rect(surface, glow, rect, px(2), px(8))
            token_icon(surface, (rect.x + px(20), rect.centery), px(13), action[0])
            text = fonts.render(line, px(15), theme.CREAM, bold=hover)
            surface.blit(text, text.get_rect(midleft=(rect.x + px(40), rect.centery)))
