//! The table: a match with seated bots (ED-43). After every action, the engine plays each
//! seated bot whose turn comes, until a person is to act; a replay of the persons' actions
//! plays the same bot moves again. Above `game.rs` and `bots.rs`, which it joins.

use crate::action::Action;
use crate::bots::{self, BotKind, BotSeat};
use crate::error::{Invariant, InvariantViolation, NewGameError, Rejection};
use crate::event::Event;
use crate::game::{Game, NewGame, Rejected, Replay, ReplayError, Step};
use crate::random;
use crate::seating::bot_at;
use crate::seats::Seat;

/// Why a match with seated bots could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The match could not start.
    NewGame(NewGameError),
    /// The seated bots did not leave the table to a person within [`MAX_BOT_MOVES`] moves.
    Bots(InvariantViolation),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::NewGame(e) => e.fmt(f),
            StartError::Bots(v) => v.fmt(f),
        }
    }
}

impl std::error::Error for StartError {}

/// Why an action at a table with seated bots failed: the action itself was refused, or the
/// bots after it broke the bound on their moves (never for a game this engine built).
#[derive(Clone, Debug)]
pub enum PlayError {
    /// The action was refused; the game is unchanged.
    Rejected(Box<Rejected>),
    /// The seated bots did not leave the table to a person within [`MAX_BOT_MOVES`] moves.
    Bots(InvariantViolation),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::Rejected(r) => r.fmt(f),
            PlayError::Bots(v) => v.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}

/// The most moves the seated bots play in a row before a person is to act (ED-43). A deal
/// ends in a few dozen moves, and each deal brings the deal to the next dealer, so a table
/// with a person reaches him long before; beyond it the engine stops with an invariant error
/// (I9, termination) rather than loop.
pub const MAX_BOT_MOVES: usize = 10_000;

impl Game {
    /// Starts a match and applies `actions` in order: the same inputs always give the same
    /// match (I13). With seated bots, the match is played as at the table ([`Game::start`],
    /// [`Game::apply_at_table`]): `actions` are the persons' actions only, and the bots' moves
    /// are played again between them, the same as the first time (ED-43).
    ///
    /// # Errors
    ///
    /// [`ReplayError`] naming the start's problem or the first refused action.
    pub fn replay(new: NewGame, actions: &[(Seat, Action)]) -> Result<Replay, ReplayError> {
        let step = Game::start(new).map_err(|e| match e {
            StartError::NewGame(e) => ReplayError::NewGame(e),
            StartError::Bots(v) => ReplayError::Bots(v),
        })?;
        let mut game = step.game;
        let mut events = step.events;
        for (index, (seat, action)) in actions.iter().enumerate() {
            match game.apply_at_table(*seat, action.clone()) {
                Ok(step) => {
                    game = step.game;
                    events.extend(step.events);
                }
                Err(PlayError::Rejected(rejected)) => {
                    return Err(ReplayError::Rejected {
                        index,
                        rejection: rejected.rejection,
                    });
                }
                Err(PlayError::Bots(v)) => return Err(ReplayError::Bots(v)),
            }
        }
        Ok(Replay { game, events })
    }

    /// Starts a match ([`Game::new`]) and plays its seated bots until a person is to act
    /// ([`Game::play_bots`]); the same as [`Game::new`] for a match without bots.
    ///
    /// # Errors
    ///
    /// [`StartError`]: the start's problem, or the bound on the bots' moves.
    pub fn start(new: NewGame) -> Result<Step, StartError> {
        let step = Game::new(new).map_err(StartError::NewGame)?;
        step.game.play_bots(step.events).map_err(StartError::Bots)
    }

    /// Applies one action of `seat` ([`Game::apply`]), then plays every seated bot whose turn
    /// comes ([`Game::play_bots`]): the events of the action and of every bot move, in order.
    ///
    /// # Errors
    ///
    /// [`PlayError::Rejected`] with the game unchanged, or [`PlayError::Bots`].
    pub fn apply_at_table(self, seat: Seat, action: Action) -> Result<Step, PlayError> {
        let step = self
            .apply(seat, action)
            .map_err(|r| PlayError::Rejected(Box::new(r)))?;
        step.game.play_bots(step.events).map_err(PlayError::Bots)
    }

    /// Plays the seated bots (ED-43): while the seat to act has a bot, the bot's move, until
    /// a seat without a bot is to act, the match is over, or the bot has no move it can make
    /// (a deal that needs a supplied deck order: the caller applies it for the bot's seat).
    /// Each bot decides from what its seat may see ([`bots::choose`]), seeded by
    /// [`rng::bot_seed`](crate::rng::bot_seed) from the match seed, the action count and the
    /// seat. `events` are those that came before; the bots' events are appended in order.
    ///
    /// # Errors
    ///
    /// [`Invariant::I9`] when the bots play more than [`MAX_BOT_MOVES`] moves in a row (never
    /// for a game this engine built, with a seat left to a person).
    pub fn play_bots(self, mut events: Vec<Event>) -> Result<Step, InvariantViolation> {
        let mut game = self;
        for _ in 0..MAX_BOT_MOVES {
            let Some(seat) = game.to_act() else {
                return Ok(Step { game, events });
            };
            let Some(kind) = bot_at(&game.s.bots, seat) else {
                return Ok(Step { game, events });
            };
            let Some(action) = bots::choose(kind, &game, seat, game.bot_seed(seat)) else {
                return Ok(Step { game, events });
            };
            match game.apply(seat, action) {
                Ok(step) => {
                    game = step.game;
                    events.extend(step.events);
                }
                Err(rejected) => {
                    return Err(InvariantViolation {
                        invariant: Invariant::I8,
                        detail: format!(
                            "the {kind} bot at seat {seat} chose a refused action: {}",
                            rejected.rejection
                        ),
                    });
                }
            }
        }
        Err(InvariantViolation {
            invariant: Invariant::I9,
            detail: format!("the seated bots played {MAX_BOT_MOVES} moves without a person to act"),
        })
    }

    /// The seated bots, by ascending seat.
    pub fn bots(&self) -> &[BotSeat] {
        &self.s.bots
    }

    /// The seed of a bot's decision for `seat` now (ED-43, [`rng::bot_seed`](crate::rng::bot_seed)).
    fn bot_seed(&self, seat: Seat) -> u64 {
        random::bot_seed(self.s.seed.as_ref(), self.s.version, seat)
    }

    /// The action a bot of `kind` takes for `seat` now: the move a seated bot of that kind
    /// would make, with the same seed ([`Game::play_bots`]). For `timeout`, the time-out move
    /// (ED-42).
    ///
    /// # Errors
    ///
    /// The refusal the seat's action would meet: `seat_out_of_range`, `match_over`,
    /// `not_your_turn`, or `deck_order_required` where the only move is a deal that needs a
    /// supplied deck order.
    pub fn choose_action(&self, kind: BotKind, seat: Seat) -> Result<Action, Rejection> {
        self.check_turn(seat)?;
        bots::choose(kind, self, seat, self.bot_seed(seat)).ok_or(Rejection::DeckOrderRequired)
    }
}
