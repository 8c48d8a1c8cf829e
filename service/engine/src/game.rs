//! The match: its state, its creation, and the one entry point that changes it.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::action::{Action, DeckOrder};
use crate::deal::validate_deck;
use crate::error::{
    DealSourceError, InvariantViolation, NewGameError, Rejection, StartPositionError, StateError,
};
use crate::event::{Event, EventKind, MatchEnd};
use crate::field::{ByField, Field, FieldSet};
use crate::random::{self, Fairness, MatchId, Seed};
use crate::rules::Rules;
use crate::seating::{BotSeat, seating_error};
use crate::seats::Seat;
use crate::state::{
    DealState, GameState, Phase, SCHEMA_VERSION, check_player_ids, phase_of, to_act_of,
};

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
    /// the players' client seeds ([`crate::rng::fair_match_seed`]).
    Fair {
        /// The server seed, committed to before the client seeds were given.
        server_seed: Seed,
        /// The players' client seeds (at most one each, 1 to 64 bytes; their order counts for
        /// nothing).
        client_seeds: Vec<String>,
        /// The first dealer, always drawn from the match seed; naming another seat is refused.
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
    pub stacks: Vec<u32>,
    /// The board; fields not present under the rules must be 0.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
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
    /// The seats the engine plays itself, by ascending seat, at least one seat left to a
    /// person (ED-43); none when absent.
    #[serde(default)]
    pub bots: Vec<BotSeat>,
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
    /// The seated bots did not leave the table to a person within [`MAX_BOT_MOVES`](crate::MAX_BOT_MOVES) moves.
    Bots(InvariantViolation),
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::NewGame(e) => e.fmt(f),
            ReplayError::Rejected { index, rejection } => {
                write!(f, "action {index} was refused: {rejection}")
            }
            ReplayError::Bots(v) => v.fmt(f),
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
    ///     bots: Vec::new(),
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
            bots,
        } = new;
        let n = players.len();
        rules.validate(n)?;
        check_player_ids(&players).map_err(NewGameError::InvalidPlayers)?;
        if let Some(reason) = seating_error(&bots, n) {
            return Err(NewGameError::InvalidBots { reason });
        }
        let mut fairness = None;
        let (seed, first_dealer, decks) = match source {
            DealSource::Seed { seed, first_dealer } => {
                let dealer = first_dealer.unwrap_or_else(|| random::first_dealer(&seed, n));
                (Some(seed), dealer, Vec::new())
            }
            DealSource::Fair {
                server_seed,
                client_seeds,
                first_dealer,
            } => {
                random::check_client_seeds(&client_seeds, n).map_err(|e| {
                    NewGameError::DealSource {
                        reason: DealSourceError::ClientSeeds(e),
                    }
                })?;
                let fair = Fairness::new(server_seed, client_seeds);
                let seed = fair.match_seed();
                // The chain draws the first dealer; naming another would let the caller choose
                // among the deals (ED-2).
                let drawn = fair.first_dealer(n);
                if let Some(named) = first_dealer.filter(|&named| named != drawn) {
                    return Err(NewGameError::DealSource {
                        reason: DealSourceError::FairFirstDealer { named, drawn },
                    });
                }
                fairness = Some(fair);
                (Some(seed), drawn, Vec::new())
            }
            DealSource::Decks {
                first_dealer,
                decks,
            } => {
                if decks.is_empty() {
                    return Err(NewGameError::DealSource {
                        reason: DealSourceError::NoDeckOrder,
                    });
                }
                for (index, deck) in decks.iter().enumerate() {
                    validate_deck(rules.deck, deck)
                        .map_err(|reason| NewGameError::InvalidDeckOrder { index, reason })?;
                }
                (None, first_dealer, decks)
            }
        };
        if !first_dealer.at_table(n) {
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
                        reason: StartPositionError::Stacks {
                            given: stacks.len(),
                            players: n,
                        },
                    });
                }
                if let Some(f) = Field::ALL
                    .into_iter()
                    .find(|&f| !fields.contains(f) && board[f] != 0)
                {
                    return Err(NewGameError::InvalidStart {
                        reason: StartPositionError::FieldNotOnBoard { field: f },
                    });
                }
                if !carried.is_subset(fields) {
                    return Err(NewGameError::InvalidStart {
                        reason: StartPositionError::CarriedNotOnBoard,
                    });
                }
                if board[Field::MID] != 0 {
                    return Err(NewGameError::InvalidStart {
                        reason: StartPositionError::MidNotEmpty,
                    });
                }
                (stacks, board, carried)
            }
        };
        let total_chips = stacks.iter().map(|&s| u64::from(s)).sum::<u64>() + board.total();
        if total_chips > u64::from(u32::MAX) {
            return Err(NewGameError::InvalidStart {
                reason: StartPositionError::TooManyChips,
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
                bots,
                match_id: None,
            },
        };
        let ante = game.next_ante().0;
        if let Some(seat) = Seat::all(game.s.stacks.len()).find(|&s| game.s.stacks[s] < ante) {
            return Err(NewGameError::InvalidStart {
                reason: StartPositionError::CannotPayAnte { seat, ante },
            });
        }
        // Room for a first deal's events (its hands, claims and the start of phase 2).
        let mut events = Vec::with_capacity(16);
        let deck = match game.s.seed {
            Some(_) => None,
            None => Some(game.s.deck_orders.remove(0)),
        };
        game.start_deal(deck, &mut events);
        Ok(Step { game, events })
    }

    /// That the match is not over, `seat` is the table's, and it is its turn.
    pub(crate) fn check_turn(&self, seat: Seat) -> Result<(), Rejection> {
        if self.phase() == Phase::MatchOver {
            return Err(Rejection::MatchOver);
        }
        self.check_seat(seat)?;
        match self.to_act() {
            Some(to_act) if to_act != seat => Err(Rejection::NotYourTurn { seat, to_act }),
            _ => Ok(()),
        }
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

    /// The game with its match identity set (the service gives every match one; the rules do
    /// not read it).
    #[must_use]
    pub fn with_match_id(mut self, id: MatchId) -> Game {
        self.s.match_id = Some(id);
        self
    }

    /// The match's identity, if it has one.
    pub fn match_id(&self) -> Option<MatchId> {
        self.s.match_id
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
        let mut events = Vec::with_capacity(4);
        match self.apply_in_place(seat, action, &mut events) {
            Err(rejection) => Err(Rejected {
                rejection,
                game: self,
            }),
            Ok(()) => Ok(Step { game: self, events }),
        }
    }

    /// [`Game::apply`] on the game where it is: the same checks and the same change, its
    /// events appended to `events`, so that a loop over many actions (a simulation, a batch of
    /// matches) moves no game and can reuse one buffer.
    ///
    /// # Errors
    ///
    /// The [`Rejection`], with the game and `events` unchanged.
    pub fn apply_in_place(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        self.validate(seat, &action)?;
        self.perform(seat, action, events);
        self.s.version += 1;
        Ok(())
    }

    /// The one check of a seat number against the table, made by every operation that takes
    /// a seat: applying an action, listing a seat's legal actions, a seat's view.
    ///
    /// # Errors
    ///
    /// [`Rejection::SeatOutOfRange`] for a seat the table does not have.
    pub fn check_seat(&self, seat: Seat) -> Result<Seat, Rejection> {
        let players = self.players();
        if seat.at_table(players) {
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
        if let Action::Timeout = action {
            // ED-42: the seat to act, in any phase; its move is legal by construction.
            self.check_turn(seat)?;
            return match self.legal_actions(seat).timeout_move() {
                Some(_) => Ok(()),
                None => Err(Rejection::DeckOrderRequired),
            };
        }
        if Phase::of(action) != Some(phase) {
            return Err(Rejection::WrongPhase {
                action: action.kind(),
                phase,
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
            | Action::Fold => self.s.validate_pochen(seat, action),
            Action::Lead { card, direction } => self.s.validate_lead(seat, *card, *direction),
            Action::Deal { deck } => self.validate_deal(deck.as_ref()),
            Action::Timeout => Ok(()),
        }
    }

    fn perform(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        match action {
            Action::Timeout => {
                // Validated: the seat has a time-out move.
                if let Some(action) = self.legal_actions(seat).timeout_move() {
                    events.push(Event::public(EventKind::TimedOut {
                        seat,
                        action: action.clone(),
                    }));
                    self.perform(seat, action, events);
                }
            }
            Action::Lead { card, direction } => self.s.lead(seat, card, direction, events),
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
            | Action::Fold => self.s.pochen_action(seat, action, events),
        }
    }

    /// The next deal (RULES 12.3): its ante, cards and phase-1 claims (`deal.rs`), then phase 2,
    /// or phase 3 without Pochen.
    fn start_deal(&mut self, deck: Option<DeckOrder>, events: &mut Vec<Event>) {
        let spare = self.s.start_deal(deck, events);
        if self.s.rules.pochen.is_on() {
            self.s.start_pochen(spare, events);
        } else {
            // ED-25: without Pochen, forehand leads.
            let forehand = self.s.forehand();
            self.s.start_discard(forehand, events);
        }
    }

    /// The next deal's ante: per player, and per field per player (RULES 4.2, 11.2, ED-26).
    pub fn next_ante(&self) -> (u32, ByField<u32>) {
        self.s.next_ante()
    }

    fn validate_deal(&self, deck: Option<&DeckOrder>) -> Result<(), Rejection> {
        if let Some(refusal) = self.s.deck_options().refusal(deck.is_some()) {
            return Err(refusal);
        }
        match deck {
            Some(deck) => validate_deck(self.s.rules.deck, deck)
                .map_err(|reason| Rejection::InvalidDeckOrder { reason }),
            None => Ok(()),
        }
    }
}
