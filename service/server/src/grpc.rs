//! The gRPC adapter: `poch.v1.EngineService` over the shared operations.

use std::sync::Arc;

use axum::response::IntoResponse as _;
use bytes::Buf as _;
use futures_util::future::Either;
use pb::engine_service_server::EngineService;
use poch_engine::{Action, DeckOrder, GameState, Seat, Seed, StartPosition};
use poch_proto::v1 as pb;
use prost::Message as _;
use tonic::codec::{Codec, DecodeBuf, Decoder, EncodeBuf, Encoder};
use tonic::{Request, Response, Status};

use crate::AppState;
use crate::convert::{ConvertError, FromProto, ToProto, rules_with_overrides, wire};
use crate::error::ApiError;
use crate::ops::{self, Envelope, NewGameParams, Outcome};

/// The gRPC service.
pub struct Grpc {
    app: Arc<AppState>,
}

impl Grpc {
    /// A service answering from `app`.
    pub fn new(app: Arc<AppState>) -> Grpc {
        Grpc { app }
    }
}

impl From<ConvertError> for ApiError {
    fn from(e: ConvertError) -> ApiError {
        ApiError::InvalidArgument {
            field: e.field,
            reason: e.reason,
        }
    }
}

fn missing(field: &str) -> ApiError {
    ApiError::InvalidArgument {
        field: field.to_owned(),
        reason: "is required".to_owned(),
    }
}

fn seat(n: u32) -> Seat {
    n as Seat
}

fn envelope(state: Option<pb::StateEnvelope>) -> Result<Envelope, ApiError> {
    let pb::StateEnvelope { kind } = state.ok_or_else(|| missing("state"))?;
    match kind.ok_or_else(|| missing("state.kind"))? {
        pb::state_envelope::Kind::Plain(state) => Ok(Envelope::Plain(Box::new(
            GameState::from_proto(state).map_err(|e| e.under("state.plain"))?,
        ))),
        pb::state_envelope::Kind::Sealed(bytes) => Ok(Envelope::Sealed(bytes)),
    }
}

fn plain(state: &GameState) -> pb::StateEnvelope {
    pb::StateEnvelope {
        kind: Some(pb::state_envelope::Kind::Plain(state.to_proto())),
    }
}

fn new_game_params(req: pb::NewGameRequest) -> Result<(NewGameParams, bool), ApiError> {
    let pb::NewGameRequest {
        preset,
        rules,
        players,
        seed,
        first_dealer,
        deck_orders,
        start,
        include_views,
    } = req;
    let rules =
        rules_with_overrides(ops::preset_rules(&preset)?, rules).map_err(|e| e.under("rules"))?;
    let seed = Option::<Seed>::from_proto(seed).map_err(|e| e.under("seed"))?;
    let deck_orders =
        Vec::<DeckOrder>::from_proto(deck_orders).map_err(|e| e.under("deck_orders"))?;
    let start = start
        .map(StartPosition::from_proto)
        .transpose()
        .map_err(|e| e.under("start"))?;
    Ok((
        NewGameParams {
            rules,
            players,
            seed,
            first_dealer: first_dealer.map(seat),
            deck_orders,
            start,
        },
        include_views,
    ))
}

fn action(a: Option<pb::Action>) -> Result<Action, ApiError> {
    Ok(Action::from_proto(a.ok_or_else(|| missing("action"))?).map_err(|e| e.under("action"))?)
}

struct GameOut {
    state: Option<pb::StateEnvelope>,
    events: Vec<pb::Event>,
    views: Vec<pb::View>,
    to_act: Option<u32>,
    phase: i32,
}

impl From<Outcome> for GameOut {
    fn from(o: Outcome) -> GameOut {
        GameOut {
            state: Some(plain(o.game.state())),
            events: o.events.to_proto(),
            views: o.views.to_proto(),
            to_act: o.to_act().map(|s| s as u32),
            phase: i32::from(o.phase().to_proto()),
        }
    }
}

#[tonic::async_trait]
impl EngineService for Grpc {
    async fn new_game(
        &self,
        request: Request<pb::NewGameRequest>,
    ) -> Result<Response<pb::NewGameResponse>, Status> {
        let out = self.app.observe("new_game", "grpc", || {
            let (params, views) = new_game_params(request.into_inner())?;
            ops::new_game(self.app.policy, params, views).map(GameOut::from)
        })?;
        let GameOut {
            state,
            events,
            views,
            to_act,
            phase,
        } = out;
        Ok(Response::new(pb::NewGameResponse {
            state,
            events,
            views,
            to_act,
            phase,
        }))
    }

    async fn apply(
        &self,
        request: Request<pb::ApplyRequest>,
    ) -> Result<Response<pb::ApplyResponse>, Status> {
        let out = self.app.observe("apply", "grpc", || {
            let pb::ApplyRequest {
                state,
                seat: s,
                action: a,
                include_views,
            } = request.into_inner();
            ops::apply(
                self.app.policy,
                envelope(state)?,
                seat(s),
                action(a)?,
                include_views,
            )
            .map(GameOut::from)
        })?;
        let GameOut {
            state,
            events,
            views,
            to_act,
            phase,
        } = out;
        Ok(Response::new(pb::ApplyResponse {
            state,
            events,
            views,
            to_act,
            phase,
        }))
    }

    async fn list_legal_actions(
        &self,
        request: Request<pb::ListLegalActionsRequest>,
    ) -> Result<Response<pb::ListLegalActionsResponse>, Status> {
        let legal = self.app.observe("list_legal_actions", "grpc", || {
            let pb::ListLegalActionsRequest { state, seat: s } = request.into_inner();
            ops::legal_actions(envelope(state)?, seat(s))
        })?;
        Ok(Response::new(pb::ListLegalActionsResponse {
            legal: Some(legal.to_proto()),
        }))
    }

    async fn get_view(
        &self,
        request: Request<pb::GetViewRequest>,
    ) -> Result<Response<pb::GetViewResponse>, Status> {
        let view = self.app.observe("get_view", "grpc", || {
            let pb::GetViewRequest { state, seat: s } = request.into_inner();
            ops::view(envelope(state)?, s.map(seat))
        })?;
        Ok(Response::new(pb::GetViewResponse {
            view: Some(view.to_proto()),
        }))
    }

    async fn validate_state(
        &self,
        request: Request<pb::ValidateStateRequest>,
    ) -> Result<Response<pb::ValidateStateResponse>, Status> {
        let v = self.app.observe("validate_state", "grpc", || {
            let pb::ValidateStateRequest { state } = request.into_inner();
            ops::validate(envelope(state)?)
        })?;
        Ok(Response::new(pb::ValidateStateResponse {
            valid: v.violation.is_none(),
            violations: v
                .violation
                .into_iter()
                .map(|(invariant, detail)| pb::Violation { invariant, detail })
                .collect(),
        }))
    }

    async fn replay(
        &self,
        request: Request<pb::ReplayRequest>,
    ) -> Result<Response<pb::ReplayResponse>, Status> {
        let out = self.app.observe("replay", "grpc", || {
            let pb::ReplayRequest { new_game, actions } = request.into_inner();
            let (params, _) = new_game_params(new_game.ok_or_else(|| missing("new_game"))?)?;
            let actions = actions
                .into_iter()
                .map(|pb::SeatAction { seat: s, action: a }| Ok((seat(s), action(a)?)))
                .collect::<Result<Vec<_>, ApiError>>()?;
            ops::replay(self.app.policy, params, &actions).map(GameOut::from)
        })?;
        let GameOut {
            state,
            events,
            to_act,
            phase,
            ..
        } = out;
        Ok(Response::new(pb::ReplayResponse {
            state,
            events,
            to_act,
            phase,
        }))
    }

    async fn list_presets(
        &self,
        _request: Request<pb::ListPresetsRequest>,
    ) -> Result<Response<pb::ListPresetsResponse>, Status> {
        let response = self.app.observe("list_presets", "grpc", || {
            Ok(pb::ListPresetsResponse {
                presets: ops::presets().iter().map(ToProto::to_proto).collect(),
                switches: ops::SWITCHES
                    .iter()
                    .map(|s| pb::Switch {
                        name: s.name.to_owned(),
                        description: s.description.to_owned(),
                        values: s.values.iter().map(|v| (*v).to_owned()).collect(),
                        default_value: s.default_value.to_owned(),
                    })
                    .collect(),
            })
        })?;
        Ok(Response::new(response))
    }
}

// ------------------------------------------------------------------------------------------
// `Apply`'s route: its request read, and its answer written, by the fast path of
// [`wire`](crate::convert::wire) when it can, else by prost and the method above.

/// The path of `Apply`, routed here ahead of the generated server's routes.
pub const APPLY_PATH: &str = "/poch.v1.EngineService/Apply";

/// `Apply`'s request as the codec read it.
enum ApplyIn {
    /// By the fast path.
    Direct(wire::ApplyRequest),
    /// By prost, for [`EngineService::apply`].
    Reference(pb::ApplyRequest),
}

/// `Apply`'s answer, to be written as it was made.
enum ApplyOut {
    /// By the fast path.
    Direct(Outcome),
    /// By prost.
    Reference(pb::ApplyResponse),
}

/// `Apply`'s codec: the engine service's ([`poch_proto::codec::SliceCodec`]: the message taken
/// as one slice, prost's errors as `INTERNAL`), with the fast path in front.
#[derive(Clone, Copy, Debug, Default)]
struct ApplyCodec;

impl Codec for ApplyCodec {
    type Encode = ApplyOut;
    type Decode = ApplyIn;
    type Encoder = ApplyCodec;
    type Decoder = ApplyCodec;

    fn encoder(&mut self) -> ApplyCodec {
        *self
    }

    fn decoder(&mut self) -> ApplyCodec {
        *self
    }
}

impl Encoder for ApplyCodec {
    type Item = ApplyOut;
    type Error = Status;

    fn encode(&mut self, item: ApplyOut, buf: &mut EncodeBuf<'_>) -> Result<(), Status> {
        match item {
            ApplyOut::Direct(outcome) => wire::put_apply_response(&outcome, buf),
            ApplyOut::Reference(response) => response
                .encode(buf)
                .map_err(|e| Status::internal(e.to_string()))?,
        }
        Ok(())
    }
}

impl Decoder for ApplyCodec {
    type Item = ApplyIn;
    type Error = Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<ApplyIn>, Status> {
        let bytes = buf.copy_to_bytes(buf.remaining());
        if let Some(request) = wire::read_apply(&bytes) {
            return Ok(Some(ApplyIn::Direct(request)));
        }
        pb::ApplyRequest::decode(&bytes[..])
            .map(|request| Some(ApplyIn::Reference(request)))
            .map_err(|e| Status::internal(e.to_string()))
    }
}

/// The unary method behind [`APPLY_PATH`].
#[derive(Clone)]
struct ApplyMethod(Arc<Grpc>);

type ApplyResult = Result<Response<ApplyOut>, Status>;

impl tonic::server::UnaryService<ApplyIn> for ApplyMethod {
    type Response = ApplyOut;
    type Future = Either<
        std::future::Ready<ApplyResult>,
        futures_util::future::BoxFuture<'static, ApplyResult>,
    >;

    fn call(&mut self, request: Request<ApplyIn>) -> Self::Future {
        let service = self.0.clone();
        let (metadata, extensions, input) = request.into_parts();
        match input {
            ApplyIn::Direct(wire::ApplyRequest {
                state,
                seat: s,
                action,
                include_views,
            }) => {
                let app = &service.app;
                let outcome = app.observe("apply", "grpc", || {
                    let envelope = Envelope::Plain(Box::new(state));
                    ops::apply(app.policy, envelope, seat(s), action, include_views)
                });
                Either::Left(std::future::ready(
                    outcome
                        .map(|o| Response::new(ApplyOut::Direct(o)))
                        .map_err(Status::from),
                ))
            }
            ApplyIn::Reference(request) => Either::Right(Box::pin(async move {
                let request = Request::from_parts(metadata, extensions, request);
                let response = service.apply(request).await?;
                Ok(response.map(ApplyOut::Reference))
            })),
        }
    }
}

async fn apply_route(
    axum::extract::State(service): axum::extract::State<Arc<Grpc>>,
    request: axum::extract::Request,
) -> axum::response::Response {
    let mut grpc =
        tonic::server::Grpc::new(ApplyCodec).max_decoding_message_size(crate::body_limit());
    grpc.unary(ApplyMethod(service), request)
        .await
        .map(axum::body::Body::new)
        .into_response()
}

/// `Apply`'s route, to be merged with (and layered as) the generated server's routes.
pub fn apply_router(app: Arc<AppState>) -> axum::Router {
    axum::Router::new()
        .route(APPLY_PATH, axum::routing::any(apply_route))
        .with_state(Arc::new(Grpc::new(app)))
}
