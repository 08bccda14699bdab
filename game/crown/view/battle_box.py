"""The battle preview box: both sides' ATK and DEF with where each number comes from, and
the predicted result (from :func:`game.crown.preview.preview`; nothing is computed here)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import fonts, theme
from game.crown.preview import BattlePreview, SidePreview, Term
from game.crown.view import words
from game.text import tr

LEAST_TEXT = 12
"""The preview's smallest text in window pixels."""
WIN = (130, 220, 130)
LOSS = (240, 120, 100)


def term_text(term: Term) -> str:
    if term.source == "card":
        return tr("crown_ui.term.card", card=words.military_name(term.card), value=term.value)
    return tr(f"crown_ui.term.{term.source}", value=term.value)


def side_lines(side: SidePreview, name: str, atk_matters: bool, def_matters: bool) -> list[str]:
    """A side's name, then its ATK and DEF each with their sources."""
    lines = [name]
    for label, total, terms, matters in (
        ("atk", side.atk, side.atk_terms, atk_matters),
        ("def", side.defence, side.def_terms, def_matters),
    ):
        if not matters:
            continue
        parts = " + ".join(term_text(t) for t in terms) or tr("crown_ui.term.none")
        lines.append(tr(f"crown_ui.preview.{label}", total=total, parts=parts))
    return lines


def result_lines(
    p: BattlePreview, attacker: str, defender: str, seat_name: Callable[[int], str]
) -> list[tuple[str, tuple]]:
    """The predicted result in words, each line with its colour."""
    lines: list[tuple[str, tuple]] = []
    outcome = p.outcome
    colour = WIN if outcome in ("win", "slain", "removed", "wall") else LOSS
    if outcome == "repelled" and p.mode == "volley" and p.defender_lost:
        outcome = "volley_hits"
        colour = WIN
    lines.append(
        (
            tr(
                f"crown_ui.outcome.{outcome}",
                attacker=attacker,
                defender=defender,
                count=len(p.defender_lost),
            ),
            colour,
        )
    )
    for hit in p.hits:
        key = "crown_ui.preview.hit" if hit.hit else "crown_ui.preview.holds"
        lines.append((tr(key, card=words.military_name(hit.card), value=hit.defence), theme.CREAM))
    for seat, points in p.vp.items():
        lines.append(
            (tr("crown_ui.preview.vp", points=points, player=seat_name(seat)), theme.GOLD_LIGHT)
        )
    if p.crown_falls:
        lines.append((tr("crown_ui.preview.crown_falls"), theme.GOLD_LIGHT))
    if p.upkeep:
        lines.append((tr("crown_ui.preview.upkeep", gold=p.upkeep), theme.MUTED))
    return lines


def draw_box(
    surface: pygame.Surface,
    area: pygame.Rect,
    anchor: tuple[int, int],
    p: BattlePreview,
    names: tuple[str, str],
    seat_name: Callable[[int], str],
    confirming: bool,
    px,
) -> pygame.Rect:
    """Draw the preview beside ``anchor`` (the target), kept inside ``area``."""
    attacker, defender = names
    title = tr(f"crown_ui.preview.title_{p.mode}", range=tr(f"crown_ui.range.{p.range}"))
    volley = p.mode == "volley"
    left = side_lines(p.attacker, attacker, True, not volley and p.mode == "standard")
    right = side_lines(
        p.defender,
        defender,
        p.mode == "standard",  # at range too: it shoots back, or it is the dragon
        p.mode in ("standard", "volley") and not (volley and p.hits),
    )
    result = result_lines(p, attacker, defender, seat_name)
    if confirming:
        result.append((tr("crown_ui.preview.confirm"), theme.GOLD))
    size = max(px(13), LEAST_TEXT)  # readable in a small window: the battle is decided here
    width = min(round(px(360) * size / max(1, px(13))), area.w)
    inner = width - px(20)
    rows: list[tuple[str, tuple, bool]] = [(title, theme.GOLD_LIGHT, True)]
    for side, lines in (
        (tr("crown_ui.preview.attacker"), left),
        (tr("crown_ui.preview.defender"), right),
    ):
        head = f"{side}: {lines[0]}"
        rows += [(part, theme.CREAM, True) for part in fonts.wrap(head, size, inner, bold=True)]
        for line in lines[1:]:
            rows += [(part, theme.CREAM, False) for part in fonts.wrap(line, size, inner)]
    for text, colour in result:
        rows += [(part, colour, True) for part in fonts.wrap(text, size, inner, bold=True)]
    line_h = fonts.font(size).get_linesize()
    box = pygame.Rect(0, 0, width, len(rows) * line_h + px(16))
    box.midleft = (anchor[0] + px(30), anchor[1])
    if box.right > area.right:
        box.midright = (anchor[0] - px(30), anchor[1])
    box = box.clamp(area)
    pygame.draw.rect(surface, (0, 0, 0), box.move(px(3), px(3)), border_radius=px(8))
    pygame.draw.rect(surface, (28, 22, 30), box, border_radius=px(8))
    pygame.draw.rect(surface, theme.GOLD if confirming else theme.GOLD_DARK, box, 2, px(8))
    y = box.y + px(8)
    for text, colour, bold in rows:
        surface.blit(fonts.render(text, size, colour, bold=bold), (box.x + px(10), y))
        y += line_h
    return box
