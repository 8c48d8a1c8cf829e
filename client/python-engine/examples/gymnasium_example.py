import gymnasium
import numpy as np
import poch_engine  # noqa: F401  (registers poch_engine/Poch-v0)

env = gymnasium.make("poch_engine/Poch-v0", actions="abstract", bots=["heuristic", "search"])
obs, info = env.reset(seed=7)
rng, total, done = np.random.default_rng(7), 0.0, False
while not done:  # one match: the learner's seat against the engine's bots
    action = rng.choice(np.flatnonzero(info["action_mask"]))  # a policy would go here
    obs, reward, done, truncated, info = env.step(action)
    total += float(reward)
print(f"seat {info['seat']} won {total:+.0f} chips; observation {obs.shape}")
