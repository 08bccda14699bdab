"""Rules speed of two checkouts side by side: the same fixed work timed in each, alternately.

    python benchmarks/speed_ratios.py --base /path/to/other/checkout [--game crown]
                                      [--rounds 5] [--scale 1.0] [--only search]

A shared machine's load changes from minute to minute, so figures taken at different times
do not compare.  This starts one process with the base checkout's game code and one with
this checkout's, and has them time each probe in turn, ``--rounds`` times each (the order
swapped every round, each time the best of a few passes); it prints for each probe the
median rate of both and the median of the rounds' ratios (this / base: above 1 is
faster).  Each probe does the same seeded work in both checkouts through the rules contract
only (legal actions, apply, clone, observe + sample_state, the knowledge's rollout policy,
Hard searches of a fixed budget) and hashes what it played: the run stops when the two
checkouts play differently, since a speed-up must not change the game or the AI.

"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
CHECKED = 50
"""Results of a call probe that go into its checksum."""
MIN_SECONDS, MIN_REPEATS = 1.0, 3
"""A probe's work is repeated until it has taken this much processor time, and at least
this many times; the best pass counts (the others were slowed by the machine's load)."""

SETUPS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    # the setups each game's *_playouts.py times first, the other probes' setup first
    "armadora": [
        ("3p advanced", {"players": 3, "advanced": True}),
        ("2p base", {"players": 2}),
        ("2p advanced", {"players": 2, "advanced": True}),
        ("4p advanced (teams)", {"players": 4, "advanced": True}),
    ],
    "goldmine": [
        ("2 players", {"players": 2}),
        ("4 in alliance", {"players": 4, "alliance": True}),
        ("6 players", {"players": 6}),
    ],
    "crown": [
        ("2 players", {"players": 2, "round_limit": 30}),
        ("3 players", {"players": 3, "round_limit": 30}),
        ("4, teams", {"players": 4, "teams": True, "round_limit": 30}),
    ],
}
WORK: dict[str, dict[str, int]] = {
    # games per playout probe, states per call probe, rollouts, Hard iterations per position
    "armadora": {"games": 300, "states": 300, "calls": 6000, "rollouts": 1500, "hard": 400},
    "goldmine": {"games": 60, "states": 300, "calls": 4000, "rollouts": 400, "hard": 200},
    "crown": {"games": 8, "states": 300, "calls": 4000, "rollouts": 600, "hard": 150},
}


class Probes:
    """The probes of one game, on the rules and knowledge of whichever checkout is loaded."""

    def __init__(self, game_id: str, scale: float) -> None:
        from game.engine import registry

        entry = registry.load(game_id)
        self.game_id = game_id
        self.rules = entry.rules
        self.knowledge = entry.knowledge
        self.work = {k: max(1, round(v * scale)) for k, v in WORK[game_id].items()}
        self.setups = SETUPS[game_id]
        from game.engine.contract import CHANCE, TERMINAL

        self.chance, self.terminal = CHANCE, TERMINAL

    def new_state(self, setup: dict[str, Any]) -> Any:
        return self.rules.initial_state(self.rules.normalize_setup(setup))

    def step(self, state: Any, rng: random.Random, choose: Callable | None = None) -> Any:
        """One step of a game, the action played (the outcome of a chance step), or None
        once the game is over."""
        rules = self.rules
        mover = rules.to_move(state)
        if mover == self.terminal:
            return None
        if mover == self.chance:
            outcome = rules.sample_chance(state, rng)
            rules.apply_chance(state, outcome)
            return outcome
        if choose is None:
            action = rng.choice(rules.legal_actions(state))
        else:
            action = choose(state, mover, rng)
        rules.apply(state, action)
        return action

    def playouts(self, setup: dict[str, Any], choose: Callable | None = None) -> tuple[int, str]:
        """Whole games from the start (random legal actions, or ``choose``); the checksum
        covers each game's length, end and final public view (not every step, which would
        cost more than a step itself)."""
        rng, digest = random.Random(1), hashlib.sha256()
        for _ in range(self.work["games"]):
            state, steps = self.new_state(setup), 0
            while self.step(state, rng, choose) is not None:
                steps += 1
            outcome = self.rules.outcome(state)
            final = (steps, outcome.ranking, outcome.scores, self.rules.observe_public(state))
            digest.update(repr(final).encode())
        return self.work["games"], digest.hexdigest()

    def decision_states(self) -> list[Any]:
        """Copies of decision states met in random games of the first setup."""
        from game.engine.contract import CHANCE, TERMINAL

        rules, rng, found = self.rules, random.Random(7), []
        while len(found) < self.work["states"]:
            state = self.new_state(self.setups[0][1])
            while len(found) < self.work["states"] and self.step(state, rng) is not None:
                if rules.to_move(state) not in (CHANCE, TERMINAL) and rng.random() < 0.2:
                    found.append(rules.clone(state))
        return found

    def calls(
        self, items: list[Any], work: Callable[[Any], Any], show: Callable[[Any], Any] = repr
    ) -> tuple[int, str]:
        """``work(item)`` for the items in turn; the checksum covers the first 50 results
        (as ``show`` gives them)."""
        digest, count = hashlib.sha256(), self.work["calls"]
        for i in range(count):
            result = work(items[i % len(items)])
            if i < CHECKED:
                digest.update(repr(show(result)).encode())
        return count, digest.hexdigest()

    def seen(self, state: Any) -> tuple:
        """What every seat and a spectator see of a state (its hidden part included)."""
        seats = self.rules.player_count(state)
        return (
            *(self.rules.observe(state, s) for s in range(seats)),
            self.rules.observe_public(state),
        )

    def rollouts(self, states: list[Any]) -> tuple[int, str]:
        """The search's simulations without the tree: a world sampled from a mover's
        observation, the rollout policy to the knowledge's depth, the values."""
        from game.engine.contract import CHANCE, TERMINAL

        rules, knowledge = self.rules, self.knowledge
        rng, digest = random.Random(3), hashlib.sha256()
        observations = [rules.observe(s, rules.to_move(s)) for s in states[:40]]
        depth = knowledge.rollout_depth
        for i in range(self.work["rollouts"]):
            observation = observations[i % len(observations)]
            world = rules.sample_state(observation, rng)
            decisions = 0
            while (mover := rules.to_move(world)) != TERMINAL:
                if mover == CHANCE:
                    rules.apply_chance(world, rules.sample_chance(world, rng))
                    continue
                if depth is not None and decisions >= depth:
                    break
                rules.apply(world, knowledge.rollout_action(rules, world, mover, rng))
                decisions += 1
            values = knowledge.values(rules, world, [observation.seat])
            digest.update(repr(values).encode())
        return self.work["rollouts"], digest.hexdigest()

    def hard(self) -> tuple[int, str]:
        """Hard searches of a fixed budget from the decisions digest's positions."""
        from ai_decisions_digest import positions  # this folder, once ``game`` is loaded

        from game.engine.ai import SearchPlayer

        digest, done = hashlib.sha256(), 0
        for index, match in enumerate(positions(self.game_id)):
            seat = match.to_move
            player = SearchPlayer("hard", 1234 + index, max_iterations=self.work["hard"])
            result = player.analyse(self.rules, match.observe(seat), match.legal_actions(), seat)
            done += result.iterations
            digest.update(repr((result.actions, result.visits, result.means)).encode())
        return done, digest.hexdigest()

    def all(self) -> dict[str, Callable[[], tuple[int, str]]]:
        rules, knowledge = self.rules, self.knowledge
        states = self.decision_states()
        observed = [rules.observe(s, rules.to_move(s)) for s in states]
        sampler = random.Random()

        def sample(observation: Any) -> Any:
            return rules.sample_state(observation, sampler)

        def policy(state: Any, mover: int, rng: random.Random) -> Any:
            return knowledge.rollout_action(rules, state, mover, rng)

        probes: dict[str, Callable[[], tuple[int, str]]] = {
            f"random playouts, {name} (games)": lambda s=setup: self.playouts(s)
            for name, setup in self.setups
        }
        name, setup = self.setups[0]
        probes[f"rollout-policy games, {name} (games)"] = lambda: self.playouts(setup, policy)
        probes["legal_actions (calls)"] = lambda: self.calls(states, rules.legal_actions)
        probes["clone (calls)"] = lambda: self.calls(states, rules.clone, self.seen)
        probes["observe + sample_state (worlds)"] = lambda: (
            sampler.seed(5)
            or self.calls(states, lambda s: sample(rules.observe(s, rules.to_move(s))), self.seen)
        )
        probes["sample_state (worlds)"] = lambda: (
            sampler.seed(5) or self.calls(observed, sample, self.seen)
        )
        probes["search rollouts (rollouts)"] = lambda: self.rollouts(states)
        probes["Hard search (iterations)"] = self.hard
        return probes


def serve(checkout: Path, game_id: str, scale: float) -> None:
    """Answer the runner with the game code of ``checkout``: first the probes' names (one
    JSON line), then for each name read from stdin, ``[rate, checksum]`` of that probe."""
    sys.path.insert(0, str(checkout))
    import game

    assert Path(game.__file__).resolve().parent.parent == checkout.resolve(), game.__file__
    probes = Probes(game_id, scale).all()
    print(json.dumps(list(probes)), flush=True)
    for line in sys.stdin:
        run = probes[json.loads(line)]
        best, spent, repeats = 0.0, 0.0, 0
        while repeats < MIN_REPEATS or spent < MIN_SECONDS:  # the best of a few passes
            start = time.process_time()
            count, checksum = run()
            elapsed = time.process_time() - start
            best, spent, repeats = max(best, count / elapsed), spent + elapsed, repeats + 1
        print(json.dumps([best, checksum]), flush=True)


class Server:
    """A process that times probes with one checkout's game code."""

    def __init__(self, checkout: Path, game_id: str, scale: float) -> None:
        command = [sys.executable, __file__, "--game", game_id, "--scale", str(scale)]
        self.process = subprocess.Popen(
            [*command, "--serve", str(checkout)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.names: list[str] = self.read()

    def read(self) -> Any:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("a probe process ended early (its error is above)")
        return json.loads(line)

    def time(self, name: str) -> tuple[float, str]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(name) + "\n")
        self.process.stdin.flush()
        rate, checksum = self.read()
        return rate, checksum

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def compare(base: Path, game_id: str, rounds: int, scale: float, only: str = "") -> int:
    """Each probe in turn, ``rounds`` times in each checkout (the order swapped every
    round, so that both meet the same load); prints the medians and ratios."""
    servers = {"base": Server(base, game_id, scale), "this": Server(HERE, game_id, scale)}
    print(f"{game_id}: {rounds} alternating rounds, processor time, best of passes, per second")
    print(f"{'probe':44s} {'base':>12s} {'this':>12s} {'ratio':>7s}")
    differ = False
    for name in [n for n in servers["base"].names if only.lower() in n.lower()]:
        times: dict[str, list[tuple[float, str]]] = {"base": [], "this": []}
        for round_ in range(rounds):
            for label in ("base", "this") if round_ % 2 == 0 else ("this", "base"):
                times[label].append(servers[label].time(name))
        base_rates = [rate for rate, _ in times["base"]]
        this_rates = [rate for rate, _ in times["this"]]
        ratios = [t / b for t, b in zip(this_rates, base_rates, strict=True)]
        same = len({checksum for _, checksum in times["base"] + times["this"]}) == 1
        differ |= not same
        print(
            f"{name:44s} {statistics.median(base_rates):12,.1f} "
            f"{statistics.median(this_rates):12,.1f} {statistics.median(ratios):7.2f}"
            + ("" if same else "   PLAYS DIFFERENTLY"),
            flush=True,
        )
    for server in servers.values():
        server.close()
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="armadora", choices=sorted(SETUPS))
    parser.add_argument("--base", type=Path, help="the checkout to compare with")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every probe's work")
    parser.add_argument("--only", default="", help="only the probes whose name contains it")
    parser.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve is not None:
        serve(args.serve, args.game, args.scale)
        return 0
    if args.base is None:
        parser.error("--base is required")
    return compare(args.base, args.game, args.rounds, args.scale, args.only)


if __name__ == "__main__":
    sys.exit(main())
