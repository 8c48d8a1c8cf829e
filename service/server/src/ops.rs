//! One function per operation, on engine types. The gRPC and REST adapters decode, convert,
//! call these, and convert back; neither holds a rule.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use poch_engine::rng;
pub use poch_engine::rng::{DealCheck, DealVerification};
use poch_engine::{
    Action, BotKind, BotSeat, DealSource, DeckOrder, Digest, Event, Game, GameState,
    GrantedReplayError, LegalActions, LimitedReplayError, MatchId, NewGame, PRESETS, Phase,
    PlayError, Preset, ReplayError, Rules, Seat, SeatSet, SeatViews, Seed, StartError,
    StartPosition, View, Viewer,
};

use poch_api::rest::ActionTableInfo;
use poch_engine::Visibility;
use poch_engine::encoding::ActionTable;

use crate::error::ApiError;
use crate::ticket::{Holder, TICKET_LEN, Tickets};
use crate::token::{Dealt, Provenance, Sealed, Sealer};

/// What a server allows (from its configuration).
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    /// Whether callers may supply deck orders (stacked decks) instead of a seed.
    pub allow_deck_orders: bool,
    /// Whether callers may choose a match's seed.
    pub allow_caller_seeds: bool,
    /// Whether callers may choose a match's start position (`start`).
    pub allow_caller_starts: bool,
    /// Whether states must arrive, and leave, sealed.
    pub require_sealed: bool,
    /// Ticket mode: a token alone gets the spectator's view; a seat's view, its legal actions,
    /// its moves and acting as it need its ticket or the operator ticket ([`crate::ticket`]).
    pub ticket_mode: bool,
}

/// The action of an `Apply`: given as it is, or named by its stable id in the match's action
/// table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApplyAction {
    /// The action itself.
    Action(Action),
    /// Its id in the table of the state's match ([`ActionTable::of_game`]).
    Id(u32),
}

impl ApplyAction {
    /// The request's `action` and `action_id`: exactly one of the two.
    ///
    /// # Errors
    ///
    /// `conflicting_fields` for both, or neither.
    pub fn of(action: Option<Action>, action_id: Option<u32>) -> Result<ApplyAction, ApiError> {
        match (action, action_id) {
            (Some(action), None) => Ok(ApplyAction::Action(action)),
            (None, Some(id)) => Ok(ApplyAction::Id(id)),
            (Some(_), Some(_)) => Err(ApiError::ConflictingFields {
                field: "action_id".into(),
                reason: "give the action or its action_id, not both".into(),
            }),
            (None, None) => Err(ApiError::ConflictingFields {
                field: "action".into(),
                reason: "an action is required, or its action_id".into(),
            }),
        }
    }
}

/// The views an `Apply` answers besides its events.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ViewsAsked {
    /// None.
    #[default]
    None,
    /// Every seat's whole view, then the spectator's (`include_views`).
    Every,
    /// The spectator's view once and these seats' own parts (`view_seats`).
    Seats(SeatSet),
}

impl ViewsAsked {
    /// The request's `include_views` and `view_seats`: at most one of the two.
    ///
    /// # Errors
    ///
    /// `conflicting_fields` for both.
    pub fn of(include_views: bool, view_seats: SeatSet) -> Result<ViewsAsked, ApiError> {
        match (include_views, view_seats.is_empty()) {
            (true, false) => Err(ApiError::ConflictingFields {
                field: "view_seats".into(),
                reason: "ask for every view (include_views) or for some seats' (view_seats), \
                         not both"
                    .into(),
            }),
            (true, true) => Ok(ViewsAsked::Every),
            (false, false) => Ok(ViewsAsked::Seats(view_seats)),
            (false, true) => Ok(ViewsAsked::None),
        }
    }
}

/// `include_views` alone.
impl From<bool> for ViewsAsked {
    fn from(include_views: bool) -> ViewsAsked {
        if include_views {
            ViewsAsked::Every
        } else {
            ViewsAsked::None
        }
    }
}

/// A seat's legal actions, and their ids when asked.
#[derive(Clone, Debug)]
pub struct Legal {
    /// The legal actions.
    pub legal: LegalActions,
    /// With `include_action_ids`: the ids and their table.
    pub ids: Option<LegalIds>,
}

/// A bot's move ([`Service::choose_action`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The move.
    pub action: Action,
    /// With `include_action_id`: its id in the match's action table.
    pub action_id: Option<u32>,
}

/// A seat's legal actions as ids of the match's action table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalIds {
    /// The ids, ascending.
    pub ids: Vec<u32>,
    /// The table that numbers them.
    pub table: ActionTableInfo,
}

/// The digests of the action tables asked for lately. A digest hashes every id of its table
/// (some 65 µs for `classic` with 4 players, 0.1 s for a table of `MAX_TABLE_CHIPS`), and a
/// match asks for its one table at every turn. It is a cache of a pure function: a table's
/// digest never changes.
#[derive(Clone, Debug, Default)]
pub struct TableDigests(Arc<Mutex<HashMap<ActionTable, Digest>>>);

impl TableDigests {
    /// The most tables kept: past it, the cache starts again from empty.
    pub const CAPACITY: usize = 256;

    /// `table`'s size, digest and chips.
    pub fn info(&self, table: &ActionTable) -> ActionTableInfo {
        let cached = self.lock().get(table).copied();
        let digest = cached.unwrap_or_else(|| {
            // Hashed outside the lock: another request for the same table may hash it too.
            let digest = table.digest();
            let mut digests = self.lock();
            if digests.len() >= TableDigests::CAPACITY {
                digests.clear();
            }
            digests.insert(*table, digest);
            digest
        });
        ActionTableInfo {
            size: table.len(),
            digest,
            max_chips: table.max_chips(),
        }
    }

    /// The number of tables kept.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no table is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The map; a request that panicked while holding it left nothing half written (an insert
    /// or a clear is whole), so a poisoned lock is taken as it is.
    fn lock(&self) -> MutexGuard<'_, HashMap<ActionTable, Digest>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// What the operations need of the server: its policy and its sealing keys.
#[derive(Clone, Debug)]
pub struct Service {
    /// What the server allows.
    pub policy: Policy,
    /// Seals and opens state tokens.
    pub sealer: Sealer,
    /// How long a pre-match token of the provably fair scheme may start a match.
    pub pre_match_ttl: std::time::Duration,
    /// The digests of the action tables asked for lately (`include_action_ids`).
    pub table_digests: TableDigests,
}

/// The server's commitment to a new server seed, for a provably fair match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commitment {
    /// SHA-256 of the secret server seed: to publish to the players before they give their
    /// client seeds.
    pub server_commitment: Digest,
    /// The server seed, sealed: `NewGame` takes it back with the client seeds.
    pub pre_match_token: Vec<u8>,
    /// When the pre-match token stops starting matches (milliseconds since the Unix epoch).
    pub expires_at_ms: u64,
}

/// Milliseconds since the Unix epoch, now.
fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

impl Service {
    /// A service that allows what a local server allows (deck orders, caller seeds, plain
    /// states) with a random sealing key: for tests and benchmarks.
    ///
    /// # Panics
    ///
    /// When the operating system has no randomness.
    pub fn local() -> Service {
        Service {
            policy: Policy {
                allow_deck_orders: true,
                allow_caller_seeds: true,
                allow_caller_starts: true,
                require_sealed: false,
                ticket_mode: false,
            },
            sealer: Sealer::new(vec![
                crate::token::SealingKey::random("local").expect("randomness"),
            ])
            .expect("one key"),
            pre_match_ttl: std::time::Duration::from_secs(600),
            table_digests: TableDigests::default(),
        }
    }
}

/// A state as it arrives: plain, or a sealed token.
#[derive(Clone, Debug, PartialEq)]
pub enum Envelope {
    /// The plain state.
    Plain(Box<GameState>),
    /// A sealed token (its bytes).
    Sealed(Vec<u8>),
}

pub use poch_api::rest::StateForm;

/// For whom a request speaks: what its ticket, or the lack of one, lets it read and do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Every seat: the operator ticket, or no ticket on a server not in ticket mode.
    All,
    /// One seat: that seat's ticket.
    Seat(Seat),
    /// The token alone on a server in ticket mode: what a spectator may see.
    Spectator,
}

impl Access {
    /// Whether this may read and act for `seat`; `what` names the operation for the refusal.
    ///
    /// # Errors
    ///
    /// `ticket_wrong_seat` for another seat's ticket, `ticket_required` without a ticket.
    pub fn for_seat(self, seat: Seat, what: &'static str) -> Result<(), ApiError> {
        match self {
            Access::All => Ok(()),
            Access::Seat(own) if own == seat => Ok(()),
            Access::Seat(own) => Err(ApiError::TicketWrongSeat { ticket: own, seat }),
            Access::Spectator => Err(ApiError::TicketRequired { what }),
        }
    }

    /// Whether this may read every seat (`include_views`).
    ///
    /// # Errors
    ///
    /// `operator_ticket_required` for a seat's ticket, `ticket_required` without a ticket.
    pub fn for_every_seat(self, what: &'static str) -> Result<(), ApiError> {
        match self {
            Access::All => Ok(()),
            Access::Seat(_) => Err(ApiError::OperatorTicketRequired { what }),
            Access::Spectator => Err(ApiError::TicketRequired { what }),
        }
    }

    /// Whether an event is for this: a public one, or one private to its seat.
    pub fn sees(self, event: &Event) -> bool {
        match (self, event.visibility) {
            (Access::All, _) | (_, Visibility::Public) => true,
            (Access::Seat(own), Visibility::Private(seat)) => own == seat,
            (Access::Spectator, Visibility::Private(_)) => false,
        }
    }
}

/// The inputs of a new match, in engine terms.
#[derive(Clone, Debug)]
pub struct NewGameParams {
    /// The rules: the preset with the request's overrides applied.
    pub rules: Rules,
    /// Player ids.
    pub players: Vec<String>,
    /// Where the cards come from.
    pub source: SourceParams,
    /// A starting position.
    pub start: Option<StartPosition>,
    /// The form of the answer's state; the server's default when absent.
    pub state_form: Option<StateForm>,
    /// The seats the engine plays itself.
    pub bots: Vec<BotSeat>,
}

/// Where a new match's cards come from, as the caller asked: the request's `deal_source`.
#[derive(Clone, Debug)]
pub enum SourceParams {
    /// A match seed: the caller's, or drawn by the server when absent (also what a request
    /// without a deal source asks); the first dealer drawn from it unless named.
    Seeded {
        /// The caller's match seed.
        seed: Option<Seed>,
        /// The first dealer, if the caller named one.
        first_dealer: Option<Seat>,
    },
    /// Supplied deck orders.
    Decks {
        /// The first dealer.
        first_dealer: Seat,
        /// The deck orders of the first deals.
        deck_orders: Vec<DeckOrder>,
    },
    /// A provably fair match.
    Fair {
        /// The pre-match token of `CommitServerSeed`.
        pre_match_token: Vec<u8>,
        /// The players' client seeds.
        client_seeds: Vec<String>,
        /// The first dealer, if the caller named one (it must be the drawn one).
        first_dealer: Option<Seat>,
    },
}

impl Default for SourceParams {
    /// No deal source: a match seed the server draws.
    fn default() -> SourceParams {
        SourceParams::Seeded {
            seed: None,
            first_dealer: None,
        }
    }
}

/// A game and what it caused, ready to be converted for the wire.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The game after the operation.
    pub game: Game,
    /// The game sealed, when the answer carries a token.
    pub token: Option<Vec<u8>>,
    /// How the match began.
    pub provenance: Provenance,
    /// The events, in order.
    pub events: Vec<Event>,
    /// One view per seat, then the spectator's (when asked for).
    pub views: Vec<View>,
    /// The spectator's view and some seats' own parts (`Apply` with `view_seats`).
    pub seat_views: Option<SeatViews>,
    /// The match's tickets (`NewGame` and `Replay`).
    pub tickets: Option<Tickets>,
    /// One seat's ticket alone (`NewGame` answering as that seat).
    pub seat_ticket: Option<[u8; TICKET_LEN]>,
    /// The seat the answer is for (`NewGame` answering as it, or a request with its ticket):
    /// every event is told to it, as "you".
    pub reader: Option<Seat>,
}

impl Outcome {
    fn new(
        service: &Service,
        (game, provenance): (Game, Provenance),
        form: StateForm,
        events: Vec<Event>,
        include_views: bool,
    ) -> Result<Outcome, ApiError> {
        let views = if include_views {
            all_views(&game)
        } else {
            Vec::new()
        };
        let token = match form {
            StateForm::Plain => None,
            StateForm::Sealed => Some(service.seal(&game, provenance)?),
        };
        Ok(Outcome {
            game,
            token,
            provenance,
            events,
            views,
            seat_views: None,
            tickets: None,
            seat_ticket: None,
            reader: None,
        })
    }

    /// The seat that must act next.
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    /// Where the match stands.
    pub fn phase(&self) -> Phase {
        self.game.phase()
    }
}

/// Every seat's view, then the spectator's.
pub fn all_views(game: &Game) -> Vec<View> {
    Seat::all(game.players())
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        // Every seat listed is one of the table's, so no view is refused.
        .filter_map(|v| game.view(v).ok())
        .collect()
}

/// The preset of that name (`classic` when empty).
///
/// # Errors
///
/// `unknown_preset`.
pub fn preset_rules(name: &str) -> Result<Rules, ApiError> {
    let name = if name.is_empty() { "classic" } else { name };
    Rules::preset(name).ok_or_else(|| ApiError::UnknownPreset(name.to_owned()))
}

impl Service {
    /// Seals a game into a token.
    ///
    /// # Errors
    ///
    /// `internal`: sealing fails only for want of randomness.
    pub fn seal(&self, game: &Game, provenance: Provenance) -> Result<Vec<u8>, ApiError> {
        self.sealer
            .seal_state(game.state(), provenance)
            .map_err(|e| ApiError::Internal(e.to_string()))
    }

    /// Whether the policy allows a match that began as `provenance` says.
    ///
    /// # Errors
    ///
    /// `caller_seed_forbidden`, `deck_orders_forbidden` or `caller_start_forbidden`.
    pub fn admit(&self, provenance: Provenance) -> Result<(), ApiError> {
        let Policy {
            allow_deck_orders,
            allow_caller_seeds,
            allow_caller_starts,
            require_sealed: _,
            ticket_mode: _,
        } = self.policy;
        let decks = provenance.later_decks || provenance.dealt == Dealt::SuppliedDecks;
        if provenance.dealt == Dealt::CallerSeed && !allow_caller_seeds {
            return Err(ApiError::CallerSeedForbidden);
        }
        if decks && !allow_deck_orders {
            return Err(ApiError::DeckOrdersForbidden);
        }
        if provenance.caller_start && !allow_caller_starts {
            return Err(ApiError::CallerStartForbidden);
        }
        Ok(())
    }

    /// Opens an envelope into a game, and the form it came in.
    ///
    /// A token was checked when this service sealed it and cannot have changed since, so it
    /// is taken back without checking its invariants again. A plain state is checked against
    /// every invariant, and against the policy: a plain state names its own deal source, so
    /// it is refused where the policy forbids the caller that source.
    ///
    /// # Errors
    ///
    /// `state_tampered` for a token this server did not seal as it is; for a plain state
    /// `plain_state_forbidden`, `state_version_unsupported`, `state_invalid` (naming the
    /// invariant), `caller_seed_forbidden` or `deck_orders_forbidden`; for a token or a plain
    /// state, whatever [`Service::admit`] refuses of how its match began.
    pub fn open(&self, envelope: Envelope) -> Result<(Game, StateForm, Provenance), ApiError> {
        match envelope {
            Envelope::Sealed(token) => {
                let (state, provenance) = self.open_token(&token)?;
                Ok((
                    Game::from_authenticated_state(state),
                    StateForm::Sealed,
                    provenance,
                ))
            }
            Envelope::Plain(state) => {
                if self.policy.require_sealed {
                    return Err(ApiError::PlainStateForbidden);
                }
                let game = Game::from_state(*state)?;
                // A plain state names its own deal source, and its holder may have written
                // any stacks and board: it is judged as a caller's seed (or decks) and start.
                let provenance = Provenance {
                    dealt: if game.state().seed.is_some() {
                        Dealt::CallerSeed
                    } else {
                        Dealt::SuppliedDecks
                    },
                    later_decks: false,
                    caller_start: true,
                };
                self.admit(provenance)?;
                Ok((game, StateForm::Plain, provenance))
            }
        }
    }

    /// The state of a state token and how its match began, if the policy admits it.
    fn open_token(&self, token: &[u8]) -> Result<(GameState, Provenance), ApiError> {
        match self.sealer.open(token) {
            Ok(Sealed::State(state, provenance)) => {
                self.admit(provenance)?;
                Ok((*state, provenance))
            }
            Ok(Sealed::ServerSeed { .. }) | Err(_) => Err(ApiError::StateTampered),
        }
    }

    /// For whom a request on `game` with `ticket` speaks. Without a ticket (or with an empty
    /// one): every seat, or on a server in ticket mode a spectator. A ticket given is checked
    /// in either mode, so that a game server can send tickets before the mode is switched on.
    ///
    /// # Errors
    ///
    /// `ticket_invalid` for a ticket that is none of this match's (or a state without a match
    /// id).
    pub fn access(&self, game: &Game, ticket: Option<&[u8]>) -> Result<Access, ApiError> {
        let Some(ticket) = ticket.filter(|t| !t.is_empty()) else {
            return Ok(if self.policy.ticket_mode {
                Access::Spectator
            } else {
                Access::All
            });
        };
        let match_id = game.match_id().ok_or(ApiError::TicketInvalid)?;
        match self.sealer.ticket_holder(&match_id, game.players(), ticket) {
            Some(Holder::Operator) => Ok(Access::All),
            Some(Holder::Seat(seat)) => Ok(Access::Seat(seat)),
            None => Err(ApiError::TicketInvalid),
        }
    }

    /// The tickets of an outcome's match (every answer of `NewGame` and `Replay` has a match
    /// id).
    fn with_tickets(&self, mut outcome: Outcome) -> Outcome {
        outcome.tickets = outcome
            .game
            .match_id()
            .map(|id| self.sealer.tickets(&id, outcome.game.players()));
        outcome
    }

    /// The form an answer's state takes when the request leaves it to the server.
    ///
    /// # Errors
    ///
    /// `plain_state_forbidden` for a plain state asked of a server that requires sealing.
    fn form(&self, wanted: Option<StateForm>) -> Result<StateForm, ApiError> {
        match wanted {
            None if self.policy.require_sealed => Ok(StateForm::Sealed),
            None => Ok(StateForm::Plain),
            Some(StateForm::Plain) if self.policy.require_sealed => {
                Err(ApiError::PlainStateForbidden)
            }
            Some(form) => Ok(form),
        }
    }

    /// Starts a match.
    ///
    /// # Errors
    ///
    /// The engine's refusal, `deck_orders_forbidden`, `caller_seed_forbidden`,
    /// `plain_state_forbidden`; for a fair match `state_tampered` (a pre-match token that does
    /// not open) or `pre_match_token_expired`.
    ///
    /// With `answer_as` a seat, the answer is that seat's alone: its events are the public ones
    /// and the seat's private ones, and it carries the seat's ticket instead of the match's
    /// tickets. That needs a sealed answer (`conflicting_fields` otherwise: a plain state holds
    /// every hand), and `include_views` is then `operator_ticket_required`; a seat the table
    /// does not have is `seat_out_of_range`.
    pub fn new_game(
        &self,
        params: NewGameParams,
        include_views: bool,
        answer_as: Option<Seat>,
    ) -> Result<Outcome, ApiError> {
        let form = self.form(params.state_form)?;
        if answer_as.is_some() {
            if form == StateForm::Plain {
                return Err(ApiError::ConflictingFields {
                    field: "answer_as_seat".into(),
                    reason: "answering as one seat needs a sealed state: a plain state holds \
                             every hand"
                        .into(),
                });
            }
            if include_views {
                return Err(ApiError::OperatorTicketRequired {
                    what: "include_views with answer_as_seat",
                });
            }
        }
        let (new, match_id, provenance) = self.new_game_input(params)?;
        let step = Game::start(new).map_err(|e| match e {
            StartError::NewGame(e) => ApiError::NewGame(e),
            StartError::Bots(v) => ApiError::Internal(v.to_string()),
        })?;
        let game = step.game.with_match_id(match_id);
        let Some(seat) = answer_as else {
            return Outcome::new(self, (game, provenance), form, step.events, include_views)
                .map(|o| self.with_tickets(o));
        };
        let seat = game.check_seat(seat)?;
        let access = Access::Seat(seat);
        let mut events = step.events;
        events.retain(|event| access.sees(event));
        let mut outcome = Outcome::new(self, (game, provenance), form, events, false)?;
        outcome.reader = Some(seat);
        outcome.seat_ticket = outcome
            .game
            .match_id()
            .map(|id| self.sealer.seat_ticket(&id, seat));
        Ok(outcome)
    }

    /// The engine's input of a new match, the match's identity and how it begins. The id is
    /// derived from the server seed of a pre-match token (so that every match started from one
    /// token has the same id), else drawn from the operating system.
    fn new_game_input(
        &self,
        params: NewGameParams,
    ) -> Result<(NewGame, MatchId, Provenance), ApiError> {
        let NewGameParams {
            rules,
            players,
            source,
            start,
            state_form: _,
            bots,
        } = params;
        let caller_start = start.is_some();
        if caller_start && !self.policy.allow_caller_starts {
            return Err(ApiError::CallerStartForbidden);
        }
        let (source, dealt) = match source {
            SourceParams::Fair {
                pre_match_token,
                client_seeds,
                first_dealer,
            } => {
                // An absent token is the caller's omission on either wire (gRPC's empty bytes,
                // JSON's empty text), not a token that fails to open.
                if pre_match_token.is_empty() {
                    return Err(ApiError::InvalidArgument {
                        field: "fair.pre_match_token".into(),
                        reason: "is required".into(),
                    });
                }
                let server_seed = self.server_seed(&pre_match_token)?;
                let match_id = MatchId::of_server_seed(&server_seed);
                let new = NewGame {
                    rules,
                    players,
                    source: DealSource::Fair {
                        server_seed,
                        client_seeds,
                        first_dealer,
                    },
                    start,
                    bots,
                };
                let provenance = Provenance {
                    dealt: Dealt::FairChain,
                    later_decks: false,
                    caller_start,
                };
                return Ok((new, match_id, provenance));
            }
            SourceParams::Seeded {
                seed: Some(_),
                first_dealer: _,
            } if !self.policy.allow_caller_seeds => return Err(ApiError::CallerSeedForbidden),
            SourceParams::Seeded {
                seed: Some(seed),
                first_dealer,
            } => (DealSource::Seed { seed, first_dealer }, Dealt::CallerSeed),
            SourceParams::Seeded {
                seed: None,
                first_dealer,
            } => (
                DealSource::Seed {
                    seed: fresh_seed()?,
                    first_dealer,
                },
                Dealt::ServerSeed,
            ),
            SourceParams::Decks { .. } if !self.policy.allow_deck_orders => {
                return Err(ApiError::DeckOrdersForbidden);
            }
            SourceParams::Decks {
                first_dealer,
                deck_orders,
            } => (
                DealSource::Decks {
                    first_dealer,
                    decks: deck_orders,
                },
                Dealt::SuppliedDecks,
            ),
        };
        let new = NewGame {
            rules,
            players,
            source,
            start,
            bots,
        };
        let provenance = Provenance {
            dealt,
            later_decks: false,
            caller_start,
        };
        Ok((new, MatchId(fresh_seed()?.0), provenance))
    }

    /// The server seed of a pre-match token that is still valid.
    fn server_seed(&self, token: &[u8]) -> Result<Seed, ApiError> {
        match self.sealer.open(token) {
            Ok(Sealed::ServerSeed {
                seed,
                expires_at_ms,
            }) => {
                if now_ms() > expires_at_ms {
                    Err(ApiError::PreMatchTokenExpired)
                } else {
                    Ok(seed)
                }
            }
            Ok(Sealed::State(..)) | Err(_) => Err(ApiError::StateTampered),
        }
    }

    /// Commits to a new secret server seed for a provably fair match: its SHA-256, to publish
    /// before the players give their client seeds, and the seed sealed in a pre-match token.
    ///
    /// # Errors
    ///
    /// `internal`, for want of randomness.
    pub fn commit_server_seed(&self) -> Result<Commitment, ApiError> {
        let seed = fresh_seed()?;
        let ttl_ms = u64::try_from(self.pre_match_ttl.as_millis()).unwrap_or(u64::MAX);
        let expires_at_ms = now_ms().saturating_add(ttl_ms);
        let pre_match_token = self
            .sealer
            .seal(&Sealed::ServerSeed {
                seed,
                expires_at_ms,
            })
            .map_err(|e| ApiError::Internal(e.to_string()))?;
        Ok(Commitment {
            server_commitment: seed.commitment(),
            pre_match_token,
            expires_at_ms,
        })
    }

    /// Checks a revealed deal seed against its commitment (and, for a provably fair match,
    /// the whole chain), and deals what the seed deals ([`rng::check_deal`]).
    ///
    /// # Errors
    ///
    /// `invalid_table` for a table that cannot be dealt, or for a chain's first dealer to check
    /// without the table that gives the number of seats.
    pub fn verify_deal(&self, check: DealCheck) -> Result<DealVerification, ApiError> {
        rng::check_deal(check).map_err(ApiError::InvalidTable)
    }

    /// Applies one action. The answer's state has the form of the request's; with a seat's
    /// ticket its events are the public ones and that seat's private ones. `views` asks for
    /// every view (`include_views`, or a plain `bool`), or for some seats' (`view_seats`).
    ///
    /// # Errors
    ///
    /// The state's problem, the ticket's ([`Service::access`], [`Access::for_seat`],
    /// [`Access::for_every_seat`] with `include_views`, [`Access::for_seat`] for each seat of
    /// `view_seats`), `seat_out_of_range` for a seat of `view_seats` the table does not have,
    /// `deck_orders_forbidden` for a deck with `deal` when the server forbids them, or the
    /// engine's rejection. An action named by its id: `table_too_large` for a match of more
    /// chips than ids count, `action_id_out_of_range` for an id past the table's end, else as
    /// its action.
    pub fn apply(
        &self,
        envelope: Envelope,
        seat: Seat,
        action: ApplyAction,
        views: impl Into<ViewsAsked>,
        ticket: Option<&[u8]>,
    ) -> Result<Outcome, ApiError> {
        let views = views.into();
        let (game, form, mut provenance) = self.open(envelope)?;
        let access = self.access(&game, ticket)?;
        access.for_seat(seat, "acting as a seat")?;
        match views {
            ViewsAsked::None => {}
            ViewsAsked::Every => access.for_every_seat("include_views")?,
            ViewsAsked::Seats(seats) => {
                for s in seats.iter() {
                    access.for_seat(game.check_seat(s)?, "a seat's view (view_seats)")?;
                }
            }
        }
        let action = match action {
            ApplyAction::Action(action) => action,
            ApplyAction::Id(id) => ActionTable::of_game(&game)?.action_of(id)?,
        };
        if matches!(action, Action::Deal { deck: Some(_) }) {
            if !self.policy.allow_deck_orders {
                return Err(ApiError::DeckOrdersForbidden);
            }
            provenance.later_decks = true;
        }
        let step = game.apply_at_table(seat, action).map_err(|e| match e {
            PlayError::Rejected(r) => ApiError::from(r.rejection),
            PlayError::Bots(v) => ApiError::Internal(v.to_string()),
        })?;
        let mut events = step.events;
        events.retain(|event| access.sees(event));
        let every = views == ViewsAsked::Every;
        let mut outcome = Outcome::new(self, (step.game, provenance), form, events, every)?;
        if let ViewsAsked::Seats(seats) = views {
            outcome.seat_views = Some(outcome.game.seat_views(seats.iter())?);
        }
        if let Access::Seat(own) = access {
            outcome.reader = Some(own);
        }
        Ok(outcome)
    }

    /// The action a bot of `kind` takes for `seat` now ([`Game::choose_action`]): a seated
    /// bot's move, or with `timeout` the time-out move; with `include_action_id`, also its id
    /// in the match's action table ([`ActionTable::id`]).
    ///
    /// # Errors
    ///
    /// The state's problem, the ticket's, or the refusal the seat's action would meet
    /// (`seat_out_of_range`, `match_over`, `not_your_turn`, `deck_order_required`); with
    /// `include_action_id`, `table_too_large` for a match of more chips than ids count.
    pub fn choose_action(
        &self,
        envelope: Envelope,
        seat: Seat,
        kind: BotKind,
        include_action_id: bool,
        ticket: Option<&[u8]>,
    ) -> Result<Chosen, ApiError> {
        let (game, _, _) = self.open(envelope)?;
        self.access(&game, ticket)?
            .for_seat(seat, "a seat's move (ChooseAction)")?;
        let action = game.choose_action(kind, seat)?;
        let action_id = if include_action_id {
            let id = ActionTable::of_game(&game)?.id(&action).ok_or_else(|| {
                ApiError::Internal(format!("a bot's move without an action id: {action}"))
            })?;
            Some(id)
        } else {
            None
        };
        Ok(Chosen { action, action_id })
    }

    /// A seat's legal actions, with `include_action_ids` also as ids of the match's action
    /// table ([`ActionTable::legal_ids`]), and the table.
    ///
    /// # Errors
    ///
    /// The state's problem, the ticket's, or `seat_out_of_range`; with `include_action_ids`,
    /// `table_too_large` for a match of more chips than ids count.
    pub fn legal_actions(
        &self,
        envelope: Envelope,
        seat: Seat,
        include_action_ids: bool,
        ticket: Option<&[u8]>,
    ) -> Result<Legal, ApiError> {
        let (game, ..) = self.open(envelope)?;
        self.access(&game, ticket)?
            .for_seat(seat, "a seat's legal actions")?;
        let legal = game.legal_actions(game.check_seat(seat)?);
        let ids = if include_action_ids {
            let table = ActionTable::of_game(&game)?;
            Some(LegalIds {
                ids: table.legal_ids(&legal),
                table: self.table_digests.info(&table),
            })
        } else {
            None
        };
        Ok(Legal { legal, ids })
    }

    /// A view.
    ///
    /// # Errors
    ///
    /// The state's problem, the ticket's (a spectator's view needs none), or
    /// `seat_out_of_range`.
    pub fn view(
        &self,
        envelope: Envelope,
        seat: Option<Seat>,
        ticket: Option<&[u8]>,
    ) -> Result<View, ApiError> {
        let (game, ..) = self.open(envelope)?;
        let access = self.access(&game, ticket)?;
        if let Some(seat) = seat {
            access.for_seat(seat, "a seat's view")?;
        }
        let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
        Ok(game.view(viewer)?)
    }

    /// Checks a state: valid, or the broken invariant. A token is opened and its state checked
    /// all the same.
    ///
    /// # Errors
    ///
    /// A state that cannot be read at all: `state_version_unsupported`, `state_tampered`, or
    /// a plain state the policy refuses.
    pub fn validate(&self, envelope: Envelope) -> Result<Validation, ApiError> {
        let state = match envelope {
            Envelope::Plain(_) => return self.validate_plain(envelope),
            Envelope::Sealed(token) => self.open_token(&token)?.0,
        };
        match Game::from_state(state) {
            Ok(_) => Ok(Validation { violation: None }),
            Err(e) => Validation::of(e.into()),
        }
    }

    fn validate_plain(&self, envelope: Envelope) -> Result<Validation, ApiError> {
        match self.open(envelope) {
            Ok(_) => Ok(Validation { violation: None }),
            Err(e) => Validation::of(e),
        }
    }

    /// Replays a match from its inputs, applying at most [`poch_api::MAX_REPLAY_ACTIONS`]
    /// actions in all, the seated bots' moves included ([`Game::replay_granted`]).
    ///
    /// # Errors
    ///
    /// `too_many_actions`: a list longer than the limit, before any work, or the action at
    /// which the actions applied would pass it; the start's problem, or the first refused
    /// action: its index and the engine's code; or what `reserve` says of the match about to
    /// be replayed (its answer's place, [`crate::answers::Place::take`]), before any action is
    /// applied, or what its grant refuses as it goes ([`crate::answers::Grant::more`]).
    pub fn replay(
        &self,
        params: NewGameParams,
        actions: &[(Seat, Action)],
        reserve: impl FnOnce(&NewGame) -> Result<crate::answers::Grant, ApiError>,
    ) -> Result<Outcome, ApiError> {
        let too_many = |stopped_at| ApiError::TooManyActions {
            given: actions.len(),
            stopped_at,
        };
        if actions.len() > poch_api::MAX_REPLAY_ACTIONS {
            return Err(too_many(None));
        }
        if !self.policy.allow_deck_orders
            && actions
                .iter()
                .any(|(_, a)| matches!(a, Action::Deal { deck: Some(_) }))
        {
            return Err(ApiError::DeckOrdersForbidden);
        }
        let form = self.form(params.state_form)?;
        let (new, match_id, mut provenance) = self.new_game_input(params)?;
        provenance.later_decks = actions
            .iter()
            .any(|(_, a)| matches!(a, Action::Deal { deck: Some(_) }));
        let mut grant = reserve(&new)?;
        let replayed = Game::replay_granted(new, actions, poch_api::MAX_REPLAY_ACTIONS, |n| {
            grant.more(n)
        });
        match replayed.map_err(|e| match e {
            GrantedReplayError::Limited(e) => Ok(e),
            GrantedReplayError::Refused(e) => Err(e),
        }) {
            Ok(replay) => Outcome::new(
                self,
                (replay.game.with_match_id(match_id), provenance),
                form,
                replay.events,
                false,
            )
            .map(|o| self.with_tickets(o)),
            Err(Err(refused)) => Err(refused),
            Err(Ok(LimitedReplayError::TooManyActions(t))) => Err(too_many(t.index)),
            Err(Ok(LimitedReplayError::Replay(ReplayError::NewGame(e)))) => {
                Err(ApiError::NewGame(e))
            }
            Err(Ok(LimitedReplayError::Replay(ReplayError::Rejected { index, rejection }))) => {
                Err(ApiError::ReplayRejected { index, rejection })
            }
            Err(Ok(LimitedReplayError::Replay(ReplayError::Bots(v)))) => {
                Err(ApiError::Internal(v.to_string()))
            }
        }
    }
}

/// Replay answers the whole match: `answer_as_seat` is `NewGame`'s alone.
///
/// # Errors
///
/// `conflicting_fields` for a seat given.
pub fn replay_answers_every_seat(answer_as: Option<Seat>) -> Result<(), ApiError> {
    match answer_as {
        None => Ok(()),
        Some(_) => Err(ApiError::ConflictingFields {
            field: "new_game.answer_as_seat".into(),
            reason: "a replay answers every seat; answering as one seat is NewGame's".into(),
        }),
    }
}

/// A new secret match seed from the operating system.
fn fresh_seed() -> Result<Seed, ApiError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::Internal(format!("no randomness: {e}")))?;
    Ok(Seed(bytes))
}

/// The result of validating a state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Validation {
    /// The broken invariant, if any: (name, detail).
    pub violation: Option<(String, String)>,
}

impl Validation {
    /// A broken invariant as a validation; any other error stays an error.
    fn of(error: ApiError) -> Result<Validation, ApiError> {
        if let ApiError::State(poch_engine::StateError::Invalid(v)) = error {
            return Ok(Validation {
                violation: Some((v.invariant.name().to_owned(), v.detail)),
            });
        }
        Err(error)
    }
}

/// Every preset.
pub fn presets() -> &'static [Preset] {
    &PRESETS
}

/// Every bot the engine plays, in the engine's order.
pub fn bot_kinds() -> &'static [BotKind] {
    &BotKind::ALL
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_apply_names_one_action_exactly() {
        assert_eq!(
            ApplyAction::of(Some(Action::Pass), None),
            Ok(ApplyAction::Action(Action::Pass))
        );
        assert_eq!(ApplyAction::of(None, Some(7)), Ok(ApplyAction::Id(7)));
        for (action, id, field) in [
            (Some(Action::Pass), Some(0), "action_id"),
            (None, None, "action"),
        ] {
            let e = ApplyAction::of(action, id).expect_err("refused");
            assert_eq!(e.code(), poch_api::codes::ErrorCode::ConflictingFields);
            assert!(
                matches!(&e, ApiError::ConflictingFields { field: f, .. } if f == field),
                "{e}"
            );
        }
    }

    #[test]
    fn table_digests_are_the_tables_and_stay_bounded() {
        let digests = TableDigests::default();
        let table = ActionTable::for_players(&Rules::CLASSIC, 4).expect("a table");
        let fresh = ActionTableInfo::from(&table);
        assert_eq!(digests.info(&table), fresh);
        assert_eq!(digests.info(&table), fresh, "from the cache");
        assert_eq!(digests.len(), 1);
        for chips in 1..=TableDigests::CAPACITY as u64 {
            let other = ActionTable::new(&Rules::CLASSIC, chips).expect("a table");
            assert_eq!(digests.info(&other), ActionTableInfo::from(&other));
            assert!(digests.len() <= TableDigests::CAPACITY);
        }
        assert_eq!(digests.info(&table), fresh, "hashed again");
    }
}
