"""All user-visible text: locale files in pygame-gui's format (python-i18n JSON) and helpers.

Korean particles after a variable are written in locale strings in the common
"both forms" notation (``%{name}이(가)``, ``을(를)``, ``은(는)``, ``과(와)``, ``(으)로``)
and resolved here from the sound the word before ends with.
"""

from __future__ import annotations

import contextlib
import json
import locale as pylocale
import os
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import i18n

from game.paths import resource_path

LANGUAGES = ("en", "ko")
DEFAULT_LANGUAGE = "en"
LOCALES_DIR = resource_path("locales")

_extra_dirs: list[Path] = []
"""Further folders of locale files (a test-only game's), read after ``locales/``."""
_listeners: list[Callable[[str], None]] = []
_state = {"language": DEFAULT_LANGUAGE, "strict": False}


def _configure() -> None:
    i18n.set("file_format", "json")
    i18n.set("filename_format", "{namespace}.{locale}.{format}")
    i18n.set("skip_locale_root_data", False)
    i18n.set("fallback", DEFAULT_LANGUAGE)
    i18n.set("enable_memoization", True)
    i18n.set("available_locales", list(LANGUAGES))
    if str(LOCALES_DIR) not in i18n.load_path:
        i18n.load_path.append(str(LOCALES_DIR))


_configure()


def language() -> str:
    return _state["language"]


def set_language(lang: str) -> None:
    """Switch the language and tell every listener (open scenes re-render their text)."""
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    _state["language"] = lang
    i18n.set("locale", lang)
    for listener in list(_listeners):
        listener(lang)


def add_listener(listener: Callable[[str], None]) -> None:
    _listeners.append(listener)


def remove_listener(listener: Callable[[str], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


def set_strict(strict: bool) -> None:
    """In strict mode (tests, self-test) a missing key raises KeyError instead of showing it."""
    _state["strict"] = strict


def system_language() -> str:
    """The language of the operating system's locale: Korean systems get Korean."""
    candidates = [
        os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")
    ]
    with contextlib.suppress(ValueError):
        candidates.append(pylocale.getlocale()[0] or "")
    for value in candidates:
        if value.lower().startswith("ko"):
            return "ko"
    return DEFAULT_LANGUAGE


def has(key: str, lang: str | None = None) -> bool:
    lang = lang or language()
    return _lookup(key, lang) is not None or any(
        _lookup(f"{key}.{form}", lang) is not None for form in PLURAL_FORMS
    )


PLURAL_FORMS = ("zero", "one", "few", "many", "other")
"""The forms a plural text may have, as python-i18n names them: a key whose value is an
object of these (``{"one": "%{count} step", "many": "%{count} steps"}``) is chosen by the
``count`` argument."""
PLURAL_FEW = 5
"""python-i18n's ``plural_few``: counts from 2 up to this take the "few" form if there is one."""


def plural_form(count: int, forms: set[str] | frozenset[str]) -> str | None:
    """Which of ``forms`` python-i18n picks for ``count``: "zero" for 0, "one" for 1, "few"
    for 2 to 5, when the text has that form; otherwise "other", else "many"."""
    wanted = "zero" if count == 0 else "one" if count == 1 else "few" if count <= PLURAL_FEW else ""
    for form in (wanted, "other", "many"):
        if form in forms:
            return form
    return None


def _template(key: str, lang: str, args: dict[str, Any]) -> str | None:
    """The text of ``key`` in ``lang``; for a plural text, its form for ``args["count"]``."""
    template = _lookup(key, lang)
    if template is not None:
        return template
    forms = {form for form in PLURAL_FORMS if _lookup(f"{key}.{form}", lang) is not None}
    count = args.get("count")
    if not forms or isinstance(count, bool) or not isinstance(count, int):
        return None
    form = plural_form(count, forms)
    return None if form is None else _lookup(f"{key}.{form}", lang)


def tr(key: str, **args: Any) -> str:
    """The text for ``key`` in the current language, its ``%{name}`` fields filled from
    ``args`` (a plural text takes its form from ``count``, see :data:`PLURAL_FORMS`)."""
    lang = language()
    template = _template(key, lang, args)
    if template is None and lang != DEFAULT_LANGUAGE:
        template = _template(key, DEFAULT_LANGUAGE, args)
    if template is None:
        if _state["strict"]:
            raise KeyError(f"missing locale key {key!r}")
        return key
    text = _fill(template, args)
    return resolve_particles(text) if lang == "ko" else text


_PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def _fill(template: str, args: dict[str, Any]) -> str:
    def repl(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in args:
            return str(args[name])
        if _state["strict"]:
            raise KeyError(f"missing argument {name!r}")
        return match.group(0)

    return _PLACEHOLDER.sub(repl, template)


@cache
def _catalog(lang: str) -> dict[str, str]:
    """Every key of every namespace in ``lang``, flattened to ``namespace.key.sub``."""
    flat: dict[str, str] = {}
    paths = sorted(Path(LOCALES_DIR).glob(f"*.{lang}.json"))
    for folder in _extra_dirs:
        paths.extend(sorted(folder.glob(f"*.{lang}.json")))
    for path in paths:
        namespace = path.name.split(".")[0]
        data = json.loads(path.read_text(encoding="utf-8")).get(lang, {})
        _flatten(data, namespace, flat)
    return flat


def _flatten(data: dict[str, Any], prefix: str, out: dict[str, str]) -> None:
    for key, value in data.items():
        full = f"{prefix}.{key}"
        if isinstance(value, dict):
            _flatten(value, full, out)
        else:
            out[full] = str(value)


def _lookup(key: str, lang: str) -> str | None:
    return _catalog(lang).get(key)


def catalog(lang: str) -> dict[str, str]:
    """A copy of the flattened catalog (for tests and the self-test)."""
    return dict(_catalog(lang))


def reload() -> None:
    _catalog.cache_clear()


def add_locale_dir(folder: str | Path) -> None:
    """Read locale files from ``folder`` too (tests use it for their test-only game)."""
    folder = Path(folder)
    if folder not in _extra_dirs:
        _extra_dirs.append(folder)
        reload()


# --- Korean particles ----------------------------------------------------------------

_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_RIEUL = 8  # index of ㄹ among final consonants
# How the last digit of a number is read: (has a final consonant, final is ㄹ)
_DIGIT_SOUNDS = {
    "0": (True, False),
    "1": (True, True),
    "2": (False, False),
    "3": (True, False),
    "4": (False, False),
    "5": (False, False),
    "6": (True, False),
    "7": (True, True),
    "8": (True, True),
    "9": (False, False),
}
# Latin letters whose English names end in a consonant sound (L, M, N, R).
_LATIN_SOUNDS = {"l": (True, True), "m": (True, False), "n": (True, False), "r": (True, True)}


def final_sound(word: str) -> tuple[bool, bool]:
    """(ends with a final consonant, that consonant is ㄹ) for the last speakable char."""
    for char in reversed(word.strip()):
        code = ord(char)
        if _HANGUL_FIRST <= code <= _HANGUL_LAST:
            final = (code - _HANGUL_FIRST) % 28
            return final != 0, final == _RIEUL
        if char in _DIGIT_SOUNDS:
            return _DIGIT_SOUNDS[char]
        if char.isalpha():
            return _LATIN_SOUNDS.get(char.lower(), (False, False))
    return False, False


_PARTICLES = {
    "이(가)": ("이", "가"),
    "을(를)": ("을", "를"),
    "은(는)": ("은", "는"),
    "과(와)": ("과", "와"),
    "이에요(예요)": ("이에요", "예요"),
}
_PARTICLE_RE = re.compile(r"(.)(이\(가\)|을\(를\)|은\(는\)|과\(와\)|이에요\(예요\)|\(으\)로)")


def particle(word: str, pair: str) -> str:
    """The particle of ``pair`` (e.g. ``"이(가)"``) that follows ``word``."""
    consonant, rieul = final_sound(word)
    if pair == "(으)로":
        return "으로" if consonant and not rieul else "로"
    with_final, without = _PARTICLES[pair]
    return with_final if consonant else without


def resolve_particles(text: str) -> str:
    """Replace every "both forms" particle in ``text`` by the right one."""

    def repl(match: re.Match[str]) -> str:
        before = match.group(1)
        # Look back past closing quotes/brackets to the word the particle attaches to.
        start = match.start(1)
        word = text[max(0, start - 12) : start + 1].rstrip("\"')]」』")
        return before + particle(word or before, match.group(2))

    return _PARTICLE_RE.sub(repl, text)
