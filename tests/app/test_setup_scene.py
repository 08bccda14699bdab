"""The shared New game screen, driven by clicks: a test-only game of 2-6 players, and
Armadora's own declaration."""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import pygame
import pytest

from game.app.app import App
from game.app.scene import Scene
from game.app.scenes.dialogs import MessageDialog
from game.app.scenes.main_menu import MainMenu
from game.app.setup_scene import ExplainedButton, SetupScene, counts_text
from game.app.views import GameView
from game.engine import registry
from game.engine.contract import TERMINAL, Action, Outcome, Rules, SetupError, Sides
from game.engine.match import Match
from game.engine.options import Choice, Option, SeatChoice, SetupSpec
from tests.ui_fixtures import click, frames

SIX_ID = "six_test"

# Only keys that exist are used for labels (the tests run with missing keys as errors).
SIX_SETUP = SetupSpec(
    title_key="armadora_ui.setup_title",
    options=(
        Option.toggle("mud", "armadora.option.advanced", default=True),
        Option.toggle(
            "five_tiles", "armadora.option.peek_own", players=(2, 3, 4), forces={"mud": True}
        ),
        Option.toggle("alliance", "armadora.option.teams", players=(4, 6)),
        Option.select(
            "rounds",
            "armadora.option.faction",
            [Choice(1, "levels.easy"), Choice(2, "levels.normal"), Choice(3, "levels.hard")],
            3,
            help_key="armadora.blurb",
        ),
    ),
    seat_choice=SeatChoice(
        "colours",
        "armadora.option.faction",
        [Choice(None, "armadora.faction.random")]
        + [
            Choice(f, f"armadora.faction.{f}", f"armadora.power_help.{f}")
            for f in ("orc", "goblin", "elf", "mage")
        ],
        help_when="mud",
    ),
)


@dataclass
class TallyState:
    players: int
    rounds: int
    teams: bool
    points: list[int]
    turn: int = 0
    round: int = 0


class SixRules(Rules):
    """A test game for 2-6 players: in turn, each seat takes a point or passes, for
    ``rounds`` rounds; most points win (summed per team with the alliance: seats of the same
    parity play together).  Only ``rounds`` and ``alliance`` change the game."""

    game_id = SIX_ID
    min_players = 2
    max_players = 6

    def normalize_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        players = setup.get("players")
        if not isinstance(players, int) or not 2 <= players <= 6:
            raise SetupError("armadora.error.players")
        if setup.get("five_tiles") and not setup.get("mud"):
            raise SetupError("armadora.error.option")
        alliance = bool(setup.get("alliance"))
        if alliance and players not in (4, 6):
            raise SetupError("armadora.error.teams_need_four")
        rounds = setup.get("rounds", 3)
        if players == 6 and rounds == 1:  # a rule the declaration does not know about
            raise SetupError("armadora.error.setup")
        return {**setup, "players": players, "rounds": rounds, "alliance": alliance}

    def initial_state(self, setup: Mapping[str, Any]) -> TallyState:
        n = setup["players"]
        return TallyState(n, setup["rounds"], setup["alliance"], [0] * n)

    def to_move(self, state: TallyState) -> int:
        return TERMINAL if state.round >= state.rounds else state.turn

    def legal_actions(self, state: TallyState) -> list[Action]:
        return [("take",), ("pass",)]

    def apply(self, state: TallyState, action: Action, log=None) -> None:
        if action == ("take",):
            state.points[state.turn] += 1
        state.turn = (state.turn + 1) % state.players
        if state.turn == 0:
            state.round += 1

    def sample_chance(self, state, rng):
        raise AssertionError("no chance in this game")

    def chance_is_valid(self, state, outcome) -> bool:
        return False

    def apply_chance(self, state, outcome, log=None) -> None:
        raise AssertionError("no chance in this game")

    def clone(self, state: TallyState) -> TallyState:
        return replace(state, points=list(state.points))

    def observe(self, state: TallyState, seat: int) -> TallyState:
        return self.clone(state)

    def observe_public(self, state: TallyState) -> TallyState:
        return self.clone(state)

    def sample_state(self, observation: TallyState, rng) -> TallyState:
        return self.clone(observation)

    def sides(self, state: TallyState) -> Sides:
        if state.teams:
            return Sides.teams(
                state.players, [[s for s in range(state.players) if s % 2 == p] for p in (0, 1)]
            )
        return Sides.solo(state.players)

    def outcome(self, state: TallyState) -> Outcome:
        sides = self.sides(state)
        totals = {side: sum(state.points[s] for s in sides.members(side)) for side in sides.ids}
        ranking = [
            [s for s in range(state.players) if totals[sides.of(s)] == total]
            for total in sorted(set(totals.values()), reverse=True)
        ]
        scores = {s: float(totals[sides.of(s)]) for s in range(state.players)}
        return Outcome(ranking, scores, {"totals": totals}, sides.as_dict())


def finish(match: Match, winners: set[int]) -> Match:
    """Play to the end: the seats in ``winners`` take every point, the others pass."""
    while not match.is_over:
        match.play(("take",) if match.to_move in winners else ("pass",))
    return match


class ProbePlay(Scene):
    """Stands for a game's play scene: it only keeps the match."""

    name = "probe_play"

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match


def six_view(**hooks) -> GameView:
    return GameView(
        game_id=SIX_ID,
        card_picture=lambda size, colorblind=False: pygame.Surface(size),
        rules_scene=lambda app: Scene(app),
        play_scene=ProbePlay,
        **hooks,
    )


def register_six(**hooks) -> registry.GameInfo:
    return registry.register(
        registry.GameInfo(
            game_id=SIX_ID,
            title_key="armadora.title",
            blurb_key="armadora.blurb",
            rules_ref=SixRules(),
            view_ref=six_view(**hooks),
            setup_ref=SIX_SETUP,
        )
    )


@pytest.fixture
def six():
    info = register_six()
    yield info
    registry.unregister(SIX_ID)


def open_setup(app: App, game_id: str = SIX_ID) -> SetupScene:
    scene = app.push(SetupScene(app, game_id))
    frames(app, 2)
    return scene


def press(app: App, kind: str, seat: int = -1, key: str = "", value: Any = None) -> SetupScene:
    scene = app.top()
    click(app, scene.button_for(kind, seat, key, value))
    return app.top()


def hover(app: App, element, seconds: float = 1.0) -> None:
    pos = element.rect.center
    pygame.mouse.set_pos(pos)
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, events=[move])
    for _ in range(int(seconds * 20)):
        app.step(0.05, events=[])


def test_one_click_on_play_gives_a_human_and_a_normal_ai(make_app, six):
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    card = next(b for b, g in app.top().play_buttons.items() if g == SIX_ID)
    click(app, card)
    scene = app.top()
    assert isinstance(scene, SetupScene) and scene.game_id == SIX_ID
    assert [b.text for b, c in scene.controls.items() if c.kind == "players"] == list("23456")
    click(app, scene.play_button)
    play = app.top()
    assert isinstance(play, ProbePlay)
    assert [s.to_json() for s in play.match.seats] == [
        {"kind": "human", "level": "normal", "name": ""},
        {"kind": "ai", "level": "normal", "name": ""},
    ]
    assert play.match.setup["players"] == 2
    assert play.match.setup["mud"] is True and play.match.setup["rounds"] == 3
    assert play.match.setup["colours"] == [None, None]


def test_six_seats_fit_every_window_and_scale(make_app, six):
    for size, scale in (((1280, 800), 1.0), ((1280, 800), 1.3), ((1024, 640), 1.3)):
        for lang in ("en", "ko"):
            app = make_app(size=size, lang=lang)
            app.settings.ui_scale = scale
            app.apply_display_settings()
            scene = open_setup(app)
            scene = press(app, "players", value=6)
            assert scene.state_for_test()["players"] == 6
            window = pygame.Rect((0, 0), app.size)
            panel = scene.panel.rect
            assert window.contains(panel), (size, scale, lang)
            assert panel.bottom <= scene.play_button.rect.top
            assert window.contains(scene.play_button.rect)
            rows = {}
            for button, control in scene.controls.items():
                assert button.rect.w > 0 and button.rect.h > 0
                if scene.scroll is None:
                    assert panel.contains(button.rect), (control, size, scale, lang)
                if control.kind in ("kind", "level", "seat_value"):
                    rows.setdefault(control.seat, []).append(button.relative_rect)
            assert sorted(rows) == list(range(6))
            for buttons in rows.values():  # a seat's buttons side by side, not overlapping
                ordered = sorted(buttons, key=lambda r: r.x)
                assert all(a.right <= b.x for a, b in itertools.pairwise(ordered))
            tops = sorted(r[0].y for r in rows.values())
            assert all(b - a >= app.px(30) for a, b in itertools.pairwise(tops))
            app.shutdown()


def test_forcing_and_player_counts_enable_and_disable_buttons(make_app, six):
    app = make_app()
    scene = open_setup(app)

    def enabled(key: str) -> set:
        return {
            c.value
            for b, c in app.top().controls.items()
            if c.kind == "option" and c.key == key and b.is_enabled
        }

    # A fixed option keeps the value in force lit and enabled; the others are disabled.
    assert enabled("alliance") == {False}  # 2 players: no alliance
    assert enabled("five_tiles") == {False, True} and enabled("mud") == {False, True}
    scene = press(app, "option", key="mud", value=False)
    scene = press(app, "option", key="five_tiles", value=True)
    assert enabled("mud") == {True}  # five tiles fixes mud pits on
    assert scene.button_for("option", key="mud", value=True).is_selected
    assert scene.state_for_test()["setup"]["mud"] is True
    assert scene.state_for_test()["options"]["mud"] == {"value": True, "enabled": False}
    scene = press(app, "option", key="mud", value=True)  # a click on it changes nothing
    assert scene.choices.values["mud"] is False
    scene = press(app, "players", value=4)
    assert enabled("alliance") == {False, True}
    scene = press(app, "option", key="alliance", value=True)
    scene = press(app, "players", value=5)
    assert enabled("alliance") == {False} and enabled("five_tiles") == {False}
    assert enabled("mud") == {False, True}  # five tiles is out: mud is free again
    state = scene.state_for_test()
    assert state["setup"]["alliance"] is False and state["setup"]["five_tiles"] is False
    assert state["setup"]["mud"] is False  # the player's own choice
    scene = press(app, "players", value=6)
    assert enabled("alliance") == {False, True}
    assert scene.state_for_test()["setup"]["alliance"] is True  # remembered while hidden


def test_a_disabled_option_says_why_in_a_tooltip(make_app, six):
    app = make_app()
    scene = open_setup(app)
    button = scene.button_for("option", key="alliance", value=True)
    assert not button.is_enabled and isinstance(button, ExplainedButton)
    assert button.tool_tip_text == "Only with 4 or 6 players."
    hover(app, button)
    assert button.tool_tip is not None  # shown although the button is disabled
    scene = press(app, "option", key="five_tiles", value=True)
    mud = scene.button_for("option", key="mud", value=False)
    assert "Fixed by" in mud.tool_tip_text
    assert counts_text((2, 3, 4)) == "2 to 4" and counts_text((4,)) == "4"


def test_seats_switch_between_human_and_ai_levels(make_app, six):
    app = make_app()
    scene = open_setup(app)
    assert not scene.button_for("level", 0, value="hard").is_enabled  # a human has no level
    scene = press(app, "kind", 1, value="human")
    scene = press(app, "kind", 0, value="ai")
    scene = press(app, "level", 0, value="hard")
    assert [s["kind"] for s in scene.state_for_test()["seats"]] == ["ai", "human"]
    assert scene.state_for_test()["seats"][0]["level"] == "hard"
    labels = [b.text for b, c in scene.controls.items() if c.kind == "level" and c.seat == 0]
    assert labels == ["Easy", "Normal", "Hard"]


def test_seat_choices_cycle_and_stay_unique(make_app, six):
    app = make_app()
    scene = open_setup(app)
    scene = press(app, "seat_value", 0)
    assert scene.button_for("seat_value", 0).text == "Faction: Orc"
    scene = press(app, "seat_value", 1)
    assert scene.button_for("seat_value", 1).text == "Faction: Goblin"  # Orc is taken
    tip = scene.button_for("seat_value", 1).tool_tip_text
    assert "Goblin" in tip and "warrior" in tip  # the help, as mud pits are on
    assert scene.state_for_test()["setup"]["colours"] == ["orc", "goblin"]
    scene = press(app, "option", key="mud", value=False)
    assert scene.button_for("seat_value", 1).tool_tip_text == "Click for the next choice."


def test_seed_and_a_setup_error_message(make_app, six):
    app = make_app()
    scene = open_setup(app)
    scene = press(app, "players", value=6)
    scene = press(app, "option", key="rounds", value=1)
    click(app, scene.play_button)
    assert isinstance(app.top(), MessageDialog)  # the rules refused: their message is shown
    app.pop()
    scene = press(app, "option", key="rounds", value=2)
    scene.seed_entry.set_text("1234")
    scene.choices.seed = "1234"
    click(app, scene.play_button)
    play = app.top()
    assert isinstance(play, ProbePlay) and play.match.seed == 1234
    assert play.match.setup["rounds"] == 2 and len(play.match.seats) == 6


def test_the_last_setup_survives_a_restart(make_app, six, home):
    app = make_app()
    scene = open_setup(app)
    scene = press(app, "players", value=4)
    scene = press(app, "kind", 2, value="human")
    scene = press(app, "level", 1, value="easy")
    scene = press(app, "seat_value", 3)
    scene = press(app, "option", key="alliance", value=True)
    expected = scene.state_for_test()
    click(app, scene.back_button)
    app.shutdown()
    stored = json.loads((home / "config" / "settings.json").read_text("utf-8"))
    assert stored["setups"][SIX_ID]["players"] == 4

    again = make_app()
    restored = open_setup(again)
    assert restored.state_for_test() == expected


@pytest.mark.parametrize(
    "memory",
    [
        "garbage",
        {"players": 40, "seats": [{"kind": "alien"}], "options": {"rounds": "many"}},
        {"players": 3, "seat_values": ["orc", "orc", "dragon"], "options": {"mud": 1}},
    ],
)
def test_a_broken_or_stale_memory_is_ignored(make_app, six, home, memory):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"setups": {SIX_ID: memory, "x": 5}}), encoding="utf-8")
    app = make_app()
    assert app.startup_problems == []  # a forgotten setup is not worth a message
    scene = open_setup(app)
    state = scene.state_for_test()
    assert 2 <= state["players"] <= 6
    setup = state["setup"]
    chosen = [c for c in setup["colours"] if c]
    assert len(chosen) == len(set(chosen))
    assert setup["rounds"] == 3 and setup["mud"] is True
    click(app, scene.play_button)
    assert isinstance(app.top(), ProbePlay)


def test_a_settings_file_with_broken_setups_keeps_the_other_settings(make_app, home):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"ai_speed": "fast", "setups": [1, 2]}), encoding="utf-8")
    app = make_app()
    assert app.settings.ai_speed == "fast" and app.settings.setups == {}


# --- Armadora ------------------------------------------------------------------------------


def test_armadora_uses_the_shared_screen_with_its_declaration(make_app):
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    app.settings.tutorials["armadora"] = []  # its guided first game was offered already
    click(app, next(b for b, g in app.top().play_buttons.items() if g == "armadora"))
    scene = app.top()
    assert isinstance(scene, SetupScene) and scene.title_key == "armadora_ui.setup_title"
    assert [b.text for b, c in scene.controls.items() if c.kind == "players"] == ["2", "3", "4"]
    state = scene.state_for_test()
    assert state["setup"] == {
        "players": 2,
        "advanced": False,
        "peek_own": True,
        "teams": False,
        "factions": [None, None],
    }
    assert state["options"]["teams"]["enabled"] is False
    scene = press(app, "players", value=4)
    scene = press(app, "option", key="advanced", value=True)
    scene = press(app, "seat_value", 0)
    scene = press(app, "seat_value", 2)
    assert scene.state_for_test()["setup"] == {
        "players": 4,
        "advanced": True,
        "peek_own": True,
        "teams": True,
        "factions": ["orc", None, "goblin", None],
    }
    assert scene.help_box is not None  # the powers are explained with advanced rules
    assert "Orc" in scene.button_for("seat_value", 0).tool_tip_text
    scene = press(app, "option", key="teams", value=False)
    scene = press(app, "players", value=3)
    assert scene.state_for_test()["setup"] == {
        "players": 3,
        "advanced": True,
        "peek_own": True,
        "teams": False,
        "factions": ["orc", None, "goblin"],
    }


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_heroes_are_described_at_130_percent(make_app, size):
    """Issue 51: at 130 % the New game screen dropped the heroes' words; the rows give way
    to them (whole at 1280x800; in the room left, scrolled, at 1024x640)."""
    app = make_app(size=size)
    app.settings.ui_scale = 1.3
    app.apply_display_settings()
    app.push(MainMenu(app))
    scene = open_setup(app, "crown")
    assert scene.help_visible()
    box = scene.help_box
    assert box is not None and box.visible
    assert scene.panel.rect.contains(box.rect)
    if size == (1280, 800):
        assert box.scroll_bar is None  # every hero's line whole
    assert scene.scroll is None  # the rows themselves never scroll for it
