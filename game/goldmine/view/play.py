"""The Gold Mine play scene: the mine through the camera, the side panel, placing tiles with
a ghost and a confirm step, moves with their step counts, dice, challenges and walks.

The shared chrome (status bar, tooltip, Undo / Hint / Menu, log, AI pacing, hand-overs and
the Results screen) is :class:`game.app.play.PlayScene`'s.  The scene is made of parts,
each a module of its own:

- the mine on screen (:class:`~game.goldmine.view.mine_view.MineView`, the kit's camera);
- :class:`~game.goldmine.view.panel.MinePanel`: the side panel, with the kit's choice
  slots and their pending choice (:class:`~game.app.choices.ChoiceSlots`);
- :class:`~game.goldmine.view.marking.MineMarks`: what the mine marks and the mouse points at;
- :class:`~game.goldmine.view.controls.MineControls`: the player's input;
- :class:`~game.goldmine.view.challenge_box.ChallengeBox`: the gold-or-bat choice;
- :class:`~game.goldmine.view.motion.MineMotion`: the animations and sounds, from the
  step events, with the kit's dice tray (:class:`~game.app.dice_tray.DiceTray`);
- the hint drawn on the mine (:mod:`game.goldmine.view.hint`).

Everything drawn comes from the observation the chrome allows, the legal actions and the
step events; why an action is illegal comes from the rules' ``explain``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app.choices import Offer
from game.app.dice_tray import Words
from game.app.play import PlayScene
from game.app.recap import Told
from game.app.theme import GOLD_LIGHT
from game.engine.contract import Action, LogEntry
from game.engine.events import Event
from game.engine.match import Match, StepReport
from game.goldmine import actions as act
from game.goldmine import queries
from game.goldmine.actions import HANDOVERS, Kind
from game.goldmine.tiles import TILES, Tile
from game.goldmine.view import hint as hint_overlay
from game.goldmine.view import miners as miner_art
from game.goldmine.view import recap
from game.goldmine.view import tray as dice_tray
from game.goldmine.view.challenge_box import ChallengeBox
from game.goldmine.view.controls import MineControls
from game.goldmine.view.marking import POINTER_SIZE, MineMarks
from game.goldmine.view.mine_view import MineView
from game.goldmine.view.motion import MineMotion
from game.goldmine.view.panel import MinePanel
from game.goldmine.view.tile_art import TileArt
from game.goldmine.view.words import CHALLENGES, own, step_of, tile_name, where
from game.text import tr

BOARD_KINDS = (Kind.PLACE, Kind.MOVE, Kind.NUGGET)
"""Choices made on the mine, never on a button."""
MOVEMENT = (act.excavate(), act.roll(), act.passage(), act.stay())
"""The movement step's four choices: always on their buttons, disabled with the rules'
reason when not open now (an empty stack, no passage under the miner)."""
POINTED_KINDS = (*BOARD_KINDS, *CHALLENGES)
"""Decisions that point at the mine: a square, a path's end, a miner to challenge."""


class GoldMinePlay(PlayScene):
    name = "goldmine_play"
    hidden_information = False  # everything in Gold Mine is public: no privacy screen
    panel_width = 380
    status_lines = 3  # a challenge's prompt names two players: three lines at 1024x640 130 %
    log_turn_keys = frozenset({"goldmine.log.turn"})  # the shared turn separators say it

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.view = MineView(app.settings.colorblind)
        self.art = TileArt()
        self.panel = MinePanel(self)
        self.choices = self.panel.choices
        self.marking = MineMarks(self)
        self.controls = MineControls(self)
        self.challenge_box = ChallengeBox(self)
        self.motion = MineMotion(self.app.audio.play, self.view.follow)
        self.view.hold = self.deciding
        self.tray = self.motion.tray
        self._why: tuple[Any, dict[Action, str | None]] | None = None

    @property
    def pending(self) -> Action | None:
        """The choice waiting for its confirmation (a tile's spot, a move, a challenge)."""
        return self.choices.pending

    def holding(self) -> bool:
        return self.pending is not None

    # --- names and words -------------------------------------------------------------------
    def log_arg(self, name: str, value: Any) -> Any:
        if name in ("seat", "target", "attacker", "defender") and isinstance(value, int):
            return self.seat_name(value)
        if name == "tile" and isinstance(value, int):
            return tile_name(value)
        if name == "rolls" and isinstance(value, (list, tuple)):
            return ", ".join(f"{self.seat_name(s)} {d}" for s, d in value)
        return value

    def say(self, words: Words) -> str:
        """Words of the tray or of a reason in the language of the moment (seats by name,
        squares by where they are)."""
        args = {k: self.log_arg(k, v) for k, v in words.args.items()}
        x, y = words.args.get("x"), words.args.get("y")
        if isinstance(x, int) and isinstance(y, int):
            args["where"] = where(x, y)
        return tr(words.key, **args)

    def log_text(self, entry: LogEntry) -> str:
        return self.say(Words(entry.key, entry.args))

    def save_meta(self) -> dict[str, Any]:
        players = self.observation().players
        return {"seat_name_keys": [seat_label_key(s) for s in range(players)]}

    def why(self, action: Action) -> str | None:
        """Why ``action`` cannot be done now, in words (the rules' ``explain``; None when it
        can), asked once per observation."""
        shown = self.observation()
        if self._why is None or self._why[0] is not shown:
            self._why = (shown, {})
        known = self._why[1]
        if action not in known:
            found = self.match.rules.explain(shown, action)
            known[action] = None if found is None else self.say(Words(found[0], found[1]))
        return known[action]

    def hint_button(self, action: Action) -> Any:
        return self.choices.button_of(action)

    def describe(self, action: Action) -> str:
        kind = action[0]
        if kind in CHALLENGES:
            return tr(f"goldmine_ui.action.{kind}", target=self.seat_name(action[1]))
        if kind in HANDOVERS:
            partner = queries.partner(self.observation(), self.match.to_move)
            name = self.seat_name(partner) if partner is not None else ""
            return tr(f"goldmine_ui.action.{kind}", count=action[1], target=name)
        if own(action):
            return tr(f"goldmine_ui.action.{kind}_own", tile=tile_name(action[1]))
        if kind in BOARD_KINDS:
            return tr(f"goldmine_ui.action.{kind}", where=where(action[1], action[2]))
        return tr(f"goldmine_ui.action.{kind}")

    def describe_short(self, action: Action) -> str:
        """Shorter words for a narrow button ("Gold vs Green"); "" when there are none."""
        if action[0] in CHALLENGES:
            return tr(f"goldmine_ui.action_short.{action[0]}", target=self.seat_name(action[1]))
        return ""

    def action_help(self, action: Action) -> str:
        key = f"goldmine_ui.help.{action[0]}"
        return tr(key, target=self.seat_name(action[1])) if action[0] in CHALLENGES else tr(key)

    def problem(self, action: Action) -> str | None:
        if action in self.legal():
            return None
        if action[0] == Kind.PLACE and self.marking.tile_to_place() is None:
            return None
        return self.why(action)

    def prompt(self) -> str:
        shown = self.observation()
        # deciding during someone else's turn, the chrome names both seats itself
        named = self.your_turn if self.decides_during() is None else str
        choosing, pending = self.challenge_box.choosing, self.pending
        if choosing is not None:
            target = self.seat_name(choosing)
            return named(tr("goldmine_ui.prompt.choose_challenge", target=target))
        if pending is not None:
            if pending[0] in CHALLENGES:
                key = f"goldmine_ui.prompt.confirm_{pending[0]}"
                return named(tr(key, target=self.seat_name(pending[1])))
            return named(tr("goldmine_ui.prompt.confirm"))
        stage = shown.stage
        args: dict[str, Any] = {"count": shown.steps}
        if stage == "place":
            args["tile"] = tile_name(shown.drawn)
        if stage == "push" and shown.challenge is not None:
            args["target"] = self.seat_name(shown.challenge.loser)
        if stage == "action":
            stage = action_prompt(shown, self.legal())
        elif stage == "movement":
            stage = movement_prompt(self.legal())
        return named(tr(f"goldmine_ui.prompt.{stage}", **args))

    def tooltip_text(self) -> str | None:
        """Why the target under the mouse is illegal; else what a hovered own tile or a
        muddy stop means."""
        text = super().tooltip_text()
        if text is not None or self.tooltip_hidden or not self.is_human_turn():
            return text
        pointer = self.marking.pointer_at(self.mouse) if self.pointer_known else None
        if pointer is not None:
            return tr("goldmine_ui.pointer", count=pointer.count)
        tile = self.panel.hand_tile_at(self.mouse)
        if tile is not None:
            return self.own_tile_text(tile)
        action = self.candidate()
        if action is not None and action[0] in CHALLENGES and action != self.pending:
            legal = self.legal()
            kind = "both" if self.challenge_box.offers_both(action[1], legal) else action[0]
            if self.challenge_box.choosing == action[1]:
                return None
            return tr(f"goldmine_ui.challenge_click.{kind}", target=self.seat_name(action[1]))
        if action is not None and action[0] == Kind.MOVE:
            target = self.marking.targets().get(tuple(action[1:4]))
            if target is not None and target[1]:
                return tr("goldmine_ui.mud_stop", count=int(target[0]))
            if target is not None and target[0] == "0":
                return tr("goldmine_ui.stay_here")
        return None

    def own_tile_text(self, tile: int) -> str:
        """An own face-up tile under the mouse: a click plays it; else why not (while own
        tiles may be played), or what it is for."""
        if any(own(a) and TILES[a[1]] == TILES[tile] for a in self.legal()):
            return tr("goldmine_ui.own_tile_play", tile=tile_name(tile))
        shown = self.observation()
        laying = {"dev_source": act.hand, "movement": act.excavate}.get(shown.stage)
        if laying is not None:
            return self.why(laying(tile)) or ""
        return tr("goldmine_ui.own_tile_later", tile=tile_name(tile))

    # --- layout and the panel ------------------------------------------------------------------
    def layout_board(self, area: pygame.Rect) -> None:
        self.view.colorblind = self.app.settings.colorblind
        mine_rect = self.tray.split(area, self.px)
        self.view.set_rect(mine_rect, self.px(88))
        self.view.set_board(self.observation().board)

    def build_panel(self, x: int, width: int, top: int) -> int:
        return self.panel.build(x, width, top)

    def refresh_panel(self) -> None:
        shown = self.observation()
        human = self.is_human_turn()
        legal = self.match.legal_actions() if human else []
        self.choices.keep_legal(legal)
        box = self.challenge_box
        if box.choosing is not None and not box.offers_both(box.choosing, legal):
            box.close()
        self.panel.refresh(self.offers(shown, legal), human, human and shown.stage == "place")
        if not self.steps.busy:
            self.view.set_board(shown.board)
            kept = dice_tray.kept_duel(shown, self.tray)
            if kept is not None:
                self.tray.shown = kept

    def offers(self, shown, legal: list[Action]) -> list[Offer]:
        """The choices on the panel's buttons: every legal one made without the mine (a
        long list of hand-overs thinned), the movement's four always."""
        if shown.stage == "movement" and legal:
            actions = list(MOVEMENT)  # an own tile to excavate with is clicked in the panel
        else:
            actions = [a for a in legal if a[0] not in BOARD_KINDS and not own(a)]
            actions = fit_slots(actions, len(self.choices))
        return [
            Offer(
                a,
                self.describe(a),
                self.action_help(a),
                None if a in legal else self.why(a),
                self.describe_short(a),
            )
            for a in actions
        ]

    # --- what the mouse points at -----------------------------------------------------------
    def candidate(self) -> Action | None:
        return self.marking.candidate()

    def tile_to_place(self) -> Tile | None:
        return self.marking.tile_to_place()

    def preview_rot(self) -> int:
        return self.marking.preview_rot()

    def targets(self) -> dict:
        return self.marking.targets()

    def commit(self, action: Action) -> None:
        self.choices.drop()
        self.play(action)

    # --- input -------------------------------------------------------------------------------
    def handle_game_event(self, event: pygame.event.Event) -> None:
        self.controls.handle(event)

    def deciding(self) -> bool:
        """The player at the screen is in the middle of a choice (one waits for its
        confirmation, or the challenge box asks which): the view must not move under them."""
        choosing = self.holding() or self.challenge_box.choosing is not None
        return choosing and self.is_human_turn()

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONUP and self.view.camera.pressed:
            self.view.camera.release()  # the release went elsewhere (a banner took it)

    def back(self) -> None:
        """Esc closes the challenge choice box first; otherwise the pause menu."""
        if self.challenge_box.close():
            self.refresh()
            return
        super().back()

    def after_hint(self) -> None:
        """Bring the hinted place into view (a miner to challenge: its square)."""
        action = self.hint_action
        if action is None:
            return
        if action[0] in BOARD_KINDS:
            self.view.show([(action[1], action[2])])
        elif action[0] in CHALLENGES:
            at = self.observation().miners[action[1]]
            if at is not None:
                self.view.show([at[:2]])

    def after_undo(self) -> None:
        self.choices.drop()
        self.challenge_box.close()
        self.motion.forget_sounds()  # the undone steps' sounds are not heard
        self.finish_animations()

    # --- animations ----------------------------------------------------------------------------
    def animate(self, report: StepReport) -> float:
        board = self.observation().board
        events = self.shown_events(report)
        return self.motion.show(events, board, self.time, self.animation_scale())

    def finish_animations(self) -> None:
        self.motion.finish()

    def tell(self, events: tuple[Event, ...]) -> Told:
        return recap.tell(events, self.seat_name)

    def target_rects(self) -> list[pygame.Rect]:
        """The squares, path ends and miners of the legal decisions made on the board."""
        seen, rects = set(), []
        for action in self.legal():
            kind = action[0]
            key = action[:3] if kind in (Kind.PLACE, Kind.NUGGET) else action
            if kind not in POINTED_KINDS or key in seen:
                continue
            seen.add(key)
            rect = hint_overlay.target(self, action)
            if rect is not None:
                rects.append(rect)
        return rects

    def mark_rect(self, at) -> pygame.Rect | None:
        return self.view.mark_rect(self.observation(), at)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return miner_art.colour(seat, self.app.settings.colorblind)

    def animate_end(self) -> float:
        self.app.audio.play("win")
        return 0.8

    def animating(self) -> bool:
        """The chrome's moments, and while the view glides (it may outlast them: a move that
        waited for a button or a choice goes on after it)."""
        return super().animating() or self.view.moving()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.view.update(dt)
        self.motion.update(self.time)

    # --- frame ---------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, None, self.panel.paint)
        shown = self.observation()
        marks = self.marking.marks()
        self.view.draw(surface, shown, marks)
        self.motion.draw_drop(surface, self.view.camera, self.time, self.animation_scale())
        dice_tray.draw(self, surface, self.tray)
        pointers = self.marking.edge_pointers(marks)
        self.view.draw_pointers(surface, pointers, self.px(POINTER_SIZE))
        if self.hint_action is not None and self.is_human_turn():
            hint_overlay.draw(self, surface, self.hint_action)
        self._draw_note(surface)
        self.challenge_box.draw(surface)
        self.panel.draw_tile_box(surface, shown)

    def _draw_note(self, surface: pygame.Surface) -> None:
        """A short note that answers a key that could do nothing (R when only one way fits),
        by the square it is about, else by the Turn button; gone after a moment."""
        note = self.controls.current_note()
        if note is None:
            return
        words, at = note
        on_board = at is not None
        rect = at if on_board else self.buttons["rotate"].rect
        hint_overlay.bubble(self, surface, words, rect, on_board, GOLD_LIGHT)

    def state_for_test(self) -> dict[str, Any]:
        out = super().state_for_test()
        shown = self.tray.shown
        duel = isinstance(shown, dice_tray.Duel)
        out.update(
            stage=self.observation().stage,
            pending=self.pending,
            rot=self.controls.rot,
            spots=sorted(self.marking.spots()),
            slots=self.choices.offered(),
            step=step_of(self.observation()),
            tray=None if shown is None else shown.kind,
            tray_words=dice_tray.duel_words(self, shown) if duel else [],
        )
        return out


# --- helpers -----------------------------------------------------------------------------------


def seat_label_key(seat: int) -> str:
    return f"goldmine_ui.colour.{miner_art.COLOURS[seat % 6]}"


def action_prompt(shown, legal) -> str:
    """The prompt's key in the Action step, by what is still open: a challenge (not once one
    was made, nor without tokens), a hand-over to a partner, or only ending the turn."""
    kinds = {action[0] for action in legal}
    challenge = bool(kinds & set(CHALLENGES))
    partner = bool(kinds & set(HANDOVERS))
    if challenge:
        return "action" if partner else "action_solo"
    if partner:
        return "action_partner"
    return "action_done" if shown.challenged else "action_end"


def movement_prompt(legal) -> str:
    """The prompt's key in the Movement step: it names only the choices open (rolling and
    staying always are; excavating needs a tile that fits, the passage a miner on one)."""
    kinds = {action[0] for action in legal}
    dig, passage = Kind.EXCAVATE in kinds, Kind.PASSAGE in kinds
    if dig:
        return "movement" if passage else "movement_dig"
    return "movement_passage" if passage else "movement_walk"


def fit_slots(actions: list[Action], slots: int) -> list[Action]:
    """The buttons to show: every action when they fit; else the partner hand-overs are
    thinned to one, half and all (the rest of the choices always fit)."""
    if len(actions) <= slots:
        return actions
    others = [a for a in actions if a[0] not in HANDOVERS]
    kept = []
    for kind in HANDOVERS:
        counts = sorted(a[1] for a in actions if a[0] == kind)
        if counts:
            chosen = sorted({counts[0], counts[len(counts) // 2], counts[-1]})
            kept += [act.handover(kind, n) for n in chosen]
    return (others + kept)[:slots]
