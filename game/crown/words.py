"""Crown & Dragon's things in words (current language): cards, generals, heroes, the
dice, squares, battle terms.  Everything comes from ``locales/crown*.json``.

Pure (no pygame): the screens use it through :mod:`game.crown.view.words`, and so does the
review of a game (:mod:`game.crown.review`), which the command line prints too."""

from __future__ import annotations

from game.crown.board import Square
from game.crown.cards import (
    ACTIONS,
    BLACKS,
    GENERALS,
    GRADES,
    HERO_NAMES,
    MILITARY,
    ROLES,
    WEAPONS,
)
from game.text import tr


def seat_label_key(observation, seat: int) -> str | None:
    """A seat is called by its hero once the heroes are dealt (``GameView.seat_label``)."""
    if observation is None or seat >= len(observation.hero) or observation.hero[seat] < 0:
        return None
    return f"crown.hero.{HERO_NAMES[observation.hero[seat]]}"


def shown_coordinate(value: int) -> int:
    """Squares are counted from 1 on screen (the board's edges are labelled 1..13)."""
    return value + 1


def square_name(square: Square) -> str:
    """A square as the board's edge labels name it: "column, row", counted from 1."""
    return tr("crown_ui.square", x=shown_coordinate(square[0]), y=shown_coordinate(square[1]))


def military_name(card: int) -> str:
    """ "Elite Crossbow" (grade and weapon)."""
    m = MILITARY[card]
    return tr(
        "crown_ui.military_name",
        grade=tr(f"crown.grade.{GRADES[m.grade]}"),
        weapon=tr(f"crown.weapon.{WEAPONS[m.weapon]}"),
    )


def weapon_name(card: int) -> str:
    """ "Crossbow": a military card by its weapon alone (a narrow button's shorter words)."""
    return tr(f"crown.weapon.{WEAPONS[MILITARY[card].weapon]}")


def military_stats(card: int) -> str:
    m = MILITARY[card]
    return tr("crown_ui.military_stats", atk=m.atk, defence=m.defence, upkeep=m.upkeep)


def general_name(general: int) -> str:
    return tr(f"crown.general.{GENERALS[general].key}")


def general_title(general: int) -> str:
    """ "Aldric, Sword Vanguard"."""
    g = GENERALS[general]
    return tr(
        "crown_ui.general_title",
        name=general_name(general),
        weapon=tr(f"crown.weapon.{WEAPONS[g.weapon]}"),
        role=tr(f"crown.role.{ROLES[g.role]}"),
    )


def general_key_name(key: str) -> str:
    """A general named by its locale key suffix (log arguments)."""
    return tr(f"crown.general.{key}")


def hero_name(hero: int) -> str:
    return tr(f"crown.hero.{HERO_NAMES[hero]}")


def action_name(kind: int) -> str:
    return tr(f"crown.action.{ACTIONS[kind]}")


def black_name(kind: int) -> str:
    return tr(f"crown.black.{BLACKS[kind]}")


def card_word(value) -> str:
    """A log's ``card`` argument: a military type (number) or an action or black card's
    name (text)."""
    if isinstance(value, int):
        return military_name(value)
    if value in ACTIONS:
        return tr(f"crown.action.{value}")
    if value in BLACKS:
        return tr(f"crown.black.{value}")
    return str(value)


def face_name(face: str) -> str:
    """The black die's face: Rock, or the dragon and its direction."""
    return tr(f"crown_ui.face.{face}")


def direction_name(direction: str) -> str:
    return tr(f"crown_ui.direction.{direction}")
