"""The Crown & Dragon play scene's words, a part of it: each choice named and explained,
the prompt of every stage, and the tooltips of squares, pieces and cards.  Every reason
why something cannot be done is the rules' ``explain`` (through the scene's ``why``); the
strengths and prices are the rules' answers about the observation shown."""

from __future__ import annotations

from typing import Any

from game.crown import actions as acts
from game.crown import choice_words
from game.crown.actions import CARD_PLAYS, Kind
from game.crown.cards import ACTIONS, BLACKS, BRANCHES, DRAGONS, WALL_PRICE
from game.crown.preview import SidePreview
from game.crown.state import CrownObservation
from game.crown.view import offboard, words
from game.crown.view.context import CrownContext
from game.crown.view.marking import MARCH
from game.engine.contract import Action
from game.text import has, tr


class CrownTelling:
    """The words of ``scene`` (:class:`game.crown.view.play.CrownPlay`)."""

    def __init__(self, scene: CrownContext) -> None:
        self.scene = scene

    # --- the choices ---------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        return choice_words.describe(action, self.scene.queries(), self.scene.seat_name)

    def upkeep_help(self, mask: int) -> str:
        """An upkeep choice's cards by name: those let go and those kept."""
        kept, lost = choice_words.upkeep_cards(self.scene.queries(), mask)
        if not lost:
            return tr("crown_ui.help.upkeep")

        def names(cards: list[int]) -> str:
            return ", ".join(words.military_name(c) for c in cards) or tr("crown_ui.no_cards")

        return tr("crown_ui.help.upkeep_list", lost=names(lost), kept=names(kept))

    def action_help(self, action: Action) -> str:
        kind = action[0]
        key = f"crown_ui.help.{kind}"
        if kind == Kind.END and self.scene.observation().stage == "cards":
            key = "crown_ui.help.end_turn"
        if kind == Kind.UPKEEP:
            return self.upkeep_help(acts.mask_of(action))
        if kind in CARD_PLAYS:
            deck = "action_help" if kind == Kind.PLAY else "black_help"
            names = ACTIONS if kind == Kind.PLAY else BLACKS
            return tr(f"crown.{deck}.{names[acts.card_of(action)]}")
        if kind == Kind.DISCARD and len(action) == 2:  # a card of the hand, not the recruit
            text = tr(f"crown.action_help.{ACTIONS[acts.card_of(action)]}")
            return tr("crown_ui.help.discard_card", text=text)
        return tr(key) if has(key) else self.describe(action)

    def hint_words(self, action: Action) -> str:
        """The hinted choice and, where the rules can say it, why: the crown on the way, a
        battle's strengths (what it gains over the runner-up follows it: the scene's
        ``turns.hint_why``).  Never a restatement of the move or its price."""
        said = self.describe(action)
        reason = self.hint_reason(action)
        return said if reason is None else tr("crown_ui.hint_with_reason", action=said, why=reason)

    def hint_reason(self, action: Action) -> str | None:
        scene = self.scene
        kind = action[0]
        queries = scene.queries()
        if kind == Kind.MOVE:
            _costs, crown = queries.reach()
            square = acts.square_of(action)
            if square in crown:
                return tr("crown_ui.hint_reason.crown")
        if kind == Kind.ATTACK:
            preview = scene.battle_preview(acts.square_of(action))
            if preview is not None:
                return tr(
                    f"crown_ui.hint_reason.attack_{'win' if preview.defender_defeated else 'try'}",
                    atk=preview.attacker.atk,
                    defence=preview.defender.defence,
                )
        return None

    # --- the prompt ----------------------------------------------------------------------
    def prompt(self) -> str:
        key, args = self.prompt_key()
        named = self.scene.your_turn if self.scene.decides_during() is None else str
        if key in ("confirm_attack", "confirm_card", "confirm_hidden"):
            return named(self.confirm_prompt(self.scene.choices.pending))
        return named(tr(f"crown_ui.prompt.{key}", **args))

    def prompt_key(self) -> tuple[str, dict[str, Any]]:
        """The prompt's key under ``crown_ui.prompt`` and its arguments (the side panel's
        concept links, :mod:`game.crown.view.concepts`, follow the key)."""
        scene = self.scene
        shown = scene.observation()
        pending = scene.choices.pending
        if pending == acts.end() and shown.stage == "cards":
            return "cards_confirm", {}  # End turn waits for Confirm (the side panel holds it)
        if pending is not None:
            kind = pending[0]
            if kind == Kind.KEEP or shown.stage == "discard":  # it shows the others a card
                return "confirm_reveal", {"what": self.describe(pending)}
            if kind == Kind.ATTACK:
                return "confirm_attack", {}
            return ("confirm_card" if kind in CARD_PLAYS else "confirm_hidden"), {}
        stage = shown.stage
        args: dict[str, Any] = {"steps": shown.steps_left, "count": shown.steps_left}
        if stage == "assign":
            args["card"] = words.military_name(shown.assigning)
        if stage == "redeploy" and shown.pool:
            args["card"] = words.military_name(shown.pool[0])
        if stage in ("place", "keep_place"):
            args["general"] = words.general_name(shown.assigning)
        if stage == "target":
            card = shown.card
            if card == MARCH and scene.march is not None:
                return "march_square", {}
            name = BLACKS[card.kind] if card.black else ACTIONS[card.kind]
            return f"card.{name}", {}
        if stage == "act":
            piece = shown.piece
            stage = "hero" if piece is not None and piece[0] == "h" else "general"
            if piece is not None and piece[0] == "g":
                args["general"] = words.general_name(piece[1])
            stage += self.act_phase(shown)
        return stage, args

    def confirm_prompt(self, pending: Action) -> str:
        """What the choice waiting for its confirmation does, and how to confirm it."""
        kind = pending[0]
        if kind == Kind.ATTACK:
            return tr("crown_ui.prompt.confirm_attack")
        if kind in CARD_PLAYS:
            card = acts.card_of(pending)
            name = words.action_name(card) if kind == Kind.PLAY else words.black_name(card)
            return tr("crown_ui.prompt.confirm_card", card=name)
        return tr("crown_ui.prompt.confirm_hidden", what=self.describe(pending))

    def act_phase(self, shown: CrownObservation) -> str:
        """How far the moving piece has come (the prompt's variant): "" nothing done yet,
        "_moved" it may fight and then move on, "_fight" only a battle is left, "_fought"
        only the steps left, "_done" nothing but cards and Done."""
        steps = shown.steps_left > 0
        fight = any(a[0] == Kind.ATTACK for a in self.scene.legal())
        if shown.phase == 0:
            return "" if steps else ("_fight" if fight else "_done")
        if shown.phase == 1 and fight:
            return "_moved" if steps else "_fight"
        if shown.phase == 2 and steps:
            return "_fought"
        return "_done"

    # --- tooltips --------------------------------------------------------------------------
    def tooltip(self, text: str | None) -> str | None:
        """The tooltip, given the chrome's (``text``: why the pointed choice cannot be)."""
        scene = self.scene
        pointed = scene.pointed() if text is not None else None
        if pointed is not None and pointed[0] in (Kind.MOVE, Kind.TARGET):
            square = scene.marking.hovered_square()  # a piece in the way: what, then why
            info = None if square is None else self.piece_info(square)
            return text if info is None else f"{info}\n{text}"
        if text is not None or scene.tooltip_hidden or not scene.pointer_known:
            return text
        if not scene.is_top():
            return None
        seat = scene.panel.sections.heading_at(scene.mouse)
        if seat is not None:  # a click folds or opens the seat's section
            fold = "fold" if scene.panel.sections.is_open(seat) else "unfold"
            return tr(f"crown_ui.section_{fold}", player=scene.seat_name(seat))
        spot = scene.spot_at(scene.mouse)
        if spot is not None and spot.what == "back":
            return tr("crown_ui.hidden_hand")
        if spot is not None and spot.what == "info":
            return tr(f"crown_ui.info.{spot.deck}")
        if spot is not None and spot.what in ("market_general", "market_military"):
            return self.market_problem(spot)
        if spot is not None and spot.what in ("hand", "black"):
            return self.hand_problem(spot)
        square = scene.marking.hovered_square()
        if square is None or (scene.is_human_turn() and scene.battle_preview(square) is not None):
            return None  # a target shows the battle preview instead
        build = scene.marking.square_actions().get(square)
        if build is not None and build[0] in (Kind.CASTLE, Kind.WALL):
            return self.build_words(build)
        return self.piece_info(square)

    def build_words(self, action: Action) -> str:
        """A construction site under the mouse: what goes there and its price."""
        price = self.scene.marking.castle_price() if action[0] == Kind.CASTLE else WALL_PRICE
        return tr("crown_ui.build_tip", what=self.describe(action), gold=price)

    def market_problem(self, spot: offboard.CardSpot) -> str | None:
        """Why a card of the market cannot be bought now (None: it can, or it is not the
        time to buy)."""
        scene = self.scene
        if not scene.is_human_turn() or scene.observation().stage != "market":
            return None
        if spot.what == "market_general":
            return scene.why(acts.buy_general(spot.value))
        return scene.why(acts.buy_military(spot.value))

    def hand_problem(self, spot: offboard.CardSpot) -> str | None:
        """Why a card of the hand cannot be played now (None: it can, or it is not the
        player's turn); the reason comes from the rules."""
        scene = self.scene
        if not scene.is_human_turn():
            return None
        black = spot.what == "black"
        play = acts.dark(spot.value) if black else acts.play(spot.value)
        if {play, acts.discard(spot.value)} & set(scene.legal()):
            return None
        return scene.why(play)

    def piece_info(self, square) -> str | None:
        """What stands on ``square``, with its cards and strength (from the rules)."""
        side = self.scene.queries().side_at(square)
        if side is None:
            return None
        cards = ", ".join(words.military_name(c) for c in side.cards) or tr("crown_ui.no_cards")
        lines = [
            tr(
                "crown_ui.piece_info",
                piece=self.piece_words(side),
                cards=cards,
                atk=side.atk,
                defence=side.defence,
            )
        ]
        statuses = self.scene.marking.statuses()
        lines += [tr(f"crown_ui.status.{kind}") for at, kind in statuses if at == square]
        if side.cards:  # what the little card marks on the piece mean
            palette = "colorblind" if self.scene.app.settings.colorblind else "normal"
            colours = {b: tr(f"crown_ui.pip_colour.{palette}.{b}") for b in BRANCHES}
            lines.append(tr("crown_ui.pips_legend", **colours))
        return "\n".join(lines)

    def piece_words(self, side: SidePreview) -> str:
        """A fighter named for the preview: "Ragnar (Blue)", "Aldric of Sylva", a castle."""
        scene = self.scene
        o = scene.observation()
        if side.kind == "dragon":
            return tr(f"crown.dragon.{DRAGONS[min(o.dragon, len(DRAGONS) - 1)]}")
        owner = scene.seat_name(side.owner) if side.owner >= 0 else ""
        if side.kind == "hero":
            hero = words.hero_name(o.hero[side.owner])
            if hero == owner:  # players named after their heroes: "Sylva", not "Sylva (Sylva)"
                return hero
            return tr("crown_ui.piece.hero", player=owner, hero=hero)
        if side.kind == "general":
            g = next(g for g, p in o.generals if p.at == side.at)
            return tr("crown_ui.piece.general", player=owner, general=words.general_name(g))
        return tr(f"crown_ui.piece.{side.kind}", player=owner)
