"""Crown & Dragon's side panel, painted from an observation: each player's hero and name,
the crown, victory points (with a track to the goal and by source), gold, food, hand size,
castles, walls and trophies; the round, the effects in play, and whose step it is."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app import fonts, theme
from game.app.teams import draw_team_band
from game.crown.board import C
from game.crown.cards import ACTIONS, BLACKS, MAX_CASTLES, MAX_WALLS, TROPHY_VP
from game.crown.scoring import sides
from game.crown.state import CrownObservation
from game.crown.view import board_art, words
from game.crown.view.panel_sections import Section
from game.text import tr


@dataclass(frozen=True)
class PanelLayout:
    x: int
    width: int
    sections: tuple[Section, ...]
    """Each seat's section where it is drawn (:mod:`game.crown.view.panel_sections`)."""
    area: pygame.Rect
    """The sections' room: nothing of them is drawn outside it."""
    bar: pygame.Rect | None
    """The scroll bar's thumb (None: the sections do not scroll)."""
    info_y: int


def paint_panel(
    surface: pygame.Surface,
    shown: CrownObservation,
    layout: PanelLayout,
    points: tuple[int, ...],
    seat_name: Callable[[int], str],
    px: Callable[[float], int],
    colorblind: bool,
) -> None:
    """Each seat's section (its heading: hero, name, crown, VP; open: its stock,
    buildings and VP by source), then the round, the effects in play and whose step it
    is.  ``points``: each seat's victory points as the rules count them (the queue's
    first place included)."""
    holder = None
    if shown.crown != C:
        holder = next((c.owner for sq, c in shown.castles if sq == shown.crown), None)
    clip = surface.get_clip()
    surface.set_clip(layout.area.clip(clip) if clip else layout.area)
    for section in layout.sections:
        if section.rect.colliderect(layout.area):
            _paint_seat(surface, shown, section, points, holder, seat_name, px, colorblind)
    surface.set_clip(clip)
    if layout.bar is not None:
        track = pygame.Rect(layout.bar.x, layout.area.y, layout.bar.w, layout.area.h)
        pygame.draw.rect(surface, (50, 42, 52), track, border_radius=layout.bar.w // 2)
        pygame.draw.rect(surface, theme.GOLD_DARK, layout.bar, border_radius=layout.bar.w // 2)
    _paint_info(surface, shown, layout, seat_name, px)


def _team(shown: CrownObservation, seat: int) -> int | None:
    """The seat's team (0 or 1) as the rules group the seats, None in a game without teams."""
    found = sides(shown)
    if not found.has_teams:
        return None
    return found.ids.index(found.of(seat))


def _partners(shown: CrownObservation, seat: int) -> list[int]:
    """The seats of ``seat``'s team, in seat order."""
    found = sides(shown)
    return found.members(found.of(seat))


def _paint_seat(
    surface: pygame.Surface,
    shown: CrownObservation,
    section: Section,
    points: tuple[int, ...],
    holder: int | None,
    seat_name: Callable[[int], str],
    px: Callable[[float], int],
    colorblind: bool,
) -> None:
    """One seat's section: its heading, and its details when open."""
    seat = section.seat
    compact = shown.players > 2  # four rows must leave the log some room
    row = pygame.Rect(section.rect.x, section.rect.y, section.rect.w, section.rect.h - px(4))
    turn = seat == shown.turn and not shown.end
    if turn:
        pygame.draw.rect(surface, (70, 56, 40), row, border_radius=px(8))
    team = _team(shown, seat)
    if team is not None:  # partners share a band: their seats' colours
        colours = [board_art.seat_colour(s, colorblind) for s in _partners(shown, seat)]
        draw_team_band(surface, row, colours, px)
    hero_size = px(32) if section.open else min(px(32), section.heading.h - px(4))
    hero_centre = (row.x + px(18), row.y + (px(18) if section.open else row.h // 2))
    if seat < len(shown.hero) and shown.hero[seat] >= 0:
        board_art.draw_hero(surface, seat, shown.hero[seat], hero_centre, hero_size, colorblind)
    label = seat_name(seat)
    if team is not None:
        label = tr("crown_ui.team_member", player=label, team=team + 1)
    total = points[seat]
    vp = fonts.render(
        tr("crown_ui.vp", vp=total, goal=shown.goal), px(15), theme.GOLD_LIGHT, bold=True
    )
    vp_rect = vp.get_rect(topright=(row.right - px(6), row.y + px(1)))
    fold = pygame.Rect(0, 0, px(10), px(10))
    fold.midright = (vp_rect.x - px(6), vp_rect.centery)
    _fold_mark(surface, fold, section.open)
    holds = holder == seat
    room = fold.x - px(6) - (row.x + px(40)) - (px(24) if holds else 0)
    size, fitted = fonts.fit(label, px(15), room, bold=turn, least=min(px(15), LEAST_TEXT))
    name = fonts.render(fitted, size, theme.CREAM, bold=turn)
    surface.blit(name, (row.x + px(40), row.y + px(1)))
    surface.blit(vp, vp_rect)
    if holds:
        board_art.draw_crown(
            surface,
            pygame.Rect(row.x + px(44) + name.get_width(), row.y + px(4), px(20), px(13)),
        )
    if not section.open:
        return
    castles = sum(1 for _, c in shown.castles if c.owner == seat)
    walls = sum(1 for _, owner in shown.walls if owner == seat)
    hand = shown.hand_sizes[seat] + (1 if shown.has_black[seat] else 0)
    trophies = len(shown.trophies[seat])
    queue = total - shown.vp[seat]  # the queue's first place, while held
    lines = (
        tr("crown_ui.stock", gold=shown.gold[seat], food=shown.food[seat], cards=hand),
        tr(
            "crown_ui.built",
            castles=castles,
            max_castles=MAX_CASTLES,
            walls=walls,
            max_walls=MAX_WALLS,
            trophies=trophies,
        ),
        tr(
            "crown_ui.vp_sources",
            trophies=trophies * TROPHY_VP,
            queue=queue,
            battles=shown.vp[seat] - trophies * TROPHY_VP,
        ),
    )
    room = row.right - px(8) - (row.x + px(40))  # the VP heading's margin, and a little more
    size, pitch = line_size(px, compact)
    for i, text in enumerate(lines):
        fitted_size, fitted = fonts.fit(text, size, room, least=min(size, px(10)))
        colour = theme.MUTED if i == len(lines) - 1 else theme.CREAM
        picture = fonts.render(fitted, fitted_size, colour)
        surface.blit(picture, (row.x + px(40), row.y + px(18) + i * pitch))
    if not compact:  # the way to the goal (with more players: the track by the board)
        bar = pygame.Rect(row.x + px(40), row.bottom - px(3), row.w - px(46), px(3))
        pygame.draw.rect(surface, (60, 50, 50), bar)
        filled = bar.copy()
        filled.w = round(bar.w * min(1.0, total / max(1, shown.goal)))
        pygame.draw.rect(surface, board_art.seat_colour(seat, colorblind), filled)


def _fold_mark(surface: pygame.Surface, rect: pygame.Rect, is_open: bool) -> None:
    """A small triangle: pointing down while the section is open, right while folded."""
    if is_open:
        points = [rect.topleft, rect.topright, rect.midbottom]
    else:
        points = [rect.topleft, rect.midright, rect.bottomleft]
    pygame.draw.polygon(surface, theme.MUTED, points)


LEAST_TEXT = 12
"""The panel's smallest text in window pixels (11 in a row of three or four players): read
at a glance in a 1024x640 window, in Korean too."""


def line_size(px: Callable[[float], int], compact: bool) -> tuple[int, int]:
    """The size of a player row's lines and their pitch, in window pixels."""
    if compact:
        size = max(px(13), LEAST_TEXT - 1)
        return size, max(px(14), size + 1)
    size = max(px(14), LEAST_TEXT)
    return size, max(px(16), size + 2)


def row_height(px: Callable[[float], int], players: int) -> int:
    """A player row's height: its name, three lines and the way to the goal."""
    pitch = line_size(px, players > 2)[1]
    return max(px(80 if players <= 2 else 66), px(18) + 3 * pitch + px(4) + px(5))


def heading_height(px: Callable[[float], int]) -> int:
    """A folded section's height: its heading line (hero, name, VP)."""
    return max(px(26), LEAST_TEXT + 14)


def _paint_info(surface, shown: CrownObservation, layout: PanelLayout, seat_name, px) -> None:
    x, width = layout.x, layout.width
    if shown.round_limit is None:
        text = tr("crown_ui.round_open", round=shown.round)
    else:
        text = tr("crown_ui.round", round=shown.round, limit=shown.round_limit)
    effects = _effects(shown)
    if effects:
        text = f"{text} · {effects}"
    line = fonts.fit(text, max(px(14), LEAST_TEXT + 1), width, least=min(px(10), LEAST_TEXT))
    surface.blit(fonts.render(line[1], line[0], theme.CREAM, bold=True), (x, layout.info_y))
    if shown.turn >= 0 and not shown.end:
        step = tr(
            "crown_ui.step_line",
            player=seat_name(shown.turn),
            step=tr(f"crown_ui.step.{step_of(shown)}"),
        )
        size, fitted = fonts.fit(step, max(px(13), LEAST_TEXT), width, least=px(10))
        gap = max(px(20), LEAST_TEXT + 6)
        surface.blit(fonts.render(fitted, size, theme.GOLD_LIGHT), (x, layout.info_y + gap))


def _effects(shown: CrownObservation) -> str:
    """Temporary effects in play this turn, named."""
    found = []
    if shown.battle_cry:
        found.append(words.action_name(ACTIONS.index("battle_cry")))
    if shown.supply_wagon:
        found.append(words.action_name(ACTIONS.index("supply_wagon")))
    if shown.oath:
        found.append(words.black_name(BLACKS.index("heros_oath")))
    return ", ".join(found)


STEPS = {
    "keep": "setup",
    "keep_place": "setup",
    "deal": "setup",
    "roll": "roll",
    "rock": "roll",
    "main": "main",
    "market": "market",
    "place": "market",
    "assign": "assign",
    "redeploy": "redeploy",
    "build": "build",
    "army": "army",
    "target": "card",
    "upkeep": "upkeep",
    "crown": "crown",
    "cards": "cards",
    "discard": "discard",
    "draw_action": "cards",
    "draw_black": "market",
    "refill": "market",
    "recruit": "card",
}


def step_of(shown: CrownObservation) -> str:
    """The step of the turn the panel names."""
    if shown.stage == "act":
        return "hero" if shown.piece is not None and shown.piece[0] == "h" else "army"
    return STEPS.get(shown.stage, "main")
