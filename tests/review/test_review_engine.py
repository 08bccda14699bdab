"""The review's engine on Tiny Duel: points, fairness, reproducibility, cache, cancel, workers."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from engine.helpers import SpyRules, new_match, play_randomly, replay
from tiny_game import RULES

from game.engine.ai import knowledge_for
from game.engine.contract import CHANCE
from game.engine.match import Match, Step
from game.engine.review import cache
from game.engine.review.estimate import analyse
from game.engine.review.hooks import Budget
from game.engine.review.plan import Plan, make_plan
from game.engine.review.result import mark_of, review_of
from game.engine.review.run import InlineExecutor, ReviewRun, analyse_now, worker_executors

BUDGET = Budget(chance=24, search=48, compare=32)


@pytest.fixture(autouse=True)
def _tiny(tiny_registered: object) -> Iterator[None]:
    yield


def finished(seed: int = 3) -> Match:
    match = new_match(seed=seed, kinds="ha")
    play_randomly(match, random.Random(seed))
    assert match.is_over
    return match


def unfinished(seed: int = 3, decisions: int = 7) -> Match:
    match = new_match(seed=seed, kinds="ha")
    play_randomly(match, random.Random(seed), limit=decisions)
    assert not match.is_over
    return match


def inline() -> list[InlineExecutor]:
    return [InlineExecutor()]


def review(plan: Plan, folder: Path | None = None) -> ReviewRun:
    run = analyse_now(plan, inline, folder)
    assert run.error is None
    return run


# --- points ---------------------------------------------------------------------------------


def test_one_point_per_decision_and_the_result_at_the_end() -> None:
    match = finished()
    decisions = [s for s in match.steps if not s.is_chance]
    plan = make_plan(match, 0, BUDGET)
    points = review(plan).review.points  # type: ignore[union-attr]
    assert len(points) == len(decisions) == 12  # three rounds of two turns of two moves
    assert [p.decision.action for p in points] == [s.value for s in decisions]
    assert [p.decision.seat for p in points] == [s.seat for s in decisions]
    assert [p.decision.turn for p in points] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]
    assert plan.final is not None and sum(plan.final) == pytest.approx(1.0)
    for point in points:
        assert len(point.chances) == 2
        assert all(0.0 <= c <= 1.0 for c in point.chances)


def test_only_the_reviewing_seats_decisions_are_weighed() -> None:
    for seat in (0, 1):
        points = review(make_plan(finished(), seat, BUDGET)).review.points  # type: ignore[union-attr]
        for point in points:
            mine = point.decision.seat == seat
            assert point.reviewed == mine
            assert (point.best is not None) == (mine and not point.decision.forced)
            if mine:
                assert point.loss == pytest.approx(max(0.0, point.kept - point.played))
                assert point.chances[seat] == point.played  # its point: the move played
            else:
                assert point.loss == 0.0 and point.mark is None


def test_the_same_save_gives_the_same_review() -> None:
    first = review(make_plan(finished(), 0, BUDGET)).review
    again = review(make_plan(finished(), 0, BUDGET)).review
    assert first is not None and again is not None
    assert [(p.chances, p.best, p.kept, p.played) for p in first.points] == [
        (p.chances, p.best, p.kept, p.played) for p in again.points
    ]


def test_marks_follow_the_documented_thresholds() -> None:
    assert [mark_of(x) for x in (0.0, 0.049, 0.05, 0.099, 0.1, 0.199, 0.2, 0.9)] == [
        None,
        "inaccuracy",  # 4.9 % is shown as 5 %
        "inaccuracy",
        "mistake",  # 9.9 % is shown as 10 %
        "mistake",
        "blunder",
        "blunder",
        "blunder",
    ]


def test_turning_points_are_the_biggest_losses_first() -> None:
    result = review(make_plan(finished(), 0, BUDGET)).review
    assert result is not None
    turning = result.turning_points()
    losses = sorted((p.loss for p in result.points if p.mark), reverse=True)
    assert [p.loss for p in turning] == losses[:3]
    assert all(p.mark is not None for p in turning)


# --- fairness ---------------------------------------------------------------------------------


def spy_review(plan: Plan) -> tuple[SpyRules, list[list[int]]]:
    """Analyse every task with the fairness spy of the AI tests; the viewers whose
    observations each task used."""
    spy, knowledge, used = SpyRules(), knowledge_for("tiny"), []
    for task in plan.tasks:
        before = len(spy.viewers)
        assert analyse(spy, knowledge, task) is not None
        used.append(spy.viewers[before:])
    return spy, used


def test_a_finished_game_values_each_seat_from_its_own_observation() -> None:
    match = finished()
    plan = make_plan(match, 0, BUDGET)
    _, used = spy_review(plan)
    for task, viewers in zip(plan.tasks, used, strict=True):
        for view in task.views:
            assert view.seats == (view.observation.seat,)
        if task.choice is not None:
            assert task.choice.observation.seat == 0 == task.choice.seat
        assert set(viewers) <= {0, 1} and viewers


def test_an_unfinished_game_is_seen_through_the_reviewing_seat_alone() -> None:
    match = unfinished()
    for seat in (0, 1):
        plan = make_plan(match, seat, BUDGET)
        _, used = spy_review(plan)
        assert {viewer for viewers in used for viewer in viewers} == {seat}
        for task in plan.tasks:
            observations = [v.observation for v in task.views]
            if task.choice is not None:
                observations.append(task.choice.observation)
            assert observations and all(o.seat == seat for o in observations)


def test_what_the_reviewing_seat_could_not_see_changes_nothing() -> None:
    """The same unfinished game with the rival's secret dealt otherwise (seat 0 never saw
    it): seat 0's review is the same, number for number."""
    match = replay(5, "ha", [("take",), ("roll",), ("peek", 0), ("take",), ("take",)])
    assert not match.is_over and not match.state.known[0][1]  # seat 0 never saw it
    deal = match.steps[0]
    assert deal.is_chance
    secrets = list(deal.value)
    secrets[1] = 7 - secrets[1] if secrets[1] != 3.5 else 1
    twin = Match(
        rules=RULES,
        setup=match.setup,
        seed=match.seed,
        seats=match.seats,
        steps=[Step(CHANCE, tuple(secrets), True), *match.steps[1:]],
        state=match.state,
    )
    plan, other = make_plan(match, 0, BUDGET), make_plan(twin, 0, BUDGET)
    assert [t.views for t in plan.tasks] == [t.views for t in other.tasks]
    first, second = review(plan).review, review(other).review
    assert first is not None and second is not None
    assert [(p.chances, p.best, p.kept, p.played) for p in first.points] == [
        (p.chances, p.best, p.kept, p.played) for p in second.points
    ]
    # ...while seat 1, who saw its own secret, is told apart
    assert [t.views for t in make_plan(match, 1, BUDGET).tasks] != [
        t.views for t in make_plan(twin, 1, BUDGET).tasks
    ]


# --- the cache --------------------------------------------------------------------------------


def test_a_second_review_reads_the_cache(tmp_path: Path) -> None:
    plan = make_plan(finished(), 0, BUDGET)
    first = review(plan, tmp_path)
    assert not first.from_cache
    files = list(tmp_path.glob("review-*.json"))
    assert len(files) == 1

    def no_work() -> list[InlineExecutor]:
        raise AssertionError("a cached review needs no analysis")

    again = ReviewRun(make_plan(finished(), 0, BUDGET), no_work, tmp_path)
    again.start()
    assert again.done and again.from_cache and again.progress == 1.0
    assert [p.chances for p in again.review.points] == [p.chances for p in first.review.points]  # type: ignore[union-attr]
    other_seat = ReviewRun(make_plan(finished(), 1, BUDGET), inline, tmp_path)
    other_seat.start()
    assert not other_seat.from_cache  # each seat's review is its own


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],
        lambda text: "\x00" * 10,
        lambda text: text.replace('"answers": [', '"answers": [7, '),
        lambda text: text.replace('"key": "', '"key": "x'),
        lambda text: json.dumps({**json.loads(text), "version": 99}),
        lambda text: text.replace('"chances": [', '"chances": [1.5, '),
    ],
)
def test_a_broken_cache_file_is_ignored_and_written_again(tmp_path: Path, damage) -> None:
    plan = make_plan(finished(), 0, BUDGET)
    review(plan, tmp_path)
    path = cache.path_for(tmp_path, plan)
    good = path.read_text(encoding="utf-8")
    path.write_text(damage(good), encoding="utf-8")
    assert cache.read(tmp_path, plan) is None
    run = review(make_plan(finished(), 0, BUDGET), tmp_path)
    assert not run.from_cache
    assert cache.read(tmp_path, plan) is not None
    assert json.loads(path.read_text(encoding="utf-8")) == json.loads(good)


def test_answers_the_match_cannot_have_are_refused() -> None:
    plan = make_plan(finished(), 0, BUDGET)
    run = review(plan)
    answers = [
        {
            "index": p.decision.index,
            "chances": list(p.chances),
            "best": p.best,
            "kept": p.kept,
            "played": p.played,
        }
        for p in run.review.points  # type: ignore[union-attr]
    ]
    assert review_of(plan, answers).points == run.review.points  # type: ignore[union-attr]
    mine = next(i for i, p in enumerate(plan.decisions) if p.seat == 0 and not p.forced)
    theirs = next(i for i, p in enumerate(plan.decisions) if p.seat == 1)
    for index, change in (
        (mine, {"best": ["fly"]}),  # not a legal move
        (mine, {"played": None}),  # the reviewing seat's move unvalued
        (theirs, {"kept": 0.5, "played": 0.5}),  # another seat's move valued
        (mine, {"index": theirs}),  # out of order
        (mine, {"chances": [0.5]}),  # a seat missing
    ):
        broken = [dict(a) for a in answers]
        broken[index].update(change)
        with pytest.raises(ValueError):
            review_of(plan, broken)


# --- running: progress, cancel, the worker processes ----------------------------------------


class SlowExecutor:
    """Answers a task only after it has been polled ``delay`` times."""

    def __init__(self, delay: int = 3) -> None:
        self.delay, self.task, self.polls = delay, None, 0
        self.cancelled = self.shut = False

    def submit(self, task) -> None:
        self.task, self.polls = task, 0

    def poll(self):
        self.polls += 1
        if self.task is None or self.polls < self.delay:
            return None
        task, self.task = self.task, None
        return task.run()

    def cancel(self) -> None:
        self.task, self.cancelled = None, True

    def shutdown(self) -> None:
        self.shut = True


def test_progress_rises_to_one_and_cancel_stops_everything(tmp_path: Path) -> None:
    plan = make_plan(finished(), 0, BUDGET)
    executors = [SlowExecutor(), SlowExecutor()]
    run = ReviewRun(plan, lambda: executors, tmp_path)
    run.start()
    seen = [run.progress]
    for _ in range(6):
        run.poll()
        seen.append(run.progress)
    assert seen == sorted(seen) and 0 < seen[-1] < 1 and not run.done
    run.cancel()
    assert run.done and run.cancelled and run.review is None and run.error is None
    assert all(e.cancelled and e.shut for e in executors)
    assert run.poll() is True
    assert not list(tmp_path.glob("review-*.json"))  # nothing half-made is kept

    complete = ReviewRun(plan, lambda: [SlowExecutor(), SlowExecutor()])
    complete.start()
    while not complete.poll():
        pass
    assert complete.progress == 1.0 and complete.review is not None


def test_a_failing_analysis_is_reported_not_raised() -> None:
    class Broken(InlineExecutor):
        def poll(self):
            if self._task is not None:
                raise RuntimeError("Traceback ...\nValueError: the worker failed")
            return None

    run = ReviewRun(make_plan(finished(), 0, BUDGET), lambda: [Broken()])
    run.start()
    assert run.poll() is True
    assert run.done and run.review is None
    assert run.error == "ValueError: the worker failed"


def test_two_worker_processes_give_the_review_made_in_this_process() -> None:
    plan = make_plan(finished(), 0, BUDGET)
    local = review(plan).review
    run = analyse_now(plan, worker_executors)
    assert run.error is None and run.review is not None and local is not None
    assert [(p.chances, p.best, p.kept, p.played) for p in run.review.points] == [
        (p.chances, p.best, p.kept, p.played) for p in local.points
    ]


def test_cancel_stops_the_worker_processes() -> None:
    plan = make_plan(finished(), 0, Budget(chance=4000, search=4000, compare=4000))
    executors = worker_executors()
    run = ReviewRun(plan, lambda: executors)
    run.start()
    run.poll()
    assert all(e.client.running for e in executors)  # type: ignore[attr-defined]
    run.cancel()
    assert run.done and run.cancelled
    assert not any(e.client.running for e in executors)  # type: ignore[attr-defined]
