//! The REST adapter: JSON bodies in, the shared operations, JSON out. Errors are RFC 9457
//! `application/problem+json` from the one error table.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use poch_engine::{
    Action, BoardFields, DealMethod, DeckKind, DeckOrder, DiscardDirection, Event, GameState,
    InitialPass, LegalActions, MaxDeals, PairTieBreak, Phase, PochenEligibility, Rules, Seat, Seed,
    SequenceRule, ShortStack, StartPosition, Toggle, UncontestedShow, UpcardHonour, View,
};
use serde::{Deserialize, Serialize};
use utoipa::{OpenApi, ToSchema};

use crate::AppState;
use crate::error::{ApiError, Problem};
use crate::ops::{self, Envelope, NewGameParams, Outcome};

/// A JSON body whose rejections are problem documents.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: serde::de::DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        match Json::<T>::from_request(req, state).await {
            Ok(Json(value)) => Ok(Body(value)),
            Err(rejection) => Err(json_rejection(&rejection)),
        }
    }
}

#[expect(
    clippy::wildcard_enum_match_arm,
    reason = "axum's JsonRejection is non-exhaustive"
)]
fn json_rejection(rejection: &JsonRejection) -> ApiError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => ApiError::UnsupportedMediaType,
        JsonRejection::JsonDataError(e) => ApiError::MalformedBody(e.body_text()),
        JsonRejection::JsonSyntaxError(e) => ApiError::MalformedBody(e.body_text()),
        JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            ApiError::PayloadTooLarge {
                limit: crate::body_limit(),
            }
        }
        other => ApiError::MalformedBody(other.body_text()),
    }
}

/// Switches that override a preset's; an absent switch keeps the preset's value.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RuleOverrides {
    /// S1.
    #[serde(default)]
    pub deck: Option<DeckKind>,
    /// S2.
    #[serde(default)]
    pub deal_method: Option<DealMethod>,
    /// S3.
    #[serde(default)]
    pub upcard_honour: Option<UpcardHonour>,
    /// S4.
    #[serde(default)]
    pub sequence_rule: Option<SequenceRule>,
    /// S5.
    #[serde(default)]
    pub middle_pot: Option<Toggle>,
    /// S6.
    #[serde(default)]
    pub pochen: Option<Toggle>,
    /// S7.
    #[serde(default)]
    pub pochen_eligibility: Option<PochenEligibility>,
    /// S8.
    #[serde(default)]
    pub uncontested_show: Option<UncontestedShow>,
    /// S9.
    #[serde(default)]
    pub pair_tie_break: Option<PairTieBreak>,
    /// S10.
    #[serde(default)]
    pub initial_pass: Option<InitialPass>,
    /// S11.
    #[serde(default)]
    pub short_stack: Option<ShortStack>,
    /// S12.
    #[serde(default)]
    pub discard_direction: Option<DiscardDirection>,
    /// S13.
    #[serde(default)]
    pub progressive: Option<Toggle>,
    /// S14.
    #[serde(default)]
    pub board_fields: Option<BoardFields>,
    /// S15.
    #[serde(default)]
    pub max_deals: Option<MaxDeals>,
    /// S16.
    #[serde(default)]
    #[schema(format = "uint32", minimum = 0, maximum = 4294967295_u32)]
    pub starting_chips: Option<u32>,
}

impl RuleOverrides {
    /// `base` with these overrides applied.
    pub fn apply(self, base: Rules) -> Rules {
        let RuleOverrides {
            deck,
            deal_method,
            upcard_honour,
            sequence_rule,
            middle_pot,
            pochen,
            pochen_eligibility,
            uncontested_show,
            pair_tie_break,
            initial_pass,
            short_stack,
            discard_direction,
            progressive,
            board_fields,
            max_deals,
            starting_chips,
        } = self;
        Rules {
            deck: deck.unwrap_or(base.deck),
            deal_method: deal_method.unwrap_or(base.deal_method),
            upcard_honour: upcard_honour.unwrap_or(base.upcard_honour),
            sequence_rule: sequence_rule.unwrap_or(base.sequence_rule),
            middle_pot: middle_pot.unwrap_or(base.middle_pot),
            pochen: pochen.unwrap_or(base.pochen),
            pochen_eligibility: pochen_eligibility.unwrap_or(base.pochen_eligibility),
            uncontested_show: uncontested_show.unwrap_or(base.uncontested_show),
            pair_tie_break: pair_tie_break.unwrap_or(base.pair_tie_break),
            initial_pass: initial_pass.unwrap_or(base.initial_pass),
            short_stack: short_stack.unwrap_or(base.short_stack),
            discard_direction: discard_direction.unwrap_or(base.discard_direction),
            progressive: progressive.unwrap_or(base.progressive),
            board_fields: board_fields.unwrap_or(base.board_fields),
            max_deals: max_deals.unwrap_or(base.max_deals),
            starting_chips: starting_chips.unwrap_or(base.starting_chips),
        }
    }
}

/// A state as it travels: `{"plain": GameState}` or `{"sealed": "<token>"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StateEnvelope {
    /// The plain state, readable by the holder.
    Plain(Box<GameState>),
    /// A sealed token (needs a server with a sealing key).
    Sealed(String),
}

impl From<StateEnvelope> for Envelope {
    fn from(e: StateEnvelope) -> Envelope {
        match e {
            StateEnvelope::Plain(state) => Envelope::Plain(state),
            StateEnvelope::Sealed(token) => Envelope::Sealed(token.into_bytes()),
        }
    }
}

/// Starts a match.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    /// The preset the rules start from (default `classic`).
    #[serde(default)]
    pub preset: Option<String>,
    /// Switches overriding the preset's.
    #[serde(default)]
    pub rules: Option<RuleOverrides>,
    /// Player ids by seat (3 to 8 by the deck; unique; 1 to 64 bytes).
    #[schema(min_items = 3, max_items = 8)]
    pub players: Vec<String>,
    /// The secret match seed; the server draws one when neither it nor deck orders are given.
    #[serde(default)]
    pub seed: Option<Seed>,
    /// The first dealer; drawn from the seed when absent (required with deck orders).
    #[serde(default)]
    #[schema(value_type = Option<usize>, minimum = 0, maximum = 7)]
    pub first_dealer: Option<Seat>,
    /// Deck orders for the first deals instead of a seed (tests, analysis, real games).
    #[serde(default)]
    pub deck_orders: Vec<DeckOrder>,
    /// A starting position (unequal stacks, a loaded board).
    #[serde(default)]
    pub start: Option<StartPosition>,
    /// Also return every seat's view, then the spectator's.
    #[serde(default)]
    pub include_views: bool,
}

impl NewGameRequest {
    fn params(self) -> Result<(NewGameParams, bool), ApiError> {
        let NewGameRequest {
            preset,
            rules,
            players,
            seed,
            first_dealer,
            deck_orders,
            start,
            include_views,
        } = self;
        let base = ops::preset_rules(preset.as_deref().unwrap_or(""))?;
        let rules = rules.unwrap_or_default().apply(base);
        Ok((
            NewGameParams {
                rules,
                players,
                seed,
                first_dealer,
                deck_orders,
                start,
            },
            include_views,
        ))
    }
}

/// A state and what an operation caused.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct GameResponse {
    /// The state after the operation.
    pub state: StateEnvelope,
    /// The events, in order; private ones are tagged with their seat.
    pub events: Vec<Event>,
    /// With `include_views`: every seat's view, then the spectator's.
    pub views: Vec<View>,
    /// The seat that must act next.
    #[schema(value_type = Option<usize>, minimum = 0, maximum = 15)]
    pub to_act: Option<Seat>,
    /// Where the match stands.
    pub phase: Phase,
}

impl From<Outcome> for GameResponse {
    fn from(o: Outcome) -> GameResponse {
        let to_act = o.to_act();
        let phase = o.phase();
        GameResponse {
            state: StateEnvelope::Plain(Box::new(o.game.into_state())),
            events: o.events,
            views: o.views,
            to_act,
            phase,
        }
    }
}

/// One action on a state.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplyRequest {
    /// The state.
    pub state: StateEnvelope,
    /// The acting seat.
    #[schema(value_type = usize, minimum = 0, maximum = 15)]
    pub seat: Seat,
    /// The action.
    pub action: Action,
    /// Also return every seat's view, then the spectator's.
    #[serde(default)]
    pub include_views: bool,
}

/// A state and a seat.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LegalActionsRequest {
    /// The state.
    pub state: StateEnvelope,
    /// The seat.
    #[schema(value_type = usize, minimum = 0, maximum = 15)]
    pub seat: Seat,
}

/// A seat's legal actions.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct LegalActionsResponse {
    /// All empty when the seat may not act.
    pub legal: LegalActions,
}

/// A state and a viewer.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ViewRequest {
    /// The state.
    pub state: StateEnvelope,
    /// The viewing seat; absent for a spectator.
    #[serde(default)]
    #[schema(value_type = Option<usize>, minimum = 0, maximum = 15)]
    pub seat: Option<Seat>,
}

/// A view.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct ViewResponse {
    /// What the viewer may see.
    pub view: View,
}

/// A state to check.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValidateRequest {
    /// The state.
    pub state: StateEnvelope,
}

/// A broken invariant.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Violation {
    /// `I1` … `I13` of the rules, or `structure`.
    pub invariant: String,
    /// What is wrong.
    pub detail: String,
}

/// Whether a state is valid.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct ValidateResponse {
    /// True when every invariant holds.
    pub valid: bool,
    /// The broken invariants; empty when valid.
    pub violations: Vec<Violation>,
}

/// One action of a replay.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatAction {
    /// The acting seat.
    #[schema(value_type = usize, minimum = 0, maximum = 15)]
    pub seat: Seat,
    /// The action.
    pub action: Action,
}

/// A whole match from its inputs.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReplayRequest {
    /// How the match starts (a seed or deck orders make it reproducible).
    pub new_game: NewGameRequest,
    /// The actions, in order.
    pub actions: Vec<SeatAction>,
}

/// A preset.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct PresetInfo {
    /// Its name.
    pub name: String,
    /// What it plays.
    pub description: String,
    /// Its switches.
    pub rules: Rules,
}

/// A variant switch.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct SwitchInfo {
    /// Its name.
    pub name: String,
    /// What it decides.
    pub description: String,
    /// Its values.
    pub values: Vec<String>,
    /// Its default.
    pub default_value: String,
}

/// The presets and switches.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct PresetsResponse {
    /// Every preset; `classic` first.
    pub presets: Vec<PresetInfo>,
    /// Every variant switch.
    pub switches: Vec<SwitchInfo>,
}

/// Health.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Health {
    /// `ok`, or `draining` while shutting down.
    pub status: String,
}

type Answer<T> = Result<Json<T>, ApiError>;

/// Start a match and deal its first deal.
#[utoipa::path(post, path = "/v1/games", tag = "games", request_body = NewGameRequest,
    responses((status = 200, description = "The new match", body = GameResponse),
        (status = "4XX", description = "A problem", body = Problem, content_type = "application/problem+json")))]
pub async fn new_game(
    State(app): State<Arc<AppState>>,
    Body(req): Body<NewGameRequest>,
) -> Answer<GameResponse> {
    app.observe("new_game", "rest", || {
        let (params, views) = req.params()?;
        ops::new_game(app.policy, params, views).map(GameResponse::from)
    })
    .map(Json)
}

/// Apply one player action to a state.
#[utoipa::path(post, path = "/v1/games/apply", tag = "games", request_body = ApplyRequest,
    responses((status = 200, description = "The next state", body = GameResponse),
        (status = "4XX", description = "A problem", body = Problem, content_type = "application/problem+json")))]
pub async fn apply(
    State(app): State<Arc<AppState>>,
    Body(req): Body<ApplyRequest>,
) -> Answer<GameResponse> {
    app.observe("apply", "rest", || {
        let ApplyRequest {
            state,
            seat,
            action,
            include_views,
        } = req;
        ops::apply(app.policy, state.into(), seat, action, include_views).map(GameResponse::from)
    })
    .map(Json)
}

/// List the legal actions of one seat.
#[utoipa::path(post, path = "/v1/games/legal-actions", tag = "games", request_body = LegalActionsRequest,
    responses((status = 200, description = "The seat's legal actions", body = LegalActionsResponse),
        (status = "4XX", description = "A problem", body = Problem, content_type = "application/problem+json")))]
pub async fn legal_actions(
    State(app): State<Arc<AppState>>,
    Body(req): Body<LegalActionsRequest>,
) -> Answer<LegalActionsResponse> {
    app.observe("list_legal_actions", "rest", || {
        let LegalActionsRequest { state, seat } = req;
        ops::legal_actions(state.into(), seat).map(|legal| LegalActionsResponse { legal })
    })
    .map(Json)
}

/// What one seat, or a spectator, may see.
#[utoipa::path(post, path = "/v1/games/view", tag = "games", request_body = ViewRequest,
    responses((status = 200, description = "The view", body = ViewResponse),
        (status = "4XX", description = "A problem", body = Problem, content_type = "application/problem+json")))]
pub async fn view(
    State(app): State<Arc<AppState>>,
    Body(req): Body<ViewRequest>,
) -> Answer<ViewResponse> {
    app.observe("get_view", "rest", || {
        let ViewRequest { state, seat } = req;
        ops::view(state.into(), seat).map(|view| ViewResponse { view })
    })
    .map(Json)
}

/// Check a state against every invariant of the rules.
#[utoipa::path(post, path = "/v1/games/validate", tag = "games", request_body = ValidateRequest,
    responses((status = 200, description = "Valid, or the broken invariant", body = ValidateResponse),
        (status = "4XX", description = "A problem", body = Problem, content_type = "application/problem+json")))]
pub async fn validate(
    State(app): State<Arc<AppState>>,
    Body(req): Body<ValidateRequest>,
) -> Answer<ValidateResponse> {
    app.observe("validate_state", "rest", || {
        let v = ops::validate(req.state.into())?;
        Ok(ValidateResponse {
            valid: v.violation.is_none(),
            violations: v
                .violation
                .into_iter()
                .map(|(invariant, detail)| Violation { invariant, detail })
                .collect(),
        })
    })
    .map(Json)
}

/// Replay a whole match from its inputs.
#[utoipa::path(post, path = "/v1/games/replay", tag = "games", request_body = ReplayRequest,
    responses((status = 200, description = "The replayed match", body = GameResponse),
        (status = "4XX", description = "A problem", body = Problem, content_type = "application/problem+json")))]
pub async fn replay(
    State(app): State<Arc<AppState>>,
    Body(req): Body<ReplayRequest>,
) -> Answer<GameResponse> {
    app.observe("replay", "rest", || {
        let ReplayRequest { new_game, actions } = req;
        let (params, _) = new_game.params()?;
        let actions: Vec<(Seat, Action)> =
            actions.into_iter().map(|a| (a.seat, a.action)).collect();
        ops::replay(app.policy, params, &actions).map(GameResponse::from)
    })
    .map(Json)
}

/// List the presets and every variant switch with its values.
#[utoipa::path(get, path = "/v1/rules/presets", tag = "rules",
    responses((status = 200, description = "Presets and switches", body = PresetsResponse)))]
pub async fn presets(State(app): State<Arc<AppState>>) -> Answer<PresetsResponse> {
    app.observe("list_presets", "rest", || Ok(presets_response()))
        .map(Json)
}

/// The catalogue of presets and switches.
pub fn presets_response() -> PresetsResponse {
    PresetsResponse {
        presets: ops::presets()
            .iter()
            .map(|p| PresetInfo {
                name: p.name.to_owned(),
                description: p.description.to_owned(),
                rules: p.rules,
            })
            .collect(),
        switches: ops::SWITCHES
            .iter()
            .map(|s| SwitchInfo {
                name: s.name.to_owned(),
                description: s.description.to_owned(),
                values: s.values.iter().map(|v| (*v).to_owned()).collect(),
                default_value: s.default_value.to_owned(),
            })
            .collect(),
    }
}

/// Liveness: the process serves.
#[utoipa::path(get, path = "/healthz", tag = "operations",
    responses((status = 200, description = "Alive", body = Health)))]
pub async fn healthz() -> Json<Health> {
    Json(Health {
        status: "ok".into(),
    })
}

/// Readiness: false while draining.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses((status = 200, description = "Ready", body = Health),
        (status = 503, description = "Draining", body = Health)))]
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
    responses((status = 200, description = "Prometheus text exposition", body = String, content_type = "text/plain")))]
pub async fn metrics(State(app): State<Arc<AppState>>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(),
    )
        .into_response()
}

/// The OpenAPI document of the REST API.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Poch Engine",
        description = "The rules of Poch as a stateless service: send a state and one action, get the next state and the events it caused. The same operations are served over gRPC (poch.v1.EngineService) on the same port. Errors are RFC 9457 problem documents whose `code` is the stable machine code (the same as the gRPC ErrorInfo reason).",
        license(name = "MIT OR Apache-2.0"),
        version = "1.0.0"
    ),
    servers((url = "http://127.0.0.1:8080", description = "A local poch-service")),
    paths(new_game, apply, legal_actions, view, validate, replay, presets, healthz, readyz, metrics),
    tags(
        (name = "games", description = "Matches: start, act, inspect, replay"),
        (name = "rules", description = "Presets and variant switches"),
        (name = "operations", description = "Health and metrics")
    )
)]
pub struct ApiDoc;

/// The REST routes.
pub fn router(app: Arc<AppState>) -> Router {
    Router::new()
        .route("/v1/games", post(new_game))
        .route("/v1/games/apply", post(apply))
        .route("/v1/games/legal-actions", post(legal_actions))
        .route("/v1/games/view", post(view))
        .route("/v1/games/validate", post(validate))
        .route("/v1/games/replay", post(replay))
        .route("/v1/rules/presets", get(presets))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .with_state(app)
}
