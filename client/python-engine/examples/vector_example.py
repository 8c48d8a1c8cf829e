import gymnasium
import numpy as np
import poch_engine  # noqa: F401  (registers poch_engine/Poch-v0)

envs = gymnasium.make_vec("poch_engine/Poch-v0", num_envs=1024, vectorization_mode="vector_entry_point", actions="abstract")
obs, info = envs.reset(seed=7)
rng, won = np.random.default_rng(7), 0.0
for _ in range(100):  # each step: 1,024 matches stepped in Rust
    masks = info["action_mask"] | (info["action_mask"].sum(1) == 0)[:, None]  # an ended match: any id
    obs, rewards, terminated, truncated, info = envs.step((rng.random(masks.shape) * masks).argmax(1))
    won += rewards.sum()
print(f"{obs.shape} observations, {won / 1024:+.1f} chips a seat in 100 steps")
