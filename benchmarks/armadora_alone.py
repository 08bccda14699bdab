"""How long the Armadora AI plays on alone once the (stand-in) human has passed.

Seat 0 stands in for the human: it plays Greedy and passes at the start of its turn once it
has had ``--pass-after`` turns (a large number: it plays until it has to pass).  The other
seats are AI players at ``--level``.  At the moment seat 0 passes, the same position is
played to the end twice: by the AI as it was (no settle move, the order it always had) and
by the AI as it is (passing settles the game when nothing else is measurably better).  It
prints, per game and in all, the decisions made after seat 0 passed and the final gold.

    python benchmarks/armadora_alone.py [--games 12] [--level normal] [--pass-after 6]
        [--players 2]
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.armadora.ai import PASS, ArmadoraKnowledge
from game.engine import registry
from game.engine.ai import SearchPlayer
from game.engine.match import Match, SeatInfo
from game.engine.players import make_player


class AsItWas(ArmadoraKnowledge):
    """The knowledge before it learnt to settle on a pass when alone."""

    def settle(self, rules, state, seat, actions):
        return None

    def root_actions(self, rules, state, seat, actions, rng):
        return self.order(rules, state, seat, actions, rng)


def until_seat_zero_passes(game: int, level: str, players: int, pass_after: int) -> Match:
    rules = registry.get("armadora").rules
    seats = [SeatInfo("ai", "greedy")] + [SeatInfo("ai", level)] * (players - 1)
    match = Match.new(rules, {"players": players}, 100 + game, seats)
    human = make_player("greedy", game)
    ais = {
        s: SearchPlayer(level, 1000 + game * 10 + s, deterministic=True) for s in range(1, players)
    }
    turns = 0
    while not match.state.passed[0] and not match.is_over:
        seat, legal = match.to_move, match.legal_actions()
        if seat == 0:
            turns += 1
            if turns > pass_after and PASS in legal:
                action = PASS
            else:
                action = human.choose(rules, match.observe(0), legal, 0)
        else:
            action = ais[seat].choose(rules, match.observe(seat), legal, seat)
        match.play(action)
    return match


def finish(match: Match, game: int, level: str, knowledge) -> tuple[int, dict[int, float]]:
    """Play ``match`` to the end with ``knowledge``; answer (decisions, gold per seat)."""
    rules = match.rules
    players = {
        s: SearchPlayer(level, 5000 + game * 10 + s, deterministic=True, knowledge=knowledge)
        for s in range(1, len(match.seats))
    }
    decisions = 0
    while not match.is_over:
        seat = match.to_move
        observation, legal = match.observe(seat), match.legal_actions()
        match.play(players[seat].choose(rules, observation, legal, seat))
        decisions += 1
    return decisions, match.outcome().scores


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--pass-after", type=int, default=6)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    variants = {"before": AsItWas(), "now": ArmadoraKnowledge()}
    totals = {name: {"decisions": 0, "ai_wins": 0, "ai_gold": 0.0} for name in variants}
    start = time.perf_counter()
    for game in range(args.games):
        match = until_seat_zero_passes(game, args.level, args.players, args.pass_after)
        line = [f"game {game}: hands {tuple(match.state.hand_sizes)}"]
        for name, knowledge in variants.items():
            decisions, gold = finish(copy.deepcopy(match), game, args.level, knowledge)
            best_ai = max(gold[s] for s in range(1, args.players))
            total = totals[name]
            total["decisions"] += decisions
            total["ai_wins"] += best_ai > gold[0]
            total["ai_gold"] += best_ai
            line.append(f"{name} {decisions} decisions, gold {[int(g) for g in gold.values()]}")
        print("; ".join(line), flush=True)
    games = max(1, args.games)
    for name, total in totals.items():
        print(
            f"{name}: {total['decisions'] / games:.1f} decisions after seat 0 passed, "
            f"AI won {total['ai_wins']} of {args.games}, AI gold {total['ai_gold'] / games:.2f}"
        )
    print(f"{time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
