"""Crown & Dragon position files: ``python main.py analyse FILE`` (the spec's "Position files").

A file describes a board (heroes, generals, castles, walls, rock, dragon, crown, queue), each
seat's points and purse, and one query: the strength of pieces, a battle, a piece's moves,
the black die's dragon face, the queue, or whether the active player wins now.  The file is
checked completely first; any problem raises :class:`PositionError` with one line naming it,
which the analyse command prints without a traceback.

The file becomes a :class:`~game.crown.state.CrownState` and every answer comes from the
rules that play the game (a battle is resolved by :mod:`game.crown.battle`, a dragon face by
the rules' own ``dragon_die`` on a copy), so an analysed position behaves exactly as played.
Seats in a file are the corners of the board (2 players: 0 and 2); inside the state they are
numbered 0.. in turn order, and every answer speaks of corners again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.crown import battle
from game.crown.battle import CASTLE, GENERAL, HERO, WALL
from game.crown.board import C, Square, fly
from game.crown.cards import (
    ALERT_SLOTS,
    DRAGONS,
    GRADES,
    MILITARY,
    MILITARY_UPKEEP,
    MILITARY_WEAPON,
    RAGNAR,
    RAGNAR_EXTRA_STEPS,
    WEAPONS,
)
from game.crown.pieces import CASTLE_KEY, GENERAL_KEY, HERO_KEY
from game.crown.position_read import PositionError, read_position
from game.crown.rules import CrownRules
from game.crown.state import CrownObservation, CrownState


@dataclass
class Position:
    """A checked position file: its state, the rules that read it, and the query."""

    state: CrownState
    rules: CrownRules
    corners: tuple[int, ...]
    """The file's seat (board corner) of each state seat."""
    query: dict[str, Any]

    def corner(self, seat: int) -> int:
        return self.corners[seat]

    def observation(self) -> CrownObservation:
        """What everybody sees of the position (the booklet's and the menu's pictures)."""
        return self.rules.observe_public(self.state)

    def answer(self) -> dict[str, Any]:
        kind = self.query["type"]
        return getattr(self, f"_{kind}")()

    # --- queries -----------------------------------------------------------------------------
    def _strength(self) -> dict[str, Any]:
        pieces = []
        for square in sorted(self.query["pieces"]):
            f = self.rules.fighter(self.state, self.rules.key_at(self.state, square))
            pieces.append(
                {
                    "at": list(square),
                    "atk": battle.attack(f),
                    "def": battle.defence(f),
                    "specialty": battle.specialty(f),
                    "aligned": battle.aligned(f),
                }
            )
        return {"pieces": pieces}

    def _battle(self) -> dict[str, Any]:
        state, rules = self.state, self.rules
        attacker_sq, defender_sq = self.query["attacker"], self.query["defender"]
        key = rules.key_at(state, attacker_sq)
        attacker = rules.fighter(state, key, attacking=True)
        defender = rules.target_fighter(state, defender_sq)
        side = rules.side_of_seat(state, attacker.owner) if key[0] != CASTLE_KEY else frozenset()
        reason = battle.illegal_reason(attacker, defender, side)
        if reason is not None:
            return {"legal": False, "reason": reason}
        result = battle.resolve(attacker, defender)
        removed: list[Square] = []
        home = None
        if result.attacker_defeated:
            if key[0] == HERO_KEY:
                home = rules.home_square(state, key[1])
            else:
                removed.append(attacker_sq)
        if result.defender_defeated:
            if defender.kind == HERO:
                home = rules.home_square(state, defender.owner)
            elif defender.kind in (GENERAL, CASTLE, WALL):
                removed.append(defender_sq)
        crown = [state.crown]
        if defender.kind == CASTLE and result.defender_defeated and state.crown == defender_sq:
            crown = rules.castles_of(state, attacker.owner) or [C]
        upkeep = 0
        if result.mode != "wall":
            upkeep = sum(MILITARY_UPKEEP[c] for c in result.attacker_keeps(attacker))
        return {
            "legal": True,
            "range": result.range,
            "mode": result.mode,
            "winner": result.winner,
            "discarded": {
                "attacker": _cards(result.attacker_lost),
                "defender": _cards(result.defender_lost),
            },
            "removed": [list(sq) for sq in sorted(removed)],
            "home": list(home) if home is not None else None,
            "vp": {str(self.corner(s)): n for s, n in sorted(result.vp.items())},
            "upkeep": upkeep,
            "slain": result.slain,
            "crown": [list(sq) for sq in sorted(crown)],
        }

    def _moves(self) -> dict[str, Any]:
        state, rules = self.state, self.rules
        key = rules.key_at(state, self.query["piece"])
        if key[0] == HERO_KEY:
            steps = self.query["white"]
            if state.hero[key[1]] == RAGNAR:
                steps += RAGNAR_EXTRA_STEPS
        else:
            steps = rules.steps_of(state, key)
        squares = sorted(rules.destinations(state, key, steps))
        takes = C in rules.crown_reach(state, key, steps)
        return {"steps": steps, "squares": [list(sq) for sq in squares], "takes_crown": takes}

    def _dragon(self) -> dict[str, Any]:
        before = self.state
        rules = self.rules
        after = rules.clone(before)
        outcome = "none"
        landed: Square | None = None
        target = None
        if before.dragon < len(DRAGONS):
            rules.dragon_die(after, self.query["die"], self.query["white"], None)
            if before.dragon_at is None and before.alert + 1 < ALERT_SLOTS:
                outcome = "advanced"
            else:
                landed = C if before.dragon_at is None else _fly(before, self.query)
                target = _thing(rules, before, landed)
                outcome = _landing(target, before, after)
        removed = _removed(before, after)
        home = None
        discarded: tuple[int, ...] = ()
        for seat in range(before.players):
            if after.hero_at[seat] != before.hero_at[seat]:
                home = after.hero_at[seat]
        if outcome == "defeated" and landed is not None:
            discarded = _cards_at(rules, before, landed)
        vp = {
            str(self.corner(s)): after.vp[s] - before.vp[s]
            for s in range(before.players)
            if after.vp[s] != before.vp[s]
        }
        return {
            "outcome": outcome,
            "landed": list(landed) if landed is not None else None,
            "target": target,
            "removed": [list(sq) for sq in sorted(removed)],
            "home": list(home) if home is not None else None,
            "discarded": _cards(discarded),
            "vp": vp,
            "dragon": _dragon_json(after),
            "crown": [list(after.crown)],
        }

    def _queue(self) -> dict[str, Any]:
        state, rules = self.state, self.rules
        complete = [s for s in range(state.players) if rules.complete(state, s)]
        rules.update_queue(state)
        return {
            "complete": [self.corner(s) for s in complete],
            "queue": [self.corner(s) for s in state.queue],
            "first": self.corner(state.queue[0]) if state.queue else None,
        }

    def _winner(self) -> dict[str, Any]:
        state, rules = self.state, self.rules
        rules.update_queue(state)
        holder = rules.crown_holder(state)
        side = rules.side_of_seat(state, state.turn)
        wins = holder in side and max(rules.points(state, s) for s in side) >= state.goal
        return {
            "threshold": state.goal,
            "crown": self.corner(holder) if holder is not None else None,
            "vp": {str(self.corner(s)): rules.points(state, s) for s in range(state.players)},
            "winner": sorted(self.corner(s) for s in side) if wins else [],
        }


def _fly(state: CrownState, query: dict[str, Any]) -> Square:
    return fly(state.dragon_at, query["die"], query["white"])


def _thing(rules: CrownRules, state: CrownState, square: Square) -> str:
    if square in state.walls:
        return "wall"
    if square == state.rock:
        return "rock"
    key = rules.key_at(state, square)
    if key is None:
        return "empty"
    return {HERO_KEY: "hero", GENERAL_KEY: "general", CASTLE_KEY: "castle"}[key[0]]


def _landing(target: str, before: CrownState, after: CrownState) -> str:
    if target == "empty":
        return "landed"
    if target in ("wall", "rock"):
        return "destroyed"
    if after.dragon != before.dragon:
        return "slain"
    if after.dragon_at is None:
        return "repelled"
    return "defeated"


def _removed(before: CrownState, after: CrownState) -> list[Square]:
    gone = [sq for sq in before.walls if sq not in after.walls]
    gone += [sq for sq in before.castles if sq not in after.castles]
    gone += [g.at for gid, g in before.generals.items() if gid not in after.generals]
    if before.rock is not None and after.rock is None:
        gone.append(before.rock)
    return gone


def _cards_at(rules: CrownRules, state: CrownState, square: Square) -> tuple[int, ...]:
    key = rules.key_at(state, square)
    return rules.piece_cards(state, key) if key is not None else ()


def _cards(cards: tuple[int, ...] | list[int]) -> list[dict[str, str]]:
    return [
        {"weapon": WEAPONS[MILITARY_WEAPON[c]], "grade": GRADES[MILITARY[c].grade]} for c in cards
    ]


def _dragon_json(state: CrownState) -> dict[str, Any] | None:
    if state.dragon >= len(DRAGONS):
        return None
    if state.dragon_at is not None:
        return {"card": DRAGONS[state.dragon], "at": list(state.dragon_at)}
    return {"card": DRAGONS[state.dragon], "alert": state.alert}


def parse_position(data: Any) -> Position:
    """A checked :class:`Position` from decoded JSON (:class:`PositionError` if malformed)."""
    return Position(*read_position(data))


def analyse(data: Any) -> dict[str, Any]:
    """The spec's output JSON for a decoded position file (:class:`PositionError` if bad)."""
    return parse_position(data).answer()


__all__ = ["Position", "PositionError", "analyse", "parse_position"]
