"""Tiny Duel: a test-only game that keeps the whole contract, as the example to copy.

Every part a shipped game has is here, each in the module of the same name a real game
uses (docs/architecture.md, "How to add a game", walks through them in order):

========================  ================================================================
``rules.py``              the rules (a ``SchemaRules``; the rules in short are there)
``state.py``              the state, every field declared public or private
``actions.py``            the action kinds: one constructor per kind, readers
``events.py``             the typed step events
``log_words.py``          the log's lines, worded from the events
``explain.py``            why a move is not legal now, from the seat's observation
``setup_options.py``      the New game screen's options
``review.py``             the review's hooks (budget, rounds, moves in words, secrets shown)
``position.py``           position files: ``analyse`` answers a final position
``coach.py``              what a step did, in sentences (the coach's "why" and hints)
``tutorial.py``           the guided first game
``../tiny_view.py``       the screens (pygame: only the app loads it)
``../tiny_locales/``      the words, in English and Korean, key for key
========================  ================================================================

A shipped game declares :data:`GAME` in ``game/<id>/__init__.py`` and one line in
``game/games.py``; Tiny Duel is never in the app's menu unless a test registers it
(:func:`register`, :func:`unregister`; the AI worker finds it by ``loader``).  Its
locales live outside ``locales/``, so they are added by the view, or by a test that
needs the words (:data:`LOCALE_DIR`).

Unlike a shipped game's, this module also re-exports the rules' names, the events and
the setup, because the engine's tests import them from ``tiny_game`` directly.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from game.engine import registry
from game.engine.registry import GameInfo
from tiny_game.events import (
    Challenged,
    Dealt,
    Dueled,
    GameOver,
    Peeked,
    RollAsked,
    Rolled,
    SecretSeen,
    Took,
    TurnBegan,
    TurnEnded,
    Yielded,
)
from tiny_game.rules import (
    DUEL_LOSS,
    DUEL_WIN,
    FACES,
    GAME_ID,
    MOVES_PER_TURN,
    RULES,
    TinyObservation,
    TinyRules,
    TinyState,
    roll_gain,
)
from tiny_game.setup_options import SETUP

LOCALE_DIR = Path(__file__).resolve().parent.parent / "tiny_locales"
"""Tiny Duel's locale files (``tiny.*`` and ``tiny_tutorial.*``), outside ``locales/``."""

GAME = GameInfo(
    game_id=GAME_ID,
    title_key="tiny.title",
    blurb_key="tiny.blurb",
    rules_ref="tiny_game.rules:RULES",
    view_ref="tiny_view:VIEW",
    setup_ref="tiny_game.setup_options:SETUP",
    review_ref="tiny_game.review:REVIEW",
    analyse_ref="tiny_game.position:analyse",
    tutorial_ref="tiny_game.tutorial:TUTORIAL",
    guided=True,
    loader="tiny_game:register",
)
"""Tiny Duel's registry entry: every part a ``"module:attribute"`` loaded on first use, so
the AI worker and the command line never import its view (pygame).  It has no search
knowledge of its own: the search plays it with its defaults."""


def register() -> GameInfo:
    """Register Tiny Duel (tests only) and return its entry: a fresh copy of :data:`GAME`,
    nothing loaded yet."""
    return registry.register(dataclasses.replace(GAME))


def unregister() -> None:
    registry.unregister(GAME_ID)


__all__ = [
    "DUEL_LOSS",
    "DUEL_WIN",
    "FACES",
    "GAME",
    "GAME_ID",
    "LOCALE_DIR",
    "MOVES_PER_TURN",
    "RULES",
    "SETUP",
    "Challenged",
    "Dealt",
    "Dueled",
    "GameOver",
    "Peeked",
    "RollAsked",
    "Rolled",
    "SecretSeen",
    "TinyObservation",
    "TinyRules",
    "TinyState",
    "Took",
    "TurnBegan",
    "TurnEnded",
    "Yielded",
    "register",
    "roll_gain",
    "unregister",
]
