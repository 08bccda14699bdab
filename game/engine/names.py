"""Players' names: one rule for every name, typed, pasted, remembered or read from a save.

A name is text a screen can draw and a terminal can print: control characters (C0, DEL and
C1: a bell, an escape sequence) and the bidirectional controls that reorder the text drawn
after them (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates, the marks
U+200E, U+200F and U+061C) never enter it, nor lone surrogates (which UTF-8 cannot hold);
a tab or a line break becomes a space.  A name is at most :data:`MAX_NAME_CHARS` long.

:func:`typed_name` is what a name field keeps while the player types or pastes (spaces as
typed); :func:`clean_name` is the name kept (runs of spaces folded, trimmed).  Every name a
setup can produce is its own :func:`clean_name`, so a save loads it unchanged; a save's
name is cleaned the same way when the save is read (:class:`game.engine.match.SeatInfo`),
so a name with a control character in it never refuses a game nor reaches a screen.
"""

from __future__ import annotations

import unicodedata
from typing import Any

MAX_NAME_CHARS = 40
"""Longest seat name kept: longer ones are cut, wherever they come from (typed in, or a
save file), so no screen ever lays out a name of thousands of characters."""
BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Characters that change the direction of the text after them."""
_GONE = frozenset({"Cc", "Cs"})
"""Unicode categories never kept: control characters, lone surrogates."""


def _kept(char: str) -> str:
    if char.isspace():
        return " "
    if char in BIDI_CONTROLS or unicodedata.category(char) in _GONE:
        return ""
    return char


def typed_name(text: str) -> str:
    """``text`` as a name field keeps it: without control or bidirectional characters
    (whitespace of any kind becomes a space), cut to :data:`MAX_NAME_CHARS`."""
    return "".join(map(_kept, text))[:MAX_NAME_CHARS]


def clean_name(text: Any) -> str:
    """A player's name: :func:`typed_name`, runs of spaces folded, trimmed ("" for
    anything that is not text: the game's own name for the seat then)."""
    if not isinstance(text, str):
        return ""
    return " ".join(typed_name(text).split())
