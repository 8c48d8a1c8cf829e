"""VecGames, the batched self-play form: each step one decision in every match, written into
numpy arrays (its own or the caller's); checked against Game at every step, with the ids chosen
in numpy or drawn inside the step."""

from __future__ import annotations

import numpy as np
import pytest

import poch_engine as pe


def choose(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One legal id a row, uniformly (the benchmark's way)."""
    legal = masks.view(np.bool_)  # 0 or 1: the same bytes, read as booleans (the quickest sums)
    counts = legal.sum(axis=1)
    flat = np.flatnonzero(legal)
    starts = np.cumsum(counts) - counts
    chosen: np.ndarray = flat[starts + (rng.random(len(counts)) * counts).astype(np.int64)] % masks.shape[1]
    return chosen


@pytest.mark.parametrize("actions", ["concrete", "abstract"])
@pytest.mark.parametrize("tensor", ["observation", "information_state"])
def test_self_play_writes_what_the_engine_says(actions: str, tensor: str) -> None:
    v = pe.VecGames(8, 4, rules={"max_deals": 2}, actions=actions, tensor=tensor, seed=1)
    v.reset()
    rng = np.random.default_rng(0)
    totals = np.zeros((8, 4))
    games = [v.game(i) for i in range(8)]
    matches = 0
    for _ in range(150):
        for i, g in enumerate(games):
            seat = int(v.to_act[i])
            assert seat == g.to_act
            ids = g.legal_abstract_ids(seat) if actions == "abstract" else g.legal_action_ids(seat)
            assert list(np.flatnonzero(v.masks[i])) == ids
            data = (
                g.information_state_bytes(seat)
                if tensor == "information_state"
                else g.observation_bytes(seat)
            )
            assert np.array_equal(v.observations[i], np.frombuffer(data, np.float32))
        a = choose(v.masks, rng)
        for i, g in enumerate(games):
            if actions == "abstract":
                g.apply_abstract(g.to_act, int(a[i]))  # type: ignore[arg-type]
            else:
                g.apply_id(g.to_act, int(a[i]))  # type: ignore[arg-type]
        v.step(a)
        totals += v.rewards
        for i in range(8):
            if v.terminated[i]:
                assert games[i].is_over
                assert list(totals[i]) == [s - 100 for s in games[i].stacks]
                totals[i] = 0
                matches += 1
                games[i] = v.game(i)
            else:
                assert games[i].state() == v.game(i).state()
    assert matches > 4


def test_an_illegal_id_changes_nothing() -> None:
    v = pe.VecGames(4, 3, seed=2)
    v.reset()
    before = [v.game(i).state() for i in range(4)]
    a = choose(v.masks, np.random.default_rng(1))
    a[2] = int(np.flatnonzero(v.masks[2] == 0)[0])
    with pytest.raises(pe.PochError) as e:
        v.step(a)
    assert e.value.code == "invalid_argument" and "match 2" in e.value.message
    assert [v.game(i).state() for i in range(4)] == before
    with pytest.raises(pe.PochError):
        v.step(np.zeros(3, np.int64))


def test_seeds_repeat() -> None:
    def run(seed: int) -> list[float]:
        v = pe.VecGames(16, 4, actions="abstract")
        v.reset(seed)
        rng = np.random.default_rng(7)
        out = []
        for _ in range(50):
            v.step(choose(v.masks, rng))
            out.append(float(v.observations.sum()))
        return out

    assert run(5) == run(5) and run(5) != run(6)


def test_bad_arguments_are_refused() -> None:
    for kwargs in [{"actions": "some"}, {"tensor": "all"}, {"learner": 7}, {"bots": []}]:
        with pytest.raises(pe.PochError) as e:
            pe.VecGames(2, 4, **kwargs)  # type: ignore[arg-type]
        assert e.value.code == "invalid_argument"
    with pytest.raises(pe.PochError):
        pe.VecGames(0)
    with pytest.raises(pe.PochError) as e:
        pe.VecGames(2, 4).step(np.zeros(2, np.int64))
    assert "reset" in e.value.message


@pytest.mark.parametrize("actions", ["concrete", "abstract"])
def test_ids_drawn_inside_the_step_are_legal_and_written_where_the_caller_says(actions: str) -> None:
    # A rollout buffer of 40 steps: each step writes straight into its row t.
    n, steps = 8, 40
    v = pe.VecGames(n, 4, rules={"max_deals": 2}, actions=actions, seed=3)
    obs = np.zeros((steps, n, v.tensor_len), np.float32)
    masks = np.zeros((steps, n, v.num_actions), np.int8)
    rewards = np.zeros((steps, n, 4), np.float32)
    v.reset()
    drawn = np.zeros(n, np.int64)
    v.sample(drawn)
    for i in range(n):
        assert v.masks[i, drawn[i]] == 1, f"match {i}: id {drawn[i]} is legal"
    matches = 0
    for t in range(steps):
        before = [v.game(i) for i in range(n)]
        legal = v.masks.copy()
        v.set_buffers(observations=obs[t], masks=masks[t], rewards=rewards[t])
        v.step()
        assert np.shares_memory(v.observations, obs[t]) and np.shares_memory(v.masks, masks[t])
        for i, g in enumerate(before):
            seat = g.to_act
            assert seat is not None
            if v.terminated[i]:
                matches += 1
                continue
            # The match moved by one of its legal ids: find which.
            after = v.game(i).state()
            moved = []
            for a in np.flatnonzero(legal[i]):
                copy = g.copy()
                if actions == "abstract":
                    copy.apply_abstract(seat, int(a))
                else:
                    copy.apply_id(seat, int(a))
                if copy.state() == after:
                    moved.append(int(a))
            assert moved, f"step {t}, match {i}: no legal id leads to the state written"
        assert int(masks[t].sum()) > 0
    assert matches > 0
    # Rows written in earlier steps stay as they were written.
    assert not np.array_equal(obs[0], obs[steps - 1])


def test_the_caller_s_buffers_must_fit() -> None:
    v = pe.VecGames(4, 4, seed=1)
    for kwargs in [
        {"observations": np.zeros((4, v.tensor_len + 1), np.float32)},
        {"masks": np.zeros((3, v.num_actions), np.int8)},
        {"observations": np.zeros((v.tensor_len, 4), np.float32).T},  # not C-contiguous
    ]:
        with pytest.raises(pe.PochError) as e:
            v.set_buffers(**kwargs)  # type: ignore[arg-type]
        assert e.value.code == "invalid_argument"
    with pytest.raises(TypeError):
        v.set_buffers(observations=np.zeros((4, v.tensor_len), np.float64))
    # A refused call takes none of the arrays, not even those that fit.
    own = v.observations
    with pytest.raises(pe.PochError):
        v.set_buffers(
            observations=np.zeros((4, v.tensor_len), np.float32),
            masks=np.zeros((4, v.num_actions + 1), np.int8),
        )
    assert v.observations is own or np.shares_memory(v.observations, own)
    frozen = np.zeros((4, v.tensor_len), np.float32)
    frozen.flags.writeable = False
    v.set_buffers(observations=frozen)
    with pytest.raises(Exception):
        v.reset()


def test_drawn_ids_repeat_with_the_seed() -> None:
    def run(seed: int) -> list[float]:
        v = pe.VecGames(16, 4, actions="concrete")
        v.reset(seed)
        out = []
        for _ in range(50):
            v.step()
            out.append(float(v.observations.sum()))
        return out

    assert run(5) == run(5) and run(5) != run(6)
