"""Gold Mine's rules (the spec ``goldmine.md``; decisions where it is silent: docs/goldmine.md).

The flow is a small state machine over ``state.stage``:

- chance stages: ``deal`` (the stacks and five-tiles hands), ``rolloff`` (one die per
  contender, ties roll again), ``draw`` (a tile from the development or production stack),
  ``roll`` / ``bonus_roll`` / ``push_roll`` (one die), ``passage_roll`` (two dice),
  ``duel`` (the three rounds of a challenge);
- decisions: ``dev_source`` (draw, or play an own face-up tile), ``place`` (spot and
  rotation), ``movement`` (excavate / roll / passage / stay), ``move`` and
  ``passage_move`` and ``bonus_move`` (where the miner ends), ``action`` (a challenge,
  passing nuggets to a partner, or ending the turn), and the winner's choices ``nugget``
  (the empty chamber for the won nugget) and ``push`` (where the loser's miner goes) --
  made by the winner, who may be the defender.

Actions are tuples, declared and built in :mod:`~game.goldmine.actions` (one constructor
per kind): ``("draw",)``, ``("hand", tile)``, ``("place", x, y, rot)``,
``("excavate",)``, ``("excavate", tile)``, ``("roll",)``, ``("passage",)``, ``("stay",)``,
``("move", x, y, path)``, ``("gold", seat)``, ``("bat", seat)``, ``("give", n)``,
``("take", n)``, ``("end",)``, ``("nugget", x, y)``.

``GoldMineRules`` is the front the engine talks to: it looks the stage up and hands the
step to the module that plays it: :mod:`~game.goldmine.chance` (what a chance step may come
out as), :mod:`~game.goldmine.turns` (the deal, the roll-off, development and production
turns, a turn's end), :mod:`~game.goldmine.movement` (the movement stage, rolls and moves),
:mod:`~game.goldmine.challenge` (challenges and the winner's choices),
:mod:`~game.goldmine.fits` (what fits in the mine) and :mod:`~game.goldmine.scoring` (the
sides, the ranking, the evaluation).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

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
from game.engine.events import emit
from game.engine.schema import SchemaRules
from game.goldmine import (
    actions,
    challenge,
    chance,
    explain,
    fits,
    log_words,  # noqa: F401  (declares the tellers that word the log from the events)
    mine,
    movement,
    scoring,
    turns,
)
from game.goldmine.events import (
    DEVELOPMENT,
    HAND,
    PRODUCTION,
    NuggetsHanded,
    Stayed,
    TileDrawn,
    TilePlaced,
    TurnChoice,
)
from game.goldmine.state import (
    GOALS,
    MOVE_STAGES,
    SCHEMA,
    TEAM_GOALS,
    TOKENS_EACH,
    GoldMineObservation,
    GoldMineState,
    partner_of,
)
from game.goldmine.tiles import ENTRANCE, TILES

ROUND_LIMITS = (None, 30, 60, 90)
DEFAULT_ROUND_LIMIT = 60
CHANCE_STAGES = frozenset(
    ("deal", "rolloff", "draw", "roll", "bonus_roll", "push_roll", "passage_roll", "duel")
)
DRAW_RETRIES = 20
"""Sampled development stacks drawn before one fitting tile is put in by hand."""


class GoldMineRules(SchemaRules):
    game_id = "goldmine"
    schema = SCHEMA
    min_players = 2
    max_players = 6

    # --- setup -----------------------------------------------------------------------------
    def normalize_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        players = self.setup_players(setup)
        flags = {}
        for key, default in (("mud", True), ("five_tiles", False), ("alliance", False)):
            value = setup.get(key, default)
            if not isinstance(value, bool):
                raise SetupError("goldmine.error.option")
            flags[key] = value
        if flags["five_tiles"] and players > 4:
            raise SetupError("goldmine.error.five_tiles_players")
        if flags["five_tiles"] and not flags["mud"]:
            raise SetupError("goldmine.error.five_tiles_mud")
        if flags["alliance"] and players not in TEAM_GOALS:
            raise SetupError("goldmine.error.alliance_players")
        limit = setup.get("round_limit", DEFAULT_ROUND_LIMIT)
        if limit is not None and (type(limit) is not int or not 1 <= limit <= 999):
            raise SetupError("goldmine.error.round_limit")
        return {"players": players, **flags, "round_limit": limit}

    def initial_state(self, setup: Mapping[str, Any]) -> GoldMineState:
        players = setup["players"]
        alliance = setup["alliance"]
        state = GoldMineState(
            players=players,
            mud=setup["mud"],
            five_tiles=setup["five_tiles"],
            alliance=alliance,
            round_limit=setup["round_limit"],
            goal=TEAM_GOALS[players] if alliance else GOALS[players],
            board=mine.Mine({(0, 0): (ENTRANCE, 0)}),
            hands=[[] for _ in range(players)],
            miners=[None] * players,
            held=[0] * players,
            tokens=[[TOKENS_EACH, TOKENS_EACH] for _ in range(players)],
            from_chambers=[0] * players,
            from_challenges=[0] * players,
        )
        mine.grow_into(state.board, (0, 0), state.frontier)
        return state

    # --- flow ------------------------------------------------------------------------------
    def to_move(self, state: GoldMineState) -> int:
        stage = state.stage
        if stage == "over":
            return TERMINAL
        if stage in CHANCE_STAGES:
            return CHANCE
        if stage in ("nugget", "push"):
            return state.challenge.winner
        return state.turn

    def turn_of(self, state: GoldMineState) -> int:
        mover = self.to_move(state)
        return state.turn if mover >= 0 else mover

    def sides(self, state: GoldMineState) -> Sides:
        return scoring.sides(state)

    def partner(self, state: GoldMineState, seat: int) -> int | None:
        return partner_of(state, seat)

    def legal_actions(self, state: GoldMineState) -> list[Action]:
        stage = state.stage
        if stage == "place":
            return self._placements(state)
        if stage in MOVE_STAGES:
            return [actions.move(*p) for p in self.destinations(state)]
        if stage == "movement":
            return movement.movement_actions(state)
        if stage == "action":
            return self._action_actions(state)
        if stage == "dev_source":
            drawn = [actions.draw()] if fits.stack_fits(state, state.dev_stack) else []
            return drawn + [actions.hand(t) for t in fits.playable_hand(state)]
        if stage == "nugget":
            return [actions.nugget(x, y) for x, y in self.empty_chambers(state)]
        return []

    def _placements(self, state: GoldMineState) -> list[Action]:
        kind = TILES[state.drawn].kind
        board = state.board
        if type(board) is mine.Mine:  # the frontier is the mine's own: remember per kind
            return list(board.recall(("place", kind), self._shapes, state, kind))
        return self._shapes(state, kind)

    def _shapes(self, state: GoldMineState, kind: int) -> list[Action]:
        """The placements of ``kind`` that give different tile pictures (a turn that gives
        the same picture is one choice)."""
        found = mine.distinct_placements(state.board, state.frontier, kind)
        return [actions.place(x, y, rot) for x, y, rot in found]

    def destinations(self, state: GoldMineState) -> list[mine.Position]:
        """Where the pending move may end, sorted by y, x, path."""
        return movement.destinations(state)

    def _action_actions(self, state: GoldMineState) -> list[Action]:
        seat = state.turn
        partner = self.partner(state, seat)
        found: list[Action] = challenge.challenges(state, seat, partner)
        together = partner is not None and state.miners[partner] == state.miners[seat]
        if together and not state.handed:
            found += [actions.give(n) for n in range(1, state.held[seat] + 1)]
            found += [actions.take(n) for n in range(1, state.held[partner] + 1)]
        found.append(actions.end())
        return found

    def empty_chambers(self, state: GoldMineState) -> list[tuple[int, int]]:
        """Gold chambers without a nugget where neither miner of the challenge stands."""
        return challenge.empty_chambers(state)

    def explain(
        self, observation: GoldMineObservation, action: Action
    ) -> tuple[str, Mapping[str, Any]] | None:
        """Why ``action`` is not legal for the observing seat now (:mod:`game.goldmine.explain`),
        worked out on a world its observation allows: what is legal depends only on what
        everyone sees (the stacks' order aside, and a pending draw's stack always holds a
        tile that fits)."""
        if observation.stage == "over":
            return explain.reason("over")
        world = self.sample_state(observation, random.Random(0))
        if self.to_move(world) != observation.seat:
            return explain.reason("not_your_turn")
        action = to_action(action)
        legal = self.legal_actions(world)
        if action in legal:
            return None
        return explain.why_not(world, action, legal)

    def fitting_kinds(self, state: GoldMineState) -> frozenset[int]:
        """The kinds that have a legal spot in the mine now (:mod:`game.goldmine.fits`)."""
        return fits.fitting_kinds(state)

    # --- decisions -----------------------------------------------------------------------
    def apply(
        self, state: GoldMineState, action: Action, log: list[LogEntry] | None = None
    ) -> None:
        kind = action[0]
        seat = self.to_move(state)
        if kind == actions.PLACE:
            self._place(state, action[1], action[2], action[3], log)
        elif kind == actions.MOVE:
            movement.move(state, (action[1], action[2], action[3]), log)
        elif kind == actions.DRAW:
            state.stage, state.source = "draw", "dev"
            if log is not None:
                emit(log, TurnChoice(seat, "draw"))
        elif (kind == actions.HAND or kind == actions.EXCAVATE) and len(action) == 2:
            state.hands[seat].remove(action[1])
            state.drawn = action[1]
            state.stage = "place"
            if log is not None:
                emit(log, TurnChoice(seat, HAND if kind == actions.HAND else "excavate", action[1]))
                emit(log, TileDrawn(seat, HAND, action[1], True))
        elif kind == actions.EXCAVATE:
            state.stage, state.source = "draw", "prod"
            if log is not None:
                emit(log, TurnChoice(seat, "excavate"))
        elif kind == actions.ROLL:
            state.stage = "roll"
            if log is not None:
                emit(log, TurnChoice(seat, "roll"))
        elif kind == actions.PASSAGE:
            state.stage = "passage_roll"
            if log is not None:
                emit(log, TurnChoice(seat, "passage"))
        elif kind == actions.STAY:
            if log is not None:
                emit(log, TurnChoice(seat, "stay"))
                emit(log, Stayed(seat, state.miners[seat], "stay"))
            movement.begin_action(state, log)
        elif kind == actions.GOLD or kind == actions.BAT:
            challenge.start(state, seat, kind, action[1], log)
        elif kind == actions.GIVE or kind == actions.TAKE:
            partner = self.partner(state, seat)
            giver, taker = (seat, partner) if kind == actions.GIVE else (partner, seat)
            state.held[giver] -= action[1]
            state.held[taker] += action[1]
            state.handed = True
            if log is not None:
                emit(log, NuggetsHanded(seat, giver, taker, action[1], tuple(state.held)))
        elif kind == actions.NUGGET:
            challenge.hide_nugget(state, seat, (action[1], action[2]), log)
        elif kind == actions.END:
            turns.end_turn(state, log)
        else:
            raise ValueError(f"unknown action {action!r}")

    def _place(
        self, state: GoldMineState, x: int, y: int, rot: int, log: list[LogEntry] | None
    ) -> None:
        tile = state.drawn
        square = (x, y)
        state.board = mine.shared(state.board).grown(square, (tile, rot))
        state.frontier = set(state.frontier)  # shared with clones until now
        mine.grow_into(state.board, square, state.frontier)
        if TILES[tile].spec.chamber:
            state.nuggets.add(square)
        state.fits = None
        state.rejected = []
        state.drawn = -1
        if log is not None:
            emit(log, TilePlaced(state.turn, x, y, tile, rot, TILES[tile].spec.chamber))
        if state.miners[0] is None:  # development
            turns.next_dev_turn(state, log)
        else:
            state.stage, state.steps = "move", 1

    # --- turns -------------------------------------------------------------------------------
    def still_playing(self, state: GoldMineState, seat: int) -> bool:
        """Whether the seat may still act before the end (:func:`turns.still_playing`)."""
        return turns.still_playing(state, seat)

    def sit_out(self, state: GoldMineState, seat: int) -> Action:
        """A seat that resigned takes no further part: its miner stays where it stands (it
        keeps its nuggets, and may still be challenged) and its turns end at once.  A choice
        the rules still give it (a development tile to lay, the winner's choice after a
        challenge it won as the defender) takes the first one listed, leaving the loser's
        miner where it is."""
        if self.to_move(state) != seat or state.stage == "movement":
            return actions.stay()
        if state.stage == "action":
            return actions.end()
        legal = self.legal_actions(state)
        if state.stage in MOVE_STAGES:
            mover = state.challenge.loser if state.stage == "push" else state.turn
            here = actions.move(*state.miners[mover])
            if here in legal:
                return here
        return legal[0]

    # --- chance ------------------------------------------------------------------------------
    def chance_outcomes(self, state: GoldMineState) -> list[tuple[Any, float]] | None:
        return chance.outcomes(state)

    def sample_chance(self, state: GoldMineState, rng: random.Random) -> Any:
        return chance.sample(state, rng)

    def chance_is_valid(self, state: GoldMineState, outcome: Any) -> bool:
        return chance.is_valid(state, outcome)

    def apply_chance(
        self, state: GoldMineState, outcome: Any, log: list[LogEntry] | None = None
    ) -> None:
        stage = state.stage
        if stage == "deal":
            turns.deal(state, outcome, log)
        elif stage == "rolloff":
            turns.rolloff(state, outcome, log)
        elif stage == "draw":
            self._draw(state, outcome, log)
        elif stage in chance.ONE_DIE_STAGES:
            movement.roll(state, outcome, log)
        elif stage == "passage_roll":
            movement.passage(state, outcome, log)
        elif stage == "duel":
            challenge.resolve(state, outcome, log)
        else:
            raise ValueError("no chance step is pending")

    def _draw(self, state: GoldMineState, tile: int, log: list[LogEntry] | None) -> None:
        seat = state.turn
        stack = DEVELOPMENT if state.source == "dev" else PRODUCTION
        if TILES[tile].kind not in self.fitting_kinds(state):
            state.rejected.append(tile)
            if log is not None:
                emit(log, TileDrawn(seat, stack, tile, False))
            return
        chance.stack(state).remove(tile)
        state.drawn = tile
        state.stage = "place"
        if log is not None:
            emit(log, TileDrawn(seat, stack, tile, True))

    # --- information -------------------------------------------------------------------------
    def sample_secrets(
        self, observation: GoldMineObservation, rng: random.Random
    ) -> dict[str, Any]:
        """The unplaced tiles split at random between the two stacks (tiles drawn back this
        turn stay in the stack they came from).  An empty development stack draws nothing
        (``random.sample`` of no tiles draws no number)."""
        dev = self._sample_dev_stack(observation, rng) if observation.dev_left else []
        if not dev:  # production: every unplaced tile is in the production stack
            return {"dev_stack": dev, "prod_stack": list(observation.unplaced)}
        chosen = set(dev)
        prod = [t for t in observation.unplaced if t not in chosen]
        return {"dev_stack": sorted(dev), "prod_stack": prod}

    def _sample_dev_stack(self, o: GoldMineObservation, rng: random.Random) -> list[int]:
        """The development stack of a sampled world, consistent with what everyone knows:
        tiles drawn back this turn are in it, and while a development draw is pending it
        holds a tile that fits (or development would have ended): worlds without one are
        drawn again, and after a few tries one fitting tile is swapped in."""
        rejected = list(o.rejected)
        keep = rejected if o.source == "dev" and len(rejected) <= o.dev_left else []
        free = [t for t in o.unplaced if t not in keep]
        dev = keep + rng.sample(free, o.dev_left - len(keep))
        if not (o.stage in ("draw", "dev_source") and o.source != "prod" and o.dev_left):
            return dev
        kinds = mine.fitting_kinds(o.board, mine.frontier_of(o.board))
        for _ in range(DRAW_RETRIES):
            if any(TILES[t].kind in kinds for t in dev if t not in keep):
                return dev
            dev = keep + rng.sample(free, o.dev_left - len(keep))
        fitting = [t for t in free if TILES[t].kind in kinds and t not in dev]
        if fitting and len(dev) > len(keep):
            dev[rng.randrange(len(keep), len(dev))] = rng.choice(fitting)
        return dev

    # --- end ---------------------------------------------------------------------------------
    def side_nuggets(self, state: GoldMineState) -> dict[int, int]:
        return scoring.side_nuggets(state)

    def outcome(self, state: GoldMineState) -> Outcome:
        return scoring.outcome(state)

    def evaluate(self, state: GoldMineState, seat: int) -> float:
        """Share of the goal held, against the best rival side (:func:`scoring.evaluate`)."""
        return scoring.evaluate(state, seat)
