"""Reading a Crown & Dragon position file (the spec's "Position files"): every field is
checked, in the order the file is read, and the first problem raises
:class:`PositionError` with one line naming it.  The answers to the file's query are
:mod:`game.crown.position`'s."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from game.crown.board import (
    CASTLE_SITES,
    FORTRESS,
    SIZE,
    TERRITORIES_IN_PLAY,
    TUNNEL_SET,
    WALL_SITE_OWNER,
    C,
    Square,
)
from game.crown.cards import (
    CARDS_PER_PIECE,
    DRAGON_INDEX,
    DRAGONS,
    FOOD_CAP,
    GENERAL_COUNT,
    GOLD_CAP,
    GRADE_INDEX,
    GRADES,
    HERO_INDEX,
    HERO_NAMES,
    MAX_CASTLES,
    MAX_GENERALS,
    MILITARY,
    MILITARY_BRANCH,
    MILITARY_TYPES,
    ROLE_INDEX,
    ROLES,
    WEAPON_INDEX,
    WEAPONS,
    general_card,
    military_type,
)
from game.crown.pieces import CASTLE_KEY, GENERAL_KEY, HERO_KEY
from game.crown.rules import CrownRules
from game.crown.state import CastlePiece, CrownState, GeneralPiece, PieceKey
from game.crown.turn import Stage

QUERIES = ("strength", "battle", "moves", "dragon", "queue", "winner")
DIES = ("N", "E", "S", "W")

MAX_VP = 999
"""Most victory points a seat may hold in a file: far above the 50 or 70 a game is won
with (the spec sets no upper bound; this keeps every answer a number of a few digits)."""
MAX_BONUS = 7 * 20 + 3 * 30
"""Most a piece's ``bonus`` may add to ATK or DEF: every Shield Wall (+20 DEF) or Battle
Cry (+20 ATK) of the deck and every Hero's Oath (+30/+30) on one piece."""

Read = tuple[CrownState, CrownRules, tuple[int, ...], dict[str, Any]]
"""A checked file: its state, the rules that read it, each state seat's board corner and
the query."""


class PositionError(ValueError):
    """A malformed position file; the message names the problem in one line."""


def _show(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _square(value: Any, where: str) -> Square:
    if not (isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value)):
        raise PositionError(f"{where}: a square must be two integers [x, y], not {_show(value)}")
    if not all(0 <= v < SIZE for v in value):
        raise PositionError(f"{where}: the square {_show(value)} is off the board")
    return (value[0], value[1])


def _name(value: Any, names: dict[str, int], what: str, where: str) -> int:
    if not isinstance(value, str) or value not in names:
        raise PositionError(f"{where}: unknown {what} {_show(value)} (one of: {', '.join(names)})")
    return names[value]


def _count(
    entry: dict[str, Any], key: str, where: str, cap: int | None, default: Any = None
) -> int:
    value = entry.get(key, default)
    if not _is_int(value) or value < 0:
        raise PositionError(f"{where}: '{key}' must be an integer >= 0, not {_show(value)}")
    if cap is not None and value > cap:
        raise PositionError(f"{where}: '{key}' {value} is over the cap of {cap}")
    return value


def _list(data: dict[str, Any], key: str, where: str = "") -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise PositionError(f"{where}'{key}' must be a list, not {_show(value)}")
    return value


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PositionError(f"{where} must be an object, not {_show(value)}")
    return value


class Reader:
    """Reads and checks a decoded position file into a state."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, dict):
            raise PositionError("the position must be a JSON object")
        self.data = data
        if data.get("game") != "crown":
            raise PositionError(f"'game' must be \"crown\", not {_show(data.get('game'))}")
        players = data.get("players")
        if not _is_int(players) or not 2 <= players <= 4:
            raise PositionError(f"'players' must be an integer 2-4, not {_show(players)}")
        teams = data.get("teams", False)
        if not isinstance(teams, bool):
            raise PositionError(f"'teams' must be true or false, not {_show(teams)}")
        if teams and players != 4:
            raise PositionError("teams need 4 players")
        self.players = players
        self.teams = teams
        self.corners = TERRITORIES_IN_PLAY[players]
        self.occupied: dict[Square, str] = {}
        self.copies: Counter[int] = Counter()
        self.bonus: dict[PieceKey, tuple[int, int]] = {}

    def seat(self, value: Any, where: str) -> int:
        """A file seat (board corner in play) -> the state's seat."""
        if not _is_int(value) or value not in self.corners:
            shown = ", ".join(map(str, self.corners))
            raise PositionError(f"{where}: seat {_show(value)} is not in play (seats: {shown})")
        return self.corners.index(value)

    def put(self, square: Square, what: str, where: str) -> None:
        if square in self.occupied:
            raise PositionError(
                f"{where}: {what} at {list(square)} shares the square with {self.occupied[square]}"
            )
        self.occupied[square] = what

    def cards(self, entry: dict[str, Any], where: str) -> tuple[int, ...]:
        found = []
        items = _list(entry, "cards", f"{where}: ")
        if len(items) > CARDS_PER_PIECE:
            raise PositionError(f"{where}: {len(items)} cards (a piece holds at most 2)")
        for index, item in enumerate(items):
            here = f"{where} card {index}"
            item = _object(item, here)
            weapon = _name(item.get("weapon"), WEAPON_INDEX, "weapon", here)
            grade = _name(item.get("grade"), GRADE_INDEX, "grade", here)
            card = military_type(weapon, grade)
            self.copies[card] += 1
            if self.copies[card] > MILITARY[card].count:
                raise PositionError(
                    f"{where}: more {GRADES[grade]} {WEAPONS[weapon]} cards than the deck holds "
                    f"({MILITARY[card].count})"
                )
            found.append(card)
        return tuple(found)

    def read_bonus(self, entry: dict[str, Any], key: PieceKey, where: str) -> None:
        if "bonus" not in entry:
            return
        bonus = _object(entry["bonus"], f"{where} bonus")
        atk = _count(bonus, "atk", f"{where} bonus", MAX_BONUS, 0)
        defence = _count(bonus, "def", f"{where} bonus", MAX_BONUS, 0)
        self.bonus[key] = (atk, defence)

    def read(self) -> Read:
        data = self.data
        players = self.players
        state = CrownRules().initial_state(
            {"players": players, "teams": self.teams, "round_limit": None}
        )
        state.stage = Stage.ACT
        state.round = 1
        state.turn = self.seat(data.get("active"), "'active'")
        self._read_seats(state)
        self._read_heroes(state)
        self._read_generals(state)
        self._read_castles(state)
        self._read_walls(state)
        self._read_rock_and_dragon(state)
        self._read_crown_and_queue(state)
        state.bonus = self.bonus  # the file gives temporary effects as numbers
        rules = CrownRules()
        rules.update_queue(state)
        query = self._read_query(state, rules)
        state.military_deck = [MILITARY[t].count - self.copies[t] for t in range(MILITARY_TYPES)]
        used = set(state.generals)
        state.general_pool = [g for g in range(GENERAL_COUNT) if g not in used]
        return state, rules, self.corners, query

    def _read_seats(self, state: CrownState) -> None:
        seats = _object(self.data.get("seats"), "'seats'")
        wanted = {str(c) for c in self.corners}
        if set(seats) != wanted:
            raise PositionError(
                f"'seats' must have exactly the seats in play ({', '.join(sorted(wanted))}), "
                f"not {', '.join(sorted(seats)) or 'none'}"
            )
        taken: set[int] = set()
        for seat, corner in enumerate(self.corners):
            where = f"seat {corner}"
            entry = _object(seats[str(corner)], where)
            state.vp[seat] = _count(entry, "vp", where, MAX_VP)
            state.gold[seat] = _count(entry, "gold", where, GOLD_CAP)
            state.food[seat] = _count(entry, "food", where, FOOD_CAP)
            trophies = []
            for item in _list(entry, "trophies", f"{where}: "):
                dragon = _name(item, DRAGON_INDEX, "dragon", f"{where} trophies")
                if dragon in taken:
                    raise PositionError(f"{where}: the {DRAGONS[dragon]} dragon is a trophy twice")
                taken.add(dragon)
                trophies.append(dragon)
            state.trophies[seat] = trophies
        self.trophies = taken

    def _read_heroes(self, state: CrownState) -> None:
        seen: dict[int, int] = {}
        names: set[int] = set()
        for index, entry in enumerate(_list(self.data, "heroes")):
            where = f"heroes[{index}]"
            entry = _object(entry, where)
            seat = self.seat(entry.get("owner"), where)
            hero = _name(entry.get("name"), HERO_INDEX, "hero", where)
            square = _square(entry.get("at"), where)
            if seat in seen:
                raise PositionError(f"{where}: seat {self.corners[seat]} has two heroes")
            if hero in names:
                raise PositionError(f"{where}: {HERO_NAMES[hero]} is in play twice")
            if square in TUNNEL_SET:
                raise PositionError(f"{where}: a hero may not stand on the tunnel {list(square)}")
            self.put(square, "a hero", where)
            cards = self.cards(entry, where)
            if len({MILITARY_BRANCH[c] for c in cards}) > 1:
                raise PositionError(f"{where}: a hero's cards must all share one branch")
            seen[seat] = index
            names.add(hero)
            state.hero[seat] = hero
            state.hero_at[seat] = square
            state.hero_cards[seat] = cards
            self.read_bonus(entry, (HERO_KEY, seat), where)
        missing = [self.corners[s] for s in range(self.players) if s not in seen]
        if missing:
            raise PositionError(f"seat {missing[0]} has no hero (one hero per seat)")

    def _read_generals(self, state: CrownState) -> None:
        count: Counter[int] = Counter()
        for index, entry in enumerate(_list(self.data, "generals")):
            where = f"generals[{index}]"
            entry = _object(entry, where)
            seat = self.seat(entry.get("owner"), where)
            role = _name(entry.get("type"), ROLE_INDEX, "general type", where)
            weapon = _name(entry.get("weapon"), WEAPON_INDEX, "weapon", where)
            square = _square(entry.get("at"), where)
            card = general_card(weapon, role)
            if card in state.generals:
                raise PositionError(
                    f"{where}: the {WEAPONS[weapon]} {ROLES[role]} is in play twice "
                    "(the deck holds one)"
                )
            if square in TUNNEL_SET:
                raise PositionError(
                    f"{where}: a general may not stand on the tunnel {list(square)}"
                )
            if square in FORTRESS:
                raise PositionError(f"{where}: a general may not stand in the fortress")
            count[seat] += 1
            if count[seat] > MAX_GENERALS:
                raise PositionError(f"{where}: seat {self.corners[seat]} has more than 3 generals")
            self.put(square, "a general", where)
            state.generals[card] = GeneralPiece(seat, square, self.cards(entry, where))
            self.read_bonus(entry, (GENERAL_KEY, card), where)

    def _read_castles(self, state: CrownState) -> None:
        count: Counter[int] = Counter()
        for index, entry in enumerate(_list(self.data, "castles")):
            where = f"castles[{index}]"
            entry = _object(entry, where)
            seat = self.seat(entry.get("owner"), where)
            square = _square(entry.get("at"), where)
            if square not in CASTLE_SITES[self.corners[seat]]:
                raise PositionError(
                    f"{where}: {list(square)} is not a castle site of seat {self.corners[seat]}"
                )
            count[seat] += 1
            if count[seat] > MAX_CASTLES:
                raise PositionError(f"{where}: seat {self.corners[seat]} has more than 3 castles")
            self.put(square, "a castle", where)
            cards = self.cards(entry, where)
            if len({MILITARY_BRANCH[c] for c in cards}) > 1:
                raise PositionError(f"{where}: a castle's cards must all share one branch")
            state.castles[square] = CastlePiece(seat, cards)
            self.read_bonus(entry, (CASTLE_KEY, *square), where)

    def _read_walls(self, state: CrownState) -> None:
        for index, value in enumerate(_list(self.data, "walls")):
            where = f"walls[{index}]"
            square = _square(value, where)
            corner = WALL_SITE_OWNER.get(square)
            if corner is None or corner not in self.corners:
                raise PositionError(f"{where}: {list(square)} is not a wall site of a seat in play")
            self.put(square, "a wall", where)
            state.walls[square] = self.corners.index(corner)

    def _read_rock_and_dragon(self, state: CrownState) -> None:
        rock = self.data.get("rock")
        if rock is not None:
            square = _square(rock, "'rock'")
            if square not in TUNNEL_SET:
                raise PositionError(f"'rock': {list(square)} is not a tunnel")
            self.put(square, "the rock", "'rock'")
            state.rock = square
        first_free = next((d for d in range(len(DRAGONS)) if d not in self.trophies), len(DRAGONS))
        dragon = self.data.get("dragon")
        if dragon is None:
            if first_free < len(DRAGONS):
                raise PositionError(
                    f"'dragon' is null but the {DRAGONS[first_free]} dragon is not a trophy"
                )
            state.dragon, state.alert, state.dragon_at = len(DRAGONS), 0, None
            return
        dragon = _object(dragon, "'dragon'")
        card = _name(dragon.get("card"), DRAGON_INDEX, "dragon card", "'dragon'")
        if card != first_free:
            expected = DRAGONS[first_free] if first_free < len(DRAGONS) else "none (all slain)"
            raise PositionError(
                f"'dragon': the {DRAGONS[card]} dragon does not follow the trophies "
                f"(expected {expected})"
            )
        state.dragon = card
        if "at" in dragon and "alert" in dragon:
            raise PositionError("'dragon' has both 'at' and 'alert'")
        if "at" in dragon:
            square = _square(dragon["at"], "'dragon'")
            self.put(square, "the dragon", "'dragon'")
            state.dragon_at, state.alert = square, 0
        else:
            alert = dragon.get("alert")
            if not _is_int(alert) or not 1 <= alert <= 4:
                raise PositionError(f"'dragon': 'alert' must be an integer 1-4, not {_show(alert)}")
            state.dragon_at, state.alert = None, alert

    def _read_crown_and_queue(self, state: CrownState) -> None:
        crown = _square(self.data.get("crown"), "'crown'")
        if crown != C and crown not in state.castles:
            raise PositionError(f"'crown': {list(crown)} is neither C [6, 6] nor a castle")
        state.crown = crown
        queue: list[int] = []
        for index, value in enumerate(_list(self.data, "queue")):
            seat = self.seat(value, f"queue[{index}]")
            if seat in queue:
                raise PositionError(f"queue[{index}]: seat {value} is in the queue twice")
            queue.append(seat)
        state.queue = queue

    def _read_query(self, state: CrownState, rules: CrownRules) -> dict[str, Any]:
        query = _object(self.data.get("query"), "'query'")
        kind = query.get("type")
        if kind not in QUERIES:
            raise PositionError(f"unknown query type {_show(kind)} (types: {', '.join(QUERIES)})")
        if kind == "strength":
            pieces = []
            for index, value in enumerate(_list(query, "pieces", "query: ")):
                square = _square(value, f"query pieces[{index}]")
                if rules.key_at(state, square) is None:
                    raise PositionError(
                        f"query pieces[{index}]: no hero, general or castle at {list(square)}"
                    )
                pieces.append(square)
            return {"type": kind, "pieces": pieces}
        if kind == "battle":
            attacker = _square(query.get("attacker"), "query attacker")
            if rules.key_at(state, attacker) is None:
                raise PositionError(
                    f"query attacker: no hero, general or castle at {list(attacker)}"
                )
            defender = _square(query.get("defender"), "query defender")
            if defender == attacker or rules.target_fighter(state, defender) is None:
                raise PositionError(
                    f"query defender: no hero, general, castle, wall or dragon at {list(defender)}"
                )
            return {"type": kind, "attacker": attacker, "defender": defender}
        if kind == "moves":
            square = _square(query.get("piece"), "query piece")
            key = rules.key_at(state, square)
            if key is None or key[0] == CASTLE_KEY:
                raise PositionError(f"query piece: no hero or general at {list(square)}")
            white = query.get("white")
            if key[0] == HERO_KEY or white is not None:
                white = _white(white)
            return {"type": kind, "piece": square, "white": white}
        if kind == "dragon":
            die = query.get("die")
            if die not in DIES:
                raise PositionError(f"query: 'die' must be one of N, E, S, W, not {_show(die)}")
            return {"type": kind, "die": die, "white": _white(query.get("white"))}
        return {"type": kind}


def _white(value: Any) -> int:
    if not _is_int(value) or not 1 <= value <= 6:
        raise PositionError(f"query: 'white' must be an integer 1-6, not {_show(value)}")
    return value


def read_position(data: Any) -> Read:
    """A checked file from decoded JSON (:class:`PositionError` if malformed)."""
    return Reader(data).read()
