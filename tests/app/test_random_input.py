"""A restless player: seeded random input into the whole app, from the main menu on.

Clicks on the buttons shown and anywhere else (left and right), keys, typing, the wheel and
window resizes, with a few frames between them, in both languages, from the main menu, two
New game screens and a lesson.  Nothing may raise (a missing text is an error here too: the
locales are strict), and the input must carry the app on to other screens.
"""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from game.app.app import MIN_SIZE

KEYS = (
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_z,
    pygame.K_r,
    pygame.K_h,
    pygame.K_f,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_TAB,
    pygame.K_PLUS,
    pygame.K_MINUS,
    pygame.K_1,
    pygame.K_BACKSPACE,
)
TYPED = ("a", "Z", "7", " ", "é", "한", "글", "🙂", "&", "%", "{")


def shown_buttons(app) -> list[pygame_gui.elements.UIButton]:
    return [
        element
        for element in app.manager.get_sprite_group().sprites()
        if isinstance(element, pygame_gui.elements.UIButton)
        and element.visible
        and element.is_enabled
    ]


def press(pos: tuple[int, int], button: int) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]


def random_input(app, rng: random.Random) -> list[pygame.event.Event]:
    """One thing a restless player does."""
    w, h = app.size
    roll = rng.random()
    if roll < 0.5:
        buttons = shown_buttons(app)
        if buttons:
            return press(rng.choice(buttons).rect.center, 1)
    if roll < 0.75:
        return press((rng.randrange(w), rng.randrange(h)), rng.choice((1, 1, 3)))
    if roll < 0.84:
        key = rng.choice(KEYS)
        return [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""),
            pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""),
        ]
    if roll < 0.9:  # typing, into a name field should one have the focus
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TYPED))]
    if roll < 0.97:
        return [
            pygame.event.Event(
                pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False, which=0
            )
        ]
    size = (rng.randrange(MIN_SIZE[0] - 100, 1700), rng.randrange(MIN_SIZE[1] - 100, 1100))
    return [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]


class Unhurried:
    """A review executor that never answers: the analysis stays under way (its worker
    processes would answer after a wall-clock time, and the same input would then meet
    another screen from run to run)."""

    def submit(self, task) -> None:
        pass

    def poll(self) -> None:
        return None

    def cancel(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


@pytest.fixture
def same_every_run(monkeypatch):
    """No answer depends on the clock: AI seats and hints decide on this thread (the
    driver's own fallback when there is no worker process), reviews never finish."""
    from game.app import ai_driver
    from game.app.review import scene as review_scene

    def no_worker(self):
        raise OSError("no worker process in this test")

    monkeypatch.setattr(ai_driver.AIDriver, "_worker", no_worker)
    monkeypatch.setattr(review_scene, "worker_executors", lambda: [Unhurried()])


START = {
    "menu": ("menu", {}),
    "goldmine setup": ("setup", {"game_id": "goldmine"}),
    "crown setup": ("setup", {"game_id": "crown"}),
    "armadora lesson": ("tutorial", {"game_id": "armadora"}),
}


@pytest.mark.usefixtures("same_every_run")
@pytest.mark.parametrize(
    "start, seed, lang, size, scale, actions",
    [
        ("menu", 3, "en", (1280, 800), 1.0, 400),
        ("menu", 5, "ko", (1280, 800), 1.0, 400),
        (
            "goldmine setup",
            7,
            "ko",
            (1024, 640),
            1.3,
            250,
        ),  # the largest interface, smallest window
        ("crown setup", 2, "en", (1024, 640), 0.8, 250),
        ("armadora lesson", 4, "en", (1280, 800), 1.0, 250),
    ],
)
def test_random_input_never_breaks_the_app(make_app, start, seed, lang, size, scale, actions):
    rng = random.Random(seed)
    app = make_app(size=size, lang=lang)
    if scale != 1.0:
        app.settings.ui_scale = scale
        app.apply_display_settings()
    app.settings.ai_speed = app.settings.animation_speed = "fast"
    app.push("menu")
    route, args = START[start]
    if route != "menu":
        app.push(route, **args)
    seen: set[str] = set()
    for _ in range(actions):
        if not app.running or app.top() is None:  # the menu's Quit: start again
            app.running = True
            app.reset_to("menu")
        for event in random_input(app, rng):
            if event.type == pygame.MOUSEMOTION:
                pygame.mouse.set_pos(event.pos)
            pygame.event.post(event)  # the queue, as pygame-gui posts its own events there
            app.step(1 / 30)
        for _ in range(rng.randrange(1, 16)):
            app.step(1 / 30)
        seen.update(scene.name for scene in app.stack.scenes)
    assert len(seen) >= 4, seen  # the input moved the app on: screens, dialogs, a game
