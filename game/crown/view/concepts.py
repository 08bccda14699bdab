"""The concepts a Crown & Dragon prompt names, each with the booklet page that explains it.

A prompt that introduces a concept (a general's branch and alignment, castles and walls,
the market, upkeep, the battle preview, the dragon, the crown) gets a small "?" beside the
side panel's Confirm for each, opening the booklet at that concept's page (issue 36, item 6).
Both tables are data: a new prompt or page only needs a row here.
"""

from __future__ import annotations

CONCEPT_PAGE = {
    "generals": "crown_rules.cards.title",
    "castles": "crown_rules.board.title",
    "market": "crown_rules.turn.main_heading",
    "upkeep": "crown_rules.fight.title",
    "battle": "crown_rules.battle.title",
    "dragon": "crown_rules.dragon.title",
    "crown": "crown_rules.crown.title",
}
"""Each concept's booklet page (the page's title key)."""

PROMPT_CONCEPTS: dict[str, tuple[str, ...]] = {
    "keep": ("generals",),
    "keep_place": ("generals", "castles"),
    "place": ("generals", "castles"),
    "assign": ("generals",),
    "redeploy": ("generals",),
    "hero": ("battle", "crown"),
    "hero_moved": ("battle", "crown"),
    "hero_fight": ("battle",),
    "hero_fought": ("crown",),
    "general": ("battle",),
    "general_moved": ("battle",),
    "general_fight": ("battle",),
    "main": ("market", "castles"),
    "market": ("market", "generals"),
    "build": ("castles", "crown"),
    "upkeep": ("upkeep",),
    "crown": ("crown", "castles"),
    "confirm_attack": ("battle", "upkeep"),
    "card.masons": ("castles",),
    "card.siege_ram": ("castles",),
    "card.dragon_lore": ("dragon",),
    "card.dragons_call": ("dragon",),
}
"""The concepts each prompt (its key under ``crown_ui.prompt``) names, most important first."""

MOST_LINKS = 2
"""At most this many concept links beside Confirm (every prompt above names at most two)."""


def concepts_of(prompt_key: str) -> tuple[str, ...]:
    """The concepts the prompt ``prompt_key`` names (none for a prompt not in the table)."""
    return PROMPT_CONCEPTS.get(prompt_key, ())[:MOST_LINKS]
