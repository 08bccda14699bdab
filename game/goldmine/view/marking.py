"""What the mine shows the player deciding, and what the mouse points at there: a part of
the play scene (:class:`game.goldmine.view.play.GoldMinePlay`).

The marks come from the legal actions and the observation only: where the tile to place
fits (and its ghost under the mouse, in a way round that fits), where a move may end with
its steps (the rules' :func:`~game.goldmine.queries.move_targets`), the chambers a won
nugget may go to, the miners that may be challenged, the pending choice, and pointers at
the view's edge towards marks off-screen.
"""

from __future__ import annotations

from game.engine.contract import Action
from game.goldmine import actions as act
from game.goldmine import queries
from game.goldmine.actions import Kind
from game.goldmine.mine import Position, Square
from game.goldmine.state import MOVE_STAGES
from game.goldmine.tiles import TILES, Tile
from game.goldmine.view.context import GoldMineContext
from game.goldmine.view.mine_view import GLOW_BAT, GLOW_GOLD, TURN_GLOW, Marks, Pointer
from game.goldmine.view.words import CHALLENGES

POINTER_SIZE = 14
"""Design radius of a pointer at the view's edge towards marks off-screen."""
PASSAGE_LABEL = "≈"
"""The badge of a secret passage to come out of (no steps are walked)."""


class MineMarks:
    """The marks and the pointing of ``scene`` (cached per position version where the work
    is not trivial: the walk along the tunnels is asked for every frame)."""

    def __init__(self, scene: GoldMineContext) -> None:
        self.scene = scene
        self._targets: tuple[tuple, dict] | None = None
        self._edge: tuple[tuple, list[Pointer]] | None = None

    # --- what may be chosen ------------------------------------------------------------------
    def spots(self) -> dict[Square, list[int]]:
        """Square -> legal rotations of the tile to place (the viewer's decision only)."""
        out: dict[Square, list[int]] = {}
        if not self.scene.is_human_turn():
            return out
        for action in self.scene.legal():
            if action[0] == Kind.PLACE:
                out.setdefault((action[1], action[2]), []).append(action[3])
        for rots in out.values():
            rots.sort()
        return out

    def targets(self) -> dict[Position, tuple[str, bool]]:
        """Where the pending move may end -> (label: its steps, or a pool; whether a mud pit
        stops the miner there)."""
        scene = self.scene
        key = (scene.version, scene.is_human_turn())
        if self._targets is None or self._targets[0] != key:
            found = {}
            if key[1]:
                ends = queries.move_targets(scene.observation(), scene.legal())
                found = {
                    p: (PASSAGE_LABEL if steps is None else str(steps), mud)
                    for p, (steps, mud) in ends.items()
                }
            self._targets = (key, found)
        return self._targets[1]

    def tile_to_place(self) -> Tile | None:
        shown = self.scene.observation()
        if shown.stage != "place" or shown.drawn < 0:
            return None
        return TILES[shown.drawn]

    def ghost_rot(self, square: Square) -> int:
        """The rotation shown at ``square``: the chosen one if it fits there, else the first
        that does (so a marked spot always shows a tile that fits)."""
        rot = self.scene.controls.rot
        rots = self.spots().get(square, [])
        if not rots or rot in rots:
            return rot
        return rots[0]

    def pending_square(self) -> Square | None:
        pending = self.scene.pending
        if pending is not None and pending[0] == Kind.PLACE:
            return (pending[1], pending[2])
        return None

    def preview_rot(self) -> int:
        """The rotation the panel's picture of the tile shows: the ghost's on the board
        (the chosen spot, or the marked square under the mouse), else the one chosen."""
        scene = self.scene
        hover = scene.controls.hover
        square = self.pending_square()
        if square is None and hover is not None and scene.pointed():
            square = scene.view.square_at(hover)
        if square is not None and square in self.spots():
            return self.ghost_rot(square)
        return scene.controls.rot

    def candidate(self) -> Action | None:
        """The action the mouse points at on the mine (legal or not)."""
        scene = self.scene
        shown, view, hover = scene.observation(), scene.view, scene.controls.hover
        if hover is None or not view.rect.collidepoint(hover):
            return None
        if self.pointer_at(hover) is not None:
            return None
        if shown.stage == "place" and self.tile_to_place() is not None:
            square = view.square_at(hover)
            if square is None:
                return None
            return act.place(square[0], square[1], self.ghost_rot(square))
        if shown.stage in MOVE_STAGES:
            raised = view.badge_at(shown, Marks(targets=self.targets()), hover)
            position = raised or view.position_at(shown.board, hover)
            return None if position is None else act.move(*position)
        if shown.stage == "nugget":
            square = view.square_at(hover)
            return None if square is None or square not in shown.board else act.nugget(*square)
        if shown.stage == "action":
            return self.challenge_at(hover)
        return None

    def challenge_at(self, pos: tuple[int, int]) -> Action | None:
        """The challenge a click on the miner under ``pos`` starts: the one chosen already,
        else a gold challenge where one may be made, else a bat challenge (when both may be
        made, the scene asks which); None over no miner or the player's own."""
        scene = self.scene
        seat = scene.view.miner_at(scene.observation(), pos)
        if seat is None or seat == scene.match.to_move:
            return None
        pending = scene.pending
        if pending is not None and pending[0] in CHALLENGES and pending[1] == seat:
            return pending
        return act.gold(seat) if act.gold(seat) in scene.legal() else act.bat(seat)

    # --- what the mine shows -----------------------------------------------------------------
    def marks(self, hover: bool = True) -> Marks:
        """What to mark on the mine; ``hover``: with the ghost of the tile under the mouse."""
        scene = self.scene
        shown = scene.observation()
        marks = Marks()
        marks.walking = scene.motion.walking(scene.time)
        if shown.turn >= 0 and shown.miners[shown.turn] is not None and not shown.end:
            marks.glows = {shown.turn: TURN_GLOW}
        if not scene.is_human_turn():
            return marks
        tile = self.tile_to_place()
        pending, mouse = scene.pending, scene.controls.hover
        if tile is not None:
            spots = self.spots()
            marks.spots = spots.keys()
            square = self.pending_square()
            if square is None and hover and mouse is not None and scene.pointed():
                square = scene.view.square_at(mouse)  # quiet after a step, until it moves
            if square is not None and square not in shown.board:
                rot = self.ghost_rot(square)
                marks.ghost = (tile, square, rot, rot in spots.get(square, []))
                marks.ghost_chosen = square == self.pending_square()
        marks.targets = self.targets()
        if shown.stage == "nugget":
            marks.chambers = [(a[1], a[2]) for a in scene.legal() if a[0] == Kind.NUGGET]
        if pending is not None and pending[0] in (Kind.MOVE, Kind.NUGGET):
            marks.chosen = tuple(pending[1:])
        if shown.stage == "action":
            glows = dict(marks.glows)
            for action in scene.legal():
                if action[0] == Kind.BAT:
                    glows.setdefault(action[1], GLOW_BAT)
                elif action[0] == Kind.GOLD:
                    glows[action[1]] = GLOW_GOLD
            marks.glows = glows
            if pending is not None and pending[0] in CHALLENGES:
                marks.picked = pending[1]
            if scene.challenge_box.choosing is not None:
                marks.picked = scene.challenge_box.choosing
        return marks

    def edge_pointers(self, marks: Marks | None = None) -> list[Pointer]:
        """The pointers at the view's edge towards marks off-screen (only while the player
        at the keyboard decides; cached while neither the position nor the view moves)."""
        scene = self.scene
        cam = scene.view.camera
        key = (scene.version, cam.centre, cam.zoom, tuple(cam.viewport), scene.is_human_turn())
        if self._edge is None or self._edge[0] != key:
            pointers = []
            if scene.is_human_turn():
                marks = marks or self.marks(hover=False)
                size = scene.px(POINTER_SIZE)
                pointers = scene.view.pointers(scene.observation(), marks, size)
            self._edge = (key, pointers)
        return self._edge[1]

    def pointer_at(self, pos: tuple[int, int]) -> Pointer | None:
        """The pointer towards marks off-screen under ``pos``."""
        view = self.scene.view
        if not view.rect.collidepoint(pos):
            return None
        return view.pointer_at(self.edge_pointers(), pos, self.scene.px(POINTER_SIZE))
