"""The dice tray: a strip docked under the mine (never over it, so no roll ever hides a
place to click, and it never jumps) showing the last roll of the turn: a move's die, the
passage's two dice, the roll-off, a challenge's three rounds with the winner's roll.

The play scene keeps what the tray shows (``scene.tray``: its kind, dice, words and when
it started); this module lays it out and draws it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app import fonts, theme
from game.app.dice import paint_die, tumbling_face
from game.goldmine.view import miners as miner_art
from game.goldmine.view.panel import readable
from game.text import tr

TRAY_H = 96
"""Design height of the tray under the mine."""
TRAY_GAP = 8
"""Design pixels between the mine and the tray."""
ROLL_TIME = 0.7
"""Seconds (at normal animation speed) a die tumbles."""
ROUND_TIME = 0.65
"""Seconds per challenge round shown."""
DECIDES = {"push": "push", "nugget": "nugget", "bonus_move": "bonus"}
"""Stage after a challenge -> what its decider is choosing (the tray names who)."""


def split(area: pygame.Rect, px) -> tuple[pygame.Rect, pygame.Rect]:
    """The mine's place and the tray's in the board area: the tray along its bottom."""
    height = px(TRAY_H)
    tray = pygame.Rect(area.x, area.bottom - height, area.w, height)
    mine = pygame.Rect(area.x, area.y, area.w, area.h - height - px(TRAY_GAP))
    return mine, tray


def draw(scene, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The tray in ``rect``: its frame always, the last roll of the turn when there is one."""
    px = scene.px
    pygame.draw.rect(surface, (22, 18, 24), rect, border_radius=px(10))
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 2, border_radius=px(10))
    tray = scene.tray
    if tray is None:
        words = fonts.render(scene.tray_caption(), readable(px, 14), theme.MUTED)
        surface.blit(words, words.get_rect(midleft=(rect.x + px(16), rect.centery)))
        return
    elapsed = scene.time - tray["start"]
    if tray["kind"] == "duel":
        _duel(scene, surface, rect, tray, elapsed)
    elif tray["kind"] == "rolloff":
        _rolloff(scene, surface, rect, tray, elapsed)
    else:
        _roll(scene, surface, rect, tray, elapsed)


def _rolling(scene, elapsed: float) -> bool:
    return elapsed < ROLL_TIME * scene.animation_scale()


def _words(scene, surface, lines: list[str], x: int, y: int, size: int, bold=False) -> None:
    for i, line in enumerate(lines):
        colour = theme.GOLD_LIGHT if bold and i == 0 else theme.CREAM
        text = fonts.render(line, size, colour, bold=bold and i == 0)
        surface.blit(text, (x, y + i * round(size * 1.3)))


def _roll(scene, surface, rect: pygame.Rect, tray: dict[str, Any], elapsed: float) -> None:
    """A move's die or the passage's two dice, the words beside them."""
    px = scene.px
    die = px(44)
    x, y = rect.x + px(16), rect.centery - die // 2
    rolling = _rolling(scene, elapsed)
    for i, face in enumerate(tray["dice"]):
        shown = tumbling_face(scene.time, i) if rolling else face
        paint_die(surface, pygame.Rect(x, y, die, die), shown)
        x += die + px(8)
    if rolling:
        return
    x += px(10)
    lines = fonts.wrap(tray["text"], readable(px, 15), rect.right - x - px(14))[:3]
    top = rect.centery - len(lines) * round(px(15) * 1.3) // 2
    _words(scene, surface, lines, x, top, readable(px, 15))


def _rolloff(scene, surface, rect: pygame.Rect, tray: dict[str, Any], elapsed: float) -> None:
    """Each contender's miner and die; the rule beside them."""
    px = scene.px
    die = px(40)
    x, y = rect.x + px(14), rect.centery - die // 2
    rolling = _rolling(scene, elapsed)
    colorblind = scene.app.settings.colorblind
    for i, (seat, face) in enumerate(tray["rolls"]):
        miner_art.draw_miner(surface, seat, (x + px(12), rect.centery), px(22), colorblind)
        shown = tumbling_face(scene.time, i) if rolling else face
        paint_die(surface, pygame.Rect(x + px(28), y, die, die), shown)
        x += die + px(40)
    lines = fonts.wrap(tr("goldmine_ui.rolloff"), readable(px, 15), rect.right - x - px(14))[:3]
    _words(scene, surface, lines, x + px(4), rect.y + px(12), readable(px, 15))


def _duel(scene, surface, rect: pygame.Rect, tray: dict[str, Any], elapsed: float) -> None:
    """A challenge: its title, the three rounds (the attacker's die then the defender's, in
    their miners' colours, each round's winner under it) on the left; the result, who
    decides what, and the winner's roll on the right."""
    px = scene.px
    scale = scene.animation_scale()
    colorblind = scene.app.settings.colorblind
    attacker, defender = tray["attacker"], tray["defender"]
    title = tr(
        f"goldmine_ui.duel_{tray['challenge']}",
        attacker=scene.seat_name(attacker),
        defender=scene.seat_name(defender),
    )
    left = rect.x + px(14)
    surface.blit(
        fonts.render(title, readable(px, 14), theme.GOLD_LIGHT, bold=True), (left, rect.y + px(7))
    )
    die = px(30)
    column = px(112)
    top = rect.y + px(30)
    for i, (a, d) in enumerate(tray["rounds"]):
        shown_at = i * ROUND_TIME * scale
        if elapsed < shown_at:
            break
        rolling = elapsed - shown_at < ROUND_TIME * scale * 0.6
        x = left + i * column
        fa = tumbling_face(scene.time, 2 * i) if rolling else a
        fd = tumbling_face(scene.time, 2 * i + 1) if rolling else d
        mark = miner_art.colour(attacker, colorblind)
        paint_die(surface, pygame.Rect(x, top, die, die), fa, mark)
        paint_die(
            surface,
            pygame.Rect(x + die + px(4), top, die, die),
            fd,
            miner_art.colour(defender, colorblind),
        )
        if not rolling:
            won = attacker if a >= d else defender
            words = tr("goldmine_ui.round_won", number=i + 1, player=scene.seat_name(won))
            surface.blit(fonts.render(words, readable(px, 13), theme.CREAM), (x, top + die + px(5)))
    right = left + 3 * column + px(6)
    room = rect.right - right - px(14)
    if elapsed < len(tray["rounds"]) * ROUND_TIME * scale:
        return
    lines = duel_words(scene, tray)
    result = fonts.wrap(lines[0], readable(px, 15), room, bold=True)[:1]
    _words(scene, surface, result, right, rect.y + px(8), readable(px, 15), bold=True)
    if len(lines) > 1:
        y = rect.y + px(34)
        centre = (right + px(10), y + px(9))
        miner_art.draw_miner(surface, scene.match.to_move, centre, px(18), colorblind)
        text = fonts.wrap(lines[1], readable(px, 14), room - px(26))[:1]
        _words(scene, surface, text, right + px(26), y, readable(px, 14))
    then = tray.get("then")
    if then is None:
        return
    small = px(24)
    x, y = right, rect.bottom - small - px(10)
    rolling = scene.time - then["start"] < ROLL_TIME * scale
    for i, face in enumerate(then["dice"]):
        shown = tumbling_face(scene.time, 7 + i) if rolling else face
        paint_die(surface, pygame.Rect(x, y, small, small), shown)
        x += small + px(6)
    if not rolling:
        line = fonts.wrap(then["text"], readable(px, 14), rect.right - x - px(14))[:1]
        _words(scene, surface, line, x + px(4), y + px(3), readable(px, 14))


def duel_words(scene, tray: dict[str, Any]) -> list[str]:
    """The challenge's result in words (who won, by how many rounds), and while its winner
    has a choice to make, who decides what."""
    winner, attacker = tray["winner"], tray["attacker"]
    loser = tray["defender"] if winner == attacker else attacker
    by_attacker = sum(1 for a, d in tray["rounds"] if a >= d)
    won = by_attacker if winner == attacker else len(tray["rounds"]) - by_attacker
    words = [
        tr(
            "goldmine_ui.duel_result",
            player=scene.seat_name(winner),
            target=scene.seat_name(loser),
            won=won,
            lost=len(tray["rounds"]) - won,
        )
    ]
    shown = scene.observation()
    choice = DECIDES.get(shown.stage)
    if choice is not None and scene.match.to_move == winner and not scene.steps.busy:
        words.append(
            tr(
                f"goldmine_ui.duel_decides.{choice}",
                player=scene.seat_name(winner),
                target=scene.seat_name(loser),
                count=shown.steps,
            )
        )
    return words
