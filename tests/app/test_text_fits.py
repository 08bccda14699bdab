"""Every text fits its box: every scene at 1024x640 and 1280x800, UI scale 80-130 %, in
English and Korean (the play scenes also with the recap of the others' turns and a result
card on show).

Widgets (pygame-gui labels and buttons) are measured with their own font against their own
rect, and must lie inside their container and the window; what a scene draws itself is
measured by the scene's own helper (``Scene.drawn_texts``), the one its drawing uses.  One
app and one set of matches serve every size, scale and language.
"""

from __future__ import annotations

import copy
import warnings
from collections.abc import Callable, Iterator

import pygame
import pytest
from pygame_gui.core import UIContainer
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UIImage, UILabel, UIPanel, UIScrollingContainer

from game import text
from game.app import fonts
from game.app.app import drain_events
from game.app.play import PlayScene
from game.app.play_chrome import status_layout, status_text_width
from game.app.recap import replayed
from game.app.results_scene import ResultsScene
from game.app.review.scene import ReviewScene
from game.app.scene import Scene
from game.app.scenes.dialogs import ChoiceDialog, ConfirmDialog, MessageDialog
from game.app.scenes.load_game import LoadGame
from game.app.scenes.main_menu import MainMenu
from game.app.scenes.pause import PauseMenu
from game.app.scenes.privacy import PrivacyScreen
from game.app.scenes.rules_index import RulesIndex
from game.app.scenes.settings import SettingsScene
from game.app.scenes.statistics import Statistics
from game.app.views import views
from game.armadora.scoring import ScoreResult
from game.armadora.state import FACTIONS
from game.armadora.view import results as armadora_results
from game.armadora.view import samples as armadora_samples
from game.armadora.view.play import ArmadoraPlay
from game.crown.cards import ACTIONS, BLACKS
from game.crown.view import card_layout
from game.crown.view import samples as crown_samples
from game.crown.view.offboard import hand_rects
from game.crown.view.play import CrownPlay
from game.engine.match import Match
from game.engine.review.hooks import Budget
from game.engine.review.run import InlineExecutor
from game.goldmine.view import samples as goldmine_samples
from game.goldmine.view.play import GoldMinePlay
from game.text import tr

SIZES = [(1024, 640), (1280, 800)]
SCALES = [0.8, 1.0, 1.2, 1.3]
LANGUAGES = ["en", "ko"]
BREATHING = 2
"""Pixels a button's text keeps clear of its border on each side."""


@pytest.fixture(scope="class")
def app(tmp_path_factory) -> Iterator:
    from game.app.app import App

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("GOLD_AND_GLORY_HOME", str(tmp_path_factory.mktemp("home")))
        patch.setenv("LANG", "en_US.UTF-8")
        text.set_strict(True)
        app = App(size=SIZES[0])
        try:
            yield app
        finally:
            app.shutdown()
            text.set_strict(False)
            text.set_language("en")


@pytest.fixture(scope="class")
def matches(app) -> dict[str, Match]:
    """Matches in the states the screens show, saved and counted so that Load and
    Statistics have rows."""
    played = {
        "armadora": armadora_samples.played_match(steps=40),
        "armadora_4": armadora_samples.played_match(steps=30, players=4),
        "armadora_end": armadora_samples.played_match(),
        "armadora_end_4": armadora_samples.played_match(players=4),
        "goldmine": goldmine_samples.played_match(steps=12),
        "goldmine_4": goldmine_samples.played_match(steps=160, players=4, setup={"alliance": True}),
        "goldmine_end": goldmine_samples.played_match(seed=3, setup={"round_limit": 30}),
        "crown": crown_samples.played_match(steps=80),
        "crown_4": crown_samples.played_match(seed=5, steps=200, players=4, setup={"teams": True}),
        "crown_end": crown_samples.won_by_goal(),
        "crown_end_4": crown_samples.ended_at_limit(),
        "goldmine_end_6": goldmine_samples.played_match(
            seed=4, players=6, setup={"alliance": True, "round_limit": 30}
        ),
    }
    for name in ("armadora", "armadora_end_4", "goldmine_4"):
        app.saves.save_as_new(played[name])
    for game_id, level in (("armadora", "hard"), ("armadora", "easy"), ("goldmine", "normal")):
        app.stats.record(game_id, True, [level])
    app.stats.record("crown", False, ["hard"], resigned=True)  # said to be in no average
    return played


def configure(app, size: tuple[int, int], scale: float, lang: str) -> None:
    """The window size, UI scale and language (the app's theme rebuilt once)."""
    app.reset_to(MainMenu(app))
    app.settings.language = lang
    text.set_language(lang)
    app.settings.ui_scale = scale
    app.size = size
    app.apply_display_settings()


# --- measuring -------------------------------------------------------------------------------


def _width(value) -> int:
    return max(value.values()) if isinstance(value, dict) else int(value or 0)


def _room(element) -> int:
    """The width a widget's text may take: a label its rect, a button its rect inside the
    border and shadow, less a little air."""
    if isinstance(element, UILabel):
        return element.rect.w
    edge = _width(element.border_width) + _width(element.shadow_width)
    return element.rect.w - 2 * (edge + BREATHING)


def _box(element) -> pygame.Rect:
    """What a widget covers: a label (transparent) only the band its text takes."""
    if isinstance(element, UILabel) and element.font is not None:
        height = min(element.rect.h, element.font.size(translate(element.text) or " ")[1])
        return pygame.Rect(
            element.rect.x, element.rect.centery - height // 2, element.rect.w, height
        )
    return pygame.Rect(element.rect)


def _scrolled(element) -> bool:
    """Inside a scrolling container: it may lie outside the visible part."""
    container = element.ui_container
    while container is not None:
        if isinstance(getattr(container, "parent_element", None), UIScrollingContainer):
            return True
        if isinstance(container, UIScrollingContainer):
            return True
        container = getattr(container, "ui_container", None)
        if container is not None and container is container.ui_container:
            break
    return False


def _inside(element, roots: list) -> bool:
    container = element.ui_container
    seen = 0
    while container is not None and seen < 64:
        if any(container is root for root in roots):
            return True
        parent = getattr(container, "ui_container", None)
        container = None if parent is container else parent
        seen += 1
    return False


def widget_problems(app, scenes: list[Scene]) -> list[str]:
    """Labels and buttons of ``scenes`` whose text is wider than their box, or whose box is
    not inside its container or the window."""
    window = pygame.Rect((0, 0), app.size)
    roots = [scene.root for scene in scenes if scene.root is not None]
    roots += [root.get_container() for root in roots if hasattr(root, "get_container")]
    problems = []
    for element in app.manager.get_sprite_group().sprites():
        if not isinstance(element, UIButton | UILabel) or not element.visible:
            continue
        if not _inside(element, roots):
            continue
        shown = translate(element.text)
        if shown and element.font is not None:
            need = element.font.size(shown)[0]
            if need > _room(element):
                problems.append(f"{shown!r} is {need} px wide in {_room(element)}")
        if _scrolled(element):
            continue
        container = element.ui_container
        box = container.get_rect() if isinstance(container, UIContainer) else window
        covers = _box(element)
        if not box.contains(covers) or not window.contains(covers):
            problems.append(f"{shown!r} at {tuple(covers)} leaves {tuple(box)}")
    return problems


def _name(element) -> str:
    shown = translate(getattr(element, "text", "") or "")
    return repr(shown) if shown else type(element).__name__


def overlap_problems(app, scenes: list[Scene]) -> list[str]:
    """Widgets of one container that overlap (a button over the card's border, a bottom
    row running into the cards)."""
    roots = [scene.root for scene in scenes if scene.root is not None]
    roots += [root.get_container() for root in roots if hasattr(root, "get_container")]
    by_container: dict[int, list] = {}
    for element in app.manager.get_sprite_group().sprites():
        kinds = UIButton | UILabel | UIPanel | UIImage
        if isinstance(element, kinds) and element.visible and _inside(element, roots):
            by_container.setdefault(id(element.ui_container), []).append(element)
    problems = []
    for elements in by_container.values():
        for i, first in enumerate(elements):
            for second in elements[i + 1 :]:
                one, other = _box(first), _box(second)
                if one.colliderect(other):
                    a, b = (_name(element) for element in (first, second))
                    problems.append(f"{a} {tuple(one)} overlaps {b} {tuple(other)}")
    return problems


def drawn_problems(scene: Scene) -> list[str]:
    return [
        f"drawn {text_!r} is {width} px wide in {room}"
        for text_, width, room in scene.drawn_texts()
        if width > room
    ]


def review_problems(scene: ReviewScene) -> list[str]:
    """The review's grid of rounds, when open, shows every round on the board, clear of
    the chart and the panel; a text cut short in English ends in "..." (the font draws
    "…" as Korean dots)."""
    problems = []
    if text.language() == "en":
        problems += [f"{t!r} ends in '…'" for t, _, _ in scene.drawn_texts() if "…" in t]
    if not scene.picker.opened:
        return problems
    return problems + [
        f"round {button.text!r} at {tuple(button.rect)} is not shown on the board"
        for button in scene.picker.buttons
        if not button.visible or not scene.board_rect.contains(button.rect)
    ]


def status_problems(scene: ArmadoraPlay) -> list[str]:
    """Every status text Armadora can show (each prompt, with the longest name) fits the
    status bar: on one line or two, within the band above the board."""
    name = max((tr(f"armadora.faction.{f}") for f in FACTIONS), key=len)
    prompts = [
        tr("armadora.prompt.start"),
        tr("armadora.prompt.start_advanced"),
    ]
    texts = [tr("play.your_turn", player=name, prompt=prompt) for prompt in prompts]
    texts += [tr(f"armadora.prompt.{key}") for key in ("second_palisade", "after_power")]
    texts += [tr("armadora.prompt.forced_pass"), tr("armadora_ui.reinforce_prompt")]
    texts += [tr(f"armadora_ui.power_prompt.{faction}") for faction in FACTIONS]
    texts += [
        tr("play.status_ai", player=name, dots="..."),
        tr("play.status_waiting", player=name),
        tr("play.hint_thinking"),
        hint_with_reasons(scene),
        tr("play.game_over_result", result=tr("results.shared", sides=f"{name}, {name}")),
    ]
    rect, most = scene.status_rect, scene.chrome.status_most()
    room = status_text_width(rect, scene.px)
    problems = []
    for status in texts:
        size, lines, height = status_layout(status, rect, scene.px, most)
        widths = [fonts.font(size, True).size(line)[0] for line in lines]
        if max(widths) > room or height > most:
            problems.append(f"status {status!r}: {len(lines)} lines of {max(widths)} in {room}")
    return problems


LONG_NAME = "Annabelle Montgomery"
"""A player's name as long as people give (every prompt names the player)."""
PROMPT_ARGS = {
    "general": "Magnus the Bold",
    "steps": 2,
    "count": 2,
    "card": "Champion Crossbow",
    "what": "Buy a black card",
    "target": LONG_NAME,
    "where": "12, 13",
    "tile": "crossroads",
    "player": LONG_NAME,
}


PLURAL_FORMS = ("zero", "one", "few", "many", "other")


def prompt_problems(scene: PlayScene, namespace: str) -> list[str]:
    """Every prompt of a game (``<namespace>.prompt.*``, with long names) fits the status bar
    inside the band above the board, never spilling over it (issue 51)."""
    root = f"{namespace}.prompt."
    keys = set()
    for key in text.catalog(text.language()):
        if key.startswith(root):
            head, _, last = key.rpartition(".")
            keys.add(head if last in PLURAL_FORMS else key)
    rect, most = scene.status_rect, scene.chrome.status_most()
    room = status_text_width(rect, scene.px)
    problems = []
    for key in sorted(keys):
        status = tr("play.your_turn", player=LONG_NAME, prompt=tr(key, **PROMPT_ARGS))
        size, lines, height = status_layout(status, rect, scene.px, most)
        width = max(fonts.font(size, True).size(line)[0] for line in lines)
        if width > room or height > most:
            problems.append(f"{key}: {len(lines)} lines, {height} px in {most}")
    return problems


def hand_problems(scene: CrownPlay) -> list[str]:
    """Crown's hand (issue 51: names of 7 px): every action and black card, as a row of the
    hand in this window, shows its whole name on one line at the readable floor or more."""
    x, w = scene.column.x, scene.column.w
    rect = hand_rects(x, 0, w, scene.px, 1)[0]
    floor = fonts.readable(scene.px, 15)
    problems = []
    for deck, names in (("action", ACTIONS), ("black", BLACKS)):
        for kind in range(len(names)):
            for box in card_layout.card_texts(deck, kind, rect.size):
                width = fonts.font(box.px, box.bold).size(box.text)[0]
                if width > box.rect.w or box.px < floor:
                    problems.append(f"hand {box.text!r}: {box.px} px, {width} in {box.rect.w}")
    return problems


def chip_problems(scene: ArmadoraPlay) -> list[str]:
    """The hand's chips fit their widest text ("1 ×11": a two-player hand's ones)."""
    widest = tr("armadora_ui.value_chip", value=1, count=11)
    problems = []
    for button in scene.panel.value_buttons:
        need = button.font.size(widest)[0]
        if need > _room(button):
            problems.append(f"chip {widest!r} is {need} px wide in {_room(button)}")
    return problems


def menu_problems(scene: MainMenu) -> list[str]:
    """The cards' blurbs are read whole (no scroll bar) and the title's crowns keep clear of
    the language buttons."""
    from pygame_gui.elements import UITextBox

    from game.app.scene import widgets_in

    problems = [
        f"the blurb {box.html_text[:30]!r} scrolls"
        for box in widgets_in(scene.root)
        if isinstance(box, UITextBox) and box.scroll_bar is not None
    ]
    for crown in scene.crown_rects():
        for button in scene.lang_buttons:
            if crown.colliderect(button.rect):
                problems.append(f"a crown {tuple(crown)} under {button.text!r}")
    return problems


RESULTS = ("armadora_end", "armadora_end_4", "goldmine_end", "goldmine_end_6")
RESULTS += ("crown_end", "crown_end_4")
"""The finished matches whose Results screen is measured, on both its pages."""


def with_recap(kind, match: Match, app) -> PlayScene:
    """A play scene showing seat 0 the recap of every step since the start (the most
    turns the panel may have to fit) and the wordiest result card of the game."""
    fresh, reports = replayed(match)
    scene = kind(app, fresh)
    scene.viewer = 0
    scene.recap.recap.took(reports)
    scene.recap.recap.open(0, len(fresh.steps), scene.tell)
    cards = [card for r in reports for card in scene.tell(r.events_for(0)).cards]
    assert cards, "a game with a result card"
    scene.recap.cards = (max(cards, key=lambda card: len(str(card))),)
    return scene


def recap_problems(scene: PlayScene) -> list[str]:
    """The recap panel and the card are drawn inside their dock, beside the board (a box
    taller than the dock is scrolled in it)."""
    problems = []
    for which in ("recap", "card"):
        box = scene.recap._box(which)
        if box is None:
            problems.append(f"no {which} shown")
        elif not scene.dock_area().contains(shown := scene.recap.visible(which, box)):
            problems.append(f"the {which} {tuple(shown)} leaves {tuple(scene.dock_area())}")
    return problems


def summary_problems(scene: ResultsScene) -> list[str]:
    """The totals under the board show every line without a scroll bar, even the longest
    (four sides with six piles, a tie-break and a shared victory); the story page's table
    and chart keep inside the window, clear of the buttons."""
    problems = []
    page = scene.story_page
    if scene.page == "story" and page is not None:
        window = pygame.Rect((0, 0), scene.app.size)
        for part, rect in (("table", page.table.rect), ("chart", page.chart.rect)):
            if not window.contains(rect):
                problems.append(f"the story's {part} {tuple(rect)} leaves the window")
            for button in (scene.menu_button, scene.rematch_button, scene.page_button):
                if rect.colliderect(button.rect):
                    problems.append(f"the story's {part} runs into {button.text!r}")
        if page.table.rect.colliderect(page.chart.rect):
            problems.append("the story's table overlaps its chart")
        return problems
    if scene.summary.scroll_bar is not None:
        problems.append("the summary scrolls")
    return problems


def longest_summary(scene: ResultsScene) -> ResultsScene:
    sides = [0, 1, 2, 3]
    result = ScoreResult(
        sides=sides,
        territories=[],
        gold=dict.fromkeys(sides, 30),
        piles={side: [11, 6, 5, 4, 3, 1] for side in sides},
        ranking=[[0, 1], [2], [3]],
        tiebreak=True,
    )
    scene.breakdown.summary_html = armadora_results.summary_html(result, scene.names)
    return scene


# --- the scenes --------------------------------------------------------------------------------


def scenes(app, matches) -> list[tuple[str, Callable[[], list[Scene]]]]:
    """Every scene, as a name and a function that pushes it (with whatever it needs below
    it) and answers the scenes to measure."""

    def one(factory: Callable[[], Scene]) -> Callable[[], list[Scene]]:
        return lambda: [app.push(factory())]

    def play(kind, name: str) -> Callable[[], Scene]:
        return lambda: kind(app, copy.deepcopy(matches[name]))

    def board(factory: Callable[[], ResultsScene]) -> Callable[[], list[Scene]]:
        def push() -> list[Scene]:
            scene = app.push(factory())
            scene.turn_page()
            return [scene]

        return push

    def over_play(kind, name: str, factory: Callable[[Scene], Scene]) -> Callable[[], list]:
        def push() -> list[Scene]:
            below = app.push(play(kind, name)())
            return [below, app.push(factory(below))]  # the one above is measured

        return push

    long_names = ("Annabelle Montgomery-Smythe of Westmarch", "Bartholomew", "김민수")
    choices = [(name, lambda: None) for name in long_names]
    out = [
        ("menu", lambda: [app.top()]),
        ("settings", one(lambda: SettingsScene(app))),
        ("rules index", one(lambda: RulesIndex(app))),
        ("load", one(lambda: LoadGame(app))),
        ("load finished", one(lambda: LoadGame(app, tab="finished"))),
        ("statistics", one(lambda: Statistics(app))),
        ("confirm", one(lambda: ConfirmDialog(app, "dialog.quit_game", lambda: None))),
        ("choose", one(lambda: ChoiceDialog(app, "review_ui.whose", choices))),
        ("message", one(lambda: MessageDialog(app, "errors.save_corrupt"))),
    ]
    for view in views():
        out.append(
            (f"{view.game_id} setup", one(lambda v=view: app.scene("setup", game_id=v.game_id)))
        )
        out.append((f"{view.game_id} rules", one(lambda v=view: v.rules_scene(app))))
    out += [
        ("armadora play", one(play(ArmadoraPlay, "armadora"))),
        ("armadora play 4", one(play(ArmadoraPlay, "armadora_4"))),
        ("goldmine play", one(play(GoldMinePlay, "goldmine"))),
        ("goldmine play 4", one(play(GoldMinePlay, "goldmine_4"))),
        ("crown play", one(play(CrownPlay, "crown"))),
        ("crown play 4", one(play(CrownPlay, "crown_4"))),
        ("armadora recap", one(lambda: with_recap(ArmadoraPlay, matches["armadora_end"], app))),
        ("goldmine recap", one(lambda: with_recap(GoldMinePlay, matches["goldmine_end"], app))),
        ("crown recap", one(lambda: with_recap(CrownPlay, matches["crown_end"], app))),
        ("crown recap 4", one(lambda: with_recap(CrownPlay, matches["crown_end_4"], app))),
        (
            "pause",
            over_play(
                ArmadoraPlay,
                "armadora",
                lambda below: PauseMenu(
                    app, "armadora", below.saving.save_copy, below.commands.quit_to_menu
                ),
            ),
        ),
        (
            "privacy",
            over_play(
                ArmadoraPlay,
                "armadora",
                lambda below: PrivacyScreen(app, "Goblin", lambda: None, "Mage", ("Orc", None)),
            ),
        ),
        (
            "armadora results, longest totals",
            board(lambda: longest_summary(ResultsScene(app, matches["armadora_end_4"]))),
        ),
    ]
    for name in RESULTS:  # the story page shown first, and the final board
        out.append((f"{name} results", one(lambda n=name: ResultsScene(app, matches[n]))))
        out.append((f"{name} results, board", board(lambda n=name: ResultsScene(app, matches[n]))))
    for name in ("armadora_end", "goldmine_end", "crown_end", "crown_end_4"):
        # The analysis never answers here (no executor): the screen as it first opens.
        out.append(
            (f"{name} review", one(lambda n=name: ReviewScene(app, matches[n], None, None, list)))
        )
        out.append((f"{name} review, analysed, rounds", reviewed(app, matches[name])))
    return out


REVIEW_BUDGET = Budget(chance=2, search=4, compare=2)
"""A tiny analysis (the words are measured, not the numbers); the review cache in the
app's saves folder answers every setting after the first."""


def reviewed(app, match: Match) -> Callable[[], list[Scene]]:
    """The review with its analysis done, the cursor at its biggest turning point (the
    panel's longest words: the move made, the chance lost, the AI's move) and the grid of
    rounds open over the board."""

    def push() -> list[Scene]:
        scene = app.push(ReviewScene(app, match, None, REVIEW_BUDGET, lambda: [InlineExecutor()]))
        for _ in range(5000):
            if not scene.analysing:
                break
            scene.update(0.0)
        points = scene.review.turning_points() if scene.review is not None else []
        scene.cursor.go(points[0].decision.index if points else scene.cursor.end // 2)
        scene.toggle_picker()
        return [scene]

    return push


class TestEveryScreen:
    """One app for all 16 settings (its fixtures live as long as this class)."""

    @pytest.mark.parametrize("lang", LANGUAGES)
    @pytest.mark.parametrize("scale", SCALES)
    @pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
    def test_every_text_fits(self, app, matches, size, scale, lang):
        configure(app, size, scale, lang)
        problems = []
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # pygame-gui warns of small labels: measured below
            for name, push in scenes(app, matches):
                depth = len(app.stack.scenes)
                shown = push()
                app.step(1 / 60, events=[])
                top = shown[-1]
                found = widget_problems(app, [top]) + overlap_problems(app, [top])
                found += drawn_problems(top)
                if isinstance(top, ArmadoraPlay):
                    found += status_problems(top) + chip_problems(top)
                if isinstance(top, CrownPlay) and name.startswith("crown play"):
                    found += hand_problems(top) + prompt_problems(top, "crown_ui")
                if isinstance(top, GoldMinePlay) and name.startswith("goldmine play"):
                    found += prompt_problems(top, "goldmine_ui")
                if isinstance(top, ResultsScene):
                    found += summary_problems(top)
                if isinstance(top, MainMenu):
                    found += menu_problems(top)
                if name.endswith(("recap", "recap 4")):
                    found += recap_problems(top)
                if isinstance(top, ReviewScene):
                    found += review_problems(top)
                problems += [f"{name}: {problem}" for problem in found]
                while len(app.stack.scenes) > depth:
                    app.pop()
                # Frames are driven with events of the test's own, so pygame's queue is
                # never read: read it as the frame loop would, or the hover events
                # pygame-gui posts keep every screen shown alive (6 GB by the last setting).
                drain_events()
        assert not problems, "\n".join(problems)


@pytest.fixture(scope="class")
def bar_matches() -> dict[str, Match]:
    return {
        "crown": crown_samples.played_match(steps=80),
        "goldmine": goldmine_samples.played_match(steps=12),
    }


class TestPlayBars:
    """The status bar's prompts and Crown's hand alone, at the 16 settings (quick to run
    after a change to a prompt; the walk above checks them too)."""

    @pytest.mark.parametrize("lang", LANGUAGES)
    @pytest.mark.parametrize("scale", SCALES)
    @pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
    def test_prompts_and_hand_fit(self, app, bar_matches, size, scale, lang):
        configure(app, size, scale, lang)
        problems = []
        for kind, name, namespace in (
            (CrownPlay, "crown", "crown_ui"),
            (GoldMinePlay, "goldmine", "goldmine_ui"),
        ):
            scene = app.push(kind(app, copy.deepcopy(bar_matches[name])))
            app.step(1 / 60, events=[])
            found = prompt_problems(scene, namespace)
            if isinstance(scene, CrownPlay):
                found += hand_problems(scene)
            problems += [f"{name}: {problem}" for problem in found]
            app.pop()
            drain_events()
        assert not problems, "\n".join(problems)


def test_settings_rows_scroll_when_they_cannot_shrink_enough(make_app):
    app = make_app(size=(1024, 640))
    app.settings.ui_scale = 1.5
    app.apply_display_settings()
    app.push(MainMenu(app))
    scene = app.push(SettingsScene(app))
    app.step(1 / 60, events=[])
    assert scene.scroll is not None
    colorblind = next(b for b, (field, _) in scene.choices.items() if field == "colorblind")
    assert colorblind.ui_container is scene.scroll.get_container()
    app.settings.ui_scale = 1.0
    app.apply_display_settings()
    assert app.top().scroll is None  # at 100 % every row fits without scrolling


def test_english_text_has_no_ellipsis_character():
    """Noto Sans KR draws "…" as a centred "···" (the Korean way); English writes "..."."""
    english = text.catalog("en")
    assert [key for key, value in english.items() if "…" in value] == []


def test_the_window_title_is_in_the_players_language(make_app):
    make_app(lang="ko")
    assert pygame.display.get_caption()[0] == "골드 앤 글로리"


def hint_with_reasons(scene) -> str:
    """The status bar's hint for the longest reasons: a move, two reasons and the
    runner-up, as much of it as the bar shows (:func:`game.app.play_status.hint_text`)."""
    from game.app.play_status import hint_text
    from game.engine.reasons import Reason, versus, worded

    found = [Reason("closed_gold", 7.0, 7.0, True), Reason("rival_gold", -5.0, 5.0, True)]
    whys = (
        versus("armadora", found, scene.describe(("warrior", 0, 5))),
        worded("armadora", found[:1]),
    )
    scene.turns.show_hint(("palisade", 0), whys)
    try:
        return hint_text(scene)
    finally:
        scene.turns.clear_hint()
