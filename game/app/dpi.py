"""Display scaling (Windows): the window in real pixels, the layout scaled to match.

At 125-200 % display scaling Windows stretches the window of a program that does not say
it is DPI aware: a 96-dpi picture blown up, blurred.  The frozen exe says it in its
manifest (``build/windows.manifest``, per monitor); from source, SDL is asked to say it
before the window opens (:func:`prepare`).  The window then has real pixels, so its size
and the UI scale are multiplied by :func:`display_scale` (the settings keep the window's
size at 96 dpi, as the player sees it).  Elsewhere the scale is 1: macOS and the Linux
desktops scale windows themselves.
"""

from __future__ import annotations

import os
import sys

import pygame

BASE_DPI = 96


def prepare() -> None:
    """Before the window opens: SDL makes the process per-monitor DPI aware (Windows; the
    variable is read nowhere else)."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def display_scale() -> float:
    """How many real pixels a 96-dpi pixel is on the window's monitor (the system's before
    the window opens): 1.0 except on Windows at more than 100 % scaling."""
    if sys.platform != "win32":
        return 1.0
    try:
        import ctypes

        user32 = ctypes.windll.user32  # type: ignore[attr-defined]
        opened = pygame.display.get_surface() is not None
        window = pygame.display.get_wm_info().get("window") if opened else None
        dpi = user32.GetDpiForWindow(window) if window else user32.GetDpiForSystem()
    except (AttributeError, OSError, pygame.error):
        return 1.0  # before Windows 10 (1607): no per-window DPI; Windows scales as before
    return max(1.0, dpi / BASE_DPI) if dpi > 0 else 1.0
