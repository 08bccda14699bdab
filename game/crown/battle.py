"""Strength and battles, as pure functions over :class:`Fighter` descriptions.

The rules describe the pieces of a state this way, the position files describe the
pieces of a file; both then ask the same functions, so an analysed battle is exactly a
played one.

Strength of a hero or general: the sum of its cards, +10 per card when it holds two cards
of its own branch (specialty), its own bonus when it holds at least one card and every
card carries its weapon (alignment), and temporary effects.  A castle: the sum of its
cards, and 30 more on defence.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from game.crown.board import Square
from game.crown.cards import (
    ARCHERY,
    BATTLE_VP,
    CARDS_PER_PIECE,
    CASTLE_BASE_DEF,
    DRAGON_STRENGTH,
    MILITARY_ATK,
    MILITARY_BRANCH,
    MILITARY_DEF,
    MILITARY_UPKEEP,
    MILITARY_WEAPON,
    RANGED_REACH,
    SPECIALTY_BONUS,
    TROPHY_VP,
    branch_of_weapon,
)

HERO, GENERAL, CASTLE, WALL, DRAGON = "hero", "general", "castle", "wall", "dragon"


class Fighter(NamedTuple):
    """A piece, structure or the dragon as a battle sees it."""

    kind: str
    owner: int
    """Its seat (-1 for the dragon)."""
    at: Square
    cards: tuple[int, ...] = ()
    weapon: int = -1
    """Its own weapon (heroes and generals)."""
    bonus: tuple[int, int] = (0, 0)
    """Its own ATK/DEF bonus, counted under alignment (heroes and generals)."""
    temp: tuple[int, int] = (0, 0)
    """Temporary ATK/DEF (Shield Wall, Battle Cry, Hero's Oath)."""
    reach: int = RANGED_REACH[1]
    """Its longest ranged reach while it is ranged (Sylva: 4)."""
    dragon: int = -1
    """The dragon card (the dragon only)."""

    @property
    def is_unit(self) -> bool:
        """A hero or a general."""
        return self.kind in (HERO, GENERAL)


def specialty(f: Fighter) -> bool:
    """Two cards, both of the piece's own branch (heroes and generals)."""
    if not f.is_unit or len(f.cards) != CARDS_PER_PIECE:
        return False
    own = branch_of_weapon(f.weapon)
    return all(MILITARY_BRANCH[c] == own for c in f.cards)


def aligned(f: Fighter) -> bool:
    """At least one card, every card carrying the piece's own weapon."""
    return f.is_unit and bool(f.cards) and all(MILITARY_WEAPON[c] == f.weapon for c in f.cards)


def attack(f: Fighter) -> int:
    if f.kind == DRAGON:
        return DRAGON_STRENGTH[f.dragon][0]
    if f.kind == WALL:
        return 0
    total = sum(MILITARY_ATK[c] for c in f.cards) + f.temp[0]
    if specialty(f):
        total += SPECIALTY_BONUS * len(f.cards)
    if aligned(f):
        total += f.bonus[0]
    return total


def defence(f: Fighter) -> int:
    if f.kind == DRAGON:
        return DRAGON_STRENGTH[f.dragon][1]
    if f.kind == WALL:
        return 0
    total = sum(MILITARY_DEF[c] for c in f.cards) + f.temp[1]
    if f.kind == CASTLE:
        return total + CASTLE_BASE_DEF
    if specialty(f):
        total += SPECIALTY_BONUS * len(f.cards)
    if aligned(f):
        total += f.bonus[1]
    return total


def card_defence(f: Fighter, card: int) -> int:
    """What one card of ``f`` defends with against a volley: its DEF, the specialty bonus
    for that card, and the piece's temporary DEF."""
    extra = SPECIALTY_BONUS if specialty(f) else 0
    return MILITARY_DEF[card] + extra + f.temp[1]


def ranged(f: Fighter) -> bool:
    """An archery unit (cards, all archery) or a castle whose cards are archery."""
    if f.kind not in (HERO, GENERAL, CASTLE) or not f.cards:
        return False
    return all(MILITARY_BRANCH[c] == ARCHERY for c in f.cards)


def reach_of(f: Fighter, distance: int) -> str | None:
    """ "melee", "ranged" or None: whether ``f`` reaches a square that far away."""
    if distance == 1:
        return "melee"
    if ranged(f) and RANGED_REACH[0] <= distance <= f.reach:
        return "ranged"
    return None


def can_start(f: Fighter) -> bool:
    """Only a hero or general holding a military card starts a battle."""
    return f.is_unit and bool(f.cards)


def upkeep(cards: tuple[int, ...]) -> int:
    return sum(MILITARY_UPKEEP[c] for c in cards)


@dataclass
class Result:
    """What a battle did; the rules (or the position analysis) carry it out."""

    range: str
    mode: str
    """"removal", "wall", "volley" or "standard"."""
    winner: str | None = None
    """"attacker", "defender" or None."""
    attacker_lost: tuple[int, ...] = ()
    """Cards the attacker discards (all of them when it is defeated)."""
    defender_lost: tuple[int, ...] = ()
    attacker_defeated: bool = False
    defender_defeated: bool = False
    vp: dict[int, int] = field(default_factory=dict)
    slain: bool = False

    def attacker_keeps(self, attacker: Fighter) -> tuple[int, ...]:
        """The attacker's cards after the battle (upkeep is due on them)."""
        if self.attacker_defeated:
            return ()
        return attacker.cards


def illegal_reason(attacker: Fighter, defender: Fighter, partners: frozenset[int]) -> str | None:
    """Why ``attacker`` may not attack ``defender`` (None when it may): ``attacker`` (a
    castle, a piece without military card, a general against the dragon), ``own`` (its
    own or a partner's), ``reach``.  ``partners`` holds the attacker's side."""
    if not can_start(attacker) or (defender.kind == DRAGON and attacker.kind != HERO):
        return "attacker"
    if defender.kind != DRAGON and defender.owner in partners:
        return "own"
    if battle_range(attacker, defender) is None:
        return "reach"
    return None


def battle_range(attacker: Fighter, defender: Fighter) -> str | None:
    d = abs(attacker.at[0] - defender.at[0]) + abs(attacker.at[1] - defender.at[1])
    if defender.kind == WALL:
        return "melee" if d == 1 else None
    return reach_of(attacker, d)


def shoots_back(attacker: Fighter, defender: Fighter) -> bool:
    """A ranged defender answers when the attacker stands within its own reach."""
    d = abs(attacker.at[0] - defender.at[0]) + abs(attacker.at[1] - defender.at[1])
    return reach_of(defender, d) == "ranged"


def resolve(attacker: Fighter, defender: Fighter) -> Result:
    """The battle ``attacker`` starts against ``defender`` (assumed legal)."""
    reach = battle_range(attacker, defender) or "melee"
    if defender.kind == WALL:
        return Result(reach, "wall", "attacker", defender_defeated=True)
    if defender.kind == GENERAL and not defender.cards:
        return Result(reach, "removal", "attacker", defender_defeated=True)
    if defender.kind == DRAGON:
        result = Result(reach, "standard")
        if attack(attacker) > defence(defender):
            result.winner, result.slain, result.defender_defeated = "attacker", True, True
            result.vp = {attacker.owner: TROPHY_VP}
        elif attack(defender) > defence(attacker):
            result.winner, result.attacker_defeated = "defender", True
            result.attacker_lost = attacker.cards
        return result
    if reach == "ranged" and not shoots_back(attacker, defender):
        return _volley(attacker, defender)
    result = Result(reach, "standard")
    if attack(attacker) > defence(defender):
        _defeat(result, "attacker", defender, attacker.owner)
    elif attack(defender) > defence(attacker):
        _defeat(result, "defender", attacker, defender.owner)
    return result


def _defeat(result: Result, winner: str, loser: Fighter, scorer: int) -> None:
    result.winner = winner
    if winner == "attacker":
        result.defender_defeated, result.defender_lost = True, loser.cards
    else:
        result.attacker_defeated, result.attacker_lost = True, loser.cards
    if loser.cards or loser.kind == CASTLE:
        result.vp = {scorer: BATTLE_VP}


def _volley(attacker: Fighter, defender: Fighter) -> Result:
    result = Result("ranged", "volley")
    power = attack(attacker)
    if defender.kind == CASTLE:
        if power > defence(defender):
            _defeat(result, "attacker", defender, attacker.owner)
        return result
    hit = tuple(c for c in defender.cards if power > card_defence(defender, c))
    result.defender_lost = hit
    if len(hit) == len(defender.cards):
        _defeat(result, "attacker", defender, attacker.owner)
    return result
