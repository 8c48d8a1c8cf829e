import numpy as np
from pettingzoo.test import api_test

from poch_engine.pettingzoo import env

api_test(env(), num_cycles=200)
table, rng = env(players=4), np.random.default_rng(1)
table.reset(seed=7)
for agent in table.agent_iter():
    observation, reward, termination, truncation, info = table.last()
    table.step(None if termination or truncation else int(rng.choice(np.flatnonzero(observation["action_mask"]))))
print(table.unwrapped.game.stacks)
