"""The Windows user folder is ``%LOCALAPPDATA%\\GoldAndGlory``, no longer doubled
(``...\\GoldAndGlory\\GoldAndGlory``, issue 54): an earlier build's folder is moved up whole,
or, when it cannot be, used where it is, so that nothing the player saved goes missing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import paths


def doubled_folder(root: Path) -> Path:
    """The layout earlier builds left: settings, statistics and a save one level down."""
    inner = root / "GoldAndGlory" / "GoldAndGlory"
    (inner / "saves").mkdir(parents=True)
    (inner / "settings.json").write_text('{"language": "ko"}', encoding="utf-8")
    (inner / "statistics.json").write_text("{}", encoding="utf-8")
    (inner / "saves" / "autosave-x.json").write_text("{}", encoding="utf-8")
    return root / "GoldAndGlory"


def contents(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): p.read_text(encoding="utf-8")
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_the_doubled_folder_is_moved_up_whole(tmp_path):
    folder = doubled_folder(tmp_path)
    before = contents(folder / "GoldAndGlory")
    assert paths.adopt_doubled_folder(folder) == folder
    assert contents(folder) == before
    assert not (folder / "GoldAndGlory").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["GoldAndGlory"]  # nothing aside


def test_an_old_cache_beside_it_does_not_stop_the_move(tmp_path):
    folder = doubled_folder(tmp_path)
    (folder / "Cache" / "sounds").mkdir(parents=True)
    before = contents(folder / "GoldAndGlory")
    assert paths.adopt_doubled_folder(folder) == folder
    assert contents(folder) == before


def test_a_folder_in_the_new_layout_is_left_as_it_is(tmp_path):
    folder = tmp_path / "GoldAndGlory"
    (folder / "saves").mkdir(parents=True)
    (folder / "settings.json").write_text("{}", encoding="utf-8")
    assert paths.adopt_doubled_folder(folder) == folder
    assert contents(folder) == {"settings.json": "{}"}


def test_with_anything_else_there_the_old_folder_goes_on_being_used(tmp_path):
    folder = doubled_folder(tmp_path)
    (folder / "settings.json").write_text("{}", encoding="utf-8")  # both layouts: unclear
    before = contents(folder)
    assert paths.adopt_doubled_folder(folder) == folder / "GoldAndGlory"
    assert contents(folder) == before


def test_a_move_that_fails_halfway_is_undone(tmp_path, monkeypatch):
    folder = doubled_folder(tmp_path)
    before = contents(folder)
    real_rename = Path.rename

    def rename(self, target):
        if self.name == "GoldAndGlory" and self.parent.name.endswith(".moving"):
            raise PermissionError("a file in it is open")  # Windows: the second rename
        return real_rename(self, target)

    monkeypatch.setattr(Path, "rename", rename)
    assert paths.adopt_doubled_folder(folder) == folder / "GoldAndGlory"
    assert contents(folder) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["GoldAndGlory"]


def test_a_folder_that_cannot_be_moved_at_all_is_used_where_it_is(tmp_path, monkeypatch):
    folder = doubled_folder(tmp_path)
    before = contents(folder)

    def rename(self, target):
        raise PermissionError("in use")

    monkeypatch.setattr(Path, "rename", rename)
    assert paths.adopt_doubled_folder(folder) == folder / "GoldAndGlory"
    assert contents(folder) == before


def test_on_windows_the_user_folders_are_adopted_and_not_doubled(tmp_path, monkeypatch):
    folder = doubled_folder(tmp_path)
    monkeypatch.delenv("GOLD_AND_GLORY_HOME", raising=False)
    monkeypatch.setattr(sys, "platform", "win32")
    asked = []

    def platform_dir(appname, appauthor=None, **kwargs):
        asked.append(appauthor)
        return str(folder)

    monkeypatch.setattr(paths.platformdirs, "user_data_dir", platform_dir)
    monkeypatch.setattr(paths.platformdirs, "user_config_dir", platform_dir)
    paths._platform_dir.cache_clear()
    try:
        assert paths.settings_file() == folder / "settings.json"
        assert paths.saves_dir() == folder / "saves"
        assert (folder / "saves" / "autosave-x.json").is_file()
    finally:
        paths._platform_dir.cache_clear()
    assert asked and all(author is False for author in asked)  # no author's folder level


@pytest.mark.parametrize("getter", [paths.user_data_dir, paths.user_cache_dir])
def test_gold_and_glory_home_still_decides(getter, tmp_path, monkeypatch):
    monkeypatch.setenv("GOLD_AND_GLORY_HOME", str(tmp_path))
    assert tmp_path in (getter(), getter().parent)
