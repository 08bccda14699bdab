"""Why an action is not legal now: Armadora's answer to :meth:`Rules.explain`.

Answered from the observation of the seat that would play the action (its own hand and
everything public), with the same queries :mod:`game.armadora.moves` lists the legal
actions with, so the answer is None exactly when the action is legal.  Every key is under
``armadora.problem.``.

Besides the actions themselves, a power or reinforcement without its target asks about
the button that starts it: ``("reinforce",)``, ``("peek",)``, ``("goblin",)``,
``("orc",)``, ``("arrow",)`` are None when some target is legal now.
"""

from __future__ import annotations

from typing import Any

from game.armadora import board, moves
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

CELL_KINDS = ("peek", "arrow", "reinforce")
"""Actions with one square: ``(kind, cell)``."""
VALUE_KINDS = ("warrior", "goblin")
"""Actions with a square and a value: ``(kind, cell, value)``."""
LINE_KINDS = ("palisade", "orc")
"""Actions with one line: ``(kind, line)``."""
BUTTONS = ("reinforce", "peek", "goblin", "orc", "arrow", "done", "pass")
"""Actions that may come without a target (a button)."""


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
    if len(action) == 1 and action[0] not in ("done", "pass"):
        return _button_problem(obs, seat, action[0])
    if action in moves.legal_actions(obs, seat, obs.hand):
        return None
    return _reason(obs, seat, action) or _problem("not_now")


def _is_int(value: Any) -> bool:
    return type(value) is int


def _shape_problem(action: Any) -> Problem | None:
    """An action that is no action of this game, or names no square, line or value."""
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        return _problem("unknown")
    kind, targets = action[0], action[1:]
    if not targets and kind in BUTTONS:
        return None
    expected = 2 if kind in VALUE_KINDS else 1 if kind in CELL_KINDS + LINE_KINDS else -1
    if len(targets) != expected or not all(_is_int(t) for t in targets):
        return _problem("unknown")
    if kind in LINE_KINDS:
        return None if 0 <= targets[0] < board.N_LINES else _problem("no_line")
    if not 0 <= targets[0] < board.N_CELLS:
        return _problem("no_square")
    if kind in VALUE_KINDS and not 1 <= targets[1] <= 5:
        return _problem("no_value", value=targets[1])
    return None


def _reason(obs: Any, seat: int, action: tuple) -> Problem | None:
    """The reason an illegal, well-formed action is illegal (None: none found)."""
    kind, hand = action[0], obs.hand
    if kind == "done":
        return _problem("done_after_palisade")
    if kind == "pass":
        if obs.stage == SECOND_PALISADE:
            return _problem("finish_palisades")
        return _problem("no_pass_after_power") if obs.stage == AFTER_POWER else None
    if kind in LINE_KINDS:
        if kind == "orc":
            found = _power_problem(obs, seat, "orc", hand) or palisade_problem(obs, action[1])
            return found or _problem("no_main_after")
        return palisade_problem(obs, action[1])
    if kind in VALUE_KINDS:
        return _placing_problem(obs, seat, kind, action[1], action[2])
    if kind == "reinforce":
        return _reinforce_problem(obs, seat, action[1])
    return _target_problem(obs, seat, kind, action[1])


def palisade_problem(pos: Any, line: int) -> Problem | None:
    """Why a palisade may not go on ``line`` now; None if it may.  ``small_region`` has
    ``size``: the squares the smaller part would have."""
    if pos.palisades >> line & 1:
        return _problem("line_taken")
    if pos.palisades_left <= 0:
        return _problem("no_supply")
    sizes = board.split_sizes(line, pos.right_open, pos.down_open)
    if sizes is not None and min(sizes) < board.MIN_REGION:
        return _problem("small_region", size=min(sizes))
    return None


def _placing_problem(obs: Any, seat: int, kind: str, cell: int, value: int) -> Problem | None:
    """A warrior from the hand on ``cell``: face down, or face up by the Goblin."""
    hand = obs.hand
    if kind == "warrior" and obs.stage == SECOND_PALISADE:
        return _problem("finish_palisades")
    if kind == "goblin":
        found = _power_problem(obs, seat, "goblin", hand)
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
    if kind == "goblin" and not main_possible_after_goblin(obs, seat, hand, cell):
        return _problem("no_main_after")
    return None


def _target_problem(obs: Any, seat: int, kind: str, cell: int) -> Problem | None:
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
    if kind == "peek":
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


def _button_problem(obs: Any, seat: int, kind: str) -> Problem | None:
    """The Power or Reinforce button: None when some target is legal now."""
    if not obs.advanced:
        return _problem("advanced_only")
    if kind == "reinforce":
        if obs.stage == SECOND_PALISADE:
            return _problem("finish_palisades")
        if not obs.reinforcements_left[seat]:
            return _problem("no_token")
        return None if reinforce_cells(obs, seat) else _problem("no_full_territory")
    hand = obs.hand
    found = _power_problem(obs, seat, kind, hand)
    if found or power_actions(obs, seat, hand):
        return found
    if kind == "goblin" and not hand_size(hand):
        return _problem("empty_hand")
    has_target = {
        "peek": peek_cells(obs, seat),
        "arrow": arrow_cells(obs, seat),
        "goblin": free_cells(obs),
        "orc": obs.legal_lines,
    }[kind]
    return _problem("no_main_after" if has_target else f"no_target.{kind}")


def _power_problem(obs: Any, seat: int, kind: str, hand: tuple[int, ...]) -> Problem | None:
    """Whether ``seat`` may use the power ``kind`` at all now (whatever its target)."""
    if not obs.advanced:
        return _problem("advanced_only")
    if POWER_KIND.get(obs.factions[seat] or "") != kind:
        return _problem("wrong_faction")
    if not obs.power_tokens[seat]:
        return _problem("no_token")
    if obs.stage != START:
        return _problem("power_used")
    if kind != "goblin" and not main_possible(obs, seat, hand):
        return _problem("no_main_after")
    return None
