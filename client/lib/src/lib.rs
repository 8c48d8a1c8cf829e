//! A typed async client of the Poch engine service, over gRPC or REST.
//!
//! One [`Client`] speaks either wire with the same methods, one per operation of the service,
//! taking and returning the engine's own types ([`Action`],
//! [`GameState`](poch_engine::GameState), [`Event`](poch_engine::Event), [`View`],
//! [`LegalActions`], [`DealCheck`] …). The state travels in a [`State`]: the plain state, or a
//! sealed [`Token`] that the client carries back without reading it. The protobuf messages are
//! converted by `poch_api::convert`, the very conversions the service runs; the JSON bodies
//! are the contract's (`poch_api::rest`), the very types the service reads and writes.
//!
//! - **The wire** is chosen by the URL's scheme: `grpc://host:port` for gRPC (HTTP/2 without
//!   TLS), `http://host:port` for REST, unless [`ClientBuilder::transport`] names it.
//! - **Errors** are an [`Error`] with the stable [`ErrorCode`] the service answered (from the
//!   gRPC status's `google.rpc.ErrorInfo`, or the REST problem document), its message, and the
//!   facts it names (`field`, `invariant`, `action_index`).
//! - **Deadlines.** Every call has one ([`ClientBuilder::deadline`], 10 s by default;
//!   [`Client::with_deadline`] for other calls), covering its retries. gRPC sends what is
//!   left of it as `grpc-timeout`, so the service gives up too; REST bounds the request on the
//!   client.
//! - **Retries.** A call refused with `overloaded`, or that got no answer (`unavailable`: no
//!   connection, a connection lost), is sent again after an exponential backoff with full
//!   jitter, at most [`Retry::max_attempts`] times in all. That is safe: the service keeps
//!   nothing, and the same request always gets the same answer. [`Client::stats`] counts the
//!   attempts and the retries.
//! - **Balancing.** Several endpoints of one wire share the load: gRPC over one tonic channel
//!   balanced across them (power of two choices), REST round-robin over the base URLs (a retry
//!   goes to the next).
//!
//! ```no_run
//! use poch_client::{Client, NewMatch};
//! use poch_engine::{Rules, Viewer};
//!
//! # async fn example() -> Result<(), poch_client::Error> {
//! let client = Client::connect("grpc://127.0.0.1:8080").await?;
//! let players = ["ann", "bob", "cy", "di"].map(String::from).to_vec();
//! let step = client.new_game(&NewMatch::new(Rules::CLASSIC, players)).await?;
//! let seat = step.to_act.expect("forehand opens phase 2");
//! // What the seat sees, with its legal actions.
//! let view = client.view(&step.state, Viewer::Seat(seat)).await?;
//! let legal = view.legal.expect("the seat to act has legal actions");
//! let action = legal.sample(|_| 0).expect("an action");
//! let next = client.apply(&step.state, seat, &action).await?;
//! println!("{} events", next.events.len());
//! // Out of turn: refused with the engine's code; the state is unchanged.
//! let refused = client.apply(&next.state, seat, &action).await.unwrap_err();
//! assert!(refused.code.is_rejection());
//! # Ok(())
//! # }
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod error;
mod grpc;
mod rest;
mod values;

use std::fmt;
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use poch_engine::rng::{DealCheck, DealVerification};
use poch_engine::{Action, BotKind, LegalActions, Seat, View, Viewer};

pub use error::{Error, ErrorCode};
/// The contract's bodies that the client answers as they are.
pub use poch_api::rest::{
    ActionTableInfo, PresetInfo, PresetsResponse, StateForm, SwitchInfo, Violation,
};
use values::Move;
pub use values::{
    ChosenAction, Commitment, LegalActionIds, NewMatch, Presets, Source, State, Step, Ticket,
    Tickets, Token,
};

/// The wire a client speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transport {
    /// gRPC (`poch.v1.EngineService`), HTTP/2 without TLS.
    Grpc,
    /// REST (JSON), HTTP/1.1 without TLS.
    Rest,
}

impl Transport {
    /// `grpc` or `rest`.
    pub const fn name(self) -> &'static str {
        match self {
            Transport::Grpc => "grpc",
            Transport::Rest => "rest",
        }
    }
}

impl fmt::Display for Transport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Transport {
    type Err = String;

    fn from_str(s: &str) -> Result<Transport, String> {
        match s {
            "grpc" => Ok(Transport::Grpc),
            "rest" => Ok(Transport::Rest),
            other => Err(format!("unknown transport {other:?}: grpc or rest")),
        }
    }
}

/// The REST body of a new match: the wire's own, so it stands beside the wires.
impl NewMatch {
    /// The REST body of `POST /v1/games` (and a `Replay`'s `new_game`): every switch, so that
    /// the preset the service starts from does not matter.
    pub fn to_request(&self) -> poch_api::rest::NewGameRequest {
        rest::new_game_request(self)
    }
}

/// How often, and how far apart, a call is sent again after `overloaded` or `unavailable`.
///
/// The wait before retry `n` (from 1) is drawn uniformly from zero to
/// `min(max_backoff, initial_backoff × 2^(n−1))` ("full jitter"), so that clients shed at the
/// same moment do not come back together. No wait outlasts the call's deadline: when the next
/// attempt could not start before it, the call ends with the last error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retry {
    /// Attempts in all, the first included (1: no retry).
    pub max_attempts: u32,
    /// The ceiling of the first wait.
    pub initial_backoff: Duration,
    /// The most any wait's ceiling grows to.
    pub max_backoff: Duration,
}

impl Retry {
    /// No retry: every call is sent once.
    pub const NONE: Retry = Retry {
        max_attempts: 1,
        initial_backoff: Duration::ZERO,
        max_backoff: Duration::ZERO,
    };

    /// The ceiling of the wait before retry `n` (from 1).
    pub fn ceiling(&self, n: u32) -> Duration {
        let doublings = n.saturating_sub(1).min(31);
        self.initial_backoff
            .saturating_mul(1 << doublings)
            .min(self.max_backoff)
    }

    /// The wait before retry `n` (from 1): uniform in `0..=ceiling(n)`.
    pub fn backoff(&self, n: u32) -> Duration {
        let ceiling = u64::try_from(self.ceiling(n).as_micros()).unwrap_or(u64::MAX);
        Duration::from_micros(fastrand::u64(0..=ceiling))
    }
}

/// Four attempts, waits from up to 50 ms growing to at most 1 s.
impl Default for Retry {
    fn default() -> Retry {
        Retry {
            max_attempts: 4,
            initial_backoff: Duration::from_millis(50),
            max_backoff: Duration::from_secs(1),
        }
    }
}

/// What a client (and every client made from it by [`Client::with_deadline`] or
/// [`Client::with_retry`]) has sent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Calls made.
    pub calls: u64,
    /// Requests sent: the first attempt of every call, and every retry.
    pub attempts: u64,
    /// Requests sent again after `overloaded` or `unavailable`.
    pub retries: u64,
}

#[derive(Debug, Default)]
struct Counters {
    calls: AtomicU64,
    attempts: AtomicU64,
    retries: AtomicU64,
}

/// The default deadline of a call.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(10);

/// The longest a new connection may take.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

/// How a [`Client`] is made.
///
/// ```no_run
/// use std::time::Duration;
/// use poch_client::{Client, Retry, Transport};
///
/// # async fn example() -> Result<(), poch_client::Error> {
/// // Two replicas over gRPC, balanced; a deadline of 2 s for every call, and at most six
/// // attempts of a shed call.
/// let client = Client::builder()
///     .endpoint("grpc://10.0.0.1:8080,grpc://10.0.0.2:8080")
///     .deadline(Duration::from_secs(2))
///     .retry(Retry { max_attempts: 6, ..Retry::default() })
///     .connect()
///     .await?;
/// assert_eq!(client.transport(), Transport::Grpc);
/// // One call with a shorter deadline.
/// let presets = client.with_deadline(Duration::from_millis(200)).presets().await?;
/// println!("{} presets", presets.presets.len());
/// # Ok(())
/// # }
/// ```
#[derive(Clone, Debug)]
pub struct ClientBuilder {
    endpoints: Vec<String>,
    transport: Option<Transport>,
    deadline: Duration,
    connect_timeout: Duration,
    retry: Retry,
}

impl ClientBuilder {
    /// Adds an endpoint: `grpc://host:port` or `http://host:port` (a list separated by commas
    /// adds each). Every endpoint of a client speaks the same wire.
    #[must_use]
    pub fn endpoint(mut self, url: &str) -> ClientBuilder {
        self.endpoints.extend(
            url.split(',')
                .map(str::trim)
                .filter(|u| !u.is_empty())
                .map(str::to_owned),
        );
        self
    }

    /// The wire, whatever the URLs' scheme: gRPC to an `http://` URL, or REST to a `grpc://`
    /// one (as plain HTTP to the same host and port).
    #[must_use]
    pub fn transport(mut self, transport: Transport) -> ClientBuilder {
        self.transport = Some(transport);
        self
    }

    /// The deadline of every call ([`DEFAULT_DEADLINE`] unless set).
    #[must_use]
    pub fn deadline(mut self, deadline: Duration) -> ClientBuilder {
        self.deadline = deadline;
        self
    }

    /// The longest a new connection may take ([`DEFAULT_CONNECT_TIMEOUT`] unless set).
    #[must_use]
    pub fn connect_timeout(mut self, timeout: Duration) -> ClientBuilder {
        self.connect_timeout = timeout;
        self
    }

    /// The retry policy ([`Retry::default`] unless set; [`Retry::NONE`] for none).
    #[must_use]
    pub fn retry(mut self, retry: Retry) -> ClientBuilder {
        self.retry = retry;
        self
    }

    /// The client. Connections are made when the first call needs them (and again after one
    /// is lost), so a service that is not up yet fails a call, not this. Call it within a
    /// Tokio runtime: the gRPC channel's worker runs on it.
    ///
    /// # Errors
    ///
    /// `invalid_argument` for no endpoint, a URL that is not `grpc://` or `http://` with a
    /// host, or endpoints of both wires.
    pub async fn connect(self) -> Result<Client, Error> {
        let ClientBuilder {
            endpoints,
            transport,
            deadline,
            connect_timeout,
            retry,
        } = self;
        if endpoints.is_empty() {
            return Err(invalid(
                "no endpoint: give grpc://host:port or http://host:port",
            ));
        }
        let mut wire_of = None;
        let mut bases = Vec::with_capacity(endpoints.len());
        for url in &endpoints {
            let (scheme, authority) = url
                .split_once("://")
                .ok_or_else(|| invalid(format!("{url:?} has no scheme: grpc:// or http://")))?;
            let by_scheme = match scheme {
                "grpc" => Transport::Grpc,
                "http" => Transport::Rest,
                other => {
                    return Err(invalid(format!(
                        "{url:?}: the scheme {other:?} is not grpc or http (the client speaks \
                         no TLS)"
                    )));
                }
            };
            let authority = authority.trim_end_matches('/');
            if authority.is_empty() || authority.contains('/') {
                return Err(invalid(format!(
                    "{url:?} is not scheme://host:port with no path"
                )));
            }
            let wire = transport.unwrap_or(by_scheme);
            if wire_of.is_some_and(|w| w != wire) {
                return Err(invalid(
                    "the endpoints speak both wires: give one scheme, or --transport",
                ));
            }
            wire_of = Some(wire);
            bases.push(format!("http://{authority}"));
        }
        let wire = match wire_of {
            Some(Transport::Grpc) => Wire::Grpc(grpc::GrpcWire::new(&bases, connect_timeout)?),
            Some(Transport::Rest) | None => {
                Wire::Rest(rest::RestWire::new(bases, connect_timeout)?)
            }
        };
        Ok(Client {
            wire: Arc::new(wire),
            counters: Arc::new(Counters::default()),
            deadline,
            retry,
            ticket: None,
        })
    }
}

fn invalid(message: impl Into<String>) -> Error {
    Error::new(ErrorCode::InvalidArgument, message)
}

enum Wire {
    Grpc(grpc::GrpcWire),
    Rest(rest::RestWire),
}

/// A client of the service over one wire, to one or more endpoints. Cloning is cheap and the
/// clones share the connections and the [`Stats`].
#[derive(Clone)]
pub struct Client {
    wire: Arc<Wire>,
    counters: Arc<Counters>,
    deadline: Duration,
    retry: Retry,
    ticket: Option<Ticket>,
}

impl fmt::Debug for Client {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Client")
            .field("transport", &self.transport())
            .field("deadline", &self.deadline)
            .field("retry", &self.retry)
            .field("ticket", &self.ticket)
            .finish_non_exhaustive()
    }
}

impl Client {
    /// A builder, with no endpoint yet.
    pub fn builder() -> ClientBuilder {
        ClientBuilder {
            endpoints: Vec::new(),
            transport: None,
            deadline: DEFAULT_DEADLINE,
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
            retry: Retry::default(),
        }
    }

    /// A client of `url` (or of a comma-separated list of URLs) with the defaults.
    ///
    /// # Errors
    ///
    /// As [`ClientBuilder::connect`].
    pub async fn connect(url: &str) -> Result<Client, Error> {
        Client::builder().endpoint(url).connect().await
    }

    /// The wire it speaks.
    pub fn transport(&self) -> Transport {
        match &*self.wire {
            Wire::Grpc(_) => Transport::Grpc,
            Wire::Rest(_) => Transport::Rest,
        }
    }

    /// The same client with another deadline for its calls.
    #[must_use]
    pub fn with_deadline(&self, deadline: Duration) -> Client {
        Client {
            deadline,
            ..self.clone()
        }
    }

    /// The same client with another retry policy for its calls.
    #[must_use]
    pub fn with_retry(&self, retry: Retry) -> Client {
        Client {
            retry,
            ..self.clone()
        }
    }

    /// The same client sending `ticket` (a seat's, or the operator's) with every call that
    /// takes one: `Apply`, `ChooseAction`, `ListLegalActions` and `GetView`. A service in ticket
    /// mode answers a call without a ticket as a spectator at most.
    #[must_use]
    pub fn with_ticket(&self, ticket: Ticket) -> Client {
        Client {
            ticket: Some(ticket),
            ..self.clone()
        }
    }

    /// The ticket its calls send, if any.
    pub fn ticket(&self) -> Option<&Ticket> {
        self.ticket.as_ref()
    }

    /// The deadline of its calls.
    pub fn deadline(&self) -> Duration {
        self.deadline
    }

    /// What this client and its clones have sent.
    pub fn stats(&self) -> Stats {
        Stats {
            calls: self.counters.calls.load(Ordering::Relaxed),
            attempts: self.counters.attempts.load(Ordering::Relaxed),
            retries: self.counters.retries.load(Ordering::Relaxed),
        }
    }

    /// Sends one call: `attempt` is given the time left of the deadline, and is run again
    /// after a retryable error while attempts and time are left.
    async fn call<T, F, Fut>(&self, mut attempt: F) -> Result<T, Error>
    where
        F: FnMut(Duration) -> Fut,
        Fut: Future<Output = Result<T, Error>>,
    {
        self.counters.calls.fetch_add(1, Ordering::Relaxed);
        let started = Instant::now();
        let mut sent = 0u32;
        loop {
            let left = self.deadline.saturating_sub(started.elapsed());
            if left.is_zero() {
                return Err(Error::deadline(self.deadline));
            }
            sent += 1;
            self.counters.attempts.fetch_add(1, Ordering::Relaxed);
            let error = match tokio::time::timeout(left, attempt(left)).await {
                Ok(Ok(answer)) => return Ok(answer),
                // The transport's own timer, set to the same instant, may end the attempt
                // first: whatever ended it, the deadline had passed.
                Ok(Err(error)) if error.code == ErrorCode::DeadlineExceeded => {
                    return Err(Error::deadline(self.deadline));
                }
                Ok(Err(error)) => error,
                Err(_) => return Err(Error::deadline(self.deadline)),
            };
            if !error.code.is_retryable() || sent >= self.retry.max_attempts {
                return Err(error);
            }
            let wait = self.retry.backoff(sent);
            if started.elapsed() + wait >= self.deadline {
                return Err(error);
            }
            tokio::time::sleep(wait).await;
            self.counters.retries.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// `NewGame`: starts a match and deals its first deal.
    ///
    /// # Errors
    ///
    /// The service's refusal (`player_count`, `caller_seed_forbidden` …), or the client's
    /// own codes.
    pub async fn new_game(&self, new: &NewMatch) -> Result<Step, Error> {
        match &*self.wire {
            Wire::Grpc(g) => {
                let request = grpc::new_game_request(new);
                self.call(|left| g.new_game(request.clone(), left)).await
            }
            Wire::Rest(r) => {
                let body = rest::new_game_body(new)?;
                self.call(|left| r.game(poch_api::operations::path::NEW_GAME, body.clone(), left))
                    .await
            }
        }
    }

    /// `Apply`: one action by `seat` on `state`. The answer's state has the form of `state`.
    ///
    /// # Errors
    ///
    /// The engine's refusal ([`ErrorCode::is_rejection`]: the state is unchanged), the
    /// state's problem, or the client's own codes.
    pub async fn apply(&self, state: &State, seat: Seat, action: &Action) -> Result<Step, Error> {
        self.apply_inner(state, seat, Move::Action(action), false)
            .await
    }

    /// `Apply` of the action of stable id `action_id` in the match's action table (the ids of
    /// [`Client::legal_action_ids`]): the same answer as applying the action itself.
    ///
    /// # Errors
    ///
    /// `action_id_out_of_range` for an id past the table's end, `table_too_large` for a
    /// match of more chips than ids count, else as [`Client::apply`].
    pub async fn apply_id(&self, state: &State, seat: Seat, action_id: u32) -> Result<Step, Error> {
        self.apply_inner(state, seat, Move::Id(action_id), false)
            .await
    }

    /// `Apply` with every seat's view, then the spectator's, in the answer.
    ///
    /// # Errors
    ///
    /// As [`Client::apply`].
    pub async fn apply_with_views(
        &self,
        state: &State,
        seat: Seat,
        action: &Action,
    ) -> Result<Step, Error> {
        self.apply_inner(state, seat, Move::Action(action), true)
            .await
    }

    async fn apply_inner(
        &self,
        state: &State,
        seat: Seat,
        action: Move<'_>,
        include_views: bool,
    ) -> Result<Step, Error> {
        match &*self.wire {
            Wire::Grpc(g) => {
                let request =
                    grpc::apply_request(state, seat, action, include_views, self.ticket());
                self.call(|left| g.apply(request.clone(), left)).await
            }
            Wire::Rest(r) => {
                let body = rest::apply_body(state, seat, action, include_views, self.ticket())?;
                self.call(|left| r.game(poch_api::operations::path::APPLY, body.clone(), left))
                    .await
            }
        }
    }

    /// `ChooseAction`: the action a bot of `kind` takes for `seat` now: the move a seated bot
    /// of that kind would make, or with [`BotKind::Timeout`] the time-out move.
    ///
    /// # Errors
    ///
    /// `not_your_turn`, `match_over`, `seat_out_of_range`, `deck_order_required`, the state's
    /// problem, or the client's own codes.
    pub async fn choose_action(
        &self,
        state: &State,
        seat: Seat,
        kind: BotKind,
    ) -> Result<Action, Error> {
        Ok(self.choose_action_inner(state, seat, kind, false).await?.0)
    }

    /// `ChooseAction` with `include_action_id`: the bot's move and its stable action id.
    ///
    /// # Errors
    ///
    /// `table_too_large` for a match of more chips than ids count, else as
    /// [`Client::choose_action`].
    pub async fn choose_action_id(
        &self,
        state: &State,
        seat: Seat,
        kind: BotKind,
    ) -> Result<ChosenAction, Error> {
        match self.choose_action_inner(state, seat, kind, true).await? {
            (action, Some(action_id)) => Ok(ChosenAction { action, action_id }),
            (_, None) => Err(Error::bad_answer(
                "an answer without the action id it was asked for",
            )),
        }
    }

    async fn choose_action_inner(
        &self,
        state: &State,
        seat: Seat,
        kind: BotKind,
        include_action_id: bool,
    ) -> Result<(Action, Option<u32>), Error> {
        match &*self.wire {
            Wire::Grpc(g) => {
                let request = grpc::choose_action_request(
                    state,
                    seat,
                    kind,
                    include_action_id,
                    self.ticket(),
                );
                self.call(|left| g.choose_action(request.clone(), left))
                    .await
            }
            Wire::Rest(r) => {
                let body =
                    rest::choose_action_body(state, seat, kind, include_action_id, self.ticket())?;
                self.call(|left| r.choose_action(body.clone(), left)).await
            }
        }
    }

    /// `ListLegalActions`: what `seat` may do (all empty when it may not act).
    ///
    /// # Errors
    ///
    /// `seat_out_of_range`, the state's problem, or the client's own codes.
    pub async fn legal_actions(&self, state: &State, seat: Seat) -> Result<LegalActions, Error> {
        Ok(self.legal_actions_inner(state, seat, false).await?.0)
    }

    /// `ListLegalActions` with `include_action_ids`: what `seat` may do, also as stable
    /// action ids, with the match's action table.
    ///
    /// # Errors
    ///
    /// `table_too_large` for a match of more chips than ids count, else as
    /// [`Client::legal_actions`].
    pub async fn legal_action_ids(
        &self,
        state: &State,
        seat: Seat,
    ) -> Result<LegalActionIds, Error> {
        match self.legal_actions_inner(state, seat, true).await? {
            (legal, Some((ids, table))) => Ok(LegalActionIds { legal, ids, table }),
            (_, None) => Err(Error::bad_answer(
                "an answer without the action table it was asked for",
            )),
        }
    }

    async fn legal_actions_inner(
        &self,
        state: &State,
        seat: Seat,
        include_action_ids: bool,
    ) -> Result<(LegalActions, Option<(Vec<u32>, ActionTableInfo)>), Error> {
        match &*self.wire {
            Wire::Grpc(g) => {
                let request =
                    grpc::legal_actions_request(state, seat, include_action_ids, self.ticket());
                self.call(|left| g.legal_actions(request.clone(), left))
                    .await
            }
            Wire::Rest(r) => {
                let body =
                    rest::legal_actions_body(state, seat, include_action_ids, self.ticket())?;
                self.call(|left| r.legal_actions(body.clone(), left)).await
            }
        }
    }

    /// `GetView`: what a seat (with its legal actions) or a spectator may see.
    ///
    /// # Errors
    ///
    /// `seat_out_of_range`, the state's problem, or the client's own codes.
    pub async fn view(&self, state: &State, viewer: Viewer) -> Result<View, Error> {
        match &*self.wire {
            Wire::Grpc(g) => {
                let request = grpc::view_request(state, viewer, self.ticket());
                self.call(|left| g.view(request.clone(), left)).await
            }
            Wire::Rest(r) => {
                let body = rest::view_body(state, viewer, self.ticket())?;
                self.call(|left| r.view(body.clone(), left)).await
            }
        }
    }

    /// `ValidateState`: the invariants a state breaks (none: it is valid).
    ///
    /// # Errors
    ///
    /// A state that cannot be read at all (`state_tampered`, `state_version_unsupported`, a
    /// plain state the policy refuses), or the client's own codes.
    pub async fn validate(&self, state: &State) -> Result<Vec<Violation>, Error> {
        match &*self.wire {
            Wire::Grpc(g) => {
                let request = grpc::validate_request(state);
                self.call(|left| g.validate(request.clone(), left)).await
            }
            Wire::Rest(r) => {
                let body = rest::validate_body(state)?;
                self.call(|left| r.validate(body.clone(), left)).await
            }
        }
    }

    /// `Replay`: a whole match from its start and its actions, in one call.
    ///
    /// # Errors
    ///
    /// The start's problem, or the first refused action (its code, and its index in
    /// [`Error::action_index`]).
    pub async fn replay(&self, new: &NewMatch, actions: &[(Seat, Action)]) -> Result<Step, Error> {
        match &*self.wire {
            Wire::Grpc(g) => {
                let request = grpc::replay_request(new, actions);
                self.call(|left| g.replay(request.clone(), left)).await
            }
            Wire::Rest(r) => {
                let body = rest::replay_body(new, actions)?;
                self.call(|left| r.game(poch_api::operations::path::REPLAY, body.clone(), left))
                    .await
            }
        }
    }

    /// `ListPresets`: the presets and every variant switch.
    ///
    /// # Errors
    ///
    /// The client's own codes.
    pub async fn presets(&self) -> Result<Presets, Error> {
        match &*self.wire {
            Wire::Grpc(g) => self.call(|left| g.presets(left)).await,
            Wire::Rest(r) => self.call(|left| r.presets(left)).await,
        }
    }

    /// `CommitServerSeed`: a commitment to a new server seed, for a provably fair match.
    ///
    /// # Errors
    ///
    /// The client's own codes.
    pub async fn commit_server_seed(&self) -> Result<Commitment, Error> {
        match &*self.wire {
            Wire::Grpc(g) => self.call(|left| g.commit_server_seed(left)).await,
            Wire::Rest(r) => self.call(|left| r.commit_server_seed(left)).await,
        }
    }

    /// `VerifyDeal`: checks a revealed deal seed against its commitment (and a provably fair
    /// match's chain), and deals what the seed deals.
    ///
    /// # Errors
    ///
    /// `invalid_table`, or the client's own codes.
    pub async fn verify_deal(&self, check: &DealCheck) -> Result<DealVerification, Error> {
        match &*self.wire {
            Wire::Grpc(g) => {
                let request = grpc::verify_deal_request(check);
                self.call(|left| g.verify_deal(request.clone(), left)).await
            }
            Wire::Rest(r) => {
                let body = rest::verify_deal_body(check)?;
                self.call(|left| r.verify_deal(body.clone(), left)).await
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poch_engine::{DealSource, NewGame, Rules, Seed};

    #[test]
    fn backoff_doubles_to_its_ceiling_and_stays_under_it() {
        let retry = Retry {
            max_attempts: 10,
            initial_backoff: Duration::from_millis(10),
            max_backoff: Duration::from_millis(70),
        };
        let ceilings: Vec<u128> = (1..=5).map(|n| retry.ceiling(n).as_millis()).collect();
        assert_eq!(ceilings, [10, 20, 40, 70, 70]);
        assert_eq!(retry.ceiling(200), Duration::from_millis(70));
        let waits: Vec<Duration> = (0..500).map(|_| retry.backoff(3)).collect();
        assert!(waits.iter().all(|w| *w <= Duration::from_millis(40)));
        // Full jitter: the waits spread over the whole range, not around its top.
        assert!(waits.iter().any(|w| *w < Duration::from_millis(10)));
        assert!(waits.iter().any(|w| *w > Duration::from_millis(30)));
        assert_eq!(Retry::NONE.backoff(1), Duration::ZERO);
    }

    #[test]
    fn tokens_travel_as_unpadded_base64url() {
        let token = Token::from_bytes(vec![0xfb, 0xff, 0x01]);
        assert_eq!(token.to_text(), "-_8B");
        assert_eq!(Token::from_text("-_8B"), Ok(token.clone()));
        assert_eq!(format!("{token:?}"), "Token(3 bytes)");
        assert_eq!(
            Token::from_text("a token!").map_err(|e| e.code),
            Err(ErrorCode::BadAnswer)
        );
    }

    #[tokio::test]
    async fn endpoints_name_one_wire_with_a_host() {
        let code = |urls: &[&str], transport: Option<Transport>| {
            let mut builder = Client::builder();
            for url in urls {
                builder = builder.endpoint(url);
            }
            if let Some(t) = transport {
                builder = builder.transport(t);
            }
            async move { builder.connect().await.map(|c| c.transport()) }
        };
        assert_eq!(
            code(&["grpc://127.0.0.1:1"], None).await,
            Ok(Transport::Grpc)
        );
        assert_eq!(
            code(&["http://127.0.0.1:1/"], None).await,
            Ok(Transport::Rest)
        );
        assert_eq!(
            code(
                &["http://127.0.0.1:1,http://127.0.0.1:2"],
                Some(Transport::Grpc)
            )
            .await,
            Ok(Transport::Grpc)
        );
        for (urls, why) in [
            (&[][..], "no endpoint"),
            (&["127.0.0.1:1"][..], "no scheme"),
            (&["https://127.0.0.1:1"][..], "TLS"),
            (&["http://127.0.0.1:1/v1"][..], "a path"),
            (
                &["grpc://127.0.0.1:1", "http://127.0.0.1:2"][..],
                "two wires",
            ),
        ] {
            let refused = code(urls, None).await.expect_err(why);
            assert_eq!(refused.code, ErrorCode::InvalidArgument, "{why}");
        }
    }

    #[test]
    fn an_engine_new_game_is_sent_as_it_is_but_a_fair_one_is_not() {
        let players = vec!["ann".to_owned(), "bob".to_owned(), "cy".to_owned()];
        let seeded = NewGame {
            rules: Rules::CLASSIC,
            players: players.clone(),
            source: DealSource::Seed {
                seed: Seed([3; 32]),
                first_dealer: Some(Seat(2)),
            },
            start: None,
            bots: Vec::new(),
        };
        let new = NewMatch::try_from(seeded).expect("a seeded match");
        assert_eq!(
            new.source,
            Source::Seed {
                seed: Seed([3; 32]),
                first_dealer: Some(Seat(2))
            }
        );
        let fair = NewGame {
            rules: Rules::CLASSIC,
            players,
            source: DealSource::Fair {
                server_seed: Seed([1; 32]),
                client_seeds: Vec::new(),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        };
        assert_eq!(
            NewMatch::try_from(fair).map_err(|e| e.code),
            Err(ErrorCode::InvalidDealSource)
        );
    }
}
