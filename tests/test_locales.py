"""Locale files: both languages key-for-key, same placeholders, every key used in code exists,
and no user-visible literal in the UI code."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from game import text

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
UI_DIRS = [ROOT / "game" / "app", *sorted(ROOT.glob("game/*/view"))]
# Calls whose text arguments are shown to the player.
TEXT_CALLS = {
    "button",
    "label",
    "text_box",
    "render",
    "UIButton",
    "UILabel",
    "UITextBox",
    "set_text",
    "set_caption",
    "show_message",
    "wrap",
}
# Short symbols that are not words in any language.
ALLOWED_LITERALS = {"−", "+", "×", "·", "✓", "?", "!", "…", "—", "/", ":", "Gold & Glory"}


def namespaces() -> dict[str, dict[str, Path]]:
    groups: dict[str, dict[str, Path]] = {}
    for path in sorted((ROOT / "locales").glob("*.json")):
        ns, lang, _ = path.name.split(".")
        groups.setdefault(ns, {})[lang] = path
    return groups


def test_every_namespace_has_both_languages():
    for ns, langs in namespaces().items():
        assert set(langs) == {"en", "ko"}, ns


def test_keys_and_placeholders_match():
    en, ko = text.catalog("en"), text.catalog("ko")
    assert set(en) == set(ko), sorted(set(en) ^ set(ko))
    for key in en:
        assert sorted(PLACEHOLDER.findall(en[key])) == sorted(PLACEHOLDER.findall(ko[key])), key


def test_locale_files_have_their_language_as_root():
    for langs in namespaces().values():
        for lang, path in langs.items():
            data = json.loads(path.read_text(encoding="utf-8"))
            assert list(data) == [lang], path.name


def test_korean_text_is_korean():
    ko = text.catalog("ko")
    hangul = re.compile(r"[\uac00-\ud7a3]")
    words = [k for k, v in ko.items() if re.search(r"[A-Za-z]{4,}", PLACEHOLDER.sub("", v))]
    untranslated = [
        k for k in words if not hangul.search(ko[k]) and not k.startswith("app.language")
    ]
    assert untranslated == []


def _python_files() -> list[Path]:
    files: list[Path] = []
    for folder in UI_DIRS:
        files.extend(sorted(folder.rglob("*.py")))
    return files


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def test_every_literal_key_passed_to_tr_exists():
    en = text.catalog("en")
    missing = []
    for path in [*_python_files(), *sorted((ROOT / "game").glob("*/*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and _call_name(node) in {"tr", "show_message"}):
                continue
            first = node.args[0] if node.args else None
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            if literal and first.value not in en and not text.has(first.value, "en"):
                missing.append(f"{path.name}:{node.lineno} {first.value}")
    assert missing == []


def test_no_user_visible_literal_in_ui_code():
    keys = set(text.catalog("en"))
    offenders = []
    for path in _python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and _call_name(node) in TEXT_CALLS):
                continue
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    value = arg.value
                    if value in keys or value in ALLOWED_LITERALS or value[:1] in "@#":
                        continue
                    if re.search(r"[A-Za-z\uac00-\ud7a3]", value):
                        offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} {value!r}")
                if isinstance(arg, ast.JoinedStr):
                    offenders.append(
                        f"{path.relative_to(ROOT)}:{node.lineno} f-string shown as text"
                    )
    assert offenders == []


def test_missing_key_is_an_error_in_strict_mode():
    text.set_strict(True)
    try:
        with pytest.raises(KeyError):
            text.tr("menu.this_key_does_not_exist")
        with pytest.raises(KeyError):
            text.tr("stats.summary", played=1)  # placeholders missing
    finally:
        text.set_strict(False)
    assert text.tr("menu.this_key_does_not_exist") == "menu.this_key_does_not_exist"


@pytest.mark.parametrize(
    ("word", "pair", "expected"),
    [
        ("오크", "이(가)", "가"),
        ("엘프", "을(를)", "를"),
        ("고블린", "이(가)", "이"),
        ("마법사", "은(는)", "는"),
        ("고블린", "과(와)", "과"),
        ("마법사", "과(와)", "와"),
        ("서울", "(으)로", "로"),
        ("집", "(으)로", "으로"),
        ("바다", "(으)로", "로"),
        ("3", "을(를)", "을"),
        ("2", "을(를)", "를"),
        ("7", "(으)로", "로"),
        ("플레이어 1", "이(가)", "이"),
        ("플레이어 4", "이(가)", "가"),
        ("Bob", "이(가)", "가"),
        ("Sam", "이(가)", "이"),
    ],
)
def test_korean_particles(word, pair, expected):
    assert text.particle(word, pair) == expected


def test_particles_are_resolved_after_placeholders():
    assert text.resolve_particles("오크이(가) 금을(를) 얻었습니다") == "오크가 금을 얻었습니다"
    assert text.resolve_particles("고블린은(는) 지원군과(와) 함께") == "고블린은 지원군과 함께"
    assert text.resolve_particles("'엘프'을(를) 골랐습니다") == "'엘프'를 골랐습니다"


# --- plural forms (python-i18n's: an object of "zero" / "one" / "few" / "many" / "other") -----

UNFINISHED_PLURAL = re.compile(r"\w\(s\)")


def test_a_plural_text_takes_its_form_from_the_count():
    text.set_language("en")
    assert text.tr("goldmine_ui.results.item", player="Red", count=1) == "Red: 1 nugget"
    assert text.tr("goldmine_ui.results.item", player="Red", count=5) == "Red: 5 nuggets"
    assert text.tr("goldmine_ui.results.item", player="Red", count=0) == "Red: 0 nuggets"
    assert text.has("goldmine_ui.results.item")
    assert text.plural_form(3, {"one", "few", "many"}) == "few"
    assert text.plural_form(0, {"one", "other"}) == "other"


def test_plural_texts_have_one_and_many_forms_in_both_languages():
    for lang in ("en", "ko"):
        forms: dict[str, set[str]] = {}
        for key in text.catalog(lang):
            base, _, form = key.rpartition(".")
            if form in text.PLURAL_FORMS:
                forms.setdefault(base, set()).add(form)
        assert forms, lang
        for base, found in forms.items():
            assert "one" in found and found & {"many", "other"}, (lang, base)


def test_no_english_text_writes_an_unfinished_plural():
    """ "nugget(s)" reads as unfinished: a count's text has its plural forms."""
    found = [key for key, value in text.catalog("en").items() if UNFINISHED_PLURAL.search(value)]
    assert found == []
