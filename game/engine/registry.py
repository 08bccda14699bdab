"""The games the app knows: one :class:`GameInfo` per game, loaded lazily.

A game package ``game/<id>/`` declares everything about itself in one place, its
``__init__.py``::

    GAME = GameInfo(
        game_id="armadora",
        title_key="armadora.title",
        blurb_key="armadora.blurb",
        rules_ref="game.armadora.rules:ArmadoraRules",
        knowledge_ref="game.armadora.ai:ArmadoraKnowledge",
        view_ref="game.armadora.view:VIEW",
        setup_ref="game.armadora.setup_options:SETUP",
        analyse_ref="game.armadora.position:analyse",
        review_ref="game.armadora.review:REVIEW",
    )

Every part is a ``"module:attribute"`` reference imported on first use (the properties
``rules``, ``knowledge``, ``view``, ``setup``, ``analyse`` and ``review`` load them), so
the AI worker and the command line never import pygame: only ``view`` does.  The shipped games are
listed in :mod:`game.games`; nothing in the engine, the app shell or the command line
names a game.  Tests register their own games with :func:`register`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine.contract import Rules
from game.games import RULES_ONLY, SHIPPED


def resolve(reference: str) -> Any:
    """The object a ``"package.module:attribute"`` reference names (a class is instantiated
    only by the caller)."""
    module_name, _, attribute = reference.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


@dataclass(frozen=True)
class GameInfo:
    """A game: where its parts live, and the locale keys that name and describe it."""

    game_id: str
    title_key: str
    blurb_key: str
    rules_ref: Any
    """A :class:`Rules` instance, a Rules subclass, or a ``"module:Class"`` reference."""
    knowledge_ref: Any = None
    """Search knowledge: a ``GameKnowledge`` (subclass, instance or reference); None = defaults."""
    view_ref: Any = None
    """What the app shows (``game.app.views.GameView`` or a reference); None = not in the app."""
    setup_ref: Any = None
    """The declared setup options (``game.engine.options.SetupSpec`` or a reference)."""
    analyse_ref: Any = None
    """``function(data: dict) -> dict`` answering a position file (or a reference); it
    raises ``ValueError`` naming the problem of a malformed position."""
    analyse_command: str | None = None
    """A command of the game's own for its position files (``python main.py NAME FILE``),
    besides the generic ``analyse``."""
    tutorial_ref: Any = None
    """The guided first game (``game.engine.tutorial.Tutorial`` or a reference); None =
    no tutorial."""
    guided: bool | None = None
    """Whether the tutorial has chapters (a guided first game: the menu's "Learn to play"),
    declared so that the menu can say so without loading the tutorial and the rules it
    plays; None: found out by loading it.  The tests check a declared value against the
    tutorial itself."""
    review_ref: Any = None
    """The game's review hooks (``game.engine.review.hooks.GameReview``, an instance or a
    reference); None = the defaults."""
    loader: str | None = None
    """How another process (the AI worker) loads a game that is not a shipped package: a
    ``"module:function"`` that registers it (test-only games); None for shipped games."""
    _loaded: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    def _part(self, name: str, instantiate: bool) -> Any:
        if name not in self._loaded:
            value = getattr(self, name + "_ref")
            if isinstance(value, str):
                value = resolve(value)
            if instantiate and isinstance(value, type):
                value = value()
            self._loaded[name] = value
        return self._loaded[name]

    @property
    def rules(self) -> Rules:
        """The rules (imported on first use)."""
        return self._part("rules", True)

    @property
    def knowledge(self) -> Any:
        """The search knowledge, or None for the search's defaults."""
        return self._part("knowledge", True)

    @property
    def view(self) -> Any:
        """The app's view of the game (imports pygame), or None."""
        return self._part("view", False)

    @property
    def setup(self) -> Any:
        """The declared setup options, or None."""
        return self._part("setup", False)

    @property
    def tutorial(self) -> Any:
        """The guided first game (a ``Tutorial``), or None."""
        return self._part("tutorial", False)

    @property
    def has_guided_game(self) -> bool:
        """Whether the game offers a guided first game (see ``guided``)."""
        if self.guided is not None:
            return self.guided
        tutorial = self.tutorial
        return tutorial is not None and bool(tutorial.chapters)

    @property
    def review(self) -> Any:
        """The review hooks, or None for the defaults."""
        return self._part("review", True)

    @property
    def analyse(self) -> Callable[[dict[str, Any]], dict[str, Any]] | None:
        return self._part("analyse", False)

    @property
    def min_players(self) -> int:
        return self.rules.min_players

    @property
    def max_players(self) -> int:
        return self.rules.max_players


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add (or replace) a game; returns it.  Shipped games need not call this."""
    _GAMES[info.game_id] = info
    return info


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def shipped() -> tuple[str, ...]:
    """The ids of the games the app ships, in menu order."""
    return tuple(SHIPPED)


def known() -> tuple[str, ...]:
    """The shipped games, then those with rules but no screens yet (``analyse`` and the
    match runner know both; the menu only the shipped ones)."""
    return shipped() + tuple(g for g in RULES_ONLY if g not in shipped())


def load(game_id: str, module: str | None = None) -> GameInfo:
    """The game ``game_id``: registered already, or declared as ``GAME`` by ``game.<id>``.

    ``module`` (``"package.module"`` or ``"package.module:function"``) is imported first
    when the game is not known yet; the function, if named, is called to register it (the
    AI worker and the match runner use this for test-only games).
    """
    if game_id in _GAMES:
        return _GAMES[game_id]
    if module:
        resolved = resolve(module)
        if callable(resolved) and ":" in module:
            resolved()
        if game_id in _GAMES:
            return _GAMES[game_id]
    if game_id in known():
        info = importlib.import_module(f"game.{game_id}").GAME
        if info.game_id != game_id:
            raise KeyError(game_id)
        return register(info)
    raise KeyError(game_id)


def get(game_id: str) -> GameInfo:
    """The game with ``game_id`` (loaded if known); KeyError when unknown."""
    return load(game_id)


def rules_for(game_id: str, module: str | None = None) -> Rules:
    """The rules of ``game_id`` (see :func:`load`)."""
    return load(game_id, module).rules


def games() -> list[GameInfo]:
    """The shipped games in menu order, then any other registered ones."""
    infos = []
    for game_id in shipped():
        try:
            infos.append(load(game_id))
        except (ImportError, KeyError):
            continue
    infos.extend(info for game_id, info in _GAMES.items() if game_id not in shipped())
    return infos
