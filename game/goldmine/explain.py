"""Why an action is not legal now, in words a player can act on: the rules' answer to
``Rules.explain`` (:meth:`game.goldmine.rules.GoldMineRules.explain` asks :func:`why_not`
on a world the seat's observation allows, once it knows the action is not legal).

Every answer is a locale key (``goldmine_ui.why.*``) with its arguments.  The reasons
follow the rules' order: not the step for this kind of choice, then what the rule that
forbids it says (the placement rules of :func:`game.goldmine.mine.why_not`, the reach of a
move and its mud pits, a challenge's tokens, partners, gold and path, a hand-over's
partner, the stacks and what fits in the mine).
"""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action
from game.goldmine import mine
from game.goldmine.actions import CHALLENGES, HANDOVERS, Kind
from game.goldmine.state import BAT, GOLD, MOVE_STAGES, GoldMineState, partner_of
from game.goldmine.tiles import TILES

WHY = "goldmine_ui.why."
Reason = tuple[str, dict[str, Any]]
OWN_TILE_STAGES = {Kind.HAND: "dev_source", Kind.EXCAVATE: "movement"}
"""Playing an own face-up tile: the action's name -> the stage it belongs to."""
BUTTON_STAGES = {
    Kind.DRAW: "dev_source",
    Kind.ROLL: "movement",
    Kind.STAY: "movement",
    Kind.END: "action",
}
"""Choices with one reason only: their stage (they are always open there)."""


def reason(name: str, **args: Any) -> Reason:
    return WHY + name, args


def why_not(state: GoldMineState, action: Action, legal: list[Action]) -> Reason:
    """Why ``action`` (not among ``legal``, the actions of the seat to move) is not legal."""
    kind = action[0] if action else ""
    stage = state.stage
    if kind == Kind.PLACE and _ints(action, 4):
        return _place(state, (action[1], action[2]), action[3]) if stage == "place" else _now()
    if kind == Kind.MOVE and _ints(action, 4):
        return _move(state, (action[1], action[2], action[3])) if stage in MOVE_STAGES else _now()
    if kind == Kind.NUGGET and _ints(action, 3):
        return reason("not_empty_chamber") if stage == "nugget" else _now()
    if kind in CHALLENGES and _ints(action, 2):
        return _challenge(state, kind, action[1]) if stage == "action" else _now()
    if kind in HANDOVERS and _ints(action, 2):
        return _hand_over(state, kind, action[1]) if stage == "action" else _now()
    if kind in OWN_TILE_STAGES and _ints(action, 2):
        return _own_tile(state, action[1], legal) if stage == OWN_TILE_STAGES[kind] else _now()
    if kind == Kind.EXCAVATE and len(action) == 1 and stage == "movement":
        return reason("stack_empty") if not state.prod_stack else reason("nothing_fits")
    if kind == Kind.PASSAGE and len(action) == 1 and stage == "movement":
        return reason("no_passage")
    if kind == Kind.DRAW and len(action) == 1 and stage == "dev_source":
        return reason("nothing_fits")
    return _now()


def _now() -> Reason:
    return reason("not_now")


def _ints(action: Action, length: int) -> bool:
    return len(action) == length and all(type(v) is int for v in action[1:])


# --- tiles ----------------------------------------------------------------------------------
def _place(state: GoldMineState, square: tuple[int, int], rot: int) -> Reason:
    """A tile on ``square`` turned ``rot``: the placement rule it breaks; not even a corner
    touching the mine is "far"; a legal way round that repeats another's picture is the
    same choice as that one."""
    if not 0 <= rot < 4 or state.drawn < 0:
        return _now()
    found = mine.why_not(state.board, square, TILES[state.drawn].kind, rot)
    if found == "detached" and not touches_a_corner(state.board, square):
        found = "far"
    return reason(found or "same")


def touches_a_corner(board: mine.Board, square: tuple[int, int]) -> bool:
    """Whether a tile of the mine meets ``square`` at a corner (so "detached" means a
    corner only, rather than nothing at all)."""
    x, y = square
    return any((x + dx, y + dy) in board for dx in (-1, 1) for dy in (-1, 1))


def _own_tile(state: GoldMineState, tile: int, legal: list[Action]) -> Reason:
    """An own face-up tile: not the seat's; of a kind that fits nowhere now; or one of two
    alike, which are one choice (the rules offer the first of them)."""
    if tile not in state.hands[state.turn]:
        return reason("not_your_tile")
    offered = [a[1] for a in legal if len(a) == 2 and a[0] in OWN_TILE_STAGES]
    if any(TILES[other] == TILES[tile] for other in offered):
        return reason("same_tile")
    return reason("tile_fits_nowhere", tile=tile)


# --- moves ----------------------------------------------------------------------------------
def _move(state: GoldMineState, position: mine.Position) -> Reason:
    """A move ending on ``position``: not another secret passage; or out of reach, a mud
    pit on every way there stopping the miner first."""
    mover = state.challenge.loser if state.stage == "push" else state.turn
    start = state.miners[mover]
    if state.stage == "passage_move":
        return reason("passage_here" if position == start else "not_passage")
    steps = state.steps
    if state.mud and _on_board(state.board, position):
        dry = mine.reach(state.board, start, steps, mud=False)
        if position in dry:
            return reason("mud", count=steps)
    return reason("out_of_reach", count=steps)


def _on_board(board: mine.Board, position: mine.Position) -> bool:
    placed = board.get(position[:2])
    if placed is None:
        return False
    return 0 <= position[2] < len(mine.geometry(board, position[:2]).paths)


# --- the action step ------------------------------------------------------------------------
def _challenge(state: GoldMineState, kind: str, target: int) -> Reason:
    """A gold or bat challenge against ``target``: who it may be, one a turn, a token of
    its kind, and for gold the nuggets on both sides and the same path."""
    seat = state.turn
    if not 0 <= target < state.players or target == seat:
        return reason("challenge_self")
    if target == partner_of(state, seat):
        return reason("challenge_partner")
    if state.challenged:
        return reason("challenge_done")
    if not state.tokens[seat][GOLD if kind == Kind.GOLD else BAT]:
        return reason(f"no_{kind}_token")
    if not state.held[seat]:
        return reason("no_gold_self")
    if not state.held[target]:
        return reason("no_gold_target", target=target)
    return reason("not_same_path", target=target)


def _hand_over(state: GoldMineState, kind: str, count: int) -> Reason:
    seat = state.turn
    partner = partner_of(state, seat)
    if partner is None:
        return reason("no_partner")
    if state.miners[partner] != state.miners[seat]:
        return reason("not_together")
    if state.handed:
        return reason("handed")
    return reason("not_enough", count=state.held[seat if kind == Kind.GIVE else partner])


__all__ = ["Reason", "touches_a_corner", "why_not"]
