"""Battles: strength, reach, the standard battle and its counterattack, the volley,
cardless generals, walls, castles, the dragon, upkeep (spec "Battle")."""

from __future__ import annotations

from tests.crown.helpers import ask, castle, general, hero

SWORD_HENRY = hero(0, "henry")
SYLVA_FAR = hero(2, "sylva")


def two_generals(attacker: dict, defender: dict, **kw) -> dict:
    return ask(
        {"type": "battle", "attacker": attacker["at"], "defender": defender["at"]},
        generals=[attacker, defender],
        **kw,
    )


def test_the_drafts_counterattack_100_80_against_100_100() -> None:
    """The attacker's 100 does not beat the defender's 100; the defender's 100 beats the
    attacker's 80: the attacker's general falls with its cards, the defender scores 10."""
    a = general(0, [5, 2], "marshal", "sabre", [("sabre", "elite"), ("sabre", "veteran")])
    b = general(2, [6, 2], "marshal", "longbow", [("longbow", "champion"), ("longbow", "elite")])
    strength = ask({"type": "strength", "pieces": [[5, 2], [6, 2]]}, generals=[a, b])
    assert strength["pieces"] == [
        {"at": [5, 2], "atk": 100, "def": 80, "specialty": True, "aligned": True},
        {"at": [6, 2], "atk": 100, "def": 100, "specialty": True, "aligned": True},
    ]
    result = two_generals(a, b)
    assert result == {
        "legal": True,
        "range": "melee",
        "mode": "standard",
        "winner": "defender",
        "discarded": {
            "attacker": [
                {"weapon": "sabre", "grade": "elite"},
                {"weapon": "sabre", "grade": "veteran"},
            ],
            "defender": [],
        },
        "removed": [[5, 2]],
        "home": None,
        "vp": {"2": 10},
        "upkeep": 0,
        "slain": False,
        "crown": [[6, 6]],
    }


def test_the_drafts_volley_against_two_spearmen() -> None:
    """An archer with 40 ATK shoots an infantry general two squares away: each card defends
    alone (card DEF + 10 specialty): the veteran (30 + 10) holds, the recruit (10 + 10)
    falls; nobody wins and nobody shoots back."""
    archer = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "elite")])
    spear = general(2, [7, 1], "guardian", "spear", [("spear", "veteran"), ("spear", "recruit")])
    strength = ask({"type": "strength", "pieces": [[5, 1]]}, generals=[archer, spear])
    assert strength["pieces"][0]["atk"] == 40
    result = two_generals(archer, spear)
    assert result["range"] == "ranged" and result["mode"] == "volley"
    assert result["winner"] is None
    assert result["discarded"] == {
        "attacker": [],
        "defender": [{"weapon": "spear", "grade": "recruit"}],
    }
    assert result["removed"] == [] and result["vp"] == {}
    assert result["upkeep"] == 1  # the crossbow elite


def test_a_volley_that_strips_every_card_defeats_the_defender() -> None:
    archer = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "champion")])
    spear = general(2, [8, 1], "guardian", "spear", [("spear", "recruit"), ("spear", "recruit")])
    result = two_generals(archer, spear)
    assert result["mode"] == "volley" and result["winner"] == "attacker"
    assert result["removed"] == [[8, 1]] and result["vp"] == {"0": 10}
    assert len(result["discarded"]["defender"]) == 2


def test_the_drafts_archer_against_archer() -> None:
    """Both can shoot: a standard battle.  40 does not beat 50; the defender's 50 beats 30."""
    a = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "elite")])
    b = general(2, [7, 1], "guardian", "longbow", [("longbow", "veteran"), ("javelin", "recruit")])
    strength = ask({"type": "strength", "pieces": [[5, 1], [7, 1]]}, generals=[a, b])
    assert [(p["atk"], p["def"]) for p in strength["pieces"]] == [(40, 30), (50, 50)]
    assert strength["pieces"][1]["specialty"] and not strength["pieces"][1]["aligned"]
    result = two_generals(a, b)
    assert (result["range"], result["mode"], result["winner"]) == ("ranged", "standard", "defender")
    assert result["removed"] == [[5, 1]] and result["vp"] == {"2": 10}


def test_an_archer_cannot_answer_sylva_at_four_squares() -> None:
    sylva = hero(0, "sylva", [5, 2], [("longbow", "elite")])
    archer = general(2, [9, 2], "marshal", "crossbow", [("crossbow", "champion")])
    result = ask(
        {"type": "battle", "attacker": [5, 2], "defender": [9, 2]},
        heroes=[sylva, hero(2, "henry")],
        generals=[archer],
    )
    assert result["mode"] == "volley"
    # at three squares the general answers: a standard battle
    near = general(2, [8, 2], "marshal", "crossbow", [("crossbow", "champion")])
    result = ask(
        {"type": "battle", "attacker": [5, 2], "defender": [8, 2]},
        heroes=[sylva, hero(2, "henry")],
        generals=[near],
    )
    assert result["mode"] == "standard"


def test_reach_rules() -> None:
    sword = general(0, [5, 2], "vanguard", "sword", [("sword", "recruit")])
    far = general(2, [7, 2], "vanguard", "axe", [("axe", "recruit")])
    assert two_generals(sword, far) == {"legal": False, "reason": "reach"}
    bow = general(0, [5, 2], "vanguard", "longbow", [("longbow", "recruit")])
    too_far = general(2, [9, 2], "vanguard", "axe", [("axe", "recruit")])
    assert two_generals(bow, too_far) == {"legal": False, "reason": "reach"}
    mixed = general(
        0, [5, 2], "vanguard", "longbow", [("longbow", "recruit"), ("sword", "recruit")]
    )
    assert two_generals(mixed, far) == {"legal": False, "reason": "reach"}  # not all archery
    diagonal = general(2, [6, 3], "vanguard", "axe", [("axe", "recruit")])
    assert two_generals(sword, diagonal) == {"legal": False, "reason": "reach"}


def test_who_may_attack() -> None:
    cardless = general(0, [5, 2], "vanguard", "sword")
    target = general(2, [6, 2], "vanguard", "axe", [("axe", "recruit")])
    assert two_generals(cardless, target)["reason"] == "attacker"
    own = general(0, [6, 2], "vanguard", "axe", [("axe", "recruit")])
    armed = general(0, [5, 2], "vanguard", "sword", [("sword", "recruit")])
    assert two_generals(armed, own)["reason"] == "own"
    fort = castle(0, [1, 1], [("longbow", "elite")])
    result = ask({"type": "battle", "attacker": [1, 1], "defender": [0, 0]}, castles=[fort])
    assert result == {"legal": False, "reason": "attacker"}
    # a general never attacks the dragon
    dragon = {"card": "young", "at": [6, 2]}
    result = ask(
        {"type": "battle", "attacker": [5, 2], "defender": [6, 2]}, generals=[armed], dragon=dragon
    )
    assert result["reason"] == "attacker"


def test_partners_never_attack_each_other() -> None:
    a = general(0, [5, 2], "vanguard", "sword", [("sword", "recruit")])
    b = general(2, [6, 2], "vanguard", "axe", [("axe", "recruit")])
    result = ask(
        {"type": "battle", "attacker": [5, 2], "defender": [6, 2]},
        players=4,
        teams=True,
        generals=[a, b],
    )
    assert result == {"legal": False, "reason": "own"}
    c = general(1, [6, 2], "vanguard", "axe", [("axe", "recruit")])
    result = ask(
        {"type": "battle", "attacker": [5, 2], "defender": [6, 2]},
        players=4,
        teams=True,
        generals=[a, c],
    )
    assert result["legal"]


def test_a_cardless_general_is_removed_at_once_without_points() -> None:
    a = general(0, [5, 2], "vanguard", "sabre", [("sabre", "veteran")])
    b = general(2, [6, 2], "marshal", "axe", bonus=(0, 100))
    result = two_generals(a, b)
    assert (result["mode"], result["winner"]) == ("removal", "attacker")
    assert result["removed"] == [[6, 2]] and result["vp"] == {} and result["upkeep"] == 1


def test_walls_are_destroyed_without_points_or_upkeep() -> None:
    a = general(0, [8, 4], "vanguard", "sabre", [("sabre", "champion")])
    result = ask(
        {"type": "battle", "attacker": [8, 4], "defender": [9, 4]},
        generals=[a],
        walls=[[9, 4]],
        players=3,
    )
    assert result["mode"] == "wall" and result["winner"] == "attacker"
    assert result["removed"] == [[9, 4]] and result["vp"] == {} and result["upkeep"] == 0
    # only next to it, even for an archer
    bow = general(0, [7, 4], "vanguard", "longbow", [("longbow", "champion")])
    result = ask(
        {"type": "battle", "attacker": [7, 4], "defender": [9, 4]},
        generals=[bow],
        walls=[[9, 4]],
        players=3,
    )
    assert result == {"legal": False, "reason": "reach"}
    # nor one's own
    result = ask(
        {"type": "battle", "attacker": [5, 0], "defender": [4, 0]},
        generals=[general(0, [5, 0], "vanguard", "sword", [("sword", "recruit")])],
        walls=[[4, 0]],
    )
    assert result["reason"] == "own"


def test_castles_defend_and_fall_with_the_crown() -> None:
    crowned = castle(2, [9, 9], [("sword", "elite")])  # DEF 30 + 40 = 70, ATK 30
    spare = castle(0, [1, 1])
    other = castle(0, [2, 2])
    attacker = general(0, [10, 9], "marshal", "lance", [("lance", "champion"), ("lance", "elite")])
    # ATK 50 + 40 + 20 specialty + 10 aligned = 120 > 70
    result = ask(
        {"type": "battle", "attacker": [10, 9], "defender": [9, 9]},
        generals=[attacker],
        castles=[crowned, spare, other],
        crown=[9, 9],
    )
    assert result["winner"] == "attacker" and result["removed"] == [[9, 9]]
    assert result["vp"] == {"0": 10}
    assert result["crown"] == [[1, 1], [2, 2]]
    assert result["upkeep"] == 3
    # without a castle of its own the crown goes back to C
    result = ask(
        {"type": "battle", "attacker": [10, 9], "defender": [9, 9]},
        generals=[attacker],
        castles=[crowned],
        crown=[9, 9],
    )
    assert result["crown"] == [[6, 6]]
    # a weak attacker: the castle's 30 ATK beats its DEF
    weak = general(0, [10, 9], "vanguard", "axe", [("axe", "recruit")])
    result = ask(
        {"type": "battle", "attacker": [10, 9], "defender": [9, 9]},
        generals=[weak],
        castles=[crowned],
        crown=[9, 9],
    )
    assert result["winner"] == "defender" and result["vp"] == {"2": 10}
    assert result["crown"] == [[9, 9]]


def test_a_castle_is_hit_whole_by_a_volley() -> None:
    bare = castle(2, [10, 10])  # DEF 30, no card
    bow = general(0, [10, 7], "vanguard", "longbow", [("longbow", "elite")])  # 40 ATK
    result = ask(
        {"type": "battle", "attacker": [10, 7], "defender": [10, 10]},
        generals=[bow],
        castles=[bare],
    )
    assert result["mode"] == "volley" and result["winner"] == "attacker"
    assert result["vp"] == {"0": 10}
    tough = castle(2, [10, 10], [("sword", "veteran")])  # DEF 60
    result = ask(
        {"type": "battle", "attacker": [10, 7], "defender": [10, 10]},
        generals=[bow],
        castles=[tough],
    )
    assert result["winner"] is None and result["discarded"]["defender"] == []
    archers = castle(2, [10, 10], [("crossbow", "recruit")])  # shoots back at 3
    result = ask(
        {"type": "battle", "attacker": [10, 7], "defender": [10, 10]},
        generals=[bow],
        castles=[archers],
    )
    assert result["mode"] == "standard"


def test_a_defeated_hero_goes_home_or_to_the_nearest_free_cell() -> None:
    attacker = general(0, [11, 0], "vanguard", "lance", [("lance", "champion")])
    henry = hero(2, "henry", [12, 1], [("sword", "recruit")])
    blocker = general(2, [12, 12], "guardian", "spear")
    result = ask(
        {"type": "battle", "attacker": [11, 1], "defender": [12, 1]},
        players=2,
        heroes=[hero(0, "sylva"), henry],
        generals=[{**attacker, "at": [11, 1]}, blocker],
    )
    assert result["winner"] == "attacker" and result["home"] == [12, 11]  # least y first
    assert result["vp"] == {"0": 10}


def test_the_dragon_as_a_defender() -> None:
    dragon = {"card": "young", "at": [6, 3]}  # 50 ATK / 40 DEF
    strong = hero(0, "ragnar", [6, 2], [("lance", "elite")], bonus=(0, 0))  # 40 + 10 = 50
    result = ask(
        {"type": "battle", "attacker": [6, 2], "defender": [6, 3]},
        heroes=[strong, hero(2, "henry")],
        dragon=dragon,
    )
    assert result["mode"] == "standard" and result["winner"] == "attacker" and result["slain"]
    assert result["vp"] == {"0": 20} and result["upkeep"] == 1
    weak = hero(0, "ragnar", [6, 2], [("lance", "recruit")])  # 20 ATK, 20 DEF
    result = ask(
        {"type": "battle", "attacker": [6, 2], "defender": [6, 3]},
        heroes=[weak, hero(2, "henry")],
        dragon=dragon,
    )
    assert result["winner"] == "defender" and result["home"] == [0, 0]
    assert result["vp"] == {} and not result["slain"] and result["upkeep"] == 0
    sturdy = hero(0, "ragnar", [6, 2], [("lance", "recruit")], bonus=(0, 40))  # DEF 60
    result = ask(
        {"type": "battle", "attacker": [6, 2], "defender": [6, 3]},
        heroes=[sturdy, hero(2, "henry")],
        dragon=dragon,
    )
    assert result["winner"] is None and result["upkeep"] == 0
