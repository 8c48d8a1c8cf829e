import pyspiel

import poch_engine.openspiel  # noqa: F401  (registers python_poch)
from poch_engine.openspiel import EngineBot

game = pyspiel.load_game("python_poch", {"players": 4, "max_deals": 1, "actions": "abstract"})
pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
names = ["heuristic", "search", "random", "random"]
bots = [EngineBot(game, seat, name, seed=seat) for seat, name in enumerate(names)]
returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, 7)  # OpenSpiel's own loop
print(dict(zip(names[:2], returns[:2])), returns)
