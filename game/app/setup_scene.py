"""The New game screen shared by every game, drawn from the game's declared ``SetupSpec``.

Player count (from the rules), one row per seat (Human or AI, the AI level, the game's
per-seat choice), the rule options (disabled, with the reason in a tooltip, when the player
count excludes them or another option fixes them), an optional seed, Back and Play.  The
last setup of each game is remembered in the settings file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UIImage, UIScrollingContainer, UITextEntryLine

from game.app import widgets
from game.app.name_entry import NameEntry
from game.app.scenes.base import MenuPage
from game.app.seat_names import seat_name
from game.app.teams import band_image, team_bands
from game.app.views import seat_colour_of
from game.engine import registry
from game.engine.contract import SetupError, Sides
from game.engine.match import Match
from game.engine.options import (
    AI,
    HUMAN,
    Choice,
    Option,
    OptionState,
    SetupChoices,
    SetupSpec,
    ai_levels,
    level_label_key,
    same,
)
from game.text import tr

SEED_DIGITS = 9
ROW, ROW_MIN = 46, 34
"""Height of a row in design pixels, and the least it may shrink to before scrolling."""
BADGE, BADGE_GAP = 30, 8

"""Design size of a seat's swatch (the game view's ``seat_badge``) and the gap after it."""


class ExplainedButton(UIButton):
    """A button that still shows its tooltip while disabled (to say why it is)."""

    def can_hover(self) -> bool:
        if not self.is_enabled:
            return self.tool_tip_text is not None and not self.held
        return super().can_hover()

    def on_hovered(self) -> None:
        if self.is_enabled:
            super().on_hovered()
        else:
            UIElement.on_hovered(self)

    def on_unhovered(self) -> None:
        if self.is_enabled:
            super().on_unhovered()
        else:
            UIElement.on_unhovered(self)


@dataclass(frozen=True)
class Control:
    """What a button of the setup screen changes."""

    kind: str  # players, kind, level, seat_value, option
    seat: int = -1
    key: str = ""
    value: Any = None


def counts_text(counts: tuple[int, ...]) -> str:
    """Player counts in words: "4", "4 or 6", "2 to 4"."""
    ordered = sorted(counts)
    if len(ordered) >= 3 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return tr("setup.count_range", low=ordered[0], high=ordered[-1])
    text = str(ordered[0]) if ordered else ""
    for count in ordered[1:]:
        text = tr("setup.count_or", first=text, second=count)
    return text


def help_line(choice: Choice) -> str:
    """A choice's name in bold and its help (pygame-gui text box markup)."""
    return f"<b>{widgets.escape(tr(choice.label_key))}</b>: {widgets.escape(tr(choice.help_key))}"


class SetupScene(MenuPage):
    """New game of ``game_id``: everything comes from the registry and the declaration."""

    name = "setup"

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        info = registry.get(game_id)
        self.info = info
        self.rules = info.rules
        self.spec: SetupSpec = info.setup or SetupSpec(title_key=info.title_key)
        self.title_key = self.spec.title_key
        self.choices: SetupChoices = self.spec.restore(app.settings.setups.get(game_id), self.rules)
        self.controls: dict[UIButton, Control] = {}
        self.badges: dict[int, UIImage] = {}
        self.name_entries: dict[UITextEntryLine, int] = {}
        self.team_bands: dict[int, UIImage] = {}
        self.scroll: UIScrollingContainer | None = None
        self._scroll_at = 0.0

    # --- what is shown ------------------------------------------------------------------
    def option_states(self) -> dict[str, OptionState]:
        return self.spec.states(self.choices.players, self.choices.values)

    def setup(self) -> dict[str, Any]:
        return self.spec.setup_for(self.choices)

    def help_visible(self) -> bool:
        seat_choice = self.spec.seat_choice
        if seat_choice is None or not any(c.help_key for c in seat_choice.choices):
            return False
        if seat_choice.help_when is None:
            return True
        return bool(self.option_states()[seat_choice.help_when].value)

    def reason(self, option: Option, state: OptionState) -> str | None:
        if state.reason == "players" and option.players:
            return tr("setup.only_players", counts=counts_text(option.players))
        if state.reason == "forced" and state.forced_by:
            return tr("setup.forced_by", option=tr(self.spec.option(state.forced_by).label_key))
        return None

    # --- layout -------------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        width = min(w - px(60), px(1040))
        area = pygame.Rect((w - width) // 2, px(112), width, h - px(112) - px(104))
        used = self._build_panel(area)
        if self.scroll is None and used + px(14) < area.h:  # the panel ends with its content
            self.panel.kill()
            self._build_panel(pygame.Rect(area.x, area.y, area.w, used + px(14)), self.row_h)
        self._build_buttons()

    def _build_buttons(self) -> None:
        px = self.px
        w, h = self.app.size
        bw, bh = px(220), px(54)
        self.back_button = widgets.button(
            self,
            pygame.Rect(w // 2 - bw - px(10), h - px(84), bw, bh),
            tr("menu.back"),
            "@menu_button",
        )
        self.play_button = widgets.button(
            self, pygame.Rect(w // 2 + px(10), h - px(84), bw, bh), tr("menu.play"), "@primary"
        )

    def _build_panel(self, area: pygame.Rect, row: int | None = None) -> int:
        """The panel and everything in it; answers the height its content takes.  With
        ``row`` given the panel was measured already and fits its content."""
        px = self.px
        measured = row is not None
        self.controls.clear()
        self.badges.clear()
        self.name_entries.clear()
        self.team_bands.clear()
        self.panel = widgets.panel(self, area)
        inner_w = area.w - px(8)
        rows = 2 + self.choices.players + len(self.spec.options)
        extra = px(14 + 6 + 10 + 10)
        help_h = self._help_height(inner_w) if self.help_visible() else 0
        if row is None:  # the rows give way to the heroes' words (issue 51: dropped at 130 %)
            row = min(px(ROW), max(px(ROW_MIN), (area.h - px(8) - extra - help_h) // rows))
        content_h = rows * row + extra  # the words take the room left, scrolled if short
        self.scroll = None
        box = self.panel
        if not measured and content_h > area.h - px(8):
            self.scroll = UIScrollingContainer(
                pygame.Rect(px(2), px(4), inner_w - px(14), area.h - px(16)),
                manager=self.app.manager,
                container=self.panel,
                allow_scroll_x=False,
            )
            self.scroll.set_scrollable_area_dimensions((inner_w - px(34), content_h))
            box = self.scroll
            inner_w -= px(30)
        self.box = box
        self.row_h = row
        y = self._build_players(box, inner_w, px(14), row) + px(6)
        sides = self.sides()
        colours = self.band_colours(sides)
        for seat in range(self.choices.players):
            self._build_seat(box, inner_w, y, row, seat)
            self._team_band(box, pygame.Rect(px(8), y, px(6), row - px(6)), colours, seat)
            y += row
        y += px(10)
        states = self.option_states()
        for option in self.spec.options:
            self._build_option(box, inner_w, y, row, option, states[option.key])
            y += row
        self._build_seed(box, inner_w, y, row)
        y += row
        left = area.h - px(14) - y
        self.help_box = None
        fitted = measured and left > 0
        if self.scroll is not None and self.help_visible():  # scrolled with the rows, whole
            rect = pygame.Rect(px(14), y, inner_w - px(28), -1)
            self.help_box = widgets.text_box(self, rect, self.help_html(), box, "@clear")
            y += self.help_box.rect.h
            self.scroll.set_scrollable_area_dimensions((inner_w - px(4), y + px(10)))
        elif self.help_visible() and (left >= px(40) or fitted):
            rect = pygame.Rect(px(14), y, inner_w - px(28), -1)
            self.help_box = widgets.text_box(self, rect, self.help_html(), box, "@clear")
            if self.help_box.rect.h > left:  # too long for the room left: it scrolls
                self.help_box.kill()
                rect.h = left
                self.help_box = widgets.text_box(self, rect, self.help_html(), box, "@clear")
            y += self.help_box.rect.h
        if self.scroll is not None and self._scroll_at and self.scroll.vert_scroll_bar:
            self.scroll.vert_scroll_bar.set_scroll_from_start_percentage(self._scroll_at)
        return y

    def _help_height(self, inner_w: int) -> int:
        """The height the heroes' (or factions') words take under the rows, measured as
        they are shown."""
        probe = widgets.text_box(
            self, pygame.Rect(0, 0, inner_w - self.px(28), -1), self.help_html(), None, "@clear"
        )
        height = probe.rect.h
        probe.kill()
        return height

    def _button(
        self,
        box,
        rect: pygame.Rect,
        text: str,
        control: Control | None,
        *,
        selected: bool = False,
        enabled: bool = True,
        tooltip: str | None = None,
        cls: str = "@toggle",
    ) -> UIButton:
        button = ExplainedButton(
            rect,
            text,
            manager=self.app.manager,
            container=box,
            object_id=ObjectID(class_id=cls),
            tool_tip_text=tooltip,
        )
        if selected:
            button.select()
        if not enabled:
            button.disable()
        if control is not None:
            self.controls[button] = control
        return button

    def _label(self, box, rect: pygame.Rect, text: str, cls: str | None = None, tooltip=None):
        # A little taller than the buttons beside it, so a compact row never clips the text.
        label = widgets.label(self, rect.inflate(0, self.px(8)), text, cls, container=box)
        if tooltip:
            label.set_tooltip(tooltip)
        return label

    def _build_players(self, box, inner_w: int, y: int, row: int) -> int:
        px = self.px
        lx, label_w = px(22), self._name_w(inner_w)
        self._label(box, pygame.Rect(lx, y, label_w, row - px(6)), tr("setup.players"))
        x = lx + label_w
        for count in self.spec.player_counts(self.rules):
            self._button(
                box,
                pygame.Rect(x, y, px(60), row - px(6)),
                str(count),
                Control("players", value=count),
                selected=self.choices.players == count,
            )
            x += px(68)
        return y + row

    def _name_w(self, inner_w: int) -> int:
        badge = self.px(BADGE + BADGE_GAP) if self._badge_hook() is not None else 0
        return min(self.px(220), int(inner_w * 0.2)) + badge

    def _build_seat(self, box, inner_w: int, y: int, row: int, seat: int) -> None:
        px = self.px
        choices = self.choices
        lx = px(22)
        name_w = self._name_w(inner_w)
        usable = inner_w - lx - name_w - px(22)
        unit = min(px(104), usable // 8)
        gap = px(6)
        h = row - px(6)
        name = seat_name(seat)
        if seat < len(self.spec.seat_label_keys):
            label = tr(self.spec.seat_label_keys[seat])
            name = tr("setup.seat_with_label", player=name, label=label)
        where = self._seat_badge(box, seat, pygame.Rect(lx, y, name_w, h))
        entry = NameEntry(
            where.inflate(-px(6), 0).move(-px(3), 0),
            manager=self.app.manager,
            container=box,
            placeholder_text=name,  # the game's name for the seat, until one is typed
        )
        if choices.name(seat):
            entry.set_text(choices.name(seat))
        entry.set_tooltip(tr("setup.name_help"))
        self.name_entries[entry] = seat
        x = lx + name_w
        is_ai = choices.kinds[seat] == AI
        for kind in (HUMAN, AI):
            self._button(
                box,
                pygame.Rect(x, y, unit - gap, h),
                tr(f"players.{kind}"),
                Control("kind", seat, value=kind),
                selected=choices.kinds[seat] == kind,
            )
            x += unit
        x += px(10)
        for level in ai_levels():
            self._button(
                box,
                pygame.Rect(x, y, unit - gap, h),
                tr(level_label_key(level)),
                Control("level", seat, value=level),
                selected=is_ai and choices.levels[seat] == level,
                enabled=is_ai,
                tooltip=None if is_ai else tr("setup.ai_only"),
            )
            x += unit
        x += px(10)
        seat_choice = self.spec.seat_choice
        if seat_choice is None:
            return
        value = choices.seat_values[seat]
        choice = seat_choice.choice(value)
        text = tr(
            "setup.seat_choice",
            name=tr(seat_choice.label_key),
            value=tr(choice.label_key) if choice else "?",
        )
        tip = tr("setup.cycle_hint")
        if choice is not None and choice.help_key and self.help_visible():
            tip = help_line(choice)
        self._button(
            box,
            pygame.Rect(x, y, max(px(120), inner_w - x - px(22)), h),
            text,
            Control("seat_value", seat),
            tooltip=tip,
            cls="@small",
        )

    def sides(self) -> Sides | None:
        """Who plays with whom in the game set up now (None: every seat for itself, or a
        setup the rules refuse)."""
        try:
            state = self.rules.initial_state(self.rules.normalize_setup(self.setup()))
            sides = self.rules.sides(state)
        except (SetupError, ValueError, KeyError):
            return None
        return sides if any(len(sides.members(s)) > 1 for s in sides.ids) else None

    def band_colours(self, sides: Sides | None) -> dict[int, list[tuple[int, int, int]]]:
        """Each seat's team band: its team's seat colours in the game set up now, in seat
        order (:mod:`game.app.teams`); empty without teams."""
        if sides is None:
            return {}
        try:
            state = self.rules.initial_state(self.rules.normalize_setup(self.setup()))
            shown = self.rules.observe_public(state)
        except (SetupError, ValueError, KeyError):
            return {}
        colorblind = self.app.settings.colorblind
        teams = [sides.members(side) for side in sides.ids]
        bands = team_bands(teams, lambda s: seat_colour_of(self.game_id, shown, s, colorblind))
        return {
            seat: bands[sides.ids.index(sides.of(seat))] for seat in range(self.choices.players)
        }

    def _team_band(
        self, box, rect: pygame.Rect, colours: dict[int, list[tuple[int, int, int]]], seat: int
    ) -> None:
        """The team's band beside the seat's row: partners share it (teams are seen at a
        glance, not only read in "(team 1)")."""
        if seat not in colours:
            return
        band = band_image(rect.size, colours[seat])
        self.team_bands[seat] = UIImage(rect, band, manager=self.app.manager, container=box)

    def _badge_hook(self):
        return self.info.view.seat_badge if self.info.view is not None else None

    def _seat_badge(self, box, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """The seat's swatch and mark from the game's view (``seat_badge``), at the left of
        ``rect``; answers the room left beside it for the seat's name."""
        hook = self._badge_hook()
        values = self.choices.seat_values
        value = values[seat] if self.spec.seat_choice is not None and seat < len(values) else None
        size = min(rect.h, self.px(BADGE))
        picture = None if hook is None else hook(seat, value, size, self.app.settings.colorblind)
        if picture is None:
            return rect
        where = pygame.Rect(rect.x, rect.centery - size // 2, size, size)
        self.badges[seat] = UIImage(where, picture, manager=self.app.manager, container=box)
        gap = self.px(BADGE + BADGE_GAP)
        return pygame.Rect(rect.x + gap, rect.y, rect.w - gap, rect.h)

    def _build_option(
        self, box, inner_w: int, y: int, row: int, option: Option, state: OptionState
    ) -> None:
        px = self.px
        h = row - px(6)
        count = len(option.choices)
        bw = px(96) if count <= 2 else min(px(120), (inner_w // 2) // count)
        buttons_w = count * (bw + px(8))
        why = self.reason(option, state)
        tip = why or (tr(option.help_key) if option.help_key else None)
        self._label(
            box,
            pygame.Rect(px(22), y, inner_w - buttons_w - px(40), h),
            tr(option.label_key),
            tooltip=tip,
        )
        shown = state.value if option.choice(state.value) else self.choices.values[option.key]
        x = inner_w - px(22) - buttons_w + px(8)
        for choice in option.choices:
            self._button(
                box,
                pygame.Rect(x, y, bw, h),
                tr(choice.label_key),
                Control("option", key=option.key, value=choice.value),
                selected=same(choice.value, shown),
                # When the option is fixed, the value in force stays lit (a disabled button
                # cannot look selected) and the others are disabled.
                enabled=state.available or same(choice.value, shown),
                tooltip=why or (tr(choice.help_key) if choice.help_key else None),
            )
            x += bw + px(8)

    def _build_seed(self, box, inner_w: int, y: int, row: int) -> None:
        px = self.px
        entry_w = px(200)
        self._label(
            box,
            pygame.Rect(px(22), y, inner_w - entry_w - px(60), row - px(6)),
            tr(self.spec.seed_label_key),
        )
        self.seed_entry = UITextEntryLine(
            pygame.Rect(inner_w - px(22) - entry_w, y, entry_w, row - px(6)),
            manager=self.app.manager,
            container=box,
            placeholder_text=tr("setup.seed_placeholder"),
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(SEED_DIGITS)
        if self.choices.seed:
            self.seed_entry.set_text(self.choices.seed)

    def help_html(self) -> str:
        seat_choice = self.spec.seat_choice
        if seat_choice is None:
            return ""
        return "<br>".join(help_line(c) for c in seat_choice.choices if c.help_key)

    # --- events -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.seed_entry:
            self.choices.seed = self.seed_entry.get_text()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.name_entries:
            self.choices.set_name(self.name_entries[event.ui_element], event.ui_element.get_text())
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        if self.is_back(event):
            self.app.audio.play("click")
            self.app.pop()
        elif element is self.play_button:
            self.app.audio.play("click")
            self.start()
        elif element in self.controls:
            self.app.audio.play("click")
            self.apply(self.controls[element])
            self._keep_scroll()
            self.rebuild()

    def _keep_scroll(self) -> None:
        bar = self.scroll.vert_scroll_bar if self.scroll is not None else None
        self._scroll_at = bar.start_percentage if bar is not None else 0.0

    def apply(self, control: Control) -> None:
        choices = self.choices
        if control.kind == "players":
            self.spec.set_players(choices, control.value)
        elif control.kind == "kind":
            choices.kinds[control.seat] = control.value
        elif control.kind == "level":
            choices.levels[control.seat] = control.value
        elif control.kind == "seat_value":
            self.spec.cycle_seat(choices, control.seat)
        elif control.kind == "option" and self.option_states()[control.key].available:
            choices.values[control.key] = control.value

    def button_for(self, kind: str, seat: int = -1, key: str = "", value: Any = None) -> UIButton:
        """The button of a control (for tests)."""
        wanted = Control(kind, seat, key, value)
        return next(b for b, c in self.controls.items() if c == wanted)

    # --- starting ----------------------------------------------------------------------------
    def remember(self) -> None:
        self.app.settings.setups[self.game_id] = self.choices.to_json()
        self.app.save_settings()

    def on_exit(self) -> None:
        self.remember()

    def start(self) -> None:
        seed_text = self.choices.seed
        seed = int(seed_text) if seed_text.isdigit() else random.SystemRandom().randrange(10**9)
        try:
            match = Match.new(self.rules, self.setup(), seed, self.choices.seats())
        except SetupError as exc:
            self.app.show_message(str(exc))
            return
        self.app.replace("play", match=match)

    def state_for_test(self) -> dict[str, Any]:
        states = self.option_states()
        return {
            "name": self.name,
            "game": self.game_id,
            "players": self.choices.players,
            "setup": self.setup(),
            "seats": [s.to_json() for s in self.choices.seats()],
            "options": {
                key: {"value": s.value, "enabled": s.available} for key, s in states.items()
            },
            "scrolls": self.scroll is not None,
            "badges": sorted(self.badges),
        }
