"""The hint on the board: the suggested move drawn where it would be made (the tile's
ghost in the suggested rotation, a ring round the place to move to, the chamber, the
miner to challenge, or the panel button), with its words in a small label beside a mark on
the board (a ringed button's own words say it; no label covers the mine for it).
The status bar keeps the prompt; the hint goes away as soon as the player acts."""

from __future__ import annotations

import pygame

from game.app import fonts, theme
from game.engine.contract import Action
from game.goldmine.actions import CHALLENGES, Kind
from game.goldmine.tiles import TILES
from game.goldmine.view.context import GoldMineContext
from game.goldmine.view.mine_view import anchor
from game.text import tr

HINT = (120, 220, 255)
"""The hint's colour (no other mark uses it)."""


ON_BOARD = (Kind.PLACE, Kind.MOVE, Kind.NUGGET, *CHALLENGES)
"""The hints drawn on the mine (the others point at a button)."""


def target(scene: GoldMineContext, action: Action) -> pygame.Rect | None:
    """The screen rect the hint points at: a square, a place, a miner, or a panel button
    (None: nowhere to point, e.g. the miner is off the screen)."""
    shown = scene.observation()
    view, px = scene.view, scene.px
    kind = action[0]
    if kind in (Kind.PLACE, Kind.NUGGET):
        return view.camera.rect_to_screen((action[1], action[2], 1, 1))
    if kind == Kind.MOVE:
        x, y = view.screen(anchor(shown.board, tuple(action[1:4])))
        size = round(view.target_radius() * 3)
        return pygame.Rect(round(x) - size // 2, round(y) - size // 2, size, size)
    if kind in CHALLENGES:
        points = view.miner_points(shown, {})
        if action[1] not in points:
            return None
        x, y = view.screen(points[action[1]])
        size = round(view.miner_size() * 1.8)
        return pygame.Rect(round(x) - size // 2, round(y) - size // 2, size, size)
    button = scene.choices.button_of(action)
    return None if button is None else button.rect.inflate(px(8), px(8))


def draw(scene: GoldMineContext, surface: pygame.Surface, action: Action) -> None:
    """The hint's mark and label (the tile's ghost first, for a placement)."""
    rect = target(scene, action)
    if rect is None:
        return
    px = scene.px
    on_board = action[0] in ON_BOARD
    clip = surface.get_clip()
    if on_board:
        surface.set_clip(scene.view.rect)
    if action[0] == Kind.PLACE:
        tile = TILES[scene.observation().drawn]
        picture = scene.view.art.get(tile, action[3], rect.w).copy()
        picture.set_alpha(210)
        surface.blit(picture, rect.topleft)
    width = max(3, px(3))
    if action[0] in (Kind.MOVE, *CHALLENGES):
        pygame.draw.ellipse(surface, (0, 0, 0), rect.inflate(width, width), width)
        pygame.draw.ellipse(surface, HINT, rect, width)
    else:
        pygame.draw.rect(surface, (0, 0, 0), rect.inflate(width, width), width, px(8))
        pygame.draw.rect(surface, HINT, rect, width, px(8))
    _label(scene, surface, rect, on_board)
    surface.set_clip(clip)


def _label(
    scene: GoldMineContext, surface: pygame.Surface, rect: pygame.Rect, on_board: bool
) -> None:
    if not on_board:  # a ringed button says what it does: no label over the board for it
        return
    words = tr("play.hint_text", action=scene.describe(scene.hint_action))
    bubble(scene, surface, words, rect, on_board, HINT)


def bubble(
    scene: GoldMineContext,
    surface: pygame.Surface,
    words: str,
    rect: pygame.Rect,
    on_board: bool,
    colour: tuple[int, int, int],
) -> pygame.Rect:
    """``words`` in a small box above ``rect`` (below it when there is no room), inside
    the mine's view; for a panel button, beside it, left of the panel."""
    px = scene.px
    beside = pygame.Rect(0, 0, scene.panel_rect.x, scene.app.size[1])  # left of the panel
    area = scene.view.rect if on_board else beside
    lines = fonts.wrap(words, px(14), min(px(320), area.w - px(24)), bold=True)[:3]
    line_h = fonts.font(px(14), True).get_linesize()
    width = max(fonts.font(px(14), True).size(line)[0] for line in lines) + px(18)
    box = pygame.Rect(0, 0, width, len(lines) * line_h + px(10))
    if on_board:
        box.midbottom = (rect.centerx, rect.top - px(6))
        if box.top < area.top + px(4):
            box.midtop = (rect.centerx, rect.bottom + px(6))
    else:
        box.midright = (area.right - px(8), rect.centery)
    box = box.clamp(area.inflate(-px(8), -px(8)))
    pygame.draw.rect(surface, (16, 24, 30), box, border_radius=px(6))
    pygame.draw.rect(surface, colour, box, 2, border_radius=px(6))
    y = box.y + px(5)
    for line in lines:
        surface.blit(fonts.render(line, px(14), theme.CREAM, bold=True), (box.x + px(9), y))
        y += line_h
    return box
