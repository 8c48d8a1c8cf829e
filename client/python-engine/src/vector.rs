//! `VecGames`: N matches stepped together in the engine's loop (`poch_engine::batch::Batch`),
//! writing observations, masks, rewards and terminations into numpy arrays (no Python object
//! per element): its own, or the caller's (`set_buffers`).
//!
//! Two forms share it. **Self-play** (`learner=None`): each step is one decision in every
//! match, of whichever seat must act; the rewards are every seat's change of stack, and a
//! match that ends is started again in the same step (its rewards and `terminated` tell the
//! end; the observation is already the next match's). **Single-agent** (`learner` a seat, or
//! `-1` for a seat drawn each match): each step is the learner's decision, then the engine's
//! bots' moves up to its next turn; the reward is the learner's change of stack, and a match
//! that ended is started again at the next step, whose action is not used (Gymnasium's
//! next-step autoreset). `step()` without ids draws a legal id uniformly for every match in
//! Rust.

use std::sync::Mutex;

use numpy::ndarray::Dimension;
use numpy::{
    Element, PyArray, PyArray1, PyArray2, PyArrayMethods as _, PyReadonlyArray1,
    PyUntypedArrayMethods as _,
};
use poch_engine::batch::{ActionIds, Batch, BatchConfig, Buffers, Learner, TensorKind};
use poch_engine::{BotKind, Rules, Seat};
use pyo3::prelude::*;

use crate::{INTERNAL, INVALID_ARGUMENT, error, invalid, rules_of};

/// The action ids named `name` (`"concrete"` or `"abstract"`) of a match of `players`.
pub(crate) fn action_ids(
    py: Python<'_>,
    rules: &Rules,
    players: usize,
    name: &str,
) -> PyResult<ActionIds> {
    match name {
        "concrete" => ActionIds::concrete(rules, players)
            .map_err(|e| error(py, e.code(), e.to_string(), None)),
        "abstract" => Ok(ActionIds::abstract_set(rules)),
        other => Err(invalid(
            py,
            "actions",
            format!("{other:?}: \"concrete\" or \"abstract\""),
        )),
    }
}

/// N matches stepped together (the module's documentation).
#[pyclass(module = "poch_engine")]
pub struct VecGames {
    /// In a mutex only so that the class may be shared between threads (its bots are `Send`,
    /// not `Sync`): a step holds the batch mutably and never locks it.
    batch: Mutex<Batch>,
    observations: Py<PyArray2<f32>>,
    masks: Py<PyArray2<i8>>,
    rewards: Py<PyArray2<f32>>,
    terminated: Py<PyArray1<bool>>,
    to_act: Py<PyArray1<i64>>,
}

#[pymethods]
impl VecGames {
    /// `num_envs` matches of `players` seats (`preset` and `rules` as for a `Game`), with
    /// `actions` `"concrete"` (the table's ids) or `"abstract"`, the tensor `"observation"` or
    /// `"information_state"`; `learner` `None` for self-play, a seat, or `-1` for a seat drawn
    /// each match, the other seats played by `bots` (names, one a seat, repeated round the
    /// table). Seeded by `seed` (`reset` seeds it again).
    #[new]
    #[pyo3(signature = (num_envs, players=4, *, preset=None, rules=None, actions="concrete",
        tensor="observation", learner=None, bots=vec!["heuristic".to_owned()], seed=0,
        illegal_reward=None))]
    #[expect(
        clippy::too_many_arguments,
        reason = "the keyword arguments of a Python class"
    )]
    fn new(
        py: Python<'_>,
        num_envs: usize,
        players: usize,
        preset: Option<&str>,
        rules: Option<&Bound<'_, PyAny>>,
        actions: &str,
        tensor: &str,
        learner: Option<i64>,
        bots: Vec<String>,
        seed: u64,
        illegal_reward: Option<f32>,
    ) -> PyResult<VecGames> {
        let rules = rules_of(py, preset, rules)?;
        rules
            .validate(players)
            .map_err(|e| error(py, e.code(), e.to_string(), None))?;
        if num_envs == 0 || num_envs > 1 << 20 {
            return Err(invalid(py, "num_envs", "from 1 to 1048576"));
        }
        let actions = action_ids(py, &rules, players, actions)?;
        let tensor = match tensor {
            "observation" => TensorKind::Observation,
            "information_state" => TensorKind::InformationState,
            other => {
                return Err(invalid(
                    py,
                    "tensor",
                    format!("{other:?}: \"observation\" or \"information_state\""),
                ));
            }
        };
        let learner = match learner {
            None => Learner::SelfPlay,
            Some(-1) => Learner::Drawn,
            Some(s) if (0..players as i64).contains(&s) => Learner::Seat(Seat(s as usize)),
            Some(s) => {
                return Err(invalid(
                    py,
                    "learner",
                    format!("{s}: a seat from 0 to {}, or -1", players - 1),
                ));
            }
        };
        let bots = bots
            .iter()
            .map(|b| {
                b.parse::<BotKind>()
                    .map_err(|e: poch_engine::bots::UnknownBot| invalid(py, "bots", e))
            })
            .collect::<PyResult<Vec<_>>>()?;
        if bots.is_empty() {
            return Err(invalid(py, "bots", "name one bot at least"));
        }
        let batch = Batch::new(
            BatchConfig {
                rules,
                players,
                actions,
                tensor,
                learner,
                bots,
                seed,
                illegal_reward: illegal_reward.unwrap_or(-(rules.starting_chips as f32)),
            },
            num_envs,
        );
        Ok(VecGames {
            observations: PyArray2::zeros(py, [num_envs, batch.tensor_len()], false).unbind(),
            masks: PyArray2::zeros(py, [num_envs, batch.num_actions()], false).unbind(),
            rewards: PyArray2::zeros(py, [num_envs, batch.reward_width()], false).unbind(),
            terminated: PyArray1::from_vec(py, vec![false; num_envs]).unbind(),
            to_act: PyArray1::from_vec(py, vec![-1; num_envs]).unbind(),
            batch: Mutex::new(batch),
        })
    }

    /// The number of matches.
    #[getter]
    fn num_envs(&mut self) -> PyResult<usize> {
        Ok(self.batch()?.num_envs())
    }

    /// The number of action ids.
    #[getter]
    fn num_actions(&mut self) -> PyResult<usize> {
        Ok(self.batch()?.num_actions())
    }

    /// The actions applied since the batch was made: every decision stepped, and the bots'
    /// moves.
    #[getter]
    fn actions_applied(&mut self) -> PyResult<u64> {
        Ok(self.batch()?.applied())
    }

    /// The length of a tensor.
    #[getter]
    fn tensor_len(&mut self) -> PyResult<usize> {
        Ok(self.batch()?.tensor_len())
    }

    /// `(num_envs, tensor_len)` float32: each match's tensor of the seat observed.
    #[getter]
    fn observations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.observations.bind(py).clone()
    }

    /// `(num_envs, num_actions)` int8: that seat's legal mask.
    #[getter]
    fn masks<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<i8>> {
        self.masks.bind(py).clone()
    }

    /// `(num_envs, players)` float32 (self-play) or `(num_envs, 1)` (single-agent): the
    /// chips the last step moved.
    #[getter]
    fn rewards<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.rewards.bind(py).clone()
    }

    /// `(num_envs,)` bool: whether the last step ended the match.
    #[getter]
    fn terminated<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        self.terminated.bind(py).clone()
    }

    /// `(num_envs,)` int64: the seat observed (self-play: the seat to act), or -1.
    #[getter]
    fn to_act<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        self.to_act.bind(py).clone()
    }

    /// Makes the caller's arrays the ones every later step writes (each of the shape and
    /// dtype of the attribute it replaces, C-contiguous and writeable; those not given stay):
    /// a step then writes straight into, say, a rollout buffer's row, with no copy.
    #[pyo3(signature = (*, observations=None, masks=None, rewards=None, terminated=None,
        to_act=None))]
    fn set_buffers(
        &mut self,
        py: Python<'_>,
        observations: Option<Bound<'_, PyArray2<f32>>>,
        masks: Option<Bound<'_, PyArray2<i8>>>,
        rewards: Option<Bound<'_, PyArray2<f32>>>,
        terminated: Option<Bound<'_, PyArray1<bool>>>,
        to_act: Option<Bound<'_, PyArray1<i64>>>,
    ) -> PyResult<()> {
        // Every array checked before any is taken: a refused call changes nothing.
        fits(py, "observations", &observations, &self.observations)?;
        fits(py, "masks", &masks, &self.masks)?;
        fits(py, "rewards", &rewards, &self.rewards)?;
        fits(py, "terminated", &terminated, &self.terminated)?;
        fits(py, "to_act", &to_act, &self.to_act)?;
        take(&mut self.observations, observations);
        take(&mut self.masks, masks);
        take(&mut self.rewards, rewards);
        take(&mut self.terminated, terminated);
        take(&mut self.to_act, to_act);
        Ok(())
    }

    /// Starts every match again (seeded by `seed` when given) and writes the first
    /// observations.
    #[pyo3(signature = (seed=None))]
    fn reset(&mut self, py: Python<'_>, seed: Option<u64>) -> PyResult<()> {
        self.write(py, INTERNAL, |batch, out| batch.reset(seed, out))
    }

    /// Applies `actions` (one id a match, int64) and writes the next observations, masks,
    /// rewards and terminations. Without `actions`, draws a legal id uniformly for every match
    /// (from the batch's seeded stream, in Rust) and applies those. Self-play: an id that is
    /// not legal raises `invalid_argument` and changes nothing. Single-agent: it ends the
    /// learner's match with `illegal_reward`.
    #[pyo3(signature = (actions=None))]
    fn step(&mut self, py: Python<'_>, actions: Option<PyReadonlyArray1<'_, i64>>) -> PyResult<()> {
        match actions {
            Some(actions) => {
                let actions = actions.as_slice()?;
                self.write(py, INVALID_ARGUMENT, |batch, out| batch.step(actions, out))
            }
            None => self.write(py, INVALID_ARGUMENT, |batch, out| batch.step_sampled(out)),
        }
    }

    /// Writes into `out` (int64, one a match) an id drawn uniformly among the legal ids of the
    /// seat observed in each match (-1 where none is), from the batch's seeded stream.
    fn sample(&mut self, py: Python<'_>, out: Bound<'_, PyArray1<i64>>) -> PyResult<()> {
        let mut out = out.try_readwrite()?;
        let out = out.as_slice_mut()?;
        let batch = self.batch()?;
        py.detach(|| batch.sample(out))
            .map_err(|e| error(py, INVALID_ARGUMENT, e.to_string(), None))
    }

    /// Match `index`'s game (a copy), for inspection.
    fn game(&mut self, py: Python<'_>, index: usize) -> PyResult<crate::game::Game> {
        let (game, record) = self
            .batch()?
            .game(index)
            .ok_or_else(|| invalid(py, "index", format!("{index}: no such match")))?;
        Ok(crate::game::Game::of_engine(game.clone(), record.clone()))
    }

    /// The learner's seat in match `index` (single-agent).
    fn learner(&mut self, py: Python<'_>, index: usize) -> PyResult<usize> {
        self.batch()?
            .learner(index)
            .map(|s| s.index())
            .ok_or_else(|| invalid(py, "index", format!("{index}: no such match")))
    }
}

/// Whether the caller's array, when given, may stand for the batch's `current`: the same
/// shape, and C-contiguous.
fn fits<T: Element, D: Dimension>(
    py: Python<'_>,
    name: &str,
    given: &Option<Bound<'_, PyArray<T, D>>>,
    current: &Py<PyArray<T, D>>,
) -> PyResult<()> {
    let Some(given) = given else {
        return Ok(());
    };
    let (shape, wanted) = (given.shape(), current.bind(py).shape());
    if shape != wanted {
        return Err(invalid(
            py,
            name,
            format!("shape {shape:?}, not {wanted:?}"),
        ));
    }
    if !given.is_c_contiguous() {
        return Err(invalid(py, name, "not C-contiguous"));
    }
    Ok(())
}

/// `given`, when there is one, in place of `current`.
fn take<T: Element, D: Dimension>(
    current: &mut Py<PyArray<T, D>>,
    given: Option<Bound<'_, PyArray<T, D>>>,
) {
    if let Some(given) = given {
        *current = given.unbind();
    }
}

impl VecGames {
    /// The batch: the mutex is never contended (a step holds `&mut self`).
    fn batch(&mut self) -> PyResult<&mut Batch> {
        self.batch
            .get_mut()
            .map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("a step panicked"))
    }

    /// Runs `f` on the batch and its arrays, with Python's lock released; an error is raised
    /// with `code`.
    fn write(
        &mut self,
        py: Python<'_>,
        code: &str,
        f: impl FnOnce(&mut Batch, &mut Buffers<'_>) -> Result<(), poch_engine::batch::BatchError>
        + Send,
    ) -> PyResult<()> {
        let obs = self.observations.bind(py).clone();
        let masks = self.masks.bind(py).clone();
        let rewards = self.rewards.bind(py).clone();
        let terminated = self.terminated.bind(py).clone();
        let to_act = self.to_act.bind(py).clone();
        let mut obs = obs.try_readwrite()?;
        let mut masks = masks.try_readwrite()?;
        let mut rewards = rewards.try_readwrite()?;
        let mut terminated = terminated.try_readwrite()?;
        let mut to_act = to_act.try_readwrite()?;
        let mut out = Buffers {
            observations: obs.as_slice_mut()?,
            masks: masks.as_slice_mut()?,
            rewards: rewards.as_slice_mut()?,
            terminated: terminated.as_slice_mut()?,
            to_act: to_act.as_slice_mut()?,
        };
        let batch = self.batch()?;
        py.detach(|| f(batch, &mut out))
            .map_err(|e| error(py, code, e.to_string(), None))
    }
}
