"""Random playouts of the peers, for tests/bench/run: one measurement, printed as a JSON line.

    python3 peers.py PEER SECONDS SEED

PEER is one of:

- native:hearts, native:crazy_eights, native:leduc_poker, native:holdem6: OpenSpiel's own C++
  loop. `pyspiel.evaluate_bots(state, bots, seed)` plays a whole game in C++ with
  `pyspiel.make_uniform_random_bot` at every seat (each player action uniform over the legal
  actions), chance outcomes sampled inside. Only that call is timed, in CPU seconds
  (`time.process_time`); the player actions are counted afterwards from
  `state.full_history()` (chance moves, the deal, left out). holdem6 is 6-player no-limit
  Texas hold'em (`universal_poker`, blinds 50/100, stacks of 200 big blinds) with the
  fold/call/pot/all-in betting abstraction (`fcpa`).
- hearts, crazy_eights: a Python loop over pyspiel's C++ states: chance outcomes sampled by
  their probabilities, each player action uniform over `legal_actions()`, one pyspiel call per
  step from Python. `actions` counts player actions only.
- pokerkit: PokerKit's automated no-limit Texas hold'em (6 players, stacks of 200 big blinds):
  PokerKit automates antes, blinds, dealing, showdown and chip pushing; the loop chooses each
  player action uniformly among fold (when legal), check or call, and a min raise (when legal).
- rlcard: RLCard's `no-limit-holdem` environment (6 players) with its random agents.
"""
import json
import random
import sys
import time


HOLDEM6 = ("universal_poker(betting=nolimit,numPlayers=6,numRounds=4,blind=50 100 0 0 0 0,"
           "firstPlayer=3 1 1 1,numSuits=4,numRanks=13,numHoleCards=2,numBoardCards=0 3 1 1,"
           "stack=20000 20000 20000 20000 20000 20000,bettingAbstraction=fcpa)")
NATIVE = {"hearts": "hearts", "crazy_eights": "crazy_eights", "leduc_poker": "leduc_poker",
          "holdem6": HOLDEM6}


def openspiel_native(name, seconds, seed):
    """OpenSpiel's C++ loop: seconds are CPU seconds inside evaluate_bots only."""
    import pyspiel

    game = pyspiel.load_game(NATIVE[name])
    bots = [pyspiel.make_uniform_random_bot(p, seed * 1000 + p) for p in range(game.num_players())]
    actions = games = 0
    elapsed = 0.0
    while elapsed < seconds:
        state = game.new_initial_state()
        start = time.process_time()
        pyspiel.evaluate_bots(state, bots, seed * 1_000_003 + games)
        elapsed += time.process_time() - start
        actions += sum(1 for step in state.full_history() if step.player >= 0)
        games += 1
    return actions, games, elapsed


def openspiel(name, seconds, seed):
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(seed)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                action = rng.choice(state.legal_actions())
                actions += 1
            state.apply_action(action)
        games += 1
    return actions, games, time.perf_counter() - start


def pokerkit(seconds, seed):
    from pokerkit import Automation, NoLimitTexasHoldem

    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_DEALING,
        Automation.BOARD_DEALING,
        Automation.RUNOUT_COUNT_SELECTION,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    rng = random.Random(seed)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = NoLimitTexasHoldem.create_state(
            automations, True, 0, (1, 2), 2, (400,) * 6, 6
        )
        while state.status:
            choices = []
            if state.can_fold():
                choices.append("fold")
            if state.can_check_or_call():
                choices.append("call")
            if state.can_complete_bet_or_raise_to():
                choices.append("raise")
            choice = rng.choice(choices)
            if choice == "fold":
                state.fold()
            elif choice == "call":
                state.check_or_call()
            else:
                state.complete_bet_or_raise_to(state.min_completion_betting_or_raising_to_amount)
            actions += 1
        games += 1
    return actions, games, time.perf_counter() - start


def rlcard_playouts(seconds, seed):
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("no-limit-holdem", config={"game_num_players": 6, "seed": seed})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        trajectories, _ = env.run(is_training=False)
        # Each player's trajectory alternates state, action, state, …
        actions += sum((len(t) - 1) // 2 for t in trajectories)
        games += 1
    return actions, games, time.perf_counter() - start


def main():
    name, seconds, seed = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
    if name.startswith("native:") and name[len("native:"):] in NATIVE:
        actions, games, elapsed = openspiel_native(name[len("native:"):], seconds, seed)
    elif name in ("hearts", "crazy_eights"):
        actions, games, elapsed = openspiel(name, seconds, seed)
    elif name == "pokerkit":
        actions, games, elapsed = pokerkit(seconds, seed)
    elif name == "rlcard":
        actions, games, elapsed = rlcard_playouts(seconds, seed)
    else:
        raise SystemExit(f"unknown peer {name!r}")
    print(json.dumps({
        "peer": name,
        "actions": actions,
        "games": games,
        "seconds": elapsed,
        "actions_per_second": actions / elapsed,
        "games_per_second": games / elapsed,
    }))


if __name__ == "__main__":
    main()
