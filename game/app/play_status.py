"""A play scene's part: the words of the status bar (whose decision it is and what they
should do, the AI thinking, a hint, Finish now at work) and of the tooltip that says why
the target under the mouse is illegal.  Drawn by :mod:`game.app.play_chrome`."""

from __future__ import annotations

from game.app.play_chrome import thinking_dots
from game.app.play_context import PlayContext
from game.text import tr


def status_text(scene: PlayContext) -> str:
    """Whose decision it is and what they should do; the AI thinking; a hint."""
    match = scene.match
    if match.is_over:
        return scene.over_text()
    seat = match.to_move
    if seat < 0:
        return ""
    if scene.turns.finishing:
        return tr("play.finishing", dots=thinking_dots(scene.time))
    name = scene.seat_name(seat)
    turn = scene.decides_during()
    turn_name = None if turn is None else scene.seat_name(turn)
    if not match.seats[seat].is_human:
        dots = thinking_dots(scene.time)
        if turn_name is not None:
            return tr("play.status_ai_during", player=name, turn=turn_name, dots=dots)
        return tr("play.status_ai", player=name, dots=dots)
    if scene.viewer != seat:
        if turn_name is not None:
            return tr("play.status_waiting_during", player=name, turn=turn_name)
        return tr("play.status_waiting", player=name)
    if scene.turns.hint_pending:
        return tr("play.hint_thinking")
    if scene.hint_action is not None:
        return hint_text(scene)
    prompt = scene.prompt()
    if turn_name is not None:
        return tr("play.your_decision", player=name, turn=turn_name, prompt=prompt)
    return prompt


def hint_text(scene: PlayContext) -> str:
    """ "Hint: <move>: <why it beats the runner-up> (compared with …). Enter plays it." """
    words = scene.hint_words(scene.hint_action)
    why = scene.turns.hint_why
    if why:
        words = tr("reasons.hint", move=words, reasons=why)
    return tr("play.hint_status", action=words)


def tooltip_text(scene: PlayContext) -> str | None:
    """Why the target under the mouse is illegal (None: nothing to say); the coach may
    add its word."""
    action = scene.pointed()
    if action is None:
        return None
    if scene.coach is not None:
        return scene.coach.aside(scene, action, scene.problem(action))
    return scene.problem(action)
