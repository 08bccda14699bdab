"""One glossary for Gold Mine (the table in ``docs/goldmine.md``, from the spec's): every
Gold Mine text whose English uses a term uses its Korean term, on the board, in the panel,
the log and the booklet alike (the booklet said 머물기 where the button said 제자리)."""

from __future__ import annotations

import re
from pathlib import Path

from game import text

DOC = Path(__file__).resolve().parents[2] / "docs" / "goldmine.md"
PLACEHOLDER = re.compile(r"%\{\w+\}")


def glossary() -> list[tuple[str, str]]:
    found, inside = [], False
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = line.startswith("## Glossary")
        elif inside and line.startswith("| ") and not line.startswith("| English"):
            english, korean = (cell.strip() for cell in line.strip("|").split("|")[:2])
            found.append((english, korean))
    return found


def uses(english: str, term: str) -> bool:
    """Whether ``english`` (placeholders aside) uses ``term``: as written for a name (a
    capital letter), else in any case; a whole word, plurals and -ing forms included."""
    flags = 0 if term[0].isupper() else re.IGNORECASE
    pattern = rf"\b{re.escape(term)}(s|es|ing)?\b"
    return re.search(pattern, PLACEHOLDER.sub("", english), flags) is not None


def test_the_glossary_table_is_there():
    terms = dict(glossary())
    assert terms["gold challenge"] == "금 챌린지" and terms["Stay"] == "머물기"


def test_every_gold_mine_text_uses_the_glossary():
    en, ko = text.catalog("en"), text.catalog("ko")
    wrong = [
        f"{key}: {english!r} -> {korean!r}"
        for english, korean in glossary()
        for key in sorted(en)
        if key.startswith("goldmine") and uses(en[key], english) and korean not in ko[key]
    ]
    assert wrong == []


def test_a_challenge_is_named_the_same_on_its_button_and_in_the_tray():
    ko = text.catalog("ko")
    assert ko["goldmine_ui.action.gold"].startswith("금 챌린지")
    assert ko["goldmine_ui.action.bat"].startswith("박쥐 챌린지")
    assert ko["goldmine_ui.action.stay"] == "머물기"
