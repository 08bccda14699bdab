"""Declared setup options: defaults, availability by player count, forcing, uniqueness,
the setup dictionary, remembered choices; and Armadora's declaration."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest

from game.engine import registry
from game.engine.options import (
    OMIT,
    Choice,
    Option,
    SeatChoice,
    SetupSpec,
    ai_levels,
    level_label_key,
)

SIX = SimpleNamespace(min_players=2, max_players=6)
COLOURS = ("red", "blue", "green", "yellow", "white", "black")

MINE = SetupSpec(
    title_key="tiny.title",
    options=(
        Option.toggle("mud", "tiny.mud", default=True),
        Option.toggle("five_tiles", "tiny.five", players=(2, 3, 4), forces={"mud": True}),
        Option.toggle("alliance", "tiny.alliance", players=(4, 6)),
        Option.select(
            "rounds",
            "tiny.rounds",
            [Choice(None, "tiny.off"), Choice(40, "tiny.r40"), Choice(60, "tiny.r60")],
            60,
        ),
    ),
    seat_choice=SeatChoice(
        "colours", "tiny.colour", [Choice(c, f"tiny.{c}") for c in COLOURS], random_value=None
    ),
)

HEROES = SeatChoice(
    "heroes",
    "tiny.hero",
    [Choice(None, "tiny.dealt"), *(Choice(h, f"tiny.{h}", f"tiny.{h}_help") for h in "abcd")],
    help_when="mud",
)


def test_defaults_are_one_human_and_normal_ais_with_the_minimum_players():
    choices = MINE.defaults(SIX)
    assert choices.players == 2
    assert choices.kinds == ["human", "ai", "ai", "ai", "ai", "ai"]
    assert choices.levels == ["normal"] * 6
    assert [s.to_json() for s in choices.seats()] == [
        {"kind": "human", "level": "normal", "name": ""},
        {"kind": "ai", "level": "normal", "name": ""},
    ]
    assert choices.values == {"mud": True, "five_tiles": False, "alliance": False, "rounds": 60}
    # Without a random value, every seat starts with its own colour.
    assert choices.seat_values == list(COLOURS)


def test_default_player_count_is_clamped_to_the_rules():
    spec = SetupSpec(title_key="t", default_players=9)
    assert spec.start_players(SIX) == 6
    assert SetupSpec(title_key="t", default_players=3).start_players(SIX) == 3
    assert spec.player_counts(SIX) == [2, 3, 4, 5, 6]


def test_availability_follows_the_player_count():
    assert MINE.available_options(2) == ["mud", "five_tiles", "rounds"]
    assert MINE.available_options(4) == ["mud", "five_tiles", "alliance", "rounds"]
    assert MINE.available_options(5) == ["mud", "rounds"]
    assert MINE.available_options(6) == ["mud", "alliance", "rounds"]
    state = MINE.states(3, {"alliance": True})["alliance"]
    assert (state.available, state.reason, state.value, state.players) == (
        False,
        "players",
        False,
        (4, 6),
    )


def test_an_option_forces_another_while_it_is_on():
    states = MINE.states(3, {"five_tiles": True, "mud": False})
    assert states["mud"].value is True
    assert (states["mud"].available, states["mud"].reason, states["mud"].forced_by) == (
        False,
        "forced",
        "five_tiles",
    )
    # Off, or not available for the player count: mud is the player's own choice again.
    assert MINE.states(3, {"five_tiles": False, "mud": False})["mud"].value is False
    five_players = MINE.states(5, {"five_tiles": True, "mud": False})
    assert five_players["mud"].available and five_players["mud"].value is False
    assert five_players["five_tiles"].value is False


def test_forcing_chains_and_the_first_force_wins():
    spec = SetupSpec(
        title_key="t",
        options=(
            Option.toggle("a", "t.a", forces={"b": True}),
            Option.toggle("b", "t.b", forces={"c": True}),
            Option.toggle("c", "t.c"),
            Option.toggle("d", "t.d", forces={"c": False}),
        ),
    )
    assert spec.resolve(2, {"a": True, "d": True}) == {"a": True, "b": True, "c": True, "d": True}
    assert spec.resolve(2, {"d": True}) == {"a": False, "b": False, "c": False, "d": True}


def test_setup_dict_applies_availability_forcing_and_seats():
    setup = MINE.setup_dict(
        4, ["red", "blue", "green", "white"], {"five_tiles": True, "mud": False, "alliance": True}
    )
    assert setup == {
        "players": 4,
        "mud": True,
        "five_tiles": True,
        "alliance": True,
        "rounds": 60,
        "colours": ["red", "blue", "green", "white"],
    }
    setup = MINE.setup_dict(5, None, {"five_tiles": True, "alliance": True, "rounds": None})
    assert setup["five_tiles"] is False and setup["alliance"] is False
    assert setup["rounds"] is None
    assert setup["colours"] == list(COLOURS[:5])  # none given: each seat's own default


def test_an_option_that_does_not_apply_can_leave_its_key_out():
    spec = SetupSpec(
        title_key="t",
        options=(
            Option.select("k", "t.k", [Choice(1, "t.one"), Choice(2, "t.two")], 1, players=(3,)),
        ),
    )
    assert spec.option("k").inactive is OMIT
    assert spec.setup_dict(2) == {"players": 2}
    assert spec.setup_dict(3, values={"k": 2}) == {"players": 3, "k": 2}


def test_unknown_or_mistyped_values_are_not_taken():
    spec = SetupSpec(
        title_key="t",
        options=(Option.select("n", "t.n", [Choice(1, "t.one"), Choice(2, "t.two")], 1),),
    )
    assert spec.resolve(2, {"n": True}) == {"n": 1}  # True is not 1
    assert spec.resolve(2, {"n": 7, "other": 3}) == {"n": 1}
    assert not spec.option("n").is_toggle
    assert MINE.option("mud").is_toggle


def test_declaration_errors_are_caught_early():
    with pytest.raises(ValueError):
        Option.select("x", "t.x", [Choice(1, "t.one")], 2)
    with pytest.raises(ValueError):
        SetupSpec(title_key="t", options=(Option.toggle("a", "t.a", forces={"zz": True}),))
    with pytest.raises(ValueError):
        SetupSpec(title_key="t", options=(Option.toggle("a", "t.a"), Option.toggle("a", "t.b")))


def test_unique_seat_values_cycle_past_taken_ones():
    values = [None, "a", "b", None]
    assert HEROES.cycle(values, 0, 4) == "c"  # a and b belong to others
    assert HEROES.cycle(["d", "a", "b", "c"], 0, 4) is None  # only "dealt" is left
    assert HEROES.cycle(["a", "b", "c", "d"], 0, 2) == "c"  # seats 3 and 4 are not playing
    # Without uniqueness every value comes in turn.
    free = SeatChoice("x", "t.x", HEROES.choices, unique=False)
    assert free.cycle(["a", "b"], 0, 2) == "b"


def test_a_random_value_is_never_taken_and_duplicates_are_fixed():
    assert HEROES.fix([None, None, None, None], 4) == [None] * 4
    assert HEROES.fix(["a", "a", "zz", "b"], 4) == ["a", None, None, "b"]
    assert HEROES.fix(["a", "a"], 1) == ["a", "a"]  # the second seat is not playing
    colours = MINE.seat_choice
    assert colours.fix(["red", "red", "green"], 3) == ["red", "blue", "green"]
    assert MINE.seat_values_valid(3, ["red", "blue", "green"])
    assert not MINE.seat_values_valid(3, ["red", "red", "green"])


def test_changing_the_player_count_resets_the_seats_that_leave():
    choices = MINE.defaults(SIX)
    MINE.set_players(choices, 4)
    choices.seat_values[:4] = ["black", "white", "red", "blue"]
    MINE.set_players(choices, 2)
    MINE.set_players(choices, 4)
    assert choices.seat_values[:4] == ["black", "white", "green", "yellow"]
    assert MINE.seat_values_valid(4, choices.seat_values)


def test_remembered_choices_round_trip():
    choices = MINE.defaults(SIX)
    MINE.set_players(choices, 5)
    choices.kinds[1] = "human"
    choices.levels[2] = "hard"
    choices.values["rounds"] = None
    MINE.cycle_seat(choices, 0)
    restored = MINE.restore(choices.to_json(), SIX)
    assert restored == choices


@pytest.mark.parametrize(
    "memory",
    [
        None,
        "nonsense",
        [1, 2],
        {"players": 99},
        {"players": True},
        {"players": 3, "seats": "x", "seat_values": {"a": 1}, "options": []},
        {"players": 3, "seats": [None, {"kind": "robot", "level": "godlike"}]},
        {"players": 3, "seat_values": ["red", "red", "purple"], "options": {"rounds": 61}},
    ],
)
def test_broken_or_stale_memory_falls_back_field_by_field(memory):
    restored = MINE.restore(memory, SIX)
    defaults = MINE.defaults(SIX)
    assert 2 <= restored.players <= 6
    assert set(restored.kinds) <= {"human", "ai"} and set(restored.levels) <= set(ai_levels())
    assert MINE.seat_values_valid(restored.players, restored.seat_values)
    assert restored.values["rounds"] in (None, 40, 60)
    if isinstance(memory, dict) and memory.get("players") == 3:
        assert restored.players == 3
    if memory is None:
        assert restored == defaults


def test_levels_come_from_the_search_table():
    from game.engine.ai.player import LEVELS

    assert ai_levels() == tuple(LEVELS) == ("easy", "normal", "hard")
    assert level_label_key("hard") == "levels.hard"


# --- Armadora -------------------------------------------------------------------------

FACTION_CYCLE = (None, "orc", "goblin", "elf", "mage")


def old_make_setup(players, factions, advanced, peek_own, teams) -> dict:
    """What the Armadora setup screen produced before the declaration (its make_setup)."""
    return {
        "players": players,
        "advanced": advanced,
        "peek_own": peek_own,
        "teams": teams and players == 4,
        "factions": list(factions[:players]),
    }


def old_cycle_faction(factions, seat, players):
    """The old screen's faction button: next faction not taken by another seat."""
    taken = {f for i, f in enumerate(factions[:players]) if i != seat and f}
    index = FACTION_CYCLE.index(factions[seat])
    for step in range(1, len(FACTION_CYCLE) + 1):
        candidate = FACTION_CYCLE[(index + step) % len(FACTION_CYCLE)]
        if candidate is None or candidate not in taken:
            return candidate
    return factions[seat]


def armadora():
    info = registry.get("armadora")
    return info.setup, info.rules


def test_armadora_declares_its_setup_in_the_registry():
    spec, rules = armadora()
    assert spec.player_counts(rules) == [2, 3, 4]
    assert spec.title_key == "armadora_ui.setup_title"
    assert spec.seed_label_key == "armadora_ui.seed"
    assert [o.key for o in spec.options] == ["advanced", "peek_own", "teams"]
    assert [c.value for c in spec.seat_choice.choices] == list(FACTION_CYCLE)
    assert spec.seat_choice.help_when == "advanced"
    fresh = spec.defaults(rules)
    assert spec.setup_for(fresh) == old_make_setup(2, [None] * 4, False, True, True)
    assert [s.kind for s in fresh.seats()] == ["human", "ai"]


def test_armadora_setup_dicts_equal_the_old_screen_for_every_choice():
    spec, rules = armadora()
    combos = itertools.product((2, 3, 4), (False, True), (False, True), (False, True))
    for players, advanced, peek_own, teams in combos:
        for factions in itertools.product(FACTION_CYCLE, repeat=players):
            chosen = [f for f in factions if f]
            if len(set(chosen)) != len(chosen):
                continue
            values = {"advanced": advanced, "peek_own": peek_own, "teams": teams}
            mine = spec.setup_dict(players, list(factions), values)
            assert mine == old_make_setup(players, list(factions), advanced, peek_own, teams)
            rules.normalize_setup(mine)  # and the rules accept it


def test_armadora_faction_cycling_matches_the_old_screen():
    spec, _ = armadora()
    for players in (2, 3, 4):
        for factions in itertools.product(FACTION_CYCLE, repeat=4):
            chosen = [f for f in factions[:players] if f]
            if len(set(chosen)) != len(chosen):
                continue
            for seat in range(players):
                expected = old_cycle_faction(list(factions), seat, players)
                assert spec.seat_choice.cycle(list(factions), seat, players) == expected
