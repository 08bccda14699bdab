"""Crown & Dragon's data tables against the spec: board, decks, heroes, numbers."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from game.crown import board, cards
from game.crown.board import (
    CASTLE_SITES,
    FORTRESS,
    GATES,
    HOMES,
    TERRITORIES,
    TUNNELS,
    WALL_SITES,
    C,
)

ROOT = Path(__file__).resolve().parents[2]

DIAGRAM = """\
H . . . w . T . w . . . H
. . . . w . . . w . . . .
. . . . w . . . w . . . .
. . . . w . . . w . . . .
w w w w g . . . g w w w w
. . . . . F F F . . . . .
T . . . . F C F . . . . T
. . . . . F F F . . . . .
w w w w g . . . g w w w w
. . . . w . . . w . . . .
. . . . w . . . w . . . .
. . . . w . . . w . . . .
H . . . w . T . w . . . H"""


def test_the_board_matches_the_spec_diagram() -> None:
    drawn: dict[tuple[int, int], str] = {}
    for y, row in enumerate(DIAGRAM.splitlines()):
        for x, mark in enumerate(row.split()):
            drawn[(x, y)] = mark
    assert len(drawn) == 169
    assert {sq for sq, m in drawn.items() if m == "H"} == set(HOMES)
    assert {sq for sq, m in drawn.items() if m == "w"} == {s for t in WALL_SITES for s in t}
    assert {sq for sq, m in drawn.items() if m == "g"} == set(GATES)
    assert {sq for sq, m in drawn.items() if m == "T"} == set(TUNNELS)
    assert {sq for sq, m in drawn.items() if m in "FC"} == FORTRESS
    assert drawn[C] == "C"


def test_territories_sites_and_tunnels() -> None:
    assert [sorted(t)[0] for t in TERRITORIES] == [(0, 0), (8, 0), (8, 8), (0, 8)]
    for t in range(4):
        assert len(TERRITORIES[t]) == 25
        assert HOMES[t] in TERRITORIES[t] and GATES[t] in TERRITORIES[t]
        assert len(WALL_SITES[t]) == 8 and set(WALL_SITES[t]) <= TERRITORIES[t]
        assert len(CASTLE_SITES[t]) == 15
        parts = set(CASTLE_SITES[t]) | set(WALL_SITES[t]) | {HOMES[t], GATES[t]}
        assert parts == TERRITORIES[t]
    assert TUNNELS == ((6, 0), (12, 6), (6, 12), (0, 6))  # T1..T4 clockwise
    assert board.TERRITORIES_IN_PLAY == {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}


def test_the_dragon_wraps_around_the_edges() -> None:
    assert board.fly((6, 6), "N", 6) == (6, 0)
    assert board.fly((6, 1), "N", 3) == (6, 11)
    assert board.fly((11, 6), "E", 4) == (2, 6)
    assert board.fly((0, 12), "S", 1) == (0, 0)
    assert board.fly((1, 3), "W", 2) == (12, 3)


def test_the_military_deck() -> None:
    deck = cards.MILITARY_DECK
    assert len(deck) == 90
    per_weapon = Counter(cards.MILITARY_WEAPON[t] for t in deck)
    assert set(per_weapon.values()) == {10} and len(per_weapon) == 9
    grades = Counter(cards.MILITARY[t].grade for t in deck)
    assert grades == {0: 36, 1: 27, 2: 18, 3: 9}
    assert sum(cards.MILITARY_PRICE[t] for t in deck) == 9 * 20
    assert sum(cards.MILITARY_UPKEEP[t] for t in deck) == 9 * 7
    sword = cards.WEAPON_INDEX["sword"]
    lance = cards.WEAPON_INDEX["lance"]
    bow = cards.WEAPON_INDEX["longbow"]
    table = {
        sword: [(10, 10), (20, 30), (30, 40), (40, 50)],  # infantry: +10 DEF from veteran up
        lance: [(10, 10), (30, 20), (40, 30), (50, 40)],  # cavalry: +10 ATK from veteran up
        bow: [(10, 10), (20, 20), (30, 30), (40, 40)],
    }
    for weapon, rows in table.items():
        for grade, (atk, defence) in enumerate(rows):
            card = cards.MILITARY[cards.military_type(weapon, grade)]
            assert (card.atk, card.defence) == (atk, defence)
    assert sum(cards.MILITARY_ATK[t] for t in deck) == 9 * 200 + 3 * 60
    assert sum(cards.MILITARY_DEF[t] for t in deck) == 9 * 200 + 3 * 60


def test_the_generals() -> None:
    assert len(cards.GENERALS) == 27
    assert Counter(g.weapon for g in cards.GENERALS) == {w: 3 for w in range(9)}
    assert sum(g.price for g in cards.GENERALS) == 9 * (3 + 3 + 4)
    assert sum(g.atk for g in cards.GENERALS) == 9 * 20
    assert sum(g.defence for g in cards.GENERALS) == 9 * 20
    vanguard = cards.GENERALS[cards.general_card(0, 0)]
    assert (vanguard.atk, vanguard.defence, vanguard.price) == (10, 0, 3)
    guardian = cards.GENERALS[cards.general_card(0, 1)]
    assert (guardian.atk, guardian.defence, guardian.price) == (0, 10, 3)
    marshal = cards.GENERALS[cards.general_card(0, 2)]
    assert (marshal.atk, marshal.defence, marshal.price) == (10, 10, 4)


def test_every_general_has_a_name_in_both_languages() -> None:
    names = {}
    for lang in ("en", "ko"):
        data = json.loads((ROOT / "locales" / f"crown.{lang}.json").read_text(encoding="utf-8"))
        names[lang] = data[lang]["general"]
    keys = {g.key for g in cards.GENERALS}
    assert len(keys) == 27
    assert set(names["en"]) == keys == set(names["ko"])
    assert len(set(names["en"].values())) == 27 and len(set(names["ko"].values())) == 27


def test_heroes() -> None:
    assert cards.HERO_NAMES == ("henry", "sylva", "ragnar", "mirae")
    weapons = [cards.WEAPONS[w] for w in cards.HERO_WEAPON]
    assert weapons == ["sword", "longbow", "lance", "axe"]
    branches = [cards.BRANCHES[cards.hero_branch(h)] for h in range(4)]
    assert branches == ["infantry", "archery", "cavalry", "infantry"]
    assert cards.HERO_BONUS == (10, 10)
    assert cards.RAGNAR_EXTRA_STEPS == 2 and cards.SYLVA_REACH == 4
    assert cards.MIRAE_CASTLE_PRICE == 2 and cards.HENRY_FOOD_PER_GOLD == 1


def test_action_black_and_dragon_cards() -> None:
    assert sum(cards.ACTION_COUNT) == 68 and len(cards.ACTIONS) == 10
    assert dict(zip(cards.ACTIONS, cards.ACTION_COUNT, strict=True)) == {
        "harvest": 10,
        "tribute": 8,
        "forced_march": 8,
        "shield_wall": 7,
        "battle_cry": 7,
        "masons": 8,
        "tunnel_scouts": 5,
        "recruiters": 6,
        "supply_wagon": 5,
        "dragon_lore": 4,
    }
    assert sum(cards.BLACK_COUNT) == 19
    assert dict(zip(cards.BLACKS, cards.BLACK_COUNT, strict=True)) == {
        "dragons_call": 3,
        "siege_ram": 3,
        "plunder": 3,
        "heros_oath": 3,
        "shadow_path": 3,
        "rockfall": 2,
        "royal_decree": 2,
    }
    assert cards.DRAGONS == ("young", "grown", "elder", "ancient")
    assert cards.DRAGON_STRENGTH == ((50, 40), (70, 50), (90, 60), (110, 80))


def test_prices_capacities_and_caps() -> None:
    assert (cards.GOLD_CAP, cards.FOOD_CAP, cards.START_GOLD) == (12, 5, 5)
    assert (cards.CASTLE_PRICE, cards.WALL_PRICE, cards.BLACK_PRICE) == (3, 1, 3)
    assert (cards.MAX_CASTLES, cards.MAX_WALLS, cards.MAX_GENERALS) == (3, 8, 3)
    assert (cards.CARDS_PER_PIECE, cards.HAND_LIMIT, cards.CASTLE_BASE_DEF) == (2, 3, 30)
    assert (cards.REDEPLOY_FOOD, cards.REDEPLOY_FOOD_LARGE, cards.REDEPLOY_LARGE_ARMY) == (2, 3, 5)
    assert (cards.GOAL_VP, cards.SMALL_GOAL_VP, cards.DEFAULT_ROUND_LIMIT) == (70, 50, 30)
    assert (cards.BATTLE_VP, cards.TROPHY_VP, cards.QUEUE_VP) == (10, 20, 20)
    assert (cards.GENERAL_STEPS, cards.CAVALRY_STEPS, cards.RANGED_REACH) == (3, 5, (2, 3))
