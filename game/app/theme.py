"""The look: the pygame-gui theme (assets/theme.json, scaled) and colours for custom drawing."""

from __future__ import annotations

import copy
import importlib
import json
import pkgutil
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import pygame
import pygame_gui.elements
from pygame_gui.core.colour_gradient import ColourGradient
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape

from game.paths import resource_path

THEME_FILE = resource_path("assets", "theme.json")

# Colours for what the game draws itself (backgrounds, boards, titles).
BG_TOP = (27, 22, 36)
BG_BOTTOM = (52, 36, 30)
GOLD = (232, 198, 106)
GOLD_DARK = (169, 138, 74)
GOLD_LIGHT = (255, 236, 170)
CREAM = (243, 230, 196)
MUTED = (184, 170, 140)
SHADOW = (0, 0, 0)
PANEL = (34, 28, 38)
WARNING = (255, 176, 112)


def _by_path(font: dict[str, Any]) -> None:
    """Replace a font's package resources with their file paths when they are files."""
    for style in ("regular", "bold", "italic", "bold_italic"):
        resource = font.get(f"{style}_resource")
        if not isinstance(resource, dict):
            continue
        path = resources.files(resource["package"]).joinpath(resource["resource"])
        if isinstance(path, Path) and path.is_file():
            del font[f"{style}_resource"]
            font[f"{style}_path"] = str(path)


@lru_cache(maxsize=1)
def _base_theme() -> dict[str, Any]:
    return json.loads(THEME_FILE.read_text(encoding="utf-8"))


def theme_dict(scale: float) -> dict[str, Any]:
    """The theme with every font size (and list item height) multiplied by ``scale``.

    Fonts are named by their file path where the package's font is a plain file: pygame-gui
    reads a *resource* into memory once per font size (6 MB for each size of Noto Sans KR),
    while from a path the font is read from the file as needed.
    """
    theme = copy.deepcopy(_base_theme())
    for block in theme.values():
        fonts = block.get("font")
        for font in fonts if isinstance(fonts, list) else [fonts] if fonts else []:
            font["size"] = str(max(9, round(float(font["size"]) * scale)))
            _by_path(font)
        misc = block.get("misc", {})
        for key in ("list_item_height", "sliding_button_width"):
            if key in misc:
                misc[key] = str(max(12, round(float(misc[key]) * scale)))
    return theme


# --- big rounded shapes ----------------------------------------------------------------------
BIG_SHAPE_AREA = 40_000
"""From this area (pixels) up a rounded widget is drawn by :class:`BigRoundedShape`.
pygame-gui caches shapes only below it; the 4x work surfaces it draws a shape on cost
16 times the shape's own pixels, several at once: 75 MB of peak for the Results text boxes
at 1280x800, over 340 MB at 3840x2160."""
AA = 4
"""Supersampling of the corners (pygame-gui's own factor)."""
LAYER_BAND_BYTES = 1024 * 1024
"""A shape drawn over its shadow is blended in bands of rows of at most this many bytes."""


def _big_rounded_shape_class() -> type:
    def paint(surface, rect, radii, border, widths, bg, inner_radii) -> None:
        """A rounded rectangle with its border (no antialiasing) on ``surface``."""
        left, top, right, bottom = widths
        if max(widths) > 0:
            pygame.draw.rect(
                surface,
                border,
                rect,
                border_top_left_radius=radii[0],
                border_top_right_radius=radii[1],
                border_bottom_left_radius=radii[2],
                border_bottom_right_radius=radii[3],
            )
        inner = pygame.Rect(
            rect.x + left, rect.y + top, rect.w - left - right, rect.h - top - bottom
        )
        if inner.w > 0 and inner.h > 0:
            pygame.draw.rect(
                surface,
                bg,
                inner,
                border_top_left_radius=inner_radii[0],
                border_top_right_radius=inner_radii[1],
                border_bottom_left_radius=inner_radii[2],
                border_bottom_right_radius=inner_radii[3],
            )

    class BigRoundedShape(RoundedRectangleShape):
        """pygame-gui's rounded rectangle, drawn at its own size with only the corners
        supersampled (it draws the whole shape at four times its size).  Small shapes,
        gradients and filled bars are left to pygame-gui."""

        def redraw_state(self, state_str: str, add_text: bool = True) -> None:
            size = self.containing_rect.size
            bg = self.theming[f"{state_str}_bg"]
            border = self.theming[f"{state_str}_border"]
            rect = pygame.Rect((self.shadow_width, self.shadow_width), self.click_area_shape.size)
            radii = [max(0, int(r)) for r in self.shape_corner_radius]
            b = self.border_widths
            widths = (b["left"], b["top"], b["right"], b["bottom"])
            reach = max(radii) + max(widths) + 2  # a corner patch's side
            if (
                size[0] * size[1] < BIG_SHAPE_AREA
                or isinstance(bg, ColourGradient)
                or isinstance(border, ColourGradient)
                or "filled_bar" in self.theming
                or rect.w < 2 * reach
                or rect.h < 2 * reach
            ):
                super().redraw_state(state_str, add_text)
                return
            scale = min(
                (rect.w - widths[0] - widths[2]) / max(rect.w, 1),
                (rect.h - widths[1] - widths[3]) / max(rect.h, 1),
            )
            inner_radii = [int(r * scale) for r in radii]
            # The corners, antialiased: a small rounded rectangle with the same corners
            # drawn at AA times the size and scaled down, its quarters put in place.
            side = 2 * reach
            big = pygame.Surface((side * AA, side * AA), pygame.SRCALPHA, 32)
            big.fill((0, 0, 0, 0))
            paint(
                big,
                big.get_rect(),
                [r * AA for r in radii],
                border,
                [w * AA for w in widths],
                bg,
                [r * AA for r in inner_radii],
            )
            patch = pygame.transform.smoothscale(big, (side, side))

            def paint_layer(layer: pygame.Surface, top: int) -> None:
                """The shape's rows from ``top`` on, on a clear ``layer``."""
                paint(layer, rect.move(0, -top), radii, border, widths, bg, inner_radii)
                for i, (px, py) in enumerate(
                    (
                        (rect.left, rect.top),
                        (rect.right - reach, rect.top),
                        (rect.left, rect.bottom - reach),
                        (rect.right - reach, rect.bottom - reach),
                    )
                ):
                    area = pygame.Rect((i % 2) * reach, (i // 2) * reach, reach, reach)
                    layer.fill((0, 0, 0, 0), pygame.Rect((px, py - top), area.size))
                    layer.blit(patch, (px, py - top), area, special_flags=pygame.BLEND_RGBA_MAX)

            if self.base_surface is not None:
                # Blended over the shadow band by band: the same pixels as one layer of the
                # shape's whole size (9 MB for a Results text box at 7680x4320), a tenth of
                # the memory.
                surface = self.base_surface.copy()
                rows = max(1, min(size[1], LAYER_BAND_BYTES // (4 * size[0])))
                band = pygame.Surface((size[0], rows), pygame.SRCALPHA, 32)
                for top in range(0, size[1], rows):
                    band.fill((0, 0, 0, 0))
                    paint_layer(band, top)
                    surface.blit(band, (0, top))
            else:
                surface = pygame.Surface(size, pygame.SRCALPHA, 32)
                surface.fill((0, 0, 0, 0))
                paint_layer(surface, 0)
            state = self.states[state_str]
            if state.cached_background_id is not None:
                self.shape_cache.remove_user_from_cache_item(state.cached_background_id)
                state.cached_background_id = None
            state.surface = surface
            self.finalise_images_and_text(
                f"{state_str}_images",
                state_str,
                f"{state_str}_text",
                f"{state_str}_text_shadow",
                add_text,
            )
            state.has_fresh_surface = True
            state.generated = True

    return BigRoundedShape


def install_big_shapes() -> None:
    """Have pygame-gui's widgets draw big rounded shapes with :class:`BigRoundedShape`
    (each widget module names the class it builds; idempotent)."""
    shape = _big_shape()
    for info in pkgutil.iter_modules(pygame_gui.elements.__path__):
        module = importlib.import_module(f"pygame_gui.elements.{info.name}")
        if getattr(module, "RoundedRectangleShape", None) is not None:
            module.RoundedRectangleShape = shape


@lru_cache(maxsize=1)
def _big_shape() -> type:
    return _big_rounded_shape_class()
