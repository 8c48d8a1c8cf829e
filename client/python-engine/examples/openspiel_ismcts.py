"""OpenSpiel's IS-MCTS bot against the engine's bots at a table of Poch.

Plays ``--matches`` one-deal matches (``python_poch``, classic rules, 4 players, the abstract
action set): one seat is OpenSpiel's information-set MCTS (the Python ``ISMCTSBot``, random
rollouts, the worlds it searches drawn by ``resample_from_infostate``), the other three the
engine's ``--opponent`` bots (``heuristic`` by default, as OpenSpiel bots:
``poch_engine.openspiel.EngineBot``); the MCTS seat moves round the table from match to match.
It prints the MCTS seat's mean chips won a match with a 95 % confidence interval (normal
approximation over the matches), and its share of matches won. Run:

    python examples/openspiel_ismcts.py --matches 200 --simulations 100
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from poch_engine.openspiel import EngineBot


def play(
    matches: int, simulations: int, seed: int, players: int, opponent: str
) -> tuple[list[float], int]:
    game = pyspiel.load_game(
        "python_poch", {"players": players, "max_deals": 1, "actions": "abstract"}
    )
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    searcher = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=simulations, random_state=rng
    )
    won: list[float] = []
    firsts = 0
    for m in range(matches):
        seat = m % players
        bots = [
            searcher if p == seat else EngineBot(game, p, opponent, seed * 1000 + m * 10 + p)
            for p in range(players)
        ]
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(int(rng.choice(outcomes, p=probs)))
            else:
                state.apply_action(bots[state.current_player()].step(state))
        returns = state.returns()
        won.append(returns[seat])
        firsts += int(returns[seat] == max(returns))
    return won, firsts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="heuristic", help="the engine's bot at the other seats")
    args = parser.parse_args()
    start = time.perf_counter()
    won, firsts = play(args.matches, args.simulations, args.seed, args.players, args.opponent)
    elapsed = time.perf_counter() - start
    mean = statistics.fmean(won)
    half = 1.96 * statistics.stdev(won) / math.sqrt(len(won)) if len(won) > 1 else float("inf")
    print(
        f"IS-MCTS ({args.simulations} simulations a move) against {args.players - 1} "
        f"{args.opponent} bots of the engine, {len(won)} matches of one deal "
        f"({elapsed / len(won):.1f} s a match):"
    )
    print(f"chips won a match: {mean:+.2f} (95 % CI {mean - half:+.2f} … {mean + half:+.2f})")
    print(f"first place (ties included): {firsts} of {len(won)} ({firsts / len(won):.0%}; "
          f"{1 / args.players:.0%} by chance)")


if __name__ == "__main__":
    main()
