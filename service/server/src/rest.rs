//! The REST adapter: JSON bodies in, the shared operations, JSON out. Errors are RFC 9457
//! `application/problem+json` from the one error table.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, JsonRejection};
use axum::extract::{FromRequest, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use poch_api::narration::Locale;
use poch_api::operations::path;
use poch_api::rest::{
    ApplyRequest, ChooseActionRequest, ChooseActionResponse, CommitmentRequest, CommitmentResponse,
    DealSourceRequest, DealtCardsBody, FairDeals, GameResponse, Health, LegalActionsRequest,
    LegalActionsResponse, NarratedEvent, NewGameRequest, PresetInfo, PresetsResponse,
    ReplayRequest, SeededDeals, StateEnvelope, SuppliedDecks, SwitchInfo, ValidateRequest,
    ValidateResponse, VerifyDealRequest, VerifyDealResponse, ViewRequest, ViewResponse, Violation,
};
use poch_engine::{Action, IntegerBounds, Rules, Seat, Seed};
use serde::Serialize;
use utoipa::openapi::RefOr;
use utoipa::{Modify, OpenApi};

use crate::app::AppState;
use crate::error::{
    ApiError, BodyProblems, PolicyProblems, Problem, ProblemResponses, ServerFaults, ServerProblems,
};
use crate::metrics::{Operation, Transport};
use crate::ops::{
    self, ApplyAction, Envelope, Legal, LegalIds, NewGameParams, Outcome, SourceParams, ViewsAsked,
};

pub mod strict;
pub mod variants;

/// A JSON body whose rejections are problem documents, read strictly ([`strict`]): a struct
/// only from an object, and an integer only when written as one (no fraction, no exponent).
pub struct Body<T>(pub T);

impl<T: serde::de::DeserializeOwned> FromRequest<Arc<AppState>> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &Arc<AppState>) -> Result<Self, ApiError> {
        if !json_content_type(req.headers()) {
            return Err(ApiError::UnsupportedMediaType);
        }
        let limit = state.body_limit;
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(|e| bytes_rejection(&e, limit))?;
        read_body(&bytes, limit).map(Body)
    }
}

/// Reads a JSON body as [`Body`] does, once its bytes are in (`limit` is the body limit its
/// refusals name).
///
/// # Errors
///
/// The problem that answers the body: malformed, of the wrong shape, or holding a wrong value.
pub fn read_body<T: serde::de::DeserializeOwned>(
    bytes: &[u8],
    limit: usize,
) -> Result<T, ApiError> {
    let error = match strict::from_slice::<T>(bytes) {
        Ok(value) => return Ok(value),
        Err(e) => e,
    };
    // JSON of the right shape holding a wrong value: the same answer as gRPC gives.
    if let Some((field, reason)) = strict::value_error::<T>(bytes) {
        return Err(ApiError::InvalidArgument { field, reason });
    }
    // serde_json's own reading names the offending field and its position; when it takes
    // the body, what refused it is the strictness, and its message says why.
    match Json::<T>::from_bytes(bytes) {
        Err(rejection) => Err(json_rejection(&rejection, limit)),
        Ok(_) => Err(ApiError::MalformedBody(format!(
            "Failed to deserialize the JSON body into the target type: {error}"
        ))),
    }
}

/// Whether the content-type is JSON: `application/json` or `application/*+json`, any
/// parameters (as axum's `Json` decides).
fn json_content_type(headers: &HeaderMap) -> bool {
    let Some(content_type) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence
        .strip_prefix("application/")
        .is_some_and(|subtype| subtype == "json" || subtype.ends_with("+json"))
}

fn bytes_rejection(rejection: &BytesRejection, limit: usize) -> ApiError {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::PayloadTooLarge { limit }
    } else {
        ApiError::MalformedBody(rejection.body_text())
    }
}

#[expect(
    clippy::wildcard_enum_match_arm,
    reason = "axum's JsonRejection is non-exhaustive"
)]
fn json_rejection(rejection: &JsonRejection, limit: usize) -> ApiError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => ApiError::UnsupportedMediaType,
        JsonRejection::JsonDataError(e) => ApiError::MalformedBody(e.body_text()),
        JsonRejection::JsonSyntaxError(e) => ApiError::MalformedBody(e.body_text()),
        JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            ApiError::PayloadTooLarge { limit }
        }
        other => ApiError::MalformedBody(other.body_text()),
    }
}

impl TryFrom<StateEnvelope> for Envelope {
    type Error = ApiError;

    /// # Errors
    ///
    /// `state_tampered` for a token that is not unpadded base64url.
    fn try_from(e: StateEnvelope) -> Result<Envelope, ApiError> {
        match e {
            StateEnvelope::Plain(state) => Ok(Envelope::Plain(state)),
            StateEnvelope::Sealed(token) => crate::token::from_text(&token)
                .map(Envelope::Sealed)
                .map_err(|_| ApiError::StateTampered),
        }
    }
}

/// The state an operation answers: its token, or the plain state.
fn state_envelope(outcome_state: (poch_engine::Game, Option<Vec<u8>>)) -> StateEnvelope {
    match outcome_state {
        (_, Some(token)) => StateEnvelope::Sealed(crate::token::to_text(&token)),
        (game, None) => StateEnvelope::Plain(Box::new(game.into_state())),
    }
}

/// A new match's inputs in engine terms, and whether the answer carries the views.
fn new_game_params(
    request: NewGameRequest,
) -> Result<(NewGameParams, bool, Option<Seat>), ApiError> {
    let NewGameRequest {
        preset,
        rules,
        players,
        deal_source,
        start,
        include_views,
        state_form,
        bots,
        locale: _,
        answer_as_seat,
    } = request;
    let base = ops::preset_rules(preset.as_deref().unwrap_or(""))?;
    let source = match deal_source {
        None => SourceParams::default(),
        Some(DealSourceRequest::Seeded(SeededDeals { seed, first_dealer })) => {
            SourceParams::Seeded { seed, first_dealer }
        }
        Some(DealSourceRequest::Decks(SuppliedDecks {
            first_dealer,
            deck_orders,
        })) => SourceParams::Decks {
            first_dealer,
            deck_orders,
        },
        Some(DealSourceRequest::Fair(FairDeals {
            pre_match_token,
            client_seeds,
            first_dealer,
        })) => SourceParams::Fair {
            pre_match_token: crate::token::from_text(&pre_match_token)
                .map_err(|_| ApiError::StateTampered)?,
            client_seeds,
            first_dealer,
        },
    };
    let rules = rules.unwrap_or_default().apply(base);
    Ok((
        NewGameParams {
            rules,
            players,
            source,
            start,
            state_form,
            bots,
        },
        include_views,
        answer_as_seat,
    ))
}

/// The answer to a game operation, its events told in `locale` when the request named one.
///
/// # Errors
///
/// `internal` when a catalogue cannot format an event.
pub fn game_response(o: Outcome, locale: Option<Locale>) -> Result<GameResponse, ApiError> {
    let texts = crate::narration::texts(&o, locale)?;
    let to_act = o.to_act();
    let phase = o.phase();
    let Outcome {
        game,
        token,
        provenance: _,
        events,
        views,
        seat_views,
        tickets,
        seat_ticket,
        reader: _,
    } = o;
    Ok(GameResponse {
        tickets: tickets.as_ref().map(crate::ticket::Tickets::to_body),
        seat_ticket: seat_ticket.map(|t| crate::token::to_text(&t)),
        match_id: game.match_id(),
        version: game.state().version,
        state: state_envelope((game, token)),
        events: events
            .into_iter()
            .zip(texts)
            .map(|(event, text)| NarratedEvent { event, text })
            .collect(),
        views,
        seat_views,
        to_act,
        phase,
    })
}

type Answer<T> = Result<JsonAnswer<T>, Counted>;

/// A refusal the operation counted itself: rendered as its problem, without the mark that has
/// the outer layer count it ([`crate::error::Refused`]).
pub struct Counted(pub ApiError);

impl IntoResponse for Counted {
    fn into_response(self) -> Response {
        let mut response = self.0.into_response();
        response.extensions_mut().remove::<crate::error::Refused>();
        response
    }
}

/// The bytes a game answer's buffer starts with: a state and a deal's events fit without the
/// buffer growing (axum's `Json` starts at 128 bytes and doubles).
const ANSWER_CAPACITY: usize = 4096;

/// An operation's JSON answer. A value that cannot be written is an `internal` error.
pub struct JsonAnswer<T>(pub T);

impl<T: Serialize> IntoResponse for JsonAnswer<T> {
    fn into_response(self) -> Response {
        let mut buf = Vec::with_capacity(ANSWER_CAPACITY);
        match serde_json::to_writer(&mut buf, &self.0) {
            Ok(()) => ([(header::CONTENT_TYPE, "application/json")], buf).into_response(),
            Err(e) => ApiError::Internal(format!("cannot write the answer: {e}")).into_response(),
        }
    }
}

/// Start a match and deal its first deal.
#[utoipa::path(post, path = path::NEW_GAME, tag = "games", request_body = NewGameRequest,
    responses((status = 200, description = "The new match", body = GameResponse),
        BodyProblems, PolicyProblems, ServerProblems))]
pub async fn new_game(
    State(app): State<Arc<AppState>>,
    Body(req): Body<NewGameRequest>,
) -> Answer<GameResponse> {
    app.observe(Operation::NewGame, Transport::Rest, || {
        let locale = crate::narration::locale(req.locale.as_deref())?;
        let (params, views, answer_as) = new_game_params(req)?;
        game_response(app.ops.new_game(params, views, answer_as)?, locale)
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// Apply one player action to a state.
#[utoipa::path(post, path = path::APPLY, tag = "games", request_body = ApplyRequest,
    responses((status = 200, description = "The next state", body = GameResponse),
        BodyProblems, PolicyProblems, ServerProblems))]
pub async fn apply(
    State(app): State<Arc<AppState>>,
    Body(req): Body<ApplyRequest>,
) -> Answer<GameResponse> {
    app.observe(Operation::Apply, Transport::Rest, || {
        let ApplyRequest {
            state,
            seat,
            action,
            include_views,
            locale,
            ticket,
            action_id,
            view_seats,
        } = req;
        let locale = crate::narration::locale(locale.as_deref())?;
        let ticket = crate::ticket::from_text(ticket.as_deref())?;
        let outcome = app.ops.apply(
            state.try_into()?,
            seat,
            ApplyAction::of(action, action_id)?,
            ViewsAsked::of(include_views, view_seats)?,
            ticket.as_deref(),
        )?;
        game_response(outcome, locale)
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// List the legal actions of one seat.
#[utoipa::path(post, path = path::LEGAL_ACTIONS, tag = "games", request_body = LegalActionsRequest,
    responses((status = 200, description = "The seat's legal actions", body = LegalActionsResponse),
        BodyProblems, PolicyProblems, ServerProblems))]
pub async fn legal_actions(
    State(app): State<Arc<AppState>>,
    Body(req): Body<LegalActionsRequest>,
) -> Answer<LegalActionsResponse> {
    app.observe(Operation::ListLegalActions, Transport::Rest, || {
        let LegalActionsRequest {
            state,
            seat,
            ticket,
            include_action_ids,
        } = req;
        let ticket = crate::ticket::from_text(ticket.as_deref())?;
        let Legal { legal, ids } = app.ops.legal_actions(
            state.try_into()?,
            seat,
            include_action_ids,
            ticket.as_deref(),
        )?;
        let (action_ids, action_table) = match ids {
            Some(LegalIds { ids, table }) => (Some(ids), Some(table)),
            None => (None, None),
        };
        Ok(LegalActionsResponse {
            legal,
            action_ids,
            action_table,
        })
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// The action a bot of the given kind takes for a seat now.
///
/// The move a seated bot of that kind would make (a hint, or a bot run by the caller), or with
/// `timeout` the time-out move.
#[utoipa::path(post, path = path::CHOOSE_ACTION, tag = "games", request_body = ChooseActionRequest,
    responses((status = 200, description = "The bot's move", body = ChooseActionResponse),
        BodyProblems, PolicyProblems, ServerProblems))]
pub async fn choose_action(
    State(app): State<Arc<AppState>>,
    Body(req): Body<ChooseActionRequest>,
) -> Answer<ChooseActionResponse> {
    app.observe(Operation::ChooseAction, Transport::Rest, || {
        let ChooseActionRequest {
            state,
            seat,
            kind,
            ticket,
            include_action_id,
        } = req;
        let ticket = crate::ticket::from_text(ticket.as_deref())?;
        app.ops
            .choose_action(
                state.try_into()?,
                seat,
                kind,
                include_action_id,
                ticket.as_deref(),
            )
            .map(|chosen| ChooseActionResponse {
                action: chosen.action,
                action_id: chosen.action_id,
            })
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// What one seat, or a spectator, may see.
#[utoipa::path(post, path = path::VIEW, tag = "games", request_body = ViewRequest,
    responses((status = 200, description = "The view", body = ViewResponse),
        BodyProblems, PolicyProblems, ServerProblems))]
pub async fn view(
    State(app): State<Arc<AppState>>,
    Body(req): Body<ViewRequest>,
) -> Answer<ViewResponse> {
    app.observe(Operation::GetView, Transport::Rest, || {
        let ViewRequest {
            state,
            seat,
            ticket,
        } = req;
        let ticket = crate::ticket::from_text(ticket.as_deref())?;
        app.ops
            .view(state.try_into()?, seat, ticket.as_deref())
            .map(|view| ViewResponse { view })
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// Check a state against every invariant of the rules.
#[utoipa::path(post, path = path::VALIDATE, tag = "games", request_body = ValidateRequest,
    responses((status = 200, description = "Valid, or the broken invariant", body = ValidateResponse),
        BodyProblems, PolicyProblems, ServerProblems))]
pub async fn validate(
    State(app): State<Arc<AppState>>,
    Body(req): Body<ValidateRequest>,
) -> Answer<ValidateResponse> {
    app.observe(Operation::ValidateState, Transport::Rest, || {
        let v = app.ops.validate(req.state.try_into()?)?;
        Ok(ValidateResponse {
            valid: v.violation.is_none(),
            violations: v
                .violation
                .into_iter()
                .map(|(invariant, detail)| Violation { invariant, detail })
                .collect(),
        })
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// Replay a whole match from its inputs.
#[utoipa::path(post, path = path::REPLAY, tag = "games", request_body = ReplayRequest,
    responses((status = 200, description = "The replayed match", body = GameResponse),
        BodyProblems, PolicyProblems, ServerProblems))]
pub async fn replay(
    State(app): State<Arc<AppState>>,
    place: Option<axum::Extension<crate::answers::Place>>,
    Body(req): Body<ReplayRequest>,
) -> Response {
    // The replay and its answer's JSON are long work: off the workers.
    let run = app.clone();
    let answer = app.blocking.run(move || {
        run.observe(Operation::Replay, Transport::Rest, || {
            let ReplayRequest { new_game, actions } = req;
            let locale = crate::narration::locale(new_game.locale.as_deref())?;
            let (params, _, answer_as) = new_game_params(new_game)?;
            ops::replay_answers_every_seat(answer_as)?;
            let actions: Vec<(Seat, Action)> =
                actions.into_iter().map(|a| (a.seat, a.action)).collect();
            let place = place.map(|axum::Extension(p)| p);
            let outcome = run.ops.replay(params, &actions, |new| {
                crate::answers::reserve_replay(
                    place.as_ref(),
                    new,
                    actions.len(),
                    locale.is_some(),
                    false,
                    crate::blocking::slice,
                )
            })?;
            game_response(outcome, locale)
        })
        .map_or_else(
            |e| Counted(e).into_response(),
            |a| JsonAnswer(a).into_response(),
        )
    });
    answer.await.unwrap_or_else(IntoResponse::into_response)
}

/// Commit to a new secret server seed for a provably fair match.
#[utoipa::path(post, path = path::COMMITMENTS, tag = "fairness", request_body = CommitmentRequest,
    responses((status = 200, description = "The commitment and the pre-match token", body = CommitmentResponse),
        BodyProblems, ServerProblems))]
pub async fn commit_server_seed(
    State(app): State<Arc<AppState>>,
    Body(CommitmentRequest {}): Body<CommitmentRequest>,
) -> Answer<CommitmentResponse> {
    app.observe(Operation::CommitServerSeed, Transport::Rest, || {
        let c = app.ops.commit_server_seed()?;
        Ok(CommitmentResponse {
            server_commitment: c.server_commitment,
            pre_match_token: crate::token::to_text(&c.pre_match_token),
            expires_at_unix_ms: c.expires_at_ms,
        })
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// Check a revealed deal seed against its commitment (and a provably fair match's chain), and
/// deal what it deals.
#[utoipa::path(post, path = path::VERIFY_DEAL, tag = "fairness", request_body = VerifyDealRequest,
    responses((status = 200, description = "Whether the deal is the seed's, and the deal", body = VerifyDealResponse),
        BodyProblems, ServerProblems))]
pub async fn verify_deal(
    State(app): State<Arc<AppState>>,
    Body(req): Body<VerifyDealRequest>,
) -> Answer<VerifyDealResponse> {
    app.observe(Operation::VerifyDeal, Transport::Rest, || {
        let VerifyDealRequest {
            commitment,
            deal_seed,
            deck,
            table,
            chain,
        } = req;
        let v = app.ops.verify_deal(ops::DealCheck {
            commitment,
            deal_seed,
            deck,
            table: table.map(|t| poch_engine::rng::DealTable {
                players: t.players,
                dealer: t.dealer,
                deal_method: t.deal_method,
            }),
            chain: chain.map(|c| poch_engine::rng::FairChain {
                fairness: poch_engine::Fairness {
                    server_seed: c.server_seed,
                    server_commitment: c.server_commitment,
                    client_seeds: c.client_seeds,
                },
                deal_number: c.deal_number,
                first_dealer: c.first_dealer,
            }),
        })?;
        Ok(VerifyDealResponse {
            matches: v.matches(),
            commitment_matches: v.commitment_matches,
            seed_digest: v.seed_digest,
            chain_matches: v.chain.map(|c| c.is_ok()),
            chain_detail: v.chain.and_then(|c| c.err()).map(|e| e.to_string()),
            chain_mismatch: v.chain.and_then(|c| c.err()),
            deck_order: v.deck_order,
            dealt: v.dealt.map(|d| DealtCardsBody {
                hands: d.hands,
                upcard: d.upcard,
                upcard_held: d.upcard_held,
                dead: d.dead,
                talon: d.talon,
            }),
        })
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// List the presets, every variant switch with its values, and the bots the engine plays.
#[utoipa::path(get, path = path::PRESETS, tag = "rules",
    responses((status = 200, description = "Presets, switches and bots", body = PresetsResponse),
        ServerProblems))]
pub async fn presets(State(app): State<Arc<AppState>>) -> Answer<PresetsResponse> {
    app.observe(Operation::ListPresets, Transport::Rest, || {
        Ok(presets_response())
    })
    .map(JsonAnswer)
    .map_err(Counted)
}

/// The catalogue of presets, switches and bots.
pub fn presets_response() -> PresetsResponse {
    PresetsResponse {
        presets: ops::presets().iter().map(PresetInfo::of).collect(),
        switches: poch_engine::switches()
            .into_iter()
            .map(|s| SwitchInfo {
                name: s.name.to_owned(),
                description: s.description.to_owned(),
                values: s.values.into_iter().map(str::to_owned).collect(),
                default_value: s.default_value,
            })
            .collect(),
        bot_kinds: ops::bot_kinds().to_vec(),
    }
}

/// Liveness: the process serves.
#[utoipa::path(get, path = "/healthz", tag = "operations",
    responses((status = 200, description = "Alive", body = Health), ServerProblems))]
pub async fn healthz() -> Json<Health> {
    Json(Health {
        status: "ok".into(),
    })
}

/// Readiness: false while draining.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses((status = 200, description = "Ready", body = Health),
        (status = 503, description = "Draining (`{\"status\": \"draining\"}`), or the server sheds \
            the request (a problem document, `overloaded`; retry after `Retry-After` seconds)",
            content((Health = "application/json"), (Problem = "application/problem+json")),
            headers(("Retry-After" = u32, description = "Seconds to wait before retrying (shed requests)"))),
        ServerFaults))]
pub async fn readyz(State(app): State<Arc<AppState>>) -> Response {
    if app.ready.load(Ordering::SeqCst) {
        Json(Health {
            status: "ok".into(),
        })
        .into_response()
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(Health {
                status: "draining".into(),
            }),
        )
            .into_response()
    }
}

/// Metrics in the Prometheus text format.
#[utoipa::path(get, path = "/metrics", tag = "operations",
    responses((status = 200, description = "Prometheus text exposition", body = String, content_type = "text/plain"),
        ServerProblems))]
pub async fn metrics(State(app): State<Arc<AppState>>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(),
    )
        .into_response()
}

/// Links from every answer that carries a state (new match, apply, replay) to the operations
/// that take one: the state and the seat to act go on to the next call (for clients, and for
/// schemathesis' stateful phase, told by `x-schemathesis` to send the link's body as it is
/// rather than merge it into a generated one).
pub struct StateLinks;

impl Modify for StateLinks {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::extensions::ExtensionsBuilder;
        use utoipa::openapi::link::LinkBuilder;
        let state = "$response.body#/state";
        let seat = "$response.body#/to_act";
        let links = [
            (
                "apply",
                serde_json::json!({"state": state, "seat": seat, "action": {"type": "pass_turn"}}),
                "The seat to act passes on the new state.",
            ),
            (
                "legal_actions",
                serde_json::json!({"state": state, "seat": seat}),
                "What the seat to act may do.",
            ),
            (
                "view",
                serde_json::json!({"state": state, "seat": seat}),
                "What the seat to act sees.",
            ),
            (
                "validate",
                serde_json::json!({"state": state}),
                "Check the new state.",
            ),
        ];
        for item in openapi.paths.paths.values_mut() {
            let Some(operation) = item.post.as_mut() else {
                continue;
            };
            if !matches!(
                operation.operation_id.as_deref(),
                Some("new_game" | "apply" | "replay")
            ) {
                continue;
            }
            let Some(RefOr::T(ok)) = operation.responses.responses.get_mut("200") else {
                continue;
            };
            for (operation_id, body, description) in &links {
                ok.links.insert(
                    operation_id.to_string(),
                    LinkBuilder::new()
                        .operation_id(*operation_id)
                        .request_body(Some(body.clone()))
                        .description(*description)
                        .extensions(Some(
                            ExtensionsBuilder::new()
                                .add("x-schemathesis", serde_json::json!({"merge_body": false}))
                                .build(),
                        ))
                        .build()
                        .into(),
                );
            }
        }
    }
}

/// The OpenAPI document of the REST API. `info.version` is the crate's version (utoipa's
/// default); the one server is `/`, the host that serves the document, so that `/docs` works
/// wherever the service is deployed.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Poch Engine",
        description = "The rules of Poch as a stateless service: send a state and one action, get the next state and the events it caused. The same operations are served over gRPC (poch.v1.EngineService) on the same port. Errors are RFC 9457 problem documents (`application/problem+json`) whose `code` is the stable machine code (the same as the gRPC ErrorInfo reason).",
        license(name = "MIT OR Apache-2.0", identifier = "MIT OR Apache-2.0")
    ),
    servers((url = "/", description = "The poch-service that serves this document")),
    paths(new_game, apply, legal_actions, view, validate, replay, presets, commit_server_seed, verify_deal, choose_action, healthz, readyz, metrics),
    components(schemas(Problem)),
    modifiers(&ProblemResponses, &StateLinks, &IntegerBounds),
    tags(
        (name = "games", description = "Matches: start, act, inspect, replay"),
        (name = "rules", description = "Presets and variant switches"),
        (name = "fairness", description = "Provably fair deals: server commitments and deal verification"),
        (name = "operations", description = "Health and metrics")
    )
)]
pub struct ApiDoc;

/// The OpenAPI document as served at `/openapi.json` and committed as `openapi.json`:
/// pretty-printed, with a final newline (what `poch-service --print-openapi` prints).
///
/// # Errors
///
/// When the document does not serialize (it always does).
pub fn openapi_json() -> serde_json::Result<String> {
    let mut json = serde_json::to_string_pretty(&openapi_document()?)?;
    json.push('\n');
    Ok(json)
}

/// The OpenAPI document: [`ApiDoc`], with every variant of every union named ([`variants`]).
/// The variants are named on the JSON form because utoipa's types do not read back what they
/// write.
///
/// # Errors
///
/// When the document does not serialize (it always does).
pub fn openapi_document() -> serde_json::Result<serde_json::Value> {
    let mut doc = serde_json::to_value(ApiDoc::openapi())?;
    variants::name_variants(&mut doc);
    add_examples(&mut doc)?;
    Ok(doc)
}

/// The match of the tour with curl (docs/tours.md): four players, seed 1, seat 3 deals first.
const EXAMPLE_SEED: &str = "0000000000000000000000000000000000000000000000000000000000000001";

/// A request example for every operation that takes a body, each one a request that succeeds
/// as it is on a local server (Swagger UI's Try-it-out sends it): the states are real, the
/// state of the tour's match after its `NewGame`, made here by the engine.
fn add_examples(doc: &mut serde_json::Value) -> serde_json::Result<()> {
    use serde_json::json;
    let new_game = json!({
        "players": ["ann", "bob", "cy", "di"],
        "deal_source": {"seeded": {"seed": EXAMPLE_SEED, "first_dealer": 3}}
    });
    let seed: Seed = serde_json::from_value(json!(EXAMPLE_SEED))?;
    let started = poch_engine::Game::new(poch_engine::NewGame {
        rules: Rules::CLASSIC,
        players: ["ann", "bob", "cy", "di"].map(str::to_owned).to_vec(),
        source: poch_engine::DealSource::Seed {
            seed,
            first_dealer: Some(poch_engine::Seat(3)),
        },
        start: None,
        bots: Vec::new(),
    })
    .map_err(|e| serde::ser::Error::custom(e.to_string()))?;
    let game = started.game;
    let seat = game.to_act().unwrap_or_default();
    // A bet of the least amount is legal for forehand, who opens phase 2 (RULES 8.5).
    let action = json!({"type": "bet", "amount": 1});
    let state = json!({"plain": serde_json::to_value(game.state())?});
    let deal_seed = poch_engine::rng::deal_seed(&seed, 1);
    let examples = [
        (path::NEW_GAME, new_game.clone()),
        (
            path::APPLY,
            json!({"state": state, "seat": seat, "action": action}),
        ),
        (
            path::LEGAL_ACTIONS,
            json!({"state": state, "seat": seat, "include_action_ids": true}),
        ),
        (
            path::CHOOSE_ACTION,
            json!({"state": state, "seat": seat, "kind": "heuristic"}),
        ),
        (path::VIEW, json!({"state": state, "seat": seat})),
        (path::VALIDATE, json!({"state": state})),
        (
            path::REPLAY,
            json!({"new_game": new_game, "actions": [{"seat": seat, "action": action}]}),
        ),
        (path::COMMITMENTS, json!({})),
        (
            path::VERIFY_DEAL,
            json!({
                "commitment": deal_seed.commitment(),
                "deal_seed": deal_seed,
                "deck": "french32"
            }),
        ),
    ];
    for (path, example) in examples {
        let pointer = format!(
            "/paths/{}/post/requestBody/content/application~1json",
            path.replace('/', "~1")
        );
        if let Some(content) = doc.pointer_mut(&pointer).and_then(|c| c.as_object_mut()) {
            content.insert("example".into(), example);
        }
    }
    Ok(())
}

/// The REST routes.
pub fn router(app: Arc<AppState>) -> Router {
    Router::new()
        .route(path::NEW_GAME, post(new_game))
        .route(path::APPLY, post(apply))
        .route(path::LEGAL_ACTIONS, post(legal_actions))
        .route(path::VIEW, post(view))
        .route(path::VALIDATE, post(validate))
        .route(path::REPLAY, post(replay))
        .route(path::PRESETS, get(presets))
        .route(path::COMMITMENTS, post(commit_server_seed))
        .route(path::VERIFY_DEAL, post(verify_deal))
        .route(path::CHOOSE_ACTION, post(choose_action))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .with_state(app)
}

#[cfg(test)]
mod tests {

    use axum::http::Method;
    use serde_json::{Value, json};
    use tower::ServiceExt as _;

    use super::*;
    use crate::error::{PROBLEM_JSON, PROBLEM_RESPONSES};

    fn document() -> Value {
        serde_json::from_str(&openapi_json().expect("the document serializes")).expect("JSON")
    }

    /// The committed `openapi.json` is the document this code serves, byte for byte.
    #[test]
    fn the_committed_document_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi.json");
        let committed = std::fs::read_to_string(path).expect("openapi.json at the workspace root");
        let current = openapi_json().expect("the document serializes");
        assert!(
            committed == current,
            "openapi.json is stale: regenerate it with \
             `cargo run -p poch-service -- --print-openapi > openapi.json`"
        );
    }

    /// The document's operations are the table's (`poch_api::operations`), each at its route,
    /// beside the health, readiness and metrics routes.
    #[test]
    fn the_documented_operations_are_the_table_of_operations() {
        let doc = document();
        let mut documented: Vec<(String, String)> = Vec::new();
        for (path, item) in doc["paths"].as_object().expect("paths") {
            for method in item.as_object().expect("path item").keys() {
                documented.push((method.to_uppercase(), path.clone()));
            }
        }
        let mut expected: Vec<(String, String)> = poch_api::operations::Operation::ALL
            .iter()
            .map(|op| {
                let (method, path) = op.rest_route();
                (method.to_owned(), path.to_owned())
            })
            .chain(["/healthz", "/readyz", "/metrics"].map(|p| ("GET".to_owned(), p.to_owned())))
            .collect();
        documented.sort();
        expected.sort();
        assert_eq!(documented, expected);
    }

    /// Every operation documents the problems it can answer, as problem documents.
    #[test]
    fn every_operation_documents_its_problems() {
        let doc = document();
        let responses = &doc["components"]["responses"];
        let paths = doc["paths"].as_object().expect("paths");
        for (path, item) in paths {
            for (method, operation) in item.as_object().expect("path item") {
                let name = format!("{} {path}", method.to_uppercase());
                assert!(operation["operationId"].is_string(), "{name}: operationId");
                assert!(operation["summary"].is_string(), "{name}: summary");
                let documented = operation["responses"].as_object().expect("responses");
                let mut expected = vec!["200", "500", "503", "504"];
                if method == "post" {
                    expected.extend(["400", "413", "415", "422"]);
                    assert!(
                        operation["requestBody"]["content"]["application/json"].is_object(),
                        "{name}: a JSON body"
                    );
                }
                for status in expected {
                    let response = documented
                        .get(status)
                        .unwrap_or_else(|| panic!("{name}: no {status}"));
                    let response = match response["$ref"].as_str() {
                        Some(r) => {
                            let key = r.strip_prefix("#/components/responses/").expect("ref");
                            &responses[key]
                        }
                        None => response,
                    };
                    if status != "200" {
                        assert_eq!(
                            response["content"][PROBLEM_JSON]["schema"]["$ref"],
                            "#/components/schemas/Problem",
                            "{name}: {status} is a problem document"
                        );
                    }
                }
            }
        }
        assert_eq!(paths.len(), 13);
    }

    /// Every integer the document describes has both bounds, and an unsigned one is spelled as
    /// the OpenAPI format registry spells it, with its width's maximum unless a smaller one is
    /// set (`IntegerBounds`).
    #[test]
    fn every_integer_is_bounded() {
        fn walk(value: &Value, at: &str, integers: &mut usize) {
            match value {
                Value::Object(map) => {
                    let integer = match &map.get("type") {
                        Some(Value::String(t)) => t == "integer",
                        Some(Value::Array(types)) => types.iter().any(|t| t == "integer"),
                        _ => false,
                    };
                    if integer {
                        *integers += 1;
                        assert!(map.contains_key("minimum"), "{at} has no minimum");
                        let maximum = map.get("maximum").and_then(Value::as_u64);
                        let maximum = maximum.unwrap_or_else(|| panic!("{at} has no maximum"));
                        let width = match map.get("format").and_then(Value::as_str) {
                            Some("uint8") => Some(u64::from(u8::MAX)),
                            Some("uint16") => Some(u64::from(u16::MAX)),
                            Some("uint32") => Some(u64::from(u32::MAX)),
                            Some("uint64") => Some(u64::MAX),
                            Some("int32") => Some(i32::MAX as u64),
                            Some(other) => panic!("{at}: unexpected format {other}"),
                            None => None,
                        };
                        assert!(width.is_none_or(|w| maximum <= w), "{at}: {maximum}");
                    }
                    for (key, inner) in map {
                        walk(inner, &format!("{at}/{key}"), integers);
                    }
                }
                Value::Array(items) => {
                    for (i, inner) in items.iter().enumerate() {
                        walk(inner, &format!("{at}/{i}"), integers);
                    }
                }
                Value::Null | Value::Bool(_) | Value::Number(_) | Value::String(_) => {}
            }
        }
        let doc = openapi_document().expect("document");
        let mut integers = 0;
        walk(&doc, "", &mut integers);
        assert!(integers > 80, "{integers} integers");
        let schemas = &doc["components"]["schemas"];
        let chips = &schemas["Rules"]["properties"]["starting_chips"];
        assert_eq!(chips["format"], "uint32");
        assert_eq!(chips["maximum"], u32::MAX);
        assert_eq!(schemas["Problem"]["properties"]["status"]["maximum"], 599);
        assert_eq!(
            schemas["GameState"]["properties"]["schema_version"]["maximum"],
            1
        );
        assert_eq!(
            schemas["GameResponse"]["properties"]["version"]["maximum"],
            u64::MAX
        );
    }

    /// Every status the error table can give an operation is one the document describes.
    #[test]
    fn every_error_status_is_documented() {
        use poch_engine::{NewGameError, Rejection, StateError};
        let errors = [
            ApiError::Rejected(Rejection::MatchOver),
            ApiError::NewGame(NewGameError::InvalidPlayers(
                poch_engine::PlayerIdError::Length { seat: Seat(0) },
            )),
            ApiError::State(StateError::VersionUnsupported { found: 0 }),
            ApiError::InvalidArgument {
                field: String::new(),
                reason: String::new(),
            },
            ApiError::UnknownPreset(String::new()),
            ApiError::UnknownLocale(
                poch_api::narration::Locale::parse("la").expect_err("no catalogue"),
            ),
            ApiError::DeckOrdersForbidden,
            ApiError::StateTampered,
            ApiError::PreMatchTokenExpired,
            ApiError::InvalidTable(poch_engine::rng::DealCheckError::FirstDealerWithoutTable),
            ApiError::PlainStateForbidden,
            ApiError::CallerSeedForbidden,
            ApiError::CallerStartForbidden,
            ApiError::MalformedBody(String::new()),
            ApiError::UnsupportedMediaType,
            ApiError::PayloadTooLarge { limit: 0 },
            ApiError::Overloaded,
            ApiError::Timeout,
            ApiError::Internal(String::new()),
        ];
        for error in errors {
            let status = error.http_status();
            assert!(
                PROBLEM_RESPONSES.iter().any(|(s, _, _)| *s == status),
                "{} ({status}) is not documented",
                error.code()
            );
        }
    }

    async fn post(path: &str, content_type: &str, body: Value) -> (StatusCode, Value) {
        let app = router(Arc::new(AppState::new(
            crate::ops::Service::local(),
            1 << 20,
        )));
        let request = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(header::CONTENT_TYPE, content_type)
            .body(axum::body::Body::from(body.to_string()))
            .expect("request");
        let response = app.oneshot(request).await.expect("infallible");
        let status = response.status();
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("body");
        (
            status,
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        )
    }

    /// Bodies are read as the document describes them.
    #[tokio::test]
    async fn bodies_are_read_as_documented() {
        let seed = "00".repeat(32);
        let new_game = |extra: Value| {
            let mut body =
                json!({"players": ["ann", "bob", "cy"], "deal_source": {"seeded": {"seed": seed}}});
            if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
                body.extend(extra.clone());
            }
            body
        };
        // Integers are written as integers: a fraction or an exponent is refused, never rounded.
        let (status, _) = post(
            "/v1/games",
            "application/json",
            new_game(json!({
                "deal_source": {"seeded": {"seed": seed, "first_dealer": 1}},
                "rules": {"starting_chips": 100},
            })),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        for extra in [
            json!({"deal_source": {"seeded": {"first_dealer": 1.0}}}),
            json!({"rules": {"starting_chips": 1e2}}),
        ] {
            let (status, problem) = post("/v1/games", "application/json", new_game(extra)).await;
            assert_eq!(status, StatusCode::BAD_REQUEST);
            assert_eq!(problem["code"], "malformed_body");
        }
        // A struct is an object, never an array of its fields.
        let (status, problem) = post(
            "/v1/games",
            "application/json",
            new_game(json!({"rules": [null, null]})),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(problem["code"], "malformed_body");
        // JSON content types, with parameters or a +json suffix; nothing else.
        for content_type in [
            "application/json; charset=utf-8",
            "application/vnd.poch+json",
        ] {
            let (status, _) = post("/v1/games", content_type, new_game(json!({}))).await;
            assert_eq!(status, StatusCode::OK, "{content_type}");
        }
        let (status, problem) = post("/v1/games", "text/plain", new_game(json!({}))).await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
        assert_eq!(problem["code"], "unsupported_media_type");
        // A value of the right shape that is wrong (a 1-byte seed, a card that is not one, an
        // unknown enum value): invalid_argument with the field's path, as gRPC answers.
        for (extra, field) in [
            (
                json!({"deal_source": {"seeded": {"seed": "00"}}}),
                "deal_source.seeded.seed",
            ),
            (json!({"rules": {"pochen": "sometimes"}}), "rules.pochen"),
            (
                json!({"deal_source": {"decks": {
                    "deck_orders": [{"cards": ["7C", "ZZ"]}],
                    "first_dealer": 0,
                }}}),
                "deal_source.decks.deck_orders[0].cards[1]",
            ),
        ] {
            let (status, problem) = post("/v1/games", "application/json", new_game(extra)).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{problem}");
            assert_eq!(problem["code"], "invalid_argument", "{problem}");
            assert_eq!(problem["field"], field, "{problem}");
        }
        // Malformed JSON keeps serde_json's message, with the field and position.
        let (status, problem) = post(
            "/v1/games",
            "application/json",
            new_game(json!({"deal_source": {"seeded": {"seed": 7}}})),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(problem["code"], "malformed_body");
        let detail = problem["detail"].as_str().unwrap_or_default();
        assert!(
            detail.contains("seed") && detail.contains("column"),
            "{detail}"
        );
    }
}
