//! The gRPC wire: `poch.v1.EngineService` through tonic, the messages converted by
//! `poch_api::convert`.

use std::future::Future;
use std::time::Duration;

use pb::engine_service_client::EngineServiceClient;
use poch_api::convert::{ConvertError, FromProto, IntoEngine as _, ToProto};
use poch_api::v1 as pb;
use poch_engine::rng::{DealCheck, DealVerification};
use poch_engine::{
    Action, BotKind, Event, LegalActions, MatchId, Phase, Rules, Seat, View, Viewer,
};
use tonic::transport::{Channel, Endpoint};
use tonic_types::StatusExt as _;

use crate::CallHeaders;
use crate::error::chain;
use crate::error::{Error, ErrorCode};
use crate::values::{
    Commitment, Move, NewMatch, Presets, Source, State, Step, Ticket, Tickets, Token,
};
use poch_api::rest::{ActionTableInfo, PresetInfo, StateForm, SwitchInfo, Violation};

/// The largest answer read: a replay of a long match carries every event.
const MAX_MESSAGE_BYTES: usize = 64 << 20;

pub(super) struct GrpcWire {
    client: EngineServiceClient<Channel>,
    headers: Option<CallHeaders>,
}

impl GrpcWire {
    /// One channel over every endpoint (balanced when there are several); connected lazily.
    pub(super) fn new(
        bases: &[String],
        connect_timeout: Duration,
        headers: Option<CallHeaders>,
    ) -> Result<GrpcWire, Error> {
        let endpoints = bases
            .iter()
            .map(|base| {
                Endpoint::from_shared(base.clone())
                    .map(|e| e.connect_timeout(connect_timeout).tcp_nodelay(true))
                    .map_err(|e| {
                        Error::new(ErrorCode::InvalidArgument, format!("{base}: {}", chain(&e)))
                    })
            })
            .collect::<Result<Vec<_>, Error>>()?;
        let channel = match endpoints.as_slice() {
            [one] => one.connect_lazy(),
            _ => Channel::balance_list(endpoints.into_iter()),
        };
        Ok(GrpcWire {
            client: EngineServiceClient::new(channel)
                .max_decoding_message_size(MAX_MESSAGE_BYTES)
                .max_encoding_message_size(MAX_MESSAGE_BYTES),
            headers,
        })
    }

    /// One request with `left` as its `grpc-timeout`.
    async fn unary<M, R, F, Fut>(&self, message: M, left: Duration, send: F) -> Result<R, Error>
    where
        F: FnOnce(EngineServiceClient<Channel>, tonic::Request<M>) -> Fut,
        Fut: Future<Output = Result<tonic::Response<R>, tonic::Status>>,
    {
        let mut request = tonic::Request::new(message);
        request.set_timeout(left);
        for (name, value) in CallHeaders::pairs(self.headers.as_ref()) {
            if let (Ok(name), Ok(value)) = (
                name.parse::<tonic::metadata::MetadataKey<tonic::metadata::Ascii>>(),
                value.parse(),
            ) {
                request.metadata_mut().insert(name, value);
            }
        }
        send(self.client.clone(), request)
            .await
            .map(tonic::Response::into_inner)
            .map_err(from_status)
    }

    pub(super) async fn new_game(
        &self,
        request: pb::NewGameRequest,
        left: Duration,
    ) -> Result<Step, Error> {
        let pb::NewGameResponse {
            state,
            events,
            views,
            to_act,
            phase,
            match_id,
            version,
            tickets,
            seat_ticket,
        } = self
            .unary(request, left, |mut c, r| async move { c.new_game(r).await })
            .await?;
        let mut step = step(state, events, views, (to_act, phase), (match_id, version))?;
        step.tickets = tickets.map(tickets_in);
        step.seat_ticket = (!seat_ticket.is_empty()).then(|| Ticket::from_bytes(seat_ticket));
        Ok(step)
    }

    pub(super) async fn apply(
        &self,
        request: pb::ApplyRequest,
        left: Duration,
    ) -> Result<Step, Error> {
        let pb::ApplyResponse {
            state,
            events,
            views,
            to_act,
            phase,
            match_id,
            version,
            seat_views: _,
        } = self
            .unary(request, left, |mut c, r| async move { c.apply(r).await })
            .await?;
        step(state, events, views, (to_act, phase), (match_id, version))
    }

    pub(super) async fn replay(
        &self,
        request: pb::ReplayRequest,
        left: Duration,
    ) -> Result<Step, Error> {
        let pb::ReplayResponse {
            state,
            events,
            to_act,
            phase,
            match_id,
            version,
            tickets,
        } = self
            .unary(request, left, |mut c, r| async move { c.replay(r).await })
            .await?;
        let mut step = step(
            state,
            events,
            Vec::new(),
            (to_act, phase),
            (match_id, version),
        )?;
        step.tickets = tickets.map(tickets_in);
        Ok(step)
    }

    pub(super) async fn choose_action(
        &self,
        request: pb::ChooseActionRequest,
        left: Duration,
    ) -> Result<(Action, Option<u32>), Error> {
        let pb::ChooseActionResponse { action, action_id } = self
            .unary(
                request,
                left,
                |mut c, r| async move { c.choose_action(r).await },
            )
            .await?;
        let action = read(
            action.ok_or_else(|| missing("action"))?.into_engine(),
            "action",
        )?;
        Ok((action, action_id))
    }

    pub(super) async fn legal_actions(
        &self,
        request: pb::ListLegalActionsRequest,
        left: Duration,
    ) -> Result<(LegalActions, Option<(Vec<u32>, ActionTableInfo)>), Error> {
        let pb::ListLegalActionsResponse {
            legal,
            action_ids,
            action_table,
        } = self
            .unary(request, left, |mut c, r| async move {
                c.list_legal_actions(r).await
            })
            .await?;
        let legal = read(
            legal.ok_or_else(|| missing("legal"))?.into_engine(),
            "legal",
        )?;
        let ids = match action_table {
            Some(table) => Some((action_ids, read(table.into_engine(), "action_table")?)),
            None => None,
        };
        Ok((legal, ids))
    }

    pub(super) async fn view(
        &self,
        request: pb::GetViewRequest,
        left: Duration,
    ) -> Result<View, Error> {
        let pb::GetViewResponse { view } = self
            .unary(request, left, |mut c, r| async move { c.get_view(r).await })
            .await?;
        read(view.ok_or_else(|| missing("view"))?.into_engine(), "view")
    }

    pub(super) async fn validate(
        &self,
        request: pb::ValidateStateRequest,
        left: Duration,
    ) -> Result<Vec<Violation>, Error> {
        let pb::ValidateStateResponse { valid, violations } = self
            .unary(request, left, |mut c, r| async move {
                c.validate_state(r).await
            })
            .await?;
        if valid != violations.is_empty() {
            return Err(Error::bad_answer(
                "an answer whose `valid` disagrees with its violations",
            ));
        }
        Ok(violations
            .into_iter()
            .map(|pb::Violation { invariant, detail }| Violation { invariant, detail })
            .collect())
    }

    pub(super) async fn presets(&self, left: Duration) -> Result<Presets, Error> {
        let pb::ListPresetsResponse {
            presets,
            switches,
            bot_kinds,
        } = self
            .unary(pb::ListPresetsRequest {}, left, |mut c, r| async move {
                c.list_presets(r).await
            })
            .await?;
        let presets = presets
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                let pb::Preset {
                    name,
                    description,
                    rules,
                    seat_counts,
                } = p;
                let rules = rules.ok_or_else(|| missing(&format!("presets[{i}].rules")))?;
                Ok(PresetInfo {
                    name,
                    description,
                    rules: read(Rules::from_proto(rules), &format!("presets[{i}].rules"))?,
                    seat_counts,
                })
            })
            .collect::<Result<_, Error>>()?;
        let switches = switches
            .into_iter()
            .map(
                |pb::Switch {
                     name,
                     description,
                     values,
                     default_value,
                 }| SwitchInfo {
                    name,
                    description,
                    values,
                    default_value,
                },
            )
            .collect();
        let bot_kinds = read(Vec::<BotKind>::from_proto(bot_kinds), "bot_kinds")?;
        Ok(Presets {
            presets,
            switches,
            bot_kinds,
        })
    }

    pub(super) async fn commit_server_seed(&self, left: Duration) -> Result<Commitment, Error> {
        let pb::CommitServerSeedResponse {
            server_commitment,
            pre_match_token,
            expires_at_unix_ms,
        } = self
            .unary(
                pb::CommitServerSeedRequest {},
                left,
                |mut c, r| async move { c.commit_server_seed(r).await },
            )
            .await?;
        let digest: Option<poch_engine::Digest> =
            read(server_commitment.into_engine(), "server_commitment")?;
        Ok(Commitment {
            server_commitment: digest.ok_or_else(|| missing("server_commitment"))?,
            pre_match_token: Token::from_bytes(pre_match_token),
            expires_at_unix_ms,
        })
    }

    pub(super) async fn verify_deal(
        &self,
        request: pb::VerifyDealRequest,
        left: Duration,
    ) -> Result<DealVerification, Error> {
        let answer = self
            .unary(
                request,
                left,
                |mut c, r| async move { c.verify_deal(r).await },
            )
            .await?;
        read(answer.into_engine(), "")
    }
}

/// A status as an error: the code of its `google.rpc.ErrorInfo` (and the facts in its
/// metadata); without one, a status tonic made for a call that got no answer.
fn from_status(status: tonic::Status) -> Error {
    let details = status.get_error_details();
    if let Some(info) = details.error_info() {
        let metadata = &info.metadata;
        return Error {
            code: ErrorCode::from_wire(&info.reason),
            message: status.message().to_owned(),
            field: metadata.get("field").cloned(),
            invariant: metadata.get("invariant").cloned(),
            action_index: metadata.get("action_index").and_then(|i| i.parse().ok()),
        };
    }
    let message = if status.message().is_empty() {
        format!("{:?}", status.code())
    } else {
        chain(&status)
    };
    if timed_out(&status) {
        return Error::new(ErrorCode::DeadlineExceeded, message);
    }
    let code = match status.code() {
        // tonic's own statuses for a call that did not reach the service, or lost its
        // connection before the answer.
        tonic::Code::Unavailable | tonic::Code::Unknown | tonic::Code::Cancelled => {
            ErrorCode::Unavailable
        }
        tonic::Code::DeadlineExceeded => ErrorCode::DeadlineExceeded,
        tonic::Code::Ok
        | tonic::Code::InvalidArgument
        | tonic::Code::NotFound
        | tonic::Code::AlreadyExists
        | tonic::Code::PermissionDenied
        | tonic::Code::ResourceExhausted
        | tonic::Code::FailedPrecondition
        | tonic::Code::Aborted
        | tonic::Code::OutOfRange
        | tonic::Code::Unimplemented
        | tonic::Code::Internal
        | tonic::Code::DataLoss
        | tonic::Code::Unauthenticated => ErrorCode::BadAnswer,
    };
    Error::new(code, message)
}

/// Whether tonic ended the call at its `grpc-timeout` (a `Cancelled` status whose source is
/// tonic's `TimeoutExpired`).
fn timed_out(status: &tonic::Status) -> bool {
    let mut source = std::error::Error::source(status);
    while let Some(error) = source {
        if error.is::<tonic::TimeoutExpired>() {
            return true;
        }
        source = error.source();
    }
    false
}

fn missing(field: &str) -> Error {
    Error::bad_answer(format!("an answer without its {field}"))
}

/// An answer's value, or `bad_answer` naming where it does not convert.
fn read<T>(converted: Result<T, ConvertError>, field: &str) -> Result<T, Error> {
    converted
        .map_err(|e| Error::bad_answer(format!("the answer does not read: {}", e.under(field))))
}

fn step(
    state: Option<pb::StateEnvelope>,
    events: Vec<pb::Event>,
    views: Vec<pb::View>,
    (to_act, phase): (Option<u32>, i32),
    (match_id, version): (Vec<u8>, u64),
) -> Result<Step, Error> {
    let pb::StateEnvelope { kind } = state.ok_or_else(|| missing("state"))?;
    let state = match kind.ok_or_else(|| missing("state"))? {
        pb::state_envelope::Kind::Plain(plain) => {
            State::Plain(Box::new(read(plain.into_engine(), "state.plain")?))
        }
        pb::state_envelope::Kind::Sealed(bytes) => State::Sealed(Token::from_bytes(bytes)),
    };
    Ok(Step {
        state,
        events: read(Vec::<Event>::from_proto(events), "events")?,
        views: read(Vec::<View>::from_proto(views), "views")?,
        to_act: to_act.map(seat_in),
        phase: read(Phase::from_proto(phase), "phase")?,
        match_id: read(Option::<MatchId>::from_proto(match_id), "match_id")?,
        version,
        tickets: None,
        seat_ticket: None,
    })
}

fn tickets_in(pb::Tickets { seats, operator }: pb::Tickets) -> Tickets {
    Tickets {
        seats: seats.into_iter().map(Ticket::from_bytes).collect(),
        operator: Ticket::from_bytes(operator),
    }
}

fn ticket_out(ticket: Option<&Ticket>) -> Vec<u8> {
    ticket.map_or_else(Vec::new, |t| t.as_bytes().to_vec())
}

fn seat_in(seat: u32) -> Seat {
    Seat(usize::try_from(seat).unwrap_or(usize::MAX))
}

fn seat_out(seat: Seat) -> u32 {
    u32::try_from(seat.index()).unwrap_or(u32::MAX)
}

fn envelope(state: &State) -> pb::StateEnvelope {
    let kind = match state {
        State::Plain(plain) => pb::state_envelope::Kind::Plain(plain.to_proto()),
        State::Sealed(token) => pb::state_envelope::Kind::Sealed(token.as_bytes().to_vec()),
    };
    pb::StateEnvelope { kind: Some(kind) }
}

fn form(form: Option<StateForm>) -> i32 {
    match form {
        None => pb::StateForm::Unspecified,
        Some(StateForm::Plain) => pb::StateForm::Plain,
        Some(StateForm::Sealed) => pb::StateForm::Sealed,
    }
    .into()
}

pub(super) fn new_game_request(new: &NewMatch) -> pb::NewGameRequest {
    let NewMatch {
        rules,
        players,
        source,
        start,
        state_form,
        include_views,
        bots,
        answer_as_seat,
    } = new;
    use pb::new_game_request::DealSource;
    let deal_source = match source {
        Source::Drawn { first_dealer: None } => None,
        Source::Drawn { first_dealer } => Some(DealSource::Seeded(pb::SeededDeals {
            seed: Vec::new(),
            first_dealer: first_dealer.map(seat_out),
        })),
        Source::Seed { seed, first_dealer } => Some(DealSource::Seeded(pb::SeededDeals {
            seed: seed.to_proto(),
            first_dealer: first_dealer.map(seat_out),
        })),
        Source::Decks {
            first_dealer,
            decks,
        } => Some(DealSource::Decks(pb::SuppliedDecks {
            first_dealer: Some(seat_out(*first_dealer)),
            deck_orders: decks.to_proto(),
        })),
        Source::Fair {
            pre_match_token,
            client_seeds,
            first_dealer,
        } => Some(DealSource::Fair(pb::FairDeals {
            pre_match_token: pre_match_token.as_bytes().to_vec(),
            client_seeds: client_seeds.clone(),
            first_dealer: first_dealer.map(seat_out),
        })),
    };
    pb::NewGameRequest {
        // Every switch is set, so the preset the service starts from does not matter.
        preset: String::new(),
        rules: Some(rules.to_proto()),
        players: players.clone(),
        deal_source,
        start: start.as_ref().map(ToProto::to_proto),
        include_views: *include_views,
        state_form: form(*state_form),
        bots: bots.to_proto(),
        locale: String::new(),
        answer_as_seat: answer_as_seat.map(seat_out),
    }
}

pub(super) fn apply_request(
    state: &State,
    seat: Seat,
    action: Move<'_>,
    include_views: bool,
    ticket: Option<&Ticket>,
) -> pb::ApplyRequest {
    let (action, action_id) = match action {
        Move::Action(action) => (Some(action.to_proto()), None),
        Move::Id(id) => (None, Some(id)),
    };
    pb::ApplyRequest {
        state: Some(envelope(state)),
        seat: seat_out(seat),
        action,
        include_views,
        locale: String::new(),
        ticket: ticket_out(ticket),
        action_id,
        view_seats: Vec::new(),
    }
}

pub(super) fn choose_action_request(
    state: &State,
    seat: Seat,
    kind: BotKind,
    include_action_id: bool,
    ticket: Option<&Ticket>,
) -> pb::ChooseActionRequest {
    pb::ChooseActionRequest {
        state: Some(envelope(state)),
        seat: seat_out(seat),
        kind: kind.to_proto().into(),
        ticket: ticket_out(ticket),
        include_action_id,
    }
}

pub(super) fn legal_actions_request(
    state: &State,
    seat: Seat,
    include_action_ids: bool,
    ticket: Option<&Ticket>,
) -> pb::ListLegalActionsRequest {
    pb::ListLegalActionsRequest {
        state: Some(envelope(state)),
        seat: seat_out(seat),
        ticket: ticket_out(ticket),
        include_action_ids,
    }
}

pub(super) fn view_request(
    state: &State,
    viewer: Viewer,
    ticket: Option<&Ticket>,
) -> pb::GetViewRequest {
    pb::GetViewRequest {
        state: Some(envelope(state)),
        seat: viewer.to_proto(),
        ticket: ticket_out(ticket),
    }
}

pub(super) fn validate_request(state: &State) -> pb::ValidateStateRequest {
    pb::ValidateStateRequest {
        state: Some(envelope(state)),
    }
}

pub(super) fn replay_request(new: &NewMatch, actions: &[(Seat, Action)]) -> pb::ReplayRequest {
    pb::ReplayRequest {
        new_game: Some(new_game_request(new)),
        actions: actions
            .iter()
            .map(|(seat, action)| pb::SeatAction {
                seat: seat_out(*seat),
                action: Some(action.to_proto()),
            })
            .collect(),
    }
}

pub(super) fn verify_deal_request(check: &DealCheck) -> pb::VerifyDealRequest {
    check.to_proto()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tonic_types::ErrorDetails;

    #[test]
    fn a_status_with_error_info_gives_its_reason_and_facts() {
        let details = ErrorDetails::with_error_info(
            "state_invalid",
            "poch.v1",
            [("invariant".to_owned(), "I6".to_owned())],
        );
        let status = tonic::Status::with_error_details(
            tonic::Code::InvalidArgument,
            "the state is invalid: I6: chips",
            details,
        );
        let error = from_status(status);
        assert_eq!(error.code, ErrorCode::StateInvalid);
        assert_eq!(error.invariant.as_deref(), Some("I6"));
        assert_eq!(error.message, "the state is invalid: I6: chips");
        let details = ErrorDetails::with_error_info(
            "not_your_turn",
            "poch.v1",
            [("action_index".to_owned(), "7".to_owned())],
        );
        let status =
            tonic::Status::with_error_details(tonic::Code::FailedPrecondition, "x", details);
        assert_eq!(from_status(status).action_index, Some(7));
    }

    #[test]
    fn a_status_without_error_info_is_the_clients_own() {
        let code = |status: tonic::Status| from_status(status).code;
        assert_eq!(
            code(tonic::Status::unavailable("tcp connect error")),
            ErrorCode::Unavailable
        );
        assert_eq!(
            code(tonic::Status::deadline_exceeded("")),
            ErrorCode::DeadlineExceeded
        );
        // Not the service: a status without the code the service always gives.
        assert_eq!(code(tonic::Status::unimplemented("")), ErrorCode::BadAnswer);
        assert_eq!(
            code(tonic::Status::resource_exhausted("")),
            ErrorCode::BadAnswer
        );
    }
}
