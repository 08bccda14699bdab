"""Reviews kept on disk, so that a second look at a game is instant.

One file per review in the ``reviews`` folder beside the saves, named by the review's key
(the match's content, the seat, and the analysis version and budget: see
:func:`game.engine.review.plan.review_key`).  It holds the analysis's answers only; the
decisions come from replaying the match.  A file that cannot be read, is not a review of
this match, or holds an answer the match cannot have is ignored and written anew.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game import jsonio
from game.engine import seal
from game.engine.review.plan import Plan
from game.engine.review.result import Review, review_of

FORMAT = "gold-and-glory/review"
VERSION = 1
FOLDER = "reviews"
"""The cache's folder, inside the saves folder."""
MAX_BYTES = 4 << 20
"""Largest review file read (a 600-decision game writes about 150 kB)."""
MAX_ITEMS = 200_000


def default_folder() -> Path:
    """Where reviews are kept: ``reviews`` in the saves folder."""
    from game import paths

    return paths.saves_dir() / FOLDER


def path_for(folder: Path, plan: Plan) -> Path:
    return folder / f"review-{plan.key}.json"


def read(folder: Path, plan: Plan) -> Review | None:
    """The cached review of ``plan``, or None (none kept, or a file not to be trusted)."""
    path = path_for(folder, plan)
    try:
        text = jsonio.read_text(path, MAX_BYTES)
        if text is None:
            return None
        data = jsonio.loads(text, max_text=MAX_BYTES, max_items=MAX_ITEMS)
        return _review(plan, data)
    except (OSError, ValueError):  # BrokenFile is a ValueError, as is a foreign answer
        return None


def _review(plan: Plan, data: Any) -> Review:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a review")
    if data.get("version") != VERSION or data.get("key") != plan.key:
        raise ValueError("a review of something else")
    answers = data.get("answers") if plan.over else _unsealed(data.get("sealed"))
    if not isinstance(answers, list):
        raise ValueError("no answers")
    return review_of(plan, answers)


def _unsealed(text: Any) -> Any:
    """The answers sealed in ``text`` (ValueError when it is not sealed answers)."""
    if not isinstance(text, str):
        raise ValueError("an unfinished game's review is kept sealed")
    inside = seal.unseal(text, MAX_BYTES).decode("utf-8")  # SealError is a ValueError
    return jsonio.loads(inside, max_text=MAX_BYTES, max_items=MAX_ITEMS)


def write(folder: Path, plan: Plan, answers: Sequence[dict[str, Any]]) -> Path | None:
    """Keep the answers of ``plan``'s analysis; None when the folder cannot be written
    (the review is then simply made again next time)."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "key": plan.key,
        "game": plan.game_id,
        "seat": plan.seat,
    }
    if plan.over:
        data["answers"] = list(answers)
    else:
        plain = json.dumps(list(answers), ensure_ascii=False, separators=(",", ":"))
        data["sealed"] = seal.seal(plain.encode("utf-8"))
    path = path_for(folder, plan)
    try:
        jsonio.atomic_write_text(path, json.dumps(data, ensure_ascii=False))
    except OSError:
        return None
    return path
