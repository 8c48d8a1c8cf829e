//! The match as plain data: [`GameState`] and its parts, what is serialized and sent between
//! calls, with the limits every state keeps. Any value can be written down, nonsense included;
//! `check.rs` says whether one is consistent (RULES §13), the phases change one, and `game.rs`
//! holds one that passed the checks.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::action::{Action, DeckOrder, Direction};
use crate::card::{Card, CardSet};
use crate::event::{MatchEnd, PochenOutcome, Settlement, Status};
use crate::field::{ByField, FieldSet};
use crate::random::{Digest, Fairness, MatchId, Seed};
use crate::rules::Rules;
use crate::seating::BotSeat;
use crate::seats::{Seat, SeatSet};

/// The schema version of [`GameState`] that this engine writes and reads.
pub const SCHEMA_VERSION: u32 = 1;

pub use crate::seats::MAX_PLAYERS;

/// The longest player id, in bytes.
pub const MAX_PLAYER_ID_LEN: usize = 64;

/// The format characters (Unicode `Cf`, as of Unicode 15): invisible, and some of them (the
/// bidirectional overrides and isolates, U+202A–U+202E and U+2066–U+2069) reorder the text
/// around them, so that an id holding one could be displayed as another.
const FORMAT_CHARACTERS: [(char, char); 21] = [
    ('\u{AD}', '\u{AD}'),
    ('\u{600}', '\u{605}'),
    ('\u{61C}', '\u{61C}'),
    ('\u{6DD}', '\u{6DD}'),
    ('\u{70F}', '\u{70F}'),
    ('\u{890}', '\u{891}'),
    ('\u{8E2}', '\u{8E2}'),
    ('\u{180E}', '\u{180E}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{202A}', '\u{202E}'),
    ('\u{2060}', '\u{2064}'),
    ('\u{2066}', '\u{206F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFF9}', '\u{FFFB}'),
    ('\u{110BD}', '\u{110BD}'),
    ('\u{110CD}', '\u{110CD}'),
    ('\u{13430}', '\u{1343F}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0001}', '\u{E0001}'),
    ('\u{E0020}', '\u{E007F}'),
];

/// Whether a player id may not hold `c`: a control character (Unicode `Cc`) or a format
/// character (`Cf`).
pub(crate) fn is_hidden_in_ids(c: char) -> bool {
    // No format character is ASCII (the first is U+00AD).
    if c.is_ascii() {
        return c.is_ascii_control();
    }
    c.is_control()
        || FORMAT_CHARACTERS
            .iter()
            .any(|&(first, last)| (first..=last).contains(&c))
}

/// Why a table's player ids cannot seat it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerIdError {
    /// The seat's id is empty or longer than [`MAX_PLAYER_ID_LEN`] bytes.
    Length {
        /// The seat whose id it is.
        seat: Seat,
    },
    /// The seat's id holds a control or format character.
    HiddenCharacter {
        /// The seat whose id it is.
        seat: Seat,
    },
    /// The seat's id is an earlier seat's too.
    Repeated {
        /// The later of the two seats.
        seat: Seat,
    },
}

impl fmt::Display for PlayerIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerIdError::Length { seat } => {
                write!(f, "player id {seat} must be 1 to {MAX_PLAYER_ID_LEN} bytes")
            }
            PlayerIdError::HiddenCharacter { seat } => {
                write!(f, "player id {seat} has a control or format character")
            }
            PlayerIdError::Repeated { seat } => {
                write!(f, "player id {seat} is an earlier seat's too")
            }
        }
    }
}

impl std::error::Error for PlayerIdError {}

/// The rule for a table's player ids, which `NewGame` holds new matches to and every state is
/// checked against: 1 to [`MAX_PLAYER_ID_LEN`] bytes, no control or format character, none
/// twice.
pub(crate) fn check_player_ids(players: &[String]) -> Result<(), PlayerIdError> {
    for (seat, p) in Seat::all(players.len()).zip(players) {
        if p.is_empty() || p.len() > MAX_PLAYER_ID_LEN {
            return Err(PlayerIdError::Length { seat });
        }
        if p.chars().any(is_hidden_in_ids) {
            return Err(PlayerIdError::HiddenCharacter { seat });
        }
        if players[..seat.index()].contains(p) {
            return Err(PlayerIdError::Repeated { seat });
        }
    }
    Ok(())
}

/// The whole match as plain data: what is serialized and sent between calls.
///
/// Any value of this type can be written down, including nonsense; `Game::from_state` turns it
/// into a `Game` only after every invariant of RULES §13 holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct GameState {
    /// Always 1 (`SCHEMA_VERSION`) when written by this engine; another version is refused.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 1))]
    pub schema_version: u32,
    /// The switches, fixed for the match.
    pub rules: Rules,
    /// Player ids by seat.
    #[cfg_attr(feature = "openapi", schema(schema_with = crate::state::player_ids))]
    pub players: Vec<String>,
    /// Chips not on the board, by seat.
    pub stacks: Vec<u32>,
    /// The board's fields.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
    pub board: ByField<u32>,
    /// The fields that count as carried at the next ante (ED-26).
    pub carried: FieldSet,
    /// All chips of the match: stacks, board and contributions always add up to this (I1).
    pub total_chips: u64,
    /// The dealer of the first deal.
    pub first_dealer: Seat,
    /// The number of deals begun.
    pub deals: u32,
    /// The number of actions applied.
    pub version: u64,
    /// The secret match seed (absent when the match deals from supplied decks).
    pub seed: Option<Seed>,
    /// Supplied deck orders not yet used, for the coming deals.
    pub deck_orders: Vec<DeckOrder>,
    /// The current deal, or the last one once it is over.
    pub deal: Option<DealState>,
    /// Set once the match is over.
    pub match_end: Option<MatchEnd>,
    /// How a provably fair match's seed was made (absent for other matches).
    #[serde(default)]
    pub fairness: Option<Fairness>,
    /// The seats the engine plays itself, by ascending seat (public; empty when every seat is
    /// a person's, and in states written before seated bots).
    #[serde(default)]
    pub bots: Vec<BotSeat>,
    /// The match's identity (public; set by the service, absent for a match made elsewhere).
    #[serde(default)]
    pub match_id: Option<MatchId>,
}

/// One deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DealState {
    /// The deal's number, from 1.
    pub number: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The deal seed (secret until the deal is over; absent for supplied decks).
    pub deal_seed: Option<Seed>,
    /// SHA-256 of the deal seed, published at the start.
    pub commitment: Option<Digest>,
    /// The chips each player put on each field at the ante.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
    pub ante: ByField<u32>,
    /// The cards each seat holds now.
    pub hands: Vec<CardSet>,
    /// The upcard: its suit is the pay suit.
    pub upcard: Card,
    /// The seat that holds the upcard: the dealer, when it is his own last card (ED-4), or under
    /// `upcard_honour=next_player` the seat it went to (RULES 11.7.1, ED-34); else it is
    /// ownerless.
    pub upcard_holder: Option<Seat>,
    /// Dead leftovers (`all_evenly`), face up.
    pub dead: CardSet,
    /// The face-down talon (`five_talon`).
    pub talon: CardSet,
    /// Cards each seat has shown: phase-1 claims and shown groups.
    pub revealed: Vec<CardSet>,
    /// The fields emptied in this deal so far.
    pub awarded: FieldSet,
    /// Phase 2 (absent under `pochen=off`).
    pub pochen: Option<PochenState>,
    /// Phase 3, once it has begun.
    pub discard: Option<DiscardState>,
    /// The settlement, once the deal is over.
    pub settlement: Option<Settlement>,
}

/// Phase 2's betting state (RULES 8.5.2).
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PochenState {
    /// Each seat's status.
    pub statuses: Vec<Status>,
    /// Each seat's contribution.
    pub contributions: Vec<u32>,
    /// The high stake H.
    pub high_stake: u32,
    /// The seats that still must act.
    pub pending: SeatSet,
    /// The seat that acted last.
    pub last_actor: Option<Seat>,
    /// The POCH field when phase 2 began.
    pub poch_before: u32,
    /// How it ended, once it has.
    pub outcome: Option<PochenOutcome>,
    /// The Pochen winner (ED-18).
    pub winner: Option<Seat>,
}

/// One card played in phase 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Play {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// Phase 3's state.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DiscardState {
    /// The direction; unset until the first lead under `leader_choice`.
    pub direction: Option<Direction>,
    /// The seat that must lead (the winner once the deal is over).
    pub leader: Seat,
    /// Every card played, in order.
    pub plays: Vec<Play>,
    /// The index in `plays` where each chain began.
    pub chain_starts: Vec<u32>,
    /// The seat that went out.
    pub winner: Option<Seat>,
}

/// Field by field, so that `clone_from` (a view written over the last one) keeps the lists'
/// room.
impl Clone for PochenState {
    fn clone(&self) -> PochenState {
        PochenState {
            statuses: self.statuses.clone(),
            contributions: self.contributions.clone(),
            high_stake: self.high_stake,
            pending: self.pending,
            last_actor: self.last_actor,
            poch_before: self.poch_before,
            outcome: self.outcome,
            winner: self.winner,
        }
    }

    fn clone_from(&mut self, source: &PochenState) {
        self.statuses.clone_from(&source.statuses);
        self.contributions.clone_from(&source.contributions);
        self.high_stake = source.high_stake;
        self.pending = source.pending;
        self.last_actor = source.last_actor;
        self.poch_before = source.poch_before;
        self.outcome = source.outcome;
        self.winner = source.winner;
    }
}

/// Field by field, as [`PochenState`]'s, and with the source's room: the engine gives a deal's
/// plays room for every card at the first lead, so that a copy written over at every move (a
/// view) grows once a deal, not at every play.
impl Clone for DiscardState {
    fn clone(&self) -> DiscardState {
        let mut plays = Vec::with_capacity(self.plays.capacity());
        plays.extend_from_slice(&self.plays);
        let mut chain_starts = Vec::with_capacity(self.chain_starts.capacity());
        chain_starts.extend_from_slice(&self.chain_starts);
        DiscardState {
            direction: self.direction,
            leader: self.leader,
            plays,
            chain_starts,
            winner: self.winner,
        }
    }

    fn clone_from(&mut self, source: &DiscardState) {
        self.direction = source.direction;
        self.leader = source.leader;
        self.plays.clear();
        self.plays.reserve_exact(source.plays.capacity());
        self.plays.extend_from_slice(&source.plays);
        self.chain_starts.clear();
        self.chain_starts
            .reserve_exact(source.chain_starts.capacity());
        self.chain_starts.extend_from_slice(&source.chain_starts);
        self.winner = source.winner;
    }
}

impl DiscardState {
    /// The cards played so far.
    pub fn played(&self) -> CardSet {
        self.plays.iter().map(|p| p.card).collect()
    }
}

/// Where a deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Phase 2: betting.
    Pochen,
    /// Phase 3: leading.
    Discard,
    /// The deal is over; the next dealer deals.
    BetweenDeals,
    /// The match is over.
    MatchOver,
}

impl Phase {
    /// The phase's name.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Pochen => "pochen",
            Phase::Discard => "discard",
            Phase::BetweenDeals => "between_deals",
            Phase::MatchOver => "match_over",
        }
    }

    /// The phase in which `action` may be taken (RULES 12.4): the one map that validation
    /// reads. `None` for a time-out, which stands for the seat's move in any phase (ED-42).
    pub const fn of(action: &Action) -> Option<Phase> {
        match action {
            Action::Pass
            | Action::Bet { .. }
            | Action::Call
            | Action::Raise { .. }
            | Action::Fold => Some(Phase::Pochen),
            Action::Lead { .. } => Some(Phase::Discard),
            Action::Deal { .. } => Some(Phase::BetweenDeals),
            Action::Timeout => None,
        }
    }
}

/// The phase of a state.
pub(crate) fn phase_of(s: &GameState) -> Phase {
    if s.match_end.is_some() {
        return Phase::MatchOver;
    }
    match &s.deal {
        None => Phase::BetweenDeals,
        Some(deal) => {
            if deal.settlement.is_some() {
                Phase::BetweenDeals
            } else if deal.discard.is_some() {
                Phase::Discard
            } else {
                Phase::Pochen
            }
        }
    }
}

/// The seat to act in a state.
pub(crate) fn to_act_of(s: &GameState) -> Option<Seat> {
    let n = s.players.len();
    let deal = s.deal.as_ref()?;
    match phase_of(s) {
        Phase::MatchOver => None,
        // The next dealer (RULES 10.1).
        Phase::BetweenDeals => Some(s.rules.forehand(deal.dealer, n)),
        Phase::Discard => deal.discard.as_ref().map(|d| d.leader),
        Phase::Pochen => {
            let p = deal.pochen.as_ref()?;
            // RULES 8.5.2, §17 C4: the first pending seat after the previous actor, in the
            // direction of play (ED-41).
            let direction = s.rules.direction_of_play;
            let start = match p.last_actor {
                Some(a) => direction.after(a, 1, n),
                None => s.rules.forehand(deal.dealer, n),
            };
            p.pending.first_from(start, n, direction)
        }
    }
}

/// Reading the deal of a state that has one.
impl GameState {
    /// The number of seats.
    pub(crate) fn players(&self) -> usize {
        self.players.len()
    }

    pub(crate) fn deal_ref(&self) -> &DealState {
        // Every caller runs while a deal exists (after `start_deal`).
        self.deal
            .as_ref()
            .unwrap_or_else(|| unreachable!("no deal"))
    }

    pub(crate) fn deal_mut(&mut self) -> &mut DealState {
        self.deal
            .as_mut()
            .unwrap_or_else(|| unreachable!("no deal"))
    }

    pub(crate) fn forehand(&self) -> Seat {
        self.rules.forehand(self.deal_ref().dealer, self.players())
    }
}

/// Player ids by seat, as a state or a view holds them: each 1 to 64 bytes, none twice, at most
/// [`MAX_PLAYERS`] (for `#[schema(schema_with = ...)]`).
#[cfg(feature = "openapi")]
pub(crate) fn player_ids() -> utoipa::openapi::schema::ArrayBuilder {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .min_length(Some(1))
                .max_length(Some(MAX_PLAYER_ID_LEN))
                .description(Some(
                    "A player id: 1 to 64 bytes of UTF-8 (maxLength counts characters).",
                )),
        )
        .unique_items(true)
        .max_items(Some(MAX_PLAYERS))
        .description(Some("Player ids by seat; no id twice."))
}
