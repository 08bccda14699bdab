"""The pictures of the Crown & Dragon rules booklet, drawn with the game's own board, pieces
and cards.

Every position shown is a real position (:mod:`game.crown.view.rules_positions`), and the
numbers in the battle pictures are the rules' own answers for it, so the booklet cannot
drift away from the game.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.app import fonts, theme
from game.app.dice import paint_die
from game.crown.board import C
from game.crown.cards import (
    ACTIONS,
    BLACKS,
    GRADE_INDEX,
    MILITARY,
    ROLE_INDEX,
    WEAPON_INDEX,
    general_card,
    military_type,
)
from game.crown.position import parse_position
from game.crown.view import card_art, card_icons
from game.crown.view.board_art import Geometry, Marks, paint_board
from game.crown.view.pieces import draw_castle, draw_crown, draw_dragon, draw_rock, seat_colour
from game.crown.view.rules_positions import POSITIONS, answer, observation
from game.text import tr

COUNTER_EXAMPLE = ((100, 80), (100, 100))
"""The draft's worked example: A (ATK, DEF) attacks B, B holds and strikes back."""
GOOD = (90, 200, 110)
BAD = (230, 70, 56)
PATH = (255, 214, 80)
SLOT = (60, 48, 56)

# --- drawing helpers ----------------------------------------------------------------------------


def _text(
    surface: pygame.Surface,
    words: str,
    px: int,
    centre: tuple[float, float],
    colour=theme.CREAM,
    bold: bool = False,
) -> pygame.Rect:
    image = fonts.render(words, max(8, px), colour, bold, (0, 0, 0))
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


def _crop(
    surface: pygame.Surface,
    target: pygame.Rect,
    name: str,
    region: tuple[int, int, int, int],
    marks: Marks | None = None,
    colorblind: bool = False,
) -> Geometry:
    """Squares ``region`` (x, y, columns, rows) of position ``name``, as large as fits
    ``target``; answers the geometry of the whole (virtual) board on ``surface``."""
    x0, y0, cols, rows = region
    cell = max(4, min(target.w // cols, target.h // rows))
    board = pygame.Surface((cell * 13, cell * 13), pygame.SRCALPHA)
    paint_board(board, board.get_rect(), observation(name), colorblind, marks)
    area = pygame.Rect(x0 * cell, y0 * cell, cols * cell, rows * cell)
    left = target.centerx - area.w // 2
    top = target.centery - area.h // 2
    surface.blit(board, (left, top), area)
    pygame.draw.rect(surface, theme.GOLD_DARK, (left, top, area.w, area.h), 1)
    return Geometry(left - area.x, top - area.y, cell)


def _arrow(surface, a, b, colour, width: int, head: float) -> None:
    pygame.draw.line(surface, colour, a, b, width)
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    left = (b[0] - head * math.cos(angle - 0.45), b[1] - head * math.sin(angle - 0.45))
    right = (b[0] - head * math.cos(angle + 0.45), b[1] - head * math.sin(angle + 0.45))
    pygame.draw.polygon(surface, colour, [b, left, right])


def _stat(surface, x: float, y: float, size: float, atk: int, defence: int) -> None:
    """``[attack glyph] atk  [defence glyph] def`` starting at ``(x, y)`` (its middle)."""
    glyph = round(size)
    px = round(size * 0.9)
    card_icons.draw_attack(surface, pygame.Rect(x, y - glyph / 2, glyph, glyph))
    end = _text(surface, str(atk), px, (x + glyph * 1.9, y), bold=True).right
    card_icons.draw_defence(surface, pygame.Rect(end + glyph * 0.4, y - glyph / 2, glyph, glyph))
    _text(surface, str(defence), px, (end + glyph * 2.3, y), bold=True)


def _mark(surface, centre, r: float, won: bool) -> None:
    """A tick (kept, won) or a cross (discarded, lost)."""
    cx, cy = centre
    width = max(2, round(r / 3))
    if won:
        pygame.draw.lines(
            surface,
            GOOD,
            False,
            [(cx - r, cy), (cx - r * 0.3, cy + r * 0.7), (cx + r, cy - r)],
            width,
        )
    else:
        pygame.draw.line(surface, BAD, (cx - r, cy - r), (cx + r, cy + r), width)
        pygame.draw.line(surface, BAD, (cx - r, cy + r), (cx + r, cy - r), width)


def _military(weapon: str, grade: str) -> int:
    return military_type(WEAPON_INDEX[weapon], GRADE_INDEX[grade])


def _general_id(weapon: str, role: str) -> int:
    return general_card(WEAPON_INDEX[weapon], ROLE_INDEX[role])


def _card_size(width: float, height: float) -> tuple[int, int]:
    """The largest card (5:7) within ``width`` x ``height``."""
    w = max(20, min(width, height * 5 / 7))
    return (round(w), round(w * 7 / 5))


# --- the diagrams -------------------------------------------------------------------------------


def _goal(s: pygame.Surface, colorblind: bool) -> None:
    """A crowned castle and the victory point track with its two goals."""
    w, h = s.get_size()
    cell = round(min(w * 0.3, h * 0.8))
    draw_castle(
        s, 0, pygame.Rect(round(w * 0.04), (h - cell) // 2, cell, cell), colorblind, crowned=True
    )
    left, right = w * 0.4, w * 0.96
    y = h * 0.55
    bar = pygame.Rect(round(left), round(y - h * 0.06), round(right - left), round(h * 0.12))
    pygame.draw.rect(s, SLOT, bar, border_radius=bar.h // 2)
    filled = bar.copy()
    filled.w = round(bar.w * 50 / 70)
    pygame.draw.rect(s, seat_colour(0, colorblind), filled, border_radius=bar.h // 2)
    pygame.draw.rect(s, theme.GOLD_DARK, bar, 1, border_radius=bar.h // 2)
    px = max(9, round(h * 0.11))
    for vp in (0, 10, 20, 30, 40, 50, 60, 70):
        x = left + (right - left) * vp / 70
        pygame.draw.line(s, theme.CREAM, (x, bar.bottom), (x, bar.bottom + h * 0.05), 1)
        if vp in (0, 50, 70):
            _text(
                s,
                str(vp),
                px,
                (min(max(x, left + px), right - px), bar.bottom + h * 0.14),
                bold=vp > 0,
            )
    for vp in (50, 70):
        x = left + (right - left) * vp / 70
        crown = pygame.Rect(0, 0, round(h * 0.14), round(h * 0.1))
        crown.midbottom = (round(min(x, right - crown.w / 2)), round(bar.top - h * 0.05))
        draw_crown(s, crown)
    size, label = fonts.fit(tr("crown_rules.diagram.goal"), px, round(right - left), least=8)
    _text(s, label, size, ((left + right) / 2, h * 0.1))


def _board(s: pygame.Surface, colorblind: bool) -> None:
    """The whole board at the start of a 4-player game."""
    paint_board(s, s.get_rect(), observation("setup"), colorblind)


def _dice(s: pygame.Surface, colorblind: bool) -> None:
    """The white die and the six faces of the black die."""
    w, h = s.get_size()
    die = round(min(w / 9.5, h * 0.7))
    y = (h - die) // 2
    paint_die(s, pygame.Rect(round(w * 0.02), y, die, die), 4)
    left = w * 0.02 + die * 1.6
    step = (w - left) / 6
    for i, face in enumerate(("rock", "rock", "N", "E", "S", "W")):
        rect = pygame.Rect(round(left + i * step), y, die, die)
        pygame.draw.rect(s, (24, 20, 26), rect, border_radius=die // 6)
        pygame.draw.rect(s, (120, 110, 130), rect, max(1, die // 20), border_radius=die // 6)
        if face == "rock":
            draw_rock(s, rect.center, die * 0.9)
        else:
            draw_dragon(s, (rect.centerx, rect.centery + die * 0.08), die * 0.62)
            vector = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[face]
            a = (rect.centerx + vector[0] * die * 0.12, rect.centery + vector[1] * die * 0.12)
            b = (rect.centerx + vector[0] * die * 0.42, rect.centery + vector[1] * die * 0.42)
            _arrow(s, a, b, PATH, max(2, die // 14), die * 0.16)


def _movement(s: pygame.Surface, colorblind: bool) -> None:
    """Ragnar's reach with a white 3 (+2): tunnels carry him across; the rock blocks one."""
    reply = answer("movement")
    squares = frozenset(tuple(sq) for sq in reply["squares"])
    crown = frozenset({C}) & squares if reply["takes_crown"] else frozenset()
    marks = Marks(reach=squares - crown, crown_reach=crown, active=(2, 5))
    paint_board(s, s.get_rect(), observation("movement"), colorblind, marks)


def _strength(s: pygame.Surface, colorblind: bool) -> None:
    """Henry with two sword cards: cards, specialty, alignment, total."""
    w, h = s.get_size()
    size = _card_size(w * 0.2, h * 0.92)
    y = (h - size[1]) // 2
    for i, (weapon, grade) in enumerate((("sword", "veteran"), ("sword", "elite"))):
        s.blit(
            card_art.military_card(_military(weapon, grade), size, colorblind),
            (round(w * 0.02 + i * (size[0] + w * 0.02)), y),
        )
    piece = answer("strength")["pieces"][0]
    cards = [MILITARY[_military("sword", g)] for g in ("veteran", "elite")]
    rows = (
        ("crown_rules.diagram.cards", sum(c.atk for c in cards), sum(c.defence for c in cards)),
        ("crown_rules.diagram.specialty", 20, 20),
        ("crown_rules.diagram.alignment", 10, 10),
        ("crown_rules.diagram.total", piece["atk"], piece["def"]),
    )
    left = w * 0.04 + 2 * size[0] + w * 0.04
    row_h = h / (len(rows) + 0.5)
    px = max(9, round(min(row_h * 0.42, w * 0.032)))
    for i, (key, atk, defence) in enumerate(rows):
        y_mid = row_h * (i + 0.75)
        label = fonts.render(tr(key), px, theme.CREAM, i == len(rows) - 1)
        s.blit(label, (round(left), round(y_mid - label.get_height() / 2)))
        _stat(s, w * 0.74, y_mid, px * 1.1, atk, defence)
        if i == len(rows) - 2:
            pygame.draw.line(
                s, theme.GOLD_DARK, (left, y_mid + row_h * 0.5), (w * 0.98, y_mid + row_h * 0.5), 1
            )


def _counter(s: pygame.Surface, colorblind: bool) -> None:
    """The worked example: A (100/80) attacks B (100/100); B holds, then strikes back."""
    w, h = s.get_size()
    px = max(10, round(min(h * 0.1, w * 0.045)))
    r = min(h * 0.2, w * 0.1)
    cy = h * 0.42
    (a_atk, a_def), (b_atk, b_def) = COUNTER_EXAMPLE
    for seat, x, atk, defence in ((0, w * 0.18, a_atk, a_def), (1, w * 0.82, b_atk, b_def)):
        pygame.draw.circle(s, seat_colour(seat * 2, colorblind), (x, cy), r)
        pygame.draw.circle(s, theme.GOLD, (x, cy), r, 2)
        side = tr(f"crown_rules.diagram.side_{'ab'[seat]}")
        _text(s, side, round(px * 1.3), (x, cy), bold=True)
        _stat(s, x - px * 2.6, cy + r + px * 1.1, px, atk, defence)
    _mark(s, (w * 0.18 + r * 0.8, cy - r * 0.8), r * 0.3, False)
    _mark(s, (w * 0.82 + r * 0.8, cy - r * 0.8), r * 0.3, True)
    head = px * 0.7
    _arrow(s, (w * 0.3, cy - r * 0.35), (w * 0.7, cy - r * 0.35), theme.CREAM, 3, head)
    _arrow(s, (w * 0.7, cy + r * 0.35), (w * 0.3, cy + r * 0.35), BAD, 3, head)
    for key, y in (("attack_holds", h * 0.08), ("counter_wins", h * 0.93)):
        size, label = fonts.fit(tr(f"crown_rules.diagram.{key}"), px, round(w * 0.96), least=8)
        _text(s, label, size, (w / 2, y))


def _battle_picture(s: pygame.Surface, colorblind: bool, name: str, region) -> None:
    """A ranged battle: the two generals on the board (with the ranged arrow), then each
    general's cards under it, the cards it loses crossed out, and the numbers."""
    w, h = s.get_size()
    data = POSITIONS[name]
    attacker, defender = data["generals"]
    geo = _crop(s, pygame.Rect(0, 0, w, round(h * 0.32)), name, region, colorblind=colorblind)
    a = geo.centre(tuple(attacker["at"]))
    b = geo.centre(tuple(defender["at"]))
    lift = geo.cell * 0.3
    _arrow(
        s,
        (a[0] + geo.cell * 0.4, a[1] - lift),
        (b[0] - geo.cell * 0.4, b[1] - lift),
        PATH,
        3,
        geo.cell * 0.3,
    )
    reply = answer(name)
    query = {"type": "strength", "pieces": [attacker["at"], defender["at"]]}
    strengths = parse_position({**data, "query": query}).answer()["pieces"]
    by_square = {tuple(p["at"]): p for p in strengths}
    top = round(h * 0.36)
    size = _card_size(w * 0.155, h * 0.5)
    stat = max(9, round(min(h * 0.06, w * 0.035)))
    for side, piece, x0 in (("attacker", attacker, 0.0), ("defender", defender, 0.5)):
        general = _general_id(piece["weapon"], piece["type"])
        x = round(w * x0 + w * 0.01)
        s.blit(card_art.general_card(general, size, colorblind), (x, top))
        lost = list(reply["discarded"][side])
        removed = tuple(piece["at"]) in {tuple(sq) for sq in reply["removed"]}
        for i, card in enumerate(piece["cards"]):
            cx = x + (i + 1) * (size[0] + w * 0.008)
            kind = _military(card["weapon"], card["grade"])
            s.blit(card_art.military_card(kind, size, colorblind), (round(cx), top))
            gone = card in lost
            if gone:
                lost.remove(card)
            centre = (cx + size[0] / 2, top + size[1] * 0.45)
            _mark(s, centre, size[0] * 0.28, not (gone or removed))
        if removed:
            _mark(s, (x + size[0] / 2, top + size[1] * 0.45), size[0] * 0.28, False)
        strength = by_square[tuple(piece["at"])]
        _stat(s, x, top + size[1] + stat * 1.2, stat, strength["atk"], strength["def"])


def _volley(s: pygame.Surface, colorblind: bool) -> None:
    _battle_picture(s, colorblind, "volley", (7, 5, 5, 3))


def _archers(s: pygame.Surface, colorblind: bool) -> None:
    _battle_picture(s, colorblind, "archers", (7, 5, 6, 3))


def _dragon(s: pygame.Surface, colorblind: bool) -> None:
    """The alert track, then a flight east by 4 that wraps round the board's edge."""
    w, h = s.get_size()
    track_h = round(h * 0.18)
    slot = min(track_h, round(w / 6.5))
    px = max(9, round(slot * 0.36))
    for i in range(5):
        rect = pygame.Rect(round(w * 0.08 + i * slot * 1.25), 2, slot, slot)
        pygame.draw.rect(s, SLOT, rect, border_radius=slot // 6)
        pygame.draw.rect(s, theme.GOLD_DARK, rect, 1, border_radius=slot // 6)
        _text(s, str(i + 1), px, (rect.right - px * 0.6, rect.bottom - px * 0.6), bold=True)
        if i == 4:
            draw_crown(s, rect.inflate(-slot * 0.4, -slot * 0.55))
        if i == 0:
            draw_dragon(s, rect.center, slot * 0.8)
        if i < 4:
            _arrow(
                s,
                (rect.right + 2, rect.centery),
                (rect.right + slot * 0.23, rect.centery),
                theme.CREAM,
                2,
                slot * 0.12,
            )
    reply = answer("dragon")
    landed = tuple(reply["landed"])
    board = pygame.Rect(0, track_h + 6, w, h - track_h - 6)
    geo = _crop(s, board, "dragon", (0, 4, 13, 5), Marks(targets=frozenset({landed})), colorblind)
    start = geo.centre((10, 6))
    edge_r = geo.x + 13 * geo.cell
    edge_l = geo.x
    y = start[1] - geo.cell * 0.1
    width = max(2, geo.cell // 8)
    pygame.draw.line(s, PATH, (start[0] + geo.cell * 0.4, y), (edge_r, y), width)
    _arrow(
        s, (edge_l, y), (geo.centre(landed)[0] - geo.cell * 0.45, y), PATH, width, geo.cell * 0.3
    )


def _crown(s: pygame.Surface, colorblind: bool) -> None:
    """Mirae took the crown at C and set it on her castle; her kingdom is complete (first in
    the queue)."""
    w, h = s.get_size()
    geo = _crop(
        s, pygame.Rect(0, 0, round(w * 0.72), h), "crown", (0, 0, 8, 8), colorblind=colorblind
    )
    a = geo.centre(C)
    b = geo.centre((3, 3))
    _arrow(
        s,
        (a[0] - geo.cell * 0.3, a[1] - geo.cell * 0.3),
        (b[0] + geo.cell * 0.35, b[1] + geo.cell * 0.35),
        PATH,
        max(2, geo.cell // 8),
        geo.cell * 0.3,
    )
    left = w * 0.76
    slot = min(round(w * 0.2), round(h / 5.2))
    px = max(9, round(slot * 0.3))
    for place in range(4):
        rect = pygame.Rect(round(left), round(place * slot * 1.25 + slot * 0.2), slot, slot)
        pygame.draw.rect(s, SLOT, rect, border_radius=slot // 6)
        pygame.draw.rect(
            s,
            theme.GOLD if place == 0 else theme.GOLD_DARK,
            rect,
            2 if place == 0 else 1,
            border_radius=slot // 6,
        )
        _text(s, str(place + 1), px, (rect.left + px * 0.7, rect.top + px * 0.7), bold=True)
        if place == 0:
            draw_castle(s, 0, rect.inflate(-slot * 0.2, -slot * 0.2), colorblind)
            _text(s, "+" + str(20), px, (rect.right + px * 1.2, rect.centery), GOOD, True)


MARKET = (
    ("general", ("sword", "vanguard")),
    ("general", ("longbow", "guardian")),
    ("general", ("mace", "marshal")),
    ("military", ("axe", "recruit")),
    ("military", ("lance", "veteran")),
    ("military", ("javelin", "elite")),
    ("military", ("spear", "champion")),
)
"""A market as it may lie on the table."""


def _market(s: pygame.Surface, colorblind: bool) -> None:
    """Three generals over four military cards."""
    w, h = s.get_size()
    size = _card_size(w / 4.4, h / 2.15)
    for row, count in ((0, 3), (1, 4)):
        first = 0 if row == 0 else 3
        gap = (w - count * size[0]) / (count + 1)
        for i in range(count):
            deck, (weapon, grade) = MARKET[first + i]
            if deck == "general":
                image = card_art.general_card(_general_id(weapon, grade), size, colorblind)
            else:
                image = card_art.military_card(_military(weapon, grade), size, colorblind)
            y = row * (h - size[1])
            s.blit(image, (round(gap + i * (size[0] + gap)), round(y)))


def _cards_gallery(s: pygame.Surface, colorblind: bool) -> None:
    """One military card of each branch and a general, at a readable size."""
    w, h = s.get_size()
    size = _card_size(w / 4.3, h)
    gap = (w - 4 * size[0]) / 5
    shown = (
        card_art.military_card(_military("spear", "veteran"), size, colorblind),
        card_art.military_card(_military("sabre", "elite"), size, colorblind),
        card_art.military_card(_military("crossbow", "champion"), size, colorblind),
        card_art.general_card(_general_id("sabre", "marshal"), size, colorblind),
    )
    for i, image in enumerate(shown):
        s.blit(image, (round(gap + i * (size[0] + gap)), (h - size[1]) // 2))


def _grid(
    s: pygame.Surface,
    paint: Callable[[int, tuple[int, int]], pygame.Surface],
    count: int,
    cols: int,
) -> None:
    w, h = s.get_size()
    rows = math.ceil(count / cols)
    size = _card_size(w / cols * 0.9, h / rows * 0.94)
    gap_x = (w - cols * size[0]) / (cols + 1)
    gap_y = (h - rows * size[1]) / (rows + 1)
    for i in range(count):
        row, col = divmod(i, cols)
        x = gap_x + col * (size[0] + gap_x)
        y = gap_y + row * (size[1] + gap_y)
        s.blit(paint(i, size), (round(x), round(y)))


ACTIONS_SHOWN = (range(0, 5), range(5, len(ACTIONS)))
BLACKS_SHOWN = (range(0, 4), range(4, len(BLACKS)))
"""The cards of each page of action and of black cards: one row each, so that every card is
large enough for its effect in words at 1024x640 too (issue 36: ten cards in two rows, or
seven in one, were drawn without their text or in tiny print)."""


def _row(deck: str, kinds: range, columns: int) -> Callable[[pygame.Surface, bool], None]:
    """A diagram of the cards ``kinds`` of ``deck`` ("action", "black") in one row of
    ``columns`` places."""

    def draw(s: pygame.Surface, colorblind: bool) -> None:
        paint = getattr(card_art, f"{deck}_card")
        _grid(s, lambda i, size: paint(kinds[i], size, colorblind), len(kinds), columns)

    return draw


def _teams(s: pygame.Surface, colorblind: bool) -> None:
    """The 4-player board with the partners joined: corners 1+3 and 2+4 (diagonals)."""
    geo = paint_board(s, s.get_rect(), observation("setup"), colorblind)
    width = max(2, geo.cell // 6)
    for a, b in (((0, 0), (12, 12)), ((12, 0), (0, 12))):
        colour = seat_colour(0 if a == (0, 0) else 1, colorblind)
        start, end = geo.centre(a), geo.centre(b)
        steps = 14
        for i in range(0, steps, 2):
            p = (
                start[0] + (end[0] - start[0]) * i / steps,
                start[1] + (end[1] - start[1]) * i / steps,
            )
            q = (
                start[0] + (end[0] - start[0]) * (i + 1) / steps,
                start[1] + (end[1] - start[1]) * (i + 1) / steps,
            )
            pygame.draw.line(s, colour, p, q, width)


DIAGRAMS: dict[str, tuple[Callable[[pygame.Surface, bool], None], float]] = {
    "goal": (_goal, 0.5),
    "board": (_board, 1.0),
    "dice": (_dice, 0.2),
    "movement": (_movement, 1.0),
    "strength": (_strength, 0.5),
    "counter": (_counter, 0.5),
    "volley": (_volley, 0.52),
    "archers": (_archers, 0.52),
    "dragon": (_dragon, 0.75),
    "crown": (_crown, 0.75),
    "market": (_market, 0.8),
    "cards": (_cards_gallery, 0.36),
    "actions": (_row("action", ACTIONS_SHOWN[0], 5), 0.3),
    "actions_more": (_row("action", ACTIONS_SHOWN[1], 5), 0.3),
    "blacks": (_row("black", BLACKS_SHOWN[0], 4), 0.36),
    "blacks_more": (_row("black", BLACKS_SHOWN[1], 4), 0.36),
    "teams": (_teams, 1.0),
}
"""Each diagram: how it is drawn and its height / width."""


def height_for(name: str, width: int) -> int:
    return max(1, round(width * DIAGRAMS[name][1]))


def render(name: str, width: int, colorblind: bool) -> pygame.Surface:
    """The diagram ``name``, ``width`` pixels wide (``KeyError`` for an unknown name)."""
    draw, _ = DIAGRAMS[name]
    surface = pygame.Surface((max(1, width), height_for(name, width)), pygame.SRCALPHA)
    draw(surface, colorblind)
    return surface


ICONS = ("atk", "def", "gold", "upkeep", "crown", "dragon", "tunnel")


def icon(name: str, size: int) -> pygame.Surface | None:
    """Small pictures inside the text: ``[icon:atk]``, ``[icon:def]``, ``[icon:gold]`` and
    the others of :data:`ICONS`."""
    if name not in ICONS:
        return None
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    if name == "atk":
        card_icons.draw_attack(surface, rect)
    elif name == "def":
        card_icons.draw_defence(surface, rect)
    elif name == "gold":
        card_icons.draw_coin(surface, rect.center, size * 0.45)
    elif name == "upkeep":
        card_icons.draw_upkeep(surface, rect)
    elif name == "crown":
        draw_crown(surface, rect.inflate(-size * 0.1, -size * 0.3))
    elif name == "dragon":
        draw_dragon(surface, rect.center, size)
    else:
        pygame.draw.ellipse(surface, (120, 110, 100), rect)
        pygame.draw.ellipse(surface, (30, 26, 24), rect.inflate(-size * 0.4, -size * 0.4))
    return surface


__all__ = ["DIAGRAMS", "ICONS", "POSITIONS", "answer", "height_for", "icon", "render"]
