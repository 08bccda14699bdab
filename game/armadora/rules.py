"""Armadora rules behind the shared game contract.

The action kinds are declared in :mod:`game.armadora.actions`.  A turn is a short sequence
of decisions: an optional power, then a main action; a main palisade may be followed by a
second palisade or Done (the turn ends by itself when no second
palisade is possible).

A step emits typed events (:mod:`game.armadora.events`) and nothing else; the log's lines
are worded from them by :mod:`game.armadora.log_words` (imported here, so its tellers are
declared whenever the rules are), whose docstring gives the lines' conventions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from game.armadora import actions as act
from game.armadora import board, moves, narrate
from game.armadora import log_words as log_words  # declares the tellers of the log's lines
from game.armadora.actions import Kind
from game.armadora.evaluate import heuristic_value
from game.armadora.events import (
    ArrowShot,
    Dealt,
    PalisadePlaced,
    Passed,
    PowerUsed,
    Reinforced,
    SecondPalisadeDeclined,
    TurnBegan,
    ValueRevealed,
    WarriorPeeked,
    WarriorPlaced,
)
from game.armadora.explain import Problem, explain_action
from game.armadora.scoring import ScoreResult, Warrior, score
from game.armadora.state import (
    AFTER_POWER,
    FACTIONS,
    GOLD_PILES,
    POWER_TOKENS,
    SCHEMA,
    SECOND_PALISADE,
    START,
    WARRIORS,
    ArmadoraObservation,
    ArmadoraState,
    side_for,
)
from game.engine.contract import (
    CHANCE,
    TERMINAL,
    Action,
    IllegalAction,
    LogEntry,
    Outcome,
    SetupError,
    Sides,
    outcome_value,
)
from game.engine.events import emit
from game.engine.schema import SchemaRules

Log = list[LogEntry] | None


class ArmadoraRules(SchemaRules):
    """The rules of Armadora (base and advanced), for 2-4 players and 2-vs-2 teams."""

    schema = SCHEMA

    game_id: ClassVar[str] = "armadora"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4

    # --- setup -------------------------------------------------------------------------
    def normalize_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        """Fill defaults and check the options.

        Keys: ``players`` (2-4, required), ``advanced`` (False), ``peek_own`` (True),
        ``teams`` (4 players only; default True with 4 players), ``factions`` (one faction
        name or None per seat; None seats are dealt at random in the first chance step;
        default: all random with advanced rules, else orc, goblin, elf, mage in seat order).
        Unknown keys are dropped.  Errors raise :class:`SetupError` with a locale key.
        """
        if not isinstance(setup, Mapping):
            raise SetupError("armadora.error.setup")
        players = setup.get("players")
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
            raise SetupError("armadora.error.players")
        advanced = setup.get("advanced", False)
        peek_own = setup.get("peek_own", True)
        if not isinstance(advanced, bool) or not isinstance(peek_own, bool):
            raise SetupError("armadora.error.option")
        teams = setup.get("teams")
        if teams is None:
            teams = players == 4
        if not isinstance(teams, bool):
            raise SetupError("armadora.error.option")
        if teams and players != 4:
            raise SetupError("armadora.error.teams_need_four")
        factions = setup.get("factions")
        if factions is None:
            factions = [None] * players if advanced else list(FACTIONS[:players])
        if not isinstance(factions, (list, tuple)) or len(factions) != players:
            raise SetupError("armadora.error.factions_count")
        chosen = [f for f in factions if f is not None]
        if any(f not in FACTIONS for f in chosen):
            raise SetupError("armadora.error.faction_unknown")
        if len(set(chosen)) != len(chosen):
            raise SetupError("armadora.error.faction_twice")
        return {
            "players": players,
            "advanced": advanced,
            "peek_own": peek_own,
            "teams": teams,
            "factions": list(factions),
        }

    def initial_state(self, setup: Mapping[str, Any]) -> ArmadoraState:
        s = self.normalize_setup(setup)
        return ArmadoraState(s["players"], s["advanced"], s["peek_own"], s["teams"], s["factions"])

    # --- chance ------------------------------------------------------------------------
    def sample_chance(self, state: ArmadoraState, rng: random.Random) -> tuple:
        """``(piles, factions)``: 8 pile sizes in mine order, one faction per seat."""
        piles = list(GOLD_PILES)
        rng.shuffle(piles)
        free = [f for f in FACTIONS if f not in state.factions]
        rng.shuffle(free)
        dealt = iter(free)
        factions = tuple(f if f is not None else next(dealt) for f in state.factions)
        return tuple(piles), factions

    def chance_is_valid(self, state: ArmadoraState, outcome: Any) -> bool:
        if state.current != CHANCE:
            return False
        if not isinstance(outcome, (tuple, list)) or len(outcome) != 2:
            return False
        piles, factions = outcome
        if not isinstance(piles, (tuple, list)) or not isinstance(factions, (tuple, list)):
            return False
        if not all(isinstance(p, int) and not isinstance(p, bool) for p in piles):
            return False
        if sorted(piles) != sorted(GOLD_PILES) or len(factions) != state.players:
            return False
        if any(f not in FACTIONS for f in factions) or len(set(factions)) != len(factions):
            return False
        return all(f is None or f == g for f, g in zip(state.factions, factions, strict=True))

    def apply_chance(self, state: ArmadoraState, outcome: Any, log: Log = None) -> None:
        piles, factions = outcome
        picked = tuple(f is not None for f in state.factions)
        state.gold = list(piles)
        state.factions = list(factions)
        if state.advanced:
            state.power_tokens = [POWER_TOKENS[f] for f in state.factions]
        state.current = 0
        state.stage = START
        if log is not None:
            emit(log, Dealt(board.MINE_CELLS, tuple(piles), tuple(factions), picked))
            emit(log, TurnBegan(0))

    # --- flow ----------------------------------------------------------------------------
    def to_move(self, state: ArmadoraState) -> int:
        return state.current

    def legal_actions(self, state: ArmadoraState) -> list[Action]:
        seat = state.current
        if seat < 0:
            return []
        return moves.legal_actions(state, seat, state.hands[seat])

    def apply(self, state: ArmadoraState, action: Action, log: Log = None) -> None:
        seat = state.current
        if seat < 0:
            raise IllegalAction("no decision is pending")
        kind = action[0]
        if kind == Kind.WARRIOR:
            cell, value = action[1], action[2]
            self._place(state, seat, cell, value)
            if log is not None:
                self._tell_placed(state, seat, cell, log)
            self._end_turn(state, log)
        elif kind == Kind.PALISADE:
            self._palisade(state, seat, action[1], False, log)
            if state.stage != SECOND_PALISADE and state.legal_lines:
                state.stage = SECOND_PALISADE
            else:
                self._end_turn(state, log)
        elif kind == Kind.DONE:
            if log is not None:
                emit(log, SecondPalisadeDeclined(seat))
            self._end_turn(state, log)
        elif kind == Kind.REINFORCE:
            cell = action[1]
            state.reinforced |= 1 << cell
            state.reinforcements_left[seat] = 0
            if log is not None:
                region = narrate.cells_of(moves.region_at(state, cell))
                emit(log, Reinforced(seat, cell, region))
            self._end_turn(state, log)
        elif kind == Kind.PASS:
            forced = log is not None and self.legal_actions(state) == [moves.PASS]
            state.passed[seat] = True
            if log is not None:
                playing = tuple(s for s in range(state.players) if not state.passed[s])
                emit(log, Passed(seat, forced, playing))
            self._end_turn(state, log)
        elif kind in act.POWERS:
            self._power(state, seat, action, log)
        else:
            raise IllegalAction(f"unknown action {action!r}")

    def _place(self, state: ArmadoraState, seat: int, cell: int, value: int) -> None:
        state.put_warrior(seat, cell, value)
        hand = list(state.hands[seat])
        hand[value] -= 1
        state.hands[seat] = tuple(hand)
        state.hand_sizes[seat] -= 1

    def _tell_placed(self, state: ArmadoraState, seat: int, cell: int, log: list) -> None:
        """The events of a warrior just placed (face down unless the Goblin's)."""
        value, face_up = state.values[cell], bool(state.face_up >> cell & 1)
        left = state.hand_sizes[seat]
        emit(log, WarriorPlaced(seat, cell, face_up, value if face_up else 0, left))
        if not face_up:
            emit(log, ValueRevealed(seat, cell, seat, value, "placed", seats=(seat,)))
        narrate.tell_filled(state, seat, cell, log)

    def _palisade(self, state: ArmadoraState, seat: int, line: int, orc: bool, log: Log) -> None:
        """A palisade on ``line`` (the main action's, or the Orc's: ``orc``), told with the
        territories it closes."""
        if log is None:
            state.add_palisade(line)
            return
        closed = moves.territories_closed_by(state, line)
        second = not orc and state.stage == SECOND_PALISADE
        state.add_palisade(line)
        a, b = board.LINE_CELLS[line]
        emit(log, PalisadePlaced(seat, line, a, b, state.palisades_left, second, orc))
        for mask in closed:
            narrate.tell_closed(state, seat, line, mask, log)

    def _power(self, state: ArmadoraState, seat: int, action: Action, log: Log) -> None:
        kind = action[0]
        state.power_tokens[seat] -= 1
        state.stage = AFTER_POWER
        if log is not None:
            faction = state.factions[seat] or ""
            emit(log, PowerUsed(seat, faction, kind, state.power_tokens[seat]))
        if kind == Kind.GOBLIN:
            cell, value = action[1], action[2]
            self._place(state, seat, cell, value)
            state.face_up |= 1 << cell
            if log is not None:
                self._tell_placed(state, seat, cell, log)
        elif kind == Kind.ORC:
            self._palisade(state, seat, action[1], True, log)
        elif kind == Kind.PEEK:
            cell = action[1]
            state.peeked[seat] |= 1 << cell
            if log is not None:
                owner, value = state.owners[cell], state.values[cell]
                emit(log, WarriorPeeked(seat, cell, owner))
                emit(log, ValueRevealed(seat, cell, owner, value, "peek", seats=(seat,)))
        else:  # arrow
            cell = action[1]
            state.arrows[cell] += 1
            if log is not None:
                owner = state.owners[cell]
                emit(log, ArrowShot(seat, cell, owner, state.arrows[cell]))

    def _end_turn(self, state: ArmadoraState, log: Log) -> None:
        state.stage = START
        n = state.players
        for step in range(1, n + 1):
            seat = (state.current + step) % n
            if not state.passed[seat]:
                state.current = seat
                if log is not None:
                    emit(log, TurnBegan(seat))
                return
        state.current = TERMINAL
        if log is not None:
            narrate.tell_end(state, self.score_result(state), log)

    def reveals(self, state: ArmadoraState, action: Action) -> bool:
        """A Mage peek and a face-up Goblin warrior show a value; the last pass shows all."""
        kind = action[0]
        if kind == Kind.PEEK or kind == Kind.GOBLIN:
            return True
        if kind == Kind.PASS and state.current >= 0:
            return sum(1 for p in state.passed if not p) == 1
        return False

    def sit_out(self, state: ArmadoraState, seat: int) -> Action:
        """A seat that resigned passes for good (its pieces stay on the board and still
        count for the territories); caught in the middle of a turn it first ends it:
        Done after a first palisade, else (after a power) the first main action listed."""
        if state.current != seat:
            return moves.PASS
        legal = self.legal_actions(state)
        return next((a for a in (moves.PASS, moves.DONE) if a in legal), legal[0])

    def still_playing(self, state: ArmadoraState, seat: int) -> bool:
        """Until the seat passes (for good) or the game ends."""
        return state.current != TERMINAL and not state.passed[seat]

    # --- information ---------------------------------------------------------------------
    def explain(self, observation: ArmadoraObservation, action: Action) -> Problem | None:
        """Why the observing seat may not play ``action`` now (see
        :mod:`game.armadora.explain`, which also answers for the Power and Reinforce
        buttons: the action's kind without a target)."""
        return explain_action(observation, action)

    def sample_secrets(
        self, observation: ArmadoraObservation, rng: random.Random
    ) -> dict[str, Any]:
        """Unknown values drawn uniformly.

        For every other player, the values not yet accounted for (their warrior table minus
        the values this seat knows: face-up ones and ones it peeked) are shuffled and dealt to
        that player's unknown warriors on the board, the rest forming the hand.  Every
        assignment consistent with the observation is equally likely.
        """
        obs = observation
        values = list(obs.values)
        if obs.all_hands is not None:
            return {"values": values, "hands": list(obs.all_hands)}
        table = WARRIORS[obs.players]
        hands = [table] * obs.players
        for seat in range(obs.players):
            if seat == obs.seat:
                hands[seat] = tuple(obs.hand)
                continue
            remaining = list(table)
            unknown: list[int] = []
            for cell in board.iter_bits(obs.seat_cells[seat]):
                value = obs.values[cell]
                if value:
                    remaining[value] -= 1
                else:
                    unknown.append(cell)
            pool = [v for v in range(1, 6) for _ in range(remaining[v])]
            if min(remaining) < 0 or len(pool) != len(unknown) + obs.hand_sizes[seat]:
                raise ValueError(f"observation inconsistent for seat {seat}")
            rng.shuffle(pool)
            for cell, value in zip(unknown, pool, strict=False):
                values[cell] = value
            hand = [0] * 6
            for value in pool[len(unknown) :]:
                hand[value] += 1
            hands[seat] = tuple(hand)
        return {"values": values, "hands": hands}

    # --- end -------------------------------------------------------------------------------
    def sides(self, state: ArmadoraState) -> Sides:
        """Seats 0+2 against 1+3 in team play, else every seat alone."""
        if state.teams:
            return Sides.teams(state.players, [[0, 2], [1, 3]])
        return Sides.solo(state.players)

    def side_of(self, state: ArmadoraState, seat: int) -> int:
        return side_for(seat, state.teams)  # the same answer as sides(), without building it

    def score_result(self, state: ArmadoraState) -> ScoreResult:
        """Score the board as it stands (meaningful at the end; usable any time)."""
        gold = state.gold or [0] * len(board.MINE_CELLS)
        gold_at = dict(zip(board.MINE_CELLS, gold, strict=True))
        warriors = [
            Warrior(
                c,
                state.owners[c],
                state.values[c],
                state.arrows[c],
                bool(state.reinforced >> c & 1),
            )
            for c in board.iter_bits(state.occupied)
        ]
        return score(state.regions, gold_at, warriors, state.players, state.teams)

    def outcome(self, state: ArmadoraState) -> Outcome:
        result = self.score_result(state)
        seats_by_side: dict[int, list[int]] = {}
        for seat in range(state.players):
            seats_by_side.setdefault(side_for(seat, state.teams), []).append(seat)
        ranking = [
            sorted(seat for side in group for seat in seats_by_side[side])
            for group in result.ranking
        ]
        sides = self.sides(state).as_dict()
        scores = {seat: float(result.gold[side]) for seat, side in sides.items()}
        return Outcome(ranking=ranking, scores=scores, detail=result.to_json(), sides=sides)

    def evaluate(self, state: ArmadoraState, seat: int) -> float:
        """Terminal: the real result; otherwise an estimated gold lead mapped into (0, 1)."""
        if state.current == TERMINAL:
            return outcome_value(self.outcome(state), seat)
        if state.current == CHANCE:
            return 0.5
        return heuristic_value(state, seat)
