//! The rules of Poch as a pure, deterministic engine.
//!
//! A [`Game`] is a whole match. [`Game::new`] deals the first deal; [`Game::apply`] takes one
//! player action and returns the next game and the [`Event`]s it caused, or a [`Rejected`]
//! with the game unchanged. [`Game::legal_actions`], [`Game::to_act`], [`Game::view`] and
//! [`Game::check`] answer questions about a game without changing it. Everything serializes
//! with serde; a state from outside becomes a game only through [`Game::from_state`], which
//! checks every invariant of RULES §13.
//!
//! ```
//! use poch_engine::{Action, DealSource, Game, NewGame, Rules, Seed, Viewer};
//!
//! let step = Game::new(NewGame {
//!     rules: Rules::preset("classic").unwrap(),
//!     players: vec!["ann".into(), "bob".into(), "cy".into(), "di".into()],
//!     source: DealSource::Seed { seed: Seed([1; 32]), first_dealer: Some(3) },
//!     start: None,
//! })
//! .unwrap();
//! let game = step.game;
//! let seat = game.to_act().unwrap();
//! // Forehand opens phase 2; a pass is always legal before any bet.
//! assert!(game.legal_actions(seat).pass);
//! let step = game.apply(seat, Action::Pass).unwrap();
//! assert_eq!(step.game.version(), 1);
//! // A view never shows another seat's hand.
//! let view = step.game.view(Viewer::Seat(0)).unwrap();
//! // A seat the table does not have is refused, not shown as a spectator.
//! assert_eq!(step.game.view(Viewer::Seat(4)).unwrap_err().code(), "seat_out_of_range");
//! assert!(view.deal.unwrap().hand.is_some());
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod action;
pub mod bots;
mod card;
mod check;
mod discard;
pub mod encoding;
mod error;
mod event;
mod field;
mod game;
mod legal;
#[cfg(feature = "openapi")]
mod openapi;
mod pochen;
pub mod rng;
mod rules;
mod seats;
mod switches;
mod view;

pub use action::{Action, DeckOrder, Direction, ParseActionError, Seat};
pub use bots::{Bot, BotKind, Information, Sight};
pub use card::{Card, CardSet, DeckKind, ParseCardError, Rank, Suit};
pub use discard::standings;
pub use error::{InvariantViolation, NewGameError, Rejection, StateError};
pub use event::{
    Event, EventKind, Layer, MatchEnd, MatchEndReason, PochenOutcome, Settlement, Standing, Status,
    StopReason, Visibility,
};
pub use field::{ByField, Field, FieldSet, RepeatedField};
pub use game::{
    DealSource, DealState, DealtCards, DiscardState, Game, GameState, MAX_PLAYER_ID_LEN,
    MAX_PLAYERS, NewGame, Phase, Play, PochenState, Rejected, Replay, ReplayError, SCHEMA_VERSION,
    StartPosition, Step,
};
pub use legal::{AmountRange, LegalActions};
pub use pochen::Group;
pub use rng::{Digest, Fairness, Seed};
pub use rules::{
    BoardFields, DealMethod, DirectionOfPlay, DiscardDirection, InitialPass, MaxDeals, PRESETS,
    PairTieBreak, PochenEligibility, Preset, Rules, RulesError, SequenceRule, ShortStack, Toggle,
    UncontestedShow, UpcardHonour,
};
pub use seats::{SeatListError, SeatSet};
pub use switches::{Choice, RuleOverrides, SwitchInfo, switches};
pub use view::{DealView, FairnessView, View, Viewer};
