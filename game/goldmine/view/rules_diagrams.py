"""Illustrations for the Gold Mine rules booklet.

Every diagram is drawn with the game's own art: tiles from :class:`TileArt`, miners
from :func:`draw_miner`, dice from :func:`paint_die`, plus the marks of :mod:`diagram_marks`
(green outlines for legal spots, red crosses for forbidden ones, numbered steps, arrows).
The small mines come from :mod:`diagram_examples`, where the tests check them against the
real placement and movement code.  ``render(name, width, colorblind)`` returns a finished
surface and ``height_for(name, width)`` its height without drawing; the rules scene caches
the pictures, so nothing here runs per frame.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame

from game.app import fonts, theme
from game.app.dice import paint_die
from game.goldmine.view.diagram_examples import (
    BAT_DIE,
    BAT_MINE,
    BAT_START,
    BAT_STEPS,
    DUEL_ROUNDS,
    FIVE_TILES,
    HIDE_EMPTY,
    HIDE_FIGHT,
    HIDE_MINE,
    HIDE_MINERS,
    HIDE_TARGET,
    MOVE_BLOCKED,
    MOVE_DIE,
    MOVE_MINE,
    MOVE_OTHER,
    MOVE_START,
    MOVE_STEPS,
    PHASES_MINE,
    PLACEMENT_GHOST,
    PLACEMENT_MINE,
    PLACEMENT_TILE,
    TILE_ROWS,
    TILES_BY_LABEL,
    forbidden_spots,
    legal_spots,
    t,
)
from game.goldmine.view.diagram_marks import (
    ART,
    anchor,
    arrow,
    bad,
    badge,
    bat,
    cross,
    dashed_square,
    draw_mine,
    fit_grid,
    good,
    hand_frame,
    label_under,
    miners_at,
    outline,
    stack,
    tick,
    token,
)
from game.goldmine.view.miners import draw_miner
from game.goldmine.view.tile_art import nugget
from game.text import tr

ASPECT = {
    "box": 0.7,
    "tiles": 0.62,
    "placement": 0.74,
    "phases": 0.62,
    "passage": 0.92,
    "moving": 0.64,
    "duel": 0.66,
    "hide": 0.5,
    "bat": 0.5,
    "win": 0.7,
    "mud": 0.6,
    "five": 0.6,
    "alliance": 0.6,
}
"""Height / width of each diagram."""


def height_for(name: str, width: int) -> int:
    return max(1, round(width * ASPECT[name]))


def _box(s: pygame.Surface, colorblind: bool) -> None:
    """What is in the box: tiles, the miners, dice, nuggets and challenge tokens."""
    w, h = s.get_size()
    cell = round(min(w / 5, h * 0.4))
    miner = min(w / 9, h * 0.15)
    die = round(min(w / 9, h * 0.2))
    gap_y = (h - cell - miner - die) / 2
    samples = (t("entrance"), t("t", 3), t("chamber_t", 2), t("cave"))
    gap = (w - 4 * cell) // 5
    for i, (tile, rot) in enumerate(samples):
        rect = pygame.Rect(gap + i * (cell + gap), 0, cell, cell)
        s.blit(ART.get(tile, rot, cell, tile.spec.chamber), rect)
        pygame.draw.rect(s, (40, 30, 26), rect, 1)
    row = cell + gap_y + miner / 2
    for seat in range(6):
        draw_miner(s, seat, (w * (seat + 0.5) / 6, row), miner, colorblind)
    bottom = h - die / 2 - 2
    paint_die(s, pygame.Rect(round(w * 0.04), round(bottom - die / 2), die, die), 3)
    paint_die(s, pygame.Rect(round(w * 0.06 + die), round(bottom - die / 2), die, die), 5)
    r = die * 0.55
    token(s, (w * 0.5, bottom), r, "gold")
    token(s, (w * 0.5 + r * 2.4, bottom), r, "bat")
    for i, (dx, dy) in enumerate(((0, 0), (0.9, 0.15), (0.45, -0.55), (1.5, -0.25))):
        nugget(s, (w * 0.82 + dx * die * 0.4, bottom + dy * die * 0.5 + 4), die * 0.28 - i % 2)


def _tiles(s: pygame.Surface, colorblind: bool) -> None:
    """Every kind of tile with its name: tunnels, gold chambers, then the special ones."""
    w, h = s.get_size()
    cols = max(len(row) for row in TILE_ROWS)
    col_w = w / cols
    row_h = h / len(TILE_ROWS)
    size = max(9, round(col_w * 0.13))
    line = fonts.font(size).get_height()
    cell = round(min(col_w * 0.8, row_h - line * 2 - 4))
    for r, row in enumerate(TILE_ROWS):
        offset = (cols - len(row)) * col_w / 2
        for c, key in enumerate(row):
            tile, rot = TILES_BY_LABEL[key]
            cx = round(offset + col_w * (c + 0.5))
            rect = pygame.Rect(cx - cell // 2, round(row_h * r), cell, cell)
            s.blit(ART.get(tile, rot, cell, tile.spec.chamber), rect)
            pygame.draw.rect(s, (40, 30, 26), rect, 1)
            special = key in ("passage", "mud")
            colour = theme.GOLD_LIGHT if special else theme.CREAM
            label_under(
                s,
                tr(f"goldmine_rules.label.{key}"),
                cx,
                rect.bottom + 2,
                size,
                round(col_w) - 2,
                colour,
            )


def _placement(s: pygame.Surface, colorblind: bool) -> None:
    """A small mine, the dead end in hand, where it may go (green) and may not (red)."""
    w, h = s.get_size()
    legal = legal_spots(PLACEMENT_MINE, PLACEMENT_TILE[0])
    forbidden = forbidden_spots(PLACEMENT_MINE, PLACEMENT_TILE[0])
    squares = [*PLACEMENT_MINE, *legal, *forbidden]
    hand_w = round(w * 0.24)
    grid = fit_grid(squares, pygame.Rect(hand_w, 0, w - hand_w, h))
    cell = grid.cell
    hand = pygame.Rect(0, 0, round(cell * 1.25), round(cell * 1.25))
    hand.center = (hand_w // 2, h // 2)
    hand_frame(s, hand)
    tile, _ = PLACEMENT_TILE
    s.blit(ART.get(tile, 0, cell), (hand.x + (hand.w - cell) // 2, hand.y + (hand.h - cell) // 2))
    for x in range(grid.x0, grid.x0 + grid.cols):
        for y in range(grid.y0, grid.y0 + grid.rows):
            if (x, y) not in PLACEMENT_MINE:
                dashed_square(s, grid.rect((x, y)).inflate(-4, -4), (96, 80, 88))
    draw_mine(s, PLACEMENT_MINE, grid)
    ghost_rot = legal[PLACEMENT_GHOST][0]
    ghost = ART.get(tile, ghost_rot, cell).copy()
    ghost.set_alpha(150)
    s.blit(ghost, grid.rect(PLACEMENT_GHOST))
    width = max(3, cell // 16)
    for square in legal:
        outline(s, grid.rect(square), good(colorblind), width)
    for square in forbidden:
        cross(s, grid.rect(square).center, cell * 0.26, bad(colorblind))


def _phases(s: pygame.Surface, colorblind: bool) -> None:
    """Development: 20 face-down tiles make the first tunnels; then the miners go down."""
    w, h = s.get_size()
    side = round(min(w * 0.15, h * 0.3))
    left = pygame.Rect(round(w * 0.04), round(h * 0.12), side, side)
    stack(s, left, 20)
    grid = fit_grid(PHASES_MINE, pygame.Rect(round(w * 0.3), 0, round(w * 0.7), h))
    draw_mine(s, PHASES_MINE, grid)
    arrow(
        s,
        (left.right + side * 0.3, left.centery),
        (grid.rect((-1, 0)).left - 4, grid.rect((-1, 0)).centery),
        theme.GOLD,
        max(2, side // 16),
        -0.15,
    )
    centre = anchor(PHASES_MINE, (0, 0, 0), grid)
    miners_at(s, centre, (0, 1, 2, 3), grid.cell * 0.26, colorblind)


def _passage(s: pygame.Surface, colorblind: bool) -> None:
    """Three secret-passage rolls: doubles, a total of 7, and a miss (the lower die)."""
    w, h = s.get_size()
    rows = ((4, 4), (2, 5), (6, 2))
    row_h = h / 3
    die = round(min(row_h * 0.6, w * 0.19))
    pool = round(min(row_h * 0.85, w * 0.24))
    width = max(3, die // 12)
    end_x = round(w * 0.96) - pool - round(die * 0.7)
    for i, (a, b) in enumerate(rows):
        cy = round(row_h * (i + 0.5))
        ra = pygame.Rect(0, cy - die // 2, die, die)
        rb = pygame.Rect(die + die // 4, cy - die // 2, die, die)
        paint_die(s, ra, a)
        paint_die(s, rb, b)
        start = (rb.right + die * 0.2, cy)
        if a == b or a + b == 7:
            arrow(s, start, (end_x - die * 0.15, cy), good(colorblind), width)
            tile, rot = t("straight", 1, passage=True)
            rect = pygame.Rect(end_x, cy - pool // 2, pool, pool)
            s.blit(ART.get(tile, rot, pool), rect)
            pygame.draw.rect(s, (40, 30, 26), rect, 1)
            draw_miner(s, 0, (rect.x + pool * 0.32, cy), pool * 0.3, colorblind)
            tick(s, (rect.right + die * 0.4, cy), die * 0.26, good(colorblind))
        else:
            low, high = (ra, rb) if a < b else (rb, ra)
            outline(s, low.inflate(8, 8), theme.GOLD, 3)
            veil = pygame.Surface(high.size, pygame.SRCALPHA)
            veil.fill((30, 24, 34, 150))
            s.blit(veil, high)
            label = tr("goldmine_rules.diagram.up_to", steps=min(a, b))
            image = fonts.render(label, max(10, round(die * 0.36)), theme.GOLD_LIGHT, bold=True)
            arrow(s, start, (end_x - die * 0.15, cy), theme.GOLD, width)
            s.blit(image, (end_x, cy - image.get_height() // 2))


def _moving(s: pygame.Surface, colorblind: bool) -> None:
    """A roll of 4: through the green miner's tile, stopped by the mud on the third step."""
    w, h = s.get_size()
    grid = fit_grid(MOVE_MINE, pygame.Rect(0, 0, w, h))
    draw_mine(s, MOVE_MINE, grid)
    cell = grid.cell
    route = [MOVE_START, *MOVE_STEPS]
    points = [anchor(MOVE_MINE, p, grid) for p in route]
    for a, b in itertools.pairwise(points):
        pygame.draw.line(s, theme.GOLD, a, b, max(2, cell // 24))
    mud_rect = grid.rect(MOVE_STEPS[-1][:2])
    outline(s, mud_rect, bad(colorblind), max(3, cell // 16))
    blocked = grid.rect(MOVE_BLOCKED)
    cross(s, (blocked.centerx, blocked.bottom - cell * 0.22), cell * 0.14, bad(colorblind))
    draw_miner(s, 1, anchor(MOVE_MINE, MOVE_OTHER, grid), cell * 0.3, colorblind)
    draw_miner(s, 0, points[0], cell * 0.3, colorblind)
    for number, point in enumerate(points[1:], start=1):
        at = (point[0] + cell * 0.2, point[1] - cell * 0.26)
        badge(s, at, number, cell * 0.13)
    die = round(cell * 0.5)
    spot = grid.rect((4, 1))
    paint_die(s, pygame.Rect(spot.centerx - die // 2, spot.centery - die // 2, die, die), MOVE_DIE)


def _duel(s: pygame.Surface, colorblind: bool) -> None:
    """Attacker and defender on one path, each with gold; three rounds of dice, ties to the
    attacker."""
    w, h = s.get_size()
    cell = round(min(w * 0.32, h * 0.62))
    tile, rot = t("chamber_straight", 1)
    rect = pygame.Rect(0, (h - cell) // 2, cell, cell)
    s.blit(ART.get(tile, rot, cell), rect)
    pygame.draw.rect(s, (40, 30, 26), rect, 1)
    miners_at(s, rect.center, (0, 2), cell * 0.26, colorblind)
    for dx in (-0.2, 0.2):
        nugget(s, (rect.centerx + dx * cell, rect.top + cell * 0.13), cell * 0.07)
    row_h = h / 3
    left = rect.right + round(w * 0.05)
    die = round(min(row_h * 0.66, (w - left) / 5.6))
    for i, (a, b) in enumerate(DUEL_ROUNDS):
        cy = round(row_h * (i + 0.5))
        badge(s, (left + die * 0.3, cy), i + 1, die * 0.28)
        x = left + die * 0.75
        draw_miner(s, 0, (x + die * 0.35, cy), die * 0.55, colorblind)
        ra = pygame.Rect(round(x + die * 0.9), cy - die // 2, die, die)
        rb = pygame.Rect(ra.right + die // 3, cy - die // 2, die, die)
        paint_die(s, ra, a)
        paint_die(s, rb, b)
        draw_miner(s, 2, (rb.right + die * 0.55, cy), die * 0.55, colorblind)
        winner = ra if a >= b else rb
        outline(s, winner.inflate(8, 8), good(colorblind), 3)


def _hide(s: pygame.Surface, colorblind: bool) -> None:
    """The winner hides the won nugget in an empty chamber where neither of the two stands."""
    w, h = s.get_size()
    grid = fit_grid(HIDE_MINE, pygame.Rect(0, 0, w, h))
    draw_mine(s, HIDE_MINE, grid, empty=HIDE_EMPTY)
    cell = grid.cell
    fight = anchor(HIDE_MINE, (*HIDE_FIGHT, 0), grid)
    miners_at(s, fight, (0, 2), cell * 0.28, colorblind)
    bystander_seat, bystander = HIDE_MINERS[2]
    draw_miner(s, bystander_seat, anchor(HIDE_MINE, bystander, grid), cell * 0.28, colorblind)
    target = grid.rect(HIDE_TARGET)
    nugget(s, target.center, cell * 0.14)
    outline(s, target, good(colorblind), max(3, cell // 16))
    arrow(
        s,
        (fight[0] + cell * 0.2, fight[1] - cell * 0.3),
        (target.centerx - cell * 0.1, target.centery - cell * 0.25),
        theme.GOLD,
        max(2, cell // 22),
        0.25,
    )


def _bat(s: pygame.Surface, colorblind: bool) -> None:
    """A bat push: the winner rolls a 3 and walks the loser three steps along the tunnels."""
    w, h = s.get_size()
    grid = fit_grid(BAT_MINE, pygame.Rect(0, 0, w, h))
    draw_mine(s, BAT_MINE, grid)
    cell = grid.cell
    route = [BAT_START, *BAT_STEPS]
    points = [anchor(BAT_MINE, p, grid) for p in route]
    for a, b in itertools.pairwise(points):
        pygame.draw.line(s, (200, 190, 230), a, b, max(2, cell // 24))
    ghost = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    draw_miner(ghost, 2, points[0], cell * 0.3, colorblind)
    ghost.set_alpha(110)
    s.blit(ghost, (0, 0))
    draw_miner(s, 2, points[-1], cell * 0.3, colorblind)
    for number, point in enumerate(points[1:-1], start=1):
        badge(s, point, number, cell * 0.13)
    last = points[-1]
    badge(s, (last[0] + cell * 0.28, last[1] - cell * 0.22), len(BAT_STEPS), cell * 0.13)
    bat(s, (points[0][0], points[0][1] - cell * 0.3), cell * 0.3, (40, 30, 56))
    die = round(cell * 0.5)
    spot = grid.rect((-1, 1))
    paint_die(s, pygame.Rect(spot.centerx - die // 2, spot.centery - die // 2, die, die), BAT_DIE)


def _win(s: pygame.Surface, colorblind: bool) -> None:
    """Back at the ladder with enough gold: the miner climbs out."""
    w, h = s.get_size()
    cell = round(min(h * 0.72, w * 0.45))
    tile, rot = t("entrance")
    rect = pygame.Rect(round(w * 0.08), h - cell - round(h * 0.04), cell, cell)
    corridor, corridor_rot = t("straight", 1)
    s.blit(ART.get(corridor, corridor_rot, cell), rect.move(cell, 0))
    s.blit(ART.get(tile, rot, cell), rect)
    pygame.draw.rect(s, (40, 30, 26), rect, 1)
    arrow(
        s,
        (rect.centerx, rect.centery - cell * 0.1),
        (rect.centerx, max(8, rect.top - cell * 0.3)),
        theme.GOLD_LIGHT,
        max(3, cell // 20),
    )
    draw_miner(s, 0, (rect.centerx, rect.centery + cell * 0.05), cell * 0.3, colorblind)
    pile = (rect.right + cell * 0.55, rect.centery)
    r = cell * 0.11
    r = cell * 0.095
    spots = ((-3.15, 0), (-1.05, 0), (1.05, 0), (3.15, 0), (-2.1, -1.7), (0, -1.7), (2.1, -1.7))
    for dx, dy in spots:
        nugget(s, (pile[0] + dx * r, pile[1] + dy * r + r * 0.8), r)
    tick(s, (pile[0], pile[1] + r * 3.6), r * 1.1, good(colorblind))


def _mud(s: pygame.Surface, colorblind: bool) -> None:
    """Two mud tiles, and a miner stuck in one."""
    w, h = s.get_size()
    cell = round(min(w / 2.4, h * 0.92))
    gap = (w - 2 * cell) // 3
    tiles = (t("straight", 1, mud=True), t("curve", 1, mud=True))
    for i, (tile, rot) in enumerate(tiles):
        rect = pygame.Rect(gap + i * (cell + gap), (h - cell) // 2, cell, cell)
        s.blit(ART.get(tile, rot, cell), rect)
        pygame.draw.rect(s, (40, 30, 26), rect, 1)
        if i == 0:
            draw_miner(s, 3, (rect.x + cell * 0.62, rect.centery), cell * 0.28, colorblind)


def _five(s: pygame.Surface, colorblind: bool) -> None:
    """A player's five face-up tiles: a cave, two passages and two mud pits."""
    w, h = s.get_size()
    cell = round(min(w / 3.4, h * 0.44))
    gap = max(2, cell // 8)
    positions = [(0, 0), (1, 0), (2, 0), (0.5, 1), (1.5, 1)]
    total_w = 3 * cell + 2 * gap
    x0 = (w - total_w) // 2
    y0 = (h - 2 * cell - gap) // 2
    for (col, row), (tile, rot) in zip(positions, FIVE_TILES, strict=True):
        rect = pygame.Rect(
            round(x0 + col * (cell + gap)), round(y0 + row * (cell + gap)), cell, cell
        )
        s.blit(ART.get(tile, rot, cell), rect)
        pygame.draw.rect(s, theme.GOLD_DARK, rect, 1)


def _alliance(s: pygame.Surface, colorblind: bool) -> None:
    """Four players in two teams of neighbours: partners pool their gold."""
    w, h = s.get_size()
    size = min(w / 8, h * 0.3)
    for team in range(2):
        cx = w * (0.25 + 0.5 * team)
        cy = h * 0.38
        box = pygame.Rect(0, 0, round(size * 2.9), round(size * 1.7))
        box.center = (round(cx), round(cy))
        pygame.draw.rect(s, (46, 36, 44), box, border_radius=round(size * 0.5))
        pygame.draw.rect(s, theme.GOLD_DARK, box, 2, border_radius=round(size * 0.5))
        for i in range(2):
            seat = team * 2 + i
            draw_miner(s, seat, (cx + (i - 0.5) * size * 1.35, cy), size, colorblind)
        for j in range(3):
            nugget(s, (cx + (j - 1) * size * 0.6, box.bottom + size * 0.55), size * 0.24)


DIAGRAMS: dict[str, Callable[[pygame.Surface, bool], None]] = {
    "box": _box,
    "tiles": _tiles,
    "placement": _placement,
    "phases": _phases,
    "passage": _passage,
    "moving": _moving,
    "duel": _duel,
    "hide": _hide,
    "bat": _bat,
    "win": _win,
    "mud": _mud,
    "five": _five,
    "alliance": _alliance,
}


def render(name: str, width: int, colorblind: bool) -> pygame.Surface:
    """The diagram ``name``, ``width`` pixels wide (``KeyError`` for an unknown name)."""
    draw = DIAGRAMS[name]
    surface = pygame.Surface((max(1, width), height_for(name, width)), pygame.SRCALPHA)
    draw(surface, colorblind)
    return surface


ICONS = ("nugget", "gold_token", "bat_token")


def icon(name: str, size: int) -> pygame.Surface | None:
    """Small pictures used inside the text: ``[icon:nugget]`` and the two challenge tokens."""
    if name not in ICONS:
        return None
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    if name == "nugget":
        nugget(surface, centre, size * 0.42)
    else:
        token(surface, centre, size * 0.46, "gold" if name == "gold_token" else "bat")
    return surface
