//! The match: its state, its creation, and the one entry point that changes it.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::action::{Action, DeckOrder, Direction, Seat};
use crate::card::{Card, CardSet, DeckKind, Suit};
use crate::error::{NewGameError, Rejection, StateError};
use crate::event::{Event, EventKind, MatchEnd, PochenOutcome, Settlement, Status};
use crate::field::{ByField, Field, FieldSet};
use crate::rng::{self, Digest, Fairness, Seed};
use crate::rules::{DealMethod, DirectionOfPlay, DiscardDirection, Rules};
use crate::seats::SeatSet;

/// The schema version of [`GameState`] that this engine writes and reads.
pub const SCHEMA_VERSION: u32 = 1;

/// The most seats a table can have (52 cards, RULES 1.3).
pub const MAX_PLAYERS: usize = 8;

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
    c.is_control()
        || FORMAT_CHARACTERS
            .iter()
            .any(|&(first, last)| (first..=last).contains(&c))
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
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", minimum = 1, maximum = 1)
    )]
    pub schema_version: u32,
    /// The switches, fixed for the match.
    pub rules: Rules,
    /// Player ids by seat.
    #[cfg_attr(feature = "openapi", schema(schema_with = crate::openapi::player_ids))]
    pub players: Vec<String>,
    /// Chips not on the board, by seat.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", maximum = 4294967295_u32)
    )]
    pub stacks: Vec<u32>,
    /// The board's fields.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::openapi::ChipsByField))]
    pub board: ByField<u32>,
    /// The fields that count as carried at the next ante (ED-26).
    pub carried: FieldSet,
    /// All chips of the match: stacks, board and contributions always add up to this (I1).
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint64", maximum = 18446744073709551615_u64)
    )]
    pub total_chips: u64,
    /// The dealer of the first deal.
    #[cfg_attr(feature = "openapi", schema(value_type = usize, maximum = 15))]
    pub first_dealer: Seat,
    /// The number of deals begun.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", maximum = 4294967295_u32)
    )]
    pub deals: u32,
    /// The number of actions applied.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint64", maximum = 18446744073709551615_u64)
    )]
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
}

/// One deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DealState {
    /// The deal's number, from 1.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", maximum = 4294967295_u32)
    )]
    pub number: u32,
    /// The dealer.
    #[cfg_attr(feature = "openapi", schema(value_type = usize, maximum = 15))]
    pub dealer: Seat,
    /// The deal seed (secret until the deal is over; absent for supplied decks).
    pub deal_seed: Option<Seed>,
    /// SHA-256 of the deal seed, published at the start.
    pub commitment: Option<Digest>,
    /// The chips each player put on each field at the ante.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::openapi::ChipsByField))]
    pub ante: ByField<u32>,
    /// The cards each seat holds now.
    pub hands: Vec<CardSet>,
    /// The upcard: its suit is the pay suit.
    pub upcard: Card,
    /// The dealer, when the upcard is his own last card (ED-4); else it is ownerless.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<usize>, maximum = 15))]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PochenState {
    /// Each seat's status.
    pub statuses: Vec<Status>,
    /// Each seat's contribution.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", maximum = 4294967295_u32)
    )]
    pub contributions: Vec<u32>,
    /// The high stake H.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", maximum = 4294967295_u32)
    )]
    pub high_stake: u32,
    /// The seats that still must act.
    pub pending: SeatSet,
    /// The seat that acted last.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<usize>, maximum = 15))]
    pub last_actor: Option<Seat>,
    /// The POCH field when phase 2 began.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", maximum = 4294967295_u32)
    )]
    pub poch_before: u32,
    /// How it ended, once it has.
    pub outcome: Option<PochenOutcome>,
    /// The Pochen winner (ED-18).
    #[cfg_attr(feature = "openapi", schema(value_type = Option<usize>, maximum = 15))]
    pub winner: Option<Seat>,
}

/// One card played in phase 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Play {
    /// Who played it.
    #[cfg_attr(feature = "openapi", schema(value_type = usize, maximum = 15))]
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// Phase 3's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DiscardState {
    /// The direction; unset until the first lead under `leader_choice`.
    pub direction: Option<Direction>,
    /// The seat that must lead (the winner once the deal is over).
    #[cfg_attr(feature = "openapi", schema(value_type = usize, maximum = 15))]
    pub leader: Seat,
    /// Every card played, in order.
    pub plays: Vec<Play>,
    /// The index in `plays` where each chain began.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", maximum = 4294967295_u32)
    )]
    pub chain_starts: Vec<u32>,
    /// The seat that went out.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<usize>, maximum = 15))]
    pub winner: Option<Seat>,
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
}

/// Where the cards of a new match come from (ED-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum DealSource {
    /// Shuffle every deal from a secret match seed.
    Seed {
        /// The match seed.
        seed: Seed,
        /// The first dealer; drawn from the seed when absent.
        #[serde(default)]
        first_dealer: Option<Seat>,
    },
    /// The provably fair scheme: the match seed derives from the server's committed seed and
    /// the players' client seeds ([`rng::fair_match_seed`]).
    Fair {
        /// The server seed, committed to before the client seeds were given.
        server_seed: Seed,
        /// The players' client seeds (at most one each, 1 to 64 bytes).
        client_seeds: Vec<String>,
        /// The first dealer; drawn from the match seed when absent.
        #[serde(default)]
        first_dealer: Option<Seat>,
    },
    /// Deal from supplied deck orders (tests, analysis, replays of real games).
    Decks {
        /// The first dealer.
        first_dealer: Seat,
        /// Deck orders for the first deals, in order; later ones come with `deal` actions.
        decks: Vec<DeckOrder>,
    },
}

/// A starting position other than equal stacks and an empty board (worked examples, analysis).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct StartPosition {
    /// Each seat's stack.
    #[cfg_attr(
        feature = "openapi",
        schema(format = "uint32", maximum = 4294967295_u32)
    )]
    pub stacks: Vec<u32>,
    /// The board; fields not present under the rules must be 0.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::openapi::ChipsByField))]
    pub board: ByField<u32>,
    /// The fields that count as carried at the first ante.
    #[serde(default)]
    pub carried: FieldSet,
}

/// Everything a new match needs (RULES 12.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// The switches.
    pub rules: Rules,
    /// Player ids by seat.
    pub players: Vec<String>,
    /// Where the cards come from.
    pub source: DealSource,
    /// A starting position; equal stacks of `starting_chips` and an empty board when absent.
    #[serde(default)]
    pub start: Option<StartPosition>,
}

/// The result of a successful action: the next game and the events it caused, in order.
#[derive(Clone, Debug)]
pub struct Step {
    /// The game after the action.
    pub game: Game,
    /// What happened, in order.
    pub events: Vec<Event>,
}

/// A whole match replayed from its inputs (RULES 12.2, I13).
#[derive(Clone, Debug)]
pub struct Replay {
    /// The game after the last action.
    pub game: Game,
    /// Every event: those of the first deal, then those of each action, in order.
    pub events: Vec<Event>,
}

/// Why a replay stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The match could not start.
    NewGame(NewGameError),
    /// Action number `index` (from 0) was refused.
    Rejected {
        /// The action's index in the list.
        index: usize,
        /// Why it was refused.
        rejection: Rejection,
    },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::NewGame(e) => e.fmt(f),
            ReplayError::Rejected { index, rejection } => {
                write!(f, "action {index} was refused: {rejection}")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// A refused action: the reason, and the game unchanged.
#[derive(Clone, Debug)]
pub struct Rejected {
    /// Why.
    pub rejection: Rejection,
    /// The game, exactly as it was.
    pub game: Game,
}

impl std::fmt::Display for Rejected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.rejection.fmt(f)
    }
}

impl std::error::Error for Rejected {}

/// A match whose state satisfies every invariant. Built only by [`Game::new`],
/// [`Game::from_state`] and [`Game::apply`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) s: GameState,
}

impl Serialize for Game {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.s.serialize(serializer)
    }
}

/// Deserializing checks the schema version and every invariant.
impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let state = GameState::deserialize(d)?;
        Game::from_state(state).map_err(serde::de::Error::custom)
    }
}

impl Game {
    /// Starts a match and deals its first deal (ante, dealing, phase-1 claims, the start of
    /// phase 2).
    ///
    /// # Errors
    ///
    /// [`NewGameError`] when the rules refuse the table, a player id is bad, the deal source or
    /// a deck order is invalid, or the start position is.
    ///
    /// # Examples
    ///
    /// ```
    /// use poch_engine::{DealSource, Game, NewGame, Rules, Seed};
    /// let step = Game::new(NewGame {
    ///     rules: Rules::CLASSIC,
    ///     players: vec!["ann".into(), "bob".into(), "cy".into()],
    ///     source: DealSource::Seed { seed: Seed([42; 32]), first_dealer: None },
    ///     start: None,
    /// })
    /// .unwrap();
    /// let game = step.game;
    /// assert_eq!(game.deal_number(), 1);
    /// assert_eq!(game.stacks().iter().sum::<u32>() + game.board().total() as u32, 300);
    /// ```
    #[expect(
        clippy::new_ret_no_self,
        reason = "a new match comes with the events of its first deal"
    )]
    pub fn new(new: NewGame) -> Result<Step, NewGameError> {
        let NewGame {
            rules,
            players,
            source,
            start,
        } = new;
        let n = players.len();
        rules.validate(n)?;
        validate_players(&players)?;
        let mut fairness = None;
        let (seed, first_dealer, decks) = match source {
            DealSource::Seed { seed, first_dealer } => {
                let dealer = first_dealer.unwrap_or_else(|| rng::first_dealer(&seed, n));
                (Some(seed), dealer, Vec::new())
            }
            DealSource::Fair {
                server_seed,
                client_seeds,
                first_dealer,
            } => {
                rng::check_client_seeds(&client_seeds, n)
                    .map_err(|reason| NewGameError::DealSource { reason })?;
                let fair = Fairness::new(server_seed, client_seeds);
                let seed = fair.match_seed();
                fairness = Some(fair);
                let dealer = first_dealer.unwrap_or_else(|| rng::first_dealer(&seed, n));
                (Some(seed), dealer, Vec::new())
            }
            DealSource::Decks {
                first_dealer,
                decks,
            } => {
                if decks.is_empty() {
                    return Err(NewGameError::DealSource {
                        reason: "a match from supplied decks needs the first deal's deck order"
                            .into(),
                    });
                }
                for (index, deck) in decks.iter().enumerate() {
                    validate_deck(rules.deck, deck)
                        .map_err(|reason| NewGameError::InvalidDeckOrder { index, reason })?;
                }
                (None, first_dealer, decks)
            }
        };
        if first_dealer >= n {
            return Err(NewGameError::FirstDealerOutOfRange { seat: first_dealer });
        }
        let fields = rules.fields();
        let (stacks, board, carried) = match start {
            None => (
                vec![rules.starting_chips; n],
                ByField::default(),
                FieldSet::EMPTY,
            ),
            Some(StartPosition {
                stacks,
                board,
                carried,
            }) => {
                if stacks.len() != n {
                    return Err(NewGameError::InvalidStart {
                        reason: format!("{} stacks for {n} players", stacks.len()),
                    });
                }
                if let Some(f) = Field::ALL
                    .into_iter()
                    .find(|&f| !fields.contains(f) && board[f] != 0)
                {
                    return Err(NewGameError::InvalidStart {
                        reason: format!("field {f} is not on this board but holds chips"),
                    });
                }
                if !carried.is_subset(fields) {
                    return Err(NewGameError::InvalidStart {
                        reason: "a carried field is not on this board".into(),
                    });
                }
                if board[Field::MID] != 0 {
                    return Err(NewGameError::InvalidStart {
                        reason: "MID is empty between deals (I9)".into(),
                    });
                }
                (stacks, board, carried)
            }
        };
        let total_chips = stacks.iter().map(|&s| u64::from(s)).sum::<u64>() + board.total();
        if total_chips > u64::from(u32::MAX) {
            return Err(NewGameError::InvalidStart {
                reason: "more than 4294967295 chips in play".into(),
            });
        }
        let mut game = Game {
            s: GameState {
                schema_version: SCHEMA_VERSION,
                rules,
                players,
                stacks,
                board,
                carried,
                total_chips,
                first_dealer,
                deals: 0,
                version: 0,
                seed,
                deck_orders: decks,
                deal: None,
                match_end: None,
                fairness,
            },
        };
        let ante = game.next_ante().0;
        if let Some(seat) = game.s.stacks.iter().position(|&s| s < ante) {
            return Err(NewGameError::InvalidStart {
                reason: format!("seat {seat} cannot pay the first ante of {ante}"),
            });
        }
        let mut events = Vec::new();
        let deck = match game.s.seed {
            Some(_) => None,
            None => Some(game.s.deck_orders.remove(0)),
        };
        game.start_deal(deck, &mut events);
        Ok(Step { game, events })
    }

    /// Starts a match and applies `actions` in order: the same inputs always give the same
    /// match (I13).
    ///
    /// # Errors
    ///
    /// [`ReplayError`] naming the start's problem or the first refused action.
    pub fn replay(new: NewGame, actions: &[(Seat, Action)]) -> Result<Replay, ReplayError> {
        let step = Game::new(new).map_err(ReplayError::NewGame)?;
        let mut game = step.game;
        let mut events = step.events;
        for (index, (seat, action)) in actions.iter().enumerate() {
            match game.apply(*seat, action.clone()) {
                Ok(step) => {
                    game = step.game;
                    events.extend(step.events);
                }
                Err(rejected) => {
                    return Err(ReplayError::Rejected {
                        index,
                        rejection: rejected.rejection,
                    });
                }
            }
        }
        Ok(Replay { game, events })
    }

    /// Checks a state that arrived from outside and makes it a game.
    ///
    /// # Errors
    ///
    /// [`StateError::VersionUnsupported`] for another schema version, [`StateError::Invalid`]
    /// naming the first broken invariant.
    pub fn from_state(state: GameState) -> Result<Game, StateError> {
        if state.schema_version != SCHEMA_VERSION {
            return Err(StateError::VersionUnsupported {
                found: state.schema_version,
            });
        }
        crate::check::check_state(&state)?;
        Ok(Game { s: state })
    }

    /// Makes a game of a state that this engine wrote and that has not changed since: a state
    /// that comes back authenticated (a sealed token, opened with a key only its sealer holds).
    /// The invariants are not checked again, which is what makes such a state cheap to take
    /// back. Any other state goes through [`Game::from_state`].
    ///
    /// Debug builds check the invariants all the same and panic on a broken one.
    pub fn from_authenticated_state(state: GameState) -> Game {
        debug_assert_eq!(
            Game::from_state(state.clone()).err(),
            None,
            "an authenticated state breaks an invariant"
        );
        Game { s: state }
    }

    /// The plain state.
    pub fn state(&self) -> &GameState {
        &self.s
    }

    /// The plain state, by value.
    pub fn into_state(self) -> GameState {
        self.s
    }

    /// Runs every invariant of RULES §13 (and the state's structure) again.
    ///
    /// # Errors
    ///
    /// The first broken invariant; never for a game built by this engine.
    pub fn check(&self) -> Result<(), crate::error::InvariantViolation> {
        crate::check::check_state(&self.s)
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.s.rules
    }

    /// The number of seats.
    pub fn players(&self) -> usize {
        self.s.players.len()
    }

    /// The stacks, by seat.
    pub fn stacks(&self) -> &[u32] {
        &self.s.stacks
    }

    /// The board.
    pub fn board(&self) -> &ByField<u32> {
        &self.s.board
    }

    /// The number of the current (or last) deal.
    pub fn deal_number(&self) -> u32 {
        self.s.deals
    }

    /// The number of actions applied.
    pub fn version(&self) -> u64 {
        self.s.version
    }

    /// The current (or last) deal.
    pub fn deal(&self) -> Option<&DealState> {
        self.s.deal.as_ref()
    }

    /// The match's end, once it is over.
    pub fn match_end(&self) -> Option<&MatchEnd> {
        self.s.match_end.as_ref()
    }

    /// Where the match stands.
    pub fn phase(&self) -> Phase {
        phase_of(&self.s)
    }

    /// The seat that must act next, if any (I8).
    pub fn to_act(&self) -> Option<Seat> {
        to_act_of(&self.s)
    }

    /// Applies one action of `seat`. Automatic consequences (claims, forced follows,
    /// settlements, the match end) run inside and appear in the events.
    ///
    /// # Errors
    ///
    /// [`Rejected`] with the reason and the game unchanged.
    #[expect(
        clippy::result_large_err,
        reason = "a refused action hands the game back by value, as an accepted one does"
    )]
    pub fn apply(mut self, seat: Seat, action: Action) -> Result<Step, Rejected> {
        match self.validate(seat, &action) {
            Err(rejection) => Err(Rejected {
                rejection,
                game: self,
            }),
            Ok(()) => {
                let mut events = Vec::with_capacity(4);
                self.perform(seat, action, &mut events);
                self.s.version += 1;
                Ok(Step { game: self, events })
            }
        }
    }

    /// The one check of a seat number against the table, made by every operation that takes
    /// a seat: applying an action, listing a seat's legal actions, a seat's view.
    ///
    /// # Errors
    ///
    /// [`Rejection::SeatOutOfRange`] for a seat the table does not have.
    pub fn check_seat(&self, seat: Seat) -> Result<Seat, Rejection> {
        let players = self.players();
        if seat < players {
            Ok(seat)
        } else {
            Err(Rejection::SeatOutOfRange { seat, players })
        }
    }

    /// Checks `action` by `seat` against the state without changing anything.
    fn validate(&self, seat: Seat, action: &Action) -> Result<(), Rejection> {
        let phase = self.phase();
        if phase == Phase::MatchOver {
            return Err(Rejection::MatchOver);
        }
        self.check_seat(seat)?;
        let wanted = match action {
            Action::Pass
            | Action::Bet { .. }
            | Action::Call
            | Action::Raise { .. }
            | Action::Fold => Phase::Pochen,
            Action::Lead { .. } => Phase::Discard,
            Action::Deal { .. } => Phase::BetweenDeals,
        };
        if wanted != phase {
            return Err(Rejection::WrongPhase {
                action: action.kind(),
                phase: phase.name(),
            });
        }
        if let Some(to_act) = self.to_act()
            && to_act != seat
        {
            return Err(Rejection::NotYourTurn { seat, to_act });
        }
        match action {
            Action::Pass
            | Action::Bet { .. }
            | Action::Call
            | Action::Raise { .. }
            | Action::Fold => self.validate_pochen(seat, action),
            Action::Lead { card, direction } => self.validate_lead(seat, *card, *direction),
            Action::Deal { deck } => self.validate_deal(deck.as_ref()),
        }
    }

    fn perform(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        match action {
            Action::Lead { card, direction } => self.lead(seat, card, direction, events),
            Action::Deal { deck } => {
                let deck = match (deck, self.s.seed) {
                    (Some(deck), _) => Some(deck),
                    (None, Some(_)) => None,
                    (None, None) => Some(self.s.deck_orders.remove(0)),
                };
                self.start_deal(deck, events);
            }
            Action::Pass
            | Action::Bet { .. }
            | Action::Call
            | Action::Raise { .. }
            | Action::Fold => self.pochen_action(seat, action, events),
        }
    }

    fn validate_deal(&self, deck: Option<&DeckOrder>) -> Result<(), Rejection> {
        match (deck, self.s.seed) {
            (Some(_), Some(_)) => Err(Rejection::DeckOrderNotAllowed),
            (Some(deck), None) => validate_deck(self.s.rules.deck, deck)
                .map_err(|reason| Rejection::InvalidDeckOrder { reason }),
            (None, Some(_)) => Ok(()),
            (None, None) if self.s.deck_orders.is_empty() => Err(Rejection::DeckOrderRequired),
            (None, None) => Ok(()),
        }
    }

    /// The next deal's ante: per player, and per field per player (RULES 4.2, 11.2, ED-26).
    pub fn next_ante(&self) -> (u32, ByField<u32>) {
        ante_for(&self.s.rules, &self.s.board, self.s.carried, self.players())
    }

    /// Ante, deal, phase-1 claims, and the start of phase 2 (or 3) of the next deal
    /// (RULES 12.3).
    fn start_deal(&mut self, supplied: Option<DeckOrder>, events: &mut Vec<Event>) {
        let n = self.players();
        let number = self.s.deals + 1;
        // RULES 2.5, 10.1: the deal passes on in the direction of play (ED-41).
        let dealer = self.s.rules.dealer_of(self.s.first_dealer, number, n);
        let forehand = self.s.rules.forehand(dealer, n);
        let (deck, deal_seed) = match supplied {
            Some(order) => (cut_deck(order), None),
            None => {
                let seed = self.s.seed.unwrap_or(Seed([0; 32]));
                let deal_seed = rng::deal_seed(&seed, number);
                (
                    rng::shuffled_deck(self.s.rules.deck, &deal_seed),
                    Some(deal_seed),
                )
            }
        };
        let commitment = deal_seed.as_ref().map(Seed::commitment);
        self.s.deals = number;
        events.push(Event::public(EventKind::DealStarted {
            deal: number,
            dealer,
            forehand,
            commitment,
        }));

        // RULES 4.2: the ante.
        let (per_player, ante) = self.next_ante();
        for stack in &mut self.s.stacks {
            *stack -= per_player;
        }
        for f in self.s.rules.fields().iter() {
            self.s.board[f] += ante[f] * n as u32;
        }
        events.push(Event::public(EventKind::AntePaid {
            per_player,
            fields: ante,
            stacks: self.s.stacks.clone(),
            board: self.s.board,
        }));

        // RULES §5: the deal, one card at a time in the direction of play from forehand
        // (ED-3, ED-5, ED-41).
        let rules = &self.s.rules;
        let dealt = deal_cards(
            rules.deal_method,
            rules.direction_of_play,
            &deck,
            n,
            forehand,
        );
        for (seat, cards) in dealt.hands.iter().enumerate() {
            events.push(Event::private(
                seat,
                EventKind::HandDealt {
                    seat,
                    cards: cards.clone(),
                },
            ));
        }
        let hands: Vec<CardSet> = dealt
            .hands
            .iter()
            .map(|h| h.iter().copied().collect())
            .collect();
        let upcard_holder = dealt.upcard_held.then_some(dealer);
        events.push(Event::public(EventKind::UpcardTurned {
            upcard: dealt.upcard,
            pay_suit: dealt.upcard.suit(),
            upcard_holder,
            dead: dealt.dead.to_vec(),
            talon_size: dealt.talon.len(),
            hand_sizes: hands.iter().map(|h| h.len()).collect(),
        }));
        self.s.deal = Some(DealState {
            number,
            dealer,
            deal_seed,
            commitment,
            ante,
            hands,
            upcard: dealt.upcard,
            upcard_holder,
            dead: dealt.dead,
            talon: dealt.talon,
            revealed: vec![CardSet::EMPTY; n],
            awarded: FieldSet::EMPTY,
            pochen: None,
            discard: None,
            settlement: None,
        });

        self.claim_fields(events);
        if self.s.rules.pochen.is_on() {
            self.start_pochen(events);
        } else {
            // ED-25: without Pochen, forehand leads.
            self.start_discard(forehand, events);
        }
    }

    /// RULES §7: the automatic, compulsory board claims (ED-6).
    fn claim_fields(&mut self, events: &mut Vec<Event>) {
        let claims: Vec<Claim> = {
            let deal = self.deal_ref();
            phase_one_claims(&self.s.rules, deal, &dealt_hands(deal)).collect()
        };
        for claim in claims {
            let chips = std::mem::take(&mut self.s.board[claim.field]);
            self.s.stacks[claim.seat] += chips;
            let deal = self.deal_mut();
            deal.awarded.insert(claim.field);
            for &card in claim.cards.as_slice() {
                if deal.hands[claim.seat].contains(card) {
                    deal.revealed[claim.seat].insert(card);
                }
            }
            events.push(Event::public(EventKind::FieldClaimed {
                field: claim.field,
                seat: claim.seat,
                chips,
                cards: claim.cards.as_slice().to_vec(),
            }));
        }
    }

    pub(crate) fn deal_ref(&self) -> &DealState {
        // Every caller runs while a deal exists (after `start_deal`).
        self.s
            .deal
            .as_ref()
            .unwrap_or_else(|| unreachable!("no deal"))
    }

    pub(crate) fn deal_mut(&mut self) -> &mut DealState {
        self.s
            .deal
            .as_mut()
            .unwrap_or_else(|| unreachable!("no deal"))
    }

    pub(crate) fn forehand(&self) -> Seat {
        self.s
            .rules
            .forehand(self.deal_ref().dealer, self.players())
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

/// The per-player ante and the per-field per-player ante (RULES 4.2, 11.2, ED-26).
pub(crate) fn ante_for(
    rules: &Rules,
    board: &ByField<u32>,
    carried: FieldSet,
    n: usize,
) -> (u32, ByField<u32>) {
    let mut ante = ByField::<u32>::default();
    let mut total = 0;
    for f in rules.fields().iter() {
        let chips = if rules.progressive.is_on() && carried.contains(f) {
            board[f].div_ceil(n as u32).max(1)
        } else {
            1
        };
        ante[f] = chips;
        total += chips;
    }
    (total, ante)
}

fn validate_players(players: &[String]) -> Result<(), NewGameError> {
    for (i, p) in players.iter().enumerate() {
        if p.is_empty() || p.len() > MAX_PLAYER_ID_LEN {
            return Err(NewGameError::InvalidPlayers {
                reason: format!("player id {i} must be 1 to {MAX_PLAYER_ID_LEN} bytes"),
            });
        }
        if p.chars().any(is_hidden_in_ids) {
            return Err(NewGameError::InvalidPlayers {
                reason: format!("player id {i} has a control or format character"),
            });
        }
        if players[..i].contains(p) {
            return Err(NewGameError::InvalidPlayers {
                reason: format!("player id {p:?} is used twice"),
            });
        }
    }
    Ok(())
}

/// Checks that a supplied deck order is one whole deck of `kind` and its cut is in range.
pub(crate) fn validate_deck(kind: DeckKind, deck: &DeckOrder) -> Result<(), String> {
    let set: CardSet = deck.cards.iter().copied().collect();
    if deck.cards.len() != kind.size() as usize || set != kind.cards() {
        return Err(format!(
            "the {} deck order must list each of its {} cards once",
            kind.name(),
            kind.size()
        ));
    }
    if let Some(c) = deck.cut
        && (c == 0 || c >= kind.size())
    {
        return Err(format!("the cut must be between 1 and {}", kind.size() - 1));
    }
    Ok(())
}

fn cut_deck(order: DeckOrder) -> Vec<Card> {
    let mut cards = order.cards;
    if let Some(c) = order.cut {
        cards.rotate_left(c as usize);
    }
    cards
}

/// The cards of one deal as a deck order deals them (RULES §5): for checking a revealed deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealtCards {
    /// Each seat's hand as dealt, in the order its cards were dealt.
    pub hands: Vec<Vec<Card>>,
    /// The upcard.
    pub upcard: Card,
    /// Whether the upcard is the dealer's own last card (ED-4).
    pub upcard_held: bool,
    /// Dead leftovers (`all_evenly`).
    pub dead: CardSet,
    /// The talon (`five_talon`).
    pub talon: CardSet,
}

impl DealtCards {
    /// Deals `deck` (top first) by `method` to `players` seats, clockwise from the seat after
    /// `dealer`, as the engine deals every deal.
    ///
    /// # Errors
    ///
    /// A table the method cannot deal `deck` to: fewer than 3 or more than [`MAX_PLAYERS`]
    /// seats, a dealer not at the table, or too few cards for the method.
    ///
    /// # Examples
    ///
    /// ```
    /// use poch_engine::{rng, DealMethod, DealtCards, DeckKind, Seed};
    /// let deck = rng::shuffled_deck(DeckKind::French32, &Seed([7; 32]));
    /// let dealt = DealtCards::deal(DealMethod::AllButOne, &deck, 4, 3).unwrap();
    /// assert_eq!(dealt.hands[0][0], deck[0], "forehand, after the dealer, gets the top card");
    /// assert_eq!(dealt.upcard, deck[31]);
    /// ```
    pub fn deal(
        method: DealMethod,
        deck: &[Card],
        players: usize,
        dealer: Seat,
    ) -> Result<DealtCards, String> {
        if !(3..=MAX_PLAYERS).contains(&players) || dealer >= players {
            return Err(format!(
                "a table of {players} seats with dealer {dealer} cannot be dealt (3 to \
                 {MAX_PLAYERS} seats, the dealer one of them)"
            ));
        }
        let needed = dealt_count(method, deck.len(), players);
        if needed == 0 || needed >= deck.len() + usize::from(method == DealMethod::AllEvenly) {
            return Err(format!(
                "{} cards cannot be dealt to {players} seats by this method",
                deck.len()
            ));
        }
        let Dealt {
            hands,
            upcard,
            upcard_held,
            dead,
            talon,
        } = deal_cards(
            method,
            DirectionOfPlay::Clockwise,
            deck,
            players,
            (dealer + 1) % players,
        );
        Ok(DealtCards {
            hands,
            upcard,
            upcard_held,
            dead,
            talon,
        })
    }
}

/// The cards of one deal, before they become a [`DealState`].
pub(crate) struct Dealt {
    pub(crate) hands: Vec<Vec<Card>>,
    pub(crate) upcard: Card,
    pub(crate) upcard_held: bool,
    pub(crate) dead: CardSet,
    pub(crate) talon: CardSet,
}

/// The cards of one deal that go to no hand.
pub(crate) struct Leftovers {
    pub(crate) upcard: Card,
    pub(crate) upcard_held: bool,
    pub(crate) dead: CardSet,
    pub(crate) talon: CardSet,
}

/// RULES 5.2-5.4, ED-3: how many cards of a deck of `size` the hands receive at `n` seats.
pub(crate) fn dealt_count(method: DealMethod, size: usize, n: usize) -> usize {
    match method {
        DealMethod::AllButOne => size - 1,
        DealMethod::AllEvenly => size / n * n,
        DealMethod::FiveTalon => 5 * n,
    }
}

/// RULES §5: deals `deck` (top first) by `method` to `n` seats starting at `forehand`.
pub(crate) fn deal_cards(
    method: DealMethod,
    direction: DirectionOfPlay,
    deck: &[Card],
    n: usize,
    forehand: Seat,
) -> Dealt {
    let mut hands = vec![Vec::with_capacity(dealt_count(method, deck.len(), n) / n + 1); n];
    let rest = deal_each(method, direction, deck, n, forehand, |seat, card| {
        hands[seat].push(card)
    });
    Dealt {
        hands,
        upcard: rest.upcard,
        upcard_held: rest.upcard_held,
        dead: rest.dead,
        talon: rest.talon,
    }
}

/// [`deal_cards`] as card sets, without allocating (`n` at most [`MAX_PLAYERS`]).
pub(crate) fn deal_sets(
    method: DealMethod,
    direction: DirectionOfPlay,
    deck: &[Card],
    n: usize,
    forehand: Seat,
) -> (Hands, Leftovers) {
    let mut hands = Hands::empty(n);
    let rest = deal_each(method, direction, deck, n, forehand, |seat, card| {
        if let Some(h) = hands.get_mut(seat) {
            h.insert(card);
        }
    });
    (hands, rest)
}

/// RULES §5: hands each dealt card of `deck` (top first) to its seat, one card at a time
/// from `forehand` in `direction` (ED-3, ED-41), by `give(seat, card)`; returns the cards
/// left over.
fn deal_each(
    method: DealMethod,
    direction: DirectionOfPlay,
    deck: &[Card],
    n: usize,
    forehand: Seat,
    mut give: impl FnMut(Seat, Card),
) -> Leftovers {
    let dealt_count = dealt_count(method, deck.len(), n);
    let mut seat = forehand;
    for &card in &deck[..dealt_count] {
        give(seat, card);
        seat = direction.after(seat, 1, n);
    }
    let rest = &deck[dealt_count..];
    let (upcard, upcard_held, dead, talon) = match method {
        DealMethod::AllButOne => (rest[0], false, CardSet::EMPTY, CardSet::EMPTY),
        DealMethod::AllEvenly => match rest.split_first() {
            Some((&up, dead)) => (up, false, dead.iter().copied().collect(), CardSet::EMPTY),
            // ED-4: no leftovers: the dealer's own last card is the upcard.
            None => (deck[dealt_count - 1], true, CardSet::EMPTY, CardSet::EMPTY),
        },
        DealMethod::FiveTalon => (
            rest[0],
            false,
            CardSet::EMPTY,
            rest[1..].iter().copied().collect(),
        ),
    };
    Leftovers {
        upcard,
        upcard_held,
        dead,
        talon,
    }
}

/// One card set per seat (hands as dealt, cards revealed), held inline: a table has at most
/// [`MAX_PLAYERS`] seats. Derefs to the sets, by seat.
#[derive(Clone, Copy)]
pub(crate) struct Hands {
    sets: [CardSet; MAX_PLAYERS],
    n: usize,
}

impl Hands {
    /// `n` empty sets (`n` at most [`MAX_PLAYERS`], which every checked state has).
    pub(crate) fn empty(n: usize) -> Hands {
        Hands {
            sets: [CardSet::EMPTY; MAX_PLAYERS],
            n: n.min(MAX_PLAYERS),
        }
    }
}

impl std::ops::Deref for Hands {
    type Target = [CardSet];

    fn deref(&self) -> &[CardSet] {
        &self.sets[..self.n]
    }
}

impl std::ops::DerefMut for Hands {
    fn deref_mut(&mut self) -> &mut [CardSet] {
        &mut self.sets[..self.n]
    }
}

/// One phase-1 claim.
#[derive(Clone, Copy)]
pub(crate) struct Claim {
    pub(crate) field: Field,
    pub(crate) seat: Seat,
    pub(crate) cards: ClaimCards,
}

/// The cards that earn a claim, in the order the rules name them.
#[derive(Clone, Copy)]
pub(crate) enum ClaimCards {
    /// A pay-suit honour (RULES 7.1, 7.4).
    Honour(Card),
    /// The pay-suit king and queen (RULES 7.2).
    Marriage([Card; 2]),
    /// Three pay-suit cards in a row, lowest first (RULES 7.3).
    Sequence([Card; 3]),
}

impl ClaimCards {
    /// The cards.
    pub(crate) fn as_slice(&self) -> &[Card] {
        match self {
            ClaimCards::Honour(card) => std::slice::from_ref(card),
            ClaimCards::Marriage(cards) => cards,
            ClaimCards::Sequence(cards) => cards,
        }
    }
}

/// RULES §7: who claims which field, in field order, from `hands`, the hands as dealt (current
/// hands plus the cards each seat has played, [`dealt_hands`]).
pub(crate) fn phase_one_claims<'a>(
    rules: &'a Rules,
    deal: &'a DealState,
    hands: &'a [CardSet],
) -> impl Iterator<Item = Claim> + 'a {
    let fields = rules.fields();
    let pay = deal.upcard.suit();
    let holder = move |card: Card| hands.iter().position(|h| h.contains(card));
    let ownerless_upcard = deal.upcard_holder.is_none();
    let honours = Field::HONOURS
        .into_iter()
        .filter(move |&(field, _)| fields.contains(field))
        .filter_map(move |(field, rank)| {
            let card = Card::new(rank, pay);
            let seat = holder(card).or_else(|| {
                // RULES 7.4 `dealer_claims`; ED-7: only its own honour field.
                (ownerless_upcard
                    && card == deal.upcard
                    && rules.upcard_honour == crate::rules::UpcardHonour::DealerClaims)
                    .then_some(deal.dealer)
            })?;
            Some(Claim {
                field,
                seat,
                cards: ClaimCards::Honour(card),
            })
        });
    // RULES 7.2: pay-suit K and Q in one hand.
    let k = Card::new(crate::card::Rank::KING, pay);
    let q = Card::new(crate::card::Rank::QUEEN, pay);
    let marriage = if fields.contains(Field::MAR)
        && let Some(seat) = holder(k)
        && hands[seat].contains(q)
    {
        Some(Claim {
            field: Field::MAR,
            seat,
            cards: ClaimCards::Marriage([k, q]),
        })
    } else {
        None
    };
    let sequence = if fields.contains(Field::SEQ)
        && let Some((seat, cards)) = sequence_holder(rules, pay, hands)
    {
        Some(Claim {
            field: Field::SEQ,
            seat,
            cards: ClaimCards::Sequence(cards),
        })
    } else {
        None
    };
    honours.chain(marriage).chain(sequence)
}

/// The hands as dealt: the current hands plus the cards each seat has played (`deal.hands` has
/// at most [`MAX_PLAYERS`] seats, which every checked state has).
pub(crate) fn dealt_hands(deal: &DealState) -> Hands {
    let mut hands = Hands::empty(deal.hands.len());
    let n = hands.len();
    hands.copy_from_slice(&deal.hands[..n]);
    if let Some(d) = &deal.discard {
        for p in &d.plays {
            if let Some(h) = hands.get_mut(p.seat) {
                h.insert(p.card);
            }
        }
    }
    hands
}

/// RULES 7.3, ED-8: the seat that takes SEQ and the three cards that earn it.
fn sequence_holder(rules: &Rules, pay: Suit, hands: &[CardSet]) -> Option<(Seat, [Card; 3])> {
    use crate::card::Rank;
    use crate::rules::SequenceRule;
    let run = |top: u8| -> [Card; 3] {
        [top - 2, top - 1, top].map(|r| Card::new(Rank::new(r).unwrap_or(Rank::ACE), pay))
    };
    let (lowest_top, highest_top) = match rules.sequence_rule {
        SequenceRule::SevenEightNine => (Rank::NINE.index(), Rank::NINE.index()),
        SequenceRule::AnyThreeConsecutive => (rules.deck.bottom().index() + 2, Rank::ACE.index()),
    };
    // Highest top card first; no wrap-around.
    for top in (lowest_top..=highest_top).rev() {
        let cards = run(top);
        for (seat, hand) in hands.iter().enumerate() {
            if cards.iter().all(|&c| hand.contains(c)) {
                return Some((seat, cards));
            }
        }
    }
    None
}

impl DiscardDirection {
    /// Whether the first leader must choose a direction.
    pub const fn leader_chooses(self) -> bool {
        matches!(self, DiscardDirection::LeaderChoice)
    }
}
