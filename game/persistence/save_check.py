"""``main.py check-saves``: the saves code's round trip, headless, for every shipped game.

In the user folder (``GOLD_AND_GLORY_HOME``, else the player's own), for each game: a
seeded match of random players is saved unfinished after :data:`DECISIONS` decisions, as
a named save (:class:`SaveStore`) and as an autosave through the background writer the
play screen uses; both must be sealed (no seed or steps in the clear).  Each file must be
listed as what it is and load back into the same match; each loaded copy then plays on to
the end exactly as the original does, resuming the autosave goes on writing to it, and the
finished match is saved again both ways, in the clear, listed as over and loaded back.
Then everything the check wrote is deleted (with ``--keep``, the first game's finished
named save stays and its path is the last line printed).  The player's own saves are
never touched, nor counted.

One line per game and a summary; exit 0, or 1 with a one-line reason.  It imports no
pygame, so the frozen app checks its own saves code where it runs (CI: under Wine, where
file replacement, locking and path rules are Windows' own).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.engine import record, registry
from game.engine.match import Match, SeatInfo
from game.engine.players import make_player
from game.persistence.autosave import AutosaveWriter
from game.persistence.saves import SaveStore, is_autosave

DECISIONS = 24
"""Decisions played before the unfinished save: a match under way, far from its end."""
WRITE_TIMEOUT = 30.0
"""Seconds the autosave writer may take for one file."""


class CheckFailed(Exception):
    """A difference between what was saved and what came back (the message says which)."""


def _play(match: Match, seed: int, decisions: int | None = None) -> None:
    """Random players (seeded by ``seed`` and their seat) make ``decisions`` decisions, or
    play to the end; chance steps are resolved by the match as they come."""
    players = [make_player("random", seed * 31 + seat) for seat in range(len(match.seats))]
    played = 0
    while not match.is_over and (decisions is None or played < decisions):
        seat = match.to_move
        legal = match.legal_actions()
        match.play(players[seat].choose(match.rules, match.observe(seat), legal, seat))
        played += 1


def _position(match: Match) -> tuple[Any, ...]:
    """All a seat, a spectator or a replay can tell of ``match``: setup, seed, seats, steps,
    log, whose move, the legal actions, every seat's and the spectator's observation, and
    the outcome once it is over."""
    over = match.is_over
    return (
        match.setup,
        match.seed,
        match.seats,
        match.steps,
        match.log,
        match.to_move,
        [] if over else match.legal_actions(),
        match.observe_public(),
        [match.observe(seat) for seat in range(len(match.seats))],
        match.outcome() if over else None,
    )


def _expect_same(got: Match, want: Match, what: str) -> None:
    if _position(got) != _position(want):
        steps = f"step {len(got.steps)} of {len(want.steps)}"
        raise CheckFailed(f"{what} is not the same match ({steps})")


def _expect_format(path: Path, sealed: bool) -> None:
    """An unfinished match's file hides its seed and steps; a finished one shows them."""
    data = json.loads(path.read_text(encoding="utf-8"))
    hidden = "sealed" in data and "seed" not in data and "steps" not in data
    clear = "sealed" not in data and "seed" in data and "steps" in data
    if not (hidden if sealed else clear):
        raise CheckFailed(f"{path.name} is not written {'sealed' if sealed else 'in the clear'}")


class _Check:
    """One run: the store, the autosave writer, and every file the run wrote."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.store = SaveStore()
        self.writer = AutosaveWriter()
        self.written: set[Path] = set()

    def autosave(self, path: Path, match: Match) -> None:
        self.written.add(path)
        self.writer.submit(path, record.dumps(match))
        if not self.writer.flush(timeout=WRITE_TIMEOUT) or self.writer.failed:
            raise CheckFailed(f"the autosave writer did not write {path.name}")

    def save_named(self, match: Match, title: str) -> Path:
        path = self.store.save_as_new(match, meta={"title": title})
        self.written.add(path)
        return path

    def expect_listed(self, game_id: str, named: Path, autosave: Path, over: bool) -> None:
        """Both files are in the saves list as this game's named save and autosave, ``over``
        or not; Continue offers the autosave only while the match is unfinished."""
        good, broken = self.store.list()
        for entry in broken:
            if entry.path in (named, autosave):
                raise CheckFailed(f"{entry.path.name} is listed as broken ({entry.key})")
        listed = {summary.path: summary for summary in good}
        for path, autosaved in ((named, False), (autosave, True)):
            summary = listed.get(path)
            if summary is None:
                raise CheckFailed(f"{path.name} is not in the saves list")
            if (summary.game, summary.is_autosave, summary.over) != (game_id, autosaved, over):
                raise CheckFailed(f"{path.name} is listed as {summary}")
        if listed[named].meta.get("title") != f"check-saves {game_id}":
            raise CheckFailed(f"{named.name} is listed with meta {listed[named].meta}")
        resumable = any(s.path == autosave for s in self.store.autosaves())
        if resumable == over:
            raise CheckFailed(f"Continue {'offers' if over else 'misses'} {autosave.name}")

    def load(self, path: Path, want: Match) -> Match:
        loaded = self.store.load(path)
        _expect_same(loaded, want, f"{path.name} loaded")
        return loaded

    def game(self, game_id: str) -> tuple[str, Path]:
        """The round trip of one game: its report line and its finished named save."""
        info = registry.get(game_id)
        seats = [SeatInfo("human")] + [SeatInfo("ai", "random")] * (info.min_players - 1)
        match = Match.new(info.rules, {"players": info.min_players}, self.seed, seats)
        _play(match, self.seed, DECISIONS)
        if match.is_over:
            raise CheckFailed(f"the match ended within {DECISIONS} decisions")
        title = f"check-saves {game_id}"
        named = self.save_named(match, title)
        autosave = self.store.autosave_file_for(match)
        self.autosave(autosave, match)
        self.expect_listed(game_id, named, autosave, over=False)
        copies = []
        for path in (named, autosave):
            _expect_format(path, sealed=True)
            copies.append(self.load(path, match))
        unfinished = len(match.steps), sum(step.is_chance for step in match.steps)

        _play(match, self.seed + 1)  # the original plays on to its end ...
        for path, copy in zip((named, autosave), copies, strict=True):
            _play(copy, self.seed + 1)  # ... and so does each copy, with the same players
            _expect_same(copy, match, f"the match loaded from {path.name}, played on,")
        resumed = copies[1]
        if self.store.autosave_file_for(resumed) != autosave:
            raise CheckFailed(f"the match resumed from {autosave.name} autosaves elsewhere")
        self.autosave(autosave, resumed)
        finished = self.save_named(match, title)
        self.expect_listed(game_id, finished, autosave, over=True)
        for path in (finished, autosave):
            _expect_format(path, sealed=False)
            self.load(path, match)

        for path in (named, autosave):
            self.delete(path)
        total = len(match.steps), sum(step.is_chance for step in match.steps)
        line = (
            f"check-saves {game_id}: ok (sealed at step {unfinished[0]}, {unfinished[1]} chance;"
            f" in the clear at the end, step {total[0]}, {total[1]} chance)"
        )
        return line, finished

    def delete(self, path: Path) -> None:
        if is_autosave(path):
            self.writer.discard(path)
            if not self.writer.flush(timeout=WRITE_TIMEOUT) or self.writer.failed:
                raise CheckFailed(f"the autosave writer did not delete {path.name}")
        else:
            self.store.delete(path)
        if path.exists():
            raise CheckFailed(f"{path.name} is still there after being deleted")
        self.written.discard(path)

    def clean_up(self, keep: Path | None) -> None:
        """Delete what the run wrote (after a failure too), ``keep`` aside."""
        self.writer.close()
        for path in self.written - {keep}:
            path.unlink(missing_ok=True)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="gold-and-glory check-saves",
        description="save, list, load, play on and delete a match of every game, headless",
    )
    parser.add_argument("--seed", type=int, default=1, help="the matches' seed (default: 1)")
    parser.add_argument(
        "--keep", action="store_true", help="keep one finished save and print its path last"
    )
    args = parser.parse_args(list(argv))
    check = _Check(args.seed)
    folder = check.store.folder
    existed = folder.is_dir()
    before = set(folder.iterdir()) if existed else set()
    kept: Path | None = None
    game_id = ""
    try:
        for game_id in registry.shipped():
            line, finished = check.game(game_id)
            if args.keep and kept is None:
                kept = finished
            else:
                check.delete(finished)
            print(line, flush=True)
        game_id = ""
        left = set(folder.iterdir()) - before - {kept}
        if left:
            raise CheckFailed(f"left behind: {', '.join(sorted(p.name for p in left))}")
    except (CheckFailed, ValueError, OSError) as exc:  # ValueError: a RecordError too
        where = f"{game_id}: " if game_id else ""
        print(f"check-saves FAILED: {where}{type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        check.clean_up(kept)
        if not existed and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    games = len(registry.shipped())
    deleted = "deleted, one kept," if kept else "deleted"
    print(f"check-saves: {games} games saved, listed, loaded, played on and {deleted} in {folder}")
    if kept is not None:
        print(kept)
    return 0
