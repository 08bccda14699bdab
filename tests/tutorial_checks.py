"""Checks shared by the games' guided-game tests."""

from __future__ import annotations

import pygame

from game.app import fonts
from game.app.coach_card import CoachCard
from game.text import tr


def steps_too_tall(scene) -> list[str]:
    """Every step of the tutorial scene's chapter whose words, with the previous step's
    "why" under them, are taller than the coach's card (empty: all fit)."""
    coach, px = scene.coach, scene.px
    area = coach.card.area(scene)
    room = area.h - px(44)  # the card keeps its bottom for its buttons
    top = px(8) + fonts.font(px(17), True).get_linesize() + px(4)
    canvas = pygame.Surface(area.size)
    width = area.w - px(20)
    over, before = [], []
    facts = coach.tutorial.facts_of(scene.match.observe(coach.seat), coach.seat)
    for lesson, step in coach.progress.chapter.steps():
        words = tr(coach.tutorial.text_key(lesson, step), **facts)
        y = CoachCard._lines(canvas, [words], px(15), (0, 0, 0), top, px, width, 10**6)
        if before:
            y = CoachCard._lines(canvas, before, px(14), (0, 0, 0), y + px(6), px, width, 10**6)
        if y > room:
            over.append(f"{lesson.key}.{step.key}: {y - room}px too tall")
        before = [tr(coach.tutorial.text_key(lesson, step, "_why"), **facts)] if step.why else []
    return over
