"""Words of a count agree with it (issue 51, item 8b): no "up to 1 steps".  A text that
puts a number before a counted noun is a plural text (its "one" and "many" forms, chosen by
``count``), unless the number can never be 1; and the code passes the count."""

from __future__ import annotations

import re

import pytest

from game import text
from game.goldmine.events import ClimbedOut, PassageTried
from game.goldmine.view.recap import tell

NOUNS = (
    "steps|squares|rounds|nuggets|palisades|points|cards|games|tiles|warriors|generals|"
    "sides|tokens|turns|piles"
)
COUNTED = re.compile(rf"%\{{(\w+)\}}[ \u00a0](?:\w+[ \u00a0])?({NOUNS})\b")
TEST_ONLY = ("tiny.", "tiny_")
"""The namespaces of the test-only game (the shipped texts are what players read)."""
NEVER_ONE = {
    # key: why its number is never 1
    "armadora.ui.territory": "a territory has at least 4 squares",
    "armadora.log.territory": "a territory has at least 4 squares",
    "armadora.log.closed": "a territory has at least 4 squares",
    "armadora.log.closed_no_gold": "a territory has at least 4 squares",
    "armadora.log.shared_victory": "a shared victory has 2 sides or more",
    "armadora_coach.closed_lead": "a territory has at least 4 squares",
    "armadora_ui.result_row": "a territory has at least 4 squares",
    "armadora_ui.result_row_empty": "a territory has at least 4 squares",
    "armadora_ui.log_territory_no_gold": "a territory has at least 4 squares",
    "armadora_ui.preview_territory": "a territory has at least 4 squares",
    "armadora_ui.recap.closed": "a territory has at least 4 squares",
    "armadora_ui.recap.card_closed": "a territory has at least 4 squares",
    "armadora_ui.recap.closed_no_gold": "a territory has at least 4 squares",
    "armadora_ui.recap.card_closed_no_gold": "a territory has at least 4 squares",
    "crown_ui.why.buy_generals": "the most generals allowed is a fixed number above 1",
    "crown_view.best_rounds": "no game is won in its first round",
    "goldmine_ui.best_rounds": "no game is won in its first round",
    "goldmine_ui.phase_development": "the development stack's size is fixed",
    "goldmine.log.duel_gold": "the winner of a challenge won 2 rounds",
    "goldmine.log.duel_gold_tie": "the winner of a challenge won 2 rounds",
    "goldmine.log.duel_bat": "the winner of a challenge won 2 rounds",
    "goldmine.log.duel_bat_tie": "the winner of a challenge won 2 rounds",
    "goldmine_ui.duel_result": "the winner of a challenge won 2 rounds",
    "goldmine_ui.recap.gold_line": "the winner of a challenge won 2 rounds",
    "goldmine_ui.recap.bat_line": "the winner of a challenge won 2 rounds",
    "setup.only_players": "a list of player counts",
    "crown.card.general_note": "a weapon's name, not a number",
    "crown_view.results.goal_one": "the crown is won with the goal's points, many",
    "crown_view.results.goal_team": "the crown is won with the goal's points, many",
    "crown_view.results.goal_line": "the goal is many points",
    "errors.autosaves_set_aside": "one game has a text of its own (errors.autosave_set_aside)",
    "load.finished_empty_hint": "how many finished games are kept, many",
    "stats.best_score": "a best score of whole games",
    "stats.avg_rounds": "an average over games of many rounds",
}


def test_a_number_before_a_counted_noun_is_a_plural_text():
    found = []
    for key, value in text.catalog("en").items():
        if key.startswith(TEST_ONLY):
            continue  # Tiny Duel's words join the catalog while a test has it registered
        if key.rpartition(".")[2] in text.PLURAL_FORMS or key in NEVER_ONE:
            continue
        for match in COUNTED.finditer(value):
            if match.group(1) != "count":
                found.append((key, match.group(0)))
            else:
                found.append((key, match.group(0) + " (a count, not a plural text)"))
    assert found == []


def _told(event) -> str:
    return " ".join(line.text for line in tell((event,), lambda seat: f"P{seat}").lines)


@pytest.mark.parametrize(
    ("made", "one", "many"),
    [
        (
            lambda n: _told(PassageTried(0, (5, 6), False, False, n)),
            "up to 1 step instead",
            "up to 3 steps instead",
        ),
        (lambda n: _told(ClimbedOut(0, (0,), n, 5)), "with 1 nugget", "with 3 nuggets"),
        (  # Crown's prompt takes its count with its steps (``CrownTelling.prompt_key``)
            lambda n: text.tr("crown_ui.prompt.hero", steps=n, count=n),
            "up to 1 square ",
            "up to 3 squares ",
        ),
    ],
)
def test_the_code_passes_the_count(made, one, many):
    text.set_language("en")
    assert one in made(1)
    assert many in made(3)
