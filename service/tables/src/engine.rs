//! The engine as the table server calls it: in process (the service's own operations,
//! `poch_service::ops::Service`, with the table server's sealing key) or over gRPC to a
//! `poch-service` (`--engine-url`). Both store the same things: a sealed token, the match's
//! tickets and the pre-match token, never a plain state. Every answer of a match comes with
//! every seat's view and the spectator's, read with the operator ticket; the table server
//! routes each to its seat and holds no rule.

use std::sync::Arc;

use poch_api::codes::ErrorCode;
use poch_api::rest::PresetsResponse;
use poch_engine::rng::{DealCheck, DealVerification};
use poch_engine::{
    Action, BotKind, BotSeat, Digest, Event, MatchId, Phase, Rules, Seat, View, Viewer,
};
use poch_service::ops;

use crate::client;
use crate::error::{TableCode, TableError};

/// A match's tickets, as the engine derived them: one per seat and the operator's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchTickets {
    /// One per seat, by seat.
    pub seats: Vec<Vec<u8>>,
    /// The operator ticket: every seat's view and events, acting for any seat.
    pub operator: Vec<u8>,
}

/// What the engine answered to a start or a move.
#[derive(Clone, Debug)]
pub struct EngineStep {
    /// The sealed state after it.
    pub token: Vec<u8>,
    /// The match's id.
    pub match_id: MatchId,
    /// The number of actions applied.
    pub version: u64,
    /// Every event (private ones tagged with their seat), in order.
    pub events: Vec<Event>,
    /// Every seat's view, then the spectator's.
    pub views: Vec<View>,
    /// The seat that must act.
    pub to_act: Option<Seat>,
    /// Where the match stands.
    pub phase: Phase,
    /// The match's tickets (a start only).
    pub tickets: Option<MatchTickets>,
}

/// The server's commitment to a secret seed: the pre-match token never leaves the table
/// server.
#[derive(Clone, Debug)]
pub struct Committed {
    /// SHA-256 of the server seed, to show the players.
    pub server_commitment: Digest,
    /// The server seed, sealed: it starts the table's one match.
    pub pre_match_token: Vec<u8>,
}

/// A new match as the table asks for it.
#[derive(Clone, Debug)]
pub struct Start {
    /// Every switch.
    pub rules: Rules,
    /// Player ids by seat.
    pub players: Vec<String>,
    /// The seats the engine plays itself.
    pub bots: Vec<BotSeat>,
}

/// The engine, in process or remote.
#[derive(Clone)]
pub enum Engine {
    /// The service's operations in this process.
    InProcess(Arc<ops::Service>),
    /// A `poch-service` over gRPC.
    Remote(client::Client),
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Engine::InProcess(_) => "Engine::InProcess",
            Engine::Remote(_) => "Engine::Remote",
        })
    }
}

/// The in-process service's refusal, passed on with its code.
fn local(e: poch_service::error::ApiError) -> TableError {
    if e.is_client_error() {
        TableError::engine(e.code(), e.to_string())
    } else {
        TableError::internal(e)
    }
}

/// The remote service's refusal, passed on with its code; a call that got no answer is
/// `engine_unavailable`.
fn remote(e: client::Error) -> TableError {
    match ErrorCode::from_wire(e.code.as_str()) {
        Some(ErrorCode::Overloaded | ErrorCode::Timeout) | None => TableError::new(
            TableCode::EngineUnavailable,
            format!("the engine did not answer: {}", e.message),
        ),
        Some(ErrorCode::Internal) => TableError::internal(format!("the engine: {}", e.message)),
        Some(code) => TableError::engine(code, e.message),
    }
}

/// Runs in-process engine work off the async workers (a seated search bot can think for a
/// while).
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, TableError> + Send + 'static,
) -> Result<T, TableError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| TableError::internal(format!("engine task: {e}")))?
}

impl Engine {
    /// The in-process engine with these sealing keys: sealed states only, no caller seeds,
    /// decks or start positions, ticket mode; a pre-match token lives an hour.
    pub fn in_process(sealer: poch_service::token::Sealer) -> Engine {
        Engine::InProcess(Arc::new(ops::Service {
            policy: ops::Policy {
                allow_deck_orders: false,
                allow_caller_seeds: false,
                allow_caller_starts: false,
                require_sealed: true,
                ticket_mode: true,
            },
            sealer,
            pre_match_ttl: std::time::Duration::from_secs(3600),
            table_digests: ops::TableDigests::default(),
        }))
    }

    /// The remote engine at `url` (`grpc://host:port`).
    ///
    /// # Errors
    ///
    /// A URL the client does not take.
    pub async fn remote(url: &str) -> Result<Engine, TableError> {
        let client = client::Client::builder()
            .endpoint(url)
            // Each call joins the trace of the span it is made in (a move's `engine.apply`).
            .call_headers(client::CallHeaders::new(crate::telemetry::trace_headers))
            .connect()
            .await
            .map_err(|e| TableError::new(TableCode::InvalidArgument, e.to_string()))?;
        Ok(Engine::Remote(client))
    }

    /// Whether the engine is in this process.
    pub fn is_in_process(&self) -> bool {
        matches!(self, Engine::InProcess(_))
    }

    /// The presets, every switch and the bots.
    ///
    /// # Errors
    ///
    /// The engine's.
    pub async fn presets(&self) -> Result<PresetsResponse, TableError> {
        match self {
            Engine::InProcess(_) => Ok(poch_service::rest::presets_response()),
            Engine::Remote(c) => c.presets().await.map_err(remote),
        }
    }

    /// Asks the engine whether a match of these rules, players and bots can start (a throwaway
    /// `NewGame` on a seed it draws): the table holds no rule of its own.
    ///
    /// # Errors
    ///
    /// The engine's refusal (`player_count`, `invalid_players`, `invalid_bots` …).
    pub async fn check_start(&self, start: &Start) -> Result<(), TableError> {
        match self {
            Engine::InProcess(s) => {
                let (s, start) = (s.clone(), start.clone());
                blocking(move || {
                    let params = ops::NewGameParams {
                        rules: start.rules,
                        players: start.players,
                        source: ops::SourceParams::default(),
                        start: None,
                        state_form: Some(ops::StateForm::Sealed),
                        bots: start.bots,
                    };
                    s.new_game(params, false, None).map(|_| ()).map_err(local)
                })
                .await
            }
            Engine::Remote(c) => {
                let mut new = client::NewMatch::new(start.rules, start.players.clone());
                new.bots = start.bots.clone();
                new.state_form = Some(client::StateForm::Sealed);
                c.new_game(&new).await.map(|_| ()).map_err(remote)
            }
        }
    }

    /// Commits to a new server seed.
    ///
    /// # Errors
    ///
    /// The engine's.
    pub async fn commit(&self) -> Result<Committed, TableError> {
        match self {
            Engine::InProcess(s) => {
                let c = s.commit_server_seed().map_err(local)?;
                Ok(Committed {
                    server_commitment: c.server_commitment,
                    pre_match_token: c.pre_match_token,
                })
            }
            Engine::Remote(c) => {
                let c = c.commit_server_seed().await.map_err(remote)?;
                Ok(Committed {
                    server_commitment: c.server_commitment,
                    pre_match_token: c.pre_match_token.as_bytes().to_vec(),
                })
            }
        }
    }

    /// Starts the table's one match from its pre-match token and the client seeds given.
    ///
    /// # Errors
    ///
    /// The engine's refusal.
    pub async fn start(
        &self,
        start: &Start,
        pre_match_token: &[u8],
        client_seeds: Vec<String>,
    ) -> Result<EngineStep, TableError> {
        match self {
            Engine::InProcess(s) => {
                let (s, start, pre) = (s.clone(), start.clone(), pre_match_token.to_vec());
                blocking(move || {
                    let params = ops::NewGameParams {
                        rules: start.rules,
                        players: start.players,
                        source: ops::SourceParams::Fair {
                            pre_match_token: pre,
                            client_seeds,
                            first_dealer: None,
                        },
                        start: None,
                        state_form: Some(ops::StateForm::Sealed),
                        bots: start.bots,
                    };
                    let o = s.new_game(params, true, None).map_err(local)?;
                    step_of_outcome(o)
                })
                .await
            }
            Engine::Remote(c) => {
                let mut new = client::NewMatch::new(start.rules, start.players.clone());
                new.bots = start.bots.clone();
                new.state_form = Some(client::StateForm::Sealed);
                new.include_views = true;
                new.source = client::Source::Fair {
                    pre_match_token: client::Token::from_bytes(pre_match_token.to_vec()),
                    client_seeds,
                    first_dealer: None,
                };
                step_of_remote(c.new_game(&new).await.map_err(remote)?)
            }
        }
    }

    /// Applies `seat`'s action with the operator ticket: every event and every view.
    ///
    /// # Errors
    ///
    /// The engine's refusal (the table's state is then unchanged).
    #[tracing::instrument(name = "engine.apply", skip_all, fields(seat = seat.index(), action = action.kind().name()))]
    pub async fn apply(
        &self,
        token: &[u8],
        operator: &[u8],
        seat: Seat,
        action: Action,
    ) -> Result<EngineStep, TableError> {
        match self {
            Engine::InProcess(s) => {
                let (s, token, operator) = (s.clone(), token.to_vec(), operator.to_vec());
                blocking(move || {
                    let o = s
                        .apply(
                            ops::Envelope::Sealed(token),
                            seat,
                            ops::ApplyAction::Action(action),
                            true,
                            Some(&operator),
                        )
                        .map_err(local)?;
                    step_of_outcome(o)
                })
                .await
            }
            Engine::Remote(c) => {
                let (c, state) = as_operator(c, token, operator);
                step_of_remote(
                    c.apply_with_views(&state, seat, &action)
                        .await
                        .map_err(remote)?,
                )
            }
        }
    }

    /// The move a bot of `kind` makes for `seat` now.
    ///
    /// # Errors
    ///
    /// The engine's refusal.
    pub async fn choose(
        &self,
        token: &[u8],
        operator: &[u8],
        seat: Seat,
        kind: BotKind,
    ) -> Result<Action, TableError> {
        match self {
            Engine::InProcess(s) => {
                let (s, token, operator) = (s.clone(), token.to_vec(), operator.to_vec());
                blocking(move || {
                    s.choose_action(
                        ops::Envelope::Sealed(token),
                        seat,
                        kind,
                        false,
                        Some(&operator),
                    )
                    .map(|c| c.action)
                    .map_err(local)
                })
                .await
            }
            Engine::Remote(c) => {
                let (c, state) = as_operator(c, token, operator);
                c.choose_action(&state, seat, kind).await.map_err(remote)
            }
        }
    }

    /// A seat's view (with its ticket, or the operator's) or the spectator's (no ticket).
    ///
    /// # Errors
    ///
    /// The engine's refusal.
    pub async fn view(
        &self,
        token: &[u8],
        ticket: Option<&[u8]>,
        viewer: Viewer,
    ) -> Result<View, TableError> {
        match self {
            Engine::InProcess(s) => {
                let seat = match viewer {
                    Viewer::Seat(seat) => Some(seat),
                    Viewer::Spectator => None,
                };
                s.view(ops::Envelope::Sealed(token.to_vec()), seat, ticket)
                    .map_err(local)
            }
            Engine::Remote(c) => {
                let c = match ticket {
                    Some(t) => c.with_ticket(client::Ticket::from_bytes(t.to_vec())),
                    None => c.clone(),
                };
                let state = client::State::Sealed(client::Token::from_bytes(token.to_vec()));
                c.view(&state, viewer).await.map_err(remote)
            }
        }
    }

    /// Checks a revealed deal (`VerifyDeal`).
    ///
    /// # Errors
    ///
    /// The engine's refusal.
    pub async fn verify(&self, check: &DealCheck) -> Result<DealVerification, TableError> {
        match self {
            Engine::InProcess(s) => s.verify_deal(check.clone()).map_err(local),
            Engine::Remote(c) => c.verify_deal(check).await.map_err(remote),
        }
    }
}

/// The client speaking with the operator ticket, and the token as its state.
fn as_operator(
    c: &client::Client,
    token: &[u8],
    operator: &[u8],
) -> (client::Client, client::State) {
    (
        c.with_ticket(client::Ticket::from_bytes(operator.to_vec())),
        client::State::Sealed(client::Token::from_bytes(token.to_vec())),
    )
}

fn step_of_outcome(o: ops::Outcome) -> Result<EngineStep, TableError> {
    let token = o
        .token
        .ok_or_else(|| TableError::internal("the engine answered a plain state"))?;
    let match_id = o
        .game
        .match_id()
        .ok_or_else(|| TableError::internal("the engine answered a match without an id"))?;
    Ok(EngineStep {
        token,
        match_id,
        version: o.game.version(),
        to_act: o.game.to_act(),
        phase: o.game.phase(),
        events: o.events,
        views: o.views,
        tickets: o.tickets.map(|t| MatchTickets {
            seats: t.seats.iter().map(|s| s.to_vec()).collect(),
            operator: t.operator.to_vec(),
        }),
    })
}

fn step_of_remote(s: client::Step) -> Result<EngineStep, TableError> {
    let client::State::Sealed(token) = s.state else {
        return Err(TableError::internal("the engine answered a plain state"));
    };
    let match_id = s
        .match_id
        .ok_or_else(|| TableError::internal("the engine answered a match without an id"))?;
    Ok(EngineStep {
        token: token.as_bytes().to_vec(),
        match_id,
        version: s.version,
        to_act: s.to_act,
        phase: s.phase,
        events: s.events,
        views: s.views,
        tickets: s.tickets.map(|t| MatchTickets {
            seats: t.seats.iter().map(|s| s.as_bytes().to_vec()).collect(),
            operator: t.operator.as_bytes().to_vec(),
        }),
    })
}
