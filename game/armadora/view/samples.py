"""Sample positions for the self-test and the frame benchmark."""

from __future__ import annotations

import random

from game.armadora.actions import Kind
from game.engine import registry
from game.engine.match import Match, SeatInfo


def played_match(
    seed: int = 5,
    steps: int | None = None,
    advanced: bool = True,
    players: int = 2,
    humans: int = 1,
) -> Match:
    """A match played by seeded random moves (passing only when nothing else is legal)."""
    seats = [SeatInfo("human") for _ in range(humans)] + [
        SeatInfo("ai", "random") for _ in range(players - humans)
    ]
    match = Match.new(
        registry.get("armadora").rules, {"players": players, "advanced": advanced}, seed, seats
    )
    rng = random.Random(seed)
    count = 0
    while not match.is_over and (steps is None or count < steps):
        legal = match.legal_actions()
        useful = [a for a in legal if a[0] != Kind.PASS] or legal
        match.play(rng.choice(useful))
        count += 1
    return match


def sample_scenes(app) -> list:
    """The play scene mid-game, the results, the pause menu and the privacy screen."""
    middle = app.scene("play", match=played_match(steps=40))
    return [
        middle,
        app.scene("results", match=played_match()),
        app.scene(
            "pause",
            game_id="armadora",
            on_save=middle.saving.save_copy,
            on_quit=middle.commands.quit_to_menu,
        ),
        app.scene("privacy", player="Orc", on_ready=lambda: None),
        app.scene("privacy", player="Orc", on_ready=lambda: None, turn_of="Mage"),
    ]
