"""Crown & Dragon's guided first game (game/crown/tutorial.py): its intended path plays
through headless from its seed (tests/engine/test_tutorial_paths.py plays every tutorial);
here what this one must show: every kind of decision a first game needs, the concepts in
the order the lessons teach them, a broken lesson failing, and the texts naming the
glossary's terms with the glossary's Korean words."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.crown.tutorial import BASICS, TUTORIAL
from game.engine import registry
from game.engine.match import Match
from game.engine.tutorial import YOU, PathBroken, Progress, Seen, play_path
from tests.crown_view.test_crown_glossary import AMBIGUOUS, GLOSSARY, card_names, glossary, texts

RULES = registry.get("crown").rules


@pytest.fixture(scope="module")
def played() -> tuple[Match, list]:
    """The path's match and, in order, every event the learner was told of."""
    match = play_path(TUTORIAL, RULES, BASICS)
    again = Match.new(match.rules, match.setup, match.seed, match.seats)
    events = []
    for step in match.steps[len(again.steps) :]:
        if step.seat >= 0:
            events += [e for r in again.play(step.value) for e in r.events_for(0)]
    return match, events


def test_registered_as_crowns_tutorial():
    assert registry.get("crown").tutorial is TUTORIAL


def test_the_learner_makes_every_kind_of_decision(played):
    match, _ = played
    kinds = {step.value[0] for step in match.steps if step.seat == 0}
    wanted = {"keep", "place", "rock", "move", "attack", "end", "done", "market", "build"}
    wanted |= {"army", "act", "military", "assign", "castle", "wall", "play", "upkeep"}
    wanted |= {"general", "trade", "discard", "dark", "target", "black", "redeploy", "crown"}
    assert wanted <= kinds
    assert not TUTORIAL.untaught  # every kind of decision is taught


def test_the_concepts_come_in_the_lessons_order(played):
    """A battle against a piece of Mirae's with its numbers, a second castle, the dragon
    slain and its upkeep, then the crown on one of two castles: 30 points and the crown
    after five turns; then a second general, a trade, a discard, a black card, a redeploy,
    Mirae's kingdom broken and the learner's completed for the win in round 8."""
    match, events = played
    mine = [e for e in events if getattr(e, "seat", None) == 0]
    order = [e.kind for e in mine if e.kind in ORDER]
    assert [k for i, k in enumerate(order) if k not in order[:i]] == list(ORDER)
    battle = next(e for e in mine if e.kind == "crown.battle")
    assert battle.defender == "castle" and battle.winner == "attacker"
    assert battle.attack == 60 and battle.defence == 30  # the numbers the lesson names
    dragon = next(e for e in mine if e.kind == "crown.battle" and e.defender == "dragon")
    assert dragon.attack == 60 and dragon.defence == 40 and dragon.slain
    placed = next(e for e in events if e.kind == "crown.crown_placed")
    assert placed.seat == 0 and placed.at == (1, 1)  # chosen among two castles
    wall = next(e for e in events if e.kind == "crown.wall_destroyed")
    assert wall.by == 0 and wall.owner == 1  # Mirae's kingdom broken before the learner's
    assert match.state.vp[0] == 30 and match.state.crown == (1, 1)


def test_the_guided_game_ends_with_the_learners_win(played):
    """The last step is the win itself: the crown held with 50 points (the queue's 20
    included) in round 8, the game over."""
    match, events = played
    assert match.is_over
    outcome = match.outcome()
    assert outcome.ranking[0] == [0]
    assert outcome.detail["end"] == "goal" and outcome.detail["vp"] == [50, 0]
    assert outcome.detail["queue"] == [0] and outcome.detail["crown"] == 0
    assert match.state.round == 8
    last = BASICS.lessons[-1].steps[-1]
    assert last.done.kind == "crown.game_over"
    assert any(e.kind == "crown.game_over" and e.winners == (0,) for e in events)


ORDER = (
    "crown.general_kept",
    "crown.general_placed",
    "crown.piece_moved",
    "crown.built",
    "crown.card_bought",
    "crown.card_played",
    "crown.battle",
    "crown.dragon_slain",
    "crown.upkeep_paid",
    "crown.crown_taken",
    "crown.card_discarded",
    "crown.redeployed",
)


def test_a_lesson_made_impossible_fails_its_path():
    """The battle lesson asks for a dragon instead of Mirae's castle: the path breaks."""
    lessons = list(BASICS.lessons)
    index = next(i for i, lesson in enumerate(lessons) if lesson.key == "battle")
    step = lessons[index].steps[0]
    wrong = replace(step, done=Seen("crown.dragon_slain", seat=YOU))
    lessons[index] = replace(lessons[index], steps=(wrong,))
    with pytest.raises(PathBroken, match=r"battle\.attack"):
        play_path(TUTORIAL, RULES, replace(BASICS, lessons=tuple(lessons)))


def test_a_win_made_impossible_fails_its_path():
    """The last step asks Mirae to win: the game ends with Henry's win and the path breaks."""
    lessons = list(BASICS.lessons)
    last = lessons[-1]
    wrong = replace(last.steps[-1], done=Seen("crown.game_over", end="goal", winners=(1,)))
    lessons[-1] = replace(last, steps=(*last.steps[:-1], wrong))
    with pytest.raises(PathBroken, match=r"win\.walls"):
        play_path(TUTORIAL, RULES, replace(BASICS, lessons=tuple(lessons)))


def test_a_learner_off_the_path_still_completes_the_step():
    """Keeping another of the three dealt generals completes the first step too."""
    match = TUTORIAL.new_match(RULES, BASICS)
    progress = Progress(BASICS)
    other = next(a for a in match.legal_actions() if a != BASICS.lessons[0].steps[0].play[0])
    done = [step.key for report in match.play(other) for _, step in progress.feed(report)]
    assert done == ["keep"]


def test_the_texts_use_the_glossarys_korean_words():
    english, korean = texts("crown_tutorial", "en"), texts("crown_tutorial", "ko")
    assert english.keys() == korean.keys()
    proper, wrong = card_names(), []
    for key, words in english.items():
        for card in proper:
            words = words.replace(card, "")
        for term, word in glossary(GLOSSARY):
            named = term not in AMBIGUOUS and term.lower() in words.lower()
            if named and word not in korean[key]:
                wrong.append(f"{key}: {term!r} without {word!r}")
    assert wrong == []
