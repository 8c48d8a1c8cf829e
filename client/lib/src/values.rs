//! The values a client sends and receives, shared by the client and both wires: sealed tokens
//! and tickets, a state in either form, where a new match's cards come from, a new match, one
//! step of a match, and the service's commitment for a provably fair one.

use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use poch_api::rest::{ActionTableInfo, PresetsResponse, StateForm};
use poch_engine::{
    Action, BotSeat, DealSource, DeckOrder, Digest, Event, GameState, LegalActions, MatchId,
    NewGame, Phase, Rules, Seat, Seed, StartPosition, View,
};

use crate::error::{Error, ErrorCode};

/// A sealed state token: bytes the service wrote and only it reads. On gRPC its bytes, in JSON
/// the same bytes in unpadded base64url ([`Token::to_text`]); a token answered on one wire is
/// taken by the other.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Token(Vec<u8>);

impl Token {
    /// A token from its bytes.
    pub fn from_bytes(bytes: Vec<u8>) -> Token {
        Token(bytes)
    }

    /// Its bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// Its text in JSON: unpadded base64url.
    pub fn to_text(&self) -> String {
        URL_SAFE_NO_PAD.encode(&self.0)
    }

    /// A token from its JSON text.
    ///
    /// # Errors
    ///
    /// `bad_answer` for text that is not unpadded base64url.
    pub fn from_text(text: &str) -> Result<Token, Error> {
        URL_SAFE_NO_PAD
            .decode(text)
            .map(Token)
            .map_err(|e| Error::bad_answer(format!("a token that is not base64url: {e}")))
    }
}

/// Only the length: a token is opaque, and a log line should not carry it.
impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Token({} bytes)", self.0.len())
    }
}

/// A seat ticket or a match's operator ticket: a short credential the service derives from its
/// sealing key, the match id and the seat. A service in ticket mode asks for one, beside the
/// token, to read or act for a seat
/// ([`Client::with_ticket`](crate::Client::with_ticket)). On gRPC its bytes, in JSON the same
/// bytes in unpadded base64url.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Ticket(Vec<u8>);

impl Ticket {
    /// A ticket from its bytes.
    pub fn from_bytes(bytes: Vec<u8>) -> Ticket {
        Ticket(bytes)
    }

    /// Its bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// Its text in JSON: unpadded base64url.
    pub fn to_text(&self) -> String {
        URL_SAFE_NO_PAD.encode(&self.0)
    }

    /// A ticket from its JSON text.
    ///
    /// # Errors
    ///
    /// `bad_answer` for text that is not unpadded base64url.
    pub fn from_text(text: &str) -> Result<Ticket, Error> {
        URL_SAFE_NO_PAD
            .decode(text)
            .map(Ticket)
            .map_err(|e| Error::bad_answer(format!("a ticket that is not base64url: {e}")))
    }
}

/// Only the length: a ticket is a credential, and a log line should not carry it.
impl fmt::Debug for Ticket {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Ticket({} bytes)", self.0.len())
    }
}

/// A match's tickets, as `NewGame` and `Replay` answer them: keep them where the token is kept,
/// and hand a player its own seat's ticket at most.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tickets {
    /// One per seat, by seat.
    pub seats: Vec<Ticket>,
    /// The operator ticket: every seat, and the views of all.
    pub operator: Ticket,
}

impl Tickets {
    /// The ticket of `seat`, if the table has it.
    pub fn seat(&self, seat: Seat) -> Option<&Ticket> {
        self.seats.get(seat.index())
    }
}

/// A state as it travels: plain, or sealed.
#[derive(Clone, Debug, PartialEq)]
pub enum State {
    /// The plain state, readable by its holder.
    Plain(Box<GameState>),
    /// A sealed token.
    Sealed(Token),
}

impl State {
    /// The plain state, if this is one.
    pub fn plain(&self) -> Option<&GameState> {
        match self {
            State::Plain(state) => Some(state),
            State::Sealed(_) => None,
        }
    }

    /// Its form.
    pub fn form(&self) -> StateForm {
        match self {
            State::Plain(_) => StateForm::Plain,
            State::Sealed(_) => StateForm::Sealed,
        }
    }
}

impl From<GameState> for State {
    fn from(state: GameState) -> State {
        State::Plain(Box::new(state))
    }
}

/// Where a new match's cards come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The service draws the match seed.
    Drawn {
        /// The first dealer; drawn from the seed when absent.
        first_dealer: Option<Seat>,
    },
    /// A match seed the caller chose (where the service allows caller seeds).
    Seed {
        /// The match seed.
        seed: Seed,
        /// The first dealer; drawn from the seed when absent.
        first_dealer: Option<Seat>,
    },
    /// Supplied deck orders (where the service allows them).
    Decks {
        /// The first dealer.
        first_dealer: Seat,
        /// Deck orders for the first deals.
        decks: Vec<DeckOrder>,
    },
    /// A provably fair match: the pre-match token of
    /// [`Client::commit_server_seed`](crate::Client::commit_server_seed) and the players' client
    /// seeds.
    Fair {
        /// The pre-match token.
        pre_match_token: Token,
        /// The players' client seeds, at most one each.
        client_seeds: Vec<String>,
        /// The first dealer; drawn from the match seed when absent.
        first_dealer: Option<Seat>,
    },
}

/// A new match, as `NewGame` takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewMatch {
    /// Every switch.
    pub rules: Rules,
    /// Player ids by seat.
    pub players: Vec<String>,
    /// Where the cards come from.
    pub source: Source,
    /// A starting position; equal stacks and an empty board when absent.
    pub start: Option<StartPosition>,
    /// The form of the answer's state; the service's default when absent.
    pub state_form: Option<StateForm>,
    /// Also answer every seat's view, then the spectator's.
    pub include_views: bool,
    /// The seats the service plays itself (ED-43): after every action, each of them whose
    /// turn comes.
    pub bots: Vec<BotSeat>,
    /// Ask the answer as this seat alone: only the public events and the seat's own, and the
    /// seat's ticket ([`Step::seat_ticket`]) instead of the match's tickets. Needs a sealed
    /// state.
    pub answer_as_seat: Option<Seat>,
}

impl NewMatch {
    /// A match of `rules` between `players`, on a seed the service draws.
    pub fn new(rules: Rules, players: Vec<String>) -> NewMatch {
        NewMatch {
            rules,
            players,
            source: Source::Drawn { first_dealer: None },
            start: None,
            state_form: None,
            include_views: false,
            bots: Vec::new(),
            answer_as_seat: None,
        }
    }
}

/// The engine's `NewGame` sent to the service. A provably fair match cannot be: its server seed
/// is the service's secret, and it starts from a pre-match token ([`Source::Fair`]).
impl TryFrom<NewGame> for NewMatch {
    type Error = Error;

    fn try_from(new: NewGame) -> Result<NewMatch, Error> {
        let NewGame {
            rules,
            players,
            source,
            start,
            bots,
        } = new;
        let source = match source {
            DealSource::Seed { seed, first_dealer } => Source::Seed { seed, first_dealer },
            DealSource::Decks {
                first_dealer,
                decks,
            } => Source::Decks {
                first_dealer,
                decks,
            },
            DealSource::Fair { .. } => {
                return Err(Error::new(
                    ErrorCode::InvalidDealSource,
                    "a provably fair match starts from the service's pre-match token \
                     (Source::Fair), not from a server seed",
                ));
            }
        };
        Ok(NewMatch {
            rules,
            players,
            source,
            start,
            state_form: None,
            include_views: false,
            bots,
            answer_as_seat: None,
        })
    }
}

/// A state and what an operation caused.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The state after the operation, in the form of the request's.
    pub state: State,
    /// The events, in order; private ones tagged with their seat.
    pub events: Vec<Event>,
    /// With views asked for: every seat's view, then the spectator's.
    pub views: Vec<View>,
    /// The seat that must act next.
    pub to_act: Option<Seat>,
    /// Where the match stands.
    pub phase: Phase,
    /// The match's identity: keep it with the token, and take an answer only for the same
    /// match id and a version one more than the one stored.
    pub match_id: Option<MatchId>,
    /// The number of actions applied.
    pub version: u64,
    /// `NewGame` and `Replay`: the match's tickets.
    pub tickets: Option<Tickets>,
    /// `NewGame` with [`NewMatch::answer_as_seat`]: that seat's ticket alone.
    pub seat_ticket: Option<Ticket>,
}

/// A seat's legal actions, with their stable action ids and the table that numbers them.
#[derive(Clone, Debug)]
pub struct LegalActionIds {
    /// The legal actions.
    pub legal: LegalActions,
    /// Their ids, ascending: [`Client::apply_id`](crate::Client::apply_id) takes them.
    pub ids: Vec<u32>,
    /// The match's action table: its size, its digest (to check a numbering of one's own
    /// against, as `poch_engine::encoding::ActionTable::digest` gives it) and its chips.
    pub table: ActionTableInfo,
}

/// A bot's move with its stable action id
/// ([`Client::choose_action_id`](crate::Client::choose_action_id)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChosenAction {
    /// The move.
    pub action: Action,
    /// Its id in the match's action table: [`Client::apply_id`](crate::Client::apply_id) takes
    /// it.
    pub action_id: u32,
}

/// The action an `Apply` sends: itself, or its id.
#[derive(Clone, Copy, Debug)]
pub(super) enum Move<'a> {
    Action(&'a Action),
    Id(u32),
}

/// The presets and the switches, as the service lists them.
pub type Presets = PresetsResponse;

/// The service's commitment to a new server seed, for a provably fair match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commitment {
    /// SHA-256 of the secret server seed: to show the players before they give client seeds.
    pub server_commitment: Digest,
    /// The server seed, sealed: [`Source::Fair`] takes it back.
    pub pre_match_token: Token,
    /// When the pre-match token stops starting matches (milliseconds since the Unix epoch).
    pub expires_at_unix_ms: u64,
}
