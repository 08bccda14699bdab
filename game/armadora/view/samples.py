"""Sample positions for the self-test and the frame benchmark."""

from __future__ import annotations

import random

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
        useful = [a for a in legal if a[0] != "pass"] or legal
        match.play(rng.choice(useful))
        count += 1
    return match


def sample_scenes(app) -> list:
    """The play scene mid-game, the results, the pause menu and the privacy screen."""
    from game.app.results_scene import ResultsScene
    from game.app.scenes.pause import PauseMenu
    from game.app.scenes.privacy import PrivacyScreen
    from game.armadora.view.play import ArmadoraPlay

    middle = ArmadoraPlay(app, played_match(steps=40))
    return [
        middle,
        ResultsScene(app, played_match()),
        PauseMenu(app, "armadora", middle.save_copy, middle.quit_to_menu),
        PrivacyScreen(app, "Orc", lambda: None),
        PrivacyScreen(app, "Orc", lambda: None, turn_of="Mage"),
    ]
