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
//! use poch_engine::{Action, DealSource, Game, NewGame, Rules, Seat, Seed, Viewer};
//!
//! let step = Game::new(NewGame {
//!     rules: Rules::preset("classic").unwrap(),
//!     players: vec!["ann".into(), "bob".into(), "cy".into(), "di".into()],
//!     source: DealSource::Seed { seed: Seed([1; 32]), first_dealer: Some(Seat(3)) },
//!     start: None,
//!     bots: Vec::new(),
//! })
//! .unwrap();
//! let game = step.game;
//! let seat = game.to_act().unwrap();
//! // Forehand opens phase 2; a pass is always legal before any bet.
//! assert!(game.legal_actions(seat).pass);
//! let step = game.apply(seat, Action::Pass).unwrap();
//! assert_eq!(step.game.version(), 1);
//! // A view never shows another seat's hand.
//! let view = step.game.view(Viewer::Seat(Seat(0))).unwrap();
//! // A seat the table does not have is refused, not shown as a spectator.
//! assert_eq!(step.game.view(Viewer::Seat(Seat(4))).unwrap_err().code(), "seat_out_of_range");
//! assert!(view.deal.unwrap().hand.is_some());
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod action;
pub mod batch;
pub mod bots;
mod card;
mod check;
mod codes;
mod deal;
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
mod random;
mod rules;
mod seating;
mod seats;
mod state;
mod switches;
mod table;
mod verify;
mod view;

pub use action::{Action, ActionKind, DeckOrder, DeckOrderError, Direction, ParseActionError};
pub use bots::{Bot, BotKind, BotSeat, Information, Sight};
pub use card::{Card, CardSet, DeckKind, ParseCardError, Rank, Suit};
pub use codes::{CodeKind, EngineCode};
pub use deal::{DealtCards, TableError};
pub use discard::standings;
pub use error::{
    DealSourceError, Invariant, InvariantViolation, NewGameError, Rejection, StartPositionError,
    StateError,
};
pub use event::{
    BoardShare, Event, EventKind, Layer, MatchEnd, MatchEndReason, PochenOutcome, Settlement,
    Standing, Status, StopReason, Visibility, WIN_UNITS,
};
pub use field::{ByField, Field, FieldSet, RepeatedField};
pub use game::{DealSource, Game, NewGame, Rejected, Replay, ReplayError, StartPosition, Step};
pub use legal::{AmountRange, LegalActions};
#[cfg(feature = "openapi")]
pub use openapi::IntegerBounds;
pub use pochen::Group;
pub use random::{Digest, Fairness, MatchId, Seed};
pub use rules::{
    BoardAtEnd, BoardFields, DealMethod, DirectionOfPlay, DiscardDirection, InitialPass, MaxDeals,
    PRESETS, PairTieBreak, PochenEligibility, Preset, Rules, RulesError, SequenceRule, ShortStack,
    Toggle, UncontestedShow, UpcardHonour,
};
pub use seating::SeatingError;
pub use seats::{Seat, SeatListError, SeatSet};
pub use state::{
    DealState, DiscardState, GameState, MAX_PLAYER_ID_LEN, MAX_PLAYERS, Phase, Play, PlayerIdError,
    PochenState, SCHEMA_VERSION,
};
pub use switches::{Choice, RuleOverrides, SwitchInfo, switches};
pub use table::{
    GrantedReplayError, LimitedReplayError, MAX_BOT_MOVES, PlayError, SEARCH_MOVE_WEIGHT,
    StartError, TooManyActions, replay_weight,
};
pub use view::{DealView, FairnessView, SeatPart, SeatViews, View, Viewer};

pub mod rng {
    //! Seeded randomness and deal fairness (ED-2, I13).
    //!
    //! Everything random in a match comes from its secret 32-byte match seed:
    //!
    //! * **Deal seeds.** The seed of deal `k` is the first 32 bytes of the ChaCha20 stream keyed by
    //!   the match seed, with stream number `k` (`ChaCha20Rng::from_seed(match_seed)` then
    //!   `set_stream(k)`). Knowing one deal seed tells nothing of the match seed or other deals.
    //! * **First dealer.** Drawn from stream 0 (no deal has number 0) with [`uniform`].
    //! * **The shuffle.** A deal's deck is the deck kind's cards in listing order (suit C S H D,
    //!   then rank upward), shuffled by Fisher–Yates from the last position down: for `i` from
    //!   `len − 1` down to 1, swap position `i` with position `uniform(rng, i + 1)`, where `rng` is
    //!   the ChaCha20 stream keyed by the deal seed (stream 0). The result is read top card first.
    //! * **[`uniform`]** draws `u32` words and rejects those at or above the largest multiple of
    //!   the bound (Lemire-free, plain rejection), so every value is exactly equally likely.
    //!
    //! In terms of plain ChaCha20 (20 rounds, the original 64-bit-nonce variant): the key is the
    //! seed, the 16 bytes after the constants and key are the 64-bit block counter (starting at
    //! 0) then the 64-bit stream number, both little-endian; keystream words are read as
    //! little-endian `u32`s. Python's `cryptography` `ChaCha20(key, counter‖stream)` reproduces it.
    //!
    //! This procedure is part of the contract: the same match seed and rules deal the same cards in
    //! every version (pinned by a golden test). At each deal start the engine publishes the
    //! commitment `SHA-256(deal seed)`; at the deal's end it reveals the deal seed, so anyone can
    //! check the commitment and re-run the shuffle with [`verify_deal`].
    //! * **Seated bots' seeds.** Each decision of a seated bot is seeded by [`bot_seed`], a
    //!   one-way hash of the match seed, the action count and the seat (ED-43).

    pub use crate::random::{
        ClientSeedsError, Digest, Fairness, HexError, HexErrorReason, MAX_CLIENT_SEED_LEN, Seed,
        bot_seed, check_client_seeds, deal_seed, fair_match_seed, first_dealer, shuffled_deck,
        uniform,
    };
    pub use crate::verify::{
        ChainMismatch, CommitmentMismatch, DealCheck, DealCheckError, DealTable, DealVerification,
        FairChain, check_deal, verify_chain, verify_deal,
    };
}
