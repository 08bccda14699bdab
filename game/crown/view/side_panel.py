"""The Crown & Dragon side panel, a part of the play scene: its layout (each player's row,
the round and step, the choice buttons of the kit's :class:`~game.app.choices.ChoiceSlots`
and Confirm), the choices offered on the buttons after every change, and its painting
(:func:`game.crown.view.panel.paint_panel`)."""

from __future__ import annotations

import pygame

from game.app import widgets
from game.app.choices import ChoiceSlots, Offer
from game.crown import actions as acts
from game.crown import choice_words
from game.crown.actions import Kind
from game.crown.view import panel
from game.crown.view.concepts import CONCEPT_PAGE, MOST_LINKS, concepts_of
from game.crown.view.context import CrownContext
from game.crown.view.marking import PLUNDER
from game.crown.view.panel import step_of
from game.crown.view.panel_sections import Sections
from game.engine.contract import Action
from game.text import tr

BUTTON_KINDS = (
    Kind.END,
    Kind.MARKET,
    Kind.REDEPLOY,
    Kind.BUILD,
    Kind.ARMY,
    Kind.DONE,
    Kind.BLACK,
    Kind.TRADE,
    Kind.DISCARD,
    Kind.UPKEEP,
    Kind.KEEP,
)
"""Decisions made with a button (the rest are made on the board or with a card)."""
SLOT_COUNT = 5
PAGE_OF_STEP = {
    "setup": "crown_rules.cards.title",
    "roll": "crown_rules.turn.title",
    "hero": "crown_rules.move.title",
    "army": "crown_rules.move.title",
    "main": "crown_rules.turn.main_heading",
    "market": "crown_rules.cards.title",
    "assign": "crown_rules.cards.title",
    "redeploy": "crown_rules.cards.title",
    "build": "crown_rules.crown.title",
    "upkeep": "crown_rules.battle.title",
    "crown": "crown_rules.crown.title",
    "card": "crown_rules.effects.action_title",
    "cards": "crown_rules.cards.title",
    "discard": "crown_rules.effects.action_title",
}
"""The booklet page that explains each step of the turn (the panel's "?" opens it)."""
FIXED_SLOTS = {
    "main": (acts.market(), acts.redeploy(), acts.build(), acts.army()),
    "market": (acts.trade(), acts.buy_black()),
}
"""Stages whose choices keep their own buttons: each always in its slot, disabled with the
rules' reason when it is not open now, never moved by what else is possible (a second
click in the same place must not do something else)."""
CLOSING = (Kind.END, Kind.DONE)
"""Ending a piece, a main action or the turn: always on the last button."""
UNDER_PANEL = 70
"""Design pixels the chrome takes below the panel's own part before the log (Undo and
Hint, the gaps, the window's margin)."""
LOG_LEAST = 110
"""The log's least design height (four or five lines): the seats' sections fold and
scroll before the log is squeezed out."""


class SidePanel:
    """The panel of ``scene`` (:class:`game.crown.view.play.CrownPlay`): laid out by
    :meth:`build`, brought up to date by :meth:`refresh`, painted by :meth:`paint`."""

    def __init__(self, scene: CrownContext) -> None:
        self.scene = scene
        self.choices = ChoiceSlots(fit_labels=True)
        """The panel's choice buttons; its pending choice is an attack waiting for its
        confirmation."""
        self.rows_top = self.row_h = self.info_y = 0
        self.ending_offered = False
        """End turn was held for Confirm at this last moment for cards (:meth:`hold_ending`)."""
        self.narrow_links: list[pygame.Rect] = []
        self.sections = Sections()
        """The seats' sections: folded to their headings and scrolled when all of them
        open do not fit (issue 36, item 3)."""

    def build(self, x: int, width: int, top: int) -> int:
        """The rows, the info, the choice buttons and Confirm from ``top`` down; answer the
        y below them."""
        scene = self.scene
        px = scene.px
        players = scene.observation().players
        self.rows_top = top
        self.row_h = panel.row_height(px, players)  # three or four players: tighter
        info_h = max(px(44), 2 * panel.LEAST_TEXT + 16)
        below = px(2) + info_h + SLOT_COUNT * px(33) + px(2) + px(44)
        below += px(UNDER_PANEL) + px(LOG_LEAST)
        room = scene.app.size[1] - top - below
        rows_h = min(players * self.row_h, max(room, self.row_h))
        if players * self.row_h - room <= px(LOG_LEAST) // 8:  # a few of the log's pixels
            rows_h = players * self.row_h  # rather than a folded seat
        area = pygame.Rect(x, top, width, rows_h)
        self.sections.build(area, self.row_h, panel.heading_height(px), players, max(3, px(4)))
        y = top + rows_h + px(2)
        self.info_y = y
        y += info_h
        rects = [pygame.Rect(x, y + i * px(33), width, px(30)) for i in range(SLOT_COUNT)]
        self.choices.build(scene, rects)
        y += SLOT_COUNT * px(33) + px(2)
        link_w = px(30)
        confirm = pygame.Rect(x, y, width - px(44) - MOST_LINKS * (link_w + px(4)), px(36))
        scene.buttons["confirm"] = self.choices.build_confirm(scene, confirm)
        rules = pygame.Rect(x + width - px(36), y, px(36), px(36))
        self.narrow_links = []
        for i in range(MOST_LINKS):  # the concepts the prompt names (issue 36, item 6)
            link = pygame.Rect(confirm.right + px(4) + i * (link_w + px(4)), y, link_w, px(36))
            self.narrow_links.append(link)
            scene.buttons[f"concept_{i}"] = widgets.button(scene, link, "?", "@small")
        scene.buttons["rules_page"] = widgets.button(scene, rules, "?", "@small")
        return y + px(44)

    def refresh(self) -> None:
        """The choices on the buttons, and Confirm (always in its place, enabled while a
        choice waits for it)."""
        scene = self.scene
        shown = scene.observation()
        self.sections.follow(shown.turn if shown.turn >= 0 else (scene.viewer or 0))
        human = scene.is_human_turn()
        legal = scene.legal() if human else frozenset()
        self.choices.keep_legal(legal)
        self.hold_ending(legal)
        if scene.march is not None and not any(
            a[0] == Kind.TARGET and len(a) == 4 and a[1] == scene.march for a in legal
        ):
            scene.controls.forget_march()
        offers: list[Offer | None] = []
        for action in self.slot_actions(legal):
            if action is None:
                offers.append(None)
                continue
            label, helps = scene.describe(action), scene.action_help(action)
            tip = helps if helps == label else f"{label}: {helps}"
            why = None if action in legal else scene.why(action)
            short = ""
            if action[0] == Kind.UPKEEP:  # the kept cards by weapon, on a narrow button
                short = choice_words.upkeep_words(scene.queries(), action[1], short=True)
            offers.append(Offer(action, label, tip, why, short))
        self.choices.show(offers)
        pending = self.choices.pending
        if pending is None:
            key, why = "confirm_choice", tr("crown_ui.confirm_nothing")
        else:
            key, why = ("confirm" if pending[0] == Kind.ATTACK else "confirm_choice"), None
        if self.ending_held():
            key = "confirm_end"
        texts = tr(f"crown_ui.{key}"), tr(f"crown_ui.{key}_help")
        self.choices.show_confirm(*texts, human, why)
        widgets.show(scene.buttons["confirm"], True)  # always in place, enabled while one waits
        page = PAGE_OF_STEP.get(step_of(scene.observation()), "crown_rules.turn.title")
        widgets.set_tooltip(scene.buttons["rules_page"], tr("crown_ui.rules_page", page=tr(page)))
        self.refresh_concepts()

    def hold_ending(self, legal) -> None:
        """The last moment for cards (``cards``) holds End turn for Confirm at once, so the
        turn ends with Done and Confirm (two clicks, issue 51); dropped (Backspace, Esc),
        it stays dropped until the stage changes."""
        scene = self.scene
        if scene.observation().stage != "cards" or acts.end() not in legal:
            self.ending_offered = False
            return
        if not self.ending_offered and self.choices.pending is None:
            self.choices.hold(acts.end())
        self.ending_offered = True

    def ending_held(self) -> bool:
        """End turn waits for Confirm at the last moment for cards."""
        pending = self.choices.pending
        return pending == acts.end() and self.scene.observation().stage == "cards"

    def concepts(self) -> tuple[str, ...]:
        """The concepts the prompt names now (none when no human decides)."""
        if not self.scene.is_human_turn():
            return ()
        return concepts_of(self.scene.telling.prompt_key()[0])

    def refresh_concepts(self) -> None:
        """One "?" per concept the prompt names, each telling which page it opens: narrow
        "?"s beside Confirm, never in its place (a habitual click on Confirm's spot once
        opened the rulebook mid-turn, issue 51)."""
        named = self.concepts()
        rects = self.narrow_links
        for i in range(MOST_LINKS):
            link = self.scene.buttons[f"concept_{i}"]
            if i >= len(named):
                link.hide()
                continue
            if pygame.Rect(link.relative_rect) != rects[i]:
                link.set_relative_position(rects[i].topleft)
                link.set_dimensions(rects[i].size)
            widgets.set_text(link, "?")
            page = tr(CONCEPT_PAGE[named[i]])
            tip = tr("crown_ui.concept_link", concept=tr(f"crown_ui.concept.{named[i]}"), page=page)
            widgets.set_tooltip(link, tip)
            link.show()

    def page_index(self, title: str) -> int:
        """The booklet page (0-based) titled ``title`` (the first page if none is)."""
        from game.crown.view.rules_scene import PAGES

        return next((i for i, page in enumerate(PAGES) if page.title == title), 0)

    def concept_page(self, element) -> int | None:
        """The booklet page the concept link ``element`` opens (None: not a concept link)."""
        named = self.concepts()
        for i, concept in enumerate(named):
            if element is self.scene.buttons.get(f"concept_{i}"):
                return self.page_index(CONCEPT_PAGE[concept])
        return None

    def rules_page(self) -> int:
        """The booklet page (0-based) that explains the step being played."""
        title = PAGE_OF_STEP.get(step_of(self.scene.observation()), "crown_rules.turn.title")
        return self.page_index(title)

    def slot_actions(self, legal) -> list[Action | None]:
        """What each button offers (None: the button is hidden): a stage's fixed choices in
        their own slots, else the legal ones in a steady order; ending always last."""
        shown = self.scene.observation()
        if legal and shown.stage in FIXED_SLOTS:
            found: list[Action] = list(FIXED_SLOTS[shown.stage])
        else:
            found = [a for a in self.button_actions(legal) if a[0] not in CLOSING]
        closing = sorted(a for a in legal if a[0] in CLOSING)
        if self.ending_held():  # Confirm ends the turn: no End turn under a second click on Done
            closing = []
        if not closing:
            return list(found[:SLOT_COUNT])
        last = SLOT_COUNT - 1
        kept: list[Action | None] = list(found[:last])
        return kept + [None] * (last - len(kept)) + closing[:1]

    def button_actions(self, legal) -> list[Action]:
        """The choices made with a button, in a steady order."""
        shown = self.scene.observation()
        found = [a for a in legal if a[0] in BUTTON_KINDS]
        if shown.stage == "target":
            found += [a for a in legal if a[0] == Kind.TARGET and self._button_target(a)]
        order = {kind: i for i, kind in enumerate(BUTTON_KINDS)}

        def rank(a: Action) -> tuple:
            # upkeep: the more cards kept the higher (keeping all first)
            rest = (-bin(a[1]).count("1"), -a[1]) if a[0] == Kind.UPKEEP else a[1:]
            return (a[0] == Kind.END or a[0] == Kind.DONE, order.get(a[0], 99), rest)

        found.sort(key=rank)
        return found[:SLOT_COUNT]

    def _button_target(self, action: Action) -> bool:
        """A card's target chosen with a button: an opponent (Plunder), off the board
        (Tunnel Scouts)."""
        return self.scene.observation().card == PLUNDER or len(action) == 1

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a seat's heading folds or opens its section; the mouse wheel over
        the sections scrolls them.  True when the event was used."""
        sections = self.sections
        if event.type == pygame.MOUSEWHEEL:
            return sections.area.collidepoint(self.scene.mouse) and sections.wheel(event.y)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            seat = sections.heading_at(event.pos)
            if seat is not None:
                sections.toggle(seat)
                return True
        return False

    def paint(self, surface: pygame.Surface) -> None:
        """Each player's row, the round and the step (the scene's backdrop)."""
        scene = self.scene
        px = scene.px
        layout = panel.PanelLayout(
            x=scene.panel_rect.x + px(12),
            width=scene.panel_rect.w - px(24),
            sections=tuple(self.sections.sections()),
            area=self.sections.area,
            bar=self.sections.bar(),
            info_y=self.info_y,
        )
        colorblind = scene.app.settings.colorblind
        shown, points = scene.observation(), scene.points()
        panel.paint_panel(surface, shown, layout, points, scene.seat_name, px, colorblind)
