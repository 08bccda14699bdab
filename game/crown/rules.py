"""Crown & Dragon's rules (the spec ``crown.md``; decisions where it is silent: docs/crown.md).

The flow is a state machine over ``state.stage``.

- Chance: ``deal`` (heroes left to chance, three generals and a black card per player, the
  market, the start seat), ``roll`` (black and white dice), ``refill`` (a market slot),
  ``recruit`` (the top military card for Recruiters), ``draw_black``, ``draw_action``.
- Setup decisions: ``keep`` (one of the three dealt generals), ``keep_place`` (its cell).
- A turn: ``rock`` (where the rock enters), ``act`` (the hero step, then each general of
  an army action: move, fight once before, during or after the move, end), ``main`` (the
  one main action), ``market``, ``place`` (a bought general's cell), ``assign`` (a military
  card's piece), ``redeploy``, ``build``, ``army`` (which general acts next), ``target``
  (a played card's target), ``upkeep`` (which cards to pay for after a battle), ``crown``
  (which castle takes a won crown), ``cards`` (the last chance to play cards), ``discard``
  (down to three action cards).

Actions are tuples: ``("keep", g)``, ``("place", x, y)``, ``("rock", x, y)``,
``("move", x, y)``, ``("attack", x, y)``, ``("end",)``, ``("market",)``, ``("redeploy",)``,
``("build",)``, ``("army",)``, ``("general", g)``, ``("military", t)``, ``("black",)``
(buy one), ``("trade",)``, ``("done",)``, ``("assign", x, y)``, ``("discard",)``,
``("castle", x, y)``, ``("wall", x, y)``, ``("act", x, y)`` (a general acts),
``("play", kind)`` (an action card), ``("dark", kind)`` (the black card), ``("target",
...)``, ``("upkeep", mask)``, ``("crown", x, y)``, ``("discard", kind)``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from itertools import product
from typing import Any

from game.crown import battle, moves
from game.crown.battle import CASTLE, DRAGON, GENERAL, HERO, WALL, Fighter
from game.crown.board import (
    CASTLE_SITES,
    DIRECTIONS,
    FORTRESS,
    HOMES,
    TERRITORIES,
    TERRITORIES_IN_PLAY,
    TERRITORY_OF,
    TUNNEL_SET,
    TUNNELS,
    WALL_SITES,
    C,
    Square,
    distance,
    fly,
)
from game.crown.cards import (
    ACTION_COUNT,
    ACTIONS,
    ALERT_SLOTS,
    BATTLE_CRY,
    BATTLE_CRY_ATK,
    BLACK_COUNT,
    BLACK_PRICE,
    BLACKS,
    CARDS_PER_PIECE,
    CASTLE_INCOME,
    CASTLE_PRICE,
    CAVALRY,
    CAVALRY_STEPS,
    DEFAULT_ROUND_LIMIT,
    DRAGON_LORE,
    DRAGON_STRENGTH,
    DRAGONS,
    DRAGONS_CALL,
    FOOD_CAP,
    FOOD_PER_GOLD,
    FORCED_MARCH,
    FORCED_MARCH_STEPS,
    GENERAL_COUNT,
    GENERAL_STEPS,
    GENERALS,
    GOAL_VP,
    GOLD_CAP,
    HAND_LIMIT,
    HARVEST,
    HARVEST_FOOD,
    HENRY,
    HENRY_FOOD_PER_GOLD,
    HERO_BONUS,
    HERO_NAMES,
    HERO_WEAPON,
    HEROS_OATH,
    HEROS_OATH_BONUS,
    INCOME_FOOD,
    INCOME_GOLD,
    MARKET_GENERALS,
    MARKET_MILITARY,
    MASONS,
    MAX_CASTLES,
    MAX_GENERALS,
    MAX_WALLS,
    MILITARY,
    MILITARY_BRANCH,
    MILITARY_PRICE,
    MILITARY_TYPES,
    MILITARY_UPKEEP,
    MIRAE,
    MIRAE_CASTLE_PRICE,
    PLUNDER,
    PLUNDER_GOLD,
    QUEUE_VP,
    RAGNAR,
    RAGNAR_EXTRA_STEPS,
    RECRUITERS,
    REDEPLOY_FOOD,
    REDEPLOY_FOOD_LARGE,
    REDEPLOY_LARGE_ARMY,
    ROCKFALL,
    ROYAL_DECREE,
    ROYAL_DECREE_VP,
    SHADOW_PATH,
    SHIELD_WALL,
    SHIELD_WALL_DEF,
    SIEGE_RAM,
    SMALL_GOAL_VP,
    START_GOLD,
    SUPPLY_WAGON,
    SYLVA,
    SYLVA_REACH,
    TRIBUTE,
    TRIBUTE_GOLD,
    TROPHY_VP,
    TUNNEL_SCOUTS,
    WALL_PRICE,
)
from game.crown.state import (
    SCHEMA,
    CastlePiece,
    CrownObservation,
    CrownState,
    GeneralPiece,
    PieceKey,
)
from game.engine.contract import (
    CHANCE,
    TERMINAL,
    Action,
    LogEntry,
    Outcome,
    SetupError,
    Sides,
    outcome_value,
)
from game.engine.schema import SchemaRules

BLACK_FACES = ("R", "N", "E", "S", "W")
BLACK_DIE = ("R", "R", "N", "E", "S", "W")
ROLLS = [
    ((face, white), BLACK_DIE.count(face) / 36) for face in BLACK_FACES for white in range(1, 7)
]
CHANCE_STAGES = frozenset(("deal", "roll", "refill", "recruit", "draw_black", "draw_action"))
CARD_STAGES = frozenset(("act", "main", "market", "build", "army", "cards"))
"""Where the active player may play a card (any time after the roll, between decisions)."""
ROUND_LIMITS = (None, 20, 30, 40, 60)
HERO_KEY = "h"
GENERAL_KEY = "g"
CASTLE_KEY = "c"


def goal_for(players: int, teams: bool) -> int:
    return SMALL_GOAL_VP if players == 2 or teams else GOAL_VP


class CrownRules(SchemaRules):
    game_id = "crown"
    schema = SCHEMA
    min_players = 2
    max_players = 4

    # --- setup -----------------------------------------------------------------------------
    def normalize_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        players = setup.get("players", 2)
        if type(players) is not int or not 2 <= players <= 4:
            raise SetupError("crown.error.players")
        teams = setup.get("teams", False)
        random_start = setup.get("random_start", False)
        if not isinstance(teams, bool) or not isinstance(random_start, bool):
            raise SetupError("crown.error.option")
        if teams and players != 4:
            raise SetupError("crown.error.teams")
        limit = setup.get("round_limit", DEFAULT_ROUND_LIMIT)
        if limit is not None and (type(limit) is not int or not 1 <= limit <= 999):
            raise SetupError("crown.error.round_limit")
        heroes = setup.get("heroes")
        if heroes is None:
            heroes = [None] * players
        if not isinstance(heroes, (list, tuple)) or len(heroes) < players:
            raise SetupError("crown.error.heroes")
        heroes = list(heroes[:players])
        named = [h for h in heroes if h is not None]
        if any(h not in HERO_NAMES for h in named) or len(set(named)) != len(named):
            raise SetupError("crown.error.heroes")
        return {
            "players": players,
            "teams": teams,
            "round_limit": limit,
            "random_start": random_start,
            "heroes": heroes,
        }

    def initial_state(self, setup: Mapping[str, Any]) -> CrownState:
        players = setup["players"]
        teams = setup.get("teams", False)
        return CrownState(
            players=players,
            teams=teams,
            round_limit=setup.get("round_limit", DEFAULT_ROUND_LIMIT),
            goal=goal_for(players, teams),
            territory=TERRITORIES_IN_PLAY[players],
            hero_choice=tuple(setup.get("heroes") or [None] * players),
            random_start=setup.get("random_start", False),
            hero=[-1] * players,
            hero_at=[HOMES[t] for t in TERRITORIES_IN_PLAY[players]],
            hero_cards=[() for _ in range(players)],
            vp=[0] * players,
            gold=[START_GOLD] * players,
            food=[0] * players,
            trophies=[[] for _ in range(players)],
            hands=[[] for _ in range(players)],
            black=[-1] * players,
            dealt=[() for _ in range(players)],
            military_deck=[MILITARY[t].count for t in range(MILITARY_TYPES)],
            military_discard=[0] * MILITARY_TYPES,
            action_deck=list(ACTION_COUNT),
            action_discard=[0] * len(ACTIONS),
            black_deck=list(BLACK_COUNT),
            black_discard=[0] * len(BLACKS),
            general_pool=list(range(GENERAL_COUNT)),
            market_generals=[-1] * MARKET_GENERALS,
            market_military=[-1] * MARKET_MILITARY,
            shield=[None] * players,
        )

    # --- small queries -----------------------------------------------------------------------
    def sides(self, state: CrownState) -> Sides:
        if state.teams:
            return Sides.teams(state.players, [[0, 2], [1, 3]])
        return Sides.solo(state.players)

    @staticmethod
    def side_of_seat(state: CrownState, seat: int) -> frozenset[int]:
        """``seat`` and its partner (teams: seats 0+2 and 1+3)."""
        if state.teams:
            return frozenset((seat % 2, seat % 2 + 2))
        return frozenset((seat,))

    @staticmethod
    def points(state: CrownState, seat: int) -> int:
        """Victory points, the queue's first place included."""
        return state.vp[seat] + (QUEUE_VP if state.queue and state.queue[0] == seat else 0)

    @staticmethod
    def crown_holder(state: CrownState) -> int | None:
        if state.crown == C:
            return None
        castle = state.castles.get(state.crown)
        return castle.owner if castle is not None else None

    @staticmethod
    def piece_square(state: CrownState, key: PieceKey) -> Square:
        if key[0] == HERO_KEY:
            return state.hero_at[key[1]]
        if key[0] == GENERAL_KEY:
            return state.generals[key[1]].at
        return (key[1], key[2])

    @staticmethod
    def piece_cards(state: CrownState, key: PieceKey) -> tuple[int, ...]:
        if key[0] == HERO_KEY:
            return state.hero_cards[key[1]]
        if key[0] == GENERAL_KEY:
            return state.generals[key[1]].cards
        return state.castles[(key[1], key[2])].cards

    @staticmethod
    def piece_owner(state: CrownState, key: PieceKey) -> int:
        if key[0] == HERO_KEY:
            return key[1]
        if key[0] == GENERAL_KEY:
            return state.generals[key[1]].owner
        return state.castles[(key[1], key[2])].owner

    @staticmethod
    def exists(state: CrownState, key: PieceKey | None) -> bool:
        if key is None:
            return False
        if key[0] == HERO_KEY:
            return True
        if key[0] == GENERAL_KEY:
            return key[1] in state.generals
        return (key[1], key[2]) in state.castles

    def set_cards(self, state: CrownState, key: PieceKey, cards: tuple[int, ...]) -> None:
        if key[0] == HERO_KEY:
            state.hero_cards[key[1]] = cards
        elif key[0] == GENERAL_KEY:
            state.generals[key[1]] = state.generals[key[1]]._replace(cards=cards)
        else:
            square = (key[1], key[2])
            state.castles[square] = state.castles[square]._replace(cards=cards)

    @staticmethod
    def units_at(state: CrownState) -> dict[Square, PieceKey]:
        """Heroes and generals by square."""
        found: dict[Square, PieceKey] = {sq: (HERO_KEY, s) for s, sq in enumerate(state.hero_at)}
        for g, general in state.generals.items():
            found[general.at] = (GENERAL_KEY, g)
        return found

    def key_at(self, state: CrownState, square: Square) -> PieceKey | None:
        """The hero, general or castle on ``square``."""
        if square in state.castles:
            return (CASTLE_KEY, *square)
        return self.units_at(state).get(square)

    @staticmethod
    def taken(state: CrownState) -> set[Square]:
        """Every square holding a piece, a structure, the rock or the dragon."""
        found = set(state.hero_at)
        found.update(g.at for g in state.generals.values())
        found.update(state.castles)
        found.update(state.walls)
        if state.rock is not None:
            found.add(state.rock)
        if state.dragon_at is not None:
            found.add(state.dragon_at)
        return found

    def is_free(self, state: CrownState, square: Square) -> bool:
        """No piece, structure, rock or dragon."""
        return square not in self.taken(state)

    def free_cells(self, state: CrownState, seat: int) -> list[Square]:
        """Free cells of the seat's territory, sorted by x then y."""
        taken = self.taken(state)
        return sorted(sq for sq in TERRITORIES[state.territory[seat]] if sq not in taken)

    def military_owned(self, state: CrownState, seat: int) -> list[int]:
        cards = list(state.hero_cards[seat])
        for general in state.generals.values():
            if general.owner == seat:
                cards.extend(general.cards)
        for castle in state.castles.values():
            if castle.owner == seat:
                cards.extend(castle.cards)
        return cards

    def castles_of(self, state: CrownState, seat: int) -> list[Square]:
        return sorted(sq for sq, c in state.castles.items() if c.owner == seat)

    @staticmethod
    def castle_count(state: CrownState, seat: int) -> int:
        return sum(1 for c in state.castles.values() if c.owner == seat)

    def walls_of(self, state: CrownState, seat: int) -> int:
        return sum(1 for owner in state.walls.values() if owner == seat)

    def generals_of(self, state: CrownState, seat: int) -> list[int]:
        return sorted(g for g, p in state.generals.items() if p.owner == seat)

    # --- strength ----------------------------------------------------------------------------
    def fighter(self, state: CrownState, key: PieceKey, attacking: bool = False) -> Fighter:
        """The piece as a battle sees it, with its temporary effects."""
        owner = self.piece_owner(state, key)
        shielded = SHIELD_WALL_DEF if state.shield[owner] == key else 0
        cry = BATTLE_CRY_ATK if attacking and state.battle_cry and owner == state.turn else 0
        square = self.piece_square(state, key)
        cards = self.piece_cards(state, key)
        if key[0] == HERO_KEY:
            hero = state.hero[owner]
            oath = HEROS_OATH_BONUS if state.oath and owner == state.turn else 0
            return Fighter(
                HERO,
                owner,
                square,
                cards,
                HERO_WEAPON[hero],
                HERO_BONUS,
                (oath + cry, oath + shielded),
                SYLVA_REACH if hero == SYLVA else 3,
            )
        if key[0] == GENERAL_KEY:
            card = GENERALS[key[1]]
            bonus = (card.atk, card.defence)
            return Fighter(GENERAL, owner, square, cards, card.weapon, bonus, (cry, shielded))
        return Fighter(CASTLE, owner, square, cards, temp=(0, shielded))

    def target_fighter(self, state: CrownState, square: Square) -> Fighter | None:
        """Whatever may be attacked on ``square``: a piece, a castle, a wall or the dragon."""
        key = self.key_at(state, square)
        if key is not None:
            return self.fighter(state, key)
        if square in state.walls:
            return Fighter(WALL, state.walls[square], square)
        if square == state.dragon_at:
            return Fighter(DRAGON, -1, square, dragon=state.dragon)
        return None

    def steps_of(self, state: CrownState, key: PieceKey) -> int:
        """A general's allowance: 5 with cards, all cavalry; else 3."""
        cards = self.piece_cards(state, key)
        if cards and all(MILITARY_BRANCH[c] == CAVALRY for c in cards):
            return CAVALRY_STEPS
        return GENERAL_STEPS

    # --- movement ----------------------------------------------------------------------------
    def terrain_for(self, state: CrownState, key: PieceKey) -> list[int]:
        owner = self.piece_owner(state, key)
        start = self.piece_square(state, key)
        has_cards = bool(self.piece_cards(state, key))
        if not has_cards and start not in TERRITORIES[state.territory[owner]]:
            return [moves.BLOCKED] * moves.CELLS  # stranded outside without a card
        # What each square is to this piece (moves.FREE, BLOCKED, ...): own castles are
        # passed free, own walls one step each; pieces, rivals' castles and walls, the rock
        # and the dragon block.
        size, blocked = moves.SIZE, moves.BLOCKED
        cells = moves.base_terrain(state.territory[owner], has_cards, key[0] == HERO_KEY)
        others: list[Square] = []
        for square, castle in state.castles.items():
            if castle.owner != owner:
                others.append(square)
            elif cells[i := square[1] * size + square[0]] != blocked:
                cells[i] = moves.CASTLE_PASS
        for square, wall_owner in state.walls.items():
            if wall_owner != owner:
                others.append(square)
            elif cells[i := square[1] * size + square[0]] != blocked:
                cells[i] = moves.WALL_PASS
        others.extend(square for square in state.hero_at if square != start)
        others.extend(g.at for g in state.generals.values() if g.at != start)
        for square in (state.rock, state.dragon_at):
            if square is not None:
                others.append(square)
        for x, y in others:
            cells[y * size + x] = blocked
        return cells

    def destinations(self, state: CrownState, key: PieceKey, steps: int) -> dict[Square, int]:
        """Where the piece may end a move of at most ``steps`` (square -> cost)."""
        cells = self.terrain_for(state, key)
        start = moves.index(self.piece_square(state, key))
        found = moves.distances(cells, start, steps)
        return {moves.square_of(i): found[i] for i in moves.stops(cells, found, start)}

    def crown_reach(self, state: CrownState, key: PieceKey, steps: int) -> set[Square]:
        """The destinations a hero reaches passing C (empty unless it could take the crown)."""
        if key[0] != HERO_KEY or not self.may_take_crown(state, key[1]):
            return set()
        cells = self.terrain_for(state, key)
        start = moves.index(self.piece_square(state, key))
        _, via = moves.crown_routes(cells, start, steps)
        return {moves.square_of(i) for i in via}

    def may_take_crown(self, state: CrownState, seat: int) -> bool:
        return state.crown == C and any(c.owner == seat for c in state.castles.values())

    # --- flow ----------------------------------------------------------------------------------
    def to_move(self, state: CrownState) -> int:
        stage = state.stage
        if stage == "over":
            return TERMINAL
        if stage in CHANCE_STAGES:
            return CHANCE
        return state.turn

    def legal_actions(self, state: CrownState) -> list[Action]:
        stage = state.stage
        seat = state.turn
        actions: list[Action]
        if stage == "act":
            actions = self._act_actions(state)
        elif stage == "main":
            actions = self._main_actions(state)
        elif stage in ("market", "build", "army"):
            actions = [*self._offers(state), ("done",)]
        elif stage == "cards":
            actions = [("end",)]
        elif stage in ("place", "keep_place"):
            return [("place", x, y) for x, y in self.free_cells(state, seat)]
        elif stage == "assign":
            actions = [("assign", x, y) for x, y in self.assign_targets(state, state.assigning)]
            if state.source == "recruit":
                actions.append(("discard",))
            return actions
        elif stage == "redeploy":
            return [("assign", x, y) for x, y in self.redeploy_targets(state)]
        elif stage == "keep":
            return [("keep", g) for g in sorted(state.dealt[seat])]
        elif stage == "rock":
            return [("rock", x, y) for x, y in self.free_tunnels(state)]
        elif stage == "target":
            return self._card_targets(state)
        elif stage == "upkeep":
            return [("upkeep", mask) for mask in self.upkeep_masks(state)]
        elif stage == "crown":
            return [("crown", x, y) for x, y in state.crown_choices]
        elif stage == "discard":
            return [("discard", kind) for kind in sorted(set(state.hands[seat]))]
        else:
            return []
        if stage in CARD_STAGES:
            actions.extend(self.card_plays(state))
        return actions

    def _act_actions(self, state: CrownState) -> list[Action]:
        key = state.piece
        actions: list[Action] = []
        if state.phase in (0, 2) and state.steps_left > 0:
            found = self.destinations(state, key, state.steps_left)
            actions.extend(("move", x, y) for x, y in sorted(found))
        if state.phase in (0, 1):
            actions.extend(("attack", x, y) for x, y in self.attack_targets(state, key))
        actions.append(("end",))
        return actions

    def _act_open(self, state: CrownState) -> bool:
        """Whether the moving piece has anything to do but end (the same answer as
        ``legal_actions(state) != [("end",)]``, without listing every square)."""
        key = state.piece
        if state.phase in (0, 1) and self.attack_targets(state, key):
            return True
        if state.phase in (0, 2) and state.steps_left > 0:
            cells = self.terrain_for(state, key)
            start = moves.index(self.piece_square(state, key))
            if moves.any_stop(cells, start, state.steps_left):
                return True
        return self._any(self._card_offers(state))

    def _offers(self, state: CrownState) -> Iterator[Action]:
        """What the market, building or army offers, "done" aside (lazily: the flow only
        asks whether there is anything)."""
        stage = state.stage
        if stage == "market":
            return self._market_offers(state)
        if stage == "build":
            return self._build_offers(state)
        if stage == "army":
            generals = self.generals_of(state, state.turn)
            return (("act", g) for g in generals if g not in state.acted)
        return iter(())

    def _stage_open(self, state: CrownState) -> bool:
        """Whether the market, building, army or end of turn offers more than its "done" or
        "end" (what ``legal_actions`` would say, without listing everything)."""
        return self._any(self._offers(state)) or self._any(self._card_offers(state))

    @staticmethod
    def _any(offers: Iterator[Any]) -> bool:
        return next(offers, None) is not None

    def attack_targets(self, state: CrownState, key: PieceKey) -> list[Square]:
        """Squares the piece may attack now, sorted by x then y."""
        cards = self.piece_cards(state, key)
        if not cards:
            return []
        attacker = self.fighter(state, key, attacking=True)
        side = self.side_of_seat(state, attacker.owner)
        hx, hy = attacker.at
        longest = attacker.reach if battle.ranged(attacker) else 1
        found: list[Square] = []
        units = self.units_at(state)
        # distance() written out: this runs for every piece at every step of a search
        candidates: list[Square] = [
            sq for sq in units if 0 < abs(sq[0] - hx) + abs(sq[1] - hy) <= longest
        ]
        candidates += [sq for sq in state.castles if abs(sq[0] - hx) + abs(sq[1] - hy) <= longest]
        candidates += [sq for sq in state.walls if abs(sq[0] - hx) + abs(sq[1] - hy) == 1]
        if state.dragon_at is not None and key[0] == HERO_KEY:
            candidates.append(state.dragon_at)
        for square in candidates:
            unit = units.get(square)
            if unit is not None and self.piece_owner(state, unit) in side:
                continue
            if square in state.walls and state.walls[square] in side:
                continue
            defender = self.target_fighter(state, square)
            if defender is not None and battle.illegal_reason(attacker, defender, side) is None:
                found.append(square)
        return sorted(set(found))

    def _main_actions(self, state: CrownState) -> list[Action]:
        seat = state.turn
        actions: list[Action] = [("market",)]
        owned = self.military_owned(state, seat)
        if owned and state.food[seat] >= self.redeploy_price(len(owned)):
            actions.append(("redeploy",))
        if self._any(self._build_offers(state)):
            actions.append(("build",))
        if self.generals_of(state, seat):
            actions.append(("army",))
        return actions

    @staticmethod
    def redeploy_price(cards: int) -> int:
        return REDEPLOY_FOOD_LARGE if cards >= REDEPLOY_LARGE_ARMY else REDEPLOY_FOOD

    def castle_price(self, state: CrownState, seat: int) -> int:
        return MIRAE_CASTLE_PRICE if state.hero[seat] == MIRAE else CASTLE_PRICE

    def _market_offers(self, state: CrownState) -> Iterator[Action]:
        """What the market offers the active player, ``done`` aside."""
        seat = state.turn
        gold = state.gold[seat]
        if len(self.generals_of(state, seat)) < MAX_GENERALS and self.free_cells(state, seat):
            for g in state.market_generals:
                if g >= 0 and GENERALS[g].price <= gold:
                    yield ("general", g)
        seen: set[int] = set()
        holders: list[PieceKey] | None = None
        for t in state.market_military:
            if t >= 0 and t not in seen and MILITARY_PRICE[t] <= gold:
                seen.add(t)
                if holders is None:
                    holders = self.holders(state, seat)
                if any(self.can_hold(state, key, t) for key in holders):
                    yield ("military", t)
        if state.black[seat] < 0 and gold >= BLACK_PRICE and self._can_draw_black(state):
            yield ("black",)
        if gold < GOLD_CAP and state.food[seat] >= self.food_per_gold(state, seat):
            yield ("trade",)

    def food_per_gold(self, state: CrownState, seat: int) -> int:
        return HENRY_FOOD_PER_GOLD if state.hero[seat] == HENRY else FOOD_PER_GOLD

    def _build_offers(self, state: CrownState) -> Iterator[Action]:
        """The castles and walls the active player can afford and place, ``done`` aside."""
        seat = state.turn
        gold = state.gold[seat]
        territory = state.territory[seat]
        taken: set[Square] | None = None
        if gold >= self.castle_price(state, seat) and self.castle_count(state, seat) < MAX_CASTLES:
            taken = self.taken(state)
            for x, y in CASTLE_SITES[territory]:
                if (x, y) not in taken:
                    yield ("castle", x, y)
        if gold >= WALL_PRICE and self.walls_of(state, seat) < MAX_WALLS:
            taken = self.taken(state) if taken is None else taken
            for x, y in WALL_SITES[territory]:
                if (x, y) not in taken:
                    yield ("wall", x, y)

    def free_wall_sites(self, state: CrownState, seat: int) -> list[Square]:
        taken = self.taken(state)
        return [sq for sq in WALL_SITES[state.territory[seat]] if sq not in taken]

    def free_tunnels(self, state: CrownState) -> list[Square]:
        """Tunnels holding neither the rock nor the dragon, sorted by x then y."""
        return sorted(t for t in TUNNELS if t != state.rock and t != state.dragon_at)

    # --- assignment ------------------------------------------------------------------------
    def holders(self, state: CrownState, seat: int) -> list[PieceKey]:
        """The seat's pieces that may hold military cards: hero, generals, castles."""
        keys: list[PieceKey] = [(HERO_KEY, seat)]
        keys += [(GENERAL_KEY, g) for g in self.generals_of(state, seat)]
        keys += [(CASTLE_KEY, *sq) for sq in self.castles_of(state, seat)]
        return keys

    def can_hold(self, state: CrownState, key: PieceKey, card: int) -> bool:
        cards = self.piece_cards(state, key)
        if len(cards) >= CARDS_PER_PIECE:
            return False
        if key[0] == GENERAL_KEY or not cards:
            return True
        return MILITARY_BRANCH[cards[0]] == MILITARY_BRANCH[card]

    def assign_targets(self, state: CrownState, card: int) -> list[Square]:
        seat = state.turn
        found = [
            self.piece_square(state, key)
            for key in self.holders(state, seat)
            if self.can_hold(state, key, card)
        ]
        return sorted(found)

    def redeploy_targets(self, state: CrownState) -> list[Square]:
        """Pieces that may take the next card so that every card left still fits."""
        card, rest = state.pool[0], state.pool[1:]
        found = []
        for key in self.holders(state, state.turn):
            if not self.can_hold(state, key, card):
                continue
            before = self.piece_cards(state, key)
            self.set_cards(state, key, (*before, card))
            if self._fits(state, rest):
                found.append(self.piece_square(state, key))
            self.set_cards(state, key, before)
        return sorted(found)

    def _fits(self, state: CrownState, cards: list[int]) -> bool:
        """Whether ``cards`` can all be placed on the active seat's pieces."""
        if not cards:
            return True
        spare = 0
        fixed: dict[int, int] = {}
        empty = 0
        for key in self.holders(state, state.turn):
            held = self.piece_cards(state, key)
            room = CARDS_PER_PIECE - len(held)
            if key[0] == GENERAL_KEY:
                spare += room
            elif held:
                branch = MILITARY_BRANCH[held[0]]
                fixed[branch] = fixed.get(branch, 0) + room
            else:
                empty += 1
        need = [0, 0, 0]
        for c in cards:
            need[MILITARY_BRANCH[c]] += 1
        if len(cards) <= spare:
            return True
        room = [fixed.get(b, 0) for b in range(3)]
        for _ in range(empty):  # each empty piece takes the branch it helps most (concave gains)
            gains = [
                min(n, r + CARDS_PER_PIECE) - min(n, r) for n, r in zip(need, room, strict=True)
            ]
            room[max(range(3), key=gains.__getitem__)] += CARDS_PER_PIECE
        best = sum(min(need[b], room[b]) for b in range(3))
        return len(cards) - best <= spare

    # --- cards -----------------------------------------------------------------------------
    def card_plays(self, state: CrownState) -> list[Action]:
        return list(self._card_offers(state))

    def _card_offers(self, state: CrownState) -> Iterator[Action]:
        """The cards the active player may play now (lazily, like the market's)."""
        seat = state.turn
        if not state.played_action:
            for kind in sorted(set(state.hands[seat])):
                if self.action_playable(state, kind):
                    yield ("play", kind)
        kind = state.black[seat]
        if not state.played_black and kind >= 0 and self.black_playable(state, kind):
            yield ("dark", kind)

    def card_problem(self, state: CrownState, kind: int, black: bool) -> str | None:
        """Why the active player may not play this card now, for the screens: ``"moment"``
        (not a moment for cards: before the roll, or while a choice is open), ``"played"``
        (one of that deck was played this turn) or ``"effect"`` (it would do nothing now);
        None when it may be played."""
        if state.stage not in CARD_STAGES:
            return "moment"
        if state.played_black if black else state.played_action:
            return "played"
        playable = self.black_playable if black else self.action_playable
        return None if playable(state, kind) else "effect"

    def action_playable(self, state: CrownState, kind: int) -> bool:
        """Whether the action card would do anything now (a card without effect is kept)."""
        seat = state.turn
        if kind == HARVEST:
            return state.food[seat] < FOOD_CAP
        if kind == TRIBUTE:
            return state.gold[seat] < GOLD_CAP
        if kind == FORCED_MARCH:
            return self._any_march(state)
        if kind == SHIELD_WALL:
            return True
        if kind == BATTLE_CRY:
            return not state.battle_cry and self.battle_ahead(state)
        if kind == MASONS:
            return self.walls_of(state, seat) < MAX_WALLS and bool(
                self.free_wall_sites(state, seat)
            )
        if kind == TUNNEL_SCOUTS:
            return state.rock is not None
        if kind == RECRUITERS:
            return any(state.military_deck) or any(state.military_discard)
        if kind == SUPPLY_WAGON:
            return not state.supply_wagon
        if kind == DRAGON_LORE:
            return state.dragon < len(DRAGONS) and (state.dragon_at is not None or state.alert > 1)
        return False

    def battle_ahead(self, state: CrownState) -> bool:
        """Whether the active player may still start a battle this turn: the moving piece
        has not fought yet, or a general may still act in the army (one main action a
        turn: after the market, building or a redeploy no battle follows)."""
        stage = state.stage
        if stage == "act":
            if state.phase in (0, 1):  # this piece has not fought yet
                return True
            stage = "main" if state.piece[0] == HERO_KEY else "army"
        seat = state.turn
        if stage == "main":
            return bool(self.generals_of(state, seat))
        if stage == "army":
            return any(g not in state.acted for g in self.generals_of(state, seat))
        return False

    def black_playable(self, state: CrownState, kind: int) -> bool:
        seat = state.turn
        if kind == DRAGONS_CALL:
            return state.dragon < len(DRAGONS)
        if kind == SIEGE_RAM:
            return bool(self._enemy_walls(state))
        if kind == PLUNDER:
            return any(state.gold[s] > 0 for s in self._opponents(state, seat))
        if kind == HEROS_OATH:
            return not state.oath
        if kind == SHADOW_PATH:
            return self._any(self._shadow_squares(state))
        if kind == ROCKFALL:
            return bool(self.free_tunnels(state))
        if kind == ROYAL_DECREE:
            return self.crown_holder(state) == seat
        return False

    def _opponents(self, state: CrownState, seat: int) -> list[int]:
        side = self.side_of_seat(state, seat)
        return [s for s in range(state.players) if s not in side]

    def _enemy_walls(self, state: CrownState) -> list[Square]:
        side = self.side_of_seat(state, state.turn)
        return sorted(sq for sq, owner in state.walls.items() if owner not in side)

    def _any_march(self, state: CrownState) -> bool:
        for g in self.generals_of(state, state.turn):
            key = (GENERAL_KEY, g)
            if key != state.piece and self.destinations(state, key, 1):
                return True
        return False

    def _march_targets(self, state: CrownState) -> list[tuple[int, Square]]:
        found = []
        for g in self.generals_of(state, state.turn):
            key = (GENERAL_KEY, g)
            if key == state.piece:
                continue
            for square in sorted(self.destinations(state, key, FORCED_MARCH_STEPS)):
                found.append((g, square))
        return found

    def _shadow_squares(self, state: CrownState) -> Iterator[Square]:
        """Free squares outside the opponents' territories (fortress only with military,
        never a tunnel), by x then y; a hero without military card stays in its own
        territory."""
        seat = state.turn
        here = state.hero_at[seat]
        has_cards = bool(state.hero_cards[seat])
        enemy = {state.territory[s] for s in self._opponents(state, seat)}
        own = state.territory[seat]
        taken = self.taken(state)
        for x in range(13):
            for y in range(13):
                square = (x, y)
                if square == here or square in TUNNEL_SET or square in taken:
                    continue
                territory = TERRITORY_OF.get(square)
                if territory in enemy:
                    continue
                if square in FORTRESS and not has_cards:
                    continue
                if not has_cards and territory != own:
                    continue
                yield square

    def _card_targets(self, state: CrownState) -> list[Action]:
        card = state.card
        seat = state.turn
        if card == FORCED_MARCH:
            return [("target", g, x, y) for g, (x, y) in self._march_targets(state)]
        if card == SHIELD_WALL:
            squares = sorted(self.piece_square(state, k) for k in self.holders(state, seat))
            return [("target", x, y) for x, y in squares]
        if card == MASONS:
            return [("target", x, y) for x, y in self.free_wall_sites(state, seat)]
        if card == TUNNEL_SCOUTS:
            return [("target", x, y) for x, y in self.free_tunnels(state)] + [("target",)]
        if card == DRAGON_LORE:
            return [("target", d) for d in DIRECTIONS]
        if card == 100 + DRAGONS_CALL:
            return [("target", d, n) for d in DIRECTIONS for n in range(1, 7)]
        if card == 100 + SIEGE_RAM:
            return [("target", x, y) for x, y in self._enemy_walls(state)]
        if card == 100 + PLUNDER:
            return [("target", s) for s in self._opponents(state, seat) if state.gold[s] > 0]
        if card == 100 + SHADOW_PATH:
            return [("target", x, y) for x, y in self._shadow_squares(state)]
        if card == 100 + ROCKFALL:
            return [("target", x, y) for x, y in self.free_tunnels(state)]
        return []

    # --- upkeep ----------------------------------------------------------------------------
    def upkeep_masks(self, state: CrownState) -> list[int]:
        """Which cards to keep (bit i: card i of the piece), every affordable choice, keeping
        more first.  Cards without upkeep are always kept."""
        cards = self.piece_cards(state, state.upkeep_piece)
        gold = state.gold[state.turn]
        free = sum(1 << i for i, c in enumerate(cards) if MILITARY_UPKEEP[c] == 0)
        paid = [i for i, c in enumerate(cards) if MILITARY_UPKEEP[c] > 0]
        masks = []
        for keep in product((True, False), repeat=len(paid)):
            mask = free
            cost = 0
            for i, kept in zip(paid, keep, strict=True):
                if kept:
                    mask |= 1 << i
                    cost += MILITARY_UPKEEP[cards[i]]
            if cost <= gold:
                masks.append(mask)
        return masks

    # --- decisions -------------------------------------------------------------------------
    def apply(self, state: CrownState, action: Action, log: list[LogEntry] | None = None) -> None:
        kind = action[0]
        stage = state.stage
        seat = state.turn
        if kind == "play":
            self._play_action(state, action[1], log)
        elif kind == "dark":
            self._play_black(state, action[1], log)
        elif stage == "keep":
            self._keep(state, action[1], log)
        elif stage == "keep_place":
            self._keep_place(state, (action[1], action[2]), log)
        elif stage == "rock":
            state.rock = (action[1], action[2])
            _log(log, "rock_placed", seat=seat, x=action[1], y=action[2])
            self._start_hero_step(state, log)
        elif stage == "act":
            self._act(state, action, log)
        elif stage == "main":
            self._choose_main(state, kind, log)
        elif stage == "market":
            self._market(state, action, log)
        elif stage == "place":
            self._place_general(state, (action[1], action[2]), log)
        elif stage == "assign":
            self._assign(state, action, log)
        elif stage == "redeploy":
            key = self.key_at(state, (action[1], action[2]))
            card = state.pool.pop(0)
            self.set_cards(state, key, (*self.piece_cards(state, key), card))
            _log(log, "assign", seat=seat, card=card, x=action[1], y=action[2])
            if not state.pool:
                self._after_main(state, log)
        elif stage == "build":
            self._build(state, action, log)
        elif stage == "army":
            if kind == "done":
                self._after_main(state, log)
            else:
                self._activate(state, (GENERAL_KEY, action[1]), log)
        elif stage == "cards":
            self._finish_turn(state, log)
        elif stage == "target":
            self._card_target(state, action, log)
        elif stage == "upkeep":
            self._pay_upkeep(state, action[1], log)
        elif stage == "crown":
            self._place_crown(state, (action[1], action[2]), log)
            self._proceed(state, log)
        elif stage == "discard":
            state.hands[seat].remove(action[1])
            state.action_discard[action[1]] += 1
            _log(log, "discard", seat=seat, card=ACTIONS[action[1]])
            self._next_turn(state, log)
        else:
            raise ValueError(f"unknown action {action!r} in stage {stage}")
        self._check_goal(state, log)

    # setup --------------------------------------------------------------------------------
    def _keep(self, state: CrownState, general: int, log: list[LogEntry] | None) -> None:
        seat = state.turn
        others = [g for g in sorted(state.dealt[seat]) if g != general]
        state.general_bottom.extend((seat, g) for g in others)
        state.dealt[seat] = ()
        state.assigning = general
        state.stage = "keep_place"
        _log(log, "keep", seat=seat, general=GENERALS[general].key)

    def _keep_place(self, state: CrownState, square: Square, log: list[LogEntry] | None) -> None:
        seat = state.turn
        state.generals[state.assigning] = GeneralPiece(seat, square, ())
        _log(
            log,
            "general_placed",
            seat=seat,
            general=GENERALS[state.assigning].key,
            x=square[0],
            y=square[1],
        )
        state.assigning = -1
        if seat + 1 < state.players:
            state.turn = seat + 1
            state.stage = "keep"
        else:
            state.turn = state.start
            self._begin_turn(state, log)

    # the turn ------------------------------------------------------------------------------
    def _begin_turn(self, state: CrownState, log: list[LogEntry] | None) -> None:
        seat = state.turn
        state.shield[seat] = None
        state.oath = state.battle_cry = state.supply_wagon = False
        state.played_action = state.played_black = False
        state.main = ""
        state.acted = []
        state.piece = None
        castles = self.castle_count(state, seat)
        gold = INCOME_GOLD + CASTLE_INCOME * castles
        state.gold[seat] = min(GOLD_CAP, state.gold[seat] + gold)
        state.food[seat] = min(FOOD_CAP, state.food[seat] + INCOME_FOOD)
        _log(log, "turn", seat=seat, round=state.round, gold=gold, food=INCOME_FOOD)
        state.stage = "roll"

    def _start_hero_step(self, state: CrownState, log: list[LogEntry] | None) -> None:
        seat = state.turn
        extra = RAGNAR_EXTRA_STEPS if state.hero[seat] == RAGNAR else 0
        state.piece = (HERO_KEY, seat)
        state.steps_left = state.white + extra
        state.phase = 0
        state.stage = "act"
        self._settle(state, log)

    def _activate(self, state: CrownState, key: PieceKey, log: list[LogEntry] | None) -> None:
        state.acted.append(key[1])
        state.piece = key
        state.steps_left = self.steps_of(state, key)
        state.phase = 0
        state.stage = "act"
        _log(log, "general_acts", seat=state.turn, general=GENERALS[key[1]].key)
        self._settle(state, log)

    def _act(self, state: CrownState, action: Action, log: list[LogEntry] | None) -> None:
        kind = action[0]
        key = state.piece
        if kind == "end":
            self._end_activation(state, log)
            return
        target = (action[1], action[2])
        if kind == "move":
            self._move(state, key, target, log)
            state.phase = 1 if state.phase == 0 else 3
            if state.pending:
                state.resume = "act"
                self._proceed(state, log)
                return
        else:
            state.phase = 2
            state.resume = "act"
            self._battle(state, key, target, log)
            self._proceed(state, log)
            return
        self._settle(state, log)

    def _move(
        self, state: CrownState, key: PieceKey, to: Square, log: list[LogEntry] | None
    ) -> None:
        # destinations() and crown_reach() in one: one terrain, one search
        cells = self.terrain_for(state, key)
        start = moves.index(self.piece_square(state, key))
        found = moves.distances(cells, start, state.steps_left)
        end = moves.index(to)
        if end == start or end not in found or cells[end] != moves.FREE:
            raise KeyError(to)
        via_crown: set[int] = set()
        if key[0] == HERO_KEY and self.may_take_crown(state, key[1]):
            _, via_crown = moves.crown_routes(cells, start, state.steps_left, found)
        state.steps_left -= found[end]
        seat = self.piece_owner(state, key)
        if key[0] == HERO_KEY:
            state.hero_at[seat] = to
            _log(log, "hero_moves", seat=seat, x=to[0], y=to[1])
            if end in via_crown:
                self._take_crown(state, seat, log)
        else:
            state.generals[key[1]] = state.generals[key[1]]._replace(at=to)
            _log(log, "general_moves", seat=seat, general=GENERALS[key[1]].key, x=to[0], y=to[1])

    def _take_crown(self, state: CrownState, seat: int, log: list[LogEntry] | None) -> None:
        """The hero passed C: the crown goes onto one of its player's castles."""
        castles = self.castles_of(state, seat)
        _log(log, "crown_taken", seat=seat)
        if len(castles) == 1:
            self._place_crown(state, castles[0], log)
        else:
            state.crown_choices = tuple(castles)
            state.pending.insert(0, "crown")

    def _place_crown(self, state: CrownState, square: Square, log: list[LogEntry] | None) -> None:
        state.crown = square
        state.crown_choices = ()
        _log(log, "crown_placed", x=square[0], y=square[1])

    def _end_activation(self, state: CrownState, log: list[LogEntry] | None) -> None:
        was_hero = state.piece is not None and state.piece[0] == HERO_KEY
        state.piece = None
        state.steps_left = 0
        state.phase = 0
        if was_hero:
            state.stage = "main"
        else:
            state.stage = "army"
        self._settle(state, log)

    def _settle(self, state: CrownState, log: list[LogEntry] | None) -> None:
        """Skip decisions that have a single, empty answer (an activation that can do
        nothing, a market or building site with nothing to do, no card to play)."""
        while state.stage in ("act", "army", "market", "build", "cards"):
            stage = state.stage
            if stage == "act":
                if self._act_open(state):
                    return
                self._end_activation(state, log)
                return
            if self._stage_open(state):
                return
            if stage == "cards":
                self._finish_turn(state, log)
                return
            self._after_main(state, log)
            return

    # main actions ---------------------------------------------------------------------------
    def _choose_main(self, state: CrownState, kind: str, log: list[LogEntry] | None) -> None:
        seat = state.turn
        state.main = kind
        _log(log, "main", seat=seat, action=kind)
        if kind == "redeploy":
            owned = self.military_owned(state, seat)
            state.food[seat] -= self.redeploy_price(len(owned))
            for key in self.holders(state, seat):
                self.set_cards(state, key, ())
            state.pool = sorted(owned)
            state.stage = "redeploy"
            return
        state.stage = kind
        self._settle(state, log)

    def _after_main(self, state: CrownState, log: list[LogEntry] | None) -> None:
        state.stage = "cards"
        state.piece = None
        self._settle(state, log)

    def _market(self, state: CrownState, action: Action, log: list[LogEntry] | None) -> None:
        kind = action[0]
        seat = state.turn
        if kind == "done":
            self._after_main(state, log)
            return
        state.resume = "market"
        if kind == "general":
            g = action[1]
            slot = state.market_generals.index(g)
            state.market_generals[slot] = -1
            state.gold[seat] -= GENERALS[g].price
            state.assigning = g
            state.refill = ("g", slot)
            state.stage = "place"
            _log(log, "buy_general", seat=seat, general=GENERALS[g].key)
        elif kind == "military":
            t = action[1]
            slot = state.market_military.index(t)
            state.market_military[slot] = -1
            state.gold[seat] -= MILITARY_PRICE[t]
            state.assigning = t
            state.source = "market"
            state.refill = ("m", slot)
            state.stage = "assign"
            _log(log, "buy_military", seat=seat, card=t)
        elif kind == "black":
            state.gold[seat] -= BLACK_PRICE
            state.stage = "draw_black"
            _log(log, "buy_black", seat=seat)
        elif kind == "trade":
            state.food[seat] -= self.food_per_gold(state, seat)
            state.gold[seat] += 1
            _log(log, "trade", seat=seat, food=self.food_per_gold(state, seat))
            self._settle(state, log)

    def _place_general(self, state: CrownState, square: Square, log: list[LogEntry] | None) -> None:
        seat = state.turn
        g = state.assigning
        state.generals[g] = GeneralPiece(seat, square, ())
        state.assigning = -1
        _log(log, "general_placed", seat=seat, general=GENERALS[g].key, x=square[0], y=square[1])
        state.pending.append("refill")
        self._proceed(state, log)

    def _assign(self, state: CrownState, action: Action, log: list[LogEntry] | None) -> None:
        seat = state.turn
        card = state.assigning
        state.assigning = -1
        if action[0] == "discard":
            state.military_discard[card] += 1
            _log(log, "recruit_discarded", seat=seat, card=card)
        else:
            key = self.key_at(state, (action[1], action[2]))
            self.set_cards(state, key, (*self.piece_cards(state, key), card))
            _log(log, "assign", seat=seat, card=card, x=action[1], y=action[2])
        if state.source == "market":
            state.pending.append("refill")
        state.source = ""
        self._proceed(state, log)

    def _build(self, state: CrownState, action: Action, log: list[LogEntry] | None) -> None:
        kind = action[0]
        seat = state.turn
        if kind == "done":
            self._after_main(state, log)
            return
        square = (action[1], action[2])
        if kind == "castle":
            state.gold[seat] -= self.castle_price(state, seat)
            state.castles[square] = CastlePiece(seat, ())
            _log(log, "build_castle", seat=seat, x=square[0], y=square[1])
        else:
            state.gold[seat] -= WALL_PRICE
            state.walls[square] = seat
            _log(log, "build_wall", seat=seat, x=square[0], y=square[1])
        self.update_queue(state, log)
        self._settle(state, log)

    # follow-ups ----------------------------------------------------------------------------
    def _proceed(self, state: CrownState, log: list[LogEntry] | None) -> None:
        """Take the next follow-up decision or chance step, or go back to ``resume``."""
        while state.pending:
            item = state.pending.pop(0)
            if item == "crown":
                if len(state.crown_choices) > 1:
                    state.stage = "crown"
                    return
                self._place_crown(state, state.crown_choices[0] if state.crown_choices else C, log)
            elif item == "upkeep":
                if self.exists(state, state.upkeep_piece) and len(self.upkeep_masks(state)) > 1:
                    state.stage = "upkeep"
                    return
                state.upkeep_piece = None
            elif item == "refill":
                if self._can_refill(state):
                    state.stage = "refill"
                    return
                state.refill = None
        state.stage = state.resume
        state.resume = ""
        if state.stage == "act" and not self.exists(state, state.piece):
            state.phase = 3
        self._settle(state, log)

    def _pay_upkeep(self, state: CrownState, mask: int, log: list[LogEntry] | None) -> None:
        seat = state.turn
        key = state.upkeep_piece
        cards = self.piece_cards(state, key)
        kept = tuple(c for i, c in enumerate(cards) if mask >> i & 1)
        lost = [c for i, c in enumerate(cards) if not mask >> i & 1]
        cost = sum(MILITARY_UPKEEP[c] for c in kept)
        state.gold[seat] -= cost
        for c in lost:
            state.military_discard[c] += 1
        self.set_cards(state, key, kept)
        state.upkeep_piece = None
        _log(log, "upkeep", seat=seat, paid=cost, discarded=len(lost))
        self._proceed(state, log)

    # battles ------------------------------------------------------------------------------
    def _battle(
        self, state: CrownState, key: PieceKey, target: Square, log: list[LogEntry] | None
    ) -> None:
        seat = state.turn
        attacker = self.fighter(state, key, attacking=True)
        defender = self.target_fighter(state, target)
        result = battle.resolve(attacker, defender)
        crowned = defender.kind == CASTLE and state.crown == target
        if defender.kind != WALL:
            state.battle_cry = False
        _log(
            log,
            "battle",
            seat=seat,
            x=target[0],
            y=target[1],
            target=defender.kind,
            mode=result.mode,
            winner=result.winner or "",
        )
        if defender.kind != DRAGON:  # a slain dragon's 20 points come with its trophy
            for scorer, points in result.vp.items():
                state.vp[scorer] += points
        if result.attacker_defeated:
            self.lose(state, key, None, log)
        if defender.kind == WALL:
            del state.walls[target]
            self.update_queue(state, log)
        elif defender.kind == DRAGON:
            if result.slain:
                self._slay(state, seat, log)
        else:
            target_key = self.key_at(state, target)
            if result.defender_defeated:
                self.lose(state, target_key, seat, log)
            elif result.defender_lost:
                left = list(defender.cards)
                for c in result.defender_lost:
                    left.remove(c)
                    state.military_discard[c] += 1
                self.set_cards(state, target_key, tuple(left))
        if crowned and target not in state.castles:
            choices = self.castles_of(state, seat)
            state.crown_choices = tuple(choices) if choices else (C,)
            state.pending.append("crown")
        if (
            defender.kind != WALL
            and not result.attacker_defeated
            and not state.supply_wagon
            and self.exists(state, key)
            and any(MILITARY_UPKEEP[c] for c in self.piece_cards(state, key))
        ):
            state.upkeep_piece = key
            state.pending.append("upkeep")

    def lose(
        self, state: CrownState, key: PieceKey, by: int | None, log: list[LogEntry] | None
    ) -> None:
        """A piece lost a battle (``by``: the winning seat, None for the dragon): a general
        and a castle are removed with their cards, a hero discards its cards and goes home."""
        cards = self.piece_cards(state, key)
        for c in cards:
            state.military_discard[c] += 1
        if key == state.piece:
            state.phase = 3
        if key[0] == HERO_KEY:
            seat = key[1]
            state.hero_cards[seat] = ()
            home = self.home_square(state, seat)
            state.hero_at[seat] = home
            _log(log, "hero_home", seat=seat, x=home[0], y=home[1])
        elif key[0] == GENERAL_KEY:
            general = state.generals.pop(key[1])
            state.general_discard.append(key[1])
            state.general_discard.sort()
            _log(log, "general_removed", seat=general.owner, general=GENERALS[key[1]].key)
        else:
            square = (key[1], key[2])
            castle = state.castles.pop(square)
            _log(log, "castle_removed", seat=castle.owner, x=square[0], y=square[1])
            if state.crown == square and by is None:
                self._place_crown(state, C, log)
            self.update_queue(state, log)

    def home_square(self, state: CrownState, seat: int) -> Square:
        """The home point, or the nearest free cell of the territory (distance, y, x)."""
        territory = state.territory[seat]
        home = HOMES[territory]
        leaving = state.hero_at[seat]
        cells = sorted(TERRITORIES[territory], key=lambda sq: (distance(sq, home), sq[1], sq[0]))
        taken = self.taken(state)
        taken.discard(leaving)
        if state.dragon_at is not None:
            taken.add(state.dragon_at)
        for square in cells:
            if square not in taken:
                return square
        return leaving

    # the dragon -----------------------------------------------------------------------------
    def _slay(self, state: CrownState, seat: int, log: list[LogEntry] | None) -> None:
        state.trophies[seat].append(state.dragon)
        state.vp[seat] += TROPHY_VP
        _log(log, "dragon_slain", seat=seat, dragon=DRAGONS[state.dragon])
        state.dragon += 1
        state.dragon_at = None
        state.alert = 1 if state.dragon < len(DRAGONS) else 0

    def dragon_die(
        self, state: CrownState, direction: str, white: int, log: list[LogEntry] | None
    ) -> None:
        """The black die's dragon face (or Dragon's Call on the track)."""
        if state.dragon >= len(DRAGONS):
            return
        if state.dragon_at is None:
            state.alert += 1
            _log(log, "dragon_alert", slot=state.alert)
            if state.alert >= ALERT_SLOTS:
                state.alert = 0
                self.dragon_lands(state, C, log)
            return
        self.dragon_lands(state, fly(state.dragon_at, direction, white), log)

    def dragon_lands(self, state: CrownState, square: Square, log: list[LogEntry] | None) -> None:
        """The dragon lands on ``square`` and attacks whatever is there."""
        state.dragon_at = square
        state.alert = 0
        _log(log, "dragon_lands", x=square[0], y=square[1], dragon=DRAGONS[state.dragon])
        if square in state.walls:
            del state.walls[square]
            _log(log, "dragon_destroys_wall", x=square[0], y=square[1])
            self.update_queue(state, log)
            return
        if square == state.rock:
            state.rock = None
            _log(log, "dragon_destroys_rock", x=square[0], y=square[1])
            return
        key = self.key_at(state, square)
        if key is None:
            return
        piece = self.fighter(state, key)
        dragon_atk, dragon_def = DRAGON_STRENGTH[state.dragon]
        if battle.defence(piece) >= dragon_atk:
            state.dragon_at = None
            state.alert = 1
            _log(log, "dragon_repelled", seat=piece.owner, x=square[0], y=square[1])
            if key[0] == HERO_KEY and battle.attack(piece) > dragon_def:
                self._slay(state, piece.owner, log)
            return
        _log(log, "dragon_defeats", seat=piece.owner, x=square[0], y=square[1], target=piece.kind)
        self.lose(state, key, None, log)

    # cards ----------------------------------------------------------------------------------
    def _play_action(self, state: CrownState, kind: int, log: list[LogEntry] | None) -> None:
        seat = state.turn
        state.hands[seat].remove(kind)
        state.action_discard[kind] += 1
        state.played_action = True
        state.resume = state.stage
        _log(log, "play", seat=seat, card=ACTIONS[kind])
        if kind == HARVEST:
            state.food[seat] = min(FOOD_CAP, state.food[seat] + HARVEST_FOOD)
        elif kind == TRIBUTE:
            state.gold[seat] = min(GOLD_CAP, state.gold[seat] + TRIBUTE_GOLD)
        elif kind == BATTLE_CRY:
            state.battle_cry = True
        elif kind == SUPPLY_WAGON:
            state.supply_wagon = True
        elif kind == RECRUITERS:
            state.stage = "recruit"
            return
        elif kind == DRAGON_LORE and state.dragon_at is None:
            state.alert = max(1, state.alert - 1)
            _log(log, "dragon_alert", slot=state.alert)
        else:
            state.card = kind
            state.stage = "target"
            return
        self._proceed(state, log)

    def _play_black(self, state: CrownState, kind: int, log: list[LogEntry] | None) -> None:
        seat = state.turn
        state.black[seat] = -1
        state.black_discard[kind] += 1
        state.played_black = True
        state.resume = state.stage
        _log(log, "play_black", seat=seat, card=BLACKS[kind])
        if kind == HEROS_OATH:
            state.oath = True
        elif kind == ROYAL_DECREE:
            state.vp[seat] += ROYAL_DECREE_VP
        elif kind == DRAGONS_CALL and state.dragon_at is None:
            self.dragon_die(state, "N", 0, log)
        else:
            state.card = 100 + kind
            state.stage = "target"
            return
        self._proceed(state, log)

    def _card_target(self, state: CrownState, action: Action, log: list[LogEntry] | None) -> None:
        card = state.card
        seat = state.turn
        state.card = -1
        if card == FORCED_MARCH:
            g, to = action[1], (action[2], action[3])
            state.generals[g] = state.generals[g]._replace(at=to)
            _log(log, "general_moves", seat=seat, general=GENERALS[g].key, x=to[0], y=to[1])
        elif card == SHIELD_WALL:
            state.shield[seat] = self.key_at(state, (action[1], action[2]))
        elif card == MASONS:
            state.walls[(action[1], action[2])] = seat
            _log(log, "build_wall", seat=seat, x=action[1], y=action[2])
            self.update_queue(state, log)
        elif card in (TUNNEL_SCOUTS, 100 + ROCKFALL):
            state.rock = (action[1], action[2]) if len(action) == 3 else None
            if state.rock is None:
                _log(log, "rock_removed")
            else:
                _log(log, "rock_placed", seat=seat, x=action[1], y=action[2])
        elif card == DRAGON_LORE:
            self.dragon_lands(state, fly(state.dragon_at, action[1], 1), log)
        elif card == 100 + DRAGONS_CALL:
            self.dragon_lands(state, fly(state.dragon_at, action[1], action[2]), log)
        elif card == 100 + SIEGE_RAM:
            del state.walls[(action[1], action[2])]
            _log(log, "wall_destroyed", seat=seat, x=action[1], y=action[2])
            self.update_queue(state, log)
        elif card == 100 + PLUNDER:
            victim = action[1]
            taken = min(PLUNDER_GOLD, state.gold[victim])
            state.gold[victim] -= taken
            state.gold[seat] = min(GOLD_CAP, state.gold[seat] + taken)
            _log(log, "plunder", seat=seat, target=victim, gold=taken)
        elif card == 100 + SHADOW_PATH:
            to = (action[1], action[2])
            state.hero_at[seat] = to
            _log(log, "hero_moves", seat=seat, x=to[0], y=to[1])
            if to == C and self.may_take_crown(state, seat):
                self._take_crown(state, seat, log)
        self._proceed(state, log)

    # end of turn ---------------------------------------------------------------------------
    def _finish_turn(self, state: CrownState, log: list[LogEntry] | None) -> None:
        state.piece = None
        self._check_goal(state, log)
        if state.stage == "over":
            return
        if any(state.action_deck) or any(state.action_discard):
            state.stage = "draw_action"
        else:
            self._after_draw(state, log)

    def _after_draw(self, state: CrownState, log: list[LogEntry] | None) -> None:
        if len(state.hands[state.turn]) > HAND_LIMIT:
            state.stage = "discard"
        else:
            self._next_turn(state, log)

    def _next_turn(self, state: CrownState, log: list[LogEntry] | None) -> None:
        state.oath = state.battle_cry = state.supply_wagon = False
        nxt = (state.turn + 1) % state.players
        if nxt == state.start:
            if state.round_limit is not None and state.round >= state.round_limit:
                self._end_by_limit(state, log)
                return
            state.round += 1
        state.turn = nxt
        self._begin_turn(state, log)

    def _end_by_limit(self, state: CrownState, log: list[LogEntry] | None) -> None:
        state.stage = "over"
        state.end = "limit"
        ranking = self.ranking(state)
        state.winners = tuple(ranking[0])
        _log(log, "round_limit", winners=list(state.winners))

    def _check_goal(self, state: CrownState, log: list[LogEntry] | None) -> None:
        """The goal is checked continuously during the active player's own turn."""
        if state.stage in ("over", "deal", "keep", "keep_place"):
            return
        holder = self.crown_holder(state)
        if holder is None:
            return
        side = self.side_of_seat(state, state.turn)
        if holder in side and max(self.points(state, s) for s in side) >= state.goal:
            state.stage = "over"
            state.end = "goal"
            state.winners = tuple(sorted(side))
            _log(log, "goal", winners=list(state.winners))

    # the queue -------------------------------------------------------------------------------
    def complete(self, state: CrownState, seat: int) -> bool:
        return (
            self.castle_count(state, seat) == MAX_CASTLES
            and self.walls_of(state, seat) == MAX_WALLS
        )

    def update_queue(self, state: CrownState, log: list[LogEntry] | None = None) -> None:
        """Incomplete kingdoms leave the queue; complete ones join its end in seat order."""
        before = list(state.queue)
        state.queue = [s for s in state.queue if self.complete(state, s)]
        state.queue += [
            s for s in range(state.players) if s not in state.queue and self.complete(state, s)
        ]
        if state.queue != before:
            _log(log, "queue", queue=list(state.queue))

    # --- chance ------------------------------------------------------------------------------
    def chance_outcomes(self, state: CrownState) -> list[tuple[Any, float]] | None:
        stage = state.stage
        if stage == "roll":
            return list(ROLLS)
        if stage == "deal":
            return None
        counts = self._draw_counts(state)
        total = sum(counts.values())
        return [(card, n / total) for card, n in sorted(counts.items())]

    def _draw_counts(self, state: CrownState) -> dict[int, int]:
        """The cards the pending draw picks from, with their copies."""
        stage = state.stage
        if stage == "refill" and state.refill[0] == "g":
            if state.general_pool:
                return {g: 1 for g in state.general_pool}
            if state.general_bottom:
                return {state.general_bottom[0][1]: 1}
            return {g: 1 for g in state.general_discard}
        if stage in ("refill", "recruit"):
            deck = state.military_deck if any(state.military_deck) else state.military_discard
        elif stage == "draw_black":
            deck = state.black_deck if any(state.black_deck) else state.black_discard
        else:
            deck = state.action_deck if any(state.action_deck) else state.action_discard
        return {card: n for card, n in enumerate(deck) if n}

    def _can_refill(self, state: CrownState) -> bool:
        if state.refill[0] == "g":
            return bool(state.general_pool or state.general_bottom or state.general_discard)
        return any(state.military_deck) or any(state.military_discard)

    def _can_draw_black(self, state: CrownState) -> bool:
        return any(state.black_deck) or any(state.black_discard)

    def sample_chance(self, state: CrownState, rng: random.Random) -> Any:
        stage = state.stage
        if stage == "roll":
            return (rng.choice(BLACK_DIE), rng.randint(1, 6))
        if stage == "deal":
            return self._sample_deal(state, rng)
        counts = self._draw_counts(state)
        cards = sorted(counts)
        return rng.choices(cards, weights=[counts[c] for c in cards])[0]

    def _sample_deal(self, state: CrownState, rng: random.Random) -> tuple:
        players = state.players
        free = [h for h in range(len(HERO_NAMES)) if HERO_NAMES[h] not in state.hero_choice]
        rng.shuffle(free)
        heroes = []
        for choice in state.hero_choice:
            heroes.append(HERO_NAMES.index(choice) if choice is not None else free.pop())
        generals = rng.sample(range(GENERAL_COUNT), 3 * players + MARKET_GENERALS)
        dealt = tuple(tuple(sorted(generals[3 * s : 3 * s + 3])) for s in range(players))
        market_generals = tuple(generals[3 * players :])
        blacks = [k for k, n in enumerate(BLACK_COUNT) for _ in range(n)]
        black = tuple(rng.sample(blacks, players))
        military = [t for t, m in enumerate(MILITARY) for _ in range(m.count)]
        market_military = tuple(rng.sample(military, MARKET_MILITARY))
        start = rng.randrange(players) if state.random_start else 0
        return (tuple(heroes), dealt, black, market_generals, market_military, start)

    def chance_is_valid(self, state: CrownState, outcome: Any) -> bool:
        stage = state.stage
        if stage == "roll":
            return (
                isinstance(outcome, tuple)
                and len(outcome) == 2
                and outcome[0] in BLACK_FACES
                and type(outcome[1]) is int
                and 1 <= outcome[1] <= 6
            )
        if stage == "deal":
            return self._valid_deal(state, outcome)
        if stage not in CHANCE_STAGES:
            return False
        return type(outcome) is int and outcome in self._draw_counts(state)

    def _valid_deal(self, state: CrownState, outcome: Any) -> bool:
        try:
            heroes, dealt, black, market_generals, market_military, start = outcome
        except (TypeError, ValueError):
            return False
        players = state.players
        if not (
            isinstance(heroes, tuple) and len(heroes) == players and len(set(heroes)) == players
        ):
            return False
        for hero, choice in zip(heroes, state.hero_choice, strict=True):
            if type(hero) is not int or not 0 <= hero < len(HERO_NAMES):
                return False
            if choice is not None and HERO_NAMES[hero] != choice:
                return False
        if not (isinstance(dealt, tuple) and len(dealt) == players):
            return False
        generals = [g for hand in dealt if isinstance(hand, tuple) for g in hand]
        if any(not isinstance(h, tuple) or len(h) != 3 for h in dealt):
            return False
        if not isinstance(market_generals, tuple) or len(market_generals) != MARKET_GENERALS:
            return False
        generals += list(market_generals)
        if any(type(g) is not int or not 0 <= g < GENERAL_COUNT for g in generals):
            return False
        if len(set(generals)) != len(generals):
            return False
        if not (isinstance(black, tuple) and len(black) == players):
            return False
        if any(type(k) is not int or not 0 <= k < len(BLACKS) for k in black):
            return False
        if any(black.count(k) > BLACK_COUNT[k] for k in black):
            return False
        if not (isinstance(market_military, tuple) and len(market_military) == MARKET_MILITARY):
            return False
        if any(type(t) is not int or not 0 <= t < MILITARY_TYPES for t in market_military):
            return False
        if any(market_military.count(t) > MILITARY[t].count for t in market_military):
            return False
        if type(start) is not int or not 0 <= start < players:
            return False
        return state.random_start or start == 0

    def apply_chance(
        self, state: CrownState, outcome: Any, log: list[LogEntry] | None = None
    ) -> None:
        stage = state.stage
        if stage == "deal":
            self._deal(state, outcome, log)
        elif stage == "roll":
            self._roll(state, outcome, log)
        elif stage == "refill":
            self._refill(state, outcome, log)
            self._proceed(state, log)
        elif stage == "recruit":
            self._take_military(state, outcome)
            state.assigning = outcome
            state.source = "recruit"
            state.stage = "assign"
            _log(log, "recruit", seat=state.turn, card=outcome)
        elif stage == "draw_black":
            _take(state.black_deck, state.black_discard, outcome)
            state.black[state.turn] = outcome
            _log(log, "draw_black", seat=state.turn)
            _log(log, "drew_black", seat=state.turn, card=BLACKS[outcome], seats=(state.turn,))
            self._proceed(state, log)
        elif stage == "draw_action":
            _take(state.action_deck, state.action_discard, outcome)
            state.hands[state.turn].append(outcome)
            state.hands[state.turn].sort()
            _log(log, "draw_action", seat=state.turn)
            _log(log, "drew_action", seat=state.turn, card=ACTIONS[outcome], seats=(state.turn,))
            self._after_draw(state, log)
        else:
            raise ValueError("no chance step is pending")
        self._check_goal(state, log)

    def _deal(self, state: CrownState, outcome: tuple, log: list[LogEntry] | None) -> None:
        heroes, dealt, black, market_generals, market_military, start = outcome
        state.hero = list(heroes)
        state.dealt = [tuple(sorted(hand)) for hand in dealt]
        state.black = list(black)
        for k in black:
            state.black_deck[k] -= 1
        state.market_generals = list(market_generals)
        used = {g for hand in dealt for g in hand} | set(market_generals)
        state.general_pool = [g for g in range(GENERAL_COUNT) if g not in used]
        state.market_military = list(market_military)
        for t in market_military:
            state.military_deck[t] -= 1
        state.start = start
        state.turn = 0
        state.stage = "keep"
        _log(log, "deal", heroes=[HERO_NAMES[h] for h in heroes], start=start)

    def _roll(self, state: CrownState, outcome: tuple, log: list[LogEntry] | None) -> None:
        face, white = outcome
        state.black_face, state.white = face, white
        _log(log, "roll", seat=state.turn, black=face, white=white)
        if face == "R":
            if state.rock is None:
                state.stage = "rock"
                return
            self._advance_rock(state, log)
        else:
            self.dragon_die(state, face, white, log)
        self._start_hero_step(state, log)

    def _advance_rock(self, state: CrownState, log: list[LogEntry] | None) -> None:
        """The rock moves to the next tunnel clockwise (passing over one the dragon holds)."""
        here = TUNNELS.index(state.rock)
        for step in range(1, len(TUNNELS)):
            nxt = TUNNELS[(here + step) % len(TUNNELS)]
            if nxt != state.dragon_at:
                state.rock = nxt
                _log(log, "rock_moves", x=nxt[0], y=nxt[1])
                return

    def _take_military(self, state: CrownState, card: int) -> None:
        _take(state.military_deck, state.military_discard, card)

    def _refill(self, state: CrownState, card: int, log: list[LogEntry] | None) -> None:
        which, slot = state.refill
        state.refill = None
        if which == "g":
            if not state.general_pool and not state.general_bottom:
                state.general_pool, state.general_discard = state.general_discard, []
            if state.general_pool:
                state.general_pool.remove(card)
            else:
                state.general_bottom.pop(0)
            state.market_generals[slot] = card
            _log(log, "market_general", general=GENERALS[card].key)
        else:
            self._take_military(state, card)
            state.market_military[slot] = card
            _log(log, "market_military", card=card)

    # --- information ---------------------------------------------------------------------
    def sample_secrets(self, observation: CrownObservation, rng: random.Random) -> dict[str, Any]:
        """Hidden cards dealt at random among the places they may be: the other hands, the
        generals others were dealt or sent to the bottom, and the decks."""
        o = observation
        seat = o.seat
        players = o.players
        # action cards: everything not discarded and not in the seat's own hand
        unknown_actions = [
            k
            for k, n in enumerate(ACTION_COUNT)
            for _ in range(n - o.action_discard[k] - (o.hand.count(k) if seat >= 0 else 0))
        ]
        rng.shuffle(unknown_actions)
        hands: list[list[int]] = []
        for s in range(players):
            if s == seat:
                hands.append(list(o.hand))
            else:
                size = o.hand_sizes[s]
                hands.append(sorted(unknown_actions[:size]))
                del unknown_actions[:size]
        action_deck = [0] * len(ACTIONS)
        for k in unknown_actions:
            action_deck[k] += 1
        # black cards
        own_black = o.black if seat >= 0 else -1
        unknown_black = [
            k
            for k, n in enumerate(BLACK_COUNT)
            for _ in range(n - o.black_discard[k] - (1 if own_black == k else 0))
        ]
        rng.shuffle(unknown_black)
        black = []
        for s in range(players):
            if s == seat:
                black.append(own_black)
            elif o.has_black[s]:
                black.append(unknown_black.pop())
            else:
                black.append(-1)
        black_deck = [0] * len(BLACKS)
        for k in unknown_black:
            black_deck[k] += 1
        # generals: the pool, others' dealt cards and others' cards at the bottom
        seen = {g for g, _ in o.generals} | set(o.general_discard)
        seen |= {g for g in o.market_generals if g >= 0}
        seen |= {g for hand in o.dealt for g in hand if g >= 0}
        seen |= {g for _, g in o.bottom if g >= 0}
        if o.stage in ("place", "keep_place"):
            seen.add(o.assigning)
        unknown_generals = [g for g in range(GENERAL_COUNT) if g not in seen]
        rng.shuffle(unknown_generals)
        dealt = [
            tuple(sorted(hand))
            if s == seat
            else tuple(sorted(unknown_generals.pop() for _ in hand))
            for s, hand in enumerate(o.dealt)
        ]
        bottom = [(s, g if g >= 0 else unknown_generals.pop()) for s, g in o.bottom]
        pool = sorted(unknown_generals)
        return {
            "hands": hands,
            "black": black,
            "dealt": dealt,
            "action_deck": action_deck,
            "black_deck": black_deck,
            "general_pool": pool,
            "general_bottom": bottom,
        }

    def reveals(self, state: CrownState, action: Action) -> bool:
        """Playing or discarding a card from a hand, and keeping a dealt general, show what
        was hidden."""
        return action[0] in ("play", "dark", "keep") or (
            state.stage == "discard" and action[0] == "discard"
        )

    # --- end ---------------------------------------------------------------------------------
    def ranking(self, state: CrownState) -> list[list[int]]:
        """Most VP first (a team's VP together), ties to the crown holder, then most gold;
        still tied: a shared place."""
        sides = self.sides(state)
        holder = self.crown_holder(state)
        keys: dict[int, tuple[int, int, int]] = {}
        for side in sides.ids:
            members = sides.members(side)
            keys[side] = (
                sum(self.points(state, s) for s in members),
                1 if holder is not None and holder in members else 0,
                sum(state.gold[s] for s in members),
            )
        order = sorted(set(keys.values()), reverse=True)
        ranking = []
        for value in order:
            group = [s for s in range(state.players) if keys[sides.of(s)] == value]
            ranking.append(group)
        return ranking

    def outcome(self, state: CrownState) -> Outcome:
        sides = self.sides(state)
        if state.end == "goal":
            first = sorted(state.winners)
            rest = [s for s in range(state.players) if s not in first]
            ranking = [first] + [[s for s in group if s in rest] for group in self.ranking(state)]
            ranking = [group for group in ranking if group]
        else:
            ranking = self.ranking(state)
        return Outcome(
            ranking=ranking,
            scores={s: float(self.points(state, s)) for s in range(state.players)},
            detail={
                "end": state.end,
                "rounds": state.round,
                "goal": state.goal,
                "crown": self.crown_holder(state),
                "vp": [self.points(state, s) for s in range(state.players)],
                "gold": list(state.gold),
                "trophies": [[DRAGONS[d] for d in t] for t in state.trophies],
                "queue": list(state.queue),
                "heroes": [HERO_NAMES[h] for h in state.hero],
            },
            sides=sides.as_dict() if state.teams else {},
        )

    def evaluate(self, state: CrownState, seat: int) -> float:
        """Progress towards the goal against the best rival side (the search's richer
        evaluation is in ``game.crown.ai``)."""
        if state.stage == "over":
            return outcome_value(self.outcome(state), seat)
        sides = self.sides(state)
        holder = self.crown_holder(state)
        value: dict[int, float] = {}
        for side in sides.ids:
            members = sides.members(side)
            best = max(self.points(state, s) for s in members)
            crown = 0.25 if holder is not None and holder in members else 0.0
            value[side] = min(1.0, best / state.goal) * 0.75 + crown
        own = sides.of(seat)
        rival = max(v for s, v in value.items() if s != own)
        return min(1.0, max(0.0, 0.5 + (value[own] - rival) / 2))


def _take(deck: list[int], discard: list[int], card: int) -> None:
    """Draw ``card`` from ``deck``, first shuffling the discards in when it is empty."""
    if not any(deck):
        for k, n in enumerate(discard):
            deck[k] += n
            discard[k] = 0
    deck[card] -= 1


def _log(
    log: list[LogEntry] | None, key: str, seats: tuple[int, ...] | None = None, **args: Any
) -> None:
    if log is not None:
        log.append(LogEntry(f"crown.log.{key}", args, seats))
