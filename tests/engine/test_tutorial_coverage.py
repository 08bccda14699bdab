"""A guided first game has the learner make every kind of decision the game has, at least
once: what the learner's seat is offered in random games of the tutorial's setups and along
the path itself is covered by the learner's own decisions, except the kinds the tutorial
leaves out on purpose (``Tutorial.untaught``, each with its reason)."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.engine.players import decision_seed, make_player
from game.engine.tutorial import Tutorial, decision_kind, play_path

TUTORIALS = [g for g in registry.shipped() if getattr(registry.get(g).tutorial, "chapters", ())]
RANDOM_GAMES = 6
"""Random games per chapter setup, to find the kinds a game offers beyond the path."""


def offered_and_made(tutorial: Tutorial, rules) -> tuple[set[str], set[str]]:
    """The kinds of decision offered to anyone along every chapter's path and in random
    games of its setup, and the kinds the learner made on the paths."""
    offered: set[str] = set()
    made: set[str] = set()
    for chapter in tutorial.chapters:
        path = play_path(tutorial, rules, chapter)
        again = Match.new(rules, path.setup, path.seed, path.seats)
        for step in path.steps[len(again.steps) :]:
            if step.seat == tutorial.learner:
                offered |= {decision_kind(a) for a in again.legal_actions()}
                made.add(decision_kind(step.value))
            if step.seat >= 0:
                again.play(step.value)
        for game in range(RANDOM_GAMES):
            offered |= random_kinds(rules, chapter.setup, 1000 + game, tutorial.learner)
    return offered, made


def random_kinds(rules, setup, seed: int, learner: int, limit: int = 3000) -> set[str]:
    """The kinds offered to the learner's seat in a random game of ``setup``."""
    players = rules.normalize_setup(setup)["players"]
    match = Match.new(rules, setup, seed, [SeatInfo("ai", "random")] * players)
    kinds: set[str] = set()
    for _ in range(limit):
        if match.is_over:
            break
        seat = match.to_move
        legal = match.legal_actions()
        if seat == learner:
            kinds |= {decision_kind(a) for a in legal}
        player = make_player("random", decision_seed(seed, len(match.steps), seat))
        match.play(player.choose(rules, match.observe(seat), legal, seat))
    return kinds


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_the_learner_makes_every_kind_of_decision(game_id):
    info = registry.get(game_id)
    offered, made = offered_and_made(info.tutorial, info.rules)
    missing = offered - made - set(info.tutorial.untaught)
    assert not missing, f"{game_id}: the learner never makes {sorted(missing)}"
    assert made <= offered


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_every_untaught_kind_has_a_reason(game_id):
    untaught = registry.get(game_id).tutorial.untaught
    assert all(reason.strip() for reason in untaught.values())


def test_decision_kind():
    assert decision_kind(("warrior", 12, 1)) == "warrior"
    assert decision_kind(("pass",)) == "pass"
    assert decision_kind("roll") == "roll"
