"""Crown & Dragon's typed actions (game/crown/actions.py): every legal action is one the
constructors build, and the screens never write an action as a tuple literal."""

from __future__ import annotations

import ast
import inspect
import random
from pathlib import Path

from game.crown import actions as acts
from game.crown.actions import Kind
from game.crown.rules import CrownRules
from game.engine.contract import CHANCE, TERMINAL

RULES = CrownRules()
VIEW = Path(__file__).resolve().parents[2] / "game" / "crown" / "view"
BY_KIND = {
    Kind.KEEP: acts.keep,
    Kind.PLACE: acts.place,
    Kind.ROCK: acts.rock,
    Kind.MOVE: acts.move,
    Kind.ATTACK: acts.attack,
    Kind.END: acts.end,
    Kind.MARKET: acts.market,
    Kind.REDEPLOY: acts.redeploy,
    Kind.BUILD: acts.build,
    Kind.ARMY: acts.army,
    Kind.GENERAL: acts.buy_general,
    Kind.MILITARY: acts.buy_military,
    Kind.BLACK: acts.buy_black,
    Kind.TRADE: acts.trade,
    Kind.DONE: acts.done,
    Kind.ASSIGN: acts.assign,
    Kind.CASTLE: acts.castle,
    Kind.WALL: acts.wall,
    Kind.ACT: acts.act,
    Kind.PLAY: acts.play,
    Kind.DARK: acts.dark,
    Kind.UPKEEP: acts.upkeep,
    Kind.CROWN: acts.crown,
}
TARGETS = {  # a target's parts, by their types
    (): acts.target_off_board,
    (int,): acts.target_seat,
    (int, int): acts.target_square,
    (int, int, int): acts.target_march,
    (str,): acts.target_direction,
    (str, int): acts.target_flight,
}
CONSTRUCTORS = [
    *BY_KIND.values(),
    *TARGETS.values(),
    acts.discard,
    acts.discard_drawn,
]


def rebuilt(action: tuple) -> tuple:
    """The action built again by its kind's constructor from its parts."""
    kind, parts = acts.kind_of(action), action[1:]
    if kind == Kind.TARGET:
        return TARGETS[tuple(type(p) for p in parts)](*parts)
    if kind == Kind.DISCARD:
        return acts.discard(*parts) if parts else acts.discard_drawn()
    return BY_KIND[kind](*parts)


def test_every_legal_action_is_one_the_constructors_build() -> None:
    seen: set[Kind] = set()
    for seed in range(24):
        rng = random.Random(seed)
        players = 2 + seed % 3
        setup = RULES.normalize_setup({"players": players, "teams": players == 4 and seed % 2 == 0})
        state = RULES.initial_state(setup)
        for _ in range(1500):
            mover = RULES.to_move(state)
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                RULES.apply_chance(state, RULES.sample_chance(state, rng))
                continue
            legal = RULES.legal_actions(state)
            for action in legal:
                assert type(action) is tuple and type(action[0]) is str, action
                assert rebuilt(action) == action, action
                seen.add(acts.kind_of(action))
            RULES.apply(state, rng.choice(legal))
    assert len(seen) >= len(Kind) - 2, sorted(set(Kind) - seen)


def test_the_tuples_keep_plain_strings() -> None:
    """Saves, digests and ``repr`` see the same tuples as before the kinds were typed."""
    assert repr(acts.move(3, 4)) == "('move', 3, 4)"
    assert acts.end() == ("end",) and Kind.END == "end"
    assert acts.kind_of(("target", "N", 2)) is Kind.TARGET
    assert acts.flight_of(acts.target_direction("E")) == ("E", 1)
    assert acts.march_of(acts.target_march(4, 1, 2)) == (4, (1, 2))
    assert acts.rock_to(acts.target_off_board()) is None


def _arities() -> dict[str, set[int]]:
    """Kind -> the tuple lengths its constructors build."""
    found: dict[str, set[int]] = {}
    for make in CONSTRUCTORS:
        params = inspect.signature(make).parameters
        built = make(*("N" if name == "direction" else 0 for name in params))
        found.setdefault(built[0], set()).add(len(built))
    return found


def looks_like_action(node: ast.Tuple, arities: dict[str, set[int]]) -> bool:
    """A tuple literal written as an action: its first item a kind string, its length one
    the kind's constructors build (any, with a starred item).  Not one: a tuple of names
    (every item a string constant, e.g. ``kind in ("castle", "wall")``; a target's
    direction and the kinds without parts aside, no action is only strings), or a table
    row (an item is itself a tuple literal)."""
    items = node.elts
    if not items or not isinstance(items[0], ast.Constant) or items[0].value not in arities:
        return False
    kind = items[0].value
    rest = items[1:]
    starred = any(isinstance(item, ast.Starred) for item in rest)
    if not starred and len(items) not in arities[kind]:
        return False
    if any(isinstance(item, (ast.Tuple, ast.List)) for item in rest):
        return False
    names = all(isinstance(item, ast.Constant) and isinstance(item.value, str) for item in items)
    return not names or len(items) == 1 or kind == Kind.TARGET


def test_views_build_no_action_tuples() -> None:
    arities = _arities()
    assert set(arities) == set(Kind)
    found = []
    for path in sorted(VIEW.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Tuple) and looks_like_action(node, arities):
                found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    assert not found, "build actions with game.crown.actions:\n" + "\n".join(found)


def test_the_scan_finds_an_action_literal() -> None:
    arities = _arities()

    def flagged(source: str) -> bool:
        node = ast.parse(source, mode="eval").body
        return looks_like_action(node, arities)

    assert flagged('("attack", x, y)') and flagged('("target", *square)')
    assert flagged('("end",)') and flagged('("target", "N")') and flagged('("keep", g)')
    assert not flagged('("castle", "wall")') and not flagged('("military", kind, size, cb)')
    assert not flagged('("general", ("sword", "vanguard"))')
