//! `VecGames`: N matches stepped together in the engine's loop, writing observations, masks,
//! rewards and terminations into numpy arrays it owns (no Python object per element).
//!
//! Two forms share it. **Self-play** (`learner=None`): each step is one decision in every
//! match, of whichever seat must act; the rewards are every seat's change of stack, and a
//! match that ends is started again in the same step (its rewards and `terminated` tell the
//! end; the observation is already the next match's). **Single-agent** (`learner` a seat, or
//! `-1` for a seat drawn each match): each step is the learner's decision, then the engine's
//! bots' moves up to its next turn; the reward is the learner's change of stack, and a match
//! that ended is started again at the next step, whose action is not used (Gymnasium's
//! next-step autoreset).

use std::sync::Mutex;

use numpy::{PyArray1, PyArray2, PyArrayMethods as _, PyReadonlyArray1};
use poch_engine::encoding::{self, DealRecord};
use poch_engine::{
    Action, BotKind, DealSource, Event, Game as EngineGame, LegalActions, NewGame, Rules, Seat,
    Seed, View, Viewer,
};
use pyo3::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};

use crate::{INTERNAL, INVALID_ARGUMENT, error, invalid, rules_of};

/// The action ids a batch reads: the table's concrete ids, or the abstract set.
#[derive(Clone, Copy)]
pub(crate) enum ActionSet {
    Concrete(encoding::ActionTable),
    Abstract(encoding::AbstractActions),
}

impl ActionSet {
    pub(crate) fn of(
        py: Python<'_>,
        rules: &Rules,
        players: usize,
        name: &str,
    ) -> PyResult<ActionSet> {
        match name {
            "concrete" => encoding::ActionTable::for_players(rules, players)
                .map(ActionSet::Concrete)
                .map_err(|e| error(py, e.code(), e.to_string(), None)),
            "abstract" => Ok(ActionSet::Abstract(encoding::AbstractActions::new(rules))),
            other => Err(invalid(
                py,
                "actions",
                format!("{other:?}: \"concrete\" or \"abstract\""),
            )),
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            ActionSet::Concrete(t) => t.len() as usize,
            ActionSet::Abstract(t) => t.len() as usize,
        }
    }

    /// The id that stands for the legal `action` of `seat` (for an abstract set, the nearest
    /// size of a bet or raise).
    pub(crate) fn id_of(&self, game: &EngineGame, seat: Seat, action: &Action) -> Option<u32> {
        match self {
            ActionSet::Concrete(t) => t.id(action),
            ActionSet::Abstract(t) => t.id_of(game, seat, action),
        }
    }

    /// The legal action of `id`, given the seat's legal actions.
    fn action_with(&self, game: &EngineGame, legal: &LegalActions, id: u32) -> Option<Action> {
        match self {
            ActionSet::Concrete(t) => t.action(id).filter(|a| legal.allows(a)),
            ActionSet::Abstract(t) => t.concrete_with(legal.clone(), encoding::pot(game), id),
        }
    }

    fn write_mask(&self, game: &EngineGame, legal: &LegalActions, out: &mut [i8]) {
        match self {
            ActionSet::Concrete(t) => t.write_mask(legal, out),
            ActionSet::Abstract(t) => t.write_mask_with(legal, encoding::pot(game), out),
        }
    }
}

/// The tensor written for a seat.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tensor {
    Observation,
    InformationState,
}

/// One match of the batch.
struct Slot {
    game: EngineGame,
    record: DealRecord,
    /// The bots by seat (none in self-play); in a mutex only so that the class may be shared
    /// between threads: a step holds the batch mutably and never locks it.
    bots: Mutex<Vec<Box<dyn poch_engine::Bot + Send>>>,
    learner: Seat,
    /// The stacks when rewards were last written.
    stacks: Vec<u32>,
    /// Matches started in this slot.
    episode: u64,
    /// The match is over and starts again at the next step (single-agent form).
    done: bool,
    /// The legal actions of the seat observed, as the last observation's mask has them.
    legal: LegalActions,
}

/// The inputs every match of a batch shares.
struct Setup {
    rules: Rules,
    players: usize,
    actions: ActionSet,
    tensor: Tensor,
    /// `None`: self-play; `Some(None)`: a learner seat drawn each match.
    learner: Option<Option<Seat>>,
    bots: Vec<BotKind>,
    seed: u64,
    illegal_reward: f32,
}

/// The most matches a slot starts in a row that end before the learner's first decision.
const MAX_RESTARTS: u32 = 1_000;

impl Setup {
    /// Match `episode` of slot `index`: the same for the same seed.
    fn start(&self, index: usize, episode: u64) -> Result<Slot, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(
            self.seed
                ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ episode.wrapping_mul(0xD1B5_4A32_D192_ED03),
        );
        let mut bytes = [0u8; 32];
        rng.fill_bytes(&mut bytes);
        let step = EngineGame::new(NewGame {
            rules: self.rules,
            players: (0..self.players).map(|s| format!("p{s}")).collect(),
            source: DealSource::Seed {
                seed: Seed(bytes),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
        .map_err(|e| e.to_string())?;
        let game = step.game;
        let learner = match self.learner {
            Some(Some(seat)) => seat,
            Some(None) => Seat(rng.next_u64() as usize % self.players),
            None => Seat(0),
        };
        let bots = if self.learner.is_some() {
            (0..self.players)
                .map(|s| self.bots[s % self.bots.len()].build(rng.next_u64()))
                .collect()
        } else {
            Vec::new()
        };
        let bots = Mutex::new(bots);
        // The information state reads the deal's public record, from the first deal's events.
        let mut record = DealRecord::new();
        if self.tensor == Tensor::InformationState {
            record.record(&step.events);
        }
        let stacks = vec![self.rules.starting_chips; self.players];
        Ok(Slot {
            game,
            record,
            bots,
            learner,
            stacks,
            episode,
            done: false,
            legal: LegalActions::default(),
        })
    }
}

impl Slot {
    fn apply(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>, record: bool) {
        events.clear();
        // Legal: checked before.
        if self.game.apply_in_place(seat, action, events).is_ok() && record {
            self.record.record(events);
        }
    }

    /// The bots play until the learner must act or the match is over; answers their moves.
    fn bots_play(&mut self, events: &mut Vec<Event>, record: bool) -> Result<u64, String> {
        let mut moves = 0;
        while let Some(seat) = self.game.to_act() {
            if seat == self.learner {
                break;
            }
            let bots = self
                .bots
                .get_mut()
                .map_err(|_| "a bot panicked".to_owned())?;
            let action = bots[seat]
                .choose_in(&self.game, seat)
                .ok_or_else(|| format!("the bot of seat {seat} has no action"))?;
            self.apply(seat, action, events, record);
            moves += 1;
        }
        Ok(moves)
    }

    /// The seat whose tensor and mask are written: the learner, or the seat to act.
    fn observer(&self, single: bool) -> Option<Seat> {
        if single {
            Some(self.learner)
        } else {
            self.game.to_act()
        }
    }
}

/// N matches stepped together (the module's documentation).
#[pyclass(module = "poch_engine")]
pub struct VecGames {
    setup: Setup,
    num_envs: usize,
    slots: Vec<Slot>,
    events: Vec<Event>,
    /// The view the tensors are written from, kept for its room.
    scratch: Option<View>,
    /// Actions applied since construction: the learner's (or, in self-play, every seat's) and
    /// the bots'.
    applied: u64,
    obs_len: usize,
    observations: Py<PyArray2<f32>>,
    masks: Py<PyArray2<i8>>,
    rewards: Py<PyArray2<f32>>,
    terminated: Py<PyArray1<bool>>,
    to_act: Py<PyArray1<i64>>,
}

/// Writes `seat`'s tensor of `slot` into `row`; answers the seat's legal actions (which its
/// view holds).
fn write_tensor(
    slot: &Slot,
    seat: Seat,
    tensor: Tensor,
    row: &mut [f32],
    scratch: &mut Option<View>,
) -> Result<LegalActions, String> {
    // One view, written over for every match: its lists keep their room.
    let view = match scratch {
        Some(view) => {
            slot.game
                .view_into(Viewer::Seat(seat), view)
                .map_err(|r| r.to_string())?;
            view
        }
        None => scratch.insert(
            slot.game
                .view(Viewer::Seat(seat))
                .map_err(|r| r.to_string())?,
        ),
    };
    match tensor {
        Tensor::Observation => encoding::observation_tensor_into(view, row),
        Tensor::InformationState => {
            encoding::information_state_tensor_into(view, &slot.record, row)
        }
    };
    Ok(view.legal.take().unwrap_or(LegalActions {
        seat,
        ..LegalActions::default()
    }))
}

/// The arrays a step writes, as slices.
struct Out<'a> {
    obs: &'a mut [f32],
    masks: &'a mut [i8],
    rewards: &'a mut [f32],
    terminated: &'a mut [bool],
    to_act: &'a mut [i64],
}

impl VecGames {
    fn single(&self) -> bool {
        self.setup.learner.is_some()
    }

    /// Writes slot `i`'s observation, mask and seat to act.
    fn observe(&mut self, i: usize, out: &mut Out<'_>) -> Result<(), String> {
        let single = self.single();
        let slot = &mut self.slots[i];
        let a = self.setup.actions.len();
        let row = &mut out.obs[i * self.obs_len..(i + 1) * self.obs_len];
        let mask = &mut out.masks[i * a..(i + 1) * a];
        let seat = slot.observer(single);
        out.to_act[i] = seat.map_or(-1, |s| s.index() as i64);
        match seat {
            Some(seat) => {
                slot.legal = write_tensor(slot, seat, self.setup.tensor, row, &mut self.scratch)?;
                self.setup.actions.write_mask(&slot.game, &slot.legal, mask);
            }
            None => {
                row.fill(0.0);
                mask.fill(0);
                slot.legal = LegalActions::default();
            }
        }
        Ok(())
    }

    /// Starts slot `i`'s next match (single-agent: up to the learner's first decision).
    fn restart(&mut self, i: usize) -> Result<(), String> {
        let record = self.setup.tensor == Tensor::InformationState;
        let mut episode = self.slots.get(i).map_or(0, |s| s.episode + 1);
        for _ in 0..MAX_RESTARTS {
            let mut slot = self.setup.start(i, episode)?;
            if self.single() {
                self.applied += slot.bots_play(&mut self.events, record)?;
                if slot.game.to_act().is_none() {
                    episode += 1;
                    continue;
                }
            }
            // `slot.stacks` are the starting stacks: the first step's rewards count the first
            // deal's ante and claims, so a match's rewards add up to the chips won.
            if i < self.slots.len() {
                self.slots[i] = slot;
            } else {
                self.slots.push(slot);
            }
            return Ok(());
        }
        Err(format!(
            "{MAX_RESTARTS} matches in a row ended before the learner's first decision"
        ))
    }

    fn step_all(&mut self, actions: &[i64], out: &mut Out<'_>) -> Result<(), String> {
        let n = self.slots.len();
        let single = self.single();
        let record = self.setup.tensor == Tensor::InformationState;
        let players = self.setup.players;
        // Every action read first: a batch with an illegal action changes nothing (self-play).
        let mut chosen: Vec<Option<Action>> = Vec::with_capacity(n);
        for (i, slot) in self.slots.iter().enumerate() {
            let Some(seat) = slot.game.to_act() else {
                chosen.push(None);
                continue;
            };
            if slot.done {
                chosen.push(None);
                continue;
            }
            let action = u32::try_from(actions[i])
                .ok()
                .and_then(|id| self.setup.actions.action_with(&slot.game, &slot.legal, id));
            if action.is_none() && !single {
                return Err(format!(
                    "match {i}: action {} is not legal for seat {seat}",
                    actions[i]
                ));
            }
            chosen.push(action);
        }
        for (i, action) in chosen.into_iter().enumerate() {
            out.terminated[i] = false;
            if single && self.slots[i].done {
                self.restart(i)?;
                out.rewards[i] = 0.0;
                self.observe(i, out)?;
                continue;
            }
            let slot = &mut self.slots[i];
            let mut illegal = false;
            match (slot.game.to_act(), action) {
                (Some(seat), Some(action)) => {
                    slot.apply(seat, action, &mut self.events, record);
                    self.applied += 1;
                    if single {
                        self.applied += slot.bots_play(&mut self.events, record)?;
                    }
                }
                // Single-agent: an illegal action ends the match for the learner.
                _ => illegal = true,
            }
            let over = illegal || slot.game.to_act().is_none();
            let stacks = slot.game.stacks();
            if single {
                let l = slot.learner.index();
                out.rewards[i] = if illegal {
                    self.setup.illegal_reward
                } else {
                    stacks[l] as f32 - slot.stacks[l] as f32
                };
            } else {
                for (x, (now, before)) in stacks.iter().zip(&slot.stacks).enumerate() {
                    out.rewards[i * players + x] = *now as f32 - *before as f32;
                }
            }
            slot.stacks.copy_from_slice(stacks);
            out.terminated[i] = over;
            if over {
                if single {
                    slot.done = true;
                } else {
                    self.restart(i)?;
                }
            }
            self.observe(i, out)?;
        }
        Ok(())
    }
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
        let actions = ActionSet::of(py, &rules, players, actions)?;
        let tensor = match tensor {
            "observation" => Tensor::Observation,
            "information_state" => Tensor::InformationState,
            other => {
                return Err(invalid(
                    py,
                    "tensor",
                    format!("{other:?}: \"observation\" or \"information_state\""),
                ));
            }
        };
        let learner = match learner {
            None => None,
            Some(-1) => Some(None),
            Some(s) if (0..players as i64).contains(&s) => Some(Some(Seat(s as usize))),
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
        let layout = match tensor {
            Tensor::Observation => encoding::observation_layout(players, rules.deck),
            Tensor::InformationState => encoding::information_state_layout(players, rules.deck),
        };
        let obs_len = layout.iter().map(|s| s.len).sum();
        let reward_width = if learner.is_some() { 1 } else { players };
        let setup = Setup {
            rules,
            players,
            actions,
            tensor,
            learner,
            bots,
            seed,
            illegal_reward: illegal_reward.unwrap_or(-(rules.starting_chips as f32)),
        };
        let a = actions.len();
        Ok(VecGames {
            setup,
            num_envs,
            slots: Vec::with_capacity(num_envs),
            events: Vec::with_capacity(64),
            applied: 0,
            scratch: None,
            obs_len,
            observations: PyArray2::zeros(py, [num_envs, obs_len], false).unbind(),
            masks: PyArray2::zeros(py, [num_envs, a], false).unbind(),
            rewards: PyArray2::zeros(py, [num_envs, reward_width], false).unbind(),
            terminated: PyArray1::from_vec(py, vec![false; num_envs]).unbind(),
            to_act: PyArray1::from_vec(py, vec![-1; num_envs]).unbind(),
        })
    }

    /// The number of matches.
    #[getter]
    fn num_envs(&self) -> usize {
        self.observations_len()
    }

    /// The number of action ids.
    #[getter]
    fn num_actions(&self) -> usize {
        self.setup.actions.len()
    }

    /// The actions applied since the batch was made: every decision stepped, and the bots'
    /// moves.
    #[getter]
    fn actions_applied(&self) -> u64 {
        self.applied
    }

    /// The length of a tensor.
    #[getter]
    fn tensor_len(&self) -> usize {
        self.obs_len
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

    /// Starts every match again (seeded by `seed` when given) and writes the first
    /// observations.
    #[pyo3(signature = (seed=None))]
    fn reset(&mut self, py: Python<'_>, seed: Option<u64>) -> PyResult<()> {
        if let Some(seed) = seed {
            self.setup.seed = seed;
        }
        let n = self.observations_len();
        self.slots.clear();
        self.write(py, INTERNAL, |games, out| {
            out.rewards.fill(0.0);
            out.terminated.fill(false);
            for i in 0..n {
                games.restart(i)?;
                games.observe(i, out)?;
            }
            Ok(())
        })
    }

    /// Applies `actions` (one id a match, int64) and writes the next observations, masks,
    /// rewards and terminations. Self-play: an id that is not legal raises `invalid_argument`
    /// and changes nothing. Single-agent: it ends the learner's match with `illegal_reward`.
    fn step(&mut self, py: Python<'_>, actions: PyReadonlyArray1<'_, i64>) -> PyResult<()> {
        let n = self.observations_len();
        if self.slots.len() != n {
            return Err(error(py, INVALID_ARGUMENT, "call reset() first", None));
        }
        let actions = actions.as_slice()?;
        if actions.len() != n {
            return Err(invalid(
                py,
                "actions",
                format!("{} ids for {n} matches", actions.len()),
            ));
        }
        self.write(py, INVALID_ARGUMENT, |games, out| {
            games.step_all(actions, out)
        })
    }

    /// Match `index`'s game (a copy), for inspection.
    fn game(&self, py: Python<'_>, index: usize) -> PyResult<crate::game::Game> {
        let slot = self
            .slots
            .get(index)
            .ok_or_else(|| invalid(py, "index", format!("{index}: no such match")))?;
        Ok(crate::game::Game::of_engine(
            slot.game.clone(),
            slot.record.clone(),
        ))
    }

    /// The learner's seat in match `index` (single-agent).
    fn learner(&self, py: Python<'_>, index: usize) -> PyResult<usize> {
        self.slots
            .get(index)
            .map(|s| s.learner.index())
            .ok_or_else(|| invalid(py, "index", format!("{index}: no such match")))
    }
}

impl VecGames {
    fn observations_len(&self) -> usize {
        self.num_envs
    }

    /// Runs `f` on the batch and its arrays, with Python's lock released; an error is raised
    /// with `code`.
    fn write(
        &mut self,
        py: Python<'_>,
        code: &str,
        f: impl FnOnce(&mut VecGames, &mut Out<'_>) -> Result<(), String> + Send,
    ) -> PyResult<()> {
        let obs = self.observations.bind(py).clone();
        let masks = self.masks.bind(py).clone();
        let rewards = self.rewards.bind(py).clone();
        let terminated = self.terminated.bind(py).clone();
        let to_act = self.to_act.bind(py).clone();
        let mut obs = obs.readwrite();
        let mut masks = masks.readwrite();
        let mut rewards = rewards.readwrite();
        let mut terminated = terminated.readwrite();
        let mut to_act = to_act.readwrite();
        let mut out = Out {
            obs: obs.as_slice_mut()?,
            masks: masks.as_slice_mut()?,
            rewards: rewards.as_slice_mut()?,
            terminated: terminated.as_slice_mut()?,
            to_act: to_act.as_slice_mut()?,
        };
        py.detach(|| f(self, &mut out))
            .map_err(|e| error(py, code, e, None))
    }
}
