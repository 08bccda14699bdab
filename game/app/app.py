"""The application: window, UI manager, scene stack, settings, language and the frame loop."""

from __future__ import annotations

import contextlib
import dataclasses
import os
import signal
import sys
import time
import warnings
from collections.abc import Iterable
from typing import Any

import i18n
import pygame
import pygame.freetype
import pygame_gui
from pygame_gui.core.utility import set_default_manager

from game import text
from game.app import art, dpi, fonts, memory, routes, theme, tooltips
from game.app.audio import Audio
from game.app.frame_clock import FrameClock
from game.app.scene import Scene, SceneStack
from game.persistence.instance import InstanceLock
from game.persistence.saves import SaveStore
from game.persistence.settings import Settings, SettingsStore
from game.persistence.stats import StatsStore

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (1024, 640)
FPS = 60
IDLE_WAIT_MS = 250
"""With nothing animating and no input, scenes are updated (polling) at most every this
many milliseconds; input still answers at once: the wait ends with the first event."""
IDLE_DRAW_EVERY = 1.0
"""Seconds between redraws while idle (nothing on screen moves by itself then)."""
ACTIVE_AFTER_INPUT = 1.0
"""Seconds of full frame rate after any input (hover effects, tooltips, a drag)."""
COME_FORWARD_POLL = IDLE_WAIT_MS / 1000
"""Seconds between two looks for a second start's request to come to the front
(:mod:`game.persistence.instance`): as often as the idle loop wakes anyway."""
TRIM_AFTER_FRAMES = 8
"""Frames after a screen was built or changed at which freed memory is handed back to the
system (:func:`memory.trim`): pygame-gui draws a widget's other states (hovered, pressed,
...) one a frame after it is built, freeing its work surfaces as it goes."""


class App:
    """Owns the window and the scenes; ``step`` runs one frame (tests call it directly)."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        lang: str | None = None,
        instance: InstanceLock | None = None,
        guest: bool = False,
    ) -> None:
        """``instance``: the user folder's lock, held by this app (:func:`run_app`): the
        app then comes forward when a second start asks.  ``guest``: a second start on a
        folder another app holds; it only shows that app's message and writes nothing
        (no tidy-up of the saves, no settings saved, no statistics read)."""
        # Everything is drawn in software and copied to the window: SDL's accelerated window
        # framebuffer would load OpenGL (Mesa's software GL alone is about 90 MB resident on
        # Linux) for nothing.  Where the platform has no plain framebuffer (macOS) SDL keeps
        # its texture path whatever this says.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        # SDL would turn SIGTERM and SIGINT into a window-close request, which asks "Quit?"
        # during a game and so ignores the signal: the app handles them itself (run_app).
        os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
        dpi.prepare()  # Windows: real pixels at 125-200 % display scaling, not a stretched window
        memory.tune_allocator()  # before the first big surfaces
        _init_pygame()
        self.instance = instance
        self.guest = guest
        self.settings_store = SettingsStore()
        self.settings: Settings = (
            self.settings_store.peek() if guest else self.settings_store.load()
        )
        if guest:
            self.settings.fullscreen = False  # a message in a window, over the other one
        self.stored_language = self.settings.language
        """The language the settings file keeps: ``--lang`` is for this run only, so the
        file keeps its own until the player picks one in Settings."""
        if lang:
            self.settings.language = lang
        self.stats = StatsStore(read=not guest)
        self.saves = SaveStore()
        if not guest:
            with contextlib.suppress(OSError):
                self.saves.tidy()  # what a killed run left: temp files, finished autosaves
        self.autosave_failure_told = False
        self.startup_problems = [
            p for p in (self.settings_store.problem, self.stats.problem) if p is not None
        ]
        self._set_icon()
        self.display_scale = dpi.display_scale()
        self.size = self._least_size(self._pixels(size or tuple(self.settings.window_size)))
        self.screen = self._open_window()
        self.size = self.screen.get_size()  # what the window has (fullscreen: the screen's)
        self.scale = self._compute_scale()
        text.set_language(self.settings.language)
        pygame.display.set_caption(text.tr("app.window_title"))  # in the player's language
        self.manager = self._new_manager()
        self.stack = SceneStack()
        self.audio = Audio(self.settings)
        self.clock = FrameClock()
        self.elapsed = 0.0
        """Seconds that really passed before the frame being run (its ``dt`` is capped)."""
        self.running = True
        self.closed = False
        self.frame_times: list[float] = []
        self.record_frames = False
        self.trim_in: int | None = None  # frames until freed memory is handed back
        self.first_frame_at: float | None = None  # time.time() when it was on screen
        text.add_listener(self._on_language)

    # --- window ------------------------------------------------------------------
    def _set_icon(self) -> None:
        pygame.display.set_icon(art.app_icon(64))

    def _open_window(self) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.size, flags)

    def _pixels(self, size: tuple[int, int]) -> tuple[int, int]:
        """A size at 96 dpi (the settings', ``--size``) in the window's real pixels."""
        return round(size[0] * self.display_scale), round(size[1] * self.display_scale)

    def _least_size(self, size: tuple[int, int]) -> tuple[int, int]:
        least = self._pixels(MIN_SIZE)
        return max(least[0], size[0]), max(least[1], size[1])

    def _compute_scale(self) -> float:
        """The UI scale for the window's real pixel size: the player's UI scale, times how
        well the window fits the 1280x800 design at 96 dpi, times the display's scaling."""
        w, h = self.size
        d = self.display_scale
        fit = min(w / (DEFAULT_SIZE[0] * d), h / (DEFAULT_SIZE[1] * d))
        fit = min(1.3, max(0.8, fit))
        return round(self.settings.ui_scale * fit * d * 20) / 20

    def _new_manager(self) -> pygame_gui.UIManager:
        """A UI manager for the current scale.  The one it replaces must be let go: pygame-gui
        keeps the first manager ever made as its "default" for good (with every widget and
        font it ever held: 20 MB and more after a few scale changes), and each manager adds
        its translations folder to python-i18n's search path again."""
        theme.install_big_shapes()
        load_path = list(i18n.load_path)
        manager = tooltips.Manager(
            self.size,
            theme.theme_dict(self.scale),
            enable_live_theme_updates=False,
            starting_language=text.language(),
        )
        set_default_manager(manager)
        i18n.load_path[:] = list(dict.fromkeys(load_path + list(i18n.load_path)))
        return manager

    def px(self, value: float) -> int:
        """A length in design pixels (at 1280x800, scale 1) turned into window pixels."""
        return round(value * self.scale)

    def apply_display_settings(self) -> None:
        """Fullscreen or UI scale changed: reopen the window as needed and rebuild."""
        self.screen = self._open_window()
        self.size = self.screen.get_size()
        self._relayout(force_theme=True)

    def resize(self, size: tuple[int, int]) -> None:
        size = self._least_size(size)
        if size != self.screen.get_size():
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = size
        if not self.settings.fullscreen:
            d = self.display_scale
            self.settings.window_size = [round(size[0] / d), round(size[1] / d)]
        self._relayout()

    def _relayout(self, force_theme: bool = False) -> None:
        self.display_scale = dpi.display_scale()  # the window may be on another monitor now
        scale = self._compute_scale()
        if force_theme or scale != self.scale:
            self.scale = scale
            for scene in self.stack.scenes:
                scene.root = None
            self.manager = self._new_manager()
            # Texts and faces are kept by pixel size, and a new scale asks for new sizes:
            # the old ones would only wait to be pushed out (0.75 MB a face).
            fonts.font.cache_clear()
            fonts.render.cache_clear()
        else:
            self.manager.set_window_resolution(self.size)
        self._forget_pictures()  # every screen is laid out again, at another size
        self.rebuild_all()
        memory.give_back()  # the old widgets' memory, freed just now
        self.trim_in = TRIM_AFTER_FRAMES

    def rebuild_all(self) -> None:
        for scene in self.stack.scenes:
            scene.rebuild()
        self.stack.refresh_visibility()

    def _on_language(self, lang: str) -> None:
        self.manager.set_locale(lang)
        self.rebuild_all()
        pygame.display.set_caption(text.tr("app.window_title"))

    def set_language(self, lang: str) -> None:
        """Switch language live (every open scene re-renders) and remember it."""
        self.settings.language = lang
        self.stored_language = lang
        text.set_language(lang)
        self.save_settings()

    def storable_settings(self) -> Settings:
        """The settings as the file keeps them (the language of ``--lang`` left out)."""
        return dataclasses.replace(self.settings, language=self.stored_language)

    def save_settings(self) -> None:
        try:
            self.settings_store.save(self.storable_settings())
        except OSError:
            self.show_message("errors.settings_write")
        self.audio.apply_settings(self.settings)

    # --- scenes ----------------------------------------------------------------------
    def top(self) -> Scene | None:
        return self.stack.top()

    def scene(self, route: str, **args: Any) -> Scene:
        """The scene of ``route`` (:mod:`game.app.routes`) built with ``args``, not shown."""
        return routes.build(self, route, **args)

    def _scene(self, scene: Scene | str, args: dict[str, Any]) -> Scene:
        return self.scene(scene, **args) if isinstance(scene, str) else scene

    def push(self, scene: Scene | str, **args: Any) -> Scene:
        """Show ``scene`` (or the scene of a route, built with ``args``) on top."""
        scene = self._scene(scene, args)
        scene.depth = len(self.stack.scenes)
        self.stack.scenes.append(scene)
        scene.rebuild()
        self.stack.refresh_visibility()
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack.scenes:
            return None
        scene = self.stack.scenes.pop()
        scene.on_exit()
        scene.destroy()
        self.stack.refresh_visibility()
        top = self.top()
        if top is not None:
            top.on_uncover()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene | str, **args: Any) -> Scene:
        """Show ``scene`` (or a route's) in place of the top one."""
        scene = self._scene(scene, args)
        if self.stack.scenes:
            old = self.stack.scenes.pop()
            old.on_exit()
            old.destroy()
        self._let_go()
        return self.push(scene)

    def reset_to(self, scene: Scene | str, **args: Any) -> Scene:
        """Clear the stack and show ``scene`` or a route's (e.g. back to ``"menu"``)."""
        scene = self._scene(scene, args)
        while self.stack.scenes:
            old = self.stack.scenes.pop()
            old.on_exit()
            old.destroy()
        self._let_go()
        return self.push(scene)

    def _let_go(self) -> None:
        """A screen was left for another (a finished game, back to the menu): the faces
        and texts it drew are let go with the rest of its memory.  Reopening a face takes
        a quarter of a millisecond; keeping a game's dozen costs 9 MB at the menu."""
        fonts.font.cache_clear()
        fonts.render.cache_clear()
        self._forget_pictures()
        memory.give_back()
        self.trim_in = TRIM_AFTER_FRAMES

    def _forget_pictures(self) -> None:
        """The screens drawn so far are gone (left, or laid out again at another size):
        let go of the pictures kept for them, which the next screens would only push out
        later: those cached per board size or per screen (:func:`memory.leave_screen`:
        boards, grounds, Crown's cards) and pygame-gui's short-term shadows (it empties
        them only every ten seconds of frames: 4 MB after a game at 1280x800)."""
        memory.leave_screen()
        self.manager.get_theme().get_shadow_generator().clear_short_term_caches()

    def show_message(self, key: str, **args: object) -> None:
        self.push("message", key=key, args=args)

    # --- quitting ---------------------------------------------------------------------
    def request_quit(self) -> None:
        """Quit, asking first when a game is being played."""
        if any(scene.in_game for scene in self.stack.scenes):
            top = self.top()
            if top is None or top.name != "confirm":  # asked once, not once per click
                self.push("confirm", key="dialog.quit_game", on_yes=self.quit)
        else:
            self.quit()

    def quit(self) -> None:
        self.running = False

    # --- frame loop ----------------------------------------------------------------------
    def step(
        self,
        dt: float,
        events: Iterable[pygame.event.Event] | None = None,
        draw: bool = True,
        elapsed: float | None = None,
    ) -> None:
        """One frame: events, update, draw.  ``events`` defaults to the pygame queue; an
        idle frame may skip the drawing (nothing on screen changed by itself).  ``dt`` is
        capped for the animations; ``elapsed`` (``dt`` unless given) is the time that really
        passed since the last frame, for the clocks that count it (:attr:`elapsed`)."""
        self.elapsed = dt if elapsed is None else elapsed
        started = time.perf_counter()
        for event in pygame.event.get() if events is None else events:
            self.handle_event(event)
        self.manager.update(dt)
        top = self.top()
        if top is not None:
            top.update(dt)
        if self.top() is not top:
            # A scene changed during the update (a finished game's Results): pygame-gui
            # draws the widgets it had until its next update, so the old screen's buttons
            # would stand over the new one for a frame (half a second while idle).
            self.manager.update(0.0)
        if draw:
            self.draw()
            if self.first_frame_at is None:
                self.first_frame_at = time.time()
                if not self.guest:  # a second start only says so: no sounds, nothing cached
                    self.audio.load()  # only now: the first frame does not wait for the sounds
        if self.trim_in is not None:
            self.trim_in -= 1
            if self.trim_in <= 0:
                self.trim_in = None
                memory.trim()
        if self.record_frames:
            self.frame_times.append(time.perf_counter() - started)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            # The window closed by its button, or by the desktop at logout: every decision
            # is already on disk, so nothing is asked (a question here would hold up a
            # logout until the system kills the app).
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.resize((event.w, event.h))
            return
        if event.type == pygame.WINDOWDISPLAYCHANGED:  # another monitor: its own scaling
            self._relayout()
        consumed = self.manager.process_events(event)
        top = self.top()
        if top is None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not consumed:
            top.back()
            return
        if not consumed or event.type >= pygame.USEREVENT:
            top.handle_event(event)

    def draw(self) -> None:
        visible = self.stack.visible()
        for scene in visible:
            scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        if visible:
            visible[-1].draw_above(self.screen)  # its tooltips: over every widget too
        pygame.display.flip()

    def run(self) -> None:
        self.loop()
        self.shutdown()

    def loop(self) -> None:
        """Frames until :meth:`quit`: 60 a second while anything moves or a person is
        acting, otherwise asleep until input or the next idle frame.  Time and sleep come
        from :attr:`clock` (tests give the loop a clock of their own)."""
        clock = self.clock
        active_until = drawn_at = 0.0
        looked_at = clock.now()
        held: set[tuple[int, int]] = set()  # keys and mouse buttons down (a pan, a drag)
        while self.running:
            top = self.top()
            now = clock.now()
            lively = held or now < active_until or (top is not None and top.animating())
            if lively:
                dt = clock.tick(FPS)
                events = pygame.event.get()
            else:
                events = clock.wait(IDLE_WAIT_MS)
                dt = clock.tick()
            now = clock.now()
            if events:
                active_until = now + ACTIVE_AFTER_INPUT
                _track_held(held, events)
            if now - looked_at >= COME_FORWARD_POLL:
                looked_at = now
                if self.instance is not None and self.instance.take_request():
                    self.come_forward()
            draw = bool(lively or events or now - drawn_at >= IDLE_DRAW_EVERY)
            if draw:
                drawn_at = now
            self.step(min(dt, 0.1), events, draw=draw, elapsed=dt)

    def come_forward(self) -> None:
        """A second start of the app asked for this window: restored if minimised, raised
        and given the focus; where the desktop keeps the focus where it is (focus-stealing
        prevention), the window's taskbar entry flashes instead."""
        try:
            with warnings.catch_warnings():  # pygame-ce's only handle on the display's window
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
        except (pygame.error, AttributeError):  # no window, or a pygame without the call
            return
        with contextlib.suppress(pygame.error):  # not every video driver can
            if not pygame.display.get_active():
                window.restore()
            window.focus()
        with contextlib.suppress(pygame.error):
            window.flash(pygame.FLASH_BRIEFLY)

    def shutdown(self) -> None:
        """Save settings and close pygame (safe to call more than once)."""
        text.remove_listener(self._on_language)
        if self.closed:
            return
        self.closed = True
        for scene in reversed(self.stack.scenes):
            scene.on_exit()
        self.stack.scenes.clear()
        if not self.guest:
            with contextlib.suppress(OSError):
                self.settings_store.save(self.storable_settings())
        fonts.font.cache_clear()  # fonts and surfaces die with pygame.quit()
        fonts.render.cache_clear()
        art.background.cache_clear()
        drain_events()
        pygame.quit()


def drain_events() -> None:
    """Read and drop every event still queued.  pygame-gui posts events that name a
    widget (a button hovered, unhovered, pressed), so a queued event keeps that widget,
    its screen and their pictures alive; pygame-ce lets go of them only when they are
    read: ``pygame.event.clear()`` and ``pygame.quit()`` drop the events but keep what
    they name for good.  The frame loop reads the queue every frame; this is for the
    end, and for whatever drives frames with events of its own (tests, benchmarks)."""
    with contextlib.suppress(pygame.error):  # no display: nothing queued
        pygame.event.get()


def _init_pygame() -> None:
    """The parts of pygame the app draws with.  Not ``pygame.init()``, which would also
    open the audio device (tens of milliseconds with some sound servers) before the first
    frame, at a format of its choosing: :meth:`Audio.load` opens it afterwards."""
    pygame.display.init()
    pygame.font.init()
    pygame.freetype.init()


def _track_held(held: set[tuple[int, int]], events: list[pygame.event.Event]) -> None:
    """Keep ``held`` up to date with the keys and mouse buttons pressed and released."""
    for event in events:
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            item = (pygame.KEYDOWN, event.key)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            item = (pygame.MOUSEBUTTONDOWN, event.button)
        elif event.type == pygame.WINDOWFOCUSLOST:
            held.clear()
            continue
        else:
            continue
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            held.add(item)
        else:
            held.discard(item)


def run_app(
    screenshot: str | None = None,
    size: str | None = None,
    lang: str | None = None,
    first_frame_report: bool = False,
) -> int:
    """Start the game with the main menu.

    ``first_frame_report`` (benchmarks) prints the wall-clock time of the first menu frame
    and exits.
    """
    window = None
    if size:
        try:
            w, h = (int(v) for v in size.lower().split("x"))
            window = (w, h)
        except ValueError:
            window = None
    instance = InstanceLock()
    if not instance.claim():
        return _already_open(instance, window, lang)
    try:
        return _run_app(instance, window, screenshot, lang, first_frame_report)
    finally:
        instance.release()


def _run_app(
    instance: InstanceLock,
    window: tuple[int, int] | None,
    screenshot: str | None,
    lang: str | None,
    first_frame_report: bool,
) -> int:
    stop = _StopOnSignal()  # before App(): a signal during start-up counts too
    with stop:
        app = App(size=window, lang=lang, instance=instance)
        stop.app = app
        app.push("menu")
        for key in app.startup_problems:
            app.show_message(key)
        if screenshot:
            _schedule_screenshot(app, screenshot)
        if first_frame_report:
            app.step(0.0)
            print(f"first-frame {app.first_frame_at:.6f}", flush=True)
            app.shutdown()
            return 0
        if stop.requested:
            app.quit()
        app.run()
    return 0


def _already_open(instance: InstanceLock, window: tuple[int, int] | None, lang: str | None) -> int:
    """Another app holds the user folder: say so (a window of its own, and a line for a
    terminal), then ask that app to come to the front as this one ends (OK, Esc, the
    window closed or a signal); exit status 0, nothing written but the request."""
    stop = _StopOnSignal()
    with stop:
        app = App(size=window or MIN_SIZE, lang=lang, guest=True)
        stop.app = app
        print(text.tr("instance.already_open_console", folder=instance.folder), file=sys.stderr)
        app.push("already_open")
        if stop.requested:
            app.quit()
        app.run()
    instance.ask_to_come_forward()
    return 0


class _StopOnSignal:
    """While active, SIGTERM, SIGHUP and SIGINT (the system or the desktop ending the app,
    a closed terminal, Ctrl+C) end the frame loop without asking: the app then shuts down
    as after Quit, so the game in progress is autosaved, and the process exits with 0.

    The handler only sets flags (Python runs it between frames, on the main thread); the
    idle frame loop wakes at least every ``IDLE_WAIT_MS``, so the app stops promptly."""

    SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")

    def __init__(self) -> None:
        self.app: App | None = None
        self.requested = False
        self._previous: dict[int, object] = {}

    def __enter__(self) -> _StopOnSignal:
        for name in self.SIGNALS:
            number = getattr(signal, name, None)
            if number is None:
                continue
            with contextlib.suppress(ValueError, OSError):  # not the main thread
                self._previous[number] = signal.signal(number, self._handle)
        return self

    def _handle(self, signum: int, frame: object) -> None:
        self.requested = True
        if self.app is not None:
            self.app.quit()

    def __exit__(self, *exc: object) -> None:
        for number, handler in self._previous.items():
            with contextlib.suppress(ValueError, OSError, TypeError):
                signal.signal(number, handler)  # type: ignore[arg-type]


def _schedule_screenshot(app: App, path: str) -> None:
    """Save a screenshot after a few frames (for docs and visual checks), then keep running."""
    delay = float(os.environ.get("GG_SCREENSHOT_DELAY", "1.0"))
    original = app.draw
    started = time.perf_counter()
    state = {"done": False}

    def draw_and_capture() -> None:
        original()
        if not state["done"] and time.perf_counter() - started >= delay:
            pygame.image.save(app.screen, path)
            state["done"] = True

    app.draw = draw_and_capture  # type: ignore[method-assign]
