"""Statistics and the saves folder."""

from __future__ import annotations

import json

from game.persistence.saves import SaveStore
from game.persistence.stats import StatsStore


def test_stats_count_per_game_and_level(tmp_path):
    stats = StatsStore(tmp_path / "stats.json")
    stats.record("armadora", won=True, levels=["hard"])
    stats.record("armadora", won=False, levels=["hard", "easy"])
    stats.record("armadora", won=True, levels=[])
    again = StatsStore(tmp_path / "stats.json")
    entry = again.game("armadora")
    assert (entry["played"], entry["won"]) == (3, 2)
    assert entry["by_level"]["hard"] == {"played": 2, "won": 1}
    assert entry["by_level"]["easy"] == {"played": 1, "won": 0}
    assert entry["by_level"]["hotseat"] == {"played": 1, "won": 1}


def test_broken_stats_file_starts_fresh_and_is_kept(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text("\x00\x01garbage", encoding="utf-8")
    stats = StatsStore(path)
    assert stats.problem == "errors.stats_broken"
    assert stats.game("armadora")["played"] == 0
    stats.record("armadora", won=True, levels=["easy"])
    assert (tmp_path / "stats.json.broken").exists()
    assert json.loads(path.read_text("utf-8"))["games"]["armadora"]["won"] == 1


def test_odd_numbers_in_stats_make_the_file_broken(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"games": {"armadora": {"played": -4, "won": "many"}}}), "utf-8")
    stats = StatsStore(path)
    assert stats.problem == "errors.stats_broken"  # not partly believed
    assert stats.game("armadora")["played"] == 0
    assert (tmp_path / "stats.json.broken").exists()


def test_save_list_reports_broken_files_without_touching_them(tmp_path):
    store = SaveStore(tmp_path)
    (tmp_path / "junk.json").write_text("{{{", encoding="utf-8")
    (tmp_path / "foreign.json").write_text('{"hello": 1}', encoding="utf-8")
    good, broken = store.list()
    assert good == []
    assert sorted(b.key for b in broken) == ["errors.save_corrupt", "errors.save_foreign"]
    assert (tmp_path / "junk.json").read_text(encoding="utf-8") == "{{{"
    assert store.has_continue() is False


def test_autosave_writer_writes_the_newest_text_atomically(tmp_path):
    from game.persistence.autosave import AutosaveWriter

    writer = AutosaveWriter()
    path = tmp_path / "deep" / "autosave.json"
    for n in range(20):
        writer.submit(path, f"version {n}")
    writer.flush()
    assert path.read_text(encoding="utf-8") == "version 19"
    assert not writer.failed
    assert [p.name for p in path.parent.iterdir()] == ["autosave.json"]  # no temp files left
    writer.close()


def test_autosave_writer_reports_a_failed_write(tmp_path):
    from game.persistence.autosave import AutosaveWriter

    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    writer = AutosaveWriter()
    writer.submit(blocker / "autosave.json", "text")
    writer.flush()
    assert writer.failed
    writer.close()
