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
    good = record.unsealed(record.to_record(match))  # a forger edits the steps in the clear
    text = json.dumps(good)
    cases: dict[str, tuple[str, str]] = {}
    cases["bad_json"] = ("{this is not json", "errors.save_corrupt")
    cases["truncated"] = (text[: len(text) // 2], "errors.save_corrupt")
    cases["empty"] = ("", "errors.save_corrupt")
    cases["foreign_format"] = (resigned({**good, "format": "someone-else"}), "errors.save_foreign")
    cases["not_an_object"] = ("[1, 2, 3]", "errors.save_foreign")
    cases["future_version"] = (resigned({**good, "version": 99}), "errors.save_version")
    tampered = record.to_record(match)
    tampered["meta"] = {"title": "changed by hand"}
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
    good = record.unsealed(record.to_record(played(seed=5, limit=6)))
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


# --- issue 39: loose types, forged "over", text that cannot be drawn, sealed hidden parts ---


def forged(match, **changes) -> str:
    """The record of ``match`` in the clear with ``changes``, re-signed."""
    return resigned({**record.unsealed(record.to_record(match)), **changes})


def first_decision(data: dict) -> int:
    return next(i for i, s in enumerate(data["steps"]) if "s" in s)


@pytest.mark.parametrize("loose", [str, float, lambda s: s + 0.9, bool])
def test_a_step_seat_that_is_not_a_whole_number_is_rejected(loose) -> None:
    """The seat to move written as a text, a float, a float to be cut, or a bool."""
    match = played(limit=3)
    data = record.unsealed(record.to_record(match))
    steps = [dict(s) for s in data["steps"]]
    at = first_decision(data)
    steps[at]["s"] = loose(steps[at]["s"])
    with pytest.raises(RecordError) as caught:
        record.loads(resigned({**data, "steps": steps}))
    assert caught.value.key == "errors.save_invalid"


def test_an_action_with_true_for_1_or_a_float_is_rejected() -> None:
    match = new_match(3, "hhh")
    match.play(("duel", 1))
    data = record.unsealed(record.to_record(match))
    at = first_decision(data)
    assert data["steps"][at]["a"] == ["duel", 1]
    record.loads(resigned(data))  # as written: fine
    for loose in (["duel", True], ["duel", 1.0]):
        steps = [dict(s) for s in data["steps"]]
        steps[at] = {"s": steps[at]["s"], "a": loose}
        with pytest.raises(RecordError) as caught:
            record.loads(resigned({**data, "steps": steps}))
        assert caught.value.key == "errors.save_invalid"


def test_an_over_flag_that_the_replay_does_not_reach_is_rejected() -> None:
    unfinished = played(limit=3)
    with pytest.raises(RecordError) as caught:
        record.loads(forged(unfinished, over=True))
    assert (caught.value.key, caught.value.detail) == ("errors.save_invalid", "over")
    finished = played(limit=None)
    with pytest.raises(RecordError):
        record.loads(forged(finished, over=False))


TEXT_THAT_CANNOT_BE_DRAWN = {
    "lone_surrogate_in_name": lambda d: d["seats"][0].update(name="\ud800"),
    "nul_in_name": lambda d: d["seats"][0].update(name="A\u0000B"),
    "lone_surrogate_in_meta": lambda d: d["meta"].update(title="x\udfff"),
    "lone_surrogate_key": lambda d: d["meta"].update({"\ud800": 1}),
    "nul_in_level": lambda d: d["seats"][1].update(level="ha\u0000rd"),
}


@pytest.mark.parametrize("case", sorted(TEXT_THAT_CANNOT_BE_DRAWN))
def test_text_that_cannot_be_written_or_drawn_makes_a_save_corrupt(case, tmp_path) -> None:
    import hashlib

    data = record.to_record(played(limit=3))
    TEXT_THAT_CANNOT_BE_DRAWN[case](data)
    body = {k: v for k, v in data.items() if k != "checksum"}
    canonical = record._canonical(body).encode("utf-8", "surrogatepass")  # a forger's way
    body["checksum"] = hashlib.sha256(canonical).hexdigest()
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(body), encoding="utf-8")  # ASCII: escapes such as \ud800
    for read in (record.load, record.read_summary):
        with pytest.raises(RecordError) as caught:
            read(path)
        assert caught.value.key == "errors.save_corrupt"


def test_the_issue_s_63_byte_file_is_corrupt_not_a_crash(tmp_path) -> None:
    path = tmp_path / "x.json"
    path.write_text(
        '{"format": "gold-and-glory/match", "version": 1, "x": "\\ud800"}', encoding="utf-8"
    )
    with pytest.raises(RecordError) as caught:
        record.read_summary(path)
    assert caught.value.key == "errors.save_corrupt"


def test_a_save_of_too_many_values_is_refused_before_parsing(tmp_path, monkeypatch) -> None:
    import game.jsonio as jsonio

    parsed = []
    real = jsonio._DECODER.decode
    monkeypatch.setattr(jsonio._DECODER, "decode", lambda text: parsed.append(1) or real(text))
    path = tmp_path / "lists.json"
    inner = ",".join(["[]"] * (record.MAX_ITEMS + 1))
    path.write_text(f'{{"format": "{record.FORMAT}", "version": 1, "x": [{inner}]}}')
    for read in (record.load, record.read_summary):
        with pytest.raises(RecordError) as caught:
            read(path)
        assert caught.value.key == "errors.save_corrupt"
    assert parsed == []  # never parsed


def test_a_large_save_s_summary_is_read_from_its_head_only(tmp_path) -> None:
    match = played(limit=3)
    data = record.to_record(match)
    data["sealed"] = "A" * (2 * record.HEAD_BYTES)  # a huge (forged) sealed part
    path = tmp_path / "big.json"
    path.write_text(json.dumps(data)[:-40] + "]]]] not even JSON", encoding="utf-8")
    summary = record.read_summary(path)
    assert summary["game"] == "tiny" and summary["over"] is False
    assert [seat["kind"] for seat in summary["seats"]] == ["human", "ai"]
    with pytest.raises(RecordError) as caught:
        record.load(path)  # loading reads it all
    assert caught.value.key == "errors.save_corrupt"


def test_a_large_save_whose_head_is_not_a_summary_is_corrupt(tmp_path) -> None:
    path = tmp_path / "big.json"
    path.write_text('{"format": "' + "x" * (2 * record.HEAD_BYTES) + '"}', encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        record.read_summary(path)
    assert caught.value.key == "errors.save_corrupt"


# --- issue 39, item 9: what the rules hide is not in plain sight --------------------------

SEED = 987_654_321_987


def test_an_unfinished_save_shows_neither_the_seed_nor_the_steps(tmp_path) -> None:
    match = new_match(SEED, "hh")
    play_randomly(match, random.Random(2), 6)
    assert not match.is_over
    path = tmp_path / "game.json"
    record.save(match, path)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert "seed" not in data and "steps" not in data and isinstance(data["sealed"], str)
    assert str(SEED) not in text
    for word in ("peek", "duel", "take", "roll"):  # the actions' names
        assert word not in text
    loaded = record.load(path)
    assert (loaded.seed, loaded.steps, loaded.state) == (match.seed, match.steps, match.state)
    opened = record.unsealed(data)
    assert opened["seed"] == SEED and len(opened["steps"]) == len(match.steps)
    play_randomly(match, random.Random(2))  # to the end: a finished game shows everything
    data = record.to_record(match)
    assert data["seed"] == SEED and "sealed" not in data and len(data["steps"]) == len(match.steps)


def test_sealing_is_reproducible_and_two_moments_share_nothing() -> None:
    match = new_match(SEED, "hh")
    play_randomly(match, random.Random(2), 4)
    first = record.to_record(match)["sealed"]
    assert record.to_record(match)["sealed"] == first
    match.play(match.legal_actions()[0])
    later = record.to_record(match)["sealed"]
    assert later[:24] != first[:24]  # another salt, another keystream


@pytest.mark.parametrize(
    "sealed",
    ["not base64 at all!", "QUJD", "", "A" * 64, "\u00e9t\u00e9"],
)
def test_a_sealed_part_that_does_not_open_is_rejected(sealed) -> None:
    match = played(limit=3)
    data = record.to_record(match)
    with pytest.raises(RecordError) as caught:
        record.loads(resigned({**data, "sealed": sealed}))
    assert caught.value.key in ("errors.save_tampered", "errors.save_invalid")


def test_a_sealed_part_and_steps_in_the_clear_together_are_rejected() -> None:
    match = played(limit=3)
    data = record.to_record(match)
    plain = record.unsealed(data)
    with pytest.raises(RecordError) as caught:
        record.loads(resigned({**data, "steps": plain["steps"], "seed": plain["seed"]}))
    assert caught.value.key == "errors.save_invalid"


def test_a_sealed_bomb_is_not_inflated_beyond_the_limit() -> None:
    from game.engine import seal

    bomb = seal.seal(b"[" + b"0," * (record.MAX_BYTES // 2 + 8) + b"0]")
    assert len(bomb) < 200_000  # small on disk
    data = record.to_record(played(limit=3))
    with pytest.raises(RecordError) as caught:
        record.loads(resigned({**data, "sealed": bomb}))
    assert caught.value.key == "errors.save_tampered"


def test_a_version_1_save_still_loads_and_is_listed(tmp_path) -> None:
    """Saves written before sealing: seed and steps in the clear, steps before the summary."""
    match = played(limit=5)
    plain = record.unsealed(record.to_record(match))
    v1 = {
        "format": record.FORMAT,
        "version": 1,
        "app_version": "0.9",
        "game": plain["game"],
        "setup": plain["setup"],
        "seed": plain["seed"],
        "seats": plain["seats"],
        "steps": plain["steps"],
        "saved": plain["saved"],
        "over": False,
        "meta": {},
    }
    v1["checksum"] = record._checksum(v1)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(v1, indent=1), encoding="utf-8")
    assert record.load(path).steps == match.steps
    assert record.read_summary(path)["game"] == "tiny"
    # A large version 1 file (its steps come before the summary) is read whole for it.
    v1["meta"] = {"pad": "p" * (2 * record.HEAD_BYTES)}
    v1["checksum"] = record._checksum({k: v for k, v in v1.items() if k != "checksum"})
    path.write_text(json.dumps(v1, indent=1), encoding="utf-8")
    assert record.read_summary(path)["meta"]["pad"].startswith("ppp")
    loaded = record.load(path)
    assert loaded.steps == match.steps
    again = record.to_record(loaded)  # written again (resumed from an autosave): sealed
    assert again["version"] == record.VERSION == 2 and "steps" not in again
