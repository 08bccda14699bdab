"""Tiny Duel's state: every field says who may see it (see :mod:`game.engine.schema`).

The example to copy (a real game: ``game/armadora/state.py``).  ``secrets`` is the one
private field: a seat sees the secrets it knows, a spectator those everybody knows; every
other field is public.  :data:`SCHEMA` writes ``clone``, ``observe`` and the public part
of ``sample_state`` from these declarations; the rules write only ``sample_secrets``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.schema import StateSchema, private, public

FACES = (1, 2, 3, 4, 5, 6)
"""The die's faces, and the secrets a deal gives."""
MOVES_PER_TURN = 2


def _secrets_seen(state: TinyState, seat: int) -> tuple[int | None, ...]:
    """A seat sees the secrets it knows (a spectator: those every seat knows); None for
    the others, and before the deal."""
    return tuple(
        value if value and (state.known[seat][j] if seat >= 0 else _public(state, j)) else None
        for j, value in enumerate(state.secrets)
    )


def _public(state: TinyState, j: int) -> bool:
    return all(row[j] for row in state.known)


@dataclass
class TinyState:
    players: int = public()
    rounds: int = public()
    teams: bool = public()
    secrets: list[int] = private(_secrets_seen)  # 0 until dealt
    known: list[list[bool]] = public()  # known[i][j]: seat i knows seat j's secret
    dueled: list[list[bool]] = public()  # dueled[i][j]: seat i has dueled seat j
    points: list[int] = public()
    turn: int = public(default=0)
    moves_left: int = public(default=MOVES_PER_TURN)
    round: int = public(default=0)
    pending: str = public(default="deal")  # "deal", "roll" or "" (no chance pending)
    defend: bool = public(default=False)
    challenged: int = public(default=-1)  # the defender who must answer a duel, or -1


SCHEMA = StateSchema(TinyState)


@SCHEMA.observation
class TinyObservation:
    """What one seat may know: its own secret, secrets it peeked, public secrets (``secrets``
    holds None for the others)."""


def partner(state: TinyState | TinyObservation, seat: int, other: int) -> bool:
    """Whether ``other`` plays on ``seat``'s side (teams: seats 0+2 against 1+3).  The rules
    and ``explain`` both ask it, so a duel's legality and its reason never disagree."""
    return state.teams and seat % 2 == other % 2
