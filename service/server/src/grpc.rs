//! The gRPC adapter: `poch.v1.EngineService` over the shared operations.

use std::sync::Arc;

use pb::engine_service_server::EngineService;
use poch_api::narration::Locale;
use poch_api::v1 as pb;
use poch_engine::{
    Action, BotKind, BotSeat, DeckOrder, GameState, Seat, SeatSet, Seed, StartPosition,
};
use tonic::{Request, Response, Status};

use crate::app::AppState;
use crate::error::ApiError;
use crate::metrics::{Operation, Transport};
use crate::ops::{
    self, ApplyAction, Envelope, Legal, LegalIds, NewGameParams, Outcome, SourceParams, StateForm,
    ViewsAsked,
};
use poch_api::convert::{ConvertError, FromProto, ToProto, rules_with_overrides};

/// The gRPC service.
pub struct Grpc {
    app: Arc<AppState>,
    /// The smallest answer compressed (`--grpc-compress-min-bytes`).
    compress_min_bytes: usize,
}

impl Grpc {
    /// A service answering from `app`, compressing answers of `compress_min_bytes` and more
    /// for clients that ask for it.
    pub fn new(app: Arc<AppState>, compress_min_bytes: usize) -> Grpc {
        Grpc {
            app,
            compress_min_bytes,
        }
    }

    /// `message` as an answer: compressed (when the client's `grpc-accept-encoding` asks for
    /// it) only from `compress_min_bytes` on. tonic sets `grpc-encoding` from the client's
    /// list either way, and writes each message's compressed flag from whether that message
    /// was compressed, so a small answer goes out with its flag 0 under that header.
    fn answer<M: prost::Message>(&self, message: M) -> Response<M> {
        let small = message.encoded_len() < self.compress_min_bytes;
        let mut response = Response::new(message);
        if small {
            response.disable_compression();
        }
        response
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
    Seat(usize::try_from(n).unwrap_or(usize::MAX))
}

pub(crate) fn envelope(state: Option<pb::StateEnvelope>) -> Result<Envelope, ApiError> {
    let pb::StateEnvelope { kind } = state.ok_or_else(|| missing("state"))?;
    match kind.ok_or_else(|| missing("state.kind"))? {
        pb::state_envelope::Kind::Plain(state) => Ok(Envelope::Plain(Box::new(
            GameState::from_proto(state).map_err(|e| e.under("state.plain"))?,
        ))),
        pb::state_envelope::Kind::Sealed(bytes) => Ok(Envelope::Sealed(bytes)),
    }
}

/// The state an operation answers: its token, or the plain state.
fn answer_state(outcome: &Outcome) -> pb::StateEnvelope {
    let kind = match &outcome.token {
        Some(token) => pb::state_envelope::Kind::Sealed(token.clone()),
        None => pb::state_envelope::Kind::Plain(outcome.game.state().to_proto()),
    };
    pb::StateEnvelope { kind: Some(kind) }
}

fn state_form(form: i32) -> Result<Option<StateForm>, ApiError> {
    match pb::StateForm::try_from(form) {
        Ok(pb::StateForm::Unspecified) => Ok(None),
        Ok(pb::StateForm::Plain) => Ok(Some(StateForm::Plain)),
        Ok(pb::StateForm::Sealed) => Ok(Some(StateForm::Sealed)),
        Err(_) => Err(ApiError::InvalidArgument {
            field: "state_form".into(),
            reason: format!("{form} is not a StateForm"),
        }),
    }
}

fn new_game_params(
    req: pb::NewGameRequest,
) -> Result<(NewGameParams, bool, Option<Seat>), ApiError> {
    let pb::NewGameRequest {
        preset,
        rules,
        players,
        deal_source,
        start,
        include_views,
        state_form: form,
        bots,
        locale: _,
        answer_as_seat,
    } = req;
    let bots = Vec::<BotSeat>::from_proto(bots).map_err(|e| e.under("bots"))?;
    let rules =
        rules_with_overrides(ops::preset_rules(&preset)?, rules).map_err(|e| e.under("rules"))?;
    let source = source_params(deal_source)?;
    let start = start
        .map(StartPosition::from_proto)
        .transpose()
        .map_err(|e| e.under("start"))?;
    Ok((
        NewGameParams {
            rules,
            players,
            source,
            start,
            state_form: state_form(form)?,
            bots,
        },
        include_views,
        answer_as_seat.map(seat),
    ))
}

/// The request's `deal_source` in engine terms; none is a seed the server draws.
fn source_params(
    source: Option<pb::new_game_request::DealSource>,
) -> Result<SourceParams, ApiError> {
    use pb::new_game_request::DealSource as Source;
    Ok(match source {
        None => SourceParams::default(),
        Some(Source::Seeded(pb::SeededDeals { seed, first_dealer })) => SourceParams::Seeded {
            seed: Option::<Seed>::from_proto(seed).map_err(|e| e.under("seeded.seed"))?,
            first_dealer: first_dealer.map(seat),
        },
        Some(Source::Decks(pb::SuppliedDecks {
            first_dealer,
            deck_orders,
        })) => SourceParams::Decks {
            first_dealer: seat(first_dealer.ok_or_else(|| missing("decks.first_dealer"))?),
            deck_orders: Vec::<DeckOrder>::from_proto(deck_orders)
                .map_err(|e| e.under("decks.deck_orders"))?,
        },
        Some(Source::Fair(pb::FairDeals {
            pre_match_token,
            client_seeds,
            first_dealer,
        })) => SourceParams::Fair {
            pre_match_token,
            client_seeds,
            first_dealer: first_dealer.map(seat),
        },
    })
}

fn action(a: Option<pb::Action>) -> Result<Action, ApiError> {
    Ok(Action::from_proto(a.ok_or_else(|| missing("action"))?).map_err(|e| e.under("action"))?)
}

struct GameOut {
    state: Option<pb::StateEnvelope>,
    events: Vec<pb::Event>,
    views: Vec<pb::View>,
    seat_views: Option<pb::SeatViews>,
    to_act: Option<u32>,
    phase: i32,
    match_id: Vec<u8>,
    version: u64,
    tickets: Option<pb::Tickets>,
    seat_ticket: Vec<u8>,
}

impl GameOut {
    /// The answer to a game operation, its events told in `locale` when the request named one.
    fn new(o: Outcome, locale: Option<Locale>) -> Result<GameOut, ApiError> {
        let texts = crate::narration::texts(&o, locale)?;
        let events = o
            .events
            .iter()
            .zip(texts)
            .map(|(event, text)| pb::Event {
                text,
                ..event.to_proto()
            })
            .collect();
        Ok(GameOut {
            tickets: o.tickets.as_ref().map(crate::ticket::Tickets::to_proto),
            seat_ticket: o.seat_ticket.map(|t| t.to_vec()).unwrap_or_default(),
            match_id: o.game.match_id().to_proto(),
            version: o.game.state().version,
            state: Some(answer_state(&o)),
            events,
            views: o.views.to_proto(),
            seat_views: o.seat_views.as_ref().map(ToProto::to_proto),
            to_act: o.to_act().map(|s| s.index() as u32),
            phase: i32::from(o.phase().to_proto()),
        })
    }
}

#[tonic::async_trait]
impl EngineService for Grpc {
    async fn new_game(
        &self,
        request: Request<pb::NewGameRequest>,
    ) -> Result<Response<pb::NewGameResponse>, Status> {
        let out = self.app.observe(Operation::NewGame, Transport::Grpc, || {
            let request = request.into_inner();
            let locale = crate::narration::locale(Some(&request.locale))?;
            let (params, views, answer_as) = new_game_params(request)?;
            GameOut::new(self.app.ops.new_game(params, views, answer_as)?, locale)
        })?;
        let GameOut {
            state,
            events,
            views,
            seat_views: _,
            to_act,
            phase,
            match_id,
            version,
            tickets,
            seat_ticket,
        } = out;
        Ok(self.answer(pb::NewGameResponse {
            state,
            events,
            views,
            to_act,
            phase,
            match_id,
            version,
            tickets,
            seat_ticket,
        }))
    }

    async fn apply(
        &self,
        request: Request<pb::ApplyRequest>,
    ) -> Result<Response<pb::ApplyResponse>, Status> {
        let out = self.app.observe(Operation::Apply, Transport::Grpc, || {
            let pb::ApplyRequest {
                state,
                seat: s,
                action: a,
                include_views,
                locale,
                ticket,
                action_id,
                view_seats,
            } = request.into_inner();
            let locale = crate::narration::locale(Some(&locale))?;
            let a = a
                .map(|a| Action::from_proto(a).map_err(|e| e.under("action")))
                .transpose()?;
            let view_seats = SeatSet::from_proto(view_seats).map_err(|e| e.under("view_seats"))?;
            let outcome = self.app.ops.apply(
                envelope(state)?,
                seat(s),
                ApplyAction::of(a, action_id)?,
                ViewsAsked::of(include_views, view_seats)?,
                Some(&ticket),
            )?;
            GameOut::new(outcome, locale)
        })?;
        let GameOut {
            state,
            events,
            views,
            seat_views,
            to_act,
            phase,
            match_id,
            version,
            tickets: _,
            seat_ticket: _,
        } = out;
        Ok(self.answer(pb::ApplyResponse {
            state,
            events,
            views,
            to_act,
            phase,
            match_id,
            version,
            seat_views,
        }))
    }

    async fn list_legal_actions(
        &self,
        request: Request<pb::ListLegalActionsRequest>,
    ) -> Result<Response<pb::ListLegalActionsResponse>, Status> {
        let Legal { legal, ids } =
            self.app
                .observe(Operation::ListLegalActions, Transport::Grpc, || {
                    let pb::ListLegalActionsRequest {
                        state,
                        seat: s,
                        ticket,
                        include_action_ids,
                    } = request.into_inner();
                    self.app.ops.legal_actions(
                        envelope(state)?,
                        seat(s),
                        include_action_ids,
                        Some(ticket.as_slice()),
                    )
                })?;
        let (action_ids, action_table) = match ids {
            Some(LegalIds { ids, table }) => (ids, Some(table.to_proto())),
            None => (Vec::new(), None),
        };
        Ok(self.answer(pb::ListLegalActionsResponse {
            legal: Some(legal.to_proto()),
            action_ids,
            action_table,
        }))
    }

    async fn choose_action(
        &self,
        request: Request<pb::ChooseActionRequest>,
    ) -> Result<Response<pb::ChooseActionResponse>, Status> {
        let chosen = self
            .app
            .observe(Operation::ChooseAction, Transport::Grpc, || {
                let pb::ChooseActionRequest {
                    state,
                    seat: s,
                    kind,
                    ticket,
                    include_action_id,
                } = request.into_inner();
                let kind = BotKind::from_proto(kind).map_err(|e| e.under("kind"))?;
                self.app.ops.choose_action(
                    envelope(state)?,
                    seat(s),
                    kind,
                    include_action_id,
                    Some(ticket.as_slice()),
                )
            })?;
        Ok(self.answer(pb::ChooseActionResponse {
            action: Some(chosen.action.to_proto()),
            action_id: chosen.action_id,
        }))
    }

    async fn get_view(
        &self,
        request: Request<pb::GetViewRequest>,
    ) -> Result<Response<pb::GetViewResponse>, Status> {
        let view = self.app.observe(Operation::GetView, Transport::Grpc, || {
            let pb::GetViewRequest {
                state,
                seat: s,
                ticket,
            } = request.into_inner();
            self.app
                .ops
                .view(envelope(state)?, s.map(seat), Some(ticket.as_slice()))
        })?;
        Ok(self.answer(pb::GetViewResponse {
            view: Some(view.to_proto()),
        }))
    }

    async fn validate_state(
        &self,
        request: Request<pb::ValidateStateRequest>,
    ) -> Result<Response<pb::ValidateStateResponse>, Status> {
        let v = self
            .app
            .observe(Operation::ValidateState, Transport::Grpc, || {
                let pb::ValidateStateRequest { state } = request.into_inner();
                self.app.ops.validate(envelope(state)?)
            })?;
        Ok(self.answer(pb::ValidateStateResponse {
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
        let place = request.extensions().get::<crate::answers::Place>().cloned();
        // The replay and its answer's messages are long work: off the workers.
        let app = self.app.clone();
        let work = move || {
            app.observe(Operation::Replay, Transport::Grpc, || {
                let pb::ReplayRequest { new_game, actions } = request.into_inner();
                let new_game = new_game.ok_or_else(|| missing("new_game"))?;
                let locale = crate::narration::locale(Some(&new_game.locale))?;
                let (params, _, answer_as) = new_game_params(new_game)?;
                ops::replay_answers_every_seat(answer_as)?;
                let actions = actions
                    .into_iter()
                    .map(|pb::SeatAction { seat: s, action: a }| Ok((seat(s), action(a)?)))
                    .collect::<Result<Vec<_>, ApiError>>()?;
                let outcome = app.ops.replay(params, &actions, |new| {
                    crate::answers::reserve_replay(
                        place.as_ref(),
                        new,
                        actions.len(),
                        locale.is_some(),
                        true,
                        crate::blocking::slice,
                    )
                })?;
                GameOut::new(outcome, locale)
            })
        };
        let out = self.app.blocking.run(work).await.and_then(|out| out)?;
        let GameOut {
            state,
            events,
            to_act,
            phase,
            match_id,
            version,
            tickets,
            views: _,
            seat_views: _,
            seat_ticket: _,
        } = out;
        Ok(self.answer(pb::ReplayResponse {
            state,
            events,
            to_act,
            phase,
            match_id,
            version,
            tickets,
        }))
    }

    async fn commit_server_seed(
        &self,
        request: Request<pb::CommitServerSeedRequest>,
    ) -> Result<Response<pb::CommitServerSeedResponse>, Status> {
        let pb::CommitServerSeedRequest {} = request.into_inner();
        let c = self
            .app
            .observe(Operation::CommitServerSeed, Transport::Grpc, || {
                self.app.ops.commit_server_seed()
            })?;
        Ok(self.answer(pb::CommitServerSeedResponse {
            server_commitment: c.server_commitment.to_proto(),
            pre_match_token: c.pre_match_token,
            expires_at_unix_ms: c.expires_at_ms,
        }))
    }

    async fn verify_deal(
        &self,
        request: Request<pb::VerifyDealRequest>,
    ) -> Result<Response<pb::VerifyDealResponse>, Status> {
        let v = self
            .app
            .observe(Operation::VerifyDeal, Transport::Grpc, || {
                let check = ops::DealCheck::from_proto(request.into_inner())?;
                self.app.ops.verify_deal(check)
            })?;
        Ok(self.answer(v.to_proto()))
    }

    async fn list_presets(
        &self,
        _request: Request<pb::ListPresetsRequest>,
    ) -> Result<Response<pb::ListPresetsResponse>, Status> {
        let response = self
            .app
            .observe(Operation::ListPresets, Transport::Grpc, || {
                Ok(pb::ListPresetsResponse {
                    presets: ops::presets().iter().map(ToProto::to_proto).collect(),
                    switches: poch_engine::switches()
                        .into_iter()
                        .map(|s| pb::Switch {
                            name: s.name.to_owned(),
                            description: s.description.to_owned(),
                            values: s.values.into_iter().map(str::to_owned).collect(),
                            default_value: s.default_value,
                        })
                        .collect(),
                    bot_kinds: ops::bot_kinds()
                        .iter()
                        .map(|kind| i32::from(kind.to_proto()))
                        .collect(),
                })
            })?;
        Ok(self.answer(response))
    }
}

/// The prefix of tonic's message for a request compressed with an encoding the server does not
/// accept (tonic's `codec::compression`). tonic answers it with `Unimplemented`, as it answers
/// an unknown method, and says which only in this text: the one status told apart by its words.
const UNSUPPORTED_ENCODING_PREFIX: &str = "Content is compressed with";

/// The server's error for a status tonic answered itself, before any method ran (a body that
/// does not decode, too large, compressed with an unknown encoding, an unknown method), so that
/// it carries the service's code and `ErrorInfo` like every other refusal. `None` for any other
/// status, which is left as it is.
pub(crate) fn transport_error(
    code: tonic::Code,
    message: &str,
    body_limit: usize,
) -> Option<ApiError> {
    match code {
        tonic::Code::Internal => Some(ApiError::MalformedBody(message.to_owned())),
        tonic::Code::OutOfRange | tonic::Code::ResourceExhausted => {
            Some(ApiError::PayloadTooLarge { limit: body_limit })
        }
        tonic::Code::Unimplemented if message.starts_with(UNSUPPORTED_ENCODING_PREFIX) => {
            Some(ApiError::UnsupportedEncoding(message.to_owned()))
        }
        tonic::Code::Unimplemented => Some(ApiError::NotFound),
        tonic::Code::Ok
        | tonic::Code::Cancelled
        | tonic::Code::Unknown
        | tonic::Code::InvalidArgument
        | tonic::Code::DeadlineExceeded
        | tonic::Code::NotFound
        | tonic::Code::AlreadyExists
        | tonic::Code::PermissionDenied
        | tonic::Code::FailedPrecondition
        | tonic::Code::Aborted
        | tonic::Code::Unavailable
        | tonic::Code::DataLoss
        | tonic::Code::Unauthenticated => None,
    }
}

/// tonic answers a gRPC request it cannot read (bytes that are no protobuf, a truncated frame, a
/// compressed flag without an encoding, an encoding it does not support, no message, a message
/// over the limit, an unknown method) with a status of its own and no ErrorInfo, before any
/// handler runs. Those trailers-only answers are rendered from the error table instead:
/// `malformed_body`, `unsupported_encoding` (UNIMPLEMENTED, as the gRPC protocol has it, with
/// tonic's `grpc-accept-encoding`), `payload_too_large`, `not_found`.
pub(crate) async fn transport_errors(
    axum::extract::State(app): axum::extract::State<Arc<AppState>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let response = next.run(request).await;
    let headers = response.headers();
    if headers.contains_key("grpc-status-details-bin") {
        return response;
    }
    let Some(status) = tonic::Status::from_header_map(headers) else {
        return response;
    };
    let accept_encoding = headers.get("grpc-accept-encoding").cloned();
    let Some(error) = transport_error(status.code(), status.message(), app.body_limit) else {
        return response;
    };
    tracing::Span::current().record("outcome", error.code().as_str());
    let mut response = error.to_status().into_http::<axum::body::Body>();
    if let (ApiError::UnsupportedEncoding(_), Some(value)) = (&error, accept_encoding) {
        response.headers_mut().insert("grpc-accept-encoding", value);
    }
    response
        .extensions_mut()
        .insert(crate::error::Refused(error.code()));
    axum::response::IntoResponse::into_response(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_tonic_answers_itself_get_the_service_codes() {
        let error = |code, message| transport_error(code, message, 4096).map(|e| e.code().as_str());
        assert_eq!(
            error(tonic::Code::Internal, "failed to decode Protobuf message"),
            Some("malformed_body")
        );
        assert_eq!(
            error(tonic::Code::OutOfRange, "too long"),
            Some("payload_too_large")
        );
        assert!(matches!(
            transport_error(tonic::Code::ResourceExhausted, "", 4096),
            Some(ApiError::PayloadTooLarge { limit: 4096 })
        ));
        assert_eq!(
            error(
                tonic::Code::Unimplemented,
                "Content is compressed with `zstd` which isn't supported"
            ),
            Some("unsupported_encoding")
        );
        assert_eq!(error(tonic::Code::Unimplemented, ""), Some("not_found"));
        assert_eq!(
            error(tonic::Code::Unimplemented, "unknown method"),
            Some("not_found")
        );
        for code in [
            tonic::Code::Ok,
            tonic::Code::InvalidArgument,
            tonic::Code::FailedPrecondition,
            tonic::Code::DeadlineExceeded,
            tonic::Code::Unavailable,
        ] {
            assert_eq!(
                error(code, "Content is compressed with gzip"),
                None,
                "{code:?}"
            );
        }
    }
}
