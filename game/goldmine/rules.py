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

Actions are tuples: ``("draw",)``, ``("hand", tile)``, ``("place", x, y, rot)``,
``("excavate",)``, ``("excavate", tile)``, ``("roll",)``, ``("passage",)``, ``("stay",)``,
``("move", x, y, path)``, ``("gold", seat)``, ``("bat", seat)``, ``("give", n)``,
``("take", n)``, ``("end",)``, ``("nugget", x, y)``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.engine.contract import (
    CHANCE,
    TERMINAL,
    Action,
    LogEntry,
    Outcome,
    SetupError,
    Sides,
    outcome_value,
    to_action,
)
from game.engine.events import Journal, emit
from game.engine.schema import SchemaRules
from game.goldmine import explain, mine
from game.goldmine.events import (
    DEVELOPMENT,
    HAND,
    PRODUCTION,
    ChallengeResolved,
    ChallengeRoundWon,
    ChallengeStarted,
    ClimbedOut,
    Dealt,
    DiceRolled,
    GameOver,
    MinerMoved,
    NuggetCollected,
    NuggetHidden,
    NuggetsHanded,
    PassageTried,
    ProductionBegan,
    RolledOff,
    RoundLimitReached,
    Stayed,
    TileDrawn,
    TilePlaced,
    TurnBegan,
    TurnChoice,
    TurnEnded,
)
from game.goldmine.state import (
    BAT,
    DEV_TILES,
    ENTRANCE_POSITION,
    GOALS,
    GOLD,
    MOVE_STAGES,
    SCHEMA,
    TEAM_GOALS,
    TOKENS_EACH,
    Challenge,
    GoldMineObservation,
    GoldMineState,
    partner_of,
)
from game.goldmine.tiles import ENTRANCE, TILES

FACES = (1, 2, 3, 4, 5, 6)
DIE = [(face, 1 / 6) for face in FACES]
TWO_DICE = [((a, b), 1 / 36) for a in FACES for b in FACES]
ROUND_LIMITS = (None, 30, 60, 90)
DEFAULT_ROUND_LIMIT = 60
CHANCE_STAGES = frozenset(
    ("deal", "rolloff", "draw", "roll", "bonus_roll", "push_roll", "passage_roll", "duel")
)
DRAW_RETRIES = 20
"""Sampled development stacks drawn before one fitting tile is put in by hand."""
MOVE_CAUSES = {"move": "move", "passage_move": "passage", "bonus_move": "bonus", "push": "push"}
"""A move's stage -> the cause its :class:`~game.goldmine.events.MinerMoved` names."""
ROLLS = {"roll": "move", "bonus_roll": "bonus", "push_roll": "push"}
"""A one-die roll's stage -> the purpose its :class:`~game.goldmine.events.DiceRolled` names."""
CHALLENGE_NAMES = ("gold", "bat")
"""``Challenge.kind`` (GOLD, BAT) in words, as actions and events name them."""


def tile_type(tile: int) -> tuple[int, bool, bool]:
    """What tells two tiles apart in play: kind and flags."""
    return TILE_TYPES[tile]


TILE_TYPES: tuple[tuple[int, bool, bool], ...] = tuple(
    (spec.kind, spec.passage, spec.mud) for spec in TILES
)


def five_tile_pools() -> tuple[list[int], list[int], list[int]]:
    """The tiles the five-tiles variant deals from: caves, passage tunnels, mud tunnels."""
    caves = [t for t, tile in enumerate(TILES) if tile.spec.cave]
    tunnels = [t for t, tile in enumerate(TILES) if not tile.spec.chamber and t != ENTRANCE]
    passages = [t for t in tunnels if TILES[t].passage]
    muddy = [t for t in tunnels if TILES[t].mud]
    return caves, passages, muddy


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
        if state.alliance:
            pairs = [[s, s + 1] for s in range(0, state.players, 2)]
            return Sides.teams(state.players, pairs)
        return Sides.solo(state.players)

    def partner(self, state: GoldMineState, seat: int) -> int | None:
        return partner_of(state, seat)

    def legal_actions(self, state: GoldMineState) -> list[Action]:
        stage = state.stage
        if stage == "place":
            return self._placements(state)
        if stage in MOVE_STAGES:
            return [("move", *p) for p in self.destinations(state)]
        if stage == "movement":
            return self._movement_actions(state)
        if stage == "action":
            return self._action_actions(state)
        if stage == "dev_source":
            actions: list[Action] = [("draw",)] if self._stack_fits(state, state.dev_stack) else []
            return actions + [("hand", t) for t in self._playable_hand(state)]
        if stage == "nugget":
            return [("nugget", x, y) for x, y in self.empty_chambers(state)]
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
        return [("place", x, y, rot) for x, y, rot in found]

    def destinations(self, state: GoldMineState) -> list[mine.Position]:
        """Where the pending move may end, sorted by y, x, path."""
        if state.stage == "passage_move":
            here = state.miners[state.turn]
            return [p for p in mine.passage_positions(state.board) if p != here]
        seat = state.challenge.loser if state.stage == "push" else state.turn
        board, start = state.board, state.miners[seat]
        if type(board) is mine.Mine:
            key = ("destinations", start, state.steps, state.mud)
            return list(board.recall(key, self._sorted_reach, state, start))
        return self._sorted_reach(state, start)

    def _sorted_reach(self, state: GoldMineState, start: mine.Position) -> list[mine.Position]:
        found = mine.reach(state.board, start, state.steps, state.mud)
        return sorted(found, key=lambda p: mine.position_key(state.board, p))

    def _movement_actions(self, state: GoldMineState) -> list[Action]:
        actions: list[Action] = []
        if state.prod_stack and self._stack_fits(state, state.prod_stack):
            actions.append(("excavate",))
        actions += [("excavate", t) for t in self._playable_hand(state)]
        actions.append(("roll",))
        if mine.has_passage(state.board, state.miners[state.turn]):
            actions.append(("passage",))
        actions.append(("stay",))
        return actions

    def _action_actions(self, state: GoldMineState) -> list[Action]:
        seat = state.turn
        actions: list[Action] = []
        partner = self.partner(state, seat)
        if not state.challenged:
            here = state.miners[seat]
            gold, bat = state.tokens[seat]
            for other in range(state.players):
                if other in (seat, partner):
                    continue
                if gold and state.held[seat] and state.held[other] and state.miners[other] == here:
                    actions.append(("gold", other))
            if bat:
                actions += [
                    ("bat", other) for other in range(state.players) if other not in (seat, partner)
                ]
        together = partner is not None and state.miners[partner] == state.miners[seat]
        if together and not state.handed:
            actions += [("give", n) for n in range(1, state.held[seat] + 1)]
            actions += [("take", n) for n in range(1, state.held[partner] + 1)]
        actions.append(("end",))
        return actions

    def empty_chambers(self, state: GoldMineState) -> list[tuple[int, int]]:
        """Gold chambers without a nugget where neither miner of the challenge stands."""
        challenge = state.challenge
        taken = {state.miners[challenge.attacker][:2], state.miners[challenge.defender][:2]}
        out = [
            square
            for square, (tile, _) in state.board.items()
            if TILES[tile].spec.chamber and square not in state.nuggets and square not in taken
        ]
        out.sort(key=lambda s: (s[1], s[0]))
        return out

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

    # --- what fits ---------------------------------------------------------------------------
    def fitting_kinds(self, state: GoldMineState) -> frozenset[int]:
        """The kinds that have a legal spot in the mine now (cached until the mine grows)."""
        if state.fits is None:
            board = state.board
            if type(board) is mine.Mine:  # the frontier is the mine's own
                state.fits = board.recall("fits", mine.fitting_kinds, board, state.frontier)
            else:
                state.fits = mine.fitting_kinds(board, state.frontier)
        return state.fits

    def _stack_fits(self, state: GoldMineState, stack: list[int]) -> bool:
        fits = self.fitting_kinds(state)
        rejected = state.rejected
        return any(TILES[t].kind in fits for t in stack if t not in rejected)

    def _playable_hand(self, state: GoldMineState) -> list[int]:
        """The seat's own face-up tiles that fit somewhere (one per tile type)."""
        fits = self.fitting_kinds(state)
        out, seen = [], set()
        for tile in sorted(state.hands[state.turn]):
            kind = tile_type(tile)
            if kind[0] in fits and kind not in seen:
                seen.add(kind)
                out.append(tile)
        return out

    # --- decisions -----------------------------------------------------------------------
    def apply(
        self, state: GoldMineState, action: Action, log: list[LogEntry] | None = None
    ) -> None:
        kind = action[0]
        seat = self.to_move(state)
        if kind == "place":
            self._place(state, action[1], action[2], action[3], log)
        elif kind == "move":
            self._move(state, (action[1], action[2], action[3]), log)
        elif kind == "draw":
            state.stage, state.source = "draw", "dev"
            if log is not None:
                emit(log, TurnChoice(seat, "draw"))
        elif kind in ("hand", "excavate") and len(action) == 2:
            state.hands[seat].remove(action[1])
            state.drawn = action[1]
            state.stage = "place"
            if log is not None:
                log.append(LogEntry("goldmine.log.own_tile", {"seat": seat, "tile": action[1]}))
                emit(log, TurnChoice(seat, HAND if kind == "hand" else "excavate"))
                emit(log, TileDrawn(seat, HAND, action[1], True))
        elif kind == "excavate":
            state.stage, state.source = "draw", "prod"
            if log is not None:
                log.append(LogEntry("goldmine.log.excavate", {"seat": seat}))
                emit(log, TurnChoice(seat, "excavate"))
        elif kind == "roll":
            state.stage = "roll"
            if log is not None:
                emit(log, TurnChoice(seat, "roll"))
        elif kind == "passage":
            state.stage = "passage_roll"
            if log is not None:
                emit(log, TurnChoice(seat, "passage"))
        elif kind == "stay":
            if log is not None:
                log.append(LogEntry("goldmine.log.stay", {"seat": seat}))
                emit(log, TurnChoice(seat, "stay"))
                emit(log, Stayed(seat, state.miners[seat], "stay"))
            self._begin_action(state, log)
        elif kind in ("gold", "bat"):
            which = GOLD if kind == "gold" else BAT
            state.tokens[seat][which] -= 1
            state.challenged = True
            state.challenge = Challenge(which, seat, action[1])
            state.stage = "duel"
            if log is not None:
                log.append(LogEntry(f"goldmine.log.{kind}", {"seat": seat, "target": action[1]}))
                emit(log, ChallengeStarted(seat, action[1], kind, state.tokens[seat][which]))
        elif kind in ("give", "take"):
            partner = self.partner(state, seat)
            giver, taker = (seat, partner) if kind == "give" else (partner, seat)
            state.held[giver] -= action[1]
            state.held[taker] += action[1]
            state.handed = True
            if log is not None:
                args = {"seat": giver, "target": taker, "count": action[1]}
                log.append(LogEntry("goldmine.log.give", args))
                emit(log, NuggetsHanded(seat, giver, taker, action[1], tuple(state.held)))
        elif kind == "nugget":
            square = (action[1], action[2])
            state.nuggets.add(square)
            if log is not None:
                args = {"seat": seat, "x": square[0], "y": square[1]}
                log.append(LogEntry("goldmine.log.nugget_moved", args))
                emit(log, NuggetHidden(seat, square[0], square[1]))
            self._after_gold(state)
        elif kind == "end":
            self._end_turn(state, log)
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
            args = {"seat": state.turn, "tile": tile, "x": x, "y": y}
            log.append(LogEntry("goldmine.log.place", args))
            emit(log, TilePlaced(state.turn, x, y, tile, rot, TILES[tile].spec.chamber))
        if state.miners[0] is None:  # development
            self._next_dev_turn(state, log)
        else:
            state.stage, state.steps = "move", 1

    def _move(self, state: GoldMineState, to: mine.Position, log: list[LogEntry] | None) -> None:
        stage = state.stage
        seat = state.challenge.loser if stage == "push" else state.turn
        start = state.miners[seat]
        moved = start != to
        if isinstance(log, Journal):
            self._tell_move(state, seat, start, to, log)
        state.miners[seat] = to
        if log is not None:
            key = "goldmine.log.pushed" if stage == "push" else "goldmine.log.move"
            if moved or stage == "push":
                log.append(LogEntry(key, {"seat": seat, "x": to[0], "y": to[1]}))
            else:
                log.append(LogEntry("goldmine.log.stay", {"seat": seat}))
        if stage == "push":
            state.challenge = None
            state.stage = "action"
        elif stage == "bonus_move":
            self._collect(state, seat, log)
            state.challenge = None
            state.stage = "action"
        else:
            self._begin_action(state, log)

    def _tell_move(
        self,
        state: GoldMineState,
        seat: int,
        start: mine.Position,
        to: mine.Position,
        log: Journal,
    ) -> None:
        """The move's event: its walk (the rules' shortest route within the mud rule, or
        the jump through the water), or the miner staying where it stood."""
        cause = MOVE_CAUSES[state.stage]
        if start == to and cause != "push":
            log.emit(Stayed(seat, start, cause))
            return
        if cause == "passage":
            path = (start, to)
        else:
            path = tuple(mine.route(state.board, start, to, state.mud))
        mud = state.mud and start != to and mine.is_muddy(state.board, to)
        by = state.challenge.winner if cause == "push" else seat
        allowed = 0 if cause == "passage" else state.steps
        log.emit(MinerMoved(seat, path, cause, allowed, mud, by))

    def _collect(self, state: GoldMineState, seat: int, log: list[LogEntry] | None) -> None:
        """Take the nugget of the chamber the miner stands on, if any."""
        x, y, path = state.miners[seat]
        if (x, y) in state.nuggets and path == 0 and TILES[state.board[(x, y)][0]].spec.chamber:
            state.nuggets.discard((x, y))
            state.held[seat] += 1
            state.from_chambers[seat] += 1
            if log is not None:
                log.append(LogEntry("goldmine.log.collect", {"seat": seat, "x": x, "y": y}))
                emit(log, NuggetCollected(seat, x, y, state.held[seat]))

    def _begin_action(self, state: GoldMineState, log: list[LogEntry] | None) -> None:
        self._collect(state, state.turn, log)
        state.stage = "action"

    def _after_gold(self, state: GoldMineState) -> None:
        """After a gold challenge's nugget has moved: the attacker's bonus move if it won."""
        challenge = state.challenge
        if challenge.winner == challenge.attacker:
            state.stage = "bonus_roll"
        else:
            state.challenge = None
            state.stage = "action"

    # --- turns -------------------------------------------------------------------------------
    def _begin_dev_turn(self, state: GoldMineState, log: list[LogEntry] | None) -> None:
        if not state.dev_stack or not self._stack_fits(state, state.dev_stack):
            self._start_production(state, log)
            return
        if self._playable_hand(state):
            state.stage = "dev_source"
        else:
            state.stage, state.source = "draw", "dev"
        if log is not None:
            emit(log, TurnBegan(state.turn, 0, DEVELOPMENT))

    def _next_dev_turn(self, state: GoldMineState, log: list[LogEntry] | None) -> None:
        if log is not None:
            emit(log, TurnEnded(state.turn, 0, DEVELOPMENT))
        state.dev_placed += 1
        state.turn = (state.turn + 1) % state.players
        self._begin_dev_turn(state, log)

    def _start_production(self, state: GoldMineState, log: list[LogEntry] | None) -> None:
        if log is not None:
            left = len(state.dev_stack)
            key = "goldmine.log.production_early" if left else "goldmine.log.production"
            log.append(LogEntry(key, {"count": left}))
        early = len(state.dev_stack)
        state.prod_stack += state.dev_stack
        state.dev_stack = []
        state.miners = [ENTRANCE_POSITION] * state.players
        state.turn = state.start
        state.round = 0
        state.stage = "movement"
        if log is not None:
            log.append(LogEntry("goldmine.log.turn", {"seat": state.turn, "round": 1}))
            emit(log, ProductionBegan(early, state.start))
            emit(log, TurnBegan(state.turn, 1, PRODUCTION))

    def _end_turn(self, state: GoldMineState, log: list[LogEntry] | None) -> None:
        seat = state.turn
        partner = self.partner(state, seat)
        team = (seat,) if partner is None else (seat, partner)
        on_entrance = all(state.miners[s][:2] == (0, 0) for s in team)
        if log is not None:
            emit(log, TurnEnded(seat, state.round + 1, PRODUCTION))
        if on_entrance and sum(state.held[s] for s in team) >= state.goal:
            state.stage, state.end, state.climbed = "over", "climb", tuple(sorted(team))
            if log is not None:
                log.append(LogEntry("goldmine.log.climb", {"seat": seat, "count": len(team)}))
                nuggets = sum(state.held[s] for s in team)
                emit(log, ClimbedOut(seat, state.climbed, nuggets, state.goal))
                self._tell_over(state, log)
            return
        state.turn = (seat + 1) % state.players
        state.challenged = state.handed = False
        state.challenge = None
        state.dice = ()
        state.stage = "movement"
        if state.turn == state.start:
            state.round += 1
            if state.round_limit is not None and state.round >= state.round_limit:
                state.stage, state.end = "over", "limit"
                if log is not None:
                    log.append(LogEntry("goldmine.log.limit", {"rounds": state.round}))
                    emit(log, RoundLimitReached(state.round))
                    self._tell_over(state, log)
                return
        if log is not None:  # a new turn: the log draws a line between turns
            args = {"seat": state.turn, "round": state.round + 1}
            log.append(LogEntry("goldmine.log.turn", args))
            emit(log, TurnBegan(state.turn, state.round + 1, PRODUCTION))

    def _tell_over(self, state: GoldMineState, log: list[LogEntry]) -> None:
        ranking = tuple(tuple(group) for group in self.outcome(state).ranking)
        emit(log, GameOver(state.end, ranking, tuple(state.held)))

    def still_playing(self, state: GoldMineState, seat: int) -> bool:
        """Until the end, unless the round limit ends the game before the seat could act
        again: in the last round, once its turn is over, it decides only as a defender who
        wins a challenge, so it is done when no seat still to play this round could
        challenge it (no bat token left; gold tokens, but neither the seat nor its partner
        holds a nugget)."""
        if state.stage == "over":
            return False
        if state.round_limit is None or state.miners[0] is None:
            return True
        if state.round + 1 < state.round_limit:
            return True
        players = state.players
        order = [(state.start + i) % players for i in range(players)]
        now, mine = order.index(state.turn), order.index(seat)
        if mine >= now:
            return True  # its turn is now or still to come
        challenge = state.challenge
        if challenge is not None and seat in (challenge.attacker, challenge.defender):
            return True  # a challenge in progress may give it the winner's choice
        partner = self.partner(state, seat)
        gold_held = state.held[seat] + (state.held[partner] if partner is not None else 0)
        for other in order[now:]:
            if other == partner:
                continue
            gold, bat = state.tokens[other]
            if other == state.turn and state.challenged:
                continue  # it has made its one challenge of the turn
            if bat or (gold and gold_held):  # a partner may hand it nuggets first
                return True
        return False

    def sit_out(self, state: GoldMineState, seat: int) -> Action:
        """A seat that resigned takes no further part: its miner stays where it stands (it
        keeps its nuggets, and may still be challenged) and its turns end at once.  A choice
        the rules still give it (a development tile to lay, the winner's choice after a
        challenge it won as the defender) takes the first one listed, leaving the loser's
        miner where it is."""
        if self.to_move(state) != seat or state.stage == "movement":
            return ("stay",)
        if state.stage == "action":
            return ("end",)
        legal = self.legal_actions(state)
        if state.stage in MOVE_STAGES:
            mover = state.challenge.loser if state.stage == "push" else state.turn
            here = ("move", *state.miners[mover])
            if here in legal:
                return here
        return legal[0]

    # --- chance ------------------------------------------------------------------------------
    def chance_outcomes(self, state: GoldMineState) -> list[tuple[Any, float]] | None:
        stage = state.stage
        if stage in ("roll", "bonus_roll", "push_roll"):
            return list(DIE)
        if stage == "passage_roll":
            return list(TWO_DICE)
        if stage == "draw":
            stack = [t for t in self._stack(state) if t not in state.rejected]
            counts: dict[int, int] = {}
            for tile in stack:
                canonical = self._canonical(stack, tile)
                counts[canonical] = counts.get(canonical, 0) + 1
            return [(tile, n / len(stack)) for tile, n in sorted(counts.items())]
        return None

    def _stack(self, state: GoldMineState) -> list[int]:
        return state.dev_stack if state.source == "dev" else state.prod_stack

    @staticmethod
    def _canonical(stack: list[int], tile: int) -> int:
        """The lowest id in ``stack`` of the same type as ``tile`` (identical tiles are one
        outcome, so the AI does not tell them apart)."""
        types = TILE_TYPES
        wanted = types[tile]
        return min(t for t in stack if types[t] == wanted)

    def sample_chance(self, state: GoldMineState, rng: random.Random) -> Any:
        stage = state.stage
        if stage == "deal":
            rest = [t for t in range(1, len(TILES))]
            hands: list[tuple[int, ...]] = []
            if state.five_tiles:
                caves, passages, muddy = five_tile_pools()
                for _ in range(state.players):
                    hand = self._take(rng, caves, 1) + self._take(rng, passages, 2)
                    hand += self._take(rng, muddy, 2)
                    hands.append(tuple(sorted(hand)))
                dealt = {t for hand in hands for t in hand}
                rest = [t for t in rest if t not in dealt]
            dev = tuple(sorted(rng.sample(rest, DEV_TILES)))
            return (dev, tuple(hands))
        if stage == "rolloff":
            return tuple(rng.choice(FACES) for _ in state.contenders)
        if stage == "draw":
            stack = [t for t in self._stack(state) if t not in state.rejected]
            return self._canonical(stack, rng.choice(stack))
        if stage in ("roll", "bonus_roll", "push_roll"):
            return rng.choice(FACES)
        if stage == "passage_roll":
            return (rng.choice(FACES), rng.choice(FACES))
        if stage == "duel":
            rounds: list[tuple[int, int]] = []
            while not self._duel_winner(rounds):
                rounds.append((rng.choice(FACES), rng.choice(FACES)))
            return tuple(rounds)
        raise ValueError("no chance step is pending")

    @staticmethod
    def _take(rng: random.Random, pool: list[int], count: int) -> list[int]:
        chosen = rng.sample(pool, count)
        for tile in chosen:
            pool.remove(tile)
        return chosen

    @staticmethod
    def _duel_winner(rounds: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> str:
        """ "attacker" or "defender" once one has two rounds (ties go to the attacker)."""
        attacker = sum(1 for a, d in rounds if a >= d)
        if attacker >= 2:
            return "attacker"
        if len(rounds) - attacker >= 2:
            return "defender"
        return ""

    def chance_is_valid(self, state: GoldMineState, outcome: Any) -> bool:
        stage = state.stage
        if stage in ("roll", "bonus_roll", "push_roll"):
            return type(outcome) is int and outcome in FACES
        if stage == "passage_roll":
            return _dice(outcome, 2)
        if stage == "rolloff":
            return _dice(outcome, len(state.contenders))
        if stage == "draw":
            stack = [t for t in self._stack(state) if t not in state.rejected]
            return type(outcome) is int and outcome in stack
        if stage == "duel":
            if not isinstance(outcome, tuple) or not all(_dice(r, 2) for r in outcome):
                return False
            return all(not self._duel_winner(outcome[:i]) for i in range(len(outcome))) and bool(
                self._duel_winner(outcome)
            )
        if stage == "deal":
            return self._valid_deal(state, outcome)
        return False

    def _valid_deal(self, state: GoldMineState, outcome: Any) -> bool:
        if not (isinstance(outcome, tuple) and len(outcome) == 2):
            return False
        dev, hands = outcome
        if not isinstance(dev, tuple) or not isinstance(hands, tuple):
            return False
        tiles = [t for t in dev] + [t for hand in hands if isinstance(hand, tuple) for t in hand]
        if not all(type(t) is int and 1 <= t < len(TILES) for t in tiles):
            return False
        if len(set(tiles)) != len(tiles) or len(dev) != DEV_TILES:
            return False
        if not state.five_tiles:
            return hands == ()
        caves, passages, muddy = five_tile_pools()
        return len(hands) == state.players and all(
            len(hand) == 5
            and sum(t in caves for t in hand) == 1
            and sum(t in passages for t in hand) == 2
            and sum(t in muddy for t in hand) == 2
            for hand in hands
        )

    def apply_chance(
        self, state: GoldMineState, outcome: Any, log: list[LogEntry] | None = None
    ) -> None:
        stage = state.stage
        if stage == "deal":
            dev, hands = outcome
            dealt = set(dev) | {t for hand in hands for t in hand}
            state.dev_stack = list(dev)
            state.prod_stack = [t for t in range(1, len(TILES)) if t not in dealt]
            if hands:
                state.hands = [list(hand) for hand in hands]
            state.contenders = tuple(range(state.players))
            state.stage = "rolloff"
            if log is not None:
                args = {"dev": len(state.dev_stack), "prod": len(state.prod_stack)}
                log.append(LogEntry("goldmine.log.deal", args))
                emit(log, Dealt(args["dev"], args["prod"], tuple(hands)))
        elif stage == "rolloff":
            self._rolloff(state, outcome, log)
        elif stage == "draw":
            self._draw(state, outcome, log)
        elif stage in ("roll", "bonus_roll", "push_roll"):
            state.dice = (outcome,)
            state.steps = outcome
            state.stage = {"roll": "move", "bonus_roll": "bonus_move", "push_roll": "push"}[stage]
            if log is not None:
                seat = state.challenge.winner if stage == "push_roll" else state.turn
                log.append(LogEntry(f"goldmine.log.{stage}", {"seat": seat, "die": outcome}))
                emit(log, DiceRolled(seat, ROLLS[stage], (outcome,)))
        elif stage == "passage_roll":
            self._passage(state, outcome, log)
        elif stage == "duel":
            self._duel(state, outcome, log)
        else:
            raise ValueError("no chance step is pending")

    def _rolloff(self, state: GoldMineState, dice: tuple[int, ...], log: list[LogEntry] | None):
        best = max(dice)
        leaders = tuple(s for s, d in zip(state.contenders, dice, strict=True) if d == best)
        if log is not None:
            rolls = tuple(zip(state.contenders, dice, strict=True))
            log.append(LogEntry("goldmine.log.rolloff", {"rolls": rolls}))
            emit(log, RolledOff(rolls, leaders, leaders[0] if len(leaders) == 1 else -1))
        if len(leaders) > 1:
            state.contenders = leaders
            return
        state.contenders = ()
        state.start = state.turn = leaders[0]
        if log is not None:
            log.append(LogEntry("goldmine.log.start", {"seat": leaders[0]}))
        self._begin_dev_turn(state, log)

    def _draw(self, state: GoldMineState, tile: int, log: list[LogEntry] | None) -> None:
        seat = state.turn
        stack = DEVELOPMENT if state.source == "dev" else PRODUCTION
        if TILES[tile].kind not in self.fitting_kinds(state):
            state.rejected.append(tile)
            if log is not None:
                log.append(LogEntry("goldmine.log.no_fit", {"seat": seat, "tile": tile}))
                emit(log, TileDrawn(seat, stack, tile, False))
            return
        self._stack(state).remove(tile)
        state.drawn = tile
        state.stage = "place"
        if log is not None:
            log.append(LogEntry("goldmine.log.draw", {"seat": seat, "tile": tile}))
            emit(log, TileDrawn(seat, stack, tile, True))

    def _passage(self, state: GoldMineState, dice: tuple[int, int], log: list[LogEntry] | None):
        state.dice = dice
        low, high = sorted(dice)
        here = state.miners[state.turn]
        others = [p for p in mine.passage_positions(state.board) if p != here]
        success = low == high or low + high == 7
        if log is not None:
            key = "goldmine.log.passage_open" if success else "goldmine.log.passage_shut"
            args = {"seat": state.turn, "a": dice[0], "b": dice[1], "low": low}
            log.append(LogEntry(key, args))
            emit(log, DiceRolled(state.turn, "passage", tuple(dice)))
            opened = success and bool(others)
            emit(log, PassageTried(state.turn, tuple(dice), success, opened, 0 if opened else low))
        if success and others:
            state.stage = "passage_move"
        else:
            state.stage, state.steps = "move", low

    def _duel(self, state: GoldMineState, rounds: tuple, log: list[LogEntry] | None) -> None:
        challenge = state.challenge
        won = self._duel_winner(rounds) == "attacker"
        winner = challenge.attacker if won else challenge.defender
        challenge = replace(challenge, rounds=rounds, winner=winner)
        state.challenge = challenge
        loser = challenge.loser
        if log is not None:
            args = {
                "seat": winner,
                "target": loser,
                "attacker": challenge.attacker,
                "defender": challenge.defender,
                "attacker_dice": ", ".join(str(a) for a, _ in rounds),
                "defender_dice": ", ".join(str(d) for _, d in rounds),
                "gold": challenge.kind == GOLD,
            }
            log.append(LogEntry("goldmine.log.duel", args))
        if challenge.kind == BAT:
            state.stage = "push_roll"
            self._tell_duel(state, "push", log)
            return
        state.held[loser] -= 1
        if self.empty_chambers(state):
            state.stage = "nugget"
            self._tell_duel(state, "hide", log)
        else:
            state.held[winner] += 1
            state.from_challenges[winner] += 1
            self._tell_duel(state, "keep", log)
            if log is not None:
                log.append(LogEntry("goldmine.log.nugget_kept", {"seat": winner}))
            self._after_gold(state)

    @staticmethod
    def _tell_duel(state: GoldMineState, then: str, log: list[LogEntry] | None) -> None:
        """The challenge's rounds and its result, with every number its card shows."""
        if not isinstance(log, Journal):
            return
        c = state.challenge
        won = 0
        for number, (a, d) in enumerate(c.rounds, 1):
            won += a >= d
            winner = c.attacker if a >= d else c.defender
            log.emit(ChallengeRoundWon(number, c.attacker, c.defender, a, d, winner))
        lost = len(c.rounds) - won
        name = CHALLENGE_NAMES[c.kind]
        held = tuple(state.held)
        rounds = tuple(c.rounds)
        log.emit(
            ChallengeResolved(
                name, c.attacker, c.defender, rounds, won, lost, c.winner, c.loser, then, held
            )
        )

    # --- information -------------------------------------------------------------------------
    def sample_secrets(
        self, observation: GoldMineObservation, rng: random.Random
    ) -> dict[str, Any]:
        """The unplaced tiles split at random between the two stacks (tiles drawn back this
        turn stay in the stack they came from)."""
        dev = self._sample_dev_stack(observation, rng)
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
        fits = mine.fitting_kinds(o.board, mine.frontier_of(o.board))
        for _ in range(DRAW_RETRIES):
            if any(TILES[t].kind in fits for t in dev if t not in keep):
                return dev
            dev = keep + rng.sample(free, o.dev_left - len(keep))
        fitting = [t for t in free if TILES[t].kind in fits and t not in dev]
        if fitting and len(dev) > len(keep):
            dev[rng.randrange(len(keep), len(dev))] = rng.choice(fitting)
        return dev

    # --- end ---------------------------------------------------------------------------------
    def side_nuggets(self, state: GoldMineState) -> dict[int, int]:
        sides = self.sides(state)
        totals: dict[int, int] = {}
        for seat, held in enumerate(state.held):
            side = sides.of(seat)
            totals[side] = totals.get(side, 0) + held
        return totals

    def outcome(self, state: GoldMineState) -> Outcome:
        sides = self.sides(state)
        totals = self.side_nuggets(state)
        ranking: list[list[int]] = []
        rest = list(range(state.players))
        if state.end == "climb":
            ranking.append(list(state.climbed))
            rest = [s for s in rest if s not in state.climbed]
        for total in sorted({totals[sides.of(s)] for s in rest}, reverse=True):
            ranking.append([s for s in rest if totals[sides.of(s)] == total])
        return Outcome(
            ranking=ranking,
            scores={s: float(n) for s, n in enumerate(state.held)},
            detail={
                "end": state.end,
                "rounds": state.round,
                "goal": state.goal,
                "climbed": list(state.climbed),
                "held": list(state.held),
                "from_chambers": list(state.from_chambers),
                "from_challenges": list(state.from_challenges),
            },
            sides=sides.as_dict() if state.alliance else {},
        )

    def evaluate(self, state: GoldMineState, seat: int) -> float:
        """Share of the goal held, against the best rival side (see ``game.goldmine.ai``
        for the search's richer evaluation)."""
        if state.stage == "over":
            return outcome_value(self.outcome(state), seat)
        totals = self.side_nuggets(state)
        mine_side = self.sides(state).of(seat)
        rival = max((v for side, v in totals.items() if side != mine_side), default=0)
        margin = (totals[mine_side] - rival) / max(1, state.goal)
        return min(1.0, max(0.0, 0.5 + margin / 2))


def _dice(value: Any, count: int) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == count
        and all(type(v) is int and v in FACES for v in value)
    )
