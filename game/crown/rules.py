"""Crown & Dragon's rules (the spec ``crown.md``; decisions where it is silent: docs/crown.md).

:class:`CrownRules` is the front the engine, the AI and the screens talk to.  The turn
itself is a table of stages (:mod:`game.crown.flow`): the rules look the state's stage up
and let its handler list the legal actions, apply one, or draw and apply a chance outcome.
The board's queries are :mod:`game.crown.pieces`, movement :mod:`game.crown.moves`,
battles :mod:`game.crown.battle` and :mod:`game.crown.combat`; the front names the ones
the AI, the screens and position files ask.

Actions are tuples whose first item names their kind (``("move", x, y)``), declared in
:mod:`game.crown.actions`: the kinds (``Kind``), a constructor a kind and the readers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.crown import combat, explain, moves, pieces, scoring
from game.crown import log_words as _log_words  # noqa: F401  (the log's words, registered)
from game.crown.actions import Kind, card_of
from game.crown.board import HOMES, TERRITORIES_IN_PLAY
from game.crown.cards import (
    ACTION_COUNT,
    ACTIONS,
    BLACK_COUNT,
    BLACKS,
    DEFAULT_ROUND_LIMIT,
    GENERAL_COUNT,
    GOAL_VP,
    HERO_NAMES,
    MARKET_GENERALS,
    MARKET_MILITARY,
    MILITARY,
    MILITARY_TYPES,
    SMALL_GOAL_VP,
    START_GOLD,
)
from game.crown.flow import CHANCE_STAGES, STAGES, Chance, Decision, plays
from game.crown.flow.end import check_goal
from game.crown.state import SCHEMA, CrownObservation, CrownState
from game.crown.turn import Stage
from game.engine.contract import (
    CHANCE,
    TERMINAL,
    Action,
    LogEntry,
    Outcome,
    SetupError,
    Sides,
    to_action,
)
from game.engine.schema import SchemaRules

ROUND_LIMITS = (None, 20, 30, 40, 60)
NOT_A_SEAT = {Stage.OVER: TERMINAL, **dict.fromkeys(CHANCE_STAGES, CHANCE)}
"""Who moves at the stages where no seat does (else the seat whose turn it is)."""


def goal_for(players: int, teams: bool) -> int:
    return SMALL_GOAL_VP if players == 2 or teams else GOAL_VP


def _chance(state: CrownState) -> Chance:
    handler = STAGES.get(state.stage)
    if type(handler) is not Chance:
        raise ValueError("no chance step is pending")
    return handler


class CrownRules(SchemaRules):
    """The contract's answers for Crown & Dragon: the stage handler's, the schema's, and the
    end of the game's (:mod:`game.crown.scoring`)."""

    game_id = "crown"
    schema = SCHEMA
    min_players = 2
    max_players = 4

    def normalize_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        """Keys: ``players`` (2-4), ``teams`` (4 players only), ``round_limit`` (None or
        1-999), ``random_start`` (else seat 0 starts), ``heroes`` (a hero's name or None,
        dealt at random, per seat)."""
        players = self.setup_players(setup)
        teams = setup.get("teams", False)
        random_start = setup.get("random_start", False)
        if not isinstance(teams, bool) or not isinstance(random_start, bool):
            raise SetupError("crown.error.option")
        if teams and players != 4:
            raise SetupError("crown.error.teams")
        limit = setup.get("round_limit", DEFAULT_ROUND_LIMIT)
        if limit is not None and (type(limit) is not int or not 1 <= limit <= 999):
            raise SetupError("crown.error.round_limit")
        heroes = setup.get("heroes")
        if heroes is None:
            heroes = [None] * players
        if not isinstance(heroes, (list, tuple)) or len(heroes) < players:
            raise SetupError("crown.error.heroes")
        heroes = list(heroes[:players])
        named = [h for h in heroes if h is not None]
        if any(h not in HERO_NAMES for h in named) or len(set(named)) != len(named):
            raise SetupError("crown.error.heroes")
        return {
            "players": players,
            "teams": teams,
            "round_limit": limit,
            "random_start": random_start,
            "heroes": heroes,
        }

    def initial_state(self, setup: Mapping[str, Any]) -> CrownState:
        players = setup["players"]
        teams = setup.get("teams", False)
        return CrownState(
            players=players,
            teams=teams,
            round_limit=setup.get("round_limit", DEFAULT_ROUND_LIMIT),
            goal=goal_for(players, teams),
            territory=TERRITORIES_IN_PLAY[players],
            hero_choice=tuple(setup.get("heroes") or [None] * players),
            random_start=setup.get("random_start", False),
            hero=[-1] * players,
            hero_at=[HOMES[t] for t in TERRITORIES_IN_PLAY[players]],
            hero_cards=[() for _ in range(players)],
            vp=[0] * players,
            decree_vp=[0] * players,
            gold=[START_GOLD] * players,
            food=[0] * players,
            trophies=[[] for _ in range(players)],
            hands=[[] for _ in range(players)],
            black=[-1] * players,
            dealt=[() for _ in range(players)],
            military_deck=[MILITARY[t].count for t in range(MILITARY_TYPES)],
            military_discard=[0] * MILITARY_TYPES,
            action_deck=list(ACTION_COUNT),
            action_discard=[0] * len(ACTIONS),
            black_deck=list(BLACK_COUNT),
            black_discard=[0] * len(BLACKS),
            general_pool=list(range(GENERAL_COUNT)),
            market_generals=[-1] * MARKET_GENERALS,
            market_military=[-1] * MARKET_MILITARY,
            shield=[None] * players,
        )

    # --- the flow: a table of stages (game.crown.flow) ---------------------------------------
    def to_move(self, state: CrownState) -> int:
        return NOT_A_SEAT.get(state.stage, state.turn)

    def legal_actions(self, state: CrownState) -> list[Action]:
        handler = STAGES.get(state.stage)
        if type(handler) is not Decision:
            return []
        actions = handler.actions(state)
        if handler.cards:
            actions.extend(plays.card_offers(state))
        return actions

    def apply(self, state: CrownState, action: Action, log: list[LogEntry] | None = None) -> None:
        kind = action[0]
        if kind == Kind.PLAY:
            plays.play_action(state, card_of(action), log)
        elif kind == Kind.DARK:
            plays.play_black(state, card_of(action), log)
        else:
            handler = STAGES.get(state.stage)
            if type(handler) is not Decision:
                raise ValueError(f"unknown action {action!r} in stage {state.stage}")
            handler.apply(state, action, log)
        check_goal(state, log)

    def chance_outcomes(self, state: CrownState) -> list[tuple[Any, float]] | None:
        return _chance(state).outcomes(state)

    def sample_chance(self, state: CrownState, rng: random.Random) -> Any:
        return _chance(state).sample(state, rng)

    def chance_is_valid(self, state: CrownState, outcome: Any) -> bool:
        return state.stage in CHANCE_STAGES and STAGES[state.stage].valid(state, outcome)

    def apply_chance(
        self, state: CrownState, outcome: Any, log: list[LogEntry] | None = None
    ) -> None:
        _chance(state).apply(state, outcome, log)
        check_goal(state, log)

    def explain(
        self, observation: CrownObservation, action: Action
    ) -> tuple[str, Mapping[str, Any]] | None:
        """Why ``action`` is not legal for the observing seat now (:mod:`game.crown.explain`),
        worked out on a world its observation allows: whether an action is legal depends
        only on what the seat to move may see."""
        world = self.sample_state(observation, random.Random(0))
        if world.stage == Stage.OVER:
            return explain.reason("over")
        if self.to_move(world) != observation.seat:
            return explain.reason("not_your_turn")
        action = to_action(action)
        if action in self.legal_actions(world):
            return None
        return explain.why_not(world, action)

    def reveals(self, state: CrownState, action: Action) -> bool:
        """Discarding a card at the end of the turn and keeping a dealt general show what
        was hidden.  A card played from the hand is the player's own to take back while
        its effect shows nothing new (an effect that draws or rolls is a chance step,
        which Undo never crosses)."""
        kind = action[0]
        return kind == Kind.KEEP or (state.stage == Stage.DISCARD and kind == Kind.DISCARD)

    # --- information -----------------------------------------------------------------------
    def sample_secrets(self, observation: CrownObservation, rng: random.Random) -> dict[str, Any]:
        """Hidden cards dealt at random among the places they may be: the other hands, the
        generals others were dealt or sent to the bottom, and the decks."""
        o = observation
        seat = o.seat
        players = o.players
        # action cards: everything not discarded and not in the seat's own hand
        unknown_actions = [
            k
            for k, n in enumerate(ACTION_COUNT)
            for _ in range(n - o.action_discard[k] - (o.hand.count(k) if seat >= 0 else 0))
        ]
        rng.shuffle(unknown_actions)
        hands: list[list[int]] = []
        for s in range(players):
            if s == seat:
                hands.append(list(o.hand))
            else:
                size = o.hand_sizes[s]
                hands.append(sorted(unknown_actions[:size]))
                del unknown_actions[:size]
        action_deck = [0] * len(ACTIONS)
        for k in unknown_actions:
            action_deck[k] += 1
        # black cards
        own_black = o.black if seat >= 0 else -1
        unknown_black = [
            k
            for k, n in enumerate(BLACK_COUNT)
            for _ in range(n - o.black_discard[k] - (1 if own_black == k else 0))
        ]
        rng.shuffle(unknown_black)
        black = []
        for s in range(players):
            if s == seat:
                black.append(own_black)
            elif o.has_black[s]:
                black.append(unknown_black.pop())
            else:
                black.append(-1)
        black_deck = [0] * len(BLACKS)
        for k in unknown_black:
            black_deck[k] += 1
        # generals: the pool, others' dealt cards and others' cards at the bottom
        seen = {g for g, _ in o.generals} | set(o.general_discard)
        seen |= {g for g in o.market_generals if g >= 0}
        seen |= {g for hand in o.dealt for g in hand if g >= 0}
        seen |= {g for _, g in o.bottom if g >= 0}
        if o.stage in ("place", "keep_place"):
            seen.add(o.assigning)
        unknown_generals = [g for g in range(GENERAL_COUNT) if g not in seen]
        rng.shuffle(unknown_generals)
        dealt = [
            tuple(sorted(hand))
            if s == seat
            else tuple(sorted(unknown_generals.pop() for _ in hand))
            for s, hand in enumerate(o.dealt)
        ]
        bottom = [(s, g if g >= 0 else unknown_generals.pop()) for s, g in o.bottom]
        pool = sorted(unknown_generals)
        return {
            "hands": hands,
            "black": black,
            "dealt": dealt,
            "action_deck": action_deck,
            "black_deck": black_deck,
            "general_pool": pool,
            "general_bottom": bottom,
        }

    # --- queries the AI, the screens and position files ask ----------------------------------
    side_of_seat = staticmethod(pieces.side_of_seat)
    points = staticmethod(pieces.points)
    crown_holder = staticmethod(pieces.crown_holder)
    piece_square = staticmethod(pieces.piece_square)
    piece_cards = staticmethod(pieces.piece_cards)
    piece_owner = staticmethod(pieces.piece_owner)
    key_at = staticmethod(pieces.key_at)
    holders = staticmethod(pieces.holders)
    military_owned = staticmethod(pieces.military_owned)
    castles_of = staticmethod(pieces.castles_of)
    castle_count = staticmethod(pieces.castle_count)
    walls_of = staticmethod(pieces.walls_of)
    generals_of = staticmethod(pieces.generals_of)
    castle_price = staticmethod(pieces.castle_price)
    food_per_gold = staticmethod(pieces.food_per_gold)
    steps_of = staticmethod(pieces.steps_of)
    fighter = staticmethod(pieces.fighter)
    target_fighter = staticmethod(pieces.target_fighter)
    complete = staticmethod(pieces.complete)
    update_queue = staticmethod(pieces.update_queue)
    ranking = staticmethod(scoring.ranking)
    destinations = staticmethod(moves.destinations)
    crown_reach = staticmethod(moves.crown_reach)
    may_take_crown = staticmethod(moves.may_take_crown)
    home_square = staticmethod(combat.home_square)
    dragon_die = staticmethod(combat.dragon_die)

    # --- end ---------------------------------------------------------------------------------
    def sides(self, state: CrownState) -> Sides:
        return scoring.sides(state)

    def outcome(self, state: CrownState) -> Outcome:
        return scoring.outcome(state)

    def evaluate(self, state: CrownState, seat: int) -> float:
        """Progress towards the goal against the best rival side (the search's richer
        evaluation is in ``game.crown.ai``)."""
        return scoring.quick_value(state, seat)
