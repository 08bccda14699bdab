"""The Crown & Dragon play scene's drawing beside the chrome, a part of it: the board's
backdrop (the board with its marks, the edge numbers, the panel, the column), the column
beside the board (dice, Dragon Alert, queue, market, hand: :mod:`game.crown.view.offboard`),
the battle preview and the enlarged card under the mouse."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.app import fonts, theme
from game.crown.actions import CARD_PLAYS, Kind
from game.crown.board import SIZE
from game.crown.state import CrownObservation
from game.crown.view import battle_box, board_art, offboard
from game.crown.view.cards_shown import card_picture
from game.crown.view.context import CrownContext
from game.engine.contract import Action
from game.text import tr

HOVER_BIG = (190, 266)
"""Design size of the enlarged card shown while the mouse rests on a small one."""
HOVER_LEAST = 180
"""The enlarged card's least width in window pixels (its words stay readable in a small
window)."""


class CrownDrawing:
    """The drawing of ``scene`` (:class:`game.crown.view.play.CrownPlay`); it keeps where
    the cards beside the board were drawn (:attr:`spots`)."""

    def __init__(self, scene: CrownContext) -> None:
        self.scene = scene
        self.spots: list[offboard.CardSpot] = []

    def spot_at(self, pos: tuple[int, int]) -> offboard.CardSpot | None:
        for spot in self.spots:
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        shown = scene.observation()
        marks = scene.marking.marks()
        rolling = scene.motion.roll_at is not None
        key = (marks.hidden, marks.sites, marks.targets, marks.reach, marks.chosen, marks.hover)
        key += (marks.active, scene.choices.pending, marks.statuses, scene.panel.sections.key())
        scene.draw_backdrop(surface, (key, rolling), lambda s: self.paint_static(s, marks))
        colorblind = scene.app.settings.colorblind
        scene.motion.draw(
            surface, scene.geo, shown, scene.time, scene.animation_scale(), colorblind
        )
        hovered = scene.marking.hovered_square() if scene.is_top() else None
        if hovered is not None and hovered in scene.marking.square_actions():
            pygame.draw.rect(surface, theme.CREAM, scene.geo.square_rect(hovered), 2)
        if rolling:  # the dice tumble: the column is drawn every frame meanwhile
            self.draw_column(surface, shown)
        self.draw_preview(surface)
        self.draw_card_zoom(surface)

    def paint_static(self, surface: pygame.Surface, marks: board_art.Marks) -> None:
        scene = self.scene
        shown = scene.observation()
        self.paint_edges(surface)
        colorblind = scene.app.settings.colorblind
        board_art.paint_board(surface, scene.geo.rect, shown, colorblind, marks)
        scene.panel.paint(surface)
        if scene.motion.roll_at is None:  # the column changes only with the position
            self.draw_column(surface, shown)

    def paint_edges(self, surface: pygame.Surface) -> None:
        """Column and row numbers along the board's edges (the log names squares so)."""
        px, geo = self.scene.px, self.scene.geo
        size = max(9, min(px(12), geo.cell // 3))
        for i in range(SIZE):
            label = fonts.render(str(i + 1), size, theme.MUTED)
            cx = geo.x + (i + 0.5) * geo.cell
            surface.blit(label, label.get_rect(midbottom=(cx, geo.y - px(1))))
            cy = geo.y + (i + 0.5) * geo.cell
            surface.blit(label, label.get_rect(midright=(geo.x - px(3), cy)))

    def draw_column(self, surface: pygame.Surface, shown: CrownObservation) -> None:
        scene = self.scene
        human = scene.is_human_turn()
        legal = scene.legal() if human else frozenset()
        buyable = frozenset(a for a in legal if a[0] in (Kind.GENERAL, Kind.MILITARY))
        playable = frozenset(
            a for a in legal if a[0] in (Kind.PLAY, Kind.DARK, Kind.DISCARD) and len(a) == 2
        )
        viewer = scene.viewer
        mine = viewer is not None and viewer >= 0
        owner = viewer if mine else max(0, shown.turn)
        dealt = shown.dealt[viewer] if mine and shown.stage == "keep" and human else ()
        colorblind = scene.app.settings.colorblind
        view = offboard.ColumnView(
            white=shown.white if shown.stage not in ("keep", "keep_place", "deal") else 0,
            black=shown.black_face,
            rolling=scene.motion.roll_at is not None,
            time=scene.time,
            alert=shown.alert,
            dragon=shown.dragon,
            queue=shown.queue,
            market_generals=shown.market_generals,
            market_military=shown.market_military,
            buyable=buyable,
            hand=shown.hand,
            black_card=shown.black,
            playable=playable,
            backs=(shown.hand_sizes[owner], shown.has_black[owner]),
            show_hand=mine,
            hand_owner=tr("crown_ui.hand_of", player=scene.seat_name(owner)),
            dealt=tuple(g for g in dealt if g >= 0),
            points=scene.points(),
            goal=shown.goal,
            assigning=placing(shown) if human else None,
            colorblind=colorblind,
            chosen=chosen_card(scene.choices.pending),
        )

        def colour(seat: int) -> tuple[int, int, int]:
            return board_art.seat_colour(seat, colorblind)

        self.spots = offboard.draw_column(surface, scene.column, view, scene.px, colour)

    def draw_preview(self, surface: pygame.Surface) -> None:
        """The battle preview beside the hovered target, or the chosen one."""
        scene = self.scene
        if not scene.is_human_turn() or not scene.is_top():
            return
        target = None
        pending = scene.choices.pending
        if pending is not None and pending[0] != Kind.ATTACK:
            pending = None  # a card or a step waits: no battle to show
        if pending is not None:
            target = (pending[1], pending[2])
        elif scene.pointer_known and scene.quiet_target is None:
            target = scene.marking.hovered_square()
        if target is None:
            return
        shown = scene.battle_preview(target)
        if shown is None:
            return
        names = (scene.piece_words(shown.attacker), scene.piece_words(shown.defender))
        anchor = tuple(round(v) for v in scene.geo.centre(target))
        battle_box.draw_box(
            surface,
            scene.board_area,
            anchor,
            shown,
            names,
            scene.seat_name,
            pending is not None,
            scene.px,
        )

    def draw_card_zoom(self, surface: pygame.Surface) -> None:
        """The card under the mouse, large enough to read."""
        scene = self.scene
        if not scene.pointer_known or not scene.is_top():
            return
        spot = self.spot_at(scene.mouse)
        if spot is None or spot.value < 0:
            return
        px = scene.px
        width = max(px(HOVER_BIG[0]), HOVER_LEAST)
        size = (width, round(width * HOVER_BIG[1] / HOVER_BIG[0]))
        picture = card_picture(spot.deck, spot.value, size, scene.app.settings.colorblind)
        rect = picture.get_rect(topright=(spot.rect.x - px(8), spot.rect.y))
        rect = rect.clamp(pygame.Rect((0, 0), scene.app.size))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 4), border_radius=px(6))
        surface.blit(picture, rect)


def chosen_card(pending: Action | None) -> Action | None:
    """The card play waiting for its confirmation (its card is lifted in the column)."""
    if pending is not None and pending[0] in CARD_PLAYS:
        return pending
    return None


class Placing(NamedTuple):
    """A card being placed: its deck and the card (not an action)."""

    deck: str
    card: int


def placing(shown: CrownObservation) -> Placing | None:
    """The card the player is placing now (a military card, a general), if any."""
    if shown.stage == "assign" and shown.assigning >= 0:
        return Placing("military", shown.assigning)
    if shown.stage == "redeploy" and shown.pool:
        return Placing("military", shown.pool[0])
    if shown.stage in ("place", "keep_place") and shown.assigning >= 0:
        return Placing("general", shown.assigning)
    return None
