"""Where Crown & Dragon's turn stands: the stage and the typed values around it.

The state's ``stage`` names the step the game waits for (a decision or a chance step); the
flow (:mod:`game.crown.flow`) has one handler per stage.  The other values say where the
stage stands: how far the moving piece has come (``phase``), the card whose target is
being chosen (``card``), what must be decided before going back (``pending``, ``resume``).
Stages and the other names are string enums: they compare equal to their strings, which
the screens, the log and the tests use.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import NamedTuple


class Stage(StrEnum):
    # chance
    DEAL = "deal"
    """Heroes left to chance, three generals and a black card each, the market, the start."""
    ROLL = "roll"
    """The black and white dice."""
    REFILL = "refill"
    """A market slot's new card."""
    RECRUIT = "recruit"
    """The top military card, for Recruiters."""
    DRAW_BLACK = "draw_black"
    DRAW_ACTION = "draw_action"
    # setup decisions
    KEEP = "keep"
    """One of the three dealt generals."""
    KEEP_PLACE = "keep_place"
    """The kept general's cell."""
    # the turn
    ROCK = "rock"
    """Where the rock enters."""
    ACT = "act"
    """The hero step, or a general of an army action: move, fight once, end."""
    MAIN = "main"
    """The one main action."""
    MARKET = "market"
    PLACE = "place"
    """A bought general's cell."""
    ASSIGN = "assign"
    """A military card's piece."""
    REDEPLOY = "redeploy"
    BUILD = "build"
    ARMY = "army"
    """Which general acts next."""
    TARGET = "target"
    """A played card's target."""
    UPKEEP = "upkeep"
    """Which cards to pay for after a battle."""
    CROWN = "crown"
    """Which castle takes a won crown."""
    CARDS = "cards"
    """The last chance to play cards."""
    DISCARD = "discard"
    """Down to three action cards."""
    OVER = "over"


class Phase(IntEnum):
    """How far the moving piece has come: it moves once and fights once, either first."""

    READY = 0
    """Nothing done yet."""
    MOVED = 1
    """Moved: it may still fight."""
    FOUGHT = 2
    """Fought: it may still move with the steps left."""
    DONE = 3


MAY_MOVE = (Phase.READY, Phase.FOUGHT)
MAY_FIGHT = (Phase.READY, Phase.MOVED)


class Main(StrEnum):
    """The main actions (one a turn)."""

    MARKET = "market"
    REDEPLOY = "redeploy"
    BUILD = "build"
    ARMY = "army"


class FollowUp(StrEnum):
    """What must be settled before the flow goes back to ``resume``."""

    CROWN = "crown"
    """Place a crown won by a battle or taken at C."""
    UPKEEP = "upkeep"
    """Pay for the cards that fought."""
    REFILL = "refill"
    """Refill the market slot just bought from."""


class Source(StrEnum):
    """Where the military card being assigned comes from."""

    MARKET = "market"
    RECRUIT = "recruit"


class PlayedCard(NamedTuple):
    """A card whose target is being chosen."""

    kind: int
    black: bool
    """A black card (``kind`` indexes ``BLACKS``), else an action card (``ACTIONS``)."""


class Refill(NamedTuple):
    """The market slot to refill."""

    general: bool
    """A general's slot, else a military card's."""
    slot: int
