"""Crown & Dragon's cards and pieces as data tables: weapons, military cards, generals,
heroes, action and black cards, dragons, prices, capacities and caps.

Cards that cannot be told apart share one number: a military card is its *type*
(``weapon * 4 + grade``, 36 types, 90 cards), an action or black card its *kind*.  The 27
general cards are all different (``weapon * 3 + role``).  Names shown to players live in
the locales (``crown.general.<name>`` and so on), never here.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- branches and weapons ----------------------------------------------------------------

INFANTRY, CAVALRY, ARCHERY = 0, 1, 2
BRANCHES = ("infantry", "cavalry", "archery")
WEAPONS = ("sword", "spear", "axe", "lance", "sabre", "mace", "longbow", "crossbow", "javelin")
WEAPON_INDEX = {name: i for i, name in enumerate(WEAPONS)}


def branch_of_weapon(weapon: int) -> int:
    """Three weapons per branch, in the order of :data:`BRANCHES`."""
    return weapon // 3


# --- military cards ------------------------------------------------------------------------

GRADES = ("recruit", "veteran", "elite", "champion")
GRADE_INDEX = {name: i for i, name in enumerate(GRADES)}
GRADE_COUNT = (4, 3, 2, 1)
GRADE_STRENGTH = (10, 20, 30, 40)
GRADE_UPKEEP = (0, 1, 1, 2)
GRADE_PRICE = (1, 2, 3, 4)
MILITARY_TYPES = len(WEAPONS) * len(GRADES)


@dataclass(frozen=True)
class Military:
    """One military card type."""

    weapon: int
    grade: int
    atk: int
    defence: int
    upkeep: int
    price: int

    @property
    def branch(self) -> int:
        return branch_of_weapon(self.weapon)

    @property
    def count(self) -> int:
        """Copies of this type in the deck."""
        return GRADE_COUNT[self.grade]


def _military(kind: int) -> Military:
    weapon, grade = divmod(kind, len(GRADES))
    atk = defence = GRADE_STRENGTH[grade]
    if grade > 0 and branch_of_weapon(weapon) == INFANTRY:
        defence += 10
    if grade > 0 and branch_of_weapon(weapon) == CAVALRY:
        atk += 10
    return Military(weapon, grade, atk, defence, GRADE_UPKEEP[grade], GRADE_PRICE[grade])


MILITARY: tuple[Military, ...] = tuple(_military(k) for k in range(MILITARY_TYPES))
MILITARY_ATK = tuple(m.atk for m in MILITARY)
MILITARY_DEF = tuple(m.defence for m in MILITARY)
MILITARY_BRANCH = tuple(m.branch for m in MILITARY)
MILITARY_WEAPON = tuple(m.weapon for m in MILITARY)
MILITARY_UPKEEP = tuple(m.upkeep for m in MILITARY)
MILITARY_PRICE = tuple(m.price for m in MILITARY)
MILITARY_DECK: tuple[int, ...] = tuple(
    k for k in range(MILITARY_TYPES) for _ in range(MILITARY[k].count)
)
"""The 90 military cards as types, sorted."""


def military_type(weapon: int, grade: int) -> int:
    return weapon * len(GRADES) + grade


# --- generals ------------------------------------------------------------------------------

ROLES = ("vanguard", "guardian", "marshal")
ROLE_INDEX = {name: i for i, name in enumerate(ROLES)}
ROLE_BONUS = ((10, 0), (0, 10), (10, 10))
ROLE_PRICE = (3, 3, 4)
GENERAL_COUNT = len(WEAPONS) * len(ROLES)


@dataclass(frozen=True)
class General:
    """One general card (and its piece)."""

    weapon: int
    role: int
    atk: int
    defence: int
    price: int

    @property
    def branch(self) -> int:
        return branch_of_weapon(self.weapon)

    @property
    def key(self) -> str:
        """Its locale key suffix (``crown.general.<key>``): weapon and role."""
        return f"{WEAPONS[self.weapon]}_{ROLES[self.role]}"


def _general(card: int) -> General:
    weapon, role = divmod(card, len(ROLES))
    atk, defence = ROLE_BONUS[role]
    return General(weapon, role, atk, defence, ROLE_PRICE[role])


GENERALS: tuple[General, ...] = tuple(_general(g) for g in range(GENERAL_COUNT))


def general_card(weapon: int, role: int) -> int:
    return weapon * len(ROLES) + role


# --- heroes --------------------------------------------------------------------------------

HENRY, SYLVA, RAGNAR, MIRAE = 0, 1, 2, 3
HERO_NAMES = ("henry", "sylva", "ragnar", "mirae")
HERO_INDEX = {name: i for i, name in enumerate(HERO_NAMES)}
HERO_WEAPON = (
    WEAPON_INDEX["sword"],
    WEAPON_INDEX["longbow"],
    WEAPON_INDEX["lance"],
    WEAPON_INDEX["axe"],
)
HERO_BONUS = (10, 10)
"""Every hero's own ATK/DEF bonus (counted only under alignment, like a general's)."""
RAGNAR_EXTRA_STEPS = 2
SYLVA_REACH = 4
MIRAE_CASTLE_PRICE = 2
HENRY_FOOD_PER_GOLD = 1


def hero_branch(hero: int) -> int:
    return branch_of_weapon(HERO_WEAPON[hero])


# --- action and black cards ----------------------------------------------------------------

ACTIONS = (
    "harvest",
    "tribute",
    "forced_march",
    "shield_wall",
    "battle_cry",
    "masons",
    "tunnel_scouts",
    "recruiters",
    "supply_wagon",
    "dragon_lore",
)
ACTION_COUNT = (10, 8, 8, 7, 7, 8, 5, 6, 5, 4)
(
    HARVEST,
    TRIBUTE,
    FORCED_MARCH,
    SHIELD_WALL,
    BATTLE_CRY,
    MASONS,
    TUNNEL_SCOUTS,
    RECRUITERS,
    SUPPLY_WAGON,
    DRAGON_LORE,
) = range(len(ACTIONS))

BLACKS = (
    "dragons_call",
    "siege_ram",
    "plunder",
    "heros_oath",
    "shadow_path",
    "rockfall",
    "royal_decree",
)
BLACK_COUNT = (3, 3, 3, 3, 3, 2, 2)
DRAGONS_CALL, SIEGE_RAM, PLUNDER, HEROS_OATH, SHADOW_PATH, ROCKFALL, ROYAL_DECREE = range(
    len(BLACKS)
)

HARVEST_FOOD = 2
TRIBUTE_GOLD = 3
FORCED_MARCH_STEPS = 2
SHIELD_WALL_DEF = 20
BATTLE_CRY_ATK = 20
PLUNDER_GOLD = 3
HEROS_OATH_BONUS = 30
ROYAL_DECREE_VP = 10

# --- dragons -------------------------------------------------------------------------------

DRAGONS = ("young", "grown", "elder", "ancient")
DRAGON_INDEX = {name: i for i, name in enumerate(DRAGONS)}
DRAGON_STRENGTH = ((50, 40), (70, 50), (90, 60), (110, 80))
"""ATK and DEF of each dragon card, used in this order."""
ALERT_SLOTS = 5
"""Slot 5 is never rested on: the dragon flies to C as it reaches it."""

# --- prices, capacities, caps, points ------------------------------------------------------

GOLD_CAP = 12
FOOD_CAP = 5
START_GOLD = 5
INCOME_GOLD = 2
CASTLE_INCOME = 2
INCOME_FOOD = 1
CASTLE_PRICE = 3
WALL_PRICE = 1
BLACK_PRICE = 3
FOOD_PER_GOLD = 2
REDEPLOY_FOOD = 2
REDEPLOY_FOOD_LARGE = 3
REDEPLOY_LARGE_ARMY = 5
"""Owning this many military cards raises the redeploy price."""
CARDS_PER_PIECE = 2
MAX_CASTLES = 3
MAX_WALLS = 8
MAX_GENERALS = 3
HAND_LIMIT = 3
CASTLE_BASE_DEF = 30
SPECIALTY_BONUS = 10
"""Per card, when a piece holds two cards of its own branch."""
MELEE_REACH = 1
RANGED_REACH = (2, 3)
GENERAL_STEPS = 3
CAVALRY_STEPS = 5
MARKET_GENERALS = 3
MARKET_MILITARY = 4
BATTLE_VP = 10
TROPHY_VP = 20
QUEUE_VP = 20
GOAL_VP = 70
SMALL_GOAL_VP = 50
"""The goal with two players or with teams."""
DEFAULT_ROUND_LIMIT = 30
