"""Card pictures for the play screen, by deck and card: the game's card art
(:mod:`game.crown.view.card_art`), ``value`` -1 for a card's back."""

from __future__ import annotations

import pygame

from game.crown.view import card_art


def card_picture(
    deck: str, value: int, size: tuple[int, int], colorblind: bool = False
) -> pygame.Surface:
    """``deck`` is general, military, action or black; ``value`` its card (-1: the back).
    Cached by the card art: copy before drawing on it."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    if value < 0:
        return card_art.card_back(deck, size)
    if deck == "general":
        return card_art.general_card(value, size, colorblind)
    if deck == "military":
        return card_art.military_card(value, size, colorblind)
    if deck == "action":
        return card_art.action_card(value, size, colorblind)
    return card_art.black_card(value, size, colorblind)
