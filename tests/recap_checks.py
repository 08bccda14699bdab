"""Shared steps of the recap and result-card scene tests: a match of a human (seat 0) and an
AI whose decisions the test makes (the scene's own AI is switched off), played through
the play scene until the AI's turn makes the event asked for."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.engine.events import Event
from game.engine.match import Match
from tests.ui_fixtures import frames, key

Pick = Callable[[Match, list, random.Random], object]


def scripted(scene) -> None:
    """The scene's AI never decides: the test plays the AI's decisions itself."""
    scene._ask_ai = lambda *args, **kwargs: None
    scene.ai.poll = lambda: None


def settle(app, scene, limit: int = 600) -> None:
    """Let the queued steps play (a tenth of a second a frame)."""
    for _ in range(limit):
        if not scene.steps.busy:
            return
        app.step(0.1, events=[])
    raise AssertionError("the steps never finished")


def play_until(
    app, scene, wanted: type[Event], human: Pick, ai: Pick, seed: int = 3, limit: int = 3000
) -> Event:
    """Play (human decisions from ``human``, the AI's from ``ai``) until an AI decision
    brings an event of type ``wanted``; answer it, its step just queued (not yet shown)."""
    rng = random.Random(seed)
    match = scene.match
    for _ in range(limit):
        assert not match.is_over, "the game ended before the event came"
        settle(app, scene)
        seat = match.to_move
        legal = match.legal_actions()
        if match.seats[seat].is_human:
            scene.play(human(match, legal, rng))
            continue
        for report in scene.play(ai(match, legal, rng)):
            found = [e for e in report.events_for(0) if isinstance(e, wanted)]
            if found:
                return found[0]
    raise AssertionError(f"no {wanted.__name__} in {limit} decisions")


def card_while_shown(app, scene, limit: int = 200) -> dict:
    """Step until the AI's result card is on screen; answer it (the step still holds the
    game: the card is seen at the AI's pace)."""
    for _ in range(limit):
        if scene.recap.card_shown():
            assert scene.steps.busy, "another seat's card holds the game up until seen"
            return scene.state_for_test()["card"]
        app.step(0.05, events=[])
    raise AssertionError("no result card was shown")


def skip_card(app, scene) -> None:
    """Space skips the card (and the step it holds up)."""
    key(app, pygame.K_SPACE)
    assert not scene.recap.card_shown()


def until_human(app, scene, ai: Pick, seed: int = 5, limit: int = 400) -> None:
    """Let the AI (the test's decisions) play on until the human decides."""
    rng = random.Random(seed)
    match = scene.match
    for _ in range(limit):
        settle(app, scene)
        if scene.is_human_turn():
            frames(app, 1)
            return
        scene.play(ai(match, match.legal_actions(), rng))
    raise AssertionError("the human's turn never came")


def click_recap_turn(app, scene, index: int) -> None:
    """Click the recap panel's row of turn ``index``."""
    box = scene.recap._box("recap")
    assert box is not None, "no recap on screen"
    rect = next(row for row, turn in box.rows if turn == index)
    # A point of the row over no legal move (a legal move under it takes the click).
    points = [
        (x, y)
        for y in range(rect.top + 2, rect.bottom, 4)
        for x in range(rect.left + 2, rect.right, 8)
    ]
    legal = scene.legal()
    for point in points:
        scene.mouse = point
        action = scene.candidate()
        if action is None or action not in legal:
            break
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(1 / 60, events=[pygame.event.Event(kind, pos=point, button=1)])


def resumed(app, scene, named: bool = False):
    """The game of ``scene`` opened again as a player opens it: its autosave from the main
    menu (Continue), or with ``named`` a copy saved from the pause menu (Load).  Answers
    the new play scene (its AI scripted by the test too), a frame drawn."""
    from game.app.resume import open_save
    from game.app.scenes.main_menu import MainMenu

    scene.writer.flush()
    path = app.saves.save_as_new(scene.match, scene.save_meta()) if named else None
    app.reset_to(MainMenu(app))
    frames(app, 1)
    assert open_save(app, path or app.saves.autosave_path)
    loaded = next(s for s in reversed(app.stack.scenes) if hasattr(s, "match"))  # under a cover
    assert loaded is not scene and loaded.match.steps == scene.match.steps
    scripted(loaded)
    frames(app, 2)
    return loaded


def shown_recap(scene) -> tuple[list, list]:
    """The recap's turns (whose, their lines) and the highlights on the board."""
    state = scene.state_for_test()
    return state["recap"], state["marks"]


def resumed_at_human(app, scene, ai: Pick, named: bool):
    """After the AI's turn the test made (its card skipped): played on to the human's
    turn, saved and opened again (:func:`resumed`); the loaded scene shows the recap and
    the highlights the live one did.  Answers the loaded scene, its recap and marks."""
    skip_card(app, scene)
    until_human(app, scene, ai)
    live = shown_recap(scene)
    loaded = resumed(app, scene, named)
    recap, marks = shown_recap(loaded)
    assert (recap, marks) == live
    return loaded, recap, marks
