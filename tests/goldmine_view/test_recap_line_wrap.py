"""A challenge's line in the recap keeps its score on one line ("won 2 rounds to / 0" at
1024x640): the locale joins the score's words with no-break spaces, which the wrap helper
never breaks at; the line still wraps before the score, and other lines as before.  A player's
name of several words stays whole the same way."""

from __future__ import annotations

import re

import pygame
import pytest

from game.app import fonts, recap_draw
from game.text import tr

SCORE = {"en": "2 rounds to 0", "ko": "2 대 0으로"}


def rows(app, text: str, width: int) -> list[tuple[str, int, int]]:
    """``text`` as the recap panel's Writer lays a turn's line out in ``width`` pixels:
    each row as a player reads it, its width and its room."""
    box = recap_draw.Box(pygame.Rect(0, 0, width, 0))
    recap_draw.Writer(box, app.px, 0, width).line(text, app.px(13))
    return [(t.replace(fonts.NO_BREAK, " "), w, room) for t, w, room in box.screen_texts()]


@pytest.mark.parametrize("challenge", ["gold", "bat"])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_challenge_s_score_stays_on_one_recap_line(make_app, lang, challenge):
    app = make_app(size=(1024, 640), lang=lang)
    names = {"target": "Player 2", "winner": "Player 1"}
    line = tr(f"goldmine_ui.recap.{challenge}_line", won=2, lost=0, **names)
    assert fonts.wrap(line, app.px(13), 10**4) == [line]  # one line when there is room
    for width in range(app.px(120), app.px(recap_draw.RECAP_WIDTH) + 1, 3):
        laid = rows(app, line, width)
        assert any(SCORE[lang] in text for text, _, _ in laid), (width, laid)
        assert all(wide <= room for _, wide, room in laid), (width, laid)


def test_other_recap_lines_still_wrap_at_every_space(make_app):
    app = make_app(size=(1024, 640))
    line = tr("goldmine_ui.recap.passage_shut", a=3, b=4, steps=2, count=2)
    laid = rows(app, line, app.px(150))
    assert len(laid) > 1 and all(wide <= room for _, wide, room in laid)
    assert " ".join(text for text, _, _ in laid) == line


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_challenge_score_in_the_locales_is_one_unbreakable_word(lang):
    """The shared log and the results wrap the rules' challenge lines too ("wins ... 2 /
    rounds to 0" in the log at 1280x800): every text that says a score joins it with
    no-break spaces, so no wrap splits it."""
    from game import text

    scores = {
        key: re.search(r"%\{won\}.*?%\{lost\}", value)
        for key, value in text.catalog(lang).items()
        if "%{won}" in value and "%{lost}" in value
    }
    assert len(scores) >= 5, scores
    split = [key for key, found in scores.items() if found is None or " " in found.group(0)]
    assert split == []


def test_a_player_s_name_of_two_words_never_wraps_in_the_recap(make_app):
    """Hot-seat names like "Kim Minsu" broke across two lines of the recap ("Kim / Minsu
    drives ..."): the recap joins every seat's name before it wraps a line."""
    from types import SimpleNamespace

    from game.app.recap_view import RecapView

    app = make_app(size=(1024, 640))
    names = ["Kim Minsu", "Lee Jiwon Park"]
    scene = SimpleNamespace(seat_name=lambda seat: names[seat], match=SimpleNamespace(seats=[0, 1]))
    keep = RecapView.keep_names
    line = "Lee Jiwon Park drives Kim Minsu's miner to the square 2 left of the entrance."
    joined = keep(SimpleNamespace(scene=scene), line)
    assert joined.replace(fonts.NO_BREAK, " ") == line
    for width in range(60, 400, 7):
        box = recap_draw.Box(pygame.Rect(0, 0, width, 0))
        writer = recap_draw.Writer(
            box, app.px, 0, width, lambda t: keep(SimpleNamespace(scene=scene), t)
        )
        writer.line(line, app.px(13))
        rows = [t.replace(fonts.NO_BREAK, " ") for t, _, _ in box.screen_texts()]
        for row in rows:
            for name in names:
                for cut in range(1, name.count(" ") + 1):
                    head = name.rsplit(" ", cut)[0]
                    assert not row.endswith(head) or row.endswith(name), (width, rows)


@pytest.mark.parametrize(("others", "start"), [(1, True), (2, True), (2, False), (0, True)])
def test_the_folded_recap_counts_the_others_turns_only(make_app, others, start):
    """Folded, the recap counted its "your turn begins" entry as one of the others' turns
    ("2 turns since yours" after one)."""
    from game.app.recap import Line, Told, Turn

    app = make_app()
    told = Told((Line("move", "Moved."),))
    turns = [Turn(seat=1 + i % 2, told=told, first=i) for i in range(others)]
    if start:
        turns.append(Turn(seat=0, told=told, first=others, start=True))
    box = recap_draw.recap_box(
        turns, pygame.Rect(0, 0, 800, 600), app.px, str, lambda s: (0, 0, 0), None, folded=True
    )
    texts = [t.replace(fonts.NO_BREAK, " ") for t, _, _ in box.screen_texts()]
    assert tr("recap.folded", count=others) in texts
    assert others != 1 or "1 turn since yours: click to show it" in texts
