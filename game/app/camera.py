"""A camera for boards larger than their window: pan, zoom, fit and follow.

Some boards do not fit on screen: Gold Mine's mine is an open-ended grid of tiles that grows in
every direction as it is dug.  A :class:`Camera` maps board coordinates (floats in board units,
such as tiles: ``(2.5, -1)`` is half-way across the tile at column 2, row -1) to screen pixels
inside a viewport rectangle, and back, so a view draws each tile at
``camera.rect_to_screen((col, row, 1, 1))`` and finds the tile under the mouse with
``camera.cell_at(pos)``.

The camera keeps the board point shown at the centre of the viewport (:attr:`centre`) and a
zoom factor; ``unit`` is the size of one board unit in pixels at zoom 1 (a view usually passes
its tile size already scaled for the UI).  Storing the centre rather than a corner is what lets
a resized viewport keep showing the same place.

Input, from the scene's ``handle_event``::

    if self.camera.handle_event(event):
        return  # a wheel zoom, a drag, an arrow key: not for the game
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        cell = self.camera.cell_at(event.pos)  # a click (a drag was consumed above)

and ``self.camera.update(dt)`` every frame for the eased movements and held arrow keys.

A view that keeps a region in sight without re-framing at every change asks
:meth:`Camera.reach` for the least move (the centre shifted as little as it must, the zoom
lowered only when the region cannot fit) and eases there itself; an eased movement waits
while a mouse button is :attr:`Camera.pressed` on the view, so a click's press and release
land on the same board point.

Only pygame itself is used (rectangles and events), so the camera works under any widget layer
and in tests with synthetic events.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

Point = tuple[float, float]
View = tuple[float, Point]
"""A zoom and a centre: where the camera would look."""
RectLike = pygame.Rect | pygame.FRect | Sequence[float]

ZOOM_IN_KEYS = frozenset({pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS})
"""``=`` counts as ``+``: on many keyboards ``+`` is shift and ``=``, and nobody wants to hold
shift to zoom."""
ZOOM_OUT_KEYS = frozenset({pygame.K_MINUS, pygame.K_KP_MINUS})
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
"""Only the arrow keys pan: letters (WASD…) are left to the games."""
DRAG_BUTTONS = (1, 2)  # left, middle
CHORD_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
"""Arrow keys with these held are someone else's shortcut, not a pan."""


def _frect(rect: RectLike) -> pygame.FRect:
    return pygame.FRect(rect)


def _ease_out(t: float) -> float:
    """Fast start, gentle landing (cubic): the view glides to a stop instead of halting."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


class Camera:
    """Board units <-> screen pixels inside :attr:`viewport`, with pan, zoom, fit and follow.

    ``unit``: pixels per board unit at zoom 1.  ``min_zoom``/``max_zoom`` bound the wheel and
    the +/- keys.  ``drag_threshold``: pixels the mouse must move with a button held before it
    counts as a drag and not a click.  ``pan_step``: pixels one arrow key press pans (holding
    the key glides at ``pan_speed`` pixels a second).  ``keep``: pixels of :attr:`content` that
    always stay inside the viewport, so the board can never be lost off-screen.
    ``follow_margin``: how close to the viewport edge a followed region may come before the
    camera moves (it is capped to a quarter of the viewport).
    """

    ZOOM_STEP = 1.2  # one wheel notch or one +/- press
    FOLLOW_TIME = 0.35  # seconds for a follow movement
    HOLD_DELAY = 0.25  # seconds an arrow key is held before it glides

    def __init__(
        self,
        viewport: RectLike,
        unit: float = 64.0,
        *,
        zoom: float = 1.0,
        min_zoom: float = 0.25,
        max_zoom: float = 4.0,
        centre: Point = (0.0, 0.0),
        content: RectLike | None = None,
        drag_threshold: int = 6,
        pan_step: int = 96,
        pan_speed: int = 720,
        keep: int = 96,
        follow_margin: int = 48,
    ) -> None:
        if unit <= 0 or not 0 < min_zoom <= max_zoom:
            raise ValueError("unit and zoom limits must be positive, min_zoom <= max_zoom")
        self.viewport = pygame.Rect(viewport)
        self.unit = float(unit)
        self.min_zoom = float(min_zoom)
        self.max_zoom = float(max_zoom)
        self.zoom = max(self.min_zoom, min(self.max_zoom, float(zoom)))
        self.centre: Point = (float(centre[0]), float(centre[1]))
        self.content: pygame.FRect | None = None if content is None else _frect(content)
        """Where there is something to see, in board units (``None``: no limit).  A growing
        board updates it with :meth:`set_content`."""
        self.drag_threshold = drag_threshold
        self.pan_step = pan_step
        self.pan_speed = pan_speed
        self.keep = keep
        self.follow_margin = follow_margin
        self.was_drag = False
        """Whether the last button-up ended a drag (so it was not a click)."""
        self._press: tuple[int, Point, Point] | None = None  # button, screen pos, board point
        self._dragging = False
        self._mouse: Point | None = None  # last pointer position seen in an event
        self._follow: tuple[Point, Point, float] | None = None  # start, target, elapsed
        self._held: dict[int, float] = {}  # arrow key -> seconds held
        self._clamp()

    # --- geometry -------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        """Pixels per board unit right now."""
        return self.unit * self.zoom

    def _view_centre(self) -> Point:
        v = self.viewport
        return (v.x + v.w / 2, v.y + v.h / 2)

    def board_to_screen(self, pos: Point) -> Point:
        """The screen pixel (floats) where board point ``pos`` is shown."""
        vx, vy = self._view_centre()
        s = self.scale
        return (vx + (pos[0] - self.centre[0]) * s, vy + (pos[1] - self.centre[1]) * s)

    def screen_to_board(self, pos: Point) -> Point:
        """The board point (floats) shown at screen pixel ``pos``."""
        vx, vy = self._view_centre()
        s = self.scale
        return (self.centre[0] + (pos[0] - vx) / s, self.centre[1] + (pos[1] - vy) / s)

    def rect_to_screen(self, rect: RectLike) -> pygame.Rect:
        """A board rectangle as a screen ``Rect`` to draw.

        Each edge is rounded on its own, so neighbouring tiles share their edges exactly: no
        hairline gaps or overlaps at odd zooms."""
        r = _frect(rect)
        left, top = self.board_to_screen((r.left, r.top))
        right, bottom = self.board_to_screen((r.right, r.bottom))
        x, y = round(left), round(top)
        return pygame.Rect(x, y, round(right) - x, round(bottom) - y)

    def rect_to_board(self, rect: RectLike) -> pygame.FRect:
        """A screen rectangle in board units."""
        r = _frect(rect)
        left, top = self.screen_to_board((r.left, r.top))
        right, bottom = self.screen_to_board((r.right, r.bottom))
        return pygame.FRect(left, top, right - left, bottom - top)

    def visible_rect(self) -> pygame.FRect:
        """The part of the board inside the viewport: draw only what meets it."""
        return self.rect_to_board(self.viewport)

    def cell_at(self, pos: Point) -> tuple[int, int]:
        """The whole board unit (tile ``(col, row)``) under screen pixel ``pos``."""
        x, y = self.screen_to_board(pos)
        return (math.floor(x), math.floor(y))

    def is_visible(self, rect: RectLike, margin: float = 0, view: View | None = None) -> bool:
        """Whether board ``rect`` lies wholly inside the viewport shrunk by ``margin`` pixels;
        ``view``: as it would at that zoom and centre (the end of a movement under way)."""
        zone = pygame.FRect(self.viewport).inflate(-2 * margin, -2 * margin)
        return zone.contains(pygame.FRect(self.rect_at(rect, view)))

    def rect_at(self, rect: RectLike, view: View | None = None) -> pygame.Rect:
        """Board ``rect`` on screen as :meth:`rect_to_screen` has it, or as it would be at
        ``view`` (a zoom and a centre)."""
        if view is None:
            return self.rect_to_screen(rect)
        zoom, centre = view
        r, s = _frect(rect), self.unit * zoom
        vx, vy = self._view_centre()
        xs = [round(vx + (x - centre[0]) * s) for x in (r.left, r.right)]
        ys = [round(vy + (y - centre[1]) * s) for y in (r.top, r.bottom)]
        return pygame.Rect(xs[0], ys[0], xs[1] - xs[0], ys[1] - ys[0])

    # --- changing the view ----------------------------------------------------------------
    def set_viewport(self, viewport: RectLike) -> None:
        """The view moved or resized: the same board point stays in the middle."""
        self.viewport = pygame.Rect(viewport)
        self._clamp()

    def set_content(self, content: RectLike | None) -> None:
        """Where there is something to see (board units), for :meth:`_clamp`."""
        self.content = None if content is None else _frect(content)
        self._clamp()

    def look_at(self, pos: Point) -> None:
        """Centre the view on board point ``pos`` at once (clamped)."""
        self._follow = None
        self.centre = (float(pos[0]), float(pos[1]))
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        """Move the view by ``(dx, dy)`` screen pixels (the board slides the other way)."""
        s = self.scale
        self.centre = (self.centre[0] + dx / s, self.centre[1] + dy / s)
        self._clamp()

    def zoom_at(self, factor: float, pos: Point | None = None) -> None:
        """Multiply the zoom by ``factor`` keeping the board point at screen ``pos`` (default:
        the viewport centre) where it is, so zooming homes in on what the player points at.

        Within ``min_zoom``..``max_zoom``; a zoom already outside them (after :meth:`fit`
        showed a huge board) may move back towards them but never further out."""
        low = min(self.min_zoom, self.zoom)
        high = max(self.max_zoom, self.zoom)
        self._zoom_to(max(low, min(high, self.zoom * factor)), pos)

    def set_zoom(self, zoom: float, pos: Point | None = None) -> None:
        """Set the zoom (within the limits), keeping the board point at screen ``pos`` (default:
        the viewport centre) fixed."""
        self._zoom_to(max(self.min_zoom, min(self.max_zoom, zoom)), pos)

    def _zoom_to(self, zoom: float, pos: Point | None) -> None:
        if pos is None:
            pos = self._view_centre()
        anchor = self.screen_to_board(pos)
        self.zoom = float(zoom)
        vx, vy = self._view_centre()
        s = self.scale
        self.centre = (anchor[0] - (pos[0] - vx) / s, anchor[1] - (pos[1] - vy) / s)
        self._clamp()

    def fit(self, rect: RectLike, margin: int = 24, most: float | None = None) -> None:
        """Show all of board ``rect`` with ``margin`` pixels around it, centred, at once.

        Never zooms in past ``most`` (default ``max_zoom``: a small board is not blown up),
        but zooms out below ``min_zoom`` if it has to: the game's "show everything" key must
        show everything."""
        self._follow = None
        self.zoom, self.centre = self.framing(rect, margin, most)
        self._clamp()

    def framing(self, rect: RectLike, margin: int = 24, most: float | None = None) -> View:
        """The zoom and centre :meth:`fit` would show ``rect`` at (nothing moves)."""
        r = _frect(rect)
        zoom = min(self.max_zoom if most is None else most, self._room_zoom(r, margin))
        return zoom, (r.centerx, r.centery)

    def _room_zoom(self, r: pygame.FRect, margin: float) -> float:
        """The largest zoom at which ``r`` fits inside the viewport less ``margin`` a side."""
        v = self.viewport
        zoom = math.inf
        if r.w > 0:
            zoom = min(zoom, max(1, v.w - 2 * margin) / (r.w * self.unit))
        if r.h > 0:
            zoom = min(zoom, max(1, v.h - 2 * margin) / (r.h * self.unit))
        return zoom

    def reach(
        self, rect: RectLike, margin: int = 0, least: float | None = None, start: View | None = None
    ) -> View:
        """The zoom and centre nearest ``start`` (default: the view now) that show all of
        board ``rect`` with ``margin`` pixels to spare (nothing moves).

        The least change: the zoom stays unless ``rect`` cannot fit at it, then it drops just
        enough (never below ``least``, default ``min_zoom``, nor ever rises); the centre
        moves as little as it must on each axis, and centres ``rect`` on an axis where it is
        too big even at ``least``.  A view that shows ``rect`` already is answered as it is."""
        zoom, centre = (self.zoom, self.centre) if start is None else start
        r = _frect(rect)
        v = self.viewport
        margin = max(0, min(margin, v.w // 4, v.h // 4))
        room = self._room_zoom(r, margin)
        if room < zoom:
            zoom = max(room, min(self.min_zoom if least is None else least, zoom))
        s = self.unit * zoom
        half_w = (v.w / 2 - margin) / s
        half_h = (v.h / 2 - margin) / s
        return zoom, (
            _shift(centre[0], r.left, r.right, half_w),
            _shift(centre[1], r.top, r.bottom, half_h),
        )

    def follow(self, rect: RectLike, margin: int | None = None) -> None:
        """Glide (over :attr:`FOLLOW_TIME`, in :meth:`update`) just far enough to bring board
        ``rect`` into view with ``margin`` pixels to spare, e.g. a tile the opponent just placed.

        Nothing moves when the rect is already comfortably inside the view: the camera must
        not fidget while the player looks around.  A rect larger than the view is centred."""
        if margin is None:
            margin = self.follow_margin
        v = self.viewport
        margin = max(0, min(margin, v.w // 4, v.h // 4))
        destination = self._follow[1] if self._follow is not None else self.centre
        r = _frect(rect)
        s = self.scale
        half_w = (v.w / 2 - margin) / s  # board units from the centre to the comfortable edge
        half_h = (v.h / 2 - margin) / s
        target = (
            _shift(destination[0], r.left, r.right, half_w),
            _shift(destination[1], r.top, r.bottom, half_h),
        )
        target = self._clamped(target)
        if target == destination:
            return
        self._follow = (self.centre, target, 0.0)

    @property
    def moving(self) -> bool:
        """A follow movement is under way."""
        return self._follow is not None

    @property
    def dragging(self) -> bool:
        return self._dragging

    @property
    def pressed(self) -> bool:
        """A mouse button went down on the view and is not up yet (a click or a drag on its
        way): a movement of the view waits, so the press and the release meet one place."""
        return self._press is not None

    # --- frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance a follow movement and the glide of held arrow keys by ``dt`` seconds (a
        follow movement waits while a button is :attr:`pressed`)."""
        if self._follow is not None and self._press is None:
            start, target, elapsed = self._follow
            elapsed += dt
            t = _ease_out(elapsed / self.FOLLOW_TIME)
            self.centre = (
                start[0] + (target[0] - start[0]) * t,
                start[1] + (target[1] - start[1]) * t,
            )
            self._follow = None if elapsed >= self.FOLLOW_TIME else (start, target, elapsed)
            self._clamp()
        if self._held:
            dx = dy = 0.0
            for key, held in list(self._held.items()):
                self._held[key] = held + dt
                glide = max(0.0, held + dt - max(held, self.HOLD_DELAY))
                ax, ay = ARROWS[key]
                dx += ax * glide * self.pan_speed
                dy += ay * glide * self.pan_speed
            if dx or dy:
                self.pan(dx, dy)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to a wheel, a drag or a key; True when the event was the camera's.

        A left button press is never consumed (it may be a click); its release is consumed
        only when the mouse moved far enough to make it a drag (:attr:`was_drag`).  Wheel and
        presses outside the viewport are left alone, so panels beside the board still work."""
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if kind == pygame.MOUSEBUTTONDOWN:
            return self._button_down(event)
        if kind == pygame.MOUSEMOTION:
            return self._motion(event)
        if kind == pygame.MOUSEBUTTONUP:
            return self._button_up(event)
        if kind == pygame.KEYDOWN:
            return self._key_down(event)
        if kind == pygame.KEYUP:
            return self._held.pop(event.key, None) is not None
        if kind == pygame.WINDOWFOCUSLOST:
            self.release()
        return False

    def release(self) -> None:
        """Forget held keys and buttons (focus lost, scene left: their releases will not come)."""
        self._held.clear()
        self._press = None
        self._dragging = False

    # --- input helpers ----------------------------------------------------------------------
    def _pointer(self, event: pygame.event.Event) -> Point:
        pos = getattr(event, "pos", None)
        if pos is None:
            pos = self._mouse if self._mouse is not None else pygame.mouse.get_pos()
        return (float(pos[0]), float(pos[1]))

    def _wheel(self, event: pygame.event.Event) -> bool:
        pos = self._pointer(event)
        if not self.viewport.collidepoint(pos):
            return False
        notches = getattr(event, "precise_y", None)
        if notches is None:
            notches = event.y
        if notches:
            self._follow = None
            self.zoom_at(self.ZOOM_STEP**notches, pos)
        return True

    def _button_down(self, event: pygame.event.Event) -> bool:
        self._mouse = event.pos
        if event.button not in DRAG_BUTTONS or not self.viewport.collidepoint(event.pos):
            return False
        pos = (float(event.pos[0]), float(event.pos[1]))
        self._press = (event.button, pos, self.screen_to_board(pos))
        self._dragging = False
        return event.button != 1  # the middle button only ever pans; the left one may click

    def _motion(self, event: pygame.event.Event) -> bool:
        self._mouse = event.pos
        if self._press is None:
            return False
        _, start, grabbed = self._press
        pos = (float(event.pos[0]), float(event.pos[1]))
        if not self._dragging:
            if math.hypot(pos[0] - start[0], pos[1] - start[1]) < self.drag_threshold:
                return False
            self._dragging = True
            self._follow = None
        # Keep the grabbed board point under the pointer (as far as the clamp allows).
        vx, vy = self._view_centre()
        s = self.scale
        self.centre = (grabbed[0] - (pos[0] - vx) / s, grabbed[1] - (pos[1] - vy) / s)
        self._clamp()
        return True

    def _button_up(self, event: pygame.event.Event) -> bool:
        self._mouse = event.pos
        if event.button not in DRAG_BUTTONS:
            return False
        if self._press is None or self._press[0] != event.button:
            self.was_drag = False
            return False
        self.was_drag = self._dragging
        middle = event.button != 1
        self._press = None
        self._dragging = False
        return self.was_drag or middle

    def _key_down(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in ZOOM_IN_KEYS or getattr(event, "unicode", "") == "+":
            self._follow = None
            self.zoom_at(self.ZOOM_STEP)
            return True
        if key in ZOOM_OUT_KEYS or getattr(event, "unicode", "") == "-":
            self._follow = None
            self.zoom_at(1 / self.ZOOM_STEP)
            return True
        if key in ARROWS and not getattr(event, "mod", 0) & CHORD_MODS:
            self._follow = None
            ax, ay = ARROWS[key]
            self.pan(ax * self.pan_step, ay * self.pan_step)
            self._held[key] = 0.0
            return True
        return False

    # --- clamping ----------------------------------------------------------------------------
    def _clamp(self) -> None:
        self.centre = self._clamped(self.centre)

    def _clamped(self, centre: Point) -> Point:
        """``centre`` moved as little as needed to keep :attr:`keep` pixels of the content in
        view on each axis (all of it when it is smaller than that)."""
        if self.content is None:
            return centre
        c = self.content
        s = self.scale
        v = self.viewport
        return (
            _limit(centre[0], c.left, c.right, v.w, s, self.keep),
            _limit(centre[1], c.top, c.bottom, v.h, s, self.keep),
        )


def _limit(centre: float, low: float, high: float, view: int, scale: float, keep: int) -> float:
    """One axis of the clamp: the content ``low..high`` must overlap the view (``view`` pixels
    wide around ``centre``) by ``k`` pixels: ``k`` is ``keep``, less for a small content or a
    small view."""
    k = min(keep, (high - low) * scale, view / 2)
    slack = (view / 2 - k) / scale  # board units the centre may stray past the content's edge
    return max(low - slack, min(high + slack, centre))


def _shift(centre: float, low: float, high: float, half: float) -> float:
    """One axis of :meth:`Camera.follow`: the nearest centre that shows ``low..high`` within
    ``half`` board units of it (or centres on it when it is wider than the view)."""
    if high - low >= 2 * half:
        return (low + high) / 2
    if low < centre - half:
        return low + half
    if high > centre + half:
        return high - half
    return centre
