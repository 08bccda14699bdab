"""The look: the pygame-gui theme (assets/theme.json, scaled) and colours for custom drawing."""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

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
