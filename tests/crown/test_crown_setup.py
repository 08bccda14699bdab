"""The declared New game screen gives setups the rules accept; the registry entry loads."""

from __future__ import annotations

from game.crown import GAME
from game.crown.rules import CrownRules
from game.crown.setup_options import SETUP
from game.engine import registry


def test_every_player_count_and_option_makes_a_playable_setup() -> None:
    rules = CrownRules()
    for players in SETUP.player_counts(rules):
        for teams in (False, True):
            for limit in (None, 30, 60):
                values = {"teams": teams, "round_limit": limit, "random_start": True}
                setup = SETUP.setup_dict(players, ["sylva", None, "henry", None], values)
                normalized = rules.normalize_setup(setup)
                assert normalized["teams"] == (teams and players == 4)
                assert normalized["heroes"][0] == "sylva"
                rules.initial_state(normalized)


def test_the_registry_entry(crown_registered) -> None:
    info = crown_registered
    assert registry.get("crown") is info is GAME
    assert info.rules.game_id == "crown" and (info.min_players, info.max_players) == (2, 4)
    assert info.knowledge.version >= 1 and info.setup is SETUP
    assert info.view is not None and info.view.game_id == "crown"  # its screens, declared
