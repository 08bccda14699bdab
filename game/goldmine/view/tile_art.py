"""Gold Mine's tiles, drawn by the game: rock, tunnels, gold chambers, caves, water pools
(secret passages), mud pits and the entrance with its ladder.

A tile is painted once, unrotated, at :data:`BASE` pixels, then turned and scaled; both
steps are cached, so drawing a whole mine is a blit per tile.  Where things sit on a tile
(the point a miner stands on each path) is answered here too, so the picture and the
pieces on it always agree.
"""

from __future__ import annotations

import math
import random

import pygame

from game.goldmine.tiles import DELTAS, GEOMETRY, KINDS, Tile

BASE = 128
"""Pixels of the master picture of a tile."""
NUGGET_SHARE = 0.13
"""A chamber's nugget: its radius as a share of the tile's side (drawn at the centre)."""
ROCK = (78, 62, 50)
ROCK_DARK = (58, 45, 37)
ROCK_LIGHT = (96, 78, 62)
TUNNEL = (201, 170, 118)
TUNNEL_EDGE = (140, 108, 70)
CHAMBER = (226, 196, 132)
GOLD = (246, 196, 58)
GOLD_DARK = (170, 120, 20)
WATER = (70, 150, 210)
WATER_LIGHT = (150, 210, 240)
MUD = (104, 74, 40)
MUD_DARK = (74, 50, 26)
WOOD = (150, 98, 52)
WOOD_DARK = (96, 60, 30)
RUBBLE = (120, 110, 100)
BAND = 0.36
"""Tunnel width as a fraction of the tile."""


def _edge_point(edge: int, size: float, inset: float = 0.0) -> tuple[float, float]:
    """The middle of ``edge``, ``inset`` pixels towards the centre."""
    dx, dy = DELTAS[edge]
    half = size / 2
    return (half + dx * (half - inset), half + dy * (half - inset))


def _adjacent_pair(openings: int) -> tuple[int, int] | None:
    """The two edges of a two-opening path that turns a corner, else None."""
    edges = [e for e in range(4) if openings >> e & 1]
    if len(edges) == 2 and (edges[1] - edges[0]) % 2 == 1:
        return edges[0], edges[1]
    return None


def _corner(first: int, second: int, size: float) -> tuple[float, float]:
    """The tile corner between two neighbouring edges."""
    x = size if 1 in (first, second) else 0.0
    y = 0.0 if 0 in (first, second) else size
    return (x, y)


def path_anchor(openings: int, paths: int, unit: float = 1.0) -> tuple[float, float]:
    """Where a miner stands on a path, as an offset from the tile's centre (in ``unit`` tile
    sizes): the centre of a one-path tile, the middle of an arc or of a stub otherwise."""
    if paths == 1:
        return (0.0, 0.0)
    edges = [e for e in range(4) if openings >> e & 1]
    sx = sum(DELTAS[e][0] for e in edges) * 0.5
    sy = sum(DELTAS[e][1] for e in edges) * 0.5
    factor = 0.5 if len(edges) == 1 else 0.29 / 0.5
    return (sx * factor * unit, sy * factor * unit)


def _band(surface: pygame.Surface, openings: int, size: int, end_cap: bool) -> None:
    """A straight-armed tunnel: an arm from the centre to each opening."""
    half, width = size / 2, size * BAND
    edges = [e for e in range(4) if openings >> e & 1]
    for colour, grow in ((TUNNEL_EDGE, 3), (TUNNEL, 0)):
        w = width + grow * 2
        for edge in edges:
            if edge in (0, 2):
                top = 0 if edge == 0 else half - w / 2
                rect = pygame.Rect(half - w / 2, top, w, half + w / 2)
            else:
                left = 0 if edge == 3 else half - w / 2
                rect = pygame.Rect(left, half - w / 2, half + w / 2, w)
            pygame.draw.rect(surface, colour, rect)
        if end_cap and len(edges) == 1:
            pygame.draw.circle(surface, colour, (half, half), w / 2 + 2)


def _arc(surface: pygame.Surface, first: int, second: int, size: int) -> None:
    """A tunnel turning the corner between two neighbouring edges (a quarter ring)."""
    corner = _corner(first, second, size)
    half, width = size / 2, size * BAND
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(0, 0, size, size))
    pygame.draw.circle(surface, TUNNEL_EDGE, corner, half + width / 2 + 3)
    pygame.draw.circle(surface, TUNNEL, corner, half + width / 2)
    pygame.draw.circle(surface, TUNNEL_EDGE, corner, half - width / 2)
    pygame.draw.circle(surface, ROCK, corner, half - width / 2 - 3)
    surface.set_clip(clip)


def _stub(surface: pygame.Surface, edge: int, size: int) -> None:
    """A short tunnel from ``edge`` that ends in rubble (a caved-in tile)."""
    half, width = size / 2, size * BAND
    length = size * 0.34
    for colour, grow in ((TUNNEL_EDGE, 3), (TUNNEL, 0)):
        w = width + grow * 2
        dx, dy = DELTAS[edge]
        if dx == 0:
            top = 0 if dy < 0 else size - length
            rect = pygame.Rect(half - w / 2, top, w, length)
        else:
            left = 0 if dx < 0 else size - length
            rect = pygame.Rect(left, half - w / 2, length, w)
        pygame.draw.rect(surface, colour, rect)


def _rubble(surface: pygame.Surface, size: int, rng: random.Random) -> None:
    half = size / 2
    for _ in range(9):
        x = half + rng.uniform(-0.2, 0.2) * size
        y = half + rng.uniform(-0.12, 0.12) * size
        r = rng.uniform(0.05, 0.09) * size
        shade = rng.randint(-18, 18)
        colour = tuple(max(0, min(255, c + shade)) for c in RUBBLE)
        pygame.draw.circle(surface, colour, (x, y), r)
        pygame.draw.circle(surface, ROCK_DARK, (x, y), r, 2)


def _rock(surface: pygame.Surface, size: int, rng: random.Random) -> None:
    surface.fill(ROCK)
    for _ in range(26):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        r = rng.uniform(0.02, 0.06) * size
        pygame.draw.circle(surface, rng.choice((ROCK_DARK, ROCK_LIGHT)), (x, y), r)
    pygame.draw.rect(surface, ROCK_DARK, surface.get_rect(), 2)


def _cave(surface: pygame.Surface, size: int, rng: random.Random) -> None:
    """An open cavern: a wide irregular hollow joined to all four sides."""
    half = size / 2
    _band(surface, 0b1111, size, False)
    points = []
    for i in range(14):
        angle = i / 14 * math.tau
        r = size * rng.uniform(0.36, 0.44)
        points.append((half + math.cos(angle) * r, half + math.sin(angle) * r))
    pygame.draw.polygon(surface, TUNNEL_EDGE, points)
    inner = [(half + (x - half) * 0.92, half + (y - half) * 0.92) for x, y in points]
    pygame.draw.polygon(surface, (182, 150, 104), inner)
    for _ in range(6):  # stalagmites
        angle = rng.uniform(0, math.tau)
        r = size * rng.uniform(0.18, 0.3)
        x, y = half + math.cos(angle) * r, half + math.sin(angle) * r
        pygame.draw.polygon(
            surface, ROCK_LIGHT, [(x - 4, y + 5), (x + 4, y + 5), (x, y - size * 0.07)]
        )


def _chamber(surface: pygame.Surface, size: int) -> None:
    half = size / 2
    pygame.draw.circle(surface, GOLD_DARK, (half, half), size * 0.3)
    pygame.draw.circle(surface, CHAMBER, (half, half), size * 0.27)


def _ladder(surface: pygame.Surface, size: int) -> None:
    """The entrance: a timber frame round the shaft and a ladder going up."""
    half = size / 2
    frame = pygame.Rect(0, 0, size * 0.5, size * 0.5)
    frame.center = (half, half)
    pygame.draw.rect(surface, (40, 32, 30), frame)
    pygame.draw.rect(surface, WOOD_DARK, frame, 6)
    pygame.draw.rect(surface, WOOD, frame.inflate(-4, -4), 3)
    rail = size * 0.11
    top, bottom = frame.top + 4, frame.bottom - 4
    for x in (half - rail, half + rail):
        pygame.draw.line(surface, WOOD, (x, top), (x, bottom), 5)
    for i in range(5):
        y = top + (bottom - top) * (i + 0.5) / 5
        pygame.draw.line(surface, (214, 170, 110), (half - rail, y), (half + rail, y), 4)


def feature_point(
    openings: int, paths: int, size: float, chamber: bool = False
) -> tuple[float, float]:
    """Where a pool or mud pit sits on path 0: in the middle of a one-path tunnel (on its
    arc for a curve), so that turning the tile turns only its tunnels; on its arc or stub
    where a tile has two paths; in the arm towards its first opening on a chamber (the
    centre stays free for the nugget)."""
    if paths > 1:
        ax, ay = path_anchor(openings, paths, size)
        return (size / 2 + ax, size / 2 + ay)
    pair = _adjacent_pair(openings)
    if not chamber and pair is not None:  # drawn as an arc round the corner: its middle
        cx, cy = _corner(pair[0], pair[1], size)
        half = size / 2
        reach = half / math.hypot(half - cx, half - cy)
        return (cx + (half - cx) * reach, cy + (half - cy) * reach)
    if not chamber:
        return (size / 2, size / 2)
    edges = [e for e in range(4) if openings >> e & 1]
    edge = edges[0] if len(edges) < 4 else 0
    return _edge_point(edge, size, inset=size * 0.24)


def _pool(surface: pygame.Surface, centre: tuple[float, float], size: int) -> None:
    rect = pygame.Rect(0, 0, size * 0.26, size * 0.2)
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.ellipse(surface, (30, 80, 130), rect.inflate(6, 6))
    pygame.draw.ellipse(surface, WATER, rect)
    glint = pygame.Rect(0, 0, rect.w * 0.45, rect.h * 0.3)
    glint.center = (rect.centerx - rect.w * 0.12, rect.centery - rect.h * 0.15)
    pygame.draw.ellipse(surface, WATER_LIGHT, glint)


def _mud(surface: pygame.Surface, centre: tuple[float, float], size: int) -> None:
    rect = pygame.Rect(0, 0, size * 0.3, size * 0.22)
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.ellipse(surface, MUD_DARK, rect.inflate(6, 6))
    pygame.draw.ellipse(surface, MUD, rect)
    for dx, dy in ((-0.06, -0.02), (0.05, 0.03), (0.0, -0.05)):
        spot = (rect.centerx + dx * size, rect.centery + dy * size)
        pygame.draw.circle(surface, MUD_DARK, spot, size * 0.022)


def nugget(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """A lump of gold."""
    cx, cy = centre
    points = [
        (cx + math.cos(a) * radius * k, cy + math.sin(a) * radius * k * 0.8)
        for a, k in zip(
            [i / 7 * math.tau for i in range(7)], (1.0, 0.8, 1.05, 0.85, 1.0, 0.9, 1.1), strict=True
        )
    ]
    pygame.draw.polygon(surface, GOLD_DARK, points)
    inner = [(cx + (x - cx) * 0.78, cy + (y - cy) * 0.78 - radius * 0.08) for x, y in points]
    pygame.draw.polygon(surface, GOLD, inner)
    pygame.draw.circle(surface, (255, 244, 190), (cx - radius * 0.3, cy - radius * 0.3), radius / 5)


def paint_unrotated(tile: Tile, size: int = BASE) -> pygame.Surface:
    """The master picture of a tile, before rotation and without its nugget."""
    spec = KINDS[tile.kind]
    surface = pygame.Surface((size, size))
    rng = random.Random(tile.kind * 7 + 3)
    _rock(surface, size, rng)
    paths = spec.paths
    if spec.cave:
        _cave(surface, size, rng)
    elif spec.name == "caved_in":
        for openings in paths:
            _stub(surface, next(e for e in range(4) if openings >> e & 1), size)
        _rubble(surface, size, rng)
    else:
        for openings in paths:
            pair = _adjacent_pair(openings)
            if pair is not None and not spec.chamber:
                _arc(surface, pair[0], pair[1], size)
            else:
                _band(surface, openings, size, end_cap=True)
    if spec.chamber:
        _chamber(surface, size)
    if spec.entrance:
        _ladder(surface, size)
    spot = feature_point(paths[0], len(paths), size, spec.chamber)
    if tile.mud:
        _mud(surface, spot, size)
    if tile.passage:
        _pool(surface, spot, size)
    return surface


class TileArt:
    """Tile pictures by (kind, passage, mud, rot, nugget) at any size, cached."""

    def __init__(self) -> None:
        self._master: dict[tuple, pygame.Surface] = {}
        self._scaled: dict[tuple, pygame.Surface] = {}
        self._size = 0

    def master(self, tile: Tile, rot: int) -> pygame.Surface:
        key = (tile.kind, tile.passage, tile.mud, rot)
        surface = self._master.get(key)
        if surface is None:
            base = self._master.get((*key[:3], 0))
            if base is None:
                base = paint_unrotated(tile)
                self._master[(*key[:3], 0)] = base
            surface = pygame.transform.rotate(base, -90 * rot) if rot else base
            self._master[key] = surface
        return surface

    def get(self, tile: Tile, rot: int, size: int, with_nugget: bool = False) -> pygame.Surface:
        """The tile turned ``rot`` quarter turns clockwise, ``size`` pixels square."""
        if size != self._size:  # one zoom level at a time is kept
            self._scaled.clear()
            self._size = size
        key = (tile.kind, tile.passage, tile.mud, rot, with_nugget)
        surface = self._scaled.get(key)
        if surface is None:
            master = self.master(tile, rot)
            if with_nugget:
                master = master.copy()
                nugget(master, (BASE / 2, BASE / 2), BASE * NUGGET_SHARE)
            surface = pygame.transform.smoothscale(master, (size, size))
            self._scaled[key] = surface
        return surface


def anchor_on(tile: Tile, rot: int, path: int, rect: pygame.Rect) -> tuple[float, float]:
    """The screen point of ``path`` on a tile drawn in ``rect``."""
    shape = GEOMETRY[tile.kind][rot]
    ax, ay = path_anchor(shape.paths[path], len(shape.paths), rect.w)
    return (rect.centerx + ax, rect.centery + ay)
