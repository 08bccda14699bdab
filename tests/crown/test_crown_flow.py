"""The turn as a table of stages: every stage has one handler, the rules only dispatch, and
where the turn stands is typed."""

from __future__ import annotations

import random
from dataclasses import replace

from game.crown.cards import BLACKS, SHADOW_PATH
from game.crown.flow import CARD_STAGES, CHANCE_STAGES, STAGES
from game.crown.flow.base import Chance, Decision
from game.crown.turn import FollowUp, Main, Phase, PlayedCard, Source, Stage
from game.engine.contract import CHANCE
from tests.crown.helpers import RULES, castle, hero, hero_step, mil, state_of


def test_every_stage_but_the_end_has_one_handler() -> None:
    assert set(STAGES) == set(Stage) - {Stage.OVER}
    assert {
        Stage.DEAL,
        Stage.ROLL,
        Stage.REFILL,
        Stage.RECRUIT,
        Stage.DRAW_BLACK,
        Stage.DRAW_ACTION,
    } == CHANCE_STAGES
    for stage, handler in STAGES.items():
        assert isinstance(handler, Chance if stage in CHANCE_STAGES else Decision), stage
    assert {
        Stage.ACT,
        Stage.MAIN,
        Stage.MARKET,
        Stage.BUILD,
        Stage.ARMY,
        Stage.CARDS,
    } == CARD_STAGES


def test_the_rules_ask_the_stage_handler(monkeypatch) -> None:
    """A rule changed in a stage's handler is the rule the game plays: legal actions and
    apply go through the table (the handler also gets the log)."""
    state = state_of("main", heroes=[hero(0, "henry"), hero(2, "sylva")])
    seen = []

    def apply(state, action, log):
        seen.append((action, log))

    handler = STAGES[Stage.MAIN]
    monkeypatch.setitem(
        STAGES, Stage.MAIN, replace(handler, actions=lambda s: [("nap",)], apply=apply)
    )
    assert RULES.legal_actions(state)[0] == ("nap",)
    log: list = []
    RULES.apply(state, ("nap",), log)
    assert seen == [(("nap",), log)]


def test_where_the_turn_stands_is_typed() -> None:
    state = state_of(
        "roll",
        heroes=[hero(0, "henry", [6, 3], [("sword", "recruit")]), hero(2, "sylva", [7, 3])],
        castles=[castle(0, [1, 1])],
    )
    hero_step(state, 1)
    assert state.stage is Stage.ACT and state.phase is Phase.READY
    RULES.apply(state, ("attack", 7, 3))
    assert state.phase is Phase.FOUGHT
    assert all(isinstance(item, FollowUp) for item in state.pending)


def test_a_black_card_waiting_for_its_target_says_so_by_name() -> None:
    state = state_of("main", heroes=[hero(0, "henry"), hero(2, "sylva")])
    state.black[0] = SHADOW_PATH
    RULES.apply(state, ("dark", SHADOW_PATH))
    assert state.stage is Stage.TARGET and state.resume is Stage.MAIN
    assert state.card == PlayedCard(SHADOW_PATH, black=True)
    assert BLACKS[state.card.kind] == "shadow_path"
    RULES.apply(state, RULES.legal_actions(state)[0])
    assert state.card is None and state.stage is Stage.MAIN


def test_the_main_action_and_a_purchase_are_named() -> None:
    state = state_of("main", heroes=[hero(0, "henry"), hero(2, "sylva")], seats={0: {"gold": 9}})
    sword = mil("sword", "recruit")
    state.market_military = [sword, -1, -1, -1]
    state.military_deck[sword] -= 1
    RULES.apply(state, ("market",))
    assert state.main is Main.MARKET
    RULES.apply(state, ("military", sword))
    assert state.stage is Stage.ASSIGN and state.source is Source.MARKET
    RULES.apply(state, RULES.legal_actions(state)[0])
    assert state.stage is Stage.REFILL and RULES.to_move(state) == CHANCE
    assert state.refill is not None and not state.refill.general
    RULES.apply_chance(state, RULES.sample_chance(state, random.Random(1)))
    assert state.refill is None and state.stage is Stage.MARKET
