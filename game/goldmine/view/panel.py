"""Gold Mine's side panel, a part of the play scene: each player's row, the round and the
stacks, the tile to place and the own face-up tiles, the legends of the marks on the
mine, the choice buttons (the kit's :class:`~game.app.choices.ChoiceSlots`) and Turn /
Fit / Confirm.  Small texts never go below a readable size (:func:`panel_text`, nearer
their design size than the kit's :func:`game.app.fonts.readable`, since the panel is read
all game long): at 1024x640 the whole interface is drawn at 80 %, and 13-pixel design
text would be 10 pixels."""

from __future__ import annotations

from typing import Any

import pygame

from game.app import fonts, theme, widgets
from game.app.choices import ChoiceSlots, Offer
from game.app.teams import draw_team_band
from game.goldmine.actions import Kind
from game.goldmine.tiles import TILES
from game.goldmine.view import miners as miner_art
from game.goldmine.view.context import GoldMineContext
from game.goldmine.view.diagram_marks import token as token_icon
from game.goldmine.view.mine_view import GLOW_BAT, GLOW_GOLD, MUD, MUD_STOP, TARGET
from game.goldmine.view.tile_art import nugget
from game.goldmine.view.words import CHALLENGES, own, progress, step_of, tile_name
from game.text import tr

READABLE_LOSS = 1
"""A panel text is drawn at least this many pixels below its design size (never smaller)."""
LOG_ROOM = 50 + 16 + 130
"""Design height below the game's panel: Undo / Hint, the margin, and the least room the
log should keep before the panel turns tight."""
TOOLS = ("rotate", "fit", "confirm")
LEAST_SQUEEZE = 0.85
"""A tight panel shrinks its rows and buttons to no less than this share of their height
(below it a button's words would touch its edges at 130 %)."""
NAME_SIZE, TOKENS_SIZE = 17, 13
"""Design sizes of a player's name and of the tokens under it (a row of two lines)."""


def panel_text(px, design: int) -> int:
    """The pixel size of a panel text of ``design`` size: scaled, but not below
    ``design - READABLE_LOSS`` (a smaller window shrinks the layout, not the words as much)."""
    return max(px(design), design - READABLE_LOSS)


def stacked_height(size: int, under: int, gap: int) -> int:
    """The height :func:`stacked` lines take (by their letters; the bold name's, the taller)."""
    first = max(bottom - top for top, bottom in (fonts.ink(size), fonts.ink(size, True)))
    under_top, under_bottom = fonts.ink(under)
    return first + gap + under_bottom - under_top


def stacked(row: pygame.Rect, size: int, bold: bool, under: int, gap: int) -> tuple[int, int]:
    """The y of a line of ``size`` and of a plain line of size ``under`` below it, ``gap``
    apart and together in the middle of ``row``, measured by their letters
    (:func:`fonts.ink`): by their boxes, the two lines of a player's row would not fit it
    at 1024x640."""
    top_ink, bottom_ink = fonts.ink(size, bold)
    under_top, under_bottom = fonts.ink(under)
    first = bottom_ink - top_ink
    y = row.centery - (first + gap + under_bottom - under_top) // 2
    return y - top_ink, y + first + gap - under_top


def panel_sizes(players: int, tight: bool) -> dict[str, int]:
    """Design heights in the side panel: a player's row, the round and stacks, the tile box,
    a row of choice buttons, the Turn / Fit / Confirm row."""
    if tight:
        row, info, box, pitch, tools = (36 if players <= 4 else 31), 56, 80, 32, 42
    else:
        row, info, box, pitch, tools = (46 if players <= 4 else 40), 62, 100, 38, 48
    return {"row": row, "info": info, "box": box, "pitch": pitch, "tools": tools}


def panel_need(sizes: dict[str, int], players: int, count: int) -> int:
    """The design height the panel asks for: the rows, the info, the tile box, ``count``
    choice buttons two a row, Turn / Fit / Confirm, and the room the log keeps below."""
    need = players * sizes["row"] + 4 + sizes["info"] + sizes["box"]
    return need + count // 2 * sizes["pitch"] + 4 + sizes["tools"] + LOG_ROOM


def squeezed(sizes: dict[str, int], players: int, count: int, room: float) -> dict[str, int]:
    """``sizes`` with the players' rows and the buttons shrunk alike (down to
    :data:`LEAST_SQUEEZE` of themselves) so that the panel leaves the log its room in
    ``room`` design pixels; the info and the tile box keep theirs (their lines are spaced
    by design pixels, and the tile must stay large enough to read)."""
    need = panel_need(sizes, players, count)
    if need <= room:
        return sizes
    kept = LOG_ROOM + 8 + sizes["info"] + sizes["box"]
    share = max(LEAST_SQUEEZE, (room - kept) / (need - kept))
    return {k: v if k in ("info", "box") else int(v * share) for k, v in sizes.items()}


class MinePanel:
    """The panel of :class:`game.goldmine.view.play.GoldMinePlay` (``scene``): laid out by
    :meth:`build`, brought up to date by :meth:`refresh`, drawn by :meth:`paint` (what only
    changes with the position: the scene's backdrop) and :meth:`draw_tile_box`."""

    def __init__(self, scene: GoldMineContext) -> None:
        self.scene = scene
        self.choices = ChoiceSlots(fit_labels=True)
        """The choice buttons; its pending choice waits for a confirmation (a tile on a
        square, a move, a challenge...)."""
        self.rows_top = self.row_h = self.info_y = 0
        self.tile_box = pygame.Rect(0, 0, 0, 0)
        self.legend_bottom = self.legend_rows = 0  # the last legend drawn (layout checks)
        self.tight = False
        """Smaller rows and buttons (a short window, many players)."""
        self.hand_rects: list[tuple[pygame.Rect, int]] = []
        """Where the turn player's own face-up tiles are drawn (a click plays one)."""
        self.own_words_bottom = 0
        """Where the words over the own tiles end (drawn)."""

    # --- layout --------------------------------------------------------------------------
    def build(self, x: int, width: int, top: int) -> int:
        """The rows, the info, the tile box, the choice buttons and Turn / Fit / Confirm
        from ``top`` down; answer the y below them."""
        scene = self.scene
        px = scene.px
        players = scene.observation().players
        count = 10 if players <= 4 else 12
        room = (scene.app.size[1] - top) / scene.app.scale  # design pixels
        sizes = panel_sizes(players, tight=False)
        self.tight = panel_need(sizes, players, count) > room  # a short window: the log keeps room
        sizes = panel_sizes(players, self.tight)
        if self.tight:  # still too tall (130 %, many players): everything but the log shrinks
            sizes = squeezed(sizes, players, count, room)
        self.rows_top = top
        self.row_h = px(sizes["row"])
        if not self.tight:  # two lines a row: as high as their letters need, at least
            name, tokens = panel_text(px, NAME_SIZE), panel_text(px, TOKENS_SIZE)
            self.row_h = max(self.row_h, stacked_height(name, tokens, px(2)) + px(8))
        y = top + players * self.row_h + px(4)
        self.info_y = y
        y += px(sizes["info"])
        self.tile_box = pygame.Rect(x, y, width, px(sizes["box"] - 8))
        y += px(sizes["box"])
        half = (width - px(8)) // 2
        pitch = sizes["pitch"]
        rects = [
            pygame.Rect(x + (i % 2) * (half + px(8)), y + (i // 2) * px(pitch), half, px(pitch - 4))
            for i in range(count)
        ]
        self.choices.build(scene, rects, "choice")
        y += (count // 2) * px(pitch) + px(4)
        third = (width - px(16)) // 3
        for i, name in enumerate(TOOLS):
            rect = pygame.Rect(x + i * (third + px(8)), y, third, px(sizes["tools"] - 8))
            if name == "confirm":
                scene.buttons[name] = self.choices.build_confirm(scene, rect)
            else:
                scene.buttons[name] = widgets.button(scene, rect, "", "@small")
        return y + px(sizes["tools"])

    def refresh(self, offers: list[Offer], human: bool, placing: bool) -> None:
        """The choices on offer, and Turn (while a tile is placed) and Confirm (while a
        choice waits)."""
        self.choices.show(offers)
        rotate, fit = self.scene.buttons["rotate"], self.scene.buttons["fit"]
        widgets.set_text(rotate, tr("goldmine_ui.rotate"))
        widgets.set_tooltip(rotate, tr("goldmine_ui.rotate_help"))
        widgets.enable(rotate, placing)
        widgets.set_text(fit, tr("goldmine_ui.fit"))
        widgets.set_tooltip(fit, tr("goldmine_ui.fit_help"))
        texts = tr("goldmine_ui.confirm"), tr("goldmine_ui.confirm_help")
        self.choices.show_confirm(*texts, human)

    # --- the rows and the info (the backdrop) --------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        scene = self.scene
        shown, px = scene.observation(), scene.px
        x = scene.panel_rect.x + px(12)
        width = scene.panel_rect.w - px(24)
        teams = shown.alliance
        for seat in range(shown.players):
            top = self.rows_top + seat * self.row_h
            row = pygame.Rect(x, top, width, self.row_h - px(4))
            if seat == shown.turn and not shown.end:
                pygame.draw.rect(surface, (70, 56, 40), row, border_radius=px(8))
            if teams:  # partners share a band's colour
                draw_team_band(surface, row, seat // 2, px)
            size = self.row_h * 0.62
            centre = (row.x + px(18), row.centery)
            miner_art.draw_miner(surface, seat, centre, size, scene.app.settings.colorblind)
            name = scene.seat_name(seat)
            if teams:
                name = tr("goldmine_ui.team_member", player=name, team=seat // 2 + 1)
            big = panel_text(px, 15) if self.tight else panel_text(px, NAME_SIZE)
            label = fonts.render(name, big, theme.CREAM, bold=seat == shown.turn)
            if self.tight:  # one line: the tokens as pictures beside the name
                surface.blit(label, label.get_rect(midleft=(row.x + px(38), row.centery)))
                x_tokens = row.x + px(38) + label.get_width() + px(16)
                for kind, left in zip(CHALLENGES, shown.tokens[seat], strict=True):
                    token_icon(surface, (x_tokens + px(9), row.centery), px(9), kind)
                    count = fonts.render(str(left), panel_text(px, 14), theme.CREAM)
                    surface.blit(count, count.get_rect(midleft=(x_tokens + px(21), row.centery)))
                    x_tokens += px(44)
            else:
                gold, bat = shown.tokens[seat]
                tokens = tr("goldmine_ui.tokens", gold=gold, bat=bat)
                small_size = panel_text(px, TOKENS_SIZE)
                small = fonts.render(tokens, small_size, theme.MUTED)
                top, under = stacked(row, big, seat == shown.turn, small_size, px(2))
                surface.blit(label, (row.x + px(38), top))
                surface.blit(small, (row.x + px(38), under))
            held = tr("goldmine_ui.held", count=shown.held[seat], goal=shown.goal)
            if teams:
                team = shown.held[seat - seat % 2] + shown.held[seat - seat % 2 + 1]
                held = tr(
                    "goldmine_ui.held_team", count=shown.held[seat], team=team, goal=shown.goal
                )
            text = fonts.render(held, big, theme.GOLD_LIGHT, bold=True)
            right = row.right - px(6)
            surface.blit(text, text.get_rect(midright=(right, row.centery)))
            nugget(surface, (right - text.get_width() - px(12), row.centery), px(8))
        self._paint_info(surface, shown, x)

    def _paint_info(self, surface: pygame.Surface, shown, x: int) -> None:
        scene = self.scene
        px = scene.px
        phase = progress(shown)
        dev = shown.dev_left
        prod = len(shown.unplaced) - dev
        stacks = tr("goldmine_ui.stacks", dev=dev, prod=prod)
        line = px(18) if self.tight else px(19)
        bold, plain = panel_text(px, 15), panel_text(px, 14)
        surface.blit(fonts.render(phase, bold, theme.CREAM, bold=True), (x, self.info_y))
        surface.blit(fonts.render(stacks, plain, theme.MUTED), (x, self.info_y + line))
        if shown.turn >= 0 and not shown.end:
            step = tr(
                "goldmine_ui.step_line",
                player=scene.seat_name(shown.turn),
                step=tr(f"goldmine_ui.step.{step_of(shown)}"),
            )
            words = fonts.render(step, plain, theme.GOLD_LIGHT)
            surface.blit(words, (x, self.info_y + 2 * line))

    # --- the tile box ----------------------------------------------------------------------
    def draw_tile_box(self, surface: pygame.Surface, shown) -> None:
        """The tile to place, large, and the turn player's own face-up tiles (those that may
        be played now framed in gold); while moving, what the marks on the mine mean."""
        scene = self.scene
        px, box = scene.px, self.tile_box
        self.hand_rects = []
        if shown.end:  # no tile to lay, nothing to point at: the game is over
            return
        tile = scene.tile_to_place()
        if tile is not None:
            box = self._roomy_tile_box()
        size = box.h - px(8)
        big = pygame.Rect(box.x, box.y + px(4), size, size)
        text_x = big.right + px(10)
        if tile is None and scene.targets():
            self._draw_legend(surface)
            return
        if tile is None and self._challenge_legend(surface, shown):
            return
        seat = shown.turn if shown.turn >= 0 else 0
        hand = shown.hands[seat] if shown.hands and seat < len(shown.hands) else ()
        if tile is None:  # no empty frame: the own tiles (if any) take the whole box
            text_x = box.x
            if not hand:
                caption = fonts.render(tr("goldmine_ui.no_tile"), panel_text(px, 14), theme.MUTED)
                surface.blit(caption, (text_x, box.y))
                return
        else:
            pygame.draw.rect(surface, (24, 20, 26), big, border_radius=px(6))
            rot = scene.preview_rot()
            growth = scene.motion.drawn_growth(scene.time, scene.animation_scale())
            side = max(4, round(size * growth))
            picture = scene.art.get(tile, rot, side)
            surface.blit(picture, picture.get_rect(center=big.center))
            caption = tile_name(shown.drawn)
            size = panel_text(px, 14)
            caption_h = fonts.font(size).get_linesize()
            lines = fonts.wrap(caption, size, box.right - text_x)[:2]
            for i, line in enumerate(lines):
                text = fonts.render(line, size, theme.CREAM)
                surface.blit(text, (text_x, box.y + i * caption_h))
        if not hand:
            return
        playable = scene.is_human_turn() and any(own(a) for a in scene.legal())
        key = "own_tiles_play" if playable else "own_tiles"
        label = tr(f"goldmine_ui.{key}", player=scene.seat_name(seat))
        size = panel_text(px, 13)
        line_h = fonts.font(size).get_linesize()
        label_y = box.y + (len(lines) * caption_h + px(8) if tile is not None else 0)
        lines = fonts.wrap(label, size, box.right - text_x)[:2]
        for i, line in enumerate(lines):
            surface.blit(fonts.render(line, size, theme.MUTED), (text_x, label_y + i * line_h))
        self.own_words_bottom = label_y + len(lines) * line_h
        top = self.own_words_bottom + px(6)  # a clear gap under the words
        gap = px(6)
        small = min(box.bottom - top, (box.right - text_x) // max(1, len(hand)) - gap)
        for i, mine_tile in enumerate(hand):
            rect = pygame.Rect(text_x + i * (small + gap), top, small, small)
            picture = scene.art.get(TILES[mine_tile], 0, small)
            if not playable:
                picture = picture.copy()
                picture.set_alpha(150)
            surface.blit(picture, rect.topleft)
            if playable:
                hover = rect.collidepoint(scene.mouse)
                colour = theme.CREAM if hover else theme.GOLD_LIGHT
                pygame.draw.rect(surface, colour, rect.inflate(px(4), px(4)), px(2))
            self.hand_rects.append((rect, mine_tile))

    def hand_tile_at(self, pos: tuple[int, int]) -> int | None:
        """The own face-up tile drawn under ``pos``."""
        for rect, tile in self.hand_rects:
            if rect.collidepoint(pos):
                return tile
        return None

    def _roomy_tile_box(self) -> pygame.Rect:
        """The tile box, taller when no button stands below it (while a tile is placed the
        choices are on the board): the tile to place is shown larger."""
        box = self.tile_box
        below = self.choices.buttons
        if any(b.visible for b in below):
            return box
        room = box.unionall([b.rect for b in below]) if below else box
        px = self.scene.px
        side = min(room.h - px(8), px(150), box.w // 2)
        return pygame.Rect(box.x, box.y, box.w, max(box.h, side + px(8)))

    def _legend_room(self) -> pygame.Rect:
        """Where a legend may go: the tile box, down to the first choice button shown."""
        box = self._roomy_tile_box()
        tops = [b.rect.top for b in self.choices.buttons if b.visible]
        if not tops:
            return box
        bottom = min(tops) - self.scene.px(6)
        return pygame.Rect(box.x, box.y, box.w, max(box.h, bottom - box.y))

    def _challenge_legend(self, surface: pygame.Surface, shown) -> bool:
        """What the challenge marks mean: the rings of the miners that may be challenged, or
        the offered chambers (only while the viewer chooses)."""
        scene = self.scene
        if not scene.is_human_turn():
            return False
        legal = scene.legal()
        kinds = {a[0] for a in legal}
        rows: list[tuple[str, Any]] = []
        if shown.stage == "action":
            rows = [(f"legend_{k}", k) for k in CHALLENGES if k in kinds]
        elif shown.stage == "nugget" and Kind.NUGGET in kinds:
            rows = [("legend_chamber", Kind.NUGGET)]
        if not rows:
            return False
        px, colorblind = scene.px, scene.app.settings.colorblind

        def icon(kind: str):
            def draw(centre: tuple[int, int]) -> None:
                if kind == Kind.NUGGET:
                    rect = pygame.Rect(0, 0, px(22), px(22))
                    rect.center = centre
                    pygame.draw.ellipse(surface, TARGET, rect, px(4))
                    return
                glow = GLOW_GOLD if kind == Kind.GOLD else GLOW_BAT
                seat = min(a[1] for a in legal if a[0] == kind)  # the first listed
                miner_art.draw_miner(surface, seat, centre, px(18), colorblind, glow)

            return draw

        self._legend(surface, self._legend_room(), [(key, icon(kind)) for key, kind in rows])
        return True

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """What the move marks mean: the steps it takes; mud ends the move."""
        px = self.scene.px

        def badge(number: int, fill, ring):
            def draw(centre: tuple[int, int]) -> None:
                pygame.draw.circle(surface, fill, centre, px(11))
                pygame.draw.circle(
                    surface, ring or (40, 30, 20), centre, px(11), px(4) if ring else 2
                )
                digit = fonts.render(str(number), px(14), (30, 22, 16), bold=True)
                surface.blit(digit, digit.get_rect(center=centre))

            return draw

        rows = [("legend_steps", badge(1, TARGET, None)), ("legend_mud", badge(2, MUD_STOP, MUD))]
        self._legend(surface, self._legend_room(), rows)

    def _legend(self, surface: pygame.Surface, box: pygame.Rect, rows) -> int:
        """Rows of a mark and its words (wrapped, readable), one under the other in ``box``;
        answers the bottom of the last row drawn.  Rows that do not fit at the readable size
        are set one size smaller, then left out from the last (the buttons below name the
        same choices), so the words never run into the buttons."""
        px = self.scene.px
        design = panel_text(px, 14)
        for size in (design, design - 1):
            step = fonts.font(size).get_linesize()
            laid = [
                (fonts.wrap(tr(f"goldmine_ui.{key}"), size, box.w - px(34))[:3], draw_icon)
                for key, draw_icon in rows
            ]
            heights = [max(px(30), len(lines) * step + px(8)) for lines, _ in laid]
            if sum(heights) - px(8) <= box.h:
                break
        y, self.legend_rows = box.y, 0
        for (lines, draw_icon), height in zip(laid, heights, strict=True):
            if y > box.y and y + height - px(8) > box.bottom:
                break  # the first row always shows
            draw_icon((box.x + px(14), y + px(12)))
            for j, line in enumerate(lines):
                text = fonts.render(line, size, theme.CREAM)
                surface.blit(text, (box.x + px(32), y + px(2) + j * step))
            self.legend_bottom = y + px(2) + len(lines) * step
            self.legend_rows += 1
            y += height
        return self.legend_bottom
