"""What the app makes once and keeps (issue 54): the sounds and the menu's card pictures
in the user cache folder, read back at the next start, made again when damaged, changed
or missing; and the idle loop's wait for input, on an injected clock."""

from __future__ import annotations

import pygame
import pytest

from game import paths
from game.app import audio, card_pictures, idle_wait, user_cache
from game.engine import registry


@pytest.fixture
def fresh_sounds(monkeypatch):
    """No samples made in this process yet (each test sees the cache folder alone)."""
    monkeypatch.setattr(audio, "_MADE", {})


def test_the_sounds_are_synthesised_once_then_read_from_the_cache(home, fresh_sounds, monkeypatch):
    made = audio.effect_samples(audio.RATE, 1)
    assert set(made) == set(audio.EFFECTS)
    assert made["click"] == audio.synthesise(audio.EFFECTS["click"]).tobytes()
    files = list((paths.user_cache_dir() / "sounds").rglob(audio.SOUNDS_FILE))
    assert len(files) == 1

    def never(*args):
        raise AssertionError("synthesised again")

    stamp = audio.cache_stamp(audio.RATE, 1)
    monkeypatch.setattr(audio, "cache_stamp", lambda rate, channels: stamp)  # as it was
    monkeypatch.setattr(audio, "_MADE", {})
    monkeypatch.setattr(audio, "synthesise", never)
    assert audio.effect_samples(audio.RATE, 1) == made  # from the file: nothing computed


def test_a_damaged_sound_cache_is_made_again(home, fresh_sounds):
    made = audio.effect_samples(audio.RATE, 1)
    (file,) = (paths.user_cache_dir() / "sounds").rglob(audio.SOUNDS_FILE)
    file.write_bytes(file.read_bytes()[:-7])  # cut short
    audio._MADE.clear()
    assert audio.effect_samples(audio.RATE, 1) == made
    file.write_bytes(b"\xff\xfe not json\n" + b"\x00" * 10)
    audio._MADE.clear()
    assert audio.effect_samples(audio.RATE, 1) == made


def test_the_samples_follow_the_mixer_format(home, fresh_sounds):
    mono = audio.effect_samples(audio.RATE, 1)
    stereo = audio.effect_samples(audio.RATE, 2)
    assert len(stereo["click"]) == 2 * len(mono["click"])
    fast = audio.effect_samples(2 * audio.RATE, 1)  # a mixer at 44100 Hz: the same pitch
    assert len(fast["click"]) == pytest.approx(2 * len(mono["click"]), abs=4)
    assert len({audio.cache_stamp(r, c) for r, c in ((22050, 1), (22050, 2), (44100, 1))}) == 3


def test_a_changed_effect_is_not_read_from_an_old_cache(home, fresh_sounds, monkeypatch):
    before = audio.cache_stamp(audio.RATE, 1)
    monkeypatch.setitem(audio.EFFECTS, "click", [(0.0, 0.05, 440.0, 0.35, 2)])
    assert audio.cache_stamp(audio.RATE, 1) != before


def test_no_sound_before_the_first_frame_then_every_effect(make_app):
    app = make_app()
    assert not app.audio.loaded and app.audio.sounds == {}
    app.audio.play("click")  # asked for too early: not heard, no error
    app.push("menu")
    app.step(0.0)
    assert app.audio.loaded and app.audio.enabled
    assert set(app.audio.sounds) == set(audio.EFFECTS)
    assert all(
        s.get_volume() == pytest.approx(app.audio.volume, abs=0.01)
        for s in app.audio.sounds.values()
    )


class CountingView:
    """A game view whose card picture counts how often it is drawn."""

    game_id = "tiny"

    def __init__(self) -> None:
        self.drawn = 0

    def card_picture(self, size, colorblind=False):
        self.drawn += 1
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.fill((200, 40, 20, 255) if colorblind else (20, 40, 200, 128))
        pygame.draw.circle(surface, (250, 220, 0, 255), (size[0] // 2, size[1] // 2), 9)
        return surface


@pytest.fixture
def view(make_app):
    make_app()  # a display for the pictures
    return CountingView()


def test_a_card_picture_is_drawn_once_then_read_back_alike(view):
    drawn = card_pictures.card_picture(view, (120, 70), False)
    again = card_pictures.card_picture(view, (120, 70), False)
    assert view.drawn == 1
    assert again.get_size() == (120, 70)
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


def test_another_size_or_palette_is_drawn_anew(view):
    card_pictures.card_picture(view, (120, 70), False)
    card_pictures.card_picture(view, (121, 70), False)
    colourblind = card_pictures.card_picture(view, (120, 70), True)
    assert view.drawn == 3
    assert colourblind.get_at((1, 1))[:3] == (200, 40, 20)


def test_a_damaged_card_picture_is_drawn_again(view):
    card_pictures.card_picture(view, (120, 70), False)
    (file,) = (paths.user_cache_dir() / card_pictures.KIND).rglob("tiny-*.png")
    file.write_bytes(b"not a png")
    picture = card_pictures.card_picture(view, (120, 70), False)
    assert view.drawn == 2 and picture.get_size() == (120, 70)


def test_the_cache_keeps_one_stamp_and_a_bounded_number_of_files(home):
    for n in range(user_cache.KEEP_FILES + 5):
        user_cache.store("things", "old", f"{n}.bin", b"x")
    assert len(list(user_cache.folder("things", "old").iterdir())) == user_cache.KEEP_FILES
    user_cache.store("things", "new", "a.bin", b"y")
    assert [p.name for p in (paths.user_cache_dir() / "things").iterdir()] == ["new"]
    assert user_cache.load("things", "new", "a.bin") == b"y"
    assert user_cache.load("things", "old", "1.bin") is None


def test_an_unwritable_cache_only_means_making_things_again(home, fresh_sounds):
    paths.user_cache_dir().parent.mkdir(parents=True, exist_ok=True)
    paths.user_cache_dir().write_text("a file where the folder should be", encoding="utf-8")
    user_cache.store("things", "s", "a.bin", b"y")  # no error
    assert user_cache.load("things", "s", "a.bin") is None
    assert set(audio.effect_samples(audio.RATE, 1)) == set(audio.EFFECTS)


def test_the_code_stamp_changes_with_a_source_file(tmp_path, monkeypatch):
    package = tmp_path / "game"
    package.mkdir()
    (package / "paths.py").write_text("# one\n", encoding="utf-8")
    monkeypatch.setattr(user_cache.paths, "__file__", str(package / "paths.py"))
    before = user_cache.code_stamp()
    assert user_cache.code_stamp() == before
    (package / "card.py").write_text("# a new drawing\n", encoding="utf-8")
    assert user_cache.code_stamp() != before


@pytest.mark.parametrize("game_id", registry.shipped())
def test_a_declared_guided_game_is_the_tutorial_s(game_id):
    """The menu reads ``guided`` from the registry entry instead of loading the tutorial."""
    info = registry.get(game_id)
    assert info.guided is not None
    assert info.guided == bool(info.tutorial is not None and info.tutorial.chapters)


class FakeTime:
    """A clock that moves only when slept on, and a queue that fills at a given moment."""

    def __init__(self, event_at: float | None) -> None:
        self.now = 100.0
        self.event_at = event_at
        self.sleeps: list[float] = []

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds

    def get(self) -> list:
        if self.event_at is not None and self.now >= 100.0 + self.event_at:
            self.event_at = None
            return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)]
        return []


def wait(fake: FakeTime, timeout: float) -> list:
    return idle_wait.wait_for_events(timeout, get=fake.get, sleep=fake.sleep, clock=fake.clock)


def test_the_idle_wait_sleeps_in_frame_long_naps_until_the_timeout():
    fake = FakeTime(event_at=None)
    assert wait(fake, 0.25) == []
    assert fake.now == pytest.approx(100.25)
    assert max(fake.sleeps) <= idle_wait.POLL_SECONDS
    assert len(fake.sleeps) == 16  # 15 naps of 16 ms, then the 10 ms left


def test_the_idle_wait_answers_input_within_a_nap():
    fake = FakeTime(event_at=0.1)
    events = wait(fake, 0.25)
    assert [e.type for e in events] == [pygame.KEYDOWN]
    assert 0.1 <= fake.now - 100.0 < 0.1 + idle_wait.POLL_SECONDS
