"""Illustrations for the Armadora rules booklet.

Every diagram is a small, fixed position built through the real rules objects and drawn with
:class:`~game.armadora.view.board_view.BoardView`, plus a few marks of its own (allowed and
forbidden signs, a red "too small" area, the seating of a team game).  ``render(name, width,
colorblind)`` returns a finished surface; the rules scene caches it, so nothing here runs
per frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.app import fonts, theme
from game.armadora import board, moves
from game.armadora.rules import ArmadoraRules
from game.armadora.scoring import Warrior, score
from game.armadora.state import FACTIONS, ArmadoraState
from game.armadora.view.board_view import ILLEGAL, BoardView, Overlay, frame_rect
from game.text import tr

BOARD_ASPECT = 5.8 / 8.6
"""Height / width of a board diagram (the board, its frame and its shadow)."""

GOOD = (70, 170, 90)
GOOD_COLORBLIND = (0, 114, 178)
BAD = (214, 60, 48)
BAD_COLORBLIND = (213, 94, 0)

# Gold piles in mine order (a shuffle of 3, 4, 4, 5, 5, 6, 6, 7).
PILES = (5, 3, 6, 4, 7, 4, 6, 5)
SCORING_PILES = (7, 3, 5, 6, 5, 6, 4, 4)


def h(x: int, y: int) -> int:
    """The line between ``(x, y)`` and ``(x + 1, y)`` (drawn as a vertical stroke)."""
    return board.line_between(board.cell_of(x, y), board.cell_of(x + 1, y))  # type: ignore[return-value]


def v(x: int, y: int) -> int:
    """The line between ``(x, y)`` and ``(x, y + 1)`` (drawn as a horizontal stroke)."""
    return board.line_between(board.cell_of(x, y), board.cell_of(x, y + 1))  # type: ignore[return-value]


def cell(x: int, y: int) -> int:
    return board.cell_of(x, y)


def cells(*xys: tuple[int, int]) -> int:
    mask = 0
    for x, y in xys:
        mask |= 1 << board.cell_of(x, y)
    return mask


# --- positions ---------------------------------------------------------------------------------


def position(
    factions: tuple[str, ...],
    warriors: tuple[tuple[int, int, int, int], ...] = (),
    palisades: tuple[int, ...] = (),
    piles: tuple[int, ...] = PILES,
    advanced: bool = False,
    teams: bool = False,
) -> ArmadoraState:
    """A state after the deal with ``palisades`` and ``warriors`` ``(x, y, seat, value)``."""
    rules = ArmadoraRules()
    players = len(factions)
    state = rules.initial_state(
        {"players": players, "advanced": advanced, "teams": teams, "factions": list(factions)}
    )
    rules.apply_chance(state, (piles, factions))
    for line in palisades:
        state.add_palisade(line)
    for x, y, seat, value in warriors:
        state.put_warrior(seat, board.cell_of(x, y), value)
    return state


@dataclass
class Example:
    """A position with how to show it."""

    pos: ArmadoraState
    revealed: bool = False  # every value shown (end of the game)
    private: dict[int, int] = field(default_factory=dict)  # cell -> value only one player sees
    overlay: Overlay = field(default_factory=Overlay)


def board_example() -> Example:
    return Example(position(("orc", "goblin")))


def turn_example() -> Example:
    pos = position(
        ("orc", "goblin"),
        warriors=((1, 2, 0, 2), (5, 2, 0, 1), (4, 1, 1, 3), (6, 3, 1, 1)),
        palisades=(h(2, 3), h(2, 4), v(0, 1), v(1, 1)),
    )
    overlay = Overlay(
        ghost_warrior=(cell(3, 2), "orc", None), last_lines=(1 << v(0, 1)) | (1 << v(1, 1))
    )
    return Example(pos, overlay=overlay)


TERRITORY_LEGAL = v(1, 1)
TERRITORY_ILLEGAL = v(7, 1)
TERRITORY_SMALL = cells((7, 2), (7, 3), (7, 4))


def territory_example() -> Example:
    pos = position(
        ("orc", "goblin"),
        warriors=((0, 0, 0, 1), (2, 2, 1, 2), (4, 2, 0, 3), (6, 2, 1, 1)),
        palisades=(h(1, 0), h(1, 1), v(0, 1), h(6, 2), h(6, 3), h(6, 4)),
    )
    closed = moves.territories_closed_by(pos, TERRITORY_LEGAL)
    label = tr(
        "armadora_ui.preview_territory",
        size=closed[0].bit_count(),
        gold=moves.region_gold(pos, closed[0]),
    )
    overlay = Overlay(ghost_line=(TERRITORY_LEGAL, True), preview_regions=((closed[0], label),))
    return Example(pos, overlay=overlay)


FULL_REGION = cells((6, 3), (7, 3), (6, 4), (7, 4))


def full_example() -> Example:
    pos = position(
        ("orc", "goblin"),
        warriors=(
            (6, 3, 0, 2),
            (7, 3, 1, 3),
            (7, 4, 0, 1),
            (0, 0, 1, 1),
            (1, 0, 0, 4),
            (3, 2, 1, 2),
        ),
        palisades=(h(5, 3), h(5, 4), v(6, 2), v(7, 2), h(1, 0), h(1, 1), v(0, 1), v(1, 1)),
    )
    return Example(pos, overlay=Overlay(selected_region=FULL_REGION))


SCORING_TIE = cells((0, 2), (1, 2), (2, 2), (0, 3), (1, 3), (2, 3), (0, 4), (1, 4), (2, 4))
CORNER_TERRITORIES = (
    v(0, 1),
    v(1, 1),
    v(2, 1),
    h(2, 2),
    h(2, 3),
    h(2, 4),
    h(5, 0),
    h(5, 1),
    v(6, 1),
    v(7, 1),
)
"""The palisades of the scoring and the Elf diagrams (the same enclosed territories)."""

SCORING_MAJORITY = cells((6, 0), (7, 0), (6, 1), (7, 1))


def scoring_example() -> Example:
    pos = position(
        ("orc", "goblin"),
        warriors=(
            (0, 2, 0, 3),
            (1, 2, 1, 2),
            (2, 3, 0, 1),
            (1, 4, 1, 2),
            (6, 0, 0, 2),
            (7, 0, 1, 5),
            (6, 1, 0, 1),
            (4, 2, 0, 4),
            (3, 3, 1, 1),
            (5, 4, 1, 2),
        ),
        palisades=CORNER_TERRITORIES,
        piles=SCORING_PILES,
    )
    overlay = Overlay(selected_region=SCORING_TIE | SCORING_MAJORITY)
    return Example(pos, revealed=True, overlay=overlay)


def mage_example() -> Example:
    pos = position(
        ("mage", "orc"),
        warriors=(
            (2, 1, 1, 2),
            (4, 2, 1, 4),
            (6, 2, 1, 1),
            (3, 1, 0, 3),
            (5, 3, 0, 1),
            (1, 3, 0, 2),
        ),
        palisades=(h(2, 3), v(2, 2), v(6, 2)),
    )
    return Example(pos, private={cell(4, 2): 4}, overlay=Overlay(targets=cells((4, 2))))


def goblin_example() -> Example:
    pos = position(
        ("goblin", "elf"),
        warriors=((3, 2, 0, 3), (4, 2, 0, 2), (2, 3, 1, 1), (5, 2, 1, 2), (6, 0, 0, 1)),
        palisades=(v(3, 0), h(5, 3)),
    )
    pos.face_up |= 1 << cell(3, 2)
    return Example(pos, overlay=Overlay(last_cells=cells((3, 2), (4, 2))))


ORC_LINES = (v(1, 2), h(1, 3), h(1, 4))


def orc_example() -> Example:
    pos = position(
        ("orc", "goblin"),
        warriors=((1, 3, 0, 3), (1, 4, 1, 2), (3, 2, 1, 1), (5, 2, 0, 2)),
        palisades=(v(0, 2), h(4, 0), *ORC_LINES),
    )
    last = sum(1 << line for line in ORC_LINES)
    region = cells((0, 3), (1, 3), (0, 4), (1, 4))
    return Example(pos, overlay=Overlay(last_lines=last, selected_region=region))


ELF_SAFE = cells((7, 0), (6, 1))


def elf_example() -> Example:
    pos = position(
        ("elf", "goblin"),
        warriors=(
            (1, 2, 0, 2),
            (0, 2, 1, 3),
            (2, 3, 1, 1),
            (6, 0, 0, 3),
            (7, 0, 1, 2),
            (6, 1, 1, 4),
            (4, 2, 0, 1),
            (5, 3, 1, 2),
            (3, 1, 1, 1),
        ),
        palisades=CORNER_TERRITORIES,
    )
    pos.arrows[cell(5, 3)] = 1
    return Example(pos, overlay=Overlay(targets=moves.arrow_cells(pos, 0)))


REINFORCE_REGION = FULL_REGION


def reinforce_example() -> Example:
    pos = position(
        ("orc", "elf"),
        warriors=((6, 3, 0, 1), (7, 3, 1, 3), (7, 4, 0, 1), (2, 2, 1, 1), (4, 1, 0, 2)),
        palisades=(h(5, 3), h(5, 4), v(6, 2), v(7, 2), h(2, 1)),
        advanced=True,
    )
    pos.reinforced |= 1 << cell(6, 3)
    return Example(pos, revealed=True, overlay=Overlay(selected_region=REINFORCE_REGION))


EXAMPLES: dict[str, Callable[[], Example]] = {
    "board": board_example,
    "turn": turn_example,
    "territory": territory_example,
    "full": full_example,
    "scoring": scoring_example,
    "mage": mage_example,
    "goblin": goblin_example,
    "orc": orc_example,
    "elf": elf_example,
    "reinforce": reinforce_example,
}


def score_example(name: str):
    """The real scoring of a diagram's position (the captions quote it; tests check it)."""
    pos = EXAMPLES[name]().pos
    warriors = [
        Warrior(c, pos.owners[c], pos.values[c], pos.arrows[c], bool(pos.reinforced >> c & 1))
        for c in board.iter_bits(pos.occupied)
    ]
    gold_at = dict(zip(board.MINE_CELLS, pos.gold or (), strict=True))
    return score(pos.regions, gold_at, warriors, pos.players, pos.teams)


# --- drawing ---------------------------------------------------------------------------------


def board_height(width: int) -> int:
    return round(width * BOARD_ASPECT)


def _good(colorblind: bool):
    return GOOD_COLORBLIND if colorblind else GOOD


def _bad(colorblind: bool):
    return BAD_COLORBLIND if colorblind else BAD


def draw_check(surface: pygame.Surface, centre, radius: int, colorblind: bool) -> None:
    """A round "allowed" sign: a white tick on green (blue in the colour-blind palette)."""
    x, y = centre
    pygame.draw.circle(surface, (20, 14, 8), (x + 1, y + 2), radius + 2)
    pygame.draw.circle(surface, (255, 250, 235), (x, y), radius + 2)
    pygame.draw.circle(surface, _good(colorblind), (x, y), radius)
    r = radius
    points = [
        (x - r * 0.5, y + r * 0.02),
        (x - r * 0.12, y + r * 0.42),
        (x + r * 0.52, y - r * 0.4),
    ]
    pygame.draw.lines(surface, (255, 255, 255), False, points, max(2, r // 3))


def draw_cross(surface: pygame.Surface, centre, radius: int, colorblind: bool) -> None:
    """A round "not allowed" sign: a white cross on red (vermilion when colour-blind safe)."""
    x, y = centre
    pygame.draw.circle(surface, (20, 14, 8), (x + 1, y + 2), radius + 2)
    pygame.draw.circle(surface, (255, 250, 235), (x, y), radius + 2)
    pygame.draw.circle(surface, _bad(colorblind), (x, y), radius)
    d = radius * 0.45
    width = max(2, radius // 3)
    pygame.draw.line(surface, (255, 255, 255), (x - d, y - d), (x + d, y + d), width)
    pygame.draw.line(surface, (255, 255, 255), (x - d, y + d), (x + d, y - d), width)


def _hatch(surface: pygame.Surface, rect: pygame.Rect, colour, alpha: int) -> None:
    """Diagonal stripes over ``rect`` (marks an area without relying on colour alone)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    layer.fill((*colour, alpha // 2))
    step = max(6, rect.w // 5)
    for offset in range(-rect.h, rect.w, step):
        pygame.draw.line(
            layer, (*colour, alpha), (offset, rect.h), (offset + rect.h, 0), max(2, step // 4)
        )
    surface.blit(layer, rect.topleft)


def _line_middle(view: BoardView, line: int) -> tuple[int, int]:
    (x1, y1), (x2, y2) = view.line_segment(line)
    return (x1 + x2) // 2, (y1 + y2) // 2


def _value_of(example: Example):
    pos = example.pos

    def value_of(c: int) -> tuple[int | None, bool]:
        if c in example.private:
            return example.private[c], True
        if example.revealed or pos.face_up >> c & 1:
            return pos.values[c], False
        return None, False

    return value_of


def _board_view(width: int, colorblind: bool) -> tuple[pygame.Surface, BoardView]:
    height = board_height(width)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    view = BoardView(pygame.Rect(0, 0, width, height - max(4, width // 80)), colorblind)
    return surface, view


def render_board(name: str, width: int, colorblind: bool) -> pygame.Surface:
    """Draw the example ``name`` on a board ``width`` pixels wide."""
    example = EXAMPLES[name]()
    surface, view = _board_view(width, colorblind)
    view.draw(surface, example.pos, _value_of(example), example.overlay)
    extra = _EXTRAS.get(name)
    if extra is not None:
        extra(surface, view, example, colorblind)
    return surface


def _marker_radius(view: BoardView) -> int:
    return max(7, view.cell // 5)


def _extra_territory(surface, view: BoardView, example: Example, colorblind: bool) -> None:
    bad = _bad(colorblind)
    area = None
    for c in board.iter_bits(TERRITORY_SMALL):
        rect = view.cell_rect(c)
        _hatch(surface, rect, bad, 150)
        area = rect if area is None else area.union(rect)
    assert area is not None
    pygame.draw.rect(surface, bad, area.inflate(-2, -2), max(2, view.cell // 18))
    view.draw_palisade(surface, TERRITORY_ILLEGAL, ILLEGAL, alpha=235)
    r = _marker_radius(view)
    draw_cross(surface, area.center, r, colorblind)
    x, y = _line_middle(view, TERRITORY_LEGAL)
    draw_check(surface, (x + view.cell // 2 + r, y), r, colorblind)


def _extra_full(surface, view: BoardView, example: Example, colorblind: bool) -> None:
    r = _marker_radius(view)
    box = view.cell_rect(cell(7, 3)).union(view.cell_rect(cell(6, 4)))
    draw_check(surface, (box.left - r // 2, box.top - r // 2), r, colorblind)


def _extra_mage(surface, view: BoardView, example: Example, colorblind: bool) -> None:
    rect = view.cell_rect(cell(4, 2))
    _draw_eye(surface, (rect.centerx, rect.top - view.cell // 10), max(8, view.cell // 4))


def _extra_elf(surface, view: BoardView, example: Example, colorblind: bool) -> None:
    r = _marker_radius(view)
    for c in board.iter_bits(ELF_SAFE):
        rect = view.cell_rect(c)
        draw_cross(surface, (rect.right - r, rect.top + r), r, colorblind)


def _extra_reinforce(surface, view: BoardView, example: Example, colorblind: bool) -> None:
    """A gold ring around the reinforcement token (it is small on a small board)."""
    rect = view.cell_rect(cell(6, 3))
    at = (rect.right - view.cell // 5, rect.bottom - view.cell // 5)
    radius = max(6, view.cell // 8) + max(4, view.cell // 14)
    pygame.draw.circle(surface, (20, 14, 8), at, radius + 2, max(2, view.cell // 30) + 2)
    pygame.draw.circle(surface, theme.GOLD_LIGHT, at, radius, max(2, view.cell // 30))


_EXTRAS = {
    "territory": _extra_territory,
    "full": _extra_full,
    "mage": _extra_mage,
    "elf": _extra_elf,
    "reinforce": _extra_reinforce,
}


def _draw_eye(surface: pygame.Surface, centre, size: int) -> None:
    """A small eye above the peeked warrior."""
    x, y = centre
    w, hgt = size * 2, size
    rect = pygame.Rect(0, 0, w, hgt)
    rect.center = (x, y)
    pygame.draw.ellipse(surface, (20, 14, 8), rect.inflate(4, 4))
    pygame.draw.ellipse(surface, (255, 248, 225), rect)
    pygame.draw.circle(surface, (90, 60, 150), (x, y), max(3, hgt * 4 // 10))
    pygame.draw.circle(surface, (20, 14, 8), (x, y), max(2, hgt // 5))


# --- pictures without a board -----------------------------------------------------------------


def tiles_height(width: int) -> int:
    return round(width * 0.56)


def render_tiles(width: int, colorblind: bool) -> pygame.Surface:
    """The four factions face down (with their names) and warriors of strength 1 to 5."""
    height = tiles_height(width)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    view = BoardView(pygame.Rect(0, 0, 80, 50), colorblind)
    tile = int(width / 5.6)
    gap = (width - 4 * tile) // 5
    label_size = max(11, tile // 5)
    y = 0
    for i, faction in enumerate(FACTIONS):
        rect = pygame.Rect(gap + i * (tile + gap), y, tile, tile)
        view.draw_warrior(surface, rect, faction, None, False)
        name = fonts.render(tr(f"armadora.faction.{faction}"), label_size, theme.CREAM, bold=True)
        surface.blit(name, (rect.centerx - name.get_width() // 2, rect.bottom - tile // 10))
    small = int(width / 6.4)
    gap = (width - 5 * small) // 6
    y = height - small
    pygame.draw.line(
        surface, theme.GOLD_DARK, (gap, y - small // 5), (width - gap, y - small // 5), 1
    )
    for value in range(1, 6):
        rect = pygame.Rect(gap + (value - 1) * (small + gap), y, small, small)
        view.draw_warrior(surface, rect, FACTIONS[(value - 1) % 4], value, False, face_up=True)
    return surface


def seating_height(width: int) -> int:
    return round(width * 0.7)


def render_seating(width: int, colorblind: bool) -> pygame.Surface:
    """Four seats around a board: partners opposite, turns going clockwise."""
    height = seating_height(width)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    cx, cy = width // 2, height // 2
    tile = int(height * 0.2)
    table = pygame.Rect(0, 0, int(width * 0.42), int(height * 0.36))
    table.center = (cx, cy)
    mini = BoardView(table, colorblind)
    pygame.draw.rect(surface, (20, 12, 6, 110), frame_rect(mini).move(3, 4), border_radius=8)
    pygame.draw.rect(surface, (84, 58, 36), frame_rect(mini), border_radius=8)
    pygame.draw.rect(surface, (112, 140, 78), mini.board_rect)
    for i in range(1, board.WIDTH):
        x = mini.board_rect.x + i * mini.cell
        pygame.draw.line(
            surface, (92, 118, 62), (x, mini.board_rect.top), (x, mini.board_rect.bottom)
        )
    for i in range(1, board.HEIGHT):
        y = mini.board_rect.y + i * mini.cell
        pygame.draw.line(
            surface, (92, 118, 62), (mini.board_rect.left, y), (mini.board_rect.right, y)
        )
    rx, ry = width * 0.36, height * 0.36
    # Turn order: a clockwise ring of arrows between the seats.
    ring = (*theme.GOLD_LIGHT, 150)
    layer = pygame.Surface((width, height), pygame.SRCALPHA)
    for quarter in range(4):
        start = -math.pi / 2 + quarter * math.pi / 2 + 0.42
        end = start + math.pi / 2 - 0.84
        points = [
            (
                cx + math.cos(start + (end - start) * t / 16) * rx,
                cy + math.sin(start + (end - start) * t / 16) * ry,
            )
            for t in range(17)
        ]
        pygame.draw.lines(layer, ring, False, points, max(2, width // 110))
        tip = points[-1]
        angle = end + math.pi / 2
        size = max(6, width // 40)
        back = (tip[0] - math.cos(angle) * size, tip[1] - math.sin(angle) * size)
        side = (-math.sin(angle) * size * 0.55, math.cos(angle) * size * 0.55)
        pygame.draw.polygon(
            layer,
            ring,
            [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])],
        )
    surface.blit(layer, (0, 0))
    view = BoardView(pygame.Rect(0, 0, 80, 50), colorblind)
    team_colours = (theme.GOLD, (190, 200, 215))
    seats = ((cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy))
    for seat, (x, y) in enumerate(seats):
        faction = FACTIONS[seat]
        rect = pygame.Rect(0, 0, tile, tile)
        rect.center = (int(x), int(y))
        ring_colour = team_colours[seat % 2]
        pygame.draw.circle(surface, (20, 14, 8), rect.center, int(tile * 0.62) + 2)
        pygame.draw.circle(surface, ring_colour, rect.center, int(tile * 0.62), max(3, tile // 12))
        view.draw_warrior(surface, rect, faction, None, False)
        badge = max(9, tile // 4)
        bx, by = rect.right - badge // 3, rect.top + badge // 3
        pygame.draw.circle(surface, (20, 14, 8), (bx, by), badge + 2)
        pygame.draw.circle(surface, ring_colour, (bx, by), badge)
        number = fonts.render(str(seat + 1), int(badge * 1.3), (30, 22, 14), bold=True)
        surface.blit(number, (bx - number.get_width() // 2, by - number.get_height() // 2 - 1))
    return surface


# --- entry point ----------------------------------------------------------------------------

PICTURES = ("tiles", "seating")


def height_for(name: str, width: int) -> int:
    """The height of diagram ``name`` drawn ``width`` pixels wide."""
    if name == "tiles":
        return tiles_height(width)
    if name == "seating":
        return seating_height(width)
    return board_height(width)


def render(name: str, width: int, colorblind: bool) -> pygame.Surface:
    """Diagram ``name`` drawn ``width`` pixels wide (see :func:`height_for`)."""
    if name == "tiles":
        return render_tiles(width, colorblind)
    if name == "seating":
        return render_seating(width, colorblind)
    return render_board(name, width, colorblind)


NAMES = (*EXAMPLES, *PICTURES)
