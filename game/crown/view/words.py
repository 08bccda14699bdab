"""Crown & Dragon's things in words, for the screens: they live in :mod:`game.crown.words`
(pure, shared with the review and the command line)."""

from game.crown.words import (
    action_name,
    black_name,
    card_word,
    direction_name,
    face_name,
    general_key_name,
    general_name,
    general_title,
    hero_name,
    military_name,
    military_stats,
    seat_label_key,
    shown_coordinate,
    square_name,
    weapon_name,
)

__all__ = [
    "action_name",
    "black_name",
    "card_word",
    "direction_name",
    "face_name",
    "general_key_name",
    "general_name",
    "general_title",
    "hero_name",
    "military_name",
    "military_stats",
    "seat_label_key",
    "shown_coordinate",
    "square_name",
    "weapon_name",
]
