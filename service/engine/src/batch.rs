//! Many matches stepped together into flat buffers the caller owns: the engine's side of a
//! vector environment (Python's `VecGames`). A module of its own above [`crate::encoding`]
//! (whose tensors, masks and action ids it writes) and [`crate::bots`] (which play the seats
//! the learner does not).
//!
//! A [`Batch`] holds N matches. Each step applies one action id per match and writes, for
//! every match, the observed seat's tensor (a row of [`Batch::tensor_len`] floats), its legal
//! mask (a row of [`Batch::num_actions`] bytes), the rewards, whether the match ended, and the
//! seat observed, into the slices of a [`Buffers`]. Two forms share it:
//!
//! - **Self-play** ([`Learner::SelfPlay`]): each step is one decision in every match, of
//!   whichever seat must act; the rewards are every seat's change of stack, and a match that
//!   ends is started again in the same step (its rewards and `terminated` tell the end; the
//!   observation is already the next match's). An id that is not legal refuses the whole step
//!   and changes nothing.
//! - **Single-agent** ([`Learner::Seat`], [`Learner::Drawn`]): each step is the learner's
//!   decision, then the engine's bots' moves (any [`BotKind`]) up to its
//!   next turn, inside the step; the reward is the learner's change of stack, and a match that
//!   ended starts again at the next step, whose action is not used (Gymnasium's next-step
//!   autoreset). An id that is not legal ends the learner's match with the illegal reward.
//!
//! [`Batch::step_sampled`] chooses, for every match, an id uniformly among the legal ones
//! (from the batch's own seeded stream) and steps with it: a random policy without a trip
//! through the caller. A step allocates nothing but when a match ends and the next one is
//! dealt.

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};

use crate::action::Action;
use crate::bots::{Bot, BotKind};
use crate::event::Event;
use crate::game::{DealSource, Game, NewGame};
use crate::legal::LegalActions;
use crate::random::Seed;
use crate::rules::Rules;
use crate::seats::Seat;

use crate::encoding::{
    AbstractActions, ActionTable, DealRecord, TableTooLarge, information_state_layout,
    information_state_tensor_of, observation_layout, observation_tensor_of, pot,
};

/// The action ids a batch reads: a table's concrete ids, or the abstract set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionIds {
    /// Every concrete action ([`ActionTable`]).
    Concrete(ActionTable),
    /// The abstract actions ([`AbstractActions`]): 40 ids whatever the chips, for `classic`.
    Abstract(AbstractActions),
}

impl ActionIds {
    /// The concrete table of a match of `players` from its start.
    ///
    /// # Errors
    ///
    /// [`TableTooLarge`] beyond [`crate::encoding::MAX_TABLE_CHIPS`].
    pub fn concrete(rules: &Rules, players: usize) -> Result<ActionIds, TableTooLarge> {
        ActionTable::for_players(rules, players).map(ActionIds::Concrete)
    }

    /// The abstract set of `rules`.
    pub fn abstract_set(rules: &Rules) -> ActionIds {
        ActionIds::Abstract(AbstractActions::new(rules))
    }

    /// The number of ids.
    pub fn len(&self) -> usize {
        match self {
            ActionIds::Concrete(t) => t.len() as usize,
            ActionIds::Abstract(t) => t.len() as usize,
        }
    }

    /// Never: every set has at least `pass`.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The id that stands for the legal `action` of `seat` (for the abstract set, the nearest
    /// size of a bet or raise).
    pub fn id_of(&self, game: &Game, seat: Seat, action: &Action) -> Option<u32> {
        match self {
            ActionIds::Concrete(t) => t.id(action),
            ActionIds::Abstract(t) => t.id_of(game, seat, action),
        }
    }

    /// The legal action of `id`, given the seat's legal actions in `game`; `None` for an id
    /// that is not legal.
    pub fn action_with(&self, game: &Game, legal: &LegalActions, id: u32) -> Option<Action> {
        match self {
            ActionIds::Concrete(t) => t.action(id).filter(|a| legal.allows(a)),
            ActionIds::Abstract(t) => t.concrete_with(legal.clone(), pot(game), id),
        }
    }

    /// Sets `out[id]` for each legal id and clears the rest.
    pub fn write_mask(&self, game: &Game, legal: &LegalActions, out: &mut [i8]) {
        match self {
            ActionIds::Concrete(t) => t.write_mask(legal, out),
            ActionIds::Abstract(t) => t.write_mask_with(legal, pot(game), out),
        }
    }

    /// A legal id drawn uniformly from `rng`, of a seat with `legal` in `game`; `None` when
    /// none is legal. Counted from the legal actions, without a scan of the ids.
    fn sample(&self, game: &Game, legal: &LegalActions, rng: &mut ChaCha8Rng) -> Option<u32> {
        match self {
            ActionIds::Concrete(t) => {
                let n = t.legal_count(legal);
                (n > 0).then(|| t.nth_legal(legal, below(rng, n)))?
            }
            ActionIds::Abstract(t) => {
                let pot = pot(game);
                let n = t.legal_count_with(legal, pot);
                (n > 0).then(|| t.nth_legal_with(legal, pot, below(rng, n)))?
            }
        }
    }
}

/// A number in `0..n` (`n ≥ 1`), uniformly (Lemire's method: the high half of a 64-bit
/// product, rejecting the few low parts that would bias it).
fn below(rng: &mut ChaCha8Rng, n: u32) -> u32 {
    loop {
        let m = u64::from(rng.next_u32()) * u64::from(n);
        let low = m as u32;
        if low >= n || low >= n.wrapping_neg() % n {
            return (m >> 32) as u32;
        }
    }
}

/// The tensor written for the observed seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TensorKind {
    /// [`crate::encoding::observation_tensor`].
    Observation,
    /// [`crate::encoding::information_state_tensor`].
    InformationState,
}

/// Who decides in a batch's matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Learner {
    /// Every seat: each step is the decision of whichever seat must act.
    SelfPlay,
    /// One seat, the same in every match; the others are the engine's bots.
    Seat(Seat),
    /// One seat drawn for each match; the others are the engine's bots.
    Drawn,
}

/// What every match of a batch shares.
#[derive(Clone, Debug)]
pub struct BatchConfig {
    /// The switches.
    pub rules: Rules,
    /// Seats at each table.
    pub players: usize,
    /// The ids actions are named by.
    pub actions: ActionIds,
    /// The tensor written.
    pub tensor: TensorKind,
    /// Who decides.
    pub learner: Learner,
    /// The bots of the seats the learner does not play, one a seat, repeated round the table
    /// (single-agent form).
    pub bots: Vec<BotKind>,
    /// What the matches, their seating, the bots and the sampled ids are drawn from.
    pub seed: u64,
    /// The learner's reward for an id that is not legal (single-agent form).
    pub illegal_reward: f32,
}

/// The slices a step writes: rows of N matches.
#[derive(Debug)]
pub struct Buffers<'a> {
    /// N × [`Batch::tensor_len`]: the observed seat's tensor.
    pub observations: &'a mut [f32],
    /// N × [`Batch::num_actions`]: its legal ids (1) and the rest (0).
    pub masks: &'a mut [i8],
    /// N × [`Batch::reward_width`]: every seat's change of stack (self-play), or the
    /// learner's.
    pub rewards: &'a mut [f32],
    /// N: whether the step ended the match.
    pub terminated: &'a mut [bool],
    /// N: the seat observed (self-play: the seat to act), or −1 when none.
    pub to_act: &'a mut [i64],
}

/// A batch that cannot go on: a match that cannot start, a bot without an action, or (in
/// self-play) an id that is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BatchError(pub String);

impl std::fmt::Display for BatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BatchError {}

/// The most matches a slot starts in a row that end before the learner's first decision.
const MAX_RESTARTS: u32 = 1_000;

/// One match of the batch.
struct Slot {
    game: Game,
    record: DealRecord,
    /// The bots by seat (none in self-play).
    bots: Vec<Box<dyn Bot + Send>>,
    learner: Seat,
    /// The stacks when rewards were last written.
    stacks: Vec<u32>,
    /// Matches started in this slot.
    episode: u64,
    /// The match is over and starts again at the next step (single-agent form).
    done: bool,
    /// The legal actions of the seat observed, as the last mask has them.
    legal: LegalActions,
    /// The seat that must act in `game`, read once each time the game changes.
    to_act: Option<Seat>,
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
    fn bots_play(&mut self, events: &mut Vec<Event>, record: bool) -> Result<u64, BatchError> {
        let mut moves = 0;
        while let Some(seat) = self.game.to_act() {
            if seat == self.learner {
                break;
            }
            let action = self.bots[seat.index()]
                .choose_in(&self.game, seat)
                .ok_or_else(|| BatchError(format!("the bot of seat {seat} has no action")))?;
            self.apply(seat, action, events, record);
            moves += 1;
        }
        Ok(moves)
    }
}

/// N matches stepped together (the module's documentation).
pub struct Batch {
    config: BatchConfig,
    num_envs: usize,
    slots: Vec<Slot>,
    events: Vec<Event>,
    /// The actions read at the start of a step, kept for their room.
    chosen: Vec<Option<Action>>,
    /// The ids [`Batch::step_sampled`] draws, kept for their room.
    sampled: Vec<i64>,
    /// The stream sampled ids are drawn from.
    sampler: ChaCha8Rng,
    /// Actions applied since the batch was made: the learner's (in self-play, every seat's)
    /// and the bots'.
    applied: u64,
    tensor_len: usize,
    /// The player ids of every match (`p0`, `p1`, …), written once.
    names: Vec<String>,
}

impl std::fmt::Debug for Batch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Batch")
            .field("config", &self.config)
            .field("num_envs", &self.num_envs)
            .field("applied", &self.applied)
            .finish_non_exhaustive()
    }
}

impl Batch {
    /// A batch of `num_envs` matches; [`Batch::reset`] deals them.
    pub fn new(config: BatchConfig, num_envs: usize) -> Batch {
        let layout = match config.tensor {
            TensorKind::Observation => observation_layout(config.players, config.rules.deck),
            TensorKind::InformationState => {
                information_state_layout(config.players, config.rules.deck)
            }
        };
        let tensor_len = layout.iter().map(|s| s.len).sum();
        let names = (0..config.players).map(|s| format!("p{s}")).collect();
        Batch {
            sampler: sampler(config.seed),
            config,
            num_envs,
            slots: Vec::with_capacity(num_envs),
            events: Vec::with_capacity(64),
            chosen: Vec::with_capacity(num_envs),
            sampled: vec![0; num_envs],
            applied: 0,
            tensor_len,
            names,
        }
    }

    /// The number of matches.
    pub fn num_envs(&self) -> usize {
        self.num_envs
    }

    /// The length of a tensor.
    pub fn tensor_len(&self) -> usize {
        self.tensor_len
    }

    /// The number of action ids: a mask's row.
    pub fn num_actions(&self) -> usize {
        self.config.actions.len()
    }

    /// The rewards a match writes: every seat's in self-play, the learner's otherwise.
    pub fn reward_width(&self) -> usize {
        if self.single() {
            1
        } else {
            self.config.players
        }
    }

    /// Actions applied since the batch was made: every decision stepped, and the bots' moves.
    pub fn applied(&self) -> u64 {
        self.applied
    }

    /// What the matches share.
    pub fn config(&self) -> &BatchConfig {
        &self.config
    }

    /// Match `index`'s game and the public record of its deal.
    pub fn game(&self, index: usize) -> Option<(&Game, &DealRecord)> {
        self.slots.get(index).map(|s| (&s.game, &s.record))
    }

    /// The learner's seat in match `index` (single-agent form).
    pub fn learner(&self, index: usize) -> Option<Seat> {
        self.slots.get(index).map(|s| s.learner)
    }

    /// Whether the matches have been dealt ([`Batch::reset`]).
    pub fn is_dealt(&self) -> bool {
        self.slots.len() == self.num_envs
    }

    fn single(&self) -> bool {
        self.config.learner != Learner::SelfPlay
    }

    /// Deals every match again (from `seed` when given) and writes the first observations.
    ///
    /// # Errors
    ///
    /// A match that cannot start, or a bot without an action.
    pub fn reset(&mut self, seed: Option<u64>, out: &mut Buffers<'_>) -> Result<(), BatchError> {
        self.check(out)?;
        if let Some(seed) = seed {
            self.config.seed = seed;
        }
        self.sampler = sampler(self.config.seed);
        self.slots.clear();
        out.rewards.fill(0.0);
        out.terminated.fill(false);
        for i in 0..self.num_envs {
            self.restart(i)?;
            self.observe(i, out)?;
        }
        Ok(())
    }

    /// Applies `actions` (one id a match) and writes the next observations, masks, rewards
    /// and terminations (the module's documentation says what each form does).
    ///
    /// # Errors
    ///
    /// Buffers of the wrong sizes, a batch not dealt, in self-play an id that is not legal
    /// (nothing then changes), a match that cannot start, a bot without an action.
    pub fn step(&mut self, actions: &[i64], out: &mut Buffers<'_>) -> Result<(), BatchError> {
        self.check(out)?;
        if !self.is_dealt() {
            return Err(BatchError("call reset() first".into()));
        }
        if actions.len() != self.num_envs {
            return Err(BatchError(format!(
                "{} ids for {} matches",
                actions.len(),
                self.num_envs
            )));
        }
        self.read_actions(actions)?;
        for i in 0..self.num_envs {
            self.step_one(i, out)?;
        }
        Ok(())
    }

    /// Draws, for every match, an id uniformly among the legal ids of the seat observed (−1
    /// where no seat is) from the batch's seeded stream, into `actions`.
    ///
    /// # Errors
    ///
    /// `actions` not one a match, or a batch not dealt.
    pub fn sample(&mut self, actions: &mut [i64]) -> Result<(), BatchError> {
        if !self.is_dealt() || actions.len() != self.num_envs {
            return Err(BatchError(format!(
                "sample needs the batch dealt and {} ids",
                self.num_envs
            )));
        }
        for (slot, id) in self.slots.iter().zip(actions.iter_mut()) {
            *id = self
                .config
                .actions
                .sample(&slot.game, &slot.legal, &mut self.sampler)
                .map_or(-1, i64::from);
        }
        Ok(())
    }

    /// [`Batch::sample`] then [`Batch::step`] with the ids drawn.
    ///
    /// # Errors
    ///
    /// As [`Batch::step`].
    pub fn step_sampled(&mut self, out: &mut Buffers<'_>) -> Result<(), BatchError> {
        let mut ids = std::mem::take(&mut self.sampled);
        let result = self.sample(&mut ids).and_then(|()| self.step(&ids, out));
        self.sampled = ids;
        result
    }

    /// Whether `out` has the batch's sizes.
    fn check(&self, out: &Buffers<'_>) -> Result<(), BatchError> {
        let n = self.num_envs;
        let sizes = [
            ("observations", out.observations.len(), n * self.tensor_len),
            ("masks", out.masks.len(), n * self.num_actions()),
            ("rewards", out.rewards.len(), n * self.reward_width()),
            ("terminated", out.terminated.len(), n),
            ("to_act", out.to_act.len(), n),
        ];
        for (name, len, wanted) in sizes {
            if len != wanted {
                return Err(BatchError(format!(
                    "{name} holds {len} values, not {wanted}"
                )));
            }
        }
        Ok(())
    }

    /// Every action read first, into `chosen`: a self-play step with an id that is not legal
    /// changes nothing.
    fn read_actions(&mut self, actions: &[i64]) -> Result<(), BatchError> {
        let single = self.single();
        self.chosen.clear();
        for (i, slot) in self.slots.iter().enumerate() {
            let seat = slot.to_act;
            let action = match seat {
                Some(_) if !slot.done => u32::try_from(actions[i])
                    .ok()
                    .and_then(|id| self.config.actions.action_with(&slot.game, &slot.legal, id)),
                _ => None,
            };
            if let (Some(seat), None, false, false) = (seat, &action, slot.done, single) {
                return Err(BatchError(format!(
                    "match {i}: action {} is not legal for seat {seat}",
                    actions[i]
                )));
            }
            self.chosen.push(action);
        }
        Ok(())
    }

    /// Match `i`'s part of a step, its action read into `chosen[i]`.
    fn step_one(&mut self, i: usize, out: &mut Buffers<'_>) -> Result<(), BatchError> {
        let single = self.single();
        let record = self.config.tensor == TensorKind::InformationState;
        let players = self.config.players;
        out.terminated[i] = false;
        if single && self.slots[i].done {
            self.restart(i)?;
            out.rewards[i] = 0.0;
            return self.observe(i, out);
        }
        let action = self.chosen[i].take();
        let slot = &mut self.slots[i];
        let mut illegal = false;
        match (slot.to_act, action) {
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
        slot.to_act = slot.game.to_act();
        let over = illegal || slot.to_act.is_none();
        let stacks = slot.game.stacks();
        if single {
            let l = slot.learner.index();
            out.rewards[i] = if illegal {
                self.config.illegal_reward
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
        self.observe(i, out)
    }

    /// Writes slot `i`'s observation, mask and seat observed.
    fn observe(&mut self, i: usize, out: &mut Buffers<'_>) -> Result<(), BatchError> {
        let single = self.single();
        let a = self.num_actions();
        let len = self.tensor_len;
        let slot = &mut self.slots[i];
        let row = &mut out.observations[i * len..(i + 1) * len];
        let mask = &mut out.masks[i * a..(i + 1) * a];
        let seat = if single {
            Some(slot.learner)
        } else {
            slot.to_act
        };
        out.to_act[i] = seat.map_or(-1, |s| s.index() as i64);
        match seat {
            Some(seat) => {
                slot.legal = write_tensor(&slot.game, &slot.record, seat, self.config.tensor, row)?;
                self.config
                    .actions
                    .write_mask(&slot.game, &slot.legal, mask);
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
    fn restart(&mut self, i: usize) -> Result<(), BatchError> {
        let record = self.config.tensor == TensorKind::InformationState;
        let mut episode = self.slots.get(i).map_or(0, |s| s.episode + 1);
        for _ in 0..MAX_RESTARTS {
            let mut slot = self.start(i, episode)?;
            if self.single() {
                self.applied += slot.bots_play(&mut self.events, record)?;
                slot.to_act = slot.game.to_act();
                if slot.to_act.is_none() {
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
        Err(BatchError(format!(
            "{MAX_RESTARTS} matches in a row ended before the learner's first decision"
        )))
    }

    /// Match `episode` of slot `index`: the same for the same seed.
    fn start(&self, index: usize, episode: u64) -> Result<Slot, BatchError> {
        let config = &self.config;
        let mut rng = ChaCha8Rng::seed_from_u64(
            config.seed
                ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ episode.wrapping_mul(0xD1B5_4A32_D192_ED03),
        );
        let mut bytes = [0u8; 32];
        rng.fill_bytes(&mut bytes);
        let step = Game::new(NewGame {
            rules: config.rules,
            players: self.names.clone(),
            source: DealSource::Seed {
                seed: Seed(bytes),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
        .map_err(|e| BatchError(e.to_string()))?;
        let learner = match config.learner {
            Learner::Seat(seat) => seat,
            Learner::Drawn => Seat(rng.next_u64() as usize % config.players),
            Learner::SelfPlay => Seat(0),
        };
        let bots = if self.single() {
            (0..config.players)
                .map(|s| config.bots[s % config.bots.len()].build(rng.next_u64()))
                .collect()
        } else {
            Vec::new()
        };
        // The information state reads the deal's public record, from the first deal's events.
        let mut record = DealRecord::new();
        if config.tensor == TensorKind::InformationState {
            record.record(&step.events);
        }
        let to_act = step.game.to_act();
        Ok(Slot {
            game: step.game,
            record,
            bots,
            learner,
            stacks: vec![config.rules.starting_chips; config.players],
            episode,
            done: false,
            legal: LegalActions::default(),
            to_act,
        })
    }
}

/// The stream sampled ids are drawn from: the seed's, apart from the matches' own.
fn sampler(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed ^ 0x5A4D_504C_4544_4944)
}

/// Writes `seat`'s tensor of `game` into `row`, from the game ([`observation_tensor_of`], the
/// same floats as the seat's view gives); answers the seat's legal actions.
fn write_tensor(
    game: &Game,
    record: &DealRecord,
    seat: Seat,
    tensor: TensorKind,
    row: &mut [f32],
) -> Result<LegalActions, BatchError> {
    match tensor {
        TensorKind::Observation => observation_tensor_of(game, seat, row),
        TensorKind::InformationState => information_state_tensor_of(game, record, seat, row),
    }
    .map_err(|r| BatchError(r.to_string()))?;
    Ok(game.legal_actions(seat))
}
