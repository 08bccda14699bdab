"""Position files (spec "Position files"): every query, key order, and every malformed file
rejected with one line."""

from __future__ import annotations

import copy
import json

import pytest

from game.crown.position import PositionError, analyse
from game.engine import analyse as analyse_command
from tests.crown.helpers import ask, castle, general, hero, position

SPEC_EXAMPLE = {
    "game": "crown",
    "players": 2,
    "teams": False,
    "active": 0,
    "seats": {
        "0": {"vp": 20, "gold": 5, "food": 1, "trophies": ["young"]},
        "2": {"vp": 0, "gold": 3, "food": 0, "trophies": []},
    },
    "walls": [[4, 0], [9, 8]],
    "castles": [{"at": [1, 1], "owner": 0, "cards": [{"weapon": "crossbow", "grade": "elite"}]}],
    "heroes": [
        {"at": [0, 0], "owner": 0, "name": "sylva", "cards": [], "bonus": {"atk": 0, "def": 20}},
        {
            "at": [9, 5],
            "owner": 2,
            "name": "henry",
            "cards": [{"weapon": "sword", "grade": "recruit"}],
        },
    ],
    "generals": [{"at": [2, 3], "owner": 0, "type": "marshal", "weapon": "axe", "cards": []}],
    "rock": [6, 0],
    "dragon": {"card": "grown", "alert": 2},
    "crown": [1, 1],
    "queue": [],
    "query": {"type": "strength", "pieces": [[1, 1], [0, 0]]},
}


def with_query(query: dict, base: dict = SPEC_EXAMPLE) -> dict:
    data = copy.deepcopy(base)
    data["query"] = query
    return data


def test_the_spec_example_strength() -> None:
    assert analyse(SPEC_EXAMPLE) == {
        "pieces": [
            {"at": [0, 0], "atk": 0, "def": 20, "specialty": False, "aligned": False},
            {"at": [1, 1], "atk": 30, "def": 60, "specialty": False, "aligned": False},
        ]
    }


def test_keys_come_in_the_spec_order() -> None:
    battle = analyse(with_query({"type": "battle", "attacker": [9, 5], "defender": [9, 8]}))
    assert list(battle) == ["legal", "reason"]
    data = with_query({"type": "battle", "attacker": [8, 5], "defender": [9, 5]})
    data["generals"][0]["at"] = [8, 5]
    data["generals"][0]["cards"] = [{"weapon": "axe", "grade": "elite"}]
    battle = analyse(data)
    assert list(battle) == [
        "legal",
        "range",
        "mode",
        "winner",
        "discarded",
        "removed",
        "home",
        "vp",
        "upkeep",
        "slain",
        "crown",
    ]
    assert list(battle["discarded"]) == ["attacker", "defender"]
    assert list(analyse(with_query({"type": "moves", "piece": [9, 5], "white": 2}))) == [
        "steps",
        "squares",
        "takes_crown",
    ]
    assert list(analyse(with_query({"type": "dragon", "die": "N", "white": 2}))) == [
        "outcome",
        "landed",
        "target",
        "removed",
        "home",
        "discarded",
        "vp",
        "dragon",
        "crown",
    ]
    assert list(analyse(with_query({"type": "queue"}))) == ["complete", "queue", "first"]
    assert list(analyse(with_query({"type": "winner"}))) == ["threshold", "crown", "vp", "winner"]


def test_moves() -> None:
    answer = analyse(with_query({"type": "moves", "piece": [2, 3]}))
    assert answer["steps"] == 3 and [4, 4] in answer["squares"] and [5, 4] not in answer["squares"]
    assert answer["squares"] == sorted(answer["squares"])
    answer = ask(
        {"type": "moves", "piece": [6, 4], "white": 2},
        heroes=[hero(0, "ragnar", [6, 4], [("lance", "recruit")]), hero(2, "henry")],
        castles=[castle(0, [1, 1])],
    )
    assert answer["steps"] == 4 and answer["takes_crown"]
    answer = ask(
        {"type": "moves", "piece": [6, 4], "white": 1},
        heroes=[hero(0, "henry", [6, 4], [("sword", "recruit")]), hero(2, "sylva")],
        castles=[castle(0, [1, 1])],
    )
    assert not answer["takes_crown"]  # C is two steps away
    cav = general(0, [2, 2], "vanguard", "lance", [("lance", "recruit"), ("mace", "recruit")])
    assert ask({"type": "moves", "piece": [2, 2]}, generals=[cav])["steps"] == 5


def test_moves_of_a_cardless_general_outside_its_territory() -> None:
    """Next to its territory it steps straight back in (3 steps, all inside); two squares
    out it cannot move (the spec's Movement, corrected)."""
    near = general(0, [5, 2], "guardian", "axe")
    answer = ask({"type": "moves", "piece": [5, 2]}, generals=[near])
    inside = [[4, 0], [4, 1], [4, 2], [4, 3], [4, 4], [3, 1], [3, 2], [3, 3], [2, 2]]
    assert answer["steps"] == 3 and answer["squares"] == sorted(inside)
    far = general(0, [6, 2], "guardian", "axe")
    answer = ask({"type": "moves", "piece": [6, 2]}, generals=[far])
    assert answer == {"steps": 3, "squares": [], "takes_crown": False}


def test_dragon_outcomes() -> None:
    def dragon(query, **kw):
        return ask({"type": "dragon", **query}, **kw)

    assert dragon({"die": "N", "white": 1})["outcome"] == "advanced"
    flown = dragon({"die": "N", "white": 1}, dragon={"card": "young", "alert": 4})
    assert flown["outcome"] == "landed" and flown["landed"] == [6, 6] and flown["target"] == "empty"
    assert flown["dragon"] == {"card": "young", "at": [6, 6]}
    wall = dragon(
        {"die": "W", "white": 2},
        dragon={"card": "young", "at": [6, 4]},
        walls=[[4, 4 - 0]] if False else [[3, 4]],
    )
    assert wall["outcome"] == "landed"
    wall = dragon({"die": "W", "white": 3}, dragon={"card": "young", "at": [6, 4]}, walls=[[3, 4]])
    assert (wall["outcome"], wall["target"], wall["removed"]) == ("destroyed", "wall", [[3, 4]])
    rock = dragon({"die": "N", "white": 6}, dragon={"card": "young", "at": [6, 6]}, rock=[6, 0])
    assert (rock["outcome"], rock["target"]) == ("destroyed", "rock")
    strong = castle(0, [2, 2], [("sword", "champion")])
    repelled = dragon(
        {"die": "N", "white": 3}, dragon={"card": "young", "at": [2, 5]}, castles=[strong]
    )
    assert repelled["outcome"] == "repelled" and repelled["dragon"] == {"card": "young", "alert": 1}
    ragnar = hero(0, "ragnar", [3, 6], [("lance", "champion"), ("lance", "elite")])
    slain = dragon(
        {"die": "N", "white": 2},
        dragon={"card": "young", "at": [3, 8]},
        heroes=[ragnar, hero(2, "henry")],
    )
    assert slain["outcome"] == "slain" and slain["vp"] == {"0": 20}
    assert slain["dragon"] == {"card": "grown", "alert": 1}
    henry = hero(0, "henry", [0, 0], [("sword", "recruit")])
    beaten = dragon(
        {"die": "N", "white": 3},
        dragon={"card": "young", "at": [0, 3]},
        heroes=[henry, hero(2, "sylva")],
    )
    assert beaten["outcome"] == "defeated" and beaten["target"] == "hero"
    assert beaten["home"] == [1, 0] and beaten["discarded"] == [
        {"weapon": "sword", "grade": "recruit"}
    ]
    crowned = castle(0, [2, 2])
    fallen = dragon(
        {"die": "N", "white": 4},
        dragon={"card": "young", "at": [2, 6]},
        castles=[crowned],
        crown=[2, 2],
    )
    assert fallen["outcome"] == "defeated" and fallen["removed"] == [[2, 2]]
    assert fallen["crown"] == [[6, 6]]
    gone = dragon(
        {"die": "S", "white": 2},
        dragon=None,
        seats={
            0: {"trophies": ["young", "grown"], "vp": 40},
            2: {"trophies": ["elder", "ancient"], "vp": 40},
        },
    )
    assert gone["outcome"] == "none" and gone["dragon"] is None


def test_queue_and_winner() -> None:
    walls0 = [[4, 0], [4, 1], [4, 2], [4, 3], [0, 4], [1, 4], [2, 4], [3, 4]]
    castles = [castle(0, [1, 1]), castle(0, [2, 2]), castle(0, [3, 3])]
    answer = ask({"type": "queue"}, walls=walls0, castles=castles, queue=[2])
    assert answer == {"complete": [0], "queue": [0], "first": 0}
    answer = ask(
        {"type": "winner"}, walls=walls0, castles=castles, crown=[1, 1], seats={0: {"vp": 30}}
    )
    assert answer == {"threshold": 50, "crown": 0, "vp": {"0": 50, "2": 0}, "winner": [0]}
    answer = ask(
        {"type": "winner"}, players=3, castles=castles, crown=[1, 1], seats={0: {"vp": 60}}
    )
    assert answer["threshold"] == 70 and answer["winner"] == []
    answer = ask(
        {"type": "winner"},
        players=4,
        teams=True,
        active=2,
        castles=castles,
        crown=[1, 1],
        seats={2: {"vp": 50}},
    )
    assert answer["winner"] == [0, 2] and answer["crown"] == 0
    answer = ask(
        {"type": "winner"},
        players=4,
        teams=True,
        active=1,
        castles=castles,
        crown=[1, 1],
        seats={2: {"vp": 50}},
    )
    assert answer["winner"] == []


def test_the_analyse_command_prints_json_and_one_line_errors(
    tmp_path, capsys, crown_registered
) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(SPEC_EXAMPLE))
    assert analyse_command.main([str(good)]) == 0
    assert json.loads(capsys.readouterr().out)["pieces"][0]["at"] == [0, 0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**SPEC_EXAMPLE, "players": 5}))
    assert analyse_command.main([str(bad)]) == analyse_command.EXIT_ERROR
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    assert analyse_command.main([str(broken)]) == analyse_command.EXIT_ERROR


def mutate(change) -> dict:
    data = copy.deepcopy(SPEC_EXAMPLE)
    change(data)
    return data


MALFORMED = {
    "game": lambda d: d.update(game="goldmine"),
    "players": lambda d: d.update(players=5),
    "players type": lambda d: d.update(players="2"),
    "teams without 4": lambda d: d.update(teams=True),
    "active": lambda d: d.update(active=1),
    "seats missing": lambda d: d.pop("seats"),
    "seats wrong": lambda d: d["seats"].pop("2"),
    "seat extra": lambda d: d["seats"].update({"1": {"vp": 0, "gold": 0, "food": 0}}),
    "vp missing": lambda d: d["seats"]["0"].pop("vp"),
    "owner": lambda d: d["castles"][0].update(owner=3),
    "weapon": lambda d: d["castles"][0]["cards"][0].update(weapon="bow"),
    "grade": lambda d: d["castles"][0]["cards"][0].update(grade="legend"),
    "hero name": lambda d: d["heroes"][0].update(name="arthur"),
    "general type": lambda d: d["generals"][0].update(type="captain"),
    "dragon card": lambda d: d["dragon"].update(card="baby"),
    "die": lambda d: d.update(query={"type": "dragon", "die": "X", "white": 2}),
    "white": lambda d: d.update(query={"type": "dragon", "die": "N", "white": 7}),
    "hero white": lambda d: d.update(query={"type": "moves", "piece": [9, 5]}),
    "off board": lambda d: d["walls"].append([13, 0]),
    "two on a square": lambda d: d["generals"][0].update(at=[0, 0]),
    "dragon on the rock": lambda d: d.update(dragon={"card": "grown", "at": [6, 0]}),
    "dragon on a wall": lambda d: d.update(dragon={"card": "grown", "at": [4, 0]}),
    "hero on a tunnel": lambda d: d["heroes"][1].update(at=[12, 6]),
    "general in the fortress": lambda d: d["generals"][0].update(at=[5, 5]),
    "castle off its sites": lambda d: d["castles"][0].update(at=[9, 9]),
    "castle on a home": lambda d: (
        d["castles"][0].update(at=[0, 0]) or d["heroes"][0].update(at=[1, 1])
    ),
    "wall off the sites": lambda d: d["walls"].append([5, 5]),
    "wall of a seat not in play": lambda d: d["walls"].append([8, 0]),
    "rock off the tunnels": lambda d: d.update(rock=[5, 0]),
    "three cards": lambda d: d["castles"][0]["cards"].extend(
        [{"weapon": "crossbow", "grade": "recruit"}, {"weapon": "crossbow", "grade": "recruit"}]
    ),
    "four castles": lambda d: d["castles"].extend(
        [{"at": [2, 2], "owner": 0}, {"at": [3, 3], "owner": 0}, {"at": [1, 3], "owner": 0}]
    ),
    "four generals": lambda d: d["generals"].extend(
        [
            {"at": [1, 2], "owner": 0, "type": "guardian", "weapon": "axe"},
            {"at": [1, 3], "owner": 0, "type": "vanguard", "weapon": "axe"},
            {"at": [2, 2], "owner": 0, "type": "marshal", "weapon": "sword"},
        ]
    ),
    "no hero": lambda d: d["heroes"].pop(1),
    "two heroes": lambda d: d["heroes"].append({"at": [2, 2], "owner": 0, "name": "mirae"}),
    "a hero twice": lambda d: d["heroes"][1].update(name="sylva"),
    "hero mixing": lambda d: d["heroes"][1]["cards"].append(
        {"weapon": "lance", "grade": "recruit"}
    ),
    "castle mixing": lambda d: d["castles"][0]["cards"].append(
        {"weapon": "sword", "grade": "recruit"}
    ),
    "too many champions": lambda d: d["heroes"][1].update(
        cards=[{"weapon": "sword", "grade": "champion"}, {"weapon": "sword", "grade": "champion"}]
    ),
    "a general twice": lambda d: d["generals"].append(
        {"at": [3, 3], "owner": 0, "type": "marshal", "weapon": "axe"}
    ),
    "gold": lambda d: d["seats"]["0"].update(gold=13),
    "food": lambda d: d["seats"]["0"].update(food=6),
    "negative vp": lambda d: d["seats"]["0"].update(vp=-1),
    "negative bonus": lambda d: d["heroes"][0].update(bonus={"atk": -5, "def": 0}),
    "vp over the bound": lambda d: d["seats"]["0"].update(vp=1000),
    "bonus over the whole deck": lambda d: d["heroes"][0].update(bonus={"atk": 231, "def": 0}),
    "def bonus over the whole deck": lambda d: d["castles"][0].update(bonus={"def": 231}),
    "crown": lambda d: d.update(crown=[2, 2]),
    "dragon order": lambda d: d.update(dragon={"card": "young", "alert": 1}),
    "dragon null": lambda d: d.update(dragon=None),
    "alert": lambda d: d.update(dragon={"card": "grown", "alert": 5}),
    "query type": lambda d: d.update(query={"type": "oracle"}),
    "query missing": lambda d: d.pop("query"),
    "strength on nothing": lambda d: d.update(query={"type": "strength", "pieces": [[5, 5]]}),
    "battle from a wall": lambda d: d.update(
        query={"type": "battle", "attacker": [4, 0], "defender": [0, 0]}
    ),
    "battle on nothing": lambda d: d.update(
        query={"type": "battle", "attacker": [9, 5], "defender": [9, 6]}
    ),
    "moves of a castle": lambda d: d.update(query={"type": "moves", "piece": [1, 1], "white": 2}),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_files_are_refused_with_one_line(name) -> None:
    with pytest.raises(PositionError) as caught:
        analyse(mutate(MALFORMED[name]))
    message = str(caught.value)
    assert message and "\n" not in message


def test_left_out_lists_are_empty() -> None:
    data = position(query={"type": "queue"})
    for key in ("walls", "castles", "generals", "queue"):
        data.pop(key)
    data["rock"] = None
    for entry in data["seats"].values():
        entry.pop("trophies")
    for entry in data["heroes"]:
        entry.pop("cards")
    data["note"] = "ignored"
    assert analyse(data) == {"complete": [], "queue": [], "first": None}
