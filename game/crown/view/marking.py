"""What the Crown & Dragon board marks and what the mouse points at, a part of the play
scene: the legal choice a click on each square makes, the Forced March generals, the
highlights (reach with its step counts, targets, sites, the piece acting, the choice
waiting for its confirmation, the Hint's square) and the action under the mouse."""

from __future__ import annotations

from typing import Any

from game.crown import actions as acts
from game.crown.actions import Kind
from game.crown.board import Square, fly
from game.crown.cards import BLACKS, FORCED_MARCH, WALL_PRICE
from game.crown.turn import PlayedCard
from game.crown.view import board_art
from game.crown.view.context import CrownContext
from game.engine.contract import Action

MARCH = PlayedCard(FORCED_MARCH, black=False)
"""``card`` while Forced March's general and square are chosen."""
PLUNDER = PlayedCard(BLACKS.index("plunder"), black=True)
"""``card`` while Plunder's victim is chosen (with a button)."""
SQUARE_KINDS = acts.SQUARE_KINDS
"""Decisions made by a click on their square."""
ON_SQUARE = {
    "act": Kind.MOVE,
    "place": Kind.PLACE,
    "keep_place": Kind.PLACE,
    "rock": Kind.ROCK,
    "build": Kind.CASTLE,
    "assign": Kind.ASSIGN,
    "redeploy": Kind.ASSIGN,
    "crown": Kind.CROWN,
}
"""What a click on a square asks for at each stage (the rules say why it cannot be)."""


class CrownMarks:
    """The board's marks and the pointed choice of ``scene``
    (:class:`game.crown.view.play.CrownPlay`)."""

    def __init__(self, scene: CrownContext) -> None:
        self.scene = scene

    # --- what may be chosen on the board ---------------------------------------------------
    def square_actions(self) -> dict[Square, Action]:
        """Board square -> the legal action a click there makes (the viewer's decision)."""
        scene = self.scene
        if not scene.is_human_turn():
            return {}
        shown = scene.observation()
        found: dict[Square, Action] = {}
        for action in scene.legal():
            kind = action[0]
            if kind in SQUARE_KINDS:
                found[acts.square_of(action)] = action
            elif kind == Kind.ACT:
                found[dict(shown.generals)[acts.card_of(action)].at] = action
            elif kind == Kind.TARGET and len(action) >= 2:
                square = self.target_square(action)
                if square is not None:
                    found[square] = action
        return found

    def target_square(self, action: Action) -> Square | None:
        """Where a card's target lies on the board (None: chosen with a button)."""
        shown = self.scene.observation()
        march = self.scene.march
        if shown.card == MARCH:
            g, to = acts.march_of(action)
            if march is None:
                return None
            return to if g == march else None
        if len(action) == 3 and isinstance(action[1], int):
            return acts.square_of(action)
        if isinstance(action[1], str) and shown.dragon_at is not None:
            return fly(shown.dragon_at, *acts.flight_of(action))
        return None

    def march_generals(self) -> dict[Square, int]:
        """Forced March before its general is chosen: the generals that may march."""
        scene = self.scene
        shown = scene.observation()
        if not scene.is_human_turn() or shown.stage != "target" or shown.card != MARCH:
            return {}
        where = dict(shown.generals)
        marches = [acts.march_of(a) for a in scene.legal() if a[0] == Kind.TARGET]
        return {where[g].at: g for g, _ in marches}

    def marks(self) -> board_art.Marks:
        """What the board marks now (the viewer's choices; the piece acting; animations)."""
        scene = self.scene
        shown = scene.observation()
        hidden = scene.motion.hidden(shown)
        active = None
        if shown.piece is not None and shown.stage == "act":
            active = scene.queries().piece_square(shown.piece)
        marks = board_art.Marks(active=active, hidden=hidden, statuses=self.statuses())
        if not scene.is_human_turn():
            return marks
        actions = self.square_actions()
        reach = {sq for sq, a in actions.items() if a[0] == Kind.MOVE}
        marks.targets = frozenset(sq for sq, a in actions.items() if a[0] == Kind.ATTACK)
        marks.sites = frozenset(
            sq for sq, a in actions.items() if a[0] not in (Kind.MOVE, Kind.ATTACK)
        ) | frozenset(self.march_generals() if scene.march is None else ())
        if reach:
            costs, crown = scene.queries().reach()
            marks.reach = frozenset(reach - crown)
            marks.crown_reach = frozenset(reach & crown)
            marks.labels = {sq: str(costs[sq]) for sq in reach if sq in costs}
        if shown.stage == "build":
            price = self.castle_price()
            marks.labels = {
                sq: str(price if a[0] == Kind.CASTLE else WALL_PRICE)
                for sq, a in actions.items()
                if a[0] in (Kind.CASTLE, Kind.WALL)
            }
        pending = scene.choices.pending
        if pending is not None and pending[0] in SQUARE_KINDS:
            marks.chosen = acts.square_of(pending)
        if scene.march is not None:
            marks.chosen = dict(shown.generals)[scene.march].at
        hinted = [sq for sq, a in actions.items() if a == scene.hint_action]
        if hinted:  # the Hint's square is outlined as well as named
            marks.hover = hinted[0]
        return marks

    def statuses(self) -> tuple[tuple[Square, str], ...]:
        """The pieces with a lasting effect on them, each with its effect: Shield Wall
        (until its player's next turn) and Hero's Oath (this turn)."""
        shown = self.scene.observation()
        queries = self.scene.queries()
        found = [(queries.piece_square(key), "shield_wall") for key in shown.shield]
        found = [(square, kind) for square, kind in found if square is not None]
        if shown.oath and 0 <= shown.turn < len(shown.hero_at):
            found.append((shown.hero_at[shown.turn], "heros_oath"))
        return tuple(sorted(found))

    def castle_price(self) -> int:
        """What a castle costs the player at turn (the rules' answer)."""
        return self.scene.queries().castle_price(self.scene.observation().turn)

    # --- what the mouse points at ------------------------------------------------------------
    def hovered_square(self) -> Square | None:
        scene = self.scene
        if not scene.pointer_known:
            return None
        return scene.geo.square_at(scene.mouse)

    def hover_target(self) -> Any:
        square = self.hovered_square()
        if square is not None:
            return ("square", square)
        spot = self.scene.spot_at(self.scene.mouse)
        return None if spot is None else ("card", spot.what, spot.value)

    def candidate(self) -> Action | None:
        """The action a click on the square under the mouse would make, or ask for."""
        square = self.hovered_square()
        if square is None:
            return None
        found = self.square_actions().get(square)
        if found is not None:
            return found
        scene = self.scene
        shown = scene.observation()
        if shown.stage in ON_SQUARE:
            return acts.on_square(ON_SQUARE[shown.stage], square)
        if shown.stage == "target" and shown.card != PLUNDER:  # Plunder's victims: buttons
            if shown.card == MARCH and scene.march is not None:
                return acts.target_march(scene.march, *square)
            return acts.target_square(*square)
        if shown.stage == "army":  # one of the player's generals that may not act now
            mine = [g for g, p in shown.generals if p.at == square and p.owner == shown.turn]
            return acts.act(mine[0]) if mine else None
        return None
