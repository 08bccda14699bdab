"""Why an action is not legal now: Armadora's answer to :meth:`Rules.explain`.

Answered from the observation of the seat that would play the action (its own hand and
everything public), with the same queries :mod:`game.armadora.moves` lists the legal
actions with, so the answer is None exactly when the action is legal.  Every key is under
``armadora.problem.``.

Besides the actions themselves, a power or reinforcement without its target asks about
the button that starts it (:func:`game.armadora.actions.button`: the kind alone, Reinforce
or a power) is None when some target is legal now.
"""

from __future__ import annotations

from typing import Any

from game.armadora import actions as act
from game.armadora import board, moves
from game.armadora.actions import Kind
from game.armadora.moves import (
    POWER_KIND,
    arrow_cells,
    free_cells,
    hand_size,
    is_full,
    main_possible,
    main_possible_after_goblin,
    peek_cells,
    power_actions,
    region_at,
    reinforce_cells,
)
from game.armadora.state import AFTER_POWER, SECOND_PALISADE, START, partner_of

Problem = tuple[str, dict[str, Any]]

BUTTONS = frozenset({Kind.REINFORCE, *act.POWERS, Kind.DONE, Kind.PASS})
"""Kinds that may come without a target (a button)."""


def _problem(key: str, **args: Any) -> Problem:
    return (f"armadora.problem.{key}", args)


def explain_action(obs: Any, action: Any) -> Problem | None:
    """Why the seat of ``obs`` may not play ``action`` now, as ``(locale_key, args)``;
    None when it may."""
    if obs.current < 0:
        return _problem("not_now")
    seat = obs.seat
    if seat != obs.current:
        return _problem("not_your_turn")
    shape = _shape_problem(action)
    if shape is not None:
        return shape
    kind = act.kind_of(action)
    if len(action) == 1 and kind != Kind.DONE and kind != Kind.PASS:
        return _button_problem(obs, seat, kind)
    if action in moves.legal_actions(obs, seat, obs.hand):
        return None
    return _reason(obs, seat, action) or _problem("not_now")


def _is_int(value: Any) -> bool:
    return type(value) is int


def _shape_problem(action: Any) -> Problem | None:
    """An action that is no action of this game, or names no square, line or value."""
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        return _problem("unknown")
    if action[0] not in act.BUILD:
        return _problem("unknown")
    kind, targets = act.kind_of(action), action[1:]
    if not targets and kind in BUTTONS:
        return None
    expected = 2 if kind in act.WITH_VALUE else 1 if kind in act.ON_SQUARE | act.ON_LINE else -1
    if len(targets) != expected or not all(_is_int(t) for t in targets):
        return _problem("unknown")
    if kind in act.ON_LINE:
        return None if 0 <= targets[0] < board.N_LINES else _problem("no_line")
    if not 0 <= targets[0] < board.N_CELLS:
        return _problem("no_square")
    if kind in act.WITH_VALUE and not 1 <= targets[1] <= 5:
        return _problem("no_value", value=targets[1])
    return None


def _reason(obs: Any, seat: int, action: tuple) -> Problem | None:
    """The reason an illegal, well-formed action is illegal (None: none found)."""
    kind, hand = act.kind_of(action), obs.hand
    if kind == Kind.DONE:
        return _problem("done_after_palisade")
    if kind == Kind.PASS:
        if obs.stage == SECOND_PALISADE:
            return _problem("finish_palisades")
        return _problem("no_pass_after_power") if obs.stage == AFTER_POWER else None
    if kind in act.ON_LINE:
        line = act.line(action)
        if kind == Kind.ORC:
            found = _power_problem(obs, seat, Kind.ORC, hand) or palisade_problem(obs, line)
            return found or _problem("no_main_after")
        return palisade_problem(obs, line)
    if kind in act.WITH_VALUE:
        return _placing_problem(obs, seat, kind, act.square(action), act.value(action))
    if kind == Kind.REINFORCE:
        return _reinforce_problem(obs, seat, act.square(action))
    return _target_problem(obs, seat, kind, act.square(action))


def palisade_problem(pos: Any, line: int) -> Problem | None:
    """Why a palisade may not go on ``line`` now; None if it may.  ``small_region`` has
    ``size``: the squares the smaller part would have."""
    if pos.palisades >> line & 1:
        return _problem("line_taken")
    if pos.palisades_left <= 0:
        return _problem("no_supply")
    sizes = board.split_sizes(line, pos.right_open, pos.down_open)
    if sizes is not None and min(sizes) < board.MIN_REGION:
        return _problem("small_region", size=min(sizes), count=min(sizes))
    return None


def _placing_problem(obs: Any, seat: int, kind: Kind, cell: int, value: int) -> Problem | None:
    """A warrior from the hand on ``cell``: face down, or face up by the Goblin."""
    hand = obs.hand
    if kind == Kind.WARRIOR and obs.stage == SECOND_PALISADE:
        return _problem("finish_palisades")
    if kind == Kind.GOBLIN:
        found = _power_problem(obs, seat, Kind.GOBLIN, hand)
        if found:
            return found
    bit = 1 << cell
    if bit & board.MINES:
        return _problem("mine")
    if bit & obs.occupied:
        return _problem("cell_taken")
    if not hand_size(hand):
        return _problem("empty_hand")
    if not hand[value]:
        return _problem("no_value", value=value)
    if kind == Kind.GOBLIN and not main_possible_after_goblin(obs, seat, hand, cell):
        return _problem("no_main_after")
    return None


def _target_problem(obs: Any, seat: int, kind: Kind, cell: int) -> Problem | None:
    """The Mage's peek or the Elf's arrow at ``cell``."""
    found = _power_problem(obs, seat, kind, obs.hand)
    if found:
        return found
    bit = 1 << cell
    if not bit & obs.occupied:
        return _problem("no_warrior")
    owner = obs.owners[cell]
    if owner == seat:
        return _problem("own_warrior")
    if owner == partner_of(seat, obs.teams):
        return _problem("partner")
    if kind == Kind.PEEK:
        if bit & obs.face_up:
            return _problem("face_up")
        return _problem("already_peeked") if bit & obs.peeked[seat] else None
    if not bit & arrow_cells(obs, seat):
        full = is_full(region_at(obs, cell), obs.occupied)
        return _problem("territory_full" if full else "no_elf_there")
    return None


def _reinforce_problem(obs: Any, seat: int, cell: int) -> Problem | None:
    """The reinforcement on the warrior on ``cell``."""
    if not obs.advanced:
        return _problem("advanced_only")
    if obs.stage == SECOND_PALISADE:
        return _problem("finish_palisades")
    if not obs.reinforcements_left[seat]:
        return _problem("no_token")
    bit = 1 << cell
    if not bit & obs.occupied:
        return _problem("no_warrior")
    owner = obs.owners[cell]
    if owner != seat:
        return _problem("partner" if owner == partner_of(seat, obs.teams) else "not_own")
    region = region_at(obs, cell)
    if not is_full(region, obs.occupied):
        return _problem("not_full")
    return _problem("already_reinforced") if region & obs.reinforced else None


def _button_problem(obs: Any, seat: int, kind: Kind) -> Problem | None:
    """The Power or Reinforce button: None when some target is legal now."""
    if not obs.advanced:
        return _problem("advanced_only")
    if kind == Kind.REINFORCE:
        if obs.stage == SECOND_PALISADE:
            return _problem("finish_palisades")
        if not obs.reinforcements_left[seat]:
            return _problem("no_token")
        return None if reinforce_cells(obs, seat) else _problem("no_full_territory")
    hand = obs.hand
    found = _power_problem(obs, seat, kind, hand)
    if found or power_actions(obs, seat, hand):
        return found
    if kind == Kind.GOBLIN and not hand_size(hand):
        return _problem("empty_hand")
    has_target = {
        Kind.PEEK: peek_cells(obs, seat),
        Kind.ARROW: arrow_cells(obs, seat),
        Kind.GOBLIN: free_cells(obs),
        Kind.ORC: obs.legal_lines,
    }[kind]
    return _problem("no_main_after" if has_target else f"no_target.{kind}")


def _power_problem(obs: Any, seat: int, kind: Kind, hand: tuple[int, ...]) -> Problem | None:
    """Whether ``seat`` may use the power ``kind`` at all now (whatever its target)."""
    if not obs.advanced:
        return _problem("advanced_only")
    if POWER_KIND.get(obs.factions[seat] or "") != kind:
        return _problem("wrong_faction")
    if not obs.power_tokens[seat]:
        return _problem("no_token")
    if obs.stage != START:
        return _problem("power_used")
    if kind != Kind.GOBLIN and not main_possible(obs, seat, hand):
        return _problem("no_main_after")
    return None
