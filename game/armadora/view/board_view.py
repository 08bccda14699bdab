"""Drawing the Armadora board and turning mouse positions into squares and lines.

The view draws a *position*: an observation or a state (both expose the same public
attributes).  What a value shows is decided by the caller through ``value_of`` so that
hidden values never reach the screen by accident.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.app import art, fonts
from game.armadora import actions as act
from game.armadora import board
from game.armadora.view import pieces
from game.armadora.view.board_art import draw_static_board, mine_picture
from game.armadora.view.pieces import PALISADE, PALISADE_LIGHT, reinforcement_spot

TERRITORY_TINTS = [
    (255, 232, 160),
    (170, 220, 255),
    (255, 190, 190),
    (200, 255, 190),
    (230, 200, 255),
    (255, 220, 140),
    (180, 255, 240),
    (255, 200, 240),
]
HIGHLIGHT = (255, 236, 140)
ILLEGAL = (230, 70, 60)


@dataclass
class Overlay:
    """Everything drawn on top of the position: highlights, ghosts, previews, animations."""

    targets: int = 0  # cells to highlight as legal targets
    target_lines: int = 0  # lines to hint as legal (faint marks)
    hover_cell: int | None = None
    ghost_warrior: tuple[int, str | None, int | None] | None = None  # cell, faction, value
    ghost_line: tuple[int, bool] | None = None  # line, legal
    preview_regions: tuple[tuple[int, str], ...] = ()  # (territory, label) a ghost closes
    selected_region: int = 0  # a territory to outline (results, hover)
    hint: tuple | None = None  # an action to point at
    last_cells: int = 0  # the latest move, marked
    last_lines: int = 0
    appear: dict[tuple[str, int], float] = field(default_factory=dict)  # ("cell"|"line", i) -> 0..1
    flip: dict[int, float] = field(default_factory=dict)  # cell -> reveal progress 0..1
    time: float = 0.0


class BoardView:
    """Geometry and drawing of the 8x5 board inside ``rect``."""

    def __init__(self, rect: pygame.Rect, colorblind: bool = False) -> None:
        self.colorblind = colorblind
        self.set_rect(rect)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.area = pygame.Rect(rect)
        margin_cells = 0.55
        self.cell = int(
            min(rect.w / (board.WIDTH + margin_cells), rect.h / (board.HEIGHT + margin_cells))
        )
        w, h = self.cell * board.WIDTH, self.cell * board.HEIGHT
        self.origin = (rect.x + (rect.w - w) // 2, rect.y + (rect.h - h) // 2)
        self.board_rect = pygame.Rect(self.origin, (w, h))

    # --- geometry -------------------------------------------------------------------
    def cell_rect(self, cell: int) -> pygame.Rect:
        x, y = board.xy_of(cell)
        return pygame.Rect(
            self.origin[0] + x * self.cell, self.origin[1] + y * self.cell, self.cell, self.cell
        )

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        if not self.board_rect.collidepoint(pos):
            return None
        x = (pos[0] - self.origin[0]) // self.cell
        y = (pos[1] - self.origin[1]) // self.cell
        return board.cell_of(int(x), int(y))

    def line_segment(self, line: int) -> tuple[tuple[int, int], tuple[int, int]]:
        a, _ = board.LINE_CELLS[line]
        r = self.cell_rect(a)
        if board.is_horizontal_pair(line):  # separates left/right: a vertical segment
            return (r.right, r.top), (r.right, r.bottom)
        return (r.left, r.bottom), (r.right, r.bottom)

    def line_at(self, pos: tuple[int, int]) -> int | None:
        """The internal line under the mouse, if it is close enough to one."""
        if not self.board_rect.inflate(self.cell // 4, self.cell // 4).collidepoint(pos):
            return None
        fx = (pos[0] - self.origin[0]) / self.cell
        fy = (pos[1] - self.origin[1]) / self.cell
        tolerance = 0.2
        best: tuple[float, int] | None = None
        gx, gy = round(fx), round(fy)
        # A vertical segment at column boundary gx, between rows floor(fy).
        if 1 <= gx <= board.WIDTH - 1 and 0 <= fy < board.HEIGHT:
            d = abs(fx - gx)
            row = int(fy)
            if d < tolerance:
                line = board.line_between(board.cell_of(gx - 1, row), board.cell_of(gx, row))
                if line is not None:
                    best = (d, line)
        if 1 <= gy <= board.HEIGHT - 1 and 0 <= fx < board.WIDTH:
            d = abs(fy - gy)
            col = int(fx)
            if d < tolerance and (best is None or d < best[0]):
                line = board.line_between(board.cell_of(col, gy - 1), board.cell_of(col, gy))
                if line is not None:
                    best = (d, line)
        return best[1] if best else None

    def line_rect(self, line: int, thickness: float = 0.13) -> pygame.Rect:
        (x1, y1), (x2, y2) = self.line_segment(line)
        t = max(4, int(self.cell * thickness))
        inset = max(2, self.cell // 14)
        if x1 == x2:
            return pygame.Rect(x1 - t // 2, y1 + inset, t, y2 - y1 - 2 * inset)
        return pygame.Rect(x1 + inset, y1 - t // 2, x2 - x1 - 2 * inset, t)

    # --- drawing --------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        pos: Any,
        value_of: Callable[[int], tuple[int | None, bool]],
        overlay: Overlay | None = None,
    ) -> None:
        """Draw ``pos``.  ``value_of(cell)`` gives (value to show or None, shown privately)."""
        overlay = overlay or Overlay()
        self.draw_base(surface, pos, value_of, overlay)
        self.draw_animated(surface, pos, value_of, overlay)
        self.draw_dynamic(surface, pos, overlay)

    def draw_base(self, surface, pos: Any, value_of, overlay: Overlay) -> None:
        """What only changes when the position does: board, regions, pieces, last-move marks.

        Animated pieces are left out, so scenes may cache this layer and add
        :meth:`draw_animated` on top each frame.
        """
        draw_static_board(surface, self.board_rect, self.cell)
        self._draw_regions(surface, pos, overlay)
        self._draw_mines(surface, pos)
        moving_cells, moving_lines = self.animated(overlay)
        self._draw_warriors(surface, pos, value_of, overlay, pos.occupied & ~moving_cells)
        self._draw_palisades(surface, pos, overlay, pos.palisades & ~moving_lines)
        self._draw_full_flags(surface, pos)

    @staticmethod
    def animated(overlay: Overlay) -> tuple[int, int]:
        """(cells, lines) being animated: left out of the base layer, drawn every frame."""
        cells = lines = 0
        for kind, index in overlay.appear:
            if kind == "cell":
                cells |= 1 << index
            else:
                lines |= 1 << index
        for cell in overlay.flip:
            cells |= 1 << cell
        return cells, lines

    def draw_animated(self, surface, pos: Any, value_of, overlay: Overlay) -> None:
        """Only the pieces that are appearing or flipping (on top of a cached base layer)."""
        cells, lines = self.animated(overlay)
        self._draw_warriors(surface, pos, value_of, overlay, pos.occupied & cells)
        self._draw_palisades(surface, pos, overlay, pos.palisades & lines)

    def _draw_full_flags(self, surface: pygame.Surface, pos: Any) -> None:
        """A small pennant in the corner of every full territory, above the pieces."""
        regions = pos.regions
        if len(regions) < 2:
            return
        for region in regions:
            if region & ~board.MINES & ~pos.occupied == 0:
                first = (region & -region).bit_length() - 1
                self._draw_full_flag(surface, self.cell_rect(first))

    def draw_dynamic(self, surface, pos: Any, overlay: Overlay) -> None:
        """What follows the mouse and the clock: targets, ghosts, previews, the hint."""
        self._draw_previews(surface, overlay)
        self._draw_targets(surface, overlay)
        self._draw_ghosts(surface, pos, overlay)

    def frame(self) -> int:
        return max(8, self.cell // 6)

    def _draw_regions(self, surface: pygame.Surface, pos: Any, overlay: Overlay) -> None:
        """Each closed territory gets its own light tint; full ones a small flag."""
        regions = pos.regions
        if len(regions) > 1:
            # One square's tint blended on each square of a region: the same pixels as a
            # board-sized layer tinted square by square (clear elsewhere) and blended once,
            # without that layer (98 MB at 7680x4320).
            tint = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
            for index, region in enumerate(regions):
                colour = TERRITORY_TINTS[index % len(TERRITORY_TINTS)]
                full = region & ~board.MINES & ~pos.occupied == 0
                tint.fill((*colour, 56 if full else 30))
                for cell in board.iter_bits(region):
                    surface.blit(tint, self.cell_rect(cell))
        if overlay.selected_region:
            self._outline_region(surface, overlay.selected_region, HIGHLIGHT, 4)

    def _draw_previews(self, surface: pygame.Surface, overlay: Overlay) -> None:
        """The territories a ghost palisade would close, lit, outlined and labelled."""
        for region, _label in overlay.preview_regions:
            for cell in board.iter_bits(region):
                surface.fill((40, 36, 20), self.cell_rect(cell), special_flags=pygame.BLEND_RGB_ADD)
            self._outline_region(surface, region, (255, 250, 220), 2)
        for region, label in overlay.preview_regions:
            self._draw_region_label(surface, region, label)

    def _draw_region_label(self, surface: pygame.Surface, region: int, label: str) -> None:
        """``label`` in a dark box at the middle of ``region`` (on its square nearest the
        middle when the middle lies outside it)."""
        centres = [self.cell_rect(c).center for c in board.iter_bits(region)]
        mx = sum(x for x, _ in centres) // len(centres)
        my = sum(y for _, y in centres) // len(centres)
        at = self.cell_at((mx, my))
        if at is None or not region >> at & 1:
            mx, my = min(centres, key=lambda p: ((p[0] - mx) ** 2 + (p[1] - my) ** 2, p[1], p[0]))
        text = fonts.render(label, max(11, self.cell // 6), (255, 246, 220), bold=True)
        box = text.get_rect(center=(mx, my)).inflate(12, 6)
        box.clamp_ip(self.board_rect)
        pygame.draw.rect(surface, (30, 24, 16), box, border_radius=6)
        pygame.draw.rect(surface, (255, 250, 220), box, 1, border_radius=6)
        surface.blit(text, text.get_rect(center=box.center))

    def _draw_full_flag(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.cell
        x, y = rect.left + s * 0.06, rect.top + s * 0.05
        pole = max(2, s // 36)
        pygame.draw.line(surface, (40, 26, 12), (x, y), (x, y + s * 0.34), pole + 2)
        pygame.draw.line(surface, (240, 230, 210), (x, y), (x, y + s * 0.34), pole)
        flag = [(x + 1, y), (x + s * 0.24, y + s * 0.08), (x + 1, y + s * 0.16)]
        pygame.draw.polygon(surface, (250, 206, 80), flag)
        pygame.draw.polygon(surface, (90, 60, 10), flag, 1)

    def _outline_region(self, surface: pygame.Surface, region: int, colour, width: int) -> None:
        for cell in board.iter_bits(region):
            r = self.cell_rect(cell)
            x, y = board.xy_of(cell)
            for dx, dy, a, b in (
                (-1, 0, r.topleft, r.bottomleft),
                (1, 0, r.topright, r.bottomright),
                (0, -1, r.topleft, r.topright),
                (0, 1, r.bottomleft, r.bottomright),
            ):
                nx, ny = x + dx, y + dy
                inside = board.on_board(nx, ny) and region >> board.cell_of(nx, ny) & 1
                if not inside:
                    pygame.draw.line(surface, colour, a, b, width)

    def _draw_targets(self, surface: pygame.Surface, overlay: Overlay) -> None:
        if not overlay.targets:
            return
        pulse = 0.5 + 0.5 * math.sin(overlay.time * 4)
        glow = int(30 + 40 * pulse)
        for cell in board.iter_bits(overlay.targets):
            r = self.cell_rect(cell).inflate(-6, -6)
            surface.fill((glow, glow, glow // 2), r, special_flags=pygame.BLEND_RGB_ADD)
            pygame.draw.rect(surface, HIGHLIGHT, r, 2, border_radius=self.cell // 8)

    def _draw_mines(self, surface: pygame.Surface, pos: Any) -> None:
        gold = pos.gold
        for index, cell in enumerate(board.MINE_CELLS):
            r = self.cell_rect(cell)
            surface.blit(mine_picture(self.cell), r.topleft)
            if gold is None:
                continue
            amount = gold[index]
            if amount <= 0:
                continue
            cx, cy = r.centerx, r.top + int(self.cell * 0.62)
            radius = max(4, self.cell // 9)
            for i in range(min(amount, 7)):
                angle = i * 2 * math.pi / min(amount, 7)
                ox = int(math.cos(angle) * radius * 1.3) if amount > 1 else 0
                oy = int(math.sin(angle) * radius * 0.8) if amount > 1 else 0
                art.coin(surface, (cx + ox, cy + oy), radius)
            label = fonts.render(
                str(amount), max(12, self.cell // 4), (255, 244, 200), bold=True, shadow=(0, 0, 0)
            )
            surface.blit(
                label, (r.right - label.get_width() - self.cell // 12, r.top + self.cell // 20)
            )

    def _draw_warriors(self, surface, pos: Any, value_of, overlay: Overlay, cells: int) -> None:
        for cell in board.iter_bits(cells):
            owner = pos.owners[cell]
            faction = pos.factions[owner] if 0 <= owner < len(pos.factions) else None
            value, private = value_of(cell)
            scale = 1.0
            appear = overlay.appear.get(("cell", cell))
            if appear is not None:
                scale = 1.0 + 0.35 * (1 - appear)
            flip = overlay.flip.get(cell)
            squash = 1.0
            if flip is not None:
                squash = abs(math.cos(flip * math.pi))
                if flip < 0.5:
                    value, private = None, False
            self.draw_warrior(
                surface,
                self.cell_rect(cell),
                faction,
                value,
                private,
                face_up=bool(pos.face_up >> cell & 1),
                scale=scale,
                squash=squash,
            )
            arrows = pos.arrows[cell]
            r = self.cell_rect(cell)
            for i in range(arrows):
                at = (r.left + self.cell * (0.2 + 0.14 * i), r.bottom - self.cell * 0.2)
                pieces.draw_arrow(surface, at, self.cell)
            if pos.reinforced >> cell & 1:  # top right: the value's seal is bottom right
                pieces.draw_reinforcement(surface, reinforcement_spot(r, self.cell), self.cell)
            if overlay.last_cells >> cell & 1:
                pygame.draw.rect(
                    surface, (255, 255, 255), r.inflate(-4, -4), 2, border_radius=self.cell // 7
                )

    def draw_warrior(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        faction: str | None,
        value: int | None,
        private: bool,
        face_up: bool = False,
        scale: float = 1.0,
        squash: float = 1.0,
        alpha: int = 255,
    ) -> None:
        """One warrior tile (:func:`game.armadora.view.pieces.draw_warrior`)."""
        pieces.draw_warrior(
            surface, rect, faction, value, private, self.colorblind, face_up, scale, squash, alpha
        )

    def _draw_palisades(
        self, surface: pygame.Surface, pos: Any, overlay: Overlay, lines: int
    ) -> None:
        for line in board.iter_bits(lines):
            appear = overlay.appear.get(("line", line))
            self.draw_palisade(surface, line, appear=1.0 if appear is None else appear)
            if overlay.last_lines >> line & 1:
                pygame.draw.rect(
                    surface, (255, 255, 255), self.line_rect(line).inflate(6, 6), 2, border_radius=4
                )

    def draw_palisade(
        self,
        surface: pygame.Surface,
        line: int,
        colour=PALISADE,
        alpha: int = 255,
        appear: float = 1.0,
    ) -> None:
        pieces.draw_palisade(surface, self.line_rect(line), self.cell, colour, alpha, appear)

    def _draw_ghosts(self, surface: pygame.Surface, pos: Any, overlay: Overlay) -> None:
        if overlay.target_lines:
            for line in board.iter_bits(overlay.target_lines):
                (x1, y1), (x2, y2) = self.line_segment(line)
                cx, cy = (x1 + x2) // 2, (y1 + y2) // 2
                pygame.draw.circle(surface, (255, 240, 180), (cx, cy), max(2, self.cell // 30))
        if overlay.ghost_warrior is not None:
            cell, faction, value = overlay.ghost_warrior
            self.draw_warrior(surface, self.cell_rect(cell), faction, value, True, alpha=150)
        if overlay.ghost_line is not None:
            line, legal = overlay.ghost_line
            self.draw_palisade(surface, line, PALISADE_LIGHT if legal else ILLEGAL, alpha=200)
        if overlay.hint is not None:
            self._draw_hint(surface, overlay.hint, overlay.time)

    def hint_rect(self, action: tuple) -> pygame.Rect | None:
        kind = act.kind_of(action)
        if kind in act.ON_LINE:
            return self.line_rect(act.line(action)).inflate(12, 12)
        if kind in act.ON_SQUARE:
            return self.cell_rect(act.square(action)).inflate(-4, -4)
        return None

    def _draw_hint(self, surface: pygame.Surface, action: tuple, time: float) -> None:
        rect = self.hint_rect(action)
        if rect is None:
            return
        pulse = 2 + int(2 * (1 + math.sin(time * 6)))
        pygame.draw.rect(surface, (120, 230, 255), rect, pulse, border_radius=8)
        if act.kind_of(action) in act.ON_LINE:
            self.draw_palisade(surface, act.line(action), (120, 200, 240), alpha=170)


def frame_rect(view: BoardView) -> pygame.Rect:
    f = view.frame()
    return view.board_rect.inflate(2 * f, 2 * f)
