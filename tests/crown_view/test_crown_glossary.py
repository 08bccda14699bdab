"""One glossary everywhere (issue 36, item 5): every Crown & Dragon text that names a
glossary term in English names it with the glossary's Korean word too, across the log,
the booklet, the panel, the prompts, the reasons and the tooltips."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.crown.cards import ACTIONS, BLACKS

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT.parent / "shared" / "specs" / "crown.md"
GLOSSARY = """
hero 영웅 · general 장수 · military card 군대 카드 · branch 병과 · infantry 보병 · cavalry 기병 ·
archery 궁병 · weapon 무기 · castle 성 · wall 성벽 · crown 왕관 · dragon 드래곤 ·
Dragon Alert 드래곤 경보 ·
abandoned fortress 버려진 요새 · tunnel 터널 · rock 바위 · home point 홈 포인트 ·
Kingdom Completion Queue 왕국 완성 순위 · victory points 승점 · gold coin 금화 · food 식량 ·
action card 액션 카드 · black card 블랙 카드 · market 시장 · redeploy 재배치 · construction 건설 ·
upkeep 유지비 · attack 공격력 · defense 방어력
"""
"""The spec's "Glossary (English / Korean)", as the spec gives it."""
AMBIGUOUS = {"attack", "defense"}
"""English words that are also verbs (to attack, to defend): the glossary's 공격력 / 방어력
name the strengths (ATK / DEF), which the texts abbreviate."""
FILES = ("crown", "crown_ui", "crown_rules", "crown_view")


def glossary(text: str) -> list[tuple[str, str]]:
    pairs = []
    for item in " ".join(text.split()).split("·"):
        found = re.match(r"^([A-Za-z ]+?) ([^A-Za-z]+)$", item.strip())
        if found:
            pairs.append((found.group(1), found.group(2)))
    return pairs


def flat(tree: dict, path: str = ""):
    for key, value in tree.items():
        if isinstance(value, dict):
            yield from flat(value, f"{path}{key}.")
        else:
            yield f"{path}{key}", value


def texts(name: str, lang: str) -> dict[str, str]:
    data = json.loads((ROOT / "locales" / f"{name}.{lang}.json").read_text(encoding="utf-8"))
    return dict(flat(data[lang]))


def card_names() -> list[str]:
    """The cards' English names (proper names: Shield Wall is 방패벽, not a wall)."""
    names = texts("crown", "en")
    return [names[f"action.{k}"] for k in ACTIONS] + [names[f"black.{k}"] for k in BLACKS]


def test_the_copy_is_the_specs_glossary():
    if not SPEC.exists():
        pytest.skip("the specs are not beside this checkout")
    spec = SPEC.read_text(encoding="utf-8")
    part = spec.split("## Glossary (English / Korean)")[1].split("\n## ")[0]
    assert glossary(part) == glossary(GLOSSARY)


@pytest.mark.parametrize("name", FILES)
def test_every_glossary_term_keeps_its_korean_word(name):
    english, korean = texts(name, "en"), texts(name, "ko")
    proper = card_names()
    wrong = []
    for key, text in english.items():
        plain = re.sub(r"%\{\w+\}", "", text)
        for card in proper:
            plain = plain.replace(card, "")
        for term, word in glossary(GLOSSARY):
            if term in AMBIGUOUS:
                continue
            named = re.search(rf"\b{re.escape(term)}s?\b", plain, re.IGNORECASE)
            if named and word not in korean.get(key, ""):
                wrong.append(f"{name}:{key}: {term!r} without {word!r}")
    assert not wrong, "\n".join(wrong)


def test_the_dragons_have_one_name_in_log_booklet_and_preview():
    """The log names a dragon by crown_ui.dragon_adj, the booklet and the battle preview by
    crown.dragon: in Korean they are the same words."""
    ui, cards = texts("crown_ui", "ko"), texts("crown", "ko")
    for dragon in ("young", "grown", "elder", "ancient"):
        assert ui[f"dragon_adj.{dragon}"] == cards[f"dragon.{dragon}"]
        assert "드래곤" in cards[f"dragon.{dragon}"]
