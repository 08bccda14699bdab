"""The Gold Mine play scene: the mine through the camera, the side panel, placing tiles with
a ghost and a confirm step, moves with their step counts, dice, challenges and walks.

The shared chrome (status bar, tooltip, Undo / Hint / Menu, log, AI pacing, hand-overs and
the Results screen) is :class:`game.app.play.PlayScene`'s.  Everything drawn comes from the
observation the chrome allows and the legal actions; why a spot is illegal comes from
:func:`game.goldmine.mine.why_not`.
"""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pygame_gui

from game.app import fonts, theme, widgets
from game.app.play import PlayScene
from game.engine.contract import Action, LogEntry
from game.engine.match import Match, StepReport
from game.goldmine import mine
from game.goldmine.state import GOLD
from game.goldmine.tiles import GEOMETRY, TILES, Tile
from game.goldmine.view import hint as hint_overlay
from game.goldmine.view import miners as miner_art
from game.goldmine.view import tray as dice_tray
from game.goldmine.view.mine_view import (
    TURN_GLOW,
    Marks,
    MineView,
    Pointer,
    anchor,
)
from game.goldmine.view.panel import DRAW_TIME, SidePanel
from game.goldmine.view.rules_diagrams import token as token_icon
from game.goldmine.view.tile_art import TileArt
from game.goldmine.view.tray import ROLL_TIME, ROUND_TIME
from game.goldmine.view.words import own, step_of, tile_name
from game.text import tr

STEP_TIME = 0.2
"""Seconds (at normal animation speed) a miner takes for one step."""
DROP_TIME = 0.5
MOVE_STAGES = ("move", "passage_move", "bonus_move", "push")
AFTER_DUEL = ("push_roll", "push", "nugget", "bonus_roll", "bonus_move")
"""Stages after a challenge's dice, while its winner acts: the rounds stay in view."""
CHALLENGES = ("gold", "bat")
SOURCE_ACTIONS = ("excavate", "roll", "passage", "stay", "draw", "hand")
"""Decisions that begin a new movement or development draw (the dice tray is cleared)."""
ROTATE_MODS = pygame.KMOD_SHIFT | pygame.KMOD_CTRL
GLOW_TURN = TURN_GLOW
NOTE_TIME = 2.5
"""Seconds a note after a key that could do nothing stays on screen."""
POINTER_SIZE = 14
"""Design radius of a pointer at the view's edge towards marks off-screen."""
GLOW_GOLD = (255, 214, 80)
GLOW_BAT = (190, 120, 255)


def where(x: int, y: int) -> str:
    """A square named as a player finds it: by its steps from the entrance (the mine has no
    coordinates on screen), e.g. "the square 2 right and 1 up from the entrance"."""
    if x == 0 and y == 0:
        return tr("goldmine_ui.where.entrance")
    parts = []
    if x:
        parts.append(tr("goldmine_ui.where.right" if x > 0 else "goldmine_ui.where.left", n=abs(x)))
    if y:
        parts.append(tr("goldmine_ui.where.down" if y > 0 else "goldmine_ui.where.up", n=abs(y)))
    steps = parts[0] if len(parts) == 1 else tr("goldmine_ui.where.both", a=parts[0], b=parts[1])
    return tr("goldmine_ui.where.square", steps=steps)


class GoldMinePlay(SidePanel, PlayScene):
    name = "goldmine_play"
    hidden_information = False  # everything in Gold Mine is public: no privacy screen
    hint_in_status = False  # drawn on the mine (:mod:`game.goldmine.view.hint`)
    panel_width = 380

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.view = MineView(app.settings.colorblind)
        self.art = TileArt()
        self.rot = 0
        self.pending: Action | None = None
        self.hover: tuple[int, int] | None = None
        self.slots: dict[pygame_gui.elements.UIButton, Action | None] = {}
        self.hand_rects: list[tuple[pygame.Rect, int]] = []
        self.own_words_bottom = 0  # where the words over the own tiles end (drawn)
        self.walks: dict[int, tuple[list[tuple[float, float]], float, float]] = {}
        self.tray: dict[str, Any] | None = None
        self.drop: tuple[tuple[int, int], float] | None = None
        self.drawn_at: float | None = None
        self.challenge_seen: tuple[str, int, int] | None = None
        self.shown_miners = list(self.observation().miners)
        self.rows_top = self.row_h = self.info_y = 0
        self.tile_box = pygame.Rect(0, 0, 0, 0)
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        """Where the dice tray is docked, under the mine."""
        self._edge: tuple[tuple, list[Pointer]] | None = None
        self.sounds_due: list[tuple[float, str]] = []
        """Sounds that belong to the end of an animation: (scene time, sound)."""
        self.choosing: int | None = None
        """The seat whose miner was clicked when both a gold and a bat challenge against it
        are possible: a small choice box by the miner asks which."""
        self.tight = False
        """The side panel's smaller rows and buttons (a short window, many players)."""
        self._targets: tuple[tuple, dict] | None = None
        self.note: tuple[str, float, pygame.Rect | None] | None = None
        """A short note (words, until when, the square it is about) after a key that could
        do nothing: R when only one way round fits."""

    # --- names ---------------------------------------------------------------------------
    def log_arg(self, name: str, value: Any) -> Any:
        if name in ("seat", "target", "attacker", "defender") and isinstance(value, int):
            return self.seat_name(value)
        if name == "tile" and isinstance(value, int):
            return tile_name(value)
        if name == "rolls" and isinstance(value, (list, tuple)):
            return ", ".join(f"{self.seat_name(s)} {d}" for s, d in value)
        return value

    def save_meta(self) -> dict[str, Any]:
        return {"seat_name_keys": [seat_label_key(s) for s in range(self.match.state.players)]}

    # --- layout --------------------------------------------------------------------------
    def layout_board(self, area: pygame.Rect) -> None:
        self.view.colorblind = self.app.settings.colorblind
        mine_rect, self.tray_rect = dice_tray.split(area, self.px)
        self.view.set_rect(mine_rect, self.px(88))
        self.view.set_board(self.match.state.board)

    def build_panel(self, x: int, width: int, top: int) -> int:
        px = self.px
        players = self.match.state.players
        count = 10 if players <= 4 else 12
        sizes = panel_sizes(players, tight=False)
        need = players * sizes["row"] + 4 + sizes["info"] + sizes["box"]
        need += count // 2 * sizes["pitch"] + 4 + sizes["tools"] + LOG_ROOM
        self.tight = top + px(need) > self.app.size[1]  # a short window: the log keeps room
        sizes = panel_sizes(players, self.tight)
        self.rows_top = top
        self.row_h = px(sizes["row"])
        y = top + players * self.row_h + px(4)
        self.info_y = y
        y += px(sizes["info"])
        self.tile_box = pygame.Rect(x, y, width, px(sizes["box"] - 8))
        y += px(sizes["box"])
        self.slots = {}
        half = (width - px(8)) // 2
        pitch = sizes["pitch"]
        for i in range(count):
            rect = pygame.Rect(
                x + (i % 2) * (half + px(8)), y + (i // 2) * px(pitch), half, px(pitch - 4)
            )
            self.slots[widgets.button(self, rect, "", "@small")] = None
        y += (count // 2) * px(pitch) + px(4)
        third = (width - px(16)) // 3
        for i, name in enumerate(("rotate", "fit", "confirm")):
            rect = pygame.Rect(x + i * (third + px(8)), y, third, px(sizes["tools"] - 8))
            self.buttons[name] = widgets.button(self, rect, "", "@small")
        return y + px(sizes["tools"])

    def refresh_panel(self) -> None:
        shown = self.observation()
        human = self.is_human_turn()
        legal = self.match.legal_actions() if human else []
        if self.pending is not None and self.pending not in legal:
            self.pending = None
        if self.choosing is not None and not self._both_challenges(self.choosing, legal):
            self.choosing = None
        buttons = [a for a in legal if a[0] not in ("place", "move", "nugget") and not own(a)]
        buttons = fit_slots(buttons, len(self.slots))
        for i, button in enumerate(self.slots):
            action = buttons[i] if i < len(buttons) else None
            self.slots[button] = action
            if action is None:
                button.hide()
            else:
                widgets.set_text(button, self.describe(action))
                widgets.set_tooltip(button, self.action_help(action))
                widgets.select(button, action == self.pending)
                button.show()
        placing = human and shown.stage == "place"
        rotate, fit, confirm = self.buttons["rotate"], self.buttons["fit"], self.buttons["confirm"]
        widgets.set_text(rotate, tr("goldmine_ui.rotate"))
        widgets.set_tooltip(rotate, tr("goldmine_ui.rotate_help"))
        widgets.enable(rotate, placing)
        widgets.set_text(fit, tr("goldmine_ui.fit"))
        widgets.set_tooltip(fit, tr("goldmine_ui.fit_help"))
        widgets.set_text(confirm, tr("goldmine_ui.confirm"))
        widgets.set_tooltip(confirm, tr("goldmine_ui.confirm_help"))
        widgets.enable(confirm, human and self.pending is not None)
        if not self.steps.busy:
            self.shown_miners = list(shown.miners)
            self.view.set_board(shown.board)
            self._keep_duel(shown)
        self._retell_tray()

    def _keep_duel(self, shown) -> None:
        """While a challenge's winner acts, its rounds stay on the tray even when they were
        not seen rolling (a loaded game, an undo, skipped animations)."""
        challenge = shown.challenge
        if shown.stage not in AFTER_DUEL or challenge is None or not challenge.rounds:
            return
        if self.tray is not None and self.tray["kind"] == "duel":
            return
        self.tray = {
            "kind": "duel",
            "challenge": "gold" if challenge.kind == GOLD else "bat",
            "attacker": challenge.attacker,
            "defender": challenge.defender,
            "rounds": tuple(challenge.rounds),
            "winner": challenge.winner,
            "start": -100.0,
        }
        if shown.stage in ("push", "bonus_move"):
            key = "push_roll" if shown.stage == "push" else "bonus_roll"
            entry = LogEntry(f"goldmine.log.{key}", {"seat": challenge.winner, "die": shown.steps})
            self.tray["then"] = {
                "dice": (shown.steps,),
                "entry": entry,
                "text": self.log_text(entry),
                "start": -100.0,
            }

    def _retell_tray(self) -> None:
        """The tray's words again from their log entries (the language may have changed)."""
        for part in (self.tray, (self.tray or {}).get("then")):
            if part is not None and "entry" in part:
                part["text"] = self.log_text(part["entry"])

    # --- what may be chosen ------------------------------------------------------------------
    def spots(self) -> dict[tuple[int, int], list[int]]:
        """Square -> legal rotations of the tile to place (the viewer's decision only)."""
        out: dict[tuple[int, int], list[int]] = {}
        if not self.is_human_turn():
            return out
        for action in self.legal():
            if action[0] == "place":
                out.setdefault((action[1], action[2]), []).append(action[3])
        for rots in out.values():
            rots.sort()
        return out

    def targets(self) -> dict[mine.Position, tuple[str, bool]]:
        """Where the pending move may end -> (label: steps or a pool, muddy stop); cached
        per version (the walk along the tunnels is asked for every frame)."""
        key = (self.version, self.is_human_turn())
        if self._targets is None or self._targets[0] != key:
            found = move_targets(self.observation(), self.legal()) if key[1] else {}
            self._targets = (key, found)
        return self._targets[1]

    def tile_to_place(self) -> Tile | None:
        shown = self.observation()
        if shown.stage != "place" or shown.drawn < 0:
            return None
        return TILES[shown.drawn]

    def ghost_rot(self, square: tuple[int, int]) -> int:
        """The rotation shown at ``square``: the chosen one if it fits there, else the first
        that does (so a marked spot always shows a tile that fits)."""
        rots = self.spots().get(square, [])
        if not rots or self.rot in rots:
            return self.rot
        return rots[0]

    def candidate(self) -> Action | None:
        shown = self.observation()
        if self.hover is None or not self.view.rect.collidepoint(self.hover):
            return None
        if self.pointer_at(self.hover) is not None:
            return None
        if shown.stage == "place" and self.tile_to_place() is not None:
            square = self.view.square_at(self.hover)
            if square is None:
                return None
            return ("place", square[0], square[1], self.ghost_rot(square))
        if shown.stage in MOVE_STAGES:
            raised = self.view.badge_at(shown, Marks(targets=self.targets()), self.hover)
            position = raised or self.view.position_at(shown.board, self.hover)
            return None if position is None else ("move", *position)
        if shown.stage == "nugget":
            square = self.view.square_at(self.hover)
            return None if square is None or square not in shown.board else ("nugget", *square)
        if shown.stage == "action":
            return self.challenge_at(self.hover)
        return None

    def challenge_at(self, pos: tuple[int, int]) -> Action | None:
        """The challenge a click on the miner under ``pos`` starts: the one chosen already,
        else a gold challenge where one may be made, else a bat challenge (when both may be
        made, :meth:`click` asks which); None over no miner or the player's own."""
        shown = self.observation()
        seat = self.view.miner_at(shown, pos)
        if seat is None or seat == self.match.to_move:
            return None
        pending = self.pending
        if pending is not None and pending[0] in CHALLENGES and pending[1] == seat:
            return pending
        return ("gold", seat) if ("gold", seat) in self.legal() else ("bat", seat)

    def problem(self, action: Action) -> str | None:
        if action in self.legal():
            return None
        shown = self.observation()
        if action[0] == "place":
            tile = self.tile_to_place()
            if tile is None:
                return None
            square = (action[1], action[2])
            reason = mine.why_not(shown.board, square, tile.kind, action[3])
            if reason == "detached" and not touches_a_corner(shown.board, square):
                reason = "far"  # not even a corner touches the mine
            return tr(f"goldmine_ui.why.{reason or 'same'}")
        if action[0] == "move":
            if shown.stage == "passage_move":
                return tr("goldmine_ui.why.not_passage")
            return tr("goldmine_ui.why.out_of_reach", count=shown.steps)
        if action[0] == "nugget":
            return tr("goldmine_ui.why.not_empty_chamber")
        if action[0] in CHALLENGES:
            return tr("goldmine_ui.why.no_challenge", target=self.seat_name(action[1]))
        return None

    # --- words ----------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        kind = action[0]
        if kind in ("gold", "bat"):
            return tr(f"goldmine_ui.action.{kind}", target=self.seat_name(action[1]))
        if kind in ("give", "take"):
            partner = self.match.rules.partner(self.match.state, self.match.to_move)
            name = self.seat_name(partner) if partner is not None else ""
            return tr(f"goldmine_ui.action.{kind}", count=action[1], target=name)
        if kind in ("hand", "excavate") and len(action) == 2:
            return tr(f"goldmine_ui.action.{kind}_own", tile=tile_name(action[1]))
        if kind in ("place", "move", "nugget"):
            return tr(f"goldmine_ui.action.{kind}", where=where(action[1], action[2]))
        return tr(f"goldmine_ui.action.{kind}")

    def action_help(self, action: Action) -> str:
        key = f"goldmine_ui.help.{action[0]}"
        return (
            tr(key, target=self.seat_name(action[1])) if action[0] in ("gold", "bat") else tr(key)
        )

    def prompt(self) -> str:
        shown = self.observation()
        # deciding during someone else's turn, the chrome names both seats itself
        named = self.your_turn if self.decides_during() is None else str
        if self.choosing is not None:
            target = self.seat_name(self.choosing)
            return named(tr("goldmine_ui.prompt.choose_challenge", target=target))
        if self.pending is not None:
            if self.pending[0] in CHALLENGES:
                target = self.seat_name(self.pending[1])
                key = f"goldmine_ui.prompt.confirm_{self.pending[0]}"
                return named(tr(key, target=target))
            return named(tr("goldmine_ui.prompt.confirm"))
        stage = shown.stage
        args: dict[str, Any] = {"count": shown.steps}
        if stage == "place":
            args["tile"] = tile_name(shown.drawn)
        if stage == "push" and shown.challenge is not None:
            args["target"] = self.seat_name(shown.challenge.loser)
        if stage == "action":
            stage = action_prompt(shown, self.legal())
        return named(tr(f"goldmine_ui.prompt.{stage}", **args))

    def over_text(self) -> str:
        return tr("goldmine_ui.status_over")

    def tray_caption(self) -> str:
        """The empty dice tray's words."""
        return tr("goldmine_ui.tray_empty")

    def tooltip_text(self) -> str | None:
        """Why the target under the mouse is illegal; else what a hovered own tile or a
        muddy stop means."""
        text = super().tooltip_text()
        if text is not None or self.tooltip_hidden or not self.is_human_turn():
            return text
        pointer = self.pointer_at(self.mouse) if self.pointer_known else None
        if pointer is not None:
            return tr("goldmine_ui.pointer", count=pointer.count)
        for rect, tile in self.hand_rects:
            if rect.collidepoint(self.mouse):
                playable = any(own(a) and TILES[a[1]] == TILES[tile] for a in self.legal())
                help_key = "own_tile_play" if playable else "own_tile_later"
                return tr(f"goldmine_ui.{help_key}", tile=tile_name(tile))
        action = self.candidate()
        if action is not None and action[0] in CHALLENGES and action != self.pending:
            kind = "both" if self._both_challenges(action[1], self.legal()) else action[0]
            if self.choosing == action[1]:
                return None
            return tr(f"goldmine_ui.challenge_click.{kind}", target=self.seat_name(action[1]))
        if action is not None and action[0] == "move":
            target = self.targets().get(tuple(action[1:4]))
            if target is not None and target[1]:
                return tr("goldmine_ui.mud_stop", count=int(target[0]))
            if target is not None and target[0] == "0":
                return tr("goldmine_ui.stay_here")
        return None

    # --- input -----------------------------------------------------------------------------
    def handle_game_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type == pygame.MOUSEWHEEL and pygame.key.get_mods() & ROTATE_MODS:
            if self.tile_to_place() is not None and self.is_human_turn():
                self.rotate(1 if event.y > 0 else -1)
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if self.choosing is not None and self._choice_event(event):
            return
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and self._hand_click(event.pos):
            return
        if self.view.camera.handle_event(event):
            self.view.take_over()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.hover = event.pos
            pointer = self.pointer_at(event.pos)
            if pointer is not None:
                self.view.look_at_goal(pointer)
                return
            self.click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            if self.tile_to_place() is not None and self.is_human_turn():
                self.rotate(1)
            elif self.pending is not None:
                self.pending = None
                self.refresh()

    def _button(self, element) -> None:
        action = self.slots.get(element)
        if action is not None:
            self.app.audio.play("click")
            if action[0] in CHALLENGES and action != self.pending:
                self.pending = action  # a challenge costs a token: it waits for a confirmation
                self.refresh()
            else:
                self.commit(action)
        elif element is self.buttons.get("rotate"):
            self.rotate(1)
        elif element is self.buttons.get("fit"):
            self.view.fit(self.observation().board)
        elif element is self.buttons.get("confirm") and self.pending is not None:
            self.commit(self.pending)

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_r and self.tile_to_place() is not None and self.is_human_turn():
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key == pygame.K_f:
            self.view.fit(self.observation().board)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pending is not None:
            if self.is_human_turn():
                self.commit(self.pending)
            return True
        if event.key == pygame.K_BACKSPACE and self.pending is not None:
            self.pending = None
            self.refresh()
            return True
        return False

    def back(self) -> None:
        """Esc closes the challenge choice box first; otherwise the pause menu."""
        if self.choosing is not None:
            self.choosing = None
            self.refresh()
            return
        super().back()

    def _both_challenges(self, seat: int, legal) -> bool:
        return ("gold", seat) in legal and ("bat", seat) in legal

    def _choice_event(self, event: pygame.event.Event) -> bool:
        """Input while the challenge choice box is open: a click on a choice makes that
        challenge (the box is its confirmation), a right click, Backspace or a click
        elsewhere closes it (the click elsewhere then counts as usual)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            return any(rect.collidepoint(event.pos) for rect, _ in self.choice_rows())
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, action in self.choice_rows():
                if rect.collidepoint(event.pos):
                    self.choosing = None
                    self.app.audio.play("click")
                    self.commit(action)
                    return True
            box = self.choice_box()
            self.choosing = None
            self.refresh()
            return box is not None and box.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.choosing = None
            self.refresh()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.choosing = None
            self.refresh()
            return True
        return False

    def _hand_click(self, pos: tuple[int, int]) -> bool:
        """A click on one of the turn player's own face-up tiles plays it, when it may."""
        if not self.is_human_turn():
            return False
        for rect, tile in self.hand_rects:
            if rect.collidepoint(pos):
                for action in self.legal():
                    if own(action) and TILES[action[1]] == TILES[tile]:
                        self.app.audio.play("click")
                        self.commit(action)
                        return True
                self.app.audio.play("error")
                return True
        return False

    def rotate(self, step: int) -> None:
        """Turn the tile to place; on a marked spot only the rotations that fit there (when
        only one does, or the tile looks the same every way round, a note says so)."""
        self.hint_action = None
        square = self._pending_square() or (self.view.square_at(self.hover) if self.hover else None)
        rots = self.spots().get(square, []) if square is not None else []
        tile = self.tile_to_place()
        if len(rots) == 1 or (tile is not None and not rots and len(distinct_turns(tile)) == 1):
            key = "only_one_way" if len(rots) == 1 else "same_every_way"
            where = self.view.camera.rect_to_screen((*square, 1, 1)) if rots else None
            self.note = (tr(f"goldmine_ui.{key}"), self.time + NOTE_TIME, where)
            self.app.audio.play("error")
            self.refresh()
            return
        if rots:
            current = self.ghost_rot(square)
            index = rots.index(current) if current in rots else -1
            self.rot = rots[(index + step) % len(rots)]
        else:
            self.rot = (self.rot + step) % 4
        if self.pending is not None and self.pending[0] == "place":
            self.pending = ("place", self.pending[1], self.pending[2], self.ghost_rot(square))
        self.refresh()

    def preview_rot(self) -> int:
        """The rotation the panel's picture of the tile shows: the ghost's on the board
        (the chosen spot, or the marked square under the mouse), else the one chosen."""
        square = self._pending_square()
        if square is None and self.hover is not None and self.pointed():
            square = self.view.square_at(self.hover)
        if square is not None and square in self.spots():
            return self.ghost_rot(square)
        return self.rot

    def _pending_square(self) -> tuple[int, int] | None:
        if self.pending is not None and self.pending[0] == "place":
            return (self.pending[1], self.pending[2])
        return None

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the board: choose (first click) or confirm (the same choice again)."""
        if not self.is_human_turn():
            return
        action = self.candidate()
        if action is None:
            return
        if action not in self.legal():
            self.app.audio.play("error")
            return
        if action == self.pending:
            self.commit(action)
            return
        if action[0] in CHALLENGES and self._both_challenges(action[1], self.legal()):
            self.pending = None
            self.choosing = action[1]  # which challenge: the choice box asks
            self.app.audio.play("click")
            self.refresh()
            return
        self.pending = action
        self.hint_action = None  # the player acts: the hint has done its work
        if action[0] == "place":
            self.rot = action[3]
        self.app.audio.play("click")
        self.refresh()

    def commit(self, action: Action) -> None:
        self.pending = None
        self.play(action)

    def after_hint(self) -> None:
        """Bring the hinted place into view (a miner to challenge: its square)."""
        action = self.hint_action
        if action is None:
            return
        if action[0] in ("place", "move", "nugget"):
            self.view.follow([(action[1], action[2])])
        elif action[0] in CHALLENGES:
            where = self.observation().miners[action[1]]
            if where is not None:
                self.view.follow([where[:2]])

    def after_undo(self) -> None:
        self.pending = None
        self.choosing = None
        self.sounds_due.clear()  # the undone steps' sounds are not heard
        self.finish_animations()

    # --- animations ----------------------------------------------------------------------------
    def animate(self, report: StepReport) -> float:
        value = report.value
        keys = [entry.key.rsplit(".", 1)[-1] for entry in report.entries]
        if report.is_chance:
            return self._animate_chance(report, keys)
        kind = value[0]
        if kind in SOURCE_ACTIONS or kind == "end":
            self.tray = None
        if kind in ("gold", "bat"):
            self.challenge_seen = (kind, report.seat, value[1])
            self.app.audio.play("bat" if kind == "bat" else "gold")
            return 0.2
        if kind == "place":
            square = (value[1], value[2])
            self.drop = (square, self.time)
            self.view.follow([square])
            self.app.audio.play("dig")
            return DROP_TIME
        if kind == "move":
            seconds = self._walk(report)
            if "collect" in keys:  # the nugget rings when the miner gets there
                self.sounds_due.append((self.time + seconds * self.animation_scale(), "gold"))
            return seconds
        if kind == "nugget":
            self.view.follow([(value[1], value[2])])
            self.app.audio.play("gold")
            return 0.3
        if "collect" in keys:
            self.app.audio.play("gold")
        return 0.0

    def _animate_chance(self, report: StepReport, keys: list[str]) -> float:
        value = report.value
        if "production" in keys or "production_early" in keys:
            self.shown_miners = list(self.observation().miners)
        if "draw" in keys or "no_fit" in keys:
            self.drawn_at = self.time
            self.app.audio.play("dig" if "draw" in keys else "error")
            return DRAW_TIME
        if "rolloff" in keys:
            rolls = report.entries[keys.index("rolloff")].args["rolls"]
            self.tray = {"kind": "rolloff", "rolls": tuple(rolls), "start": self.time}
            self.app.audio.play("dice")
            return ROLL_TIME + 0.4
        if "duel" in keys:
            kind, attacker, defender = self.challenge_seen or ("gold", -1, -1)
            entry = report.entries[keys.index("duel")]
            self.tray = {
                "kind": "duel",
                "challenge": kind,
                "attacker": attacker,
                "defender": defender,
                "rounds": tuple(value),
                "winner": entry.args["seat"],
                "start": self.time,
            }
            self.app.audio.play("dice")
            return ROUND_TIME * len(value) + 0.6
        for key in ("roll", "bonus_roll", "push_roll", "passage_open", "passage_shut"):
            if key in keys:
                entry = report.entries[keys.index(key)]
                dice = value if isinstance(value, tuple) else (value,)
                if key in ("bonus_roll", "push_roll") and self.tray and self.tray["kind"] == "duel":
                    # the winner's roll joins the challenge's dice: the rounds stay in view
                    self.tray["then"] = {
                        "dice": dice,
                        "entry": entry,
                        "text": self.log_text(entry),
                        "start": self.time,
                    }
                    self.app.audio.play("dice")
                    return ROLL_TIME + 0.3
                self.tray = {
                    "kind": key,
                    "dice": dice,
                    "seat": entry.args["seat"],
                    "entry": entry,
                    "text": self.log_text(entry),
                    "start": self.time,
                }
                self.app.audio.play("dice")
                return ROLL_TIME + 0.3
        return 0.0

    def log_text(self, entry) -> str:
        args = {k: self.log_arg(k, v) for k, v in entry.args.items()}
        x, y = entry.args.get("x"), entry.args.get("y")
        if isinstance(x, int) and isinstance(y, int):
            args["where"] = where(x, y)
        return tr(entry.key, **args)

    def _walk(self, report: StepReport) -> float:
        moved = [e.args["seat"] for e in report.entries if e.key.endswith((".move", ".pushed"))]
        if not moved:
            return 0.0
        seat = moved[0]
        board = self.observation().board
        start = self.shown_miners[seat] if seat < len(self.shown_miners) else None
        goal = tuple(report.value[1:4])
        self.shown_miners[seat] = goal
        if start is None or start == goal:
            return 0.0
        route = mine.route(board, start, goal, self.observation().mud)
        points = walk_points(board, route if len(route) > 1 else [start, goal])
        steps = max(1, len(route) - 1)
        self.walks[seat] = (points, self.time, steps * STEP_TIME * self.animation_scale())
        self.view.follow([goal[:2]])
        self.app.audio.play("step")
        return steps * STEP_TIME + 0.1

    def finish_animations(self) -> None:
        for name in dict.fromkeys(name for _, name in self.sounds_due):
            self.app.audio.play(name)
        self.sounds_due.clear()
        self.walks.clear()
        self.drop = None
        self.drawn_at = None
        if self.tray is not None:
            self.tray["start"] = -100.0
        self.shown_miners = list(self.observation().miners)

    def animate_end(self) -> float:
        self.app.audio.play("win")
        return 0.8

    # --- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.view.update(dt)
        for seat, (_, start, duration) in list(self.walks.items()):
            if self.time - start >= duration:
                del self.walks[seat]
        for due in [d for d in self.sounds_due if d[0] <= self.time]:
            self.sounds_due.remove(due)
            self.app.audio.play(due[1])

    def marks(self, hover: bool = True) -> Marks:
        """What to mark on the mine; ``hover``: with the ghost of the tile under the mouse."""
        shown = self.observation()
        marks = Marks()
        human = self.is_human_turn()
        marks.walking = {seat: self._walk_point(seat) for seat in self.walks}
        if shown.turn >= 0 and shown.miners[shown.turn] is not None and not shown.end:
            marks.glows = {shown.turn: GLOW_TURN}
        if not human:
            return marks
        tile = self.tile_to_place()
        if tile is not None:
            spots = self.spots()
            marks.spots = spots.keys()
            square = self._pending_square()
            if square is None and hover and self.hover is not None and self.pointed():
                square = self.view.square_at(self.hover)  # quiet after a step, until it moves
            if square is not None and square not in shown.board:
                rot = self.ghost_rot(square)
                marks.ghost = (tile, square, rot, rot in spots.get(square, []))
                marks.ghost_chosen = square == self._pending_square()
        marks.targets = self.targets()
        if shown.stage == "nugget":
            marks.chambers = [(a[1], a[2]) for a in self.legal() if a[0] == "nugget"]
        if self.pending is not None and self.pending[0] in ("move", "nugget"):
            marks.chosen = tuple(self.pending[1:])
        if shown.stage == "action":
            glows = dict(marks.glows)
            for action in self.legal():
                if action[0] == "bat":
                    glows.setdefault(action[1], GLOW_BAT)
                elif action[0] == "gold":
                    glows[action[1]] = GLOW_GOLD
            marks.glows = glows
            if self.pending is not None and self.pending[0] in CHALLENGES:
                marks.picked = self.pending[1]
            if self.choosing is not None:
                marks.picked = self.choosing
        return marks

    def edge_pointers(self, marks: Marks | None = None) -> list[Pointer]:
        """The pointers at the view's edge towards marks off-screen (only while the player
        at the keyboard decides; cached while neither the position nor the view moves)."""
        cam = self.view.camera
        key = (self.version, cam.centre, cam.zoom, tuple(cam.viewport), self.is_human_turn())
        if self._edge is None or self._edge[0] != key:
            pointers = []
            if self.is_human_turn():
                marks = marks or self.marks(hover=False)
                pointers = self.view.pointers(self.observation(), marks, self.px(POINTER_SIZE))
            self._edge = (key, pointers)
        return self._edge[1]

    def pointer_at(self, pos: tuple[int, int]) -> Pointer | None:
        """The pointer towards marks off-screen under ``pos``."""
        if not self.view.rect.collidepoint(pos):
            return None
        return self.view.pointer_at(self.edge_pointers(), pos, self.px(POINTER_SIZE))

    def _walk_point(self, seat: int) -> tuple[float, float]:
        points, start, duration = self.walks[seat]
        t = 1.0 if duration <= 0 else min(1.0, (self.time - start) / duration)
        return along(points, t)

    def draw_board(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, None, self._paint_panel)
        shown = self.observation()
        marks = self.marks()
        self.view.draw(surface, shown, marks)
        self._draw_drop(surface)
        dice_tray.draw(self, surface, self.tray_rect)
        self.view.draw_pointers(surface, self.edge_pointers(marks), self.px(POINTER_SIZE))
        if self.hint_action is not None and self.is_human_turn():
            hint_overlay.draw(self, surface, self.hint_action)
        self._draw_note(surface)
        self._draw_choice(surface)
        self._draw_tile_box(surface, shown)

    def _draw_note(self, surface: pygame.Surface) -> None:
        """A short note that answers a key that could do nothing (R when only one way fits),
        by the square it is about, else by the Turn button; gone after a moment."""
        if self.note is None:
            return
        words, until, where = self.note
        if self.time >= until or not self.is_human_turn():
            self.note = None
            return
        on_board = where is not None
        rect = where if on_board else self.buttons["rotate"].rect
        hint_overlay.bubble(self, surface, words, rect, on_board, theme.GOLD_LIGHT)

    # --- the challenge choice box ---------------------------------------------------------------
    def choice_box(self) -> pygame.Rect | None:
        """Where the gold-or-bat choice box stands: beside the clicked miner, inside the view."""
        if self.choosing is None or not self.is_human_turn():
            return None
        shown = self.observation()
        points = self.view.miner_points(shown, {})
        if self.choosing not in points:
            return None
        px = self.px
        mx, my = self.view.screen(points[self.choosing])
        width = max(fonts.font(px(15), bold=True).size(line)[0] for line in self._choice_words())
        width = min(width + px(56), self.view.rect.w - px(16))
        box = pygame.Rect(0, 0, width, px(38) + 2 * px(44))
        gap = self.view.miner_size()
        box.midleft = (round(mx + gap), round(my))
        if box.right > self.view.rect.right - px(8):
            box.midright = (round(mx - gap), round(my))
        return box.clamp(self.view.rect.inflate(-px(8), -px(8)))

    def _choice_words(self) -> list[str]:
        target = self.seat_name(self.choosing) if self.choosing is not None else ""
        seat = self.match.to_move
        tokens = self.observation().tokens[seat] if seat >= 0 else (0, 0)
        return [
            tr("goldmine_ui.choose.title", target=target),
            tr("goldmine_ui.choose.gold", left=tokens[0]),
            tr("goldmine_ui.choose.bat", left=tokens[1]),
        ]

    def choice_rows(self) -> list[tuple[pygame.Rect, Action]]:
        """The choice box's two rows and the challenge each makes."""
        box = self.choice_box()
        if box is None or self.choosing is None:
            return []
        px = self.px
        rows = []
        for i, kind in enumerate(CHALLENGES):
            rect = pygame.Rect(box.x + px(8), box.y + px(34) + i * px(44), box.w - px(16), px(40))
            rows.append((rect, (kind, self.choosing)))
        return rows

    def _draw_choice(self, surface: pygame.Surface) -> None:
        box = self.choice_box()
        if box is None:
            return
        px = self.px
        words = self._choice_words()
        shadow = box.move(px(3), px(3))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=px(10))
        pygame.draw.rect(surface, (30, 24, 32), box, border_radius=px(10))
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=px(10))
        title = fonts.render(words[0], px(15), theme.GOLD_LIGHT, bold=True)
        surface.blit(title, (box.x + px(12), box.y + px(8)))
        for (rect, action), line in zip(self.choice_rows(), words[1:], strict=True):
            hover = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, (74, 60, 44) if hover else (48, 40, 36), rect, 0, px(8))
            glow = GLOW_GOLD if action[0] == "gold" else GLOW_BAT
            pygame.draw.rect(surface, glow, rect, px(2), px(8))
            token_icon(surface, (rect.x + px(20), rect.centery), px(13), action[0])
            text = fonts.render(line, px(15), theme.CREAM, bold=hover)
            surface.blit(text, text.get_rect(midleft=(rect.x + px(40), rect.centery)))

    def _draw_drop(self, surface: pygame.Surface) -> None:
        if self.drop is None:
            return
        square, start = self.drop
        t = (self.time - start) / max(0.01, DROP_TIME * self.animation_scale())
        if t >= 1:
            self.drop = None
            return
        rect = self.view.camera.rect_to_screen((square[0], square[1], 1, 1))
        grow = round((1 - t) * rect.w * 0.25)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(grow, grow), max(2, rect.w // 18))

    def state_for_test(self) -> dict[str, Any]:
        out = super().state_for_test()
        tray = self.tray
        out.update(
            stage=self.observation().stage,
            pending=self.pending,
            rot=self.rot,
            spots=sorted(self.spots()),
            slots=[a for a in self.slots.values() if a is not None],
            step=step_of(self.observation()),
            tray=None if tray is None else tray["kind"],
            tray_words=dice_tray.duel_words(self, tray) if tray and tray["kind"] == "duel" else [],
        )
        return out


# --- helpers -----------------------------------------------------------------------------------


LOG_ROOM = 50 + 16 + 130
"""Design height below the game's panel: Undo / Hint, the margin, and the least room the
log should keep before the panel turns tight."""


def panel_sizes(players: int, tight: bool) -> dict[str, int]:
    """Design heights in the side panel: a player's row, the round and stacks, the tile box,
    a row of choice buttons, the Turn / Fit / Confirm row."""
    if tight:
        row, info, box, pitch, tools = (36 if players <= 4 else 31), 56, 80, 32, 42
    else:
        row, info, box, pitch, tools = (46 if players <= 4 else 40), 62, 100, 38, 48
    return {"row": row, "info": info, "box": box, "pitch": pitch, "tools": tools}


def seat_label_key(seat: int) -> str:
    return f"goldmine_ui.colour.{miner_art.COLOURS[seat % 6]}"


def move_targets(shown, legal) -> dict[mine.Position, tuple[str, bool]]:
    """Where a move may end -> (its label: the steps it takes or a pool, whether mud stops
    the miner there)."""
    if shown.stage not in MOVE_STAGES:
        return {}
    ends = [(a[1], a[2], a[3]) for a in legal if a[0] == "move"]
    if shown.stage == "passage_move":
        return {p: ("≈", False) for p in ends}
    mover = shown.challenge.loser if shown.stage == "push" else shown.turn
    start = shown.miners[mover]
    distance = mine.reach(shown.board, start, shown.steps, shown.mud)
    return {
        p: (str(distance.get(p, 0)), shown.mud and p != start and mine.is_muddy(shown.board, p))
        for p in ends
    }


def action_prompt(shown, legal) -> str:
    """The prompt's key in the Action step, by what is still open: a challenge (not once one
    was made, nor without tokens), a hand-over to a partner, or only ending the turn."""
    kinds = {action[0] for action in legal}
    challenge = bool(kinds & set(CHALLENGES))
    partner = bool(kinds & {"give", "take"})
    if challenge:
        return "action" if partner else "action_solo"
    if partner:
        return "action_partner"
    return "action_done" if shown.challenged else "action_end"


def touches_a_corner(board, square: tuple[int, int]) -> bool:
    """Whether a tile of the mine meets ``square`` at a corner (so "detached" means a
    corner only, rather than nothing at all)."""
    x, y = square
    return any((x + dx, y + dy) in board for dx in (-1, 1) for dy in (-1, 1))


def distinct_turns(tile: Tile) -> set:
    """The different pictures of ``tile`` turned 0-3 quarter turns (a crossroads or a cave
    has one: turning it changes nothing; the path with a feature counts apart)."""
    featured = tile.passage or tile.mud or tile.spec.chamber
    turns = set()
    for rot in range(4):
        paths = GEOMETRY[tile.kind][rot].paths
        turns.add((frozenset(paths), paths[0] if featured and len(paths) > 1 else None))
    return turns


def fit_slots(actions: list[Action], slots: int) -> list[Action]:
    """The buttons to show: every action when they fit; else the partner hand-overs are
    thinned to one, half and all (the rest of the choices always fit)."""
    if len(actions) <= slots:
        return actions
    others = [a for a in actions if a[0] not in ("give", "take")]
    kept = []
    for kind in ("give", "take"):
        counts = sorted(a[1] for a in actions if a[0] == kind)
        if counts:
            chosen = sorted({counts[0], counts[len(counts) // 2], counts[-1]})
            kept += [(kind, n) for n in chosen]
    return (others + kept)[:slots]


def walk_points(board, route: list[mine.Position]) -> list[tuple[float, float]]:
    """Board points a walk passes: each path's standing point and the edge between tiles."""
    points = [anchor(board, route[0])]
    for before, after in itertools.pairwise(route):
        if before[:2] != after[:2]:
            points.append(((before[0] + after[0]) / 2 + 0.5, (before[1] + after[1]) / 2 + 0.5))
        points.append(anchor(board, after))
    return points


def along(points: list[tuple[float, float]], t: float) -> tuple[float, float]:
    """The point a fraction ``t`` of the way along a polyline."""
    if len(points) == 1:
        return points[0]
    lengths = [
        ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 for a, b in itertools.pairwise(points)
    ]
    goal = sum(lengths) * max(0.0, min(1.0, t))
    for (a, b), length in zip(itertools.pairwise(points), lengths, strict=True):
        if goal <= length and length > 0:
            f = goal / length
            return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
        goal -= length
    return points[-1]
