"""VecGames, the batched self-play form: each step one decision in every match, written into
numpy arrays; checked against Game at every step."""

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
