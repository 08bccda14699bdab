"""Playing on a saved game (the menu's Continue, the Load screen's Load), reviewing one (the
Load screen's Review), or saying why not."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from game.app.scene import AppShell
from game.app.seat_names import SeatNames
from game.app.views import get_view
from game.engine import record
from game.engine.match import Match


def open_save(app: AppShell, path: Path, route: str = "play") -> bool:
    """Load ``path`` and start playing it (or open it on ``route``: ``"review"``); shows a
    clear message when it cannot be loaded (an autosave nothing can resume is set aside, and
    the message names where it went)."""
    try:
        # an autosave goes on being written to; a game played on keeps its last steps'
        # reports for the recap (replayed once)
        match = app.saves.load(path, record.RECENT_REPORTS if route == "play" else 0)
        get_view(match.rules.game_id)  # a game this build has no screens for
    except record.RecordError as exc:
        if app.saves.retire_broken(path, exc.key) is None or not tell_set_aside(app):
            app.show_message(exc.key)
        return False
    except KeyError:
        app.show_message("errors.save_unknown_game")
        return False
    if route == "review":
        open_review(app, match)
    else:
        app.push(route, match=match)
    return True


def open_review(app: AppShell, match: Match) -> None:
    """The review of ``match``.  An unfinished game several people play shows one person's
    secrets (their hand, their face-down pieces), so it asks whose review it is and opens
    it for that person behind the privacy screen, as a hot-seat game hands the board over
    (docs/decisions.md, "Game review"); any other game's opens at once."""
    # the review's parts load on use, not at start
    from game.engine.review.plan import needs_hand_over, review_seats

    if not needs_hand_over(match):
        app.push("review", match=match)
        return
    names = SeatNames.of_match(match)
    options = [
        (names.seat(seat), partial(_hand_over, app, match, names, seat))
        for seat in review_seats(match)
    ]
    app.push("choose", key="review_ui.whose", options=options)


def _hand_over(app: AppShell, match: Match, names: SeatNames, seat: int) -> None:
    """The privacy screen for ``seat``'s player; their review once they are ready."""

    def ready() -> None:
        app.push("review", match=match, seat=seat)

    app.push("privacy", player=names.seat(seat), on_ready=ready)


def tell_set_aside(app: AppShell) -> bool:
    """Tell the player, once, which autosaves were set aside because they cannot be read
    (their new names); False when there were none."""
    moved = app.saves.take_set_aside()
    if not moved:
        return False
    # A name the file system gave in bytes that are not UTF-8 holds lone surrogates:
    # they are shown as "?" (they could be neither drawn nor written).
    names = [p.name.encode("utf-8", "replace").decode("utf-8") for p in moved]
    key = "errors.autosave_set_aside" if len(names) == 1 else "errors.autosaves_set_aside"
    app.show_message(key, count=len(names), files=", ".join(names))
    return True
