import numpy as np
import pyspiel

import poch_engine.openspiel  # noqa: F401  (registers python_poch)

game = pyspiel.load_game("python_poch", {"players": 4, "max_deals": 1})
pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)
state, rng = game.new_initial_state(), np.random.default_rng(1)
while not state.is_terminal():
    actions = [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
    state.apply_action(int(rng.choice(actions)))
print(state.returns(), len(state.information_state_tensor(0)))
