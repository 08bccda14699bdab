"""Find a seed and an intended path for Gold Mine's guided first game.

A sensible learner (the first choice of :mod:`game.goldmine.tactics`, made to try each
concept once and early: a development tile with a mud pit laid as near the entrance as it
fits, a walk into any mud pit it can reach in its first two production rounds, Stay when
the AI holding gold shares its path (then a gold challenge), a secret passage when it
stands on one, a bat challenge once it has gold, every gold challenge it can make) plays
two-player games against the tutorial's opponent (the greedy baseline, seeded per
decision as in the app).  For each seed (and a few tie-breaking salts) it prints how many
decisions the learner made, the production rounds, and the decision at which each
concept first came ("won": a gold challenge the learner made and won); the games where
the learner climbs out having met every concept are marked OK.

``--show SEED SALT`` prints that game's learner decisions, one a line with what they
did, in the notation of ``game/goldmine/tutorial.py`` (seed 731, salt 2 is the path of
the tutorial), and the challenges either side made.  ``--tutorial`` plays the tutorial's
own path and prints its lessons (with the production round each is done in), steps,
the learner's decisions by kind, and the AI's decisions with the least time the app
shows them at the normal AI speed (animations not counted: the app-level timing is
``benchmarks/tutorial_timing.py``).

    python benchmarks/goldmine_tutorial_path.py --first 1 --count 800 --salts 3
    python benchmarks/goldmine_tutorial_path.py --show 731 2
    python benchmarks/goldmine_tutorial_path.py --tutorial
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import registry
from game.engine.contract import Action
from game.engine.match import Match, SeatInfo
from game.engine.players import decision_seed, make_player
from game.engine.tutorial import OPPONENT
from game.goldmine import mine, tactics
from game.goldmine.tiles import TILES

CONCEPTS = ("roll", "mud", "nugget", "passage", "bat", "gold", "won", "stay", "excavate", "climb")
MUD_ROUNDS = 2
"""The learner walks into a mud pit it can reach in its first production turns (once)."""
NAMES = {"roll": "ROLL", "excavate": "DIG", "passage": "PASSAGE", "end": "END", "stay": "STAY"}


def learner(match: Match, legal: list[Action], met: dict[str, int], salt: int) -> Action:
    state = match.state
    rng = random.Random(f"{match.seed}:{len(match.steps)}:{salt}")
    if state.stage == "movement" and "stay" not in met and strikes_back(state):
        return ("stay",)
    if state.stage == "movement" and "passage" not in met and ("passage",) in legal:
        return ("passage",)
    if state.stage == "action":
        gold = [a for a in legal if a[0] == "gold"]
        if gold:
            return gold[0]
        bat = [a for a in legal if a[0] == "bat"]
        if bat and "bat" not in met and "nugget" in met and state.held[1] >= 2:
            return bat[0]
    if state.stage == "move" and "mud" not in met and state.round < MUD_ROUNDS:
        for action in tactics.rank(state, 0, legal, rng):
            end = tuple(action[1:])
            if end != tuple(state.miners[0]) and mine.is_muddy(state.board, end):
                return action
    if state.stage == "place" and state.miners[0] is None and mine_mud(state):
        near = sorted(legal, key=lambda a: abs(a[1]) + abs(a[2]))
        return near[0]
    return tactics.rank(state, 0, legal, rng)[0]  # (ties drawn again after a mud look)


def strikes_back(state) -> bool:
    """The rival shares the learner's path and both hold gold: staying keeps the learner
    there for a gold challenge."""
    return state.miners[1] == state.miners[0] and min(state.held) >= 1 and state.tokens[0][0] > 0


def mine_mud(state) -> bool:
    """A development tile with a mud pit, laid near the entrance (for an early mud lesson)."""
    return TILES[state.drawn].mud


def concept(event) -> str | None:
    """The concept a learner's event first shows (None: not one the lessons count)."""
    kind = event.kind.split(".")[1]
    if kind == "turn_choice" and event.choice in ("roll", "passage", "excavate", "stay"):
        return event.choice
    if kind == "miner_moved" and event.mud:
        return "mud"
    if kind == "challenge_started":
        return event.challenge
    if kind == "challenge_resolved" and event.challenge == "gold" and event.attacker == 0:
        return "won" if event.winner == 0 else None
    return {"nugget_collected": "nugget", "climbed_out": "climb"}.get(kind)


def play(seed: int, salt: int, limit: int = 200, show: bool = False) -> tuple[Match, int, dict]:
    rules = registry.get("goldmine").rules
    seats = [SeatInfo("human"), SeatInfo("ai", OPPONENT)]
    match = Match.new(rules, {"players": 2}, seed, seats)
    met: dict[str, int] = {}
    decisions = 0
    while not match.is_over and decisions < limit:
        seat = match.to_move
        legal = match.legal_actions()
        if seat == 0:
            action = learner(match, legal, met, salt)
            decisions += 1
        else:
            player = make_player(OPPONENT, decision_seed(match.seed, len(match.steps), seat))
            action = player.choose(rules, match.observe(seat), legal, seat)
        said = []
        for report in match.play(action):
            for event in report.events_for(0):
                found = concept(event) if getattr(event, "seat", 0) == 0 else None
                if found:
                    met.setdefault(found, decisions)
                    said.append(found)
                if event.kind == "goldmine.challenge_resolved":
                    said.append(f"[{event.challenge} by {event.attacker}: won by {event.winner}]")
        if show and (seat == 0 or said):
            who = f"{decisions:3d}" if seat == 0 else " AI"
            held = f"{match.state.held[0]}-{match.state.held[1]}"
            print(
                f"{who}  r{match.state.round:<2d} {held:5s} {notation(action):22s} {' '.join(said)}"
            )
    return match, decisions, met


def notation(action: Action) -> str:
    kind = action[0]
    if kind == "place":
        return f"place({action[1]}, {action[2]}, {action[3]})"
    if kind == "move":
        path = f", {action[3]}" if action[3] else ""
        return f"move({action[1]}, {action[2]}{path})"
    if kind == "nugget":
        return f"chamber({action[1]}, {action[2]})"
    if kind in ("gold", "bat"):
        return kind.upper()
    return NAMES.get(kind, repr(action))


def report_tutorial() -> None:
    """The shipped tutorial's path: lessons and rounds, steps, decisions, AI waiting."""
    from collections import Counter

    from game.app.play_turns import AI_DELAY
    from game.engine.tutorial import Progress, decision_kind, play_path

    info = registry.get("goldmine")
    tutorial = info.tutorial
    for chapter in tutorial.chapters:
        played = play_path(tutorial, info.rules, chapter)
        match = Match.new(info.rules, played.setup, played.seed, played.seats)
        progress = Progress(chapter, tutorial.learner)
        rounds: dict[str, list[str]] = {}
        when = "development"
        for step in played.steps[len(match.steps) :]:
            if step.seat < 0:
                continue
            for report in match.play(step.value):
                for lesson, _ in progress.feed(report):
                    rounds.setdefault(lesson.key, []).append(when)
                for event in report.events_for(tutorial.learner):
                    if event.kind == "goldmine.turn_began" and event.phase == "production":
                        when = f"round {event.round}"
        learner = [s.value for s in played.steps if s.seat == tutorial.learner]
        ai = [s for s in played.steps if s.seat >= 0 and s.seat != tutorial.learner]
        lessons, steps = len(chapter.lessons), len(chapter.steps())
        print(f"{chapter.key}: seed {chapter.seed}, {lessons} lessons, {steps} steps")
        for lesson in chapter.lessons:
            done = rounds[lesson.key]
            span = done[0] if done[0] == done[-1] else f"{done[0]} to {done[-1]}"
            print(f"  {lesson.key:10s} {len(lesson.steps)} steps, {span}")
        made = Counter(decision_kind(a) for a in learner).most_common()
        print(f"  learner decisions: {len(learner)}")
        print(f"    {', '.join(f'{kind} {count}' for kind, count in made)}")
        print(f"  production rounds: {played.state.round}")
        wait = len(ai) * AI_DELAY["normal"]
        print(f"  AI decisions: {len(ai)}, shown at least {wait:.0f} s at the normal AI speed")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--salts", type=int, default=1)
    parser.add_argument("--show", type=int, nargs=2, metavar=("SEED", "SALT"))
    parser.add_argument("--tutorial", action="store_true")
    args = parser.parse_args()
    if args.tutorial:
        report_tutorial()
        return
    if args.show:
        match, decisions, _ = play(*args.show, show=True)
        print(f"held {match.state.held}, {match.state.round} production rounds")
        return
    for seed in range(args.first, args.first + args.count):
        for salt in range(args.salts):
            match, decisions, met = play(seed, salt)
            mark = "OK" if all(c in met for c in CONCEPTS) else "  "
            firsts = " ".join(f"{c}={met.get(c, '-')}" for c in CONCEPTS)
            rounds = match.state.round
            print(f"{mark} seed {seed}/{salt}: {decisions} decisions, {rounds} rounds; {firsts}")


if __name__ == "__main__":
    main()
