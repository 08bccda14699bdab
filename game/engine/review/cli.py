"""``python main.py review SAVE [--seat N] [--json]``: print a game's review.

The review is made exactly as the game's screen makes it (the same plan, the same tasks in
two AI worker processes, the same cache in the saves folder), so a review can be scripted
and tested.  An unfinished game prints only what the reviewing seat could see: another
seat's move is given by what it told that seat (its visible events), never as the move
itself; it is reviewed for a person's seat only, and with several people at the table the
seat must be named (``--seat``), since the review shows that seat's own secrets.  Text
goes to stdout in the chosen language; ``--json`` prints one JSON object instead.  A file
that is not a save this build can replay prints one line ``error: ...`` on stderr and
exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game import text
from game.engine import record, registry
from game.engine.match import Match
from game.engine.review import cache, words
from game.engine.review.plan import Plan, default_seat, make_plan, needs_hand_over, review_seats
from game.engine.review.result import MARKS, Review
from game.engine.review.run import InlineExecutor, analyse_now, worker_executors
from game.text import tr

EXIT_ERROR = 2


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="gold-and-glory review",
        description="A finished or unfinished game's review: the win chance at every "
        "decision and the reviewing seat's turning points.  An unfinished game shows only "
        "what the reviewing seat could see.",
    )
    parser.add_argument("save", help="a save file")
    parser.add_argument(
        "--seat",
        type=int,
        help="the seat reviewed, counted from 0 (default: the first human; an unfinished "
        "game with several people needs it, and only a person's seat)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--lang", choices=text.LANGUAGES, help="language of the text")
    parser.add_argument(
        "--jobs",
        type=int,
        default=2,
        help="worker processes (default 2; 0 analyses in this process)",
    )
    parser.add_argument(
        "--no-cache", action="store_true", help="neither read nor write the saved review"
    )
    return parser.parse_args(list(argv))


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    text.set_language(args.lang or text.system_language())
    try:
        match = record.load(Path(args.save))
    except record.RecordError as exc:
        return _error(tr(exc.key))
    seat, problem = _seat(match, args.seat)
    if problem is not None:
        return _error(problem)
    if args.jobs < 0:
        return _error(tr("review.error.jobs"))
    plan = make_plan(match, seat)
    folder = None if args.no_cache else cache.default_folder()
    executors = (
        (lambda: [InlineExecutor()]) if args.jobs == 0 else lambda: worker_executors(args.jobs)
    )
    shown = sys.stderr.isatty() and not args.json
    run = analyse_now(plan, executors, folder, _show_progress if shown else None)
    if shown:
        print(file=sys.stderr)
    if run.review is None:
        return _error(tr("review.error.analysis", problem=run.error or ""))
    if args.json:
        print(json.dumps(review_json(run.review, from_cache=run.from_cache), ensure_ascii=False))
    else:
        print(review_text(run.review))
    return 0


def _seat(match: Match, asked: int | None) -> tuple[int, str | None]:
    """The seat to review, or why not: a seat the game lacks, an AI's seat of an unfinished
    game, or no seat named where several people play an unfinished game."""
    if asked is None:
        if needs_hand_over(match):
            people = ", ".join(str(s) for s in review_seats(match))
            return -1, tr("review.error.name_seat", seats=people)
        return default_seat(match), None
    if not 0 <= asked < len(match.seats):
        return -1, tr("review.error.seat", seat=asked, last=len(match.seats) - 1)
    if asked not in review_seats(match):
        return -1, tr("review.error.ai_seat", seat=asked)
    return asked, None


def _error(message: str) -> int:
    print(f"error: {' '.join(message.split())}", file=sys.stderr)
    return EXIT_ERROR


def _show_progress(share: float) -> None:
    print(f"\r{tr('review.progress', percent=words.percent(share))}", end="", file=sys.stderr)


def review_json(review: Review, from_cache: bool = False) -> dict[str, Any]:
    """The review as one JSON object: every point, the marks and the turning points (with
    their text in the current language).  A point's ``action`` is None where the reviewing
    seat could not see the move (another seat's, in an unfinished game); ``told`` holds
    the events of the move that seat may know of."""
    plan = review.plan
    name_of = words.default_names(plan)
    return {
        "game": plan.game_id,
        "seat": plan.seat,
        "players": plan.players,
        "over": plan.over,
        "from_cache": from_cache,
        "budget": {
            "chance": plan.budget.chance,
            "search": plan.budget.search,
            "compare": plan.budget.compare,
        },
        "thresholds": {name: least for name, least in MARKS},
        "points": [
            {
                "index": p.decision.index,
                "step": p.decision.step,
                "seat": p.decision.seat,
                "turn": p.decision.turn,
                "round": p.decision.round,
                "action": p.decision.action,
                "told": [event.to_json() for event in p.decision.told],
                "chances": list(p.chances),
                "best": p.best,
                "kept": p.kept,
                "played": p.played,
                "loss": p.loss if p.reviewed else None,
                "mark": p.mark,
            }
            for p in review.points
        ],
        "final": None if plan.final is None else list(plan.final),
        "marks": review.marks(),
        "turning_points": [
            {
                "index": p.decision.index,
                "loss": p.loss,
                "mark": p.mark,
                "text": words.turning_point(plan, p, name_of),
            }
            for p in review.turning_points()
        ],
    }


def review_text(review: Review) -> str:
    """The review as text: a title, the curve as a table, the marks and turning points."""
    plan = review.plan
    name_of = words.default_names(plan)
    names = [name_of(s) for s in range(plan.players)]
    lines = [
        tr(
            "review.title",
            game=tr(registry.get(plan.game_id).title_key),
            player=name_of(plan.seat),
        )
    ]
    if not plan.over:
        lines.append(tr("review.unfinished", player=name_of(plan.seat)))
    lines.append("")
    lines.extend(_table(review, names))
    lines.append("")
    counts = review.marks()
    lines.append(tr("review.summary", **counts))
    points = review.turning_points()
    if points:
        lines.append(tr("review.turning_points"))
        for number, point in enumerate(points, 1):
            lines.append(f"{number}. {words.turning_point(plan, point, name_of)}")
    else:
        least = words.percent(MARKS[-1][1])
        lines.append(tr("review.no_turning_points", least=least))
    return "\n".join(lines)


def _table(review: Review, names: list[str]) -> list[str]:
    """One row per decision: number, when, who, each seat's chance, the loss and mark."""
    header = [
        tr("review.column.decision"),
        tr("review.column.when"),
        tr("review.column.seat"),
        *names,
        tr("review.column.loss"),
        tr("review.column.mark"),
    ]
    rows = [header]
    for point in review.points:
        decision = point.decision
        loss = f"{words.percent(point.loss)}%" if point.best is not None else ""
        rows.append(
            [
                str(decision.index + 1),
                words.when(decision),
                names[decision.seat],
                *(f"{words.percent(c)}%" for c in point.chances),
                loss,
                words.mark(point),
            ]
        )
    final = review.plan.final
    if final is not None:
        rows.append(["", tr("review.end"), "", *(f"{words.percent(c)}%" for c in final), "", ""])
    widths = [max(_width(row[i]) for row in rows) for i in range(len(header))]
    return [
        "  ".join(_pad(cell, w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]


def _width(cell: str) -> int:
    """Columns ``cell`` takes in a terminal (Hangul and other wide letters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in cell)


def _pad(cell: str, width: int) -> str:
    return cell + " " * (width - _width(cell))


def plan_for(path: Path, seat: int | None = None) -> Plan:
    """The plan of a save's review (for the benchmark); RecordError for a bad file."""
    match = record.load(path)
    return make_plan(match, default_seat(match) if seat is None else seat)
