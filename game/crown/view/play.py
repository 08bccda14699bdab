"""The Crown & Dragon play scene: the board with its highlights, the column beside it (dice,
Dragon Alert track, Kingdom Completion Queue, market, hand), the side panel (each player's
gold, food, VP by source, trophies, hand, castles and walls; the turn and its step; the
choices as buttons) and the battle preview.

The shared chrome (status bar, tooltip, Undo / Hint / Menu, log, AI pacing, hand-overs,
hot-seat privacy, autosave and the Results screen) is :class:`game.app.play.PlayScene`'s.
Everything drawn comes from the observation the chrome allows, the legal actions and the
events of the steps shown (:mod:`game.crown.events`); the battle preview, reach costs and
prices are the rules' answers about the observation (:mod:`game.crown.queries`), and why
something cannot be done is the rules' ``explain``.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.app import fonts, theme
from game.app.choices import ChoiceSlots, Offer, fit_label
from game.app.play import PlayScene
from game.crown.board import SIZE, Square, fly
from game.crown.cards import (
    ACTIONS,
    BLACKS,
    DRAGONS,
    FORCED_MARCH,
    MILITARY_UPKEEP,
    WALL_PRICE,
)
from game.crown.preview import BattlePreview, SidePreview
from game.crown.queries import Queries
from game.crown.state import CrownObservation
from game.crown.turn import PlayedCard
from game.crown.view import battle_box, board_art, offboard, panel, words
from game.crown.view.cards_shown import card_picture
from game.crown.view.motion import Motion
from game.crown.view.panel import step_of
from game.crown.view.words import seat_label_key
from game.engine.contract import Action
from game.engine.match import Match, StepReport
from game.text import has, tr

BUTTON_KINDS = (
    "end",
    "market",
    "redeploy",
    "build",
    "army",
    "done",
    "black",
    "trade",
    "discard",
    "upkeep",
    "keep",
)
"""Decisions made with a button (the rest are made on the board or with a card)."""
MARCH = PlayedCard(FORCED_MARCH, black=False)
"""``card`` while Forced March's general and square are chosen."""
PLUNDER = PlayedCard(BLACKS.index("plunder"), black=True)
"""``card`` while Plunder's victim is chosen (with a button)."""
SQUARE_KINDS = ("move", "attack", "rock", "place", "assign", "castle", "wall", "crown")
"""Decisions made by a click on their square."""
ON_SQUARE = {
    "act": "move",
    "place": "place",
    "keep_place": "place",
    "rock": "rock",
    "build": "castle",
    "assign": "assign",
    "redeploy": "assign",
    "crown": "crown",
}
"""What a click on a square asks for at each stage (the rules say why it cannot be)."""
SLOT_COUNT = 5
HOVER_BIG = (190, 266)
"""Design size of the enlarged card shown while the mouse rests on a small one."""
HOVER_LEAST = 180
"""The enlarged card's least width in window pixels (its words stay readable in a small
window)."""


class CrownPlay(PlayScene):
    name = "crown_play"
    hidden_information = True
    panel_width = 340

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.geo = board_art.Geometry(0, 0, 8)
        self.column = pygame.Rect(0, 0, 0, 0)
        self.choices = ChoiceSlots(fit_labels=True)
        """The panel's choice buttons; its pending choice is an attack waiting for its
        confirmation."""
        self.march: int | None = None
        """Forced March: the general chosen, its square still to choose."""
        self.spots: list[offboard.CardSpot] = []
        self.rows_top = self.row_h = self.info_y = 0
        self.motion = Motion(self.app.audio.play)
        self._queries: tuple[CrownObservation, Queries] | None = None
        self._why: tuple[CrownObservation, dict[Action, str | None]] | None = None

    # --- names -----------------------------------------------------------------------------
    def log_arg(self, name: str, value: Any) -> Any:
        if name in ("seat", "start") and isinstance(value, int):
            return self.seat_name(value)
        if name == "target":
            if isinstance(value, int):
                return self.seat_name(value)
            return tr(f"crown_ui.kind.{value}")
        if name == "card":
            return words.card_word(value)
        if name == "general" and isinstance(value, str):
            return words.general_key_name(value)
        if name in ("x", "y") and isinstance(value, int):
            return words.shown_coordinate(value)
        if name == "mode":
            return tr(f"crown_ui.mode.{value}")
        if name == "winner":
            return tr(f"crown_ui.winner.{value or 'none'}")
        if name == "action":
            return tr(f"crown.main.{value}")
        if name == "black":
            return words.face_name(value)
        if name == "dragon":
            return tr(f"crown_ui.dragon_adj.{value}")
        if name == "defences" and isinstance(value, (list, tuple)):
            return " / ".join(str(v) for v in value)
        if name == "heroes" and isinstance(value, (list, tuple)):
            return ", ".join(tr(f"crown.hero.{h}") for h in value)
        if name in ("queue", "winners") and isinstance(value, (list, tuple)):
            return ", ".join(self.seat_name(s) for s in value) or tr("crown_ui.nobody")
        return value

    def save_meta(self) -> dict[str, Any]:
        shown = self.match.observe_public()
        return {"seat_name_keys": [seat_label_key(shown, s) for s in range(shown.players)]}

    # --- the rules' answers about what is shown ---------------------------------------------
    def queries(self) -> Queries:
        """The rules' answers about the observation shown (reach, strength, previews,
        prices), made once per observation."""
        shown = self.observation()
        if self._queries is None or self._queries[0] is not shown:
            self._queries = (shown, Queries(shown))
        return self._queries[1]

    def why(self, action: Action) -> str | None:
        """Why ``action`` cannot be done now, in words (the rules' ``explain``; None when
        it can), asked once per observation."""
        shown = self.observation()
        if self._why is None or self._why[0] is not shown:
            self._why = (shown, {})
        known = self._why[1]
        if action not in known:
            found = self.match.rules.explain(shown, action)
            known[action] = None if found is None else tr(found[0], **found[1])
        return known[action]

    def points(self) -> tuple[int, ...]:
        """Each seat's victory points as the rules count them (the queue's 20 included)."""
        return self.queries().points()

    def battle_preview(self, target: Square) -> BattlePreview | None:
        if ("attack", *target) not in self.legal():
            return None
        return self.queries().preview(target)

    # --- layout ----------------------------------------------------------------------------
    def layout_board(self, area: pygame.Rect) -> None:
        px = self.px
        label = px(16)
        column_w = max(px(200), area.w - area.h - label - px(10))
        side = min(area.h - label, area.w - column_w - label - px(10))
        board = pygame.Rect(area.x + label, area.y + label, side, side)
        self.geo = board_art.Geometry.fit(board)
        self.column = pygame.Rect(
            self.geo.rect.right + px(12), area.y, area.right - self.geo.rect.right - px(12), area.h
        )

    def build_panel(self, x: int, width: int, top: int) -> int:
        px = self.px
        players = self.observation().players
        self.rows_top = top
        self.row_h = panel.row_height(px, players)  # three or four players: tighter
        y = top + players * self.row_h + px(2)
        self.info_y = y
        y += max(px(44), 2 * panel.LEAST_TEXT + 16)
        rects = [pygame.Rect(x, y + i * px(33), width, px(30)) for i in range(SLOT_COUNT)]
        self.choices.build(self, rects)
        y += SLOT_COUNT * px(33) + px(2)
        confirm = pygame.Rect(x, y, width, px(36))
        self.buttons["confirm"] = self.choices.build_confirm(self, confirm)
        return y + px(44)

    def refresh_panel(self) -> None:
        human = self.is_human_turn()
        legal = self.legal() if human else frozenset()
        self.choices.keep_legal(legal)
        if self.march is not None and not any(
            a[0] == "target" and len(a) == 4 and a[1] == self.march for a in legal
        ):
            self.march = None
        offers = []
        for action in self.button_actions(legal):
            label, helps = self.describe(action), self.action_help(action)
            offers.append(Offer(action, label, helps if helps == label else f"{label}: {helps}"))
        self.choices.show(offers)
        confirm = self.buttons["confirm"]
        texts = tr("crown_ui.confirm"), tr("crown_ui.confirm_help")
        self.choices.show_confirm(*texts, human, tr("crown_ui.confirm_why"))
        if any(a[0] == "attack" for a in legal) or self.choices.pending is not None:
            confirm.show()  # only while there is a battle to confirm
        else:
            confirm.hide()

    def button_actions(self, legal) -> list[Action]:
        """The choices made with a button, in a steady order."""
        shown = self.observation()
        found = [a for a in legal if a[0] in BUTTON_KINDS]
        if shown.stage == "target":
            found += [a for a in legal if a[0] == "target" and self._button_target(a)]
        order = {kind: i for i, kind in enumerate(BUTTON_KINDS)}

        def rank(a: Action) -> tuple:
            # upkeep: the more cards kept the higher (keeping all first)
            rest = (-bin(a[1]).count("1"), -a[1]) if a[0] == "upkeep" else a[1:]
            return (a[0] == "end" or a[0] == "done", order.get(a[0], 99), rest)

        found.sort(key=rank)
        return found[:SLOT_COUNT]

    def _button_target(self, action: Action) -> bool:
        """A card's target chosen with a button: an opponent (Plunder), off the board
        (Tunnel Scouts)."""
        return self.observation().card == PLUNDER or len(action) == 1

    # --- what may be chosen on the board ---------------------------------------------------
    def square_actions(self) -> dict[Square, Action]:
        """Board square -> the legal action a click there makes (the viewer's decision)."""
        if not self.is_human_turn():
            return {}
        shown = self.observation()
        found: dict[Square, Action] = {}
        for action in self.legal():
            kind = action[0]
            if kind in SQUARE_KINDS:
                found[(action[1], action[2])] = action
            elif kind == "act":
                found[dict(shown.generals)[action[1]].at] = action
            elif kind == "target" and len(action) >= 2:
                square = self._target_square(action)
                if square is not None:
                    found[square] = action
        return found

    def _target_square(self, action: Action) -> Square | None:
        """Where a card's target lies on the board (None: chosen with a button)."""
        shown = self.observation()
        if shown.card == MARCH:
            g, x, y = action[1], action[2], action[3]
            if self.march is None:
                return None
            return (x, y) if g == self.march else None
        if len(action) == 3 and isinstance(action[1], int):
            return (action[1], action[2])
        if isinstance(action[1], str) and shown.dragon_at is not None:
            distance = action[2] if len(action) == 3 else 1
            return fly(shown.dragon_at, action[1], distance)
        return None

    def march_generals(self) -> dict[Square, int]:
        """Forced March before its general is chosen: the generals that may march."""
        shown = self.observation()
        if not self.is_human_turn() or shown.stage != "target" or shown.card != MARCH:
            return {}
        where = dict(shown.generals)
        return {where[a[1]].at: a[1] for a in self.legal() if a[0] == "target"}

    def marks(self) -> board_art.Marks:
        """What the board marks now (the viewer's choices; the piece acting; animations)."""
        shown = self.observation()
        hidden = self.motion.hidden(shown)
        active = None
        if shown.piece is not None and shown.stage == "act":
            active = self.queries().piece_square(shown.piece)
        marks = board_art.Marks(active=active, hidden=hidden)
        if not self.is_human_turn():
            return marks
        actions = self.square_actions()
        reach = {sq for sq, a in actions.items() if a[0] == "move"}
        marks.targets = frozenset(sq for sq, a in actions.items() if a[0] == "attack")
        marks.sites = frozenset(
            sq for sq, a in actions.items() if a[0] not in ("move", "attack")
        ) | frozenset(self.march_generals() if self.march is None else ())
        if reach:
            costs, crown = self.move_costs()
            marks.reach = frozenset(reach - crown)
            marks.crown_reach = frozenset(reach & crown)
            marks.labels = {sq: str(costs[sq]) for sq in reach if sq in costs}
        if shown.stage == "build":
            price = self._castle_price(shown)
            marks.labels = {
                sq: str(price if a[0] == "castle" else WALL_PRICE)
                for sq, a in actions.items()
                if a[0] in ("castle", "wall")
            }
        if self.choices.pending is not None:
            marks.chosen = (self.choices.pending[1], self.choices.pending[2])
        if self.march is not None:
            marks.chosen = dict(shown.generals)[self.march].at
        hinted = [sq for sq, a in actions.items() if a == self.hint_action]
        if hinted:  # the Hint's square is outlined as well as named
            marks.hover = hinted[0]
        return marks

    def move_costs(self) -> tuple[dict[Square, int], set[Square]]:
        """The moving piece's steps to each square it may end on, and the squares it reaches
        taking the crown on the way (the rules' answers)."""
        return self.queries().reach()

    def _castle_price(self, shown: CrownObservation) -> int:
        return self.queries().castle_price(shown.turn)

    def hovered_square(self) -> Square | None:
        if not self.pointer_known:
            return None
        return self.geo.square_at(self.mouse)

    def hover_target(self) -> Any:
        square = self.hovered_square()
        if square is not None:
            return ("square", square)
        spot = self.spot_at(self.mouse)
        return None if spot is None else ("card", spot.what, spot.value)

    def candidate(self) -> Action | None:
        square = self.hovered_square()
        if square is None:
            return None
        found = self.square_actions().get(square)
        if found is not None:
            return found
        shown = self.observation()
        if shown.stage in ON_SQUARE:
            return (ON_SQUARE[shown.stage], *square)
        if shown.stage == "target" and shown.card != PLUNDER:  # Plunder's victims: buttons
            if shown.card == MARCH and self.march is not None:
                return ("target", self.march, *square)
            return ("target", *square)
        if shown.stage == "army":  # one of the player's generals that may not act now
            mine = [g for g, p in shown.generals if p.at == square and p.owner == shown.turn]
            return ("act", mine[0]) if mine else None
        return None

    def problem(self, action: Action) -> str | None:
        if action in self.legal():
            return None
        if action[0] == "move":
            side = self.queries().side_at((action[1], action[2]))
            if side is not None and side.owner == self.observation().turn:
                return None  # the player's own piece: its information is shown instead
        return self.why(action)

    # --- words -----------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        kind = action[0]
        shown = self.observation()
        if kind in ("move", "attack", "rock", "place", "assign", "castle", "wall", "crown"):
            return tr(f"crown_ui.action.{kind}", where=words.square_name((action[1], action[2])))
        if kind == "act":
            return tr("crown_ui.action.act", general=words.general_name(action[1]))
        if kind == "keep":
            return tr("crown_ui.action.keep", general=words.general_title(action[1]))
        if kind == "general":
            return tr("crown_ui.action.general", general=words.general_title(action[1]))
        if kind == "military":
            return tr("crown_ui.action.military", card=words.military_name(action[1]))
        if kind == "play":
            return tr("crown_ui.action.play", card=words.action_name(action[1]))
        if kind == "dark":
            return tr("crown_ui.action.play", card=words.black_name(action[1]))
        if kind == "discard":
            if len(action) == 2:
                return tr("crown_ui.action.discard_card", card=words.action_name(action[1]))
            return tr("crown_ui.action.discard_recruit")
        if kind == "upkeep":
            return self._upkeep_words(action[1])
        if kind == "trade":
            return tr("crown_ui.action.trade", food=self.queries().food_per_gold(shown.turn))
        if kind == "target":
            return self._target_words(action)
        if kind == "end":
            key = "end_turn" if shown.stage == "cards" else "end_piece"
            return tr(f"crown_ui.action.{key}")
        return tr(f"crown_ui.action.{kind}")

    def _upkeep_words(self, mask: int) -> str:
        shown = self.observation()
        cards = self.queries().piece_cards(shown.upkeep_piece)
        kept = [c for i, c in enumerate(cards) if mask >> i & 1]
        lost = [c for i, c in enumerate(cards) if not mask >> i & 1]
        cost = sum(MILITARY_UPKEEP[c] for c in kept)
        if not lost:
            return tr("crown_ui.action.upkeep_all", gold=cost)
        names = ", ".join(words.military_name(c) for c in lost)
        return tr("crown_ui.action.upkeep_some", gold=cost, cards=names)

    def _target_words(self, action: Action) -> str:
        if len(action) == 1:
            return tr("crown_ui.action.rock_off")
        if len(action) == 2 and isinstance(action[1], int):
            return tr("crown_ui.action.plunder", target=self.seat_name(action[1]))
        if isinstance(action[1], str):
            distance = action[2] if len(action) == 3 else 1
            return tr(
                "crown_ui.action.dragon_to",
                direction=words.direction_name(action[1]),
                squares=distance,
            )
        if len(action) == 4:
            return tr(
                "crown_ui.action.march",
                general=words.general_name(action[1]),
                where=words.square_name((action[2], action[3])),
            )
        return tr("crown_ui.action.target", where=words.square_name((action[1], action[2])))

    def action_help(self, action: Action) -> str:
        kind = action[0]
        key = f"crown_ui.help.{kind}"
        if kind == "end" and self.observation().stage == "cards":
            key = "crown_ui.help.end_turn"
        if kind in ("play", "dark"):
            deck = "action_help" if kind == "play" else "black_help"
            names = ACTIONS if kind == "play" else BLACKS
            return tr(f"crown.{deck}.{names[action[1]]}")
        return tr(key) if has(key) else self.describe(action)

    def prompt(self) -> str:
        shown = self.observation()
        named = self.your_turn if self.decides_during() is None else str
        if self.choices.pending is not None:
            return named(tr("crown_ui.prompt.confirm_attack"))
        stage = shown.stage
        args: dict[str, Any] = {"steps": shown.steps_left}
        if stage == "assign":
            args["card"] = words.military_name(shown.assigning)
        if stage == "redeploy" and shown.pool:
            args["card"] = words.military_name(shown.pool[0])
        if stage in ("place", "keep_place"):
            args["general"] = words.general_name(shown.assigning)
        if stage == "target":
            card = shown.card
            if card == MARCH and self.march is not None:
                return named(tr("crown_ui.prompt.march_square"))
            name = BLACKS[card.kind] if card.black else ACTIONS[card.kind]
            return named(tr(f"crown_ui.prompt.card.{name}"))
        if stage == "act":
            piece = shown.piece
            stage = "hero" if piece is not None and piece[0] == "h" else "general"
            if piece is not None and piece[0] == "g":
                args["general"] = words.general_name(piece[1])
            stage += self._act_phase(shown)
        return named(tr(f"crown_ui.prompt.{stage}", **args))

    def _act_phase(self, shown: CrownObservation) -> str:
        """How far the moving piece has come (the prompt's variant): "" nothing done yet,
        "_moved" it may fight and then move on, "_fight" only a battle is left, "_fought"
        only the steps left, "_done" nothing but cards and Done."""
        steps = shown.steps_left > 0
        fight = any(a[0] == "attack" for a in self.legal())
        if shown.phase == 0:
            return "" if steps else ("_fight" if fight else "_done")
        if shown.phase == 1 and fight:
            return "_moved" if steps else "_fight"
        if shown.phase == 2 and steps:
            return "_fought"
        return "_done"

    def over_text(self) -> str:
        shown = self.observation()
        names = ", ".join(self.seat_name(s) for s in shown.winners)
        return tr(f"crown_ui.status_over_{shown.end or 'goal'}", winners=names)

    def tooltip_text(self) -> str | None:
        text = super().tooltip_text()
        pointed = self.pointed() if text is not None else None
        if pointed is not None and pointed[0] in ("move", "target"):
            square = self.hovered_square()  # a piece in the way: what it is, then why
            info = None if square is None else self.piece_info(square)
            return text if info is None else f"{info}\n{text}"
        if text is not None or self.tooltip_hidden or not self.pointer_known:
            return text
        if not self.is_top():
            return None
        spot = self.spot_at(self.mouse)
        if spot is not None and spot.what == "back":
            return tr("crown_ui.hidden_hand")
        if spot is not None and spot.what == "info":
            return tr(f"crown_ui.info.{spot.deck}")
        if spot is not None and spot.what in ("market_general", "market_military"):
            return self.market_problem(spot)
        if spot is not None and spot.what in ("hand", "black"):
            return self.hand_problem(spot)
        square = self.hovered_square()
        if square is None or (self.is_human_turn() and self.battle_preview(square) is not None):
            return None  # a target shows the battle preview instead
        build = self.square_actions().get(square)
        if build is not None and build[0] in ("castle", "wall"):
            return self.build_words(build)
        return self.piece_info(square)

    def build_words(self, action: Action) -> str:
        """A construction site under the mouse: what goes there and its price."""
        shown = self.observation()
        price = self._castle_price(shown) if action[0] == "castle" else WALL_PRICE
        return tr("crown_ui.build_tip", what=self.describe(action), gold=price)

    def market_problem(self, spot: offboard.CardSpot) -> str | None:
        """Why a card of the market cannot be bought now (None: it can, or it is not the
        time to buy)."""
        shown = self.observation()
        if not self.is_human_turn() or shown.stage != "market":
            return None
        deck = "general" if spot.what == "market_general" else "military"
        return self.why((deck, spot.value))

    def hand_problem(self, spot: offboard.CardSpot) -> str | None:
        """Why a card of the hand cannot be played now (None: it can, or it is not the
        player's turn); the reason comes from the rules."""
        if not self.is_human_turn():
            return None
        black = spot.what == "black"
        plays = {("dark" if black else "play", spot.value), ("discard", spot.value)}
        if plays & set(self.legal()):
            return None
        return self.why(("dark" if black else "play", spot.value))

    def piece_info(self, square: Square) -> str | None:
        """What stands on ``square``, with its cards and strength (from the rules)."""
        side = self.queries().side_at(square)
        if side is None:
            return None
        cards = ", ".join(words.military_name(c) for c in side.cards) or tr("crown_ui.no_cards")
        return tr(
            "crown_ui.piece_info",
            piece=self.piece_words(side),
            cards=cards,
            atk=side.atk,
            defence=side.defence,
        )

    # --- input -----------------------------------------------------------------------------
    def handle_game_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN:
            confirmed = self.choices.confirmed(event)
            if confirmed is not None:
                self.commit(confirmed)
            elif event.key == pygame.K_BACKSPACE:
                self.cancel_choice()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.cancel_choice()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos)

    def cancel_choice(self) -> None:
        if self.choices.pending is not None or self.march is not None:
            self.choices.drop()
            self.march = None
            self.refresh()

    def back(self) -> None:
        """Esc first drops a choice waiting for its confirmation."""
        if self.choices.pending is not None or self.march is not None:
            self.cancel_choice()
            return
        super().back()

    def _button(self, element) -> None:
        action = self.choices.action_of(element)
        if action is not None:
            self.app.audio.play("click")
            self.commit(action)
        elif element is self.buttons.get("confirm") and self.choices.pending is not None:
            self.app.audio.play("click")
            self.commit(self.choices.pending)

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the board or a card: choose; an attack waits for a second click (or
        Confirm); Forced March first picks its general."""
        if not self.is_human_turn():
            return
        spot = self.spot_at(pos)
        if spot is not None:
            self._card_click(spot)
            return
        square = self.geo.square_at(pos)
        if square is None:
            return
        marchers = self.march_generals()
        if self.march is None and square in marchers:
            self.march = marchers[square]
            self.app.audio.play("click")
            self.refresh()
            return
        action = self.square_actions().get(square)
        if action is None:
            if self.choices.pending is not None or self.march is not None:
                self.cancel_choice()
            else:
                self.app.audio.play("error")
            return
        if action[0] == "attack" and action != self.choices.pending:
            self.choices.hold(action)
            self.app.audio.play("click")
            self.refresh()
            return
        self.commit(action)

    def _card_click(self, spot: offboard.CardSpot) -> None:
        legal = self.legal()
        wanted: list[Action] = []
        if spot.what in ("placing", "back", "info"):
            return  # shown for reading only
        if spot.what == "market_general":
            wanted = [("general", spot.value)]
        elif spot.what == "market_military":
            wanted = [("military", spot.value)]
        elif spot.what == "hand":
            wanted = [("play", spot.value), ("discard", spot.value)]
        elif spot.what == "black":
            wanted = [("dark", spot.value)]
        elif spot.what == "dealt":
            wanted = [("keep", spot.value)]
        for action in wanted:
            if action in legal:
                self.app.audio.play("click")
                self.commit(action)
                return
        self.app.audio.play("error")

    def spot_at(self, pos: tuple[int, int]) -> offboard.CardSpot | None:
        for spot in self.spots:
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def commit(self, action: Action) -> None:
        self.choices.drop()
        self.march = None
        self.play(action)

    def after_undo(self) -> None:
        self.choices.drop()
        self.march = None
        self.motion.forget_sounds()
        self.finish_animations()

    # --- animations ------------------------------------------------------------------------
    def animate(self, report: StepReport) -> float:
        return self.motion.show(self.shown_events(report), self.time, self.animation_scale())

    def finish_animations(self) -> None:
        self.motion.clear()

    def animate_end(self) -> float:
        self.app.audio.play("win")
        return 0.8

    def update(self, dt: float) -> None:
        super().update(dt)
        self.motion.update(self.time, self.animation_scale())

    def animating(self) -> bool:
        return super().animating() or self.motion.running

    # --- drawing ---------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        shown = self.observation()
        marks = self.marks()
        rolling = self.motion.roll_at is not None
        key = (marks.hidden, marks.sites, marks.targets, marks.reach, marks.chosen, marks.hover)
        key += (marks.active,)
        self.draw_backdrop(surface, (key, rolling), lambda s: self._paint_static(s, marks))
        colorblind = self.app.settings.colorblind
        self.motion.draw(surface, self.geo, shown, self.time, self.animation_scale(), colorblind)
        hovered = self.hovered_square() if self.is_top() else None
        if hovered is not None and hovered in self.square_actions():
            pygame.draw.rect(surface, theme.CREAM, self.geo.square_rect(hovered), 2)
        if rolling:  # the dice tumble: the column is drawn every frame meanwhile
            self._draw_column(surface, shown)
        self._draw_preview(surface)
        self._draw_card_zoom(surface)

    def _paint_static(self, surface: pygame.Surface, marks: board_art.Marks) -> None:
        shown = self.observation()
        self._paint_edges(surface)
        board_art.paint_board(surface, self.geo.rect, shown, self.app.settings.colorblind, marks)
        layout = panel.PanelLayout(
            x=self.panel_rect.x + self.px(12),
            width=self.panel_rect.w - self.px(24),
            rows_top=self.rows_top,
            row_h=self.row_h,
            info_y=self.info_y,
        )
        colorblind = self.app.settings.colorblind
        points = self.points()
        panel.paint_panel(surface, shown, layout, points, self.seat_name, self.px, colorblind)
        if self.motion.roll_at is None:  # the column changes only with the position
            self._draw_column(surface, shown)

    def _paint_edges(self, surface: pygame.Surface) -> None:
        """Column and row numbers along the board's edges (the log names squares so)."""
        px, geo = self.px, self.geo
        size = max(9, min(px(12), geo.cell // 3))
        for i in range(SIZE):
            label = fonts.render(str(i + 1), size, theme.MUTED)
            cx = geo.x + (i + 0.5) * geo.cell
            surface.blit(label, label.get_rect(midbottom=(cx, geo.y - px(1))))
            cy = geo.y + (i + 0.5) * geo.cell
            surface.blit(label, label.get_rect(midright=(geo.x - px(3), cy)))

    def _draw_column(self, surface: pygame.Surface, shown: CrownObservation) -> None:
        human = self.is_human_turn()
        legal = self.legal() if human else frozenset()
        buyable = frozenset((a[0], a[1]) for a in legal if a[0] in ("general", "military"))
        playable = frozenset(
            (a[0], a[1]) for a in legal if a[0] in ("play", "dark", "discard") and len(a) == 2
        )
        viewer = self.viewer
        mine = viewer is not None and viewer >= 0
        owner = viewer if mine else max(0, shown.turn)
        dealt = shown.dealt[viewer] if mine and shown.stage == "keep" and human else ()
        rolling = self.motion.roll_at is not None
        view = offboard.ColumnView(
            white=shown.white if shown.stage not in ("keep", "keep_place", "deal") else 0,
            black=shown.black_face,
            rolling=rolling,
            time=self.time,
            alert=shown.alert,
            dragon=shown.dragon,
            queue=shown.queue,
            market_generals=shown.market_generals,
            market_military=shown.market_military,
            buyable=buyable,
            hand=shown.hand,
            black_card=shown.black,
            playable=playable,
            backs=(shown.hand_sizes[owner], shown.has_black[owner]),
            show_hand=mine,
            hand_owner=tr("crown_ui.hand_of", player=self.seat_name(owner)),
            dealt=tuple(g for g in dealt if g >= 0),
            points=self.points(),
            goal=shown.goal,
            assigning=self._placing(shown) if human else None,
            colorblind=self.app.settings.colorblind,
        )

        def colour(seat: int) -> tuple[int, int, int]:
            return board_art.seat_colour(seat, self.app.settings.colorblind)

        self.spots = offboard.draw_column(surface, self.column, view, self.px, colour)

    @staticmethod
    def _placing(shown: CrownObservation) -> tuple[str, int] | None:
        """The card the player is placing now (a military card, a general), if any."""
        if shown.stage == "assign" and shown.assigning >= 0:
            return ("military", shown.assigning)
        if shown.stage == "redeploy" and shown.pool:
            return ("military", shown.pool[0])
        if shown.stage in ("place", "keep_place") and shown.assigning >= 0:
            return ("general", shown.assigning)
        return None

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """The battle preview beside the hovered target, or the chosen one."""
        if not self.is_human_turn() or not self.is_top():
            return
        target = None
        if self.choices.pending is not None:
            target = (self.choices.pending[1], self.choices.pending[2])
        elif self.pointer_known and self.quiet_target is None:
            target = self.hovered_square()
        if target is None:
            return
        shown = self.battle_preview(target)
        if shown is None:
            return
        names = (self.piece_words(shown.attacker), self.piece_words(shown.defender))
        anchor = tuple(round(v) for v in self.geo.centre(target))
        battle_box.draw_box(
            surface,
            self.board_area,
            anchor,
            shown,
            names,
            self.seat_name,
            self.choices.pending is not None,
            self.px,
        )

    def piece_words(self, side: SidePreview) -> str:
        """A fighter named for the preview: "Ragnar (Blue)", "Aldric of Sylva", a castle."""
        o = self.observation()
        if side.kind == "dragon":
            return tr(f"crown.dragon.{DRAGONS[min(o.dragon, len(DRAGONS) - 1)]}")
        owner = self.seat_name(side.owner) if side.owner >= 0 else ""
        if side.kind == "hero":
            hero = words.hero_name(o.hero[side.owner])
            if hero == owner:  # players named after their heroes: "Sylva", not "Sylva (Sylva)"
                return hero
            return tr("crown_ui.piece.hero", player=owner, hero=hero)
        if side.kind == "general":
            g = next(g for g, p in o.generals if p.at == side.at)
            return tr("crown_ui.piece.general", player=owner, general=words.general_name(g))
        return tr(f"crown_ui.piece.{side.kind}", player=owner)

    def _draw_card_zoom(self, surface: pygame.Surface) -> None:
        """The card under the mouse, large enough to read."""
        if not self.pointer_known or not self.is_top():
            return
        spot = self.spot_at(self.mouse)
        if spot is None or spot.value < 0:
            return
        width = max(self.px(HOVER_BIG[0]), HOVER_LEAST)
        size = (width, round(width * HOVER_BIG[1] / HOVER_BIG[0]))
        picture = card_picture(spot.deck, spot.value, size, self.app.settings.colorblind)
        rect = picture.get_rect(topright=(spot.rect.x - self.px(8), spot.rect.y))
        rect = rect.clamp(pygame.Rect((0, 0), self.app.size))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 4), border_radius=self.px(6))
        surface.blit(picture, rect)

    # --- the panel -------------------------------------------------------------------------
    def state_for_test(self) -> dict[str, Any]:
        out = super().state_for_test()
        shown = self.observation()
        out.update(
            stage=shown.stage,
            pending=self.choices.pending,
            march=self.march,
            slots=self.choices.offered(),
            hand=list(shown.hand),
            spots=[(s.what, s.value) for s in self.spots],
            step=step_of(shown),
        )
        return out


__all__ = ["CrownPlay", "fit_label", "seat_label_key"]
