"""The race Gold Mine is about, in turns: how far each side is from climbing out.

A side wins by holding the goal and standing on the entrance at the end of its turn, so
its prospects are best read as *turns to finish*: the turns its miners need to gather the
nuggets it still lacks (walking to the nearest chambers that hold gold, or digging new
chambers when the mine holds too little) and then to walk back to the entrance.  The AI's
evaluation compares these estimates between sides, and the coach explains a move with
them; both read a (determinized) state only, never the real game's hidden stacks.

Everything here is plain Python and deterministic.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from game.goldmine import mine
from game.goldmine.state import ENTRANCE_POSITION, GOLD, GoldMineState, partner_of
from game.goldmine.tiles import DELTAS, TILES

FAR = 40
"""Distances are searched up to this many steps; farther counts as this far."""
STEPS_PER_TURN = 3.5
"""Steps a roll gives on average (one die)."""
PASSAGE_STEPS = 9
"""What a secret passage is worth in steps: a try succeeds a third of the time (doubles or
a total of 7), so it takes about three turns' starts from the passage."""
WALK_TURNS = 1.7
"""Turns a further nugget costs while the mine holds gold enough: chambers lie some six
steps apart."""
DIG_SUCCESS = 0.75
"""Share of chambers drawn at the edge of the mine that can be laid where the digger
collects them at once (measured in rollouts: 78 %)."""
NO_GOLD_TURNS = 12.0
"""Turns one more nugget costs when none lies in the mine and none is left to dig (it must
be won in a challenge)."""
RISK_TURNS = 1.5
"""Turns added for each nugget a side still lacks: gold not yet in hand may be taken by a
rival or lie farther than it looks.  It also makes every nugget collected count, even
when the next chamber lies farther away than the estimate of the one just taken."""
THREAT_TURNS = 1.0
"""Turns a side stands to lose when a rival with gold tokens shares a path with a miner of
its that holds nuggets."""
TOKEN_TURNS = 0.25
"""Turns a challenge token in hand is worth (gold or bat) while a side still gathers."""
MAX_TOKEN_SHARE = 0.2
"""Tokens never take more than this share off a side's turns to finish."""


FRONT_STEPS = "front steps"
"""Memo key of a mine's table of :func:`front_steps`: position -> steps."""


CHAMBERS: frozenset[int] = frozenset(i for i, tile in enumerate(TILES) if tile.spec.chamber)
"""The ids of the gold chambers (a stack holds each tile id once, so the chambers in it are
as many as its ids among these)."""


def _expected_turns(limit: int) -> tuple[float, ...]:
    """``[d]``: the expected turns to end a move exactly ``d`` steps away, rolling one die
    each turn and walking up to the roll (a short roll still brings the miner closer)."""
    turns = [0.0]
    for d in range(1, limit + 1):
        turns.append(1.0 + sum(turns[d - k] for k in range(1, min(d, 7))) / 6)
    return tuple(turns)


TURNS_TO = _expected_turns(FAR)


def walk_turns(steps: float) -> float:
    """Expected turns to end a walk ``steps`` away (:data:`TURNS_TO`, interpolated)."""
    if steps <= 0:
        return 0.0
    low = min(int(steps), FAR - 1)
    part = steps - low
    return TURNS_TO[low] + part * (TURNS_TO[low + 1] - TURNS_TO[low])


def distances(board: mine.Board, sources: Sequence[mine.Position]) -> dict[mine.Position, int]:
    """Steps from the nearest of ``sources`` to every position within :data:`FAR` (steps
    are symmetric, so this is also the distance *to* the nearest source).  A secret
    passage counts as :data:`PASSAGE_STEPS` steps to every other passage: parts of the mine
    that only passages join are far, not out of reach.

    A :class:`~game.goldmine.mine.Mine` remembers it: every world of a search shares the
    mine until a tile is laid, and a grown mine updates the map its ancestor worked out
    (the caller must not change the map it gets)."""
    if type(board) is not mine.Mine:
        return _shortest(board, sources)
    key = frozenset(sources)
    maps = board.memo.get(mine.DISTANCES) or mine.table(board, mine.DISTANCES)
    found = maps.get(key)
    if found is None:
        if len(maps) >= mine.MEMO_SIZE:
            maps.clear()
        found = maps[key] = _grown(board, key) or _shortest(board, sources)
    return found


def _shortest(board: mine.Board, sources: Sequence[mine.Position]) -> dict[mine.Position, int]:
    """Breadth first by layers of equal distance; passages join layers further on."""
    found = dict.fromkeys(sources, 0)
    _spread(board, found, list(found))
    return found


def _grown(board: mine.Mine, key: frozenset[mine.Position]) -> dict[mine.Position, int] | None:
    """The map of ``key`` updated from the one of the nearest ancestor this mine grew from
    that worked it out (else ``None``).

    Laying tiles only adds positions and steps, so no distance grows: the ancestor's map
    holds, and a shorter way can only pass through a new tile.  Spreading again from every
    old position next to a new tile (and from every passage when a new tile has one) finds
    exactly what a fresh search finds.  Sources on the new tiles (a chamber laid with its
    nugget) are added the same way: a source more only brings positions nearer."""
    for maps, laid in board.memo.get(mine.ORIGIN, ()):
        added = [source for source in key if source[:2] in laid]
        old = maps.get(key.difference(added) if added else key)
        if old is not None:
            return _update(board, old, laid, added)
    return None


def _update(
    board: mine.Mine,
    old: dict[mine.Position, int],
    laid: tuple[mine.Square, ...],
    added: list[mine.Position],
) -> dict[mine.Position, int]:
    """``old`` (a map of the mine before ``laid``) with the new tiles and ``added``
    sources: spread again from them and from the old positions next to the new tiles."""
    found = dict(old)
    starts = list(added)
    for source in added:
        found[source] = 0
    for x, y in laid:
        for dx, dy in DELTAS:
            for position in ((x + dx, y + dy, 0), (x + dx, y + dy, 1)):
                if position in found:
                    starts.append(position)
    passages = passage_set(board)
    if any((x, y, 0) in passages for x, y in laid):
        starts += [position for position in passages if position in found]
    _spread(board, found, starts)
    return found


def _spread(
    board: mine.Board,
    found: dict[mine.Position, int],
    starts: Iterable[mine.Position],
    stop: Callable[[mine.Position], bool] | None = None,
) -> int | None:
    """Dijkstra by buckets, from ``starts`` at the distances ``found`` gives them:
    ``layers[d]`` holds positions reached in ``d`` steps; each is expanded once at its final
    distance (nearest first), a passage leading to every other passage.  With ``stop``: the
    distance of the first position it accepts (``None`` when none within FAR), else
    ``found`` ends up holding every distance within FAR.  Buckets are made as they fill and
    the search ends at the last one (an update around a new tile touches only a few)."""
    steps, step = mine.step_table(board)
    passages = passage_set(board)
    layers: list[list[mine.Position] | None] = [None] * (FAR + 1)
    last = -1
    for position in starts:
        distance = found[position]
        bucket = layers[distance]
        if bucket is None:
            bucket = layers[distance] = []
        bucket.append(position)
        last = max(last, distance)
    distance = -1
    known = found.get
    unknown = FAR + PASSAGE_STEPS + 1  # farther than any distance found holds
    while distance < last:
        distance += 1
        layer = layers[distance]
        if layer is None:
            continue
        following = distance + 1
        onward = None
        if following <= FAR:
            onward = layers[following]
            if onward is None:
                onward = layers[following] = []
        for position in layer:
            if found[position] != distance:
                continue  # reached sooner through a passage
            if stop is not None and stop(position):
                return distance
            if onward is not None:
                targets = steps.get(position)
                if targets is None:
                    targets = step(position)
                for target in targets:
                    if known(target, unknown) > following:
                        found[target] = following
                        onward.append(target)
            if passages and position in passages and distance + PASSAGE_STEPS <= FAR:
                through = distance + PASSAGE_STEPS
                bucket = layers[through]
                if bucket is None:
                    bucket = layers[through] = []
                for target in passages:
                    if known(target, unknown) > through:
                        found[target] = through
                        bucket.append(target)
                last = max(last, through)
        if onward:
            last = max(last, following)
    return None


def passage_set(board: mine.Board) -> frozenset[mine.Position]:
    """The paths with a secret passage (:func:`mine.passage_set`)."""
    return mine.passage_set(board)


def nugget_positions(state: GoldMineState) -> list[mine.Position]:
    """The chamber paths that still hold a nugget."""
    return [(x, y, 0) for x, y in state.nuggets]


def side_held(state: GoldMineState, seat: int) -> int:
    """Nuggets held by the seat's side (with its partner in an alliance)."""
    partner = partner_of(state, seat)
    return state.held[seat] + (state.held[partner] if partner is not None else 0)


def dig_turns(state: GoldMineState) -> float:
    """Turns one nugget costs by digging from the edge of the mine: draws until a chamber
    comes, some of which cannot be laid where the digger collects it."""
    stack = state.prod_stack
    if not stack:
        return NO_GOLD_TURNS
    chambers = chambers_left(state)
    if not chambers:
        return NO_GOLD_TURNS
    return min(NO_GOLD_TURNS, len(stack) / (chambers * DIG_SUCCESS))


def chambers_left(state: GoldMineState) -> int:
    """The gold chambers in the production stack, counted once while the stack stays the
    same list at the same length (the rules only take tiles from it, or add the
    development stack's; a clone or a sampled world has a list of its own)."""
    stack = state.prod_stack
    known = state.prod_chambers
    if known is not None and known[0] is stack and known[1] == len(stack):
        return known[2]
    count = len(CHAMBERS.intersection(stack))
    state.prod_chambers = (stack, len(stack), count)
    return count


def front_positions(state: GoldMineState) -> list[mine.Position]:
    """Paths that open onto an empty square: where a miner can dig a tile it walks into
    (:func:`mine.front_set`, sorted; remembered with the mine)."""
    board = state.board
    if type(board) is mine.Mine:
        return board.recall("front", _front, board)
    return _front(board)


def _front(board: mine.Board) -> list[mine.Position]:
    return sorted(mine.front_set(board))


def front_steps(state: GoldMineState, position: mine.Position) -> int:
    """Steps from ``position`` to the nearest place to dig from (:data:`FAR` when farther):
    what ``distances(board, front_positions(state))`` gives it, found by searching out from
    the one position until a front position comes (steps are symmetric).  The front
    changes with every tile laid, so a whole map of it would be searched afresh for each
    grown mine; the miner's own distance is mostly a few steps."""
    board = state.board
    if type(board) is not mine.Mine:
        return _nearest_front(board, position)
    known = board.memo.get(FRONT_STEPS) or mine.table(board, FRONT_STEPS)
    found = known.get(position)
    if found is None:
        found = known[position] = _nearest_front(board, position)
    return found


def _nearest_front(board: mine.Board, start: mine.Position) -> int:
    """:func:`_spread` from ``start`` until a path that opens onto the frontier comes."""
    found = _spread(board, {start: 0}, [start], mine.front_set(board).__contains__)
    return FAR if found is None else found


def miner_turns(
    state: GoldMineState,
    position: mine.Position,
    need: int,
    to_exit: dict[mine.Position, int],
    per_dig: float,
) -> float:
    """Turns for one miner to gather ``need`` nuggets and reach the entrance.

    Only the way to the *first* nugget depends on where the miner stands (walking to the
    nearest gold, or to the edge of the mine and digging); every further nugget costs what
    the mine offers (:data:`WALK_TURNS` while it holds gold enough, a dig when it does not)
    and the walk home is the entrance's mean distance from the gold.  So a step towards the
    gold always shortens the estimate, and nothing jumps when another chamber becomes the
    nearest."""
    if need <= 0:
        return walk_turns(to_exit.get(position, FAR))
    gold = [p for p in nugget_positions(state) if p in to_exit]
    near = distances(state.board, gold).get(position, FAR) if gold else FAR
    dig_first = walk_turns(front_steps(state, position)) + per_dig
    turns = min(walk_turns(near), dig_first)
    rest = need - 1
    walked = min(rest, max(0, len(gold) - 1))
    turns += walked * min(per_dig, WALK_TURNS) + (rest - walked) * per_dig
    home = sum(to_exit[p] for p in gold) / len(gold) if gold else to_exit.get(position, FAR)
    return turns + walk_turns(home)


def side_turns(
    state: GoldMineState, seat: int, to_exit: dict[mine.Position, int], per_dig: float
) -> float:
    """Turns the seat's side needs to climb out (partners share the nuggets still needed
    and must both reach the entrance)."""
    need = state.goal - side_held(state, seat)
    partner = partner_of(state, seat)
    here = state.miners[seat]
    if partner is None:
        turns = miner_turns(state, here, need, to_exit, per_dig)
    else:
        there = state.miners[partner]
        splits = {(need - need // 2, need // 2), (need // 2, need - need // 2)}
        turns = min(
            max(
                miner_turns(state, here, mine_share, to_exit, per_dig),
                miner_turns(state, there, other_share, to_exit, per_dig),
            )
            for mine_share, other_share in splits
        )
    members = (seat,) if partner is None else (seat, partner)
    if need > 0:  # tokens help to gather (or to slow a rival down), not to walk home
        bonus = TOKEN_TURNS * sum(sum(state.tokens[s]) for s in members)
        turns = max(turns - bonus, turns * (1.0 - MAX_TOKEN_SHARE))
    if need > 0:
        turns += RISK_TURNS * need
    if _threatened(state, members):
        turns += THREAT_TURNS
    return turns


def _threatened(state: GoldMineState, members: Sequence[int]) -> bool:
    for seat in members:
        if not state.held[seat]:
            continue
        position = state.miners[seat]
        for other, there in enumerate(state.miners):
            if other in members or there != position:
                continue
            if state.tokens[other][GOLD] and state.held[other]:
                return True
    return False


def exit_distances(state: GoldMineState) -> dict[mine.Position, int]:
    """Steps from every position to the entrance."""
    return distances(state.board, [ENTRANCE_POSITION])
