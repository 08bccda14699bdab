"""Gold Mine's dice tray (the kit's :class:`~game.app.dice_tray.DiceTray`, docked under the
mine) and what it shows: a move's die or the passage's two dice (a
:class:`~game.app.dice_tray.Throw`), the roll-off (:class:`RollOff`), a challenge's rounds
with the winner's roll (:class:`Duel`).  The play scene's motion part fills it from the
step events; this module draws it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app import fonts, theme
from game.app.dice import paint_die, tumbling_face
from game.app.dice_tray import SKIPPED, Clock, DiceTray, Throw, Words, draw_lines
from game.goldmine.state import GOLD
from game.goldmine.view import miners as miner_art
from game.goldmine.view.context import GoldMineContext
from game.goldmine.view.panel import panel_text
from game.goldmine.view.results import end_words
from game.text import tr

ROUND_TIME = 0.65
"""Seconds per challenge round shown."""
DECIDES = {"push": "push", "nugget": "nugget", "bonus_move": "bonus"}
"""Stage after a challenge -> what its decider is choosing (the tray names who)."""
AFTER_DUEL = ("push_roll", "push", "nugget", "bonus_roll", "bonus_move")
"""Stages after a challenge's dice, while its winner acts: the rounds stay in view."""


@dataclass
class RollOff:
    """The roll-off for the start: ``(seat, die)`` per contender."""

    rolls: tuple[tuple[int, int], ...]
    start: float
    kind: str = "rolloff"


@dataclass
class Duel:
    """A challenge's dice: ``rounds`` of ``(attacker's die, defender's die)``, its winner,
    and the winner's roll after it (``then``: the bonus move's or the bat's die)."""

    challenge: str
    attacker: int
    defender: int
    rounds: tuple[tuple[int, int], ...]
    winner: int
    start: float
    then: Throw | None = None
    kind: str = "duel"

    @property
    def loser(self) -> int:
        return self.defender if self.winner == self.attacker else self.attacker


def draw(scene: GoldMineContext, surface: pygame.Surface, tray: DiceTray) -> None:
    """The tray: its frame always, the last roll of the turn when there is one."""
    px = scene.px
    tray.draw_frame(surface, px)
    shown = tray.shown
    clock = Clock(px, scene.time, scene.animation_scale())
    if shown is None:
        tray.draw_caption(surface, px, _idle_words(scene), panel_text(px, 14))
    elif isinstance(shown, Duel):
        _duel(scene, surface, tray.rect, shown, clock)
    elif isinstance(shown, RollOff):
        _rolloff(scene, surface, tray.rect, shown, clock)
    else:
        tray.draw_throw(surface, shown, scene.say(shown.words), clock, panel_text(px, 15))


def _idle_words(scene: GoldMineContext) -> str:
    """The empty tray's caption: where the dice will show, or once the game is over, how
    it ended (not a promise of dice that will not come)."""
    seen = scene.observation()
    if not seen.end:
        return tr("goldmine_ui.tray_empty")
    return end_words(seen.end, seen.climbed, seen.round, scene.seat_name)


def _rolloff(
    scene: GoldMineContext, surface, rect: pygame.Rect, shown: RollOff, clock: Clock
) -> None:
    """Each contender's miner and die; the rule beside them."""
    px = scene.px
    die = px(40)
    x, y = rect.x + px(14), rect.centery - die // 2
    rolling = clock.rolling(shown.start)
    colorblind = scene.app.settings.colorblind
    for i, (seat, face) in enumerate(shown.rolls):
        miner_art.draw_miner(surface, seat, (x + px(12), rect.centery), px(22), colorblind)
        face = tumbling_face(scene.time, i) if rolling else face
        paint_die(surface, pygame.Rect(x + px(28), y, die, die), face)
        x += die + px(40)
    lines = fonts.wrap(tr("goldmine_ui.rolloff"), panel_text(px, 15), rect.right - x - px(14))[:3]
    draw_lines(surface, lines, x + px(4), rect.y + px(12), panel_text(px, 15))


def _duel(scene: GoldMineContext, surface, rect: pygame.Rect, duel: Duel, clock: Clock) -> None:
    """A challenge: its title, the three rounds (the attacker's die then the defender's, in
    their miners' colours, each round's winner under it) on the left; the result, who
    decides what, and the winner's roll on the right."""
    px = scene.px
    scale = clock.scale
    elapsed = clock.now - duel.start
    colorblind = scene.app.settings.colorblind
    attacker, defender = duel.attacker, duel.defender
    title = tr(
        f"goldmine_ui.duel_{duel.challenge}",
        attacker=scene.seat_name(attacker),
        defender=scene.seat_name(defender),
    )
    left = rect.x + px(14)
    surface.blit(
        fonts.render(title, panel_text(px, 14), theme.GOLD_LIGHT, bold=True), (left, rect.y + px(7))
    )
    die = px(30)
    column = px(112)
    top = rect.y + px(30)
    for i, (a, d) in enumerate(duel.rounds):
        shown_at = i * ROUND_TIME * scale
        if elapsed < shown_at:
            break
        rolling = elapsed - shown_at < ROUND_TIME * scale * 0.6
        x = left + i * column
        fa = tumbling_face(scene.time, 2 * i) if rolling else a
        fd = tumbling_face(scene.time, 2 * i + 1) if rolling else d
        mark = miner_art.colour(attacker, colorblind)
        paint_die(surface, pygame.Rect(x, top, die, die), fa, mark)
        paint_die(
            surface,
            pygame.Rect(x + die + px(4), top, die, die),
            fd,
            miner_art.colour(defender, colorblind),
        )
        if not rolling:
            won = attacker if a >= d else defender
            words = tr("goldmine_ui.round_won", number=i + 1, player=scene.seat_name(won))
            label = fonts.render(words, panel_text(px, 13), theme.CREAM)
            surface.blit(label, (x, top + die + px(5)))
    right = left + 3 * column + px(6)
    room = rect.right - right - px(14)
    if elapsed < len(duel.rounds) * ROUND_TIME * scale:
        return
    lines = duel_words(scene, duel)
    result = fonts.wrap(lines[0], panel_text(px, 15), room, bold=True)[:1]
    draw_lines(surface, result, right, rect.y + px(8), panel_text(px, 15), bold=True)
    if len(lines) > 1:
        y = rect.y + px(34)
        centre = (right + px(10), y + px(9))
        miner_art.draw_miner(surface, scene.match.to_move, centre, px(18), colorblind)
        text = fonts.wrap(lines[1], panel_text(px, 14), room - px(26))[:1]
        draw_lines(surface, text, right + px(26), y, panel_text(px, 14))
    then = duel.then
    if then is None:
        return
    small = px(24)
    x, y = right, rect.bottom - small - px(10)
    rolling = clock.rolling(then.start)
    for i, face in enumerate(then.dice):
        shown = tumbling_face(scene.time, 7 + i) if rolling else face
        paint_die(surface, pygame.Rect(x, y, small, small), shown)
        x += small + px(6)
    if not rolling:
        line = fonts.wrap(scene.say(then.words), panel_text(px, 14), rect.right - x - px(14))[:1]
        draw_lines(surface, line, x + px(4), y + px(3), panel_text(px, 14))


def duel_words(scene: GoldMineContext, duel: Duel) -> list[str]:
    """The challenge's result in words (who won, by how many rounds), and while its winner
    has a choice to make, who decides what."""
    winner, loser = duel.winner, duel.loser
    by_attacker = sum(1 for a, d in duel.rounds if a >= d)
    won = by_attacker if winner == duel.attacker else len(duel.rounds) - by_attacker
    words = [
        tr(
            "goldmine_ui.duel_result",
            player=scene.seat_name(winner),
            target=scene.seat_name(loser),
            won=won,
            lost=len(duel.rounds) - won,
        )
    ]
    shown = scene.observation()
    choice = DECIDES.get(shown.stage)
    if choice is not None and scene.match.to_move == winner and not scene.steps.busy:
        words.append(
            tr(
                f"goldmine_ui.duel_decides.{choice}",
                player=scene.seat_name(winner),
                target=scene.seat_name(loser),
                count=shown.steps,
            )
        )
    return words


def kept_duel(shown, tray: DiceTray) -> Duel | None:
    """While a challenge's winner acts, its rounds on the tray even when they were not seen
    rolling (a loaded game, an undo, skipped animations): the duel the observation ``shown``
    holds, with the winner's roll when it was made (None: nothing to keep, or it is shown)."""
    challenge = shown.challenge
    if shown.stage not in AFTER_DUEL or challenge is None or not challenge.rounds:
        return None
    if isinstance(tray.shown, Duel):
        return None
    kind = "gold" if challenge.kind == GOLD else "bat"
    duel = Duel(
        kind,
        challenge.attacker,
        challenge.defender,
        tuple(challenge.rounds),
        challenge.winner,
        SKIPPED,
    )
    if shown.stage in ("push", "bonus_move"):
        key = "push_roll" if shown.stage == "push" else "bonus_roll"
        words = Words(f"goldmine.log.{key}", {"seat": challenge.winner, "die": shown.steps})
        duel.then = Throw((shown.steps,), SKIPPED, words, key)
    return duel
