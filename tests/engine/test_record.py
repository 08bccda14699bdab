"""Save files: round trip, atomic writes, and every kind of corrupt file rejected whole."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tiny_game import RULES

from engine.helpers import new_match, play_randomly
from game.engine import record
from game.engine.record import RecordError

pytestmark = pytest.mark.usefixtures("tiny_registered")


def played(seed: int = 11, kinds: str = "ha", limit: int | None = 7):
    match = new_match(seed, kinds)
    play_randomly(match, random.Random(seed), limit)
    return match


def resigned(data: dict) -> str:
    """The record as text with its checksum recomputed (a careful forger)."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    body["checksum"] = record._checksum(body)
    return json.dumps(body)


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    match = played(limit=None)
    path = tmp_path / "saves" / "game.json"
    record.save(match, path, meta={"title": "Tiny"})
    loaded = record.load(path)
    assert loaded.rules is RULES
    assert (loaded.setup, loaded.seed, loaded.seats) == (match.setup, match.seed, match.seats)
    assert loaded.state == match.state
    assert loaded.log == match.log
    assert loaded.steps == match.steps
    assert loaded.is_over
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]
    summary = record.read_summary(path)
    assert summary["game"] == "tiny" and summary["over"] and summary["meta"] == {"title": "Tiny"}


def test_a_match_in_progress_continues_identically_after_loading(tmp_path: Path) -> None:
    match = played(limit=5)
    record.save(match, tmp_path / "a.json")
    loaded = record.load(tmp_path / "a.json")
    rng_a, rng_b = random.Random(3), random.Random(3)
    play_randomly(match, rng_a)
    play_randomly(loaded, rng_b)
    assert loaded.state == match.state and loaded.log == match.log


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp_file(tmp_path, monkeypatch) -> None:
    path = tmp_path / "slot.json"
    record.save(played(limit=2), path)
    before = path.read_text(encoding="utf-8")

    def broken_replace(src, dst) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        record.save(played(limit=6), path)
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]


def corrupt_cases() -> dict[str, tuple[str, str]]:
    match = played()
    good = record.to_record(match)
    text = json.dumps(good)
    cases: dict[str, tuple[str, str]] = {}
    cases["bad_json"] = ("{this is not json", "errors.save_corrupt")
    cases["truncated"] = (text[: len(text) // 2], "errors.save_corrupt")
    cases["empty"] = ("", "errors.save_corrupt")
    cases["foreign_format"] = (resigned({**good, "format": "someone-else"}), "errors.save_foreign")
    cases["not_an_object"] = ("[1, 2, 3]", "errors.save_foreign")
    cases["future_version"] = (resigned({**good, "version": 99}), "errors.save_version")
    tampered = json.loads(text)
    tampered["seed"] += 1
    cases["checksum_mismatch"] = (json.dumps(tampered), "errors.save_tampered")
    cases["unknown_game"] = (resigned({**good, "game": "chess"}), "errors.save_unknown_game")
    steps = [dict(s) for s in good["steps"]]
    chance_at = next(i for i, s in enumerate(steps) if "c" in s)
    steps[chance_at] = {"c": [6] * len(steps[chance_at]["c"])}
    cases["tampered_chance"] = (resigned({**good, "steps": steps}), "errors.save_invalid")
    steps = [dict(s) for s in good["steps"]]
    steps.append({"s": match.to_move, "a": ["duel", match.to_move]})
    cases["illegal_action"] = (resigned({**good, "steps": steps}), "errors.save_invalid")
    steps = [dict(s) for s in good["steps"]]
    first = next(i for i, s in enumerate(steps) if "s" in s)
    steps[first] = {"s": 1 - steps[first]["s"], "a": steps[first]["a"]}
    cases["wrong_seat"] = (resigned({**good, "steps": steps}), "errors.save_invalid")
    cases["bad_setup"] = (resigned({**good, "setup": {"players": 9}}), "errors.save_invalid")
    cases["setup_not_object"] = (resigned({**good, "setup": 5}), "errors.save_invalid")
    cases["seat_not_object"] = (resigned({**good, "seats": [1, 2]}), "errors.save_invalid")
    cases["seat_count"] = (resigned({**good, "seats": good["seats"][:1]}), "errors.save_invalid")
    cases["seed_not_int"] = (resigned({**good, "seed": "11"}), "errors.save_invalid")
    cases["steps_not_list"] = (resigned({**good, "steps": 3}), "errors.save_invalid")
    cases["step_not_object"] = (resigned({**good, "steps": [5]}), "errors.save_invalid")
    over = match
    play_randomly(over, random.Random(1))
    finished = record.to_record(over)
    extra = [*finished["steps"], {"s": 0, "a": ["take"]}]
    cases["action_after_the_end"] = (resigned({**finished, "steps": extra}), "errors.save_invalid")
    extra = [*finished["steps"], {"s": -2, "a": ["take"]}]
    cases["terminal_seat"] = (resigned({**finished, "steps": extra}), "errors.save_invalid")
    return cases


@pytest.mark.parametrize(
    "name",
    [
        "bad_json", "truncated", "empty", "foreign_format", "not_an_object", "future_version",
        "checksum_mismatch", "unknown_game", "tampered_chance", "illegal_action", "wrong_seat",
        "bad_setup", "setup_not_object", "seat_not_object", "seat_count", "seed_not_int",
        "steps_not_list", "step_not_object", "action_after_the_end", "terminal_seat",
    ],
)  # fmt: skip
def test_corrupt_files_are_rejected_with_the_right_key(name: str, tmp_path: Path) -> None:
    text, key = corrupt_cases()[name]
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        record.load(path)
    assert caught.value.key == key
    assert path.read_text(encoding="utf-8") == text  # the file is left as it was


def test_unreadable_and_undecodable_files(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as caught:
        record.load(tmp_path / "missing.json")
    assert caught.value.key == "errors.save_unreadable"
    (tmp_path / "latin.json").write_bytes(b'{"format": "\xff\xfe"}')
    with pytest.raises(RecordError) as caught:
        record.load(tmp_path / "latin.json")
    assert caught.value.key == "errors.save_corrupt"


def test_a_file_for_an_unregistered_game_is_unknown_even_if_it_was_valid(tmp_path) -> None:
    import tiny_game

    path = tmp_path / "tiny.json"
    record.save(played(), path)
    tiny_game.unregister()
    try:
        with pytest.raises(RecordError) as caught:
            record.load(path)
        assert caught.value.key == "errors.save_unknown_game"
    finally:
        tiny_game.register()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 8) | st.sampled_from(["take", "duel", "c", "s"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from("asc"), inner),
    max_leaves=6,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(["setup", "seats", "steps", "seed", "game"]), value=json_values,
       index=st.integers(0, 30))  # fmt: skip
def test_any_forged_record_loads_fully_or_fails_with_a_record_error(field, value, index) -> None:
    good = record.to_record(played(seed=5, limit=6))
    forged = dict(good)
    if field == "steps" and good["steps"]:
        steps = list(good["steps"])
        steps[index % len(steps)] = value
        forged["steps"] = steps
    else:
        forged[field] = value
    try:
        match = record.loads(resigned(forged))
    except RecordError as error:
        assert error.key.startswith("errors.save_")
        return
    # If it loaded, it is a consistent match: replaying its steps gives its state.
    again = new_match(match.seed, "".join("h" if s.is_human else "a" for s in match.seats))
    again.rebuild(match.steps)
    assert again.state == match.state
