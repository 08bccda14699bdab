"""Saves round trip with the game's own persistence code, in the per-user folder.

    GOLD_AND_GLORY_HOME=/some/empty/folder python build/saves_round_trip.py [--keep]

For each shipped game: a match in progress (a few random decisions) is saved as a named
save and, through the background writer the play screen uses, as an autosave; the saves
list must show both and no broken file, and each file must load back into the same match,
which then plays on exactly like the original.  The named saves and autosaves are then
deleted, so the folder is left as it was; with ``--keep`` one named save stays, and its
path is printed on the last line (build_windows_on_linux.sh checks that the uninstaller
leaves it alone).

build/build_windows_on_linux.sh runs this with the Windows CPython under Wine, where file
replacement, locking and path rules are Windows' own.  Exits non-zero naming the first
difference.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import paths  # noqa: E402  (after the path insert)
from game.engine import record, registry  # noqa: E402
from game.engine.match import Match, SeatInfo  # noqa: E402
from game.persistence.autosave import AutosaveWriter  # noqa: E402
from game.persistence.saves import SaveStore  # noqa: E402

DECISIONS = 12
"""Random decisions played before saving: a match well under way, far from its end."""


class Mismatch(Exception):
    pass


def play(match: Match, rng: random.Random, decisions: int) -> None:
    for _ in range(decisions):
        if match.is_over:
            return
        match.play(rng.choice(match.legal_actions()))


def state_fields(state: object) -> object:
    """Something comparable for a game state: the state itself, or the public slots of a
    state class that keeps its fields in ``__slots__`` without an ``__eq__`` (Armadora)."""
    names = getattr(state, "__slots__", None)
    if names is None or type(state).__eq__ is not object.__eq__:
        return state
    return {name: getattr(state, name, None) for name in names if not name.startswith("_")}


def snapshot(match: Match) -> tuple:
    return (
        match.setup,
        match.seed,
        match.seats,
        match.steps,
        match.log,
        match.to_move,
        match.legal_actions(),
        state_fields(match.state),
    )


def same(a: Match, b: Match) -> bool:
    return snapshot(a) == snapshot(b)


def round_trip(game_id: str, store: SaveStore, writer: AutosaveWriter) -> Path:
    """Save one match of ``game_id`` both ways, load both back; the named save's path."""
    info = registry.get(game_id)
    seats = [SeatInfo("human")] + [SeatInfo("ai", "random")] * (info.min_players - 1)
    match = Match.new(info.rules, {"players": info.min_players}, 7, seats)
    play(match, random.Random(7), DECISIONS)
    if match.is_over:
        raise Mismatch(f"{game_id}: the match ended within {DECISIONS} decisions")

    named = store.save_as_new(match, meta={"title": f"round trip {game_id}"})
    autosave = store.autosave_file_for(match)
    writer.submit(autosave, record.dumps(match))
    if not writer.flush(timeout=30) or writer.failed:
        raise Mismatch(f"{game_id}: the autosave writer failed to write {autosave}")

    listed, broken = store.list()
    if broken:
        raise Mismatch(f"broken saves listed: {[(b.path.name, b.key) for b in broken]}")
    mine = {s.path: s for s in listed if s.game == game_id}
    if set(mine) != {named, autosave} or mine[named].is_autosave or not mine[autosave].is_autosave:
        raise Mismatch(f"{game_id}: the saves list shows {sorted(p.name for p in mine)}")
    if mine[named].meta.get("title") != f"round trip {game_id}" or mine[named].over:
        raise Mismatch(f"{game_id}: the named save's summary is {mine[named]}")

    for path in (named, autosave):
        loaded = store.load(path)
        if not same(loaded, match):
            raise Mismatch(f"{game_id}: {path.name} loads into a different match")
        original = Match.new(info.rules, {"players": info.min_players}, 7, seats)
        play(original, random.Random(7), DECISIONS)
        play(original, random.Random(99), 40)
        play(loaded, random.Random(99), 40)
        if not same(loaded, original):
            raise Mismatch(f"{game_id}: the match loaded from {path.name} plays on differently")
    if store.latest_autosave() is None:
        raise Mismatch(f"{game_id}: Continue would find no autosave")
    writer.discard(autosave)
    if not writer.flush(timeout=30) or autosave.exists():
        raise Mismatch(f"{game_id}: the autosave {autosave} was not deleted")
    return named


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="leave one named save and print it")
    args = parser.parse_args(argv)
    store = SaveStore()
    writer = AutosaveWriter()
    before = set(store.folder.glob("*")) if store.folder.is_dir() else set()
    kept: Path | None = None
    try:
        for game_id in registry.shipped():
            named = round_trip(game_id, store, writer)
            if args.keep and kept is None:
                kept = named
            else:
                store.delete(named)
            print(f"saves round trip: {game_id} ok")
    except (Mismatch, record.RecordError, OSError) as exc:
        print(f"saves round trip FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        writer.close()
    left = set(store.folder.glob("*")) - before - ({kept} if kept else set())
    if left:
        print(f"saves round trip FAILED: left behind {sorted(map(str, left))}", file=sys.stderr)
        return 1
    print(f"saves folder: {paths.saves_dir()}")
    if kept is not None:
        print(kept)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
