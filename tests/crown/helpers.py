"""Building Crown & Dragon situations for tests: position dicts (the position-file format)
and play states made from them."""

from __future__ import annotations

import random
from typing import Any

from game.crown.board import HOMES, TERRITORIES_IN_PLAY
from game.crown.cards import GRADE_INDEX, HERO_NAMES, WEAPON_INDEX, military_type
from game.crown.flow.act import start_hero_step
from game.crown.position import analyse, parse_position
from game.crown.rules import CrownRules
from game.crown.state import CrownState
from game.crown.turn import Stage
from game.engine.contract import CHANCE, TERMINAL

RULES = CrownRules()


def card(weapon: str, grade: str) -> dict[str, str]:
    return {"weapon": weapon, "grade": grade}


def mil(weapon: str, grade: str) -> int:
    """A military card type."""
    return military_type(WEAPON_INDEX[weapon], GRADE_INDEX[grade])


def hero(owner: int, name: str, at: list[int] | None = None, cards=(), bonus=None) -> dict:
    entry: dict[str, Any] = {
        "at": at if at is not None else list(HOMES[owner]),
        "owner": owner,
        "name": name,
        "cards": [card(*c) for c in cards],
    }
    if bonus is not None:
        entry["bonus"] = {"atk": bonus[0], "def": bonus[1]}
    return entry


def general(owner: int, at: list[int], kind: str, weapon: str, cards=(), bonus=None) -> dict:
    entry: dict[str, Any] = {
        "at": at,
        "owner": owner,
        "type": kind,
        "weapon": weapon,
        "cards": [card(*c) for c in cards],
    }
    if bonus is not None:
        entry["bonus"] = {"atk": bonus[0], "def": bonus[1]}
    return entry


def castle(owner: int, at: list[int], cards=(), bonus=None) -> dict:
    entry: dict[str, Any] = {"at": at, "owner": owner, "cards": [card(*c) for c in cards]}
    if bonus is not None:
        entry["bonus"] = {"atk": bonus[0], "def": bonus[1]}
    return entry


def position(
    players: int = 2,
    active: int = 0,
    heroes: list[dict] | None = None,
    generals: list[dict] = (),
    castles: list[dict] = (),
    walls: list[list[int]] = (),
    rock: list[int] | None = None,
    dragon: dict | str | None = "default",
    crown: list[int] = (6, 6),
    queue: list[int] = (),
    seats: dict[int, dict] | None = None,
    teams: bool = False,
    query: dict | None = None,
) -> dict[str, Any]:
    corners = TERRITORIES_IN_PLAY[players]
    if heroes is None:
        heroes = [hero(c, HERO_NAMES[i]) for i, c in enumerate(corners)]
    data_seats = {str(c): {"vp": 0, "gold": 5, "food": 0, "trophies": []} for c in corners}
    for c, values in (seats or {}).items():
        data_seats[str(c)].update(values)
    return {
        "game": "crown",
        "players": players,
        "teams": teams,
        "active": active,
        "seats": data_seats,
        "walls": [list(w) for w in walls],
        "castles": list(castles),
        "heroes": heroes,
        "generals": list(generals),
        "rock": rock,
        "dragon": {"card": "young", "alert": 1} if dragon == "default" else dragon,
        "crown": list(crown),
        "queue": list(queue),
        "query": query or {"type": "queue"},
    }


def ask(query: dict, **kw: Any) -> dict[str, Any]:
    return analyse(position(query=query, **kw))


def state_of(stage: str = "main", **kw: Any) -> CrownState:
    """A play state of the position (plain rules, no bonus), ``stage`` pending for the
    active seat; decks hold every card not on the board."""
    state = parse_position(position(**kw)).state
    state.stage = Stage(stage)
    state.round_limit = None
    state.bonus = {}
    return state


def hero_step(state: CrownState, white: int) -> CrownState:
    """Start the active player's hero step with ``white`` on the die."""
    state.white = white
    start_hero_step(state, None)
    return state


def play_random(state: CrownState, rng: random.Random, limit: int = 100_000) -> int:
    """Play random legal steps to the end; returns the decisions made."""
    decisions = 0
    for _ in range(limit):
        mover = RULES.to_move(state)
        if mover == TERMINAL:
            return decisions
        if mover == CHANCE:
            RULES.apply_chance(state, RULES.sample_chance(state, rng))
        else:
            RULES.apply(state, rng.choice(RULES.legal_actions(state)))
            decisions += 1
    raise AssertionError("the game did not end")


def new_game(seed: int = 1, **setup: Any) -> CrownState:
    """A dealt game (every seat kept its first general on its first free cell)."""
    setup = {"players": 2, **setup}
    state = RULES.initial_state(RULES.normalize_setup(setup))
    RULES.apply_chance(state, RULES.sample_chance(state, random.Random(seed)))
    return state
