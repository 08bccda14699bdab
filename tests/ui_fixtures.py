"""Shared fixtures and helpers for headless UI tests: an App in a throw-away user folder,
and synthetic input (imported by the UI test folders' conftest files)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game import text


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("GOLD_AND_GLORY_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    return tmp_path


@pytest.fixture
def make_app(home):
    """Factory for Apps (several per test, e.g. to check settings survive a restart)."""
    from game.app.app import App

    text.set_strict(True)
    apps: list[App] = []

    def factory(size=(1280, 800), lang=None, **options) -> App:
        app = App(size=size, lang=lang, **options)
        apps.append(app)
        return app

    yield factory
    text.set_strict(False)
    for app in apps:
        app.shutdown()
    text.set_language("en")


@pytest.fixture
def menu_app(make_app):
    from game.app.scenes.main_menu import MainMenu

    app = make_app()
    app.push(MainMenu(app))
    frames(app, 2)
    return app


def frames(app, n: int = 1) -> None:
    for _ in range(n):
        app.step(1 / 60)


def click(app, element, button: int = 1) -> None:
    """Press and release the mouse over ``element`` and let the app see the result."""
    pos = element.rect.center
    pygame.mouse.set_pos(pos)
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
    )
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])
    frames(app, 2)


def key(app, key_code: int, mod: int = 0) -> None:
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="")])
    frames(app, 1)


def until_results(app, limit: int = 300) -> None:
    """Let the app run (a tenth of a second a step) until the Results screen is on top."""
    from game.app.results_scene import ResultsScene

    for _ in range(limit):
        if isinstance(app.top(), ResultsScene):
            return
        app.step(0.1, events=[])
    assert isinstance(app.top(), ResultsScene)


def open_learn_to_play(app, game_id: str):
    """Click "Learn to play" on the game's menu card; answer the guided game's scene (its
    coach leading, the gentle AI opposite)."""
    menu = app.top()
    button = next(b for b, g in menu.learn_buttons.items() if g == game_id)
    click(app, button)
    scene = app.top()
    assert scene.coach is not None and scene.coach.guided
    assert scene.match.seats[1].level == "greedy"
    return scene


class SimulatedClock:
    """The frame loop's clock (:class:`game.app.frame_clock.FrameClock`) in simulated time:
    a tick or a wait moves the time on instead of sleeping, so the loop runs as it would on
    an idle machine however busy this one is.  Input is whatever pygame's queue holds (a
    wait answers the queued events at once, as the real one does).  Stops the app's loop once
    ``seconds`` have passed; ``waits`` keeps the length of every idle wait (ms)."""

    def __init__(self, app, seconds: float, start: float = 1000.0) -> None:
        self.app = app
        self.time = self.last_tick = start
        self.until = start + seconds
        self.waits: list[int] = []

    def now(self) -> float:
        return self.time

    def tick(self, fps: int = 0) -> float:
        if fps:
            self.time = max(self.time, self.last_tick + 1 / fps)
        elapsed, self.last_tick = self.time - self.last_tick, self.time
        self._maybe_stop()
        return elapsed

    def wait(self, ms: int) -> list[pygame.event.Event]:
        self.waits.append(ms)
        events = pygame.event.get()
        if not events:
            self.time += ms / 1000
        return events

    def _maybe_stop(self) -> None:
        if self.time >= self.until:
            self.app.running = False


def run_loop(app, seconds: float) -> tuple[dict[str, int], SimulatedClock]:
    """Run the app's real frame loop for ``seconds`` of simulated time; count its frames
    and the frames it drew."""
    counts = {"frames": 0, "drawn": 0}
    step = app.step

    def counting_step(dt, events=None, draw=True, elapsed=None):
        counts["frames"] += 1
        counts["drawn"] += bool(draw)
        step(dt, events, draw=draw, elapsed=elapsed)

    clock = SimulatedClock(app, seconds)
    real, app.clock, app.step = app.clock, clock, counting_step
    app.running = True
    try:
        app.loop()
    finally:
        app.clock = real
        del app.step
    return counts, clock
