"""An unfinished game's review keeps the table's secrets (issue 49): ``main.py review`` prints
only what the named seat could see (no rival's face-down warrior, no general a rival kept),
asks for the seat when several people play, refuses an AI's seat, and the review cache
holds nothing readable in the clear.  A finished game's review shows everything."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import text
from game.engine import record, registry
from game.engine.match import Match, SeatInfo
from game.engine.review import cache
from game.engine.review import plan as review_plan
from game.engine.review.hooks import Budget
from tests.review.test_review_cli import run

TINY = Budget(chance=4, search=8, compare=4)
SECRET_KIND = {"armadora": "warrior", "crown": "keep"}
"""A decision whose action holds the decider's secret: the face-down warrior's value, the
general kept at the bottom of the deck."""


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("GOLD_AND_GLORY_HOME", str(tmp_path / "home"))
    for game_id in SECRET_KIND:  # the CLI analyses with the game's budget: a tiny one here
        monkeypatch.setattr(registry.get(game_id).review, "budget", TINY)
    yield
    text.set_language("en")


def played(game_id: str, decisions: int, kinds: str = "hh", seed: int = 5) -> Match:
    """A seeded game of random players, ``decisions`` long."""
    seats = [SeatInfo("human") if k == "h" else SeatInfo("ai", "greedy") for k in kinds]
    match = Match.new(registry.get(game_id).rules, {"players": len(kinds)}, seed, seats)
    rng = random.Random(seed)
    for _ in range(decisions):
        match.play(rng.choice(match.legal_actions()))
    assert not match.is_over
    return match


def saved(tmp_path: Path, match: Match) -> Path:
    path = tmp_path / f"{match.rules.game_id}.json"
    record.save(match, path)
    return path


def secrets_of(match: Match, seat: int) -> list[list]:
    """The actions of ``seat`` that hold its secret, as the JSON would write them."""
    kind = SECRET_KIND[match.rules.game_id]
    return [list(s.value) for s in match.steps if s.seat == seat and s.value[0] == kind]


@pytest.mark.parametrize("game_id", sorted(SECRET_KIND))
def test_the_json_of_an_unfinished_game_shows_no_rival_secret(tmp_path, capsys, game_id):
    match = played(game_id, 16 if game_id == "armadora" else 30)
    path = saved(tmp_path, match)
    for seat in (0, 1):
        code, out, err = run(capsys, str(path), "--json", "--jobs", "0", "--seat", str(seat))
        assert code == 0, err
        data = json.loads(out)
        rival = 1 - seat
        assert secrets_of(match, rival), "the game must hold a rival secret to hide"
        points = data["points"]
        assert all(p["action"] is None for p in points if p["seat"] == rival)
        assert all(p["action"] is not None for p in points if p["seat"] == seat)
        # What a rival's move told: the events the reviewing seat may know, and only those.
        told = [e for p in points if p["seat"] == rival for e in p["told"]]
        assert told and all(seat in e.get("seats", [seat]) for e in told)
        assert rival not in {s for e in told for s in e.get("seats", [])}
        for secret in secrets_of(match, rival):
            assert json.dumps(secret) not in out
        if game_id == "armadora":  # the rival's warriors are face down: no value told
            placed = [e for e in told if e["event"] == "armadora.warrior_placed"]
            assert placed and all(e["value"] == 0 for e in placed if not e["face_up"])
            assert not [e for e in told if e["event"] == "armadora.value_revealed"]


def test_an_unfinished_hot_seat_game_needs_the_seat_named(tmp_path, capsys):
    match = played("armadora", 10)
    assert review_plan.needs_hand_over(match) and review_plan.review_seats(match) == [0, 1]
    code, out, err = run(capsys, str(saved(tmp_path, match)), "--jobs", "0")
    assert code == 2 and out == ""
    assert err.startswith("error: ") and "--seat" in err and err.count("\n") == 1


def test_an_ai_seat_of_an_unfinished_game_is_not_reviewed(tmp_path, capsys):
    match = played("crown", 20, kinds="ha")
    assert not review_plan.needs_hand_over(match) and review_plan.review_seats(match) == [0]
    path = saved(tmp_path, match)
    code, _, err = run(capsys, str(path), "--jobs", "0", "--seat", "1")
    assert code == 2 and "AI" in err
    code, out, err = run(capsys, str(path), "--jobs", "0", "--json")  # the only person's
    assert code == 0 and json.loads(out)["seat"] == 0, err


def test_a_finished_game_shows_every_move(tmp_path, capsys):
    match = played("armadora", 10)
    rng = random.Random(1)
    while not match.is_over:
        match.play(rng.choice(match.legal_actions()))
    assert not review_plan.needs_hand_over(match) and review_plan.review_seats(match) == [0, 1]
    code, out, err = run(capsys, str(saved(tmp_path, match)), "--json", "--jobs", "0")
    assert code == 0, err
    points = json.loads(out)["points"]
    assert all(p["action"] is not None for p in points)
    assert any(e["event"] == "armadora.value_revealed" for p in points for e in p["told"])
    assert next(p["action"] for p in points if p["seat"] == 1) == list(
        next(s.value for s in match.steps if s.seat == 1)
    )


@pytest.mark.parametrize("game_id", sorted(SECRET_KIND))
def test_the_review_cache_of_an_unfinished_game_is_sealed(tmp_path, capsys, game_id):
    match = played(game_id, 16 if game_id == "armadora" else 30)
    path = saved(tmp_path, match)
    first = json.loads(run(capsys, str(path), "--json", "--jobs", "0", "--seat", "0")[1])
    files = list(cache.default_folder().glob("review-*.json"))
    assert len(files) == 1
    kept = files[0].read_text(encoding="utf-8")
    data = json.loads(kept)
    assert "answers" not in data and isinstance(data["sealed"], str)
    assert SECRET_KIND[game_id] not in kept and "chances" not in kept
    second = json.loads(run(capsys, str(path), "--json", "--jobs", "0", "--seat", "0")[1])
    assert second.pop("from_cache") is True and first.pop("from_cache") is False
    assert first == second


def test_an_unfinished_review_kept_in_the_clear_is_not_believed(tmp_path, capsys):
    """A cache file of an unfinished game written in the clear (by an older build, or by
    hand) is not read: the review is made again and the file sealed."""
    match = played("armadora", 12)
    plan = review_plan.make_plan(match, 0, TINY)
    first = json.loads(
        run(capsys, str(saved(tmp_path, match)), "--json", "--jobs", "0", "--seat", "0")[1]
    )
    answers = [
        {
            "index": p["index"],
            "chances": p["chances"],
            "best": p["best"],
            "kept": p["kept"],
            "played": p["played"],
        }
        for p in first["points"]
    ]
    folder = cache.default_folder()
    clear = {"format": cache.FORMAT, "version": cache.VERSION, "key": plan.key, "answers": answers}
    cache.path_for(folder, plan).write_text(json.dumps(clear), encoding="utf-8")
    assert cache.read(folder, plan) is None
    again = json.loads(
        run(capsys, str(tmp_path / "armadora.json"), "--json", "--jobs", "0", "--seat", "0")[1]
    )
    assert again["from_cache"] is False
    assert "sealed" in json.loads(cache.path_for(folder, plan).read_text(encoding="utf-8"))
