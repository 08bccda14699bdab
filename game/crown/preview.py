"""A battle explained before it is fought: both sides' ATK and DEF with where each number
comes from, and what the battle will do.

Pure (no pygame): the play screen's battle preview asks :func:`preview` and shows the
answer; it never computes a rule itself.  The numbers are the ones :mod:`game.crown.battle`
uses (the terms of each side add up to ``battle.attack`` / ``battle.defence``) and the
result is ``battle.resolve``'s, so a preview is exactly the battle that follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.crown import battle
from game.crown.battle import CASTLE, DRAGON, GENERAL, HERO, WALL, Fighter
from game.crown.board import Square
from game.crown.cards import (
    BATTLE_CRY_ATK,
    CASTLE_BASE_DEF,
    DRAGON_STRENGTH,
    HEROS_OATH_BONUS,
    MILITARY_ATK,
    MILITARY_DEF,
    MILITARY_UPKEEP,
    SHIELD_WALL_DEF,
    SPECIALTY_BONUS,
    TROPHY_VP,
)
from game.crown.events import BattleFought
from game.crown.pieces import fighter, key_at, piece_kind, target_fighter
from game.crown.state import CrownState, PieceKey


@dataclass(frozen=True)
class Term:
    """One part of a number: ``source`` is ``card`` (``card`` names the military type),
    ``specialty``, ``alignment``, ``castle`` (a castle's base DEF), ``dragon`` (the dragon
    card's strength), ``battle_cry``, ``oath`` (Hero's Oath) or ``shield_wall``."""

    source: str
    value: int
    card: int = -1


@dataclass(frozen=True)
class SidePreview:
    """One side of the battle as it stands now."""

    kind: str
    """``hero``, ``general``, ``castle``, ``wall`` or ``dragon``."""
    owner: int
    at: Square
    cards: tuple[int, ...]
    atk: int
    defence: int
    atk_terms: tuple[Term, ...]
    def_terms: tuple[Term, ...]
    ranged: bool
    """It is a ranged unit (archery cards) or an archery castle."""


@dataclass(frozen=True)
class Hit:
    """One defending card against a volley: its own DEF (with specialty and temporary DEF)
    and whether the attacker's ATK exceeds it (the card is then discarded)."""

    card: int
    defence: int
    hit: bool


@dataclass(frozen=True)
class BattlePreview:
    attacker: SidePreview
    defender: SidePreview
    range: str
    """``melee`` or ``ranged``."""
    mode: str
    """``removal``, ``wall``, ``volley`` or ``standard``."""
    outcome: str
    """``win`` (the attacker wins), ``repelled`` (nobody wins; in a volley: nothing or
    only some cards hit), ``counterattack`` (the defender wins), ``slain`` (the dragon falls),
    ``removed`` (a general without cards), ``wall`` (the wall is broken).  A dragon's
    landing (``mode`` ``landing``, the dragon attacking): ``win`` (the piece falls),
    ``repelled`` or ``slain`` (repelled, then slain by the hero's strike-back)."""
    shoots_back: bool
    """A standard battle at range: the defender answers with its own ranged ATK."""
    hits: tuple[Hit, ...]
    """A volley against a unit: each defending card and whether it is hit."""
    attacker_lost: tuple[int, ...]
    defender_lost: tuple[int, ...]
    attacker_defeated: bool
    defender_defeated: bool
    vp: dict[int, int]
    upkeep: int
    """Gold due afterwards for the attacker's surviving cards (before any choice to let
    some go); 0 after a wall, a lost battle or with Supply Wagon."""
    crown_falls: bool
    """The defender is the castle carrying the crown, and it falls."""


def _unit_terms(f: Fighter, temp_sources: tuple[tuple[str, int], ...], atk: bool) -> list[Term]:
    values = MILITARY_ATK if atk else MILITARY_DEF
    terms = [Term("card", values[c], c) for c in f.cards]
    if f.kind == CASTLE:
        if not atk:
            terms.append(Term("castle", CASTLE_BASE_DEF))
    else:
        if battle.specialty(f):
            terms.append(Term("specialty", SPECIALTY_BONUS * len(f.cards)))
        bonus = f.bonus[0] if atk else f.bonus[1]
        if battle.aligned(f) and bonus:
            terms.append(Term("alignment", bonus))
    terms += [Term(source, value) for source, value in temp_sources if value]
    return terms


def _temp_sources(
    state: CrownState, key: PieceKey | None, f: Fighter
) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]:
    """The temporary effects behind ``f.temp``, by name: (ATK parts, DEF parts)."""
    atk_parts: list[tuple[str, int]] = []
    def_parts: list[tuple[str, int]] = []
    if key is None:
        return (), ()
    left_atk, left_def = f.temp
    if f.kind == HERO and state.oath and f.owner == state.turn:
        atk_parts.append(("oath", HEROS_OATH_BONUS))
        def_parts.append(("oath", HEROS_OATH_BONUS))
        left_atk -= HEROS_OATH_BONUS
        left_def -= HEROS_OATH_BONUS
    if left_atk >= BATTLE_CRY_ATK and state.battle_cry:
        atk_parts.append(("battle_cry", BATTLE_CRY_ATK))
        left_atk -= BATTLE_CRY_ATK
    if left_def >= SHIELD_WALL_DEF and state.shield[f.owner] == key:
        def_parts.append(("shield_wall", SHIELD_WALL_DEF))
        left_def -= SHIELD_WALL_DEF
    if left_atk or left_def:  # a bonus from a position file: shown as it is
        atk_parts.append(("bonus", left_atk))
        def_parts.append(("bonus", left_def))
    return tuple(atk_parts), tuple(def_parts)


def side_of(state: CrownState, key: PieceKey | None, f: Fighter) -> SidePreview:
    """A fighter with its numbers explained (``key``: its piece; None for walls and the
    dragon)."""
    if f.kind == DRAGON:
        atk, defence = DRAGON_STRENGTH[f.dragon]
        atk_terms: tuple[Term, ...] = (Term("dragon", atk),)
        def_terms: tuple[Term, ...] = (Term("dragon", defence),)
    elif f.kind == WALL:
        atk_terms = def_terms = ()
    else:
        temp_atk, temp_def = _temp_sources(state, key, f)
        atk_terms = tuple(_unit_terms(f, temp_atk, True))
        def_terms = tuple(_unit_terms(f, temp_def, False))
    return SidePreview(
        kind=f.kind,
        owner=f.owner,
        at=f.at,
        cards=f.cards,
        atk=battle.attack(f),
        defence=battle.defence(f),
        atk_terms=atk_terms,
        def_terms=def_terms,
        ranged=battle.ranged(f),
    )


def outcome_of(mode: str, winner: str, slain: bool, defender_lost: bool) -> str:
    """The one word for how a battle ends, for the preview's box and the recap's line
    alike (``crown_ui.outcome.<word>``): ``wall``, ``removed``, ``slain``, ``win``,
    ``counterattack``, ``volley_hits`` (a volley that took cards but not the unit) or
    ``repelled``.  ``winner`` is ``attacker``, ``defender`` or ``""``; in a landing the
    attacker is the dragon."""
    if mode == "wall":
        return "wall"
    if mode == "removal":
        return "removed"
    if slain:
        return "slain"
    if mode == "landing":
        return "win" if winner == "attacker" else "repelled"
    if winner == "attacker":
        return "win"
    if winner == "defender":
        return "counterattack"
    return "volley_hits" if mode == "volley" and defender_lost else "repelled"


def preview(state: CrownState, target: Square, key: PieceKey | None = None) -> BattlePreview:
    """The battle the moving piece (``key``, by default ``state.piece``) would start
    against ``target`` now.

    Assumes the attack is legal (``("attack", x, y)`` among the legal actions)."""
    key = state.piece if key is None else key
    attacker = fighter(state, key, attacking=True)
    defender = target_fighter(state, target)
    if defender is None:
        raise ValueError(f"nothing to attack at {target}")
    target_key = key_at(state, target) if defender.kind in (HERO, GENERAL, CASTLE) else None
    result = battle.resolve(attacker, defender)
    hits: tuple[Hit, ...] = ()
    if result.mode == "volley" and defender.kind != CASTLE:
        power = battle.attack(attacker)
        hits = tuple(
            Hit(c, battle.card_defence(defender, c), power > battle.card_defence(defender, c))
            for c in defender.cards
        )
    kept = result.attacker_keeps(attacker)
    upkeep = 0
    if defender.kind != WALL and not state.supply_wagon:
        upkeep = sum(MILITARY_UPKEEP[c] for c in kept)
    crowned = defender.kind == CASTLE and state.crown == target
    shoots = result.mode == "standard" and result.range == "ranged" and defender.kind != DRAGON
    return BattlePreview(
        attacker=side_of(state, key, attacker),
        defender=side_of(state, target_key, defender),
        range=result.range,
        mode=result.mode,
        outcome=outcome_of(result.mode, result.winner, result.slain, bool(result.defender_lost)),
        shoots_back=shoots,
        hits=hits,
        attacker_lost=result.attacker_lost,
        defender_lost=result.defender_lost,
        attacker_defeated=result.attacker_defeated,
        defender_defeated=result.defender_defeated,
        vp=dict(result.vp),
        upkeep=upkeep,
        crown_falls=crowned and result.defender_defeated,
    )


def landing(state: CrownState, key: PieceKey) -> BattlePreview:
    """The dragon landing on the piece ``key`` (a hero, general or castle): its ATK
    against the piece's DEF (repelled when the DEF is at least as high), then a hero's
    strike-back, its ATK against the dragon's DEF."""
    piece = fighter(state, key)
    dragon = Fighter(DRAGON, -1, piece.at, dragon=state.dragon)
    repelled = battle.defence(piece) >= battle.attack(dragon)
    slain = repelled and piece.kind == HERO and battle.attack(piece) > battle.defence(dragon)
    outcome = outcome_of("landing", "defender" if repelled else "attacker", slain, False)
    return BattlePreview(
        attacker=side_of(state, None, dragon),
        defender=side_of(state, key, piece),
        range="",
        mode="landing",
        outcome=outcome,
        shoots_back=False,
        hits=(),
        attacker_lost=(),
        defender_lost=() if repelled else piece.cards,
        attacker_defeated=slain,
        defender_defeated=not repelled,
        vp={piece.owner: TROPHY_VP} if slain else {},
        upkeep=0,
        crown_falls=not repelled and piece.kind == CASTLE and state.crown == piece.at,
    )


def _parts(terms: tuple[Term, ...]) -> tuple[tuple[str, int, int], ...]:
    return tuple((t.source, t.value, t.card) for t in terms)


def _who(role: str, side: SidePreview, general: int) -> dict[str, Any]:
    """A side's kind, seat, square, general card and cards, as the event names them."""
    names = ("", "_seat", "_at", "_general", "_cards")
    values = (side.kind, side.owner, side.at, general, side.cards)
    return {role + name: value for name, value in zip(names, values, strict=True)}


def battle_event(
    p: BattlePreview, seat: int, keys: tuple[PieceKey | None, PieceKey | None], dragon: int
) -> BattleFought:
    """The :class:`~game.crown.events.BattleFought` of a battle the rules fight now
    (``p``: its numbers, worked out before anything changed; ``keys``: the attacking and
    defending pieces, None for the dragon or a wall; ``dragon``: the dragon card)."""
    a, d = p.attacker, p.defender
    general = [piece_kind(k)[1] if k is not None else -1 for k in keys]
    fought_dragon = DRAGON in (a.kind, d.kind)
    return BattleFought(
        **_who("attacker", a, general[0]),
        **_who("defender", d, general[1]),
        seat=seat,
        mode=p.mode,
        range=p.range,
        attack=a.atk,
        attack_parts=_parts(a.atk_terms),
        attacker_defence=a.defence,
        attacker_defence_parts=_parts(a.def_terms),
        defence=d.defence,
        defence_parts=_parts(d.def_terms),
        defender_attack=d.atk,
        defender_attack_parts=_parts(d.atk_terms),
        shoots_back=p.shoots_back,
        hits=tuple((h.card, h.defence, h.hit) for h in p.hits),
        winner=_winner(p),
        attacker_lost=p.attacker_lost,
        defender_lost=p.defender_lost,
        attacker_defeated=p.attacker_defeated,
        defender_defeated=p.defender_defeated,
        vp=tuple(sorted(p.vp.items())),
        slain=p.outcome == "slain",
        dragon=dragon if fought_dragon else -1,
        crown_falls=p.crown_falls,
        upkeep=p.upkeep,
    )


def _winner(p: BattlePreview) -> str:
    """``attacker``, ``defender`` or ``""`` (nobody: a draw, a volley that left cards)."""
    if p.mode == "landing":  # the piece holds (and may slay the dragon), or falls
        return "attacker" if p.outcome == "win" else "defender"
    if p.outcome in ("win", "slain", "removed", "wall"):
        return "attacker"  # a volley's hits, a repelled attack: nobody
    return "defender" if p.outcome == "counterattack" else ""


__all__ = [
    "BattlePreview",
    "Hit",
    "SidePreview",
    "Term",
    "battle_event",
    "landing",
    "outcome_of",
    "preview",
    "side_of",
]
